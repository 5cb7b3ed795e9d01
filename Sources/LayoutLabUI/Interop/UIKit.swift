// More of UIKit, as SwiftUI views name it (`import UIKit` imports this library): fonts, images, the
// application object and its delegate, colours. Images are the library's placeholders: a named
// `UIImage` is an `Image` of that name (100 × 100 unless `Experiment(images:)` says otherwise, as
// `Image(_:)` is), a symbol an SF Symbol; nothing is loaded from disk. The application does nothing
// (nothing launches), and its delegate is never made.

/// A font (UIKit's `UIFont`): its point size is what layout uses (`Font(uiFont)`).
public struct UIFont: Hashable, Sendable {
    public let pointSize: CGFloat
    public let fontName: String
    /// The system font's design (`.rounded`, `.serif`, `.monospaced`) when made from a descriptor.
    var design: UIFontDescriptor.SystemDesign = .default

    public init?(name fontName: String, size fontSize: CGFloat) {
        self.fontName = fontName
        pointSize = fontSize
    }

    /// The installed font families (none but the system font's here: an app's own fonts are not
    /// registered, and a font looked up by name lays out as the system font).
    public static var familyNames: [String] { [] }
    public static func fontNames(forFamilyName familyName: String) -> [String] { [] }

    init(system size: CGFloat) {
        fontName = "system"
        pointSize = size
    }

    /// The weights of the system font (UIKit's `UIFont.Weight`).
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6), light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0), medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56), black = Weight(rawValue: 0.62)
    }

    /// Dynamic Type text styles (UIKit's `UIFont.TextStyle`), with their sizes at the default
    /// (Large) content size [DOC HIG Typography, iOS Dynamic Type sizes: Large].
    public struct TextStyle: Hashable, Sendable {
        let size: CGFloat
        public static let largeTitle = TextStyle(size: 34), title1 = TextStyle(size: 28), title2 = TextStyle(size: 22)
        public static let title3 = TextStyle(size: 20), headline = TextStyle(size: 17), body = TextStyle(size: 17)
        public static let callout = TextStyle(size: 16), subheadline = TextStyle(size: 15), footnote = TextStyle(size: 13)
        public static let caption1 = TextStyle(size: 12), caption2 = TextStyle(size: 11)
    }

    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(system: fontSize) }
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(system: fontSize) }
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(system: fontSize) }
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(system: fontSize) }
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(system: fontSize) }
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(system: fontSize) }
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(system: style.size) }
    public static var systemFontSize: CGFloat { 17 }
    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 18 }

    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(system: fontSize) }

    /// A font from a descriptor, at `pointSize` (0 keeps the descriptor's size).
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        fontName = "system"
        self.pointSize = pointSize > 0 ? pointSize : descriptor.pointSize
        design = descriptor.design
    }

    /// The font's descriptor: its size and design.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(pointSize: pointSize, design: design) }
}

/// What describes a font (UIKit's `UIFontDescriptor`): its size and the system font's design;
/// symbolic traits are accepted and, like a `UIFont`'s weight, not kept.
public struct UIFontDescriptor: Hashable, Sendable {
    /// The size in points.
    public let pointSize: CGFloat
    let design: SystemDesign

    init(pointSize: CGFloat, design: SystemDesign) {
        self.pointSize = pointSize
        self.design = design
    }

    /// The descriptor of a text style's font at the default content size.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(pointSize: style.size, design: .default)
    }

    /// The descriptor in another design of the system font (nil in UIKit when the font has no
    /// such design; the system font has them all).
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? { UIFontDescriptor(pointSize: pointSize, design: design) }
    /// The descriptor at another size.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { UIFontDescriptor(pointSize: newPointSize, design: design) }
    /// The descriptor with symbolic traits (bold, italic): the same descriptor (see the type).
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? { self }

    /// The system font's designs (UIKit's `UIFontDescriptor.SystemDesign`).
    public struct SystemDesign: Hashable, Sendable {
        let name: String
        public static let `default` = SystemDesign(name: "default"), rounded = SystemDesign(name: "rounded")
        public static let serif = SystemDesign(name: "serif"), monospaced = SystemDesign(name: "monospaced")
    }

    /// A font's traits (UIKit's `UIFontDescriptor.SymbolicTraits`).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0), traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5), traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10), traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }
}

