// HealthKit's quantities and units: a value with its unit, read in any unit of the same kind
// (`distance.doubleValue(for: .meterUnit(with: .kilo))` of 5 000 m is 5). Units carry HealthKit's
// unit strings ("km", "mcg", "kcal", "count/min") and their size in the kind's base unit (metre,
// gram, second, joule, litre); a compound unit (`unitDivided(by:)`) converts only to the same unit,
// and a value asked for in a unit of another kind is returned as made (HealthKit raises an
// exception there).
import Foundation

/// A value with a unit (HealthKit's `HKQuantity`).
public final class HKQuantity: @unchecked Sendable {
    let value: Double
    let unit: HKUnit
    public init(unit: HKUnit, doubleValue: Double) {
        value = doubleValue
        self.unit = unit
    }
    /// The value in `unit`: converted when the units are of one kind.
    public func doubleValue(for unit: HKUnit) -> Double {
        guard self.unit.isCompatible(with: unit) else { return value }
        return value * self.unit.factor / unit.factor
    }
    /// Whether the value can be read in `unit` (the same kind of unit).
    public func `is`(compatibleWith unit: HKUnit) -> Bool { self.unit.isCompatible(with: unit) }
    /// Orders two quantities of one kind.
    public func compare(_ quantity: HKQuantity) -> ComparisonResult {
        let other = quantity.doubleValue(for: unit)
        return value < other ? .orderedAscending : value > other ? .orderedDescending : .orderedSame
    }
}

/// A unit of health data (HealthKit's `HKUnit`).
public final class HKUnit: Hashable, @unchecked Sendable {
    public let unitString: String
    /// What the unit measures (length, mass, ...), nil for a unit made from a string or compound.
    let kind: String?
    /// Its size in the kind's base unit.
    let factor: Double

    init(_ unitString: String, kind: String?, factor: Double) {
        self.unitString = unitString
        self.kind = kind
        self.factor = factor
    }

    /// The unit a HealthKit unit string names (a simple unit with a metric prefix, "km", or one of
    /// the units below); another string is a unit of its own.
    public convenience init(from string: String) {
        let known = Self.named(string)
        self.init(string, kind: known?.kind, factor: known?.factor ?? 1)
    }

    func isCompatible(with other: HKUnit) -> Bool {
        if let kind, kind == other.kind { return true }
        return unitString == other.unitString
    }

    private static func base(_ symbol: String, _ kind: String, _ factor: Double = 1) -> HKUnit { HKUnit(symbol, kind: kind, factor: factor) }
    private static func prefixed(_ symbol: String, _ kind: String, _ prefix: HKMetricPrefix) -> HKUnit {
        HKUnit(prefix.symbol + symbol, kind: kind, factor: prefix.factor)
    }

    /// The simple units HealthKit names, by unit string.
    private static let simple: [String: (kind: String, factor: Double)] = [
        "m": ("length", 1), "mi": ("length", 1609.344), "ft": ("length", 0.3048), "in": ("length", 0.0254), "yd": ("length", 0.9144),
        "g": ("mass", 1), "lb": ("mass", 453.592_37), "oz": ("mass", 28.349_523_125), "st": ("mass", 6_350.293_18),
        "s": ("time", 1), "min": ("time", 60), "hr": ("time", 3600), "d": ("time", 86400),
        "J": ("energy", 1), "cal": ("energy", 4.184), "kcal": ("energy", 4184), "Cal": ("energy", 4184),
        "L": ("volume", 1), "fl_oz_us": ("volume", 0.029_573_529_562_5), "fl_oz_imp": ("volume", 0.028_413_062_5),
        "count": ("count", 1), "%": ("percent", 1),
    ]

    private static func named(_ string: String) -> (kind: String, factor: Double)? {
        if let unit = simple[string] { return unit }
        for prefix in HKMetricPrefix.allCases where prefix != .none && string.hasPrefix(prefix.symbol) {
            let rest = String(string.dropFirst(prefix.symbol.count))
            if ["m", "g", "s", "J", "cal", "L"].contains(rest), let unit = simple[rest] {
                return (unit.kind, unit.factor * prefix.factor)
            }
        }
        return nil
    }

