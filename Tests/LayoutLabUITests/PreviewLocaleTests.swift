// Dates and numbers are written as an iPhone set to English (US) writes them, the preview's locale
// [DOC Apple, "Formatting dates and numbers": en_US writes month/day/year and "$" for US dollars;
// CLDR's en_US patterns "MMM d, y" and "¤#,##0.00"], not as Linux's fixed `en_001`
// ("26 Nov 2025", "US$1,234.50"), so Texts are as wide as on the device. The `formatted(…)`
// methods and formatters are the library's `Preview` SPI, which experiment files import (a package
// user's plain `import LayoutLabUI` keeps Foundation's); Foundation comes through the library.
@_spi(Preview) import LayoutLabUI
import Testing

@Suite("The preview's locale")
struct PreviewLocaleTests {
    /// Noon UTC, so the day is the same in every time zone from UTC−11 to UTC+11.
    let date = Date(timeIntervalSince1970: 1_764_158_400)

    @Test("formatted(…) writes dates and currencies as en_US does")
    func formattedStrings() {
        #expect(date.formatted(date: .abbreviated, time: .omitted) == "Nov 26, 2025")
        #expect(date.formatted(.dateTime.month(.wide).day()) == "November 26")
        #expect(1234.5.formatted(.currency(code: "USD")) == "$1,234.50")
        #expect(Decimal(12.5).formatted(.currency(code: "USD")) == "$12.50")
        #expect(7.formatted(.currency(code: "EUR")) == "€7.00")
        // A style given a locale of its own keeps it.
        #expect(1234.5.formatted(.number.locale(Locale(identifier: "de_DE"))) == "1.234,5")
    }

    @Test("DateFormatter and NumberFormatter start in en_US and keep a locale set on them")
    func formatters() {
        let dates = DateFormatter()
        dates.dateStyle = .medium
        #expect(dates.string(from: date) == "Nov 26, 2025")
        let money = NumberFormatter()
        money.numberStyle = .currency
        #expect(money.string(from: 1234.5) == "$1,234.50")
        let german = DateFormatter()
        german.locale = Locale(identifier: "de_DE")
        german.dateStyle = .medium
        #expect(german.string(from: date) == "26.11.2025")
    }

    /// A Text of a formatted value is as wide as the same text written out.
    @Test("Text(value, format:) and interpolated formats measure the en_US text")
    func textWidths() {
        let proposal = ProposedViewSize(width: 390, height: 100)
        #expect(LayoutLab.layout(Text(date, format: .dateTime.month().day().year()).id("t"), in: proposal)["t"]
                == LayoutLab.layout(Text(verbatim: "Nov 26, 2025").id("t"), in: proposal)["t"])
        #expect(LayoutLab.layout(Text("Total: \(1234.5, format: .currency(code: "USD"))").id("t"), in: proposal)["t"]
                == LayoutLab.layout(Text(verbatim: "Total: $1,234.50").id("t"), in: proposal)["t"])
    }
}
