// The internal face of every built-in primitive: the same questions as `Layout` (size for a
// proposal, place the subviews, explicit guides), plus the facts of its kind that the engine needs
// while it builds the tree (name, modifier or not, what the children inherit, priority and
// spacer-ness). One value is made per node (`ViewKind.primitive`), so a primitive that caches
// keeps its cache in a `NodeCache` it owns (a Text, the commonest leaf, keeps its cache in the
// session's table instead: `NodeContext.textCache`). A new primitive is one file conforming to this
// protocol, plus its case in `ViewKind.primitive(options:customLayouts:)`.

/// How a node's children appear among its parent's subviews.
enum SubviewRole {
    /// The node itself is one subview.
    case itself
    /// The node is transparent: its own subviews join the parent's (Group).
    case transparent
    /// The node contributes no subview (EmptyView).
    case none
}

/// A built-in layout rule and the facts of its view kind.
protocol Primitive {
    /// The name used in node paths: SwiftUI's type name for views, the modifier's name for modifiers.
    var name: String { get }
    /// True for modifiers: kinds whose first child is the view they modify.
    var isModifier: Bool { get }
    /// How this node appears among its parent's subviews.
    var subviewRole: SubviewRole { get }
    /// Whether its children see another text environment than its own (`childEnvironment`); when
    /// false (most kinds), they share the node's and none is made.
    var setsEnvironment: Bool { get }
    /// The text environment its children inherit, given its own.
    func childEnvironment(_ environment: TextEnvironment) -> TextEnvironment
    /// The stack orientation child number `offset` sees, given the one this node sees.
    func childStackAxis(_ offset: Int, enclosing: Axis?) -> Axis?
    /// Its layout priority, given its first subview's (nil without subviews).
    func layoutPriority(content: Double?) -> Double
    /// Whether stacks treat it as a Spacer, given whether its first subview is one.
    func isSpacer(content: Bool?) -> Bool

    /// Work done once as the session is built, when the node and its subviews are made and
    /// before any call: what does not depend on a proposal (a Text measures its unwrapped line).
    func prepare(context: NodeContext)
    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size
    /// True when `sizeThatFits` is `ShapeLayout.filling(_:)` and asks no one, and there is nothing
    /// to place inside: the session then answers and places without calling the primitive (most
    /// leaves of a tree are such shapes).
    var fillsProposal: Bool { get }
    /// True for a navigation or tab bar (`.chrome`): the stack holding it takes its frame as
    /// beyond the safe area of the views beside it (SafeArea.swift).
    var isBar: Bool { get }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext)
    func explicitAlignment(of guide: HorizontalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double?
    func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double?
    /// False when `explicitAlignment(of: guide, ...)` answers nil whatever the node's subviews and
    /// size: the engine then answers nil without asking (or memoising). True unless declared.
    func mayAnswer(_ guide: HorizontalAlignment) -> Bool
    /// As `mayAnswer(_:)` for a vertical guide.
    func mayAnswer(_ guide: VerticalAlignment) -> Bool
    /// `mayAnswer` for every guide as mask bits (`LayoutSession.guideMasks`). By default asked guide
    /// by guide; kinds whose answer never depends on the node state it as a constant.
    var guideMask: UInt16 { get }
    /// Its spacing preferences on its top and bottom edges, which a VStack with nil spacing
    /// consults (TextSpacing.swift). Default: a modifier states its content's, a view a plain view's.
    func verticalSpacing(context: NodeContext) -> VerticalSpacing
    /// The facts above that the session keeps per node, asked in one call as it builds the tree
    /// (each asked on its own was a call through the existential box: about one build in twenty).
    var facts: PrimitiveFacts { get }
}

/// The facts of a primitive's kind that building a session stores per node (see `Primitive`).
struct PrimitiveFacts {
    var name: String
    var isModifier: Bool
    var setsEnvironment: Bool
    var fillsProposal: Bool
    var isBar: Bool
    var guideMask: UInt16
}

extension Primitive {
    var isModifier: Bool { false }
    var subviewRole: SubviewRole { .itself }
    var setsEnvironment: Bool { false }
    func childEnvironment(_ environment: TextEnvironment) -> TextEnvironment { environment }
    /// A modifier's children see the stack its content is in; a container's see none.
    func childStackAxis(_ offset: Int, enclosing: Axis?) -> Axis? { isModifier ? enclosing : nil }
    /// A modifier has its content's priority; a view has priority 0.
    func layoutPriority(content: Double?) -> Double { isModifier ? content ?? 0 : 0 }
    func isSpacer(content: Bool?) -> Bool { false }
    var fillsProposal: Bool { false }
    var isBar: Bool { false }
    func prepare(context: NodeContext) {}

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {}
    func explicitAlignment(of guide: HorizontalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? { nil }
    func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? { nil }
    func mayAnswer(_ guide: HorizontalAlignment) -> Bool { true }
    func mayAnswer(_ guide: VerticalAlignment) -> Bool { true }
    var guideMask: UInt16 { LayoutSession.guideMask(of: self) }
    func verticalSpacing(context: NodeContext) -> VerticalSpacing {
        isModifier ? context.subviews.first?.verticalSpacing ?? .plain : .plain
    }
    var facts: PrimitiveFacts {
        PrimitiveFacts(name: name, isModifier: isModifier, setsEnvironment: setsEnvironment,
                       fillsProposal: fillsProposal, isBar: isBar, guideMask: guideMask)
    }
}

/// A primitive without explicit alignment guides (it does not implement `explicitAlignment`).
protocol NoExplicitGuides: Primitive {}

extension NoExplicitGuides {
    func mayAnswer(_ guide: HorizontalAlignment) -> Bool { false }
    func mayAnswer(_ guide: VerticalAlignment) -> Bool { false }
    var guideMask: UInt16 { 0 }
}

/// A primitive whose only explicit guides are the text baselines.
protocol BaselineGuidesOnly: Primitive {}

extension BaselineGuidesOnly {
    func mayAnswer(_ guide: HorizontalAlignment) -> Bool { false }
    func mayAnswer(_ guide: VerticalAlignment) -> Bool { guide.isBaseline }
    var guideMask: UInt16 { GuideCode.baselineBits }
}

/// A modifier that is a Spacer exactly when its content is (layout-neutral modifiers).
protocol SpacerTransparent: Primitive {}

extension SpacerTransparent {
    func isSpacer(content: Bool?) -> Bool { content ?? false }
}

/// One node's cache, owned by the primitive made for that node and kept for one layout pass.
/// A reference, so a primitive stays a value that the session can call without copying state.
final class NodeCache<Value> {
    @exclusivity(unchecked) var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
