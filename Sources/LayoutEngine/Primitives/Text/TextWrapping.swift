// Word wrapping for Text, on a prepared form of the string: the advance of every character and
// the words of every paragraph, computed once per Text node. Wrapping at a width is then a walk
// over word widths (breaking a word between characters only when it alone is too wide). A "word"
// here is what a line may not break inside: a run of characters between spaces is cut into
// several where a line may break inside it (after "well-" in "well-known": TextLineBreaks.swift),
// joined with no space between them.
// A character's advance includes its kerning with the next character of its word; a word's
// kerning with the space after it (SF Pro Display kerns ", " and ". ") belongs to the gap, which a
// line break drops with the space.

/// Measures characters of one font: the SF Pro run when the metrics have one, else the metrics'
/// own methods.
struct CharacterMeasurer {
    let metrics: any FontMetrics
    let font: TextFont
    let run: SFProRun?

    init(metrics: any FontMetrics, font: TextFont) {
        self.init(metrics: metrics, font: font, run: metrics.sfProRun(for: font))
    }

    init(metrics: any FontMetrics, font: TextFont, run: SFProRun?) {
        self.metrics = metrics
        self.font = font
        self.run = run
    }

    @inline(__always)
    func advance(_ character: Unicode.Scalar) -> Double {
        if let run { return run.advance(character) }
        return metrics.advance(of: character, in: font)
    }

    @inline(__always)
    func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Double {
        if let run { return run.kerning(left, right) }
        return metrics.kerning(left, right, in: font)
    }
}

extension Unicode.Scalar {
    /// Stands for the glyph of an emoji sequence whose first scalar alone is text (`❤️`, `1️⃣`):
    /// measured at Apple Color Emoji's advance, and kerned with nothing.
    public static let emojiGlyph: Unicode.Scalar = "\u{1F600}"

    /// Whether this scalar, which extends the glyph of `base` (the last scalar that did not; `previous`
    /// the scalar just before it), makes that glyph an emoji where `base` alone is drawn as text: the
    /// emoji variation selector right after a character shown as text by default (`❤️`, `✔️`), or a
    /// keycap's enclosing mark (`1️⃣`) [DOC Unicode UTS #51: emoji presentation and keycap sequences].
    @inline(__always)
    public func makesEmoji(of base: Unicode.Scalar, previous: Unicode.Scalar?) -> Bool {
        switch value {
        case 0xFE0F: return previous == base && base.value >= 0x80 && base.properties.isEmoji && !SFProRun.isEmoji(base)
        case 0x20E3: return base == "#" || base == "*" || ("0"..."9").contains(base)
        default: return false
        }
    }
}

extension Unicode.Scalar {
    /// Whether this scalar is drawn as part of the glyph before it, taking no advance of its own:
    /// a variation selector (`✈️` is U+2708 U+FE0F; it may make the glyph an emoji: `makesEmoji`), a skin-tone modifier, a combining mark, a
    /// tag, the zero-width joiner and the scalar it joins (`😮‍💨` is one emoji of three scalars), a
    /// flag's second regional indicator (`🇫🇷`)
    /// [DOC Unicode UAX #29: these extend the grapheme cluster before them].
    @inline(__always)
    public func extendsGlyph(after previous: Unicode.Scalar?) -> Bool {
        let value = value
        if value < 0x300 { return false }
        if previous?.value == 0x200D { return true }
        // A flag is two regional indicators, one glyph.
        if (0x1F1E6...0x1F1FF).contains(value), let previous, (0x1F1E6...0x1F1FF).contains(previous.value) { return true }
        switch value {
        case 0x200D, 0xFE00...0xFE0F, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F, 0xE0100...0xE01EF: return true
        default:
            let category = properties.generalCategory
            return category == .nonspacingMark || category == .enclosingMark
        }
    }
}

extension FontMetrics {
    /// The width of `line` (one line, no newline) set in `font`, as the engine measures a Text's
    /// unwrapped line: advances with tracking, kerning inside words and before spaces, emoji.
    public func lineWidth(of line: String, in font: TextFont) -> Double {
        PreparedText.unwrapped(line, metrics: self, font: font).widest
    }
}

