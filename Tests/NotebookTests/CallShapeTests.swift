// `CallShape`: a call's `call_shape` element as numbers. The recorder looks calls up by shape and
// writes the element text of new shapes only, so a shape must spell exactly one text and read back
// from it as itself (-0 is written 0, nil as null, ∞ as 1e999, trailing nulls left out, a reason of
// more than seven operands as their JSON), and a recorder must find the shapes stored before it.
import Experiments
import LayoutEngine
import Testing
@testable import Notebook
import TestSupport

@Suite struct CallShapeTests {
    static func text(_ shape: CallShape) -> String {
        var out: [UInt8] = []
        TraceText.element(shape, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    static func readBack(_ text: String) -> CallShape? {
        Array(text.utf8).withUnsafeBufferPointer { TraceText.shape(ofElement: $0) }
    }

    static func call(width: Double, reason: ProposalReason?) -> TraceCall {
        TraceCall(seq: 5, node: 3, parentCall: 2, askedBy: nil, depth: 2,
                  proposal: ProposedViewSize(width: nil, height: .infinity), response: Size(width: width, height: 12.5),
                  cached: true, phase: .sizing, reason: reason)
    }

    @Test("a call's element: node, gap back to its parent, asker, depth × 4 + flags, lengths, rule id, operands")
    func elementText() throws {
        let rule = ProposalRule(name: "r", operandNames: ["a", "b", "c"])
        let shape = try #require(try CallShape(Self.call(width: 1.0 / 3, reason: ProposalReason(rule, values: [-7, nil, nil])),
                                               seq: 5) { _ in 41 })
        #expect(Self.text(shape) == "[3,3,null,9,null,1e999,0.3333333333333333,12.5,41,-7]")
        #expect(Self.readBack(Self.text(shape)) == shape)

        let plain = try #require(try CallShape(Self.call(width: 200, reason: nil), seq: 5) { _ in nil })
        #expect(Self.text(plain) == "[3,3,null,9,null,1e999,200,12.5]")
        #expect(Self.readBack(Self.text(plain)) == plain)
    }

    @Test("-0 and 0 are one shape, as they are one text")
    func negativeZero() throws {
        let negative = try #require(try CallShape(Self.call(width: -0.0, reason: nil), seq: 5) { _ in nil })
        let positive = try #require(try CallShape(Self.call(width: 0, reason: nil), seq: 5) { _ in nil })
        #expect(negative == positive)
        #expect(Self.text(negative) == "[3,3,null,9,null,1e999,0,12.5]")
    }

    @Test("a reason of more than seven operands keeps them as JSON, and reads back as the same shape")
    func overflowOperands() throws {
        let names = ["a", "b", "c", "d", "e", "f", "g", "h"]
        let reason = ProposalReason(ProposalRule(name: "wide", operandNames: names),
                                    values: [1, .infinity, nil, 0.1, 5, 6, 7, 8.5])
        let shape = try #require(try CallShape(Self.call(width: 10, reason: reason), seq: 5) { _ in 2 })
        #expect(Self.text(shape) == "[3,3,null,9,null,1e999,10,12.5,2," + ColumnJSON.reasonOperands(reason.operands) + "]")
        #expect(Self.readBack(Self.text(shape)) == shape)
    }

    @Test("a call whose rule has no id yet has no shape (the recorder makes it)")
    func unknownRule() throws {
        let reason = ProposalReason(ProposalRule(name: "r", operandNames: ["a"]), values: [1])
        #expect(try CallShape(Self.call(width: 10, reason: reason), seq: 5) { _ in nil } == nil)
    }

    @Test("elements that are not a call have no shape", arguments: [
        "", "[]", "[0,null,null,0,1,2,3]", "[0,null,null,0,1,2,3,null]", "[0,null,null,0,1,2,3,4,null]", "[0,null,null,0,1,2,3,4]x",
    ])
    func malformedElements(_ text: String) {
        #expect(Self.readBack(text) == nil)
    }

    @Test("a later recorder finds the shapes stored before it: the same calls add no call_shape rows")
    func laterRecorderReusesShapes() throws {
        let folder = TemporaryFolder()
        let notebook = try Notebook.open(path: folder.file("n.sqlite"), access: .write(createIfMissing: true))
        _ = try Samples.record([Samples.hstack(name: "first")], in: notebook)
        let count = "SELECT count(*) FROM call_shape"
        let shapes = try TracePerLayoutTests.rows(notebook.connection, count)
        _ = try Samples.record([Samples.hstack(name: "second")], in: notebook)
        #expect(try TracePerLayoutTests.rows(notebook.connection, count) == shapes)
        let traces = try TracePerLayoutTests.rows(notebook.connection, """
            SELECT e.name, t.proposal_index, t.calls FROM layout_trace AS t JOIN experiment AS e USING (experiment_id)
            ORDER BY t.proposal_index, e.name
            """)
        #expect(traces.count == 4)
        for pair in stride(from: 0, to: traces.count, by: 2) {
            #expect(traces[pair].split(separator: "|").last == traces[pair + 1].split(separator: "|").last)
        }
    }
}
