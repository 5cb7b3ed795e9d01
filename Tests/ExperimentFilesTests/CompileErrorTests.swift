// One test per class of error in an experiment file: each is reported at the user's file, line and
// column (never generated code's), says what to do, and the load yields nothing.
import ExperimentFiles
import Experiments
import Foundation
import LayoutEngine
import Testing
import TestSupport

@Suite("Experiment file errors")
struct CompileErrorTests {
    let loader: ExperimentLoader

    init() throws {
        loader = ExperimentLoader(compiler: ExperimentCompiler(toolchain: try Toolchain.locate(), cacheFolder: Repository.compileCache))
    }

    /// The diagnostics of loading `files` (path → text), recording an issue if it loaded.
    func diagnostics(_ files: [(String, String)], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Diagnostic] {
        do {
            let loaded = try loader.load(sources: files.map { (path: $0.0, text: $0.1) })
            Issue.record("expected errors, loaded \(loaded.count) experiments", sourceLocation: sourceLocation)
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test("a compile error is the compiler's message at the user's file, line and column")
    func compileError() {
        let source = """
            import SwiftUI

            struct Row: View {
                var title: String
                var body: some View {
                    HStack {
                        Text(titel)
                    }
                }
            }

            #Preview { Row(title: "x") }
            """
        let found = diagnostics([("/cards/Row.swift", source)])
        #expect(found.map(\.location.description) == ["/cards/Row.swift:7:18"])
        #expect(found.first?.message == "cannot find 'titel' in scope")
        #expect(found.first?.construct == "Text(titel)")
    }

    @Test("an unsupported SwiftUI type names the supported alternative, at the user's line and column")
    func unsupportedTypeNamesTheAlternative() {
        let source = """
            import SwiftUI

            let picker: MultiDatePicker<Text>? = nil
            """
        let found = diagnostics([("/c/Dates.swift", source)])
        let unavailable = found.first { $0.message.contains("'MultiDatePicker' is unavailable") }
        #expect(unavailable?.location.description == "/c/Dates.swift:3:13", "\(found.map(\.message))")
        #expect(unavailable?.message.contains("stand in a view of the size it would take, e.g. Color.gray.frame(width: 100, height: 100)") == true)
        // Made with one of its initializers, as apps write it: the same message, where it is made
        // (was: "initializer is inaccessible due to 'internal' protection level").
        let made = diagnostics([("/c/Picker.swift", """
            import SwiftUI
            struct Dates: View {
                @State private var dates: Set<DateComponents> = []
                var body: some View { MultiDatePicker("Dates", selection: $dates) }
            }
            """)])
        #expect(made.first?.location.description == "/c/Picker.swift:4:27", "\(made.map(\.message))")
        #expect(made.first?.message.hasPrefix("'MultiDatePicker' is unavailable: layoutlab does not lay out MultiDatePicker") == true)
        #expect(!made.contains { $0.message.contains("inaccessible") })
    }

    @Test("a missing `}` is the parser's error at the user's line, with the brace it would close (was: in a deleted cache file)")
    func missingBrace() {
        let source = "import SwiftUI\nstruct A: View {\n    var body: some View {\n        Text(\"a\")\n    }\n"
        let found = diagnostics([("/e/Brace.swift", source)])
        #expect(found.map(\.location.description) == ["/e/Brace.swift:5:6"])
        #expect(found.first?.message == "expected '}' to end struct")
        #expect(found.first?.hint == "to match this opening '{' (/e/Brace.swift:2:16)")
    }

    @Test("NaN and Int.max line limits are refused at the experiment's line, saying what is allowed (was: rebuild layoutlab)")
    func unrepresentableValues() {
        let source = "Experiment(\"nan\", proposal: .zero) { Color.red.frame(width: .nan) }\n"
            + "Experiment(\"max\", proposal: .zero) { Text(\"a\").lineLimit(Int.max) }\n"
        let found = diagnostics([("/e/Values.swift", source)])
        #expect(found.map(\.location.description) == ["/e/Values.swift:1:1", "/e/Values.swift:2:1"])
        #expect(found.map(\.message) == ["`nan` holds a value layoutlab cannot store ($.tree.width: expected a number, \"infinity\" or \"-infinity\")",
                                          "`max` holds a value layoutlab cannot store ($.tree.limit: expected an integer)"])
        #expect(found.allSatisfy { $0.hint.hasPrefix("a length is a number or .infinity, never NaN") })
    }

