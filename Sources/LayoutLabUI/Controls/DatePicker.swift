// DatePicker in its styles, composed from the engine's vocabulary (the field's size is the engine's `PlatformChrome`).
import LayoutEngine

/// Which parts of a date are edited (layout ignores it; SwiftUI's `DatePickerComponents`).
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1)
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// A date picker (SwiftUI's `DatePicker`). Approximation of the iOS compact style: a row like
/// `Toggle`'s, the label, a `Spacer` and the date button, a rounded rectangle of the platform's size
/// (the engine's `.datePickerField` chrome: 120 × 34 on iPhone, no public measurement, roughly a
/// medium date's width; 96 × 28 on macOS).
public struct DatePicker<Label: View>: _PrimitiveView {
    let label: Label

    public typealias Components = DatePickerComponents

    public init(selection: Binding<Date>, displayedComponents: Components = [.date, .hourAndMinute],
                @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        _controlRow(label: label, control: RoundedRectangle(cornerRadius: 8)._chrome(.datePickerField), builder: builder)
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
    /// Titled with a string as it is, not looked up (`DatePicker(name, selection: $date)`).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.date, .hourAndMinute]) {
        label = Text(title)
    }

    /// Titled with a string as it is, with the dates it allows; the range changes no layout.
    @_disfavoredOverload
    public init<S: StringProtocol, R: RangeExpression>(_ title: S, selection: Binding<Date>, in range: R,
                                                       displayedComponents: Components = [.date, .hourAndMinute]) where R.Bound == Date {
        label = Text(title)
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
    /// `.button` draws the toggles inside as bordered buttons, `.checkbox` as a box and its label;
    /// the others as switches (see `Toggle`).
    public func toggleStyle(_ style: ToggleStyleValue) -> some View {
        environmentChange {
            $0.buttonToggles = style == .button
            $0.checkboxToggles = style == .checkbox
        }
    }
    /// Hides the labels of the controls inside (see `_controlRow`).
    public func labelsHidden() -> some View {
        environmentChange { $0.labelsHidden = true }
    }
    /// Ignored: date pickers have one layout (see `DatePicker`).
    public func datePickerStyle(_ style: DatePickerStyleValue) -> Self { self }
}

/// Toggle styles (`.switch`, `.button`, `.checkbox`, `.automatic`): `.button` draws a button,
/// `.checkbox` (macOS) a box and its label (see `Toggle`).
public struct ToggleStyleValue: Hashable, Sendable {
    let name: String
    public static let automatic = ToggleStyleValue(name: "automatic")
    public static let `switch` = ToggleStyleValue(name: "switch")
    public static let button = ToggleStyleValue(name: "button")
    public static let checkbox = ToggleStyleValue(name: "checkbox")
}

/// Date picker styles; layout ignores them.
public struct DatePickerStyleValue: Hashable, Sendable {
    let name: String
    public static let automatic = DatePickerStyleValue(name: "automatic")
    public static let compact = DatePickerStyleValue(name: "compact")
    public static let graphical = DatePickerStyleValue(name: "graphical")
    public static let wheel = DatePickerStyleValue(name: "wheel")
}

/// SwiftUI's `MultiDatePicker`: not laid out (its calendar's size has no public measurement). Its
/// initializers are declared, unavailable, so that code writing one is told so where it does
/// (instead of "initializer is inaccessible").
@available(*, unavailable, message: "layoutlab does not lay out MultiDatePicker; stand in a view of the size it would take, e.g. Color.gray.frame(width: 100, height: 100)")
public struct MultiDatePicker<Label: View>: View {
    public var body: Never { fatalError("MultiDatePicker is unavailable") }

    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {}
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {}
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {}
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {}
}

@available(*, unavailable, message: "layoutlab does not lay out MultiDatePicker; stand in a view of the size it would take, e.g. Color.gray.frame(width: 100, height: 100)")
extension MultiDatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {}
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {}
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {}
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {}
}
