// The trace: every sizeThatFits call in order, with the probes, who asked, and cached repeats.
import LayoutEngine
import Testing
import TestSupport

@Suite("Trace")
struct TraceTests {
    /// HStack { Color; Text("Hi") } in 100×50, spacing 8 (the default).
    let tree = ViewNode.hstack {
        ViewNode.color("red").id("red")
        ViewNode.text("Hi").id("hi")
    }.id("stack")

    @Test("a small stack: root call, min and max probes as the sort compares (the later child first), then the shares least flexible first")
    func smallStackOrder() {
        let result = layout(tree, 100, 50)
        let sizing = result.calls.filter { $0.phase == .sizing }
        let hiWidth = result.frame(of: "hi")!.width // "Hi": 16 wide at 17 pt
        #expect(close(hiWidth, 16))
        let summary = sizing.map { "\(result.nodes[$0.node].label ?? "?") \($0.proposal) → \($0.response)" }
        #expect(summary == [
            "stack 100×50 → 100×50",
            // The insertion sort asks whether hi (the second child) precedes red: hi's minimum and
            // maximum first, then red's (OpenSwiftUI StackLayout.prioritize).
            "hi 0×50 → 0×0",
            "hi ∞×50 → 16×20.33",
            "red 0×50 → 0×50",
            "red ∞×50 → ∞×50",
            // Text is less flexible (18.33) than Color (∞), so it is proposed its share first: (100 − 8) / 2.
            "hi 46×50 → 16×20.33",
            // The color gets what is left: 92 − 16.
            "red 76×50 → 76×50",
        ])
        #expect(sizing.map(\.reason?.rule) == [
            "root.proposal", "stack.probe.min", "stack.probe.max", "stack.probe.min", "stack.probe.max",
            "stack.share", "stack.share",
        ])
        #expect(sizing.map(\.depth) == [0, 1, 1, 1, 1, 1, 1])
        #expect(sizing.dropFirst().allSatisfy { $0.parentCall == 0 && $0.askedBy == 0 })
        #expect(sizing.first?.askedBy == nil && sizing.first?.parentCall == nil)
    }

    @Test("placement: frames in root coordinates, each with the proposal it was placed with")
    func placements() {
        let result = layout(tree, 100, 50)
        #expect(result.placement(labeled: "stack")?.frame == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(result.placement(labeled: "stack")?.proposal == ProposedViewSize(width: 100, height: 50))
        expectFrame(result, "red", x: 0, y: 0, width: 76, height: 50)
        expectFrame(result, "hi", x: 84, y: 14.83, width: 16, height: 20.33)
        #expect(result.placement(labeled: "hi")?.proposal == ProposedViewSize(width: 46, height: 50))
    }

    @Test("repeated questions are answered from the memo and marked cached, without recursing")
    func cachedCalls() {
        let result = layout(tree, 100, 50)
        let placementCalls = result.calls.filter { $0.phase == .placement }
        #expect(!placementCalls.isEmpty)
        #expect(placementCalls.allSatisfy { $0.cached })
        // Each node's uncached calls are distinct proposals.
        for node in result.nodes.indices {
            let fresh = result.calls.filter { $0.node == node && !$0.cached }.map(\.proposal)
            #expect(Set(fresh).count == fresh.count)
        }
    }

    @Test("paths name kinds and positions from the root; labels are separate")
    func paths() {
        let result = layout(ViewNode.vstack { ViewNode.color("a"); ViewNode.text("b").padding().id("p") }, 100, 100)
        #expect(result.nodes.map(\.path) == ["VStack[0]", "VStack[0]/Color[0]", "VStack[0]/padding[1]", "VStack[0]/padding[1]/Text[0]"])
        #expect(result.nodes.map(\.label) == [nil, nil, "p", nil])
        #expect(result.nodes.map(\.parent) == [nil, 0, 0, 2])
        #expect(result.nodes.map(\.depth) == [0, 1, 1, 2])
    }

    @Test("the root is centred in a container the size of the proposal; nil uses the root's size")
    func rootPlacement() {
        let square = ViewNode.color("c").frame(width: 40, height: 20).id("f")
        #expect(layout(square, 100, 100).frame(of: "f") == Rect(x: 30, y: 40, width: 40, height: 20))
        #expect(layout(square, nil, 100).frame(of: "f") == Rect(x: 0, y: 40, width: 40, height: 20))
        #expect(layout(square, .infinity, .infinity).frame(of: "f") == Rect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test("the fingerprint is stable and changes with behaviour-changing options")
    func fingerprint() {
        #expect(Engine.fingerprint.count == 16)
        #expect(Engine.fingerprint == Engine().behaviourFingerprint())
        let probing = Engine(options: try! LayoutOptions(parsing: ["relative-proposed=probing"]))
        #expect(probing.behaviourFingerprint() != Engine.fingerprint)
        let spacing = Engine(options: try! LayoutOptions(parsing: ["default-spacing=10"]))
        #expect(spacing.behaviourFingerprint() != Engine.fingerprint)
    }
}

@Suite("Trace reasons")
struct TraceReasonTests {
    /// Seed-style alignment guides (Examples/Primitives.swift): an HStack aligning three framed
    /// colours by explicit top guides, in 300×200.
    let tree = ViewNode.hstack(alignment: .top) {
        ViewNode.color("red").frame(width: 50, height: 50).alignmentGuide(.top, .subtract(lhs: .verticalGuide(.bottom), rhs: .constant(10))).id("red")
        ViewNode.color("blue").frame(width: 50, height: 80).alignmentGuide(.top, .divide(lhs: .height, rhs: .constant(2))).id("blue")
        ViewNode.color("green").frame(width: 50, height: 30).alignmentGuide(.top, .constant(-20)).id("green")
    }

    @Test("reading an explicit guide measures the guide's view; every call has a reason")
    func guides() {
        let result = layout(tree, 300, 200)
        #expect(result.calls.allSatisfy { $0.reason != nil })
        #expect(result.calls.contains { $0.reason?.code == .guideMeasure })
    }

    @Test("a question asked again without a reason is the earlier call, reused; a custom layout's own questions are layout.ask")
    func reuse() {
        // DiagonalLayout (CustomLayoutTests) sizes its two subviews unspecified, then places them
        // with the same proposal and no reason: placing asks again, answered from memory.
        let engine = Engine(customLayouts: ["diagonal": DiagonalLayout()])
        let result = engine.layout(ViewNode.custom("diagonal") {
            ViewNode.color("a").frame(width: 20, height: 10).id("a")
            ViewNode.color("b").frame(width: 30, height: 5).id("b")
        }, in: ProposedViewSize(width: 100, height: 100))
        #expect(result.calls.allSatisfy { $0.reason != nil })
        #expect(result.calls.filter { $0.phase == .sizing && $0.askedBy == 0 }.map { $0.reason?.code } == [.layoutAsk, .layoutAsk])
        let reused = result.calls.filter { $0.reason?.code == .memoReuse }
        #expect(reused.count == 2)
        for call in reused {
            // The reused call is an earlier, uncached call of the same node under the same proposal,
            // which answered the same size.
            let original = result.calls[Int(((call.reason?[.call]) ?? nil) ?? -1)]
            #expect(original.seq < call.seq && !original.cached && original.node == call.node)
            #expect(original.proposal == call.proposal && original.response == call.response)
            #expect(call.cached && call.phase == .placement)
        }
    }
}
