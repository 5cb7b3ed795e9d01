// Container values (iOS 18): a view sets them with `containerValue(_:_:)` (or on a `Group` or
// `ForEach`, for each of its views), and a custom container reads them from its subviews
// (`Subview.containerValues`) to lay each out [DOC SwiftUI `View.containerValue(_:_:)`,
// `ContainerValues`, `ContainerValueKey`]. The builder logs each value set on the nodes it made;
// a container's subviews find theirs there, the innermost setting winning.
import LayoutEngine

/// A key of a container value and its default (SwiftUI's `ContainerValueKey`; `@Entry` in an
/// extension of `ContainerValues` makes one).
public protocol ContainerValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The container values of a subview (SwiftUI's `ContainerValues`): each key's value as set,
/// else its default.
public struct ContainerValues: @unchecked Sendable {
    var values: [ObjectIdentifier: Any] = [:]

    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// `containerValue(_:_:)`: its content's nodes, each logged with the value set.
public struct _ContainerValued<Content: View>: _PrimitiveView {
    let content: Content
    let set: (inout ContainerValues) -> Void

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        let nodes = builder.nodes(content)
        for node in nodes { builder.containerValueLog.append((node, set)) }
        return nodes
    }
}

extension View {
    /// Sets `value` for the container that takes this view as a subview (SwiftUI's
    /// `containerValue(_:_:)`; the container reads it in `Subview.containerValues`). Adds no node.
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        _ContainerValued(content: self) { $0[keyPath: keyPath] = value }
    }
}

extension _TreeBuilder {
    /// The container values of `node` as the settings logged for it and for the views its
    /// modifiers modify say (`.containerValue(…).padding()`), applied over `inherited` (a
    /// `Group`'s): the outermost first, so the innermost setting wins.
    func containerValues(of node: ViewNode, over inherited: ContainerValues) -> ContainerValues {
        var values = inherited
        guard !containerValueLog.isEmpty else { return values }
        var current: ViewNode? = node
        while let view = current {
            for (logged, set) in containerValueLog.reversed() where logged == view { set(&values) }
            current = view.kind.isModifier ? view.children.first : nil
        }
        return values
    }
}
