// UIKit's calendar view and stack view, as SwiftUI apps wrap them in a `UIViewRepresentable`
// (a month calendar with decorated days; small views arranged in a row). Like every UIKit view here
// they keep what code sets and are never drawn or measured: a representable of one has no size of
// its own and takes the space it is offered (Representables.swift); UIKit's calendar sizes itself
// to its month, a size Apple does not publish, so give it a frame. No day is tapped, so selection
// delegates are never called, and decorations are never asked for.
import Foundation

/// A month calendar (UIKit's `UICalendarView`, iOS 16).
open class UICalendarView: UIView, @unchecked Sendable {
    open var calendar = Calendar.current
    open var locale = Locale.current
    open var timeZone: TimeZone?
    open var fontDesign = UIFontDescriptor.SystemDesign.default
    /// The dates the user may move between: all of them.
    open var availableDateRange = DateInterval(start: .distantPast, end: .distantFuture)
    /// The month shown: the current one until set.
    open var visibleDateComponents = Calendar.current.dateComponents([.era, .year, .month], from: Date())
    open var wantsDateDecorations = true
    open weak var delegate: (any UICalendarViewDelegate)?
    /// How days are selected: none until set.
    open var selectionBehavior: UICalendarSelection?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func setVisibleDateComponents(_ dateComponents: DateComponents, animated: Bool) { visibleDateComponents = dateComponents }
    /// Asks the delegate for these days' decorations again: never asked here (nothing is drawn).
    open func reloadDecorations(forDateComponents dates: [DateComponents], animated: Bool) {}

    /// A mark under a day (UIKit's `UICalendarView.Decoration`): kept, never drawn.
    public struct Decoration: @unchecked Sendable {
        let kind: String
        public static func `default`(color: UIColor? = nil, size: DecorationSize = .medium) -> Decoration { Decoration(kind: "default") }
        public static func image(_ image: UIImage?, color: UIColor? = nil, size: DecorationSize = .medium) -> Decoration {
            Decoration(kind: "image")
        }
        public static func customView(_ viewProvider: @escaping () -> UIView) -> Decoration { Decoration(kind: "customView") }
    }

    /// How big a decoration is (UIKit's `UICalendarView.DecorationSize`).
    public enum DecorationSize: Int, Sendable { case small, medium, large }
}

/// A calendar's questions about its days (UIKit's `UICalendarViewDelegate`); its methods are optional
/// in UIKit and never called here.
public protocol UICalendarViewDelegate: AnyObject {}

/// How a calendar selects days (UIKit's `UICalendarSelection`).
open class UICalendarSelection: @unchecked Sendable {
    init() {}
    open func updateSelectableDates() {}
}

/// One selected day (UIKit's `UICalendarSelectionSingleDate`): none until code selects one.
open class UICalendarSelectionSingleDate: UICalendarSelection, @unchecked Sendable {
    open weak var delegate: (any UICalendarSelectionSingleDateDelegate)?
    open var selectedDate: DateComponents?
    public init(delegate: (any UICalendarSelectionSingleDateDelegate)?) {
        self.delegate = delegate
        super.init()
    }
    open func setSelected(_ selectedDate: DateComponents?, animated: Bool) { self.selectedDate = selectedDate }
}

/// Several selected days (UIKit's `UICalendarSelectionMultiDate`): none until code selects them.
open class UICalendarSelectionMultiDate: UICalendarSelection, @unchecked Sendable {
    open weak var delegate: (any UICalendarSelectionMultiDateDelegate)?
    open var selectedDates: [DateComponents] = []
    public init(delegate: (any UICalendarSelectionMultiDateDelegate)?) {
        self.delegate = delegate
        super.init()
    }
    open func setSelectedDates(_ selectedDates: [DateComponents], animated: Bool) { self.selectedDates = selectedDates }
}

/// Told when the user picks a day (UIKit's `UICalendarSelectionSingleDateDelegate`): never, here.
public protocol UICalendarSelectionSingleDateDelegate: AnyObject {
    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?)
}

/// Told when the user picks or unpicks days (UIKit's `UICalendarSelectionMultiDateDelegate`): never, here.
public protocol UICalendarSelectionMultiDateDelegate: AnyObject {
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents)
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents)
}

/// Views in a row or column (UIKit's `UIStackView`): keeps its arranged views and settings; never
/// arranges them (nothing UIKit is laid out here).
open class UIStackView: UIView, @unchecked Sendable {
    open private(set) var arrangedSubviews: [UIView] = []
    open var axis = NSLayoutConstraint.Axis.horizontal
    open var alignment = Alignment.fill
    open var distribution = Distribution.fill
    open var spacing: CGFloat = 0
    open var isBaselineRelativeArrangement = false
    open var isLayoutMarginsRelativeArrangement = false

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        addSubview(view)
    }
    open func removeArrangedSubview(_ view: UIView) { arrangedSubviews.removeAll { $0 === view } }
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}

    /// How views line up across the axis (UIKit's `UIStackView.Alignment`).
    public enum Alignment: Int, Sendable { case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading, bottom = Alignment.trailing }
    /// How views share the axis (UIKit's `UIStackView.Distribution`).
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
}