/// A Text's string, measured once: words with their widths, grouped into paragraphs.
struct PreparedText {
    struct Word {
        /// Range of the word's characters in `advances`.
        var start: Int
        var end: Int
        var width: Double
        /// The kerning between the word's last character and a space after it. In text of several
        /// runs, whose `space` is 0, the whole gap: the space's advance in its run's font and that
        /// kerning (TextRunLayout.swift), so every use of `space + spaceKerning` reads either.
        var spaceKerning = 0.0
        /// The spaces before the word that a gap does not already count: a paragraph's leading
        /// spaces, or every space after the first between two words (a space takes its advance
        /// wherever it is; none is collapsed). A line that wraps before the word leaves them
        /// hanging at the end of the line before, as a wrapped line's trailing spaces do.
        var leadingSpaces = 0.0
        /// The word continues the one before it, with no space between: the line may break
        /// between them inside a run of characters (after "well-" in "well-known":
        /// TextLineBreaks.swift). The kerning across that break is the word before's `spaceKerning`.
        var joined = false
    }

    /// Advance of every non-space character (with its kerning to the next one in its word), in order.
    var advances: [Double] = []
    /// Text of several runs: the index in `advances` of each run's first character (empty for one run).
    var runStarts: [Int] = []
    /// Words of each paragraph (paragraphs are separated by explicit newlines).
    var paragraphs: [[Word]] = []
    var space: Double
    var ellipsis: Double

    init(_ string: String, metrics: any FontMetrics, font: TextFont) {
        self.init(string, measurer: CharacterMeasurer(metrics: metrics, font: font))
    }

    /// `string` prepared with the characters' measurer (resolved once per environment: `ResolvedFont`).
    init(_ string: String, measurer: CharacterMeasurer) {
        space = measurer.advance(" ")
        ellipsis = measurer.advance("…")
        advances.reserveCapacity(string.utf8.count)
        var words: [Word] = []
        var start = 0
        var width = 0.0
        // The spaces before the next word that no gap counts (`Word.leadingSpaces`).
        var extraSpaces = 0.0
        // The last character of the current word, its advance not yet added (it waits for its
        // kerning with the next character).
        var pending: (scalar: Unicode.Scalar, advance: Double)?
        // Whether the current word continues the one before it (`Word.joined`).
        var joined = false
        // The line break class of the last character, and the characters since the last space.
        var breaks = WordBreaks()
        func endWord(spaceKerning: Double = 0, continued: Bool = false) {
            if let last = pending {
                advances.append(last.advance)
                width += last.advance
                pending = nil
            }
            if advances.count > start {
                words.append(Word(start: start, end: advances.count, width: width, spaceKerning: spaceKerning,
                                  leadingSpaces: extraSpaces, joined: joined))
                extraSpaces = 0
            }
            joined = continued
            start = advances.count
            width = 0
        }
        var previous: Unicode.Scalar?
        for scalar in string.unicodeScalars {
            defer { previous = scalar }
            if scalar.extendsGlyph(after: previous) {
                if let base = pending, scalar.makesEmoji(of: base.scalar, previous: previous) {
                    pending = (.emojiGlyph, measurer.advance(.emojiGlyph))
                }
                continue
            }
            if scalar == "\n" {
                endWord()
                paragraphs.append(words)
                words = []
                extraSpaces = 0
                breaks = WordBreaks()
            } else if scalar == " " {
                if let last = pending {
                    endWord(spaceKerning: measurer.kerning(last.scalar, " "))
                } else {
                    extraSpaces += space
                }
                breaks = WordBreaks()
            } else {
                let advance = measurer.advance(scalar)
                let breaksBefore = breaks.next(scalar)
                if let previous = pending {
                    let kerning = measurer.kerning(previous.scalar, scalar)
                    if breaksBefore {
                        endWord(spaceKerning: kerning, continued: true)
                    } else {
                        let kerned = previous.advance + kerning
                        advances.append(kerned)
                        width += kerned
                    }
                }
                pending = (scalar, advance)
            }
        }
        endWord()
        paragraphs.append(words)
    }

