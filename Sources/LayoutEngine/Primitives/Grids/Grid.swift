// Grid and GridRow (iOS 16) [DOC Apple: `Grid`, `GridRow`, `Grid.init(alignment:horizontalSpacing:
// verticalSpacing:)`, `gridCellColumns(_:)`, `gridColumnAlignment(_:)`, `gridCellAnchor(_:)`,
// `gridCellUnsizedAxes(_:)`; sizing REIMPL by the documentation's analogy: "a grid and its rows behave
// something like a collection of HStack instances wrapped in a VStack", sized "as a single operation"].
// No published reimplementation or measurement of the eager Grid's sizing was found (reference notes
// §2.22): the sharing of space below is the engine's choice, the same rule as HStack/VStack applied to
// columns and rows. Evidence level: DOC for the structure and alignments, choice for the arithmetic.
//
// Structure: each GridRow is a row and each of its views a cell; a view outside a GridRow is a row of
// one cell spanning every column [DOC]. The grid has as many columns as its longest row (cells count
// their `gridCellColumns`); shorter rows leave their trailing cells empty [DOC].
// Columns, for a proposed width W (spacing between columns: `horizontalSpacing`, nil → the default 8):
// Every width question keeps the grid's height proposal H across, as an HStack keeps its own (so a
// one-row grid lays out exactly as an HStack of its cells).
// 1. nil W: each column is as wide as its widest cell's ideal width (cells proposed (nil, H)).
// 2. Otherwise the columns share W − spacing as an HStack's children do: each column's minimum and
//    maximum are its cells' widest answers to 0 and ∞; least flexible first (ties: larger minimum,
//    then order); each is proposed (what is left ÷ columns left) and takes its widest cell's answer.
// 3. A cell spanning several columns (`gridCellColumns`, or a view outside a GridRow) is then asked
//    with its columns' width plus what is left of W; if it is wider, the excess is shared equally by
//    its columns. So a flexible view outside a GridRow makes the grid as wide as proposed, which is
//    what `gridCellUnsizedAxes(.horizontal)` prevents [DOC gridCellUnsizedAxes, its Divider example].
// Only cells not unsized on that axis (`gridCellUnsizedAxes`) size a column or a row.
// Rows, for a proposed height H (`verticalSpacing`, nil → 8): the same, each cell proposed its
// columns' width across. Baseline-aligned rows grow so that every cell's baseline lines up.
// Placement: every cell is proposed its cell's size (columns' width × row height) and aligned in it:
// `gridCellAnchor` (a unit point) wins; else horizontally by its column's alignment (the first
// `gridColumnAlignment` in the column, else the grid's) and vertically by its row's alignment
// (`GridRow(alignment:)`, else the grid's), using the cell's own alignment guides.

/// `Grid(alignment:horizontalSpacing:verticalSpacing:)`.
struct GridLayout: Primitive {
    let structureCache = NodeCache<GridStructure?>(nil)
    let cache = NodeCache<GridArrangement?>(nil)
    var alignment: Alignment
    var horizontalSpacing: Double?
    var verticalSpacing: Double?

