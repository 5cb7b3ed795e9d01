// The symbols Xcode makes of an asset catalog (`Color.myYellow`, `.myYellow`, `Image(.avatar)`):
// named as Xcode names them, declared only where the files use them and do not declare them, an
// image at its size in points (pixels ÷ scale, read from a PNG's or JPEG's header), and the app
// folder's other files in the program's bundle.
@testable import ExperimentFiles
import Experiments
import Foundation
import LayoutEngine
import Testing
import TestSupport

@Suite("Asset catalog symbols")
struct AssetCatalogTests {
    @Test("names become symbols as Xcode makes them", arguments: [
        ("MyYellow", "Color", "myYellow"), ("AccentColor", "Color", "accent"), ("brand-blue", "Color", "brandBlue"),
        ("Hero Image", "Image", "hero"), ("image_1", "Image", "image1"), ("1st place", "Image", "_1StPlace"),
        ("Color", "Color", "color"),
        // swiftuiutility's image set, which its views name `.zeldaBotwLogo2X`.
        ("zelda-botw-logo_2x", "Image", "zeldaBotwLogo2X"),
        // FocusAssistant's colour sets, which the app (built in Xcode) names `Color.BG`, `.bgDark`
        // and `.faPurple`.
        ("BG", "Color", "BG"), ("BGDark", "Color", "bgDark"), ("FAPurple", "Color", "faPurple"),
        // Xcode 15's generated symbols in apps' `GeneratedAssetSymbols.swift`: "BGColorOne" is
        // `bgColorOne`, "BGLighGray" `bgLighGray`, "AI" `AI`, "B2" `B_2`, "10e" `_10E`, "2x2" `_2X2`,
        // "40k-border" `_40KBorder`, "c13" `c13`, "img_graph_2" `imgGraph2`, "Img_Intro" `imgIntro`.
        ("BGColorOne", "Color", "bgColorOne"), ("BGLighGray", "Color", "bgLighGray"), ("AI", "Image", "AI"),
        ("B2", "Image", "B_2"), ("10e", "Image", "_10E"), ("2x2", "Image", "_2X2"), ("40k-border", "Image", "_40KBorder"),
        ("c13", "Image", "c13"), ("img_graph_2", "Image", "imgGraph2"), ("Img_Intro", "Image", "imgIntro"),
    ])
    func symbols(_ name: String, _ suffix: String, _ symbol: String) {
        #expect(AssetCatalogs.symbol(name, dropping: suffix) == symbol)
    }

    /// The first bytes of a PNG: signature, IHDR length and type, width, height.
    static func png(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        return Data(bytes + [8, 6, 0, 0, 0])
    }

    @Test("an image's size from its file: a PNG's or JPEG's pixels, a PDF's or SVG's points")
    func imageHeaders() {
        #expect(ImageHeader.pixelSize(Self.png(width: 300, height: 120))! == (300, 120))
        // SOI, an APP0 segment of 16 bytes, then SOF0: length 17, precision 8, height 480, width 640.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + [UInt8](repeating: 0, count: 14) + [0xFF, 0xC0, 0, 17, 8, 0x01, 0xE0, 0x02, 0x80, 3]
        #expect(ImageHeader.pixelSize(Data(jpeg))! == (640, 480))
        // A photo's camera metadata can put the frame header past 64 KB (cookbook's 1200 × 1200
        // quesadilla: at byte 75,927): three APP1 segments of 30,000 bytes, then SOF0.
        let app1: [UInt8] = [0xFF, 0xE1, 0x75, 0x30] + [UInt8](repeating: 0, count: 29_998)
        let photo = [0xFF, 0xD8] + app1 + app1 + app1 + [0xFF, 0xC0, 0, 17, 8, 0x04, 0xB0, 0x04, 0xB0, 3]
        #expect(ImageHeader.pixelSize(Data(photo))! == (1200, 1200))
        // A slice of a larger buffer reads from its own start.
        #expect(ImageHeader.pixelSize(Data([0, 0] + jpeg).dropFirst(2))! == (640, 480))
        #expect(ImageHeader.pixelSize(Data("GIF89a".utf8)) == nil)
        // Vector images: their size in points.
        #expect(ImageHeader.vectorSize(Data("%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 24 30.5] >>".utf8))! == (24, 30.5))
        #expect(ImageHeader.vectorSize(Data(#"<?xml version="1.0"?><svg xmlns="x" width="48px" height="20" viewBox="0 0 96 40">"#.utf8))! == (48, 20))
        #expect(ImageHeader.vectorSize(Data(#"<svg viewBox="0 0 64 32" xmlns="x">"#.utf8))! == (64, 32))
        #expect(ImageHeader.vectorSize(Data("plain text".utf8)) == nil)
    }

