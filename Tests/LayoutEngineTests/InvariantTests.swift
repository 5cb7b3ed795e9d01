// Invariants over many generated trees (a property-based test with a seeded generator):
// no NaN, no negative sizes, a fixed frame centres its child, identical results every time,
// and memoised answers are consistent.
@testable import LayoutEngine
import Testing
import TestSupport

/// SplitMix64: a tiny deterministic random generator for reproducible generated trees.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

struct TreeGenerator {
    var rng: SplitMix64

    mutating func length() -> Double? {
        [nil, 0, 10, 37.5, 100, 250, .infinity].randomElement(using: &rng)!
    }

    mutating func finite() -> Double { Double(Int.random(in: 0...300, using: &rng)) }

    mutating func leaf() -> ViewNode {
        switch Int.random(in: 0..<7, using: &rng) {
        case 0: return .color("c")
        case 1: return .circle
        case 2: return .text(["Hi", "Hello world", "The quick brown fox", "a\nb c"].randomElement(using: &rng)!)
        case 3: return .image("i", width: finite(), height: finite(), resizable: Bool.random(using: &rng))
        case 4: return .spacer(minLength: Bool.random(using: &rng) ? nil : finite())
        case 5: return .divider
        default: return .capsule
        }
    }

    mutating func tree(depth: Int) -> ViewNode {
        if depth == 0 || Int.random(in: 0..<4, using: &rng) == 0 { return leaf() }
        let child = tree(depth: depth - 1)
        switch Int.random(in: 0..<13, using: &rng) {
        case 0, 1, 2:
            let children = (0..<Int.random(in: 1...4, using: &rng)).map { _ in tree(depth: depth - 1) }
            let kinds: [ViewKind] = [.hstack(alignment: .center, spacing: nil), .vstack(alignment: .leading, spacing: 4),
                                     .zstack(alignment: .topLeading), .hstack(alignment: .firstTextBaseline, spacing: 0)]
            return ViewNode(kinds.randomElement(using: &rng)!, children: children)
        case 3: return child.frame(width: finite(), height: finite())
        case 4: return child.frame(width: length().flatMap { $0.isFinite ? $0 : nil })
        case 5: return child.frame(minWidth: length(), maxWidth: length(), minHeight: length(), idealHeight: length())
        case 6: return child.padding(Bool.random(using: &rng) ? nil : finite())
        case 7: return child.fixedSize(horizontal: Bool.random(using: &rng), vertical: Bool.random(using: &rng))
        case 8: return child.aspectRatio(Bool.random(using: &rng) ? nil : 1.5, contentMode: Bool.random(using: &rng) ? .fit : .fill)
        case 9: return child.layoutPriority(Double(Int.random(in: -1...1, using: &rng)))
        case 10: return child.relativeProposed(width: 0.5, height: 0.8)
        case 11: return child.overlay(alignment: .bottomTrailing) { leaf() }
        default: return child.offset(x: 3, y: -4)
        }
    }
}

@Suite("Invariants over generated trees")
struct InvariantTests {
    @Test("no NaN, no negative size, deterministic, consistent memo, centred fixed-frame children")
    func generatedTrees() {
        var generator = TreeGenerator(rng: SplitMix64(state: 2026))
        var checkedFrames = 0
        for _ in 0..<300 {
            let tree = generator.tree(depth: 5)
            let proposal = ProposedViewSize(width: generator.length(), height: generator.length())
            let engine = Engine()
            let result = engine.layout(tree, in: proposal)
            let again = engine.layout(tree, in: proposal)
            #expect(result.calls == again.calls && result.placements == again.placements, "not deterministic")
            var answers: [String: Size] = [:]
            for call in result.calls {
                for value in [call.response.width, call.response.height] {
                    #expect(!value.isNaN && value >= 0, "bad response \(call.response) at \(result.nodes[call.node].path)")
                }
                #expect(!(call.proposal.width?.isNaN ?? false) && !(call.proposal.height?.isNaN ?? false))
                let key = "\(call.node) \(call.proposal)"
                if let earlier = answers[key] { #expect(earlier == call.response) }
                answers[key] = call.response
            }
            var placed = Set<Int>()
            for placement in result.placements {
                #expect(placed.insert(placement.node).inserted, "placed twice")
                let f = placement.frame
                #expect(![f.minX, f.minY, f.width, f.height].contains { $0.isNaN })
                #expect(f.width >= 0 && f.height >= 0)
            }
            // A fixed frame with both lengths and centre alignment centres its child.
            for node in result.nodes where node.kind == "frame" {
                guard let frame = result.placements.first(where: { $0.node == node.index })?.frame,
                      let childIndex = result.nodes.first(where: { $0.parent == node.index })?.index,
                      let child = result.placements.first(where: { $0.node == childIndex })?.frame,
                      frame.width.isFinite, frame.height.isFinite, child.width.isFinite, child.height.isFinite
                else { continue }
                let calls = result.calls.filter { $0.node == node.index && $0.phase == .sizing && !$0.cached }
                let fixed = calls.allSatisfy { $0.reason?.rule != nil } && calls.contains { _ in true }
                if fixed, result.calls.contains(where: { $0.node == childIndex && $0.reason?.rule == "frame.fixed" }) {
                    #expect(close(frame.midX, child.midX, tolerance: 1e-6) && close(frame.midY, child.midY, tolerance: 1e-6),
                            "fixed frame child not centred at \(node.path)")
                    checkedFrames += 1
                }
            }
        }
        #expect(checkedFrames > 20)
    }

