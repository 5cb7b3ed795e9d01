// Explanations name the characters measured at the fallback width (ExplanationFallback.swift,
// SystemFontMetrics.fallbacks): "日本語" is three CJK ideographs, outside SF Pro's tables, each 1 em
// (17 pt at 17 pt: 3 × 17 − 3 × 0.43 tracking = 49.71, rounded up to a third of a point: 50);
// "☃" is outside them too and takes the 1139-unit fallback, 0.556 em.
import LayoutEngine
import Reports
import Testing

@Suite("Explanation: fallback characters")
struct ExplanationFallbackTests {
    func text(_ tree: ViewNode, _ width: Double?) throws -> String {
        let result = Engine().layout(tree, in: ProposedViewSize(width: width, height: nil))
        return try Explanation(result: result, viewTree: tree).text(width: nil)
    }

    @Test("a Text with CJK characters says they are measured at 1 em each (golden)")
    func cjk() throws {
        let explained = try text(ViewNode.text("日本語"), 200)
        #expect(explained == """
            Sizing
            1. The experiment proposes 200×nil to the Text, the root of the tree. The Text answers 50×20.33. \
            3 characters ("日本語") are not in SF Pro's tables and are measured at 1 em each.

            Placement
            2. The Text, 50×20.33, is centred in the 200×20.33 the experiment proposed: its origin is (75, 0).

            """)
    }

    @Test("groups by width, in the order the text has them; known characters and a plain text add nothing")
    func groups() throws {
        let explained = try text(ViewNode.text("☃ 日本 ☃"), nil)
        #expect(explained.contains(#"2 characters ("☃☃") are not in SF Pro's tables and are measured at 0.556 em each. "#
                                   + #"2 characters ("日本") are not in SF Pro's tables and are measured at 1 em each."#))
        #expect(!(try text(ViewNode.text("Café"), nil)).contains("tables"))
        // Without the view tree there is nothing to read the characters from.
        let result = Engine().layout(ViewNode.text("日本語"), in: .unspecified)
        #expect(!(try Explanation(result: result).text(width: nil)).contains("tables"))
    }

    /// Emoji shown as emoji by default are Apple Color Emoji's, 1 em [wh0, "Emoji metrics" (2024)],
    /// and are said apart from CJK characters of the same width.
    @Test("emoji are said to be measured at Apple Color Emoji's advance, apart from CJK")
    func emoji() throws {
        let explained = try text(ViewNode.text("🔥🔥 日"), nil)
        #expect(explained.contains(#"2 emoji ("🔥🔥") are measured at Apple Color Emoji's advance, 1 em each. "#
                                   + #"1 character ("日") is not in SF Pro's tables and is measured at 1 em."#))
        #expect(try text(ViewNode.text("👆"), nil).contains(#"1 emoji ("👆") is measured at Apple Color Emoji's advance, 1 em."#))
        // A variation selector or a keycap mark makes a text character an emoji [DOC Unicode UTS #51].
        #expect(try text(ViewNode.text("Made with \u{2764}\u{FE0F} \u{2603}"), nil).contains(
            #"1 emoji ("\#u{2764}\#u{FE0F}") is measured at Apple Color Emoji's advance, 1 em. "#
            + #"1 character ("☃") is not in SF Pro's tables and is measured at 0.556 em."#))
        #expect(try text(ViewNode.text("1\u{FE0F}\u{20E3}"), nil).contains(#"1 emoji ("1\#u{FE0F}\#u{20E3}") is measured"#))
        // A flag is quoted whole, both its letters.
        #expect(try text(ViewNode.text("\u{1F1EB}\u{1F1F7}"), nil).contains(#"1 emoji ("\#u{1F1EB}\#u{1F1F7}") is measured"#))
    }

    @Test("an image in the text (U+FFFC) is said to be measured as a symbol image, 20/17 em, not as a fallback")
    func inlineImages() throws {
        let one = try text(ViewNode.text("\u{FFFC} 4.5"), nil)
        #expect(one.contains("The image in the text is measured as wide as a symbol image: 1.176 em (20 points at 17 pt)."))
        #expect(!one.contains("tables"))
        let runs = ViewNode.text(runs: [TextRun("\u{FFFC}☃"), TextRun(" \u{FFFC}", font: .style(.title))])
        #expect(try text(runs, nil).contains(#"1 character ("☃") is not in SF Pro's tables and is measured at 0.556 em. "#
                                             + "The 2 images in the text are measured as wide as a symbol image: 1.176 em each (20 points at 17 pt)."))
    }

    @Test("a monospaced Text's fallback is SF Mono's 1266 units, 0.618 em; runs are read run by run")
    func designs() throws {
        let mono = ViewNode.text("☃").fontTraits(FontTraits(design: .monospaced))
        #expect(try text(mono, nil).contains(#"1 character ("☃") is not in SF Pro's tables and is measured at 0.618 em."#))
        let runs = ViewNode.text(runs: [TextRun("日"), TextRun("本", font: .style(.title))])
        #expect(try text(runs, nil).contains(#"2 characters ("日本") are not in SF Pro's tables and are measured at 1 em each."#))
    }
}