extension Font {
    /// A SwiftUI font from a UIKit one: its point size, and its design when made from a descriptor.
    public init(_ font: UIFont) {
        switch font.design {
        case .rounded: self = .system(size: font.pointSize, design: .rounded)
        case .serif: self = .system(size: font.pointSize, design: .serif)
        case .monospaced: self = .system(size: font.pointSize, design: .monospaced)
        default: self = .system(size: font.pointSize)
        }
    }
}

/// An image (UIKit's `UIImage`): a name for the library's placeholder images (see the file header).
public final class UIImage: @unchecked Sendable {
    let name: String?
    let isSymbol: Bool
    /// The size of an image a renderer made (`UIGraphicsImageRenderer`), nil for the others.
    private(set) var drawnSize: CGSize?

    public init() {
        name = nil
        isSymbol = false
    }

    /// An image a renderer drew, of its size.
    init(drawnSize: CGSize) {
        name = nil
        isSymbol = false
        self.drawnSize = drawnSize
    }

    /// An image of the app's catalog or bundle; nil for a name neither has, when the app's catalog
    /// was found (`_AppImages`), as UIKit answers.
    public init?(named name: String) {
        guard _AppImages.mayHold(name) else { return nil }
        self.name = name
        isSymbol = false
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    public init?(systemName name: String) {
        self.name = name
        isSymbol = true
    }

    public init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        self.name = name
        isSymbol = true
    }

    /// An image decoded from `data`: the placeholder (nothing is decoded); nil when the data is not
    /// an image file UIKit reads (PNG, JPEG, GIF, HEIC, WebP, TIFF, BMP), as UIKit answers.
    public init?(data: Data) {
        guard _AppImages.isImageFile(data) else { return nil }
        name = "data"
        isSymbol = false
    }

    public convenience init?(data: Data, scale: CGFloat) {
        self.init(data: data)
    }

    public init?(contentsOfFile path: String) {
        name = (path as NSString).lastPathComponent
        isSymbol = false
    }

    /// An image of a bitmap (a filter's output): no bitmap is ever made here, so it is the
    /// placeholder's size.
    public init(cgImage: CGImage) {
        name = "cgImage"
        isSymbol = false
    }

    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(cgImage: cgImage)
        imageOrientation = orientation
    }

    /// Which way up the image is drawn: as made (`.up` unless made from a bitmap with another).
    public private(set) var imageOrientation = Orientation.up

    /// Which way up a bitmap is drawn (UIKit's `UIImage.Orientation`).
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// The image's size in points: the placeholder's (`Image.placeholderSize`), an SF Symbol's
    /// (`Image.symbolSize`), or zero for an empty image.
    public var size: CGSize { drawnSize ?? (name == nil ? .zero : isSymbol ? Image.symbolSize : Image.placeholderSize) }
    public var scale: CGFloat { 3 }
    /// Its bitmap: none is decoded here, so code that needs the pixels (text recognition, a
    /// layer's contents) finds none.
    public var cgImage: CGImage? { nil }

    public func pngData() -> Data? { nil }
    public func jpegData(compressionQuality: CGFloat) -> Data? { nil }
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
    public func withTintColor(_ color: UIColor) -> UIImage { self }
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { self }
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { self }
    public func preparingThumbnail(of size: CGSize) -> UIImage? { self }
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }

    /// How an image is tinted (UIKit's `UIImage.RenderingMode`).
    public enum RenderingMode: Hashable, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    /// A symbol image's settings (UIKit's `UIImage.SymbolConfiguration`); visual only.
    public final class SymbolConfiguration: @unchecked Sendable {
        public init(pointSize: CGFloat) {}
        public init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {}
        public init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {}
        public init(textStyle: UIFont.TextStyle) {}
        public init(weight: UIImage.SymbolWeight) {}
        public init(scale: UIImage.SymbolScale) {}
        public init(font: UIFont) {}
        public init(hierarchicalColor: UIColor) {}
        public init(paletteColors: [UIColor]) {}
    }

    /// Symbol weights (UIKit's `UIImage.SymbolWeight`).
    public enum SymbolWeight: Hashable, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
    /// Symbol scales (UIKit's `UIImage.SymbolScale`).
    public enum SymbolScale: Hashable, Sendable { case `default`, unspecified, small, medium, large }
}

