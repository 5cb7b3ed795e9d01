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
        "x", "1234567890 0.5 -3", "\n\n\n", "Made with \u{2764}\u{FE0F}, 1\u{FE0F}\u{20E3}", "well-known/state-of-the-art",
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

    @Test("printable ASCII, read as bytes, sums as its scalars do, to the bit: in every weight, design and spacing",
          arguments: ["AVAWAY To. Va, 1234", "a. b, c.", "word ", "  ", "x\ny\n", "Leaf 2501", "ascii then é"])
    func asciiAsScalars(_ string: String) {
        let traits = [FontTraits(), FontTraits(weight: .semibold), FontTraits(weight: .bold), FontTraits(design: .monospaced),
                      FontTraits(monospacedDigit: true), FontTraits(kerning: 1.5), FontTraits(weight: .heavy, tracking: -0.5)]
        for trait in traits {
            for fontSize in [12.0, 17, 28] {
                let font = TextFont(size: fontSize, traits: trait)
                let unwrapped = PreparedText.unwrapped(string, metrics: SystemFontMetrics(), font: font)
                let lines = PreparedText(string, metrics: SystemFontMetrics(), font: font).lines(width: .infinity)
                #expect(unwrapped.widest.bitPattern == (lines.map(\.width).max() ?? 0).bitPattern, "\(string) \(trait) at \(fontSize)")
                #expect(unwrapped.lines == lines.count, "\(string) \(trait) at \(fontSize)")
            }
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
