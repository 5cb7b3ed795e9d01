// Grid, GridRow and the grid-cell modifiers (Grid.swift), LazyVGrid/LazyHGrid (LazyGrid.swift), and
// the Spacer case of issue 14. Each test names its source: [DOC] Apple's documentation, [EMP] a
// published observation of real SwiftUI, [CHOICE] the engine's documented choice where no
// measurement was found (Grid's sharing of space follows HStack/VStack).
import LayoutEngine
import Testing

@Suite("Grids")
struct GridTests {
    func box(_ label: String, _ width: Double, _ height: Double) -> ViewNode {
        ViewNode.color(label).frame(width: width, height: height).id(label)
    }

    /// The ideal size of a text on its own.
    func ideal(_ string: String) -> Size {
        layout(ViewNode.text(string), nil, nil).rootSize
    }

    // MARK: Grid

    @Test("flexible cells share the grid like an HStack in a VStack: 4 Colors in 400×300, spacing 8 [CHOICE; DOC analogy]")
    func flexibleCells() {
        let tree = ViewNode.grid {
            ViewNode.gridRow { ViewNode.color("a").id("a"); ViewNode.color("b").id("b") }
            ViewNode.gridRow { ViewNode.color("c").id("c"); ViewNode.color("d").id("d") }
        }
        let result = layout(tree, 400, 300)
        // (400 − 8) ÷ 2 = 196 wide, (300 − 8) ÷ 2 = 146 high, as an HStack of two Colors (seed 001's rule).
        expectFrame(result, "a", x: 0, y: 0, width: 196, height: 146)
        expectFrame(result, "d", x: 204, y: 154, width: 196, height: 146)
        #expect(result.rootSize == Size(width: 400, height: 300))
    }

    @Test("a column is as wide as its widest cell and a row as tall as its tallest; default spacings are 8 [DOC]")
    func widestCell() {
        let tree = ViewNode.grid {
            ViewNode.gridRow { box("a", 30, 10); box("b", 50, 40) }
            ViewNode.gridRow { box("c", 70, 20); box("d", 20, 20) }
        }
        let result = layout(tree, nil, nil)
        #expect(result.rootSize == Size(width: 70 + 8 + 50, height: 40 + 8 + 20))
        // Centred in their cells (the default alignment): a in a 70 × 40 cell, d in a 50 × 20 cell.
        expectFrame(result, "a", x: 20, y: 15)
        expectFrame(result, "d", x: 78 + 15, y: 48)
    }

    @Test("explicit horizontalSpacing and verticalSpacing replace the defaults [DOC Grid.init]")
    func explicitSpacing() {
        let tree = ViewNode.grid(horizontalSpacing: 2, verticalSpacing: 30) {
            ViewNode.gridRow { box("a", 10, 10); box("b", 10, 10) }
            ViewNode.gridRow { box("c", 10, 10); box("d", 10, 10) }
        }
        let result = layout(tree, nil, nil)
        #expect(result.rootSize == Size(width: 22, height: 50))
        expectFrame(result, "d", x: 12, y: 40)
    }

    @Test("rows of different lengths: the longest row sets the column count, short rows leave cells empty [DOC]")
    func rowsOfDifferentLengths() {
        let tree = ViewNode.grid(alignment: .topLeading) {
            ViewNode.gridRow { box("a", 10, 10); box("b", 20, 10); box("c", 30, 10) }
            ViewNode.gridRow { box("d", 40, 20) }
        }
        let result = layout(tree, nil, nil)
        #expect(result.rootSize == Size(width: 40 + 8 + 20 + 8 + 30, height: 10 + 8 + 20))
        expectFrame(result, "b", x: 48, y: 0)
        expectFrame(result, "c", x: 76, y: 0)
        expectFrame(result, "d", x: 0, y: 18)
    }

