// Toggle, composed from the engine's vocabulary (the switch is the platform's, the engine's `PlatformChrome`).
import LayoutEngine

/// An on/off switch (SwiftUI's `Toggle`). Approximation of the iOS switch style: an `HStack`
/// of the label, a `Spacer` and the switch, a capsule of the platform's size (the engine's
/// `.toggleSwitch` chrome: 51×31 on iPhone, UISwitch's size; 38×22 on macOS). Under
/// `.toggleStyle(.button)` it is a button of its label in the bordered style [DOC
/// `ToggleStyle.button`: "A toggle style that displays as a button with its label as the title"].
/// Under `.toggleStyle(.checkbox)` (macOS) it is the box, then its label, as wide as they need
/// [DOC `ToggleStyle.checkbox`: "a checkbox followed by its label"; it "takes as much horizontal
/// space as it needs to fit the label"]: the engine's `.checkbox` chrome (14 × 14), 6 before the
/// label, centred across. macOS's automatic style (a checkbox too) is not modelled: it stays a switch.
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
        if builder.environment.checkboxToggles {
            let box = RoundedRectangle(cornerRadius: 3.5)._chrome(.checkbox)
            if builder.environment.labelsHidden { return builder.nodes(box) }
            return builder.nodes(HStack(spacing: 6) { box; label })
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

extension Toggle where Label == LayoutLabUI.Label<Text, Image> {
    /// A toggle labelled with a title and a symbol (iOS 17), laid out as a toggle of that label.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        label = LayoutLabUI.Label(titleKey, systemImage: systemImage)
        self.isOn = isOn
    }

    /// A toggle labelled with a string as it is and a symbol (iOS 17).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        label = LayoutLabUI.Label(title, systemImage: systemImage)
        self.isOn = isOn
    }
}