/// Equal when the same object, as an `NSObject` is: apps keep images in `Hashable` models.
extension UIImage: Hashable {
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Image {
    /// An image of a `UIImage`: the named placeholder or SF Symbol it stands for (see the file header).
    public init(uiImage: UIImage) {
        if let size = uiImage.drawnSize {
            self.init(ImageResource(name: "UIGraphicsImageRenderer", width: Double(size.width), height: Double(size.height)))
        } else if uiImage.isSymbol, let name = uiImage.name {
            self.init(systemName: name)
        } else {
            self.init(uiImage.name ?? "uiImage")
        }
    }
}

/// UIKit's insets (`UIEdgeInsets`).
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// A view's traits (UIKit's `UITraitCollection`): the preview device's.
public final class UITraitCollection: @unchecked Sendable {
    public static let current = UITraitCollection()
    public let userInterfaceStyle = UIUserInterfaceStyle.light
    public let horizontalSizeClass = UIUserInterfaceSizeClass.compact
    public let verticalSizeClass = UIUserInterfaceSizeClass.regular
    public let displayScale: CGFloat = 3
}

/// A keyboard (UIKit's `UITextInputMode`): the preview iPhone has the English (US) one.
open class UITextInputMode: @unchecked Sendable {
    /// The keyboard's language ("en-US"; "emoji" for the emoji keyboard).
    open var primaryLanguage: String? { language }
    let language: String
    init(language: String) { self.language = language }
    /// The keyboards the user turned on: English (US).
    open class var activeInputModes: [UITextInputMode] { [UITextInputMode(language: "en-US")] }
}

/// Light or dark (UIKit's `UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Hashable, Sendable { case unspecified, light, dark }
/// Size classes (UIKit's `UIUserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable { case unspecified, compact, regular }

/// The running app (UIKit's `UIApplication`): nothing launches, so it opens nothing; its one
/// scene and window are the preview's iPhone's (`UIWindowScene`).
public final class UIApplication: UIResponder, @unchecked Sendable {
    public static let shared = UIApplication()
    /// The app's settings page (UIKit's `UIApplication.openSettingsURLString`).
    public static let openSettingsURLString = "app-settings:"
    /// The app's notification settings page (UIKit's `UIApplication.openNotificationSettingsURLString`).
    public static let openNotificationSettingsURLString = "app-settings:notifications"

    public var applicationIconBadgeNumber = 0
    public var isIdleTimerDisabled = false
    public var applicationState: State { .active }
    /// The preview's one window scene.
    public var connectedScenes: Set<UIScene> { [UIWindowScene.preview] }
    /// The preview's window (deprecated in UIKit, still common).
    public var windows: [UIWindow] { [UIWindow.preview] }
    public var keyWindow: UIWindow? { UIWindow.preview }
    public var supportsAlternateIcons: Bool { false }
    /// The status bar's frame (deprecated in UIKit, still common): the preview's, 47 high.
    public var statusBarFrame: CGRect { UIStatusBarManager().statusBarFrame }
    /// The app's delegate: none is made, as nothing launches.
    public var delegate: UIApplicationDelegate? { nil }
    public var alternateIconName: String? { nil }

    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {}
    public func canOpenURL(_ url: URL) -> Bool { false }
    public func registerForRemoteNotifications() {}
    public func setAlternateIconName(_ name: String?, completionHandler: ((Error?) -> Void)? = nil) {}
    public func endEditing() {}
    /// Sends `action` up the responder chain (how apps dismiss the keyboard:
    /// `sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)`);
    /// a preview has no responder chain, so nothing handles it.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { false }

