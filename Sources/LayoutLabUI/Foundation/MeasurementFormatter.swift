// Foundation's `MeasurementFormatter`, which Linux's Foundation marks unavailable, as weather and
// fitness screens use it: the number through its `numberFormatter` (decimal, up to 3 fraction
// digits), then the unit's symbol, as Apple's write them for en_US (the preview's locale).
// Without `providedUnit` a measurement is written in its locale's preferred unit [DOC
// MeasurementFormatter.unitOptions: "kilometers per hour may be formatted as miles per hour for US
// and UK locales"; EMP zenn.dev/samekard_dev: 1500 m is "0.932 mi" in en_US, "1.5 km" in ja_JP];
// `temperatureWithoutUnit` drops the scale's letter [DOC: 72 °F is "72°"]. Modelled: temperature
// (°F in the United States, else °C), length (mi, km), mass (lb, kg) and speed (mph, km/h; mph in
// the United Kingdom too); other dimensions keep the unit they are given.
#if !canImport(Darwin)
import Foundation

/// Writes a measurement with its unit (Foundation's `MeasurementFormatter`; see the file header).
open class _MeasurementFormatter: Formatter, @unchecked Sendable {
    /// Which unit a measurement is written in (Foundation's `MeasurementFormatter.UnitOptions`).
    public struct UnitOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let providedUnit = UnitOptions(rawValue: 1)
        public static let naturalScale = UnitOptions(rawValue: 2)
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 4)
    }

    open var unitOptions: UnitOptions = []
    open var unitStyle: Formatter.UnitStyle = .medium
    open var locale: Locale! = _PreviewLocale.locale
    /// Writes the number: decimal, up to 3 fraction digits, in the preview's locale.
    open var numberFormatter: Foundation.NumberFormatter! = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 3
        return formatter
    }()

    public override init() { super.init() }
    public required init?(coder: NSCoder) { nil }

    /// "70.52°F" for 21.4 °C in the United States, "21.4°C" elsewhere or with `.providedUnit`.
    open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
        var value = measurement.value
        var unit: Unit = measurement.unit
        if !unitOptions.contains(.providedUnit), let dimension = measurement.unit as? Dimension, let preferred = preferredUnit(for: dimension) {
            value = Measurement(value: value, unit: dimension).converted(to: preferred).value
            unit = preferred
        }
        let number = numberFormatter.string(from: NSNumber(value: value)) ?? "\(value)"
        if unit is UnitTemperature {
            if unitOptions.contains(.temperatureWithoutUnit) { return number + "°" }
            if unitStyle == .long { return number + " degrees " + (unit == UnitTemperature.fahrenheit ? "Fahrenheit" : "Celsius") }
            return number + unit.symbol
        }
        return number + (unitStyle == .short ? "" : " ") + unit.symbol
    }

    /// The unit's symbol.
    open func string(from unit: Unit) -> String { unit.symbol }

    open override func string(for obj: Any?) -> String? {
        (obj as? Measurement<Unit>).map { string(from: $0) }
    }

    /// The locale's unit for `dimension`'s kind (nil: the unit given is kept).
    private func preferredUnit(for dimension: Dimension) -> Dimension? {
        let region = locale.identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).last.map(String.init) ?? ""
        let us = ["US", "LR", "MM"].contains(region)
        switch dimension {
        case is UnitTemperature: return ["US", "BS", "BZ", "KY", "PW", "LR"].contains(region) ? UnitTemperature.fahrenheit : UnitTemperature.celsius
        case is UnitLength: return us ? UnitLength.miles : UnitLength.kilometers
        case is UnitMass: return us ? UnitMass.pounds : UnitMass.kilograms
        case is UnitSpeed: return us || region == "GB" ? UnitSpeed.milesPerHour : UnitSpeed.kilometersPerHour
        default: return nil
        }
    }
}

public typealias MeasurementFormatter = _MeasurementFormatter
#endif
