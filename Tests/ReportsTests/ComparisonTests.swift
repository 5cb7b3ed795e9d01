// Matching, classification, tolerance and trace divergence.
import LayoutEngine
import Notebook
import Reports
import Testing

@Suite struct ToleranceTests {
    private func widthDelta(_ before: Double, _ after: Double, tolerance: Double) -> Double? {
        let base = snapshot(runSummary(1), [result("e", [handMade([("blue", Rect(x: 0, y: 0, width: before, height: 10))])])])
        let head = snapshot(runSummary(2), [result("e", [handMade([("blue", Rect(x: 0, y: 0, width: after, height: 10))])])])
        let comparison = compareRuns(base: base, head: head, options: DiffOptions(tolerance: tolerance))
        return comparison.experiments[0].proposals[0].nodes.first?.delta?.width
    }

    @Test func differenceExactlyAtTheToleranceIsEqual() {
        #expect(widthDelta(100, 100.01, tolerance: 0.01) == nil)
        #expect(widthDelta(400, 399.99, tolerance: 0.01) == nil)
        #expect(widthDelta(0.3, 0.31, tolerance: 0.01) == nil)
        #expect(widthDelta(100, 100.5, tolerance: 0.5) == nil)
    }

    @Test func differenceJustAboveTheToleranceShifts() throws {
        let delta = try #require(widthDelta(100, 100.011, tolerance: 0.01))
        #expect(abs(delta - 0.011) < 1e-9)
        #expect(widthDelta(100, 100.51, tolerance: 0.5) != nil)
    }

    @Test func zeroToleranceSeesAnyDifference() {
        #expect(widthDelta(100, 100.000001, tolerance: 0) != nil)
        #expect(widthDelta(100, 100, tolerance: 0) == nil)
    }

    @Test func subToleranceComponentsReportZero() {
        let delta = frameDelta(from: Rect(x: 10, y: 10, width: 100, height: 50),
                               to: Rect(x: 10.005, y: 30, width: 100, height: 50.01))
        #expect(delta == FrameDelta(x: 0, y: 20, width: 0, height: 0))
    }

    @Test func infinitiesCompareOnlyWithThemselves() {
        let options = DiffOptions()
        #expect(options.same(Double.infinity, .infinity))
        #expect(!options.same(Double.infinity, 1e300))
        #expect(options.same(ProposedViewSize(width: nil, height: .infinity), ProposedViewSize(width: nil, height: .infinity)))
        #expect(!options.same(ProposedViewSize(width: nil, height: 10), ProposedViewSize(width: 0, height: 10)))
    }
}

@Suite struct ExperimentStatusTests {
    private func status(_ base: StoredResult?, _ head: StoredResult?) -> ExperimentStatus {
        compareExperiment(name: "e", base: base, head: head).status
    }

    @Test func addedRemovedRedefinedFailed() {
        let layout = handMade([("blue", Rect(x: 0, y: 0, width: 10, height: 10))])
        let moved = handMade([("blue", Rect(x: 5, y: 0, width: 10, height: 10))])
        #expect(status(nil, result("e", [layout])) == .added)
        #expect(status(result("e", [layout]), nil) == .removed)
        #expect(status(result("e", hash: "a", [layout]), result("e", hash: "b", [moved])) == .redefined)
        #expect(status(result("e", [layout]), failure("e", "boom")) == .failed)
        #expect(status(failure("e", "boom"), result("e", [layout])) == .failed)
        #expect(status(nil, failure("e", "boom")) == .failed)
        #expect(status(result("e", [layout]), result("e", [moved])) == .shifted)
        #expect(status(result("e", [layout]), result("e", [layout])) == .unchanged)
    }

    @Test func failedKeepsBothMessages() {
        let diff = compareExperiment(name: "e", base: failure("e", "old error"), head: failure("e", "new error"))
        #expect(diff.baseError == "old error")
        #expect(diff.headError == "new error")
    }

