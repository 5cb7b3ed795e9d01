// SwiftUI's eager grid: `Grid`, `GridRow` and the grid-cell modifiers, laid out by the engine's
// Grid primitive (Sources/LayoutEngine/Primitives/Grids/Grid.swift states the rule and its sources).
import LayoutEngine

/// A two-dimensional layout of rows and columns (SwiftUI's `Grid`): each `GridRow` is a row; any
/// other view is a row of its own spanning every column. Nil spacings use the default (8).
public struct Grid<Content: View>: _PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        [ViewNode(.grid(alignment: alignment.engine, horizontalSpacing: horizontalSpacing.map { Double($0) },
                        verticalSpacing: verticalSpacing.map { Double($0) }), children: builder.nodes(content))]
    }
}

/// A row of a `Grid` (SwiftUI's `GridRow`); a nil alignment uses the grid's vertical alignment.
public struct GridRow<Content: View>: _PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        [ViewNode(.gridRow(alignment: alignment?.engine), children: builder.nodes(content))]
    }
}

extension View {
    /// Makes this grid cell span `count` columns.
    public func gridCellColumns(_ count: Int) -> some View {
        wrapped(.gridCell(.columns(count)))
    }

    /// Sets the horizontal alignment of every cell in this cell's grid column.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        wrapped(.gridCell(.columnAlignment(guide.engine)))
    }

    /// Places this grid cell in its cell by a unit point instead of the row's and column's alignments.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        wrapped(.gridCell(.anchor(anchor.engine)))
    }

    /// Keeps this (flexible) cell from sizing its grid column (horizontal) or row (vertical).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        wrapped(.gridCell(.unsizedAxes(axes.engine)))
    }
}
