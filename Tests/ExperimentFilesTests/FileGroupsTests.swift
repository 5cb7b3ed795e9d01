// Files that need each other compile together (FileGroups), pasted screens that each declare a
// `ContentView` stay apart, a view file without a preview lays out its views (ViewPreviews), and a
// name the compiler cannot find says where it may be.
@testable import ExperimentFiles
import SwiftParser
import Experiments
import Foundation
import LayoutEngine
import Testing
import TestSupport

@Suite("Files that need each other")
struct FileGroupsTests {
    static let viewModel = """
        import SwiftUI

        final class CounterViewModel: ObservableObject {
            @Published var count = 3
            let title: String
            init(title: String) { self.title = title }
        }

        extension Color {
            static let brandBlue = Color(red: 0.1, green: 0.3, blue: 0.9)
            init(hex: UInt32) {
                self.init(red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255, blue: Double(hex & 0xFF) / 255)
            }
        }

        extension View {
            func cardStyle() -> some View { padding(12).background(Color.brandBlue) }
        }
        """

    static let counterView = """
        import SwiftUI

        struct CounterView: View {
            @ObservedObject var model: CounterViewModel
            var body: some View {
                HStack {
                    Text(model.title)
                    Text("\\(model.count)").foregroundStyle(Color(hex: 0xFF8800))
                }
                .cardStyle()
            }
        }

        #Preview { CounterView(model: CounterViewModel(title: "Apples")) }
        """

    static func screen(_ word: String) -> String {
        """
        import SwiftUI
        struct ContentView: View { var body: some View { Text("\(word)") } }
        #Preview { ContentView() }
        """
    }

    @Test("a screen joins the file of the view model, colours and helpers it uses; other screens stay apart")
    func screenJoinsItsViewModel() {
        let names = [Self.counterView, Self.screen("one"), Self.viewModel, Self.screen("two")].map(FileNames.init(source:))
        #expect(names[2].offered == ["CounterViewModel", "brandBlue", "init(hex:)", "cardStyle()"])
        #expect(names[0].used.isSuperset(of: ["CounterViewModel", "init(hex:)", "cardStyle()"]))
        #expect(!names[0].used.contains("CounterView"))
        #expect(FileGroups.groups(names) == [[0, 2], [1], [3]])
    }

    @Test("a method is matched when called and a property when read")
    func methodsAndPropertiesAreTellApart() {
        let offering = FileNames(source: "extension Decimal { var currency: String { \"$\\(self)\" } }\nextension View { func card() -> some View { self } }")
        #expect(offering.offered == ["currency", "card()"])
        // `.currency(code:)` is Foundation's format style, not the property.
        let formats = FileNames(source: "let a = Text(1, format: .currency(code: \"USD\"))")
        #expect(FileGroups.groups([offering, formats]) == [[0], [1]])
        let reads = FileNames(source: "let a = price.currency\nlet b = Text(\"x\").card()")
        #expect(FileGroups.groups([offering, reads]) == [[0, 1]])
    }

    /// FructusApp's `@AppStorage(.isOnboarding) var isOnboarding` and `var brand: Color = .brand`: a
    /// property of the name a member after the dot has does not answer it; the file's own extension
    /// member does.
    @Test("a member read after a dot or in a key path joins the file offering it even when the reader has a property of that name")
    func memberAfterADotIsNotTheReadersProperty() {
        let colours = FileNames(source: "extension Color { static let brand = Color.red }\nextension String { static let isOnboarding = \"o\" }")
        let badge = FileNames(source: "struct Badge: View {\n    var brand: Color = .brand\n    var body: some View { Circle().fill(brand) }\n}")
        #expect(badge.used.contains("brand"))
        #expect(FileGroups.groups([colours, badge]) == [[0, 1]])
        let app = FileNames(source: "struct App {\n    @AppStorage(.isOnboarding) var isOnboarding = true\n}")
        #expect(FileGroups.groups([colours, app]) == [[0, 1]])
        // The reader's own extension member (private too) answers it: nothing to join.
        let own = FileNames(source: "private extension Color { static let brand = Color.blue }\nlet b: Color = .brand")
        #expect(!own.used.contains("brand"))
        #expect(FileGroups.groups([colours, own]) == [[0], [1]])
        // A key path's member too: `@Environment(\.container) private var container` (helper-found in a
        // social app, whose container's file imports Firebase: its users must be left out with it).
        let key = FileNames(source: "extension EnvironmentValues {\n    var container: Container { Container() }\n}")
        let screen = FileNames(source: "struct Screen: View {\n    @Environment(\\.container) private var container\n    var body: some View { Text(\"s\") }\n}")
        #expect(screen.used.contains("container"))
        #expect(FileGroups.groups([key, screen]) == [[0, 1]])
        #expect(FileGroups.dependents(of: [0], in: [key, screen]).keys.sorted() == [1])
    }

    /// TelemetryViewer's colours declared per platform in `#if`, an app's `` func `if` `` helper
    /// (IcySky), and `style(appStyle:)` declared on Text in one file and on Image in another
    /// (ACHNBrowserUI): each user joins the files it needs, as in the app.
    @Test("members inside #if, backticked names and one name on different types join their users")
    func conditionalBacktickedAndPerTypeMembersJoin() {
        let palette = FileNames(source: "extension Color {\n#if os(macOS)\nstatic let grayColor = Color.gray\n#else\n"
                                + "static let grayColor = Color.secondary\n#endif\n}")
        #expect(palette.offered == ["grayColor"])
        let row = FileNames(source: "let t = Text(\"Hello\").foregroundColor(.grayColor)")
        #expect(FileGroups.groups([palette, row]) == [[0, 1]])
        let conditional = FileNames(source: "extension View { func `if`(_ c: Bool) -> some View { self } }")
        #expect(conditional.offered == ["if()"])
        let badge = FileNames(source: "let b = Text(\"New\").if(true)")
        #expect(FileGroups.groups([badge, conditional]) == [[0, 1]])
        let textStyle = FileNames(source: "extension Text { func style(appStyle: Int) -> Text { self } }")
        let imageStyle = FileNames(source: "extension Image { func style(appStyle: Int) -> Image { self } }")
        let user = FileNames(source: "let t = Text(\"Task\").style(appStyle: 1)")
        #expect(FileGroups.groups([textStyle, imageStyle, user]) == [[0, 1, 2]])
        // The same member on the same type in two files is ambiguous: the user joins neither.
        let again = FileNames(source: "extension Text { func style(appStyle: Int) -> Text { bold() } }")
        #expect(FileGroups.groups([textStyle, again, user]) == [[0], [1], [2]])
    }

