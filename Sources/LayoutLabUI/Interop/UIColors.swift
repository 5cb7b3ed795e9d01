// More of UIKit's colours (`UIColor`, UIColor.swift): fixed, named and component colours, for
// `Color(uiColor:)` and `Color(.systemPink)`. Visual only.

extension UIColor {
    public init(white: CGFloat, alpha: CGFloat) { self.init(name: "white(\(white))") }
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(name: "hsb(\(hue), \(saturation), \(brightness))")
    }
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// A colour that depends on the traits: the light appearance's.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { self = dynamicProvider(.current) }
    /// A SwiftUI colour as a UIKit one.
    public init(_ color: Color) { self.init(name: "color") }
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { self.init(named: name) }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }
    public var cgColor: CGColor { CGColor(gray: 0, alpha: 1) }

    // UIKit's fixed colours are the components Apple's UIColor reference gives each class property
    // ("A color object with RGB values of 1.0, 0.0, and 0.0" for `red`; `gray` "a grayscale
    // value of 0.5", `darkGray` 1/3, `lightGray` 2/3), not SwiftUI's adaptive colours of the same
    // names: `Color(UIColor.red)` is #FF0000 where `Color.red` is systemRed, #FF3B30.
    public static let black = UIColor(name: "black"), white = UIColor(name: "white"), clear = UIColor(name: "clear")
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let systemPink = UIColor(name: "systemPink"), systemPurple = UIColor(name: "systemPurple")
    public static let systemYellow = UIColor(name: "systemYellow"), systemTeal = UIColor(name: "systemTeal")
    public static let systemIndigo = UIColor(name: "systemIndigo"), systemMint = UIColor(name: "systemMint")
    public static let systemCyan = UIColor(name: "systemCyan"), systemBrown = UIColor(name: "systemBrown")
    public static let link = UIColor(name: "link"), placeholderText = UIColor(name: "placeholderText")
    public static let quaternaryLabel = UIColor(name: "quaternaryLabel")
    public static let tertiarySystemGroupedBackground = UIColor(name: "tertiarySystemGroupedBackground")
    public static let quaternarySystemFill = UIColor(name: "quaternarySystemFill")
    public static let lightText = UIColor(name: "lightText"), darkText = UIColor(name: "darkText")
    public static let tintColor = UIColor(name: "tintColor")
}
