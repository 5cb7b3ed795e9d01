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

/// A choice among options (SwiftUI's `Picker`). Tags are not modelled, so the selected option's
/// title is not shown. Approximations, by style:
/// - `.menu` (the default): a row like `Toggle`'s, the label, a `Spacer` and a 20 × 20
///   `chevron.up.chevron.down` symbol;
/// - `.segmented`: as wide as the proposal and of the platform's height (the engine's
///   `.segmentedControl` chrome: 32 on iPhone, UIKit's `UISegmentedControl` since iOS 13; 24 on macOS);
/// - `.wheel`: as wide as the proposal and 216 high (the engine's `.pickerWheel` chrome, UIKit's
///   `UIPickerView` standard height).
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
            return builder.nodes(RoundedRectangle(cornerRadius: 8).frame(maxWidth: .infinity)._chrome(.segmentedControl))
        case "wheel":
            return builder.nodes(Rectangle().frame(maxWidth: .infinity)._chrome(.pickerWheel))
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