    @Test func experimentFilterNarrowsTheComparison() {
        let layout = handMade([("blue", Rect(x: 0, y: 0, width: 10, height: 10))])
        let base = snapshot(runSummary(1), [result("a", [layout]), result("b", [layout])])
        let head = snapshot(runSummary(2), [result("a", [layout]), result("c", [layout])])
        let comparison = compareRuns(base: base, head: head, options: DiffOptions(experiments: ["a", "c", "zzz"]))
        #expect(comparison.experiments.map(\.name) == ["a", "c"])
        #expect(comparison.experiments.map(\.status) == [.unchanged, .added])
    }
}

@Suite struct NodeMatchingTests {
    @Test func labelsMatchAcrossDifferentPaths() {
        // The same label at another path is the same node: a shift, not an add and a remove.
        let before = handMade([("blue", Rect(x: 0, y: 0, width: 10, height: 10))])
        var after = before
        after.nodes[1].path = "ZStack[0]/padding[0]/Color[0]"
        after.nodes[1].frame = Rect(x: 0, y: 0, width: 20, height: 10)
        let diff = compareOutcome(base: before, head: after)
        #expect(diff.nodes.map(\.change) == [.shifted])
        #expect(diff.nodes[0].key == .label("blue", occurrence: 0))
        #expect(diff.nodes[0].delta == FrameDelta(x: 0, y: 0, width: 10, height: 0))
    }

    @Test func unlabelledNodesMatchByPath() {
        var before = handMade([("a", Rect(x: 0, y: 0, width: 10, height: 10))])
        before.nodes[1].label = nil
        var after = before
        after.nodes[1].frame = Rect(x: 0, y: 0, width: 12, height: 10)
        #expect(compareOutcome(base: before, head: after).nodes.map(\.key) == [.path("ZStack[0]/Color[0]")])
        after.nodes[1].path = "ZStack[0]/Rectangle[0]"
        #expect(compareOutcome(base: before, head: after).nodes.map(\.change) == [.added, .removed])
    }

    /// A Spacer taken out of an HStack: its siblings' paths move up one place, but under the
    /// same parent they are the same views, aligned in order by kind, and reported as moved.
    @Test func unlabelledSiblingsAreAlignedWhenOneIsRemoved() {
        func node(_ index: Int, _ path: String, _ kind: String, parent: Int?, _ frame: Rect) -> StoredNode {
            StoredNode(index: index, path: path, label: nil, kind: kind, parent: parent, frame: frame)
        }
        let before = ProposalOutcome(proposalIndex: 0, proposal: ProposedViewSize(width: 300, height: 20), nodes: [
            node(0, "HStack[0]", "HStack", parent: nil, Rect(x: 0, y: 0, width: 300, height: 20)),
            node(1, "HStack[0]/Spacer[0]", "Spacer", parent: 0, Rect(x: 0, y: 10, width: 100, height: 0)),
            node(2, "HStack[0]/Text[1]", "Text", parent: 0, Rect(x: 100, y: 0, width: 100, height: 20)),
            node(3, "HStack[0]/Spacer[2]", "Spacer", parent: 0, Rect(x: 200, y: 10, width: 100, height: 0)),
        ], calls: [], expectations: [])
        let after = ProposalOutcome(proposalIndex: 0, proposal: ProposedViewSize(width: 300, height: 20), nodes: [
            node(0, "HStack[0]", "HStack", parent: nil, Rect(x: 0, y: 0, width: 300, height: 20)),
            node(1, "HStack[0]/Text[0]", "Text", parent: 0, Rect(x: 0, y: 0, width: 100, height: 20)),
            node(2, "HStack[0]/Spacer[1]", "Spacer", parent: 0, Rect(x: 100, y: 10, width: 200, height: 0)),
        ], calls: [], expectations: [])
        let diff = compareOutcome(base: before, head: after)
        #expect(diff.nodes.map(\.change) == [.shifted, .shifted, .removed])
        #expect(diff.nodes.map(\.key.display) == ["HStack[0]/Text[0]", "HStack[0]/Spacer[1]", "HStack[0]/Spacer[0]"])
        #expect(diff.nodes[0].delta == FrameDelta(x: -100, y: 0, width: 0, height: 0))
        #expect(diff.nodes[1].delta == FrameDelta(x: -100, y: 0, width: 100, height: 0))
    }

