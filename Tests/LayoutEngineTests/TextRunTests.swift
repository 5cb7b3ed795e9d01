// Texts of several runs (TextRun.swift, TextRunLayout.swift), derived by hand from the reference
// tables (sfpro-advances.tsv, sfpro-kern-ascii.tsv, hig-tracking.tsv, sfpro-trak.tsv) at the
// default iOS options (3×: widths and line heights rounded up to thirds of a point).
// - "Hi" in SF Pro Text Bold at 17 pt: H 1604 + i 587 = 2191 units × 17 / 2048 = 18.18701 − 2 ×
//   0.43 (HIG tracking at 17 pt) = 17.32701. " there" regular: space 578 + t 744 h 1216 e 1170
//   r 780 e 1170, kern "re" −30 = 5628 units = 46.71680 − 6 × 0.43 = 44.13680. No kerning
//   across the runs ("i" and the space are in different runs). Sum 61.46381 → 61.67 (185/3);
//   all regular it is 60.08 → 60.33 (181/3).
// - "Big" at 28 pt (`.title` on iOS: SF Pro Display regular): B 1238 i 422 g 1124 = 2784 units ×
//   28 / 2048 = 38.0625 + 3 × 0.35547 (Display trak 26 units at 28 pt) = 39.12891; "a" at 17 pt:
//   1130 units = 9.37988 − 0.43 = 8.94988. Line heights (1950 + 494 units): 17 pt 20.287 → 20.33
//   (61/3), 28 pt 33.414 → 33.67 (101/3).
// - "T" + "r" as two runs of the same font: 1298 + 780 = 2078 units = 17.24902 − 0.86 = 16.38902
//   → 16.67 (50/3); as one run the pair kerns −150 units: 15.14391 → 15.33 (46/3).
import LayoutEngine
import Testing

@Suite("Text runs")
struct TextRunTests {
    let bold = FontTraits(weight: .bold)

    @Test("each run is measured in its own font: a bold run and a regular run")
    func boldAndRegular() {
        let text = ViewNode.text(runs: [TextRun("Hi", traits: bold), TextRun(" there")])
        #expect(layout(text, nil, nil).rootSize == Size(width: 185.0 / 3, height: 61.0 / 3))
        #expect(layout(ViewNode.text("Hi there"), nil, nil).rootSize.width == 181.0 / 3)
    }

    @Test("a line is as tall as its tallest run; the width sums runs of different sizes")
    func mixedSizes() {
        let text = ViewNode.text(runs: [TextRun("a"), TextRun("Big", font: .style(.title))])
        // 8.94988 + 39.12891 = 48.07879 → 48.33 (145/3); the title's line, 33.67.
        #expect(layout(text, nil, nil).rootSize == Size(width: 145.0 / 3, height: 101.0 / 3))
    }

    @Test("the text wraps across runs at word boundaries, each line as tall as its own runs")
    func wrapsAcrossRuns() {
        // "Big" (title) then " a" (body): unwrapped 39.12891 + 4.36783 (space 578 units − 0.43) +
        // 8.94988 = 52.45 > 45, so "a" goes to a second line: widest 39.12891 → 39.33 (118/3),
        // height 33.67 + 20.33 = 54.
        let text = ViewNode.text(runs: [TextRun("Big", font: .style(.title)), TextRun(" a")])
        #expect(layout(text, 45, nil).rootSize == Size(width: 118.0 / 3, height: 54))
        // Cut to one line by a height that holds only the first, taller one: "Bi…", the ellipsis in
        // the first run's font (Display "…" 1212 units): (1238 + 422 + 1212) × 28 / 2048 = 39.26563
        // + 3 × 0.35547 = 40.33203 → 40.33 (121/3).
        #expect(layout(text, 45, 40).rootSize == Size(width: 121.0 / 3, height: 101.0 / 3))
    }

    @Test("no kerning across a run boundary")
    func noKerningAcrossRuns() {
        let text = ViewNode.text(runs: [TextRun("T", traits: FontTraits(italic: false)), TextRun("r")])
        #expect(layout(text, nil, nil).rootSize.width == 50.0 / 3)
        #expect(layout(ViewNode.text("Tr"), nil, nil).rootSize.width == 46.0 / 3)
    }