    /// Chess declares `func +(lhs: CGSize, rhs: CGSize)` in `CGSize+.swift` and `func +(lhs:
    /// Position, rhs: Position)` in `Position.swift`; its game view adds sizes and positions. Each
    /// operator is declared on its own operand type, so the three files are one module; a file that
    /// adds nothing stays apart, and two files declaring `+` for the same type join no file by it
    /// (one module could not hold both).
    @Test("a global operator function joins the files that use its operator")
    func operatorFunctions() {
        let sizes = FileNames(source: "import SwiftUI\nfunc +(lhs: CGSize, rhs: CGSize) -> CGSize {\n"
                              + "CGSize(width: lhs.width + rhs.width, height: lhs.height + rhs.height)\n}")
        #expect(sizes.offered == ["+"] && sizes.declared == ["CGSize.+"])
        let positions = FileNames(source: "struct Position { var x = 0 }\nfunc +(lhs: Position, rhs: Position) -> Position {\n"
                                  + "Position(x: lhs.x + rhs.x)\n}")
        let view = FileNames(source: "let a = CGSize.zero + CGSize.zero\nlet b = Position() + Position()")
        #expect(view.used.contains("+"))
        let other = FileNames(source: "let c = Color.red")
        #expect(FileGroups.groups([sizes, positions, view, other]) == [[0, 1, 2], [3]])
        let sizesAgain = FileNames(source: "func +(lhs: CGSize, rhs: CGSize) -> CGSize { lhs }")
        #expect(FileGroups.groups([sizes, sizesAgain, view]) == [[0], [1], [2]])
    }

    /// Purely-SwiftUI's `extension LinearGradient { init(_ colors: Color...) }` in one file, used as
    /// `LinearGradient(.pink, .orange)` in another: an initializer without a label is offered by
    /// its type, and a call whose first argument has no label uses it.
    @Test("an unlabelled initializer in an extension joins the files that call it so")
    func unlabelledExtensionInitializers() {
        let gradient = FileNames(source: "extension LinearGradient {\ninit(_ colors: Color...) {\n"
                                 + "self.init(gradient: Gradient(colors: colors), startPoint: .top, endPoint: .bottom)\n}\n}")
        #expect(gradient.offered == ["LinearGradient(_:)"])
        let card = FileNames(source: "let card = RoundedRectangle(cornerRadius: 25).fill(LinearGradient(.pink, .orange))")
        #expect(card.used.contains("LinearGradient(_:)"))
        #expect(FileGroups.groups([card, gradient]) == [[0, 1]])
        // A labelled call is another initializer: the files stay apart.
        let labelled = FileNames(source: "let g = LinearGradient(colors: [.red], startPoint: .top, endPoint: .bottom)")
        #expect(FileGroups.groups([labelled, gradient]) == [[0], [1]])
    }

    /// CloudVsFire: `ImageAsset.swift` declares `typealias Image = UIImage` inside `ImageAsset` and
    /// extends it with `init(asset:)`; `Image+.swift` gives SwiftUI's `Image` an `init(asset:)` of
    /// its own. The two initializers are on different types, so the files join (the second uses
    /// `ImageAsset`), as in the app; a module name in front of a type changes nothing.
    @Test("an extension of a nested type declares its members on that type, not on a type of the same last name")
    func nestedTypeExtensions() {
        let asset = FileNames(source: "enum ImageAsset: String {\ncase icon\ntypealias Image = UIImage\n}\n"
                              + "extension ImageAsset.Image {\nconvenience init?(asset: ImageAsset) { self.init(named: asset.rawValue) }\n}")
        let image = FileNames(source: "extension Image {\ninit(asset: ImageAsset) { self.init(asset.rawValue) }\n}")
        #expect(asset.declared == ["ImageAsset", "ImageAsset.Image.init(asset:)"])
        #expect(image.declared == ["Image.init(asset:)"])
        #expect(FileGroups.groups([image, asset]) == [[0, 1]])
        let qualified = FileNames(source: "extension SwiftUI.Image {\ninit(asset: ImageAsset) { self.init(asset.rawValue) }\n}")
        #expect(qualified.declared == image.declared)
    }

    /// Baluchon's view models bind a caught error to a local of its type's name
    /// (`if let Errors = error as? Errors`): the local is the file's own, the type is not.
    @Test("a local named like a type still uses that type from the file declaring it")
    func localNamedLikeAType() {
        let model = FileNames(source: "func f(_ error: Error) -> Errors? {\n    if let Errors = error as? Errors { return Errors }\n    return nil\n}")
        let errors = FileNames(source: "enum Errors: Error { case network }")
        #expect(model.used.contains("Errors"))
        #expect(FileGroups.groups([model, errors]) == [[0, 1]])
        // A file declaring the type itself does not use it from outside.
        let own = FileNames(source: "enum Errors: Error { case a }\nlet e: Errors = .a")
        #expect(!own.used.contains("Errors"))
    }

    @Test("a name offered by several files joins none, and files declaring the same name stay apart")
    func ambiguousAndConflictingNamesDoNotJoin() {
        let first = FileNames(source: "struct Card {}\nstruct Shared {}")
        let second = FileNames(source: "struct Card {}\nstruct Other {}")
        let user = FileNames(source: "let card = Card()")
        #expect(FileGroups.groups([first, second, user]) == [[0], [1], [2]])
        // `second` needs `Shared` from `first`, but both declare `Card`: one module cannot hold both.
        let needing = FileNames(source: "struct Card {}\nlet s = Shared()")
        #expect(FileGroups.groups([first, needing]) == [[0], [1]])
        // Private declarations are the file's own: not offered to others.
        let privateCard = FileNames(source: "private struct Card {}\nlet s = 1")
        #expect(privateCard.offered == ["s"])
        #expect(FileGroups.groups([privateCard, user]) == [[0], [1]])
        // Two files may each have a private declaration of one name: they still join.
        let model = FileNames(source: "fileprivate enum APIError: Error { case bad }\nstruct Pokemon { static let mock = Pokemon() }")
        let row = FileNames(source: "fileprivate enum APIError: Error { case bad }\nlet p = Pokemon.mock")
        #expect(model.declared == ["Pokemon"])
        #expect(FileGroups.groups([row, model]) == [[0, 1]])
    }

