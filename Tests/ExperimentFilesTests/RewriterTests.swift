// The rewriter keeps every declaration at its line and column, maps `import SwiftUI` to the library
// and moves the top level's statements (`Experiment` calls, `#Preview` blocks, loops, calls) into a
// plain function, in order, under `#sourceLocation` directives that name their original lines; a
// large file's statements go to chunk sources of their own.
@testable import ExperimentFiles
import Testing

@Suite("Rewriting an experiment file")
struct RewriterTests {
    let source = """
        import SwiftUI

        struct Card: View {
            var title: String
            var body: some View { Text(title) }
        }

        Experiment("card", proposal: ProposedViewSize(width: 200, height: 100)) {
            Card(title: "Hello")
        }

          #Preview("Named") {
            Card(title: "Preview")
        }
        """

    @Test("declarations keep their lines and columns, and import SwiftUI becomes the library")
    func declarationsKeepTheirLinesAndColumns() {
        let file = ExperimentFileRewriter.rewrite(source: source, path: "/u/Cards.swift", entryPoint: "sym")
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "@_spi(Preview) import LayoutLabUI")
        #expect(lines[1] == "#sourceLocation(file: \"/u/Cards.swift\", line: 1)")
        #expect(lines[2] == "import LayoutLabUI")
        // Source line N is generated line N + 2 (an import and a directive above it).
        #expect(lines[4] == "struct Card: View {")
        #expect(lines[6] == "    var body: some View { Text(title) }")
        // The experiment's lines are blank where they were.
        #expect(lines[9].trimmingCharacters(in: .whitespaces) == "")
        #expect(lines[10].trimmingCharacters(in: .whitespaces) == "")
        #expect(file.declarationCount == 2)
        #expect(file.sources.count == 1)
    }

    @Test("@objc and Interface Builder marks are blanked and #selector becomes Selector(\"…\"), lines kept (Linux has no Objective-C runtime)")
    func objectiveCMarks() {
        let source = "import UIKit\nfinal class C: NSObject {\n    @objc func tap(sender: UIControl) {}\n    @IBAction func go() {}\n"
            + "    func wire(_ b: UIControl) { b.addTarget(self, action: #selector(C.tap(\n        sender:)), for: .valueChanged) }\n}\n"
        let file = ExperimentFileRewriter.rewrite(source: source, path: "/u/C.swift", entryPoint: "sym")
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        // Source line N is generated line N + 2.
        #expect(lines[4] == "          func tap(sender: UIControl) {}")
        #expect(lines[5] == "              func go() {}")
        #expect(lines[6] == "    func wire(_ b: UIControl) { b.addTarget(self, action: Selector(\"C.tap(sender:)\")")
        #expect(lines[7] == ", for: .valueChanged) }")
    }

    /// TipKit's `#Rule` macro: its `#` becomes a space, a call of the `Tip`'s `Rule` with the same
    /// arguments and closure, every column where it was.
    @Test("#Rule becomes a call of the tip's Rule, columns kept")
    func tipRuleMacro() {
        let source = "import TipKit\nstruct T: Tip {\n    var title: Text { Text(\"t\") }\n"
            + "    var rules: [Rule] { [#Rule(Self.visits) { $0.donations.count > 3 }] }\n}\n"
        let file = ExperimentFileRewriter.rewrite(source: source, path: "/u/T.swift", entryPoint: "sym")
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        // Source line N is generated line N + 2.
        #expect(lines[5] == "    var rules: [Rule] { [ Rule(Self.visits) { $0.donations.count > 3 }] }")
    }

    /// FoundationModels' `@Generable` and `@Guide` macros describe a type to the on-device model,
    /// which is never there: blanked in a file that imports it, lines and columns kept; a file
    /// that does not import it keeps its own attributes of those names.
    @Test("@Generable and @Guide are blanked in a file importing FoundationModels")
    func generableMarks() {
        let source = "import FoundationModels\n@Generable\nstruct Card {\n    @Guide(description: \"Two sentences.\") let text: String\n}\n"
        let file = ExperimentFileRewriter.rewrite(source: source, path: "/u/Card.swift", entryPoint: "sym")
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        // Source line N is generated line N + 2.
        #expect(lines[3] == "          ")
        #expect(lines[5] == String(repeating: " ", count: "    @Guide(description: \"Two sentences.\") ".count) + "let text: String")
        let own = ExperimentFileRewriter.rewrite(source: "import SwiftUI\n@Guide var x = 1\n", path: "/u/G.swift", entryPoint: "sym")
        #expect(own.text.contains("@Guide var x = 1"))
    }

    @Test("@Query is told its element type, as SwiftData's macro reads it off the property")
    func queryElementType() {
        let source = "import SwiftData\nstruct V {\n    @Query private var items: [Item]\n    @Query(sort: \\Book.title) var books: [Book]\n"
            + "    @Query<Note, [Note]>() var notes: [Note]\n}\n"
        let file = ExperimentFileRewriter.rewrite(source: source, path: "/u/V.swift", entryPoint: "sym")
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        // Source line N is generated line N + 2.
        #expect(lines[4] == "    @Query<Item, [Item]>() private var items: [Item]")
        #expect(lines[5] == "    @Query<Book, [Book]>(sort: \\Book.title) var books: [Book]")
        #expect(lines[6] == "    @Query<Note, [Note]>() var notes: [Note]")
    }

    /// Swift Charts is provided by the library too: `import Charts` imports it, on its own line.
    @Test("import Charts is mapped to the library, on its own line")
    func chartsImportIsMappedToTheLibrary() {
        let file = ExperimentFileRewriter.rewrite(source: "import SwiftUI\nimport Charts\nstruct A {}\n",
                                                  path: "/u/A.swift", entryPoint: "sym")
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[2] == "import LayoutLabUI")
        #expect(lines[3] == "import LayoutLabUI")
        #expect(lines[4] == "struct A {}")
    }

    /// Views import UIKit for `UIColor` or `UIScreen.main`, and Combine for timers and view-model
    /// pipelines, whose shapes the library provides; Foundation comes through the library (which
    /// re-exports it), so that its preview declarations (dates in en_US) are the ones the file sees.
    @Test("UIKit, Combine, MapKit, CoreLocation and Foundation imports are mapped to the library")
    func uiKitImportIsMappedToTheLibrary() {
        let file = ExperimentFileRewriter.rewrite(
            source: "import SwiftUI\nimport UIKit\nimport Combine\nimport Foundation\nimport MapKit\nimport CoreLocation\n",
            path: "/u/A.swift", entryPoint: "sym")
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(Array(lines[2...7]) == ["import LayoutLabUI", "import LayoutLabUI", "import LayoutLabUI", "import LayoutLabUI",
                                         "import LayoutLabUI", "import LayoutLabUI"])
    }

    /// ReadMe's `import class PhotosUI.PHPickerViewController` (and `import struct SwiftUI.Color`):
    /// a scoped import of a mapped module imports the library whole; Foundation's own stays scoped.
    @Test("scoped imports of mapped modules import the library")
    func scopedImports() {
        let file = ExperimentFileRewriter.rewrite(
            source: "import class PhotosUI.PHPickerViewController\nimport struct SwiftUI.Color\nimport struct Foundation.Date\n",
            path: "/u/A.swift", entryPoint: "sym")
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(Array(lines[2...4]) == ["import LayoutLabUI", "import LayoutLabUI", "import struct Foundation.Date"])
    }

    /// Views, apps, view modifiers and preview providers are main-actor isolated, as SwiftUI's
    /// protocols make them (iOS 18 SDK), so `@State private var store = Store()` of a `@MainActor`
    /// model compiles: the attribute goes on the blank line above the type when there is one (no
    /// column moves), else before it on its line, noted so that diagnostics are placed back.
    @Test("types conforming to SwiftUI's main-actor protocols, and protocols refining them, are main-actor isolated")
    func mainActorConformances() {
        let source = """
            import SwiftUI

            /// A card.
            struct Card: View { var body: some View { Text("a") } }
            struct Badge: SwiftUI.View, Equatable { var body: some View { Text("b") } }
            @MainActor struct Own: View { var body: some View { Text("c") } }
            struct Model: Hashable {}
            protocol Cell: View {}
            """
        let file = ExperimentFileRewriter.rewrite(source: source, path: "/u/A.swift", entryPoint: "sym")
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try! #require(lines.firstIndex { $0 == "import LayoutLabUI" })
        #expect(Array(lines[(start + 1)...(start + 7)]) == [
            "@preconcurrency @MainActor", "/// A card.", "struct Card: View { var body: some View { Text(\"a\") } }",
            "@preconcurrency @MainActor struct Badge: LayoutLabUI.View, Equatable { var body: some View { Text(\"b\") } }",
            "@MainActor struct Own: View { var body: some View { Text(\"c\") } }", "struct Model: Hashable {}",
            "@preconcurrency @MainActor protocol Cell: View {}",
        ])
        #expect(file.insertions == [SourceInsertion(line: 5, column: 1, length: 27), SourceInsertion(line: 8, column: 1, length: 27)])
        #expect(SourceInsertion.userColumn(40, line: 5, in: file.insertions) == 13)
        #expect(SourceInsertion.userColumn(40, line: 4, in: file.insertions) == 40)
    }

    /// SwiftUI isolates the members of `extension View` (and of an extension declaring a View
    /// conformance) to the main actor, so a helper may make a `@MainActor` modifier
    /// (sfilmak/SwiftUI-Onboarding's `extension View { func onboardingSheet(…) { modifier(…) } }`).
    /// An extension cannot be `@preconcurrency`: each member gets the attribute; one naming its own
    /// actor, a `nonisolated` one and the members of other extensions are left as written.
    @Test("members of extensions of View, or declaring a View conformance, are main-actor isolated")
    func mainActorExtensionMembers() {
        let source = """
            import SwiftUI
            extension View {

                func card() -> some View { modifier(Card()) }
                var boxed: some View { padding() }
                nonisolated func plain() -> Int { 1 }
                @MainActor func own() -> some View { self }
            }
            extension Row: View {
                var body: some View { Text("row") }
            }
            extension String {
                func shout() -> String { uppercased() }
            }
            """
        let file = ExperimentFileRewriter.rewrite(source: source, path: "/u/A.swift", entryPoint: "sym")
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try! #require(lines.firstIndex { $0 == "extension View {" })
        #expect(Array(lines[start...(start + 12)]) == [
            "extension View {",
            "@preconcurrency @MainActor",
            "    func card() -> some View { modifier(Card()) }",
            "    @preconcurrency @MainActor var boxed: some View { padding() }",
            "    nonisolated func plain() -> Int { 1 }",
            "    @MainActor func own() -> some View { self }",
            "}",
            "extension Row: View {",
            "    @preconcurrency @MainActor var body: some View { Text(\"row\") }",
            "}",
            "extension String {",
            "    func shout() -> String { uppercased() }",
            "}",
        ])
        // The attribute before `var boxed` moved that line's columns; the blank line took the other.
        #expect(file.insertions.map(\.line) == [5, 10])
    }

    /// Sportano's and countless apps' swipe-back fix overrides `viewDidLoad` in an extension of
    /// `UINavigationController`, which Swift allows only for Objective-C methods: the member is
    /// blanked, its lines kept, and the extension's other members stay.
    @Test("an overriding member of an extension is blanked, lines kept")
    func extensionOverridesAreBlanked() {
        let source = """
            import UIKit
            extension UINavigationController: UIGestureRecognizerDelegate {
                override open func viewDidLoad() {
                    super.viewDidLoad()
                }
                public func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { viewControllers.count > 1 }
            }
            """
        let file = ExperimentFileRewriter.rewrite(source: source, path: "/u/A.swift", entryPoint: "sym")
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try! #require(lines.firstIndex { $0.hasPrefix("extension UINavigationController") })
        #expect(lines[start + 1].allSatisfy { $0 == " " } && lines[start + 2].allSatisfy { $0 == " " } && lines[start + 3].allSatisfy { $0 == " " })
        #expect(lines[start + 4].hasPrefix("    public func gestureRecognizerShouldBegin"))
    }

    /// A preview is an iPhone app's: its platform tests are decided as there, not as on the machine
    /// compiling (where `os(iOS)` and `canImport(UIKit)` are false); a test it cannot decide stays.
    @Test("#if platform tests are decided as in an iPhone app's preview")
    func platformConditionsAreAnIPhones() {
        let source = """
            import SwiftUI
            #if canImport(UIKit)
            import UIKit
            #elseif canImport(AppKit)
            import AppKit
            #endif
            struct Card: View {
                var body: some View {
                    Text("x")
                    #if os(iOS) && !targetEnvironment(macCatalyst)
                        .padding(20)
                    #elseif os(macOS) || canImport(SomePackage)
                        .padding(4)
                    #endif
                }
            }

            """
        let file = ExperimentFileRewriter.rewrite(source: source, path: "/u/Card.swift", entryPoint: "sym")
        #expect(file.text.contains("#if true\nimport LayoutLabUI\n#elseif false\nimport AppKit\n#endif"), "\(file.text)")
        #expect(file.text.contains("#if true && !false"), "\(file.text)")
        #expect(file.text.contains("#elseif false || canImport(SomePackage)"), "\(file.text)")
    }

    /// A preview in `#if swift(>=6.0)`, as an app built in Swift 6 mode writes it, is laid out;
    /// an attribute before `#Preview` (`@available(iOS 18.0, *)`) goes with its `#`.
    @Test("#if swift(…) is decided as in a Swift 6 app; an attribute before #Preview is blanked")
    func languageModeAndPreviewAttributes() {
        #expect(PlatformConditions.languageModeTest(">=6.0") == true)
        #expect(PlatformConditions.languageModeTest(">= 5.9") == true)
        #expect(PlatformConditions.languageModeTest("<6") == false)
        #expect(PlatformConditions.languageModeTest(">=6.1") == false)
        #expect(PlatformConditions.languageModeTest("~6") == nil)
        let source = """
            import SwiftUI
            #if swift(>=6.0)
            @available(iOS 18.0, *)
            #Preview("A") { Text("a") }
            #endif

            """
        let file = ExperimentFileRewriter.rewrite(source: source, path: "/u/A.swift", entryPoint: "sym")
        #expect(file.text.contains("#if true\n#sourceLocation(file: \"/u/A.swift\", line: 3)\n" + String(repeating: " ", count: 23)
            + "\n Preview(\"A\") { Text(\"a\") }\n#endif"), "\(file.text)")
        // The chunk opens a location of its own, so its closing directive closes one even when every
        // statement's clause is inactive.
        #expect(file.text.contains("throws {\n#sourceLocation(file: \"/u/A.swift\", line: 1)\n#if true"), "\(file.text)")
    }

    /// Xcode's completion sometimes imports a framework's SwiftUI overlay by its module name.
    @Test("a framework's SwiftUI overlay module is mapped to the library")
    func overlayImportIsMappedToTheLibrary() {
        let file = ExperimentFileRewriter.rewrite(source: "import SwiftUI\nimport _PhotosUI_SwiftUI\nimport _MapKit_SwiftUI\n",
                                                  path: "/u/A.swift", entryPoint: "sym")
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(Array(lines[2...3]) == ["import LayoutLabUI", "import LayoutLabUI"])
    }

    @Test("registrations name their original lines and keep their columns")
    func registrationsNameTheirOriginalLinesAndColumns() {
        let file = ExperimentFileRewriter.rewrite(source: source, path: "/u/Cards.swift", entryPoint: "sym")
        #expect(file.text.contains("""
            #sourceLocation(file: "/u/Cards.swift", line: 8)
            Experiment("card", proposal: ProposedViewSize(width: 200, height: 100)) {
                Card(title: "Hello")
            }
            """), "\(file.text)")
        // `#Preview` at column 3 keeps its column; its `#` becomes a space.
        #expect(file.text.contains("""
            #sourceLocation(file: "/u/Cards.swift", line: 12)
               Preview("Named") {
                Card(title: "Preview")
            }
            """), "\(file.text)")
        #expect(file.text.contains("@_silgen_name(\"sym\")"))
    }

    /// Xcode 16 marks a preview's own state `@Previewable`; a local `@State` compiles as it is, so
    /// the marker turns into spaces (later columns unchanged) and the stored source keeps it.
    @Test("@Previewable is blanked inside previews, and the stored source keeps it")
    func previewableIsBlankedInsidePreviewsOnly() {
        let source = "#Preview {\n    @Previewable @State var on = false\n    Toggle(\"On\", isOn: $on)\n}\n"
        let file = ExperimentFileRewriter.rewrite(source: source, path: "/u/P.swift", entryPoint: "sym")
        #expect(file.text.contains("""
             Preview {
                             @State var on = false
                Toggle("On", isOn: $on)
            }
            """), "\(file.text)")
        #expect(!file.text.contains("Previewable"), "\(file.text)")
        #expect(file.statements.map(\.text) == [String(source.dropLast())])
    }

    /// The top level is a script: statements run in order where they were written, a constant is
    /// read at its place (so its initializer runs there), `let _ =` is a statement.
    @Test("top-level statements run in order at their lines")
    func topLevelStatementsRunInOrderAtTheirLines() {
        let file = ExperimentFileRewriter.rewrite(source: "let x = 1\nprint(x)\n  for i in 0..<2 { print(i) }\nlet _ = x\n",
                                                 path: "f.swift", entryPoint: "s")
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[2] == "let x = 1")
        #expect(lines[3].trimmingCharacters(in: .whitespaces) == "")
        #expect(lines[4].trimmingCharacters(in: .whitespaces) == "")
        #expect(file.text.contains("""
            @MainActor
            func __s_chunk0() throws {
            #sourceLocation(file: "f.swift", line: 1)
            _ = x
            #sourceLocation(file: "f.swift", line: 2)
            print(x)
            #sourceLocation(file: "f.swift", line: 3)
              for i in 0..<2 { print(i) }
            #sourceLocation(file: "f.swift", line: 4)
            let _ = x
            #sourceLocation()
            }
            """), "\(file.text)")
        #expect(file.text.contains("ExperimentCollector.collect { try __s_chunk0() }"), "\(file.text)")
        #expect(file.statements == [])
    }

    /// An `Experiment` call inside a loop is a registered statement of its own (its text is the
    /// source the notebook shows), and a `#Preview` inside a clause loses its `#` there too.
    @Test("experiments inside loops and #if clauses are found where they are")
    func experimentsInsideLoopsAreFoundWhereTheyAre() {
        let source = "for n in [1, 2] {\n    Experiment(\"n\\(n)\", proposal: .unspecified) { Color.red }\n}\n#if DEBUG\n#Preview { Color.blue }\n#endif\n"
        let file = ExperimentFileRewriter.rewrite(source: source, path: "f.swift", entryPoint: "s")
        #expect(file.statements.map(\.line) == [2, 5])
        #expect(file.statements.map(\.column) == [5, 1])
        #expect(file.statements[0].text == "Experiment(\"n\\(n)\", proposal: .unspecified) { Color.red }")
        #expect(file.text.contains("#if DEBUG\n#sourceLocation(file: \"f.swift\", line: 5)\n Preview { Color.blue }\n#endif"), "\(file.text)")
    }

    /// A file whose statements exceed the chunk size is split: the declarations (statements removed,
    /// lines kept, `private` blanked so the chunks see them) and one source per chunk, each with the
    /// file's imports. An edit inside a statement changes its chunk only.
    @Test("a large file is split into chunks, and an edit changes only its statement's chunk")
    func largeFilesAreSplitIntoChunks() {
        let source = """
            import SwiftUI
            private struct Card: View { var body: some View { Color.red } }
            Experiment("a", proposal: .unspecified) { Card() }
            Experiment("b", proposal: .unspecified) { Card() }
            Experiment("c", proposal: .unspecified) { Card() }; struct After {}

            """
        let file = ExperimentFileRewriter.rewrite(source: source, path: "f.swift", entryPoint: "s", chunkSize: 60)
        #expect(file.sources.count == 4)
        let lines = file.sources[0].split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[3] == "        struct Card: View { var body: some View { Color.red } }")
        #expect(lines[4] == "")
        #expect(lines[5] == "")
        // Text after a statement on its line keeps its column.
        #expect(lines[6] == String(repeating: " ", count: 52) + "struct After {}")
        #expect(file.sources[0].contains("collect { try __s_chunk0(); try __s_chunk1(); try __s_chunk2() }"))
        #expect(file.sources[2] == """
            @_spi(Preview) import LayoutLabUI
            import LayoutLabUI
            @MainActor
            func __s_chunk1() throws {
            #sourceLocation(file: "f.swift", line: 4)
            Experiment("b", proposal: .unspecified) { Card() }
            #sourceLocation()
            }

            """)
        let edited = ExperimentFileRewriter.rewrite(source: source.replacingOccurrences(of: "\"b\"", with: "\"bb\""),
                                                   path: "f.swift", entryPoint: "s", chunkSize: 60)
        #expect(edited.sources[0] == file.sources[0])
        #expect(edited.sources[1] == file.sources[1])
        #expect(edited.sources[2] != file.sources[2])
        #expect(edited.sources[3] == file.sources[3])
    }
}