    @Test("an error inside an Experiment's body points into the experiment, not the registration")
    func errorInsideExperiment() {
        let source = """
            Experiment("x", proposal: ProposedViewSize(width: 100, height: 100)) {
                Color.red.frame(wdth: 10)
            }
            """
        let found = diagnostics([("/e/X.swift", source)])
        #expect(found.count == 1)
        #expect(found.first?.location.file == "/e/X.swift")
        #expect(found.first?.location.line == 2)
    }

    @Test("a name made at run time that another experiment has is an error at the second, naming the first (in NFC)")
    func duplicateNameMadeAtRunTime() {
        let source = """
            Experiment("s/0", proposal: .zero) { Color.red }
            for n in [0] {
                Experiment("s/\\(n)", proposal: .zero) { Color.blue }
            }
            Experiment("caf\u{E9}", proposal: .zero) { Color.red }
            let accent = "\\u{301}"
            Experiment("cafe" + accent, proposal: .zero) { Color.red }
            """
        let found = diagnostics([("/e/L.swift", source)])
        #expect(found.map(\.location.description) == ["/e/L.swift:3:5", "/e/L.swift:7:1"])
        #expect(found.first?.message == "duplicate experiment name `s/0`; it is first defined at /e/L.swift:1:1")
        #expect(found.last?.message == "duplicate experiment name `caf\u{E9}`; it is first defined at /e/L.swift:5:1")
    }

    /// Xcode shows two `#Preview("Dark Mode")` of one file; here the later ones are numbered and
    /// say so. Experiments keep unique names (the test above).
    @Test("two previews of one file with one name: the later is Name-2, with a note (was: the whole run refused)")
    func duplicatePreviewNamesInOneFile() throws {
        let source = """
            import SwiftUI
            #Preview("Dark Mode") { Color.red }
            #Preview("Dark Mode") { Color.blue }
            """
        let loaded = try loader.load(sources: [(path: "/e/Modes.swift", text: source)])
        #expect(loaded.map(\.experiment.name) == ["Modes/Dark Mode", "Modes/Dark Mode-2"])
        #expect(loaded.last?.notes.first == "another preview of this file is named `Modes/Dark Mode`: this one is `Modes/Dark Mode-2`")
    }

    @Test("a compile error in an experiment a loop makes points at its line in the loop")
    func errorInsideLoop() {
        let source = """
            import SwiftUI

            for width: CGFloat in [100, 200] {
                Experiment("w/\\(width)", proposal: ProposedViewSize(width: width, height: 10)) {
                    Color.red.frame(wdth: 10)
                }
            }
            """
        let found = diagnostics([("/e/Loop.swift", source)])
        #expect(found.map(\.location.file) == ["/e/Loop.swift"])
        #expect(found.map(\.location.line) == [5], "\(found)")
    }

    @Test("duplicate names across files are reported at the second, naming the first")
    func duplicateNames() {
        let one = "Experiment(\"same\", proposal: .zero) { Color.red }\n"
        let two = "\n\n  Experiment(\"same\", proposal: .zero) { Color.blue }\n"
        let found = diagnostics([("/e/A.swift", one), ("/e/B.swift", two)])
        #expect(found.map(\.location.description) == ["/e/B.swift:3:3"])
        #expect(found.first?.message == "duplicate experiment name `same`; it is first defined at /e/A.swift:1:1")
    }

