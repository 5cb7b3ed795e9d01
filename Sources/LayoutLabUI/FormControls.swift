// Input controls composed from the engine's vocabulary: text fields, sliders, steppers, progress
// views, pickers and date pickers. Apple documents none of their metrics; each comment says where
// its numbers come from (mostly UIKit's intrinsic sizes of the control SwiftUI draws on iOS) and
// that it is an approximation. A binding's value is read once, when the view is built.
import LayoutEngine

// MARK: Text fields

/// How text fields are drawn (SwiftUI's `TextFieldStyle`); only the built-in styles exist.
public protocol TextFieldStyle {
    /// Insets around the field's line of text.
    var _insets: EdgeInsets { get }
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
        environmentChange { $0.textFieldInsets = style._insets }
    }
}

/// The line a text field shows: its text, or the placeholder when the text is empty; a lone space
/// when both are empty, so that the field keeps one line's height.
func _textFieldLine(text: String, placeholder: String, builder: _TreeBuilder) -> [ViewNode] {
    let shown = text.isEmpty ? (placeholder.isEmpty ? " " : placeholder) : text
    let insets = builder.environment.textFieldInsets
    let line = Text(verbatim: shown).lineLimit(1).frame(maxWidth: .infinity, alignment: .leading)
    if insets == EdgeInsets() { return builder.nodes(line) }
    return builder.nodes(line.padding(insets).background { RoundedRectangle(cornerRadius: 5) })
}

/// An editable line of text (SwiftUI's `TextField`). Approximation of iOS's default style: one line
/// of the current font, as wide as the proposal (its ideal width is its text's), showing its text or
/// else its placeholder: `Text(...).lineLimit(1).frame(maxWidth: .infinity, alignment: .leading)`,
/// plus the style's insets. `axis: .vertical` is laid out as one line too.
public struct TextField<Label: View>: _PrimitiveView {
    let placeholder: String
    let text: String

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        _textFieldLine(text: text, placeholder: placeholder, builder: builder)
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
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
        placeholder = prompt?.string ?? titleKey.string
        self.text = text.wrappedValue
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
}

/// Autocapitalization (visual only).
public struct TextInputAutocapitalization: Hashable, Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// Return-key labels (visual only).
public enum SubmitLabel: Hashable, Sendable { case done, go, send, join, route, search, `return`, next, `continue` }

extension View {
    public func keyboardType(_ type: UIKeyboardType) -> Self { self }
    public func textContentType(_ type: UITextContentType?) -> Self { self }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> Self { self }
    public func autocapitalization(_ style: TextInputAutocapitalization) -> Self { self }
    public func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }
    public func disableAutocorrection(_ disable: Bool?) -> Self { self }
    public func submitLabel(_ label: SubmitLabel) -> Self { self }
    public func onSubmit(perform action: @escaping () -> Void) -> Self { self }
}

// MARK: Slider, Stepper

/// A slider (SwiftUI's `Slider`). Approximation of UIKit's `UISlider`, which SwiftUI draws on iOS:
/// a track as wide as the proposal and 31 points high (UISlider's intrinsic height), between the
/// optional minimum and maximum value labels in an `HStack`. The `label` is not shown (as on iOS).
public struct Slider<Label: View, ValueLabel: View>: View {
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    public var body: some View {
        HStack {
            minimumValueLabel
            Capsule().frame(maxWidth: .infinity).frame(height: 31)
            maximumValueLabel
        }
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label) {
        minimumValueLabel = nil
        maximumValueLabel = nil
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
                                        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension Slider {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel) {
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }
}

/// A stepper (SwiftUI's `Stepper`). Approximation of iOS's: an `HStack` of the label, a `Spacer` and
/// the − / + control, a 94 × 32 rounded rectangle (UIKit's `UIStepper` intrinsic size since iOS 13).
public struct Stepper<Label: View>: _PrimitiveView {
    let label: Label

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        _controlRow(label: label, control: RoundedRectangle(cornerRadius: 8).frame(width: 94, height: 32), builder: builder)
    }
}

extension Stepper {
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.label = label()
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        label = Text(titleKey)
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1) {
        label = Text(titleKey)
    }

    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        label = Text(titleKey)
    }
}

// MARK: ProgressView

