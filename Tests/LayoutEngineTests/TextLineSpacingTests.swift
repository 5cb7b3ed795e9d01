// `lineSpacing(s)` (Text.swift): s points between one line and the next, none after the last [DOC
// View.lineSpacing(_:): "the distance between the bottom of one line and the top of the next"].
// A 17 pt line is 61/3 high on a 3× display (seed 002: 20.33); SF Pro's ascent at 17 pt is
// 17 × 1950 / 2048 = 16.19.
import LayoutEngine
import Testing

@Suite("Text line spacing")
struct TextLineSpacingTests {
    static let line = 61.0 / 3

    func text(_ string: String, spacing: Double) -> ViewNode {
        ViewNode.text(string).fontTraits(FontTraits(lineSpacing: spacing))
    }

    @Test("three lines are three line heights and two spacings high; one line has no spacing")
    func height() {
        #expect(layout(text("a\nb\nc", spacing: 10), nil, nil).rootSize.height == 3 * Self.line + 20)
        #expect(layout(text("a", spacing: 10), nil, nil).rootSize.height == Self.line)
        // A negative spacing counts as 0.
        #expect(layout(text("a\nb\nc", spacing: -8), nil, nil).rootSize.height == 3 * Self.line)
    }

    @Test("a proposed height holds the lines that fit with their spacing")
    func fittingLines() {
        // 50 holds two 20.33 lines (40.67), but not two with 10 between them (50.67): one line.
        #expect(layout(ViewNode.text("a\nb\nc"), nil, 50).rootSize.height == 2 * Self.line)
        #expect(layout(text("a\nb\nc", spacing: 10), nil, 50).rootSize.height == Self.line)
        #expect(layout(text("a\nb\nc", spacing: 10), nil, 51).rootSize.height == 2 * Self.line + 10)
    }

    @Test("the last baseline is below the spacings above the last line")
    func lastBaseline() {
        // The mark's bottom sits on the text's last baseline: 2 × (20.33 + 10) + 16.19 = 76.85.
        let tree = ViewNode.hstack(alignment: .lastTextBaseline, spacing: 0) {
            text("a\nb\nc", spacing: 10)
            ViewNode.color("mark").frame(width: 10, height: 10).id("mark")
        }
        let mark = frame(layout(tree, nil, nil), "mark")
        #expect(abs(mark.minY - (2 * (Self.line + 10) + 17 * 1950 / 2048 - 10)) < 1e-9)
    }

    @Test("the spacing of the modifier nearest the Text wins")
    func nearestWins() {
        let tree = text("a\nb", spacing: 4).fontTraits(FontTraits(lineSpacing: 30))
        #expect(layout(tree, nil, nil).rootSize.height == 2 * Self.line + 4)
    }
}
