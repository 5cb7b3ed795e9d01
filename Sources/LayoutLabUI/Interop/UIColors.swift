// More of UIKit's colours (`UIColor`, UIColor.swift): fixed, named and component colours, for
// `Color(uiColor:)` and `Color(.systemPink)`. Visual only.

extension UIColor {
    public init(white: CGFloat, alpha: CGFloat) { self.init(named: "white(\(white))") }
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(named: "hsb(\(hue), \(saturation), \(brightness))")
    }
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// A colour that depends on the traits: the light appearance's.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { self = dynamicProvider(.current) }
    /// A SwiftUI colour as a UIKit one.
    public init(_ color: Color) { self.init(named: "color") }
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { self.init(named: name) }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }
    public var cgColor: CGColor { CGColor(gray: 0, alpha: 1) }

    public static let black = UIColor(named: "black"), white = UIColor(named: "white"), clear = UIColor(named: "clear")
    public static let red = UIColor(named: "red"), green = UIColor(named: "green"), blue = UIColor(named: "blue")
    public static let cyan = UIColor(named: "cyan"), yellow = UIColor(named: "yellow"), magenta = UIColor(named: "magenta")
    public static let orange = UIColor(named: "orange"), purple = UIColor(named: "purple"), brown = UIColor(named: "brown")
    public static let gray = UIColor(named: "gray"), darkGray = UIColor(named: "darkGray"), lightGray = UIColor(named: "lightGray")
    public static let systemPink = UIColor(named: "systemPink"), systemPurple = UIColor(named: "systemPurple")
    public static let systemYellow = UIColor(named: "systemYellow"), systemTeal = UIColor(named: "systemTeal")
    public static let systemIndigo = UIColor(named: "systemIndigo"), systemMint = UIColor(named: "systemMint")
    public static let systemCyan = UIColor(named: "systemCyan"), systemBrown = UIColor(named: "systemBrown")
    public static let link = UIColor(named: "link"), placeholderText = UIColor(named: "placeholderText")
    public static let quaternaryLabel = UIColor(named: "quaternaryLabel")
    public static let tertiarySystemGroupedBackground = UIColor(named: "tertiarySystemGroupedBackground")
    public static let quaternarySystemFill = UIColor(named: "quaternarySystemFill")
    public static let lightText = UIColor(named: "lightText"), darkText = UIColor(named: "darkText")
    public static let tintColor = UIColor(named: "tintColor")
}