    var name: String { "Grid" }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        let arrangement = arrange(proposal: proposal, context: context)
        cache.value = arrangement
        return arrangement.size
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        let arrangement: GridArrangement
        if let cached = cache.value, cached.proposal == proposal {
            arrangement = cached
        } else {
            arrangement = arrange(proposal: proposal, context: context)
        }
        let structure = self.structure(context)
        let session = context.session
        let hGap = horizontalSpacing ?? context.options.defaultSpacing
        let vGap = verticalSpacing ?? context.options.defaultSpacing
        var columnX: [Double] = []
        var x = 0.0
        for width in arrangement.columns {
            columnX.append(x)
            x += finiteOrZero(width) + hGap
        }
        var rowY: [Double] = []
        var y = 0.0
        for height in arrangement.rows {
            rowY.append(y)
            y += finiteOrZero(height) + vGap
        }
        // The rows themselves (GridRow nodes) get their row's frame; they lay out nothing.
        for (row, node) in structure.rowNodes.enumerated() {
            guard let node else { continue }
            let frame = Rect(x: bounds.minX, y: bounds.minY + rowY[row], width: bounds.width, height: arrangement.rows[row])
            session.placements.append(Placement(node: node, frame: frame, proposal: ProposedViewSize(frame.size)))
        }
        for cell in structure.cells {
            let width = arrangement.spanWidth(cell, gap: hGap)
            let height = arrangement.rows[cell.row]
            let cellProposal = ProposedViewSize(width: width, height: height)
            let reason = ProposalReason(.gridPlace, Double(cell.row), Double(cell.column))
            let size = session.size(of: cell.node, proposal: cellProposal, reason: reason)
            let d = ViewDimensions(session: context.sessionRef, node: cell.node, proposal: cellProposal, size: size)
            var offset = Point.zero
            if let anchor = cell.anchor {
                offset = Point(x: anchor.x * (width - size.width), y: anchor.y * (height - size.height))
            } else {
                let h = cell.spansRow ? alignment.horizontal : structure.columnAlignments[cell.column]
                let v = structure.rowAlignments[cell.row]
                let line = arrangement.baselines[cell.row] ?? ViewDimensions(size: Size(width: width, height: height))[v]
                offset = Point(x: ViewDimensions(size: Size(width: width, height: height))[h] - d[h], y: line - d[v])
            }
            let origin = Point(x: bounds.minX + columnX[cell.column] + finiteOrZero(offset.x),
                               y: bounds.minY + rowY[cell.row] + finiteOrZero(offset.y))
            LayoutSubview(session: context.sessionRef, node: cell.node).place(at: origin, dimensions: d, reason: reason)
        }
    }

    // MARK: Structure

    /// Rows, columns and cells, read from the tree once per layout pass (no size questions).
    func structure(_ context: NodeContext) -> GridStructure {
        if let known = structureCache.value { return known }
        let session = context.session
        var rows: [(node: Int?, alignment: VerticalAlignment?, cells: [Int])] = []
        var columnCount = 0
        for node in session.subviewLists[context.node] {
            if let row = session.primitives[node] as? GridRowLayout {
                let cells = Array(session.subviewLists[node])
                columnCount = max(columnCount, cells.reduce(0) { $0 + max(GridCellTraits(node: $1, session: session).columns ?? 1, 1) })
                rows.append((node, row.alignment, cells))
            } else {
                rows.append((nil, nil, [node]))
            }
        }
        if columnCount == 0 && !rows.isEmpty { columnCount = 1 }
        var structure = GridStructure(columnCount: columnCount)
        var columnAlignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
        for (index, row) in rows.enumerated() {
            structure.rowNodes.append(row.node)
            structure.rowAlignments.append(row.alignment ?? alignment.vertical)
            var column = 0
            for node in row.cells {
                let traits = GridCellTraits(node: node, session: session)
                let span = row.node == nil ? columnCount : min(max(traits.columns ?? 1, 1), columnCount - column)
                guard span > 0 else { break }
                if row.node != nil, let guide = traits.columnAlignment, columnAlignments[column] == nil {
                    columnAlignments[column] = guide
                }
                structure.cells.append(GridCell(node: node, row: index, column: column, span: span,
                                                spansRow: row.node == nil, anchor: traits.anchor,
                                                unsized: traits.unsizedAxes ?? []))
                column += span
            }
        }
        structure.columnAlignments = columnAlignments.map { $0 ?? alignment.horizontal }
        structureCache.value = structure
        return structure
    }

    // MARK: Sizing

    func arrange(proposal: ProposedViewSize, context: NodeContext) -> GridArrangement {
        let structure = self.structure(context)
        let session = context.session
        let hGap = horizontalSpacing ?? context.options.defaultSpacing
        let vGap = verticalSpacing ?? context.options.defaultSpacing
        guard structure.columnCount > 0, !structure.cells.isEmpty else {
            return GridArrangement(proposal: proposal, columns: [], rows: [], baselines: [], size: .zero)
        }
        // Columns: single-column cells first, then the spanning ones.
        var columnMembers = [[GridCell]](repeating: [], count: structure.columnCount)
        var spanning: [GridCell] = []
        for cell in structure.cells where !cell.unsized.contains(.horizontal) {
            if cell.span == 1 { columnMembers[cell.column].append(cell) } else { spanning.append(cell) }
        }
        var columns = share(axis: .horizontal, length: proposal.width, gap: hGap, members: columnMembers,
                            session: session, cross: { _ in proposal.height })
        if !spanning.isEmpty {
            widen(columns: &columns, for: spanning, length: proposal.width, height: proposal.height, gap: hGap, session: session)
        }
        var partial = GridArrangement(proposal: proposal, columns: columns, rows: [], baselines: [], size: .zero)
        // Rows: every cell not unsized vertically, proposed its columns' width across.
        let rowCount = structure.rowNodes.count
        var rowMembers = [[GridCell]](repeating: [], count: rowCount)
        for cell in structure.cells where !cell.unsized.contains(.vertical) {
            rowMembers[cell.row].append(cell)
        }
        var rows = share(axis: .vertical, length: proposal.height, gap: vGap, members: rowMembers,
                         session: session, cross: { partial.spanWidth($0, gap: hGap) })
        // Baseline-aligned rows: the line is the lowest baseline; the row grows to fit every cell below it.
        var baselines = [Double?](repeating: nil, count: rowCount)
        for row in 0..<rowCount {
            let guide = structure.rowAlignments[row]
            guard guide == .firstTextBaseline || guide == .lastTextBaseline else { continue }
            let cells = structure.cells.filter { $0.row == row && $0.anchor == nil }
            var dimensions: [ViewDimensions] = []
            for cell in cells {
                let cellProposal = ProposedViewSize(width: partial.spanWidth(cell, gap: hGap), height: rows[row])
                let size = session.size(of: cell.node, proposal: cellProposal,
                                        reason: ProposalReason(.gridPlace, Double(row), Double(cell.column)))
                dimensions.append(ViewDimensions(session: context.sessionRef, node: cell.node, proposal: cellProposal, size: size))
            }
            guard let line = dimensions.map({ $0[guide] }).max() else { continue }
            baselines[row] = line
            rows[row] = max(rows[row], dimensions.map { line - $0[guide] + $0.height }.max() ?? 0)
        }
        partial.rows = rows
        partial.baselines = baselines
        func total(_ lengths: [Double], _ gap: Double) -> Double {
            lengths.reduce(0, +) + gap * Double(max(lengths.count - 1, 0))
        }
        partial.size = Size(width: total(columns, hGap), height: total(rows, vGap))
        return partial
    }

    /// Shares `length` among tracks (columns or rows) as a stack shares among its children; a track
    /// is as long as its longest member's answer. Tracks without members are 0 long and take no share.
    private func share(axis: Axis, length: Double?, gap: Double, members: [[GridCell]], session: LayoutSession,
                       cross: (GridCell) -> Double?) -> [Double] {
        let count = members.count
        var lengths = [Double](repeating: 0, count: count)
        func ask(_ track: Int, _ major: Double?, _ reason: ProposalReason) -> Double {
            var longest = 0.0
            for cell in members[track] {
                let proposal = ProposedViewSize(major: major, minor: cross(cell), axis: axis)
                longest = max(longest, session.size(of: cell.node, proposal: proposal, reason: reason)[axis])
            }
            return longest
        }
        let tracks = (0..<count).filter { !members[$0].isEmpty }
        guard let length else {
            for track in tracks { lengths[track] = ask(track, nil, ProposalReason(.gridIdeal, axis.operand)) }
            return lengths
        }
        let spacing = gap * Double(max(count - 1, 0))
        guard length - spacing > 0, length.isFinite, tracks.count > 1 else {
            // 0 or ∞ (or a single track): every track is proposed the whole length, as stacks do.
            let available = max(length - spacing, 0)
            for track in tracks {
                lengths[track] = ask(track, available, ProposalReason(.gridShare, available, Double(tracks.count), axis.operand))
            }
            return lengths
        }
        var minimum = [Double](repeating: 0, count: count)
        var flexibility = [Double](repeating: 0, count: count)
        for track in tracks {
            let low = ask(track, 0, ProposalReason(.gridProbeMin, axis.operand))
            let high = ask(track, .infinity, ProposalReason(.gridProbeMax, axis.operand))
            minimum[track] = low
            flexibility[track] = high == low ? 0 : high - low
        }
        let order = tracks.sorted { a, b in
            if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
            if minimum[a] != minimum[b] { return minimum[a] > minimum[b] }
            return a < b
        }
        var available = length - spacing
        var remaining = order.count
        for track in order {
            let proposed = max(available / Double(remaining), 0)
            lengths[track] = ask(track, proposed, ProposalReason(.gridShare, available, Double(remaining), axis.operand))
            available -= lengths[track]
            remaining -= 1
        }
        return lengths
    }

    /// Step 3: spanning cells widen the columns they span when they need more than those columns.
    private func widen(columns: inout [Double], for cells: [GridCell], length: Double?, height: Double?, gap: Double,
                       session: LayoutSession) {
        func used() -> Double { columns.reduce(0, +) + gap * Double(max(columns.count - 1, 0)) }
        for cell in cells {
            let range = cell.column..<(cell.column + cell.span)
            let spanned = columns[range].reduce(0, +) + gap * Double(cell.span - 1)
            var proposed: Double? = nil
            if let length { proposed = length.isFinite ? spanned + max(length - used(), 0) : length }
            let reason = ProposalReason(.gridSpan, Double(cell.column), Double(cell.span))
            let width = session.size(of: cell.node, proposal: ProposedViewSize(width: proposed, height: height), reason: reason).width
            guard width > spanned, spanned.isFinite else { continue }
            let extra = (width - spanned) / Double(cell.span)
            for column in range { columns[column] += extra }
        }
    }
}

