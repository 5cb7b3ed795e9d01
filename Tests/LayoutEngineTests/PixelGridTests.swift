// `pixel-grid=on`: recorded frames snapped to the display-scale pixel grid as SwiftUI draws them
// [RE OpenSwiftUI/DanceUI `CGRect.roundCoordinatesToNearestOrUp(toMultipleOf: 1 / scale)`: origin
// and far corner to the nearest pixel, halves up, relative to the parent's snapped origin].
// The layout (calls, proposals, sizes asked) is the same with the option on or off.
import LayoutEngine
import Testing

@Suite("Pixel grid")
struct PixelGridTests {
    /// Three equally flexible colours sharing 100 points: 33.33 each before snapping.
    let thirds = ViewNode.hstack(spacing: 0) {
        ViewNode.color("a").id("a")
        ViewNode.color("b").id("b")
        ViewNode.color("c").id("c")
    }

    // @1x: edges at 0, 33.33, 66.67, 100 snap to 0, 33, 67, 100: widths 33, 34, 33.
    @Test("@1x: equal thirds of 100 are drawn 33, 34 and 33 wide")
    func thirdsAtOneX() {
        let result = layout(thirds, 100, 10, options: ["pixel-grid=on", "display-scale=1"])
        expectFrame(result, "a", x: 0, y: 0, width: 33, height: 10)
        expectFrame(result, "b", x: 33, width: 34)
        expectFrame(result, "c", x: 67, width: 33)
    }

    // @2x: 33.33 → 33.5 and 66.67 → 66.5: widths 33.5, 33, 33.5.
    @Test("@2x: edges snap to half points")
    func thirdsAtTwoX() {
        let result = layout(thirds, 100, 10, options: ["pixel-grid=on", "display-scale=2"])
        expectFrame(result, "a", x: 0, width: 33.5)
        expectFrame(result, "b", x: 33.5, width: 33)
        expectFrame(result, "c", x: 66.5, width: 33.5)
    }

    // @3x the thirds already lie on the grid: nothing moves by more than the last bit of a double
    // (the stack's 100 − 33.33… leaves 66.66… whose half differs from 100 / 3 in its last bit;
    // snapped, every length is exactly n / 3).
    @Test("@3x: thirds of a point are already on the grid")
    func thirdsAtThreeX() {
        let snapped = layout(thirds, 100, 10, options: ["pixel-grid=on"])
        let plain = layout(thirds, 100, 10)
        for (a, b) in zip(snapped.placements.map(\.frame), plain.placements.map(\.frame)) {
            #expect(abs(a.minX - b.minX) < 1e-12 && abs(a.width - b.width) < 1e-12)
        }
        #expect(snapped.placements.allSatisfy { $0.frame.width == 100 || $0.frame.width == 100.0 / 3 })
        expectFrame(snapped, "b", x: 100.0 / 3, width: 100.0 / 3)
    }

    // A 101-point frame centred in 200 starts at 49.5, drawn at 50 (halves round up) and 101 wide.
    // Its 50-point content sits 25.5 inside it: snapped relative to the frame's drawn origin, at
    // 50 + 26 = 76 — not at round(75) = 75, where rounding in root coordinates would put it.
    @Test("A child snaps relative to its parent's drawn origin")
    func relativeToParent() {
        let tree = ViewNode.color("c").frame(width: 50, height: 50).id("content")
            .frame(width: 101, height: 101).id("box")
        let plain = layout(tree, 200, 200, options: ["display-scale=1"])
        expectFrame(plain, "box", x: 49.5, y: 49.5, width: 101, height: 101)
        expectFrame(plain, "content", x: 75, y: 75, width: 50, height: 50)
        let snapped = layout(tree, 200, 200, options: ["display-scale=1", "pixel-grid=on"])
        expectFrame(snapped, "box", x: 50, y: 50, width: 101, height: 101)
        expectFrame(snapped, "content", x: 76, y: 76, width: 50, height: 50)
    }

    // A 0.4-point-wide line at x 10.3 (@1x): 10.3 → 10 and 10.7 → 11: one pixel wide; at 10.0 with
    // width 0.4 it covers no pixel centre and is drawn 0 wide.
    @Test("Thin views snap to whole pixels or vanish")
    func thinViews() {
        let line = { (x: Double) in
            ViewNode.zstack(alignment: .topLeading) {
                ViewNode.color("bg").frame(width: 100, height: 10)
                ViewNode.color("line").frame(width: 0.4, height: 10).id("line").offset(x: x, y: 0)
            }
        }
        let options = ["display-scale=1", "pixel-grid=on"]
        expectFrame(layout(line(10.3), 100, 10, options: options), "line", x: 10, width: 1)
        expectFrame(layout(line(10), 100, 10, options: options), "line", x: 10, width: 0)
    }

    @Test("Snapping changes frames only: the calls are the same")
    func traceUnchanged() {
        let tree = ViewNode.vstack {
            thirds
            ViewNode.text("Hello world").padding(3.3)
        }
        let plain = layout(tree, 100, 100, options: ["display-scale=1"])
        let snapped = layout(tree, 100, 100, options: ["display-scale=1", "pixel-grid=on"])
        #expect(plain.calls == snapped.calls)
        #expect(plain.placements.map(\.frame) != snapped.placements.map(\.frame))
        for placement in snapped.placements {
            for value in [placement.frame.minX, placement.frame.minY, placement.frame.width, placement.frame.height] {
                #expect(value == value.rounded(), "\(value) is not on the @1x grid")
            }
        }
    }
}
