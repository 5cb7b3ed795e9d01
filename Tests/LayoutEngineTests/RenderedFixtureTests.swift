// Layouts checked against recordings of real SwiftUI. Pixel maps [EMP skiptools/skip-ui
// Tests/SkipUITests/LayoutTests.swift]: each test there renders a view at one pixel per point into
// a 12 × 12 frame (or the view's own size) and records which pixels are dark. A view's frame is the
// run of dark (or light) pixels it paints; frames here are in the 12 × 12 frame's coordinates.
// Layer frames of macOS views [EMP codelynx/SwiftOpenUI Tests/LayoutParityTests/Fixtures].
import LayoutEngine
import Testing

@Suite("Rendered fixtures (skip-ui pixel maps, SwiftOpenUI macOS frames)")
struct RenderedFixtureTests {
    /// The frames of labelled nodes relative to the node labelled `origin`.
    func frames(_ result: LayoutResult, relativeTo origin: String, _ labels: [String]) -> [Rect] {
        let base = frame(result, origin)
        return labels.map { label in
            let f = frame(result, label)
            return Rect(x: f.minX - base.minX, y: f.minY - base.minY, width: f.width, height: f.height)
        }
    }

    // testHStackAlignment: `HStack { Spacer(); Color.black.frame(width: 2); Spacer(); Color.black
    // .frame(width: 2); Spacer() }` in a 12 × 12 frame paints columns 0–1 and 10–11. Each Spacer
    // keeps its 8-point minimum, so the stack is 3 × 8 + 2 × 2 = 28 wide and overflows the frame,
    // which centres it at x = −8; no spacing sits next to a Spacer.
    @Test("three Spacers keep their minimum in an overflowing HStack: colours at x 0 and 10 [EMP skip-ui]")
    func hstackSpacersOverflow() {
        let tree = ViewNode.hstack {
            ViewNode.spacer().id("s1")
            ViewNode.color("black").frame(width: 2).id("a")
            ViewNode.spacer().id("s2")
            ViewNode.color("black").frame(width: 2).id("b")
            ViewNode.spacer().id("s3")
        }.id("stack").frame(width: 12, height: 12).id("frame")
        let result = layout(tree, nil, nil)
        let placed = frames(result, relativeTo: "frame", ["stack", "a", "b", "s2"])
        #expect(placed[0] == Rect(x: -8, y: 0, width: 28, height: 12))
        #expect(placed[1] == Rect(x: 0, y: 0, width: 2, height: 12))
        #expect(placed[2] == Rect(x: 10, y: 0, width: 2, height: 12))
        #expect(placed[3].width == 8)
    }

    // testVStackAlignment: the same along the vertical axis paints rows 0–1 and 10–11.
    @Test("three Spacers keep their minimum in an overflowing VStack: colours at y 0 and 10 [EMP skip-ui]")
    func vstackSpacersOverflow() {
        let tree = ViewNode.vstack {
            ViewNode.spacer()
            ViewNode.color("black").frame(height: 2).id("a")
            ViewNode.spacer()
            ViewNode.color("black").frame(height: 2).id("b")
            ViewNode.spacer()
        }.frame(width: 12, height: 12).id("frame")
        let result = layout(tree, nil, nil)
        let placed = frames(result, relativeTo: "frame", ["a", "b"])
        #expect(placed[0] == Rect(x: 0, y: 0, width: 12, height: 2))
        #expect(placed[1] == Rect(x: 0, y: 10, width: 12, height: 2))
    }

