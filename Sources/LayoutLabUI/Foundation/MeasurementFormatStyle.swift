// Foundation's format style of measurements (`Measurement.FormatStyle`, iOS 15), which Linux's
// Foundation lacks: `elevation.formatted(.measurement(width: .abbreviated, usage: .asProvided))`.
// It writes as `MeasurementFormatter` does here (MeasurementFormatter.swift): the number with
// grouping and up to 3 fraction digits in the preview's locale (en_US), then the unit's symbol —
// `.abbreviated` after a space ("3,776 m"), `.narrow` without one ("3,776m"), `.wide` as
// `MeasurementFormatter`'s long style (a temperature's scale spelled out, other units' symbols: the
// unit names are not modelled). `.asProvided` keeps the unit; another usage converts it to the
// locale's unit as `MeasurementFormatter` without `.providedUnit` does (miles, pounds, °F in the
// United States), not by each usage's own preferences.
#if !canImport(Darwin)
import Foundation

extension Measurement where UnitType: Dimension {
    /// How a measurement is written (Foundation's `Measurement.FormatStyle`; see the file header).
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How long the unit is written.
        public struct UnitWidth: Codable, Hashable, Sendable {
            let name: String
            /// The unit's name ("meters").
            public static var wide: UnitWidth { UnitWidth(name: "wide") }
            /// The unit's symbol after a space ("m").
            public static var abbreviated: UnitWidth { UnitWidth(name: "abbreviated") }
            /// The unit's symbol with no space.
            public static var narrow: UnitWidth { UnitWidth(name: "narrow") }
        }

        public var width: UnitWidth
        public var locale: Locale
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?

        public init(width: UnitWidth, locale: Locale = _PreviewLocale.locale, usage: MeasurementFormatUnitUsage<UnitType> = .general,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        public func format(_ measurement: Measurement<UnitType>) -> String {
            let formatter = _MeasurementFormatter()
            formatter.locale = locale
            formatter.unitOptions = usage == .asProvided ? .providedUnit : []
            formatter.unitStyle = width == .wide ? .long : width == .narrow ? .short : .medium
            formatter.numberFormatter.locale = locale
            return formatter.string(from: measurement)
        }

        /// The same style in another locale.
        public func locale(_ locale: Locale) -> FormatStyle {
            var copy = self
            copy.locale = locale
            return copy
        }
    }

    /// The measurement written abbreviated, in the locale's unit.
    public func formatted() -> String { FormatStyle(width: .abbreviated).format(self) }

    /// The measurement written by `style`.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Measurement<UnitType> {
        style.format(self)
    }
}

/// Which unit a measurement is written in (Foundation's `MeasurementFormatUnitUsage`).
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    let name: String
    /// The locale's unit for the dimension.
    public static var general: MeasurementFormatUnitUsage<UnitType> { MeasurementFormatUnitUsage(name: "general") }
    /// The unit the measurement has.
    public static var asProvided: MeasurementFormatUnitUsage<UnitType> { MeasurementFormatUnitUsage(name: "asProvided") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    public static var person: Self { Self(name: "person") }
    public static var personHeight: Self { Self(name: "personHeight") }
    public static var road: Self { Self(name: "road") }
    public static var focalLength: Self { Self(name: "focalLength") }
    public static var rainfall: Self { Self(name: "rainfall") }
    public static var snowfall: Self { Self(name: "snowfall") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    public static var person: Self { Self(name: "person") }
    public static var weather: Self { Self(name: "weather") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    public static var personWeight: Self { Self(name: "personWeight") }
}

extension FormatStyle {
    /// Writes a measurement (`.measurement(width: .abbreviated, usage: .asProvided)`).
    public static func measurement<UnitType: Dimension>(
        width: Measurement<UnitType>.FormatStyle.UnitWidth = .abbreviated,
        usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}
#endif
