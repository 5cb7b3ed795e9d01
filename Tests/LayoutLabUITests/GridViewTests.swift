// Grid and lazy grids written as in Xcode (ForEach, GridItem arrays), laid out through LayoutLabUI.
// Numbers: objc.io "SwiftUI's Grid Views" quiz 1 (fixed 70 + adaptive 40 in 200 → 70, 57, 57).
import LayoutLabUI
import Testing

@Suite("Grid views")
struct GridViewTests {
    @Test("a LazyVGrid in a ScrollView, cells from ForEach: objc.io quiz 1")
    func lazyGridInScrollView() {
        let columns = [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]
        let result = LayoutLab.layout(in: ProposedViewSize(width: 200, height: 400)) {
            ScrollView {
                LazyVGrid(columns: columns, pinnedViews: [.sectionHeaders]) {
                    ForEach(0..<6) { index in
                        Color.blue.frame(height: 30).id("cell\(index)")
                    }
                }
            }
        }
        expectFrame(result, "cell0", CGRect(x: 0, y: 0, width: 70, height: 30))
        expectFrame(result, "cell2", CGRect(x: 143, y: 0, width: 57, height: 30))
        expectFrame(result, "cell5", CGRect(x: 143, y: 38, width: 57, height: 30))
    }

    @Test("a Grid with a spanning cell, a column alignment and an unsized divider")
    func gridWithModifiers() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 400, height: 300)) {
            Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 4) {
                GridRow {
                    Color.red.frame(width: 40, height: 20).id("a").gridColumnAlignment(.trailing)
                    Color.red.frame(width: 60, height: 20).id("b")
                }
                Divider().gridCellUnsizedAxes(.horizontal).id("line")
                GridRow {
                    Color.red.frame(width: 20, height: 20).id("c")
                    Color.red.frame(width: 10, height: 10).id("d").gridCellAnchor(.bottomTrailing)
                }
                Color.red.frame(width: 30, height: 10).id("span").gridCellColumns(2)
            }
            .id("grid")
        }
        // Columns 40 and 60 (+ 10): a 110-wide grid centred in 400; rows 20, 1/3, 20, 10 (+ 4 each).
        expectFrame(result, "grid", CGSize(width: 110, height: 20 + 4 + 1.0 / 3 + 4 + 20 + 4 + 10))
        let left = (400 - 110) / 2.0
        guard let top = result["grid"]?.minY else { Issue.record("no grid"); return }
        expectFrame(result, "line", CGRect(x: left, y: top + 24, width: 110, height: 1.0 / 3))
        expectFrame(result, "c", CGRect(x: left + 20, y: top + 28 + 1.0 / 3, width: 20, height: 20))
        expectFrame(result, "d", CGRect(x: left + 100, y: top + 38 + 1.0 / 3, width: 10, height: 10))
        expectFrame(result, "span", CGRect(x: left, y: top + 52 + 1.0 / 3, width: 30, height: 10))
    }
}