    // testHStackAlignmentExpand: three colours of heights 10, 12 and 10, bottom-aligned with no
    // spacing in a 12 × 12 frame, share the width 4 / 4 / 4; the short ones sit on rows 2–11.
    @Test("bottom-aligned colours share a 12-wide HStack 4 / 4 / 4 and sit on the bottom [EMP skip-ui]")
    func hstackBottomAlignment() {
        let tree = ViewNode.hstack(alignment: .bottom, spacing: 0) {
            ViewNode.color("black").frame(height: 10).id("a")
            ViewNode.color("white").frame(height: 12).id("b")
            ViewNode.color("black").frame(height: 10).id("c")
        }.frame(width: 12, height: 12).id("frame")
        let placed = frames(layout(tree, nil, nil), relativeTo: "frame", ["a", "b", "c"])
        #expect(placed == [Rect(x: 0, y: 2, width: 4, height: 10), Rect(x: 4, y: 0, width: 4, height: 12),
                           Rect(x: 8, y: 2, width: 4, height: 10)])
    }

    // testRenderStacks: nested stacks with no spacing, each child a fixed frame, fill the 12 × 12
    // frame exactly: the dark pixels are the 1 × 2 colour at the top left, the 5 × 3 colour at the
    // top right and the 3 × 9 colour at the bottom left.
    @Test("nested zero-spacing stacks of fixed frames tile the 12 × 12 frame [EMP skip-ui]")
    func nestedStacks() {
        let tree = ViewNode.vstack(spacing: 0) {
            ViewNode.hstack(spacing: 0) {
                ViewNode.vstack(spacing: 0) {
                    ViewNode.color("black").frame(width: 1, height: 2).id("a")
                    ViewNode.color("white").frame(width: 1, height: 1)
                }
                ViewNode.color("white").frame(width: 6, height: 3)
                ViewNode.color("black").frame(width: 5, height: 3).id("b")
            }
            ViewNode.hstack(spacing: 0) {
                ViewNode.color("black").frame(width: 3, height: 9).id("c")
                ViewNode.color("white").frame(width: 9, height: 9)
            }
        }.frame(width: 12, height: 12).id("frame")
        let placed = frames(layout(tree, nil, nil), relativeTo: "frame", ["a", "b", "c"])
        #expect(placed == [Rect(x: 0, y: 0, width: 1, height: 2), Rect(x: 7, y: 0, width: 5, height: 3),
                           Rect(x: 0, y: 3, width: 3, height: 9)])
    }

    // testDrawTextDefaultFont: `Text("T")` in the default font renders 11 × 21 pixels on iOS and
    // 9 × 16 on macOS at one pixel per point. The model: T's advance (611 units × 1.013) at 17 pt is
    // 10.52, at 13 pt 8.05; the line is 20.29 and 15.51 high; rounded up to whole points.
    @Test("Text(\"T\") in the default font is 11 × 21 on iOS and 9 × 16 on macOS [EMP skip-ui]")
    func defaultFontT() {
        #expect(layout(ViewNode.text("T"), nil, nil, options: ["display-scale=1"]).rootSize == Size(width: 11, height: 21))
        #expect(layout(ViewNode.text("T"), nil, nil, options: ["display-scale=1", "platform=macos"]).rootSize
                    == Size(width: 9, height: 16))
    }

    // SwiftOpenUI's complex-nested fixture [EMP codelynx/SwiftOpenUI Tests/LayoutParityTests/
    // Fixtures/complex-nested.json]: real SwiftUI on macOS in a 400 × 600 NSHostingView (2 pixels per
    // point, 13 pt text 16 high). Two rows (a 44 × 44 colour, two texts 4 apart, a Spacer) padded 16
    // either side, 16 apart around a Divider one point thick: 400 × 121. Frames relative to the stack.
    @Test("macOS: two rows around a 1-point Divider, 400 × 121, as real SwiftUI lays them out [EMP SwiftOpenUI]")
    func macosComplexNested() {
        func row(_ colour: String, _ title: String, _ detail: String, _ n: Int) -> ViewNode {
            ViewNode.hstack(spacing: 12) {
                ViewNode.color(colour).frame(width: 44, height: 44).id("colour\(n)")
                ViewNode.vstack(alignment: .leading, spacing: 4) {
                    ViewNode.text(title).id("title\(n)")
                    ViewNode.text(detail).id("detail\(n)")
                }
                ViewNode.spacer()
            }.padding(.horizontal, 16)
        }
        let tree = ViewNode.vstack(spacing: 16) {
            row("red", "Title", "Subtitle", 1)
            ViewNode.divider.id("divider")
            row("green", "Item 2", "Description", 2)
        }.id("root")
        let result = layout(tree, 400, 600, options: ["platform=macos", "display-scale=2"])
        let placed = frames(result, relativeTo: "root", ["root", "colour1", "title1", "detail1", "divider", "colour2", "title2", "detail2"])
        #expect(placed[0].size == Size(width: 400, height: 121))
        #expect(placed[1] == Rect(x: 16, y: 0, width: 44, height: 44))
        #expect(placed[2].origin == Point(x: 72, y: 4) && placed[3].origin == Point(x: 72, y: 24))
        #expect(placed[4] == Rect(x: 0, y: 60, width: 400, height: 1))
        #expect(placed[5] == Rect(x: 16, y: 77, width: 44, height: 44))
        #expect(placed[6].origin == Point(x: 72, y: 81) && placed[7].origin == Point(x: 72, y: 101))
        // The texts' widths: 26.5, 47, 38 and 69.5 drawn; the model's layout widths are whole points at
        // or up to half a point above them (a drawn layer is at most as wide as its text).
        #expect(placed[2...].filter { $0.height == 16 }.map(\.width) == [27, 47, 38, 70])
        // iOS keeps a one-pixel Divider.
        #expect(layout(ViewNode.divider, 100, nil, options: ["display-scale=2"]).rootSize.height == 0.5)
    }
}
