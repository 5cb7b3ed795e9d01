// Preferences and @State written from them: the update loop of `LayoutLab.Tree.layout` (lay out,
// deliver `onPreferenceChange`, build again while @State changes, at most 8 passes). Text sizes
// come from the engine's text metrics (body 17 pt: "One" 31.67, "Three" 44.67, "Seventeen" 80.67
// wide, 20.33 high — the numbers the rest of the suite uses for body text).
import LayoutLabUI
import Testing

private struct MaxWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// The equal-width column of layout articles: each label reports its width through a background
/// GeometryReader, the largest is stored in @State, and every label gets a frame that wide.
private struct EqualWidths: View {
    @State private var width: CGFloat?

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(["One", "Three", "Seventeen"], id: \.self) { label in
                Text(label)
                    .background(GeometryReader { proxy in
                        Color.clear.preference(key: MaxWidthKey.self, value: proxy.size.width)
                    })
                    .frame(width: width, alignment: .leading)
                    .id(label)
            }
        }
        .onPreferenceChange(MaxWidthKey.self) { width = $0 }
    }
}

private struct BoundsKey: PreferenceKey {
    static let defaultValue: [Anchor<CGRect>] = []
    static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) { value += nextValue() }
}

private struct CountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// A view whose preference depends on the @State it sets: it never settles.
private struct Restless: View {
    @State private var count = 0

    var body: some View {
        Color.blue.frame(width: CGFloat(count)).preference(key: CountKey.self, value: count).id("bar")
            .onPreferenceChange(CountKey.self) { count = $0 + 1 }
    }
}

/// A key of an optional value that leaves its default out (SpeziViews' `DynamicLayout` key): nil.
private struct WidestKey: PreferenceKey {
    static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) { value = max(value ?? 0, nextValue() ?? 0) }
}

/// Reads `WidestKey` from its content and shows the width as a frame (10 when none is set).
private struct Widest: View {
    var sets: Bool
    @State private var width: CGFloat?
    var body: some View {
        Color.red.frame(width: 40, height: 10).preference(key: WidestKey.self, value: sets ? 40 : nil)
            .onPreferenceChange(WidestKey.self) { width = $0 }
            .overlay { Color.blue.frame(width: width ?? 10, height: 10).id("shown") }
    }
}

@Suite("Preferences")
struct PreferenceTests {
    /// A key whose value is optional needs no `defaultValue`: it is nil [DOC PreferenceKey:
    /// `defaultValue` has a default implementation when `Value` is `ExpressibleByNilLiteral`].
    @Test("a preference key of an optional value defaults to nil")
    func optionalDefault() {
        #expect(WidestKey.defaultValue == nil)
        #expect(LayoutLab.layout(Widest(sets: true), in: .unspecified)["shown"]?.width == 40)
        #expect(LayoutLab.layout(Widest(sets: false), in: .unspecified)["shown"]?.width == 10)
    }

    // Pass 1: no width yet, each label its own width; the max, 80.67, goes to @State. Pass 2: every
    // frame is 80.67 wide; the max is unchanged, nothing is delivered, the loop stops: 2 passes.
    // VStack: 3 × 20.33 = 61 high (nil spacing between Texts is their leading, 0: TextSpacing.swift;
    // a frame that fixes only the width keeps the Text's edges), centred in 390 × 300:
    // x = (390 − 80.67) / 2 = 154.67, y = (300 − 61) / 2 = 119.5, rows 20.33 apart.
    @Test("equal widths: labels measured, the max stored in @State, laid out again")
    func equalWidths() {
        let result = LayoutLab.layout(EqualWidths(), in: ProposedViewSize(width: 390, height: 300))
        #expect(result.passes == 2)
        expectFrame(result, "One", CGRect(x: 154.67, y: 119.5, width: 80.67, height: 20.33))
        expectFrame(result, "Three", CGRect(x: 154.67, y: 139.83, width: 80.67, height: 20.33))
        expectFrame(result, "Seventeen", CGRect(x: 154.67, y: 160.17, width: 80.67, height: 20.33))
        // Each layout starts again from the initial @State: a second proposal gives the same frames.
        let again = LayoutLab.tree(of: EqualWidths()).layout(in: ProposedViewSize(width: 390, height: 300))
        #expect(again.passes == 2 && again["One"] == result["One"])
    }