    @Test("grid alignment, GridRow(alignment:), gridColumnAlignment and gridCellAnchor, in increasing precedence [DOC]")
    func alignments() {
        let tree = ViewNode.grid(alignment: .topLeading) {
            ViewNode.gridRow { box("tall", 40, 40); box("wide", 60, 10) }
            ViewNode.gridRow(alignment: .bottom) {
                box("a", 10, 10).gridColumnAlignment(.trailing)
                box("b", 10, 20)
            }
            ViewNode.gridRow { box("c", 10, 10); box("anchored", 10, 10).gridCellAnchor(UnitPoint(x: 0.5, y: 1)) }
            ViewNode.gridRow { box("e", 10, 30); box("f", 10, 10) }
        }
        let result = layout(tree, nil, nil)
        // Column widths 40 and 60; row heights 40, 20, 10, 30.
        expectFrame(result, "wide", x: 48, y: 0)               // grid alignment: top leading
        expectFrame(result, "a", x: 30, y: 48 + 10)             // column 0 trailing; row bottom
        expectFrame(result, "tall", x: 0)                       // also trailing: the column's alignment
        expectFrame(result, "b", x: 48, y: 48)                  // column 1 keeps leading
        expectFrame(result, "anchored", x: 48 + 25, y: 76)      // unit point (0.5, 1) of its 60 × 10 cell
        expectFrame(result, "f", x: 48, y: 94)                  // top of its 30-high row
    }

    @Test("a view outside a GridRow spans every column; a flexible one makes the grid as wide as proposed [DOC gridCellUnsizedAxes]")
    func spanningDivider() {
        let rows = { (divider: ViewNode) -> ViewNode in
            ViewNode.grid {
                ViewNode.gridRow { box("a", 30, 10); box("b", 50, 10) }
                divider
                ViewNode.gridRow { box("c", 30, 10); box("d", 50, 10) }
            }
        }
        let sized = layout(rows(ViewNode.divider.id("line")), 400, 300)
        #expect(sized.rootSize.width == 400)
        expectFrame(sized, "line", width: 400)
        let unsized = layout(rows(ViewNode.divider.id("line").gridCellUnsizedAxes(.horizontal)), 400, 300)
        // The divider no longer sizes the columns: the grid is 30 + 8 + 50 wide and the divider matches it.
        #expect(unsized.rootSize.width == 88)
        expectFrame(unsized, "line", x: 156, width: 88)
    }

    @Test("a flexible Color with gridCellUnsizedAxes takes its cell's size and sizes nothing [DOC]")
    func unsizedColor() {
        let tree = ViewNode.grid {
            ViewNode.gridRow { box("a", 30, 20); ViewNode.color("fill").id("fill").gridCellUnsizedAxes(.both) }
            ViewNode.gridRow { box("b", 10, 10); box("c", 40, 10) }
        }
        let result = layout(tree, 400, 300)
        #expect(result.rootSize == Size(width: 78, height: 38))
        expectFrame(result, "fill", width: 40, height: 20)
    }

    @Test("gridCellColumns: a wide cell spanning two columns widens both equally; a narrow one is centred in them [DOC]")
    func spanningCells() {
        let wide = ViewNode.grid {
            ViewNode.gridRow { box("a", 20, 10); box("b", 30, 10) }
            ViewNode.gridRow { box("span", 98, 10).gridCellColumns(2) }
        }
        let result = layout(wide, nil, nil)
        // 20 + 8 + 30 = 58 < 98: each column gains 20.
        #expect(result.rootSize.width == 98)
        expectFrame(result, "b", x: 48 + 10, width: 30)
        let narrow = layout(ViewNode.grid {
            ViewNode.gridRow { box("a", 20, 10); box("b", 30, 10); box("c", 5, 10) }
            ViewNode.gridRow { box("span", 18, 10).gridCellColumns(2); box("d", 5, 10) }
        }, nil, nil)
        expectFrame(narrow, "span", x: (58 - 18) / 2)
        expectFrame(narrow, "d", x: 66)
    }

    @Test("text cells: columns take the widest text's ideal width when space allows [DOC]")
    func textColumns() {
        let tree = ViewNode.grid(alignment: .leading) {
            ViewNode.gridRow { ViewNode.text("Name").id("n"); ViewNode.text("A longer value").id("v") }
            ViewNode.gridRow { ViewNode.text("Longer label").id("l"); ViewNode.text("x").id("x") }
        }
        let result = layout(tree, 400, nil)
        let first = ideal("Longer label").width, second = ideal("A longer value").width
        #expect(result.rootSize.width == first + 8 + second)
        let left = (400 - result.rootSize.width) / 2   // the root is centred in the 400-wide proposal
        expectFrame(result, "x", x: left + first + 8)
        expectFrame(result, "n", x: left, width: ideal("Name").width)
    }

