// UIKit that older or UIKit-first apps still call next to their SwiftUI views: the alert view
// deprecated in iOS 9 (still in the SDK), swipe recognizers, the dictionary controller a word game
// checks guesses with, and saving an image to the photo album. Nothing is shown, recognized or
// saved while a view is laid out. The dictionary has every word (no dictionary is installed here),
// as `UITextChecker` finds no misspelling: code runs as for a word that exists.
import Foundation

/// An alert (UIKit's `UIAlertView`, deprecated since iOS 9): its buttons are kept, it is never shown.
@available(iOS, deprecated: 9.0, message: "UIAlertView is deprecated. Use UIAlertController with a preferredStyle of UIAlertControllerStyleAlert instead")
open class UIAlertView: UIView, @unchecked Sendable {
    open var title = ""
    open var message: String?
    open weak var delegate: AnyObject?
    open var cancelButtonIndex = -1
    open var alertViewStyle = Style.default
    open private(set) var buttonTitles: [String] = []
    open var numberOfButtons: Int { buttonTitles.count }
    open var isVisible: Bool { false }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience init(title: String?, message: String?, delegate: Any?, cancelButtonTitle: String?, otherButtonTitles: String...) {
        self.init(frame: .zero)
        self.title = title ?? ""
        self.message = message
        if let cancelButtonTitle { cancelButtonIndex = addButton(withTitle: cancelButtonTitle) }
        for other in otherButtonTitles { addButton(withTitle: other) }
    }

    /// Adds a button; its index.
    @discardableResult
    open func addButton(withTitle title: String?) -> Int {
        buttonTitles.append(title ?? "")
        return buttonTitles.count - 1
    }
    open func buttonTitle(at buttonIndex: Int) -> String? { buttonTitles.indices.contains(buttonIndex) ? buttonTitles[buttonIndex] : nil }
    /// Shows the alert: nothing is shown in a preview.
    open func show() {}
    open func dismiss(withClickedButtonIndex buttonIndex: Int, animated: Bool) {}
    open func textField(at textFieldIndex: Int) -> UITextField? { nil }

    /// What an alert view asks for (UIKit's `UIAlertViewStyle`).
    public enum Style: Int, Sendable { case `default`, secureTextInput, plainTextInput, loginAndPasswordInput }
}

/// A swipe (UIKit's `UISwipeGestureRecognizer`): never recognized here.
open class UISwipeGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    open var direction = Direction.right
    open var numberOfTouchesRequired = 1

    /// Which way a swipe goes (UIKit's `UISwipeGestureRecognizer.Direction`).
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }
}

/// A word's dictionary entry (UIKit's `UIReferenceLibraryViewController`): every word has one here
/// (see the file header), and the controller is never shown.
open class UIReferenceLibraryViewController: UIViewController, @unchecked Sendable {
    public let term: String
    public init(term: String) {
        self.term = term
        super.init()
    }
    public required init?(coder: NSCoder) {
        term = ""
        super.init(coder: coder)
    }
    /// Whether a dictionary defines `term`: yes for any word (see the file header).
    open class func dictionaryHasDefinition(forTerm term: String) -> Bool { true }
}

/// Saves `image` to the photo album (UIKit's function): nothing is saved, and the completion
/// selector is never called.
public func UIImageWriteToSavedPhotosAlbum(_ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?,
                                           _ contextInfo: UnsafeMutableRawPointer?) {}

/// Saves the video at `videoPath` to the photo album: nothing is saved.
public func UISaveVideoAtPathToSavedPhotosAlbum(_ videoPath: String, _ completionTarget: Any?, _ completionSelector: Selector?,
                                                _ contextInfo: UnsafeMutableRawPointer?) {}

/// A button (UIKit's `UIButton`), as representables make one and apps style every button through
/// `UIButton.appearance()`: its titles and images are kept, never drawn.
open class UIButton: UIControl, @unchecked Sendable {
    open override class func appearance() -> UIButton { UIButton() }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIButton { UIButton() }
    public let buttonType: ButtonType
    open private(set) var titleLabel: UILabel? = UILabel()
    open private(set) var imageView: UIImageView? = UIImageView()
    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]

    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
    }

    open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue] }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
    open func setImage(_ image: UIImage?, for state: UIControl.State) { images[state.rawValue] = image }
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[UIControl.State.normal.rawValue] }
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {}
    open var currentTitle: String? { title(for: .normal) }

    /// A button's kind (UIKit's `UIButton.ButtonType`).
    public enum ButtonType: Int, Sendable { case custom = 0, system = 1, detailDisclosure, infoLight, infoDark, contactAdd, close = 7 }
}
