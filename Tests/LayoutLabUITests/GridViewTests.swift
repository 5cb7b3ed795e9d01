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

    /// A modifier on a GridRow applies to each cell, as on a Group [EMP Ole Begemann's gist: a
    /// GridRow's background "behind each cell individually (behaves like Group)"]: the row keeps its
    /// columns. Cells 20 and 30 wide padded by 5 (30 × 20 and 40 × 20) in columns of 100 (the second
    /// row's), 12 apart: each padded cell centred in its column, at x 35 and 142 (was: the row one
    /// spanning cell, its two cells side by side in the middle of the grid).
    @Test("a modifier on a GridRow applies to each of its cells: the row keeps its columns")
    func gridRowModifier() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 212, height: 30)) {
            Grid(horizontalSpacing: 12, verticalSpacing: 0) {
                GridRow {
                    Color.red.frame(width: 20, height: 10).id("a")
                    Color.red.frame(width: 30, height: 10).id("b")
                }
                .padding(5)
                .font(.footnote)
                GridRow {
                    Color.blue.frame(width: 100, height: 10)
                    Color.blue.frame(width: 100, height: 10)
                }
            }
            .id("grid")
        }
        expectFrame(result, "grid", CGRect(x: 0, y: 0, width: 212, height: 30))
        expectFrame(result, "a", CGRect(x: 40, y: 5, width: 20, height: 10))
        expectFrame(result, "b", CGRect(x: 147, y: 5, width: 30, height: 10))
    }
}
