// Custom layouts written with SwiftUI's signatures (CGSize, CGRect, `Subviews`, `cache: inout ()`),
// adapted to the engine's `Layout` protocol and registered per build under a unique name
// (`ViewKind.custom(name:)`), so they run inside the engine, memoised and traced like its primitives.
// `alignmentGuide` closures use the same route: the engine's own alignment-guide node only holds
// expressions (`GuideExpression`), while its public `Layout` protocol can answer explicit guides
// with arbitrary code.
import LayoutEngine

/// A custom layout container (SwiftUI's `Layout`). Use it as `MyLayout { ... }`.
/// Not supported: a layout's own `spacing(subviews:cache:)` (see `ViewSpacing`).
public protocol Layout {
    /// Data shared between the layout's calls during one layout pass.
    associatedtype Cache = Void
    /// The layout's subviews.
    typealias Subviews = LayoutSubviews

    /// Creates the cache.
    func makeCache(subviews: Subviews) -> Cache
    /// Refreshes the cache when the subviews change (not called by the engine, which makes one cache per pass).
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The size this layout chooses for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places every subview inside `bounds`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// An explicit value for a horizontal guide, or nil for the default.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// An explicit value for a vertical guide, or nil for the default.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// The layout's preferred spacing to its neighbours (not consulted by the engine's stacks).
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// Properties of the layout (ignored).
    static var layoutProperties: LayoutProperties { get }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {}

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }

    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// As in SwiftUI, a layout that does not answer a guide merges its subviews' explicit values,
    /// each where `placeSubviews` puts it: the mean for a custom guide, the topmost first and
    /// bottommost last text baseline, none for leading, centre and trailing.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        subviews.engine.mergedExplicitAlignment(of: guide.engine) {
            placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }.map { CGFloat($0) }
    }

    /// As in SwiftUI, a layout that does not answer a guide merges its subviews' explicit values,
    /// each where `placeSubviews` puts it: the mean for a custom guide, the topmost first and
    /// bottommost last text baseline, none for top, centre and bottom.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        subviews.engine.mergedExplicitAlignment(of: guide.engine) {
            placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }.map { CGFloat($0) }
    }

    /// Lays out `content`'s views with this layout: `MyLayout(spacing: 8) { ... }`.
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        _CustomLayoutView(layout: self, content: content())
    }
}

/// A custom layout and its content: one `custom` node whose children are the subviews.
public struct _CustomLayoutView<L: Layout, Content: View>: _PrimitiveView {
    let layout: L
    let content: Content

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        [Self.node(for: layout, children: builder.nodes(content), builder)]
    }

    /// The node of `layout` over `children`: the engine's own stack for the built-in stack layouts,
    /// otherwise a custom node registered in this build.
    static func node(for layout: L, children: [ViewNode], _ builder: _TreeBuilder) -> ViewNode {
        if let any = layout as? AnyLayout { return any.makeNodes(builder, children) }
        if let builtIn = layout as? any _BuiltInLayout {
            return ViewNode(builtIn.kind, children: children)
        }
        let name = builder.register(_LayoutAdapter(layout: layout), base: String(describing: L.self))
        return ViewNode(.custom(name: name), children: children)
    }
}

/// Runs a SwiftUI-shaped `Layout` as an engine layout.
struct _LayoutAdapter<L: Layout>: LayoutEngine.Layout {
    let layout: L

    func makeCache(subviews: EngineSubviews) -> L.Cache {
        layout.makeCache(subviews: LayoutSubviews(engine: subviews))
    }

    func sizeThatFits(proposal: EngineProposal, subviews: EngineSubviews, cache: inout L.Cache) -> Size {
        let size = layout.sizeThatFits(proposal: ProposedViewSize(proposal), subviews: LayoutSubviews(engine: subviews),
                                       cache: &cache)
        return Size(width: Double(size.width), height: Double(size.height))
    }

    func placeSubviews(in bounds: Rect, proposal: EngineProposal, subviews: EngineSubviews, cache: inout L.Cache) {
        layout.placeSubviews(in: CGRect(bounds), proposal: ProposedViewSize(proposal),
                             subviews: LayoutSubviews(engine: subviews), cache: &cache)
    }

