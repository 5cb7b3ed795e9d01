// A folder's Swift files that the app's Xcode project does not build (leftovers Xcode never
// compiles) are left out of a folder search, as Xcode leaves them out; projects that take whole
// folders, or that describe another app, leave everything in.
@testable import ExperimentFiles
import Experiments
import Foundation
import LayoutEngine
import Testing
import TestSupport

@Suite("Files the Xcode project builds")
struct XcodeProjectTests {
    /// A project file naming `files` as file references, as Xcode writes them (one quoted).
    private func project(naming files: [String], synchronized: Bool = false) -> String {
        var lines = ["// !$*UTF8*$!", "{", "\tobjects = {"]
        for (index, file) in files.enumerated() {
            let path = file.contains(" ") ? "\"\(file)\"" : file
            lines.append("\t\tE20\(index) /* \(file) */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \(path); sourceTree = \"<group>\"; };")
        }
        if synchronized { lines.append("\t\tE99 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = \"<group>\"; };") }
        lines += ["\t};", "}"]
        return lines.joined(separator: "\n")
    }

    private func app(_ project: String, files: [String]) throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("App.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.file("App/Views"), withIntermediateDirectories: true)
        try folder.write(project, to: "App.xcodeproj/project.pbxproj")
        for file in files { try folder.write("import SwiftUI\n", to: "App/" + file) }
        return folder
    }

