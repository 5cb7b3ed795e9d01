// The declarations `scripts/swiftui-checklist.py generate` writes that depend on hand-written ones:
// the `SwiftUI` namespace names every type LayoutLabUI declares by hand (so `SwiftUI.GridLayout`
// resolves as in a file that imports SwiftUI), and a generated type conforms to a hand-written
// protocol that requires nothing, as SwiftUI's interface declares it.
import Foundation
import LayoutLabUI
import Testing

/// A group box as a card, its protocol named through the module: its label over its content, 4
/// apart, padded 10.
private struct QualifiedCardStyle: SwiftUI.GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label.id("label")
            configuration.content
        }
        .padding(10)
    }
}

@Suite("The generated SwiftUI namespace")
struct GeneratedNamespaceTests {
    /// `SwiftUI.GridLayout` is the library's `GridLayout`, so `AnyLayout(SwiftUI.GridLayout(...))`
    /// is the engine's Grid (§ Grid: a column is as wide as its widest cell, a row as tall as its
    /// tallest): columns max(40, 50) = 50 and 60 with 4 between, 114 wide; rows 30 and 10 with 2
    /// between, 42 high; centred in 390 × 763 at (138, 360.5). The red 40 × 20 is centred in its
    /// 50 × 30 cell, the green row at y 360.5 + 30 + 2.
    @Test("SwiftUI.GridLayout names the library's GridLayout and lays its rows out as a Grid")
    func qualifiedGridLayout() {
        let layout = AnyLayout(SwiftUI.GridLayout(horizontalSpacing: 4, verticalSpacing: 2))
        let grid = layout {
            GridRow {
                Color.red.frame(width: 40, height: 20).id("red")
                Color.blue.frame(width: 60, height: 30).id("blue")
            }
            GridRow { Color.green.frame(width: 50, height: 10).id("green") }
        }
        let result = LayoutLab.layout(grid.id("grid"), in: ProposedViewSize(width: 390, height: 763))
        expectFrame(result, "grid", CGRect(x: 138, y: 360.5, width: 114, height: 42))
        expectFrame(result, "red", CGRect(x: 143, y: 365.5, width: 40, height: 20))
        expectFrame(result, "blue", CGRect(x: 192, y: 360.5, width: 60, height: 30))
        expectFrame(result, "green", CGRect(x: 138, y: 392.5, width: 50, height: 10))
    }

    /// A style conforming to `SwiftUI.GroupBoxStyle` is a `GroupBoxStyle`: the box is laid out as
    /// its body [DOC `GroupBoxStyle`: "you can create custom group box styles by implementing
    /// `makeBody(configuration:)`"], the same frames as that stack written out; the 100 × 50
    /// content sits 10 + the label's line + 4 below the box's top, centred across 390.
    @Test("a style declared as SwiftUI.GroupBoxStyle lays its group box out as its body")
    func qualifiedGroupBoxStyle() {
        let proposal = ProposedViewSize(width: 390, height: 400)
        let styled = LayoutLab.layout(
            GroupBox("Title") { Color.red.frame(width: 100, height: 50).id("content") }.groupBoxStyle(QualifiedCardStyle()).id("box"),
            in: proposal)
        let written = LayoutLab.layout(
            VStack(alignment: .leading, spacing: 4) {
                Text("Title").id("label")
                Color.red.frame(width: 100, height: 50).id("content")
            }
            .padding(10).id("box"),
            in: proposal)
        let label = written["label"]?.height ?? 0
        #expect(label > 20 && label < 21)
        expectFrame(styled, "box", written["box"] ?? .zero)
        expectFrame(styled, "content", CGRect(x: 145, y: (400 - (20 + label + 4 + 50)) / 2 + 10 + label + 4, width: 100, height: 50))
    }

    /// SwiftUI's interface declares `struct EmptyControlWidgetConfiguration : ControlWidgetConfiguration`;
    /// the generated struct conforms to the hand-written protocol (which requires nothing).
    @Test("the generated EmptyControlWidgetConfiguration is a ControlWidgetConfiguration")
    func generatedConformanceToHandWrittenProtocol() {
        let type: Any.Type = EmptyControlWidgetConfiguration.self
        #expect(type is any ControlWidgetConfiguration.Type)
        #expect(type is any SwiftUI.ControlWidgetConfiguration.Type)
    }
}
