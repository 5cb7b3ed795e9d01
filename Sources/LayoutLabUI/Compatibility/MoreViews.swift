// Views real code names beside the usual containers: `TupleView` (what SwiftUI's builders make of
// several views), `PhaseAnimator` (laid out at its first phase, as a preview at rest shows it) and
// `ToolbarTitleMenu` (toolbar content, not laid out).
import LayoutEngine

/// Several views as one value (SwiftUI's `TupleView`): its views join the enclosing container,
/// as a builder block's do.
public struct TupleView<T>: _PrimitiveView {
    public var value: T

    public init(_ value: T) { self.value = value }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        let views = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
        if views.isEmpty, let view = value as? any View { return builder.nodes(view) }
        return views.flatMap { builder.nodes($0) }
    }
}

/// Content that changes through phases (SwiftUI's `PhaseAnimator`): laid out at its first phase,
/// the phase a view at rest shows before any animation runs [DOC `PhaseAnimator`: "When the view
/// first appears, the first phase is active"].
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let content: Content

    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.init(phases, content: content, animation: animation)
    }

    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        guard let first = Array(phases).first else { fatalError("PhaseAnimator needs at least one phase") }
        self.content = content(first)
    }

    public var body: some View { content }
}

extension View {
    /// Animates the view through `phases`: laid out, like `PhaseAnimator`, as `content` makes it
    /// at the first phase (a view is laid out at rest, before any animation).
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        PhaseAnimator(phases) { phase in content(PlaceholderContentView(self), phase) }
    }

    /// Animates the view through `phases` each time `trigger` changes: laid out as `content`
    /// makes it at the first phase.
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, trigger: some Equatable,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        PhaseAnimator(phases) { phase in content(PlaceholderContentView(self), phase) }
    }
}

/// A menu of the navigation title (SwiftUI's `ToolbarTitleMenu`): toolbar content, not laid out.
public struct ToolbarTitleMenu<Content: View>: _PrimitiveView, CustomizableToolbarContent {
    public init() where Content == EmptyView {}
    public init(@ViewBuilder content: () -> Content) {}
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [] }
}

/// Any shape, type-erased (SwiftUI's `AnyShape`): laid out as the shape it wraps.
public struct AnyShape: Shape, @unchecked Sendable {
    let makePath: (CGRect) -> Path
    let makeNodes: (_TreeBuilder) -> [ViewNode]

    public init<S: Shape>(_ shape: S) {
        makePath = { shape.path(in: $0) }
        makeNodes = { shape._makeNodes($0) }
    }

    public func path(in rect: CGRect) -> Path { makePath(rect) }
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { makeNodes(builder) }
}

/// A view that is rebuilt only when it changes (SwiftUI's `EquatableView`): laid out as its content.
public struct EquatableView<Content: View & Equatable>: View {
    public var content: Content
    public init(content: Content) { self.content = content }
    public var body: some View { content }
}
