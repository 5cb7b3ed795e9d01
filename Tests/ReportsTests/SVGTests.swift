// SVG pictures parse as XML and contain the right rectangles.
import Foundation
import LayoutEngine
import Notebook
import Reports
import Testing
import TestSupport

@Suite struct SVGTests {
    @Test func oneLayoutDrawsEveryPlacedNode() throws {
        let tree = ViewNode.hstack(spacing: 0) {
            ViewNode.color("red").frame(width: 100).id("red")
            ViewNode.color("blue").frame(width: 300).id("blue").frame(width: 100).id("slot")
        }
        let result = Engine().layout(tree, in: ProposedViewSize(width: 200, height: 50))
        let svg = renderLayoutSVG(LayoutDrawing(result: result), title: "row & <friends>")
        let parsed = try #require(SVGElements.parse(svg))
        // One box per view: each label's frame is its Color's, so the pair is one box.
        #expect(parsed.rects.map { $0["data-node"] } == ["HStack[0]", "red", "slot", "blue"])
        let blue = try #require(parsed.rects.first { $0["data-node"] == "blue" })
        // The stack is 100 + 100 = 200 wide, filling the 200 proposed: the slot starts at x 100 and
        // centres the 300-wide blue in its 100: 100 + (100 − 300) / 2 = 0. Heights are the proposal's 50.
        #expect(blue["x"] == "0")
        #expect(blue["width"] == "300")
        #expect(blue["height"] == "50")
        #expect(parsed.texts.contains("row & <friends>"))
        #expect(parsed.texts.contains("blue · 300×50"))
        // The slot is only 100 wide: blue overflows it on both sides and is drawn past its edges.
        let slot = try #require(parsed.rects.first { $0["data-node"] == "slot" })
        #expect(slot["width"] == "100")
        #expect(Double(blue["x"]!)! < Double(slot["x"]!)!)
        #expect(Double(blue["x"]!)! + 300 > Double(slot["x"]!)! + 100)
    }

    @Test func storedNodesAndEngineResultsDrawSeed000sNumbers() throws {
        // Seed 000: in a 753-wide window the bubble is min(0.8 × 753, 400) = 400 wide, and the trailing
        // full-width frame puts it at 753 − 400 = 353; the Color takes the proposed height, 100.
        let result = Engine().layout(chatBubble, in: ProposedViewSize(width: 753, height: 100))
        let drawings = [LayoutDrawing(result: result), LayoutDrawing(nodes: outcome(chatBubble, 753, 100).nodes)]
        for drawing in drawings {
            let parsed = try #require(SVGElements.parse(renderLayoutSVG(drawing, title: "t")))
            let bubble = try #require(parsed.rects.first { $0["data-node"] == "bubble" })
            #expect([bubble["x"], bubble["y"], bubble["width"], bubble["height"]] == ["353", "0", "400", "100"])
            let root = try #require(parsed.rects.first { $0["data-node"] == "frame[0]" })
            #expect([root["x"], root["width"], root["height"]] == ["0", "753", "100"])
            #expect(parsed.texts.contains("bubble · 400×100"))
        }
    }

    @Test func overlayShowsBeforeAndAfterOfShiftedNodesOnly() throws {
        let before = LayoutDrawing(nodes: outcome(chatBubble, 753, 100).nodes)
        let after = LayoutDrawing(nodes: outcome(chatBubble, 753, 100, options: ["relative-proposed=probing"]).nodes)
        let svg = renderLayoutOverlaySVG(before: before, after: after, title: "chat", beforeCaption: "run 1",
                                         afterCaption: "run 2")
        let parsed = try #require(SVGElements.parse(svg))
        let bubbles = parsed.rects.filter { $0["data-node"] == "bubble" }
        #expect(bubbles.map { $0["data-run"] } == ["before", "after"])
        #expect(bubbles.map { $0["width"] } == ["400", "320"])
        #expect(bubbles.map { $0["x"] } == ["353", "433"])
        let root = parsed.rects.filter { $0["data-node"] == "frame[0]" }
        #expect(root.map { $0["data-run"] } == ["both"])
        #expect(parsed.texts.contains("run 1"))
    }