/// A cell of a grid: its node, where it sits and how it asks to be sized and aligned.
struct GridCell {
    var node: Int
    var row: Int
    var column: Int
    var span: Int
    /// A view outside a GridRow: a row of its own spanning every column.
    var spansRow: Bool
    var anchor: UnitPoint?
    var unsized: Axes
}

/// A grid's rows and cells, read from the tree.
struct GridStructure {
    var columnCount: Int
    var cells: [GridCell] = []
    /// The GridRow node of each row (nil: a view outside a GridRow).
    var rowNodes: [Int?] = []
    var rowAlignments: [VerticalAlignment] = []
    var columnAlignments: [HorizontalAlignment] = []
}

/// Column widths and row heights for one proposal: the grid's cache.
struct GridArrangement {
    var proposal: ProposedViewSize
    var columns: [Double]
    var rows: [Double]
    /// The baseline of each baseline-aligned row, from its top.
    var baselines: [Double?]
    var size: Size

    /// The width of the columns a cell spans, with the spacing between them.
    func spanWidth(_ cell: GridCell, gap: Double) -> Double {
        columns[cell.column..<(cell.column + cell.span)].reduce(0, +) + gap * Double(cell.span - 1)
    }
}

/// `GridRow(alignment:)`. Inside a Grid it only groups cells (the grid sizes and places them, and
/// gives the row its frame). Outside a Grid the engine stacks its views as an HStack (a choice: the
/// documentation describes rows as "something like" HStacks).
struct GridRowLayout: Primitive {
    let alignment: VerticalAlignment?
    /// How the row lays out outside a Grid (one stack, with its cache, per node).
    private let stack: StackLayout

