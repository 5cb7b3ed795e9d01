// Text fields and secure fields, composed from the engine's vocabulary. Apple documents none of their
// metrics; each comment says where its numbers come from (mostly UIKit's intrinsic sizes of the
// control SwiftUI draws on iOS). A binding's value is read once, when the view is built.
import LayoutEngine

/// How text fields are drawn (SwiftUI's `TextFieldStyle`): the built-in styles' insets, or a style
/// of the file's own, whose `_body(configuration:)` draws the field it is given (as SwiftUI's
/// public requirement of that name, which apps implement).
public protocol TextFieldStyle {
    associatedtype _Body: View
    /// Insets around the field's line of text.
    var _insets: EdgeInsets { get }
    /// The field drawn: `configuration` is the field itself, its line of text.
    @ViewBuilder func _body(configuration: TextField<_Label>) -> _Body
    typealias _Label = _TextFieldStyleLabel
}

extension TextFieldStyle {
    public var _insets: EdgeInsets { EdgeInsets() }
    public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}

/// The label of the field a text field style is given (SwiftUI's `_TextFieldStyleLabel`).
public struct _TextFieldStyleLabel: View {
    public var body: EmptyView { EmptyView() }
}

/// `.automatic` / `.plain`: the line of text alone.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _insets: EdgeInsets { EdgeInsets() }
}

/// `.roundedBorder`: the line of text with 7 points on every side in a rounded rectangle.
/// Approximation: a body-text field becomes 34.33 high, about UIKit's rounded-rect `UITextField`
/// (34 points, Interface Builder's default height for that border style).
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _insets: EdgeInsets { EdgeInsets(top: 7, leading: 7, bottom: 7, trailing: 7) }
}

/// The default text field style (`.plain`).
public typealias DefaultTextFieldStyle = PlainTextFieldStyle

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
    public static var automatic: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
    /// Draws the text fields inside with `style` (see the styles for their insets).
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environmentChange { environment in
            environment.textFieldInsets = style._insets
            // A style of the file's own draws each field inside (a built-in one's body is the field).
            environment.textFieldStyle = S._Body.self == TextField<_TextFieldStyleLabel>.self
                ? nil : { field in AnyView(style._body(configuration: field)) }
        }
    }
}

/// The line a text field shows: its text, or the placeholder when the text is empty; a lone space
/// when both are empty, so that the field keeps one line's height.
func _textFieldLine(text: String, placeholder: String, vertical: Bool = false, builder: _TreeBuilder) -> [ViewNode] {
    if let style = builder.environment.textFieldStyle {
        // The style's body, with the field it is given drawn plainly inside it.
        return builder.nodes(style(TextField<_TextFieldStyleLabel>(placeholder: placeholder, text: text, vertical: vertical))) {
            $0.textFieldStyle = nil
            $0.textFieldInsets = EdgeInsets()
        }
    }
    let shown = text.isEmpty ? (placeholder.isEmpty ? " " : placeholder) : text
    let insets = builder.environment.textFieldInsets
    // A vertical field wraps and grows with its text, as many lines as a `lineLimit` around it
    // allows and at least as many as it reserves (`lineLimit(3...6)`); a field of one line scrolls.
    // A one-line field keeps its line's height however little height it is proposed (UIKit's field
    // does not compress: squeezed into a short frame, it overflows the frame).
    // A placeholder is drawn in iOS's placeholder colour (UIKit's `placeholderText`), typed text as
    // the environment says.
    let line = Text(verbatim: shown).foregroundColor(text.isEmpty && !placeholder.isEmpty ? Color(uiColor: .placeholderText) : nil)
    let text = vertical ? AnyView(line)
        : AnyView(line.lineLimit(1).fixedSize(horizontal: false, vertical: true))
    let field = text.frame(maxWidth: .infinity, alignment: .leading)
    if insets == EdgeInsets() { return builder.nodes(field) }
    return builder.nodes(field.padding(insets).background { RoundedRectangle(cornerRadius: 5) })
}

/// An editable line of text (SwiftUI's `TextField`). Approximation of iOS's default style: one line
/// of the current font, as wide as the proposal (its ideal width is its text's), showing its text or
/// else its placeholder: `Text(...).lineLimit(1).frame(maxWidth: .infinity, alignment: .leading)`,
/// plus the style's insets. `axis: .vertical` wraps its text instead, and grows with it.
public struct TextField<Label: View>: _PrimitiveView {
    let placeholder: String
    let text: String
    /// `axis: .vertical`: the text wraps onto more lines.
    var vertical = false

    /// The field a text field style is given.
    init(placeholder: String, text: String, vertical: Bool) where Label == _TextFieldStyleLabel {
        self.placeholder = placeholder
        self.text = text
        self.vertical = vertical
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        _textFieldLine(text: text, placeholder: placeholder, vertical: vertical, builder: builder)
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        placeholder = titleKey.string
        self.text = text.wrappedValue
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        placeholder = String(title)
        self.text = text.wrappedValue
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        placeholder = prompt?.string ?? titleKey.string
        self.text = text.wrappedValue
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        placeholder = titleKey.string
        self.text = text.wrappedValue
        vertical = axis == .vertical
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
        placeholder = prompt?.string ?? titleKey.string
        self.text = text.wrappedValue
        vertical = axis == .vertical
    }

