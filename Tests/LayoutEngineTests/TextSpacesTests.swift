// Spaces in Text take their advance wherever they are: a paragraph's leading spaces and every space
// of a run between two words count; a line's trailing spaces hang past its end (a wrap leaves them
// there, and a paragraph's last ones count for nothing). [DOC Core Text, which sets SwiftUI's Text:
// no space is collapsed, and `CTLineGetTrailingWhitespaceWidth` — "a line that is actually longer
// than the desired width due to trailing whitespace"; SwiftUI-Flow issue #28 asks to trim the
// leading space a wrapped Text keeps.] The space's advance is the SF Pro model's (17 pt body).
@testable import LayoutEngine
import Testing

@Suite("Spaces in Text")
struct TextSpacesTests {
    let space = SystemFontMetrics().sfProRun(for: TextFont(size: 17))!.advance(" ")

    func unwrapped(_ string: String) -> Double {
        PreparedText.unwrapped(string, metrics: SystemFontMetrics(), font: TextFont(size: 17)).widest
    }

    @Test("leading spaces and runs of spaces count, trailing spaces do not")
    func leadingAndInterior() {
        let hello = unwrapped("Hello"), helloWorld = unwrapped("Hello world")
        #expect(abs(unwrapped("    Hello") - (hello + 4 * space)) < 1e-9)
        #expect(abs(unwrapped("Hello    world") - (helloWorld + 3 * space)) < 1e-9)
        #expect(unwrapped("Hello   ") == hello)
        // Each paragraph keeps its own leading spaces.
        #expect(abs(unwrapped("Hello\n      x") - max(hello, 6 * space + unwrapped("x"))) < 1e-9)
        // Laid out: "Hello world" is 85.33 at 17 pt (seed 002); two more spaces make it wider by
        // their advances, rounded up to a third of a point.
        let laidOut = layout(ViewNode.text("Hello   world"), nil, nil).rootSize.width
        #expect(laidOut == (((helloWorld + 2 * space) * 3 - 1e-7).rounded(.up)) / 3)
        #expect(laidOut > 85.34)
    }

    @Test("a wrap leaves the spaces before the next word on the line before; a paragraph's leading spaces stay")
    func wrapping() {
        let hello = unwrapped("Hello"), world = unwrapped("world")
        // Too narrow for both words: "Hello" then "world" on lines of their own, no spaces counted.
        let wrapped = layout(ViewNode.text("Hello     world"), max(hello, world) + 2, nil).rootSize
        #expect(wrapped.height == 2 * 20.333333333333332)
        #expect(wrapped.width == ((max(hello, world) * 3 - 1e-7).rounded(.up)) / 3)
        // The first line's leading spaces stay on it: "  Hello" no longer fits beside " world".
        let indented = layout(ViewNode.text("  Hello world"), unwrapped("Hello world") + 1, nil).rootSize
        #expect(indented.height == 2 * 20.333333333333332)
        #expect(indented.width == (((2 * space + hello) * 3 - 1e-7).rounded(.up)) / 3)
    }
}
