// The rewriter's part in app and framework files: `@main` is blanked and an `App` type registered
// as previews when the file has none of its own; Apple frameworks' imports and module-qualified
// names are mapped; a SwiftData `@Model` class loses its macros (columns kept) and conforms to the
// library's `PersistentModel`.
@testable import ExperimentFiles
import Foundation
import Testing
import TestSupport

@Suite("Rewriting app and framework files")
struct FrameworkRewritingTests {
    func lines(_ file: RewrittenExperimentFile) -> [Substring] {
        file.text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    @Test("@main is blanked in place and an App type is registered when the file has no preview of its own")
    func mainIsBlankedAndTheAppRegistered() {
        let source = "import SwiftUI\n@main\nstruct MyApp: App {\n    var body: some Scene { WindowGroup { Text(\"a\") } }\n}\n"
        let file = ExperimentFileRewriter.rewrite(source: source, path: "/u/MyApp.swift", entryPoint: "sym")
        // Source line N is generated line N + 2; `@main` became five spaces, after the main-actor
        // isolation SwiftUI's `App` gives the type (no blank line above it to hold it).
        #expect(lines(file)[3] == "@preconcurrency @MainActor      ")
        #expect(file.insertions == [SourceInsertion(line: 2, column: 1, length: 27)])
        #expect(lines(file)[4] == "struct MyApp: App {")
        #expect(file.declarationCount == 1)
        // The app is registered at its declaration, which starts at its attribute.
        #expect(file.statements.first?.line == 2)
        #expect(file.text.contains("LayoutLabUI._AppPreviews(MyApp.self)"))
        // With a preview of its own, the file's previews are what it declares.
        let withPreview = ExperimentFileRewriter.rewrite(source: source + "#Preview { Text(\"b\") }\n", path: "/u/MyApp.swift",
                                                         entryPoint: "sym")
        #expect(withPreview.declarationCount == 1)
        #expect(!withPreview.text.contains("_AppPreviews"))
        // An extension that makes a type an App registers it too.
        let extended = ExperimentFileRewriter.rewrite(
            source: "import SwiftUI\n@main\nstruct App {}\nextension App: SwiftUI.App {\n    var body: some Scene { WindowGroup { Text(\"a\") } }\n}\n",
            path: "/u/App.swift", entryPoint: "sym")
        #expect(extended.text.contains("LayoutLabUI._AppPreviews(App.self)"))
        #expect(lines(extended)[5] == "extension App: LayoutLabUI.App {")
    }

    /// In a `public extension` the key is public, and so must its default be (ModernSettings'
    /// `OpenSettings.swift`): the default is always written public.
    @Test("@Entry becomes a key and a property on the same lines, as SwiftUI's macro expands it")
    func entriesAreExpanded() {
        let source = "import SwiftUI\nextension EnvironmentValues {\n    @Entry var spacing: CGFloat = 12\n"
            + "    @Entry public var title = \"Untitled\"\n    @Entry var items: [Int] = [\n        1, 2]\n}\n"
            + "extension FocusedValues {\n    @Entry var selection: Int?\n}\n"
            + "extension ContainerValues {\n    @Entry var isWide: Bool = false\n}\n"
        let file = ExperimentFileRewriter.rewrite(source: source, path: "/u/Keys.swift", entryPoint: "sym")
        // Source line N is generated line N + 2.
        #expect(lines(file)[4] == "    struct __Entry_spacing: EnvironmentKey { public static var defaultValue: CGFloat { 12 } }; var spacing: CGFloat "
            + "{ get { self[__Entry_spacing.self] } set { self[__Entry_spacing.self] = newValue } }")
        #expect(lines(file)[5] == "    struct __Entry_title: EnvironmentKey { public static let defaultValue = \"Untitled\" }; public var title: "
            + "__Entry_title.Value { get { self[__Entry_title.self] } set { self[__Entry_title.self] = newValue } }")
        // A declaration over two lines keeps the line after it where it was.
        #expect(lines(file)[6].hasPrefix("    struct __Entry_items: EnvironmentKey { public static var defaultValue: [Int] { [         1, 2] } }"))
        #expect(lines(file)[7] == "")
        #expect(lines(file)[8] == "}")
        #expect(lines(file)[10] == "    var selection: Int? { get { nil } set {} }")
        // A container value is kept by its key, as an environment value is (a container reads it back).
        #expect(lines(file)[13] == "    struct __Entry_isWide: ContainerValueKey { public static var defaultValue: Bool { false } }; var isWide: Bool "
            + "{ get { self[__Entry_isWide.self] } set { self[__Entry_isWide.self] = newValue } }")
    }

    @Test("imports of Apple frameworks and Foundation map to the library, Darwin and its submodules to the platform's C library")
    func frameworkImportsAreMapped() {
        let source = "import WidgetKit\nimport SwiftData\nimport CoreGraphics\nimport os.log\nimport Darwin.C.math\nimport Foundation\n"
        let file = ExperimentFileRewriter.rewrite(source: source, path: "/u/A.swift", entryPoint: "sym")
        #if canImport(Glibc)
        let cLibrary = "import Glibc"
        #else
        let cLibrary = "import Darwin.C.math"
        #endif
        #expect(Array(lines(file)[2...7]) == ["import LayoutLabUI", "import LayoutLabUI", "import LayoutLabUI", "import LayoutLabUI",
                                              Substring(cLibrary), "import LayoutLabUI"])
        // AVFAudio, where AVFoundation's audio types live (a meditation timer imports it alone).
        let audio = ExperimentFileRewriter.rewrite(source: "import AVFAudio\n", path: "/u/B.swift", entryPoint: "sym")
        #expect(lines(audio)[2] == "import LayoutLabUI")
    }

    /// `SwiftUI.Color` names the library's `Color`; a name the file declares itself keeps its members.
    @Test("module-qualified names are qualified by the library, unless the file declares the name")
    func qualifiedNamesAreMapped() {
        let source = "import SwiftUI\nenum Charts { static let all = 1 }\nlet a: SwiftUI.Color = SwiftUI.Color.red\nlet b = Charts.all\n"
        let file = ExperimentFileRewriter.rewrite(source: source, path: "/u/A.swift", entryPoint: "sym")
        #expect(lines(file)[4] == "let a: LayoutLabUI.Color = LayoutLabUI.Color.red")
        #expect(lines(file)[5] == "let b = Charts.all")
    }

    /// Wallet-Vision declares `struct Network: Codable` in one file and decodes `Network.self` in
    /// another: the name is the module's own type, not the `Network` framework the library stands in for.
    @Test("a name another file of the module declares is not a framework module's")
    func moduleDeclaredNamesAreNotModules() {
        let user = "import Foundation\nextension Data { func network() -> Network? { try? JSONDecoder().decode(Network.self, from: self) } }\n"
        let declaring = "import Foundation\nstruct Network: Codable { let name: String }\n"
        let alone = ExperimentFileRewriter.rewrite(source: user, path: "/u/A.swift", entryPoint: "sym")
        #expect(alone.sources.joined().contains("decode(LayoutLabUI.self"))
        let names = [FileNames(source: user), FileNames(source: declaring)]
        #expect(FileGroups.groups(names) == [[0, 1]])
        let together = ExperimentCompiler.rewrite([(("/u/A.swift", user), nil), (("/u/B.swift", declaring), nil)],
                                                  moduleNames: ExperimentCompiler.moduleNames(of: [0, 1], in: names))
        #expect(together[0].sources.joined().contains("decode(Network.self, from: self)"), "\(together[0].sources)")
    }

    /// ABCPal calls `ABCPal.playWhooshSound()`, naming its own module as Xcode names it (the
    /// project's name): the files compile in a module of layoutlab's, so that qualifier is blanked,
    /// dot and all, and no column moves. A type of that name the file declares keeps it.
    @Test("the app's own module name before a dot is blanked")
    func appModuleQualifiers() {
        let source = "import SwiftUI\nfunc playWhooshSound() {}\nlet a: ABCPal.Item? = nil\nlet b = { ABCPal.playWhooshSound() }\n"
        let file = ExperimentFileRewriter.rewrite(source: source, path: "/u/A.swift", entryPoint: "sym", appModules: ["ABCPal"])
        let text = file.sources.joined(separator: "\n")
        #expect(text.contains("let a:        Item? = nil\n"), "\(text)")
        #expect(text.contains("let b = {        playWhooshSound() }\n"), "\(text)")
        let declared = ExperimentFileRewriter.rewrite(source: "enum ABCPal { static let x = 1 }\nlet c = ABCPal.x\n", path: "/u/B.swift",
                                                      entryPoint: "sym", appModules: ["ABCPal"])
        #expect(declared.sources.joined().contains("let c = ABCPal.x"))
        // The project's name is the module's, spaces and dashes made `_`.
        let folder = TemporaryFolder()
        try? FileManager.default.createDirectory(atPath: folder.file("My App-2.xcodeproj"), withIntermediateDirectories: true)
        try? folder.write("// !$*UTF8*$!\n", to: "My App-2.xcodeproj/project.pbxproj")
        #expect(XcodeProjects.moduleNames(near: folder.path) == ["My_App_2"])
    }

    /// A qualified name inside a statement moved into the entry function: the statement keeps its own
    /// text with the longer name, and what follows it in the file is untouched.
    @Test("a qualified name in a top-level statement is mapped inside that statement only")
    func qualifiedNamesInStatements() {
        let source = "import SwiftUI\n#Preview { SwiftUI.Color.red.frame(width: 7) }\nstruct V: View { var body: some View { Text(\"v\") } }\n"
        let file = ExperimentFileRewriter.rewrite(source: source, path: "/u/A.swift", entryPoint: "sym")
        let text = file.sources.joined(separator: "\n")
        #expect(text.contains(" Preview { LayoutLabUI.Color.red.frame(width: 7) }\n"), "\(text)")
        #expect(text.contains("struct V: View { var body: some View { Text(\"v\") } }"))
    }

    /// SwiftData's macros cannot expand in a user file: `@Model` and the property macros are blanked
    /// (line breaks kept), and the class conforms to `PersistentModel` after the declarations, under
    /// a directive naming its line.
    @Test("a @Model class loses its macros in place and conforms to PersistentModel")
    func modelClassesConform() {
        let source = """
            import SwiftData
            enum Library {
                @Model final class Book {
                    @Attribute(.unique) var title: String
                    @Relationship(deleteRule: .cascade,
                                  inverse: \\Chapter.book) var chapters: [Chapter] = []
                    init(title: String) { self.title = title }
                }
            }
            """
        let file = ExperimentFileRewriter.rewrite(source: source, path: "/u/Books.swift", entryPoint: "sym")
        #expect(lines(file)[4] == "           final class Book {")
        #expect(lines(file)[5] == String(repeating: " ", count: 28) + "var title: String")
        #expect(lines(file)[6].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(lines(file)[7] == String(repeating: " ", count: 46) + "var chapters: [Chapter] = []")
        #expect(file.text.contains("#sourceLocation(file: \"/u/Books.swift\", line: 3)\nextension Library.Book: LayoutLabUI.PersistentModel {}"))
        // Without `import SwiftData`, `@Model` is the file's own business.
        let plain = ExperimentFileRewriter.rewrite(source: "import SwiftUI\n@Model final class Book {}\n", path: "/u/B.swift", entryPoint: "sym")
        #expect(lines(plain)[3] == "@Model final class Book {}")
    }
}
