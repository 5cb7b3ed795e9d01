// `Color.resolve(in:)` (iOS 17): a colour's values in an environment. System colours take the
// values iOS gives them in the environment's colour scheme at standard contrast [Apple's Human
// Interface Guidelines, Color: the iOS system colours' light and dark values, e.g. red
// R255 G59 B48 and R255 G69 B58; the secondary label is R60 G60 B67 at 60% in light mode and
// R235 G235 B245 at 60% in dark]. `primary` is black in light mode and white in dark, the accent
// colour is blue. A colour made of components, or one of the app's catalog (its light value), is
// its components; a colour layoutlab has no values for (a Core Graphics colour, a style) resolves
// to the primary colour.
import Foundation

extension Color {
    /// The colour's values in `environment` (its colour scheme): see the file header.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        var resolved = Self.values(of: name, dark: environment.colorScheme == .dark)
        resolved.opacity *= Float(opacity)
        return resolved
    }

    /// The values of the colour named `name` (a `Color.name`).
    static func values(of name: String, dark: Bool) -> Resolved {
        let system = name.hasPrefix("system") ? name.dropFirst("system".count).prefix(1).lowercased()
            + name.dropFirst("system".count + 1) : name
        if let pair = SystemColourValues.table[name] ?? SystemColourValues.table[system] {
            return (dark ? pair.dark : pair.light).resolved
        }
        let drawn = _AppColours.drawn(name)
        let numbers = drawn.split { !"0123456789.-".contains($0) }.compactMap { Float($0) }
        if drawn.hasPrefix("rgb("), numbers.count >= 3 {
            return Resolved(red: numbers[0], green: numbers[1], blue: numbers[2])
        }
        if drawn.hasPrefix("white("), let white = numbers.first {
            return Resolved(red: white, green: white, blue: white)
        }
        if drawn.hasPrefix("hsb("), numbers.count >= 3 {
            return hsb(numbers[0], numbers[1], numbers[2])
        }
        return values(of: "primary", dark: dark)
    }

    /// The sRGB colour of a hue, saturation and brightness, each from 0 to 1.
    static func hsb(_ hue: Float, _ saturation: Float, _ brightness: Float) -> Resolved {
        let sector = (hue - hue.rounded(.down)) * 6
        let index = Int(sector) % 6, fraction = sector - sector.rounded(.down)
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * fraction)
        let t = brightness * (1 - saturation * (1 - fraction)), v = brightness
        let (r, g, b) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][index]
        return Resolved(red: r, green: g, blue: b)
    }
}

/// iOS's system colours in light and dark mode at standard contrast (see ColorResolving.swift's
/// header), by `Color.name` (UIKit's `systemRed` is `red`).
enum SystemColourValues {
    /// One colour's sRGB bytes and opacity.
    struct Value {
        let red: Float, green: Float, blue: Float, opacity: Float

        init(_ red: Float, _ green: Float, _ blue: Float, _ opacity: Float = 1) {
            (self.red, self.green, self.blue, self.opacity) = (red, green, blue, opacity)
        }

        var resolved: Color.Resolved {
            Color.Resolved(red: red / 255, green: green / 255, blue: blue / 255, opacity: opacity)
        }
    }

    static let table: [String: (light: Value, dark: Value)] = [
        "red": (Value(255, 59, 48), Value(255, 69, 58)),
        "orange": (Value(255, 149, 0), Value(255, 159, 10)),
        "yellow": (Value(255, 204, 0), Value(255, 214, 10)),
        "green": (Value(52, 199, 89), Value(48, 209, 88)),
        "mint": (Value(0, 199, 190), Value(99, 230, 226)),
        "teal": (Value(48, 176, 199), Value(64, 200, 224)),
        "cyan": (Value(50, 173, 230), Value(100, 210, 255)),
        "blue": (Value(0, 122, 255), Value(10, 132, 255)),
        "accentColor": (Value(0, 122, 255), Value(10, 132, 255)),
        "indigo": (Value(88, 86, 214), Value(94, 92, 230)),
        "purple": (Value(175, 82, 222), Value(191, 90, 242)),
        "pink": (Value(255, 45, 85), Value(255, 55, 95)),
        "brown": (Value(162, 132, 94), Value(172, 142, 104)),
        "gray": (Value(142, 142, 147), Value(142, 142, 147)),
        "systemGray2": (Value(174, 174, 178), Value(99, 99, 102)),
        "systemGray3": (Value(199, 199, 204), Value(72, 72, 74)),
        "systemGray4": (Value(209, 209, 214), Value(58, 58, 60)),
        "systemGray5": (Value(229, 229, 234), Value(44, 44, 46)),
        "systemGray6": (Value(242, 242, 247), Value(28, 28, 30)),
        "black": (Value(0, 0, 0), Value(0, 0, 0)),
        "white": (Value(255, 255, 255), Value(255, 255, 255)),
        "clear": (Value(0, 0, 0, 0), Value(0, 0, 0, 0)),
        "primary": (Value(0, 0, 0), Value(255, 255, 255)),
        "label": (Value(0, 0, 0), Value(255, 255, 255)),
        "secondary": (Value(60, 60, 67, 0.6), Value(235, 235, 245, 0.6)),
        "secondaryLabel": (Value(60, 60, 67, 0.6), Value(235, 235, 245, 0.6)),
        "systemBackground": (Value(255, 255, 255), Value(0, 0, 0)),
        "secondarySystemBackground": (Value(242, 242, 247), Value(28, 28, 30)),
        "tertiarySystemBackground": (Value(255, 255, 255), Value(44, 44, 46)),
        "systemGroupedBackground": (Value(242, 242, 247), Value(0, 0, 0)),
        "secondarySystemGroupedBackground": (Value(255, 255, 255), Value(28, 28, 30)),
        "tertiarySystemGroupedBackground": (Value(242, 242, 247), Value(44, 44, 46)),
    ]
}
