// Engine benchmark: lays out a 10,000-node balanced tree, a 10,000-child HStack and 200 nested
// alternating stacks, and reports the median time per layout, per node, and calls per node.
import LayoutEngine

/// The engine's benchmark trees and their measurement.
enum EngineBenchmark {
    /// A complete tree with `count` nodes, each inner node having up to `branching` children;
    /// inner nodes alternate HStack / VStack by depth, leaves are colours and short texts.
    static func balancedTree(count: Int, branching: Int) -> ViewNode {
        func build(_ index: Int, depth: Int) -> ViewNode {
            let first = index * branching + 1
            guard first < count else {
                return index % 3 == 0 ? .text("Leaf \(index)") : .color("c")
            }
            let children = (first..<min(first + branching, count)).map { build($0, depth: depth + 1) }
            let kind: ViewKind = depth % 2 == 0 ? .hstack(alignment: .center, spacing: nil) : .vstack(alignment: .leading, spacing: 2)
            return ViewNode(kind, children: children)
        }
        return build(0, depth: 0)
    }

    static func wideStack(children: Int) -> ViewNode {
        ViewNode(.hstack(alignment: .center, spacing: 1), children: (0..<children).map { index in
            index % 2 == 0 ? .color("c") : .text("t")
        })
    }

    static func nestedStacks(depth: Int) -> ViewNode {
        var view = ViewNode.color("leaf")
        for level in 0..<depth {
            view = level % 2 == 0 ? .hstack { view; ViewNode.color("c") } : .vstack { view; ViewNode.color("c") }
        }
        return view
    }

    struct Measurement {
        var name: String
        var nodes: Int
        var calls: Int
        /// The whole `Engine.layout` call: building the session from the tree, then laying it out.
        var medianSeconds: Double
        /// The layout alone, the session built beforehand (untimed), as `flexbench.py` times
        /// Taffy and Yoga (their node trees are built before the timed layout call).
        var medianLayoutSeconds: Double
        /// The fastest of the layouts, whole and alone (on a busy machine, the least disturbed;
        /// flexbench.py reports its peers' fastest too, as `min_ms`).
        var minimumSeconds: Double
        var minimumLayoutSeconds: Double
        /// Building the session from the tree (`Engine.prepare`) and freeing it after the layout,
        /// each timed on its own in the runs of the layout alone.
        var medianPrepareSeconds: Double
        var medianFreeSeconds: Double

        var microsecondsPerNode: Double { medianSeconds * 1e6 / Double(nodes) }
        var layoutMicrosecondsPerNode: Double { medianLayoutSeconds * 1e6 / Double(nodes) }
        var callsPerNode: Double { Double(calls) / Double(nodes) }
    }

    static func measure(_ name: String, _ tree: ViewNode, runs: Int, clock: Stopwatch = .wall) -> Measurement {
        let engine = Engine()
        let proposal = ProposedViewSize(width: 1000, height: 800)
        // Five warm-up layouts: the process's heap grows over the first four (on the balanced tree
        // they fault in 2,700, 1,900, 900 and 240 pages, and took 2.0, 1.8, 1.4 and 1.1 times as
        // long as the layouts after them). The last warm-up's result is the first "previous": kept
        // alive through the timed layouts, it left the freed results at the heap's top, which glibc
        // handed back to the system and the next whole layout faulted in again.
        var warmUp = engine.layout(tree, in: proposal)
        for _ in 1..<5 { warmUp = engine.layout(tree, in: proposal) }
        let nodes = warmUp.nodes.count, calls = warmUp.callCount
        var whole: [Double] = []
        var layoutOnly: [Double] = []
        // The previous result is freed just before the clock starts, and (timed alone) the prepared
        // session after it stops, as flexbench.py frees its trees after its clock: freeing is not
        // part of the layout call. (Freed after the clock instead, a result's megabytes are handed
        // back to the system and the next layout faults them in again while timed: the HStack's
        // layout alone took twice as long.)
        var previous: LayoutResult? = consume warmUp
        for _ in 0..<runs {
            previous = nil
            let start = clock.now()
            previous = engine.layout(tree, in: proposal)
            whole.append(clock.now() - start)
        }
        var preparing: [Double] = []
        var freeing: [Double] = []
        for _ in 0..<runs {
            let prepareStart = clock.now()
            let prepared = engine.prepare(tree)
            preparing.append(clock.now() - prepareStart)
            previous = nil
            let start = clock.now()
            previous = prepared.layout(in: proposal)
            layoutOnly.append(clock.now() - start)
            let freeStart = clock.now()
            _ = consume prepared
            freeing.append(clock.now() - freeStart)
        }
        withExtendedLifetime(previous) {}
        return Measurement(name: name, nodes: nodes, calls: calls,
                           medianSeconds: Timing.median(whole), medianLayoutSeconds: Timing.median(layoutOnly),
                           minimumSeconds: whole.min() ?? 0, minimumLayoutSeconds: layoutOnly.min() ?? 0,
                           medianPrepareSeconds: Timing.median(preparing), medianFreeSeconds: Timing.median(freeing))
    }