    /// A divider put in between list rows (`.listRowSeparator(.visible)`): the row after it takes
    /// the path the next row had (`VStack[0]/Text[2]` was "Coconut", is now "Banana"). The views
    /// are told by what they show: "Banana" moved down 0.33, "Coconut" too, and the divider is new,
    /// not "Coconut" turned into "Banana". A Text whose string was edited in place keeps its pair.
    @Test func aViewPutInBetweenSiblingsKeepsThemApart() {
        func node(_ index: Int, _ path: String, _ kind: String, parent: Int?, _ frame: Rect, _ name: String? = nil) -> StoredNode {
            StoredNode(index: index, path: path, label: nil, kind: kind, parent: parent, frame: frame, displayName: name)
        }
        let proposal = ProposedViewSize(width: 100, height: 100)
        let before = ProposalOutcome(proposalIndex: 0, proposal: proposal, nodes: [
            node(0, "VStack[0]", "VStack", parent: nil, Rect(x: 0, y: 0, width: 100, height: 88)),
            node(1, "VStack[0]/Text[0]", "Text", parent: 0, Rect(x: 0, y: 0, width: 60, height: 44), "Text \"Apple\""),
            node(2, "VStack[0]/Text[1]", "Text", parent: 0, Rect(x: 0, y: 44, width: 60, height: 44), "Text \"Banana\""),
            node(3, "VStack[0]/Text[2]", "Text", parent: 0, Rect(x: 0, y: 88, width: 60, height: 44), "Text \"Coconut\""),
        ], calls: [], expectations: [])
        let after = ProposalOutcome(proposalIndex: 0, proposal: proposal, nodes: [
            node(0, "VStack[0]", "VStack", parent: nil, Rect(x: 0, y: 0, width: 100, height: 88.67)),
            node(1, "VStack[0]/Text[0]", "Text", parent: 0, Rect(x: 0, y: 0, width: 60, height: 44), "Text \"Apple\""),
            node(2, "VStack[0]/Divider[1]", "Divider", parent: 0, Rect(x: 0, y: 44, width: 100, height: 0.33)),
            node(3, "VStack[0]/Text[2]", "Text", parent: 0, Rect(x: 0, y: 44.33, width: 60, height: 44), "Text \"Banana\""),
            node(4, "VStack[0]/Text[3]", "Text", parent: 0, Rect(x: 0, y: 88.33, width: 60, height: 44), "Text \"Coconut\""),
        ], calls: [], expectations: [])
        let diff = compareOutcome(base: before, head: after)
        #expect(diff.nodes.map(\.change) == [.shifted, .added, .shifted, .shifted])
        #expect(diff.nodes.map(\.before?.minY) == [0, nil, 44, 88])
        #expect(diff.nodes.map(\.after?.minY) == [0, 44, 44.33, 88.33])
        // The overlay picture pairs the boxes as the report does: "Coconut" moved, only the divider is new.
        let renamed = SiblingAlignment.headKeys(forBase: before.nodes, head: after.nodes)
        #expect(renamed[.path("VStack[0]/Text[2]")] == .path("VStack[0]/Text[3]"))
        #expect(renamed[.path("VStack[0]/Text[1]")] == .path("VStack[0]/Text[2]"))
        let svg = renderLayoutOverlaySVG(before: LayoutDrawing(nodes: before.nodes).rekeyed(renamed), after: LayoutDrawing(nodes: after.nodes),
                                         title: "rows", beforeCaption: "before", afterCaption: "after")
        #expect(svg.contains(##"data-node="VStack[0]/Text[3]" data-kind="Text" data-run="after" data-change="shifted""##))
        #expect(svg.contains(##"data-node="VStack[0]/Divider[1]" data-kind="Divider" data-run="after" data-change="added""##))
        #expect(!svg.contains(##"data-change="removed""##))
        // The last row's string edited in place ("Coconut" → "Cherry"): still the same view.
        var edited = before
        edited.nodes[3].displayName = "Text \"Cherry\""
        edited.nodes[3].frame = Rect(x: 0, y: 88, width: 50, height: 44)
        #expect(compareOutcome(base: before, head: edited).nodes.map(\.change) == [.shifted])
    }