    @Test("extension members collide only on the same type; a subscript is matched by its label")
    func extensionMembersAndSubscripts() {
        // Both files have a `game()`, on Color and on Font: one module holds both, so the badge
        // joins the theme it uses.
        let badge = FileNames(source: "extension Color { static func game() -> Color { .red } }\nlet b = LightTheme().accent")
        let theme = FileNames(source: "struct LightTheme { var accent: Color { .blue } }\nextension Font { static func game() -> Font { .title } }")
        #expect(badge.declared == ["b", "Color.game()"] && theme.declared == ["LightTheme", "Font.game()"])
        #expect(FileGroups.groups([badge, theme]) == [[0, 1]])
        // The same member on the same type cannot be declared twice in one module.
        let again = FileNames(source: "extension Color { static func game() -> Color { .blue } }\nlet c = LightTheme()")
        #expect(FileGroups.groups([again, badge, theme]) == [[0, 2], [1]])
        // `names[safe: 1]` uses the extension's `subscript(safe:)`; an unlabelled subscript offers no name.
        let safe = FileNames(source: "extension Collection { subscript(safe index: Index) -> Element? { nil } }\n"
                             + "extension Array { subscript(i: Int, j: Int) -> Element { self[i] } }")
        #expect(safe.offered == ["subscript(safe:)"])
        let row = FileNames(source: "let names = [\"Ada\"]\nlet n = names[safe: 1]")
        #expect(row.used.contains("subscript(safe:)"))
        #expect(FileGroups.groups([row, safe]) == [[0, 1]])
    }

    /// Finance_iOS's `Color+Hex.swift`, `Models.swift` and `CategoriesView.swift`, cut down.
    static let hexFile = """
        import SwiftUI
        extension Color {
            init(hexString: String) { self = .gray }
            func toHex() -> String? { "#808080" }
        }
        """
    static let modelFile = """
        import SwiftUI
        struct Tag { var hex = "#000000" }
        extension Color {
            func toHex(includeAlpha: Bool = false) -> String? { nil }
        }
        """
    static let rowFile = """
        import SwiftUI
        struct Row: View {
            var tags: [Tag] = []
            var body: some View {
                Circle().fill(Color(hexString: "#999999"))
                    .frame(width: Color.gray.toHex() == nil ? 12 : 20, height: Color.gray.toHex(includeAlpha: true) == nil ? 12 : 30)
            }
        }
        #Preview { Row() }
        """

    /// Finance_iOS: `Color+Hex.swift` declares `extension Color { init(hexString:); func toHex() }`,
    /// `Models.swift` its models and `extension Color { func toHex(includeAlpha: Bool = false) }`,
    /// and `CategoriesView.swift` uses both files. Functions of one name with other parameters are
    /// overloads, which one module holds (Swift compiles them so, the app builds in Xcode): the three
    /// files are one module. The same function again (a default value is no other parameter), or a
    /// failable initializer beside a plain one with its parameters, is declared twice: apart.
    @Test("overloads of a function in two files are one module's: the files that use them join")
    func overloadsAcrossFiles() {
        let hex = FileNames(source: Self.hexFile), model = FileNames(source: Self.modelFile), row = FileNames(source: Self.rowFile)
        #expect(hex.declared == ["Color.init(hexString:)", "Color.toHex()"])
        #expect(hex.overloads == ["Color.init(hexString:)": ["(hexString:String)->()"], "Color.toHex()": ["()->String?"]])
        #expect(model.declared == ["Tag", "Color.toHex()"])
        #expect(model.overloads == ["Color.toHex()": ["(includeAlpha:Bool)->String?"]])
        #expect(row.used.isSuperset(of: ["Tag", "init(hexString:)", "toHex()"]))
        #expect(FileGroups.groups([hex, model, row]) == [[0, 1, 2]])
        // A file that only calls `toHex()` joins both files that declare one.
        let picker = FileNames(source: "import SwiftUI\nlet hex = Color.red.toHex()")
        #expect(FileGroups.groups([picker, hex, model]) == [[0, 1, 2]])
        // The same function in two files: one module cannot hold both, and `toHex()` joins neither.
        let again = FileNames(source: "import SwiftUI\nextension Color {\n    func toHex(includeAlpha: Bool) -> String? { \"#\" }\n}")
        #expect(FileGroups.groups([model, again, picker]) == [[0], [1], [2]])
        let failable = FileNames(source: "import SwiftUI\nextension Color {\n    init?(hexString text: String) { return nil }\n}\nlet t = Tag()")
        #expect(FileGroups.groups([hex, model, failable]) == [[0], [1, 2]])
        // Top-level functions likewise: `format(_: Int)` and `format(_: Double)` are overloads.
        let ints = FileNames(source: "func format(_ value: Int) -> String { \"\\(value)\" }")
        let doubles = FileNames(source: "func format(_ value: Double) -> String { \"\\(value)\" }")
        let caller = FileNames(source: "let a = format(1)\nlet b = format(2.5)")
        #expect(FileGroups.groups([ints, doubles, caller]) == [[0, 1, 2]])
        let intsAgain = FileNames(source: "func format(_ number: Int) -> String { \"#\" }")
        #expect(FileGroups.groups([ints, intsAgain, caller]) == [[0], [1], [2]])
        // A variable of a function's name is no overload of it.
        let variable = FileNames(source: "let format = 1")
        #expect(variable.overloads.isEmpty)
        #expect(FileGroups.groups([ints, variable, caller]) == [[0], [1], [2]])
    }

