// iOS's named colours in light and dark appearance, at standard contrast, in one table that
// `Color.resolve(in:)` (LayoutLabUI) and the pictures (Reports) both read.
//
// The system colours and the six grays are the values Apple's Human Interface Guidelines publish
// [HIG, Color (developer.apple.com/design/human-interface-guidelines/color): "System colors" and
// "iOS, iPadOS system gray colors", default light and default dark; e.g. blue R0 G122 B255 and
// R10 G132 B255, systemGray6 R242 G242 B247 and R28 G28 B30]. The HIG names the dynamic element
// colours (labels, fills, backgrounds, separators) without values: theirs are what UIKit resolves
// them to in each appearance at the base level [UIColor.label, .secondaryLabel, .systemFill,
// .systemGroupedBackground, .separator, … as `resolvedColor(with:)` gives them on iOS 13 to 18: the
// secondary label R60 G60 B67 at 60 % in light and R235 G235 B245 at 60 % in dark, the grouped
// background R242 G242 B247 and R0 G0 B0, the separator R60 G60 B67 at 29 % and R84 G84 B88 at 60 %].
// SwiftUI's names are UIKit's: `Color.primary` is the label, `.secondary` the secondary label,
// `.tertiary` and `.quaternary` the tertiary and quaternary labels, `Color.blue` is `systemBlue`.

/// iOS's named colours (see the file header).
public enum SystemColours {
    /// One colour's sRGB components (0 ... 255) and opacity (0 ... 1).
    public struct Value: Hashable, Sendable {
        public let red: Double, green: Double, blue: Double, opacity: Double

        public init(_ red: Double, _ green: Double, _ blue: Double, _ opacity: Double = 1) {
            (self.red, self.green, self.blue, self.opacity) = (red, green, blue, opacity)
        }

        /// The colour as it shows over an opaque `background`: a translucent label or fill mixed
        /// with it, an opaque colour itself. Components 0 ... 255, rounded to whole numbers.
        public func over(_ background: Value) -> Value {
            func mix(_ own: Double, _ under: Double) -> Double { (own * opacity + under * (1 - opacity)).rounded(.toNearestOrEven) }
            return Value(mix(red, background.red), mix(green, background.green), mix(blue, background.blue))
        }

        /// `#rrggbb` of the components (the opacity left out).
        public var hex: String {
            "#" + [red, green, blue].map { component in
                let byte = Int(min(max(component, 0), 255).rounded())
                let digits = String(byte, radix: 16)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
        }
    }

    /// The values of the colour named `name` (`blue`, `systemBlue`, `Color.primary`'s `primary`,
    /// UIKit's `secondarySystemGroupedBackground`), light and dark; nil for a name iOS does not give one.
    public static func values(named name: String) -> (light: Value, dark: Value)? {
        if let pair = table[aliases[name] ?? name] { return pair }
        // UIKit's `systemRed` is SwiftUI's `red`, and so on.
        guard name.hasPrefix("system"), case let base = name.dropFirst("system".count), let first = base.first,
              first.isUppercase else { return nil }
        return table[first.lowercased() + base.dropFirst()]
    }

    /// The value of the colour named `name` in the appearance `dark` says, nil when it has none.
    public static func value(named name: String, dark: Bool) -> Value? {
        values(named: name).map { dark ? $0.dark : $0.light }
    }

    /// The background of a screen in each appearance (`systemBackground`): what translucent colours
    /// are mixed with when a picture paints them opaque.
    public static func background(dark: Bool) -> Value { dark ? Value(0, 0, 0) : Value(255, 255, 255) }

    /// Other names of the table's colours.
    private static let aliases: [String: String] = [
        "primary": "label", "secondary": "secondaryLabel", "tertiary": "tertiaryLabel", "quaternary": "quaternaryLabel",
        "grey": "gray", "accent": "accentColor", "tintColor": "accentColor",
    ]

