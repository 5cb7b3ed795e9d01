// The symbols Xcode makes of an app's asset catalog. Since Xcode 15 a colour set `myYellow` is
// `ColorResource.myYellow`, `Color.myYellow` and `.myYellow` wherever a colour style goes, and an
// image set `avatar` is `ImageResource.avatar` (`Image(.avatar)`) and `UIImage.avatar`. Pasted files use them, and
// their app's `Assets.xcassets` is usually in the folder given or a few folders above a file.
//
// `layoutlab run` reads the catalogs it finds there (in the folder of a file or of a folder above
// it, or in that folder's `Preview Content/` or `Resources/`) and adds one generated source
// declaring the symbols the files use (and do not declare themselves), which compiles with the
// files that use them like any file they need. An image's size in points is read from its file
// (`ImageHeader`: PNG, JPEG, PDF or SVG) and given to the program, so `Image("avatar")` and `Image(.avatar)` take it; the
// app folder's other files go into the program's bundle (`AppFiles`). Names become symbols as
// Xcode makes them: words joined in camel case from a lowercase letter, a colour's trailing
// "Color" and an image's trailing "Image" dropped. Symbols SwiftUI already has (`Color.red`,
// `.background`) are not declared: Xcode refuses them too.
import Foundation

/// The asset catalogs of an app, as the symbols its files may use.
struct AssetCatalogs {
    /// One colour or image set.
    struct Asset: Hashable {
        /// The set's name in the catalog (its folder's name without the extension).
        var name: String
        /// The Swift symbol Xcode makes of it.
        var symbol: String
        /// An image's size in points, when its file could be read.
        var size: CGSize?
        /// A colour's value (`CatalogColours.swift`), when its file could be read.
        var value: String?
    }

    /// The catalogs read.
    var paths: [String] = []
    var colors: [Asset] = []
    var images: [Asset] = []

    /// The most entries read while looking for an app folder's resource files.
    static let resourceWalkLimit = 20_000

    /// The folders of an app folder where Xcode projects keep catalogs besides the app folder itself
    /// (a catalog in another of its folders is found too; these also hold its resources).
    static let catalogFolders: Set<String> = ["Preview Content", "Resources", "Supporting Files", "SupportingFiles", "Assets"]

    /// How far above a given file a catalog is looked for (`App/Views/Cards/Card.swift` finds
    /// `App/Assets.xcassets`).
    static let levelsAbove = 4

