// UIKit's device facts that pasted views read (`UIScreen.main.bounds`, the device idiom), haptics, and
// keyboard shortcuts. A preview's device is an iPhone 14 in portrait (`Preview.defaultScreen`
// and its safe area), so that is the screen reported, whatever an experiment proposes; a view that
// sizes itself from the screen is laid out as on that phone. Shortcuts act on key presses after
// layout and change nothing.

/// The device's screen (UIKit's `UIScreen`): an iPhone 14's, 390 × 844 points at 3 pixels a point.
public final class UIScreen: Sendable {
    public static let main = UIScreen()

    public let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    public let scale: CGFloat = 3
    public let nativeScale: CGFloat = 3
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
}

/// The kind of device (UIKit's `UIUserInterfaceIdiom`).
public enum UIUserInterfaceIdiom: Hashable, Sendable {
    case unspecified, phone, pad, tv, carPlay, mac, vision
}

/// The device (UIKit's `UIDevice`): an iPhone.
public final class UIDevice: Sendable {
    public static let current = UIDevice()

    public let userInterfaceIdiom = UIUserInterfaceIdiom.phone
    public let name = "iPhone"
    public let model = "iPhone"
    public let systemName = "iOS"
    public let systemVersion = "17.0"
    /// Portrait, as the preview's iPhone is held.
    public var orientation: UIDeviceOrientation { .portrait }
    public var isGeneratingDeviceOrientationNotifications: Bool { false }
    public func beginGeneratingDeviceOrientationNotifications() {}
    public func endGeneratingDeviceOrientationNotifications() {}
    /// Posted when the device turns (never here).
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}

/// How the device is held (UIKit's `UIDeviceOrientation`).
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// A key of a keyboard shortcut (SwiftUI's `KeyEquivalent`).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public let character: Character

    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }

    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{7F}")
    public static let space = KeyEquivalent(" ")
    public static let tab = KeyEquivalent("\t")
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// Modifier keys of a shortcut (SwiftUI's `EventModifiers`).
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock = EventModifiers(rawValue: 1)
    public static let shift = EventModifiers(rawValue: 2)
    public static let control = EventModifiers(rawValue: 4)
    public static let option = EventModifiers(rawValue: 8)
    public static let command = EventModifiers(rawValue: 16)
    public static let numericPad = EventModifiers(rawValue: 32)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// A key and its modifiers (SwiftUI's `KeyboardShortcut`).
public struct KeyboardShortcut: Hashable, Sendable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

extension View {
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> Self { self }
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> Self { self }
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> Self { self }
}

/// Haptic taps that button actions play (UIKit's `UIImpactFeedbackGenerator`); no action runs
/// while a view is laid out, and nothing plays.
public final class UIImpactFeedbackGenerator {
    /// How strong the tap feels.
    public enum FeedbackStyle: Hashable, Sendable { case light, medium, heavy, soft, rigid }

    public init(style: FeedbackStyle = .medium) {}
    public func prepare() {}
    public func impactOccurred() {}
    public func impactOccurred(intensity: CGFloat) {}
}

/// Success, warning and error haptics (UIKit's `UINotificationFeedbackGenerator`); nothing plays.
public final class UINotificationFeedbackGenerator {
    /// Which outcome the haptic tells.
    public enum FeedbackType: Hashable, Sendable { case success, warning, error }

    public init() {}
    public func prepare() {}
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// The haptic of a changed selection (UIKit's `UISelectionFeedbackGenerator`); nothing plays.
public final class UISelectionFeedbackGenerator {
    public init() {}
    public func prepare() {}
    public func selectionChanged() {}
}

/// The accessibility settings UIKit reports (`UIAccessibility`), as a preview's device has them:
/// every one off (a preview's default), so code that reads them lays out its usual views.
public enum UIAccessibility {
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isVoiceOverRunning: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }
    public static var buttonShapesEnabled: Bool { false }
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
}
