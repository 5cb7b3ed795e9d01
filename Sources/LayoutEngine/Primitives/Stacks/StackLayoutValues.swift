// The built-in stacks as `Layout` values, for a layout that lays its subviews out with one
// (`HStackLayout().sizeThatFits(...)` called in a custom layout, an `AnyLayout` of a stack kept
// by one): the engine's own stack rules over the subviews given, asked and traced as the stack's
// are, with the calling layout's node as the one asking.

/// An HStack, VStack or ZStack as a `Layout` value (SwiftUI's `HStackLayout`, `VStackLayout`
/// and `ZStackLayout` when their `Layout` methods are called).
public struct BuiltInStackLayout: Layout {
    let kind: ViewKind

    /// The stack of `kind`: `.hstack`, `.vstack` or `.zstack` (any other kind lays out nothing).
    public init(_ kind: ViewKind) {
        self.kind = kind
    }

    /// The stack's own cache (its latest arrangement and its children's probes), kept for the
    /// subviews it was made for: other subviews get a new one.
    public final class Cache {
        var nodes: [Int]
        var stack: any Primitive

        init(_ kind: ViewKind, subviews: LayoutSubviews) {
            nodes = Array(subviews.nodes)
            stack = kind.primitive(options: subviews.session.options, customLayouts: [:])
        }
    }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(kind, subviews: subviews)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size {
        let (stack, context) = prepared(&cache, subviews)
        switch stack {
        case let stack as StackLayout: return stack.arrangement(for: proposal.sanitized, subviews: subviews, context: context)
        case let stack as ZStackLayout: return stack.union(proposal: proposal, subviews: subviews, reason: ProposalReason(.zstackProposal)).size
        default: return .zero
        }
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let (stack, context) = prepared(&cache, subviews)
        switch stack {
        case let stack as StackLayout: stack.placeSubviews(in: bounds, proposal: proposal.sanitized, subviews: subviews, context: context)
        case let stack as ZStackLayout: stack.placeSubviews(in: bounds, subviews: subviews)
        default: break
        }
    }

    /// The cache's stack, made again when `subviews` are not those it was made for, and the
    /// context of the node laying them out.
    private func prepared(_ cache: inout Cache, _ subviews: LayoutSubviews) -> (any Primitive, NodeContext) {
        if !cache.nodes.elementsEqual(subviews.nodes) { cache = Cache(kind, subviews: subviews) }
        let session = subviews.session
        return (cache.stack, NodeContext(session: session, node: max(session.currentNode, 0)))
    }
}
