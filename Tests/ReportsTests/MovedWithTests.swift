// A node that only moved with a node around it (the same Δx and Δy, the same size), or whose frames
// are that node's in both runs, is counted in that node's row of the report, and one that only
// moved is drawn without a caption of its own: a one-modifier edit reads as the few nodes it moved.
import LayoutEngine
@testable import Reports
import Testing
import TestSupport

@Suite struct MovedWithTests {
    /// A 50-high Color, then a row of two labelled Colors; `gap` is the VStack's spacing.
    static func card(gap: Double) -> ViewNode {
        ViewNode.vstack(spacing: gap) {
            ViewNode.color("top").frame(height: 50).id("top")
            ViewNode.hstack(spacing: 0) {
                ViewNode.color("a").frame(width: 40, height: 20).id("a")
                ViewNode.color("b").frame(width: 60, height: 20).id("b")
            }.id("row")
        }
    }

    @Test("a VStack's spacing 10 → 30: the row moves 20 down and its two Colors are counted in its row")
    func tableFoldsFollowers() throws {
        let diff = compareOutcome(base: outcome(Self.card(gap: 10), 300, 200), head: outcome(Self.card(gap: 30), 300, 200))
        // The VStack grows 20 (50 + 10 + 20 = 80 → 100) and, centred in 200, starts 10 higher, so
        // `top` moves −10 and the row (below the wider gap) +10; a and b move +10 with the row.
        let rows = foldingMovedWithAncestors(diff.nodes)
        let named = rows.map { ($0.node.key.display, $0.node.delta?.y, $0.movedWith) }
        #expect(named.map(\.0) == ["VStack[0]", "top", "row"])
        #expect(named.map(\.1) == [-10, -10, 10])
        // `top`'s Color moved −10 with it; the row's two Colors (and their frames' Colors) +10 with the row.
        #expect(named.map(\.2) == [0, 1, 4])
        #expect(diff.nodes.count == 8)
    }

    @Test("a node that grew stays listed, and so does a child that moved differently from its parent")
    func growthIsNotFolded() {
        func node(_ path: String, _ delta: FrameDelta) -> NodeDiff {
            NodeDiff(key: .path(path), kind: "k", path: path, change: .shifted,
                     before: Rect(x: 0, y: 0, width: 10, height: 10), after: nil, delta: delta)
        }
        let rows = foldingMovedWithAncestors([
            node("A[0]", FrameDelta(x: 0, y: 5, width: 0, height: 0)),
            node("A[0]/B[0]", FrameDelta(x: 0, y: 5, width: 0, height: 2)),
            node("A[0]/B[0]/C[0]", FrameDelta(x: 0, y: 5, width: 0, height: 0)),
            node("A[0]/D[1]", FrameDelta(x: 0, y: 5, width: 0, height: 0)),
            node("A[0]/D[1]/E[0]", FrameDelta(x: 3, y: 5, width: 0, height: 0)),
            node("A[0]X", FrameDelta(x: 0, y: 5, width: 0, height: 0)),
        ])
        // B grew: listed, and C (inside B, which is not a pure move) too; D moved with A; E moved
        // differently; "A[0]X" only shares a prefix of A's path, it is not inside A.
        #expect(rows.map(\.node.path) == ["A[0]", "A[0]/B[0]", "A[0]/B[0]/C[0]", "A[0]/D[1]/E[0]", "A[0]X"])
        #expect(rows.map(\.movedWith) == [1, 0, 0, 0, 0])
    }