    /// The widest line and the number of lines of `string` unwrapped, in one pass and without
    /// keeping its words: what `lines(width: .infinity)` of the prepared text gives, summed in the
    /// same order (a word's advances from 0, then the line's words a space apart), so it is the
    /// same number to the bit (`TextIdealTests`).
    static func unwrapped(_ string: String, metrics: any FontMetrics, font: TextFont) -> (widest: Double, lines: Int) {
        unwrapped(string, measurer: CharacterMeasurer(metrics: metrics, font: font))
    }

    /// `unwrapped(_:metrics:font:)` with the characters' measurer.
    static func unwrapped(_ string: String, measurer: CharacterMeasurer) -> (widest: Double, lines: Int) {
        // Printable ASCII (most texts) is read as bytes from the SF Pro run's tables: no scalar is
        // decoded, and no character can extend the one before it.
        if let run = measurer.run,
           let measured = string.utf8.withContiguousStorageIfAvailable({ bytes in unwrappedASCII(bytes, run: run) }),
           let measured {
            return measured
        }
        var line = UnwrappedLine()
        var previous: Unicode.Scalar?
        for scalar in string.unicodeScalars {
            defer { previous = scalar }
            if scalar.extendsGlyph(after: previous) {
                if let base = line.pending, scalar.makesEmoji(of: base.scalar, previous: previous) {
                    line.pending = (.emojiGlyph, measurer.advance(.emojiGlyph))
                }
                continue
            }
            if scalar == "\n" {
                line.endParagraph(space: { measurer.advance(" ") })
            } else if scalar == " " {
                line.space(kerningBefore: { measurer.kerning($0, " ") }, measure: { measurer.advance(" ") })
            } else {
                let advance = measurer.advance(scalar)
                let breaksBefore = line.breaks.next(scalar)
                if let previous = line.pending {
                    line.join(kerning: measurer.kerning(previous.scalar, scalar), breaking: breaksBefore)
                }
                line.pending = (scalar, advance)
            }
        }
        return line.finish(space: { measurer.advance(" ") })
    }

    /// `unwrapped` of a string of printable ASCII characters and newlines, as its UTF-8 bytes
    /// (nil when another byte is among them): the same sums in the same order, to the bit.
    private static func unwrappedASCII(_ bytes: UnsafeBufferPointer<UInt8>, run: SFProRun) -> (widest: Double, lines: Int)? {
        var line = UnwrappedLine()
        for byte in bytes {
            let scalar = Unicode.Scalar(byte)
            if byte == 0x0A {
                line.endParagraph(space: { run.advance(" ") })
            } else if byte == 0x20 {
                line.space(kerningBefore: { run.kerning($0, " ") }, measure: { run.advance(" ") })
            } else if byte > 0x20 && byte < 0x7F {
                let advance = run.advance(scalar)
                if let previous = line.pending {
                    // In ASCII a line may break inside a word only after a hyphen or a slash.
                    let breaking = (previous.scalar == "-" || previous.scalar == "/")
                        && LineBreakClass(scalar).allowsBreak(after: LineBreakClass(previous.scalar), leftBeginsWord: line.pendingBeginsWord)
                    line.join(kerning: run.kerning(previous.scalar, scalar), breaking: breaking)
                    line.pendingBeginsWord = false
                } else {
                    line.pendingBeginsWord = true
                }
                line.pending = (scalar, advance)
            } else {
                return nil
            }
        }
        return line.finish(space: { run.advance(" ") })
    }