    /// Runs every case and returns the report lines; `clock` times them (`--cpu-time`: the thread's CPU time).
    static func run(runs: Int = 11, clock: Stopwatch = .wall) -> [String] {
        let cases: [(String, ViewNode)] = [
            ("balanced tree, 10,000 nodes", balancedTree(count: 10_000, branching: 4)),
            ("HStack with 10,000 children", wideStack(children: 10_000)),
            ("200 nested alternating stacks", nestedStacks(depth: 200)),
        ]
        var lines = ["engine (median of \(runs) layouts, trace included; \"layout call alone\": the session built from the tree "
            + "beforehand, untimed, as flexbench.py times Taffy and Yoga\(clock == .threadCPU ? "; the thread's CPU time" : ""))"]
        for (name, tree) in cases {
            let m = measure(name, tree, runs: runs, clock: clock)
            lines.append("  \(m.name): \(m.nodes) nodes, \(m.calls) calls (\(fixed(m.callsPerNode)) per node), "
                + "\(fixed(m.medianSeconds * 1000)) ms, \(fixed(m.microsecondsPerNode)) µs per node; "
                + "layout call alone \(fixed(m.medianLayoutSeconds * 1000)) ms, \(fixed(m.layoutMicrosecondsPerNode)) µs per node; "
                + "fastest \(fixed(m.minimumSeconds * 1000)) / \(fixed(m.minimumLayoutSeconds * 1000)) ms; "
                + "building the session \(fixed(m.medianPrepareSeconds * 1000)) ms, freeing it \(fixed(m.medianFreeSeconds * 1000)) ms")
        }
        // Linear growth: calls per node at doubling sizes.
        let growth = [1_000, 2_000, 4_000, 8_000].map { count -> String in
            let result = Engine().layout(balancedTree(count: count, branching: 4), in: ProposedViewSize(width: 1000, height: 800))
            return "\(count): \(fixed(Double(result.callCount) / Double(result.nodes.count)))"
        }
        lines.append("  calls per node as the balanced tree doubles: " + growth.joined(separator: ", "))
        return lines
    }

    /// Lays out one benchmark tree `layouts` times (for a profiler) and reports its calls and trace size.
    static func profile(tree name: String, layouts: Int) -> [String] {
        let tree: ViewNode
        switch name {
        case "wide": tree = wideStack(children: 10_000)
        case "nested": tree = nestedStacks(depth: 200)
        default: tree = balancedTree(count: 10_000, branching: 4)
        }
        let engine = Engine()
        var lines: [String] = []
        for _ in 0..<max(layouts, 1) {
            let result = engine.layout(tree, in: ProposedViewSize(width: 1000, height: 800))
            lines = ["\(name): \(result.nodes.count) nodes, \(result.callCount) calls, trace \(result.trace.storageBytes) bytes, "
                + "result \(result.storageBytes) bytes"]
        }
        return lines
    }

    static func fixed(_ value: Double) -> String {
        let scaled = (value * 100).rounded() / 100
        return String(scaled)
    }
}
