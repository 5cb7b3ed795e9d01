// iOS 18's wiggle directions (`.wiggle.backward`, `.wiggle.custom(angle:)`): an animation of the
// symbol, so its frame is unchanged.
import LayoutLabUI
import Testing

@Suite("Symbol effect directions")
struct SymbolEffectDirectionTests {
    private let proposal = ProposedViewSize(width: 390, height: 844)

    /// Symbols' `WiggleSymbolEffect` has `up`, `down`, `left`, `right`, `forward`, `backward`,
    /// `clockwise`, `counterClockwise` and `custom(angle:)` (degrees, or SwiftUI's `Angle`), with
    /// `byLayer` and `wholeSymbol` [Apple's documentation, Symbols framework, iOS 18]. They change how
    /// the symbol moves: a symbol image is 20 × 20 at 17 pt with or without the effect (the
    /// engine's symbol size), centred at (185, 412).
    @Test("wiggle's directions compile and leave the symbol's frame")
    func wiggleDirections() {
        let effects: [SymbolEffect] = [.wiggle.backward, .wiggle.forward, .wiggle.left, .wiggle.right, .wiggle.up,
                                       .wiggle.down, .wiggle.clockwise, .wiggle.counterClockwise,
                                       .wiggle.custom(angle: 45), .wiggle.custom(angle: .degrees(90)),
                                       .wiggle.backward.byLayer, .rotate.clockwise]
        for effect in effects {
            let result = LayoutLab.layout(Image(systemName: "key").symbolEffect(effect, value: true).id("key"), in: proposal)
            expectFrame(result, "key", CGRect(x: 185, y: 412, width: 20, height: 20))
        }
    }

    /// iOS 18's repeat behaviours [Symbols: `SymbolEffectOptions.RepeatBehavior`, `continuous`,
    /// `periodic`, `periodic(_:delay:)`, and `repeat(_:)` taking one]: the SFSymbolExample's
    /// breathing symbol keeps its 20 × 20 frame.
    @Test("SymbolEffectOptions.repeat(.continuous) and .periodic")
    func repeatBehaviors() {
        let options: [SymbolEffectOptions] = [.repeat(.continuous), .repeat(.periodic), .repeat(.periodic(2, delay: 1)),
                                              .default.repeat(.periodic(delay: 0.5)).speed(2)]
        for option in options {
            let result = LayoutLab.layout(Image(systemName: "heart").symbolEffect(.breathe, options: option, value: true).id("heart"),
                                          in: proposal)
            expectFrame(result, "heart", CGRect(x: 185, y: 412, width: 20, height: 20))
        }
    }
}