    /// The catalogs in the folders of `paths` (searched recursively) and beside or above the
    /// files (the nearest folder that has one, in it or in one of its folders: `Resources/`,
    /// `SupportingFiles/`, an app's own `System32/`), read.
    static func find(for paths: [String]) -> AssetCatalogs {
        let manager = FileManager.default
        var catalogs = Set<String>()
        // Each folder's catalogs, looked for once (the files of a folder share their ancestors).
        var inFolder: [String: [String]] = [:]
        func catalogsNear(_ folder: URL) -> [String] {
            if let known = inFolder[folder.path] { return known }
            let children = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }
            let found = children.flatMap { child -> [String] in
                if child.hasSuffix(".xcassets") { return [child] }
                guard !ExperimentFileFinder.skipped(Substring(child)), !child.contains(".") else { return [] }
                let inside = (try? manager.contentsOfDirectory(atPath: folder.appendingPathComponent(child).path)) ?? []
                return inside.filter { $0.hasSuffix(".xcassets") }.map { "\(child)/\($0)" }
            }.map { folder.appendingPathComponent($0).path }
            inFolder[folder.path] = found
            return found
        }
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                // Not inside a catalog (its sets are read later) or a skipped folder.
                let base = path.hasSuffix("/") ? String(path.dropLast()) : path
                guard let enumerator = manager.enumerator(atPath: path) else { continue }
                while let relative = enumerator.nextObject() as? String {
                    let name = relative.split(separator: "/").last ?? Substring(relative)
                    if name.hasSuffix(".xcassets") { catalogs.insert("\(base)/\(relative)") }
                    if name.hasSuffix(".xcassets") || ExperimentFileFinder.skipped(name) { enumerator.skipDescendants() }
                }
                continue
            }
            // The file's folder and those above it (not the file system's root), each with the
            // catalogs in it or in one of its folders (`Resources/`, `Preview Content/`). A
            // preview catalog alone (`Preview Content/Preview Assets.xcassets`, often empty) does
            // not end the search: Xcode compiles every catalog of the target, the app's above it too.
            var folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
            for _ in 0...levelsAbove where folder.path != "/" {
                let found = catalogsNear(folder)
                catalogs.formUnion(found)
                if found.contains(where: { !isPreviewCatalog($0) }) { break }
                folder = folder.deletingLastPathComponent()
            }
        }
        var result = AssetCatalogs()
        for catalog in catalogs.sorted() { result.read(catalog) }
        return result
    }

    /// Whether the catalog at `path` is one of preview assets (`Preview Content/`, `Preview Assets.xcassets`).
    static func isPreviewCatalog(_ path: String) -> Bool {
        path.hasSuffix("/Preview Assets.xcassets") || path.contains("/Preview Content/")
    }

    /// Every colour and image set under `folder` (groups of sets included).
    mutating func read(_ folder: String) {
        let manager = FileManager.default
        paths.append(folder)
        for relative in (manager.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted() {
            let set = URL(fileURLWithPath: folder).appendingPathComponent(relative)
            let name = set.deletingPathExtension().lastPathComponent
            switch set.pathExtension {
            case "colorset":
                colors.append(Asset(name: name, symbol: Self.symbol(name, dropping: "Color"), value: Self.colourValue(set)))
            case "imageset":
                images.append(Asset(name: name, symbol: Self.symbol(name, dropping: "Image"), size: Self.imageSize(set)))
            default:
                continue
            }
        }
    }

    /// The symbol Xcode makes of an asset's name, as Xcode 15's generated asset symbols show it
    /// (`GeneratedAssetSymbols.swift` of apps in public repositories): its words (split at anything
    /// not a letter or digit) in camel case; a letter after a word's leading digits upper case
    /// (`zelda-botw-logo_2x` is `zeldaBotwLogo2X`, `40k-border` is `_40KBorder`, `2ed` is `_2Ed`);
    /// a leading run of capitals lower case except a last one starting the next word (`BGColorOne`
    /// is `bgColorOne`, `BGLighGray` `bgLighGray`); a name without lower-case letters kept as it is,
    /// its runs of letters and of digits joined by `_` (`BG` is `BG`, `B2` is `B_2`); `suffix`
    /// dropped from the end (when something is left); `_` before a leading digit.
    static func symbol(_ name: String, dropping suffix: String) -> String {
        let words = name.split { !$0.isLetter && !$0.isNumber }
        var symbol: String
        if name.contains(where: \.isLetter), !name.contains(where: \.isLowercase) {
            // Runs of letters and of digits, each kept as it is.
            var runs: [String] = []
            for word in words {
                var run = ""
                for character in word {
                    if let last = run.last, last.isNumber != character.isNumber {
                        runs.append(run)
                        run = ""
                    }
                    run.append(character)
                }
                runs.append(run)
            }
            symbol = runs.joined(separator: "_")
        } else {
            symbol = words.enumerated().map { index, word -> String in
                let digits = word.prefix { $0.isNumber }
                let rest = word.dropFirst(digits.count)
                guard index == 0, digits.isEmpty else { return digits + String(rest.prefix(1)).uppercased() + rest.dropFirst() }
                // The first word's leading capitals lower case, but a last one starting a lower-case word.
                let capitals = rest.prefix { $0.isUppercase }
                let keepsLast = capitals.count > 1 && capitals.count < rest.count && rest[capitals.endIndex].isLowercase
                let lowered = keepsLast ? capitals.dropLast() : capitals
                return lowered.lowercased() + rest.dropFirst(lowered.count)
            }.joined()
            if symbol.count > suffix.count, symbol.hasSuffix(suffix) { symbol.removeLast(suffix.count) }
        }
        if symbol.first?.isNumber == true { symbol = "_" + symbol }
        return symbol
    }

    /// `symbol` as an identifier in Swift source: in backticks when it is a keyword (a set named
    /// `default_image` is `ImageResource.default`, declared `` `default` ``).
    static func identifier(_ symbol: String) -> String {
        swiftKeywords.contains(symbol) ? "`\(symbol)`" : symbol
    }

    /// The words Swift reserves, which a declaration's name writes in backticks.
    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// An image set's size in points: its largest-scale PNG or JPEG's pixels divided by the scale,
    /// or a vector image's own size in points.
    static func imageSize(_ set: URL) -> CGSize? {
        guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
              let contents = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = contents["images"] as? [[String: Any]] else { return nil }
        let files = entries.compactMap { entry -> (file: String, scale: Double)? in
            guard let file = entry["filename"] as? String, entry["appearances"] == nil else { return nil }
            let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
            return (file, scale)
        }
        guard let best = files.max(by: { $0.scale < $1.scale }),
              let bytes = try? Data(contentsOf: set.appendingPathComponent(best.file)) else { return nil }
        if let pixels = ImageHeader.pixelSize(bytes) {
            return CGSize(width: pixels.width / best.scale, height: pixels.height / best.scale)
        }
        return ImageHeader.vectorSize(bytes).map { CGSize(width: $0.width, height: $0.height) }
    }

    /// The sizes of the images whose files could be read, by name (`Image("avatar")`).
    var imageSizes: [String: CGSize] {
        Dictionary(images.compactMap { image in image.size.map { (image.name, $0) } }, uniquingKeysWith: { first, _ in first })
    }

    /// The Swift source declaring the symbols `sources` use and none of them declares, named as
    /// Xcode names it, in the first catalog's folder; nil when they use none.
    func source(for sources: [(path: String, text: String)]) -> (path: String, text: String)? {
        // Each file read once for the members it names (`.myYellow`) and the names it declares.
        var members = Set<String>(), declared = Set<String>()
        for source in sources {
            members.formUnion(Self.names(matching: Self.memberPattern, in: source.text))
            declared.formUnion(Self.names(matching: Self.declarationPattern, in: source.text))
        }
        // A symbol the app declares itself (`extension Color { static let brand = Color(.brand) }`,
        // as Backyard Birds does) keeps the resource, which the app's own member reads, and
        // makes none of the members that would collide with it.
        func used(_ symbol: String) -> Bool { members.contains(symbol) }
        let colors = Self.unique(colors).filter { !Self.reservedUIColorSymbols.contains($0.symbol) && used($0.symbol) }
        let images = Self.unique(images).filter { used($0.symbol) }
        guard !colors.isEmpty || !images.isEmpty else { return nil }
        var lines = ["// Declared by layoutlab from the app's asset catalog, as Xcode does.", "import SwiftUI", ""]
        for color in colors {
            let name = ExperimentFileRewriter.stringLiteral(color.name)
            lines.append("extension ColorResource { static let \(Self.identifier(color.symbol)) = ColorResource(name: \(name)) }")
            if declared.contains(color.symbol) { continue }
            // A colour SwiftUI's `Color` names already (`indigo`) is SwiftUI's; UIKit's `UIColor`
            // gets the symbol. One that only other styles name (`.background`) is the app's `Color`
            // member, but not a style of its own beside theirs.
            // Disfavoured, so that `Color(.brand)` is the resource's colour, as in Xcode (the
            // library's `Color(_: Color)` would make it ambiguous).
            if !Self.reservedColorSymbols.contains(color.symbol) {
                lines.append("extension Color { @_disfavoredOverload static var \(Self.identifier(color.symbol)): Color { Color(ColorResource.\(Self.identifier(color.symbol))) } }")
                if !Self.reservedStyleSymbols.contains(color.symbol) {
                    lines.append("extension ShapeStyle where Self == Color { @_disfavoredOverload static var \(Self.identifier(color.symbol)): Color { "
                        + "Color(ColorResource.\(Self.identifier(color.symbol))) } }")
                }
            }
            // Disfavoured too: `Color(_: UIColor)` is not (it makes `Color(.blue)` UIKit's blue),
            // so `Color(.brand)` would otherwise be ambiguous between the resource and the UIColor.
            lines.append("extension UIColor { @_disfavoredOverload static var \(Self.identifier(color.symbol)): UIColor { "
                + "UIColor(resource: ColorResource.\(Self.identifier(color.symbol))) } }")
        }
        for image in images {
            let name = ExperimentFileRewriter.stringLiteral(image.name)
            let made = image.size.map { "ImageResource(name: \(name), width: \($0.width), height: \($0.height))" }
                ?? "ImageResource(name: \(name))"
            lines.append("extension ImageResource { static let \(Self.identifier(image.symbol)) = \(made) }")
            if declared.contains(image.symbol) { continue }
            lines.append("extension UIImage { static var \(Self.identifier(image.symbol)): UIImage { UIImage(resource: ImageResource.\(Self.identifier(image.symbol))) } }")
        }
        return ((paths.first ?? ".") + "/" + Self.generatedFileName, lines.joined(separator: "\n") + "\n")
    }

    /// The name of the source `source(for:)` makes (no file of that name is written).
    static let generatedFileName = "GeneratedAssetSymbols.swift"

    /// Whether `path` names the source `source(for:)` makes, not a file of the user's.
    static func isGenerated(_ path: String) -> Bool { path.hasSuffix("/" + generatedFileName) }

    /// The first set of each symbol (several catalogs may name the same colour).
    private static func unique(_ assets: [Asset]) -> [Asset] {
        var seen = Set<String>()
        return assets.filter { seen.insert($0.symbol).inserted }
    }

    /// A member named after a dot (`.myYellow`), and a static member declaring a name (the app's
    /// own `extension Color { static let brand = … }`, which a symbol would collide with; a local
    /// `let error` or a view's `var noInternet` collides with none).
    static let memberPattern = try! NSRegularExpression(pattern: "\\.([A-Za-z_][A-Za-z0-9_]*)")
    static let declarationPattern = try! NSRegularExpression(
        pattern: "\\b(?:static|class)\\s+(?:(?:public|private|fileprivate|internal|nonisolated|final)\\s+)*(?:let|var)\\s+([A-Za-z_][A-Za-z0-9_]*)")

    /// The first capture group of every match of `pattern` in `text`.
    static func names(matching pattern: NSRegularExpression, in text: String) -> Set<String> {
        let whole = NSRange(text.startIndex..., in: text)
        return Set(pattern.matches(in: text, range: whole).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        })
    }

    /// The colours SwiftUI's `Color` already names: a catalog colour of one of these names makes no
    /// `Color` symbol (Xcode makes the `UIColor` one: `UIColor.indigo`).
    static let reservedColorSymbols: Set<String> = [
        "accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink",
        "purple", "red", "teal", "white", "yellow", "primary", "secondary",
    ]

    /// The styles other than `Color` that `ShapeStyle` names (`.background`, `.tint`): a catalog
    /// colour of one of these names is a `Color` member (`Color.background`), and no style beside them.
    static let reservedStyleSymbols: Set<String> = [
        "tertiary", "quaternary", "quinary", "background", "foreground", "tint", "separator", "placeholder", "link", "fill",
        "selection", "windowBackground",
    ]

    /// The colours UIKit's `UIColor` already names, which a catalog's symbols may not shadow at all
    /// (a catalog colour named `label` makes no symbol: `Color(.label)` is UIKit's).
    static let reservedUIColorSymbols: Set<String> = [
        "black", "blue", "brown", "clear", "cyan", "gray", "green", "orange", "purple", "red", "white", "yellow",
        "separator", "link", "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "opaqueSeparator", "darkText",
        "lightText", "darkGray", "lightGray", "magenta", "tintColor",
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
        "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill",
        "tertiarySystemFill", "quaternarySystemFill", "systemRed", "systemGreen", "systemBlue", "systemOrange",
        "systemYellow", "systemPink", "systemPurple", "systemTeal", "systemIndigo", "systemBrown", "systemMint",
        "systemCyan", "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
    ]
}
