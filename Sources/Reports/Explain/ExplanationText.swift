// Small formatting helpers for explanations: lengths, sizes, lists, and wrapping numbered steps.
import LayoutEngine

/// Text building blocks shared by the explanation's sentences.
enum Prose {
    /// A length as traces print it (`200`, `56.25`, `∞`).
    static func length(_ value: Double) -> String { formatLength(value) }

    /// A proposal dimension (`nil` when unspecified).
    static func length(_ value: Double?) -> String { formatProposal(value) }

    /// `620×80`, `nil×80`.
    static func proposal(_ proposal: ProposedViewSize) -> String { proposal.description }

    /// `620×80`.
    static func size(_ size: Size) -> String { size.description }

    /// `(210, 0)`.
    static func point(_ x: Double, _ y: Double) -> String { "(\(length(x)), \(length(y)))" }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
        }
    }

    /// The name of an axis' length: `width` or `height`.
    static func dimension(_ axis: Axis) -> String { axis == .horizontal ? "width" : "height" }

    /// `wide` or `high`.
    static func extent(_ axis: Axis) -> String { axis == .horizontal ? "wide" : "high" }

    /// The axis a trace operand names (0 horizontal, 1 vertical).
    static func axis(_ operand: Double??) -> Axis? {
        switch operand {
        case .some(.some(0)): return .horizontal
        case .some(.some(1)): return .vertical
        default: return nil
        }
    }

    /// A share of something among `count`: `all`, `half`, `one third`, `one 7th`.
    static func fraction(_ count: Int) -> String {
        switch count {
        case 1: return "all"
        case 2: return "half"
        case 3: return "one third"
        case 4: return "one quarter"
        default: return "one \(count)th"
        }
    }

    /// Words wrapped to `width` columns: the first line starts with `prefix`, the others are
    /// indented to line up under the first word.
    static func wrap(_ text: String, prefix: String, width: Int?) -> String {
        guard let width else { return prefix + text }
        let indent = String(repeating: " ", count: prefix.count)
        // Arithmetic stays on one line: an operator is glued to the words on either side.
        let operators: Set<Substring> = ["−", "+", "/", "=", "×"]
        var units: [String] = []
        var glueNext = false
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if operators.contains(word), !units.isEmpty {
                units[units.count - 1] += " " + word
                glueNext = true
            } else if glueNext {
                units[units.count - 1] += " " + word
                glueNext = false
            } else {
                units.append(String(word))
            }
        }
        var lines: [String] = []
        var line = prefix
        var lineHasWord = false
        for word in units {
            if lineHasWord && line.count + 1 + word.count > width {
                lines.append(line)
                line = indent + word
            } else {
                line += (lineHasWord ? " " : "") + word
            }
            lineHasWord = true
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