    @Test("views that ignore the safe area keep the invariants under any insets, infinite and NaN ones included")
    func safeAreaTrees() {
        var generator = TreeGenerator(rng: SplitMix64(state: 47))
        let edgeSets: [EdgeSet] = [.all, .top, .bottom, .horizontal, [.top, .trailing]]
        let lengths: [Double] = [0, 21, 47, 34, .infinity, .nan, -10]
        for _ in 0..<200 {
            let inner = generator.tree(depth: 4).ignoresSafeArea(edges: edgeSets.randomElement(using: &generator.rng)!)
            let tree = ViewNode.zstack { inner; generator.tree(depth: 3) }.ignoresSafeArea(edges: edgeSets.randomElement(using: &generator.rng)!)
            func inset() -> Double { lengths.randomElement(using: &generator.rng)! }
            let insets = EdgeInsets(top: inset(), leading: inset(), bottom: inset(), trailing: inset())
            let proposal = ProposedViewSize(width: generator.length(), height: generator.length())
            let result = Engine().layout(tree, in: proposal, safeArea: insets)
            let again = Engine().layout(tree, in: proposal, safeArea: insets)
            #expect(result.calls == again.calls && result.placements == again.placements, "not deterministic")
            for call in result.calls {
                #expect(!call.response.width.isNaN && call.response.width >= 0 && !call.response.height.isNaN && call.response.height >= 0)
                #expect(!(call.proposal.width?.isNaN ?? false) && !(call.proposal.height?.isNaN ?? false))
            }
            var placed = Set<Int>()
            for placement in result.placements {
                #expect(placed.insert(placement.node).inserted, "placed twice")
                #expect(![placement.frame.minX, placement.frame.minY, placement.frame.width, placement.frame.height].contains { $0.isNaN })
                #expect(placement.frame.width >= 0 && placement.frame.height >= 0)
            }
        }
    }

    @Test("no rule sees an impossible length: NaN proposals become nil, negative and −0 lengths +0; +∞ and nil stay")
    func sanitizedLengths() {
        func bits(_ value: Double?) -> UInt64? { value?.bitPattern }
        let cases: [(Double?, Double?)] = [
            (.nan, nil), (-.nan, nil), (-3, 0), (-0.0, 0), (-.infinity, 0), (0, 0), (5e-324, 5e-324), (17.5, 17.5),
            (.infinity, .infinity), (nil, nil), (Double(bitPattern: 0x7FF0_0000_0000_0001), nil),
        ]
        for (raw, clean) in cases {
            let proposal = ProposedViewSize(width: raw, height: 4).sanitized
            #expect(bits(proposal.width) == bits(clean), "\(String(describing: raw)) → \(String(describing: proposal.width))")
            #expect(proposal.height == 4)
            // A size has no nil: NaN becomes 0 as negatives do.
            let size = Size(width: raw ?? 1, height: 2).sanitized
            let expected: Double = raw == nil ? 1 : clean ?? 0
            #expect(size.width.bitPattern == expected.bitPattern, "\(String(describing: raw)) → \(size.width)")
        }
    }

    @Test("call counts grow linearly: nested stacks do not go exponential")
    func linearCalls() {
        func nested(_ depth: Int) -> ViewNode {
            var view = ViewNode.color("leaf")
            for level in 0..<depth {
                view = level % 2 == 0 ? .hstack { view; ViewNode.color("c") } : .vstack { view; ViewNode.color("c") }
            }
            return view
        }
        let counts = [100, 200, 400].map { depth -> (calls: Double, nodes: Double) in
            let result = Engine().layout(nested(depth), in: ProposedViewSize(width: 800, height: 600))
            return (Double(result.calls.count), Double(result.nodes.count))
        }
        // Each added node costs the same number of calls as the tree doubles: linear growth.
        let firstIncrement = (counts[1].calls - counts[0].calls) / (counts[1].nodes - counts[0].nodes)
        let secondIncrement = (counts[2].calls - counts[1].calls) / (counts[2].nodes - counts[1].nodes)
        #expect(abs(firstIncrement - secondIncrement) < 0.01, "\(firstIncrement) vs \(secondIncrement)")
        #expect(secondIncrement < 16)
    }
}