    init(alignment: VerticalAlignment?) {
        self.alignment = alignment
        stack = StackLayout(axis: .horizontal, vertical: alignment ?? .center, horizontal: .center, spacing: nil)
    }

    var name: String { "GridRow" }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        stack.sizeThatFits(proposal: proposal, context: context)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        stack.placeSubviews(in: bounds, proposal: proposal, context: context)
    }
}

/// One of a grid cell's layout traits, set by its modifier.
public enum GridCellTrait: Hashable, Codable, Sendable {
    /// `gridCellColumns(_:)`: the cell spans this many columns.
    case columns(Int)
    /// `gridColumnAlignment(_:)`: the horizontal alignment of every cell of the cell's column.
    case columnAlignment(HorizontalAlignment)
    /// `gridCellAnchor(_:)`: the cell is placed in its cell by this unit point.
    case anchor(UnitPoint)
    /// `gridCellUnsizedAxes(_:)`: the cell does not size its column (horizontal) or row (vertical).
    case unsizedAxes(Axes)

    /// The SwiftUI modifier's name.
    var modifierName: String {
        switch self {
        case .columns: return "gridCellColumns"
        case .columnAlignment: return "gridColumnAlignment"
        case .anchor: return "gridCellAnchor"
        case .unsizedAxes: return "gridCellUnsizedAxes"
        }
    }
}