    /// Whether the app is in the foreground (UIKit's `UIApplication.State`).
    public enum State: Int, Hashable, Sendable { case active, inactive, background }
    /// Options of `open(_:options:)`.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
    /// What launched the app (UIKit's `UIApplication.LaunchOptionsKey`).
    public struct LaunchOptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    }
    /// Options of `application(_:open:options:)` (UIKit's `UIApplication.OpenURLOptionsKey`).
    public struct OpenURLOptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// A touch or press that an action was sent for (UIKit's `UIEvent`); a preview has none.
open class UIEvent: @unchecked Sendable {
    public init() {}
}

/// An app delegate (UIKit's `UIApplicationDelegate`); its methods are the type's own and never called.
public protocol UIApplicationDelegate: AnyObject {}

/// A scene's delegate (UIKit's `UISceneDelegate`); never made or called.
public protocol UISceneDelegate: AnyObject {}

/// A window scene's delegate (UIKit's `UIWindowSceneDelegate`), with the window it shows (an
/// optional requirement in UIKit: nil unless the delegate declares it); never made or called.
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

/// An app delegate for a SwiftUI app (SwiftUI's `UIApplicationDelegateAdaptor`). Nothing launches,
/// so the delegate is never made: reading it stops the experiment with this reason.
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: UIApplicationDelegate> {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

    public var wrappedValue: DelegateType {
        preconditionFailure("the app delegate \(DelegateType.self) is not made: nothing launches in layoutlab; pass the views what they need directly")
    }
}

/// UIKit's spell checker (`UITextChecker`): finds no misspelled word and offers no guesses (no
/// dictionary here); code that checks a word before laying out its list runs as for a correct word.
public final class UITextChecker: @unchecked Sendable {
    public init() {}
    public static var availableLanguages: [String] { ["en_US"] }
    public func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool,
                                      language: String) -> NSRange {
        NSRange(location: NSNotFound, length: 0)
    }
    public func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? { [] }
    public func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? { [] }
}

/// Corners of a rectangle (UIKit's `UIRectCorner`).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1)
    public static let topRight = UIRectCorner(rawValue: 2)
    public static let bottomLeft = UIRectCorner(rawValue: 4)
    public static let bottomRight = UIRectCorner(rawValue: 8)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path built UIKit's way (UIKit's `UIBezierPath`), for a `Shape`'s `Path(bezier.cgPath)`: its
/// points, as a `CGMutablePath`'s. Shapes are drawn, not measured, so only the points matter.
public final class UIBezierPath: @unchecked Sendable {
    /// The path as CoreGraphics'.
    public let cgPath: CGMutablePath = CGMutablePath()

    public init() {}
    public convenience init(rect: CGRect) { self.init(); cgPath.addRect(rect) }
    public convenience init(ovalIn rect: CGRect) { self.init(); cgPath.addRect(rect) }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { self.init(); cgPath.addRect(rect) }
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        cgPath.addRect(rect)
    }
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        cgPath.addRect(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    public var bounds: CGRect { cgPath.boundingBox }
    public var currentPoint: CGPoint { cgPath.currentPoint }
    public func move(to point: CGPoint) { cgPath.move(to: point) }
    public func addLine(to point: CGPoint) { cgPath.addLine(to: point) }
    public func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        cgPath.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }
    public func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { cgPath.addQuadCurve(to: end, control: controlPoint) }
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        cgPath.addRect(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }
    public func close() {}
    public func append(_ other: UIBezierPath) { cgPath.add(other.cgPath.points, transform: .identity) }
}

/// An object that answers events (UIKit's `UIResponder`): its keyboard notifications, which apps
/// observe to move content above the keyboard (no keyboard shows while a view is laid out).
open class UIResponder: @unchecked Sendable {
    public init() {}
    open func becomeFirstResponder() -> Bool { true }
    open func resignFirstResponder() -> Bool { true }
    open var isFirstResponder: Bool { false }
    /// The next responder in the chain: none (views are not in a window's responder chain here).
    open var next: UIResponder? { nil }
    /// The keyboard this responder types with: none (no keyboard shows while a view is laid out).
    open var textInputMode: UITextInputMode? { nil }
    /// The identifier under which its keyboard is remembered: none.
    open var textInputContextIdentifier: String? { nil }
    /// Called after the object is loaded from a storyboard or nib: never here (nothing is loaded so).
    open func awakeFromNib() {}

    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}
