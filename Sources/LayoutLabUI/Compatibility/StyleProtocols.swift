// SwiftUI's style protocols as real code names them: the style types of every iOS release
// (`SegmentedPickerStyle()`, `InsetGroupedListStyle()`, `StackNavigationViewStyle()`, …), each
// standing for the style value LayoutLabUI's `xStyle(_:)` modifiers already lay out, and the
// protocols whose `makeBody(configuration:)` a view file writes itself (`ToggleStyle`,
// `ProgressViewStyle`, `GaugeStyle`, `PrimitiveButtonStyle`): the control is laid out as the
// style's body, as SwiftUI draws it [DOC `ToggleStyle.makeBody(configuration:)`: "Creates a view
// that represents the body of a toggle"]. A style's body that shows the same control again gets
// the default style (the custom style is not applied to its own body).
import LayoutEngine

// MARK: Styles that stand for a style value

/// How pickers are drawn (SwiftUI's `PickerStyle`); each style stands for a `PickerStyleValue`.
public protocol PickerStyle { var _pickerStyle: PickerStyleValue { get } }
/// `.automatic` (SwiftUI's `DefaultPickerStyle`).
public struct DefaultPickerStyle: PickerStyle { public init() {}; public var _pickerStyle: PickerStyleValue { .automatic } }
/// `.menu` (SwiftUI's `MenuPickerStyle`).
public struct MenuPickerStyle: PickerStyle { public init() {}; public var _pickerStyle: PickerStyleValue { .menu } }
/// `.segmented` (SwiftUI's `SegmentedPickerStyle`).
public struct SegmentedPickerStyle: PickerStyle { public init() {}; public var _pickerStyle: PickerStyleValue { .segmented } }
/// `.wheel` (SwiftUI's `WheelPickerStyle`).
public struct WheelPickerStyle: PickerStyle { public init() {}; public var _pickerStyle: PickerStyleValue { .wheel } }
/// `.inline` (SwiftUI's `InlinePickerStyle`).
public struct InlinePickerStyle: PickerStyle { public init() {}; public var _pickerStyle: PickerStyleValue { .inline } }
/// `.navigationLink` (SwiftUI's `NavigationLinkPickerStyle`).
public struct NavigationLinkPickerStyle: PickerStyle { public init() {}; public var _pickerStyle: PickerStyleValue { .navigationLink } }
/// `.palette` (SwiftUI's `PalettePickerStyle`).
public struct PalettePickerStyle: PickerStyle { public init() {}; public var _pickerStyle: PickerStyleValue { .palette } }

/// How lists are laid out (SwiftUI's `ListStyle`); each style stands for a `ListStyleValue`.
public protocol ListStyle { var _listStyle: ListStyleValue { get } }
/// `.automatic` (SwiftUI's `DefaultListStyle`).
public struct DefaultListStyle: ListStyle { public init() {}; public var _listStyle: ListStyleValue { .automatic } }
/// `.plain` (SwiftUI's `PlainListStyle`).
public struct PlainListStyle: ListStyle { public init() {}; public var _listStyle: ListStyleValue { .plain } }
/// `.grouped` (SwiftUI's `GroupedListStyle`).
public struct GroupedListStyle: ListStyle { public init() {}; public var _listStyle: ListStyleValue { .grouped } }
/// `.insetGrouped` (SwiftUI's `InsetGroupedListStyle`).
public struct InsetGroupedListStyle: ListStyle { public init() {}; public var _listStyle: ListStyleValue { .insetGrouped } }
/// `.inset` (SwiftUI's `InsetListStyle`).
public struct InsetListStyle: ListStyle { public init() {}; public var _listStyle: ListStyleValue { .inset } }
/// `.sidebar` (SwiftUI's `SidebarListStyle`).
public struct SidebarListStyle: ListStyle { public init() {}; public var _listStyle: ListStyleValue { .sidebar } }

