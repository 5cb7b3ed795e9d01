// UIKit's views and controllers as SwiftUI files name them: in a `UIViewRepresentable`'s
// `makeUIView` (a blur, a web view, a text view), a `UIViewControllerRepresentable`'s controller (a
// share sheet, an image picker), extensions of `UIView`. They exist so that such code compiles;
// nothing is drawn or measured (see `Representables.swift` for how a representable is laid out).
// The window and its scene are the preview's iPhone's (real code reads the safe area through them).
// A hosting controller is not: SwiftUI views are laid out directly.
import Foundation

/// A UIKit view (UIKit's `UIView`): a frame and the properties code sets; never drawn or measured.
open class UIView: UIResponder, @unchecked Sendable {
    open var frame: CGRect
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var isOpaque = true
    open var clipsToBounds = false
    open var isUserInteractionEnabled = true
    open var translatesAutoresizingMaskIntoConstraints = true
    open var autoresizingMask: AutoresizingMask = []
    open var contentMode: ContentMode = .scaleToFill
    /// Light or dark for this view and those inside (appearance only: no size changes).
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?
    /// A view without a size of its own (UIKit's `noIntrinsicMetric` on both axes).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    public static let noIntrinsicMetric: CGFloat = -1

    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?

    /// `rect` (in this view's bounds) in `view`'s coordinates, nil: the window's: the frames of
    /// the views between them added up (views here are not placed on a screen).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `point` (in this view's bounds) in `view`'s coordinates, nil: the window's.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        var point = point
        var current: UIView? = self
        while let next = current, next !== view {
            point.x += next.frame.minX
            point.y += next.frame.minY
            current = next.superview
        }
        return point
    }

    /// The view's layer, of its class's `layerClass` (Core Animation: kept, never drawn).
    open private(set) lazy var layer: CALayer = (Self.layerClass as? CALayer.Type)?.init() ?? CALayer()
    open class var layerClass: AnyClass { CALayer.self }

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }
    public convenience override init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) {
        frame = .zero
        super.init()
    }
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
    /// The proxy apps style every view of a class through (UIKit's `UIAppearance`): a fresh view
    /// of the class, its settings kept and never read (UIKitAppearance.swift).
    open class func appearance() -> UIView { UIView() }
    open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIView { UIView() }
    /// Turns UIKit's animations on or off (apps turn them off for UI tests); nothing animates here.
    open class func setAnimationsEnabled(_ enabled: Bool) {}
    /// Whether UIKit's animations are on.
    open class var areAnimationsEnabled: Bool { true }
    /// Runs `actions` without animation: they run.
    open class func performWithoutAnimation(_ actions: () -> Void) { actions() }

    open func addSubview(_ view: UIView) {
        subviews.append(view)
        view.superview = self
    }
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
    open func layoutSubviews() {}
    /// The gesture recognizers added to the view (they never recognize anything here).
    open var gestureRecognizers: [UIGestureRecognizer]?
    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
        recognizer.view = self
    }
    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === recognizer }
    }
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func setNeedsDisplay() {}
    open func sizeToFit() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { size }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}

    /// Which of its sizes and margins grow with its superview (UIKit's `UIView.AutoresizingMask`).
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1), flexibleWidth = AutoresizingMask(rawValue: 2)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 4), flexibleTopMargin = AutoresizingMask(rawValue: 8)
        public static let flexibleHeight = AutoresizingMask(rawValue: 16), flexibleBottomMargin = AutoresizingMask(rawValue: 32)
    }

    /// The deepest view at `point` (none here: nothing is on screen to be touched).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// How a view's content fills it (UIKit's `UIView.ContentMode`).
    public enum ContentMode: Int, Sendable { case scaleToFill, scaleAspectFit, scaleAspectFill, center, top, bottom, left, right }
}

/// How strongly an Auto Layout view keeps its size (UIKit's `UILayoutPriority`, 1–1000): accepted,
/// constraints are not solved here. A number literal is a priority, as in UIKit.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

