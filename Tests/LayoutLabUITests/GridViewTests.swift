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

    /// SwiftUI lays a lazy grid's section header across the grid: a `LazyHGrid`'s as tall as the
    /// grid, before the section's items (Touchdown's README screenshot: the category header spans
    /// the 140-point grid, the items after it), and a `LazyVGrid`'s as wide, above them. Two
    /// flexible rows with spacing 10 in 160: 75 each; the grid's spacing, 10, between the header,
    /// the items and the footer.
    @Test("a lazy grid's section header and footer span the grid, its items in a grid of their own")
    func lazyGridSections() {
        let rows = [GridItem(.flexible(), spacing: 10), GridItem(.flexible(), spacing: 10)]
        let sideways = LayoutLab.layout(in: ProposedViewSize(width: 390, height: 160)) {
            ScrollView(.horizontal) {
                LazyHGrid(rows: rows, spacing: 10) {
                    Section(header: Color.gray.frame(width: 85).id("header"), footer: Color.gray.frame(width: 85).id("footer")) {
                        ForEach(0..<3) { index in Color.blue.frame(width: 100).id("item\(index)") }
                    }
                }
                .frame(height: 160)
            }
        }
        expectFrame(sideways, "header", CGRect(x: 0, y: 0, width: 85, height: 160))
        expectFrame(sideways, "item0", CGRect(x: 95, y: 0, width: 100, height: 75))
        expectFrame(sideways, "item1", CGRect(x: 95, y: 85, width: 100, height: 75))
        expectFrame(sideways, "item2", CGRect(x: 205, y: 0, width: 100, height: 75))
        expectFrame(sideways, "footer", CGRect(x: 315, y: 0, width: 85, height: 160))
        // A LazyVGrid of two flexible columns in 200 (96 each, spacing 8): the header above, as wide.
        let downwards = LayoutLab.layout(in: ProposedViewSize(width: 200, height: 400)) {
            LazyVGrid(columns: [GridItem(), GridItem()]) {
                Section(header: Color.gray.frame(height: 20).id("title")) {
                    ForEach(0..<2) { index in Color.blue.frame(height: 30).id("cell\(index)") }
                }
            }
        }
        expectFrame(downwards, "title", CGRect(x: 0, y: 171, width: 200, height: 20))
        expectFrame(downwards, "cell0", CGRect(x: 0, y: 199, width: 96, height: 30))
        expectFrame(downwards, "cell1", CGRect(x: 104, y: 199, width: 96, height: 30))
        // A modifier on the section applies to each of its views (GridTrainer's `Section { … }.font(.callout)`
        // kept its header above the grid in SwiftUI): padded by 5, the header is 200 × 30 and each
        // cell 96 × 40; 30 + 8 + 40 = 78 high, centred at 161.
        let padded = LayoutLab.layout(in: ProposedViewSize(width: 200, height: 400)) {
            LazyVGrid(columns: [GridItem(), GridItem()]) {
                Section(header: Color.gray.frame(height: 20).id("title")) {
                    ForEach(0..<2) { index in Color.blue.frame(height: 30).id("cell\(index)") }
                }
                .padding(5)
            }
        }
        expectFrame(padded, "title", CGRect(x: 5, y: 166, width: 190, height: 20))
        expectFrame(padded, "cell0", CGRect(x: 5, y: 204, width: 86, height: 30))
        expectFrame(padded, "cell1", CGRect(x: 109, y: 204, width: 86, height: 30))
        // Without a header or footer a section's items are the grid's, as before.
        let plain = LayoutLab.tree(of: LazyVGrid(columns: [GridItem()]) { Section { Color.red } })
        #expect(plain.root.children.map(\.kind) == [.color(name: "red")])
    }
}