    /// The three files of the overloads above through the compiler: `Color(hexString:)` is
    /// `Color+Hex`'s, `toHex()` (no argument) its `"#808080"`, so the circle is 20 wide;
    /// `toHex(includeAlpha: true)` is `Models`' `nil`, so it is 12 high; centred in the 390 × 763
    /// preview at ((390 − 20) / 2, (763 − 12) / 2) = (185, 375.5).
    @Test("files declaring overloads of one function compile together and lay out")
    func overloadsAcrossFilesLayOut() throws {
        let loader = ExperimentLoader(compiler: ExperimentCompiler(toolchain: try Toolchain.locate(), cacheFolder: Repository.compileCache))
        let loaded = try loader.load(sources: [(path: "/app/Hex.swift", text: Self.hexFile),
                                               (path: "/app/Model.swift", text: Self.modelFile),
                                               (path: "/app/Row.swift", text: Self.rowFile)])
        #expect(loaded.map(\.experiment.name) == ["Row/preview-1"])
        let result = try #require(loaded.first?.laidOut(by: ExperimentRunner(engine: Engine())).layouts.first?.result)
        #expect(try #require(result.placements.first { $0.node == 0 }).frame == Rect(x: 185, y: 375.5, width: 20, height: 12))
    }

    /// The counter preview through the compiler with the view model in another file, two pasted
    /// screens beside it. Frames: the texts are the engine's SF Pro widths at 17 points ("Apples"
    /// 52.67, "3" 10.33, 20.33 high, as TextMeasureTests derive them), the HStack's default spacing
    /// is 8, so the HStack is 52.67 + 8 + 10.33 = 71 wide; `.cardStyle()`'s 12-point padding makes
    /// 95 × 44.33, centred in the 390 × 763 preview: x = (390 − 95) / 2, y = (763 − 44.33) / 2.
    @Test("a preview using another file's view model, colour and modifier compiles and lays out")
    func filesThatNeedEachOtherLayOut() throws {
        let loader = ExperimentLoader(compiler: ExperimentCompiler(toolchain: try Toolchain.locate(), cacheFolder: Repository.compileCache))
        let loaded = try loader.load(sources: [
            (path: "/app/CounterView.swift", text: Self.counterView), (path: "/one/Home.swift", text: Self.screen("one")),
            (path: "/app/CounterViewModel.swift", text: Self.viewModel), (path: "/two/Start.swift", text: Self.screen("two")),
        ])
        #expect(loaded.map(\.experiment.name) == ["CounterView/preview-1", "Home/preview-1", "Start/preview-1"])
        let counter = try #require(loaded.first?.laidOut(by: ExperimentRunner(engine: Engine())).layouts.first?.result)
        let root = try #require(counter.placements.first { $0.node == 0 })
        for (actual, expected) in zip([root.frame.minX, root.frame.minY, root.frame.size.width, root.frame.size.height], [147.5, 359.33, 95, 44.33]) {
            expectClose(actual, expected)
        }
    }

    /// A sheet's view pasted without its preview: `SheetView()` exists (its properties have values
    /// or come from the environment), so it is laid out as `#Preview { SheetView() }` would be —
    /// 120 × 40 centred in 390 × 763 — with a note; `Row` needs a title and is left alone.
    @Test("a file without a preview lays out each view that can be made without arguments")
    func viewsWithoutPreviewsAreLaidOut() throws {
        let source = """
            import SwiftUI

            struct SheetView: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var count = 2
                var subtitle: String?
                var body: some View { Color.red.frame(width: 120, height: 40) }
            }

            struct Row: View {
                let title: String
                var body: some View { Text(title) }
            }
            """
        let loader = ExperimentLoader(compiler: ExperimentCompiler(toolchain: try Toolchain.locate(), cacheFolder: Repository.compileCache))
        let loaded = try loader.load(sources: [(path: "/pasted/SheetView.swift", text: source)])
        #expect(loaded.map(\.experiment.name) == ["SheetView/SheetView"])
        #expect(loaded.first?.experiment.location?.line == 3)
        #expect(loaded.first?.notes == ["the file has no preview: laid out `SheetView()` as `#Preview { SheetView() }` would"])
        let layout = try #require(loaded.first?.laidOut(by: ExperimentRunner(engine: Engine())).layouts.first?.result)
        #expect(layout.placements.first { $0.node == 0 }?.frame == Rect(x: 135, y: 361.5, width: 120, height: 40))

        // With a preview in a file it compiles with, nothing more is laid out.
        let row = "import SwiftUI\n#Preview { Row(title: \"x\") }\n"
        let together = try loader.load(sources: [(path: "/pasted/SheetView.swift", text: source), (path: "/pasted/Preview.swift", text: row)])
        #expect(together.map(\.experiment.name) == ["Preview/preview-1"])
    }

