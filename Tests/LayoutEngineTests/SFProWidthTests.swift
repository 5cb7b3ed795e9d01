// Widths of the SF Pro model (SFProMetrics.swift) derived by hand from the reference tables, each
// citing the rows it uses: `adv` sfpro-advances.tsv (font units, 2048 per em), `kern`
// sfpro-kern-ascii.tsv, `trak` sfpro-trak.tsv (track 0), `hig` hig-tracking.tsv (points).
// width = Σ adv × size / 2048 + Σ kern × size / 2048 + n × tracking, rounded up to the pixel grid
// (3 pixels per point unless said).
import LayoutEngine
import Testing

@Suite("SF Pro widths derived from the tables")
struct SFProWidthTests {
    func width(_ text: String, size: Double, _ traits: FontTraits = FontTraits(), options: [String] = []) -> Double {
        var node = ViewNode.text(text)
        if !traits.isEmpty { node = node.fontTraits(traits) }
        return layout(node.font(size: size), nil, nil, options: options).rootSize.width
    }

    @Test("17 pt: \"Hello world\" — adv H 1520 e 1170 l 516 ×3 o 1210 ×2 space 578 w 1586 r 780 d 1258 = 10,860; kern w o −40; hig 17 −0.43 × 11")
    func helloWorld() {
        // 10,820 × 17 / 2048 = 89.8145 − 4.73 = 85.0845 → 85.33 (seed 002 measured 85.33 on an iPhone).
        #expect(width("Hello world", size: 17) == 256.0 / 3)
    }

    @Test("17 pt kerning pairs: \"Travel\" — kern T r −150, a v −40, v e −40 (SF Pro Text Regular)")
    func travel() {
        // adv T 1298 r 780 a 1130 v 1110 e 1170 l 516 = 6,004; − 230 = 5,774 × 17 / 2048 = 47.9287;
        // − 6 × 0.43 = 45.3487 → 45.67 (without the pairs, 47.26 → 47.33).
        #expect(width("Travel", size: 17) == 137.0 / 3)
    }

    @Test("17 pt: \"AVATAR\" — kern A V −130, V A −130, A T −170, T A −170")
    func avatar() {
        // adv A 1380 ×3 V 1380 T 1298 R 1338 = 8,156; − 600 = 7,556 × 17 / 2048 = 62.7207 − 2.58 = 60.1407 → 60.33.
        #expect(width("AVATAR", size: 17) == 181.0 / 3)
    }

    @Test("10 pt tracking: \"Hello\" — adv 4,932; hig 10 +0.12")
    func tracking10() {
        // 4,932 × 10 / 2048 = 24.0820 + 5 × 0.12 = 24.6820 → 25 (a third of a point up).
        #expect(width("Hello", size: 10) == 25)
    }

    @Test("13 pt tracking on macOS at 2×: \"Hello\" 31 and \"Wave\" 33 — hig 13 −0.08; kern W a −100, a v −40, v e −40")
    func tracking13() {
        // Hello: 4,932 × 13 / 2048 = 31.3066 − 0.40 = 30.9066 → 31 (SwiftOpenUI's text-single fixture: 31).
        #expect(width("Hello", size: 13, options: ["platform=macos", "display-scale=2"]) == 31)
        // Wave: adv W 1982 a 1130 v 1110 e 1170 = 5,392 − 180 = 5,212 × 13 / 2048 = 33.0840 − 0.32 = 32.7640 → 33.
        #expect(width("Wave", size: 13, options: ["platform=macos", "display-scale=2"]) == 33)
    }

    @Test("22 pt, in the Text → Display blend (5/7 Display): \"Title\"")
    func blend22() {
        // Text: adv T 1298 i 504 t 744 l 516 e 1170 = 4,232, kern T i −20 → 4,212; Display: T 1190 i 422
        // t 617 l 418 e 1049 = 3,696, kern T i −50 → 3,646. Blend 2/7 × 4,212 + 5/7 × 3,646 = 3,807.71
        // × 22 / 2048 = 40.9031. Tracking: 2/7 × hig 22 (−0.26) + 5/7 × Display trak 22 (32 units ×
        // 22 / 2048 = 0.34375) = 0.17125, × 5 = 0.85625 → 41.7594 → 42.
        #expect(width("Title", size: 22) == 42)
    }

    @Test("34 pt, the Display design with its own trak: \"Title\" and a kerned \", \"")
    func display34() {
        // Display adv 3,696, kern T i −50 → 3,646 × 34 / 2048 = 60.5293; trak between 32 (24 units)
        // and 36 (22): 23 units × 34 / 2048 = 0.3818 × 5 = 1.9092 → 62.4385 → 62.67.
        #expect(width("Title", size: 34) == 188.0 / 3)
        // "Hi, you": Display adv H 1432 i 422 , 440 space 420 y 996 o 1087 u 1079 = 5,876; kern , space
        // −100 and y o −40 → 5,736 × 34 / 2048 = 95.2266 + 7 × 0.3818 = 97.8994 → 98.
        #expect(width("Hi, you", size: 34) == 98)
    }