    /// A frame added around a padded Text: the padding and the Text move one level down (their
    /// paths change), but they are the same views, paired through the new modifier and reported
    /// as moved; only the frame is new.
    @Test func viewsUnderAnAddedModifierAreStillTheSameViews() {
        func node(_ index: Int, _ path: String, _ kind: String, parent: Int?, _ frame: Rect) -> StoredNode {
            StoredNode(index: index, path: path, label: nil, kind: kind, parent: parent, frame: frame)
        }
        let before = ProposalOutcome(proposalIndex: 0, proposal: ProposedViewSize(width: 300, height: 40), nodes: [
            node(0, "HStack[0]", "HStack", parent: nil, Rect(x: 0, y: 0, width: 300, height: 40)),
            node(1, "HStack[0]/padding[0]", "padding", parent: 0, Rect(x: 0, y: 0, width: 132, height: 40)),
            node(2, "HStack[0]/padding[0]/Text[0]", "Text", parent: 1, Rect(x: 16, y: 10, width: 100, height: 20)),
        ], calls: [], expectations: [])
        let after = ProposalOutcome(proposalIndex: 0, proposal: ProposedViewSize(width: 300, height: 40), nodes: [
            node(0, "HStack[0]", "HStack", parent: nil, Rect(x: 0, y: 0, width: 300, height: 40)),
            node(1, "HStack[0]/frame[0]", "frame", parent: 0, Rect(x: 0, y: 0, width: 200, height: 40)),
            node(2, "HStack[0]/frame[0]/padding[0]", "padding", parent: 1, Rect(x: 34, y: 0, width: 132, height: 40)),
            node(3, "HStack[0]/frame[0]/padding[0]/Text[0]", "Text", parent: 2, Rect(x: 50, y: 10, width: 100, height: 20)),
        ], calls: [], expectations: [])
        let diff = compareOutcome(base: before, head: after)
        #expect(diff.nodes.map(\.change) == [.added, .shifted, .shifted])
        #expect(diff.nodes.map(\.key.display)
                    == ["HStack[0]/frame[0]", "HStack[0]/frame[0]/padding[0]", "HStack[0]/frame[0]/padding[0]/Text[0]"])
        #expect(diff.nodes[2].delta == FrameDelta(x: 34, y: 0, width: 0, height: 0))
    }

    /// A modifier put around the whole preview (`.dynamicTypeSize(.accessibility1)`): the root
    /// and all below move a level down, and are still the same views; unchanged ones stay unlisted.
    @Test func viewsUnderAModifierAroundTheRootAreStillTheSameViews() {
        func node(_ index: Int, _ path: String, _ kind: String, parent: Int?, _ frame: Rect) -> StoredNode {
            StoredNode(index: index, path: path, label: nil, kind: kind, parent: parent, frame: frame)
        }
        let before = ProposalOutcome(proposalIndex: 0, proposal: ProposedViewSize(width: 300, height: 100), nodes: [
            node(0, "VStack[0]", "VStack", parent: nil, Rect(x: 100, y: 30, width: 100, height: 40)),
            node(1, "VStack[0]/Text[0]", "Text", parent: 0, Rect(x: 100, y: 30, width: 100, height: 20)),
            node(2, "VStack[0]/Color[1]", "Color", parent: 0, Rect(x: 100, y: 50, width: 100, height: 20)),
        ], calls: [], expectations: [])
        let after = ProposalOutcome(proposalIndex: 0, proposal: ProposedViewSize(width: 300, height: 100), nodes: [
            node(0, "dynamicTypeSize[0]", "dynamicTypeSize", parent: nil, Rect(x: 75, y: 27, width: 150, height: 46)),
            node(1, "dynamicTypeSize[0]/VStack[0]", "VStack", parent: 0, Rect(x: 75, y: 27, width: 150, height: 46)),
            node(2, "dynamicTypeSize[0]/VStack[0]/Text[0]", "Text", parent: 1, Rect(x: 75, y: 27, width: 150, height: 26)),
            node(3, "dynamicTypeSize[0]/VStack[0]/Color[1]", "Color", parent: 1, Rect(x: 100, y: 53, width: 100, height: 20)),
        ], calls: [], expectations: [])
        let diff = compareOutcome(base: before, head: after)
        #expect(diff.nodes.map(\.change) == [.added, .shifted, .shifted, .shifted])
        #expect(diff.nodes.last?.delta == FrameDelta(x: 0, y: 3, width: 0, height: 0))
    }

    @Test func nodesInOneRunOnlyAreAddedOrRemovedNotShifted() {
        let before = handMade([("a", Rect(x: 0, y: 0, width: 10, height: 10)), ("b", Rect(x: 0, y: 0, width: 5, height: 5))])
        let after = handMade([("a", Rect(x: 0, y: 0, width: 10, height: 10)), ("c", Rect(x: 0, y: 0, width: 5, height: 5))])
        let diff = compareOutcome(base: before, head: after)
        #expect(diff.nodes.map(\.change) == [.added, .removed])
        #expect(diff.nodes.map(\.key.display) == ["c", "b"])
        #expect(diff.maxDelta == .zero)
    }

    @Test func placementChangesAreReported() {
        let before = handMade([("a", Rect(x: 0, y: 0, width: 10, height: 10)), ("b", nil)])
        let after = handMade([("a", nil), ("b", Rect(x: 0, y: 0, width: 5, height: 5))])
        let diff = compareOutcome(base: before, head: after)
        #expect(diff.nodes.map(\.change) == [.unplaced, .placed])
    }

    @Test func repeatedLabelsAreToldApartByOccurrence() {
        let before = handMade([("x", Rect(x: 0, y: 0, width: 10, height: 10)), ("x", Rect(x: 0, y: 0, width: 5, height: 5))])
        var after = before
        after.nodes[2].frame = Rect(x: 0, y: 0, width: 6, height: 5)
        let diff = compareOutcome(base: before, head: after)
        #expect(diff.nodes.map(\.key.display) == ["x#2"])
    }

    @Test func multiProposalExperimentsCompareByProposalIndex() {
        let small = handMade([("a", Rect(x: 0, y: 0, width: 10, height: 10))], index: 0)
        let large = handMade([("a", Rect(x: 0, y: 0, width: 100, height: 10))], index: 1)
        var largeShifted = large
        largeShifted.nodes[1].frame = Rect(x: 0, y: 0, width: 90, height: 10)
        // Head stores its outcomes in another order: matching is by index, not position.
        let diff = compareExperiment(name: "e", base: result("e", [small, large]), head: result("e", [largeShifted, small]))
        #expect(diff.status == .shifted)
        #expect(diff.proposals.map(\.proposalIndex) == [0, 1])
        #expect(diff.proposals.map(\.shifted) == [false, true])
        #expect(diff.largestShift?.proposalIndex == 1)
        #expect(diff.largestShift?.delta == -10)
    }

    /// Two results with the same content hash hold the same rows (`result.content_hash`), so they
    /// compare as unchanged without matching nodes: the same diff as the full comparison gives.
    @Test func identicalContentComparesAsTheFullComparisonDoes() {
        let layouts = [outcome(chatBubble, 753, 100), outcome(chatBubble, 200, 100, index: 1)]
        var base = result("e", layouts), head = result("e", layouts)
        let full = compareExperiment(name: "e", base: base, head: head)
        base.contentHash = "same"
        head.contentHash = "same"
        let fast = compareExperiment(name: "e", base: base, head: head)
        #expect(full.status == .unchanged)
        #expect(fast == full)
        #expect(fast.proposals.map(\.headNodes.count) == [layouts[0].nodes.count, layouts[1].nodes.count])
        head.contentHash = "other"
        #expect(compareExperiment(name: "e", base: base, head: head) == full)
    }
}

