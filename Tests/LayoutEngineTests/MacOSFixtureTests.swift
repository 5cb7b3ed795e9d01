// Real SwiftUI on macOS, as SwiftOpenUI's reference fixtures record it [EMP codelynx/SwiftOpenUI
// Tests/LayoutParityTests/Fixtures/*.json, scenarios in MacOSReference/LayoutScenarios.swift]:
// each view in a 400 × 600 NSHostingView on a 2× display, default 13 pt font; the fixture gives the
// laid-out root's size and each drawn layer's frame relative to it. Heights, spacing, padding and
// positions are checked exactly; a width that depends on a text's measured width within 1.5 pt
// (TextWidthTests covers the font model).
import LayoutEngine
import Testing

@Suite("macOS fixtures (SwiftOpenUI, real SwiftUI in NSHostingView)")
struct MacOSFixtureTests {
    /// Lays `tree` out as the fixtures were captured; the root is labelled "root".
    func capture(_ tree: ViewNode) -> LayoutResult {
        layout(tree.id("root"), 400, 600, options: ["platform=macos", "display-scale=2"])
    }

    /// Frames relative to the root's origin.
    func relative(_ result: LayoutResult, _ label: String) -> Rect {
        let root = frame(result, "root"), f = frame(result, label)
        return Rect(x: f.minX - root.minX, y: f.minY - root.minY, width: f.width, height: f.height)
    }

    func expectRoot(_ result: LayoutResult, width: Double, height: Double, widthTolerance: Double = 0,
                    sourceLocation: SourceLocation = #_sourceLocation) {
        let size = frame(result, "root").size
        #expect(abs(size.width - width) <= widthTolerance, "root width \(size.width), fixture \(width)", sourceLocation: sourceLocation)
        #expect(size.height == height, "root height \(size.height), fixture \(height)", sourceLocation: sourceLocation)
    }

    @Test("text-single: Text(\"Hello\") is 31 × 16")
    func textSingle() {
        expectRoot(capture(ViewNode.text("Hello")), width: 31, height: 16, widthTolerance: 1)
    }

    @Test("vstack-default and vstack-spacing-20: three Texts touch (0, 16, 32), or are 20 apart (0, 36, 72)")
    func vstacks() {
        let texts = ["First", "Second", "Third"]
        let touching = capture(ViewNode.vstack { for t in texts { ViewNode.text(t).id(t) } })
        expectRoot(touching, width: 46, height: 48, widthTolerance: 1)
        #expect(texts.map { relative(touching, $0).minY } == [0, 16, 32])
        let spaced = capture(ViewNode.vstack(spacing: 20) { for t in texts { ViewNode.text(t).id(t) } })
        expectRoot(spaced, width: 46, height: 88, widthTolerance: 1)
        #expect(texts.map { relative(spaced, $0).minY } == [0, 36, 72])
    }

    @Test("hstack-default: two Texts 8 apart, 16 high")
    func hstackDefault() {
        let result = capture(ViewNode.hstack { ViewNode.text("Left").id("l"); ViewNode.text("Right").id("r") })
        expectRoot(result, width: 64, height: 16, widthTolerance: 1)
        #expect(relative(result, "r").minX == relative(result, "l").maxX + 8)
    }

    @Test("hstack-top and hstack-bottom: a three-line Text is 48 high; the short one at 0 or 32")
    func hstackAlignment() {
        for (alignment, y) in [(VerticalAlignment.top, 0.0), (.bottom, 32)] {
            let result = capture(ViewNode.hstack(alignment: alignment) {
                ViewNode.text("Short").id("short")
                ViewNode.text("Tall\nMultiline\nText").id("tall")
            })
            expectRoot(result, width: 93, height: 48, widthTolerance: 1.5)
            #expect(relative(result, "short").minY == y)
            #expect(relative(result, "tall").height == 48)
        }
    }

    @Test("padding-default: Text(\"Padded\").padding() is 79 × 48 with the text at (16, 16)")
    func paddingDefault() {
        let result = capture(ViewNode.text("Padded").id("text").padding())
        expectRoot(result, width: 79, height: 48)
        #expect(relative(result, "text") == Rect(x: 16, y: 16, width: 47, height: 16))
    }

    @Test("frame-min-max: 300 × 150, the text centred at (113, 67)")
    func frameMinMax() {
        let result = capture(ViewNode.text("Constrained").id("text")
            .frame(minWidth: 100, maxWidth: 300, minHeight: 50, maxHeight: 150))
        expectRoot(result, width: 300, height: 150)
        #expect(relative(result, "text") == Rect(x: 113, y: 67, width: 74, height: 16))
    }

    @Test("vstack-frame-padding: full-width leading texts at (16, 12) and (16, 36) in 400 × 64")
    func vstackFramePadding() {
        let result = capture(ViewNode.vstack(spacing: 8) {
            ViewNode.text("Title").id("title").frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal, 16)
            ViewNode.text("Subtitle").id("subtitle").frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal, 16)
        }.padding(.vertical, 12))
        expectRoot(result, width: 400, height: 64)
        #expect(relative(result, "title").origin == Point(x: 16, y: 12))
        #expect(relative(result, "subtitle").origin == Point(x: 16, y: 36))
    }

    @Test("spacer-between-texts: Spacers share 600 − 48: texts at 0, 292 and 584")
    func spacerBetweenTexts() {
        let result = capture(ViewNode.vstack {
            ViewNode.text("Header").id("a"); ViewNode.spacer(); ViewNode.text("Content").id("b")
            ViewNode.spacer(); ViewNode.text("Footer").id("c")
        })
        expectRoot(result, width: 49, height: 600, widthTolerance: 1)
        #expect(["a", "b", "c"].map { relative(result, $0).minY } == [0, 292, 584])
    }
}