/// How a `NavigationView` shows its columns (SwiftUI's `NavigationViewStyle`); visual only.
public protocol NavigationViewStyle { var _navigationViewStyle: NavigationViewStyleValue { get } }
/// `.automatic` (SwiftUI's `DefaultNavigationViewStyle`).
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {}; public var _navigationViewStyle: NavigationViewStyleValue { .automatic } }
/// `.stack` (SwiftUI's `StackNavigationViewStyle`).
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {}; public var _navigationViewStyle: NavigationViewStyleValue { .stack } }
/// `.columns` (SwiftUI's `DoubleColumnNavigationViewStyle`): an iPhone in portrait shows one column.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {}; public var _navigationViewStyle: NavigationViewStyleValue { .automatic } }
/// SwiftUI's `ColumnNavigationViewStyle`: an iPhone in portrait shows one column.
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {}; public var _navigationViewStyle: NavigationViewStyleValue { .automatic } }

/// How a `TabView` shows its pages (SwiftUI's `TabViewStyle`); each style stands for a `TabViewStyleValue`.
public protocol TabViewStyle { var _tabViewStyle: TabViewStyleValue { get } }
/// `.automatic` (SwiftUI's `DefaultTabViewStyle`).
public struct DefaultTabViewStyle: TabViewStyle { public init() {}; public var _tabViewStyle: TabViewStyleValue { .automatic } }
/// `.page` (SwiftUI's `PageTabViewStyle`): no tab bar.
public struct PageTabViewStyle: TabViewStyle {
    /// Whether the page dots show (SwiftUI's `PageTabViewStyle.IndexDisplayMode`); they take no room.
    public enum IndexDisplayMode: Hashable, Sendable { case automatic, always, never }
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
    public var _tabViewStyle: TabViewStyleValue { .page }
}
/// `.tabBarOnly` (SwiftUI's `TabBarOnlyTabViewStyle`).
public struct TabBarOnlyTabViewStyle: TabViewStyle { public init() {}; public var _tabViewStyle: TabViewStyleValue { .automatic } }
/// `.sidebarAdaptable` (SwiftUI's `SidebarAdaptableTabViewStyle`): a tab bar on an iPhone.
public struct SidebarAdaptableTabViewStyle: TabViewStyle { public init() {}; public var _tabViewStyle: TabViewStyleValue { .automatic } }

/// How a page `TabView`'s index dots are drawn (SwiftUI's `IndexViewStyle`); visual only.
public protocol IndexViewStyle { var _indexViewStyle: IndexViewStyleValue { get } }
/// `.page` (SwiftUI's `PageIndexViewStyle`).
public struct PageIndexViewStyle: IndexViewStyle {
    /// Whether the dots have a background (SwiftUI's `PageIndexViewStyle.BackgroundDisplayMode`).
    public enum BackgroundDisplayMode: Hashable, Sendable { case automatic, interactive, always, never }
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
    public var _indexViewStyle: IndexViewStyleValue { .page }
}

/// How a `Form` is laid out (SwiftUI's `FormStyle`); layout ignores it (see `Form`).
public protocol FormStyle { var _formStyle: FormStyleValue { get } }
/// `.automatic` (SwiftUI's `AutomaticFormStyle`).
public struct AutomaticFormStyle: FormStyle { public init() {}; public var _formStyle: FormStyleValue { .automatic } }
/// `.grouped` (SwiftUI's `GroupedFormStyle`).
public struct GroupedFormStyle: FormStyle { public init() {}; public var _formStyle: FormStyleValue { .grouped } }
/// `.columns` (SwiftUI's `ColumnsFormStyle`).
public struct ColumnsFormStyle: FormStyle { public init() {}; public var _formStyle: FormStyleValue { .columns } }

/// How a `DatePicker` is drawn (SwiftUI's `DatePickerStyle`); layout ignores it (see `DatePicker`).
public protocol DatePickerStyle { var _datePickerStyle: DatePickerStyleValue { get } }
/// `.automatic` (SwiftUI's `DefaultDatePickerStyle`).
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {}; public var _datePickerStyle: DatePickerStyleValue { .automatic } }
/// `.compact` (SwiftUI's `CompactDatePickerStyle`).
public struct CompactDatePickerStyle: DatePickerStyle { public init() {}; public var _datePickerStyle: DatePickerStyleValue { .compact } }
/// `.graphical` (SwiftUI's `GraphicalDatePickerStyle`).
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {}; public var _datePickerStyle: DatePickerStyleValue { .graphical } }
/// `.wheel` (SwiftUI's `WheelDatePickerStyle`).
public struct WheelDatePickerStyle: DatePickerStyle { public init() {}; public var _datePickerStyle: DatePickerStyleValue { .wheel } }