    @Test("nodes whose frames are a listed node's in both runs (a Text in .font and .lineLimit) are counted in its row")
    func sameFramesAreFolded() {
        func node(_ path: String, _ before: Rect, _ after: Rect?, change: NodeChange = .shifted) -> NodeDiff {
            NodeDiff(key: .path(path), kind: "k", path: path, change: change, before: before, after: after,
                     delta: after.map { FrameDelta(x: $0.minX - before.minX, y: $0.minY - before.minY,
                                                   width: $0.width - before.width, height: $0.height - before.height) })
        }
        let narrow = Rect(x: 92, y: 361, width: 162, height: 20), wide = Rect(x: 88, y: 361, width: 185, height: 20)
        let rows = foldingMovedWithAncestors([
            node("A[0]", narrow, wide),
            node("A[0]/font[0]", narrow, wide),
            node("A[0]/font[0]/Text[0]", narrow, wide),
            node("A[0]/B[1]", Rect(x: 92, y: 383, width: 81, height: 18), Rect(x: 88, y: 383, width: 90, height: 18)),
            node("A[0]/B[1]/Text[0]", Rect(x: 92, y: 383, width: 81, height: 18), Rect(x: 88, y: 383, width: 90, height: 18)),
            node("A[0]/C[2]", narrow, Rect(x: 88, y: 361, width: 185, height: 21)),
        ])
        // font and its Text share A's frames; B's Text shares B's; C's height differs from A's.
        #expect(rows.map(\.node.path) == ["A[0]", "A[0]/B[1]", "A[0]/C[2]"])
        #expect(rows.map(\.sameFrames) == [2, 1, 0])
        #expect(rows.map { $0.foldedText(separator: ", ") }
            == ["2 nodes inside, with the same frames", "1 node inside, with the same frames", ""])
        var both = rows[0]
        both.movedWith = 1
        #expect(both.foldedText() == "1 node inside moved with it, 2 with the same frames")
    }

    @Test("translations and frames equal within the tolerance fold: −15.99999999999988 is −15.99999999999994")
    func foldingToleratesRounding() {
        func node(_ path: String, y before: Double, _ after: Double) -> NodeDiff {
            NodeDiff(key: .path(path), kind: "k", path: path, change: .shifted,
                     before: Rect(x: 20, y: before, width: 350, height: 48), after: Rect(x: 20, y: after, width: 350, height: 48),
                     delta: FrameDelta(x: 0, y: after - before, width: 0, height: 0))
        }
        let rows = foldingMovedWithAncestors([
            node("B[8]", y: 501.8333333333333, 485.8333333333333),
            node("B[8]/P[0]/F[0]", y: 515.8333333333332, 499.8333333333333),
        ])
        #expect(rows.map(\.node.path) == ["B[8]"])
        #expect(rows.map(\.movedWith) == [1])
        // A real difference (0.5) is not folded.
        #expect(foldingMovedWithAncestors([node("B[8]", y: 500, 484), node("B[8]/F[0]", y: 510, 494.5)]).count == 2)
    }

    @Test("the comparison picture writes a Text's string in its newer box and in an unchanged one, not in the dashed older one")
    func pictureWritesTextsOnce() throws {
        // A 50-high Color above a Text grows to 70: the Text moves down 20; a Text beside the
        // stack keeps its frame.
        func tree(_ height: Double) -> ViewNode {
            ViewNode.hstack(spacing: 0) {
                ViewNode.vstack(spacing: 0) {
                    ViewNode.color("top").frame(width: 100, height: height)
                    ViewNode.text("Moved")
                }
                ViewNode.text("Still")
            }
        }
        let before = outcome(tree(50), 300, 200), after = outcome(tree(70), 300, 200)
        let svg = renderLayoutOverlaySVG(before: LayoutDrawing(nodes: before.nodes, tree: tree(50)),
                                         after: LayoutDrawing(nodes: after.nodes, tree: tree(70)),
                                         title: "t", beforeCaption: "run 1", afterCaption: "run 2")
        let parsed = try #require(SVGElements.parse(svg))
        let strings = parsed.all("text").filter { $0.attributes["class"] == "content" }
        #expect(strings.map(\.text).sorted() == ["Moved", "Still"])
        #expect(strings.allSatisfy { $0.attributes["fill"] == "#57606a" })
    }

    @Test("the picture captions the row but not the Colors that moved with it")
    func pictureCaptionsLeaders() throws {
        let before = LayoutDrawing(nodes: outcome(Self.card(gap: 10), 300, 200).nodes)
        let after = LayoutDrawing(nodes: outcome(Self.card(gap: 30), 300, 200).nodes)
        let parsed = try #require(SVGElements.parse(renderLayoutOverlaySVG(
            before: before, after: after, title: "t", beforeCaption: "run 1", afterCaption: "run 2")))
        #expect(parsed.texts.contains("row · 100×20"))
        #expect(!parsed.texts.contains { $0.hasPrefix("a · ") || $0.hasPrefix("b · ") })
        // Still drawn, both runs.
        #expect(parsed.rects.filter { $0["data-node"] == "a" }.map { $0["data-run"] } == ["before", "after"])
    }
}

