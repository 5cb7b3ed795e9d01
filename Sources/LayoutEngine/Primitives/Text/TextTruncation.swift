// Where a cut line loses its characters [DOC View.truncationMode(_:): head, middle or tail; EMP
// SwiftOpenUI's macOS fixture `text-middle-truncation-narrow-parent`: a 64-character path at 13 pt
// in a 200-point frame is drawn 193 wide with a middle cut, which keeping characters from both
// ends in turn gives (193.60 → 194 laid out), where a tail cut keeps 199.39].
// - tail (the default): the longest start of the rest of the text that fits with the ellipsis.
// - head: the longest end that fits after the ellipsis.
// - middle: characters from the start and from the end in turn (the start first while it has no
//   more than the end), each side as long as it fits around the ellipsis.
// The ellipsis is the font's own "…" (SF Pro Text: 1642 units); a space counts as a character. A
// kept character keeps its kerning with the character after it even when that one is cut (the
// prepared text stores advances with their kerning): at most a few tenths of a point.

/// SwiftUI's `Text.TruncationMode`: which part of a cut line the ellipsis replaces.
public enum TruncationMode: String, CaseIterable, Codable, Sendable {
    case head, middle, tail
}

/// `.truncationMode(_:)`: Text below cuts its last line there.
struct TruncationModeLayout: TextEnvironmentModifier {
    var mode: TruncationMode

    var name: String { "truncationMode" }

    func childEnvironment(_ environment: TextEnvironment) -> TextEnvironment {
        var environment = environment
        environment.truncationMode = mode
        return environment
    }
}

extension PreparedText {
    /// The width of the text from `line` on, cut to fit `limit` with an ellipsis where `mode` says.
    func truncatedWidth(from line: Line, width limit: Double, mode: TruncationMode) -> Double {
        guard mode != .tail else { return truncatedWidth(from: line, width: limit) }
        let units = remainingUnits(from: line)
        if mode == .head {
            var used = 0.0
            for unit in units.reversed() {
                if used + unit + ellipsis > limit + 1e-9 { break }
                used += unit
            }
            return used + ellipsis
        }
        var head = 0, tail = 0
        var used = 0.0
        while head + tail < units.count {
            let preferHead = head <= tail
            let first = preferHead ? units[head] : units[units.count - 1 - tail]
            if used + first + ellipsis <= limit + 1e-9 {
                used += first
                if preferHead { head += 1 } else { tail += 1 }
                continue
            }
            let second = preferHead ? units[units.count - 1 - tail] : units[head]
            guard used + second + ellipsis <= limit + 1e-9 else { break }
            used += second
            if preferHead { tail += 1 } else { head += 1 }
        }
        return used + ellipsis
    }

    /// The advances of the text from `line` on, in order, each gap between words one unit.
    func remainingUnits(from line: Line) -> [Double] {
        var units: [Double] = []
        var first = true
        for p in line.paragraph..<paragraphs.count {
            let words = paragraphs[p]
            let firstWord = p == line.paragraph ? line.word : 0
            for w in firstWord..<words.count {
                if !first {
                    units.append(w > 0 ? gap(before: w, in: words) : space + words[w].leadingSpaces)
                } else if w == 0 && line.character == words[0].start && words[0].leadingSpaces > 0 {
                    units.append(words[0].leadingSpaces)
                }
                first = false
                let startCharacter = (p == line.paragraph && w == line.word) ? line.character : words[w].start
                units += advances[startCharacter..<words[w].end]
            }
        }
        return units
    }
}
