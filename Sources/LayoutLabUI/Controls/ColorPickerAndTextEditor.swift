// ColorPicker, TextEditor and ControlGroup, composed from the engine's vocabulary (each number
// named where it is).
import LayoutEngine

/// A color picker (SwiftUI's `ColorPicker`). Approximation of iOS's: a row of its label, a `Spacer`
/// and a color well of the platform's size (the engine's `.colorWell` chrome: 28 × 28 on iPhone,
/// 102 × 27 on macOS; `.labelsHidden()`: the well alone).
public struct ColorPicker<Label: View>: _PrimitiveView {
    let label: Label

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        _controlRow(label: label, control: Circle()._chrome(.colorWell), builder: builder)
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

    /// A group with a title (shown where the group is collapsed into a menu; not laid out here).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A group with a title and a symbol (shown where it is collapsed into a menu).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        HStack(spacing: 0) { content }
    }
}

extension View {
    /// Ignored (see `ControlGroup`): `.navigation`, `.palette`, `.menu` and the other styles
    /// leave the controls side by side.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> Self { self }
}
