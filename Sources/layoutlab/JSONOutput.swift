// `--format json`: documents written with the package's one JSON (Experiments), members in order,
// `format_version` first. Command output writes infinity as the string "inf" and nil as null —
// the documented shape of format_version 1 — through `outputLength`.
import Experiments
import LayoutEngine
import Notebook

extension JSON {
    /// An integer.
    static func int(_ value: Int64) -> JSON { .number(Double(value)) }

    /// A length in command output: a number, "inf" / "-inf" for the infinities, null for nil.
    static func outputLength(_ value: Double?) -> JSON {
        guard let value else { return .null }
        if value == .infinity { return .string("inf") }
        if value == -.infinity { return .string("-inf") }
        return .number(value)
    }

    static func optional(_ text: String?) -> JSON {
        text.map(JSON.string) ?? .null
    }

    static func proposal(_ proposal: ProposedViewSize) -> JSON {
        .orderedObject([("width", outputLength(proposal.width)), ("height", outputLength(proposal.height))])
    }

    static func rect(_ rect: Rect?) -> JSON {
        guard let rect else { return .null }
        return .orderedObject([("x", outputLength(rect.minX)), ("y", outputLength(rect.minY)),
                               ("width", outputLength(rect.width)), ("height", outputLength(rect.height))])
    }

    /// A top-level document: `format_version` first.
    static func document(_ members: [(String, JSON)]) -> JSON {
        .orderedObject([("format_version", .int(1))] + members)
    }

    /// Prints the document on stdout byte for byte (JSON quoting escapes control characters).
    func print() {
        Console.outVerbatim(text + "\n")
    }
}

extension RunSummary {
    var json: JSON {
        .orderedObject([
            ("id", .int(id)), ("started_at", .string(startedAt)), ("status", .string(status.rawValue)),
            ("label", .optional(label)), ("engine_version", .string(engineVersion)),
            ("engine_fingerprint", .string(engineFingerprint)),
            ("engine_options", .array(engineOptions.map(JSON.string))), ("tool_version", .string(toolVersion)),
        ])
    }

    /// `default` or the non-default options, comma-separated.
    var optionsText: String {
        engineOptions.isEmpty ? "default" : engineOptions.joined(separator: ", ")
    }
}