    @Test("proposals: none, two kinds at once, an empty list, a sweep without steps")
    func proposals() {
        let source = """
            Experiment("none") { Color.red }
            Experiment("both", proposal: .zero, proposals: [.zero]) { Color.red }
            Experiment("empty", proposals: []) { Color.red }
            Experiment("negative", sweep: .width(-100...100, by: 20)) { Color.red }
            Experiment("zero-step", sweep: .width(100...800, by: 0)) { Color.red }
            Experiment("huge", sweep: .width(0...1_000_000, by: 1)) { Color.red }
            """
        let found = diagnostics([("/e/P.swift", source)])
        #expect(found.map(\.location.line) == [1, 2, 3, 4, 5, 6])
        #expect(found.map(\.location.column) == [1, 1, 1, 1, 1, 1])
        #expect(found[0].message == "`none` has no proposal")
        #expect(found[1].message == "`both` takes one of `proposal:`, `proposals:` and `sweep:`, not `proposal:` and `proposals:`")
        #expect(found[2].message == "`proposals:` is empty")
        #expect(found[3].message == "a sweep's range must go up from a non-negative start, e.g. `100...800`")
        #expect(found[4].message == "a sweep's step must be positive, not 0")
        #expect(found[5].message == "this sweep has 1000001 steps; at most 10000 are allowed (use a larger `by:`)")
    }

    @Test("an expectation for a proposal that does not exist")
    func expectationIndex() {
        let source = """
            Experiment("x", proposal: .zero, expect: [3: ["a": CGSize(width: 1, height: 1)]]) { Color.red.id("a") }
            """
        let found = diagnostics([("/e/E.swift", source)])
        #expect(found.first?.message == "`expect:` names proposal 3, but `x` has 1 proposal (0...0)")
    }

    @Test("a crash while declaring (here a backwards range, which traps in Swift) is blamed on the line that trapped")
    func crashWhileDeclaring() {
        let source = """
            // A sweep over a backwards range.
            Experiment("backwards", sweep: .width(800...100, by: 20)) { Color.red }
            """
        let found = diagnostics([("/e/Range.swift", source)])
        #expect(found.map(\.location.description) == ["/e/Range.swift:2:1"])
        #expect(found.first?.message.contains("while declaring the experiments of /e/Range.swift") == true)
        #expect(found.first?.message.contains("Range requires lowerBound <= upperBound") == true)
    }

    /// A preview provider's views are counted as its file is declared, so a view that traps in its
    /// body (an `@EnvironmentObject` no ancestor gives) stops the program there: that file is set
    /// apart and the other file's preview is still laid out (Text "fine" padded: 64.67 × 52.33 at
    /// the 390 × 763 preview's centre).
    @Test("a crash while declaring one file's experiments sets that file apart; the other files are laid out")
    func crashWhileDeclaringOneFile() throws {
        let crashing = """
            import SwiftUI
            final class Model: ObservableObject { @Published var loading = false }
            struct NeedsModel: View { @EnvironmentObject var model: Model; var body: some View { Text(model.loading ? "x" : "y") } }
            struct Crash_Previews: PreviewProvider { static var previews: some View { TabView { NeedsModel() } } }
            """
        let fine = "import SwiftUI\nstruct Fine_Previews: PreviewProvider { static var previews: some View { Text(\"fine\").padding() } }\n"
        let loaded = try loader.loadIsolated(sources: [(path: "/e/Crash.swift", text: crashing), (path: "/e/Fine.swift", text: fine)])
        #expect(loaded.experiments.map(\.experiment.name) == ["Fine/preview-1"])
        #expect(loaded.failures.map(\.name) == ["the experiments of /e/Crash.swift"])
        #expect(loaded.failures.first?.diagnostic.message.contains("No ObservableObject of type Model found") == true)
        let result = try #require(loaded.experiments.first?.laidOut(by: ExperimentRunner(engine: Engine())).layouts.first?.result)
        let frame = try #require(result.placements.first { $0.node == 0 }?.frame)
        #expect(abs(frame.height - 52.33) < 0.01)
        #expect(abs(frame.minY - (763 - 52.33) / 2) < 0.01)
    }

