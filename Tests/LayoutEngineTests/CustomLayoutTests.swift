// The public Layout protocol: a library user writes a layout the way the seeds do and gets the
// same memoised, traced behaviour as the built-in primitives.
import LayoutEngine
import Testing

/// Places its subviews along a diagonal, each starting where the previous one ended.
/// Uses its cache to remember the sizes measured in `sizeThatFits`.
struct DiagonalLayout: Layout {
    struct Cache {
        var sizes: [Size] = []
        var sizings = 0
    }

    func makeCache(subviews: Subviews) -> Cache { Cache() }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size {
        cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        cache.sizings += 1
        return cache.sizes.reduce(Size.zero) { Size(width: $0.width + $1.width, height: $0.height + $1.height) }
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var origin = bounds.origin
        for (subview, size) in zip(subviews, cache.sizes) {
            subview.place(at: origin, proposal: .unspecified)
            origin = Point(x: origin.x + size.width, y: origin.y + size.height)
        }
    }
}

@Suite("Custom layouts")
struct CustomLayoutTests {
    @Test("a custom layout with a cache sizes and places its subviews, and every call is traced")
    func diagonal() {
        let engine = Engine(customLayouts: ["diagonal": DiagonalLayout()])
        let tree = ViewNode.custom("diagonal") {
            ViewNode.color("a").frame(width: 20, height: 10).id("a")
            ViewNode.color("b").frame(width: 30, height: 5).id("b")
        }
        let result = engine.layout(tree, in: ProposedViewSize(width: 100, height: 100))
        #expect(result.rootSize == Size(width: 50, height: 15))
        #expect(result.frame(of: "a") == Rect(x: 25, y: 42.5, width: 20, height: 10))
        #expect(result.frame(of: "b") == Rect(x: 45, y: 52.5, width: 30, height: 5))
        let paths = result.calls.filter { $0.phase == .sizing }.map { result.nodes[$0.node].path }
        #expect(paths == ["diagonal[0]", "diagonal[0]/frame[0]", "diagonal[0]/frame[1]"])
    }

    @Test("seed 000's RelativeSizeLayout registered by a user matches the built-in relativeProposed")
    func userRelativeLayout() {
        let engine = Engine(customLayouts: ["half": RelativeSizeLayout(relativeWidth: 0.5, relativeHeight: 1)])
        let custom = engine.layout(ViewNode.custom("half") { ViewNode.color("c").id("c") }, in: ProposedViewSize(width: 200, height: 80))
        let builtIn = Engine().layout(ViewNode.color("c").id("c").relativeProposed(width: 0.5), in: ProposedViewSize(width: 200, height: 80))
        #expect(custom.frame(of: "c") == Rect(x: 50, y: 0, width: 100, height: 80))
        #expect(custom.frame(of: "c") == builtIn.frame(of: "c"))
    }

    // DOC Layout.explicitAlignment: without its own answer, a layout merges its subviews' guides,
    // each where its placement puts it. The diagonal puts b (30 × 5) at (20, 10); b sets the custom
    // guide at its top, 0, so the diagonal's value is 10. The square's default (a third of 30) is
    // 10: both line up at 10, tops at 0; height 10 + max(15 − 10, 30 − 10) = 30. (Unmerged, the
    // diagonal would use its default, 15 / 3 = 5, and start 5 down.)
    @Test("a custom layout without explicitAlignment passes on its subviews' custom guides")
    func mergedCustomGuide() {
        let third = VerticalAlignment(custom: "Third") { $0.height / 3 }
        let engine = Engine(customLayouts: ["diagonal": DiagonalLayout()])
        let tree = ViewNode.hstack(alignment: third, spacing: 0) {
            ViewNode.custom("diagonal") {
                ViewNode.color("a").frame(width: 20, height: 10)
                ViewNode.color("b").frame(width: 30, height: 5).alignmentGuide(third, .constant(0))
            }
            .id("diagonal")
            ViewNode.color("c").frame(width: 30, height: 30).id("square")
        }
        let result = engine.layout(tree, in: ProposedViewSize(width: 80, height: 30))
        #expect(result.rootSize == Size(width: 80, height: 30))
        #expect(result.frame(of: "diagonal") == Rect(x: 0, y: 0, width: 50, height: 15))
        #expect(result.frame(of: "square") == Rect(x: 50, y: 0, width: 30, height: 30))
    }
}
