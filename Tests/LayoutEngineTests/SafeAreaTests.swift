// ignoresSafeArea (SafeArea.swift) [RE OpenSwiftUI `_SafeAreaIgnoringLayout`: sizing unchanged,
// placement proposes the proposal grown by the insets and moves the child out by the top and
// leading ones; DOC `ignoresSafeArea(_:edges:)`]. Safe area: an iPhone 14 preview's, 47 above and
// 34 below the 390 × 763 proposed (landscape: 47 on each side, 21 below the 750 × 369).
import LayoutEngine
import Testing

@Suite("Safe area")
struct SafeAreaTests {
    static let portrait = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
    static let screen = ProposedViewSize(width: 390, height: 763)

    func layOut(_ tree: ViewNode, _ proposal: ProposedViewSize = screen, safeArea: EdgeInsets = portrait) -> LayoutResult {
        Engine().layout(tree, in: proposal, safeArea: safeArea)
    }

    @Test("a Color that ignores the safe area fills the screen: 390 × 844 at (0, −47); the modifier keeps 390 × 763")
    func fillsTheScreen() throws {
        let result = layOut(ViewNode.color("bg").id("bg").ignoresSafeArea().id("ignoring"))
        #expect(frame(result, "bg") == Rect(x: 0, y: -47, width: 390, height: 844))
        #expect(frame(result, "ignoring") == Rect(x: 0, y: 0, width: 390, height: 763))
        // The Color is asked again while placed, for the grown size, with the growth as the reason.
        let grown = try #require(result.calls.last)
        #expect(grown.phase == .placement && grown.proposal == ProposedViewSize(width: 390, height: 844))
        #expect(grown.reason == ProposalReason(.safeAreaIgnoring, 47, 0, 34, 0))
        #expect(!grown.cached)
        // Without a safe area (an `Experiment(...)`), nothing grows: the Color is placed with the
        // proposal it was sized with (a call answered from the memo, as for any neutral modifier).
        let plain = Engine().layout(ViewNode.color("bg").id("bg").ignoresSafeArea(), in: Self.screen)
        #expect(frame(plain, "bg") == Rect(x: 0, y: 0, width: 390, height: 763))
        #expect(plain.calls.last?.cached == true && plain.calls.last?.reason == ProposalReason(.neutral))
    }