/// A text label (UIKit's `UILabel`).
open class UILabel: UIView, @unchecked Sendable {
    open override class func appearance() -> UILabel { UILabel() }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UILabel { UILabel() }
    open var text: String?
    open var attributedText: NSAttributedString?
    open var font: UIFont!
    open var textColor: UIColor!
    open var numberOfLines = 1
    open var textAlignment: NSTextAlignment = .natural
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    /// The width Auto Layout wraps a multi-line label at (0: its own).
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
}

/// How paragraphs of attributed text are set (UIKit's `NSParagraphStyle`): kept, never drawn here.
open class NSParagraphStyle: @unchecked Sendable {
    open var lineSpacing: CGFloat = 0
    open var paragraphSpacing: CGFloat = 0
    open var paragraphSpacingBefore: CGFloat = 0
    open var alignment = NSTextAlignment.natural
    open var firstLineHeadIndent: CGFloat = 0
    open var headIndent: CGFloat = 0
    open var tailIndent: CGFloat = 0
    open var lineHeightMultiple: CGFloat = 0
    open var minimumLineHeight: CGFloat = 0
    open var maximumLineHeight: CGFloat = 0
    open var lineBreakMode = NSLineBreakMode.byWordWrapping
    public init() {}
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }
}

/// A paragraph style to set (UIKit's `NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {}

/// Text alignment (UIKit's `NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

/// An editable text view (UIKit's `UITextView`).
open class UITextView: UIView, @unchecked Sendable {
    open override class func appearance() -> UITextView { UITextView() }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UITextView { UITextView() }
    open var text: String! = ""
    open var attributedText: NSAttributedString!
    open var font: UIFont?
    open var textColor: UIColor?
    open var isEditable = true
    open var isSelectable = true
    open var isScrollEnabled = true
    open var textAlignment: NSTextAlignment = .natural
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    open weak var delegate: (any UITextViewDelegate)?
    /// Whether the keyboard autocorrects: kept as set (no keyboard shows here).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// The return key's title: kept as set.
    open var returnKeyType: UIReturnKeyType = .default
    /// The size of the scrolled text: zero until code sets it (the text is not laid out inside
    /// a UIKit view; a representable's size comes from its frame).
    open var contentSize: CGSize = .zero
}

/// A text view's events (UIKit's `UITextViewDelegate`); never sent here.
public protocol UITextViewDelegate: AnyObject {}

/// An image view (UIKit's `UIImageView`).
open class UIImageView: UIView, @unchecked Sendable {
    open override class func appearance() -> UIImageView { UIImageView() }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIImageView { UIImageView() }
    open var image: UIImage?
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(frame: CGRect) { super.init(frame: frame) }
}

/// A spinning activity indicator (UIKit's `UIActivityIndicatorView`).
open class UIActivityIndicatorView: UIView, @unchecked Sendable {
    open override class func appearance() -> UIActivityIndicatorView { UIActivityIndicatorView() }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIActivityIndicatorView { UIActivityIndicatorView() }
    /// Its size and look (UIKit's `UIActivityIndicatorView.Style`).
    public enum Style: Int, Sendable { case medium, large }
    open var color: UIColor!
    open var hidesWhenStopped = true
    open private(set) var isAnimating = false
    public init(style: Style) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
}

/// A progress bar (UIKit's `UIProgressView`).
open class UIProgressView: UIView, @unchecked Sendable {
    /// Its look (UIKit's `UIProgressView.Style`).
    public enum Style: Int, Sendable { case `default`, bar }
    open var progressViewStyle: Style = .default
    open var progress: Float = 0
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?
    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: .zero)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
}

/// A blur or vibrancy effect (UIKit's `UIVisualEffect`).
open class UIVisualEffect: @unchecked Sendable {
    public init() {}
}

/// A blur (UIKit's `UIBlurEffect`).
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// How strong and tinted (UIKit's `UIBlurEffect.Style`).
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        case systemChromeMaterialLight, systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark
        case systemThickMaterialDark, systemChromeMaterialDark
    }
    public let style: Style
    public init(style: Style) { self.style = style }
}

/// Vibrant content over a blur (UIKit's `UIVibrancyEffect`).
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    public init(blurEffect: UIBlurEffect) {}
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {}
}

