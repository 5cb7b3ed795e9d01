// A Text's ideal (unwrapped) size is measured in one pass over its characters (Text.swift
// `unwrappedMeasurement`) instead of through the prepared form used for wrapping: both must give
// the same numbers, bit for bit, whatever the spaces, newlines and scripts.
@testable import LayoutEngine
import Testing

@Suite("Text ideal size")
struct TextIdealTests {
    static let strings = [
        "Hello world", "", " ", "  two  spaces  ", "line one\nline two", "\n", "a\n\nb", "trailing \n",
        "Ünïcödé façade", "漢字とかな", "tabs\tand…ellipsis", "The quick brown fox jumps over the lazy dog",
        "x", "1234567890 0.5 -3", "\n\n\n",
    ]

    @Test("the one-pass ideal equals the prepared text's, for every string, size and platform", arguments: strings)
    func sameAsPrepared(_ string: String) throws {
        for (fontSize, options) in [(17.0, LayoutOptions()), (13, try LayoutOptions(parsing: ["platform=macos", "display-scale=2"])),
                                    (34, try LayoutOptions(parsing: ["display-scale=1"]))] {
            let tree = ViewNode.text(string).font(size: fontSize)
            let session = try #require(LayoutSession(root: tree, engine: Engine(options: options), depthLimit: nil))
            let text = TextLayout(string: string)
            let context = NodeContext(session: session, node: 1)
            let fast = try #require(text.unwrappedMeasurement(context: context))
            #expect(fast == text.measure(proposal: .unspecified, context: context), "\(string) at \(fontSize)")
        }
    }

    @Test("a line limit that cuts the paragraphs leaves the ideal to the prepared text (it needs the ellipsis)")
    func lineLimitFallsBack() throws {
        let tree = ViewNode.text("one\ntwo\nthree").lineLimit(2)
        let session = try #require(LayoutSession(root: tree, engine: Engine(), depthLimit: nil))
        let context = NodeContext(session: session, node: 1)
        #expect(TextLayout(string: "one\ntwo\nthree").unwrappedMeasurement(context: context) == nil)
        // Two lines of 17 pt text: 2 × 20.33.
        #expect(layout(tree, nil, nil).rootSize.height == 2 * 20.333333333333332)
    }
}
