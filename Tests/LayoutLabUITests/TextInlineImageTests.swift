// Images in a text (`Text(Image(systemName:))`, `"\(Image(...)) 4.5"`): SwiftUI lays the image out
// as a glyph of the line, scaled with the font. The engine measures it as wide as a symbol image
// beside the text (20 points at 17 pt: `SymbolImageLayout`), i.e. U+FFFC at 20/17 em, unkerned, with
// the font's tracking like any character. At 17 pt SF Pro's tracking is −0.43 pt a character
// (SystemFontMetrics: the HIG's value), so one image is 20 − 0.43 = 19.57, rounded up to a third of
// a point: 19.67; the line is the body's 20.33 high (as for any one-line body Text).
import LayoutEngine
import LayoutLabUI
import Testing

@Suite("Text: images in the text")
struct TextInlineImageTests {
    static let unspecified = LayoutLabUI.ProposedViewSize(width: nil, height: nil)

    @Test("Text(Image(systemName:)) is one image-wide glyph: 19.67 × 20.33 at 17 pt")
    func imageOnly() {
        let result = LayoutLab.layout(Text(Image(systemName: "star.fill")).id("t"), in: Self.unspecified)
        #expect(result["t"]?.width == 59.0 / 3)
        #expect(result["t"]?.height == 61.0 / 3)
        guard case .text(let string) = result.tree.root.kind else {
            Issue.record("expected a Text node, got \(result.tree.root.kind)")
            return
        }
        #expect(string == "\u{FFFC}")
        // A named image in a text is measured the same way (an approximation).
        #expect(LayoutLab.layout(Text(Image("logo")).id("n"), in: Self.unspecified)["n"]?.width == 59.0 / 3)
    }

    @Test("an interpolated image and a concatenated one measure alike: 20 points more than the text without it")
    func interpolatedAndConcatenated() {
        let interpolated = LayoutLab.layout(Text("\(Image(systemName: "star.fill")) 4.5").id("t"), in: Self.unspecified)
        let concatenated = LayoutLab.layout((Text(Image(systemName: "star.fill")) + Text(" 4.5")).id("t"), in: Self.unspecified)
        let without = LayoutLab.layout(Text(" 4.5").id("t"), in: Self.unspecified)
        // " 4.5" rounds up to 28.67; the image adds 20 − 0.43 = 19.57 to its unrounded width, which
        // rounds up to 48.33 (a third of a point above 48: the sum is 48.0–48.33).
        #expect(without["t"]?.width == 86.0 / 3)
        #expect(interpolated["t"]?.width == 145.0 / 3)
        #expect(concatenated["t"]?.width == 145.0 / 3)
    }

    @Test("the image scales with the font: 40 points at 34 pt (.largeTitle), plus its tracking")
    func scalesWithFont() {
        let result = LayoutLab.layout(Text(Image(systemName: "bolt")).font(.largeTitle).id("t"), in: Self.unspecified)
        // 20/17 × 34 = 40, plus the Display design's tracking at 34 pt (under a third of a point),
        // rounded up to a third of a point: 40.67.
        #expect(result["t"]?.width == 122.0 / 3)
    }
}