/// A progress indicator (SwiftUI's `ProgressView`). Approximations of what SwiftUI draws on iOS:
/// - without a value, a spinner: 20 × 20 (UIKit's `UIActivityIndicatorView`, style `.medium`),
///   with its label below it in a `VStack` (default spacing);
/// - with a value, a bar as wide as the proposal and 4 points high (UIKit's `UIProgressView`), with
///   its label above it in a leading `VStack` (default spacing).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    let determinate: Bool

    public var body: some View {
        if determinate {
            VStack(alignment: .leading) {
                label
                Capsule().frame(maxWidth: .infinity).frame(height: 4)
                currentValueLabel
            }
        } else {
            VStack {
                Circle().frame(width: 20, height: 20)
                label
            }
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner.
    public init() {
        label = nil
        currentValueLabel = nil
        determinate = false
    }

    /// A bar (a nil value is a spinner).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        label = nil
        currentValueLabel = nil
        determinate = value != nil
    }

    /// A bar that fills over `timerInterval`. Approximation: the bar alone, without the remaining
    /// time SwiftUI shows as its current-value label.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        label = nil
        currentValueLabel = nil
        determinate = true
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner with a title.
    public init(_ titleKey: LocalizedStringKey) {
        label = Text(titleKey)
        currentValueLabel = nil
        determinate = false
    }

    /// A bar with a title.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        label = Text(titleKey)
        currentValueLabel = nil
        determinate = value != nil
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.label = label()
        currentValueLabel = nil
        determinate = false
    }

    /// A bar with a label (a nil value is a spinner).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.label = label()
        currentValueLabel = nil
        determinate = value != nil
    }
}

extension ProgressView {
    /// A bar with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        determinate = value != nil
    }
}

/// A value within a range (SwiftUI's `Gauge`). Approximation of the iOS default (linear) style,
/// laid out like a `ProgressView` with a value: its label, then a 4-point bar as wide as the
/// proposal, then its current-value label, in a leading `VStack`; the minimum and maximum labels
/// sit at the bar's ends in an `HStack`. `gaugeStyle` is ignored (circular gauges are laid out the
/// same way).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View {
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    public var body: some View {
        VStack(alignment: .leading) {
            label
            HStack {
                minimumValueLabel
                Capsule().frame(maxWidth: .infinity).frame(height: 4)
                maximumValueLabel
            }
            currentValueLabel
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.label = label()
        currentValueLabel = nil
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension Gauge where BoundsLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension Gauge {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }
}

/// Gauge styles (ignored by layout, see `Gauge`).
public struct GaugeStyleValue: Hashable, Sendable {
    let name: String
    public static let automatic = GaugeStyleValue(name: "automatic")
    public static let linearCapacity = GaugeStyleValue(name: "linearCapacity")
    public static let accessoryLinear = GaugeStyleValue(name: "accessoryLinear")
    public static let accessoryLinearCapacity = GaugeStyleValue(name: "accessoryLinearCapacity")
    public static let accessoryCircular = GaugeStyleValue(name: "accessoryCircular")
    public static let accessoryCircularCapacity = GaugeStyleValue(name: "accessoryCircularCapacity")
}

extension View {
    /// Ignored (see `Gauge`).
    public func gaugeStyle(_ style: GaugeStyleValue) -> Self { self }
}

/// Progress view styles (visual only: the layout follows from whether a value is given).
public struct ProgressViewStyleValue: Hashable, Sendable {
    let name: String
}

extension View {
    /// Ignored (see `ProgressView`).
    public func progressViewStyle(_ style: ProgressViewStyleValue) -> Self { self }
}

extension ProgressViewStyleValue {
    public static let automatic = ProgressViewStyleValue(name: "automatic")
    public static let linear = ProgressViewStyleValue(name: "linear")
    public static let circular = ProgressViewStyleValue(name: "circular")
}

// MARK: Picker

/// How a picker is drawn (SwiftUI's `PickerStyle`).
public struct PickerStyleValue: Hashable, Sendable {
    let name: String
    public static let automatic = PickerStyleValue(name: "menu")
    public static let menu = PickerStyleValue(name: "menu")
    public static let segmented = PickerStyleValue(name: "segmented")
    public static let wheel = PickerStyleValue(name: "wheel")
    public static let inline = PickerStyleValue(name: "menu")
    public static let navigationLink = PickerStyleValue(name: "menu")
    public static let palette = PickerStyleValue(name: "segmented")
}

extension View {
    /// Draws the pickers inside with `style` (see `Picker`).
    public func pickerStyle(_ style: PickerStyleValue) -> some View {
        environmentChange { $0.pickerStyle = style.name }
    }
}

/// A choice among options (SwiftUI's `Picker`). Tags are not modelled, so the selected option's
/// title is not shown. Approximations, by style:
/// - `.menu` (the default): a row like `Toggle`'s, the label, a `Spacer` and a 20 × 20
///   `chevron.up.chevron.down` symbol;
/// - `.segmented`: as wide as the proposal and 32 high (UIKit's `UISegmentedControl` since iOS 13);
/// - `.wheel`: as wide as the proposal and 216 high (UIKit's `UIPickerView` standard height).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: _PrimitiveView {
    let label: Label
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        switch builder.environment.pickerStyle {
        case "segmented":
            return builder.nodes(RoundedRectangle(cornerRadius: 8).frame(maxWidth: .infinity).frame(height: 32))
        case "wheel":
            return builder.nodes(Rectangle().frame(maxWidth: .infinity).frame(height: 216))
        default:
            return _controlRow(label: label, control: Image(systemName: "chevron.up.chevron.down"), builder: builder)
        }
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.label = Text(titleKey)
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.label = Text(title)
        self.content = content()
    }
}

