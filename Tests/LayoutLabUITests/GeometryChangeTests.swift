// `.onGeometryChange(for:of:action:)`: the action runs after layout with the value read from the
// view's placed geometry, the first time and whenever the value changes [DOC View.onGeometryChange:
// "Adds an action to be performed when a value, created from a geometry proxy, changes"; the first
// value is delivered on iOS too: skip-tools/skip-ui#364, "invokes its side effect once on first
// load on iOS SwiftUI", the old value then being the new one]. @State the action sets has the views
// built and laid out again (the update loop of `LayoutLab.Tree.layout`, at most 8 passes). Body
// text as in the rest of the suite: "Seventeen" 80.67 × 20.33, "One" 31.67 × 20.33.
import LayoutLabUI
import Testing

/// Counts and keeps what the actions were given (a reference the view values share).
private final class Deliveries {
    var values: [CGFloat] = []
    var pairs: [[CGFloat]] = []
}

/// A bar as wide as the label above it, measured with `onGeometryChange`.
private struct MeasuredBar: View {
    let deliveries: Deliveries
    @State private var width: CGFloat = 0

    var body: some View {
        VStack(spacing: 0) {
            Text("Seventeen")
                .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0; deliveries.values.append($0) }
                .id("label")
            Color.red.frame(width: width, height: 4).id("bar")
        }
    }
}

/// A square that moves right once it has seen where it is, reporting its screen x as old and new.
private struct Shifting: View {
    let deliveries: Deliveries
    @State private var shift: CGFloat = 0

    var body: some View {
        HStack(spacing: 0) {
            Color.clear.frame(width: shift, height: 10)
            Color.blue.frame(width: 50, height: 10)
                .onGeometryChange(for: CGFloat.self) { $0.frame(in: .global).minX } action: { old, new in
                    deliveries.pairs.append([old, new])
                    if shift == 0 { shift = 20 }
                }
                .id("square")
        }
    }
}

/// A bar as wide as the label's distance from the top of a named coordinate space.
private struct Offset: View {
    @State private var top: CGFloat = 0

    var body: some View {
        VStack(spacing: 0) {
            Color.clear.frame(width: 10, height: 100)
            Text("One").onGeometryChange(for: CGFloat.self) { $0.frame(in: .named("list")).minY } action: { top = $0 }
            Color.red.frame(width: top, height: 4).id("bar")
        }
        .coordinateSpace(name: "list")
    }
}

/// A bar that grows by one point every time it sees its width: it never settles.
private struct Growing: View {
    @State private var width: CGFloat = 0

    var body: some View {
        Color.blue.frame(width: width, height: 20)
            .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 + 1 }
            .id("bar")
    }
}

@Suite("onGeometryChange")
struct GeometryChangeTests {
    // Pass 1: the bar is 0 wide; the label's width, 80.67, is delivered and stored. Pass 2: the bar
    // is 80.67 wide, the label's width is unchanged, nothing is delivered: 2 passes, 1 delivery.
    // VStack 80.67 × (20.33 + 4) centred in 390 × 300: x = (390 − 80.67) / 2 = 154.67,
    // y = (300 − 24.33) / 2 = 137.83; the bar below the label at 137.83 + 20.33 = 158.17.
    @Test("a view measured with onGeometryChange sizes another, laid out again")
    func measuredWidth() {
        let deliveries = Deliveries()
        let result = LayoutLab.layout(MeasuredBar(deliveries: deliveries), in: ProposedViewSize(width: 390, height: 300))
        #expect(result.passes == 2)
        #expect(deliveries.values.map { ($0 * 100).rounded() / 100 } == [80.67])
        expectFrame(result, "label", CGRect(x: 154.67, y: 137.83, width: 80.67, height: 20.33))
        expectFrame(result, "bar", CGRect(x: 154.67, y: 158.17, width: 80.67, height: 4))
    }