/// How vibrant content is drawn (UIKit's `UIVibrancyEffectStyle`).
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// A view showing a visual effect (UIKit's `UIVisualEffectView`).
open class UIVisualEffectView: UIView, @unchecked Sendable {
    open override class func appearance() -> UIVisualEffectView { UIVisualEffectView() }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIVisualEffectView { UIVisualEffectView() }
    open var effect: UIVisualEffect?
    /// Where subviews go.
    public let contentView = UIView(frame: .zero)
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override init(frame: CGRect) { super.init(frame: frame) }
}

/// A scroll view (UIKit's `UIScrollView`).
open class UIScrollView: UIView, @unchecked Sendable {
    open override class func appearance() -> UIScrollView { UIScrollView() }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIScrollView { UIScrollView() }
    open var contentSize: CGSize = .zero
    open var contentOffset: CGPoint = .zero
    open var contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    open var isPagingEnabled = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    open var keyboardDismissMode = KeyboardDismissMode.none
    open weak var delegate: (any UIScrollViewDelegate)?

    /// Moves the content (never animated here: nothing is drawn).
    open func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }

    /// How dragging dismisses the keyboard (UIKit's `UIScrollView.KeyboardDismissMode`).
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }
}

/// A scroll view's events (UIKit's `UIScrollViewDelegate`); never sent here.
public protocol UIScrollViewDelegate: AnyObject {}

/// A UIKit view controller (UIKit's `UIViewController`): its view, its children, and the
/// presentation calls code makes; nothing is presented, so it presents no controller, and the
/// appearance and containment callbacks are there to be overridden, never called by the system.
open class UIViewController: Equatable, @unchecked Sendable {
    open var view: UIView! = UIView(frame: .zero)
    open var title: String?
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open var preferredContentSize: CGSize = .zero
    open var isModalInPresentation = false
    /// The controller containing this one (`addChild(_:)` sets it).
    open private(set) weak var parent: UIViewController?
    open private(set) var children: [UIViewController] = []
    /// The controller this one presents: none (nothing is presented here).
    open var presentedViewController: UIViewController? { nil }
    open var presentingViewController: UIViewController? { nil }
    /// The popover presenting this controller, when its style is `.popover` (UIKit makes it then,
    /// and answers nil for the other styles).
    open var popoverPresentationController: UIPopoverPresentationController? {
        modalPresentationStyle == .popover ? popover : nil
    }
    private lazy var popover = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
    open var sheetPresentationController: UISheetPresentationController? {
        modalPresentationStyle == .pageSheet || modalPresentationStyle == .formSheet || modalPresentationStyle == .automatic ? sheet : nil
    }
    private lazy var sheet = UISheetPresentationController(presentedViewController: self, presenting: nil)
    public init() {}
    public required init?(coder: NSCoder) {}
    open func loadView() {}
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {}
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {}
    /// Adds `child` to the children (its view is the caller's to add).
    open func addChild(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    /// Called before the controller moves to `parent` (nil: away from its parent).
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller moved to `parent`.
    open func didMove(toParent parent: UIViewController?) {}
    /// The same controller (UIKit's controllers are compared as objects).
    public static func == (a: UIViewController, b: UIViewController) -> Bool { a === b }
}

/// How a controller is presented (UIKit's `UIModalPresentationStyle`).
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet = 1, formSheet = 2, currentContext = 3, custom = 4, overFullScreen = 5
    case overCurrentContext = 6, popover = 7, none = -1, automatic = -2
}

/// How a presented controller comes on screen (UIKit's `UIModalTransitionStyle`).
public enum UIModalTransitionStyle: Int, Sendable { case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl }

