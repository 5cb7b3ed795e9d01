// A view's subviews as values (iOS 18): `ForEach(subviews:)` and `Group(subviews:)` hand a
// container's content to the user's code one resolved view at a time, to wrap, reorder or count
// [DOC SwiftUI `ForEach.init(subviews:content:)`, `Group.init(subviews:transform:)`, `Subview`,
// `SubviewsCollection`]. A view's subviews are what a stack would lay out from it: a `ForEach`
// gives one per element, a `Group`'s children join the list, an `EmptyView` gives none. They are
// resolved while the tree is built, by the same builder, so each is exactly the node it would be.
import LayoutEngine

/// One resolved subview of a view (`ForEach(subviews:)`, `Group(subviews:)`): a view that is
/// laid out as the original.
public struct Subview: _PrimitiveView, Identifiable {
    /// A subview's identity: its position among its siblings.
    public struct ID: Hashable, Sendable {
        let position: Int
    }

    public let id: ID
    let node: ViewNode
    /// The values the subview's view set with `containerValue(_:_:)` (ContainerValues.swift).
    public let containerValues: ContainerValues

    init(id: ID, node: ViewNode, containerValues: ContainerValues = ContainerValues()) {
        self.id = id
        self.node = node
        self.containerValues = containerValues
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [node] }
}

/// The subviews of a view, in order (`Group(subviews:)`); itself a view of all of them.
public struct SubviewsCollection: RandomAccessCollection, _PrimitiveView {
    let subviews: [Subview]

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> Subview { subviews[position] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(subviews: subviews[bounds]) }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { subviews.map(\.node) }
}

/// A range of a `SubviewsCollection`; itself a view of those subviews.
public struct SubviewsCollectionSlice: RandomAccessCollection, _PrimitiveView {
    let subviews: ArraySlice<Subview>

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> Subview { subviews[position] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(subviews: subviews[bounds]) }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { subviews.map(\.node) }
}

extension _TreeBuilder {
    /// The subviews of `view`, as a stack would lay them out: its nodes, a `Group`'s children in
    /// its place, no `EmptyView`.
    func subviews<V: View>(of view: V) -> SubviewsCollection {
        // Each node with its container values; a `Group`'s children take the group's, then their own.
        func flattened(_ nodes: [ViewNode], inherited: ContainerValues) -> [(ViewNode, ContainerValues)] {
            nodes.flatMap { node -> [(ViewNode, ContainerValues)] in
                switch node.kind {
                case .group: return flattened(node.children, inherited: containerValues(of: node, over: inherited))
                case .emptyView: return []
                default: return [(node, containerValues(of: node, over: inherited))]
                }
            }
        }
        let nodes = flattened(self.nodes(view), inherited: ContainerValues())
        return SubviewsCollection(subviews: nodes.enumerated().map {
            Subview(id: Subview.ID(position: $0.offset), node: $0.element.0, containerValues: $0.element.1)
        })
    }
}

/// The data of `ForEach(subviews:content:)`: the view whose subviews it makes views of, resolved
/// when the tree is built (it has no elements of its own before).
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    let base: AnyView

    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    /// (No element is read: the collection is empty until the tree is built.)
    public subscript(position: Int) -> Subview { Subview(id: Subview.ID(position: position), node: ViewNode(.emptyView)) }
}

/// Data a `ForEach` resolves while the tree is built instead of iterating.
protocol _DeferredForEachData {
    func _makeNodes(_ builder: _TreeBuilder, content: (Subview) -> [ViewNode]) -> [ViewNode]
}

extension ForEachSubviewCollection: _DeferredForEachData {
    func _makeNodes(_ builder: _TreeBuilder, content: (Subview) -> [ViewNode]) -> [ViewNode] {
        builder.subviews(of: base).flatMap(content)
    }
}

extension ForEach {
    /// A view for each subview of `view` (`ForEach(subviews:content:)`, iOS 18).
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
        self.data = ForEachSubviewCollection(base: AnyView(view))
        self.content = content
        identity = { AnyHashable($0.id) }
    }
}

/// What `Group(subviews:transform:)` shows: the transform of the base view's subviews.
public struct GroupElementsOfContent<Subviews: View, Content: View>: _PrimitiveView {
    let base: Subviews
    let transform: (SubviewsCollection) -> Content

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        builder.nodes(transform(builder.subviews(of: base)))
    }
}

extension Group {
    /// The view `transform` makes of `view`'s subviews (`Group(subviews:transform:)`, iOS 18): its
    /// views join the enclosing container, as a group's do.
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {
        content = GroupElementsOfContent(base: view, transform: transform)
    }
}
