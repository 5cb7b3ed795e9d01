// Text [EMP fatbobman "The Mystery of Size" (seed 002); stackotter; RE Text+StringDrawingContext;
// swiftuifieldguide "Ideal Size"].
// - A nil width measures as unbounded: the ideal size is the unwrapped text (explicit newlines
//   still break).
// - A width smaller than the ideal wraps at word boundaries (at characters when one word does not
//   fit); the width is the widest line. A width at least the ideal answers the ideal width.
// - A height smaller than the lines needed truncates to the lines that fit, but never fewer than
//   one: a tiny height still answers one line's height (seed 002: 20.33 for "Hello world").
// - `lineLimit(n)` caps the line count; the last line ends in an ellipsis when text is cut.
// - A 0 height, or a 0 width with a concrete height, answers 0×0 (fatbobman). A 0 width with a nil
//   height lays the text out one character per line (stackotter); both observations hold.
// Lengths are rounded up to whole pixels (`display-scale`).

/// `Text("...")`, measured with the engine's font metrics.
struct TextLayout: Primitive {
    var string: String

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        if proposal.height == 0 || (proposal.width == 0 && proposal.height != nil) || string.isEmpty {
            return .zero
        }
        return measure(proposal: proposal, context: context).size
    }

    func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        guard guide == .firstTextBaseline || guide == .lastTextBaseline, size.height > 0 else { return nil }
        let metrics = context.fontMetrics
        let fontSize = context.environment.fontSize
        let ascent = metrics.ascent(fontSize: fontSize)
        if guide == .firstTextBaseline { return ascent }
        let lines = measure(proposal: proposal, context: context).lineCount
        return Double(max(lines - 1, 0)) * metrics.lineHeight(fontSize: fontSize) + ascent
    }

    struct Measurement {
        var size: Size
        var lineCount: Int
    }

    func measure(proposal: ProposedViewSize, context: NodeContext) -> Measurement {
        let metrics = context.fontMetrics
        let fontSize = context.environment.fontSize
        let scale = context.options.displayScale
        let lineHeight = metrics.lineHeight(fontSize: fontSize)
        let limit = proposal.width ?? .infinity
        var maxLines = context.environment.lineLimit.map { max($0, 1) } ?? Int.max
        if let height = proposal.height, height.isFinite {
            maxLines = min(maxLines, max(1, Int((height / lineHeight) + 1e-9)))
        }
        let wrapper = LineWrapper(metrics: metrics, fontSize: fontSize)
        let lines = wrapper.lines(of: string, width: limit)
        var widths = lines.map(\.width)
        if lines.count > maxLines {
            // Cut: the last visible line holds as much of the rest as fits before an ellipsis.
            let rest = lines[(maxLines - 1)...].map(\.text).joined(separator: " ")
            widths = Array(widths.prefix(maxLines - 1))
            widths.append(wrapper.truncatedWidth(of: rest, width: limit))
        }
        // Rounding up to whole pixels never makes text wider than a width it fitted into.
        let widest = widths.max() ?? 0
        let width = widest <= limit ? min(roundUp(widest, scale: scale), limit) : roundUp(widest, scale: scale)
        let lineCount = widths.count
        return Measurement(
            size: Size(width: width, height: roundUp(Double(lineCount) * lineHeight, scale: scale)),
            lineCount: lineCount)
    }
}

/// Rounds a length up to the next whole pixel (tolerating floating-point noise).
func roundUp(_ length: Double, scale: Double) -> Double {
    guard length.isFinite else { return length }
    return (length * scale - 1e-7).rounded(.up) / scale
}

/// Greedy word wrapping with a font model.
struct LineWrapper {
    var metrics: any FontMetrics
    var fontSize: Double

    struct Line {
        var text: String
        var width: Double
    }

    func width(of text: Substring) -> Double {
        text.unicodeScalars.reduce(0) { $0 + metrics.advance(of: $1, fontSize: fontSize) }
    }

    /// Splits `string` into lines no wider than `width` (a single character may exceed it).
    func lines(of string: String, width limit: Double) -> [Line] {
        var result: [Line] = []
        let space = metrics.advance(of: " ", fontSize: fontSize)
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            var currentWidth = 0.0
            func flush() {
                result.append(Line(text: current, width: currentWidth))
                current = ""
                currentWidth = 0
            }
            let words = paragraph.split(separator: " ", omittingEmptySubsequences: true)
            if words.isEmpty { flush(); continue }
            for word in words {
                let wordWidth = width(of: word)
                let needed = current.isEmpty ? wordWidth : currentWidth + space + wordWidth
                if needed <= limit + 1e-9 {
                    if !current.isEmpty { current += " " }
                    current += word
                    currentWidth = needed
                    continue
                }
                if !current.isEmpty { flush() }
                if wordWidth <= limit + 1e-9 {
                    current = String(word)
                    currentWidth = wordWidth
                    continue
                }
                // The word alone is too wide: break it between characters.
                for scalar in word.unicodeScalars {
                    let advance = metrics.advance(of: scalar, fontSize: fontSize)
                    if !current.isEmpty && currentWidth + advance > limit + 1e-9 { flush() }
                    current.unicodeScalars.append(scalar)
                    currentWidth += advance
                }
            }
            if !current.isEmpty { flush() }
        }
        return result
    }

    /// The width of the longest prefix of `text` that fits `limit` together with an ellipsis.
    func truncatedWidth(of text: String, width limit: Double) -> Double {
        let ellipsis = metrics.advance(of: "…", fontSize: fontSize)
        let full = width(of: Substring(text))
        if full <= limit + 1e-9 && !limit.isInfinite { return min(full + ellipsis, limit) }
        var used = 0.0
        for scalar in text.unicodeScalars {
            let advance = metrics.advance(of: scalar, fontSize: fontSize)
            if used + advance + ellipsis > limit + 1e-9 { break }
            used += advance
        }
        return used + ellipsis
    }
}
