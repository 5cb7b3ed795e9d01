// A custom `Layout` that does not implement `explicitAlignment` answers its subviews' explicit
// guides merged, each where its `placeSubviews` puts it [DOC Layout.explicitAlignment: "If you don't
// implement the method, the protocol's default implementation merges the subviews' guides"], with the
// guide's own rule [RE OpenSwiftUI AlignmentID/VerticalAlignment `_combineExplicit`]: the mean for a
// custom guide, the least first and greatest last text baseline, nothing for the frame guides.
// Expected numbers are worked out in each test's comment.
import LayoutLabUI
import Testing

extension VerticalAlignment {
    /// Defaults to the bottom, as in Apple's "Aligning views across stacks".
    fileprivate enum IconRow: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.bottom] }
    }

    fileprivate static let iconRow = VerticalAlignment(IconRow.self)
}

/// A column as users write their first custom layout (Apple's `BasicVStack` shape): subviews top to
/// bottom at their ideal sizes, leading edges together, no spacing, and no `explicitAlignment`.
private struct Column: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

/// The same column answering the custom guide itself: 5 points from its top, whatever its subviews say.
private struct PinnedColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        Column().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        Column().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guide == .iconRow ? bounds.minY + 5 : nil
    }
}

@Suite("A custom Layout's default explicit alignment merges its subviews'")
struct LayoutDefaultAlignmentTests {
    // The column's second subview (40 high, placed at y 30) sets the guide at its centre, 20: the
    // column's explicit value is 30 + 20 = 50. The icon (20 × 20) has no explicit value: the default,
    // its bottom, 20. Lined up at 50: column top 0, icon top 30; the HStack is 20 + 8 + 50 = 78 wide
    // and max(50, 20) + max(0, 70 − 50) = 70 high. (Without the merge the column would align by its
    // default, its bottom at 70, and the icon would sit at 50.)
    @Test("a custom guide set inside the layout aligns the layout in its parent")
    func customGuideThroughLayout() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 78, height: 70)) {
            HStack(alignment: .iconRow) {
                Color.red.frame(width: 20, height: 20).id("icon")
                Column {
                    Color.gray.frame(width: 50, height: 30).id("title")
                    Color.blue.frame(width: 50, height: 40)
                        .alignmentGuide(.iconRow) { d in d[VerticalAlignment.center] }
                        .id("detail")
                }
                .id("column")
            }
            .id("row")
        }
        expectFrame(result, "row", CGRect(x: 0, y: 0, width: 78, height: 70))
        expectFrame(result, "icon", CGRect(x: 0, y: 30, width: 20, height: 20))
        expectFrame(result, "column", CGRect(x: 28, y: 0, width: 50, height: 70))
        expectFrame(result, "title", CGRect(x: 28, y: 0, width: 50, height: 30))
        expectFrame(result, "detail", CGRect(x: 28, y: 30, width: 50, height: 40))
    }

    // Both subviews set the guide: 10 (first, at y 0) and 20 (second, at y 30, so 50 in the column).
    // The column's value is their mean, 30; the icon's bottom (20) lines up with it: icon top 10.
    // Height: max(30, 20) + max(70 − 30, 0) = 70.
    @Test("two subviews setting a custom guide: the layout answers their mean")
    func meanOfSubviews() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 78, height: 70)) {
            HStack(alignment: .iconRow) {
                Color.red.frame(width: 20, height: 20).id("icon")
                Column {
                    Color.gray.frame(width: 50, height: 30).alignmentGuide(.iconRow) { _ in 10 }
                    Color.blue.frame(width: 50, height: 40).alignmentGuide(.iconRow) { _ in 20 }
                }
                .id("column")
            }
        }
        expectFrame(result, "icon", CGRect(x: 0, y: 10, width: 20, height: 20))
        expectFrame(result, "column", CGRect(x: 28, y: 0, width: 50, height: 70))
    }

    // A layout that implements `explicitAlignment` is asked, not merged: 5 from its top. The icon's
    // bottom (20) lines up with it: icon top 0, column top 15; height 15 + 70 = 85.
    @Test("a layout's own explicitAlignment wins over the merge")
    func ownAnswerWins() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 78, height: 85)) {
            HStack(alignment: .iconRow) {
                Color.red.frame(width: 20, height: 20).id("icon")
                PinnedColumn {
                    Color.gray.frame(width: 50, height: 30)
                    Color.blue.frame(width: 50, height: 40).alignmentGuide(.iconRow) { _ in 20 }
                }
                .id("column")
            }
        }
        expectFrame(result, "icon", CGRect(x: 0, y: 0, width: 20, height: 20))
        expectFrame(result, "column", CGRect(x: 28, y: 15, width: 50, height: 70))
    }

    // The frame guides combine nothing: the second subview's explicit bottom (its top, 0, at y 30)
    // does not pass through the column, which aligns by its own bottom (70). Bottoms together: icon
    // top 50. (Merged, the column's bottom would be 30 and the icon would sit at 10.)
    @Test("built-in frame guides set inside a layout do not pass through it")
    func frameGuidesStayInside() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 78, height: 70)) {
            HStack(alignment: .bottom) {
                Color.red.frame(width: 20, height: 20).id("icon")
                Column {
                    Color.gray.frame(width: 50, height: 30)
                    Color.blue.frame(width: 50, height: 40).alignmentGuide(.bottom) { d in d[.top] }
                }
                .id("column")
            }
        }
        expectFrame(result, "icon", CGRect(x: 0, y: 50, width: 20, height: 20))
        expectFrame(result, "column", CGRect(x: 28, y: 0, width: 50, height: 70))
    }

    // Text baselines merge by position: the first baseline is the topmost of the subviews' (24 at
    // y 0, and 30 + 10 = 40: 24), the last the bottommost (40). The icon has none (its default is its
    // bottom, 20). First baselines together at 24: icon top 4, height 70. Last baselines at 40: icon
    // top 20, height 70.
    @Test("text baselines: the topmost first and the bottommost last of the subviews'")
    func baselines() {
        func row(_ guide: VerticalAlignment) -> LayoutLab.Result {
            LayoutLab.layout(in: ProposedViewSize(width: 78, height: 70)) {
                HStack(alignment: guide) {
                    Color.red.frame(width: 20, height: 20).id("icon")
                    Column {
                        Color.gray.frame(width: 50, height: 30).alignmentGuide(guide) { _ in 24 }
                        Color.blue.frame(width: 50, height: 40).alignmentGuide(guide) { _ in 10 }
                    }
                    .id("column")
                }
            }
        }
        let first = row(.firstTextBaseline)
        expectFrame(first, "icon", CGRect(x: 0, y: 4, width: 20, height: 20))
        expectFrame(first, "column", CGRect(x: 28, y: 0, width: 50, height: 70))
        let last = row(.lastTextBaseline)
        expectFrame(last, "icon", CGRect(x: 0, y: 20, width: 20, height: 20))
        expectFrame(last, "column", CGRect(x: 28, y: 0, width: 50, height: 70))
    }

    // Looking at where the layout would place its subviews places nothing: each subview is placed
    // once, by the real placement, and the trace's placement calls are the real placement's.
    @Test("the merge looks at the placement without recording it")
    func mergePlacesNothing() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 78, height: 70)) {
            HStack(alignment: .iconRow) {
                Color.red.frame(width: 20, height: 20)
                Column {
                    Color.gray.frame(width: 50, height: 30)
                    Color.blue.frame(width: 50, height: 40).alignmentGuide(.iconRow) { _ in 20 }
                }
            }
        }
        let placed = result.engineResult.placements.map(\.node)
        #expect(placed.count == Set(placed).count)
        #expect(placed.count == result.engineResult.nodes.count)
    }
}
