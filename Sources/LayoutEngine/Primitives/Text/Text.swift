// Text [EMP fatbobman "The Mystery of Size" (seed 002); stackotter; RE Text+StringDrawingContext;
// swiftuifieldguide "Ideal Size"].
// - A nil width measures as unbounded: the ideal size is the unwrapped text (explicit newlines
//   still break).
// - A width smaller than the ideal wraps at spaces and at the line breaks inside words that UAX #14
//   allows (after "well-", "https://": TextLineBreaks.swift), at characters when one piece does
//   not fit; the width is the widest line. A width at least the ideal answers the ideal width.
// - A height smaller than the lines needed truncates to the lines that fit, but never fewer than
//   one: a tiny height still answers one line's height (seed 002: 20.33 for "Hello world").
// - `lineLimit(n)` caps the line count; the last line is cut with an ellipsis at its end, start or
//   middle (`truncationMode`, TextTruncation.swift) when text is cut.
//   `lineLimit(2, reservesSpace: true)` and `lineLimit(2...4)` also make the text at least 2 lines
//   tall (as many as the proposed height holds), its width still its own.
// - A 0 width with a concrete height answers 0×0 (fatbobman). A 0 width with a nil height lays the
//   text out one character per line (stackotter). A 0 height with a wider width is a height smaller
//   than one line: one line, as for any such height (fatbobman: 20.33 for "Hello world"). "Text
//   will always show at least one line" [EMP Thinking in SwiftUI, via jankaltoun's Sizing page]; an
//   app's screenshot shows its menu rows' names where a VStack asked them at height 0 (FoodMenu).
// Lengths are rounded up to whole pixels (`display-scale`); a line's height is rounded before the
//   lines are added up (EMP SwiftOpenUI macOS fixtures: three 13 pt lines are 48 high at 2×).
// - `lineSpacing(s)` puts s points between one line and the next, none after the last [DOC
//   lineSpacing(_:): "the distance between the bottom of one line and the top of the next"; a
//   negative spacing counts as 0]: n lines are n line heights and n − 1 spacings high.
//   On macOS a width is rounded up to a whole point [EMP SwiftOpenUI's NSHostingView fixtures at
//   2×: all 12 texts whose layout width a frame shows are whole points wide, each the SF Pro
//   model's width rounded up to a point ("Padded" 46.08 → 47, "Hello" 30.91 → 31), where rounding
//   to half points matches 7 of them; iOS widths are thirds of a point, seed 002's 85.33].
// A concatenated Text of differently styled parts is measured run by run (TextRunLayout.swift);
//   `minimumScaleFactor` shrinks text that does not fit before it is cut (TextScaling.swift).

/// `Text("...")`, measured with the engine's font metrics.
struct TextLayout: BaselineGuidesOnly {
    /// The text's characters (a concatenated Text's runs joined).
    var string: String
    /// The runs of a concatenated Text with fonts of its own (TextRun.swift); empty for one run.
    /// With the string, 24 bytes: the primitive is stored inline, unboxed, and owns no object (its
    /// cache lies in the session's table, `NodeContext.textCache`).
    var runs: [TextRun]

    init(string: String, runs: [TextRun] = []) {
        self.string = string
        self.runs = runs
    }

    /// What a Text node keeps between its calls during one layout pass: the unwrapped
    /// measurement and the string measured into words, each computed once.
    struct Cache {
        var ideal: Measurement?
        var prepared: PreparedText?
        /// The environment's reserved lines, read with the ideal.
        var reservedLines = 0
    }

    var name: String { "Text" }

    /// A Text's edges from its font's metrics (TextSpacing.swift).
    func verticalSpacing(context: NodeContext) -> VerticalSpacing {
        .text(fontSize: context.environment.fontSize, metrics: context.fontMetrics, platform: context.options.platform,
              mode: context.options.textSpacing,
              pixel: 1 / context.options.displayScale)
    }

