// Hand-made runs for report tests: real engine layouts converted to the notebook's read models.
import Experiments
import Foundation
import LayoutEngine
import Notebook
import Reports

/// Lays out `tree`, checks `expectations`, and converts the result to what the notebook would store.
func outcome(_ tree: ViewNode, _ width: Double?, _ height: Double?, options: [String] = [], index: Int = 0,
             expectations: [(label: String, expected: Rect, checksOrigin: Bool)] = []) -> ProposalOutcome {
    let engine = Engine(options: try! LayoutOptions(parsing: options))
    let result = engine.layout(tree, in: ProposedViewSize(width: width, height: height))
    let checked = expectations.map { expectation in
        Expectation(label: expectation.label, width: expectation.expected.width, height: expectation.expected.height,
                    x: expectation.checksOrigin ? expectation.expected.minX : nil,
                    y: expectation.checksOrigin ? expectation.expected.minY : nil).check(result)
    }
    return ProposalOutcome(recording: result, proposalIndex: index, expectations: checked)
}

func runSummary(_ id: Int64, options: [String] = [], label: String? = nil) -> RunSummary {
    RunSummary(id: id, startedAt: "2026-11-22T04:1\(id):00Z", engineVersion: "1.0.0",
               engineFingerprint: id == 1 ? "0123456789abcdef" : "fedcba9876543210", engineOptions: options,
               toolVersion: "0.1.0", label: label, status: .completed)
}

func result(_ name: String, hash: String = "h", _ outcomes: [ProposalOutcome]) -> StoredResult {
    StoredResult(experiment: name, definitionHash: hash, status: .ok, error: nil, outcomes: outcomes)
}

func failure(_ name: String, hash: String = "h", _ message: String) -> StoredResult {
    StoredResult(experiment: name, definitionHash: hash, status: .error, error: message, outcomes: [])
}

func snapshot(_ run: RunSummary, _ results: [StoredResult]) -> RunSnapshot {
    RunSnapshot(run: run, results: Dictionary(uniqueKeysWithValues: results.map { ($0.experiment, $0) }))
}

/// Seed 000's chat bubble: 400 wide under the standard relativeProposed, 320 under probing.
let chatBubble = ViewNode.color("gray").frame(maxWidth: 400).relativeProposed(width: 0.8).id("bubble")
    .frame(maxWidth: .infinity, alignment: .trailing)

/// A node-only outcome with the given frames (label → frame), one level under a root.
func handMade(_ frames: [(String, Rect?)], index: Int = 0) -> ProposalOutcome {
    var nodes = [StoredNode(index: 0, path: "ZStack[0]", label: nil, kind: "ZStack", parent: nil,
                            frame: Rect(x: 0, y: 0, width: 500, height: 500))]
    for (offset, (label, frame)) in frames.enumerated() {
        nodes.append(StoredNode(index: offset + 1, path: "ZStack[0]/Color[\(offset)]", label: label, kind: "Color",
                                parent: 0, frame: frame))
    }
    return ProposalOutcome(proposalIndex: index, proposal: ProposedViewSize(width: 500, height: 500), nodes: nodes,
                           calls: [], expectations: [])
}