@Suite struct TraceDivergenceTests {
    @Test func firstDivergingCallNamesNodeProposalAndResponse() throws {
        let before = outcome(chatBubble, 753, 100)
        let after = outcome(chatBubble, 753, 100, options: ["relative-proposed=probing"])
        let divergence = try #require(compareOutcome(base: before, head: after).firstDivergence)
        let base = try #require(divergence.base)
        let head = try #require(divergence.head)
        // Standard: relativeProposed proposes 80% of the width; probing first proposes 753×100 unchanged.
        #expect(divergence.aspect == .proposal)
        #expect(base.seq == head.seq)
        #expect(base.node == .path("frame[0]/relativeProposed[0]/VStack[0]"))
        #expect(head.node == base.node)
        #expect(base.askedBy == .label("bubble", occurrence: 0))
        #expect(base.proposal == ProposedViewSize(width: 602.4, height: 100))
        #expect(head.proposal == ProposedViewSize(width: 753, height: 100))
        #expect(base.response == Size(width: 400, height: 100))
        #expect(head.response == Size(width: 400, height: 100))
    }

    @Test func aChangedAnswerIsBlamedOnTheDeepestCallWhoseChildrenAgree() throws {
        // Root asks a, a asks leaf; only the leaf's answer changed (and with it a's and the root's).
        func call(_ seq: Int, node: Int, parent: Int?, width: Double) -> TraceCall {
            TraceCall(seq: seq, node: node, parentCall: parent, askedBy: nil, depth: parent == nil ? 0 : seq, proposal: .unspecified,
                       response: Size(width: width, height: 10), cached: false, phase: .sizing, reason: nil)
        }
        var before = handMade([("a", Rect(x: 0, y: 0, width: 10, height: 10)), ("leaf", Rect(x: 0, y: 0, width: 10, height: 10))])
        before.nodes[2].parent = 1
        var after = before
        before.calls = [call(0, node: 0, parent: nil, width: 10), call(1, node: 1, parent: 0, width: 10),
                        call(2, node: 2, parent: 1, width: 10), call(3, node: 1, parent: nil, width: 10)]
        after.calls = [call(0, node: 0, parent: nil, width: 12), call(1, node: 1, parent: 0, width: 12),
                       call(2, node: 2, parent: 1, width: 12), call(3, node: 1, parent: nil, width: 12)]
        let divergence = try #require(compareOutcome(base: before, head: after).firstDivergence)
        #expect(divergence.aspect == .answer)
        #expect(divergence.base?.node == .label("leaf", occurrence: 0))
        #expect(divergence.base?.askedBy == .label("a", occurrence: 0))
        #expect(divergence.head?.response == Size(width: 12, height: 10))
    }

