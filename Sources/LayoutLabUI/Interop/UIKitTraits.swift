// UIKit's traits as SwiftUI code reads them: the preview iPhone's (`UITraitCollection`, UIKit.swift,
// has its style and size classes), the mutable traits of iOS 17 and the environment keys bridged
// to them. A key bridged to UIKit's traits (`UITraitBridgedEnvironmentKey`) that nothing set in the
// SwiftUI environment reads its value from the current traits, as a hosting controller passes its
// trait collection into SwiftUI's environment: a key whose `read(from:)` asks
// `userInterfaceIdiom == .phone` is true here.
import LayoutEngine

extension UITraitCollection {
    /// The kind of device: an iPhone.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// Left to right, as in English.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { .leftToRight }
    /// The text size the user chose: iOS's default, large.
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }
    /// The level of content: the base level (not a presented sheet).
    public var userInterfaceLevel: UIUserInterfaceLevel { .base }
    public var accessibilityContrast: UIAccessibilityContrast { .normal }
    public var legibilityWeight: UILegibilityWeight { .regular }
    public var displayGamut: UIDisplayGamut { .P3 }
}

/// Which way text runs (UIKit's `UITraitEnvironmentLayoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable { case unspecified = -1, leftToRight, rightToLeft }

/// The level of content (UIKit's `UIUserInterfaceLevel`).
public enum UIUserInterfaceLevel: Int, Hashable, Sendable { case unspecified = -1, base, elevated }

/// Whether colours are shown with more contrast (UIKit's `UIAccessibilityContrast`).
public enum UIAccessibilityContrast: Int, Hashable, Sendable { case unspecified = -1, normal, high }

/// Whether text is bold (UIKit's `UILegibilityWeight`).
public enum UILegibilityWeight: Int, Hashable, Sendable { case unspecified = -1, regular, bold }

/// The screen's colour range (UIKit's `UIDisplayGamut`).
public enum UIDisplayGamut: Int, Hashable, Sendable { case unspecified = -1, SRGB, P3 }

/// The user's text size (UIKit's `UIContentSizeCategory`).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
}

/// Traits being written (UIKit's `UIMutableTraits`, iOS 17): what a bridged key's `write(to:value:)`
/// sets. Nothing here reads them back into a trait collection.
public protocol UIMutableTraits {
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    var displayScale: CGFloat { get set }
}

/// An environment key bridged to UIKit's traits (SwiftUI's `UITraitBridgedEnvironmentKey`, iOS 17):
/// unset in the environment, it reads from the current traits (see the file header).
public protocol UITraitBridgedEnvironmentKey: EnvironmentKey {
    /// The value in `traitCollection`.
    static func read(from traitCollection: UITraitCollection) -> Value
    /// Writes `value` into UIKit's traits.
    static func write(to mutableTraits: inout any UIMutableTraits, value: Value)
}

extension EnvironmentValues {
    /// The value of a key nothing set: a bridged key's from the current traits, else its default.
    static func unsetValue<K: EnvironmentKey>(of key: K.Type) -> K.Value {
        guard let bridged = key as? any UITraitBridgedEnvironmentKey.Type else { return K.defaultValue }
        return bridged.read(from: .current) as? K.Value ?? K.defaultValue
    }
}
