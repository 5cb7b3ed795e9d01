// `layoutlab run` from experiment files, through the built binary: the summary, the default
// Examples folder, parse errors recording nothing, --only, --strict, two runs creating one notebook
// at once, hostile names in files, redefinitions, and a folder that does not exist.
import ExperimentFiles
import Experiments
import Foundation
import Testing
@testable import Notebook
import TestSupport

@Suite struct RunCommandTests {
    @Test func runRecordsTheExamplesAndSummarises() throws {
        let folder = TemporaryFolder()
        let path = folder.file("n.sqlite")
        let experiments = try ExperimentLoader.locate().load([Repository.examples]).map(\.experiment)
        let result = try Tool.run(["run", Repository.examples, "--db", path, "--label", "examples"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Recorded run 1 “examples”: \(experiments.count) experiments, "))
        #expect(result.stdout.hasSuffix("Notebook: \(path)\n"))
        let notebook = try Notebook.open(path: path, access: .read)
        #expect(try notebook.experimentNames() == experiments.map(\.name).sorted())
        let snapshot = try notebook.loadSnapshot(runID: 1)
        #expect(snapshot.results.count == experiments.count)
        #expect(snapshot.results.values.allSatisfy { $0.status == .ok })
        for experiment in experiments {
            #expect(snapshot.results[experiment.name]?.definitionHash == CanonicalTree.definitionHash(experiment))
            #expect(snapshot.results[experiment.name]?.outcomes.count == experiment.proposals.count)
        }
        // The stored definitions rebuild the same experiments.
        for stored in try notebook.storedDefinitions() {
            let rebuilt = try CanonicalTree.decodeDefinition(stored.definitionJSON, name: stored.name)
            #expect(CanonicalTree.definitionHash(rebuilt) == stored.definitionHash)
        }
    }

    @Test func runWithoutPathsUsesTheExamplesFolderAndTheDefaultDatabase() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("Examples"), withIntermediateDirectories: true)
        try folder.write("""
            Experiment("one", proposal: ProposedViewSize(width: 100, height: 50)) {
                Color.blue.id("blue")
            }
            """, to: "Examples/One.swift")
        let result = try Tool.run(["run"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Recorded run 1: 1 experiment, 1 node,"))
        #expect(FileManager.default.fileExists(atPath: folder.file("layoutlab.sqlite")))

        let empty = TemporaryFolder()
        let none = try Tool.run(["run"], in: empty.path)
        none.expect(exits: 2)
        #expect(none.stderr.contains("no PATH given and there is no Examples folder here"))
    }

    @Test func parseErrorsRecordNothing() throws {
        let folder = TemporaryFolder()
        let path = folder.file("n.sqlite")
        try folder.write("""
            Experiment("broken", proposal: ProposedViewSize(width: 100, height: 50)) {
                HStack { Color.blue.frame(widht: 10) }
            }
            """, to: "Broken.swift")
        let fresh = try Tool.run(["run", folder.file("Broken.swift"), "--db", path])
        fresh.expect(exits: 2)
        #expect(fresh.stderr.contains("\(folder.file("Broken.swift")):2:"))
        #expect(fresh.stderr.contains("Nothing was recorded."))
        #expect(!FileManager.default.fileExists(atPath: path))

        #expect(try Tool.run(["run", Repository.examples + "/Sizes.swift", "--db", path, "--quiet"]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let again = try Tool.run(["run", Repository.examples + "/Sizes.swift", folder.file("Broken.swift"), "--db", path])
        again.expect(exits: 2)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try Notebook.open(path: path, access: .read).runs().count == 1)
    }

    @Test("a folder without Swift files is an error, and no notebook or run is made")
    func folderWithoutSwiftFiles() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("Empty/.build"), withIntermediateDirectories: true)
        try folder.write("struct Hidden {}", to: "Empty/.build/Hidden.swift")
        let path = folder.file("n.sqlite")
        let result = try Tool.run(["run", folder.file("Empty"), "--db", path])
        result.expect(exits: 2)
        #expect(result.stderr.contains("no Swift files in the folder \(folder.file("Empty"))"))
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("a folder given is searched without its test targets' folders (AppTests, AppUITests)")
    func testTargetsAreNotSearched() throws {
        let folder = TemporaryFolder()
        for sub in ["App", "AppTests", "AppUITests"] {
            try FileManager.default.createDirectory(atPath: folder.file("Repo/\(sub)"), withIntermediateDirectories: true)
        }
        try folder.write("import SwiftUI\n#Preview { Color.red.frame(width: 10, height: 10) }\n", to: "Repo/App/Box.swift")
        try folder.write("import XCTest\nfinal class AppTests: XCTestCase { func testA() {} }\n", to: "Repo/AppTests/AppTests.swift")
        try folder.write("import XCTest\nfinal class UI: XCTestCase { func testB() { XCUIApplication().launch() } }\n",
                         to: "Repo/AppUITests/UI.swift")
        let result = try Tool.run(["run", folder.file("Repo"), "--db", folder.file("n.sqlite")])
        result.expect(exits: 0)
        #expect(try Notebook.open(path: folder.file("n.sqlite"), access: .read).experimentNames() == ["Box/preview-1"])
    }

