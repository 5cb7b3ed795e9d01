// Measuring a Text of several runs (TextRun.swift states the rules): the runs' characters as one
// paragraph set, each in its run's font; wrapping, the line limit, the proposed height and
// truncation as for one run (Text.swift), with each line as tall as the tallest run that has
// characters on it (its line height rounded up to a pixel, the lines then added up), and each
// baseline that line's tallest ascent from its top. A line with no characters (an empty
// paragraph) is as tall as the run of the character after it. A cut line's ellipsis is set in the
// first run's font (an approximation: which run's font real SwiftUI uses for it is not
// documented), and the text's spacing to its neighbours (TextSpacing.swift) is the environment
// font's, as for one run.

extension PreparedText {
    /// Runs of text, each in its font, prepared as one text. Kerning applies between characters
    /// of the same run only; the gap after a word is the space of the run it is in (held in
    /// `spaceKerning`, `space` being 0).
    init(runs: [(string: String, font: TextFont)], metrics: any FontMetrics) {
        space = 0
        ellipsis = runs.first.map { CharacterMeasurer(metrics: metrics, font: $0.font).advance("…") } ?? 0
        var words: [Word] = []
        var start = 0
        var width = 0.0
        var extraSpaces = 0.0
        var pending: (scalar: Unicode.Scalar, advance: Double, run: Int)?
        var joined = false
        // Line breaks inside a run of characters find their places across the text's runs.
        var breaks = WordBreaks()
        func endWord(gap: Double = 0, continued: Bool = false) {
            if let last = pending {
                advances.append(last.advance)
                width += last.advance
                pending = nil
            }
            if advances.count > start {
                words.append(Word(start: start, end: advances.count, width: width, spaceKerning: gap, leadingSpaces: extraSpaces,
                                  joined: joined))
                extraSpaces = 0
            }
            joined = continued
            start = advances.count
            width = 0
        }
        for (index, run) in runs.enumerated() {
            let measurer = CharacterMeasurer(metrics: metrics, font: run.font)
            runStarts.append(advances.count + (pending == nil ? 0 : 1))
            var previous: Unicode.Scalar?
            for scalar in run.string.unicodeScalars {
                defer { previous = scalar }
                if scalar.extendsGlyph(after: previous) {
                    if let base = pending, scalar.makesEmoji(of: base.scalar, previous: previous) {
                        pending = (.emojiGlyph, measurer.advance(.emojiGlyph), base.run)
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
                        endWord(gap: measurer.advance(" ") + (last.run == index ? measurer.kerning(last.scalar, " ") : 0))
                    } else {
                        extraSpaces += measurer.advance(" ")
                    }
                    breaks = WordBreaks()
                } else {
                    let advance = measurer.advance(scalar)
                    let breaksBefore = breaks.next(scalar)
                    if let previous = pending {
                        let kerning = previous.run == index ? measurer.kerning(previous.scalar, scalar) : 0
                        if breaksBefore {
                            endWord(gap: kerning, continued: true)
                        } else {
                            let kerned = previous.advance + kerning
                            advances.append(kerned)
                            width += kerned
                        }
                    }
                    pending = (scalar, advance, index)
                }
            }
        }
        endWord()
        paragraphs.append(words)
    }

    /// The run that character `index` belongs to (the last run starting at or before it).
    func run(ofCharacter index: Int) -> Int {
        var found = 0
        for (run, start) in runStarts.enumerated() where start <= index { found = run }
        return found
    }
}

/// A Text of several runs laid out for one proposal: its measurement and each visible line's
/// height and ascent.
struct RunsLayout {
    var measurement: TextLayout.Measurement
    var lineHeights: [Double]
    var lineAscents: [Double]
}

extension TextLayout {
    /// The runs' fonts in the node's environment, their sizes scaled by `scale`.
    func runFonts(context: NodeContext, scale: Double) -> [TextFont] {
        let environment = context.environment
        let platform = context.options.platform
        return runs.map { run in
            var font = environment.resolving(run, platform: platform).font
            font.size *= scale
            return font
        }
    }