    @Test("a crash in the user's code is at the line that trapped (the backtrace's innermost frame of the user's), naming the experiment it was building")
    func crashInUserCode() {
        let source = """
            struct Boom: View {
                var body: some View {
                    let items: [Int] = []
                    return Text("\\(items[1])")
                }
            }

            Experiment("fine", proposal: .zero) { Color.red }
            Experiment("boom", proposal: .zero) { Boom() }
            """
        let found = diagnostics([("/e/Boom.swift", source)])
        #expect(found.count == 1)
        #expect(found.first?.location.description == "/e/Boom.swift:4:29")
        #expect(found.first?.message.hasPrefix("the experiment program was stopped by SIGILL/SIGTRAP (a trap: a failed "
                                               + "precondition, an index out of range, a nil unwrapped) while building boom "
                                               + "(declared at /e/Boom.swift:9): ") == true,
                "\(found)")
        #expect(found.first?.message.contains("Index out of range") == true)
    }

    @Test("a preview modifier whose context cannot be made stops that preview with the error, naming the modifier")
    func previewModifierContextThrows() {
        let source = """
            import SwiftUI

            struct NeedsServer: PreviewModifier {
                struct Offline: Error {}
                static func makeSharedContext() throws -> Int { throw Offline() }
                func body(content: Content, context: Int) -> some View { content }
            }

            #Preview("fine") { Color.red }
            #Preview("offline", traits: .modifier(NeedsServer())) { Text("x") }
            """
        let found = diagnostics([("/e/Server.swift", source)])
        #expect(found.map(\.location.description) == ["/e/Server.swift:10:1"])
        #expect(found.first?.message.contains("while building Server/offline") == true, "\(found)")
        #expect(found.first?.message.contains("NeedsServer.makeSharedContext() threw Offline(): the preview cannot be made without its context") == true)
    }

    @Test("unreadable, binary and missing files")
    func unreadableFiles() throws {
        let folder = TemporaryFolder()
        let binary = folder.file("Binary.swift")
        try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: URL(fileURLWithPath: binary))
        do {
            _ = try loader.load([binary, folder.file("Missing.swift")])
            Issue.record("expected errors")
        } catch {
            #expect(error.diagnostics.map(\.message) == ["no such file or folder `\(folder.file("Missing.swift"))`",
                                                         "`\(binary)` is not UTF-8 text"])
        }
    }

    /// A resource given among the files (`layoutlab run View.swift data.json`) was compiled as Swift,
    /// and its JSON gave a syntax error; it is refused, with the way an app's resources are read.
    @Test("a file given that is not Swift is refused, with how an app's resource files are read")
    func notSwiftFile() throws {
        let folder = TemporaryFolder()
        let data = try folder.write("{\"a\": 1}\n", to: "data.json")
        let view = try folder.write("Experiment(\"once\", proposal: .zero) { Color.red }\n", to: "Once.swift")
        do {
            _ = try loader.load([view, data])
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostics.map(\.message) == ["`\(data)` is not a Swift file: only `.swift` files are compiled"])
            #expect(error.diagnostics.first?.hint.hasPrefix("give the app's folder instead") == true)
        }
    }

    @Test("a file named twice, or also through its folder, is one file (was: a link error)")
    func fileNamedTwice() throws {
        let folder = TemporaryFolder()
        let file = try folder.write("Experiment(\"once\", proposal: .zero) { Color.red }\n", to: "Once.swift")
        let loaded = try loader.load([file, folder.path + "/./Once.swift", folder.path])
        #expect(loaded.map(\.experiment.name) == ["once"])
    }

    @Test("folders are searched recursively, skipping hidden and build folders")
    func folderSearch() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("b/.build/x"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.file(".hidden"), withIntermediateDirectories: true)
        try folder.write("Experiment(\"b\", proposal: .zero) { Color.red }\n", to: "b/B.swift")
        try folder.write("Experiment(\"a\", proposal: .zero) { Color.red }\n", to: "A.swift")
        try folder.write("this is not swift\n", to: "b/.build/x/Generated.swift")
        try folder.write("this is not swift\n", to: ".hidden/H.swift")
        let loaded = try loader.load([folder.path])
        #expect(loaded.map(\.experiment.name) == ["a", "b"])
    }
}
