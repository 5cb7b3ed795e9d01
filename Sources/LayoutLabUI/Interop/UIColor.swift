// UIKit's semantic colors that SwiftUI views name (`import UIKit` imports this library): visual only.
import LayoutEngine

/// UIKit's semantic colors, for `Color(.systemBackground)` and `Color(uiColor: .label)` (visual only).
public struct UIColor: Hashable, Sendable {
    let name: String
    public init(named name: String) { self.name = name }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { name = "rgb(\(red), \(green), \(blue))" }
    public static let systemBackground = UIColor(named: "systemBackground")
    public static let secondarySystemBackground = UIColor(named: "secondarySystemBackground")
    public static let tertiarySystemBackground = UIColor(named: "tertiarySystemBackground")
    public static let systemGroupedBackground = UIColor(named: "systemGroupedBackground")
    public static let secondarySystemGroupedBackground = UIColor(named: "secondarySystemGroupedBackground")
    public static let systemFill = UIColor(named: "systemFill")
    public static let secondarySystemFill = UIColor(named: "secondarySystemFill")
    public static let tertiarySystemFill = UIColor(named: "tertiarySystemFill")
    public static let label = UIColor(named: "label")
    public static let secondaryLabel = UIColor(named: "secondaryLabel")
    public static let tertiaryLabel = UIColor(named: "tertiaryLabel")
    public static let separator = UIColor(named: "separator")
    public static let opaqueSeparator = UIColor(named: "opaqueSeparator")
    public static let systemGray = UIColor(named: "systemGray")
    public static let systemGray2 = UIColor(named: "systemGray2")
    public static let systemGray3 = UIColor(named: "systemGray3")
    public static let systemGray4 = UIColor(named: "systemGray4")
    public static let systemGray5 = UIColor(named: "systemGray5")
    public static let systemGray6 = UIColor(named: "systemGray6")
    public static let systemBlue = UIColor(named: "systemBlue")
    public static let systemRed = UIColor(named: "systemRed")
    public static let systemGreen = UIColor(named: "systemGreen")
    public static let systemOrange = UIColor(named: "systemOrange")
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