    @Test("baseline-aligned rows line up their cells' first baselines [DOC Grid alignment]")
    func baselines() {
        let tree = ViewNode.grid(alignment: Alignment(horizontal: .leading, vertical: .firstTextBaseline)) {
            ViewNode.gridRow { ViewNode.text("A").font(size: 34).id("big"); ViewNode.text("b").id("small") }
        }
        let hstack = ViewNode.hstack(alignment: .firstTextBaseline, spacing: 8) {
            ViewNode.text("A").font(size: 34).id("big"); ViewNode.text("b").id("small")
        }
        let grid = layout(tree, nil, nil), stack = layout(hstack, nil, nil)
        #expect(grid.rootSize == stack.rootSize)
        #expect(frame(grid, "small") == frame(stack, "small"))
    }

    @Test("rows share a proposed height like a VStack: a fixed row first, the flexible ones split the rest [CHOICE]")
    func rowsShareHeight() {
        let tree = ViewNode.grid(verticalSpacing: 0) {
            ViewNode.gridRow { box("fixed", 10, 40) }
            ViewNode.gridRow { ViewNode.color("x").id("x") }
            ViewNode.gridRow { ViewNode.color("y").id("y") }
        }
        let result = layout(tree, 100, 200)
        expectFrame(result, "x", y: 40, height: 80)
        expectFrame(result, "y", y: 120, height: 80)
    }

    @Test("a one-row grid lays its cells out as an HStack with the same spacing does, under any width [DOC analogy]",
          arguments: [nil, 0, 50, 120, 250, 400, Double.infinity] as [Double?])
    func oneRowIsAnHStack(_ width: Double?) {
        func cells() -> [ViewNode] {
            [ViewNode.text("Hello wide world").id("t"), ViewNode.color("c").id("c"), box("f", 30, 20), ViewNode.circle.id("o")]
        }
        let grid = layout(ViewNode.grid { ViewNode.gridRow { cells() } }, width, 100)
        let stack = layout(ViewNode(.hstack(alignment: .center, spacing: nil), children: cells()), width, 100)
        #expect(grid.rootSize.width == stack.rootSize.width)
        for label in ["t", "c", "f", "o"] {
            #expect(frame(grid, label).width == frame(stack, label).width, "\(label)")
            // After an infinitely wide child a stack's positions are infinite; the grid's stay finite.
            if frame(stack, label).minX.isFinite {
                #expect(frame(grid, label).minX == frame(stack, label).minX, "\(label)")
            }
        }
    }

    @Test("a GridRow outside a Grid stacks its views as an HStack [CHOICE]")
    func rowAlone() {
        let result = layout(ViewNode.gridRow { box("a", 10, 10); box("b", 10, 10) }, nil, nil)
        #expect(result.rootSize == Size(width: 28, height: 10))
    }

    @Test("names, modifier-ness and grid-cell traits through other modifiers")
    func kindFacts() {
        #expect(ViewKind.grid(alignment: .center, horizontalSpacing: nil, verticalSpacing: nil).name == "Grid")
        #expect(ViewKind.gridRow(alignment: nil).name == "GridRow")
        #expect(ViewKind.lazyGrid(axis: .vertical, items: [], alignment: .center, spacing: nil).name == "LazyVGrid")
        #expect(ViewKind.lazyGrid(axis: .horizontal, items: [], alignment: .center, spacing: nil).name == "LazyHGrid")
        let traits: [(GridCellTrait, String)] = [(.columns(2), "gridCellColumns"), (.columnAlignment(.leading), "gridColumnAlignment"),
                                                 (.anchor(.center), "gridCellAnchor"), (.unsizedAxes(.both), "gridCellUnsizedAxes")]
        for (trait, name) in traits {
            #expect(ViewKind.gridCell(trait).name == name)
            #expect(ViewKind.gridCell(trait).isModifier)
        }
        // A span set under a padding still counts.
        let tree = ViewNode.grid {
            ViewNode.gridRow { box("a", 20, 10); box("b", 30, 10) }
            ViewNode.gridRow { box("span", 98, 10).gridCellColumns(2).padding(0) }
        }
        #expect(layout(tree, nil, nil).rootSize.width == 98)
    }

    // MARK: Lazy grids

    func cells(_ count: Int, height: Double = 30) -> [ViewNode] {
        (0..<count).map { ViewNode.color("c").frame(height: height).id("c\($0)") }
    }

