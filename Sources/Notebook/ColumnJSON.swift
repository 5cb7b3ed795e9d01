// The JSON the notebook writes into columns — `experiment.proposals_json`, `experiment.expectations_json`
// and `trace_call.reason_operands` — written and read with the package's one JSON (Experiments): nil
// is null and infinity the string "infinity", as in the canonical definitions. Notebooks written
// before this convention hold `1e999` for infinity in these columns; reading accepts both.
import Experiments
import LayoutEngine

/// Encodes and decodes the notebook's JSON columns.
enum ColumnJSON {
    /// `[{"width":320,"height":null}, ...]`.
    static func proposals(_ proposals: [ProposedViewSize]) -> String {
        JSON.array(proposals.map { .orderedObject([("width", .optionalLength($0.width)), ("height", .optionalLength($0.height))]) }).text
    }

    /// `[{"label":"blue","width":100,"height":80,"x":null,"y":null,"proposal_index":null}, ...]`.
    static func expectations(_ expectations: [Expectation]) -> String {
        JSON.array(expectations.map { e in
            .orderedObject([("label", .string(e.label)), ("width", .length(e.width)), ("height", .length(e.height)),
                            ("x", .optionalLength(e.x)), ("y", .optionalLength(e.y)),
                            ("proposal_index", e.proposalIndex.map(JSON.integer) ?? .null)])
        }).text
    }

    /// `[{"name":"width","value":320}, ...]`: a proposal reason's operands.
    static func reasonOperands(_ operands: [ProposalReason.Operand]) -> String {
        JSON.array(operands.map { .orderedObject([("name", .string($0.name)), ("value", .optionalLength($0.value))]) }).text
    }

    /// Proposals written by `proposals` (or with `1e999`); nil when the text is not JSON.
    static func parseProposals(_ text: String) -> [ProposedViewSize]? {
        guard let value = parse(text) else { return nil }
        return value.items.map { ProposedViewSize(width: $0["width"]?.lengthValue, height: $0["height"]?.lengthValue) }
    }

    /// How many expectations `expectations` wrote; nil when the text is not JSON.
    static func expectationCount(_ text: String) -> Int? {
        parse(text)?.items.count
    }

    /// A rule's operand names, as `proposal_rule.operand_names` holds them: `["remaining","count"]`.
    static func operandNames(_ names: [String]) -> String {
        JSON.array(names.map(JSON.string)).text
    }

    /// Names written by `operandNames`; nil when malformed.
    static func parseOperandNames(_ text: String) -> [String]? {
        guard case .array(let items)? = parse(text) else { return nil }
        var names: [String] = []
        for item in items {
            guard let name = item.stringValue else { return nil }
            names.append(name)
        }
        return names
    }

    /// Operands written by `reasonOperands` (or with `1e999`); nil when malformed.
    static func parseReasonOperands(_ text: String) -> [ProposalReason.Operand]? {
        guard case .array(let items)? = parse(text) else { return nil }
        var operands: [ProposalReason.Operand] = []
        for item in items {
            guard let name = item["name"]?.stringValue else { return nil }
            operands.append(ProposalReason.Operand(name, item["value"]?.lengthValue))
        }
        return operands
    }

    private static func parse(_ text: String) -> JSON? {
        try? JSONParser.parse(text, acceptingOverflow: true)
    }
}