    public static func count() -> HKUnit { base("count", "count") }
    public static func percent() -> HKUnit { base("%", "percent") }
    public static func meter() -> HKUnit { base("m", "length") }
    public static func meterUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed("m", "length", prefix) }
    public static func mile() -> HKUnit { base("mi", "length", 1609.344) }
    public static func foot() -> HKUnit { base("ft", "length", 0.3048) }
    public static func inch() -> HKUnit { base("in", "length", 0.0254) }
    public static func yard() -> HKUnit { base("yd", "length", 0.9144) }
    public static func gram() -> HKUnit { base("g", "mass") }
    public static func gramUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed("g", "mass", prefix) }
    public static func pound() -> HKUnit { base("lb", "mass", 453.592_37) }
    public static func ounce() -> HKUnit { base("oz", "mass", 28.349_523_125) }
    public static func stone() -> HKUnit { base("st", "mass", 6_350.293_18) }
    public static func second() -> HKUnit { base("s", "time") }
    public static func secondUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed("s", "time", prefix) }
    public static func minute() -> HKUnit { base("min", "time", 60) }
    public static func hour() -> HKUnit { base("hr", "time", 3600) }
    public static func day() -> HKUnit { base("d", "time", 86400) }
    public static func joule() -> HKUnit { base("J", "energy") }
    public static func jouleUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed("J", "energy", prefix) }
    public static func smallCalorie() -> HKUnit { base("cal", "energy", 4.184) }
    public static func kilocalorie() -> HKUnit { base("kcal", "energy", 4184) }
    public static func largeCalorie() -> HKUnit { base("Cal", "energy", 4184) }
    public static func liter() -> HKUnit { base("L", "volume") }
    public static func literUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed("L", "volume", prefix) }
    public static func fluidOunceUS() -> HKUnit { base("fl_oz_us", "volume", 0.029_573_529_562_5) }

    /// A rate or ratio ("count/min"): converts only to itself.
    public func unitDivided(by unit: HKUnit) -> HKUnit { HKUnit(unitString + "/" + unit.unitString, kind: nil, factor: 1) }
    /// A product of units: converts only to itself.
    public func unitMultiplied(by unit: HKUnit) -> HKUnit { HKUnit(unitString + "·" + unit.unitString, kind: nil, factor: 1) }
    public static func == (lhs: HKUnit, rhs: HKUnit) -> Bool { lhs.unitString == rhs.unitString }
    public func hash(into hasher: inout Hasher) { hasher.combine(unitString) }
}

/// A metric prefix (HealthKit's `HKMetricPrefix`), with its unit-string symbol and factor.
public enum HKMetricPrefix: Int, Sendable, CaseIterable {
    case none, pico, nano, micro, milli, centi, deci, deca, hecto, kilo, mega, giga, tera, femto

    /// HealthKit's symbol ("mc" for micro, as in "mcg").
    var symbol: String {
        switch self {
        case .none: ""
        case .pico: "p"
        case .nano: "n"
        case .micro: "mc"
        case .milli: "m"
        case .centi: "c"
        case .deci: "d"
        case .deca: "da"
        case .hecto: "h"
        case .kilo: "k"
        case .mega: "M"
        case .giga: "G"
        case .tera: "T"
        case .femto: "f"
        }
    }

    var factor: Double {
        switch self {
        case .none: 1
        case .pico: 1e-12
        case .nano: 1e-9
        case .micro: 1e-6
        case .milli: 1e-3
        case .centi: 1e-2
        case .deci: 1e-1
        case .deca: 1e1
        case .hecto: 1e2
        case .kilo: 1e3
        case .mega: 1e6
        case .giga: 1e9
        case .tera: 1e12
        case .femto: 1e-15
        }
    }
}
