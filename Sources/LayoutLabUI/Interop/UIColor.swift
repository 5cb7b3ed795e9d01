// UIKit's semantic colors that SwiftUI views name (`import UIKit` imports this library): visual only.
import LayoutEngine

/// UIKit's semantic colors, for `Color(.systemBackground)` and `Color(uiColor: .label)` (visual only).
public struct UIColor: Hashable, Sendable {
    let name: String
    /// A colour drawn by `name` (a system colour's name, or components as `rgb(r, g, b)`).
    init(name: String) { self.name = name }
    /// A colour of the app's asset catalog (UIKit's failable `init?(named:)`): nil for a name the
    /// catalog does not have, when `layoutlab run` found the app's catalog colours (`_AppColours`),
    /// as UIKit answers; without a catalog every name may be the app's.
    public init?(named name: String) {
        guard _AppColours.mayHold(name) else { return nil }
        self.name = name
    }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { name = "rgb(\(red), \(green), \(blue))" }

    /// The colour's red, green, blue and alpha components (UIKit's `getRed(_:green:blue:alpha:)`):
    /// known for a colour made of components (`Color(red:green:blue:)`, `Color(white:)`), one of
    /// the app's catalog, or named black, white or clear; false for the others, drawn by name.
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        // A catalog colour's components are its value's.
        let name = _AppColours.drawn(name)
        let numbers = name.split { !"0123456789.-".contains($0) }.compactMap { Double($0) }
        let components: [Double]
        switch name {
        case _ where name.hasPrefix("rgb(") && numbers.count >= 3: components = [numbers[0], numbers[1], numbers[2], 1]
        case _ where name.hasPrefix("white(") && numbers.count >= 1: components = [numbers[0], numbers[0], numbers[0], 1]
        case "black": components = [0, 0, 0, 1]
        case "white": components = [1, 1, 1, 1]
        case "clear": components = [0, 0, 0, 0]
        default: return false
        }
        red?.pointee = CGFloat(components[0])
        green?.pointee = CGFloat(components[1])
        blue?.pointee = CGFloat(components[2])
        alpha?.pointee = CGFloat(components[3])
        return true
    }

    /// The colour's hue, saturation, brightness and alpha (UIKit's
    /// `getHue(_:saturation:brightness:alpha:)`), each 0...1, from its components where
    /// `getRed(_:green:blue:alpha:)` knows them; false for the others.
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        guard getRed(&r, green: &g, blue: &b, alpha: &a) else { return false }
        let high = max(r, g, b), range = high - min(r, g, b)
        var h: CGFloat = 0
        if range > 0 {
            switch high {
            case r: h = (g - b) / range
            case g: h = 2 + (b - r) / range
            default: h = 4 + (r - g) / range
            }
            h = (h / 6).truncatingRemainder(dividingBy: 1)
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = high > 0 ? range / high : 0
        brightness?.pointee = high
        alpha?.pointee = a
        return true
    }
    public static let systemBackground = UIColor(name: "systemBackground")
    public static let secondarySystemBackground = UIColor(name: "secondarySystemBackground")
    public static let tertiarySystemBackground = UIColor(name: "tertiarySystemBackground")
    public static let systemGroupedBackground = UIColor(name: "systemGroupedBackground")
    public static let secondarySystemGroupedBackground = UIColor(name: "secondarySystemGroupedBackground")
    public static let systemFill = UIColor(name: "systemFill")
    public static let secondarySystemFill = UIColor(name: "secondarySystemFill")
    public static let tertiarySystemFill = UIColor(name: "tertiarySystemFill")
    public static let label = UIColor(name: "label")
    public static let secondaryLabel = UIColor(name: "secondaryLabel")
    public static let tertiaryLabel = UIColor(name: "tertiaryLabel")
    public static let separator = UIColor(name: "separator")
    public static let opaqueSeparator = UIColor(name: "opaqueSeparator")
    public static let systemGray = UIColor(name: "systemGray")
    public static let systemGray2 = UIColor(name: "systemGray2")
    public static let systemGray3 = UIColor(name: "systemGray3")
    public static let systemGray4 = UIColor(name: "systemGray4")
    public static let systemGray5 = UIColor(name: "systemGray5")
    public static let systemGray6 = UIColor(name: "systemGray6")
    public static let systemBlue = UIColor(name: "systemBlue")
    public static let systemRed = UIColor(name: "systemRed")
    public static let systemGreen = UIColor(name: "systemGreen")
    public static let systemOrange = UIColor(name: "systemOrange")
}

/// The type of `#colorLiteral(red:green:blue:alpha:)`, as UIKit makes it on iOS: a `UIColor`, which
/// goes where a `Color` is expected through `Color(_:)`.
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {
    /// The colour of a `#colorLiteral(red:green:blue:alpha:)`.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
