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

    /// How many terminal columns `text` takes: two for an emoji and for East Asian wide and
    /// full-width characters (UAX #11), one for any other character.
    static func columns(_ text: String) -> Int {
        text.reduce(0) { total, character in
            guard let first = character.unicodeScalars.first else { return total }
            let value = first.value
            let wide = first.properties.isEmojiPresentation || character.unicodeScalars.contains("\u{FE0F}")
                || (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value) || (0xAC00...0xD7A3).contains(value)
                || (0xF900...0xFAFF).contains(value) || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
                || (0xFFE0...0xFFE6).contains(value) || (0x20000...0x3FFFD).contains(value)
            return total + (wide && value > 0x7F ? 2 : 1)
        }
    }

    /// Columns padded to their widest cell (in terminal columns); the last column is not padded.
    static func table(_ header: [String], _ rows: [[String]], rightAligned: Set<Int> = []) -> String {
        let all = [header] + rows
        var widths = [Int](repeating: 0, count: header.count)
        for row in all {
            for (column, cell) in row.enumerated() where column < widths.count {
                widths[column] = max(widths[column], columns(cell))
            }
        }
        return all.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: max(0, widths[column] - columns(cell)))
                if rightAligned.contains(column) { return padding + cell }
                return column == row.count - 1 ? cell : cell + padding
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}

