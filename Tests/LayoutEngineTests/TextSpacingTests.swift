// Nil spacing in a VStack follows what faces across each gap (TextSpacing.swift) [RE OpenSwiftUI
// Spacing, Text+Spacing, _FrameLayout/_PaddingLayout.spacing, StackLayout.spacing; EMP fatbobman
// "What Does spacing = nil Mean in SwiftUI?": rectangle, Text("Fat"), rectangle is not spaced 8
// and its two gaps differ].
//
// 17 pt body text, SF Pro's metrics (per 2048 units: ascender 1950, descender 494, cap height 1443):
// line height 20.287, ascender 16.187, descender 4.101, cap height 11.978. The boundary distance,
// a tenth of the line height rounded up to a pixel at @3x, is 7/3 = 2.333; the natural line
// distance 22.620. Above a Text: 22.620 − 16.187 = 6.434. Below a Text: max(22.620 − 11.978,
// 2.333 + 4.101) = 10.642. With `text-spacing=metrics-legacy` the boundary is rounded up to 4:
// above 8.101, below max(24.287 − 11.978, 8.101) = 12.309. A Text line is 20.333 high.
import LayoutEngine
import Testing

@Suite("Text spacing in VStacks")
struct TextSpacingTests {
    static let line = 20.0 + 1.0 / 3
    static let lineHeight = 17.0 * 2444 / 2048
    static let above = 7.0 / 3 + 17.0 * 494 / 2048
    static let below = lineHeight + 7.0 / 3 - 17.0 * 1443 / 2048

    func expectY(_ result: LayoutResult, _ label: String, _ y: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = result.frame(of: label)?.minY ?? .nan
        #expect(abs(actual - y) < 1e-9, "\(label) at \(actual), expected \(y)", sourceLocation: sourceLocation)
    }

    // fatbobman's experiment: two 150 × 30 rectangles around Text("Fat"). The gap above the Text is
    // 6.434, below it 10.642; the stack is 30 + 6.434 + 20.333 + 10.642 + 30 = 97.409 high.
    @Test("a rectangle, a Text and a rectangle: 6.43 above the Text and 10.64 below it")
    func fatbobmanRectangles() {
        let tree = ViewNode.vstack {
            ViewNode.rectangle.frame(width: 150, height: 30).id("top")
            ViewNode.text("Fat").id("fat")
            ViewNode.rectangle.frame(width: 150, height: 30).id("bottom")
        }
        let result = layout(tree, 150, nil)
        expectY(result, "top", 0)
        expectY(result, "fat", 30 + Self.above)
        expectY(result, "bottom", 30 + Self.above + Self.line + Self.below)
        #expect(abs(result.rootSize.height - (60 + Self.above + Self.line + Self.below)) < 1e-9)
        #expect(abs(Self.above - 6.434) < 0.001 && abs(Self.below - 10.642) < 0.001)
    }

    // Two views without text: 8; two Texts, whatever their fonts: the lower one's leading, 0.
    @Test("view to view 8, Text to Text 0 whatever the fonts")
    func pairs() {
        let colours = ViewNode.vstack {
            ViewNode.color("a").frame(height: 10)
            ViewNode.color("b").frame(height: 10).id("b")
        }
        expectY(layout(colours, 100, nil), "b", 18)
        let texts = ViewNode.vstack {
            ViewNode.text("Title").font(size: 34)
            ViewNode.text("Body").id("body")
        }
        let big = layout(ViewNode.text("Title").font(size: 34), nil, nil).rootSize.height
        expectY(layout(texts, 200, nil), "body", big)
    }

    // Along an HStack a Text states nothing: 8 between a Text and a colour, as between two colours.
    @Test("HStacks keep the default spacing next to Text")
    func horizontal() {
        let row = ViewNode.hstack {
            ViewNode.text("Hi").id("t")
            ViewNode.color("c").frame(width: 10, height: 10).id("c")
        }
        let result = layout(row, nil, nil)
        let width = layout(ViewNode.text("Hi"), nil, nil).rootSize.width
        #expect(result.frame(of: "c")?.minX == width + 8)
    }