/// The share sheet (UIKit's `UIActivityViewController`).
open class UIActivityViewController: UIViewController, @unchecked Sendable {
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: ((UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void)?
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A share-sheet service (UIKit's `UIActivity`).
open class UIActivity: @unchecked Sendable {
    /// Which service (UIKit's `UIActivity.ActivityType`).
    public struct ActivityType: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let airDrop = ActivityType(rawValue: "com.apple.UIKit.activity.AirDrop")
        public static let print = ActivityType(rawValue: "com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType(rawValue: "com.apple.UIKit.activity.CopyToPasteboard")
    }
    public init() {}
}

/// A navigation controller (UIKit's `UINavigationController`).
open class UINavigationController: UIViewController, @unchecked Sendable {
    open var viewControllers: [UIViewController] = []
    open var topViewController: UIViewController? { viewControllers.last }
    open var navigationBar = UINavigationBar()
    open var interactivePopGestureRecognizer: UIGestureRecognizer? = UIGestureRecognizer(target: nil, action: nil)
    open var isNavigationBarHidden = false
    public convenience init(rootViewController: UIViewController) {
        self.init()
        viewControllers = [rootViewController]
    }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { viewControllers.append(viewController) }
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { viewControllers.count > 1 ? viewControllers.removeLast() : nil }
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
}

/// A navigation controller's events (UIKit's `UINavigationControllerDelegate`); never sent here.
public protocol UINavigationControllerDelegate: AnyObject {}

/// The camera and photo picker (UIKit's `UIImagePickerController`): it never picks here.
open class UIImagePickerController: UINavigationController, @unchecked Sendable {
    /// Where images come from (UIKit's `UIImagePickerController.SourceType`).
    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
    /// What a pick hands back (UIKit's `UIImagePickerController.InfoKey`).
    public struct InfoKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }
    open var sourceType: SourceType = .photoLibrary
    open var allowsEditing = false
    open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }
}

/// The image picker's events (UIKit's `UIImagePickerControllerDelegate`); never sent here.
public protocol UIImagePickerControllerDelegate: AnyObject {}

/// A SwiftUI view in a UIKit controller (SwiftUI's `UIHostingController`), as the controllers a
/// representable's coordinator keeps (the pages of a `UIPageViewController`). The view is not laid
/// out where the controller is shown — a representable is laid out as a UIKit view without a size of
/// its own — but `sizeThatFits(in:)` answers what the engine lays the view out at.
open class UIHostingController<Content: View>: UIViewController, @unchecked Sendable {
    open var rootView: Content

    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }

    public required init?(coder: NSCoder) { nil }

    /// The root view's size for `size` (its layout by the engine, as SwiftUI's hosting controller answers).
    @MainActor
    open func sizeThatFits(in size: CGSize) -> CGSize {
        LayoutLab.layout(rootView, in: ProposedViewSize(size)).size
    }
}

/// Pages a user swipes through (UIKit's `UIPageViewController`), as the page view of Apple's
/// Landmarks tutorial makes; nothing is shown (see `UIHostingController`).
open class UIPageViewController: UIViewController, @unchecked Sendable {
    /// How pages turn (UIKit's `UIPageViewController.TransitionStyle`).
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    /// Which way pages go (UIKit's `UIPageViewController.NavigationOrientation`).
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    /// Forward or back (UIKit's `UIPageViewController.NavigationDirection`).
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    /// Options of a page view controller (UIKit's `UIPageViewController.OptionsKey`).
    public struct OptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    open weak var delegate: (any UIPageViewControllerDelegate)?
    open private(set) var viewControllers: [UIViewController]?

    public init(transitionStyle: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        self.transitionStyle = transitionStyle
        self.navigationOrientation = navigationOrientation
        super.init()
    }

    public required init?(coder: NSCoder) { nil }

    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        self.viewControllers = viewControllers
    }
}

/// A page view controller's pages (UIKit's `UIPageViewControllerDataSource`); never asked here.
public protocol UIPageViewControllerDataSource: AnyObject {}
/// A page view controller's events (UIKit's `UIPageViewControllerDelegate`); never sent here.
public protocol UIPageViewControllerDelegate: AnyObject {}