    // Pass 1: the HStack is the 50-wide square alone, centred in 390: x = 170; delivered as
    // (170, 170), and the spacer becomes 20 wide. Pass 2: the HStack is 70 wide at x = 160, the
    // square at 180: delivered as (170, 180), which changes no @State: the loop stops, 2 passes.
    @Test("the two-value action gets the first value twice, then the old and the new")
    func oldAndNew() {
        let deliveries = Deliveries()
        let result = LayoutLab.layout(Shifting(deliveries: deliveries), in: ProposedViewSize(width: 390, height: 100))
        #expect(result.passes == 2)
        #expect(deliveries.pairs == [[170, 170], [170, 180]])
        expectFrame(result, "square", CGRect(x: 180, y: 45, width: 50, height: 10))
    }

    // The label's frame in the VStack's named space starts below the 100-point spacer: its minY is
    // 100, so the bar is 100 wide [the proxy's `.named` frame, as a GeometryReader's].
    @Test("the proxy sees the named coordinate spaces around the view")
    func namedSpace() {
        let result = LayoutLab.layout(Offset(), in: ProposedViewSize(width: 390, height: 300))
        #expect(result.passes == 2)
        expectFrame(result, "bar", CGSize(width: 100, height: 4))
    }

    // Each pass delivers a width one point larger than the last: the loop stops after 8 passes
    // with the bar of the eighth, 7 wide (as a preference that never settles: PreferenceTests).
    @Test("a value that never settles stops after 8 passes")
    func neverSettles() {
        let result = LayoutLab.layout(Growing(), in: ProposedViewSize(width: 100, height: 20))
        #expect(result.passes == 8)
        expectFrame(result, "bar", CGSize(width: 7, height: 20))
    }
}

/// A bar 100 wide once the red band below it has been seen in its scroll view (10 before).
private struct SeenBand: View {
    var gap: CGFloat
    var threshold = 0.5
    var scrolls = true
    @State private var seen = false

    var body: some View {
        if scrolls { ScrollView { content } } else { content }
    }

    private var content: some View {
        VStack(spacing: 0) {
            Color.blue.frame(width: seen ? 100 : 10, height: 10).id("bar")
            Color.gray.frame(height: gap)
            Color.red.frame(height: 100).onScrollVisibilityChange(threshold: threshold) { seen = $0 }
        }
    }
}

@Suite("onScrollVisibilityChange")
struct ScrollVisibilityTests {
    // The scroll view is the 390 × 300 proposal and shows its content from the top: the band at
    // y 10–110 is wholly visible, so true is delivered after the first pass and the bar is 100
    // wide in the second [DOC onScrollVisibilityChange(threshold:_:): the action is called "when
    // the view has crossed more than 50% on-screen"; the view starts off screen].
    @Test("a view within sight is delivered true after its first layout")
    func withinSight() {
        let result = LayoutLab.layout(SeenBand(gap: 0), in: ProposedViewSize(width: 390, height: 300))
        #expect(result.passes == 2)
        expectFrame(result, "bar", CGSize(width: 100, height: 10))
    }

    // The band starts at y 10 + 240 = 250: 50 of its 100 points lie within the 300-high scroll
    // view, half its area: seen with the threshold 0.5, not with 0.6 (nothing is delivered: it
    // started out of sight, and one pass is laid out).
    @Test("the threshold is the share of the view's area within the scroll view")
    func threshold() {
        let half = LayoutLab.layout(SeenBand(gap: 240, threshold: 0.5), in: ProposedViewSize(width: 390, height: 300))
        #expect(half.passes == 2)
        expectFrame(half, "bar", CGSize(width: 100, height: 10))
        let more = LayoutLab.layout(SeenBand(gap: 240, threshold: 0.6), in: ProposedViewSize(width: 390, height: 300))
        #expect(more.passes == 1)
        expectFrame(more, "bar", CGSize(width: 10, height: 10))
    }

    // Below the fold (y 1010) and outside any scroll view, the action never runs.
    @Test("a view out of sight, or in no scroll view, is not delivered")
    func outOfSight() {
        let below = LayoutLab.layout(SeenBand(gap: 1000), in: ProposedViewSize(width: 390, height: 300))
        expectFrame(below, "bar", CGSize(width: 10, height: 10))
        let plain = LayoutLab.layout(SeenBand(gap: 0, scrolls: false), in: ProposedViewSize(width: 390, height: 300))
        #expect(plain.passes == 1)
        expectFrame(plain, "bar", CGSize(width: 10, height: 10))
    }
}