    @Test("a type the compiler cannot find says to give the file that declares it")
    func missingTypeNamesTheRemedy() {
        let loader = ExperimentLoader(compiler: ExperimentCompiler(toolchain: try! Toolchain.locate(), cacheFolder: Repository.compileCache))
        let source = "import SwiftUI\nstruct Bar: View { var body: some View { Color.brandBlue.frame(height: AppMetrics.bar) } }\n#Preview { Bar() }\n"
        do {
            _ = try loader.load(sources: [(path: "/app/Bar.swift", text: source)])
            Issue.record("expected errors")
        } catch {
            let found = error.diagnostics.map { "\($0.location): \($0.message) — \($0.hint)" }
            let together = "if it is declared in another file of your app, give that file too (`layoutlab run A.swift B.swift`, "
                + "or their folder): files that use each other's declarations compile together, as in the app"
            #expect(found == [
                "/app/Bar.swift:2:48: type 'Color' has no member 'brandBlue' — " + together
                    + "; a colour or image of your asset catalog (Xcode makes `.brandBlue` of it) is found when its "
                    + "`Assets.xcassets` is in the folder given or beside or above the file, or write `Color(\"brandBlue\")` with the asset's name as the catalog spells it (Xcode drops a `Color` or `Image` ending "
                    + "and joins words, so `.brand` may be `BrandColor` or `brand_color` there)",
                "/app/Bar.swift:2:72: cannot find 'AppMetrics' in scope — " + together,
            ])
        }
    }

    /// AppKit's and UIKit's names are Apple's API the library lacks, not the app's (a Mac app's
    /// settings window calls `NSApp`, its preferences `NSOpenPanel`); a lower-case global of
    /// another file (`logger`) still says to give that file.
    @Test("a missing NS or UI name is said to be Apple's; a missing global names the file to give")
    func missingAppleAndGlobalNames() {
        let panel = CompilerDiagnostics.missingNameHint("cannot find 'NSOpenPanel' in scope")
        #expect(panel == "`NSOpenPanel` is Apple's (UIKit's, AppKit's, Foundation's or Core Data's), which layoutlab does "
            + "not have yet: leave the line out, or write a stand-in of your own; if your app declares it, give that "
            + "file too (`layoutlab run A.swift B.swift`, or their folder): files that use each other's declarations "
            + "compile together, as in the app")
        #expect(CompilerDiagnostics.missingNameHint("cannot find 'NSApp' in scope")?.hasPrefix("`NSApp` is Apple's") == true)
        #expect(CompilerDiagnostics.missingNameHint("cannot find type 'NSFetchedResultsController' in scope")?
            .hasPrefix("`NSFetchedResultsController` is Apple's") == true)
        // App types that merely start with the letters are not taken for Apple's.
        #expect(CompilerDiagnostics.missingNameHint("cannot find 'UItems' in scope")?.hasPrefix("if it is declared") == true)
        // A member missing on an opaque view names the protocol (UI Component's `.circle()`).
        #expect(CompilerDiagnostics.missingNameHint("value of type 'some View' has no member 'circle'", declaredByUser: { _ in false })?
            .contains("otherwise `View.circle` is API layoutlab does not have yet") == true)
        #expect(CompilerDiagnostics.missingNameHint("cannot find 'logger' in scope")
            == "if `logger` is declared in another file of your app (a global `let` or function), give that file too "
            + "(`layoutlab run A.swift B.swift`, or their folder): files that use each other's declarations compile "
            + "together, as in the app")
    }

    /// A package's extension used by a file that does not import the package (Bookmarked's
    /// `.softInnerShadow()`, Neumorphic's, imported by other files): with the package's files left
    /// out, the error says it may be the package's.
    @Test("a member missing after --skip-missing-modules may be a left-out module's")
    func missingMemberOfALeftOutModule() {
        let error = Diagnostic(location: SourceLocation(file: "/app/AddBook.swift", line: 38, column: 38),
                               message: "value of type 'Capsule' has no member 'softInnerShadow'", construct: ".softInnerShadow()")
        let named = CompilerDiagnostics.naming(leftOut: ["Neumorphic"], in: error)
        #expect(named.hint == "it may come from a module left out (`Neumorphic`): Swift lets one file's import serve the whole "
            + "app, so this file uses it without importing it; give the files without this one, or leave the line out")
        #expect(CompilerDiagnostics.naming(leftOut: [], in: error) == error)
        let other = Diagnostic(location: error.location, message: "missing argument for parameter #1 in call", construct: "f()")
        #expect(CompilerDiagnostics.naming(leftOut: ["Neumorphic"], in: other) == other)
    }

    /// Two given files declare `Item` (two versions of a model): the file using it joins neither,
    /// and the error names both declarations instead of asking for a file already given.
    @Test("a name declared in two given files is named with both declarations")
    func nameDeclaredTwiceNamesItsDeclarers() {
        let sources = [(path: "A.swift", text: "import SwiftUI\n\npublic struct Item: Identifiable { let id = 1 }\n"),
                       (path: "B.swift", text: "import SwiftUI\nstruct Item { let title: String }\n"),
                       (path: "C.swift", text: "import SwiftUI\nstruct CView: View {\n    let item: Item\n}\n")]
        #expect(FileGroups.groups(sources.map { FileNames(source: $0.text) }) == [[0], [1], [2]])
        let error = Diagnostic(location: SourceLocation(file: "C.swift", line: 3, column: 15),
                               message: "cannot find type 'Item' in scope", construct: "let item: Item")
        let named = CompilerDiagnostics.namingDeclarers(in: [error], sources: sources)[0]
        #expect(named.hint == "`Item` is declared in more than one of the files given (A.swift:3, B.swift:2), so this file "
            + "joins none of them: one module cannot declare a name twice; give this file with the one whose `Item` it "
            + "uses (`layoutlab run A.swift C.swift`), as in its app")
        // Declared once, or not at all, it keeps the advice to give the file.
        #expect(CompilerDiagnostics.namingDeclarers(in: [error], sources: Array(sources[1...])) == [error])
        let other = Diagnostic(location: error.location, message: "cannot find 'Other' in scope", construct: "Other()")
        #expect(CompilerDiagnostics.namingDeclarers(in: [other], sources: sources) == [other])
    }

    /// `Image(.icon)` without its app's asset catalog: the compiler cannot tell what `.icon` is.
    @Test("an asset symbol the compiler cannot resolve names the asset catalog")
    func unresolvedAssetSymbolNamesTheCatalog() {
        let loader = ExperimentLoader(compiler: ExperimentCompiler(toolchain: try! Toolchain.locate(), cacheFolder: Repository.compileCache))
        let source = "import SwiftUI\nstruct Icon: View {\n    var body: some View { Image(.icon).resizable() }\n}\n#Preview { Icon() }\n"
        do {
            _ = try loader.load(sources: [(path: "/app/Icon.swift", text: source)])
            Issue.record("expected errors")
        } catch {
            let found = error.diagnostics.map { "\($0.location): \($0.message) — \($0.hint)" }
            #expect(found == [
                "/app/Icon.swift:3:34: type 'ImageResource' has no member 'icon' — "
                    + "`ImageResource.icon` is the symbol Xcode makes of an asset of your app's asset catalog: it is "
                    + "found when the catalog's `Assets.xcassets` is in the folder given or beside or above the file "
                    + "(or give the file that declares it too); "
                    + "or write `Image(\"icon\")` with the asset's name as the catalog spells it (Xcode drops a `Color` or `Image` ending "
                    + "and joins words, so `.brand` may be `BrandColor` or `brand_color` there)",
            ])
        }
    }

    /// An error inside a macro's expansion is reported in a file the compiler made; the note after
    /// it names the macro's place in the user's file, which is where the error is given (and so
    /// the file `--skip-failing-files` leaves out).
    @Test("an error in a macro's expansion is the user's, at the macro")
    func errorInAMacroExpansion() {
        let source = "import Foundation\nstruct Item { var name: String }\nlet p = #Predicate<Item> { $0.name.localizedStandardContains(\"a\") }\n"
        let generated = "/tmp/swift-generated-sources/@__swiftmacro_4File9PredicatefMf_.swift"
        let output = "\(generated):2:26: error: type 'PredicateExpressions' has no member 'build_localizedStandardContains'\n"
            + "/app/Bad.swift:3:9: note: in expansion of macro 'Predicate' here\n"
        let found = CompilerDiagnostics.parse(output, sources: ["/app/Bad.swift": source])
        #expect(found.map(\.location.description) == ["/app/Bad.swift:3:9"])
        #expect(found.first?.message == "type 'PredicateExpressions' has no member 'build_localizedStandardContains' (in the expansion of #Predicate)")
        #expect(found.first?.construct == "let p = #Predicate<Item> { $0.name.localizedStandardContains(\"a\") }")
    }

    /// An `@Observable` property whose initial value fails is reported at the user's line and again
    /// inside the expansion of `@ObservationTracked` on it (a file the compiler made, whose note names
    /// that file too): the user's place alone is kept, so `--skip-failing-files` can leave the file out.
    @Test("an error repeated inside an attached macro's expansion is given once, at the user's line")
    func errorRepeatedInAnAttachedMacro() {
        let source = "import SwiftUI\n@Observable final class Clock { var timer = Timer() }\n"
        let generated = "/tmp/swift-generated-sources/@__swiftmacro_26LayoutLabFile_20fea9046cca5ClockC5timer18ObservationTrackedfMp_.swift"
        let message = "missing arguments for parameters 'timeInterval', 'repeats', 'block' in call"
        let output = "/app/Clock.swift:2:50: error: \(message)\n"
            + "/app/Clock.swift:2:50: note: 'init(timeInterval:repeats:block:)' declared here\n"
            + "\(generated):2:29: error: \(message)\n"
            + "\(generated):2:29: note: in expansion of macro 'ObservationTracked' on property 'timer' here; "
            + "'init(timeInterval:repeats:block:)' declared here\n"
        let found = CompilerDiagnostics.parse(output, sources: ["/app/Clock.swift": source])
        #expect(found.map(\.location.description) == ["/app/Clock.swift:2:50"])
        #expect(found.first?.message == message)
    }

    /// A member missing from a type the files declare is in another file of the app; one missing
    /// from SwiftUI's own type may be in an extension of the app, or API the library lacks.
    @Test("a member missing from a type the files do not declare may be API the library lacks")
    func missingMemberOfALibraryType() {
        let source = "import SwiftUI\nstruct Model { var name = \"\" }\nstruct Mark: View { var body: some View { Canvas { c, s in } } }\n"
        let output = "/app/Mark.swift:3:57: error: value of type 'GraphicsContext' has no member 'resolveImageSymbol'\n"
            + "/app/Mark.swift:2:38: error: value of type 'Model' has no member 'title'\n"
        let found = CompilerDiagnostics.parse(output, sources: ["/app/Mark.swift": source]).map(\.hint)
        let together = "give that file too (`layoutlab run A.swift B.swift`, "
            + "or their folder): files that use each other's declarations compile together, as in the app"
        #expect(found == [
            "if `resolveImageSymbol` is declared in an extension in another file of your app, " + together
                + "; otherwise `GraphicsContext.resolveImageSymbol` is API layoutlab does not have yet (Docs/SwiftUICoverage.md): "
                + "leave the line out, or put in a view of the size it would take",
            "if it is declared in another file of your app, " + together,
        ])
        // `List(items) { Text($0.title) }` with `items` missing: the compiler tries `Int`, whose members
        // are the standard library's on every platform; the hint is about the app's own declarations.
        let inferred = "/app/Rows.swift:5:25: error: value of type 'Int' has no member 'title'\n"
        #expect(CompilerDiagnostics.parse(inferred, sources: ["/app/Rows.swift": source]).map(\.hint) == [
            "if it is declared in another file of your app, " + together,
        ])
    }

    /// A type missing in a file importing a framework the library models in part (QSS's
    /// `ASWebAuthenticationSession` under `import AuthenticationServices`) may be that framework's.
    @Test("a type missing in a file importing a partly modelled framework may be the framework's")
    func missingTypeMayBeTheFrameworks() {
        let source = "import SwiftUI\nimport AuthenticationServices\nimport Charts\nlet s = ASWebAuthenticationSession()\n"
        let output = "/app/Login.swift:4:9: error: cannot find 'ASWebAuthenticationSession' in scope\n"
        let hint = CompilerDiagnostics.parse(output, sources: ["/app/Login.swift": source]).first?.hint ?? ""
        #expect(hint.hasPrefix("if it is declared in another file of your app, give that file too"))
        #expect(hint.hasSuffix("; or, if `ASWebAuthenticationSession` is API of `AuthenticationServices`, `Charts`, which the "
            + "file imports, it is API layoutlab does not have yet (layoutlab models these frameworks in part): leave the "
            + "line out, or write a stand-in of your own"))
        // A file importing SwiftUI alone, and a lower-case name, get no such note.
        #expect(CompilerDiagnostics.imports(of: "import SwiftUI\nimport Foundation\n").isEmpty)
        #expect(CompilerDiagnostics.frameworkNote("cannot find 'logger' in scope", hint: "", imports: ["Charts"]).isEmpty)
    }

    /// swiftc's "failed to produce diagnostic" after an error it did explain (FreshShop's file with a
    /// name missing inside a long expression) adds nothing and is left out; alone, it says what to try.
    @Test("the compiler's unexplained-expression error is left out beside real errors, and explained alone")
    func unexplainedExpression() {
        let source = "import SwiftUI\nstruct Cart: View { var body: some View { Text(total(items)) } }\n"
        let unexplained = "/app/Cart.swift:2:45: error: failed to produce diagnostic for expression; please submit a bug "
            + "report (https://swift.org/contributing/#reporting-bugs)\n"
        let missing = "/app/Cart.swift:2:56: error: cannot find 'items' in scope\n"
        let both = CompilerDiagnostics.parse(missing + unexplained, sources: ["/app/Cart.swift": source])
        #expect(both.map(\.message) == ["cannot find 'items' in scope"])
        let alone = CompilerDiagnostics.parse(unexplained, sources: ["/app/Cart.swift": source])
        #expect(alone.map(\.location.column) == [45])
        #expect(alone.first?.hint.hasPrefix("the compiler could not say what is wrong in this expression") == true)
    }

    /// Foundation API that Linux's Foundation marks unavailable says so, instead of nothing (the
    /// compiler's message for `MeasurementFormatter` in roargenie/SwiftUI_WeatherApp, before the
    /// library declared it).
    @Test("Foundation API that Linux lacks is named as such")
    func foundationAPILinuxLacks() {
        let source = "import SwiftUI\nlet f = MeasurementFormatter()\n"
        let output = "/app/Name.swift:2:9: error: 'MeasurementFormatter' is unavailable: Not supported in swift-corelibs-foundation\n"
        #expect(CompilerDiagnostics.parse(output, sources: ["/app/Name.swift": source]).map(\.hint) == [
            "`MeasurementFormatter` is Foundation API of Apple's systems that Linux's Foundation does not have, and "
                + "layoutlab does not add it yet: leave the line out, or write the text it would make",
        ])
    }

    /// PRtify's `self.init(for:)` in `extension Bundle` and sampled's `Self(suiteName:)` in
    /// `extension UserDefaults` compile on Apple's systems only: the hint says what to write.
    @Test("Self(...) in an extension of a Foundation class says to write the class's name")
    func requiredInitializerOfFoundationClass() {
        let message = "constructing an object of class type 'Self' with a metatype value must use a 'required' initializer"
        #expect(CompilerDiagnostics.missingNameHint(message) == "Linux's Foundation declares this class's initializer "
            + "without `required`, which Apple's does not need: write the class's name instead of `Self` "
            + "(`UserDefaults(suiteName: …)`, `Bundle(for: …)`)")
    }

    /// SwiftPM's layouts of a package's sources: `Sources/Name/…` is module `Name`, and a file
    /// directly in a package's `Sources` belongs to the module named as the package's folder; an
    /// app's own files name none.
    @Test("local package modules are read off their sources' paths")
    func localModulesFromPaths() {
        let paths = ["/r/Packages/DesignSystem/Sources/DesignSystem/Tokens/Color.swift", "/r/Packages/Network/API/Sources/API.swift",
                     "/r/App/Views/Home.swift", "/r/App/Sources.swift"]
        #expect(ExperimentCompiler.localModules(paths) == ["DesignSystem", "API"])
    }

    /// An app's package (Firebase) is not there to import: the error says what to give instead.
    @Test("a module the library does not provide says which files to give")
    func missingModuleNamesTheRemedy() {
        let output = "/app/AuthManager.swift:2:8: error: no such module 'FirebaseAuth'\n"
        let found = CompilerDiagnostics.parse(output, sources: ["/app/AuthManager.swift": "import SwiftUI\nimport FirebaseAuth\n"])
        #expect(found.map { "\($0.location): \($0.message) — \($0.hint)" } == [
            "/app/AuthManager.swift:2:8: no such module 'FirebaseAuth' — files compile against layoutlab's SwiftUI and the "
                + "Apple frameworks it models, not the packages an app adds: give the files that do not import it "
                + "(`--skip-missing-modules` leaves out the others), or a file of your own that declares what they use of it",
        ])
        // An Apple framework the library does not model (ExpenseTracker-SwiftUI's PDF export) is not
        // called a package the app adds.
        let pdf = CompilerDiagnostics.parse("/app/Export.swift:9:8: error: no such module 'PDFKit'\n",
                                            sources: ["/app/Export.swift": "import SwiftUI\nimport PDFKit\n"])
        #expect(pdf.map(\.hint) == [
            "`PDFKit` is an Apple framework layoutlab does not model yet: give the files that do not import it "
                + "(`--skip-missing-modules` leaves out the others), or a file of your own that declares what they use of it",
        ])
        // So are Apple's image generation models.
        let playground = CompilerDiagnostics.parse("/app/Art.swift:9:8: error: no such module 'ImagePlayground'\n",
                                                   sources: ["/app/Art.swift": "import ImagePlayground\n"])
        #expect(playground.first?.hint.hasPrefix("`ImagePlayground` is an Apple framework layoutlab does not model yet") == true)
        // So are a watch app's WatchKit and ClockKit (daysleft's complications), not packages.
        for module in ["WatchKit", "ClockKit"] {
            let watch = CompilerDiagnostics.parse("/app/Face.swift:2:8: error: no such module '\(module)'\n",
                                                  sources: ["/app/Face.swift": "import \(module)\n"])
            #expect(watch.first?.hint.hasPrefix("`\(module)` is an Apple framework layoutlab does not model yet") == true)
        }
        // A Mac app's AppKit is macOS's, not a package the app adds.
        let appKit = CompilerDiagnostics.parse("/app/Prefs.swift:2:8: error: no such module 'AppKit'\n",
                                               sources: ["/app/Prefs.swift": "import SwiftUI\nimport AppKit\n"])
        #expect(appKit.first?.hint.hasPrefix("`AppKit` is macOS's: layoutlab lays out SwiftUI with the iOS frameworks it models: "
            + "give the files that do not import it") == true)
        // The frameworks named so are the ones the library does not map.
        #expect(CompilerDiagnostics.appleFrameworks.isDisjoint(with: ExperimentFileRewriter.swiftUIModules))
    }

    /// Imports of modules that are not there are found before compiling: every one of them, at the
    /// module's name; mapped frameworks, the toolchain's modules, the app's packages and imports
    /// under `#if` are left to the compiler.
    @Test("a missing module is reported before compiling, each import at its name")
    func missingModulesBeforeCompiling() {
        let source = """
            import SwiftUI
            import Foundation
            import Dispatch
            import DesignSystem
            import FirebaseCore
            @testable import Kingfisher
            import struct Flow.HFlow
            #if canImport(Prism)
            import Prism
            #endif
            """
        let availability = ModuleAvailability(names: ["Dispatch"])
        let found = availability.missingImports(in: Parser.parse(source: source), path: "/app/A.swift", localModules: ["DesignSystem"])
        #expect(found.map { "\($0.location): \($0.message)" } == [
            "/app/A.swift:5:8: no such module 'FirebaseCore'",
            "/app/A.swift:6:18: no such module 'Kingfisher'",
            "/app/A.swift:7:15: no such module 'Flow'",
        ])
        #expect(found.allSatisfy { $0.hint.hasPrefix("files compile against layoutlab's SwiftUI") })
        // The toolchain's own folders: its C modules by their module maps.
        #expect(ModuleAvailability.modules(declaredIn: "module CoreFoundation {\n  explicit module X {}\n}\nframework module Y {}")
            == ["CoreFoundation", "X", "Y"])
    }

    /// A 40-file folder with one file importing a package fails naming it, having compiled none of
    /// the other 40 (it used to wait for all of them to compile).
    @Test("a folder where one file imports a package fails before the others compile")
    func missingModuleFailsFast() throws {
        let folder = TemporaryFolder()
        for index in 0..<40 {
            try folder.write("import SwiftUI\nstruct Card\(index): View { var body: some View { Text(\"\(index)\").padding() } }\n"
                             + "#Preview { Card\(index)() }\n", to: "Card\(index).swift")
        }
        try folder.write("import SwiftUI\nimport FirebaseAuth\nstruct Login: View { var body: some View { Text(\"x\") } }\n", to: "Login.swift")
        let cache = folder.file("cache")
        let loader = ExperimentLoader(compiler: ExperimentCompiler(toolchain: try Toolchain.locate(), cacheFolder: cache))
        #expect {
            try loader.load([folder.path])
        } throws: { error in
            let diagnostics = (error as? ExperimentFileError)?.diagnostics ?? []
            return diagnostics.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line):\($0.location.column): \($0.message)" }
                == ["Login.swift:2:8: no such module 'FirebaseAuth'"]
        }
        // Nothing was compiled: no object is in the cache.
        let objects = (FileManager.default.enumerator(atPath: cache)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".o") }
        #expect(objects.isEmpty, "\(objects.prefix(3))")
    }
}