@Suite struct CaptionPlacementTests {
    @Test("a caption never covers a drawn text: with no other spot, its box gets a numbered marker")
    func captionsKeepOffTexts() {
        // A 10-point symbol beside a title: every spot a caption could take is text.
        var placer = LabelPlacer(content: Rect(x: 0, y: 0, width: 100, height: 100))
        placer.obstacles = [Rect(x: -60, y: -60, width: 220, height: 220)]
        placer.place("Image(\"bell.badge.fill\") · 10×10", box: Rect(x: 10, y: 10, width: 10, height: 10), colour: "#000")
        #expect(placer.markerCount == 1)
        guard case .marker(1, let at, _)? = placer.placed.first?.form else {
            Issue.record("expected a marker, got \(String(describing: placer.placed.first?.form))")
            return
        }
        // Not over the text either: in the column beside the content (x 100 + 6.5 + 12), with a
        // leader to the box (a marker in a code snippet's corner hid its first letter).
        #expect(at == Point(x: 118.5, y: 6.5))
        #expect(placer.placed.allSatisfy { !$0.rect.intersects(Rect(x: 0, y: 0, width: 100, height: 100)) })
        // With room beside it, the caption is text again.
        var roomy = LabelPlacer(content: Rect(x: 0, y: 0, width: 100, height: 100))
        roomy.obstacles = [Rect(x: 25, y: 5, width: 60, height: 20)]
        roomy.place("Image · 10×10", box: Rect(x: 10, y: 40, width: 10, height: 10), colour: "#000")
        #expect(roomy.markerCount == 0)
        #expect(roomy.placed.allSatisfy { !$0.rect.intersects(Rect(x: 25, y: 5, width: 60, height: 20)) })
    }

    @Test("an unchanged box's caption goes inside or right beside it, else only in its tooltip; a changed box's goes further")
    func contextCaptionsStayNear() {
        // A row (0, 40, 200×20) full of boxes, rows above and below it: no room inside or beside.
        let row = Rect(x: 0, y: 40, width: 200, height: 20)
        func crowded() -> LabelPlacer {
            var placer = LabelPlacer(content: Rect(x: 0, y: 0, width: 200, height: 100))
            placer.boxes = [row, Rect(x: 0, y: 18, width: 200, height: 20), Rect(x: 0, y: 62, width: 200, height: 20)]
            placer.obstacles = [Rect(x: 2, y: 42, width: 196, height: 16),
                                Rect(x: -60, y: 30, width: 60, height: 40), Rect(x: 200, y: 30, width: 60, height: 40)]
            return placer
        }
        var unchanged = crowded()
        unchanged.place("HStack · 200×20", box: row, colour: "#8c959f", nearOnly: true)
        #expect(unchanged.placed.isEmpty)
        #expect(unchanged.markerCount == 0)
        // Changed, the same caption is placed further out (above the rows, with a leader line).
        var changed = crowded()
        changed.place("HStack · 200×20", box: row, colour: "#0969da")
        #expect(changed.placed.count == 1)
        guard case .text(_, let at, let leader?)? = changed.placed.first?.form else {
            Issue.record("expected a caption with a leader line, got \(String(describing: changed.placed.first?.form))")
            return
        }
        #expect(at.y < 18 || at.y > 82)
        #expect(leader.to.y == 40 || leader.to.y == 60)
        // With room just above the box, the unchanged caption is placed there.
        var roomy = LabelPlacer(content: Rect(x: 0, y: 0, width: 200, height: 100))
        roomy.boxes = [row]
        roomy.obstacles = [Rect(x: 2, y: 42, width: 196, height: 16)]
        roomy.place("HStack · 200×20", box: row, colour: "#8c959f", nearOnly: true)
        guard case .text(_, let near, _)? = roomy.placed.first?.form else {
            Issue.record("expected a caption beside the box, got \(String(describing: roomy.placed.first?.form))")
            return
        }
        #expect(near == Point(x: 0, y: 37))
    }
}
