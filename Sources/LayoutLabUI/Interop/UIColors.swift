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

    public static let black = UIColor(name: "black"), white = UIColor(name: "white"), clear = UIColor(name: "clear")
    public static let red = UIColor(name: "red"), green = UIColor(name: "green"), blue = UIColor(name: "blue")
    public static let cyan = UIColor(name: "cyan"), yellow = UIColor(name: "yellow"), magenta = UIColor(name: "magenta")
    public static let orange = UIColor(name: "orange"), purple = UIColor(name: "purple"), brown = UIColor(name: "brown")
    public static let gray = UIColor(name: "gray"), darkGray = UIColor(name: "darkGray"), lightGray = UIColor(name: "lightGray")
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
