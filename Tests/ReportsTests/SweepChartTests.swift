// The sweep chart: well-formed SVG (parsed back), one polyline per labelled node and run, points
// in proposal order, ticks and legend, escaping.
import Foundation
import FoundationXML
import LayoutEngine
import Notebook
import Reports
import Testing
import TestSupport

@Suite("Sweep chart")
struct SweepChartTests {
    /// Seed 001's first example laid out at 200, 500 and 800 wide (80 high).
    func sweep(options: [String] = []) -> [ProposalOutcome] {
        let engine = Engine(options: try! LayoutOptions(parsing: options))
        let tree = ViewNode.hstack(spacing: 10) {
            ViewNode.color("blue").relativeProposed(width: 0.5).id("blue")
            ViewNode.color("green").id("green")
            ViewNode.color("yellow").id("yellow")
        }
        return [200.0, 500, 800].enumerated().map { index, width in
            ProposalOutcome(recording: engine.layout(tree, in: ProposedViewSize(width: width, height: 80)), proposalIndex: index)
        }
    }

    func points(_ element: SVGElements.Element) -> [(Double, Double)] {
        (element.attributes["points"] ?? "").split(separator: " ").map { pair in
            let parts = pair.split(separator: ",").map { Double(String($0))! }
            return (parts[0], parts[1])
        }
    }

    @Test("one line per labelled node with the widths at each swept width")
    func oneRun() throws {
        let chart = SweepChart(title: "sweep/relative-first", axis: .horizontal, outcomes: sweep())
        #expect(chart.lines.map(\.label) == ["blue", "green", "yellow"])
        // blue is half of a third of what is left after spacing: (w − 20) / 3 / 2.
        #expect(chart.lines[0].points == [SweepPoint(proposal: 200, length: 30), SweepPoint(proposal: 500, length: 80),
                                          SweepPoint(proposal: 800, length: 130)])
        #expect(chart.lines[1].points.map(\.length) == [75, 200, 325])
        let svg = try #require(SVGElements.parse(chart.svg()))
        let lines = svg.all("polyline")
        #expect(lines.map { $0.attributes["data-label"] } == ["blue", "green", "yellow"])
        let blue = points(lines[0])
        #expect(blue.count == 3)
        // The first swept width is at the plot's left edge, the last at its right edge.
        #expect(blue.first?.0 == 64 && blue.last?.0 == 540)
        // Wider proposals give wider nodes: y decreases (SVG y points down).
        #expect(blue[0].1 > blue[1].1 && blue[1].1 > blue[2].1)
        #expect(svg.all("title").map(\.text).dropFirst().first == "blue: 200 → 30, 500 → 80, 800 → 130")
        let texts = svg.all("text").map(\.text)
        #expect(texts.contains("proposed width"))
        #expect(texts.contains("sweep/relative-first"))
        // x ticks at round values within the sweep, y ticks from 0.
        #expect(texts.contains("200") && texts.contains("400") && texts.contains("800"))
        #expect(texts.contains("0"))
    }

    @Test("two runs: the earlier dashed, the later solid, the same colour per node, runs in the legend")
    func twoRuns() throws {
        let chart = SweepChart(title: "shifted", axis: .horizontal, before: sweep(), beforeName: "run 1",
                               after: sweep(options: ["relative-proposed=probing"]), afterName: "run 2")
        let svg = try #require(SVGElements.parse(chart.svg()))
        let lines = svg.all("polyline")
        #expect(lines.count == 6)
        #expect(lines.filter { $0.attributes["data-run"] == "run 1" }.allSatisfy { $0.attributes["stroke-dasharray"] != nil })
        // green and yellow share what is left: their lines coincide, so yellow's is drawn dotted,
        // lifted beside green's, and says which line it repeats.
        #expect(lines.filter { $0.attributes["data-run"] == "run 2" }.map { $0.attributes["stroke-dasharray"] }
            == [nil, nil, "4 3"])
        #expect(lines.map { $0.attributes["data-same-as"] } == [nil, nil, "green", nil, nil, "green"])
        #expect(lines[0].attributes["stroke"] == lines[3].attributes["stroke"])
        #expect(Set(lines.prefix(3).map { $0.attributes["stroke"] }).count == 3)
        let texts = svg.all("text").map(\.text)
        #expect(texts.contains("run 1") && texts.contains("run 2"))
        #expect(texts.contains("yellow (same as green)"))
    }

    @Test("lines take their views' colours from the tree; names are written at the lines' ends")
    func viewColours() throws {
        let tree = ViewNode.hstack(spacing: 10) {
            ViewNode.color("blue").relativeProposed(width: 0.5).id("blue")
            ViewNode.color("green").frame(width: 30).id("green")
            ViewNode.color("plum").id("plum")
        }
        let outcomes = [200.0, 500].enumerated().map { index, width in
            ProposalOutcome(recording: Engine().layout(tree, in: ProposedViewSize(width: width, height: 80)),
                            proposalIndex: index)
        }
        let chart = SweepChart(title: "colours", axis: .horizontal, outcomes: outcomes, tree: tree)
        let svg = try #require(SVGElements.parse(chart.svg()))
        let strokes = svg.all("polyline").map { $0.attributes["stroke"] }
        #expect(strokes[0] == "#007aff" && strokes[1] == "#34c759")
        #expect(strokes[2] != nil && strokes[2] != strokes[0] && strokes[2] != strokes[1])
        let ends = svg.all("text").filter { $0.attributes["class"] == "label" }.map(\.text)
        #expect(ends.filter { $0 == "blue" }.count == 2)  // at the line's end and in the legend
    }

    @Test("a height sweep plots heights; unplaced or infinite lengths leave gaps")
    func heightSweep() throws {
        let tree = ViewNode.text("Hello world").frame(maxHeight: .infinity, alignment: .top).id("frame")
        let outcomes = [0.0, 50, 100].map {
            ProposalOutcome(recording: Engine().layout(tree, in: ProposedViewSize(width: nil, height: $0)))
        }
        let chart = SweepChart(title: "sweep/text-in-height", axis: .vertical, outcomes: outcomes)
        #expect(chart.lines.map(\.label) == ["frame"])
        // At a 0 height the text keeps its one line, 20.33 high, and the frame holds it.
        #expect(chart.lines[0].points.map { ($0.length * 100).rounded() / 100 } == [20.33, 50, 100])
        let svg = try #require(SVGElements.parse(chart.svg()))
        #expect(svg.all("text").map(\.text).contains("proposed height"))
    }

    @Test("labels are escaped and control characters replaced, so the document still parses")
    func hostileLabels() throws {
        let line = SweepLine(label: "<a & \"b\">\u{1}", points: [SweepPoint(proposal: 1, length: 2)])
        let chart = SweepChart(title: "x < y & 'z'", axis: .horizontal, lines: [line])
        let svg = try #require(SVGElements.parse(chart.svg()))
        #expect(svg.all("polyline").first?.attributes["data-label"] == "<a & \"b\">\u{FFFD}")
        #expect(svg.all("title").first?.text == "x < y & 'z'")
    }

    @Test("an empty sweep still draws axes")
    func empty() throws {
        let svg = try #require(SVGElements.parse(SweepChart(title: "empty", axis: .horizontal, lines: []).svg()))
        #expect(svg.all("polyline").isEmpty)
        #expect(svg.all("line").count >= 2)
    }
}
