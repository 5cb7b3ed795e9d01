// UIKit's appearance proxies as apps set them up in their `App`'s `init` (the navigation bar's
// title colours, the tab bar's tint, a segmented picker's fonts): `UINavigationBar.appearance()`
// and the bars' appearance objects; `UITextView.appearance().backgroundColor = .clear` behind a
// `TextEditor`. They change how views are drawn, not where they go, so the values are kept and
// never read; each `appearance()` is a fresh object of its class (an override per class, so that
// `UIPageControl.appearance()` has the page control's properties).
import Foundation

/// Keys of text attributes (UIKit's additions to `NSAttributedString.Key`) that bar and control
/// appearances take.
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

/// What holds views styled through `appearance(whenContainedInInstancesOf:)` (UIKit's
/// `UIAppearanceContainer`): views and view controllers.
public protocol UIAppearanceContainer: AnyObject {}
extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

extension UIControl {
    /// A control's states (UIKit's `UIControl.State`), which its title attributes are set for.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }
}

/// The segmented control a segmented `Picker` is drawn with (UIKit's `UISegmentedControl`).
open class UISegmentedControl: UIControl, @unchecked Sendable {
    open override class func appearance() -> UISegmentedControl { UISegmentedControl() }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UISegmentedControl { UISegmentedControl() }
    open var selectedSegmentIndex = 0
    open var selectedSegmentTintColor: UIColor?
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
}

/// How a bar looks (UIKit's `UIBarAppearance`): a background and a shadow, kept, never drawn.
open class UIBarAppearance: @unchecked Sendable {
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var shadowColor: UIColor?
    open var backgroundEffect: UIBlurEffect?

    public init() {}
    open func configureWithDefaultBackground() {}
    open func configureWithOpaqueBackground() {}
    open func configureWithTransparentBackground() {}
}

/// A navigation bar's appearance (UIKit's `UINavigationBarAppearance`).
open class UINavigationBarAppearance: UIBarAppearance, @unchecked Sendable {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open func setBackIndicatorImage(_ image: UIImage?, transitionMaskImage: UIImage?) {}
}

/// A tab bar's appearance (UIKit's `UITabBarAppearance`).
open class UITabBarAppearance: UIBarAppearance, @unchecked Sendable {
    open var selectionIndicatorTintColor: UIColor?
}

/// The navigation bar of a `NavigationStack` (UIKit's `UINavigationBar`).
open class UINavigationBar: UIView, @unchecked Sendable {
    open override class func appearance() -> UINavigationBar { UINavigationBar() }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UINavigationBar { UINavigationBar() }
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var prefersLargeTitles = false
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var standardAppearance = UINavigationBarAppearance()
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    open func setBackgroundImage(_ image: UIImage?, for barMetrics: UIBarMetrics) {}
    open var shadowImage: UIImage?
}

/// The tab bar of a `TabView` (UIKit's `UITabBar`).
open class UITabBar: UIView, @unchecked Sendable {
    open override class func appearance() -> UITabBar { UITabBar() }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UITabBar { UITabBar() }
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
    open var isTranslucent = true
    open var standardAppearance = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance?
    open var backgroundImage: UIImage?
    open var shadowImage: UIImage?
}

/// A bar's button (UIKit's `UIBarButtonItem`), styled through its appearance proxy.
open class UIBarButtonItem: @unchecked Sendable {
    open var tintColor: UIColor?
    open var title: String?
    public init() {}
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
    /// The proxy apps style every bar button through.
    public static func appearance() -> UIBarButtonItem { UIBarButtonItem() }
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIBarButtonItem {
        UIBarButtonItem()
    }
}

/// The table view a `List` is drawn with (UIKit's `UITableView`): apps clear its background
/// through the appearance proxy (before `scrollContentBackground(_:)`).
open class UITableView: UIScrollView, @unchecked Sendable {
    open override class func appearance() -> UITableView { UITableView() }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UITableView { UITableView() }
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    open var separatorColor: UIColor?
}

/// A table view's row (UIKit's `UITableViewCell`), styled through its appearance proxy.
open class UITableViewCell: UIView, @unchecked Sendable {
    open override class func appearance() -> UITableViewCell { UITableViewCell() }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UITableViewCell { UITableViewCell() }
    /// The line between rows (UIKit's `UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Int, Sendable { case none, singleLine }
    open var selectionStyle = 0
}

/// Bar metrics (UIKit's `UIBarMetrics`).
public enum UIBarMetrics: Int, Sendable { case `default`, compact, defaultPrompt, compactPrompt }
