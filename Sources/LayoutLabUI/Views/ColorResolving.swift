// `Color.resolve(in:)` (iOS 17): a colour's values in an environment. System colours take the
// values iOS gives them in the environment's colour scheme at standard contrast (the engine's
// `SystemColours` table, which pictures draw with too: red R255 G59 B48 in light mode and
// R255 G69 B58 in dark; the secondary label R60 G60 B67 at 60% and R235 G235 B245 at 60%).
// `primary` is black in light mode and white in dark, the accent colour is blue. A colour made of
// components, or one of the app's catalog (its light value), is its components; a colour layoutlab
// has no values for (a Core Graphics colour, a style) resolves to the primary colour.
import Foundation
import LayoutEngine

extension Color {
    /// The colour's values in `environment` (its colour scheme): see the file header.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        var resolved = Self.values(of: name, dark: environment.colorScheme == .dark)
        resolved.opacity *= Float(opacity)
        return resolved
    }

    /// The values of the colour named `name` (a `Color.name`).
    static func values(of name: String, dark: Bool) -> Resolved {
        if let value = SystemColours.value(named: name, dark: dark) {
            return Resolved(red: Float(value.red / 255), green: Float(value.green / 255), blue: Float(value.blue / 255),
                            opacity: Float(value.opacity))
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