    /// An app split into local Swift packages (`Packages/DesignSystem/Sources/DesignSystem/…`): the
    /// app's files import the package, whose sources are among the files given, so the import is
    /// dropped and they compile together; the package's manifest is not an experiment file. The
    /// box is the package's 44-point control height wide, which the package declares with `package`
    /// access (visible to the app, built as one package, as Xcode builds it), and 30 high, from the
    /// app's own `Package.swift` (a model named `Package`, not a manifest: it is compiled).
    @Test("an app's local packages compile with it; their manifests are not searched")
    func localPackagesCompileWithTheApp() throws {
        let folder = TemporaryFolder()
        for sub in ["Repo/App", "Repo/Packages/DesignSystem/Sources/DesignSystem"] {
            try FileManager.default.createDirectory(atPath: folder.file(sub), withIntermediateDirectories: true)
        }
        try folder.write("import SwiftUI\nimport DesignSystem\n#Preview { Color.red.frame(width: Metrics.control, height: Package().height) }\n",
                         to: "Repo/App/Box.swift")
        try folder.write("import SwiftUI\nstruct Package { var height: CGFloat = 30 }\n", to: "Repo/App/Package.swift")
        try folder.write("import SwiftUI\npackage enum Metrics { package static let control: CGFloat = 44 }\n",
                         to: "Repo/Packages/DesignSystem/Sources/DesignSystem/Metrics.swift")
        try folder.write("// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"DesignSystem\")\n",
                         to: "Repo/Packages/DesignSystem/Package.swift")
        let result = try Tool.run(["run", folder.file("Repo"), "--db", folder.file("n.sqlite")])
        result.expect(exits: 0)
        let notebook = try Notebook.open(path: folder.file("n.sqlite"), access: .read)
        #expect(try notebook.experimentNames() == ["Box/preview-1"])
        let show = try Tool.run(["show", "Box/preview-1", "--db", folder.file("n.sqlite")])
        #expect(show.stdout.contains("44      30"), "\(show.stdout)")
    }