    /// daysleft's fastlane `SnapshotHelper.swift` (XCUIApplication: a UI test's) and a `UI Tests`
    /// target's folder are not searched, nor the libraries CocoaPods and Carthage check in (tripper's
    /// `Pods/ScalingHeaderScrollView`); the app's own files are.
    @Test("test targets', fastlane's and checked-in libraries' folders are not searched")
    func testAndFastlaneFolders() throws {
        let folder = TemporaryFolder()
        for file in ["App/ContentView.swift", "fastlane/SnapshotHelper.swift", "UI Tests/ScreenshotTests.swift",
                     "AppTests/ModelTests.swift", "Pods/Header/Source/Header.swift", "Carthage/Checkouts/Kit/Kit.swift"] {
            try FileManager.default.createDirectory(atPath: folder.file(String(file[..<file.lastIndex(of: "/")!])),
                                                    withIntermediateDirectories: true)
            try folder.write("import SwiftUI\n", to: file)
        }
        #expect(ExperimentFileFinder.swiftFiles(in: folder.path).map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
                == ["App/ContentView.swift"])
    }

    /// An Xcode 16 project's synchronized folder builds every file in it, except those its exception
    /// set's platform filters give other platforms (SwiftTube's `AVPlayerMac.swift = (macos, );`):
    /// laid out as on an iPhone, the Mac's and the TV's files are left out; as on a Mac, the others.
    @Test("a synchronized folder's platform filters leave out the other platforms' files")
    func platformFilters() throws {
        let objects = [
            "\t\t0000000000000000000000A1 /* App */ = {\n\t\t\tisa = PBXFileSystemSynchronizedRootGroup;\n\t\t\texceptions = (\n"
                + "\t\t\t\t0000000000000000000000B1 /* Exceptions for \"App\" folder in \"App\" target */,\n\t\t\t);\n"
                + "\t\t\tpath = App;\n\t\t\tsourceTree = \"<group>\";\n\t\t};",
            "\t\t0000000000000000000000B1 /* Exceptions for \"App\" folder in \"App\" target */ = {\n"
                + "\t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;\n\t\t\tmembershipExceptions = (\n\t\t\t\tInfo.plist,\n\t\t\t);\n"
                + "\t\t\tplatformFiltersByRelativePath = {\n\t\t\t\tViews/PlayerMac.swift = (macos, );\n"
                + "\t\t\t\tViews/PlayerTV.swift = (tvos, );\n\t\t\t\t\"Views/Player iOS.swift\" = (ios, xros, );\n\t\t\t};\n"
                + "\t\t\ttarget = 0000000000000000000000C1 /* App */;\n\t\t};",
        ]
        let text = (["// !$*UTF8*$!", "{", "\tobjects = {"] + objects + ["\t};", "}"]).joined(separator: "\n")
        let folder = try app(text, files: ["ContentView.swift", "Views/PlayerMac.swift", "Views/PlayerTV.swift", "Views/Player iOS.swift"])
        func relative(_ files: [String]) -> [String] { files.map { $0.replacingOccurrences(of: folder.path + "/", with: "") } }
        let iPhone = ExperimentFileFinder.search(folder.file("App"), platform: "ios")
        #expect(relative(iPhone.files) == ["App/ContentView.swift", "App/Views/Player iOS.swift"])
        #expect(relative(iPhone.otherPlatforms) == ["App/Views/PlayerMac.swift", "App/Views/PlayerTV.swift"])
        #expect(iPhone.notBuilt.isEmpty)
        let mac = ExperimentFileFinder.search(folder.file("App"), platform: "macos")
        #expect(relative(mac.files) == ["App/ContentView.swift", "App/Views/PlayerMac.swift"])
    }

    /// A watchOS app's target folder (Ekko's `Ekko Watch App`, with its own `ContentView`) is not the
    /// phone app's: searching the app's folder leaves it out; given itself, its files are found.
    @Test("a watch app's folder is left out of its app's folder, and found when given")
    func watchAppFolders() throws {
        let folder = TemporaryFolder()
        for file in ["Ekko/ContentView.swift", "Ekko Watch App/ContentView.swift", "Old WatchKit Extension/Views/Row.swift"] {
            try FileManager.default.createDirectory(atPath: folder.file(String(file[..<file.lastIndex(of: "/")!])),
                                                    withIntermediateDirectories: true)
            try folder.write("import SwiftUI\n", to: file)
        }
        func relative(_ files: [String]) -> [String] { files.map { $0.replacingOccurrences(of: folder.path + "/", with: "") } }
        let search = ExperimentFileFinder.search(folder.path)
        #expect(relative(search.files) == ["Ekko/ContentView.swift"])
        #expect(relative(search.otherPlatforms) == ["Ekko Watch App/ContentView.swift", "Old WatchKit Extension/Views/Row.swift"])
        #expect(relative(ExperimentFileFinder.swiftFiles(in: folder.file("Ekko Watch App"))) == ["Ekko Watch App/ContentView.swift"])
    }

    /// A workspace's framework kept as `Domain/Domain.xcodeproj` beside `Domain/Sources/…`
    /// (Two-Circles-Test's SuperScoreboard): the app's `import Domain` is its own code, given with
    /// it, not a package it adds; the view using its type is laid out (a 100 × 40 card centred in
    /// the 390 × 763 preview). A folder of sources without such a project names no module.
    @Test("an Xcode framework's sources beside its project are the module the app imports")
    func workspaceFrameworkModules() throws {
        let folder = TemporaryFolder()
        for made in ["Domain/Domain.xcodeproj", "Domain/Sources/Models", "App/Views", "Loose/Sources"] {
            try FileManager.default.createDirectory(atPath: folder.file(made), withIntermediateDirectories: true)
        }
        try folder.write("", to: "Domain/Domain.xcodeproj/project.pbxproj")
        try folder.write("public struct Team { public let name: String; public init(name: String) { self.name = name } }\n",
                         to: "Domain/Sources/Models/Team.swift")
        try folder.write("""
            import SwiftUI
            import Domain

            struct TeamCard: View {
                let team: Team
                var body: some View { Text(team.name).frame(width: 100, height: 40) }
            }

            #Preview { TeamCard(team: Team(name: "Leeds")) }
            """, to: "App/Views/TeamCard.swift")
        try folder.write("struct Other {}\n", to: "Loose/Sources/Other.swift")
        let paths = [folder.path + "/Domain/Sources/Models/Team.swift", folder.path + "/App/Views/TeamCard.swift",
                     folder.path + "/Loose/Sources/Other.swift"]
        #expect(XcodeProjects.sourceFolderModules(paths) == ["Domain"])
        let loader = ExperimentLoader(compiler: ExperimentCompiler(toolchain: try Toolchain.locate(), cacheFolder: Repository.compileCache))
        let loaded = try loader.load([folder.path])
        let root = loaded.first?.laidOut(by: ExperimentRunner(engine: Engine())).layouts.first?.result.placements.first { $0.node == 0 }
        #expect(root?.frame == Rect(x: 145, y: 361.5, width: 100, height: 40))
    }

    @Test("a file the project names no file of is left out; the others are found")
    func leftoversAreLeftOut() throws {
        let folder = try app(project(naming: ["ContentView.swift", "Row View.swift", "Model.swift"]),
                             files: ["ContentView.swift", "Views/Row View.swift", "Model.swift", "Views/OldRow.swift"])
        #expect(ExperimentFileFinder.swiftFiles(in: folder.file("App")).map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
                == ["App/ContentView.swift", "App/Model.swift", "App/Views/Row View.swift"])
        #expect(ExperimentFileFinder.search(folder.file("App")).notBuilt == [folder.file("App/Views/OldRow.swift")])
        // A file the project does not name but whose type a built file uses is kept: the project is
        // older than the files.
        try folder.write("struct Weather {}\n", to: "App/Weather.swift")
        try folder.write("import SwiftUI\nlet current = Weather()\n", to: "App/Model.swift")
        #expect(ExperimentFileFinder.search(folder.file("App")).notBuilt == [folder.file("App/Views/OldRow.swift")])
        #expect(ExperimentFileFinder.swiftFiles(in: folder.file("App")).contains(folder.file("App/Weather.swift")))
    }

    /// What a kept file uses is kept in turn, and a local package's sources are never the
    /// project's to name (MovieSwiftUI and ACHNBrowserUI keep packages in their app's folder).
    @Test("a file a kept file uses is kept, and a local package's sources are never left out")
    func keptFilesKeepWhatTheyUse() throws {
        let folder = try app(project(naming: ["ContentView.swift", "A.swift", "B.swift", "C.swift"]),
                             files: ["ContentView.swift", "A.swift", "B.swift", "C.swift", "Views/OldRow.swift"])
        try folder.write("import SwiftUI\nlet loader = Loader(size: .medium)\n", to: "App/ContentView.swift")
        try folder.write("struct Loader { init(size: Sizes) {} }\n", to: "App/Loader.swift")
        try folder.write("enum Sizes { case small, medium }\n", to: "App/Sizes.swift")
        try FileManager.default.createDirectory(atPath: folder.file("App/Packages/Lib/Sources/Lib"), withIntermediateDirectories: true)
        try folder.write("public enum Theme { case plain }\n", to: "App/Packages/Lib/Sources/Lib/Theme.swift")
        #expect(ExperimentFileFinder.search(folder.file("App")).notBuilt == [folder.file("App/Views/OldRow.swift")])
    }

    /// A leftover that declares again a type a built file declares (an old copy of a view model)
    /// is left out: the built files' use of the type is the built file's; and a Core Data model the
    /// project does not name generates no classes.
    @Test("an old copy of a built file's type is left out, and so is a model the project does not name")
    func oldCopiesAreLeftOut() throws {
        let folder = try app(project(naming: ["ContentView.swift", "Summary.swift", "Model.xcdatamodeld"]),
                             files: ["ContentView.swift"])
        try folder.write("import SwiftUI\nfinal class SummaryModel { var temperature = \"\" }\n", to: "App/Summary.swift")
        try folder.write("import SwiftUI\nfinal class SummaryModel { var old = 0 }\n", to: "App/Views/OldSummary.swift")
        try folder.write("import SwiftUI\nlet model = SummaryModel()\n", to: "App/ContentView.swift")
        #expect(ExperimentFileFinder.search(folder.file("App")).notBuilt == [folder.file("App/Views/OldSummary.swift")])
        for model in ["Model", "Old"] {
            try FileManager.default.createDirectory(atPath: folder.file("App/\(model).xcdatamodeld/\(model).xcdatamodel"),
                                                    withIntermediateDirectories: true)
            try folder.write("<model></model>\n", to: "App/\(model).xcdatamodeld/\(model).xcdatamodel/contents")
        }
        #expect(CoreDataModels.find(for: [folder.file("App")]).contents.map { URL(fileURLWithPath: $0.model).lastPathComponent }
                == ["Model.xcdatamodeld"])
    }

    /// Of two files of one name, the one at the place the project's groups give is built and the
    /// other is a stray copy (Bookmarked keeps an old `DropDownView.swift` in another folder of
    /// `Views`): the groups' `path`s join into the file's path from the project's folder.
    @Test("of two files of one name, the one where the project's groups put it is built")
    func strayCopyOfANamedFile() throws {
        let project = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tAA0000000000000000000001 /* DropDownView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = DropDownView.swift; sourceTree = "<group>"; };
            \t\tAA0000000000000000000002 /* ContentView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ContentView.swift; sourceTree = "<group>"; };
            \t\tAA0000000000000000000010 = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \t\t\t\tAA0000000000000000000011 /* App */,
            \t\t\t);
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t\tAA0000000000000000000011 /* App */ = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \t\t\t\tAA0000000000000000000002 /* ContentView.swift */,
            \t\t\t\tAA0000000000000000000012 /* Views */,
            \t\t\t);
            \t\t\tpath = App;
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t\tAA0000000000000000000012 /* Views */ = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \t\t\t\tAA0000000000000000000013 /* DropDownView */,
            \t\t\t);
            \t\t\tpath = Views;
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t\tAA0000000000000000000013 /* DropDownView */ = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \t\t\t\tAA0000000000000000000001 /* DropDownView.swift */,
            \t\t\t);
            \t\t\tpath = DropDownView;
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t};
            }
            """
        #expect(XcodeProjects.groupedPaths(in: project, ending: ".swift")
                == ["DropDownView.swift": ["App/Views/DropDownView/DropDownView.swift"], "ContentView.swift": ["App/ContentView.swift"]])
        let folder = try app(project, files: ["ContentView.swift"])
        for place in ["Views/DropDownView", "Views/Reading Button"] {
            try FileManager.default.createDirectory(atPath: folder.file("App/\(place)"), withIntermediateDirectories: true)
            try folder.write("import SwiftUI\nstruct DropDownView: View { var body: some View { Text(\"\(place)\") } }\n",
                             to: "App/\(place)/DropDownView.swift")
        }
        #expect(ExperimentFileFinder.search(folder.file("App")).notBuilt == [folder.file("App/Views/Reading Button/DropDownView.swift")])
    }

    /// HydrationTracker's project puts its `Model.xcdatamodeld` (an `XCVersionGroup`) in the `App`
    /// group, and its folder holds another model of that name in `Persistance/`, which the project
    /// does not build: only the model where the groups put it generates classes, even where the two
    /// differ, with no note and no error.
    @Test("of two Core Data models of one name, the one where the project's groups put it is built")
    func strayCopyOfAModel() throws {
        let project = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tAA0000000000000000000001 /* Persistence.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Persistence.swift; sourceTree = "<group>"; };
            \t\tAA0000000000000000000002 /* Model.xcdatamodel */ = {isa = PBXFileReference; lastKnownFileType = wrapper.xcdatamodel; path = Model.xcdatamodel; sourceTree = "<group>"; };
            \t\tAA0000000000000000000010 = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \t\t\t\tAA0000000000000000000011 /* App */,
            \t\t\t);
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t\tAA0000000000000000000011 /* App */ = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \t\t\t\tAA0000000000000000000003 /* Model.xcdatamodeld */,
            \t\t\t\tAA0000000000000000000012 /* Persistance */,
            \t\t\t);
            \t\t\tpath = App;
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t\tAA0000000000000000000012 /* Persistance */ = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \t\t\t\tAA0000000000000000000001 /* Persistence.swift */,
            \t\t\t);
            \t\t\tpath = Persistance;
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t\tAA0000000000000000000003 /* Model.xcdatamodeld */ = {
            \t\t\tisa = XCVersionGroup;
            \t\t\tchildren = (
            \t\t\t\tAA0000000000000000000002 /* Model.xcdatamodel */,
            \t\t\t);
            \t\t\tcurrentVersion = AA0000000000000000000002 /* Model.xcdatamodel */;
            \t\t\tpath = Model.xcdatamodeld;
            \t\t\tsourceTree = "<group>";
            \t\t\tversionGroupType = wrapper.xcdatamodel;
            \t\t};
            \t};
            }
            """
        #expect(XcodeProjects.groupedPaths(in: project, ending: ".xcdatamodeld") == ["Model.xcdatamodeld": ["App/Model.xcdatamodeld"]])
        let folder = try app(project, files: [])
        for (place, entity) in [("App", "WaterLog"), ("App/Persistance", "OldLog")] {
            try FileManager.default.createDirectory(atPath: folder.file("\(place)/Model.xcdatamodeld/Model.xcdatamodel"),
                                                    withIntermediateDirectories: true)
            try folder.write("<model><entity name=\"\(entity)\" representedClassName=\"\(entity)\" codeGenerationType=\"class\"/></model>\n",
                             to: "\(place)/Model.xcdatamodeld/Model.xcdatamodel/contents")
        }
        let models = CoreDataModels.find(for: [folder.file("App")])
        #expect(models.contents.map(\.model) == [folder.file("App/Model.xcdatamodeld")])
        #expect(models.notes.isEmpty && models.clashErrors.isEmpty)
        #expect(models.source()?.text.contains("public class WaterLog: NSManagedObject {}") == true)
        #expect(models.source()?.text.contains("OldLog") == false)
    }

    @Test("a project of synchronized folders, or one describing another app, leaves every file in")
    func projectsThatDoNotListTheFolder() throws {
        let synchronized = try app(project(naming: ["ContentView.swift"], synchronized: true),
                                   files: ["ContentView.swift", "Extra.swift"])
        #expect(ExperimentFileFinder.swiftFiles(in: synchronized.file("App")).count == 2)
        // It names 1 of the folder's 3 files: it is not this folder's project.
        let other = try app(project(naming: ["ContentView.swift"]), files: ["ContentView.swift", "A.swift", "B.swift"])
        #expect(ExperimentFileFinder.search(other.file("App")).notBuilt.isEmpty)
        #expect(ExperimentFileFinder.swiftFiles(in: other.file("App")).count == 3)
        // No project at all.
        let plain = TemporaryFolder()
        try plain.write("import SwiftUI\n", to: "A.swift")
        #expect(ExperimentFileFinder.swiftFiles(in: plain.path).count == 1)
    }

    /// Catalog_Manga's project: an iPhone app and an Apple TV app (`SDKROOT = appletvos` in both
    /// of its configurations), each target's files in a folder named after it, both with a
    /// `ContentView`; the project's `TargetAttributes` repeat the targets' identifiers. Searched
    /// from the repository (the project one folder down), the TV app's folder is left out as
    /// another platform's, as Xcode leaves that target out of the iPhone app's build.
    @Test("a tvOS target's folder is left out of the iPhone app's search")
    func otherPlatformTargets() throws {
        func target(_ id: String, _ name: String, list: String) -> String {
            "\t\t\(id) /* \(name) */ = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = \(list) "
                + "/* Build configuration list for PBXNativeTarget \"\(name)\" */;\n\t\t\tname = \(name);\n"
                + "\t\t\tproductName = \(name);\n\t\t};"
        }
        func list(_ id: String, _ configurations: [String]) -> String {
            "\t\t\(id) /* Build configuration list */ = {\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n"
                + configurations.map { "\t\t\t\t\($0) /* Debug */,\n" }.joined() + "\t\t\t);\n\t\t};"
        }
        func configuration(_ id: String, sdk: String) -> String {
            "\t\t\(id) /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n"
                + "\t\t\t\tPRODUCT_NAME = App;\n\t\t\t\tSDKROOT = \(sdk);\n\t\t\t};\n\t\t\tname = Debug;\n\t\t};"
        }
        let ids = (1...8).map { String(format: "56ACA8B%017d", $0) }
        let objects = [
            target(ids[0], "Manga", list: ids[2]), target(ids[1], "MangaForTV", list: ids[3]),
            list(ids[2], [ids[4], ids[5]]), list(ids[3], [ids[6], ids[7]]),
            configuration(ids[4], sdk: "iphoneos"), configuration(ids[5], sdk: "iphoneos"),
            configuration(ids[6], sdk: "appletvos"), configuration(ids[7], sdk: "appletvos"),
            "\t\t56ACA8C00000000000000001 /* Project object */ = {\n\t\t\tisa = PBXProject;\n\t\t\tattributes = {\n"
                + "\t\t\t\tTargetAttributes = {\n\t\t\t\t\t\(ids[1]) = {\n\t\t\t\t\t\tCreatedOnToolsVersion = 16.0;\n"
                + "\t\t\t\t\t};\n\t\t\t\t};\n\t\t\t};\n\t\t};",
        ]
        let text = (["// !$*UTF8*$!", "{", "\tobjects = {"] + objects + ["\t};", "}"]).joined(separator: "\n")
        let folder = TemporaryFolder()
        for file in ["Manga/Manga.xcodeproj/project.pbxproj", "Manga/Manga/ContentView.swift", "Manga/MangaForTV/ContentView.swift"] {
            try FileManager.default.createDirectory(atPath: folder.file(String(file[..<file.lastIndex(of: "/")!])),
                                                    withIntermediateDirectories: true)
            try folder.write(file.hasSuffix(".pbxproj") ? text : "import SwiftUI\n", to: file)
        }
        func relative(_ files: [String]) -> [String] { files.map { $0.replacingOccurrences(of: folder.path + "/", with: "") } }
        let search = ExperimentFileFinder.search(folder.path)
        #expect(relative(search.files) == ["Manga/Manga/ContentView.swift"])
        #expect(relative(search.otherPlatforms) == ["Manga/MangaForTV/ContentView.swift"])
        // Laid out as on a Mac, both targets are another platform's.
        #expect(ExperimentFileFinder.search(folder.path, platform: "macos").files.isEmpty)

        // Xcode 12's multiplatform template (DesignCode's app): targets `Clock (iOS)` and
        // `Clock (macOS)`, their own files in `iOS/` and `macOS/` (each a `Blur` of its own), the
        // rest in `Shared/`. The Mac target's folder is left out for the iPhone, and the other way round.
        let template = (["// !$*UTF8*$!", "{", "\tobjects = {"] + [
            target(ids[0], "\"Clock (iOS)\"", list: ids[2]), target(ids[1], "\"Clock (macOS)\"", list: ids[3]),
            list(ids[2], [ids[4], ids[5]]), list(ids[3], [ids[6], ids[7]]),
            configuration(ids[4], sdk: "iphoneos"), configuration(ids[5], sdk: "iphoneos"),
            configuration(ids[6], sdk: "macosx"), configuration(ids[7], sdk: "macosx"),
        ] + ["\t};", "}"]).joined(separator: "\n")
        let clock = TemporaryFolder()
        for file in ["Clock/Clock.xcodeproj/project.pbxproj", "Clock/Shared/ContentView.swift", "Clock/iOS/Blur.swift",
                     "Clock/macOS/Blur.swift"] {
            try FileManager.default.createDirectory(atPath: clock.file(String(file[..<file.lastIndex(of: "/")!])),
                                                    withIntermediateDirectories: true)
            try clock.write(file.hasSuffix(".pbxproj") ? template : "import SwiftUI\n", to: file)
        }
        func inClock(_ files: [String]) -> [String] { files.map { $0.replacingOccurrences(of: clock.path + "/", with: "") } }
        #expect(inClock(ExperimentFileFinder.search(clock.path).files) == ["Clock/Shared/ContentView.swift", "Clock/iOS/Blur.swift"])
        #expect(inClock(ExperimentFileFinder.search(clock.path).otherPlatforms) == ["Clock/macOS/Blur.swift"])
        #expect(inClock(ExperimentFileFinder.search(clock.path, platform: "macos").files)
                == ["Clock/Shared/ContentView.swift", "Clock/macOS/Blur.swift"])
    }
}
