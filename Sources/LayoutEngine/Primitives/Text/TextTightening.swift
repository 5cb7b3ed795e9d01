// `.allowsTightening(true)` [DOC View.allowsTightening(_:): "compress the space between characters
// when necessary to fit text in a line"]: a one-line text proposed less than its width sets with
// the font's tight track instead (SF Pro's `trak` track −1 less track 0, sfpro-trak.tsv: −28 units
// a character at 17 pt, 0.23 pt) when that fits it, so it stays one line, as wide as it is tightened.
// Text that does not fit even tightened wraps or is cut as without the modifier. Only one-line
// texts are tightened (a wrapped line's own tightening is not modelled), and only with the SF Pro
// model (other font metrics have no tight track here).

/// `.allowsTightening(_:)`: whether Text below may set a line with the font's tight track to fit.
struct AllowsTighteningLayout: TextEnvironmentModifier {
    var allowed: Bool

    var name: String { "allowsTightening" }

    func childEnvironment(_ environment: TextEnvironment) -> TextEnvironment {
        var environment = environment
        environment.allowsTightening = allowed
        return environment
    }
}

extension TextLayout {
    /// The text on one tightened line when tightening is allowed, the text is one line wide of
    /// `limit` and the tight track fits it into `limit`; else nil.
    func tightenedMeasurement(limit: Double, context: NodeContext) -> Measurement? {
        let environment = context.environment
        guard environment.allowsTightening, limit.isFinite, context.fontMetrics.sfProRun(for: environment.font) != nil else { return nil }
        let ideal = idealMeasurement(context: context)
        guard ideal.lineCount == 1, ideal.size.width > limit else { return nil }
        var font = environment.font
        font.tracking += SystemFontMetrics.tightening(fontSize: font.size)
        let (widest, lines) = PreparedText.unwrapped(string, metrics: context.fontMetrics, font: font)
        guard lines == 1, widest <= limit + 1e-9 else { return nil }
        return Measurement(size: Size(width: min(roundUp(widest, scale: Self.widthScale(context: context)), limit),
                                      height: Self.lineHeight(context: context)),
                           lineCount: 1)
    }
}
