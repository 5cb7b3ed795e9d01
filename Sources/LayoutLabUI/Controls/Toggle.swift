// Toggle, composed from the engine's vocabulary (the switch is UISwitch's size).
import LayoutEngine

/// An on/off switch (SwiftUI's `Toggle`). Approximation of the iOS switch style: an `HStack`
/// of the label, a `Spacer` and the switch, a 51×31 capsule (UISwitch's size). Under
/// `.toggleStyle(.button)` it is a button of its label in the bordered style [DOC
/// `ToggleStyle.button`: "A toggle style that displays as a button with its label as the title"].
public struct Toggle<Label: View>: _PrimitiveView {
    let label: Label
    /// The state, what a custom `ToggleStyle` is given.
    var isOn: Binding<Bool>

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isOn = isOn
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        if builder.environment.buttonToggles {
            return builder.nodes(Button(action: {}) { label }.buttonStyle(.bordered))
        }
        return _controlRow(label: label, control: Capsule().frame(width: 51, height: 31), builder: builder)
    }
}

extension Toggle where Label == Text {
    public init(_ title: LocalizedStringKey, isOn: Binding<Bool>) {
        label = Text(title)
        self.isOn = isOn
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        label = Text(title)
        self.isOn = isOn
    }
}