    /// The tallest run's line height, rounded up to a pixel (reserved lines).
    func tallestRunLineHeight(context: NodeContext) -> Double {
        runFonts(context: context, scale: 1).map { Self.lineHeight(fontSize: $0.size, context: context) }.max() ?? 0
    }

    /// The runs laid out for `proposal` with every font scaled by `scale`.
    func runsLayout(proposal: ProposedViewSize, context: NodeContext, scale: Double) -> RunsLayout {
        let environment = context.environment
        let fonts = runFonts(context: context, scale: scale)
        let runHeights = fonts.map { Self.lineHeight(fontSize: $0.size, context: context) }
        let runAscents = fonts.map { context.fontMetrics.ascent(fontSize: $0.size) }
        let prepared: PreparedText
        if scale == 1, let cached = context.textCache.prepared {
            prepared = cached
        } else {
            prepared = PreparedText(runs: zip(runs, fonts).map { ($0.string, $1) }, metrics: context.fontMetrics)
            if scale == 1 { context.textCache.prepared = prepared }
        }
        let limit = proposal.width ?? .infinity
        let lines = prepared.lines(width: limit)
        // Each line's runs: from the run of its first character to that of its last.
        var heights: [Double] = []
        var ascents: [Double] = []
        // Where each line's characters start: an empty paragraph's line at the next character.
        var starts = [Int](repeating: prepared.advances.count, count: lines.count)
        var next = prepared.advances.count
        for index in lines.indices.reversed() {
            if !prepared.paragraphs[lines[index].paragraph].isEmpty { next = lines[index].character }
            starts[index] = next
        }
        for index in lines.indices {
            let start = starts[index]
            let end = index + 1 < lines.count ? starts[index + 1] : prepared.advances.count
            let first = prepared.run(ofCharacter: start)
            let last = end > start ? prepared.run(ofCharacter: end - 1) : first
            heights.append(runHeights[first...max(first, last)].max() ?? 0)
            ascents.append(runAscents[first...max(first, last)].max() ?? 0)
        }
        let spacing = environment.lineSpacing
        var maxLines = environment.lineLimit.map { max($0, 1) } ?? Int.max
        if let height = proposal.height, height.isFinite {
            var used = 0.0
            var fitting = 0
            for lineHeight in heights {
                let added = fitting == 0 ? lineHeight : spacing + lineHeight
                if used + added > height + 1e-9 { break }
                used += added
                fitting += 1
            }
            maxLines = min(maxLines, max(1, fitting))
        }
        var widest = 0.0
        if lines.count > maxLines {
            for line in lines.prefix(maxLines - 1) { widest = max(widest, line.width) }
            widest = max(widest, prepared.truncatedWidth(from: lines[maxLines - 1], width: limit, mode: environment.truncationMode))
        } else {
            for line in lines { widest = max(widest, line.width) }
        }
        let pixels = Self.widthScale(context: context)
        let width = widest <= limit ? min(roundUp(widest, scale: pixels), limit) : roundUp(widest, scale: pixels)
        let lineCount = min(lines.count, maxLines)
        let visible = Array(heights.prefix(lineCount))
        let height = visible.reduce(0, +) + Double(max(visible.count - 1, 0)) * spacing
        let cut = lines.count > maxLines
            || (environment.minimumScaleFactor < 1 && Self.overflows(height, proposal: proposal, prepared: prepared, limit: limit))
        return RunsLayout(
            measurement: Measurement(size: Size(width: width, height: height), lineCount: lineCount, cut: cut, fontScale: scale),
            lineHeights: visible, lineAscents: Array(ascents.prefix(lineCount)))
    }

    /// The first or last baseline of the runs as set for `proposal`.
    func runsBaseline(_ guide: VerticalAlignment, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        let scale = settledMeasurement(proposal: proposal, context: context).fontScale
        let layout = runsLayout(proposal: proposal, context: context, scale: scale)
        guard let first = layout.lineAscents.first, let last = layout.lineAscents.last else { return nil }
        if guide == .firstTextBaseline { return first }
        let above = layout.lineHeights.dropLast()
        return above.reduce(0, +) + Double(above.count) * context.environment.lineSpacing + last
    }
}