/// A scene of the app (UIKit's `UIScene`): the one window scene a preview's iPhone has.
open class UIScene: Hashable, @unchecked Sendable {
    /// Whether the scene is on screen (UIKit's `UIScene.ActivationState`): always in the foreground.
    public enum ActivationState: Int, Hashable, Sendable { case unattached, foregroundActive, foregroundInactive, background }
    public var activationState: ActivationState { .foregroundActive }
    /// The scene's delegate: none, as the app's scene delegate is never made (nothing launches).
    open var delegate: (any UISceneDelegate)?
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
/// `Preview.defaultSafeArea`).
open class UIWindow: UIView, @unchecked Sendable {
    static let preview = UIWindow(frame: UIScreen.main.bounds)
    public var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0) }
    public var isKeyWindow: Bool { true }
    public var windowScene: UIWindowScene? { UIWindowScene.preview }
    public var screen: UIScreen { UIScreen.main }
    public func endEditing(_ force: Bool) -> Bool { true }
    public var rootViewController: UIViewController?
    /// A window of `windowScene` (a scene delegate's): the preview's screen.
    public convenience init(windowScene: UIWindowScene) { self.init(frame: UIScreen.main.bounds) }
    /// Shows the window: nothing to do in a preview.
    public func makeKeyAndVisible() {}
}

extension UIScene {
    /// What a scene was connected with (UIKit's `UIScene.ConnectionOptions`): a preview's has nothing.
    open class ConnectionOptions: @unchecked Sendable {
        public var urlContexts: Set<AnyHashable> { [] }
        public var userActivities: Set<AnyHashable> { [] }
        init() {}
    }
}

/// A scene's session (UIKit's `UISceneSession`), which an app delegate configures; never made here.
open class UISceneSession: Hashable, @unchecked Sendable {
    /// The kind of scene a session is for (UIKit's `UISceneSession.Role`).
    public struct Role: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
    public var role: Role { .windowApplication }
    public var persistentIdentifier: String { "preview" }
    public var scene: UIScene? { UIWindowScene.preview }
    public var configuration: UISceneConfiguration { UISceneConfiguration(name: nil, sessionRole: role) }
    init() {}
    public static func == (a: UISceneSession, b: UISceneSession) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// How a scene is made (UIKit's `UISceneConfiguration`), returned by an app delegate; never used here.
open class UISceneConfiguration: @unchecked Sendable {
    public let name: String?
    public let role: UISceneSession.Role
    public var delegateClass: AnyClass?
    public var sceneClass: AnyClass?
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
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

/// The name of a method an Objective-C runtime calls (`#selector(…)`, which the file rewriter turns
/// into `Selector("…")`: Linux has no Objective-C runtime). Nothing calls it while a view is laid out.
public struct Selector: Hashable, Sendable {
    public let name: String
    public init(_ name: String) { self.name = name }
}

/// A UIKit control (UIKit's `UIControl`): its targets are kept, never sent an event.
open class UIControl: UIView, @unchecked Sendable {
    open override class func appearance() -> UIControl { UIControl() }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIControl { UIControl() }
    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false

    /// The events a control sends its targets (UIKit's `UIControl.Event`).
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
    }

    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {}
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {}
    open func sendActions(for controlEvents: Event) {}
}

/// A row of page dots (UIKit's `UIPageControl`), as the page view of Apple's Landmarks tutorial makes.
open class UIPageControl: UIControl, @unchecked Sendable {
    open override class func appearance() -> UIPageControl { UIPageControl() }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIPageControl { UIPageControl() }
    open var numberOfPages = 0
    open var currentPage = 0
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
}

/// A switch (UIKit's `UISwitch`).
open class UISwitch: UIControl, @unchecked Sendable {
    open override class func appearance() -> UISwitch { UISwitch() }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UISwitch { UISwitch() }
    open var isOn = false
    open var onTintColor: UIColor?
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

/// A slider (UIKit's `UISlider`).
open class UISlider: UIControl, @unchecked Sendable {
    open override class func appearance() -> UISlider { UISlider() }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UISlider { UISlider() }
    open var value: Float = 0
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
}

/// A UIKit gesture recognizer (UIKit's `UIGestureRecognizer`): kept with its target and action,
/// never recognizing anything while a view is laid out.
open class UIGestureRecognizer: @unchecked Sendable {
    /// Where a recognizer is in recognizing (UIKit's `UIGestureRecognizer.State`).
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }

