// A test-only stand-in for the `Experiment(...)` form of experiment files, so the example files'
// SwiftUI code compiles here unchanged: it builds the view with LayoutLabUI, lays it out under
// every proposal and checks each expectation to 0.01 pt (README: "Expectations are checked to
// 0.01 pt"). Not the CLI's registration; only what the tests need.
import LayoutLabUI
import Testing

/// An expected frame: a size (`CGSize`) or a size and an origin (`CGRect`).
protocol ExpectedFrame {
    var expectedSize: CGSize { get }
    var expectedOrigin: CGPoint? { get }
}

extension CGSize: ExpectedFrame {
    var expectedSize: CGSize { self }
    var expectedOrigin: CGPoint? { nil }
}

extension CGRect: ExpectedFrame {
    var expectedSize: CGSize { size }
    var expectedOrigin: CGPoint? { origin }
}

/// `sweep: .width(200...800, by: 60, height: 80)`: every step from the start up to and including the end.
struct Sweep {
    let proposals: [ProposedViewSize]

    static func width(_ range: ClosedRange<CGFloat>, by step: CGFloat, height: CGFloat? = nil) -> Sweep {
        Sweep(proposals: stride(from: range.lowerBound, through: range.upperBound, by: step)
            .map { ProposedViewSize(width: $0, height: height) })
    }

    static func height(_ range: ClosedRange<CGFloat>, by step: CGFloat, width: CGFloat? = nil) -> Sweep {
        Sweep(proposals: stride(from: range.lowerBound, through: range.upperBound, by: step)
            .map { ProposedViewSize(width: width, height: $0) })
    }
}

/// Checks one labelled frame of `result` to 0.01 pt.
func expectFrame(_ result: LayoutLab.Result, _ label: String, _ expected: any ExpectedFrame,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    guard let frame = result[label] else {
        Issue.record("no placed node labelled \(label)", sourceLocation: sourceLocation)
        return
    }
    func close(_ actual: CGFloat, _ wanted: CGFloat) -> Bool { actual == wanted || abs(actual - wanted) <= 0.01 }
    let size = expected.expectedSize
    #expect(close(frame.width, size.width) && close(frame.height, size.height),
            "\(label): size \(frame.size), expected \(size)", sourceLocation: sourceLocation)
    if let origin = expected.expectedOrigin {
        #expect(close(frame.minX, origin.x) && close(frame.minY, origin.y),
                "\(label): origin \(frame.origin), expected \(origin)", sourceLocation: sourceLocation)
    }
}

/// Lays out `content` under the experiment's proposals and checks expectations keyed by proposal index.
@discardableResult
func Experiment<V: View>(
    _ name: String, proposal: ProposedViewSize? = nil, proposals: [ProposedViewSize]? = nil, sweep: Sweep? = nil,
    images: [String: CGSize] = [:], expect: [Int: [String: any ExpectedFrame]],
    @ViewBuilder _ content: () -> V, sourceLocation: SourceLocation = #_sourceLocation
) -> [LayoutLab.Result] {
    let all = proposal.map { [$0] } ?? proposals ?? sweep?.proposals ?? []
    #expect(all.count > 0, "\(name): no proposal", sourceLocation: sourceLocation)
    let tree = LayoutLab.tree(of: content(), images: images)
    let results = all.map { tree.layout(in: $0) }
    for (index, expectations) in expect {
        for (label, frame) in expectations.sorted(by: { $0.key < $1.key }) {
            expectFrame(results[index], label, frame, sourceLocation: sourceLocation)
        }
    }
    return results
}

/// The same, with expectations that apply under every proposal.
@discardableResult
func Experiment<V: View>(
    _ name: String, proposal: ProposedViewSize? = nil, proposals: [ProposedViewSize]? = nil, sweep: Sweep? = nil,
    images: [String: CGSize] = [:], expect: [String: any ExpectedFrame] = [:],
    @ViewBuilder _ content: () -> V, sourceLocation: SourceLocation = #_sourceLocation
) -> [LayoutLab.Result] {
    let count = proposal != nil ? 1 : proposals?.count ?? sweep?.proposals.count ?? 0
    let keyed = Dictionary(uniqueKeysWithValues: (0..<count).map { ($0, expect) })
    return Experiment(name, proposal: proposal, proposals: proposals, sweep: sweep, images: images, expect: keyed,
                      content, sourceLocation: sourceLocation)
}