    /// A field titled by a string (a variable, not a key) growing along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
        placeholder = prompt?.string ?? String(title)
        self.text = text.wrappedValue
        vertical = axis == .vertical
    }

    /// iOS 13's initializer, with editing and commit actions (never called here).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                onCommit: @escaping () -> Void = {}) {
        self.init(titleKey, text: text)
    }

    /// iOS 13's initializer, with editing and commit actions (never called here).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                   onCommit: @escaping () -> Void = {}) {
        self.init(title, text: text)
    }
}

extension TextField {
    /// `TextField(text: $name, prompt: Text("Required")) { Text("Name") }`: the prompt, else a
    /// plain `Text` label, is the placeholder (iOS shows no separate label).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        placeholder = prompt?.string ?? (label() as? Text)?.string ?? ""
        self.text = text.wrappedValue
    }

    /// `TextField(value: $budget, format: .currency(code: "USD")) { Text("Budget") }`: the value as
    /// `format` writes it in the preview's locale; the prompt, else a plain `Text` label, is the placeholder.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        placeholder = prompt?.string ?? (label() as? Text)?.string ?? ""
        text = _PreviewLocale.styled(format).format(value.wrappedValue)
    }

    /// An optional value's field (iOS 18): empty, showing its placeholder, while the value is nil.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        placeholder = prompt?.string ?? (label() as? Text)?.string ?? ""
        text = value.wrappedValue.map(_PreviewLocale.styled(format).format) ?? ""
    }
}

/// A text field that hides its text (SwiftUI's `SecureField`): laid out as a `TextField`.
public struct SecureField<Label: View>: _PrimitiveView {
    let placeholder: String
    let text: String

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        // Bullets are as wide as the text's characters would be in the engine's model: close enough.
        _textFieldLine(text: text, placeholder: placeholder, builder: builder)
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        placeholder = titleKey.string
        self.text = text.wrappedValue
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        placeholder = String(title)
        self.text = text.wrappedValue
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        placeholder = prompt?.string ?? titleKey.string
        self.text = text.wrappedValue
    }

    /// The form iOS 15 deprecated, with an action on return (never run here).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
    }
}

/// Keyboard types (visual only).
public enum UIKeyboardType: Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch
}

/// Text content types (visual only).
public struct UITextContentType: Hashable, Sendable {
    let name: String
    public static let username = UITextContentType(name: "username")
    public static let password = UITextContentType(name: "password")
    public static let newPassword = UITextContentType(name: "newPassword")
    public static let emailAddress = UITextContentType(name: "emailAddress")
    public static let name = UITextContentType(name: "name")
    public static let telephoneNumber = UITextContentType(name: "telephoneNumber")
    public static let oneTimeCode = UITextContentType(name: "oneTimeCode")
    public static let namePrefix = UITextContentType(name: "namePrefix")
    public static let givenName = UITextContentType(name: "givenName")
    public static let middleName = UITextContentType(name: "middleName")
    public static let familyName = UITextContentType(name: "familyName")
    public static let nameSuffix = UITextContentType(name: "nameSuffix")
    public static let nickname = UITextContentType(name: "nickname")
    public static let jobTitle = UITextContentType(name: "jobTitle")
    public static let organizationName = UITextContentType(name: "organizationName")
    public static let location = UITextContentType(name: "location")
    public static let fullStreetAddress = UITextContentType(name: "fullStreetAddress")
    public static let streetAddressLine1 = UITextContentType(name: "streetAddressLine1")
    public static let streetAddressLine2 = UITextContentType(name: "streetAddressLine2")
    public static let addressCity = UITextContentType(name: "addressCity")
    public static let addressState = UITextContentType(name: "addressState")
    public static let addressCityAndState = UITextContentType(name: "addressCityAndState")
    public static let sublocality = UITextContentType(name: "sublocality")
    public static let countryName = UITextContentType(name: "countryName")
    public static let postalCode = UITextContentType(name: "postalCode")
    public static let URL = UITextContentType(name: "URL")
    public static let creditCardNumber = UITextContentType(name: "creditCardNumber")
    public static let birthdate = UITextContentType(name: "birthdate")
}

/// Autocapitalization (visual only).
public struct TextInputAutocapitalization: Hashable, Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// UIKit's capitalization styles, which the deprecated `autocapitalization(_:)` takes (visual only).
public enum UITextAutocapitalizationType: Int, Hashable, Sendable { case none, words, sentences, allCharacters }

/// Return-key labels (visual only).
public enum SubmitLabel: Hashable, Sendable { case done, go, send, join, route, search, `return`, next, `continue` }

extension View {
    public func keyboardType(_ type: UIKeyboardType) -> Self { self }
    public func textContentType(_ type: UITextContentType?) -> Self { self }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> Self { self }
    /// The deprecated UIKit-typed form (`.autocapitalization(.none)`); visual only.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> Self { self }
    public func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }
    public func disableAutocorrection(_ disable: Bool?) -> Self { self }
    public func submitLabel(_ label: SubmitLabel) -> Self { self }
    public func onSubmit(perform action: @escaping () -> Void) -> Self { self }
}
