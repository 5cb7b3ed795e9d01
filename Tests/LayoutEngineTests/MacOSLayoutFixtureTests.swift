// The rest of SwiftOpenUI's recordings of real macOS SwiftUI [EMP codelynx/SwiftOpenUI
// Tests/LayoutParityTests/Fixtures/<scenario>.json, commits 1623332, 4cbaaba and 5679e58; the views
// are its LayoutScenarios.swift's], captured as MacOSFixtureTests describes: a 400 × 600
// NSHostingView at 2×, 13 pt text. A fixture records the root view's size and every drawn layer: a
// Color's layer is its frame; a Text's is its drawn glyphs, which start up to 1 pt inside its frame,
// so texts are checked exactly vertically and within 2 pt horizontally (the drawn glyphs' offset and
// the font model's error; with the SF Pro model every text's layout width here is exact and 62 of
// the 64 layers are within half a point: Docs/Engine.md, "The text model"), everything else exactly.
import LayoutEngine
import Testing

@Suite("macOS layouts (SwiftOpenUI's fixtures of real SwiftUI)")
struct MacOSLayoutFixtureTests {
    /// One recorded layer: the node labelled `label`, a Text (checked as above) or not (exactly).
    struct Layer: Sendable {
        var label: String
        var x: Double, y: Double, width: Double, height: Double
        var text = true
    }

    /// A fixture: the view, the root's recorded size (its width within 2 pt when text sets it)
    /// and the recorded layers.
    struct Fixture: Sendable, CustomTestStringConvertible {
        var name: String
        var tree: ViewNode
        var width: Double, height: Double
        var textWidth = false
        var layers: [Layer] = []
        var testDescription: String { name }
    }

    static func text(_ string: String) -> ViewNode { ViewNode.text(string).id(string) }
    static func color(_ name: String) -> ViewNode { ViewNode.color(name).id(name) }

