// Foundation's formatters that Linux's Foundation lacks or marks unavailable, as view code uses
// them: `ListFormatter` ("a, b, and c") and `DateComponentsFormatter` ("1:01:40", "1h 1m 40s",
// "1 hour, 1 minute"), written as Apple's write them for en_US (the preview's locale): lists through
// Foundation's own list format style; durations by the unit names of CLDR's en data [DOC
// DateComponentsFormatter.UnitsStyle: positional "6:10", abbreviated "6h 10m", short "6 hr, 10 min",
// full "6 hours, 10 minutes", spellOut "six hours, ten minutes"; brief "6hr 10min"].
#if !canImport(Darwin)
import Foundation

/// Joins items into a list in words (Foundation's `ListFormatter`).
open class ListFormatter: Formatter, @unchecked Sendable {
    open var locale: Locale! = Locale(identifier: "en_US")
    open var itemFormatter: Formatter?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { nil }

    /// "a, b, and c".
    open class func localizedString(byJoining strings: [String]) -> String {
        strings.formatted(.list(type: .and).locale(Locale(identifier: "en_US")))
    }

    open func string(from items: [Any]) -> String? {
        let strings = items.map { item in itemFormatter?.string(for: item) ?? "\(item)" }
        return strings.formatted(.list(type: .and).locale(locale))
    }

    open override func string(for obj: Any?) -> String? { (obj as? [Any]).flatMap(string(from:)) }
}

/// Writes a duration in units (Foundation's `DateComponentsFormatter`; see the file header).
open class _DurationFormatter: Formatter, @unchecked Sendable {
    /// How units are written.
    public enum UnitsStyle: Int, Sendable { case positional, abbreviated, short, full, spellOut, brief }
    /// Which zero units are written.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let `default` = ZeroFormattingBehavior(rawValue: 1)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 2)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 4)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 8)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        public static let pad = ZeroFormattingBehavior(rawValue: 0x10000)
    }

    open var unitsStyle = UnitsStyle.positional
    open var allowedUnits: NSCalendar.Unit = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
    open var zeroFormattingBehavior = ZeroFormattingBehavior.default
    open var maximumUnitCount = 0
    open var includesApproximationPhrase = false
    open var includesTimeRemainingPhrase = false
    open var allowsFractionalUnits = false
    open var collapsesLargestUnit = false
    open var calendar: Calendar? = Calendar(identifier: .gregorian)

    public override init() { super.init() }
    public required init?(coder: NSCoder) { nil }

    static let units: [(unit: NSCalendar.Unit, seconds: Int, names: [UnitsStyle: (String, String)])] = [
        (.day, 86_400, [.abbreviated: ("d", "d"), .short: ("day", "days"), .full: ("day", "days"), .brief: ("day", "days")]),
        (.hour, 3_600, [.abbreviated: ("h", "h"), .short: ("hr", "hr"), .full: ("hour", "hours"), .brief: ("hr", "hr")]),
        (.minute, 60, [.abbreviated: ("m", "m"), .short: ("min", "min"), .full: ("minute", "minutes"), .brief: ("min", "min")]),
        (.second, 1, [.abbreviated: ("s", "s"), .short: ("sec", "sec"), .full: ("second", "seconds"), .brief: ("sec", "sec")]),
    ]

    /// `ti` seconds in the allowed units (days, hours, minutes, seconds).
    open func string(from ti: TimeInterval) -> String? {
        let negative = ti < 0
        var rest = Int(abs(ti).rounded())
        var parts: [(NSCalendar.Unit, Int)] = []
        for entry in Self.units where allowedUnits.contains(entry.unit) {
            parts.append((entry.unit, rest / entry.seconds))
            rest %= entry.seconds
        }
        guard !parts.isEmpty else { return nil }
        if unitsStyle == .positional {
            // Positional: leading zero units dropped down to minutes (`6:10`, `0:05`), others padded
            // to two digits; `.pad` pads the first too.
            while parts.count > 2 && parts[0].1 == 0 && !zeroFormattingBehavior.contains(.pad) { parts.removeFirst() }
            let text = parts.enumerated().map { index, part in
                index == 0 && !zeroFormattingBehavior.contains(.pad) ? "\(part.1)" : String(format: "%02d", part.1)
            }.joined(separator: ":")
            return (negative ? "-" : "") + text
        }
        var shown = zeroFormattingBehavior.contains(.pad) ? parts : parts.filter { $0.1 != 0 }
        if shown.isEmpty, let last = parts.last { shown = [last] }
        if maximumUnitCount > 0 { shown = Array(shown.prefix(maximumUnitCount)) }
        let words = shown.map { unit, value -> String in
            let names = Self.units.first { $0.unit == unit }!.names
            let style = unitsStyle == .spellOut ? UnitsStyle.full : unitsStyle
            let (one, many) = names[style] ?? names[.full]!
            let number = unitsStyle == .spellOut ? Self.spelled(value) : "\(value)"
            switch style {
            case .abbreviated: return "\(number)\(one)"
            case .brief: return "\(number)\(value == 1 ? one : many)"
            default: return "\(number) \(value == 1 ? one : many)"
            }
        }
        return (negative ? "-" : "") + words.joined(separator: unitsStyle == .abbreviated || unitsStyle == .brief ? " " : ", ")
    }

    /// The time between two dates.
    open func string(from startDate: Date, to endDate: Date) -> String? { string(from: endDate.timeIntervalSince(startDate)) }

    /// Date components as a duration.
    open func string(from components: DateComponents) -> String? {
        let seconds = (components.day ?? 0) * 86_400 + (components.hour ?? 0) * 3_600 + (components.minute ?? 0) * 60
            + (components.second ?? 0)
        return string(from: TimeInterval(seconds))
    }

    open override func string(for obj: Any?) -> String? {
        if let interval = obj as? TimeInterval { return string(from: interval) }
        return (obj as? DateComponents).flatMap(string(from:))
    }

    /// `value` in English words ("forty-two").
    static func spelled(_ value: Int) -> String {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .spellOut
        return formatter.string(from: NSNumber(value: value)) ?? "\(value)"
    }
}

/// Foundation's `DateComponentsFormatter` (unavailable in Linux's Foundation): the library's.
public typealias DateComponentsFormatter = _DurationFormatter
#endif
