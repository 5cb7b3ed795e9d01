// The terminal drawing: nested boxes with joined lines, captions, overflow and the proposal outline.
import LayoutEngine
import Notebook
@testable import Reports
import Testing

@Suite("Terminal drawing")
struct TerminalDrawingTests {
    func draw(_ tree: ViewNode, _ width: Double, _ height: Double, columns: Int, maxRows: Int = 40) -> String {
        let result = Engine().layout(tree, in: ProposedViewSize(width: width, height: height))
        return TerminalDrawing(result: result).render(columns: columns, maxRows: maxRows)
    }

    @Test("a small stack: nested boxes, joined lines, leaf captions inside, the container's on its bottom edge")
    func smallStack() {
        let tree = ViewNode.hstack(spacing: 0) {
            ViewNode.color("a").frame(width: 40, height: 20).id("a")
            ViewNode.color("b").id("b")
        }
        #expect(draw(tree, 100, 40, columns: 41) == """
            ┌───────────────┬───────────────────────┐
            │               │b 60×40                │
            ├───────────────┤                       │
            │a 40×20        │                       │
            │               │                       │
            │               │                       │
            ├───────────────┤                       │
            │               │                       │
            └HStack 100×40──┴───────────────────────┘
            """)
    }

    @Test("a root smaller than the proposal is centred in a dotted outline; long captions split")
    func seed001Last() {
        let drawing = draw(seed001Stack(relativeAt: 2), 620, 80, columns: 63)
        #expect(drawing == """
            ·····┌───────────────────┬┬───────────────────┬┬─────────┐·····
            ·    │blue 200×80        ││green 200×80       ││yellow   │    ·
            ·    │                   ││                   ││100×80   │    ·
            ·    │                   ││                   ││         │    ·
            ·····└HStack 520×80──────┴┴───────────────────┴┴─────────┘·····
            """)
    }

    @Test("a child wider than its frame is drawn past the frame's edges")
    func overflow() {
        let tree = ViewNode.color("wide").frame(width: 40, height: 10).id("wide").frame(width: 20, height: 20).id("narrow")
        let drawing = draw(tree, 40, 20, columns: 41)
        #expect(drawing == """
            ··········┌───────────────────┐··········
            ·         │                   │         ·
            ·         │                   │         ·
            ┌─────────┼───────────────────┼─────────┐
            │wide 40×10                   │         │
            │         │                   │         │
            │         │                   │         │
            │         │                   │         │
            └─────────┼───────────────────┼─────────┘
            ·         │                   │         ·
            ··········└narrow 20×20───────┘··········
            """)
    }

    @Test("the height is capped and zero-size or infinite frames are skipped")
    func limits() {
        let tree = ViewNode.vstack {
            ViewNode.color("tall").frame(width: 10, height: 1000).id("tall")
            ViewNode.color("none").frame(width: 0, height: 0).id("none")
        }
        let drawing = draw(tree, 10, 1008, columns: 11, maxRows: 6)
        #expect(drawing.split(separator: "\n").count == 6)
        let empty = TerminalDrawing(boxes: [], container: Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(empty.render(columns: 20) == "")
        // A flexible root proposed ∞×∞ is infinite: nothing to draw, and no crash.
        #expect(draw(ViewNode.color("all").id("all"), .infinity, .infinity, columns: 20) == "")
        let infinite = TerminalDrawing(boxes: [], container: Rect(x: 0, y: 0, width: .infinity, height: 10))
        #expect(infinite.render(columns: 20) == "")
    }

    @Test("a box too small for its caption is counted in a note instead of garbling its neighbours")
    func crowdedCaptions() {
        // Names split onto two rows where they fit; the 4-point box has room for no caption at all.
        let tree = ViewNode.hstack(spacing: 0) {
            ViewNode.color("a").frame(width: 30, height: 20).id("carrot")
            ViewNode.color("b").frame(width: 30, height: 20).id("follow")
            ViewNode.color("c").frame(width: 4, height: 20).id("tiny")
        }.id("row")
        let drawing = draw(tree, 64, 20, columns: 17)
        #expect(drawing == """
            ┌───────┬──────┬┐
            │carrot │follow││
            │30×20  │30×20 ││
            └row 64×20─────┴┘
            (1 of 4 boxes too small to label in 17 columns: widen the terminal, or draw it with --svg FILE)
            """)
    }

    @Test("a caption stops with … before another caption's text")
    func captionsNeverMerge() {
        var canvas = CharacterCanvas(columns: 12, rows: 1)
        canvas.text("follow", row: 0, from: 4, through: 11)
        #expect(canvas.text("carrot 90×36", row: 0, from: 0, through: 11) == 3)
        #expect(canvas.rendered() == ["car…follow"])
    }
}

@Suite("Terminal drawing at the ends of Double's range")
struct TerminalDrawingExtremeTests {
    @Test("denormal and huge extents draw without trapping")
    func denormalAndHuge() {
        for (width, height) in [(5e-324, 5e-324), (5e-324, 100.0), (100.0, 1e-320), (1e307, 1e-300), (1.7e308, 1.7e308)] {
            let tree = ViewNode.color("a").frame(width: width, height: height).id("a")
            let result = Engine().layout(tree, in: ProposedViewSize(width: width, height: height))
            let drawn = TerminalDrawing(result: result).render(columns: 80, maxRows: 24)
            #expect(!drawn.isEmpty, "\(width) × \(height)")
        }
    }
}
