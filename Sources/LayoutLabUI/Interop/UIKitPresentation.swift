// What presents a UIKit controller, as share buttons and sheets set it up before presenting:
// `vc.popoverPresentationController?.sourceView = …` (an iPad's popover; UIKit makes one only for
// the `.popover` style), `vc.sheetPresentationController?.detents = [.medium()]`. Nothing is
// presented while a view is laid out, so the settings are kept and never read.
import Foundation

/// What presents a controller (UIKit's `UIPresentationController`).
open class UIPresentationController: @unchecked Sendable {
    public private(set) weak var presentedViewController: UIViewController?
    public private(set) weak var presentingViewController: UIViewController?
    open var containerView: UIView? { nil }
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
    }
}

/// Which way a popover's arrow may point (UIKit's `UIPopoverArrowDirection`).
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}

/// A popover's presentation (UIKit's `UIPopoverPresentationController`): where it points.
open class UIPopoverPresentationController: UIPresentationController, @unchecked Sendable {
    open var sourceView: UIView?
    open var sourceRect = CGRect.zero
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections = UIPopoverArrowDirection.any
    open var canOverlapSourceViewRect = false
    open weak var delegate: (any UIPopoverPresentationControllerDelegate)?
}

/// A popover's events (UIKit's `UIPopoverPresentationControllerDelegate`); never sent here.
public protocol UIPopoverPresentationControllerDelegate: AnyObject {}

/// A sheet's presentation (UIKit's `UISheetPresentationController`): its resting heights.
open class UISheetPresentationController: UIPresentationController, @unchecked Sendable {
    open var detents: [Detent] = [.large()]
    open var selectedDetentIdentifier: Detent.Identifier?
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    open var prefersGrabberVisible = false
    open var preferredCornerRadius: CGFloat?
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open func animateChanges(_ changes: () -> Void) { changes() }

    /// A sheet's resting height (UIKit's `UISheetPresentationController.Detent`).
    public final class Detent: @unchecked Sendable {
        public let identifier: Identifier
        init(_ identifier: Identifier) { self.identifier = identifier }
        public static func medium() -> Detent { Detent(.medium) }
        public static func large() -> Detent { Detent(.large) }
        public static func custom(identifier: Identifier? = nil, resolver: @escaping (Any) -> CGFloat?) -> Detent {
            Detent(identifier ?? Identifier(rawValue: "custom"))
        }

        /// A detent's name (UIKit's `UISheetPresentationController.Detent.Identifier`).
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }
    }
}