    @Test func overlayMarksAddedAndRemovedNodes() throws {
        let before = LayoutDrawing(nodes: handMade([("old", Rect(x: 0, y: 0, width: 10, height: 10))]).nodes)
        let after = LayoutDrawing(nodes: handMade([("new", Rect(x: 600, y: -20, width: 10, height: 10))]).nodes)
        let parsed = try #require(SVGElements.parse(renderLayoutOverlaySVG(
            before: before, after: after, title: "t", beforeCaption: "a", afterCaption: "b")))
        #expect(parsed.rects.first { $0["data-node"] == "old" }?["data-change"] == "removed")
        #expect(parsed.rects.first { $0["data-node"] == "new" }?["data-change"] == "added")
    }

    @Test func hostileTextStaysValidXML() throws {
        let nodes = handMade([("\"quote' & <tag> \u{1}\u{FFFE}", Rect(x: 0, y: 0, width: 10, height: 10))]).nodes
        let svg = renderLayoutSVG(LayoutDrawing(nodes: nodes), title: "]]> <!-- & \u{0}")
        let parsed = try #require(SVGElements.parse(svg))
        #expect(parsed.rects.contains { $0["data-node"] == "\"quote' & <tag> \u{FFFD}\u{FFFD}" })
    }

    @Test func unplacedAndInfiniteFramesAreSkipped() throws {
        let nodes = handMade([("gone", nil), ("huge", Rect(x: 0, y: 0, width: .infinity, height: 10)),
                              ("ok", Rect(x: 0, y: 0, width: 10, height: 10))]).nodes
        let parsed = try #require(SVGElements.parse(renderLayoutSVG(LayoutDrawing(nodes: nodes), title: "t")))
        #expect(parsed.rects.compactMap { $0["data-node"] } == ["ZStack[0]", "ok"])
    }

    @Test func sideBySideDrawsBeforeThenAfter() throws {
        let before = LayoutDrawing(nodes: outcome(chatBubble, 753, 100).nodes)
        let after = LayoutDrawing(nodes: outcome(chatBubble, 753, 100, options: ["relative-proposed=probing"]).nodes)
        let svg = renderLayoutSideBySideSVG(before: before, after: after, title: "chat", beforeCaption: "run 1",
                                            afterCaption: "run 2")
        let parsed = try #require(SVGElements.parse(svg))
        let bubbles = parsed.rects.filter { $0["data-node"] == "bubble" }
        #expect(bubbles.map { $0["data-run"] } == ["before", "after"])
        #expect(bubbles.map { $0["width"] } == ["400", "320"])
        #expect(parsed.texts.contains("run 1") && parsed.texts.contains("run 2"))
        // Each panel has its own translated group. Two 753-wide panels would be too wide side by
        // side, so the after panel is below the before panel; two 300-wide ones sit side by side.
        func offsets(_ svg: String) throws -> [(x: Double, y: Double)] {
            try #require(SVGElements.parse(svg)).all("g").compactMap { $0.attributes["transform"] }.map { transform in
                let numbers = transform.dropFirst("translate(".count).dropLast().split(separator: " ").map { Double(String($0))! }
                return (numbers[0], numbers[1])
            }
        }
        let wide = try offsets(svg)
        #expect(wide.count == 2 && wide[0].x == wide[1].x && wide[1].y > wide[0].y + 100)
        let narrow = try offsets(renderLayoutSideBySideSVG(
            before: LayoutDrawing(nodes: outcome(chatBubble, 300, 100).nodes),
            after: LayoutDrawing(nodes: outcome(chatBubble, 300, 100, options: ["relative-proposed=probing"]).nodes),
            title: "chat", beforeCaption: "run 1", afterCaption: "run 2"))
        #expect(narrow.count == 2 && narrow[0].y == narrow[1].y && narrow[1].x > narrow[0].x + 300)
    }
}
