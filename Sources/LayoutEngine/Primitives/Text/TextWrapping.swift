// Word wrapping for Text, on a prepared form of the string: the advance of every character and
// the words of every paragraph, computed once per Text node. Wrapping at a width is then a walk
// over word widths (breaking a word between characters only when it alone is too wide).

/// A Text's string, measured once: words with their widths, grouped into paragraphs.
struct PreparedText {
    struct Word {
        /// Range of the word's characters in `advances`.
        var start: Int
        var end: Int
        var width: Double
    }

    /// Advance of every non-space character, in order.
    var advances: [Double] = []
    /// Words of each paragraph (paragraphs are separated by explicit newlines).
    var paragraphs: [[Word]] = []
    var space: Double
    var ellipsis: Double

    init(_ string: String, metrics: any FontMetrics, fontSize: Double) {
        space = metrics.advance(of: " ", fontSize: fontSize)
        ellipsis = metrics.advance(of: "…", fontSize: fontSize)
        advances.reserveCapacity(string.utf8.count)
        var words: [Word] = []
        var start = 0
        var width = 0.0
        func endWord() {
            if advances.count > start { words.append(Word(start: start, end: advances.count, width: width)) }
            start = advances.count
            width = 0
        }
        for scalar in string.unicodeScalars {
            if scalar == "\n" {
                endWord()
                paragraphs.append(words)
                words = []
            } else if scalar == " " {
                endWord()
            } else {
                let advance = metrics.advance(of: scalar, fontSize: fontSize)
                advances.append(advance)
                width += advance
            }
        }
        endWord()
        paragraphs.append(words)
    }

    /// The widest line and the number of lines of `string` unwrapped, in one pass and without
    /// keeping its words: what `lines(width: .infinity)` of the prepared text gives, summed in the
    /// same order (a word's advances from 0, then the line's words a space apart), so it is the
    /// same number to the bit (`TextIdealTests`).
    static func unwrapped(_ string: String, metrics: any FontMetrics, fontSize: Double) -> (widest: Double, lines: Int) {
        let space = metrics.advance(of: " ", fontSize: fontSize)
        var widest = 0.0
        var lines = 1
        var line: Double? = nil
        var word = 0.0
        var inWord = false
        func endWord() {
            guard inWord else { return }
            line = line.map { $0 + space + word } ?? word
            word = 0
            inWord = false
        }
        for scalar in string.unicodeScalars {
            if scalar == "\n" {
                endWord()
                widest = max(widest, line ?? 0)
                line = nil
                lines += 1
            } else if scalar == " " {
                endWord()
            } else {
                word += metrics.advance(of: scalar, fontSize: fontSize)
                inWord = true
            }
        }
        endWord()
        return (max(widest, line ?? 0), lines)
    }

    /// A wrapped line: its width and where its content starts (word, and character inside it).
    struct Line {
        var width: Double
        var paragraph: Int
        var word: Int
        var character: Int
    }

    /// Greedy wrapping at `limit`; a single character may exceed it.
    func lines(width limit: Double) -> [Line] {
        var result: [Line] = []
        for (p, words) in paragraphs.enumerated() {
            guard !words.isEmpty else {
                result.append(Line(width: 0, paragraph: p, word: 0, character: 0))
                continue
            }
            var current: Line? = nil
            for (w, word) in words.enumerated() {
                if var line = current {
                    let needed = line.width + space + word.width
                    if needed <= limit + 1e-9 {
                        line.width = needed
                        current = line
                        continue
                    }
                    result.append(line)
                    current = nil
                }
                if word.width <= limit + 1e-9 {
                    current = Line(width: word.width, paragraph: p, word: w, character: word.start)
                    continue
                }
                // The word alone is too wide: break it between characters.
                var line = Line(width: 0, paragraph: p, word: w, character: word.start)
                for index in word.start..<word.end {
                    let advance = advances[index]
                    if index > line.character && line.width + advance > limit + 1e-9 {
                        result.append(line)
                        line = Line(width: 0, paragraph: p, word: w, character: index)
                    }
                    line.width += advance
                }
                current = line
            }
            if let line = current { result.append(line) }
        }
        return result
    }

    /// The width of the longest prefix of the text from `line` on that fits `limit` with an ellipsis.
    func truncatedWidth(from line: Line, width limit: Double) -> Double {
        var used = 0.0
        var first = true
        for p in line.paragraph..<paragraphs.count {
            let words = paragraphs[p]
            let firstWord = p == line.paragraph ? line.word : 0
            for w in firstWord..<words.count {
                if !first {
                    if used + space + ellipsis > limit + 1e-9 { return used + ellipsis }
                    used += space
                }
                first = false
                let startCharacter = (p == line.paragraph && w == line.word) ? line.character : words[w].start
                for index in startCharacter..<words[w].end {
                    if used + advances[index] + ellipsis > limit + 1e-9 { return used + ellipsis }
                    used += advances[index]
                }
            }
        }
        return min(used + ellipsis, limit)
    }
}