    /// A view importing a package it never uses (bdvzt/TODOHELP's AddView imports Alamofire) is
    /// left out; the model it uses is not, and the row that uses the same model is laid out.
    @Test("--skip-missing-modules keeps the files a left-out file uses")
    func skipMissingModulesKeepsWhatTheFileUses() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("App"), withIntermediateDirectories: true)
        try folder.write("import Foundation\nstruct Item: Identifiable { let id = UUID(); var title: String }\n", to: "App/Model.swift")
        try folder.write("import SwiftUI\nimport Alamofire\nstruct AddView: View { var body: some View { Text(Item(title: \"new\").title) } }\n"
                         + "#Preview { AddView() }\n", to: "App/AddView.swift")
        try folder.write("import SwiftUI\nstruct RowView: View {\n    let item: Item\n    var body: some View { HStack { Text(item.title); Spacer() }.padding() }\n}\n"
                         + "#Preview { RowView(item: Item(title: \"Row\")) }\n", to: "App/RowView.swift")
        let notebook = folder.file("n.sqlite")
        let skipping = try Tool.run(["run", folder.file("App"), "--skip-missing-modules", "--db", notebook])
        skipping.expect(exits: 0)
        #expect(skipping.stderr.contains("note: left out 1 file that imports modules that are not there (Alamofire) "
            + "or use what one declares:\n  \(folder.file("App/AddView.swift")): imports Alamofire\n"), "\(skipping.stderr)")
        #expect(try Notebook.open(path: notebook, access: .read).experimentNames() == ["RowView/preview-1"])
        // The row is 390 wide on the default iPhone (its Spacer fills it); a line of 17 pt text is
        // 20.33 high (seed 002), and .padding() adds 16 above and below: 52.33.
        let show = try Tool.run(["show", "RowView/preview-1", "--db", notebook])
        #expect(show.stdout.contains("RowView \"Row\"   RowView.swift:6:12      0  355.33     390   52.33"), "\(show.stdout)")
    }

    /// A file using an API the library lacks stops the whole folder unless `--skip-failing-files`
    /// leaves it out, with the file that uses what it declares; the rest is recorded, each left-out
    /// file is named (with its first error), and the run ends with status 2.
    @Test("--skip-failing-files leaves out the files that do not compile and lays out the rest")
    func skipFailingFilesLaysOutTheRest() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("App"), withIntermediateDirectories: true)
        try folder.write("import SwiftUI\nstruct Good: View {\n    var body: some View { Text(\"good\").padding(10) }\n}\n"
                         + "#Preview { Good() }\n", to: "App/Good.swift")
        try folder.write("import SwiftUI\nstruct BadCard: View {\n    var body: some View { Text(\"bad\").noSuchModifier(3) }\n}\n",
                         to: "App/Bad.swift")
        try folder.write("import SwiftUI\nstruct Screen: View {\n    var body: some View { BadCard() }\n}\n#Preview { Screen() }\n",
                         to: "App/Screen.swift")
        let notebook = folder.file("n.sqlite")
        let plain = try Tool.run(["run", folder.file("App"), "--db", notebook])
        plain.expect(exits: 2)
        #expect(plain.stderr.contains("note: --skip-failing-files leaves out the files with errors"), "\(plain.stderr)")
        #expect(plain.stderr.hasSuffix("Nothing was recorded.\n"))
        #expect(!FileManager.default.fileExists(atPath: notebook))

        let skipping = try Tool.run(["run", folder.file("App"), "--skip-failing-files", "--db", notebook])
        skipping.expect(exits: 2)
        #expect(skipping.stderr.contains("note: left out 2 files that do not compile or use what one declares:\n"
            + "  \(folder.file("App/Bad.swift")):3:39: error: value of type 'Text' has no member 'noSuchModifier'\n"
            + "  \(folder.file("App/Screen.swift")): uses \(folder.file("App/Bad.swift"))\n"), "\(skipping.stderr)")
        #expect(try Notebook.open(path: notebook, access: .read).experimentNames() == ["Good/preview-1"])
        // "good" is 39.33 × 20.33 at 17 pt (SF Pro advances), padded 10 on each side: 59.33 × 40.33.
        let show = try Tool.run(["show", "Good/preview-1", "--db", notebook])
        #expect(show.stdout.contains("59.33   40.33"), "\(show.stdout)")
        // As JSON, each file left out and why.
        let json = try Tool.run(["run", folder.file("App"), "--skip-failing-files", "--format", "json", "--db", notebook])
        json.expect(exits: 2)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let leftOut = try #require(object["left_out_files"] as? [[String: Any]])
        #expect(leftOut.map { $0["path"] as? String } == [folder.file("App/Bad.swift"), folder.file("App/Screen.swift")])
        #expect(leftOut.map { $0["error"] as? String } == ["3:39: value of type 'Text' has no member 'noSuchModifier'", nil])
        #expect(leftOut.map { $0["uses"] as? String } == [nil, folder.file("App/Bad.swift")])
    }

    /// When every file of a folder is left out, the asset catalog's symbols (a source layoutlab makes,
    /// not a file of the folder) are not a file "with no preview": the run says every file was left
    /// out, records nothing and ends with status 2.
    @Test("--skip-failing-files leaving out every file is an error, not an empty run")
    func skipFailingFilesLeavingNothing() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("App/Assets.xcassets/Brand.colorset"), withIntermediateDirectories: true)
        try folder.write("{\"info\":{\"author\":\"xcode\",\"version\":1}}\n", to: "App/Assets.xcassets/Contents.json")
        try folder.write("{\"colors\":[{\"color\":{\"color-space\":\"srgb\",\"components\":{\"alpha\":\"1.000\",\"blue\":\"0.5\","
                         + "\"green\":\"0.2\",\"red\":\"0.9\"}},\"idiom\":\"universal\"}],\"info\":{\"author\":\"xcode\",\"version\":1}}\n",
                         to: "App/Assets.xcassets/Brand.colorset/Contents.json")
        try folder.write("import SwiftUI\nstruct Card: View {\n    var body: some View { Text(\"Volume\").foregroundStyle(Color.brand).noSuchModifier() }\n}\n"
                         + "#Preview { Card() }\n", to: "App/Card.swift")
        let notebook = folder.file("n.sqlite")
        let skipping = try Tool.run(["run", folder.file("App"), "--skip-failing-files", "--db", notebook])
        skipping.expect(exits: 2)
        #expect(!skipping.stderr.contains("GeneratedAssetSymbols"), "\(skipping.stderr)")
        #expect(skipping.stderr.contains("error: every file was left out (above), so there is nothing to lay out"), "\(skipping.stderr)")
        #expect(skipping.stderr.hasSuffix("Nothing was recorded.\n"), "\(skipping.stderr)")
        #expect(!FileManager.default.fileExists(atPath: notebook))
    }

    /// An import inside `#if DEBUG` compiles (experiment files are compiled with `DEBUG` set), so
    /// `--skip-missing-modules` leaves out the file that makes it (CoffeeShop's debug menu imports a
    /// package only in debug builds); one inside `#if canImport(…)` of a module not there does not
    /// compile, and its file stays.
    @Test("--skip-missing-modules reads the imports of #if clauses that hold")
    func skipMissingModulesInsideIfDebug() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("App"), withIntermediateDirectories: true)
        try folder.write("import SwiftUI\n#if DEBUG\nimport Pulse\n#endif\nstruct Debug: View { var body: some View { Text(\"log\") } }\n"
                         + "#Preview { Debug() }\n", to: "App/Debug.swift")
        try folder.write("import SwiftUI\n#if canImport(Pulse)\nimport Pulse\n#endif\nstruct Row: View { var body: some View { Text(\"row\") } }\n"
                         + "#Preview { Row() }\n", to: "App/Row.swift")
        let notebook = folder.file("n.sqlite")
        let skipping = try Tool.run(["run", folder.file("App"), "--skip-missing-modules", "--db", notebook])
        skipping.expect(exits: 0)
        #expect(skipping.stderr.contains("\(folder.file("App/Debug.swift")): imports Pulse"), "\(skipping.stderr)")
        #expect(try Notebook.open(path: notebook, access: .read).experimentNames() == ["Row/preview-1"])
    }

    /// When the files kept fail to compile, the note still says what was left out (ExpenseTracker's
    /// PDF export was left out, and another file had an error): the errors read knowing it.
    @Test("--skip-missing-modules says what it left out when the rest fails too")
    func skipMissingModulesNoteOnFailure() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("App"), withIntermediateDirectories: true)
        try folder.write("import SwiftUI\nimport PDFKit\nstruct Export: View { var body: some View { Text(\"pdf\") } }\n",
                         to: "App/Export.swift")
        try folder.write("import SwiftUI\nstruct Row: View { var body: some View { Text(\"row\").padding(undefinedLength) } }\n"
                         + "#Preview { Row() }\n", to: "App/Row.swift")
        let notebook = folder.file("n.sqlite")
        let run = try Tool.run(["run", folder.file("App"), "--skip-missing-modules", "--db", notebook])
        run.expect(exits: 2)
        #expect(run.stderr.contains("Row.swift:2:62: error: cannot find 'undefinedLength' in scope"), "\(run.stderr)")
        #expect(run.stderr.hasSuffix("note: left out 1 file that imports modules that are not there (PDFKit) or use what one declares:\n"
            + "  \(folder.file("App/Export.swift")): imports PDFKit\nNothing was recorded.\n"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: notebook))
    }

    /// When the flag leaves out every file, each error says what the module is and not to give the
    /// flag, which was given; the run's note says what it left out.
    @Test("--skip-missing-modules leaving out every file does not advise giving it")
    func skipMissingModulesEveryFile() throws {
        let folder = TemporaryFolder()
        try folder.write("import SwiftUI\nimport Kingfisher\nstruct K: View { var body: some View { Text(\"k\") } }\n#Preview { K() }\n",
                         to: "K.swift")
        let run = try Tool.run(["run", folder.file("K.swift"), "--skip-missing-modules", "--db", folder.file("n.sqlite")])
        run.expect(exits: 2)
        #expect(run.stderr.contains("K.swift:2:8: error: no such module 'Kingfisher'\n"), "\(run.stderr)")
        #expect(run.stderr.contains("K.swift:2:8: note: files compile against layoutlab's SwiftUI and the Apple frameworks it "
            + "models, not the packages an app adds\n"), "\(run.stderr)")
        #expect(run.stderr.contains("note: --skip-missing-modules left out every file"), "\(run.stderr)")
        #expect(!run.stderr.contains("(`--skip-missing-modules` leaves out the others)"), "\(run.stderr)")
    }

    /// A local package target reads its processed resource through `Bundle.module` (ACHNBrowserUI's
    /// islands): the program finds it, and the list shows both islands.
    @Test("a package target's resources are found through Bundle.module")
    func packageResources() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("Pkg/Sources/Catalog/Resources/json"), withIntermediateDirectories: true)
        try folder.write("[{\"name\": \"Sunny Isle\"}, {\"name\": \"Bamboo Isle\"}]", to: "Pkg/Sources/Catalog/Resources/json/islands.json")
        try folder.write("""
            import SwiftUI
            struct Island: Decodable, Hashable { let name: String }
            func loadIslands() -> [Island]? {
                guard let url = Bundle.module.url(forResource: "islands", withExtension: "json"),
                      let data = try? Data(contentsOf: url) else { return nil }
                return try? JSONDecoder().decode([Island].self, from: data)
            }
            struct IslandsList: View {
                let islands = loadIslands()!
                var body: some View { VStack { ForEach(islands, id: \\.self) { Text($0.name) } } }
            }
            #Preview { IslandsList() }

            """, to: "Pkg/Sources/Catalog/IslandsList.swift")
        let notebook = folder.file("n.sqlite")
        let run = try Tool.run(["run", folder.file("Pkg"), "--db", notebook])
        run.expect(exits: 0)
        let show = try Tool.run(["show", "IslandsList/preview-1", "--db", notebook])
        // The wider island, 93.67, sets the stack's width; the lines are 20.33 each, 0 apart.
        #expect(show.stdout.contains("Proposal 0: 390×763 → 93.67×40.67"), "\(show.stdout)")
        #expect(show.stdout.contains("Text \"Bamboo Isle\""), "\(show.stdout)")
    }

    /// MovieSwiftUI's `sampleStore`, declared by two targets' files that both import a missing
    /// package, leaves out the view that uses it; IcySky's local module whose only file imports a
    /// missing package is not there either, so the file importing it is left out too.
    @Test("--skip-missing-modules follows names every offerer of which is left out, and emptied local modules")
    func skipMissingModulesFollowsEmptiedModules() throws {
        let folder = TemporaryFolder()
        for path in ["App/iOS", "App/tvOS", "App/Shared", "App/Sources/Net", "App/Sources/FeedUI"] {
            try FileManager.default.createDirectory(atPath: folder.file(path), withIntermediateDirectories: true)
        }
        for target in ["iOS", "tvOS"] {
            try folder.write("import SwiftUI\nimport SwiftUIFlux\nlet sampleStore = Store<Int>(state: 0)\n", to: "App/\(target)/Store.swift")
        }
        try folder.write("import SwiftUI\nstruct InfoRow: View { var body: some View { Text(\"Info\") } }\n"
                         + "#Preview { InfoRow().environmentObject(sampleStore) }\n", to: "App/Shared/InfoRow.swift")
        try folder.write("import Alamofire\npublic final class Client { public init() {} }\n", to: "App/Sources/Net/Client.swift")
        try folder.write("import SwiftUI\nimport Net\nstruct FeedTitle: View { var body: some View { Text(\"Feeds\") } }\n",
                         to: "App/Sources/FeedUI/FeedTitle.swift")
        try folder.write("import SwiftUI\nstruct Badge: View { var body: some View { Text(\"New\").padding(4) } }\n#Preview { Badge() }\n",
                         to: "App/Sources/FeedUI/Badge.swift")
        let notebook = folder.file("n.sqlite")
        let skipping = try Tool.run(["run", folder.file("App"), "--skip-missing-modules", "--db", notebook])
        skipping.expect(exits: 0)
        #expect(skipping.stderr.contains("Shared/InfoRow.swift: uses \(folder.file("App/iOS/Store.swift"))"), "\(skipping.stderr)")
        #expect(skipping.stderr.contains("FeedUI/FeedTitle.swift: imports Net"), "\(skipping.stderr)")
        #expect(try Notebook.open(path: notebook, access: .read).experimentNames() == ["Badge/preview-1"])
    }

    /// An app whose login file imports Firebase: the run fails naming the import; with
    /// --skip-missing-modules it leaves out that file and the view that uses its model, says which
    /// and why, and records the card, which needs neither.
    @Test("--skip-missing-modules leaves out the files that import a missing module and those that use them")
    func skipMissingModules() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("App"), withIntermediateDirectories: true)
        try folder.write("import SwiftUI\nimport FirebaseAuth\nfinal class LoginModel: ObservableObject { @Published var name = \"\" }\n",
                         to: "App/LoginModel.swift")
        try folder.write("import SwiftUI\nstruct LoginView: View {\n    @StateObject var model = LoginModel()\n"
                         + "    var body: some View { Text(model.name) }\n}\n#Preview { LoginView() }\n", to: "App/LoginView.swift")
        try folder.write("import SwiftUI\nstruct Card: View { var body: some View { Text(\"Hello\").padding(10) } }\n#Preview { Card() }\n",
                         to: "App/Card.swift")
        let notebook = folder.file("n.sqlite")
        let refused = try Tool.run(["run", folder.file("App"), "--db", notebook])
        refused.expect(exits: 2)
        #expect(refused.stderr.contains("LoginModel.swift:2:8: error: no such module 'FirebaseAuth'"), "\(refused.stderr)")
        // The closing note names the flag for missing modules, not the one for errors.
        #expect(refused.stderr.contains("note: --skip-missing-modules leaves out the files that import a module that is not there"),
                "\(refused.stderr)")
        #expect(!refused.stderr.contains("--skip-failing-files"), "\(refused.stderr)")
        let skipping = try Tool.run(["run", folder.file("App"), "--skip-missing-modules", "--db", notebook])
        skipping.expect(exits: 0)
        #expect(skipping.stderr.contains("note: left out 2 files that import modules that are not there (FirebaseAuth) "
            + "or use what one declares:"), "\(skipping.stderr)")
        #expect(skipping.stderr.contains("LoginModel.swift: imports FirebaseAuth"))
        #expect(skipping.stderr.contains("LoginView.swift: uses \(folder.file("App/LoginModel.swift"))"))
        #expect(try Notebook.open(path: notebook, access: .read).experimentNames() == ["Card/preview-1"])
        // Left with nothing, the run fails and says why.
        let nothing = try Tool.run(["run", folder.file("App/LoginModel.swift"), folder.file("App/LoginView.swift"),
                                    "--skip-missing-modules", "--db", folder.file("m.sqlite")])
        nothing.expect(exits: 2)
        #expect(nothing.stderr.contains("note: --skip-missing-modules left out every file: each imports a module that is not "
            + "there, or uses what a file that does declares\nNothing was recorded."), "\(nothing.stderr)")
        // So it is when the app's asset catalog gives those files a colour: the symbols layoutlab
        // declares for them are no file of the user's.
        try FileManager.default.createDirectory(atPath: folder.file("Only/Assets.xcassets/Brand.colorset"), withIntermediateDirectories: true)
        try folder.write(#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1","green":"0","blue":"0","alpha":"1"}}}],"info":{"version":1}}"#,
                         to: "Only/Assets.xcassets/Brand.colorset/Contents.json")
        try folder.write("import SwiftUI\nimport FirebaseAuth\nstruct Badge: View { var body: some View { Color.brand } }\n#Preview { Badge() }\n",
                         to: "Only/Badge.swift")
        let catalog = try Tool.run(["run", folder.file("Only"), "--skip-missing-modules", "--db", folder.file("c.sqlite")])
        catalog.expect(exits: 2)
        #expect(catalog.stderr.contains("note: --skip-missing-modules left out every file"), "\(catalog.stderr)")
        #expect(!catalog.stderr.contains("GeneratedAssetSymbols"), "\(catalog.stderr)")
    }

    /// A leftover that the app's Xcode project does not build, and that no longer compiles, is left
    /// out with a note; the app's own files run.
    @Test("files the app's Xcode project does not build are left out, with a note")
    func leftoversOutsideTheProject() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("Shop.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.file("Shop"), withIntermediateDirectories: true)
        try folder.write("{ objects = { E1 /* Card.swift */ = {isa = PBXFileReference; path = Card.swift; sourceTree = \"<group>\"; }; }; }",
                         to: "Shop.xcodeproj/project.pbxproj")
        try folder.write("import SwiftUI\nstruct Card: View { var body: some View { Text(\"Hello\").padding(10) } }\n#Preview { Card() }\n",
                         to: "Shop/Card.swift")
        try folder.write("import SwiftUI\nstruct Old: View { var body: some View { Text(missing) } }\n", to: "Shop/Old.swift")
        let notebook = folder.file("n.sqlite")
        let result = try Tool.run(["run", folder.file("Shop"), "--db", notebook])
        result.expect(exits: 0)
        #expect(result.stderr.contains("note: left out 1 file that the app's Xcode project does not build"), "\(result.stderr)")
        #expect(result.stderr.contains(folder.file("Shop/Old.swift")))
        #expect(try Notebook.open(path: notebook, access: .read).experimentNames() == ["Card/preview-1"])
    }

    /// A Mac app's project (`SDKROOT = macosx` in every configuration) laid out as on an iPhone says
    /// so, and how to lay it out as on a Mac; with `platform=macos`, or for an iPhone app, nothing is said.
    @Test("a folder of a Mac-only app laid out as on an iPhone gets a note naming the option for a Mac")
    func macOnlyProjectNote() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("Desk.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.file("Desk"), withIntermediateDirectories: true)
        let settings = "{ objects = { B1 = { buildSettings = { SDKROOT = macosx; }; }; B2 = { buildSettings = { SDKROOT = macosx; }; }; }; }"
        try folder.write(settings, to: "Desk.xcodeproj/project.pbxproj")
        try folder.write("import SwiftUI\nstruct Pane: View { var body: some View { Text(\"Hello\").padding(10) } }\n#Preview { Pane() }\n",
                         to: "Desk/Pane.swift")
        let note = "note: the app's Xcode project builds for macOS only (SDKROOT = macosx), and it is laid out as on an iPhone; "
            + "add `--engine-option platform=macos` to lay it out as on a Mac"
        let iPhone = try Tool.run(["run", folder.file("Desk"), "--db", folder.file("a.sqlite")])
        iPhone.expect(exits: 0)
        #expect(iPhone.stderr.contains(note), "\(iPhone.stderr)")
        let mac = try Tool.run(["run", folder.file("Desk"), "--engine-option", "platform=macos", "--db", folder.file("b.sqlite")])
        mac.expect(exits: 0)
        #expect(!mac.stderr.contains("macOS only"), "\(mac.stderr)")
        #expect(mac.stdout.contains("Recorded run 1"))
        // A project that also builds for iOS says nothing.
        try folder.write(settings.replacingOccurrences(of: "B2 = { buildSettings = { SDKROOT = macosx;", with: "B2 = { buildSettings = { SDKROOT = iphoneos;"),
                         to: "Desk.xcodeproj/project.pbxproj")
        let both = try Tool.run(["run", folder.file("Desk"), "--db", folder.file("c.sqlite")])
        #expect(!both.stderr.contains("macOS only"), "\(both.stderr)")
    }

    /// Xcode 26 makes the main actor new apps' default isolation (`SWIFT_DEFAULT_ACTOR_ISOLATION =
    /// MainActor`): a plain class's initializer is then main-actor isolated, and a plain method
    /// may call it. Without the project the same file is refused, with a hint naming the setting.
    @Test("an app whose project makes the main actor the default isolation compiles as Xcode compiles it")
    func defaultMainActorIsolation() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("Timer.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.file("Timer"), withIntermediateDirectories: true)
        let source = """
            import SwiftUI
            @MainActor final class Settings { var minutes = 25 }
            final class Store { func load() -> Settings { Settings() } }
            struct Clock: View { var body: some View { Text("\\(Store().load().minutes)").padding(10) } }
            #Preview { Clock() }
            """
        try folder.write(source, to: "Timer/Clock.swift")
        try folder.write("{ objects = { E1 = {isa = XCBuildConfiguration; buildSettings = { SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor; }; }; }; }",
                         to: "Timer.xcodeproj/project.pbxproj")
        // A file four folders below the project compiles with its setting too.
        try FileManager.default.createDirectory(atPath: folder.file("Timer/Features/Clock/Views"), withIntermediateDirectories: true)
        try folder.write(source.replacingOccurrences(of: "Clock", with: "Dial").replacingOccurrences(of: "Settings", with: "Face")
                            .replacingOccurrences(of: "Store", with: "Shelf"), to: "Timer/Features/Clock/Views/Dial.swift")
        let notebook = folder.file("n.sqlite")
        try Tool.run(["run", folder.file("Timer"), "--db", notebook]).expect(exits: 0)
        #expect(try Notebook.open(path: notebook, access: .read).experimentNames() == ["Clock/preview-1", "Dial/preview-1"])
        let elsewhere = TemporaryFolder()
        try elsewhere.write(source, to: "Clock.swift")
        let loose = try Tool.run(["run", elsewhere.file("Clock.swift"), "--db", elsewhere.file("m.sqlite")])
        loose.expect(exits: 2)
        #expect(loose.stderr.contains("Clock.swift:3:"), "\(loose.stderr)")
        #expect(loose.stderr.contains("error: call to main actor-isolated initializer 'init()' in a synchronous nonisolated context"))
        #expect(loose.stderr.contains("Default Actor Isolation to MainActor"))
    }

    @Test func onlyStrictAndUnknownNames() throws {
        let folder = TemporaryFolder()
        let path = folder.file("n.sqlite")
        try folder.write("""
            Experiment("passes", proposal: ProposedViewSize(width: 100, height: 50),
                       expect: ["blue": CGSize(width: 100, height: 50)]) {
                Color.blue.id("blue")
            }
            Experiment("fails", proposal: ProposedViewSize(width: 100, height: 50),
                       expect: ["blue": CGSize(width: 10, height: 50)]) {
                Color.blue.id("blue")
            }
            """, to: "Two.swift")
        let file = folder.file("Two.swift")
        let only = try Tool.run(["run", file, "--db", path, "--only", "passes", "--strict"])
        only.expect(exits: 0)
        #expect(only.stdout.contains("Recorded run 1: 1 experiment, 1 node, 2 calls\nAll 1 expectation passed."))
        let strict = try Tool.run(["run", file, "--db", path, "--strict"])
        strict.expect(exits: 1)
        #expect(strict.stdout.contains("1 of 2 expectations failed:\n  fails › blue (proposal 100×50): expected 10×50, got 100×50"))
        let lenient = try Tool.run(["run", file, "--db", path])
        lenient.expect(exits: 0)
        let unknown = try Tool.run(["run", file, "--db", path, "--only", "nope"])
        unknown.expect(exits: 2)
        #expect(unknown.stderr.contains("--only nope: no experiment with that name"))
        #expect(try Notebook.open(path: path, access: .read).experimentNames() == ["fails", "passes"])
        #expect(try Notebook.open(path: path, access: .read).runs().count == 3)
    }

    @Test func twoRunProcessesCreatingOneNotebookBothSucceed() throws {
        let folder = TemporaryFolder()
        let path = folder.file("shared.sqlite")
        let processes = try (0..<2).map { index in
            try Tool.start(["run", Repository.examples, "--db", path, "--label", "run \(index)", "--quiet"])
        }
        for (process, _, err) in processes {
            let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            #expect(stderr == "")
        }
        let notebook = try Notebook.open(path: path, access: .read)
        let count = try ExperimentLoader.locate().load([Repository.examples]).count
        #expect(try notebook.runTotals().map(\.experiments) == [count, count])
        #expect(try notebook.runs().map(\.status) == [.completed, .completed])
        #expect(try notebook.migrationStatus().applied.count == Migration.embedded.count)
        #expect(try notebook.integrityCheck() == "ok")
    }

    @Test("show and diff list a GeometryReader's content under the reader, though it is made last, when the reader is placed")
    func showListsGeometryReaderContentInTreeOrder() throws {
        let folder = TemporaryFolder()
        let path = folder.file("n.sqlite")
        func reader(spacing: Int, fraction: Int) -> String {
            """
            Experiment("reader", proposal: ProposedViewSize(width: 100, height: 50)) {
                HStack(spacing: \(spacing)) {
                    GeometryReader { proxy in
                        Color.red.frame(width: proxy.size.width / \(fraction))
                    }
                    Color.blue.id("blue")
                }
            }
            """
        }
        try folder.write(reader(spacing: 0, fraction: 2), to: "Reader.swift")
        let run = try Tool.run(["run", folder.file("Reader.swift"), "--db", path])
        #expect(run.status == 0, "\(run.stderr)")
        let shown = try Tool.run(["show", "reader", "--db", path])
        #expect(shown.status == 0, "\(shown.stderr)")
        // The HStack shares 100 between two flexible views: the reader is 50 wide and its content,
        // half of that, sits at its top leading corner (GeometryReader's placement since iOS 14).
        // Named as written, with their lines, the reader's content too (made while laying out).
        // `--paths` shows every node by its path steps and labels.
        #expect(shown.stdout.contains("""
              node              written at          x  y  width  height
              HStack            Reader.swift:2:5    0  0    100      50
                GeometryReader  Reader.swift:3:9    0  0     50      50
                  · frame       Reader.swift:4:13   0  0     25      50
                    Color red   Reader.swift:4:13   0  0     25      50
                blue            Reader.swift:6:9   50  0     50      50
            """))
        let paths = try Tool.run(["show", "reader", "--db", path, "--paths"])
        #expect(paths.stdout.contains("""
              node                 label   x  y  width  height
              HStack[0]                    0  0    100      50
                GeometryReader[0]          0  0     50      50
                  frame[0]                 0  0     25      50
                    Color[0]               0  0     25      50
                Color[1]           blue   50  0     50      50
            """))

        // Spacing 10 and a quarter: the reader is 45 wide (90 shared), its content 11.25; blue
        // moves to 55. The content's row follows the reader's, before blue's, named as written.
        try folder.write(reader(spacing: 10, fraction: 4), to: "Reader.swift")
        let second = try Tool.run(["run", folder.file("Reader.swift"), "--db", path])
        #expect(second.status == 0, "\(second.stderr)")
        let diff = try Tool.run(["diff", "reader", "--db", path, "--output", folder.file("d.md")])
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(diff.stderr == """
            0 of 1 experiment shifted; 1 redefined (1 with views that moved)
              reader (definition changed): 4 nodes changed since run 1
                GeometryReader: 50×50 at (0, 0) → 45×50 at (0, 0)
                Color red · frame: 25×50 at (0, 0) → 11.25×50 at (0, 0) (1 node inside with the same frames)
                blue: 50×50 at (50, 0) → 45×50 at (55, 0)

            """)
    }

    /// Experiments are named by file stem: two apps' `ChatView.swift` files make one experiment.
    /// The run says so where the second one is, and how to keep them apart.
    @Test("a preview last recorded from another file of the same name is noted, saying how to keep them apart")
    func experimentFromAnotherFile() throws {
        let folder = TemporaryFolder()
        let path = folder.file("n.sqlite")
        for app in ["one", "two"] {
            try FileManager.default.createDirectory(atPath: folder.file(app), withIntermediateDirectories: true)
        }
        try folder.write("import SwiftUI\n#Preview { Text(\"a\") }\n", to: "one/ChatView.swift")
        try folder.write("import SwiftUI\n#Preview { Text(\"bb\") }\n", to: "two/ChatView.swift")
        let first = try Tool.run(["run", folder.file("one"), "--db", path])
        #expect(first.status == 0 && !first.stderr.contains("last recorded from"), "\(first.stderr)")
        let second = try Tool.run(["run", folder.file("two"), "--db", path])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.contains("two/ChatView.swift:2:1: note: ChatView/preview-1 was last recorded from "), "\(second.stderr)")
        #expect(second.stderr.contains("one/ChatView.swift; it is compared with that as an edit of one experiment. "
            + "If this is another view, name its preview (#Preview(\"Name\")) or record it in another notebook (--db PATH)"))
        // Recorded again from the same file, given from another folder: nothing to say.
        let again = try Tool.run(["run", "two", "--db", path], in: folder.path)
        #expect(again.status == 0 && !again.stderr.contains("last recorded from"), "\(again.stderr)")
    }

    @Test("show, explain and diff take a file's name for its only experiment (its #Preview)")
    func fileNameNamesItsOnlyPreview() throws {
        let folder = TemporaryFolder()
        let path = folder.file("n.sqlite")
        func card(_ width: Int) -> String {
            """
            import SwiftUI

            #Preview {
                Color.blue.frame(width: \(width), height: 20)
            }
            """
        }
        try folder.write(card(40), to: "Card.swift")
        try folder.write("""
            Experiment("a", proposal: ProposedViewSize(width: 10, height: 10)) { Color.red }
            Experiment("b", proposal: ProposedViewSize(width: 10, height: 10)) { Color.red }
            """, to: "Two.swift")
        try folder.write("""
            #Preview { Color.red.frame(width: 10, height: 10) }
            #Preview { Color.blue.frame(width: 10, height: 10) }
            """, to: "Pair.swift")
        let run = try Tool.run(["run", folder.path, "--db", path])
        #expect(run.status == 0, "\(run.stderr)")
        let shown = try Tool.run(["show", "Card", "--db", path])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.hasPrefix("Card/preview-1 — run 1, "))
        // A preview is an iPhone 14's safe area, 390×763: the 40×20 frame centred at ((390 − 40) / 2, (763 − 20) / 2).
        #expect(shown.stdout.contains("  · frame       Card.swift:4:5  175  371.5     40      20"))
        let explained = try Tool.run(["explain", "Card", "--db", path])
        #expect(explained.status == 0, "\(explained.stderr)")
        #expect(explained.stdout.hasPrefix("Card/preview-1 — run 1, proposal 0: 390×763 → 40×20"))
        try folder.write(card(60), to: "Card.swift")
        #expect(try Tool.run(["run", folder.file("Card.swift"), "--db", path]).status == 0)
        let diff = try Tool.run(["diff", "Card", "--db", path, "--output", folder.file("d.md")])
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(diff.stderr.hasPrefix("0 of 1 experiment shifted; 1 redefined (1 with views that moved)\n  Card/preview-1 (definition changed): "))
        // Several experiments under one name: no guess, the close names are listed.
        let two = try Tool.run(["show", "Two", "--db", path])
        #expect(two.status != 0)
        #expect(two.stderr.contains("no experiment named 'Two'"))
        // A file's name with several stored experiments lists them with the run that last recorded each.
        let pair = try Tool.run(["show", "Pair", "--db", path])
        #expect(pair.status != 0)
        #expect(pair.stderr.contains("""
            'Pair' names 2 stored experiments of that file; name one:
              Pair/preview-1 (last recorded in run 1)
              Pair/preview-2 (last recorded in run 1)
            """), "\(pair.stderr)")
    }

    @Test("a name with a line break is shown escaped wherever names are listed, one line each")
    func namesWithLineBreaksStayOnOneLine() throws {
        let folder = TemporaryFolder()
        let path = folder.file("n.sqlite")
        let file = try folder.write("""
            import SwiftUI
            Experiment("two\\nlines", proposal: ProposedViewSize(width: 100, height: 100)) { Color.red }
            """, to: "Lines.swift")
        #expect(try Tool.run(["run", file, "--db", path]).status == 0)
        let unknown = try Tool.run(["show", "nope", "--db", path])
        unknown.expect(exits: 2)
        #expect(unknown.stderr.hasSuffix("Stored experiments (`layoutlab list` shows all):\n  two\\nlines\n"), "\(unknown.stderr)")
        let only = try Tool.run(["run", file, "--db", path, "--only", "none"])
        only.expect(exits: 2)
        #expect(only.stderr.contains("Found:\n  two\\nlines\n") || only.stderr.hasSuffix("Found:\n  two\\nlines"), "\(only.stderr)")
    }

    @Test("a view file pasted without a preview, whose view needs an argument, is an error that says what to add, and makes no notebook")
    func fileWithoutPreviewSaysWhatToAdd() throws {
        let folder = TemporaryFolder()
        let path = folder.file("n.sqlite")
        try folder.write("import SwiftUI\nstruct Card: View { let title: String\n var body: some View { Text(title) } }\n", to: "Card.swift")
        let result = try Tool.run(["run", folder.file("Card.swift"), "--db", path])
        result.expect(exits: 2)
        #expect(result.stderr == """
            \(folder.file("Card.swift")): error: no #Preview, PreviewProvider or Experiment here
            note: no view here can be made without arguments (`Name()`), so none was laid out by itself; add a preview that makes one, e.g. `#Preview { Row(title: "Milk") }` at the end of the file
            Nothing was recorded.

            """, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("show, explain and diff take a view's name for its only preview; several previews are listed, not guessed")
    func viewNameNamesItsOnlyPreview() throws {
        let folder = TemporaryFolder()
        let path = folder.file("n.sqlite")
        func tags(_ width: Int) -> String {
            """
            import SwiftUI

            struct TagCloud: View {
                var body: some View { Color.orange.frame(width: \(width), height: 30) }
            }

            struct Badge: View {
                var body: some View { Color.red.frame(width: 12, height: 12) }
            }

            #Preview { TagCloud().padding(4) }
            #Preview("small") { Badge() }
            #Preview("large") { Badge().padding(2) }
            """
        }
        try folder.write(tags(100), to: "Tags.swift")
        #expect(try Tool.run(["run", folder.path, "--db", path]).status == 0)
        let shown = try Tool.run(["show", "TagCloud", "--db", path])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.hasPrefix("Tags/preview-1 — run 1, "))
        // The 108×38 padding centred in the preview's 390×763: ((390 − 108) / 2, (763 − 38) / 2).
        #expect(shown.stdout.contains("  · padding         Tags.swift:11:12  141  362.5    108      38"))
        let explained = try Tool.run(["explain", "TagCloud", "--db", path])
        #expect(explained.stdout.hasPrefix("Tags/preview-1 — run 1, proposal 0: 390×763 → 108×38"), "\(explained.stderr)")
        try folder.write(tags(120), to: "Tags.swift")
        #expect(try Tool.run(["run", folder.path, "--db", path]).status == 0)
        let diff = try Tool.run(["diff", "TagCloud", "--db", path, "--output", folder.file("d.md")])
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(diff.stderr.hasPrefix("0 of 1 experiment shifted; 1 redefined (1 with views that moved)\n  Tags/preview-1 (definition changed): "))
        let badge = try Tool.run(["show", "Badge", "--db", path])
        badge.expect(exits: 2)
        #expect(badge.stderr.contains("'Badge' is previewed by 2 experiments; name one:\n  Tags/small\n  Tags/large")
                || badge.stderr.contains("'Badge' is previewed by 2 experiments; name one:\n  Tags/large\n  Tags/small"),
                "\(badge.stderr)")
    }

    @Test func hostileNamesInFilesRoundTrip() throws {
        let folder = TemporaryFolder()
        let path = folder.file("n.sqlite")
        let name = "quote's \"x\" | pipe\nline 🧪 日本語"
        let label = "la|bel `tick` \"q\"\t<b>"
        try folder.write("""
            Experiment("quote's \\"x\\" | pipe\\nline 🧪 日本語", proposal: ProposedViewSize(width: 100, height: 50)) {
                Color.blue.id("la|bel `tick` \\"q\\"\\t<b>")
            }
            """, to: "Hostile.swift")
        let run = try Tool.run(["run", folder.file("Hostile.swift"), "--db", path])
        #expect(run.status == 0, "\(run.stderr)")
        let shown = try Tool.run(["show", "--db", path, "--format", "json", "--", name])
        #expect(shown.status == 0, "\(shown.stderr)")
        let json = try Tool.json(shown.stdout)
        #expect(json["experiment"] as? String == name)
        let nodes = try #require((json["outcomes"] as? [[String: Any]])?.first?["nodes"] as? [[String: Any]])
        #expect(nodes.first?["label"] as? String == label)
        let text = try Tool.run(["show", "--db", path, "--", name])
        #expect(text.stdout.hasPrefix("quote's \"x\" | pipe\\nline 🧪 日本語 — run 1"))
    }

    @Test func changedDefinitionIsUpdatedAndShiftsAreMarkedRedefined() throws {
        let folder = TemporaryFolder()
        let path = folder.file("n.sqlite")
        let file = folder.file("One.swift")
        try folder.write("""
            Experiment("one", proposal: ProposedViewSize(width: 100, height: 50)) {
                Color.blue.frame(width: 40).id("blue")
            }
            """, to: "One.swift")
        #expect(try Tool.run(["run", file, "--db", path, "--quiet"]).status == 0)
        try folder.write("""
            Experiment("one", proposal: ProposedViewSize(width: 100, height: 50)) {
                Color.blue.frame(width: 60).id("blue")
            }
            """, to: "One.swift")
        #expect(try Tool.run(["run", file, "--db", path, "--quiet"]).status == 0)
        let notebook = try Notebook.open(path: path, access: .read)
        let stored = try #require(try notebook.storedDefinitions().first)
        #expect(stored.source.contains("width: 60"))
        let shifts = try notebook.connection.prepare("SELECT label, base_width, head_width, redefined FROM latest_shifts WHERE label = 'blue'")
        #expect(try shifts.step())
        #expect(shifts.double(1) == 40)
        #expect(shifts.double(2) == 60)
        #expect(shifts.int(3) == 1)
    }

    @Test func databaseInAMissingFolderIsAClearError() throws {
        let folder = TemporaryFolder()
        let result = try Tool.run(["run", Repository.examples + "/Sizes.swift", "--db", folder.file("no/such/n.sqlite")])
        result.expect(exits: 2)
        #expect(result.stderr.contains("cannot create the notebook at \(folder.file("no/such/n.sqlite")): the folder"))
        #expect(!FileManager.default.fileExists(atPath: folder.file("no")))
    }
}