    static let fixtures: [Fixture] = [
        // The root is the Color: its layer is the root's frame.
        Fixture(name: "color-fill", tree: ViewNode.color("red"), width: 400, height: 600),
        Fixture(name: "spacer-vertical", tree: ViewNode.vstack { ViewNode.spacer() }, width: 0, height: 600),
        Fixture(name: "empty-vstack", tree: ViewNode.vstack {}, width: 0, height: 0),
        Fixture(name: "single-child-vstack", tree: ViewNode.vstack { text("Only child") }, width: 61, height: 16,
                textWidth: true, layers: [Layer(label: "Only child", x: 0.5, y: 0, width: 60.5, height: 16)]),
        Fixture(name: "vstack-leading", tree: ViewNode.vstack(alignment: .leading) {
                    text("Short"); text("A longer text"); text("Mid") }, width: 78, height: 48, textWidth: true,
                layers: [Layer(label: "Short", x: 0.5, y: 0, width: 33.5, height: 16),
                         Layer(label: "A longer text", x: 0.5, y: 16, width: 77.5, height: 16),
                         Layer(label: "Mid", x: 0.5, y: 32, width: 22.5, height: 16)]),
        Fixture(name: "vstack-trailing", tree: ViewNode.vstack(alignment: .trailing) {
                    text("Short"); text("A longer text"); text("Mid") }, width: 78, height: 48, textWidth: true,
                layers: [Layer(label: "Short", x: 44.5, y: 0, width: 33.5, height: 16),
                         Layer(label: "A longer text", x: 0.5, y: 16, width: 77.5, height: 16),
                         Layer(label: "Mid", x: 55.5, y: 32, width: 22.5, height: 16)]),
        Fixture(name: "zero-spacing-vstack", tree: ViewNode.vstack(spacing: 0) { text("A"); text("B"); text("C") },
                width: 10, height: 48, textWidth: true,
                layers: [Layer(label: "A", x: 0.5, y: 0, width: 9, height: 16), Layer(label: "B", x: 1, y: 16, width: 8.5, height: 16),
                         Layer(label: "C", x: 0.5, y: 32, width: 9.5, height: 16)]),
        Fixture(name: "vstack-nested", tree: ViewNode.vstack(spacing: 10) {
                    ViewNode.vstack(spacing: 4) { text("Group 1 - A"); text("Group 1 - B") }
                    ViewNode.vstack(spacing: 4) { text("Group 2 - A"); text("Group 2 - B") }
                }, width: 71, height: 82, textWidth: true,
                layers: [Layer(label: "Group 1 - A", x: 1, y: 0, width: 69, height: 16),
                         Layer(label: "Group 1 - B", x: 1, y: 20, width: 69, height: 16),
                         Layer(label: "Group 2 - A", x: 0, y: 46, width: 71, height: 16),
                         Layer(label: "Group 2 - B", x: 0.5, y: 66, width: 70.5, height: 16)]),
        Fixture(name: "vstack-with-spacer", tree: ViewNode.vstack { text("Top"); ViewNode.spacer(); text("Bottom") },
                width: 45, height: 600, textWidth: true,
                layers: [Layer(label: "Top", x: 11.5, y: 0, width: 22.5, height: 16),
                         Layer(label: "Bottom", x: 0.5, y: 584, width: 44.5, height: 16)]),
        Fixture(name: "unequal-flex-spacers", tree: ViewNode.vstack {
                    text("Top"); ViewNode.spacer(); text("Mid"); ViewNode.spacer(); ViewNode.spacer(); text("Bottom")
                }, width: 45, height: 600, textWidth: true,
                layers: [Layer(label: "Top", x: 11.5, y: 0, width: 22.5, height: 16),
                         Layer(label: "Mid", x: 11.5, y: 200, width: 22.5, height: 16),
                         Layer(label: "Bottom", x: 0.5, y: 584, width: 44.5, height: 16)]),
        Fixture(name: "hstack-spacing-20", tree: ViewNode.hstack(spacing: 20) { text("Left"); text("Right") },
                width: 76, height: 16, textWidth: true,
                layers: [Layer(label: "Left", x: 0, y: 0, width: 24, height: 16), Layer(label: "Right", x: 44, y: 0, width: 32, height: 16)]),
        Fixture(name: "hstack-with-spacer", tree: ViewNode.hstack { text("Left"); ViewNode.spacer(); text("Right") },
                width: 400, height: 16,
                layers: [Layer(label: "Left", x: 0, y: 0, width: 24, height: 16), Layer(label: "Right", x: 368, y: 0, width: 32, height: 16)]),
        Fixture(name: "zstack-default", tree: ViewNode.zstack { color("blue").frame(width: 200, height: 200); text("Centered") },
                width: 200, height: 200,
                layers: [Layer(label: "blue", x: 0, y: 0, width: 200, height: 200, text: false),
                         Layer(label: "Centered", x: 72, y: 92, width: 56, height: 16)]),
        Fixture(name: "zstack-top-leading", tree: ViewNode.zstack(alignment: .topLeading) {
                    color("blue").frame(width: 200, height: 200); text("TopLeading") }, width: 200, height: 200,
                layers: [Layer(label: "blue", x: 0, y: 0, width: 200, height: 200, text: false),
                         Layer(label: "TopLeading", x: 0, y: 0, width: 70.5, height: 16)]),
        Fixture(name: "zstack-bottom-trailing", tree: ViewNode.zstack(alignment: .bottomTrailing) {
                    color("blue").frame(width: 200, height: 200); text("BottomTrailing") }, width: 200, height: 200,
                layers: [Layer(label: "blue", x: 0, y: 0, width: 200, height: 200, text: false),
                         Layer(label: "BottomTrailing", x: 112.5, y: 184, width: 87.5, height: 16)]),
        Fixture(name: "frame-fixed", tree: text("Framed").frame(width: 200, height: 100), width: 200, height: 100,
                layers: [Layer(label: "Framed", x: 77, y: 42, width: 46, height: 16)]),
        Fixture(name: "frame-maxwidth-infinity", tree: text("Full Width").frame(maxWidth: .infinity), width: 400, height: 16,
                layers: [Layer(label: "Full Width", x: 169.5, y: 0, width: 61, height: 16)]),
        Fixture(name: "frame-alignment-top-leading", tree: text("TL").frame(width: 200, height: 200, alignment: .topLeading),
                width: 200, height: 200, layers: [Layer(label: "TL", x: 0, y: 0, width: 15.5, height: 16)]),
        Fixture(name: "frame-alignment-bottom-trailing",
                tree: text("BR").frame(width: 200, height: 200, alignment: .bottomTrailing),
                width: 200, height: 200, layers: [Layer(label: "BR", x: 183, y: 184, width: 17, height: 16)]),
        Fixture(name: "frame-alignment-center", tree: text("C").frame(width: 200, height: 200, alignment: .center),
                width: 200, height: 200, layers: [Layer(label: "C", x: 95.5, y: 92, width: 9.5, height: 16)]),
        Fixture(name: "deeply-nested-frames", tree: text("Deep").frame(width: 100, height: 40).frame(width: 200, height: 100)
                    .frame(width: 300, height: 200), width: 300, height: 200,
                layers: [Layer(label: "Deep", x: 134, y: 92, width: 32, height: 16)]),
        Fixture(name: "padding-custom", tree: text("Custom Pad").padding(20), width: 114, height: 56, textWidth: true,
                layers: [Layer(label: "Custom Pad", x: 20.5, y: 20, width: 73.5, height: 16)]),
        Fixture(name: "padding-horizontal", tree: text("H-Padded").padding(.horizontal, 24), width: 110, height: 16,
                textWidth: true, layers: [Layer(label: "H-Padded", x: 24, y: 0, width: 62, height: 16)]),
        Fixture(name: "padding-nested", tree: text("Double Padded").padding(8).padding(16), width: 141, height: 64,
                textWidth: true, layers: [Layer(label: "Double Padded", x: 24, y: 24, width: 93, height: 16)]),
        Fixture(name: "frame-inside-padding", tree: text("X").frame(width: 100, height: 50).padding(20), width: 140, height: 90,
                layers: [Layer(label: "X", x: 65.5, y: 37, width: 9, height: 16)]),
        Fixture(name: "padding-inside-frame", tree: text("X").padding(20).frame(width: 200, height: 100), width: 200, height: 100,
                layers: [Layer(label: "X", x: 95.5, y: 42, width: 9, height: 16)]),
        Fixture(name: "stacked-frames-with-alignment", tree: text("Z").frame(width: 50, height: 30, alignment: .bottomTrailing)
                    .frame(width: 150, height: 80, alignment: .topLeading), width: 150, height: 80,
                layers: [Layer(label: "Z", x: 41, y: 14, width: 9, height: 16)]),
        Fixture(name: "deeply-nested-padding-frame", tree: text("X").padding(4).frame(width: 80, height: 40).padding(8)
                    .frame(width: 150, height: 80).padding(12), width: 174, height: 104,
                layers: [Layer(label: "X", x: 82.5, y: 44, width: 9, height: 16)]),
        Fixture(name: "frame-minheight-centers-content", tree: text("Centered").frame(maxWidth: .infinity, minHeight: 180),
                width: 400, height: 180, layers: [Layer(label: "Centered", x: 172, y: 82, width: 56, height: 16)]),
        Fixture(name: "frame-maxwidth-infinity-with-minheight", tree: ViewNode.vstack { text("Top"); text("Bottom") }
                    .frame(maxWidth: .infinity, minHeight: 180), width: 400, height: 180,
                layers: [Layer(label: "Top", x: 189, y: 74, width: 22.5, height: 16),
                         Layer(label: "Bottom", x: 178, y: 90, width: 44.5, height: 16)]),
        Fixture(name: "hstack-in-vstack", tree: ViewNode.vstack(spacing: 12) {
                    ViewNode.hstack { text("Label"); ViewNode.spacer(); text("Value") }.padding(.horizontal, 16)
                    ViewNode.hstack { text("Another"); ViewNode.spacer(); text("Data") }.padding(.horizontal, 16)
                }, width: 400, height: 44,
                layers: [Layer(label: "Label", x: 16, y: 0, width: 33, height: 16), Layer(label: "Value", x: 350.5, y: 0, width: 33.5, height: 16),
                         Layer(label: "Another", x: 16, y: 28, width: 48.5, height: 16), Layer(label: "Data", x: 355.5, y: 28, width: 28.5, height: 16)]),
        Fixture(name: "nested-alignment-override", tree: ViewNode.vstack(alignment: .leading) {
                    ViewNode.hstack { text("A"); ViewNode.spacer() }.frame(maxWidth: .infinity)
                    text("B").frame(maxWidth: .infinity, alignment: .trailing)
                }, width: 400, height: 32,
                layers: [Layer(label: "A", x: 0, y: 0, width: 9, height: 16), Layer(label: "B", x: 391.5, y: 16, width: 8.5, height: 16)]),
        Fixture(name: "two-column-hstack", tree: ViewNode.hstack(spacing: 0) {
                    color("blue").frame(width: 120)
                    ViewNode.vstack(alignment: .leading, spacing: 8) { text("Main content"); text("Second line") }
                        .frame(maxWidth: .infinity, alignment: .leading).padding(16)
                }, width: 400, height: 600,
                layers: [Layer(label: "blue", x: 0, y: 0, width: 120, height: 600, text: false),
                         Layer(label: "Main content", x: 136, y: 280, width: 79, height: 16),
                         Layer(label: "Second line", x: 136, y: 304, width: 71, height: 16)]),
        Fixture(name: "mixed-fixed-flexible-hstack", tree: ViewNode.hstack(spacing: 0) {
                    text("Fixed").frame(width: 80); color("blue"); ViewNode.spacer(); text("End").frame(width: 60)
                }, width: 400, height: 600,
                layers: [Layer(label: "Fixed", x: 24, y: 292, width: 32.5, height: 16),
                         Layer(label: "blue", x: 80, y: 0, width: 252, height: 600, text: false),
                         Layer(label: "End", x: 358.5, y: 292, width: 23.5, height: 16)]),
        Fixture(name: "app-header-content-footer", tree: ViewNode.vstack(spacing: 0) {
                    text("Header").frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal, 16).padding(.vertical, 8)
                    ViewNode.spacer()
                    ViewNode.hstack { text("Status"); ViewNode.spacer(); text("v1.0") }.padding(.horizontal, 16).padding(.vertical, 4)
                }, width: 400, height: 600,
                layers: [Layer(label: "Header", x: 16, y: 8, width: 44.5, height: 16),
                         Layer(label: "Status", x: 16, y: 580, width: 39, height: 16),
                         Layer(label: "v1.0", x: 360, y: 580, width: 24, height: 16)]),
        Fixture(name: "sidebar-detail-split", tree: ViewNode.hstack(spacing: 0) {
                    ViewNode.vstack(alignment: .leading, spacing: 4) { for i in 1...5 { text("Item \(i)") } }
                        .frame(width: 120).padding(.vertical, 8)
                    color("gray").frame(width: 1)
                    ViewNode.vstack(alignment: .leading) { text("Detail"); ViewNode.spacer() }
                        .frame(maxWidth: .infinity, alignment: .leading).padding(12)
                }, width: 400, height: 600,
                layers: (1...5).map { Layer(label: "Item \($0)", x: 41, y: 252 + 20 * Double($0 - 1), width: 38.5, height: 16) }
                    + [Layer(label: "gray", x: 120, y: 0, width: 1, height: 600, text: false),
                       Layer(label: "Detail", x: 133, y: 12, width: 35, height: 16)]),
        Fixture(name: "toolbar-content-layout", tree: ViewNode.vstack(spacing: 0) {
                    ViewNode.hstack { text("Back"); ViewNode.spacer(); text("Title"); ViewNode.spacer(); text("Done") }
                        .padding(8).frame(maxWidth: .infinity)
                    color("gray").frame(height: 1)
                    ViewNode.spacer()
                }, width: 400, height: 600,
                layers: [Layer(label: "Back", x: 8, y: 8, width: 30, height: 16), Layer(label: "Title", x: 186, y: 8, width: 26.5, height: 16),
                         Layer(label: "Done", x: 360, y: 8, width: 32, height: 16),
                         Layer(label: "gray", x: 0, y: 32, width: 400, height: 1, text: false)]),
        // One line cut to fit the 200-point frame, 16 high. Real SwiftUI's `.truncationMode(.middle)`
        // cut is drawn 193 wide of the 200 (TextTruncationTests: the engine's middle cut is 194).
        Fixture(name: "text-middle-truncation-narrow-parent",
                tree: text("/home/kyoshikawa/Documents/projects/synca-test/synca-test/source").lineLimit(1)
                    .truncationMode(.middle).frame(width: 200),
                width: 200, height: 16),
    ]

    @Test("every recorded frame matches", arguments: fixtures)
    func fixture(_ fixture: Fixture) {
        let result = layout(fixture.tree.id("root"), 400, 600, options: ["platform=macos", "display-scale=2"])
        let root = frame(result, "root")
        #expect(abs(root.width - fixture.width) <= (fixture.textWidth ? 2 : 0), "root width \(root.width)")
        #expect(root.height == fixture.height, "root height \(root.height)")
        for layer in fixture.layers {
            let f = frame(result, layer.label)
            let (x, y) = (f.minX - root.minX, f.minY - root.minY)
            let slack = layer.text ? 2.0 : 0
            #expect(abs(x - layer.x) <= slack && abs(f.width - layer.width) <= slack,
                    "\(layer.label): x \(x) width \(f.width), recorded \(layer.x) and \(layer.width)")
            #expect(y == layer.y && f.height == layer.height,
                    "\(layer.label): y \(y) height \(f.height), recorded \(layer.y) and \(layer.height)")
        }
    }
}