    @Test("only the edges named grow: .top makes 390 × 810 at (0, −47); landscape grows sideways")
    func edges() {
        let top = layOut(ViewNode.color("bg").id("bg").ignoresSafeArea(edges: .top))
        #expect(frame(top, "bg") == Rect(x: 0, y: -47, width: 390, height: 810))
        let bottom = layOut(ViewNode.color("bg").id("bg").ignoresSafeArea(edges: .bottom))
        #expect(frame(bottom, "bg") == Rect(x: 0, y: 0, width: 390, height: 797))
        let landscape = layOut(ViewNode.color("bg").id("bg").ignoresSafeArea(), ProposedViewSize(width: 750, height: 369),
                               safeArea: EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47))
        #expect(frame(landscape, "bg") == Rect(x: -47, y: 0, width: 844, height: 390))
    }

    @Test("a view grows only on the edges it reaches: a centred 100 × 100 and a padded Color stay put")
    func touchingOnly() {
        let centred = layOut(ViewNode.color("c").frame(width: 100, height: 100).id("box").ignoresSafeArea())
        #expect(frame(centred, "box") == Rect(x: 145, y: 331.5, width: 100, height: 100))
        let padded = layOut(ViewNode.color("c").id("c").ignoresSafeArea().padding(16))
        #expect(frame(padded, "c") == Rect(x: 16, y: 16, width: 358, height: 731))
        // A bar at the bottom of a VStack reaches the bottom edge only: it grows 34 down.
        let bar = layOut(ViewNode.vstack(spacing: 0) {
            ViewNode.color("content").id("content")
            ViewNode.color("bar").frame(height: 60).id("barFrame").ignoresSafeArea(edges: .all)
        })
        #expect(frame(bar, "content") == Rect(x: 0, y: 0, width: 390, height: 703))
        // The fixed frame stays 60 high (it answers 60 to the grown 390 × 94), at the grown region's top.
        #expect(frame(bar, "barFrame") == Rect(x: 0, y: 703, width: 390, height: 60))
    }

    @Test("with an alignment the content is aligned in the grown area: a 60-high bar at the bottom of 94 is at 737")
    func aligned() {
        func bar(_ alignment: Alignment?) -> Rect {
            frame(layOut(ViewNode.vstack(spacing: 0) {
                ViewNode.color("content")
                ViewNode.color("bar").frame(height: 60).id("bar").ignoresSafeArea(edges: .bottom, alignment: alignment)
            }), "bar")
        }
        // The grown area is 390 × 94 from 703 (60 + the 34 of the home indicator).
        #expect(bar(nil) == Rect(x: 0, y: 703, width: 390, height: 60))
        #expect(bar(.top) == Rect(x: 0, y: 703, width: 390, height: 60))
        #expect(bar(.bottom) == Rect(x: 0, y: 737, width: 390, height: 60))
        #expect(bar(.center) == Rect(x: 0, y: 720, width: 390, height: 60))
    }

    @Test("content that ignores the bottom edge lays out in the grown area: a Text sits on the screen's bottom")
    func contentGrows() {
        let result = layOut(ViewNode.vstack(spacing: 0) { ViewNode.spacer(); ViewNode.text("bottom").id("t") }
            .ignoresSafeArea(edges: .bottom))
        // 763 + 34 = 797 high: the Text (20.33 high) ends at 797.
        #expect(frame(result, "t").maxY == 797)
        #expect(abs(frame(result, "t").minY - 776.6666666666666) < 1e-9)
    }

    @Test("a background behind a ZStack's content fills the screen; the ZStack keeps the safe area")
    func zstackBackground() {
        let result = layOut(ViewNode.zstack {
            ViewNode.color("bg").id("bg").ignoresSafeArea()
            ViewNode.text("Welcome").id("t")
        }.id("z"))
        #expect(frame(result, "z") == Rect(x: 0, y: 0, width: 390, height: 763))
        #expect(frame(result, "bg") == Rect(x: 0, y: -47, width: 390, height: 844))
        // Nested: a view already on the screen's edges has nothing more to grow into.
        let nested = layOut(ViewNode.color("bg").id("bg").ignoresSafeArea().ignoresSafeArea())
        #expect(frame(nested, "bg") == Rect(x: 0, y: -47, width: 390, height: 844))
        #expect(ViewNode.color("c").ignoresSafeArea().padding().dependsOnSafeArea)
        #expect(ViewNode.geometryReader { ViewNode.color("c") }.padding().dependsOnSafeArea)
        #expect(!ViewNode.color("c").padding().dependsOnSafeArea)
    }

    /// The scroll view takes the safe area as insets of its content [EMP swiftuifieldguide "Scroll
    /// View": "it insets its content"]: inside it, nothing grows into the unsafe area along its axis.
    /// A 683-high scroll view above an 80-high bar: its row at 713–763 of the content (scrolled out
    /// of view, but ending where the safe area does) keeps its 50 (was: 84, grown under the bar).
    /// A `NavigationStack`'s and a `TabView`'s bars are beyond the safe area of the views beside
    /// them (DOC `safeAreaInsets`: "unobscured by bars"): a background flush with a bar grows under
    /// it and, as the bars reach the safe area's edges, on to the screen's: 390 × 844 at (0, −47)
    /// between a 96-point large-title bar and a 49-point tab bar. A padded background touches
    /// neither bar, and stays; a bar in the middle of the stack grows nothing on the far side.
    @Test("a background beside a navigation or tab bar grows under it to the screen's edge")
    func underBars() {
        func bar(_ element: ChromeElement) -> ViewNode { ViewNode(.chrome(element), children: [ViewNode.color("bar")]) }
        let both = layOut(ViewNode(.vstack(alignment: .center, spacing: 0), children: [
            bar(.largeTitleNavigationBar), ViewNode.color("bg").id("bg").ignoresSafeArea().id("ignoring"), bar(.tabBar),
        ]))
        // The background's own place: 96 down, 763 − 96 − 49 = 618 high.
        #expect(frame(both, "ignoring") == Rect(x: 0, y: 96, width: 390, height: 618))
        #expect(frame(both, "bg") == Rect(x: 0, y: -47, width: 390, height: 844))
        let padded = layOut(ViewNode(.vstack(alignment: .center, spacing: 0), children: [
            bar(.navigationBar), ViewNode.color("bg").id("bg").ignoresSafeArea().padding(10), bar(.tabBar),
        ]))
        #expect(frame(padded, "bg") == Rect(x: 10, y: 54, width: 370, height: 650))
        // Without a device's safe area, a background grows under the bar only: to y 0.
        let plain = Engine().layout(ViewNode(.vstack(alignment: .center, spacing: 0), children: [
            bar(.navigationBar), ViewNode.color("bg").id("bg").ignoresSafeArea(),
        ]), in: Self.screen)
        #expect(frame(plain, "bg") == Rect(x: 0, y: 0, width: 390, height: 763))
        // A bar below the screen's top (a 100-point view above it) is grown under, not past.
        let lower = layOut(ViewNode(.vstack(alignment: .center, spacing: 0), children: [
            ViewNode.color("top").frame(height: 100), bar(.navigationBar), ViewNode.color("bg").id("bg").ignoresSafeArea(edges: .top),
        ]))
        #expect(frame(lower, "bg") == Rect(x: 0, y: 100, width: 390, height: 663))
    }

    @Test("inside a ScrollView nothing grows into the unsafe area along its axis: a row ending at 763 keeps its height")
    func scrollContent() {
        let result = layOut(ViewNode.vstack(spacing: 0) {
            ViewNode.scrollView {
                ViewNode.vstack(spacing: 0) {
                    ViewNode.color("clear").frame(height: 713)
                    ViewNode.color("row").id("row").ignoresSafeArea().frame(height: 50)
                    ViewNode.color("clear").frame(height: 300)
                }
            }.id("scroll")
            ViewNode.color("bar").frame(height: 80)
        })
        #expect(frame(result, "scroll") == Rect(x: 0, y: 0, width: 390, height: 683))
        #expect(frame(result, "row") == Rect(x: 0, y: 713, width: 390, height: 50))
        // At the top too: a scroll view filling the screen's safe area; its first row stays below
        // the status bar.
        let top = layOut(ViewNode.scrollView {
            ViewNode.color("row").id("first").ignoresSafeArea().frame(height: 50)
        })
        #expect(frame(top, "first") == Rect(x: 0, y: 0, width: 390, height: 50))
        // Across the axis it still grows: a vertical scroll view in landscape, its row reaching
        // both sides, grows 47 into each.
        let landscape = layOut(ViewNode.scrollView {
            ViewNode.color("row").id("row").ignoresSafeArea().frame(height: 50)
        }, ProposedViewSize(width: 750, height: 369), safeArea: EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47))
        #expect(frame(landscape, "row") == Rect(x: -47, y: 0, width: 844, height: 50))
    }
}