extension View {
    /// Draws the pickers inside with `style` (see `Picker`).
    @_disfavoredOverload public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { pickerStyle(style._pickerStyle) }
    /// Lays the `List`s inside out in `style` (see `List`).
    @_disfavoredOverload public func listStyle<S: ListStyle>(_ style: S) -> some View { listStyle(style._listStyle) }
    /// Visual only (see `NavigationView`).
    @_disfavoredOverload public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { navigationViewStyle(style._navigationViewStyle) }
    /// Lays the `TabView`s inside out in `style` (see `TabView`).
    @_disfavoredOverload public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { tabViewStyle(style._tabViewStyle) }
    /// Visual only.
    @_disfavoredOverload public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { indexViewStyle(style._indexViewStyle) }
    /// Ignored (see `Form`).
    @_disfavoredOverload public func formStyle<S: FormStyle>(_ style: S) -> some View { formStyle(style._formStyle) }
    /// Ignored (see `DatePicker`).
    @_disfavoredOverload public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { datePickerStyle(style._datePickerStyle) }
}

// MARK: Styles with a body

/// A view made when the tree is built (a style's parts: its label, its content).
func _builtView<V: View>(_ view: V) -> AnyView { AnyView(view) }

/// A view the tree builder may lay out as a custom style's body instead of its own: `Toggle`,
/// `ProgressView`, `Gauge`. Implementation detail of LayoutLabUI.
protocol _CustomStyled {
    /// The custom style's body for this view, or nil when no custom style applies.
    func _styledBody(_ environment: inout _BuildEnvironment) -> AnyView?
}

/// The custom styles set by `.toggleStyle`, `.progressViewStyle`, `.gaugeStyle` and `.groupBoxStyle` with a style
/// of the view file's own, keyed by the configuration type they take.
struct _CustomStyles {
    var toggle: ((ToggleStyleConfiguration) -> AnyView)?
    var progressView: ((ProgressViewStyleConfiguration) -> AnyView)?
    var gauge: ((GaugeStyleConfiguration) -> AnyView)?
    var groupBox: ((GroupBoxStyleConfiguration) -> AnyView)?
}

/// What a `ToggleStyle` gets (SwiftUI's `ToggleStyleConfiguration`).
public struct ToggleStyleConfiguration {
    /// The toggle's label as a view.
    public struct Label: _PrimitiveView {
        let content: AnyView
        public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { content._makeNodes(builder) }
    }

    public let label: ToggleStyleConfiguration.Label
    /// The toggle's state.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values, some on and some off: never here.
    public var isMixed: Bool { false }
}

/// A toggle style: `makeBody(configuration:)` builds the toggle from its label and state (SwiftUI's `ToggleStyle`).
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// `.automatic` (SwiftUI's `DefaultToggleStyle`): a switch on iOS.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Toggle(isOn: configuration.$isOn) { configuration.label } }
}
/// `.switch` (SwiftUI's `SwitchToggleStyle`).
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View { Toggle(isOn: configuration.$isOn) { configuration.label } }
}
/// `.checkbox` (SwiftUI's `CheckboxToggleStyle`, macOS).
public struct CheckboxToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Toggle(isOn: configuration.$isOn) { configuration.label }.toggleStyle(ToggleStyleValue.checkbox)
    }
}
/// `.button` (SwiftUI's `ButtonToggleStyle`).
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Toggle(isOn: configuration.$isOn) { configuration.label }.toggleStyle(ToggleStyleValue.button)
    }
}

