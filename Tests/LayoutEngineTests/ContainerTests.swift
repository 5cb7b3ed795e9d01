// Containers: stack alignment and options, ZStack, Group, EmptyView, GeometryReader, ScrollView,
// ViewThatFits (rules reference §2.2, 2.3, 2.14, 2.20, 2.21).
import LayoutEngine
import Testing
import TestSupport

@Suite("Containers")
struct ContainerTests {
    let big = ViewNode.color("big").frame(width: 100, height: 100).id("big")
    let small = ViewNode.color("small").frame(width: 50, height: 30).id("small")

    @Test("HStack cross alignment: top, bottom and centre")
    func hstackAlignment() {
        let top = layout(ViewNode.hstack(alignment: .top, spacing: 0) { big; small }, 150, 100)
        expectFrame(top, "small", x: 100, y: 0)
        let bottom = layout(ViewNode.hstack(alignment: .bottom, spacing: 0) { big; small }, 150, 100)
        expectFrame(bottom, "small", x: 100, y: 70)
        let center = layout(ViewNode.hstack(spacing: 0) { big; small }, 150, 100)
        expectFrame(center, "small", x: 100, y: 35)
    }

    @Test("HStack on first text baselines: a 34 pt and a 17 pt text share a baseline (§2.18)")
    func baselineAlignment() {
        let tree = ViewNode.hstack(alignment: .firstTextBaseline, spacing: 0) {
            ViewNode.text("A").font(size: 34).id("big")
            ViewNode.text("b").id("small")
        }
        let result = layout(tree, nil, nil)
        // Ascents: 34 × 1950 / 2048 = 32.37 and 16.19, so the small text starts 16.19 lower.
        expectFrame(result, "big", y: 0, height: 40.67)
        expectFrame(result, "small", y: 16.19, height: 20.33)
        #expect(close(result.rootSize.height, 40.67))
    }

    @Test("stack-order=declaration sizes children in declaration order; default-spacing changes the gap")
    func stackOptions() {
        let tree = ViewNode.hstack { ViewNode.color("red").id("red"); ViewNode.text("Hi").id("hi") }
        expectFrame(layout(tree, 100, 50), "red", width: 76)
        expectFrame(layout(tree, 100, 50, options: ["stack-order=declaration"]), "red", width: 46)
        let spaced = layout(ViewNode.hstack { ViewNode.color("a").id("a"); ViewNode.color("b").id("b") }, 100, 50,
                            options: ["default-spacing=0"])
        expectFrame(spaced, "a", width: 50)
        expectFrame(spaced, "b", x: 50, width: 50)
    }

    @Test("flexibility ties: the larger minimum goes first")
    func largerMinimumFirst() {
        let tree = ViewNode.hstack(spacing: 0) {
            ViewNode.color("a").id("a")
            ViewNode.color("b").frame(minWidth: 80).id("b")
        }
        let result = layout(tree, 100, 50)
        // Both are infinitely flexible; b (minimum 80) is proposed 50 first and takes 80.
        expectFrame(result, "b", x: 20, width: 80)
        expectFrame(result, "a", x: 0, width: 20)
    }

    @Test("VStack with nil height asks each child for its ideal height; overflow is allowed")
    func vstackIdealAndOverflow() {
        let ideal = layout(ViewNode.vstack { ViewNode.color("a"); ViewNode.color("b") }, 100, nil).rootSize
        #expect(ideal == Size(width: 100, height: 28))
        let overflow = layout(ViewNode.vstack(spacing: 0) {
            ViewNode.color("a").frame(height: 80)
            ViewNode.color("b").frame(height: 80)
        }, 100, 100)
        #expect(overflow.rootSize == Size(width: 100, height: 160))
    }

