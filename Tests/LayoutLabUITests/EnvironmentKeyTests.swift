// The file's own environment keys: `.environment(\.key, value)` sets them for the views built
// inside (their `@Environment` reads the value, as in SwiftUI); outside, and for built-in values,
// the defaults hold.
import LayoutLabUI
import Testing

private struct SpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat = 12
}

extension EnvironmentValues {
    fileprivate var cardSpacing: CGFloat {
        get { self[SpacingKey.self] }
        set { self[SpacingKey.self] = newValue }
    }
}

/// Two 40-point squares, `cardSpacing` apart.
private struct SpacedCard: View {
    @Environment(\.cardSpacing) private var spacing
    var body: some View {
        VStack(spacing: spacing) {
            Color.blue.frame(width: 40, height: 40)
            Color.red.frame(width: 40, height: 40)
        }
    }
}

@Suite("Environment keys")
struct EnvironmentKeyTests {
    @Test("a key set around a view is what its @Environment reads; the default elsewhere")
    func setAndDefault() {
        // Default 12: 40 + 12 + 40 = 92 high.
        #expect(LayoutLab.layout(SpacedCard().id("card"), in: .unspecified)["card"]?.height == 92)
        // Set to 30 around it: 40 + 30 + 40 = 110.
        #expect(LayoutLab.layout(SpacedCard().environment(\.cardSpacing, 30).id("card"), in: .unspecified)["card"]?.height == 110)
        // Innermost wins: the inner card 110; its sibling takes the outer 50: 40 + 50 + 40 = 130; stacked, 240.
        let both = LayoutLab.layout(VStack(spacing: 0) {
            SpacedCard().environment(\.cardSpacing, 30).id("set")
            SpacedCard().id("default")
        }.environment(\.cardSpacing, 50).id("both"), in: .unspecified)
        #expect(both["set"]?.height == 110)
        #expect(both["default"]?.height == 130)
        #expect(both["both"]?.height == 240)
    }
}