    func explicitAlignment(of guide: EngineHorizontalAlignment, in bounds: Rect, proposal: EngineProposal,
                           subviews: EngineSubviews, cache: inout L.Cache) -> Double? {
        layout.explicitAlignment(of: HorizontalAlignment(engine: guide), in: CGRect(bounds),
                                 proposal: ProposedViewSize(proposal), subviews: LayoutSubviews(engine: subviews),
                                 cache: &cache).map { Double($0) }
    }

    func explicitAlignment(of guide: EngineVerticalAlignment, in bounds: Rect, proposal: EngineProposal,
                           subviews: EngineSubviews, cache: inout L.Cache) -> Double? {
        layout.explicitAlignment(of: VerticalAlignment(engine: guide), in: CGRect(bounds),
                                 proposal: ProposedViewSize(proposal), subviews: LayoutSubviews(engine: subviews),
                                 cache: &cache).map { Double($0) }
    }
}

/// The preferred spacing around a view (SwiftUI's `ViewSpacing`), as the engine's stacks use it:
/// 8 between views (0 beside a `Spacer` or `.zero`), and along the vertical axis the distances next
/// to Text that its font asks for (LayoutEngine's TextSpacing.swift). `spacing(subviews:cache:)` of
/// a custom layout is not consulted by the engine's stacks, which merge the layout's subviews'.
public struct ViewSpacing: Sendable {
    var engine: EngineSpacing

    /// A view without text.
    public init() { engine = EngineSpacing() }
    init(engine: EngineSpacing) { self.engine = engine }

    /// No spacing.
    public static let zero = ViewSpacing(engine: .zero)

    /// The distance to `next` along `axis`, as a stack with nil spacing would put between them.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        CGFloat(engine.distance(to: next.engine, along: axis == .horizontal ? .horizontal : .vertical))
    }

    /// Merges another spacing into this one on `edges`.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        engine.formUnion(other.engine, edges: edges.engine)
    }

    /// This spacing merged with another on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var merged = self
        merged.formUnion(other, edges: edges)
        return merged
    }
}

/// Properties of a layout (SwiftUI's `LayoutProperties`); accepted and ignored.
public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?
    public init() {}
}

/// A layout's subviews, in order (SwiftUI's `LayoutSubviews`). A slice or a selection of them
/// (`subviews[1...]`, `subviews[[0, 2]]`) is a `LayoutSubviews` too, indexed from 0 as SwiftUI's
/// are [RE OpenSwiftUI's interface: a selection is a new, indirect list; EMP app layouts that index
/// a slice from 0, as `subviews[2..<5][0]`, run on iOS].
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public typealias SubSequence = LayoutSubviews
    public typealias Indices = Range<Int>

    let engine: EngineSubviews
    /// The engine's positions of these subviews when they are a selection (nil: all of them).
    private var selection: [Int]?

    init(engine: EngineSubviews) {
        self.engine = engine
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { selection?.count ?? engine.endIndex - engine.startIndex }
    public var indices: Range<Int> { 0..<endIndex }
    public subscript(position: Int) -> LayoutSubview {
        LayoutSubview(engine: engine[selection?[position] ?? engine.startIndex + position])
    }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { selecting(bounds) }
    /// The subviews at `indices`. SwiftUI takes any sequence; here a collection, so that
    /// `subviews[1...]` is a range, not the endless sequence of integers from 1.
    public subscript<S: Collection>(indices: S) -> LayoutSubviews where S.Element == Int { selecting(indices) }

    private func selecting<S: Sequence>(_ positions: S) -> LayoutSubviews where S.Element == Int {
        var selected = self
        selected.selection = positions.map { selection?[$0] ?? engine.startIndex + $0 }
        return selected
    }

    /// These subviews as the engine's list (a selection is kept as a list of its own).
    var engineList: EngineSubviews {
        guard let selection else { return engine }
        return engine.selecting(selection)
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 == $1 }
    }
}

/// One subview of a layout: ask it for sizes, then place it (SwiftUI's `LayoutSubview`).
/// Every question goes through the engine and is recorded in the trace. Two proxies are equal when
/// they stand for the same subview.
public struct LayoutSubview: Equatable {
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.engine.node == rhs.engine.node }


    let engine: EngineSubview

    /// The subview's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(engine.sizeThatFits(proposal.engine))
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(engine: engine.dimensions(in: proposal.engine))
    }

    /// Places the subview so that its `anchor` is at `position`, proposing `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        engine.place(at: Point(x: Double(position.x), y: Double(position.y)), anchor: anchor.engine,
                     proposal: proposal.engine)
    }

    /// The subview's layout priority.
    public var priority: Double { engine.priority }

    /// The subview's preferred spacing (see `ViewSpacing`).
    public var spacing: ViewSpacing { ViewSpacing(engine: engine.spacing) }

    /// The value set on the subview for `key` with `.layoutValue(key:value:)` (through any
    /// modifiers around it; the outermost wins), else the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        engine.layoutValue(for: ObjectIdentifier(key)) as? K.Value ?? K.defaultValue
    }
}

