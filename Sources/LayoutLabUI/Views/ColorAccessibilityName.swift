// A colour's name read out in a text (iOS 18's `\(accessibilityName: color)` in a `Text` key).
// SwiftUI asks the system for "a localized description of the color for accessibility" [DOC
// `LocalizedStringKey.StringInterpolation.appendInterpolation(accessibilityName:)`; UIKit's
// `UIColor.accessibilityName`], whose wording Apple does not publish. layoutlab writes a
// system colour's own English name (`Color.red` reads "red"), and "color" for any other colour:
// the text is measured with those words.

extension LocalizedStringKey.StringInterpolation {
    /// `Text("Mixing \(accessibilityName: color)")`: the colour's name in the text (see the file header).
    public mutating func appendInterpolation(accessibilityName color: Color) {
        insert(Color.accessibilityNames[color.name] ?? "color")
    }
}

extension Color {
    /// The names of SwiftUI's colours that are a hue or grey of their own, by `Color.name`.
    static let accessibilityNames: [String: String] = [
        "black": "black", "white": "white", "gray": "gray", "red": "red", "orange": "orange",
        "yellow": "yellow", "green": "green", "mint": "mint", "teal": "teal", "cyan": "cyan",
        "blue": "blue", "indigo": "indigo", "purple": "purple", "pink": "pink", "brown": "brown",
        "clear": "clear",
    ]
}
