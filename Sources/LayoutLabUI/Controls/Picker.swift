// Picker in its styles, composed from the engine's vocabulary (each number named where it is).
import LayoutEngine

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

/// A choice among options (SwiftUI's `Picker`). The selected option is the one whose tag — its
/// `.tag(_:)`, else its `ForEach` element's identity, as in SwiftUI — equals the selection.
/// Approximations, by style:
/// - `.menu` (the default): in a list or form, a row like `Toggle`'s: the label, a `Spacer`, then
///   the selected option and the `chevron.up.chevron.down` symbol (in an `HStack` of default
///   spacing); elsewhere the selected option and the symbol alone, a button without the label, as
///   iOS 16 and later draw a menu picker;
/// - `.segmented`: as wide as the proposal and of the platform's height (the engine's
///   `.segmentedControl` chrome: 32 on iPhone, UIKit's `UISegmentedControl` since iOS 13; 24 on macOS);
/// - `.wheel`: as wide as the proposal and 216 high (the engine's `.pickerWheel` chrome, UIKit's
///   `UIPickerView` standard height).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: _PrimitiveView {
    let label: Label
    let content: Content
    /// The selection's value when the picker was made.
    var selected: AnyHashable?

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        selected = AnyHashable(selection.wrappedValue)
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        switch builder.environment.pickerStyle {
        case "segmented":
            return builder.nodes(RoundedRectangle(cornerRadius: 8).frame(maxWidth: .infinity)._chrome(.segmentedControl))
        case "wheel":
            return builder.nodes(Rectangle().frame(maxWidth: .infinity)._chrome(.pickerWheel))
        default:
            let option = selected.flatMap { selected in _PickerOption.options(of: content).first { $0.tag == selected }?.view }
            let control = HStack {
                option
                Image(systemName: "chevron.up.chevron.down")
            }
            guard builder.environment.inList else { return builder.nodes(control) }
            return _controlRow(label: label, control: control, builder: builder)
        }
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.label = Text(titleKey)
        self.content = content()
        selected = AnyHashable(selection.wrappedValue)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.label = Text(title)
        self.content = content()
        selected = AnyHashable(selection.wrappedValue)
    }
}

extension View {
    /// The view with a tag, which a `Picker` compares with its selection; laid out as the view.
    public func tag<V: Hashable>(_ tag: V) -> _Tagged<Self> { _Tagged(content: self, tag: AnyHashable(tag)) }
}

/// A view with a tag (`.tag(_:)`): laid out exactly as its content.
public struct _Tagged<Content: View>: _PrimitiveView {
    let content: Content
    let tag: AnyHashable

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { builder.nodes(content) }
}

/// One option of a picker's content: its view and its tag (nil: none).
struct _PickerOption {
    var tag: AnyHashable?
    var view: AnyView

    /// The options `view` lists: each view of its lists, `ForEach`es, groups and sections.
    static func options(of view: any View) -> [_PickerOption] {
        (view as? any _PickerOptions)?._pickerOptions ?? [_PickerOption(tag: nil, view: AnyView(view))]
    }
}

/// A view that lists a picker's options rather than being one.
protocol _PickerOptions {
    var _pickerOptions: [_PickerOption] { get }
}

extension _Tagged: _PickerOptions {
    var _pickerOptions: [_PickerOption] {
        // The tag of the outermost `.tag` wins; the option is the tagged view.
        [_PickerOption(tag: tag, view: AnyView(content))]
    }
}

extension _ViewList: _PickerOptions {
    var _pickerOptions: [_PickerOption] { parts.flatMap { _PickerOption.options(of: $0) } }
}

extension AnyView: _PickerOptions {
    var _pickerOptions: [_PickerOption] { base.map { _PickerOption.options(of: $0) } ?? [_PickerOption(tag: nil, view: self)] }
}

extension _Located: _PickerOptions {
    /// Each option keeps the place it was written at.
    var _pickerOptions: [_PickerOption] {
        _PickerOption.options(of: content).map { _PickerOption(tag: $0.tag, view: AnyView(_Located<AnyView>(content: $0.view, site: site))) }
    }
}

extension Group: _PickerOptions {
    var _pickerOptions: [_PickerOption] { _PickerOption.options(of: content) }
}

extension ForEach: _PickerOptions {
    var _pickerOptions: [_PickerOption] {
        data.flatMap { element in
            _PickerOption.options(of: content(element)).map { option in
                _PickerOption(tag: option.tag ?? identity?(element), view: option.view)
            }
        }
    }
}
