// AppKit's colours as Mac SwiftUI code names them (`Color(nsColor: .windowBackgroundColor)`; SwiftUI
// on macOS imports AppKit): its system and semantic colours, named, for `Color(nsColor:)`. Visual
// only, as UIKit's (UIColor.swift): a colour changes how a view is drawn, not where it goes.
import LayoutEngine

/// An AppKit colour (AppKit's `NSColor`): a name the library draws by.
public struct NSColor: Hashable, Sendable {
    let name: String
    init(name: String) { self.name = name }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { name = "rgb(\(red), \(green), \(blue))" }
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { name = "rgb(\(red), \(green), \(blue))" }
    public init(white: CGFloat, alpha: CGFloat) { name = "white(\(white))" }
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        name = "hsb(\(hue), \(saturation), \(brightness))"
    }
    /// A colour of the app's asset catalog, nil for a name it does not have (as `UIColor(named:)`).
    public init?(named name: String) {
        guard let color = UIColor(named: name) else { return nil }
        self.name = color.name
    }
    /// A SwiftUI colour as an AppKit one.
    public init(_ color: Color) { name = "color" }

    public func withAlphaComponent(_ alpha: CGFloat) -> NSColor { self }

    // Fixed colours.
    public static let black = NSColor(name: "black"), white = NSColor(name: "white"), clear = NSColor(name: "clear")
    public static let red = NSColor(name: "red"), green = NSColor(name: "green"), blue = NSColor(name: "blue")
    public static let orange = NSColor(name: "orange"), yellow = NSColor(name: "yellow"), purple = NSColor(name: "purple")
    public static let brown = NSColor(name: "brown"), cyan = NSColor(name: "cyan"), magenta = NSColor(name: "magenta")
    public static let gray = NSColor(name: "gray"), darkGray = NSColor(name: "darkGray"), lightGray = NSColor(name: "lightGray")

    // System colours.
    public static let systemRed = NSColor(name: "systemRed"), systemGreen = NSColor(name: "systemGreen")
    public static let systemBlue = NSColor(name: "systemBlue"), systemOrange = NSColor(name: "systemOrange")
    public static let systemYellow = NSColor(name: "systemYellow"), systemPink = NSColor(name: "systemPink")
    public static let systemPurple = NSColor(name: "systemPurple"), systemTeal = NSColor(name: "systemTeal")
    public static let systemIndigo = NSColor(name: "systemIndigo"), systemBrown = NSColor(name: "systemBrown")
    public static let systemMint = NSColor(name: "systemMint"), systemCyan = NSColor(name: "systemCyan")
    public static let systemGray = NSColor(name: "systemGray")

    // Semantic colours of windows, controls and text.
    public static let windowBackgroundColor = NSColor(name: "windowBackgroundColor")
    public static let underPageBackgroundColor = NSColor(name: "underPageBackgroundColor")
    public static let controlBackgroundColor = NSColor(name: "controlBackgroundColor")
    public static let textBackgroundColor = NSColor(name: "textBackgroundColor")
    public static let controlColor = NSColor(name: "controlColor"), controlTextColor = NSColor(name: "controlTextColor")
    public static let controlAccentColor = NSColor(name: "controlAccentColor")
    public static let textColor = NSColor(name: "textColor"), labelColor = NSColor(name: "labelColor")
    public static let secondaryLabelColor = NSColor(name: "secondaryLabelColor")
    public static let tertiaryLabelColor = NSColor(name: "tertiaryLabelColor")
    public static let quaternaryLabelColor = NSColor(name: "quaternaryLabelColor")
    public static let placeholderTextColor = NSColor(name: "placeholderTextColor")
    public static let separatorColor = NSColor(name: "separatorColor"), gridColor = NSColor(name: "gridColor")
    public static let linkColor = NSColor(name: "linkColor"), selectedTextBackgroundColor = NSColor(name: "selectedTextBackgroundColor")
    public static let selectedContentBackgroundColor = NSColor(name: "selectedContentBackgroundColor")
    public static let unemphasizedSelectedContentBackgroundColor = NSColor(name: "unemphasizedSelectedContentBackgroundColor")
    public static let alternatingContentBackgroundColors = [NSColor(name: "alternatingContentBackground0"),
                                                            NSColor(name: "alternatingContentBackground1")]
    public static let shadowColor = NSColor(name: "shadowColor"), headerTextColor = NSColor(name: "headerTextColor")
    public static let windowFrameTextColor = NSColor(name: "windowFrameTextColor")
    public static let systemFill = NSColor(name: "systemFill"), secondarySystemFill = NSColor(name: "secondarySystemFill")
    public static let tertiarySystemFill = NSColor(name: "tertiarySystemFill")
    public static let quaternarySystemFill = NSColor(name: "quaternarySystemFill")
}

extension Color {
    /// An AppKit colour (`Color(nsColor: .windowBackgroundColor)`), named after it.
    public init(nsColor: NSColor) { self.init(name: nsColor.name) }
}
