// `.minimumScaleFactor(f)` [DOC View.minimumScaleFactor(_:) and EnvironmentValues
// .minimumScaleFactor: "Use the modifier if the text you place in a view doesn't fit and it's okay
// if the text shrinks to accommodate"; "a label with a minimum scale factor of 0.5 draws its text
// in a font size as small as half of the actual font if needed"; "any value greater than 0 and
// less than or equal to 1. The default value is 1"].
// - Text that fits its proposal is set at its own size; shrinking starts only when it does not
//   fit: lines cut by its line limit or the proposed height, one line taller than the proposed
//   height, or (a model decision, [EMP-weak]
//   third-party notes such as metabind's BindJS docs: "progressively reduces the font size down to
//   minimumScaleFactor × originalSize before falling back to truncation") a word broken between
//   characters.
// - It is set at the largest scale in [f, 1] at which it fits (found by halving the interval 16
//   times, to 1/65536 of it), so it shrinks no more than it must; if it does not fit even at f, it
//   is set at f and wrapped and cut there as usual.
// - The proposed height counts [EMP-weak: the widely shared recipe `.font(.system(size: 500))
//   .minimumScaleFactor(0.01)` in a frame makes text as large as the frame allows, in both axes
//   (openillumi, malauch notes)]: a smaller font's shorter lines fit more of them.
// - Its reported size is the shrunk text's: its width (rounded up to the pixel grid, never above the
//   proposed width it fits) and lines of the shrunk font's line height. No public measurement of
//   real SwiftUI's reported size for shrunk text was found [model, unmeasured].
// - `.kerning` and `.tracking` points are not scaled; the font's own tracking is that of the
//   shrunk size. Tightening (`allowsTightening`) applies only at the text's own size.
// Values outside (0, 1] leave the text at its size (a factor above 1 never enlarges it).

/// `.minimumScaleFactor(_:)`: how far Text below may shrink to fit before it is cut.
struct MinimumScaleFactorLayout: TextEnvironmentModifier {
    var factor: Double

    var name: String { "minimumScaleFactor" }

    func childEnvironment(_ environment: TextEnvironment) -> TextEnvironment {
        var environment = environment
        environment.minimumScaleFactor = factor.isFinite && factor > 0 && factor < 1 ? factor : 1
        return environment
    }
}

extension TextLayout {
    /// How many times the scale interval is halved.
    static let scaleSteps = 16

    /// `measured` (the text at its own size) or, when it did not fit and may shrink, the text at
    /// the largest scale down to the minimum factor at which it fits (at the minimum if none).
    func shrunk(_ measured: Measurement, proposal: ProposedViewSize, context: NodeContext) -> Measurement {
        let factor = context.environment.minimumScaleFactor
        guard measured.cut, factor < 1,
              proposal.width.map({ $0.isFinite }) ?? false || proposal.height.map({ $0.isFinite }) ?? false else { return measured }
        let smallest = measurement(at: factor, proposal: proposal, context: context)
        guard !smallest.cut else { return smallest }
        var fits = factor, best = smallest
        var cuts = 1.0
        for _ in 0..<Self.scaleSteps {
            let middle = (fits + cuts) / 2
            let candidate = measurement(at: middle, proposal: proposal, context: context)
            if candidate.cut { cuts = middle } else { fits = middle; best = candidate }
        }
        return best
    }

    /// Whether text that was not cut still does not fit, for shrinking: its one line taller than
    /// the proposed height, or a word broken between characters.
    static func overflows(_ height: Double, proposal: ProposedViewSize, prepared: PreparedText, limit: Double) -> Bool {
        if let proposed = proposal.height, height > proposed + 1e-9 { return true }
        return prepared.breaksWord(width: limit)
    }

    /// The text measured with its font (every run's) scaled by `scale`.
    func measurement(at scale: Double, proposal: ProposedViewSize, context: NodeContext) -> Measurement {
        guard runs.isEmpty else { return runsLayout(proposal: proposal, context: context, scale: scale).measurement }
        var environment = context.environment
        environment.fontSize *= scale
        let prepared = PreparedText(string, metrics: context.fontMetrics, font: environment.font)
        return measure(proposal: proposal, context: context, environment: environment, prepared: prepared, fontScale: scale)
    }
}
