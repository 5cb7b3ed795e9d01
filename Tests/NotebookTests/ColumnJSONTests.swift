// The JSON written into columns: infinity as "infinity" (as in the canonical definitions), nil as
// null, escapes, and reading it back — including the `1e999` older notebooks wrote.
import Experiments
import LayoutEngine
import Testing
@testable import Notebook

@Suite struct ColumnJSONTests {
    @Test func operandsRoundTripWithInfinityNilAndEscapes() {
        let operands = [
            ProposalReason.Operand("available", 600), ProposalReason.Operand("share", 1.0 / 3),
            ProposalReason.Operand("max", .infinity), ProposalReason.Operand("min", -.infinity),
            ProposalReason.Operand("width", nil), ProposalReason.Operand("quote \"q\" \\ \n\u{1}", -0.5),
        ]
        let json = ColumnJSON.reasonOperands(operands)
        #expect(json.hasPrefix(#"[{"name":"available","value":600},{"name":"share","value":0.3333333333333333},"#
            + #"{"name":"max","value":"infinity"},{"name":"min","value":"-infinity"},{"name":"width","value":null},"#))
        #expect(json.hasSuffix(#"{"name":"quote \"q\" \\ \n\u0001","value":-0.5}]"#))
        #expect(ColumnJSON.parseReasonOperands(json) == operands)
        #expect(ColumnJSON.parseReasonOperands("[]") == [])
        #expect(ColumnJSON.parseReasonOperands("[{\"name\":1}]") == nil)
        #expect(ColumnJSON.parseReasonOperands("[") == nil)
    }

    @Test func columnsWrittenBeforeReadTheirInfinity() {
        let old = #"[{"name":"max","value":1e999},{"name":"min","value":-1e999},{"name":"width","value":null}]"#
        #expect(ColumnJSON.parseReasonOperands(old)
            == [ProposalReason.Operand("max", .infinity), ProposalReason.Operand("min", -.infinity), ProposalReason.Operand("width", nil)])
        #expect(ColumnJSON.parseProposals(#"[{"width":1e999,"height":null},{"width":"infinity","height":80}]"#)
            == [ProposedViewSize(width: .infinity, height: nil), ProposedViewSize(width: .infinity, height: 80)])
    }

    @Test func proposalsAndExpectations() {
        let proposals = [ProposedViewSize(width: 320, height: nil), ProposedViewSize(width: .infinity, height: 0.5)]
        let text = ColumnJSON.proposals(proposals)
        #expect(text == #"[{"width":320,"height":null},{"width":"infinity","height":0.5}]"#)
        #expect(ColumnJSON.parseProposals(text) == proposals)
        let expectations = ColumnJSON.expectations([Expectation(label: "a\"", width: 10, height: 20, x: 1, proposalIndex: 2)])
        #expect(expectations == #"[{"label":"a\"","width":10,"height":20,"x":1,"y":null,"proposal_index":2}]"#)
        #expect(ColumnJSON.expectationCount(expectations) == 1)
    }
}
