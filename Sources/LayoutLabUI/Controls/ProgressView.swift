// ProgressView and Gauge, composed from the engine's vocabulary; the bar's and the spinner's sizes
// are the platform's (the engine's `PlatformChrome`).
import LayoutEngine

/// A progress indicator (SwiftUI's `ProgressView`). Approximations of what SwiftUI draws on iOS:
/// - without a value, a spinner: 20 × 20 on iPhone (UIKit's `UIActivityIndicatorView`, style
///   `.medium`; the engine's `.spinner` chrome, 32 × 32 on macOS), with its label below it in a
///   `VStack` (default spacing);
/// - with a value, a bar as wide as the proposal and 4 points high on iPhone (UIKit's
///   `UIProgressView`; the engine's `.progressBar` chrome, 14 on macOS), with
///   its label above it in a leading `VStack` (default spacing).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    let determinate: Bool
    /// The fraction done (value / total), what a custom `ProgressViewStyle` is given.
    var fraction: Double?

    public var body: some View {
        if determinate {
            VStack(alignment: .leading) {
                label
                Capsule().frame(maxWidth: .infinity)._chrome(.progressBar)
                currentValueLabel
            }
        } else {
            VStack {
                Circle()._chrome(.spinner)
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
        fraction = value.map { Double($0 / total) }
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
        self.init(label: { Text(titleKey) })
    }

    /// A spinner titled by a string value (`ProgressView(loadingText)`), shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(label: { Text(title) })
    }

    /// A bar with a title.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(titleKey) })
    }

    /// A bar titled by a string value, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(title) })
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
        fraction = value.map { Double($0 / total) }
    }
}

extension ProgressView {
    /// A bar with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        determinate = value != nil
        fraction = value.map { Double($0 / total) }
    }
}

/// A value within a range (SwiftUI's `Gauge`). Approximation of the iOS default (linear) style,
/// laid out like a `ProgressView` with a value: its label, then its bar (the `.progressBar` chrome,
/// 4 points high on iPhone) as wide as the proposal, then its current-value label, in a leading `VStack`; the minimum and maximum labels
/// sit at the bar's ends in an `HStack`. `gaugeStyle` is ignored (circular gauges are laid out the
/// same way).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View {
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    /// Where the value sits in the bounds, 0 to 1, what a custom `GaugeStyle` is given.
    var fraction: Double = 0

    public var body: some View {
        VStack(alignment: .leading) {
            label
            HStack {
                minimumValueLabel
                Capsule().frame(maxWidth: .infinity)._chrome(.progressBar)
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
        fraction = Double((value - bounds.lowerBound) / (bounds.upperBound - bounds.lowerBound))
    }
}

extension Gauge where BoundsLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        minimumValueLabel = nil
        maximumValueLabel = nil
        fraction = Double((value - bounds.lowerBound) / (bounds.upperBound - bounds.lowerBound))
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
        fraction = Double((value - bounds.lowerBound) / (bounds.upperBound - bounds.lowerBound))
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

/// Progress view styles: the layout follows from whether a value is given, except that `.circular`
/// is a spinner whatever the value (below).
public struct ProgressViewStyleValue: Hashable, Sendable {
    let name: String
}

extension View {
    /// `.circular` lays the progress views inside out as spinners, a value or not: iOS has no
    /// determinate circular style [DOC CircularProgressViewStyle: "In cases where no determinate
    /// circular progress view style is available, circular progress views use an indeterminate
    /// style"]. `.linear` and `.automatic` change nothing (a value makes a bar, none a spinner).
    public func progressViewStyle(_ style: ProgressViewStyleValue) -> some View {
        environmentChange { environment in
            guard style == .circular else { return }
            environment.customStyles.progressView = { AnyView(CircularProgressViewStyle().makeBody(configuration: $0)) }
        }
    }
}

extension ProgressViewStyleValue {
    public static let automatic = ProgressViewStyleValue(name: "automatic")
    public static let linear = ProgressViewStyleValue(name: "linear")
    public static let circular = ProgressViewStyleValue(name: "circular")
}