    /// The colours by name, light then dark.
    private static let table: [String: (light: Value, dark: Value)] = [
        // The system colours.
        "red": (Value(255, 59, 48), Value(255, 69, 58)),
        "orange": (Value(255, 149, 0), Value(255, 159, 10)),
        "yellow": (Value(255, 204, 0), Value(255, 214, 10)),
        "green": (Value(52, 199, 89), Value(48, 209, 88)),
        "mint": (Value(0, 199, 190), Value(99, 230, 226)),
        "teal": (Value(48, 176, 199), Value(64, 200, 224)),
        "cyan": (Value(50, 173, 230), Value(100, 210, 255)),
        "blue": (Value(0, 122, 255), Value(10, 132, 255)),
        "indigo": (Value(88, 86, 214), Value(94, 92, 230)),
        "purple": (Value(175, 82, 222), Value(191, 90, 242)),
        "pink": (Value(255, 45, 85), Value(255, 55, 95)),
        "brown": (Value(162, 132, 94), Value(172, 142, 104)),
        // The accent colour is blue unless the app sets its own.
        "accentColor": (Value(0, 122, 255), Value(10, 132, 255)),
        "link": (Value(0, 122, 255), Value(9, 132, 255)),
        // The grays.
        "gray": (Value(142, 142, 147), Value(142, 142, 147)),
        "systemGray2": (Value(174, 174, 178), Value(99, 99, 102)),
        "systemGray3": (Value(199, 199, 204), Value(72, 72, 74)),
        "systemGray4": (Value(209, 209, 214), Value(58, 58, 60)),
        "systemGray5": (Value(229, 229, 234), Value(44, 44, 46)),
        "systemGray6": (Value(242, 242, 247), Value(28, 28, 30)),
        // Fixed colours.
        "black": (Value(0, 0, 0), Value(0, 0, 0)),
        "white": (Value(255, 255, 255), Value(255, 255, 255)),
        "clear": (Value(0, 0, 0, 0), Value(0, 0, 0, 0)),
        "darkText": (Value(0, 0, 0), Value(0, 0, 0)),
        "lightText": (Value(255, 255, 255, 0.6), Value(255, 255, 255, 0.6)),
        // Labels.
        "label": (Value(0, 0, 0), Value(255, 255, 255)),
        "secondaryLabel": (Value(60, 60, 67, 0.6), Value(235, 235, 245, 0.6)),
        "tertiaryLabel": (Value(60, 60, 67, 0.3), Value(235, 235, 245, 0.3)),
        "quaternaryLabel": (Value(60, 60, 67, 0.18), Value(235, 235, 245, 0.16)),
        "placeholderText": (Value(60, 60, 67, 0.3), Value(235, 235, 245, 0.3)),
        // Fills.
        "systemFill": (Value(120, 120, 128, 0.2), Value(120, 120, 128, 0.36)),
        "secondarySystemFill": (Value(120, 120, 128, 0.16), Value(120, 120, 128, 0.32)),
        "tertiarySystemFill": (Value(118, 118, 128, 0.12), Value(118, 118, 128, 0.24)),
        "quaternarySystemFill": (Value(116, 116, 128, 0.08), Value(118, 118, 128, 0.18)),
        // Backgrounds.
        "systemBackground": (Value(255, 255, 255), Value(0, 0, 0)),
        "secondarySystemBackground": (Value(242, 242, 247), Value(28, 28, 30)),
        "tertiarySystemBackground": (Value(255, 255, 255), Value(44, 44, 46)),
        "systemGroupedBackground": (Value(242, 242, 247), Value(0, 0, 0)),
        "secondarySystemGroupedBackground": (Value(255, 255, 255), Value(28, 28, 30)),
        "tertiarySystemGroupedBackground": (Value(242, 242, 247), Value(44, 44, 46)),
        // Separators.
        "separator": (Value(60, 60, 67, 0.29), Value(84, 84, 88, 0.6)),
        "opaqueSeparator": (Value(198, 198, 200), Value(56, 56, 58)),
    ]
}