    @Test("a run without a font takes the environment's; the environment's traits fill what a run leaves unset")
    func inheritance() {
        // An enclosing bold reaches "Hi"; " there" keeps its own regular weight: 61.67 as above.
        let text = ViewNode.text(runs: [TextRun("Hi"), TextRun(" there", traits: FontTraits(weight: .regular))])
        #expect(layout(text.fontTraits(bold), nil, nil).rootSize.width == 185.0 / 3)
        // An enclosing font sizes the run without one; the title run keeps 28 pt: "a" at 28 pt is
        // Display a 1028 units × 28 / 2048 = 14.05469 + 0.35547 = 14.41016, with "Big" 53.53906 → 53.67.
        let sized = ViewNode.text(runs: [TextRun("a"), TextRun("Big", font: .style(.title))]).font(size: 28)
        #expect(layout(sized, nil, nil).rootSize == Size(width: 161.0 / 3, height: 101.0 / 3))
    }

    @Test("the first baseline is the tallest ascent on the first line")
    func baseline() {
        // 28 pt ascent: 1950 × 28 / 2048 = 26.66016; "x" at 17 pt sits so that its baseline (16.18652)
        // lines up: y = 26.66016 − 16.18652 = 10.47363.
        let tree = ViewNode.hstack(alignment: .firstTextBaseline) {
            ViewNode.text(runs: [TextRun("a"), TextRun("Big", font: .style(.title))])
            ViewNode.text("x").id("x")
        }
        let result = layout(tree, nil, nil)
        #expect(abs(frame(result, "x").minY - (26.66015625 - 16.186523437)) < 0.001)
    }
}

@Suite("Text runs: edges")
struct TextRunEdgeTests {
    @Test("a newline inside a run starts a paragraph; each line takes the height of its own runs")
    func newlines() {
        // "Big" (title) on the first line, "a" (body) on the second: 33.67 + 20.33 = 54; the widest
        // line is "Big", 39.33.
        let text = ViewNode.text(runs: [TextRun("Big", font: .style(.title)), TextRun("\na")])
        #expect(layout(text, nil, nil).rootSize == Size(width: 118.0 / 3, height: 54))
        // An empty paragraph between them is as tall as the run of the character after it (body).
        let gap = ViewNode.text(runs: [TextRun("Big\n", font: .style(.title)), TextRun("\na")])
        #expect(layout(gap, nil, nil).rootSize == Size(width: 118.0 / 3, height: 54 + 61.0 / 3))
    }

    @Test("empty runs add nothing; runs without characters answer zero")
    func empty() {
        let text = ViewNode.text(runs: [TextRun("", font: .style(.largeTitle)), TextRun("Hi", traits: FontTraits(weight: .bold))])
        // "Hi" bold alone: 17.32701 → 17.33 (52/3), one body line.
        #expect(layout(text, nil, nil).rootSize == Size(width: 52.0 / 3, height: 61.0 / 3))
        #expect(layout(ViewNode.text(runs: [TextRun(""), TextRun("", font: .size(30))]), nil, nil).rootSize == .zero)
    }

    @Test("runs shrink together with minimumScaleFactor")
    func shrinking() {
        // "Hi" bold + " there" regular is 61.46 at 17 pt; in 50 points on one line both runs shrink by
        // the same scale until it fits. At s pt it is (2191 + 5628) × s / 2048 + 8 × tracking(s), the
        // HIG's −0.08 at 13 pt and −0.15 at 14 pt, linear between: 3.81787 s − 0.64 − 0.56 (s − 13)
        // = 50 at s = 13.30930 pt, a line of 13.30930 × 2444 / 2048 = 15.88278 → 16.
        let text = ViewNode.text(runs: [TextRun("Hi", traits: FontTraits(weight: .bold)), TextRun(" there")])
        #expect(layout(text.lineLimit(1).minimumScaleFactor(0.5), 50, nil).rootSize == Size(width: 50, height: 16))
    }
}