    // Padding on an edge (non-zero) and a fixed height make that edge a plain view's: 8 again.
    // Horizontal padding and a width-only frame leave the Text's edges: 6.434 above it.
    @Test("padding and a fixed height reset a Text's edges; horizontal padding and a width do not")
    func modifiers() {
        func gap(_ text: ViewNode) -> Double {
            let tree = ViewNode.vstack {
                ViewNode.color("a").frame(height: 10)
                text.id("t")
            }
            return (layout(tree, 200, nil).frame(of: "t")?.minY ?? .nan) - 10
        }
        let text = ViewNode.text("Hi")
        #expect(gap(text.padding()) == 8)
        #expect(gap(text.padding(.top, 4)) == 8)
        #expect(gap(text.frame(height: 30)) == 8)
        #expect(abs(gap(text.padding(.horizontal, 12)) - Self.above) < 1e-9)
        #expect(abs(gap(text.padding(.bottom, 4)) - Self.above) < 1e-9)
        #expect(abs(gap(text.frame(width: 100)) - Self.above) < 1e-9)
        #expect(abs(gap(text.background { ViewNode.color("b") }) - Self.above) < 1e-9)
    }

    // A VStack's top edge is its first child's (a Text: 6.434 below the colour above); an HStack's
    // merges its children's: a colour beside a Text still gives "above text" 6.434 (the larger of
    // the colour's nothing and the Text's value), so the Text's spacing wins.
    @Test("containers pass their children's edges on")
    func containers() {
        func gap(_ content: ViewNode) -> Double {
            let tree = ViewNode.vstack {
                ViewNode.color("a").frame(height: 10)
                content.id("c")
            }
            return (layout(tree, 300, nil).frame(of: "c")?.minY ?? .nan) - 10
        }
        #expect(abs(gap(ViewNode.vstack { ViewNode.text("a"); ViewNode.color("x").frame(height: 5) }) - Self.above) < 1e-9)
        #expect(gap(ViewNode.vstack { ViewNode.color("x").frame(height: 5); ViewNode.text("a") }) == 8)
        #expect(abs(gap(ViewNode.hstack { ViewNode.color("x").frame(width: 5, height: 5); ViewNode.text("a") }) - Self.above) < 1e-9)
        #expect(abs(gap(ViewNode.zstack { ViewNode.color("x"); ViewNode.text("a") }) - Self.above) < 1e-9)
        // A Spacer still takes no spacing on either side.
        let spaced = ViewNode.vstack {
            ViewNode.text("a")
            ViewNode.spacer(minLength: 10)
            ViewNode.color("b").frame(height: 10).id("b")
        }
        expectY(layout(spaced, 100, nil), "b", Self.line + 10)
    }

    @Test("metrics-legacy rounds the boundary distance to 4 points; uniform is 8 everywhere")
    func modes() {
        let tree = ViewNode.vstack {
            ViewNode.color("top").frame(height: 30)
            ViewNode.text("Fat").id("fat")
            ViewNode.color("bottom").frame(height: 30).id("bottom")
        }
        let legacyAbove = 4 + 17.0 * 494 / 2048
        let legacyBelow = Self.lineHeight + 4 - 17.0 * 1443 / 2048
        #expect(abs(legacyAbove - 8.101) < 0.001 && abs(legacyBelow - 12.309) < 0.001)
        let legacy = layout(tree, 100, nil, options: ["text-spacing=metrics-legacy"])
        expectY(legacy, "fat", 30 + legacyAbove)
        expectY(legacy, "bottom", 30 + legacyAbove + Self.line + legacyBelow)
        let uniform = layout(tree, 100, nil, options: ["text-spacing=uniform"])
        expectY(uniform, "fat", 38)
        expectY(uniform, "bottom", 38 + Self.line + 8)
    }

    // At @2x the boundary is rounded to half points: 2.029 → 2.5; above 2.5 + 4.101 = 6.601.
    @Test("the boundary distance is rounded up to a pixel of display-scale")
    func displayScale() {
        let tree = ViewNode.vstack {
            ViewNode.color("top").frame(height: 30)
            ViewNode.text("Fat").id("fat")
        }
        expectY(layout(tree, 100, nil, options: ["display-scale=2"]), "fat", 30 + 2.5 + 17.0 * 494 / 2048)
    }
}