    @Test func identicalTracesDoNotDiverge() {
        let layout = outcome(chatBubble, 753, 100)
        #expect(compareOutcome(base: layout, head: layout).firstDivergence == nil)
    }

    @Test func aShorterTraceDivergesWhereItEnds() throws {
        let layout = outcome(chatBubble, 753, 100)
        var shorter = layout
        shorter.calls.removeLast()
        let divergence = try #require(compareOutcome(base: layout, head: shorter).firstDivergence)
        #expect(divergence.base?.seq == layout.calls.count - 1)
        #expect(divergence.head == nil)
    }
}

@Suite struct ExpectationTests {
    @Test func countsAndFlipsPerRun() {
        let check = [(label: "bubble", expected: Rect(x: 0, y: 0, width: 320, height: 100), checksOrigin: false)]
        let base = snapshot(runSummary(1), [result("e", [outcome(chatBubble, 753, 100, expectations: check)])])
        let head = snapshot(runSummary(2), [result("e", [outcome(chatBubble, 753, 100, options: ["relative-proposed=probing"],
                                                                 expectations: check)])])
        let summary = compareRuns(base: base, head: head).expectations
        #expect(summary.basePassed == 0)
        #expect(summary.baseFailed == 1)
        #expect(summary.headPassed == 1)
        #expect(summary.headFailed == 0)
        #expect(summary.flips.count == 1)
        #expect(summary.flips.first?.nowPasses == true)
        #expect(summary.flips.first?.headActual?.width == 320)
    }
}
