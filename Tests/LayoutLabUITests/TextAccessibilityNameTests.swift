// iOS 18's `\(accessibilityName: color)` in a Text's key: the colour's name is part of the text
// that is measured.
import LayoutLabUI
import Testing

@Suite("A colour's accessibility name in a text")
struct TextAccessibilityNameTests {
    private let proposal = ProposedViewSize(width: 390, height: 844)

    /// `LocalizedStringKey.StringInterpolation.appendInterpolation(accessibilityName:)` appends "a
    /// localized description of a color for accessibility" [Apple's documentation]; layoutlab writes
    /// a system colour's own name, so "Mixing \(accessibilityName: Color.red)" is measured as
    /// "Mixing red": 79.33 × 20.33 at 17 pt (the engine's SF Pro body measure), centred at
    /// ((390 − 79.33) / 2, (844 − 20.33) / 2). A colour of components reads "color".
    @Test("\\(accessibilityName:) writes the colour's name into the text")
    func accessibilityName() {
        let named = LayoutLab.layout(Text("Mixing \(accessibilityName: Color.red)").id("t"), in: proposal)
        let written = LayoutLab.layout(Text("Mixing red").id("t"), in: proposal)
        #expect(named["t"] == written["t"])
        expectFrame(named, "t", CGRect(x: 155.33, y: 411.83, width: 79.33, height: 20.33))
        let custom = LayoutLab.layout(Text("Mixing \(accessibilityName: Color(red: 0.2, green: 0.4, blue: 0.6))").id("t"),
                                      in: proposal)
        #expect(custom["t"] == LayoutLab.layout(Text("Mixing color").id("t"), in: proposal)["t"])
    }
}
