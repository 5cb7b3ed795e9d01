// iOS 17 and 18's custom text rendering: `TextAttribute` and `Text.customAttribute(_:)`, a
// `TextRenderer` given with `.textRenderer(_:)` (its size modelled, its drawing not), and a
// transition's `TransitionProperties(hasMotion:)`.
import LayoutLabUI
import Testing

/// TextEffectExample's attribute marking the words to animate.
private struct Emphasis: TextAttribute {}

/// A renderer that draws each line as it is (the default size: the text's own).
private struct Plain: TextRenderer {
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for line in layout { ctx.draw(line) }
    }
}

/// A renderer that reads the runs' attribute, draws slice by slice, and asks for 20 points more
/// width and 10 more height than the text's (room for an effect around it).
private struct PaddingRenderer: TextRenderer {
    var elapsed: Double = 0
    var animatableData: Double {
        get { elapsed }
        set { elapsed = newValue }
    }

    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for line in layout {
            for run in line {
                if run[Emphasis.self] != nil {
                    for slice in run { ctx.draw(slice, options: .disablesSubpixelQuantization) }
                } else {
                    ctx.draw(run)
                }
            }
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
        let size = text.sizeThatFits(proposal)
        return CGSize(width: size.width + 20, height: size.height + 10)
    }
}

/// A transition that only fades: it has no motion.
private struct Fade: Transition {
    static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
    func body(content: Content, phase: TransitionPhase) -> some View { content.opacity(phase.isIdentity ? 1 : 0) }
}

@Suite("Custom text rendering")
struct TextRendererTests {
    private let proposal = ProposedViewSize(width: 390, height: 844)

    /// A renderer that does not implement `sizeThatFits(proposal:text:)` sizes the Text as the text
    /// itself [SwiftUICore's interface: the default returns `text.sizeThatFits(proposal)`]: "Hello"
    /// at 17 pt is 39 × 20.33 either way, centred in the 390 × 844 proposal at
    /// ((390 − 39) / 2, (844 − 20.33) / 2). A custom attribute
    /// changes no size.
    @Test("a renderer's default size is the text's own")
    func defaultSize() {
        let plain = LayoutLab.layout(Text("Hello").id("t"), in: proposal)
        expectFrame(plain, "t", CGRect(x: 175.5, y: 411.83, width: 39, height: 20.33))
        #expect(LayoutLab.layout(Text("Hello").textRenderer(Plain()).id("t"), in: proposal)["t"] == plain["t"])
        #expect(LayoutLab.layout(Text("Hello").customAttribute(Emphasis()).id("t"), in: proposal)["t"] == plain["t"])
    }

    /// A renderer's own `sizeThatFits(proposal:text:)` decides the Text's size, as in SwiftUI:
    /// PaddingRenderer gives "Hello" 39 + 20 by 20.33 + 10, centred at (165.5, 406.83); every Text inside `.textRenderer(_:)` is sized
    /// so, and a VStack of two of them (no spacing) is 2 × 30.33 high. The text itself sits at the
    /// Text's top-leading corner.
    @Test("a renderer's sizeThatFits sizes every Text inside")
    func rendererSize() {
        let padded = LayoutLab.layout(Text("Hello").textRenderer(PaddingRenderer()).id("t"), in: proposal)
        expectFrame(padded, "t", CGRect(x: 165.5, y: 406.83, width: 59, height: 30.33))
        let stack = LayoutLab.layout(VStack(spacing: 0) {
            Text("Hello").customAttribute(Emphasis())
            Text("Hello")
        }.textRenderer(PaddingRenderer()).id("s"), in: proposal)
        expectFrame(stack, "s", CGSize(width: 59, height: 60.67))
    }

    /// `TransitionProperties` has a public `init(hasMotion:)`, true by default [SwiftUICore's
    /// interface]; a transition's properties are what it declares.
    @Test("TransitionProperties(hasMotion:)") @MainActor
    func transitionProperties() {
        #expect(TransitionProperties().hasMotion)
        #expect(!TransitionProperties(hasMotion: false).hasMotion)
        #expect(!Fade.properties.hasMotion)
        let faded = LayoutLab.layout(Text("Hello").transition(Fade()).id("t"), in: proposal)
        #expect(faded["t"] == LayoutLab.layout(Text("Hello").id("t"), in: proposal)["t"])
    }
}
