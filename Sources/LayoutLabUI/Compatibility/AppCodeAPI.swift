// Declarations real app code uses that the library lacked: initializers and members of SwiftUI
// types (`ImagePaint`, `ImageRenderer`, `MeshGradient` — as a view it fills its proposal, like the
// other gradients —, `ContentUnavailableView`, `TextField` with a `Formatter`, `FocusState.Binding`),
// `Color.mix(with:by:)` and `cgColor`, a `ViewModifier`'s `animation(_:)`, and what Foundation and
// UIKit have on Apple's platforms (the pasteboard, line-break modes, keyboard types, target-selector
// timers, `UIApplication`'s notifications, `UUID` as a `CVarArg`, `NSManagedObject` equality).
import LayoutEngine

extension ImagePaint {
    /// A shape filled with an image, tiled: drawn nowhere.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.init(_name: "image")
    }
}

extension ImageRenderer {
    /// Renders `content` to an image: nothing is rendered during layout, so the images are nil.
    public convenience init(content view: Content) { self.init() }
    public var scale: CGFloat { get { 1 } set {} }
    public var proposedSize: ProposedViewSize { get { .unspecified } set {} }
    public var isOpaque: Bool { get { false } set {} }
    public var uiImage: UIImage? { nil }
    public var cgImage: CGImage? { nil }
}

extension Color {
    /// The colour `fraction` of the way to `other` (iOS 18): a colour, drawn nowhere.
    public func mix(with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color { self }
}

extension ViewModifier {
    /// The modifier with an animation for its changes: the same layout.
    public func animation(_ animation: Animation?) -> Self { self }
}

/// The system pasteboard (UIKit's `UIPasteboard`): holds what is put in it.
public final class UIPasteboard: @unchecked Sendable {
    public static let general = UIPasteboard()
    public var string: String?
    public var strings: [String]?
    public var url: URL?
    public var image: UIImage?
    public var hasStrings: Bool { string != nil || !(strings ?? []).isEmpty }
    public var hasURLs: Bool { url != nil }
    public var hasImages: Bool { image != nil }
}

/// How a line of text breaks (Foundation's `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Hashable, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

extension ContentUnavailableView where Label == _UnavailableLabel, Description == Text?, Actions == EmptyView {
    /// A title given as a string value (`ContentUnavailableView(title, systemImage: "tray")`).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(LocalizedStringKey(String(title)), systemImage: name, description: description)
    }

    /// A title given as a string value, over an asset image (`ContentUnavailableView(title, image: "empty")`).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(LocalizedStringKey(String(title)), image: name, description: description)
    }
}

extension ContentUnavailableView where Description == EmptyView, Actions == EmptyView {
    /// A label alone (`ContentUnavailableView { Label("No transactions", systemImage: "tray") }`).
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label, description: { EmptyView() }, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Actions == EmptyView {
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description) {
        self.init(label: label, description: description, actions: { EmptyView() })
    }
}

/// VoiceOver's focus (SwiftUI's `AccessibilityFocusState`): held like keyboard focus
/// (`FocusState`), its initial value in a preview, where nothing is focused.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable> {
    let focus: FocusState<Value>

    public init() where Value == Bool { focus = FocusState() }
    public init<T: Hashable>() where Value == T? { focus = FocusState() }

    public var wrappedValue: Value {
        get { focus.wrappedValue }
        nonmutating set { focus.wrappedValue = newValue }
    }

    public var projectedValue: Binding { Binding(focus: focus.projectedValue) }

    /// What `$focus` is (SwiftUI's `AccessibilityFocusState.Binding`).
    @propertyWrapper
    public struct Binding {
        let focus: FocusState<Value>.Binding
        public var wrappedValue: Value {
            get { focus.wrappedValue }
            nonmutating set { focus.wrappedValue = newValue }
        }
        public var projectedValue: Binding { self }
    }
}

extension FocusState {
    /// What `$focus` is, and what a subview is given (`@FocusState.Binding var isFocused: Bool`):
    /// a binding to the focus value (SwiftUI's `FocusState.Binding`).
    @propertyWrapper
    public struct Binding {
        let binding: LayoutLabUI.Binding<Value>
        /// Given as `$focus` (a view's memberwise initializer takes the binding, as in SwiftUI).
        public init(projectedValue: FocusState<Value>.Binding) { binding = projectedValue.binding }
        public var wrappedValue: Value {
            get { binding.wrappedValue }
            nonmutating set { binding.wrappedValue = newValue }
        }
        public var projectedValue: FocusState<Value>.Binding { self }
        init(_ binding: LayoutLabUI.Binding<Value>) { self.binding = binding }
    }
}

extension View {
    /// Ignored: focus does not change layout.
    public func focused(_ condition: FocusState<Bool>.Binding) -> Self { self }
    public func focused<V: Hashable>(_ binding: FocusState<V?>.Binding, equals value: V) -> Self { self }
    /// The value compared as the state's own type (`equals: field` where `field` is `Field?`).
    @_disfavoredOverload
    public func focused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> Self { self }
}

extension UIKeyboardType {
    public static let alphabet = UIKeyboardType.asciiCapable
    public static let asciiCapableNumberPad = UIKeyboardType.numberPad
}

/// A mesh of colours (iOS 18): as a view it fills its proposal like a `Color` (as the other
/// gradients do); as a style it is visual only.
extension MeshGradient: _PrimitiveView {
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [ViewNode(.color(name: "meshGradient"))] }
}

extension MeshGradient {
    /// A mesh of colours (iOS 18): drawn nowhere, fills as a colour does.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true) {
        self.init(_name: "mesh")
    }
}

extension TextField where Label == Text {
    /// A field editing a value through a `Formatter`: it shows the formatted value.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        placeholder = prompt?.string ?? titleKey.string
        text = formatter.string(for: value.wrappedValue) ?? ""
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        placeholder = prompt?.string ?? String(title)
        text = formatter.string(for: value.wrappedValue) ?? ""
    }
}

extension NSManagedObject: Hashable {
    /// As an `NSObject`: equal to itself alone (`items.contains(item)`).
    public static func == (lhs: NSManagedObject, rhs: NSManagedObject) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Timer {
    /// A timer calling `selector` on `target` (Objective-C's form): it never fires during layout.
    public class func scheduledTimer(timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?,
                                     repeats: Bool) -> Timer {
        Timer(timeInterval: interval, repeats: repeats) { _ in }
    }
}

extension UIApplication {
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
}

extension Color {
    /// The colour as CoreGraphics': nil, as SwiftUI answers for a colour it cannot resolve without an environment.
    public var cgColor: CGColor? { nil }
}

extension UUID: @retroactive CVarArg {
    /// `NSPredicate(format: "id == %@", id as CVarArg)`: predicates are not evaluated here, so the
    /// argument is never read.
    public var _cVarArgEncoding: [Int] { [0] }
}