    @Test("ZStack: aligned children; its size is the union of its top-priority children (§2.3)")
    func zstack() {
        let topLeading = layout(ViewNode.zstack(alignment: .topLeading) { big; small }, 300, 300)
        expectFrame(topLeading, "big", x: 100, y: 100)
        expectFrame(topLeading, "small", x: 100, y: 100)
        let bottomTrailing = layout(ViewNode.zstack(alignment: .bottomTrailing) { big; small }, 300, 300)
        expectFrame(bottomTrailing, "small", x: 150, y: 170)
        let prioritised = layout(ViewNode.zstack {
            small.layoutPriority(1)
            ViewNode.color("fill").id("fill")
        }, 300, 300)
        #expect(prioritised.rootSize == Size(width: 50, height: 30))
        expectFrame(prioritised, "fill", x: 125, y: 135, width: 50, height: 30)
    }

    @Test("Group is transparent and EmptyView contributes no subview (views are lists)")
    func groupAndEmpty() {
        let grouped = layout(ViewNode.hstack {
            ViewNode.group { ViewNode.color("a").id("a"); ViewNode.color("b").id("b") }.id("group")
            ViewNode.color("c").id("c")
        }, 316, 50)
        expectFrame(grouped, "a", x: 0, width: 100)
        expectFrame(grouped, "b", x: 108, width: 100)
        expectFrame(grouped, "c", x: 216, width: 100)
        #expect(grouped.frame(of: "group") == nil)
        let empty = layout(ViewNode.hstack {
            ViewNode.color("a").id("a"); ViewNode.emptyView; ViewNode.color("b").id("b")
        }, 208, 50)
        expectFrame(empty, "b", x: 108, width: 100)
    }

    /// A nil dimension is 10, the reader's ideal size [EMP fatbobman, "GeometryReader: Blessing or
    /// Curse?": "its ideal size is (10, 10)"; ilamanov/SwiftPieChart#4: 10 high in a ScrollView].
    @Test("GeometryReader: nil → 10, children proposed its size at the top-leading corner (§2.14)")
    func geometryReader() {
        #expect(layout(ViewNode.geometryReader {}, nil, nil).rootSize == Size(width: 10, height: 10))
        #expect(layout(ViewNode.geometryReader {}, 200, nil).rootSize == Size(width: 200, height: 10))
        let result = layout(ViewNode.geometryReader { small; ViewNode.color("fill").id("fill") }, 200, 100)
        expectFrame(result, "small", x: 0, y: 0, width: 50, height: 30)
        expectFrame(result, "fill", x: 0, y: 0, width: 200, height: 100)
    }

    @Test("ScrollView: content gets nil along the scroll axis; the view is as tall as proposed, as wide as its content (§2.21)")
    func scrollView() {
        let vertical = layout(ViewNode.scrollView { ViewNode.color("c").id("c") }.id("scroll"), 300, 400)
        expectFrame(vertical, "scroll", x: 0, y: 0, width: 300, height: 400)
        expectFrame(vertical, "c", x: 0, y: 0, width: 300, height: 10)
        let tall = layout(ViewNode.scrollView { ViewNode.color("c").frame(height: 500).id("c") }, 300, 400)
        expectFrame(tall, "c", x: 0, y: 0, width: 300, height: 500)
        let horizontal = layout(ViewNode.scrollView(.horizontal) { ViewNode.text("Hello world").id("t") }.id("s"), 50, 100)
        expectFrame(horizontal, "s", width: 50, height: 20.33)
        expectFrame(horizontal, "t", x: 0, width: 85.33)
    }

    @Test("ViewThatFits picks the first child whose ideal fits, else the last; only it is placed (§2.20)")
    func viewThatFits() {
        let tree = ViewNode.viewThatFits(in: .horizontal) {
            ViewNode.text("A long sentence that does not fit").id("long")
            ViewNode.text("short").id("short")
        }
        let narrow = layout(tree, 100, 50)
        #expect(narrow.frame(of: "long") == nil)
        expectFrame(narrow, "short", y: 14.83, height: 20.33)
        let wide = layout(tree, 400, 50)
        #expect(wide.frame(of: "short") == nil)
        #expect(wide.frame(of: "long") != nil)
        let none = layout(ViewNode.viewThatFits { ViewNode.color("a").frame(width: 500).id("a"); small }, 100, 100)
        expectFrame(none, "small", width: 50, height: 30)
    }
}
