// Text output: lengths with at most 2 decimals (trailing zeros trimmed), ∞ for infinity and nil for
// an unspecified proposal dimension; names with control characters escaped; aligned tables.
import Experiments
import LayoutEngine

/// Text formatting of lengths, sizes and names.
enum Format {
    /// `3 experiments`, `1 node`: a count and its noun, plural unless one.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// At most 2 decimals, trailing zeros trimmed; ∞ and nil: the engine's one number format.
    static func length(_ value: Double?) -> String {
        formatProposal(value)
    }

    static func proposal(_ proposal: ProposedViewSize) -> String {
        "\(length(proposal.width))×\(length(proposal.height))"
    }

    static func size(_ size: Size) -> String {
        "\(length(size.width))×\(length(size.height))"
    }

    static func frame(_ rect: Rect?) -> String {
        guard let rect else { return "not placed" }
        return "\(length(rect.width))×\(length(rect.height)) at (\(length(rect.minX)), \(length(rect.minY)))"
    }

    /// A name made safe for one terminal line: the package's one escaping rule (`TerminalText`).
    static func escaped(_ text: String) -> String {
        TerminalText.escaped(text)
    }

    /// Columns padded to their widest cell; the last column is not padded.
    static func table(_ header: [String], _ rows: [[String]], rightAligned: Set<Int> = []) -> String {
        let all = [header] + rows
        var widths = [Int](repeating: 0, count: header.count)
        for row in all {
            for (column, cell) in row.enumerated() where column < widths.count {
                widths[column] = max(widths[column], cell.count)
            }
        }
        return all.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: max(0, widths[column] - cell.count))
                if rightAligned.contains(column) { return padding + cell }
                return column == row.count - 1 ? cell : cell + padding
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}