    @Test("objc.io quiz 1: fixed(70) + adaptive(minimum: 40) in 200 → columns 70, 57, 57 [EMP objc.io 2020-11-23]")
    func quizFixedAndAdaptive() {
        let tree = ViewNode.scrollView {
            ViewNode.lazyVGrid(columns: [GridItemSpec(.fixed(70)), GridItemSpec(.adaptive(minimum: 40, maximum: .infinity))]) {
                cells(4)
            }.id("grid")
        }
        let result = layout(tree, 200, 400)
        expectFrame(result, "c0", x: 0, y: 0, width: 70, height: 30)
        expectFrame(result, "c1", x: 78, width: 57)
        expectFrame(result, "c2", x: 143, width: 57)
        expectFrame(result, "c3", x: 0, y: 38)      // second row, 8 below (default spacing)
        expectFrame(result, "grid", width: 200, height: 68)
    }

    @Test("fieldguide: flexible(minimum: 40) + fixed(60) in 200 → 132 and 60, the fixed column sized first [EMP swiftuifieldguide]")
    func flexibleAndFixed() {
        let tree = ViewNode.lazyVGrid(columns: [GridItemSpec(.flexible(minimum: 40, maximum: .infinity)), GridItemSpec(.fixed(60))]) {
            cells(2)
        }
        let result = layout(tree, 200, nil)
        expectFrame(result, "c0", x: 0, width: 132)
        expectFrame(result, "c1", x: 140, width: 60)
    }

    @Test("adaptive(50...100) in 300 → 5 columns of 53.6; adaptive(50...100) + adaptive(40...100) → 2 × 69 and 3 × 43.33 [EMP mo4tech]")
    func adaptiveArithmetic() {
        let one = layout(ViewNode.lazyVGrid(columns: [GridItemSpec(.adaptive(minimum: 50, maximum: 100))]) { cells(5) }, 300, nil)
        expectFrame(one, "c0", x: 0, width: 53.6)
        expectFrame(one, "c4", x: 4 * 61.6, width: 53.6)
        let two = layout(ViewNode.lazyVGrid(columns: [GridItemSpec(.adaptive(minimum: 50, maximum: 100)),
                                                       GridItemSpec(.adaptive(minimum: 40, maximum: 100))]) { cells(5) }, 300, nil)
        expectFrame(two, "c0", width: 69)
        expectFrame(two, "c1", x: 77, width: 69)
        expectFrame(two, "c2", x: 154, width: 130.0 / 3)
        expectFrame(two, "c4", x: 300 - 130.0 / 3, width: 130.0 / 3)
    }

    @Test("flexible minimums overflow, and placement recomputes the columns from the grid's own width (objc.io quiz 2) [EMP/REIMPL]")
    func flexibleOverflow() {
        let tree = ViewNode.lazyVGrid(columns: [GridItemSpec(.flexible(minimum: 50, maximum: .infinity)),
                                                 GridItemSpec(.flexible(minimum: 120, maximum: .infinity))]) { cells(2) }
            .id("grid").frame(width: 200)
        let result = layout(tree, 200, 400)
        // Sizing: 192 ÷ 2 = 96, then 96 → 120: the grid is 224 wide, centred in the 200 frame.
        expectFrame(result, "grid", x: -12, width: 224)
        // Placing with 224: 216 ÷ 2 = 108, then 108 → 120; 236 centred in 224.
        expectFrame(result, "c0", x: -18, width: 108)
        expectFrame(result, "c1", x: 98, width: 120)
    }

    @Test("GridItem spacing and alignment, grid spacing between rows, the tallest cell sets a row [DOC GridItem]")
    func itemSpacingAndAlignment() {
        let tree = ViewNode.lazyVGrid(columns: [GridItemSpec(.fixed(50), spacing: 20, alignment: .topLeading), GridItemSpec(.fixed(50))],
                                      spacing: 4) {
            box("a", 10, 10); box("b", 20, 40); box("c", 10, 10)
        }
        let result = layout(tree, nil, nil)
        #expect(result.rootSize == Size(width: 120, height: 40 + 4 + 10))
        expectFrame(result, "a", x: 0, y: 0)
        expectFrame(result, "b", x: 70 + 15, y: 0)
        expectFrame(result, "c", x: 0, y: 44)
    }

