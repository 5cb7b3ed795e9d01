// Lines break at spaces and where UAX #14 allows a break inside a run of characters: after a
// hyphen or slash, around an em dash, around ideographs and emoji; never before closing
// punctuation [DOC Unicode UAX #14, the line breaking algorithm Core Text's word wrapping follows
// (TextLineBreaks.swift states the rules kept)]. Widths are the SF Pro model's at 17 pt (body):
// "well-" 36.98, "known" 49.80, "https://" 54.63, "example.com/" 106.40, "path" 34.29.
@testable import LayoutEngine
import Testing

@Suite("Line breaks inside words")
struct TextLineBreakTests {
    /// The pieces a line may break between, as strings.
    func pieces(_ word: String) -> [String] { LineBreaks.pieces(of: word[...]).map(String.init) }

    func unwrapped(_ string: String) -> Double {
        PreparedText.unwrapped(string, metrics: SystemFontMetrics(), font: TextFont(size: 17)).widest
    }

    @Test("breaks after hyphens and en dashes, not in numbers nor after a word's leading hyphen (LB20a, LB21, LB25)")
    func hyphens() {
        #expect(pieces("well-known") == ["well-", "known"])
        #expect(pieces("state-of-the-art") == ["state-", "of-", "the-", "art"])
        #expect(pieces("COVID-19") == ["COVID-19"])
        #expect(pieces("10-20") == ["10-20"])
        #expect(pieces("-based") == ["-based"])
        #expect(pieces("pre--post") == ["pre--", "post"])
        #expect(pieces("2019–2024") == ["2019–", "2024"])
    }

    @Test("breaks after a slash unless a digit follows, and never before closing punctuation (LB13, LB25)")
    func slashes() {
        #expect(pieces("https://example.com/path") == ["https://", "example.com/", "path"])
        #expect(pieces("and/or") == ["and/", "or"])
        #expect(pieces("1/2") == ["1/2"])
        #expect(pieces("a/.") == ["a/."])
        #expect(pieces("example.com") == ["example.com"])
    }

    @Test("breaks around an em dash but not between two (LB17), and around ideographs and emoji (LB31)")
    func dashesIdeographsEmoji() {
        #expect(pieces("yes—no") == ["yes", "—", "no"])
        #expect(pieces("a——b") == ["a", "——", "b"])
        #expect(pieces("漢字。かな") == ["漢", "字。", "か", "な"])
        #expect(pieces("（東京）") == ["（東", "京）"])
        #expect(pieces("ちょっと") == ["ちょっ", "と"])
        #expect(pieces("Hi🔥🔥") == ["Hi", "🔥", "🔥"])
        #expect(pieces("👍🏽ok") == ["👍🏽", "ok"])
        // No break around quotation marks (LB19), nor inside Hangul words (hangulWordPriority).
        #expect(pieces("\"quoted\"-word") == ["\"quoted\"-", "word"])
        #expect(pieces("don’t") == ["don’t"])
        #expect(pieces("한국어") == ["한국어"])
    }

    @Test("a hyphenated word wraps after its hyphen, which stays on the line; the kerning across the break is dropped")
    func hyphenatedWordWraps() {
        // 60 holds "well-" (36.98) but not "well-known" (86.78): "known" (49.80) goes down whole,
        // where the text used to break between characters ("well-kn" | "own").
        let wrapped = layout(ViewNode.text("well-known"), 60, nil).rootSize
        #expect(wrapped == Size(width: 50, height: 2 * 20.333333333333332))
        // The first line is "well-" measured alone: its last advance without the kerning to "k".
        let prepared = PreparedText("well-known", metrics: SystemFontMetrics(), font: TextFont(size: 17))
        let lines = prepared.lines(width: 40)
        #expect(lines.first?.width == unwrapped("well-"))
        // Unwrapped, the pieces sum to the word: the ideal is still one line.
        #expect(layout(ViewNode.text("well-known"), nil, nil).rootSize == Size(width: 87, height: 20.333333333333332))
        #expect(abs(unwrapped("well-known") - 86.776171875) < 1e-9)
    }

    @Test("a URL wraps at its slashes; a piece wider than the line still breaks between characters")
    func urlWraps() {
        // 150: "https://example.com/" is 161.03, so "https://" stays alone and "example.com/path"
        // (140.69) is the second line, rounded up to 141.
        #expect(layout(ViewNode.text("https://example.com/path"), 150, nil).rootSize == Size(width: 141, height: 2 * 20.333333333333332))
        // 120: "example.com/" (106.40) fits alone; "path" goes to a third line.
        #expect(layout(ViewNode.text("https://example.com/path"), 120, nil).rootSize == Size(width: 106.66666666666667, height: 61))
        // 60: "example.com/" is wider than the line and breaks between characters.
        let narrow = layout(ViewNode.text("https://example.com/path"), 60, nil).rootSize
        #expect(narrow.width <= 60 && narrow.height > 3 * 20.3)
    }

    @Test("a line breaks inside a word across runs of Text + Text, where the same rules allow it")
    func acrossRuns() {
        let tree = ViewNode.text(runs: [TextRun("well-"), TextRun("known")])
        #expect(layout(tree, 60, nil).rootSize == Size(width: 50, height: 2 * 20.333333333333332))
    }

    @Test("the one-pass ideal still equals the prepared text's, to the bit, with breaks inside words",
          arguments: ["well-known", "state-of-the-art design", "https://example.com/a/b?c=1", "yes—no — maybe", "漢字。かな", "Hi🔥 x"])
    func idealUnchanged(_ string: String) {
        for fontSize in [12.0, 17, 28] {
            let font = TextFont(size: fontSize)
            let unwrapped = PreparedText.unwrapped(string, metrics: SystemFontMetrics(), font: font)
            let lines = PreparedText(string, metrics: SystemFontMetrics(), font: font).lines(width: .infinity)
            #expect(unwrapped.widest.bitPattern == (lines.map(\.width).max() ?? 0).bitPattern, "\(string) at \(fontSize)")
            #expect(unwrapped.lines == lines.count)
        }
    }
}