    // HStack(spacing: 10) of two 50 × 50 squares in 300 × 100: 110 × 50 at (95, 25); the green one
    // at (155, 25). The overlay's reader is the HStack's 110 × 50 at (95, 25), so proxy[anchor] is
    // (60, 0, 50, 50) and the highlight, padded by that origin, lands on the green square. Pass 1
    // builds the overlay with no anchors; pass 2 with the anchor pass 1 saw: 2 passes.
    @Test("overlayPreferenceValue with an anchor preference highlights a view")
    func anchorOverlay() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 300, height: 100)) {
            HStack(spacing: 10) {
                Color.blue.frame(width: 50, height: 50)
                Color.green.frame(width: 50, height: 50)
                    .anchorPreference(key: BoundsKey.self, value: .bounds) { [$0] }
                    .id("green")
            }
            .overlayPreferenceValue(BoundsKey.self) { anchors in
                GeometryReader { proxy in
                    if let anchor = anchors.first {
                        Color.red
                            .frame(width: proxy[anchor].width, height: proxy[anchor].height)
                            .id("highlight")
                            .padding(.leading, proxy[anchor].minX)
                            .padding(.top, proxy[anchor].minY)
                    }
                }
            }
        }
        #expect(result.passes == 2)
        expectFrame(result, "green", CGRect(x: 155, y: 25, width: 50, height: 50))
        expectFrame(result, "highlight", CGRect(x: 155, y: 25, width: 50, height: 50))
    }

    // backgroundPreferenceValue with a constant preference: the background is built from the value
    // (3 × 10 = 30 wide) behind the 100 × 20 frame, centred: x = (100 − 30) / 2 = 35.
    @Test("backgroundPreferenceValue with .preference(key:value:)")
    func backgroundValue() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 100, height: 20)) {
            Color.blue.preference(key: CountKey.self, value: 3)
                .backgroundPreferenceValue(CountKey.self) { count in
                    Color.red.frame(width: CGFloat(count) * 10, height: 20).id("back")
                }
        }
        #expect(result.passes == 2)
        expectFrame(result, "back", CGRect(x: 35, y: 0, width: 30, height: 20))
    }

    // Each pass delivers count, the action stores count + 1, so the value changes every pass: the
    // loop stops at its limit, 8 passes. The count seen by the 8th pass's build is 7 (pass n builds
    // with n − 1), so the bar is 7 wide.
    @Test("the update loop stops after 8 passes")
    func passLimit() {
        let result = LayoutLab.layout(Restless(), in: ProposedViewSize(width: 100, height: 20))
        #expect(result.passes == 8)
        expectFrame(result, "bar", CGSize(width: 7, height: 20))
    }

    // Without preferences nothing changes: one pass, the plain engine layout.
    @Test("views without preferences are laid out once")
    func onePass() {
        let tree = LayoutLab.tree(of: Color.blue.frame(width: 10).id("blue"))
        #expect(!tree.usesPreferences)
        #expect(tree.layout(in: ProposedViewSize(width: 100, height: 20)).passes == 1)
    }

    // The example of stackoverflow.com/questions/79484472: two siblings set 2 and 3, the key's
    // reduce adds, so the overlay sees 5 (its answer: 'the overlay shows "5"'); here as a bar
    // 5 × 10 = 50 wide, centred in the 100 × 100 VStack: x = 25, y = (100 − 10) / 2 = 45.
    // transformPreference then multiplies the combined 5 by 10: the bar is 500 wide (a fixed frame
    // overflows its proposal), centred in the 100-wide overlay: x = (100 − 500) / 2 = −200.
    @Test("sibling values are reduced in view order; transformPreference changes the combined value")
    func reduceAndTransform() {
        func bars(transform: Bool) -> LayoutLab.Result {
            LayoutLab.layout(in: ProposedViewSize(width: 100, height: 100)) {
                VStack(spacing: 0) {
                    Color.red.preference(key: CountKey.self, value: 2)
                    Color.green.preference(key: CountKey.self, value: 3)
                }
                .transformPreference(CountKey.self) { if transform { $0 *= 10 } }
                .overlayPreferenceValue(CountKey.self) { sum in
                    Color.blue.frame(width: CGFloat(sum) * 10, height: 10).id("bar")
                }
            }
        }
        expectFrame(bars(transform: false), "bar", CGRect(x: 25, y: 45, width: 50, height: 10))
        expectFrame(bars(transform: true), "bar", CGRect(x: -200, y: 45, width: 500, height: 10))
    }

    // A reader whose content observes a preference: the update loop is chosen when the tree is
    // built (from the probe), so every layout of it runs the loop. VStack(spacing: 0) in 100 × 100:
    // the fixed 10-high bar first, the reader gets 100 − 10 = 90, its preference is 90 − 83 = 7;
    // the observer's action writes the root's @State, the bar's width in pass 2; pass 2 sees 7
    // again and delivers nothing: 2 passes.
    @Test("preferences inside GeometryReader content made during layout")
    func insideReader() {
        let result = LayoutLab.layout(ReaderObserver(), in: ProposedViewSize(width: 100, height: 100))
        #expect(result.passes == 2)
        expectFrame(result, "bar", CGSize(width: 7, height: 10))
    }
}

private struct ReaderObserver: View {
    @State private var seen = 0

    var body: some View {
        VStack(spacing: 0) {
            Color.blue.frame(width: CGFloat(seen), height: 10).id("bar")
            GeometryReader { proxy in
                Color.clear.preference(key: CountKey.self, value: Int(proxy.size.height) - 83)
                    .onPreferenceChange(CountKey.self) { seen = $0 }
            }
        }
    }
}
