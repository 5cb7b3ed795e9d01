// A shifted swept experiment gets a before/after sweep chart in the diff report (issue 6).
import Foundation
import FoundationXML
import LayoutEngine
import Notebook
import Reports
import Testing

@Suite("Sweep charts in diff reports")
struct SweepDiffTests {
    /// Seed 000's chat bubble swept from 300 to 800 wide: standard vs probing relativeProposed.
    func sweep(options: [String]) -> [ProposalOutcome] {
        stride(from: 300.0, through: 800, by: 100).enumerated().map { index, width in
            outcome(chatBubble, width, 60, options: options, index: index)
        }
    }

    @Test("the report links a chart with one dashed and one solid line per labelled node")
    func chartInReport() throws {
        let base = snapshot(runSummary(1), [result("chat/sweep", sweep(options: []))])
        let head = snapshot(runSummary(2, options: ["relative-proposed=probing"]), [result("chat/sweep", sweep(options: ["relative-proposed=probing"]))])
        let report = renderDiffReport(compareRuns(base: base, head: head), options: ReportOptions(pictureFolder: "pics"))
        #expect(report.markdown.contains("](pics/chat-sweep-sweep.svg)"))
        let chart = try #require(report.pictures.first { $0.relativePath == "pics/chat-sweep-sweep.svg" })
        // Bubble widths against the swept width: standard min(0.8 w, 400), probing 0.8 × that.
        let polylines = chart.svg.components(separatedBy: "<polyline").count - 1
        #expect(polylines == 2)
        #expect(XMLParser(data: Data(chart.svg.utf8)).parse())
    }

    @Test("a fixed proposal, or proposals that vary on both axes, is not a sweep")
    func notASweep() {
        let single = snapshot(runSummary(1), [result("chat", [outcome(chatBubble, 753, 60)])])
        let probed = snapshot(runSummary(2), [result("chat", [outcome(chatBubble, 753, 60, options: ["relative-proposed=probing"])])])
        let report = renderDiffReport(compareRuns(base: single, head: probed), options: ReportOptions(pictureFolder: "pics"))
        #expect(!report.pictures.contains { $0.relativePath.hasSuffix("-sweep.svg") })
    }
}
