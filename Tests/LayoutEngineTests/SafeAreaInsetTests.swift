// safeAreaInset(edge:alignment:spacing:content:) (SafeAreaInset.swift) [RE OpenSwiftUI
// `InsetViewLayout` (audited complete): the primary is asked its minimum along the edge's axis, the
// content proposed what the spacing and that minimum leave, the primary what the content and the
// spacing leave; placed, the primary against the opposite edge and centred across, the content
// against the edge with its alignment guide on the primary's; nil spacing is the default spacing
// between the two (8 here); DOC: "with its safe area increased by the same amount"].
import LayoutEngine
import Testing

@Suite("safeAreaInset")
struct SafeAreaInsetTests {
    static let screen = ProposedViewSize(width: 390, height: 763)

    @Test("a bottom bar: the view is 390 × 705 above it, the default spacing 8 between, the bar at y 713")
    func bottomBar() throws {
        let tree = ViewNode.color("list").id("list")
            .safeAreaInset(edge: .bottom) { ViewNode.color("bar").frame(height: 50).id("bar") }.id("inset")
        let result = Engine().layout(tree, in: Self.screen)
        // Minimum of the Color under 390 × 0: 0; the bar is proposed 390 × (763 − 8 − 0) and takes
        // 50; the Color is proposed 763 − (50 + 8) = 705.
        #expect(frame(result, "inset") == Rect(x: 0, y: 0, width: 390, height: 763))
        #expect(frame(result, "list") == Rect(x: 0, y: 0, width: 390, height: 705))
        #expect(frame(result, "bar") == Rect(x: 0, y: 713, width: 390, height: 50))
        let reasons = result.calls.filter { !$0.cached && $0.phase == .sizing }.map { $0.reason }
        #expect(reasons.contains(ProposalReason(.insetMinimum, 1)))
        #expect(reasons.contains(ProposalReason(.insetContent, 8, 0, 1)))
        #expect(reasons.contains(ProposalReason(.insetPrimary, 50, 8, 1)))
    }

    /// An inset whose content lays out as nothing (`.safeAreaInset(edge: .top) { if showsSettings {
    /// … } }` while it is false) stopped the layout (its second subview was read); it is no inset:
    /// the view takes the whole screen, with no spacing.
    @Test("an inset of nothing leaves the view the whole proposal")
    func emptyInset() throws {
        let tree = ViewNode.color("list").id("list").safeAreaInset(edge: .top, views: [ViewNode(.emptyView)]).id("inset")
        let result = Engine().layout(tree, in: Self.screen)
        #expect(frame(result, "inset") == Rect(x: 0, y: 0, width: 390, height: 763))
        #expect(frame(result, "list") == Rect(x: 0, y: 0, width: 390, height: 763))
    }

    @Test("the content is sized first: it takes all but the view's minimum (100), the view what is left")
    func contentFirst() throws {
        let tree = ViewNode.color("a").frame(minHeight: 100).id("a")
            .safeAreaInset(edge: .top, spacing: 10) { ViewNode.color("b").id("b") }
        let result = Engine().layout(tree, in: ProposedViewSize(width: 300, height: 600))
        // b: 600 − 10 − 100 = 490; a: 600 − (490 + 10) = 100, against the bottom edge.
        #expect(frame(result, "b") == Rect(x: 0, y: 0, width: 300, height: 490))
        #expect(frame(result, "a") == Rect(x: 0, y: 500, width: 300, height: 100))
        // A VStack would have split the 590 between them instead (295 each, a at least 100).
        let stack = Engine().layout(ViewNode.vstack(spacing: 10) {
            ViewNode.color("b").id("b")
            ViewNode.color("a").frame(minHeight: 100).id("a")
        }, in: ProposedViewSize(width: 300, height: 600))
        #expect(frame(stack, "b") == Rect(x: 0, y: 0, width: 300, height: 295))
    }

    @Test("a leading inset aligned .top: 20 × 10 at (88, 80) beside the 100 × 40 view at (112, 80)")
    func leadingAligned() {
        let tree = ViewNode.color("p").frame(width: 100, height: 40).id("p")
            .safeAreaInset(edge: .leading, alignment: Alignment(horizontal: .center, vertical: .top), spacing: 4) {
                ViewNode.color("s").frame(width: 20, height: 10).id("s")
            }.id("inset")
        let result = Engine().layout(tree, in: ProposedViewSize(width: 300, height: 200))
        // 20 + 4 + 100 = 124 wide, 40 high, centred in 300 × 200 at (88, 80).
        #expect(frame(result, "inset") == Rect(x: 88, y: 80, width: 124, height: 40))
        #expect(frame(result, "p") == Rect(x: 112, y: 80, width: 100, height: 40))
        #expect(frame(result, "s") == Rect(x: 88, y: 80, width: 20, height: 10))
    }

    @Test("with no height proposed (in a ScrollView) both are asked their own: 390 × 138")
    func unspecified() {
        let tree = ViewNode.scrollView {
            ViewNode.color("c").frame(height: 100).id("c")
                .safeAreaInset(edge: .bottom) { ViewNode.color("b").frame(height: 30).id("b") }.id("inset")
        }
        let result = Engine().layout(tree, in: Self.screen)
        #expect(frame(result, "inset") == Rect(x: 0, y: 0, width: 390, height: 138))
        #expect(frame(result, "c") == Rect(x: 0, y: 0, width: 390, height: 100))
        #expect(frame(result, "b") == Rect(x: 0, y: 108, width: 390, height: 30))
    }

    @Test("the inset is beyond the view's safe area: a view ignoring it fills the screen under the bar")
    func underTheInset() {
        let portrait = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        let tree = ViewNode.color("list").id("list").ignoresSafeArea()
            .safeAreaInset(edge: .bottom, spacing: 0) { ViewNode.color("bar").frame(height: 50).id("bar") }
        let result = Engine().layout(tree, in: Self.screen, safeArea: portrait)
        // Grown 47 up to the screen's top, and 50 under the bar plus 34 to the screen's bottom.
        #expect(frame(result, "list") == Rect(x: 0, y: -47, width: 390, height: 844))
        #expect(frame(result, "bar") == Rect(x: 0, y: 713, width: 390, height: 50))
        // Without `.ignoresSafeArea()` the view stays above the bar.
        let plain = Engine().layout(ViewNode.color("list").id("list")
            .safeAreaInset(edge: .bottom, spacing: 0) { ViewNode.color("bar").frame(height: 50) }, in: Self.screen, safeArea: portrait)
        #expect(frame(plain, "list") == Rect(x: 0, y: 0, width: 390, height: 713))
        // A trailing inset in landscape: the view grows 60 under it and 47 on to the screen's edge.
        let landscape = EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47)
        let side = Engine().layout(ViewNode.color("map").id("map").ignoresSafeArea(edges: .trailing)
            .safeAreaInset(edge: .trailing, spacing: 0) { ViewNode.color("panel").frame(width: 60).id("panel") },
            in: ProposedViewSize(width: 750, height: 369), safeArea: landscape)
        #expect(frame(side, "map") == Rect(x: 0, y: 0, width: 797, height: 369))
        #expect(frame(side, "panel") == Rect(x: 690, y: 0, width: 60, height: 369))
    }
}