/// A key for a value a view gives the custom layout around it (SwiftUI's `LayoutValueKey`):
/// set with `.layoutValue(key:value:)`, read as `subviews[i][Key.self]`.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension View {
    /// Gives the custom layout around this view `value` for `key`. Layout-neutral; recorded as a
    /// custom node named `layoutValue`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        _ModifiedView(content: self) { node, builder in
            let name = builder.register(LayoutEngine.LayoutValueLayout(key: ObjectIdentifier(key), value: value), base: "layoutValue")
            return ViewNode(.custom(name: name), children: [node])
        }
    }
}

/// A view's size and alignment guides (SwiftUI's `ViewDimensions`), as passed to `alignmentGuide` closures.
public struct ViewDimensions {
    let engine: EngineDimensions

    public var width: CGFloat { CGFloat(engine.width) }
    public var height: CGFloat { CGFloat(engine.height) }

    /// The guide's value: explicit if the view sets one, otherwise its default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { CGFloat(engine[guide.engine]) }
    /// The guide's value: explicit if the view sets one, otherwise its default.
    public subscript(guide: VerticalAlignment) -> CGFloat { CGFloat(engine[guide.engine]) }
    /// The guide's explicit value, or nil.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { engine[explicit: guide.engine].map { CGFloat($0) } }
    /// The guide's explicit value, or nil.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { engine[explicit: guide.engine].map { CGFloat($0) } }
}

/// The layout behind `alignmentGuide(_:computeValue:)`: sizes and places its single subview
/// unchanged and answers the one guide with the user's closure (other guides: the subview's own).
struct _AlignmentGuideLayout: LayoutEngine.Layout {
    let horizontal: HorizontalAlignment?
    let vertical: VerticalAlignment?
    let computeValue: (ViewDimensions) -> CGFloat

    func sizeThatFits(proposal: EngineProposal, subviews: EngineSubviews, cache: inout ()) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: Rect, proposal: EngineProposal, subviews: EngineSubviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }

    func explicitAlignment(of guide: EngineHorizontalAlignment, in bounds: Rect, proposal: EngineProposal,
                           subviews: EngineSubviews, cache: inout ()) -> Double? {
        guard let subview = subviews.first else { return nil }
        let dimensions = subview.dimensions(in: proposal)
        if horizontal?.engine == guide { return Double(computeValue(ViewDimensions(engine: dimensions))) }
        return dimensions[explicit: guide]
    }

    func explicitAlignment(of guide: EngineVerticalAlignment, in bounds: Rect, proposal: EngineProposal,
                           subviews: EngineSubviews, cache: inout ()) -> Double? {
        guard let subview = subviews.first else { return nil }
        let dimensions = subview.dimensions(in: proposal)
        if vertical?.engine == guide { return Double(computeValue(ViewDimensions(engine: dimensions))) }
        return dimensions[explicit: guide]
    }
}

extension View {
    /// Sets an explicit horizontal guide: `.alignmentGuide(.leading) { d in d[.trailing] - 10 }`.
    /// Recorded as a custom node named `alignmentGuide` (the closure runs inside the engine).
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        _ModifiedView(content: self) { node, builder in
            let name = builder.register(_AlignmentGuideLayout(horizontal: g, vertical: nil, computeValue: computeValue),
                                        base: "alignmentGuide")
            return ViewNode(.custom(name: name), children: [node])
        }
    }

    /// Sets an explicit vertical guide: `.alignmentGuide(.bottom) { d in d[.bottom] - 10 }`.
    /// Recorded as a custom node named `alignmentGuide` (the closure runs inside the engine).
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        _ModifiedView(content: self) { node, builder in
            let name = builder.register(_AlignmentGuideLayout(horizontal: nil, vertical: g, computeValue: computeValue),
                                        base: "alignmentGuide")
            return ViewNode(.custom(name: name), children: [node])
        }
    }
}
