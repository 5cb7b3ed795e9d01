// Formatting as an iPhone set to English (US) does, the preview's locale. On Apple's systems
// `Locale.current` is the user's; Linux's Foundation fixes it to `en_001` ("English (World)"),
// which writes "26/11/2025" and "US$1,234.50" where an iPhone in the US writes "11/26/2025" and
// "$1,234.50" — different text, so different widths. So a format style that follows the current
// locale formats in en_US in `Text(value, format:)` and `"\(value, format:)"`. Experiment files
// also see `formatted(…)` on dates and numbers and `DateFormatter` and `NumberFormatter` in en_US:
// they are declared here as SPI (`Preview`), which the file rewriter imports
// (`@_spi(Preview) import LayoutLabUI`) while mapping a file's `import Foundation` to this library
// (which re-exports it), so they shadow Foundation's there; code importing LayoutLabUI as a package
// does not see them. A style given a locale of its own keeps it. Time zones stay the environment's
// (UTC here, as the dates `Text(date, style:)` shows).
#if !canImport(Darwin)
import Foundation

/// The preview's locale and how a format style is brought to it.
public enum _PreviewLocale {
    /// English (US), an iPhone's in the US.
    public static let locale = Locale(identifier: "en_US")

    /// `style` in en_US when it follows the current locale; as it is when given one of its own.
    public static func styled<F: FormatStyle>(_ style: F) -> F {
        style == style.locale(.autoupdatingCurrent) || style == style.locale(.current) ? style.locale(locale) : style
    }
}

extension Date {
    /// The date and time in the preview's locale ("11/26/2025, 9:40 AM").
    @_spi(Preview)
    public func formatted() -> String { formatted(_PreviewLocale.styled(Date.FormatStyle(date: .numeric, time: .shortened))) }

    /// The date and time in the given styles, in the preview's locale ("Nov 26, 2025").
    @_spi(Preview)
    public func formatted(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) -> String {
        formatted(_PreviewLocale.styled(Date.FormatStyle(date: date, time: time)))
    }

    /// The date formatted by `style`, in the preview's locale unless it has its own.
    @_spi(Preview)
    public func formatted<F: Foundation.FormatStyle>(_ style: F) -> F.FormatOutput where F.FormatInput == Date {
        _PreviewLocale.styled(style).format(self)
    }
}

extension BinaryInteger {
    /// The number formatted by `style` ("$1,234.00"), in the preview's locale unless it has its own.
    @_spi(Preview)
    public func formatted<F: FormatStyle>(_ style: F) -> F.FormatOutput where F.FormatInput == Self {
        _PreviewLocale.styled(style).format(self)
    }
}

extension BinaryFloatingPoint {
    /// The number formatted by `style` ("$1,234.50"), in the preview's locale unless it has its own.
    @_spi(Preview)
    public func formatted<F: FormatStyle>(_ style: F) -> F.FormatOutput where F.FormatInput == Self {
        _PreviewLocale.styled(style).format(self)
    }
}

extension Decimal {
    /// The number formatted by `style`, in the preview's locale unless it has its own.
    @_spi(Preview)
    public func formatted<F: Foundation.FormatStyle>(_ style: F) -> F.FormatOutput where F.FormatInput == Decimal {
        _PreviewLocale.styled(style).format(self)
    }
}
#endif

#if !canImport(Darwin)
/// Foundation's `DateFormatter`, made in the preview's locale (en_US) as on an iPhone in the US
/// (Linux's `Locale.current` is `en_001`); a locale set on it is kept. Its symbols also read
/// implicitly unwrapped, as Apple declares them (DateFormatterSymbols.swift).
@_spi(Preview)
open class DateFormatter: Foundation.DateFormatter, _DarwinDateFormatterSymbols, @unchecked Sendable {
    public override init() {
        super.init()
        locale = _PreviewLocale.locale
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override class func localizedString(from date: Date, dateStyle dstyle: Foundation.DateFormatter.Style,
                                             timeStyle tstyle: Foundation.DateFormatter.Style) -> String {
        let formatter = DateFormatter()
        formatter.dateStyle = dstyle
        formatter.timeStyle = tstyle
        return formatter.string(from: date)
    }
}

/// Foundation's `NumberFormatter`, made in the preview's locale (en_US: "$1,234.50", not en_001's
/// "US$1,234.50"); a locale set on it is kept.
@_spi(Preview)
open class NumberFormatter: Foundation.NumberFormatter, @unchecked Sendable {
    public override init() {
        super.init()
        locale = _PreviewLocale.locale
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override class func localizedString(from num: NSNumber, number nstyle: Foundation.NumberFormatter.Style) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = nstyle
        return formatter.string(from: num) ?? ""
    }
}
#endif
