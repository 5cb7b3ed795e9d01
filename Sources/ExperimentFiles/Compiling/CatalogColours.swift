// The values of an asset catalog's colour sets, for pictures (`Color("brandBlue")` drawn in the
// app's blue). A set's `Contents.json` lists the colour per appearance and device; the light,
// universal one is read (no `appearances`, idiom `universal` before a device's). Components are
// written as Xcode's colour panel writes them: floating point (`"0.345"`), 8-bit (`"88"`) or 8-bit
// hexadecimal (`"0x58"`); a grey set has `white` instead of red, green and blue. A set that refers
// to a system colour (`"reference": "systemRedColor"`) is drawn as that colour's name.
import Foundation

extension AssetCatalogs {
    /// The value of the colour set at `set` as `rgb(r, g, b)` (components from 0 to 1), or a
    /// system colour's name; nil when its file cannot be read.
    static func colourValue(_ set: URL) -> String? {
        guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
              let contents = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = contents["colors"] as? [[String: Any]] else { return nil }
        let light = entries.filter { $0["appearances"] == nil }
        guard let entry = light.first(where: { $0["idiom"] as? String == "universal" }) ?? light.first,
              let colour = entry["color"] as? [String: Any] else { return nil }
        if let reference = colour["reference"] as? String { return systemColourName(reference) }
        guard let components = colour["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> Double? { componentValue(components[key]) }
        if let red = component("red"), let green = component("green"), let blue = component("blue") {
            return "rgb(\(red), \(green), \(blue))"
        }
        if let white = component("white") { return "rgb(\(white), \(white), \(white))" }
        return nil
    }

    /// One component from 0 to 1, as written: `"0.345"`, `"88"` (of 255), `"0x58"` (of 255).
    static func componentValue(_ written: Any?) -> Double? {
        if let number = written as? Double { return clamped(number) }
        guard let text = (written as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { clamped(Double($0) / 255) } }
        if text.contains(".") { return Double(text).map(clamped) }
        return Int(text).map { clamped(Double($0) / 255) }
    }

    private static func clamped(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }

    /// The name pictures know for a system colour a set refers to (`systemRedColor` → `red`,
    /// `labelColor` → `primary`, `systemGroupedBackgroundColor` → `systemGroupedBackground`).
    static func systemColourName(_ reference: String) -> String {
        var name = reference
        if name.hasSuffix("Color") { name.removeLast("Color".count) }
        // `systemRed` is SwiftUI's `red`; `systemGroupedBackground` keeps its name, which pictures know.
        let base = name.dropFirst("system".count)
        if name.hasPrefix("system"), case let colour = base.prefix(1).lowercased() + base.dropFirst(), Self.swiftUIColourNames.contains(colour) {
            name = colour
        }
        switch name {
        case "label": return "primary"
        case "secondaryLabel": return "secondary"
        case "grey": return "gray"
        default: return name
        }
    }

    /// SwiftUI's colours that UIKit names `system…` (`systemRed`).
    static let swiftUIColourNames: Set<String> = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo",
                                                   "purple", "pink", "brown", "gray"]

    /// The values of the colour sets that have one, by name (`Color("brandBlue")`).
    var colourValues: [String: String] {
        Dictionary(colors.compactMap { colour in colour.value.map { (colour.name, $0) } }, uniquingKeysWith: { first, _ in first })
    }
}
