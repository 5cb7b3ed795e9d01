// The report for a known pair of runs, compared byte for byte with committed files.
import Foundation
import LayoutEngine
import Notebook
import Reports
import Testing
import TestSupport

/// Run 1 (standard engine) and run 2 (`relative-proposed=probing`), with one experiment of each outcome.
func knownPair() -> (RunSnapshot, RunSnapshot) {
    let probing = ["relative-proposed=probing"]
    let row = ViewNode.hstack {
        ViewNode.color("red").id("red")
        ViewNode.color("green").frame(width: 100).id("green")
    }
    let bubbleExpectation = [(label: "bubble", expected: Rect(x: 0, y: 0, width: 400, height: 100), checksOrigin: false)]
    let base = snapshot(runSummary(1, label: "standard"), [
        result("chat/bubble", [outcome(chatBubble, 753, 100, expectations: bubbleExpectation)]),
        result("stack/row", [outcome(row, 300, 50)]),
        result("chat/sweep", [outcome(chatBubble, 300, 50, index: 0), outcome(chatBubble, 753, 100, index: 1)]),
        result("frame/redefined", hash: "old", [outcome(row, 200, 50)]),
        result("frame/removed", [outcome(row, 200, 50)]),
        result("frame/broken", [outcome(row, 200, 50)]),
    ])
    let head = snapshot(runSummary(2, options: probing, label: "probing"), [
        result("chat/bubble", [outcome(chatBubble, 753, 100, options: probing, expectations: bubbleExpectation)]),
        result("stack/row", [outcome(row, 300, 50, options: probing)]),
        result("chat/sweep", [outcome(chatBubble, 300, 50, options: probing, index: 0),
                              outcome(chatBubble, 753, 100, options: probing, index: 1)]),
        result("frame/redefined", hash: "new", [outcome(row, 250, 50)]),
        result("frame/added", [outcome(row, 200, 50)]),
        failure("frame/broken", "unknown modifier `.blur` at 3:14"),
    ])
    return (base, head)
}

@Suite struct KnownPairTests {
    @Test func comparisonClassifiesEveryExperiment() {
        let (base, head) = knownPair()
        let comparison = compareRuns(base: base, head: head)
        let statuses = Dictionary(uniqueKeysWithValues: comparison.experiments.map { ($0.name, $0.status) })
        #expect(statuses == [
            "chat/bubble": .shifted, "stack/row": .unchanged, "chat/sweep": .shifted, "frame/redefined": .redefined,
            "frame/removed": .removed, "frame/added": .added, "frame/broken": .failed,
        ])
        let largest = comparison.largestShift
        #expect(largest?.experiment == "chat/bubble")
        #expect(largest?.node == .label("bubble", occurrence: 0))
        #expect(largest?.component == .width)
        #expect(largest?.before == 400)
        #expect(largest?.after == 320)
        #expect(largest?.delta == -80)
        #expect(comparison.expectations.flips.map(\.label) == ["bubble"])
        #expect(comparison.expectations.flips.first?.nowPasses == false)
    }

    @Test func verdictLine() {
        let (base, head) = knownPair()
        #expect(diffVerdict(compareRuns(base: base, head: head))
            == "2 of 7 experiments shifted; largest: `chat/bubble` › `bubble` width 400 → 320 (−80 pt); 1 redefined (1 with views that moved), 1 added, 1 removed, 1 failed")
    }

    @Test func reportMatchesFixture() throws {
        let (base, head) = knownPair()
        let report = renderDiffReport(compareRuns(base: base, head: head),
                                      options: ReportOptions(generatedAt: nil, pictureFolder: "known-pair"))
        Golden.expectMatches(report.markdown, "known-pair.md")
        // The redefined experiment (an edit) is drawn too, before the shifted ones, as the report lists
        // them; each detailed experiment has its explorer page first.
        #expect(report.pictures.map(\.relativePath)
            == ["known-pair/frame-redefined-explorer.html", "known-pair/frame-redefined.svg", "known-pair/chat-bubble-explorer.html",
                "known-pair/chat-bubble.svg", "known-pair/chat-sweep-explorer.html", "known-pair/chat-sweep-proposal1.svg"])
        Golden.expectMatches(report.pictures[3].svg, "known-pair/chat-bubble.svg")
    }

    @Test func reportIsDeterministicApartFromTheTimestamp() {
        let (base, head) = knownPair()
        let comparison = compareRuns(base: base, head: head)
        let plain = renderDiffReport(comparison).markdown
        #expect(plain == renderDiffReport(compareRuns(base: base, head: head)).markdown)
        let stamped = renderDiffReport(comparison, options: ReportOptions(generatedAt: "2026-11-22T04:10:00Z")).markdown
        var stampedLines = stamped.split(separator: "\n", omittingEmptySubsequences: false)
        let index = stampedLines.firstIndex { $0.hasPrefix("Generated at ") }
        #expect(index != nil)
        if let index { stampedLines.removeSubrange(index...index + 1) }
        #expect(stampedLines.joined(separator: "\n") == plain)
    }
}

/// A run with `pixel-grid=on` against one without: the same calls, frames moved by the snapping.
@Suite struct PixelGridReportTests {
    // Thirds of 100 @1x: the middle colour is drawn at 33 and 34 wide instead of 33.33 (issue 14).
    @Test func theReportSaysTheGridMovedTheFrames() {
        let thirds = ViewNode.hstack(spacing: 0) {
            ViewNode.color("a").id("a")
            ViewNode.color("b").id("b")
            ViewNode.color("c").id("c")
        }
        let plain = ["display-scale=1"]
        let snapped = ["display-scale=1", "pixel-grid=on"]
        let base = snapshot(runSummary(1, options: plain), [result("grid/thirds", [outcome(thirds, 100, 10, options: plain)])])
        let head = snapshot(runSummary(2, options: snapped), [result("grid/thirds", [outcome(thirds, 100, 10, options: snapped)])])
        let markdown = renderDiffReport(compareRuns(base: base, head: head)).markdown
        #expect(markdown.contains("| `b` | Color | 33.33×10 at (33.33, 0) | 34×10 at (33, 0) | −0.33 | 0 | +0.67 | 0 |"))
        #expect(markdown.contains("The layout calls were the same in both runs; only placement differed. The runs differ in "
            + "`pixel-grid=off` → `pixel-grid=on`: frames drawn on the pixel grid move by less than a pixel with the same calls."))
    }
}
