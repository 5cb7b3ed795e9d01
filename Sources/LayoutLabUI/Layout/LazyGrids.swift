// SwiftUI's lazy grids: `GridItem`, `LazyVGrid` and `LazyHGrid`, laid out by the engine's lazy-grid
// primitive (Sources/LayoutEngine/Primitives/Grids/LazyGrid.swift states the column rule and its sources). Laziness
// and pinned views (`PinnedScrollableViews`, ListsAndNavigation.swift) do not affect layout.
import LayoutEngine

/// A column of a `LazyVGrid` or a row of a `LazyHGrid` (SwiftUI's `GridItem`).
public struct GridItem: Sendable {
    /// How long the column (row) is across the grid.
    public enum Size: Sendable {
        /// Exactly this long.
        case fixed(CGFloat)
        /// A share of what is left, clamped to `minimum...maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns of at least `minimum` as fit its share.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The spacing after this item; nil is the default (8).
    public var spacing: CGFloat?
    /// How cells are aligned in their slots; nil is centre.
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    var engine: GridItemSpec {
        let size: GridItemSpec.Size
        switch self.size {
        case .fixed(let length): size = .fixed(Double(length))
        case let .flexible(minimum, maximum): size = .flexible(minimum: Double(minimum), maximum: Double(maximum))
        case let .adaptive(minimum, maximum): size = .adaptive(minimum: Double(minimum), maximum: Double(maximum))
        }
        return GridItemSpec(size, spacing: spacing.map { Double($0) }, alignment: alignment?.engine)
    }
}

/// A grid that grows downwards, with the given columns (SwiftUI's `LazyVGrid`).
public struct LazyVGrid<Content: View>: _PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        let grid = ViewKind.lazyGrid(axis: .vertical, items: columns.map(\.engine),
                                     alignment: EngineAlignment(horizontal: alignment.engine, vertical: .center),
                                     spacing: spacing.map { Double($0) })
        return [LazyGridSections.node(grid, stack: .vstack(alignment: alignment.engine, spacing: Double(spacing ?? 8)),
                                      children: builder.nodes(content) { $0.inLazyGrid = true }, builder: builder)]
    }
}

/// A grid that grows sideways, with the given rows (SwiftUI's `LazyHGrid`).
public struct LazyHGrid<Content: View>: _PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        let grid = ViewKind.lazyGrid(axis: .horizontal, items: rows.map(\.engine),
                                     alignment: EngineAlignment(horizontal: .center, vertical: alignment.engine),
                                     spacing: spacing.map { Double($0) })
        return [LazyGridSections.node(grid, stack: .hstack(alignment: alignment.engine, spacing: Double(spacing ?? 8)),
                                      children: builder.nodes(content) { $0.inLazyGrid = true }, builder: builder)]
    }
}

/// A lazy grid's sections: SwiftUI lays a `Section`'s header out across the grid (a row of a
/// `LazyVGrid`, as wide as the grid; a column of a `LazyHGrid`, as tall), then its items in a grid
/// of their own, then its footer. Modelled as a stack along the grid's axis of the headers, the
/// sections' grids and the footers, the grid's spacing between them; a grid without sections is one
/// grid node, as before. A modifier on a section (`Section { … }.font(.callout)`) applies to each of
/// its views, as on a group: the section is still found, its views modified.
enum LazyGridSections {
    static func node(_ grid: ViewKind, stack: ViewKind, children: [ViewNode], builder: _TreeBuilder) -> ViewNode {
        let sections = builder.gridSections
        let matched = sections.isEmpty ? [] : children.map { child in sections.first { holds(child, $0.node) } }
        guard matched.contains(where: { $0 != nil }) else { return ViewNode(grid, children: children) }
        var parts: [ViewNode] = []
        var loose: [ViewNode] = []
        func flush() {
            if !loose.isEmpty { parts.append(ViewNode(grid, children: loose)) }
            loose = []
        }
        for (child, section) in zip(children, matched) {
            guard let section else {
                loose.append(child)
                continue
            }
            flush()
            let views = child.children
            parts += views.prefix(section.headers)
            loose = Array(views.dropFirst(section.headers).dropLast(section.footers))
            flush()
            parts += views.suffix(section.footers)
        }
        flush()
        return ViewNode(stack, children: parts)
    }

    /// Whether `child` is the section `section` as it was made, or with modifiers on its views.
    private static func holds(_ child: ViewNode, _ section: ViewNode) -> Bool {
        guard child.kind == .group, child.children.count == section.children.count else { return false }
        return zip(child.children, section.children).allSatisfy { view, made in
            var current = view
            while current != made {
                guard current.kind.isModifier, let content = current.children.first else { return false }
                current = content
            }
            return true
        }
    }
}