    @Test("26 pt: \"The quick brown fox\" is 224 wide, as real SwiftUI draws it [EMP issue 30]")
    func fox26() {
        // Display adv 17,312, kern r o −50, f o −100, o x −70 → 17,092 × 26 / 2048 = 216.9863;
        // trak 22 → 28: 32 → 26 units, at 26: 28 units × 26 / 2048 = 0.3555 × 19 = 6.7539 → 223.7402 → 224.
        #expect(width("The quick brown fox", size: 26) == 224)
    }

    @Test("17 pt bold and semibold from their own tables")
    func weights() {
        // Bold: adv B 1420 o 1269 l 603 d 1334 = 4,626 × 17 / 2048 = 38.3994 − 1.72 = 36.6794 → 37.
        #expect(width("Bold", size: 17, FontTraits(weight: .bold)) == 37)
        // Semibold: S 1354 e 1208 m 1856 i 557 b 1306 o 1248 l 571 d 1306 = 9,406 × 17 / 2048 = 78.0771 − 3.44 = 74.6371 → 74.67.
        #expect(width("Semibold", size: 17, FontTraits(weight: .semibold)) == 224.0 / 3)
        // Medium, halfway between regular (7,700) and semibold (8,029): 7,864.5 × 17 / 2048 = 65.2815 − 2.58 = 62.7015 → 63.
        #expect(width("Medium", size: 17, FontTraits(weight: .medium)) == 63)
    }

    @Test("SF Mono: every character 1266 units, no kerning, no tracking")
    func mono() {
        // 4 × 1266 × 17 / 2048 = 42.0352 → 42.33 (the proportional font: 37.33).
        #expect(width("Mono", size: 17, FontTraits(design: .monospaced)) == 127.0 / 3)
    }

    @Test("monospacedDigit: digits as wide as \"0\" (1290 units)")
    func tabular() {
        // "1111" proportional: 4 × 955 × 17 / 2048 = 31.7090 − 1.72 = 29.9890 → 30.
        #expect(width("1111", size: 17) == 30)
        // Tabular: 4 × 1290 × 17 / 2048 = 42.8320 − 1.72 = 41.1120 → 41.33, as wide as "0000".
        #expect(width("1111", size: 17, FontTraits(monospacedDigit: true)) == 124.0 / 3)
        #expect(width("0000", size: 17) == 124.0 / 3)
    }

    @Test(".kerning(2) and .tracking(2) add 2 points after every character")
    func spacing() {
        // "ABC": adv A 1380 B 1346 C 1466 = 4,192 × 17 / 2048 = 34.7969 − 1.29 = 33.5069 + 6 = 39.5069 → 39.67.
        #expect(width("ABC", size: 17) == 101.0 / 3)
        #expect(width("ABC", size: 17, FontTraits(kerning: 2)) == 119.0 / 3)
        #expect(width("ABC", size: 17, FontTraits(tracking: 2)) == 119.0 / 3)
    }

    @Test("the blend is continuous: no jump at 20 pt, Text below 17, Display from 24")
    func blendEnds() {
        #expect(SystemFontMetrics.displayFraction(fontSize: 17) == 0)
        #expect(SystemFontMetrics.displayFraction(fontSize: 24) == 1)
        #expect(abs(SystemFontMetrics.displayFraction(fontSize: 20.5) - 0.5) < 1e-12)
        let below = width("Hello world", size: 19.99), above = width("Hello world", size: 20.01)
        #expect(abs(above - below) <= 1.0 / 3)
        // Tracking: the HIG's up to 17 pt, the Display trak from 24 pt.
        #expect(SystemFontMetrics.tracking(fontSize: 17) == -0.43)
        #expect(abs(SystemFontMetrics.tracking(fontSize: 12.5) - (-0.04)) < 1e-12)
        #expect(abs(SystemFontMetrics.tracking(fontSize: 28) - 26 * 28 / 2048.0) < 1e-12)
        #expect(SystemFontMetrics.tracking(fontSize: 100) == 0)
    }

    @Test("characters outside the tables: CJK 1 em, others 0.556 em (1139 units)")
    func fallback() {
        let metrics = SystemFontMetrics()
        #expect(metrics.advance(of: "漢", fontSize: 12) == 12 + 0)
        #expect(abs(metrics.advance(of: "ß", fontSize: 17) - (1139 * 17 / 2048.0 - 0.43)) < 1e-12)
        #expect(SystemFontMetrics.knows("a") && SystemFontMetrics.knows("…") && !SystemFontMetrics.knows("ß"))
    }