    /// The unwrapped text is measured as the session is built: every proposal compares with it,
    /// and flexbox engines are likewise given their texts' sizes before their layout call.
    func prepare(context: NodeContext) {
        if !string.isEmpty { _ = idealMeasurement(context: context) }
    }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        if (proposal.width == 0 && proposal.height != nil) || string.isEmpty {
            return .zero
        }
        let measured = settledMeasurement(proposal: proposal, context: context)
        guard context.textCache.reservedLines > measured.lineCount else { return measured.size }
        return reservingLines(measured, proposal: proposal, context: context)
    }

    /// The text as it is set for `proposal`: its ideal when that fits (most proposals are at least
    /// as wide as the unwrapped text: the ideal is measured once), else wrapped, shrunk
    /// (`minimumScaleFactor`, TextScaling.swift) or cut.
    func settledMeasurement(proposal: ProposedViewSize, context: NodeContext) -> Measurement {
        let ideal = idealMeasurement(context: context)
        if (proposal.width ?? .infinity) >= ideal.size.width && fitsLines(ideal, proposal: proposal, context: context)
            && (ideal.size.height <= (proposal.height ?? .infinity) + 1e-9 || context.environment.minimumScaleFactor >= 1) {
            return ideal
        }
        return shrunk(measure(proposal: proposal, context: context), proposal: proposal, context: context)
    }

    /// `measured` made as tall as the reserved lines, as many of them as the proposed height holds
    /// (a height too small for them cuts them as it cuts text), never fewer than the text's own.
    func reservingLines(_ measured: Measurement, proposal: ProposedViewSize, context: NodeContext) -> Size {
        let lineHeight = runs.isEmpty ? Self.lineHeight(context: context) : tallestRunLineHeight(context: context)
        let spacing = Self.lineSpacing(context: context)
        var lines = context.textCache.reservedLines
        if let height = proposal.height, height.isFinite {
            lines = min(lines, max(1, Self.linesFitting(height, lineHeight: lineHeight, spacing: spacing)))
        }
        return Size(width: measured.size.width,
                    height: Self.height(lines: max(lines, measured.lineCount), lineHeight: lineHeight, spacing: spacing))
    }

    func idealMeasurement(context: NodeContext) -> Measurement {
        if let cached = context.textCache.ideal { return cached }
        let ideal = runs.isEmpty
            ? unwrappedMeasurement(context: context) ?? measure(proposal: .unspecified, context: context)
            : runsLayout(proposal: .unspecified, context: context, scale: 1).measurement
        context.textCache.ideal = ideal
        context.textCache.reservedLines = context.withResolvedFont { $0.reservedLines }
        return ideal
    }

    /// The unwrapped text measured in one pass over its characters, without preparing it for
    /// wrapping (most texts are never proposed less than their ideal width): one line per
    /// paragraph, its words a space apart, summed exactly as `PreparedText.lines` sums them. Nil
    /// when the line limit cuts the paragraphs (the ellipsis needs the prepared text).
    func unwrappedMeasurement(context: NodeContext) -> Measurement? {
        context.withResolvedFont { font in
            let (widest, lines) = PreparedText.unwrapped(string, measurer: font.measurer)
            guard lines <= font.maxLines else { return nil }
            return Measurement(size: Size(width: roundUp(widest, scale: font.widthScale),
                                          height: Self.height(lines: lines, lineHeight: font.lineHeight, spacing: font.lineSpacing)),
                               lineCount: lines)
        }
    }

    /// Whether the measured lines all fit the proposed height.
    func fitsLines(_ measured: Measurement, proposal: ProposedViewSize, context: NodeContext) -> Bool {
        guard let height = proposal.height, height.isFinite, measured.lineCount > 1 else { return true }
        guard runs.isEmpty else { return measured.size.height <= height + 1e-9 }
        return Self.linesFitting(height, lineHeight: Self.lineHeight(context: context), spacing: Self.lineSpacing(context: context))
            >= measured.lineCount
    }

    /// A Text marks where a list row's separator starts: its own leading edge (ListRow.swift).
    func mayAnswer(_ guide: HorizontalAlignment) -> Bool { guide.isCustom }
    var guideMask: UInt16 { GuideCode.baselineBits | GuideCode.customHorizontalBit }

    func explicitAlignment(of guide: HorizontalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        guide == .listRowSeparatorLeading ? 0 : nil
    }

    func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? {
        guard guide == .firstTextBaseline || guide == .lastTextBaseline, size.height > 0 else { return nil }
        guard runs.isEmpty else { return runsBaseline(guide, proposal: proposal, context: context) }
        let fontSize = context.environment.fontSize
        guard context.environment.minimumScaleFactor < 1 else {
            let ascent = context.fontMetrics.ascent(fontSize: fontSize)
            if guide == .firstTextBaseline { return ascent }
            let lines = measure(proposal: proposal, context: context).lineCount
            return Double(max(lines - 1, 0)) * (Self.lineHeight(context: context) + Self.lineSpacing(context: context)) + ascent
        }
        // Shrunk text: its baselines are those of the font it is set in.
        let measured = settledMeasurement(proposal: proposal, context: context)
        let ascent = context.fontMetrics.ascent(fontSize: fontSize * measured.fontScale)
        if guide == .firstTextBaseline { return ascent }
        let pitch = Self.lineHeight(fontSize: fontSize * measured.fontScale, context: context) + Self.lineSpacing(context: context)
        return Double(max(measured.lineCount - 1, 0)) * pitch + ascent
    }

    struct Measurement: Equatable {
        var size: Size
        var lineCount: Int
        /// Whether the text did not fit: lines cut, or (asked only when it may shrink) one line
        /// taller than the proposed height or a word broken between characters.
        var cut = false
        /// The scale the font was set at (`minimumScaleFactor`).
        var fontScale = 1.0
    }

    func measure(proposal: ProposedViewSize, context: NodeContext) -> Measurement {
        guard runs.isEmpty else { return runsLayout(proposal: proposal, context: context, scale: 1).measurement }
        if let tightened = tightenedMeasurement(limit: proposal.width ?? .infinity, context: context) { return tightened }
        return measure(proposal: proposal, context: context, environment: context.environment, prepared: preparedText(context: context))
    }

    /// The text of one run measured in `environment` (the node's own, or its font scaled).
    func measure(proposal: ProposedViewSize, context: NodeContext, environment: TextEnvironment, prepared: PreparedText,
                 fontScale: Double = 1) -> Measurement {
        let scale = Self.widthScale(context: context)
        let lineHeight = Self.lineHeight(fontSize: environment.fontSize, context: context)
        let spacing = environment.lineSpacing
        let limit = proposal.width ?? .infinity
        var maxLines = environment.lineLimit.map { max($0, 1) } ?? Int.max
        if let height = proposal.height, height.isFinite {
            maxLines = min(maxLines, max(1, Self.linesFitting(height, lineHeight: lineHeight, spacing: spacing)))
        }
        let lines = prepared.lines(width: limit)
        var widest = 0.0
        if lines.count > maxLines {
            // Cut: the last visible line holds as much of the rest as fits before an ellipsis.
            for line in lines.prefix(maxLines - 1) { widest = max(widest, line.width) }
            widest = max(widest, prepared.truncatedWidth(from: lines[maxLines - 1], width: limit, mode: environment.truncationMode))
        } else {
            for line in lines { widest = max(widest, line.width) }
        }
        // Rounding up to whole pixels never makes text wider than a width it fitted into.
        let width = widest <= limit ? min(roundUp(widest, scale: scale), limit) : roundUp(widest, scale: scale)
        let lineCount = min(lines.count, maxLines)
        let height = Self.height(lines: lineCount, lineHeight: lineHeight, spacing: spacing)
        let cut = lines.count > maxLines
            || (environment.minimumScaleFactor < 1 && Self.overflows(height, proposal: proposal, prepared: prepared, limit: limit))
        return Measurement(size: Size(width: width, height: height), lineCount: lineCount, cut: cut, fontScale: fontScale)
    }

    /// The grid a width is rounded up to, in parts of a point: the display's pixels, whole points on
    /// macOS (see the file comment).
    static func widthScale(context: NodeContext) -> Double { widthScale(context.options) }

    static func widthScale(_ options: LayoutOptions) -> Double {
        options.platform == .macos ? min(options.displayScale, 1) : options.displayScale
    }

    /// The distance from one line to the next: the font's line height rounded up to a whole pixel,
    /// so n lines are n times one line's height [EMP SwiftOpenUI's macOS fixtures: a three-line
    /// 13 pt Text is 48 high on a 2× display, three 16-high lines, where 3 × 15.51 rounded once
    /// would be 47].
    static func lineHeight(context: NodeContext) -> Double {
        lineHeight(fontSize: context.environment.fontSize, context: context)
    }

    /// The points between one line and the next (`lineSpacing`).
    static func lineSpacing(context: NodeContext) -> Double { context.environment.lineSpacing }

    /// How high `lines` lines are: their heights and a spacing between each two.
    static func height(lines: Int, lineHeight: Double, spacing: Double) -> Double {
        Double(lines) * lineHeight + Double(max(lines - 1, 0)) * spacing
    }

    /// How many whole lines `height` holds, a spacing between each two.
    static func linesFitting(_ height: Double, lineHeight: Double, spacing: Double) -> Int {
        wholeLines((height + spacing) / (lineHeight + spacing))
    }

    /// The distance from one line to the next at `fontSize`, rounded up to a whole pixel.
    static func lineHeight(fontSize: Double, context: NodeContext) -> Double {
        roundUp(context.fontMetrics.lineHeight(fontSize: fontSize, platform: context.options.platform),
                scale: context.options.displayScale)
    }

    func preparedText(context: NodeContext) -> PreparedText {
        if let prepared = context.textCache.prepared { return prepared }
        let prepared = context.withResolvedFont { PreparedText(string, measurer: $0.measurer) }
        context.textCache.prepared = prepared
        return prepared
    }
}

/// Rounds a length up to the next whole pixel (tolerating floating-point noise).
/// How many whole lines `ratio` (a height over a line height) holds, for any ratio: a proposal of
/// 1e300 points or a font of 1e-300 points holds "as many lines as there are", never an overflow.
func wholeLines(_ ratio: Double) -> Int {
    let lines = ratio + 1e-9
    guard lines.isFinite, lines < 1e15 else { return lines.isNaN ? 0 : 1 << 50 }
    return max(Int(lines), 0)
}

func roundUp(_ length: Double, scale: Double) -> Double {
    guard length.isFinite else { return length }
    return (length * scale - 1e-7).rounded(.up) / scale
}
