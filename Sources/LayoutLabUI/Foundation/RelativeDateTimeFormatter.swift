// Foundation's `RelativeDateTimeFormatter` ("5 minutes ago", "in 2 days", "yesterday"), which
// Linux's Foundation lacks. It writes what Foundation's own relative format style writes
// (`Date.RelativeFormatStyle`, the same CLDR patterns Apple's formatter uses), in en_US unless a
// locale is set — the preview's locale. Its units styles map as Apple's do onto the patterns' widths:
// `.full` is wide, `.short` abbreviated, `.abbreviated` narrow.
#if !canImport(Darwin)
import Foundation

/// Formats the time between two dates in words (Foundation's `RelativeDateTimeFormatter`).
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Numbers ("1 day ago") or names where the language has them ("yesterday").
    public enum DateTimeStyle: Int, Sendable { case numeric, named }
    /// How long the unit names are.
    public enum UnitsStyle: Int, Sendable { case full, spellOut, short, abbreviated }

    open var dateTimeStyle = DateTimeStyle.numeric
    open var unitsStyle = UnitsStyle.full
    open var formattingContext = Formatter.Context.unknown
    open var calendar: Calendar! = Calendar(identifier: .gregorian)
    open var locale: Locale! = Locale(identifier: "en_US")

    public override init() { super.init() }
    public required init?(coder: NSCoder) { nil }

    /// `date` relative to `referenceDate`: "5 minutes ago", "in 2 days".
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        localizedString(fromTimeInterval: date.timeIntervalSince(referenceDate))
    }

    /// A time interval from now: "in 5 minutes" for 300.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let units: Date.RelativeFormatStyle.UnitsStyle = switch unitsStyle {
        case .full: .wide
        case .spellOut: .spellOut
        case .short: .abbreviated
        case .abbreviated: .narrow
        }
        var style = Date.RelativeFormatStyle(presentation: dateTimeStyle == .named ? .named : .numeric, unitsStyle: units)
        style.locale = locale
        style.calendar = calendar
        // The style measures from the moment it formats, a little after `now` here: a future
        // interval is given a millisecond more so that it does not fall below a whole unit.
        let now = Date()
        return style.format(now.addingTimeInterval(timeInterval + (timeInterval > 0 ? 0.001 : 0)))
    }

    /// Date components from now: "in 2 days" for `DateComponents(day: 2)`.
    open func localizedString(from dateComponents: DateComponents) -> String {
        let now = Date()
        let date = calendar.date(byAdding: dateComponents, to: now) ?? now
        return localizedString(fromTimeInterval: date.timeIntervalSince(now))
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? Date).map { localizedString(for: $0, relativeTo: Date()) }
    }
}
#endif
