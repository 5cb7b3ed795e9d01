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

/// A row that stacks its title over its value at the accessibility sizes (MustWatch's
/// `DynamicRow`): side by side otherwise.
private struct AdaptiveRow: View {
    @Environment(\.dynamicTypeSize) private var typeSize
    var body: some View {
        if typeSize.isAccessibilitySize {
            VStack(alignment: .leading, spacing: 0) { Text("Size").id("title"); Text("Large").id("value") }
        } else {
            HStack(spacing: 0) { Text("Size").id("title"); Text("Large").id("value") }
        }
    }
}

/// Two squares whose sides scale with Dynamic Type, with the body and the large title.
private struct ScaledSquares: View {
    @ScaledMetric private var side = 17.0
    @ScaledMetric(relativeTo: .largeTitle) private var large = 34.0
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: side, height: side).id("body")
            Color.blue.frame(width: large, height: large).id("large")
        }
    }
}

@Suite("Environment keys")
struct EnvironmentKeyTests {
    /// `@ScaledMetric` scales as its text style's font does [DOC `ScaledMetric`: "A dynamic property
    /// that scales a numeric value"; the HIG's sizes: body 17 → 28 at AX1, large title 34 → 44]:
    /// 17 relative to the body is 28 at AX1, 34 relative to the large title 44.
    @Test("@ScaledMetric scales with the Dynamic Type size around its view")
    func scaledMetric() {
        let large = LayoutLab.layout(ScaledSquares(), in: .unspecified)
        #expect(large["body"]?.size == CGSize(width: 17, height: 17) && large["large"]?.size == CGSize(width: 34, height: 34))
        let ax1 = LayoutLab.layout(ScaledSquares().dynamicTypeSize(.accessibility1), in: .unspecified)
        #expect(ax1["body"]?.size == CGSize(width: 28, height: 28) && ax1["large"]?.size == CGSize(width: 44, height: 44))
    }

    /// The Dynamic Type size set around a view is what its `@Environment` reads, and its text
    /// styles take that size's points [DOC HIG "Dynamic Type sizes": body 28 pt at AX1, 23 at
    /// xxxLarge]; a range keeps the size within it.
    @Test("the Dynamic Type size set around a view sizes its text and is what it reads")
    func dynamicTypeSize() {
        let line = { (size: CGFloat) in LayoutLab.layout(Text("Size").font(.system(size: size)).id("t"), in: .unspecified)["t"]! }
        let large = LayoutLab.layout(AdaptiveRow().id("row"), in: .unspecified)
        #expect(large["title"]?.size == line(17).size)
        #expect(large["value"]?.minY == 0)
        // AX1: stacked, each line 28 pt (33.67 high).
        let ax1 = LayoutLab.layout(AdaptiveRow().environment(\.dynamicTypeSize, .accessibility1).id("row"), in: .unspecified)
        #expect(ax1["title"]?.size == line(28).size)
        #expect(ax1["value"]?.minY == line(28).height)
        // The older name sets the same size; the modifier too.
        let category = LayoutLab.layout(AdaptiveRow().environment(\.sizeCategory, .accessibilityMedium).id("row"), in: .unspecified)
        #expect(category["title"]?.size == line(28).size)
        let modifier = LayoutLab.layout(AdaptiveRow().dynamicTypeSize(.xxxLarge).id("row"), in: .unspecified)
        #expect(modifier["title"]?.size == line(23).size && modifier["value"]?.minY == 0)
        // A range inside keeps AX1 down to xxxLarge: side by side at 23 pt.
        let capped = LayoutLab.layout(AdaptiveRow().dynamicTypeSize(...DynamicTypeSize.xxxLarge)
            .environment(\.dynamicTypeSize, .accessibility1).id("row"), in: .unspecified)
        #expect(capped["title"]?.size == line(23).size && capped["value"]?.minY == 0)
    }

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