/// What a `ProgressViewStyle` gets (SwiftUI's `ProgressViewStyleConfiguration`).
public struct ProgressViewStyleConfiguration {
    /// The progress view's label as a view.
    public struct Label: _PrimitiveView {
        let content: AnyView
        public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { content._makeNodes(builder) }
    }
    /// The progress view's current-value label as a view.
    public struct CurrentValueLabel: _PrimitiveView {
        let content: AnyView
        public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { content._makeNodes(builder) }
    }

    /// The fraction done, 0 to 1; nil for a spinner.
    public let fractionCompleted: Double?
    public var label: ProgressViewStyleConfiguration.Label?
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

/// A progress view style: `makeBody(configuration:)` builds the progress view (SwiftUI's `ProgressViewStyle`).
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// `.automatic` (SwiftUI's `DefaultProgressViewStyle`).
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { _defaultProgressView(configuration) }
}
/// `.linear` (SwiftUI's `LinearProgressViewStyle`).
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View { _defaultProgressView(configuration) }
}
/// `.circular` (SwiftUI's `CircularProgressViewStyle`): a spinner, with a value or not (iOS has no
/// determinate circular style).
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View {
        _defaultProgressView(ProgressViewStyleConfiguration(fractionCompleted: nil, label: configuration.label, currentValueLabel: nil))
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
                             CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// A progress view of a style's `configuration`, drawn in the default style (as in a custom
    /// style's `makeBody` that wraps the standard one).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self = _defaultProgressView(configuration)
    }
}

/// A `ProgressView` of `configuration` in the default style.
func _defaultProgressView(_ configuration: ProgressViewStyleConfiguration) -> ProgressView<ProgressViewStyleConfiguration.Label, ProgressViewStyleConfiguration.CurrentValueLabel> {
    ProgressView(_label: configuration.label, currentValueLabel: configuration.currentValueLabel,
                 fraction: configuration.fractionCompleted)
}

/// What a `GaugeStyle` gets (SwiftUI's `GaugeStyleConfiguration`).
public struct GaugeStyleConfiguration {
    /// A part of the gauge as a view (its label, current value, bounds, marked values).
    public struct Part: _PrimitiveView {
        let content: AnyView
        public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { content._makeNodes(builder) }
    }
    public typealias Label = Part
    public typealias CurrentValueLabel = Part
    public typealias MinimumValueLabel = Part
    public typealias MaximumValueLabel = Part
    public typealias MarkedValueLabels = Part

    /// The value's position in the gauge's bounds, 0 to 1.
    public var value: Double
    public var label: Label
    public var currentValueLabel: CurrentValueLabel?
    public var minimumValueLabel: MinimumValueLabel?
    public var maximumValueLabel: MaximumValueLabel?
}

/// A gauge style: `makeBody(configuration:)` builds the gauge (SwiftUI's `GaugeStyle`).
public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// `.automatic` (SwiftUI's `DefaultGaugeStyle`): the linear gauge LayoutLabUI lays out (see `Gauge`).
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { _defaultGauge(configuration) }
}
/// `.linearCapacity` (SwiftUI's `LinearCapacityGaugeStyle`).
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { _defaultGauge(configuration) }
}
/// `.accessoryLinear` (SwiftUI's `AccessoryLinearGaugeStyle`).
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { _defaultGauge(configuration) }
}
/// `.accessoryLinearCapacity` (SwiftUI's `AccessoryLinearCapacityGaugeStyle`).
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { _defaultGauge(configuration) }
}
/// `.accessoryCircular` (SwiftUI's `AccessoryCircularGaugeStyle`): laid out as the linear gauge (see `Gauge`).
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { _defaultGauge(configuration) }
}
/// `.accessoryCircularCapacity` (SwiftUI's `AccessoryCircularCapacityGaugeStyle`): laid out as the linear gauge (see `Gauge`).
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { _defaultGauge(configuration) }
}

/// A `Gauge` of `configuration` in the default style.
func _defaultGauge(_ c: GaugeStyleConfiguration) -> Gauge<GaugeStyleConfiguration.Part, GaugeStyleConfiguration.Part, GaugeStyleConfiguration.Part> {
    Gauge(_configuration: c)
}