    /// The tables' two accented letters are exactly their base letters in every face (`é` = `e`
    /// 1170, `ü` = `u` 1196 in SF Pro Text regular), so the others the tables do not list are
    /// measured as their base letters, kerning included (LatinBaseLetters.swift).
    @Test("accented letters the tables do not list measure and kern as their base letter")
    func accentedLetters() {
        // adv n 1195 a 1130 i 504 v 1110 e 1170 space 578 c 1146 a 1130 f 741 e 1170 = 9,874 (ï as i);
        // kern inside the words and at the space −85: 9,789 × 15 / 2048 = 71.697 − 10 × 0.23
        // (hig 15) = 69.397 → 69.67, as "naive cafe" (before: ï at 1139 units, 74.67).
        #expect(width("na\u{EF}ve caf\u{E9}", size: 15) == 209.0 / 3)
        #expect(width("na\u{EF}ve caf\u{E9}", size: 15) == width("naive cafe", size: 15))
        // "Ñandú": adv N 1520 a 1130 n 1195 d 1258 u 1196 = 6,299, no kerning pair; × 17 / 2048
        // = 52.286 − 5 × 0.43 = 50.136 → 50.33, as "Nandu".
        #expect(width("\u{D1}and\u{FA}", size: 17) == width("Nandu", size: 17))
        #expect(width("\u{D1}and\u{FA}", size: 17) == 151.0 / 3)
        // Vietnamese "Tệ" kerns as "Te": T 1298 + e 1170 − 200 (kern T e) = 2,268 × 17 / 2048
        // = 18.826 − 2 × 0.43 = 17.966 → 18.
        #expect(width("T\u{1EC7}", size: 17) == 18)
        #expect(width("\u{142}\u{F3}d\u{17A}", size: 17) == width("lodz", size: 17))
        #expect(SystemFontMetrics.knows("\u{E0}") && SystemFontMetrics.knows("\u{131}"))
        // Letters that are not an accented base letter stay on the fallback: ß, æ, the DŽ digraph.
        #expect(!SystemFontMetrics.knows("\u{DF}") && !SystemFontMetrics.knows("\u{E6}") && !SystemFontMetrics.knows("\u{1C5}"))
    }

    /// A character of several scalars is one glyph [DOC Unicode UAX #29]: a variation selector,
    /// a skin-tone modifier, a combining mark, a zero-width-joined sequence and a flag's second
    /// letter add no width. `✈` is shown as text by default: one fallback glyph, 1139 units
    /// (0.556 em). An emoji shown as emoji by default (`😮`, `👍`, a flag) advances 1 em, Apple Color
    /// Emoji's advance [wh0, "Emoji metrics" (2024): 1.000 em on iOS], and so does `✈` with the emoji
    /// variation selector after it, or a digit with a keycap mark [DOC Unicode UTS #51: an emoji
    /// presentation sequence and a keycap sequence are shown as emoji]. All at 40 pt with SF Pro's
    /// 40 pt tracking (Display's `trak` between 36 pt's 22 units and 50 pt's 14: 19.71 units, 0.385 pt,
    /// the same for every glyph), rounded up to the pixel.
    @Test("a character of several scalars is measured as one glyph; emoji at 1 em")
    func graphemeClusters() {
        // 1139 × 40 / 2048 = 22.25, + 0.385 tracking, rounded up to the pixel: 22.67.
        let airplane = width("\u{2708}", size: 40)
        #expect(airplane == 68.0 / 3)
        // 40 + 0.385, rounded up: 40.67.
        let emoji = width("\u{1F62E}", size: 40)
        #expect(emoji == 122.0 / 3)
        #expect(width("\u{2708}\u{FE0F}", size: 40) == emoji)
        #expect(width("\u{2764}\u{FE0F}", size: 40) == emoji)
        #expect(width("1\u{FE0F}\u{20E3}", size: 40) == emoji)
        #expect(width("#\u{20E3}", size: 40) == emoji)
        // A selector that does not follow its base right away, and an ASCII digit's, change nothing.
        #expect(width("1\u{FE0F}", size: 40) == width("1", size: 40))
        #expect(width("\u{1F62E}\u{200D}\u{1F4A8}", size: 40) == emoji)
        #expect(width("\u{1F44D}\u{1F3FD}", size: 40) == emoji)
        #expect(width("\u{1F1EB}\u{1F1F7}", size: 40) == emoji)
        #expect(width("e\u{301}", size: 17) == width("e", size: 17))
        // Two glyphs: 22.25 × 2 + 0.77 = 45.27 → 45.33; 80.77 → 81.
        #expect(width("\u{2708}\u{2708}", size: 40) == 136.0 / 3)
        #expect(width("\u{2708}\u{FE0F}\u{2708}\u{FE0F}", size: 40) == 81)
        #expect(width("\u{1F525}\u{1F525}", size: 40) == 81)
    }

}
