// iOS 18's zoom transition source with a configuration (iOS18-Features' ZoomAnimationExampleView):
// the configuration styles the source while it zooms, so its frame stays.
import LayoutLabUI
import Testing

/// A card marked as the zoom's source, clipped, backed and shadowed while it zooms.
private struct ZoomSourceCard: View {
    @Namespace private var namespace
    var body: some View {
        Color.red.frame(width: 100, height: 100)
            .matchedTransitionSource(id: 1, in: namespace) { source in
                source.clipShape(.rect(cornerRadius: 20)).background(.white).shadow(radius: 4, y: 2)
            }
            .id("card")
    }
}

@Suite("A zoom transition's source configuration")
struct MatchedTransitionSourceTests {
    /// `EmptyMatchedTransitionSourceConfiguration` takes `clipShape(_:)` of a `RoundedRectangle`,
    /// `background(_:)` of a `Color` and `shadow(color:radius:x:y:)` [SwiftUI's interface, iOS 18:
    /// other shapes and styles are unavailable]. The transition is an animation: the 100 × 100 card
    /// keeps its frame, centred at ((390 − 100) / 2, (844 − 100) / 2).
    @Test("clipShape, background and shadow configure the source without changing its frame")
    func configuredSource() {
        let result = LayoutLab.layout(ZoomSourceCard(), in: ProposedViewSize(width: 390, height: 844))
        expectFrame(result, "card", CGRect(x: 145, y: 372, width: 100, height: 100))
    }
}