    /// The line being summed by `unwrapped`: a word's advances from 0, then the line's words a
    /// space apart (the space's advance measured when a second word needs it).
    private struct UnwrappedLine {
        var space: Double?
        var widest = 0.0
        var lines = 1
        var line: Double?
        var word = 0.0
        var spaceKerning = 0.0
        /// The spaces before the word that no gap counts (`PreparedText.Word.leadingSpaces`).
        var extraSpaces = 0.0
        /// The word's last character, whose kerning with the next is not yet known.
        var pending: (scalar: Unicode.Scalar, advance: Double)?
        /// Whether the word continues the one before it (`PreparedText.Word.joined`).
        var joined = false
        /// Where a line may break inside a run of characters (the scalars' path).
        var breaks = WordBreaks()
        /// Whether `pending` began its run of characters (the ASCII path's hyphen rule).
        var pendingBeginsWord = false

        /// The next character, not a space, comes after `pending` with `kerning` between them: the
        /// pending one joins the word, or ends it where a line may break (`breaking`), the next
        /// then beginning a word that continues it.
        @inline(__always)
        mutating func join(kerning: Double, breaking: Bool) {
            guard let previous = pending else { return }
            if breaking {
                endWord(kerningBeforeSpace: kerning, space: { 0 })
                joined = true
            } else {
                word += previous.advance + kerning
            }
        }

        /// A space: it ends the word before it (the gap counts it), or, after a space or at a
        /// paragraph's start, it counts on its own.
        @inline(__always)
        mutating func space(kerningBefore: (Unicode.Scalar) -> Double, measure measureSpace: () -> Double) {
            breaks = WordBreaks()
            guard let last = pending else {
                let width = space ?? measureSpace()
                space = width
                extraSpaces += width
                return
            }
            endWord(kerningBeforeSpace: kerningBefore(last.scalar), space: measureSpace)
        }

        @inline(__always)
        mutating func endWord(kerningBeforeSpace: Double = 0, space measureSpace: () -> Double) {
            guard let last = pending else { return }
            word += last.advance
            pending = nil
            if let previous = line {
                let width: Double
                if joined {
                    width = 0
                } else {
                    width = space ?? measureSpace()
                    space = width
                }
                line = previous + ((width + spaceKerning) + extraSpaces) + word
            } else {
                line = extraSpaces + word
            }
            joined = false
            extraSpaces = 0
            spaceKerning = kerningBeforeSpace
            word = 0
        }

        @inline(__always)
        mutating func endParagraph(space measureSpace: () -> Double) {
            endWord(space: measureSpace)
            widest = max(widest, line ?? 0)
            line = nil
            extraSpaces = 0
            breaks = WordBreaks()
            lines += 1
        }

        @inline(__always)
        mutating func finish(space measureSpace: () -> Double) -> (widest: Double, lines: Int) {
            endWord(space: measureSpace)
            return (max(widest, line ?? 0), lines)
        }
    }

    /// Whether wrapping at `limit` breaks a word between characters (a word alone is wider).
    func breaksWord(width limit: Double) -> Bool {
        paragraphs.contains { words in words.contains { $0.width > limit + 1e-9 } }
    }

    /// The width between word `w - 1` and word `w` of `words` on one line: a space (none when
    /// `w` continues the word before it), the kerning before it and `w`'s extra leading spaces.
    @inline(__always)
    func gap(before w: Int, in words: [Word]) -> Double {
        ((words[w].joined ? 0 : space) + words[w - 1].spaceKerning) + words[w].leadingSpaces
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
                    let needed = line.width + gap(before: w, in: words) + word.width
                    if needed <= limit + 1e-9 {
                        line.width = needed
                        current = line
                        continue
                    }
                    result.append(line)
                    current = nil
                }
                // A paragraph's leading spaces stay on its first line; a wrapped line's are left on the line before.
                let leading = w == 0 ? word.leadingSpaces : 0
                if leading + word.width <= limit + 1e-9 {
                    current = Line(width: leading + word.width, paragraph: p, word: w, character: word.start)
                    continue
                }
                // The word alone is too wide: break it between characters.
                var line = Line(width: leading, paragraph: p, word: w, character: word.start)
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
                    let gap = w > 0 ? gap(before: w, in: words) : space + words[w].leadingSpaces
                    if used + gap + ellipsis > limit + 1e-9 { return used + ellipsis }
                    used += gap
                } else if w == 0 && line.character == words[0].start {
                    used += words[0].leadingSpaces
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