extension View {
    /// Ignored: tags are not modelled (see `Picker`).
    public func tag<V: Hashable>(_ tag: V) -> Self { self }
}

// MARK: DatePicker

/// Which parts of a date are edited (layout ignores it; SwiftUI's `DatePickerComponents`).
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1)
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// A date picker (SwiftUI's `DatePicker`). Approximation of the iOS compact style: a row like
/// `Toggle`'s, the label, a `Spacer` and the date button, a 120 × 34 rounded rectangle (no public
/// measurement; roughly a medium date's width).
public struct DatePicker<Label: View>: _PrimitiveView {
    let label: Label

    public typealias Components = DatePickerComponents

    public init(selection: Binding<Date>, displayedComponents: Components = [.date, .hourAndMinute],
                @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        _controlRow(label: label, control: RoundedRectangle(cornerRadius: 8).frame(width: 120, height: 34), builder: builder)
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.date, .hourAndMinute]) {
        label = Text(titleKey)
    }

    /// With the dates it allows (`a...b`, `a...`, `...b`); the range changes no layout.
    public init<R: RangeExpression>(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: R,
                                    displayedComponents: Components = [.date, .hourAndMinute]) where R.Bound == Date {
        label = Text(titleKey)
    }
}

extension DatePicker {
    /// With the dates it allows (`a...b`, `a...`, `...b`); the range changes no layout.
    public init<R: RangeExpression>(selection: Binding<Date>, in range: R, displayedComponents: Components = [.date, .hourAndMinute],
                                    @ViewBuilder label: () -> Label) where R.Bound == Date {
        self.label = label()
    }
}

extension View {
    /// `.button` draws the toggles inside as bordered buttons; the others as switches (see `Toggle`).
    public func toggleStyle(_ style: ToggleStyleValue) -> some View {
        environmentChange { $0.buttonToggles = style == .button }
    }
    /// Hides the labels of the controls inside (see `_controlRow`).
    public func labelsHidden() -> some View {
        environmentChange { $0.labelsHidden = true }
    }
    /// Ignored: date pickers have one layout (see `DatePicker`).
    public func datePickerStyle(_ style: DatePickerStyleValue) -> Self { self }
}

/// Toggle styles (`.switch`, `.button`, `.automatic`): `.button` draws a button (see `Toggle`).
public struct ToggleStyleValue: Hashable, Sendable {
    let name: String
    public static let automatic = ToggleStyleValue(name: "automatic")
    public static let `switch` = ToggleStyleValue(name: "switch")
    public static let button = ToggleStyleValue(name: "button")
}

/// Date picker styles; layout ignores them.
public struct DatePickerStyleValue: Hashable, Sendable {
    let name: String
    public static let automatic = DatePickerStyleValue(name: "automatic")
    public static let compact = DatePickerStyleValue(name: "compact")
    public static let graphical = DatePickerStyleValue(name: "graphical")
    public static let wheel = DatePickerStyleValue(name: "wheel")
}

// MARK: ColorPicker, TextEditor, ControlGroup

/// A color picker (SwiftUI's `ColorPicker`). Approximation of iOS's: a row of its label, a `Spacer`
/// and a 28 × 28 color well (`.labelsHidden()`: the well alone).
public struct ColorPicker<Label: View>: _PrimitiveView {
    let label: Label

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        _controlRow(label: label, control: Circle().frame(width: 28, height: 28), builder: builder)
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        label = Text(title)
    }
}

/// A multi-line text editor (SwiftUI's `TextEditor`): it fills whatever it is proposed, in both
/// directions, like a `Color` (a scrolling text view's frame does not depend on its text).
public struct TextEditor: _PrimitiveView {
    public init(text: Binding<String>) {}

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [ViewNode(.color(name: "textEditor"))] }
}

/// Related controls drawn as one group (SwiftUI's `ControlGroup`). Approximation: its controls
/// side by side in an `HStack` with no spacing; `controlGroupStyle` is ignored.
public struct ControlGroup<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public init<Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
    }

    public var body: some View {
        HStack(spacing: 0) { content }
    }
}

extension View {
    /// Ignored (see `ControlGroup`).
    public func controlGroupStyle<S>(_ style: S) -> Self { self }
}
