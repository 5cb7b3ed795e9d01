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
        let engine = LayoutEngine(customLayouts: ["diagonal": DiagonalLayout()])
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
        let engine = LayoutEngine(customLayouts: ["half": RelativeSizeLayout(relativeWidth: 0.5, relativeHeight: 1)])
        let custom = engine.layout(ViewNode.custom("half") { ViewNode.color("c").id("c") }, in: ProposedViewSize(width: 200, height: 80))
        let builtIn = LayoutEngine().layout(ViewNode.color("c").id("c").relativeProposed(width: 0.5), in: ProposedViewSize(width: 200, height: 80))
        #expect(custom.frame(of: "c") == Rect(x: 50, y: 0, width: 100, height: 80))
        #expect(custom.frame(of: "c") == builtIn.frame(of: "c"))
    }
}
