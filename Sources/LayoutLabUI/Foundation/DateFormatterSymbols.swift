// `DateFormatter`'s symbols as Apple's Foundation declares them: implicitly unwrapped (`var
// shortWeekdaySymbols: [String]!`, `var amSymbol: String!`), where Linux's Foundation declares them
// plain (`[String]`, `String`). Code written for Apple's systems force-unwraps or binds them
// (`formatter.shortWeekdaySymbols!`, `if let symbols = formatter.monthSymbols`), which Linux's types
// refuse. The library's `DateFormatter` (the one experiment files make, PreviewLocale.swift) also has
// these implicitly unwrapped forms, from a protocol extension: where the plain property fits, the
// class's own is chosen (a type's member before a protocol extension's), and where an optional is
// needed, this one. Both read and write the same formatter's symbols.
import Foundation

#if !canImport(Darwin)
/// A date formatter whose symbols also read as Apple's Foundation types them (see the file header).
@_spi(Preview)
public protocol _DarwinDateFormatterSymbols: Foundation.DateFormatter {}

@_spi(Preview)
extension _DarwinDateFormatterSymbols {
    public var eraSymbols: [String]! {
        get { (self as Foundation.DateFormatter).eraSymbols }
        set { (self as Foundation.DateFormatter).eraSymbols = newValue }
    }
    public var longEraSymbols: [String]! {
        get { (self as Foundation.DateFormatter).longEraSymbols }
        set { (self as Foundation.DateFormatter).longEraSymbols = newValue }
    }
    public var monthSymbols: [String]! {
        get { (self as Foundation.DateFormatter).monthSymbols }
        set { (self as Foundation.DateFormatter).monthSymbols = newValue }
    }
    public var shortMonthSymbols: [String]! {
        get { (self as Foundation.DateFormatter).shortMonthSymbols }
        set { (self as Foundation.DateFormatter).shortMonthSymbols = newValue }
    }
    public var veryShortMonthSymbols: [String]! {
        get { (self as Foundation.DateFormatter).veryShortMonthSymbols }
        set { (self as Foundation.DateFormatter).veryShortMonthSymbols = newValue }
    }
    public var standaloneMonthSymbols: [String]! {
        get { (self as Foundation.DateFormatter).standaloneMonthSymbols }
        set { (self as Foundation.DateFormatter).standaloneMonthSymbols = newValue }
    }
    public var shortStandaloneMonthSymbols: [String]! {
        get { (self as Foundation.DateFormatter).shortStandaloneMonthSymbols }
        set { (self as Foundation.DateFormatter).shortStandaloneMonthSymbols = newValue }
    }
    public var veryShortStandaloneMonthSymbols: [String]! {
        get { (self as Foundation.DateFormatter).veryShortStandaloneMonthSymbols }
        set { (self as Foundation.DateFormatter).veryShortStandaloneMonthSymbols = newValue }
    }
    public var weekdaySymbols: [String]! {
        get { (self as Foundation.DateFormatter).weekdaySymbols }
        set { (self as Foundation.DateFormatter).weekdaySymbols = newValue }
    }
    public var shortWeekdaySymbols: [String]! {
        get { (self as Foundation.DateFormatter).shortWeekdaySymbols }
        set { (self as Foundation.DateFormatter).shortWeekdaySymbols = newValue }
    }
    public var veryShortWeekdaySymbols: [String]! {
        get { (self as Foundation.DateFormatter).veryShortWeekdaySymbols }
        set { (self as Foundation.DateFormatter).veryShortWeekdaySymbols = newValue }
    }
    public var standaloneWeekdaySymbols: [String]! {
        get { (self as Foundation.DateFormatter).standaloneWeekdaySymbols }
        set { (self as Foundation.DateFormatter).standaloneWeekdaySymbols = newValue }
    }
    public var shortStandaloneWeekdaySymbols: [String]! {
        get { (self as Foundation.DateFormatter).shortStandaloneWeekdaySymbols }
        set { (self as Foundation.DateFormatter).shortStandaloneWeekdaySymbols = newValue }
    }
    public var veryShortStandaloneWeekdaySymbols: [String]! {
        get { (self as Foundation.DateFormatter).veryShortStandaloneWeekdaySymbols }
        set { (self as Foundation.DateFormatter).veryShortStandaloneWeekdaySymbols = newValue }
    }
    public var quarterSymbols: [String]! {
        get { (self as Foundation.DateFormatter).quarterSymbols }
        set { (self as Foundation.DateFormatter).quarterSymbols = newValue }
    }
    public var shortQuarterSymbols: [String]! {
        get { (self as Foundation.DateFormatter).shortQuarterSymbols }
        set { (self as Foundation.DateFormatter).shortQuarterSymbols = newValue }
    }
    public var standaloneQuarterSymbols: [String]! {
        get { (self as Foundation.DateFormatter).standaloneQuarterSymbols }
        set { (self as Foundation.DateFormatter).standaloneQuarterSymbols = newValue }
    }
    public var shortStandaloneQuarterSymbols: [String]! {
        get { (self as Foundation.DateFormatter).shortStandaloneQuarterSymbols }
        set { (self as Foundation.DateFormatter).shortStandaloneQuarterSymbols = newValue }
    }
    public var amSymbol: String! {
        get { (self as Foundation.DateFormatter).amSymbol }
        set { (self as Foundation.DateFormatter).amSymbol = newValue }
    }
    public var pmSymbol: String! {
        get { (self as Foundation.DateFormatter).pmSymbol }
        set { (self as Foundation.DateFormatter).pmSymbol = newValue }
    }
}
#endif