extension Gauge where Label == GaugeStyleConfiguration.Part, CurrentValueLabel == GaugeStyleConfiguration.Part,
                      BoundsLabel == GaugeStyleConfiguration.Part {
    init(_configuration c: GaugeStyleConfiguration) {
        label = c.label
        currentValueLabel = c.currentValueLabel
        minimumValueLabel = c.minimumValueLabel
        maximumValueLabel = c.maximumValueLabel
        fraction = c.value
    }
}

extension ProgressView {
    init(_label: Label?, currentValueLabel: CurrentValueLabel?, fraction: Double?) {
        label = _label
        self.currentValueLabel = currentValueLabel
        determinate = fraction != nil
        self.fraction = fraction
    }
}

/// What a `PrimitiveButtonStyle` gets (SwiftUI's `PrimitiveButtonStyleConfiguration`).
public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = ButtonStyleConfiguration.Label
    public let role: ButtonRole?
    public let label: Label
    /// Runs the button's action: nothing happens while laying out.
    public func trigger() {}
}

/// A button style that decides when the action runs (SwiftUI's `PrimitiveButtonStyle`); the button is
/// laid out as the style's body.
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension View {
    /// Draws the `Button`s inside with `style`'s body.
    @_disfavoredOverload public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environmentChange { environment in
            environment.buttonStyle = { configuration, _ in
                AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(role: configuration.role, label: configuration.label)))
            }
        }
    }

    /// Lays the `Toggle`s inside out as `style`'s body.
    @_disfavoredOverload public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environmentChange { $0.customStyles.toggle = { AnyView(style.makeBody(configuration: $0)) } }
    }

    /// Lays the `ProgressView`s inside out as `style`'s body.
    @_disfavoredOverload public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environmentChange { $0.customStyles.progressView = { AnyView(style.makeBody(configuration: $0)) } }
    }

    /// Lays the `Gauge`s inside out as `style`'s body.
    @_disfavoredOverload public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environmentChange { $0.customStyles.gauge = { AnyView(style.makeBody(configuration: $0)) } }
    }
}

extension Toggle: _CustomStyled {
    func _styledBody(_ environment: inout _BuildEnvironment) -> AnyView? {
        guard let style = environment.customStyles.toggle else { return nil }
        environment.customStyles.toggle = nil
        return style(ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: isOn))
    }
}

extension ProgressView: _CustomStyled {
    func _styledBody(_ environment: inout _BuildEnvironment) -> AnyView? {
        guard let style = environment.customStyles.progressView else { return nil }
        environment.customStyles.progressView = nil
        return style(ProgressViewStyleConfiguration(
            fractionCompleted: determinate ? fraction : nil,
            label: label.map { .init(content: AnyView($0)) },
            currentValueLabel: currentValueLabel.map { .init(content: AnyView($0)) }))
    }
}

extension Gauge: _CustomStyled {
    func _styledBody(_ environment: inout _BuildEnvironment) -> AnyView? {
        guard let style = environment.customStyles.gauge else { return nil }
        environment.customStyles.gauge = nil
        return style(GaugeStyleConfiguration(
            value: fraction, label: .init(content: AnyView(label)),
            currentValueLabel: currentValueLabel.map { .init(content: AnyView($0)) },
            minimumValueLabel: minimumValueLabel.map { .init(content: AnyView($0)) },
            maximumValueLabel: maximumValueLabel.map { .init(content: AnyView($0)) }))
    }
}

extension NavigationViewStyleValue {
    /// `.columns`: an iPhone in portrait shows one column (visual only).
    public static let columns = NavigationViewStyleValue(name: "columns")
}

extension TabViewStyleValue {
    /// `.tabBarOnly`: a tab bar, as `.automatic` on an iPhone.
    public static let tabBarOnly = TabViewStyleValue(paged: false)
    /// `.sidebarAdaptable`: a tab bar on an iPhone, as `.automatic`.
    public static let sidebarAdaptable = TabViewStyleValue(paged: false)
}