    @Test("LazyHGrid is LazyVGrid transposed")
    func horizontalGrid() {
        let tree = ViewNode.lazyHGrid(rows: [GridItemSpec(.fixed(70)), GridItemSpec(.adaptive(minimum: 40, maximum: .infinity))]) {
            (0..<4).map { ViewNode.color("c").frame(width: 30).id("c\($0)") }
        }
        let result = layout(tree, 400, 200)
        #expect(result.rootSize == Size(width: 68, height: 200))
        expectFrame(result, "c1", x: 166, y: 78, width: 30, height: 57)   // the root is centred in 400
        expectFrame(result, "c3", x: 166 + 38, y: 0, height: 70)
    }

    @Test("with a nil width, fixed columns keep their width and flexible/adaptive ones take their minimum [CHOICE]")
    func nilWidth() {
        let tree = ViewNode.lazyVGrid(columns: [GridItemSpec(.fixed(30)), GridItemSpec(), GridItemSpec(.adaptive(minimum: 25, maximum: 40))]) {
            cells(3)
        }
        #expect(layout(tree, nil, nil).rootSize.width == 30 + 8 + 10 + 8 + 25)
    }

    // MARK: Properties

    @Test("grids never produce NaN or negative sizes and are deterministic, under every kind of proposal")
    func properties() {
        let tree = ViewNode.vstack {
            ViewNode.grid {
                ViewNode.gridRow { ViewNode.text("Hello grid world"); ViewNode.color("c"); ViewNode.spacer() }
                ViewNode.divider
                ViewNode.gridRow { ViewNode.circle.gridCellColumns(5); ViewNode.emptyView }
            }
            ViewNode.lazyVGrid(columns: [GridItemSpec(.adaptive(minimum: 0, maximum: .infinity)), GridItemSpec(.fixed(-5))]) {
                ViewNode.text("x"); ViewNode.color("y")
            }
            ViewNode.grid { }
            ViewNode.lazyHGrid(rows: []) { ViewNode.color("z") }
        }
        let lengths: [Double?] = [nil, 0, 1, 37.5, 400, .infinity]
        for width in lengths {
            for height in lengths {
                let result = layout(tree, width, height)
                for placement in result.placements {
                    let f = placement.frame
                    #expect(!f.width.isNaN && !f.height.isNaN && !f.minX.isNaN && !f.minY.isNaN)
                    #expect(f.width >= 0 && f.height >= 0)
                }
                #expect(result == layout(tree, width, height))
            }
        }
    }

    @Test("nested grids: calls grow linearly with the number of cells")
    func linearCalls() {
        func nested(_ side: Int) -> ViewNode {
            ViewNode.grid {
                (0..<side).map { _ in
                    ViewNode.gridRow {
                        (0..<side).map { _ in
                            ViewNode.grid { ViewNode.gridRow { ViewNode.text("a"); ViewNode.color("b") } }
                        }
                    }
                }
            }
        }
        var perNode: [Double] = []
        for side in [4, 8, 16] {
            let tree = nested(side)
            let result = layout(tree, 800, 600)
            perNode.append(Double(result.calls.count) / Double(tree.nodeCount))
        }
        #expect(perNode[2] <= perNode[0] * 1.25, "calls per node: \(perNode)")
    }

    // MARK: Spacer

    @Test("issue 14: fixed 80 + Color + Spacer + fixed 60 in a 400-wide HStack(spacing: 0) → Color 252, Spacer 8 [RE Spacer priority]")
    func spacerYields() {
        let tree = ViewNode.hstack(spacing: 0) {
            box("f80", 80, 10)
            ViewNode.color("c").id("color")
            ViewNode.spacer().id("spacer")
            box("f60", 60, 10)
        }
        let result = layout(tree, 400, 100)
        expectFrame(result, "color", x: 80, width: 252)
        expectFrame(result, "spacer", x: 332, width: 8)
        expectFrame(result, "f60", x: 340)
        // Whatever their order, and with a minLength, the Spacer yields to every other flexible child.
        let spacerFirst = layout(ViewNode.hstack(spacing: 0) {
            ViewNode.spacer(minLength: 20).id("spacer"); ViewNode.color("c").id("color"); ViewNode.circle.id("circle")
        }, 400, 100)
        expectFrame(spacerFirst, "spacer", width: 20)
        expectFrame(spacerFirst, "circle", width: 100)
        expectFrame(spacerFirst, "color", width: 280)
    }
}
