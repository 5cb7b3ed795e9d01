// Custom alignment guides through the engine's own API (`HorizontalAlignment(custom:defaultValue:)`):
// defaults, explicit values passed on by modifiers and merged by stacks (the mean of the children's,
// RE OpenSwiftUI `_combineExplicit`), built-in frame guides not passed on, and memo identity by name.
import LayoutEngine
import Testing

@Suite("Custom alignment guides (engine)")
struct CustomGuideTests {
    let third = VerticalAlignment(custom: "Third") { $0.height / 3 }
    let edge = HorizontalAlignment(custom: "Edge") { $0[.trailing] }

    // Defaults: a third of 30, 60 and 90 (10, 20, 30) line up at 30; tops at 20, 10, 0.
    @Test("An HStack aligned on a custom guide uses each child's default value")
    func defaults() {
        let tree = ViewNode.hstack(alignment: third, spacing: 0) {
            ViewNode.color("a").frame(width: 10, height: 30).id("a")
            ViewNode.color("b").frame(width: 10, height: 60).id("b")
            ViewNode.color("c").frame(width: 10, height: 90).id("c")
        }
        let result = layout(tree, 30, 90)
        expectFrame(result, "a", x: 0, y: 20)
        expectFrame(result, "b", x: 10, y: 10)
        expectFrame(result, "c", x: 20, y: 0)
    }

    // A VStack passes the custom guide of its one child that sets it (the top of the second child,
    // 28 down); the sibling square's default (a third of 30 = 10) lines up with it: it starts 18 down.
    // The built-in `.top` set the same way does not pass through the VStack: with `.top`, both tops
    // are at 0.
    @Test("A stack passes custom guides on, not built-in frame guides")
    func propagation() {
        func tree(_ guide: VerticalAlignment) -> ViewNode {
            ViewNode.hstack(alignment: guide, spacing: 0) {
                ViewNode.vstack {
                    ViewNode.color("x").frame(width: 20, height: 20)
                    ViewNode.color("y").frame(width: 20, height: 20).alignmentGuide(guide, .constant(0))
                }
                .id("column")
                ViewNode.color("z").frame(width: 30, height: 30).id("square")
            }
        }
        let custom = layout(tree(third), 50, 48)
        expectFrame(custom, "column", x: 0, y: 0, height: 48)
        expectFrame(custom, "square", x: 20, y: 18)
        let builtIn = layout(tree(.top), 50, 48)
        expectFrame(builtIn, "column", x: 0, y: 0)
        expectFrame(builtIn, "square", x: 20, y: 0)
    }

    // Explicit values 6 (at x 0) and 16 + 4 = 20 (child 2 at x 4 in the 28-wide VStack, centred):
    // the VStack's value is their mean, 13; shifted by padding 10: 23 for the padded view.
    @Test("Explicit custom values are averaged by a stack and shifted by padding")
    func meanAndPadding() {
        let tree = ViewNode.vstack(spacing: 0) {
            ViewNode.color("a").frame(width: 28, height: 10).alignmentGuide(edge, .constant(6))
            ViewNode.color("b").frame(width: 20, height: 10).alignmentGuide(edge, .constant(16))
        }
        .padding(10).id("padded")
        let result = layout(ViewNode.vstack(alignment: edge, spacing: 0) {
            tree
            ViewNode.color("c").frame(width: 10, height: 10).id("plain")
        }, 100, 100)
        // plain's value is its default, the trailing edge (10): it starts at 23 − 10 = 13 from the
        // padded view's leading edge.
        let padded = frame(result, "padded")
        let plain = frame(result, "plain")
        #expect(plain.minX - padded.minX == 13)
        #expect(padded.width == 48)
    }

    // Two guide values with the same name are the same guide (memo and equality by name), and a
    // guide read back by name keeps its name.
    @Test("Custom guides are identified by name")
    func identity() {
        let again = VerticalAlignment(custom: "Third") { $0.height }
        #expect(again == third)
        #expect(VerticalAlignment(named: "Third") == third)
        #expect(VerticalAlignment(named: "top") == .top)
        #expect(!VerticalAlignment.top.isCustom && third.isCustom)
        #expect(third.rawValue == "Third")
        #expect(VerticalAlignment(rawValue: "Third") == nil)
        #expect(ViewNode.hstack(alignment: third) { ViewNode.rectangle }.usesCustomGuides)
        #expect(ViewNode.color("c").frame(width: 1, alignment: Alignment(horizontal: edge, vertical: .top)).padding().usesCustomGuides)
        #expect(!ViewNode.hstack(alignment: .top) { ViewNode.rectangle.alignmentGuide(.top, .constant(3)) }.usesCustomGuides)
    }
}