    @Test("only the symbols the files use are declared; a file's own declaration and SwiftUI's colours win")
    func declaredSymbols() throws {
        var catalogs = AssetCatalogs()
        catalogs.paths = ["/app/Assets.xcassets"]
        catalogs.colors = ["MyYellow", "Unused", "Red", "Brand", "label"].map { .init(name: $0, symbol: AssetCatalogs.symbol($0, dropping: "Color")) }
        // A catalog colour named as UIKit's `label` (Enchanted's) makes no symbol: `Color(.label)` is UIKit's.
        let uses = "Text(\"a\").foregroundStyle(.myYellow).background(.red).tint(Color.brand).foregroundColor(Color(.label))"
        let generated = try #require(catalogs.source(for: [(path: "/app/A.swift", text: uses)]))
        #expect(generated.path == "/app/Assets.xcassets/GeneratedAssetSymbols.swift")
        #expect(generated.text.contains("static let myYellow = ColorResource(name: \"MyYellow\")"))
        #expect(generated.text.contains("static let brand = ColorResource(name: \"Brand\")"))
        #expect(!generated.text.contains("unused") && !generated.text.contains("static let red") && !generated.text.contains("label"))
        // A colour SwiftUI names but UIKit does not (AnxietyNotes' "Indigo", used as `UIColor.indigo`)
        // is UIKit's symbol only, as Xcode makes it: `Color.indigo` stays SwiftUI's.
        catalogs.colors = [.init(name: "Indigo", symbol: AssetCatalogs.symbol("Indigo", dropping: "Color"))]
        let indigo = try #require(catalogs.source(for: [(path: "/app/C.swift", text: "let c: UIColor = .indigo")]))
        // Disfavoured, as SwiftUI's `Color(_: UIColor)` is: `Color(.indigo)` is the catalog's resource.
        #expect(indigo.text.contains("extension UIColor { @_disfavoredOverload static var indigo: UIColor { UIColor(resource: ColorResource.indigo) } }"))
        #expect(!indigo.text.contains("extension Color {") && !indigo.text.contains("extension ShapeStyle"))
        catalogs.colors = ["MyYellow", "Unused", "Red", "Brand", "label"].map { .init(name: $0, symbol: AssetCatalogs.symbol($0, dropping: "Color")) }
        // An image set is `ImageResource.avatar` and, as UIKit code names it, `UIImage.avatar`.
        catalogs.images = [.init(name: "avatar", symbol: "avatar", size: CGSize(width: 50, height: 20))]
        let image = try #require(catalogs.source(for: [(path: "/app/B.swift", text: "let a = Image(uiImage: .avatar)")]))
        #expect(image.text.contains("extension ImageResource { static let avatar = ImageResource(name: \"avatar\", width: 50.0, height: 20.0) }"))
        #expect(image.text.contains("extension UIImage { static var avatar: UIImage { UIImage(resource: ImageResource.avatar) } }"))
        let own = (path: "/app/Colors.swift", text: "extension Color { static let myYellow = Color.yellow; static let brand = Color.blue }")
        // The app's own members win; the resources stay, for members that read them (Backyard
        // Birds' `static let premiumBirdFood = Color(.premiumBirdFood)`).
        let ownGenerated = try #require(catalogs.source(for: [(path: "/app/A.swift", text: uses), own]))
        #expect(ownGenerated.text.contains("extension ColorResource { static let myYellow = ColorResource(name: \"MyYellow\") }"))
        #expect(ownGenerated.text.contains("extension ColorResource { static let brand = ColorResource(name: \"Brand\") }"))
        #expect(!ownGenerated.text.contains("extension Color {") && !ownGenerated.text.contains("extension ShapeStyle")
                && !ownGenerated.text.contains("extension UIColor"))
        // A view's `var noInternet` or a local `let error` collides with no symbol (TestSignUpApp):
        // only static members the app declares itself do.
        catalogs.colors = []
        catalogs.images = [.init(name: "NoInternet", symbol: "noInternet", size: nil), .init(name: "Error", symbol: "error", size: nil)]
        let view = (path: "/app/Root.swift", text: "var noInternet: some View { Image(.noInternet) }\nif let error { Image(.error) }")
        let images = try #require(catalogs.source(for: [view]))
        #expect(images.text.contains("static let noInternet = ") && images.text.contains("static let error = "))
        // A colour named as a style other than `Color` names (`.background`) is a `Color` member, as
        // Xcode makes it (`Color.background`), and no `ShapeStyle` member beside `BackgroundStyle`'s.
        catalogs.images = []
        catalogs.colors = [.init(name: "Background", symbol: "background")]
        let background = try #require(catalogs.source(for: [(path: "/app/Root.swift", text: "Color.background")]))
        #expect(background.text.contains("extension Color { @_disfavoredOverload static var background: Color { Color(ColorResource.background) } }"))
        #expect(!background.text.contains("extension ShapeStyle"))
        // A symbol that is a Swift keyword is declared in backticks (Chefnotes' `default_image`,
        // whose `.default` a font's design also names).
        catalogs.colors = []
        catalogs.images = [.init(name: "default_image", symbol: AssetCatalogs.symbol("default_image", dropping: "Image"), size: nil)]
        let keyword = try #require(catalogs.source(for: [(path: "/app/Card.swift", text: "Text(\"a\").font(.system(size: 18, design: .default))")]))
        #expect(keyword.text.contains("extension ImageResource { static let `default` = ImageResource(name: \"default_image\") }"))
        #expect(keyword.text.contains("extension UIImage { static var `default`: UIImage { UIImage(resource: ImageResource.`default`) } }"))
    }

    /// Apps keep their catalog in a folder of their own (`SupportingFiles/`, NikeShop's `System32/`)
    /// beside the folders of their views: a view's file finds it from any of its app folder's
    /// folders, and its image takes its size (600 × 450, not the 100 × 100 of a missing one).
    @Test("a catalog in another folder of the app folder is found from a view's folder")
    func catalogInASiblingFolder() throws {
        for holder in ["SupportingFiles", "System32"] {
            let folder = TemporaryFolder()
            let set = folder.file("App/\(holder)/Assets.xcassets/hero.imageset")
            try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
            try Data(#"{"images": [{"filename": "hero.png", "idiom": "universal", "scale": "1x"}]}"#.utf8)
                .write(to: URL(fileURLWithPath: set + "/Contents.json"))
            try Self.png(width: 600, height: 450).write(to: URL(fileURLWithPath: set + "/hero.png"))
            try FileManager.default.createDirectory(atPath: folder.file("App/Views"), withIntermediateDirectories: true)
            try folder.write("import SwiftUI\nstruct Hero: View { var body: some View { Image(\"hero\") } }\n", to: "App/Views/Hero.swift")
            let found = AssetCatalogs.find(for: [folder.file("App/Views/Hero.swift")])
            #expect(found.paths == [folder.file("App/\(holder)/Assets.xcassets")], "\(holder)")
            #expect(found.imageSizes == ["hero": CGSize(width: 600, height: 450)], "\(holder)")
        }
    }

    /// Xcode's colour panel writes components as floating point, 8-bit or 8-bit hexadecimal; a grey
    /// set has `white`; a set may refer to a system colour. The light, universal entry is read.
    @Test("a colour set's value: its light, universal components in any of Xcode's notations")
    func colourValues() throws {
        let folder = TemporaryFolder()
        func value(_ json: String) throws -> String? {
            let set = folder.file("Assets.xcassets/c\(json.hashValue).colorset")
            try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: URL(fileURLWithPath: set + "/Contents.json"))
            return AssetCatalogs.colourValue(URL(fileURLWithPath: set))
        }
        let dark = #"{"appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"components": {"red": "0", "green": "0", "blue": "0"}}, "idiom": "universal"}"#
        #expect(try value(#"{"colors": [\#(dark), {"color": {"color-space": "srgb", "components": {"red": "0.965", "green": "0.282", "blue": "0.345", "alpha": "1.000"}}, "idiom": "universal"}]}"#)
            == "rgb(0.965, 0.282, 0.345)")
        #expect(try value(#"{"colors": [{"color": {"components": {"red": "255", "green": "51", "blue": "0"}}, "idiom": "universal"}]}"#)
            == "rgb(1.0, 0.2, 0.0)")
        #expect(try value(#"{"colors": [{"color": {"components": {"red": "0xFF", "green": "0x33", "blue": "0x00"}}, "idiom": "universal"}]}"#)
            == "rgb(1.0, 0.2, 0.0)")
        #expect(try value(#"{"colors": [{"color": {"color-space": "gray-gamma-22", "components": {"white": "0.500", "alpha": "1"}}, "idiom": "universal"}]}"#)
            == "rgb(0.5, 0.5, 0.5)")
        #expect(try value(#"{"colors": [{"color": {"platform": "ios", "reference": "systemRedColor"}, "idiom": "universal"}]}"#) == "red")
        #expect(try value(#"{"colors": [{"color": {"platform": "ios", "reference": "labelColor"}, "idiom": "universal"}]}"#) == "primary")
        #expect(try value(#"{"colors": [{"color": {"platform": "ios", "reference": "systemGroupedBackgroundColor"}, "idiom": "universal"}]}"#)
            == "systemGroupedBackground")
        #expect(try value(#"{"colors": [{"idiom": "universal"}]}"#) == nil)
    }

    /// HotelBooking keeps an empty `Preview Content/Preview Assets.xcassets` beside its views and its
    /// images in the app's `Assets.xcassets` above: Xcode compiles both, so `Image("room")` takes
    /// the app catalog's 327 × 280, not a missing image's 100 × 100.
    @Test("a preview catalog nearer the file does not hide the app's catalog above it")
    func previewCatalogDoesNotHideTheApps() throws {
        let folder = TemporaryFolder()
        let manager = FileManager.default
        let set = folder.file("App/Assets.xcassets/room.imageset")
        try manager.createDirectory(atPath: set, withIntermediateDirectories: true)
        try Data(#"{"images": [{"filename": "room.png", "idiom": "universal", "scale": "1x"}]}"#.utf8)
            .write(to: URL(fileURLWithPath: set + "/Contents.json"))
        try Self.png(width: 327, height: 280).write(to: URL(fileURLWithPath: set + "/room.png"))
        try manager.createDirectory(atPath: folder.file("App/Booking/Preview Content/Preview Assets.xcassets"), withIntermediateDirectories: true)
        try manager.createDirectory(atPath: folder.file("App/Booking/Views"), withIntermediateDirectories: true)
        try folder.write("import SwiftUI\nstruct Room: View { var body: some View { Image(\"room\") } }\n", to: "App/Booking/Views/Room.swift")
        let found = AssetCatalogs.find(for: [folder.file("App/Booking/Views/Room.swift")])
        #expect(found.paths == [folder.file("App/Assets.xcassets"), folder.file("App/Booking/Preview Content/Preview Assets.xcassets")])
        #expect(found.imageSizes == ["room": CGSize(width: 327, height: 280)])
    }

    @Test("a file beside its app's catalog compiles with its symbols; images take their size in points; Bundle.main finds the app's files")
    func catalogBesideTheFiles() throws {
        let folder = TemporaryFolder()
        let manager = FileManager.default
        let catalog = folder.file("App/Assets.xcassets")
        try manager.createDirectory(atPath: catalog + "/MyYellow.colorset", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: catalog + "/avatar.imageset", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: folder.file("App/Views"), withIntermediateDirectories: true)
        try Data(#"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "1.000", "green": "0.800", "blue": "0.000", "alpha": "1.000"}}, "idiom": "universal"}]}"#.utf8)
            .write(to: URL(fileURLWithPath: catalog + "/MyYellow.colorset/Contents.json"))
        try Data(#"{"images": [{"filename": "avatar.png", "idiom": "universal", "scale": "1x"}, {"filename": "avatar@3x.png", "idiom": "universal", "scale": "3x"}]}"#.utf8)
            .write(to: URL(fileURLWithPath: catalog + "/avatar.imageset/Contents.json"))
        try Self.png(width: 50, height: 20).write(to: URL(fileURLWithPath: catalog + "/avatar.imageset/avatar.png"))
        try Self.png(width: 150, height: 60).write(to: URL(fileURLWithPath: catalog + "/avatar.imageset/avatar@3x.png"))
        try manager.createDirectory(atPath: folder.file("App/Resources"), withIntermediateDirectories: true)
        try Data(#"["a", "b", "c"]"#.utf8).write(to: URL(fileURLWithPath: folder.file("App/Resources/sample.json")))
        // A Markdown file the app reads (a quotes app's `wisdom.md`) is a resource like any other.
        try Data("one\ntwo".utf8).write(to: URL(fileURLWithPath: folder.file("App/Resources/wisdom.md")))
        let card = folder.file("App/Views/Card.swift")
        try """
            import SwiftUI

            struct Card: View {
                var body: some View {
                    HStack(spacing: 0) {
                        Image(.avatar)
                            .background(Color.myYellow)
                            .border(.myYellow)
                            .overlay(Color(.myYellow))
                        Image("avatar")
                    }
                }
            }

            #Preview { Card() }

            struct Samples: View {
                let icon = UIImage.avatar
                let items: [String] = {
                    guard let url = Bundle.main.url(forResource: "sample", withExtension: "json"),
                          let data = try? Data(contentsOf: url) else { return [] }
                    return (try? JSONDecoder().decode([String].self, from: data)) ?? []
                }()
                var body: some View {
                    VStack(spacing: 0) {
                        ForEach(items, id: \\.self) { _ in Color.red.frame(width: 10, height: 10) }
                    }
                }
            }

            #Preview { Samples() }

            // UIKit's answers with the app's catalog known: an image it holds, nil for a URL string.
            #Preview {
                HStack(spacing: 0) {
                    if UIImage(named: "avatar") != nil { Color.red.frame(width: 10, height: 10) }
                    if UIImage(named: "https://example.com/a.jpg") == nil { Color.blue.frame(width: 20, height: 10) }
                }
            }

            #Preview {
                let lines = Bundle.main.path(forResource: "wisdom", ofType: "md")
                    .flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }?.split(separator: "\\n") ?? []
                VStack(spacing: 0) {
                    ForEach(lines, id: \\.self) { _ in Color.red.frame(width: 10, height: 10) }
                }
            }
            """.write(toFile: card, atomically: true, encoding: .utf8)
        let loader = ExperimentLoader(compiler: ExperimentCompiler(toolchain: try Toolchain.locate(), cacheFolder: Repository.compileCache))
        let loaded = try loader.load([card])
        #expect(loaded.map(\.experiment.name) == ["Card/preview-1", "Card/preview-2", "Card/preview-3", "Card/preview-4"])
        let layouts = loaded.compactMap { $0.laidOut(by: ExperimentRunner(engine: Engine())).layouts.first?.result }
        // The catalog's yellow (1, 0.8, 0) is what pictures draw: the background's colour view keeps
        // the name the code gave it, its look the value; the border's line is drawn in it.
        var yellows: [ViewLook?] = [], borders: [ViewLook?] = []
        var stack = loaded.first.map { [$0.experiment.tree] } ?? []
        while let node = stack.popLast() {
            if node.kind == .color(name: "MyYellow") { yellows.append(node.look) }
            if case .border = node.kind { borders.append(node.look) }
            stack += node.children
        }
        #expect(yellows.map { $0?.fill } == ["rgb(1.0, 0.8, 0.0)", "rgb(1.0, 0.8, 0.0)"])
        #expect(borders.map { $0?.stroke } == ["rgb(1.0, 0.8, 0.0)"])
        // Two images of 50 × 20 points (150 × 60 pixels at 3x) side by side, centred in the 390 × 763 preview.
        #expect(layouts.first?.placements.first { $0.node == 0 }?.frame == Rect(x: 145, y: 371.5, width: 100, height: 20))
        // The three samples of the app's Resources/sample.json, read through Bundle.main: 10 × 30.
        #expect(layouts[1].placements.first { $0.node == 0 }?.frame == Rect(x: 190, y: 366.5, width: 10, height: 30))
        // Both squares: the avatar exists, the URL is no image: 30 × 10, centred.
        #expect(layouts[2].placements.first { $0.node == 0 }?.frame == Rect(x: 180, y: 376.5, width: 30, height: 10))
        // The two lines of Resources/wisdom.md: 10 × 20.
        #expect(layouts[3].placements.first { $0.node == 0 }?.frame == Rect(x: 190, y: 371.5, width: 10, height: 20))
    }

    /// UIKit's `UIColor(named:)` is failable [DOC UIKit `init?(named:)`: "The initialized color
    /// object, or nil if the color isn't found in the bundle"]: with the app's catalog known, a
    /// colour it has is a colour and a name it lacks is nil. Both squares show: 30 × 10, centred
    /// in the 390 × 763 preview at (180, 376.5).
    @Test("UIColor(named:) is nil for a name the app's catalog lacks")
    func failableCatalogColour() throws {
        let folder = TemporaryFolder()
        let set = folder.file("App/Assets.xcassets/correct.colorset")
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try Data(#"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "0.4", "green": "0.7", "blue": "0.4", "alpha": "1"}}, "idiom": "universal"}]}"#.utf8)
            .write(to: URL(fileURLWithPath: set + "/Contents.json"))
        let file = folder.file("App/Tiles.swift")
        try """
            import SwiftUI

            #Preview {
                HStack(spacing: 0) {
                    if let correct = UIColor(named: "correct") { Color(correct).frame(width: 10, height: 10) }
                    if UIColor(named: "wrong") == nil { Color.blue.frame(width: 20, height: 10) }
                }
            }
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let loader = ExperimentLoader(compiler: ExperimentCompiler(toolchain: try Toolchain.locate(), cacheFolder: Repository.compileCache))
        let loaded = try loader.load([file])
        let result = try #require(loaded.first?.laidOut(by: ExperimentRunner(engine: Engine())).layouts.first?.result)
        #expect(result.placements.first { $0.node == 0 }?.frame == Rect(x: 180, y: 376.5, width: 30, height: 10))
    }

    /// An app that writes keys (free-apis' `Text("Onboarding.Welcome.Text")`) shows its
    /// development language's text, as Xcode's preview does: `en.lproj`'s table, never another
    /// language's, and a String Catalog's source-language value (CloudVsFire's `Onboarding`
    /// table, read through `tableName:`, `String(localized:table:)` and `LocalizedStringResource`).
    /// A key no table has is shown as written.
    @Test("a preview shows the development language's strings: .lproj tables and String Catalogs")
    func localizedStrings() throws {
        let folder = TemporaryFolder()
        let manager = FileManager.default
        for language in ["de", "en"] {
            try manager.createDirectory(atPath: folder.file("App/\(language).lproj"), withIntermediateDirectories: true)
        }
        try Data(#""greeting" = "Hallo";"#.utf8).write(to: URL(fileURLWithPath: folder.file("App/de.lproj/Localizable.strings")))
        try Data("/* The first screen. */\n\"greeting\" = \"Hello there\";\n".utf8)
            .write(to: URL(fileURLWithPath: folder.file("App/en.lproj/Localizable.strings")))
        try Data(#"{"sourceLanguage": "en", "version": "1.0", "strings": {"welcome": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Welcome aboard"}}, "fr": {"stringUnit": {"state": "translated", "value": "Bienvenue"}}}}, "items": {"localizations": {"en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "one item"}}, "other": {"stringUnit": {"state": "translated", "value": "many items"}}}}}}}}}"#.utf8)
            .write(to: URL(fileURLWithPath: folder.file("App/Onboarding.xcstrings")))
        try manager.createDirectory(atPath: folder.file("App/Views"), withIntermediateDirectories: true)
        let screen = folder.file("App/Views/Welcome.swift")
        try """
            import SwiftUI

            struct Welcome: View {
                let title = LocalizedStringResource("welcome", table: "Onboarding")
                var body: some View {
                    VStack {
                        Text("greeting")
                        Text("welcome", tableName: "Onboarding")
                        Text(String(localized: "items", table: "Onboarding"))
                        Text(title)
                        Text("missing.key")
                    }
                }
            }

            #Preview { Welcome() }
            """.write(toFile: screen, atomically: true, encoding: .utf8)
        let loader = ExperimentLoader(compiler: ExperimentCompiler(toolchain: try Toolchain.locate(), cacheFolder: Repository.compileCache))
        let loaded = try loader.load([screen])
        var texts: [String] = []
        var pending = [try #require(loaded.first).experiment.tree]
        while let node = pending.popLast() {
            if case .text(let string) = node.kind { texts.append(string) }
            pending += node.children.reversed()
        }
        #expect(texts == ["Hello there", "Welcome aboard", "many items", "Welcome aboard", "missing.key"])
    }
}
