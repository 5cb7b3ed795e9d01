// The JSON written into columns: infinity as 1e999, nil as null, escapes, and reading it back.
import LayoutEngine
import Testing
@testable import Notebook

@Suite struct JSONTextTests {
    @Test func operandsRoundTripWithInfinityNilAndEscapes() {
        let operands = [
            ProposalReason.Operand("available", 600), ProposalReason.Operand("share", 1.0 / 3),
            ProposalReason.Operand("max", .infinity), ProposalReason.Operand("min", -.infinity),
            ProposalReason.Operand("width", nil), ProposalReason.Operand("quote \"q\" \\ \n\u{1}", -0.5),
        ]
        let json = JSONText.reasonOperands(operands)
        #expect(json.hasPrefix(#"[{"name":"available","value":600},{"name":"share","value":0.3333333333333333},"#
            + #"{"name":"max","value":1e999},{"name":"min","value":-1e999},{"name":"width","value":null},"#))
        #expect(json.hasSuffix(#"{"name":"quote \"q\" \\ \n\u0001","value":-0.5}]"#))
        #expect(JSONText.parseReasonOperands(json) == operands)
        #expect(JSONText.parseReasonOperands("[]") == [])
        #expect(JSONText.parseReasonOperands("[{\"name\":1}]") == nil)
        #expect(JSONText.parseReasonOperands("[") == nil)
    }

    @Test func parserReadsUnicodeEscapesAndNesting() {
        let value = JSONText.parse(#"{"a":[1,2.5e1,true,false,null],"b":"\u00e9\ud83e\uddea","c":{}}"#)
        #expect(value?["a"]?.array.map(\.double) == [1, 25, nil, nil, nil])
        #expect(value?["b"]?.string == "é🧪")
        #expect(JSONText.parse("{} x") == nil)
    }
}
