import LayoutEngine
import Testing
import TestSupport

/// Lays out `tree` under `proposal` with default (or given) options.
func layout(_ tree: ViewNode, _ width: Double?, _ height: Double?, options: [String] = []) -> LayoutResult {
    let engineOptions = try! LayoutOptions(parsing: options)
    return Engine(options: engineOptions).layout(tree, in: ProposedViewSize(width: width, height: height))
}

/// The frame of a labelled node, failing the test if it was not placed.
func frame(_ result: LayoutResult, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) -> Rect {
    guard let frame = result.frame(of: label) else {
        Issue.record("no frame for '\(label)'", sourceLocation: sourceLocation)
        return Rect(x: .nan, y: .nan, width: .nan, height: .nan)
    }
    return frame
}

func expectFrame(_ result: LayoutResult, _ label: String, x: Double? = nil, y: Double? = nil, width: Double? = nil, height: Double? = nil,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    let f = frame(result, label, sourceLocation: sourceLocation)
    if let width { #expect(close(f.width, width), "\(label) width \(f.width) ≠ \(width)", sourceLocation: sourceLocation) }
    if let height { #expect(close(f.height, height), "\(label) height \(f.height) ≠ \(height)", sourceLocation: sourceLocation) }
    if let x { #expect(close(f.minX, x), "\(label) x \(f.minX) ≠ \(x)", sourceLocation: sourceLocation) }
    if let y { #expect(close(f.minY, y), "\(label) y \(f.minY) ≠ \(y)", sourceLocation: sourceLocation) }
}

/// The proposals a labelled node received, in call order.
func proposals(_ result: LayoutResult, to label: String) -> [ProposedViewSize] {
    guard let index = result.nodes.firstIndex(where: { $0.label == label }) else { return [] }
    return result.calls.filter { $0.node == index }.map(\.proposal)
}