extension FileGroupsTests {
    /// A file that imports Foundation beside SwiftUI formats dates and numbers as an iPhone in the
    /// US does (the library's preview declarations, PreviewLocale.swift): "Nov 26, 2025" is 103.33
    /// wide at 17 points and "$1.50" 42.33, as the same texts written out (PreviewLocaleTests).
    @Test("an experiment file importing Foundation formats in en_US")
    func foundationImportFormatsInEnUS() throws {
        let source = """
            import Foundation
            import SwiftUI
            let day = Foundation.Date(timeIntervalSince1970: 1_764_158_400)
            let medium: DateFormatter = { let f = DateFormatter(); f.dateStyle = .medium; return f }()
            Experiment("dates", proposal: .unspecified) {
                VStack {
                    Text(day.formatted(date: .abbreviated, time: .omitted)).id("formatted")
                    Text(medium.string(from: day)).id("formatter")
                    Text(1.5.formatted(.currency(code: "USD"))).id("money")
                }
            }
            """
        let loader = ExperimentLoader(compiler: ExperimentCompiler(toolchain: try Toolchain.locate(), cacheFolder: Repository.compileCache))
        let loaded = try loader.load(sources: [(path: "/pasted/Dates.swift", text: source)])
        let layout = try #require(loaded.first?.laidOut(by: ExperimentRunner(engine: Engine())).layouts.first?.result)
        for label in ["formatted", "formatter"] {
            let frame = try #require(layout.frame(of: label))
            expectClose(frame.size.width, 103.33, label)
        }
        expectClose(try #require(layout.frame(of: "money")).size.width, 42.33, "money")
    }
}

extension FileGroupsTests {
    /// A package's error given `LocalizedError` in a file that imports the package (left out with
    /// it): its `localizedDescription` is the protocol's requirement, so a row showing Foundation's
    /// `error.localizedDescription` is not left out with that file; an extension adding no
    /// conformance still leaves its users out (`Color.brand`).
    @Test("a conformance extension's members do not leave their users out with their file")
    func conformanceMembersDoNotCascade() {
        let conformance = FileNames(source: "import SomePackage\nextension PkgError: LocalizedError {\n"
                                    + "    public var localizedDescription: String { \"pkg\" }\n}")
        let row = FileNames(source: "struct Row: View {\n    var error: Error?\n"
                            + "    var body: some View { Text(error?.localizedDescription ?? \"ok\") }\n}")
        #expect(conformance.witnesses == ["localizedDescription"])
        #expect(row.used.contains("localizedDescription"))
        #expect(FileGroups.dependents(of: [0], in: [conformance, row]).isEmpty)
        let colours = FileNames(source: "extension Color { static let brand = Color.red }")
        let badge = FileNames(source: "let tint: Color = .brand")
        #expect(colours.witnesses.isEmpty)
        #expect(FileGroups.dependents(of: [0], in: [colours, badge]).keys.sorted() == [1])
    }

    /// `#if` conditions around imports are decided with `!`, `&&`, `||` and parentheses, as the
    /// compiler would on an iPhone: the cloud SDK an app imports for iOS only
    /// (`#if !os(watchOS) && !os(tvOS)`) is an import to find before compiling; AppKit under
    /// `os(macOS) || os(tvOS)` is not; a clause that depends on a flag only the compiler knows
    /// (`os(iOS) && FEATURE`) is left to it.
    @Test("imports under compound platform conditions")
    func compoundPlatformConditions() {
        let tree = Parser.parse(source: """
            import Foundation
            #if !os(watchOS) && !os(tvOS)
            import SomeCloudSDK
            #endif
            #if os(macOS) || os(tvOS)
            import AppKit
            #elseif (os(iOS) && DEBUG) || FEATURE
            import DebugKit
            #endif
            #if os(iOS) && FEATURE
            import Maybe
            #endif
            """)
        let imported = ModuleAvailability.imports(in: tree.statements, localModules: []).compactMap { $0.path.first?.name.text }
        #expect(imported == ["Foundation", "SomeCloudSDK", "DebugKit"])
    }
}