/// The grid-cell modifiers: layout-neutral; they only tell an enclosing Grid how to treat the cell
/// (traits are read through any modifiers around them, as SwiftUI's layout values are).
struct GridCellLayout: PassThroughModifier {
    var trait: GridCellTrait

    var name: String { trait.modifierName }
}

/// A cell's traits, read down its modifier chain; the outermost modifier of a kind wins.
struct GridCellTraits {
    var columns: Int?
    var columnAlignment: HorizontalAlignment?
    var anchor: UnitPoint?
    var unsizedAxes: Axes?

    init(node: Int, session: LayoutSession) {
        var current = node
        while true {
            let primitive = session.primitives[current]
            if let cell = primitive as? GridCellLayout {
                switch cell.trait {
                case .columns(let count): if columns == nil { columns = count }
                case .columnAlignment(let guide): if columnAlignment == nil { columnAlignment = guide }
                case .anchor(let point): if anchor == nil { anchor = point }
                case .unsizedAxes(let axes): if unsizedAxes == nil { unsizedAxes = axes }
                }
            }
            guard primitive.isModifier, let content = session.subviewLists[current].first else { break }
            current = content
        }
    }
}

extension ViewNode {
    /// A grid (SwiftUI's `Grid`): GridRow children are rows; any other child is a row spanning every column.
    public static func grid(
        alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
        @ViewNodeBuilder _ content: () -> [ViewNode]
    ) -> ViewNode {
        ViewNode(.grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing),
                 children: content())
    }

    /// A row of a grid (SwiftUI's `GridRow`).
    public static func gridRow(alignment: VerticalAlignment? = nil, @ViewNodeBuilder _ content: () -> [ViewNode]) -> ViewNode {
        ViewNode(.gridRow(alignment: alignment), children: content())
    }

    public func gridCellColumns(_ count: Int) -> ViewNode { ViewNode(.gridCell(.columns(count)), children: [self]) }
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ViewNode {
        ViewNode(.gridCell(.columnAlignment(guide)), children: [self])
    }
    public func gridCellAnchor(_ anchor: UnitPoint) -> ViewNode { ViewNode(.gridCell(.anchor(anchor)), children: [self]) }
    public func gridCellUnsizedAxes(_ axes: Axes) -> ViewNode { ViewNode(.gridCell(.unsizedAxes(axes)), children: [self]) }
}