    open var state: State = .possible
    open var isEnabled = true
    open var name: String?
    open var cancelsTouchesInView = true
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    open internal(set) weak var view: UIView?

    public init(target: Any?, action: Selector?) {}
    open func addTarget(_ target: Any, action: Selector) {}
    open func removeTarget(_ target: Any?, action: Selector?) {}
    open func location(in view: UIView?) -> CGPoint { .zero }
}

/// A recognizer's questions to its delegate (UIKit's `UIGestureRecognizerDelegate`); never asked here.
public protocol UIGestureRecognizerDelegate: AnyObject {}

/// A pan (UIKit's `UIPanGestureRecognizer`): no translation or velocity while a view is laid out.
open class UIPanGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    open func translation(in view: UIView?) -> CGPoint { .zero }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// A tap (UIKit's `UITapGestureRecognizer`).
open class UITapGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

/// A long press (UIKit's `UILongPressGestureRecognizer`).
open class UILongPressGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    open var minimumPressDuration: TimeInterval = 0.5
}

/// A pinch (UIKit's `UIPinchGestureRecognizer`).
open class UIPinchGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    open var scale: CGFloat = 1
}

/// A one-line text field (UIKit's `UITextField`), as representables wrap it.
open class UITextField: UIControl, @unchecked Sendable {
    open override class func appearance() -> UITextField { UITextField() }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UITextField { UITextField() }
    open var text: String? = ""
    open var placeholder: String?
    open var attributedPlaceholder: NSAttributedString?
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var borderStyle: BorderStyle = .none
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var isSecureTextEntry = false
    open var clearButtonMode: ViewMode = .never
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var leftView: UIView?
    open var rightView: UIView?
    open var leftViewMode: ViewMode = .never
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var rightViewMode: ViewMode = .never
    open var inputView: UIView?
    open var inputAccessoryView: UIView?
    open weak var delegate: (any UITextFieldDelegate)?
    /// The text input's positions (UIKit's `UITextInput`): none is ever selected here.
    open var selectedTextRange: UITextRange?
    open var beginningOfDocument: UITextPosition { UITextPosition() }
    open var endOfDocument: UITextPosition { UITextPosition() }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? { UITextRange() }
    open func deleteBackward() {}
    open func insertText(_ text: String) { self.text = (self.text ?? "") + text }

    /// Why editing ended (UIKit's `UITextField.DidEndEditingReason`).
    public enum DidEndEditingReason: Int, Sendable { case committed, cancelled }

    /// A field's border (UIKit's `UITextField.BorderStyle`).
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    /// When a side view shows (UIKit's `UITextField.ViewMode`).
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
}

/// A text field's events (UIKit's `UITextFieldDelegate`); never sent here.
public protocol UITextFieldDelegate: AnyObject {}

/// A position in a text input (UIKit's `UITextPosition`).
open class UITextPosition: @unchecked Sendable { public init() {} }
/// A range in a text input (UIKit's `UITextRange`).
open class UITextRange: @unchecked Sendable {
    public init() {}
    open var isEmpty: Bool { true }
}

/// The return key's title (UIKit's `UIReturnKeyType`).
public enum UIReturnKeyType: Int, Sendable { case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue` }
/// Autocorrection (UIKit's `UITextAutocorrectionType`).
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }

/// An alert or action sheet (UIKit's `UIAlertController`): never presented here.
open class UIAlertController: UIViewController, @unchecked Sendable {
    open var message: String?
    public let preferredStyle: Style
    open private(set) var actions: [UIAlertAction] = []
    open private(set) var textFields: [UITextField]? = nil

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
    }

    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
    }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField()
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }

    /// An alert's presentation (UIKit's `UIAlertController.Style`).
    public enum Style: Int, Sendable { case actionSheet, alert }
}

/// A button of an alert (UIKit's `UIAlertAction`).
open class UIAlertAction: @unchecked Sendable {
    public let title: String?
    public let style: Style
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
    }

    /// An action's look (UIKit's `UIAlertAction.Style`).
    public enum Style: Int, Sendable { case `default`, cancel, destructive }
}
