// UIKit's views and controllers, which a SwiftUI view file may name (extensions of `UIView`, a
// hosting controller): layoutlab lays out SwiftUI views only, so each says at its line what to
// write instead. The window and its scene are the preview's iPhone's (real code reads the safe
// area through them).

/// Not supported: a UIKit view has no layout layoutlab can know.
@available(*, unavailable, message: "UIKit views cannot be laid out by layoutlab; stand in a SwiftUI view of the size it would take, e.g. Color.gray.frame(height: 200)")
open class UIView {}

/// Not supported: a UIKit view controller has no layout layoutlab can know.
@available(*, unavailable, message: "UIKit view controllers cannot be laid out by layoutlab; lay out the SwiftUI view it would show")
open class UIViewController {}

/// Not supported: SwiftUI views are laid out directly, not hosted in UIKit.
@available(*, unavailable, message: "layoutlab lays out SwiftUI views directly: use the root view itself (a #Preview of it)")
open class UIHostingController<Content> {}

/// A scene of the app (UIKit's `UIScene`): the one window scene a preview's iPhone has.
open class UIScene: Hashable, @unchecked Sendable {
    /// Whether the scene is on screen (UIKit's `UIScene.ActivationState`): always in the foreground.
    public enum ActivationState: Int, Hashable, Sendable { case unattached, foregroundActive, foregroundInactive, background }
    public var activationState: ActivationState { .foregroundActive }
    init() {}
    public static func == (a: UIScene, b: UIScene) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The preview's window scene (UIKit's `UIWindowScene`): one window the size of an iPhone 14's
/// screen. Real code reads the safe area through it (`scene.windows.first?.safeAreaInsets.top`).
public final class UIWindowScene: UIScene, @unchecked Sendable {
    /// The one window scene.
    static let preview = UIWindowScene()
    public var windows: [UIWindow] { [UIWindow.preview] }
    public var keyWindow: UIWindow? { UIWindow.preview }
    public var screen: UIScreen { UIScreen.main }
    public var interfaceOrientation: UIInterfaceOrientation { .portrait }
    public var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }
}

/// The preview's window (UIKit's `UIWindow`): an iPhone 14's screen, 390 × 844, with its safe area
/// insets, 47 points of status bar above and 34 of home indicator below (the preview's, see
/// `PreviewTrait.defaultSafeArea`).
public final class UIWindow: @unchecked Sendable {
    static let preview = UIWindow()
    public var bounds: CGRect { UIScreen.main.bounds }
    public var frame: CGRect { UIScreen.main.bounds }
    public var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0) }
    public var isKeyWindow: Bool { true }
    public var windowScene: UIWindowScene? { UIWindowScene.preview }
    public var screen: UIScreen { UIScreen.main }
    public func endEditing(_ force: Bool) -> Bool { true }
}

/// The status bar's place (UIKit's `UIStatusBarManager`): the top 47 points of the screen.
public final class UIStatusBarManager: @unchecked Sendable {
    public var statusBarFrame: CGRect { CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 47) }
    public var isStatusBarHidden: Bool { false }
}

/// An interface orientation (UIKit's `UIInterfaceOrientation`): previews are in portrait.
public enum UIInterfaceOrientation: Int, Hashable, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
