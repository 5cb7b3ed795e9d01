// Toggle, composed from the engine's vocabulary (the switch is the platform's, the engine's `PlatformChrome`).
import LayoutEngine

/// An on/off switch (SwiftUI's `Toggle`). Approximation of the iOS switch style: an `HStack`
/// of the label, a `Spacer` and the switch, a capsule of the platform's size (the engine's
/// `.toggleSwitch` chrome: 51×31 on iPhone, UISwitch's size; 38×22 on macOS). Under
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
        return _controlRow(label: label, control: Capsule()._chrome(.toggleSwitch), builder: builder)
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
