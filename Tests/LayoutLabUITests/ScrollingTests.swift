// The scroll-view API of iOS 17 that pasted views use. `safeAreaPadding` and `contentMargins` inset
// a scroll view's content while the scroll view keeps its frame [DOC safeAreaPadding(_:): "Adds the
// provided insets into the safe area of this view"; contentMargins(_:_:for:): margins "for the
// content" of scrollable views]; elsewhere `safeAreaPadding` pads like `padding`. Scroll targets,
// positions and bounce change scrolling only: the layout is the same without them.
import LayoutLabUI
import Testing

@Suite("Scrolling modifiers")
struct ScrollingTests {
    let phone = ProposedViewSize(width: 390, height: 200)

    func row() -> some View {
        ScrollView(.horizontal) {
            HStack(spacing: 10) {
                Color.red.frame(width: 100).id("first")
                Color.blue.frame(width: 100)
            }
        }
        .id("scroll")
    }

    // The content (210 wide) starts 16 in; the ScrollView still takes the whole 390 × 200.
    @Test("safeAreaPadding on a scroll view insets its content, not its frame")
    func safeAreaPaddingOnScrollView() {
        let result = LayoutLab.layout(row().safeAreaPadding(.horizontal, 16), in: phone)
        expectFrame(result, "scroll", CGRect(x: 0, y: 0, width: 390, height: 200))
        expectFrame(result, "first", CGRect(x: 16, y: 0, width: 100, height: 200))
    }

    // A scroll view stacks several views along its axis [DOC ScrollView: its content is laid out
    // in a stack]; a Group's views are several views (a Group is transparent to its container), so
    // they stack too: 100 high at y 0, then 8 points of spacing between two colours, 50 at y 108,
    // across the whole 390 (the implicit VStack is as wide as the widest, proposed 390).
    @Test("a Group's views in a ScrollView are stacked, as views written one after another are")
    func groupInScrollView() {
        let proposal = ProposedViewSize(width: 390, height: 763)
        let grouped = LayoutLab.layout(ScrollView {
            Group { Color.red.frame(height: 100).id("a"); Color.blue.frame(height: 50).id("b") }
        }, in: proposal)
        expectFrame(grouped, "a", CGRect(x: 0, y: 0, width: 390, height: 100))
        expectFrame(grouped, "b", CGRect(x: 0, y: 108, width: 390, height: 50))
        let written = LayoutLab.layout(ScrollView { Color.red.frame(height: 100).id("a"); Color.blue.frame(height: 50).id("b") }, in: proposal)
        #expect(grouped.frames == written.frames)
        // One view in a Group, or one beside an EmptyView, is the scroll view's only view, as before.
        let single = LayoutLab.tree(of: ScrollView { Group { Color.red } }).root
        #expect(single.children.first?.kind == .group)
    }

    // Text("Hello world") is 85.33 × 20.33 (seed 002); 10 on each side makes 105.33 × 40.33.
    @Test("safeAreaPadding elsewhere pads like padding")
    func safeAreaPaddingElsewhere() {
        let padded = LayoutLab.layout(Text("Hello world").id("t").safeAreaPadding(10).id("outer"), in: phone)
        expectFrame(padded, "outer", CGRect(x: 142.33, y: 79.83, width: 105.33, height: 40.33))
        expectFrame(padded, "t", CGRect(x: 152.33, y: 89.83, width: 85.33, height: 20.33))
        let defaulted = LayoutLab.layout(Text("Hello world").safeAreaPadding().id("outer"), in: phone)
        expectFrame(defaulted, "outer", CGRect(x: 136.33, y: 73.83, width: 117.33, height: 52.33))
    }

    // contentMargins reaches the scroll view inside the VStack; indicator margins move nothing.
    @Test("contentMargins insets the content of scroll views inside the view")
    func contentMargins() {
        let view = VStack { row() }
        let inset = LayoutLab.layout(view.contentMargins(.horizontal, 20, for: .scrollContent), in: phone)
        expectFrame(inset, "scroll", CGRect(x: 0, y: 0, width: 390, height: 200))
        expectFrame(inset, "first", CGRect(x: 20, y: 0, width: 100, height: 200))
        let indicators = LayoutLab.layout(view.contentMargins(.horizontal, 20, for: .scrollIndicators), in: phone)
        expectFrame(indicators, "first", CGRect(x: 0, y: 0, width: 100, height: 200))
    }

    @Test("scroll targets, positions and bounce leave the layout as it is")
    func scrollBehaviourIsNotLayout() {
        let plain = LayoutLab.layout(row(), in: phone)
        let styled = LayoutLab.layout(
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    Color.red.frame(width: 100).id("first")
                    Color.blue.frame(width: 100)
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .scrollPosition(id: .constant(Optional<Int>.none))
            .scrollClipDisabled()
            .scrollBounceBehavior(.basedOnSize)
            .id("scroll"),
            in: phone)
        #expect(styled["first"] == plain["first"] && styled["scroll"] == plain["scroll"])
        #expect(plain["first"] == CGRect(x: 0, y: 0, width: 100, height: 200))
    }
}
