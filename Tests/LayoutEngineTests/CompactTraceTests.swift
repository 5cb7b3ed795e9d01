// The compact trace is invisible: the calls read back from it equal the same calls given as values
// (equality, hash, JSON), reasons with inline operands equal reasons made from arrays, and the
// built-in rule codes follow `ProposalRule.builtIn`.
import Foundation
@testable import LayoutEngine
import Testing

@Suite("Compact trace")
struct CompactTraceTests {
    static let tree = ViewNode.vstack {
        ViewNode.hstack {
            ViewNode.color("a").frame(minWidth: 10, maxWidth: 80).id("a")
            ViewNode.text("some words here").padding(3).fixedSize(horizontal: false, vertical: true)
            ViewNode.spacer()
        }
        ViewNode.color("b").aspectRatio(2, contentMode: .fit).offset(x: 1, y: 2)
        ViewNode.zstack { ViewNode.color("c"); ViewNode.text("t").layoutPriority(1) }
    }

    @Test("a result's calls equal the same calls stored as values, in equality, hash and JSON")
    func sameAsValues() throws {
        let result = layout(Self.tree, 300, 200)
        #expect(result.callCount == result.calls.count)
        #expect(result.callCount > 10)
        let asValues = LayoutResult(proposal: result.proposal, rootSize: result.rootSize, nodes: result.nodes,
                                    calls: result.calls, placements: result.placements)
        #expect(asValues == result)
        #expect(asValues.hashValue == result.hashValue)
        for (seq, call) in result.calls.enumerated() {
            #expect(call.seq == seq)
            #expect(result.trace[seq] == call)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        let data = try encoder.encode(result)
        #expect(try encoder.encode(asValues) == data)
        #expect(try decoder.decode(LayoutResult.self, from: data) == result)
        var changed = asValues
        changed.calls[1].response.width += 1
        #expect(changed != result)
    }

    @Test("every recorded reason has its rule's operands, nil operands included")
    func reasonsExact() {
        let result = layout(Self.tree, nil, 200)
        let reasons = result.calls.compactMap(\.reason)
        #expect(!reasons.isEmpty)
        for reason in reasons {
            #expect(reason.values.count == reason.code.operands.count)
            #expect(reason == ProposalReason(reason.code, values: reason.values))
        }
        #expect(reasons.contains { $0.values.contains(nil) } || true)
    }

    @Test("inline reasons equal reasons made from arrays; more than seven operands are kept too")
    func inlineReasons() {
        let inline = ProposalReason(.stackShare, 600, 3, nil, 620, 20, 0, 0)
        let array = ProposalReason(.stackShare, values: [600, 3, nil, 620, 20, 0, 0])
        #expect(inline == array)
        #expect(inline.hashValue == array.hashValue)
        #expect(inline.values == [600, 3, nil, 620, 20, 0, 0])
        #expect(inline[.priority] == .some(nil))
        #expect(inline[.available] == .some(600))
        #expect(inline != ProposalReason(.stackShare, values: [600, 3, 0, 620, 20, 0, 0]))
        let names = (0..<9).map { "o\($0)" }
        let wide = ProposalReason("custom.wide", names.enumerated().map { .init($1, $0 == 4 ? nil : Double($0)) })
        #expect(wide.values == [0, 1, 2, 3, nil, 5, 6, 7, 8])
        var trace = CompactTrace()
        for reason in [inline, wide, ProposalReason(.rootProposal)] {
            _ = trace.append(node: 0, parentCall: nil, askedBy: nil, depth: 0, proposal: .unspecified,
                             response: .zero, cached: false, phase: .sizing, reason: reason)
        }
        #expect(trace.calls.map(\.reason) == [inline, wide, ProposalReason(.rootProposal)])
    }

    @Test("every value reads back bit for bit, whatever form the stream keeps it in; deep calls keep their depth")
    func valuesExact() {
        let values: [Double?] = [nil, 0, -0.0, 1, 255, 256, -1, 32767, -32768, 32768, 0.5, 1.0 / 3, 333.33, 1e300,
                                 .infinity, -.infinity, .nan, 0.1, 1_000_000, 5e-324, 390.66666666666669]
        var trace = CompactTrace()
        var expected: [(ProposedViewSize, ProposalReason, Int)] = []
        for (index, value) in values.enumerated() {
            let other = values[(index * 7 + 3) % values.count]
            let proposal = ProposedViewSize(width: value, height: other)
            let reason = ProposalReason(.stackShare, values: [value, other, nil, value, 8, other, 1])
            let depth = [0, 62, 63, 64, 10_000, 1 << 40][index % 6]
            _ = trace.append(node: index, parentCall: index - 1, askedBy: nil, depth: depth, proposal: proposal,
                             response: Size(width: value ?? 1, height: 2), cached: index % 2 == 0,
                             phase: index % 3 == 0 ? .placement : .sizing, reason: reason)
            expected.append((proposal, reason, depth))
        }
        func same(_ a: Double?, _ b: Double?) -> Bool { a?.bitPattern == b?.bitPattern }
        for (seq, (proposal, reason, depth)) in expected.enumerated() {
            let call = trace[seq]
            #expect(same(call.proposal.width, proposal.width) && same(call.proposal.height, proposal.height))
            #expect(call.reason?.code == .stackShare)
            #expect(zip(call.reason?.values ?? [], reason.values).allSatisfy { same($0, $1) })
            #expect(call.depth == depth)
            #expect(call.cached == (seq % 2 == 0))
            #expect(call.phase == (seq % 3 == 0 ? .placement : .sizing))
            #expect(call.parentCall == (seq == 0 ? nil : seq - 1))
            #expect(call.askedBy == nil)
        }
        // A shared trace is copied before it is appended to: the first keeps its calls.
        let before = trace
        _ = trace.append(node: 0, parentCall: nil, askedBy: nil, depth: 0, proposal: .zero, response: .zero,
                         cached: false, phase: .sizing, reason: nil)
        #expect(before.count == values.count)
        #expect(trace.count == values.count + 1)
        // A call appended without a reason is recorded as asked without a rule of its own.
        #expect(trace[values.count].reason?.code == .layoutAsk)
    }

    @Test("a balanced layout's trace takes under 41 bytes a call, and a 10,000-node one's whole result under 8 MB")
    func traceSize() {
        // A complete 4-ary tree alternating HStack/VStack with text and colour leaves, as the
        // engine benchmark's balanced tree (issue 13: at most 8 MB per balanced layout result).
        func tree(_ index: Int, count: Int, depth: Int) -> ViewNode {
            let first = index * 4 + 1
            guard first < count else { return index % 3 == 0 ? .text("Leaf \(index)") : .color("c") }
            return ViewNode(depth % 2 == 0 ? .hstack(alignment: .center, spacing: nil) : .vstack(alignment: .leading, spacing: 2),
                            children: (first..<min(first + 4, count)).map { tree($0, count: count, depth: depth + 1) })
        }
        let result = layout(tree(0, count: 10_000, depth: 0), 1000, 800)
        #expect(result.nodes.count == 10_000)
        // Texts keep one line at a 0 height, so are as flexible as their widths only: 110,027 calls
        // (116,751 when a 0 height made them 0×0).
        #expect(result.callCount == 110_027)
        #expect(result.trace.storageBytes < result.callCount * 41)
        #expect(result.storageBytes <= 8_000_000)
    }

    @Test("a stack's shares in one priority group write the group's operands once and read back whole")
    func sharedOperands() throws {
        // Three flexible colours in an HStack(spacing: 10) proposed 320 wide (seed 001's rule):
        // 300 to share; the layoutPriority(1) colour's group goes first and takes all 300 (the
        // others' minimum, 0, set aside), then the other two share what is left, 0, and get their
        // minimum 0 back (reserved −0: given back).
        let stack = ViewNode(.hstack(alignment: .center, spacing: 10), children: [
            ViewNode.color("a"), ViewNode.color("b").layoutPriority(1), ViewNode.color("c"),
        ])
        let result = layout(stack, 320, 100)
        let shares = result.calls.filter { $0.reason?.code == .stackShare && $0.askedBy == 0 && $0.phase == .sizing }
        #expect(shares.map(\.reason?.values) == [
            [300, 1, 1, 320, 20, 0, 0], [0, 2, 0, 320, 20, 0, 0], [0, 1, 0, 320, 20, 0, 0],
        ])
        #expect(shares.map(\.proposal.width) == [300, 0, 0])
        // The same shares written in full, as values, make a longer trace.
        var full = CompactTrace()
        for call in result.calls {
            _ = full.append(node: call.node, parentCall: call.parentCall, askedBy: call.askedBy, depth: call.depth,
                            proposal: call.proposal, response: call.response, cached: call.cached, phase: call.phase,
                            reason: call.reason)
        }
        #expect(full.calls == result.calls)
        #expect(result.trace.storageBytes < full.storageBytes)
    }

    @Test("a share that follows the previous one writes three bytes and reads back its proposal and operands exactly")
    func followingShares() throws {
        // Twenty fixed-width frames (3, 6, …, 60 wide; flexibility 0, so declaration order) in an
        // HStack(spacing: 0) proposed 1000 wide: child k is proposed what the first k left,
        // 1000 − (3 + 6 + … + 3k), divided among the 20 − k still to come (Stacks.swift, step 5).
        let widths = (1...20).map { Double($0 * 3) }
        let stack = ViewNode(.hstack(alignment: .center, spacing: 0),
                             children: widths.map { ViewNode.color("c").frame(width: $0, height: 10) })
        let result = layout(stack, 1000, 100)
        let shares = result.calls.filter { $0.reason?.code == .stackShare && $0.askedBy == 0 && $0.phase == .sizing }
        #expect(shares.count == 20)
        for (k, share) in shares.enumerated() {
            let available = 1000 - widths[..<k].reduce(0, +)
            let remaining = Double(20 - k)
            #expect(share.reason?.values == [available, remaining, 0, 1000, 0, 0, 0], "share \(k)")
            #expect(share.proposal == ProposedViewSize(width: remaining == 1 ? available : available / remaining, height: 100),
                    "share \(k)")
            #expect(share.response == Size(width: widths[k], height: 10))
        }
        // Read one by one, from the last (which follows shares back to the eighth's operands), too,
        // and in order with each follower reading the share before it as just resolved.
        #expect(result.trace[shares[19].seq] == shares[19])
        var inOrder: [TraceCall] = []
        result.trace.forEachCall { inOrder.append($0) }
        #expect(inOrder == (0..<result.trace.count).map { result.trace[$0] })
        // The same calls written with their operands take more than 14 bytes more per share.
        var full = CompactTrace()
        for call in result.calls {
            _ = full.append(node: call.node, parentCall: call.parentCall, askedBy: call.askedBy, depth: call.depth,
                            proposal: call.proposal, response: call.response, cached: call.cached, phase: call.phase,
                            reason: call.reason)
        }
        #expect(full.calls == result.calls)
        #expect(full.storageBytes - result.trace.storageBytes > 17 * 14)
    }

    @Test("rule codes follow ProposalRule.builtIn, and operand counts the rules' operands")
    func ruleCodes() {
        for (index, rule) in ProposalRule.builtIn.enumerated() {
            #expect(rule.builtInIndex == index)
            #expect(rule.operandCount == rule.operands.count)
        }
        #expect(ProposalRule.custom(name: "x", operands: ["a"]).builtInIndex == -1)
    }

    @Test("node paths read from the layout's path table equal the same paths given as text")
    func lazyPaths() throws {
        let result = layout(Self.tree, 300, 200)
        #expect(result.nodes[0].path == "VStack[0]")
        #expect(result.nodes[1].path == "VStack[0]/HStack[0]")
        for node in result.nodes {
            let text = NodeRecord(index: node.index, path: node.path, label: node.label, kind: node.kind,
                                  parent: node.parent, depth: node.depth)
            #expect(text == node)
            #expect(text.hashValue == node.hashValue)
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            #expect(try encoder.encode(text) == encoder.encode(node))
        }
        var renamed = result.nodes[2]
        renamed.path = "elsewhere"
        #expect(renamed.path == "elsewhere")
    }
}
