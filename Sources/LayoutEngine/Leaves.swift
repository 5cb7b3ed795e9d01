// Leaves: shapes, Color, Image, Spacer, Divider, EmptyView.
//
// Shapes and Color [RE OpenSwiftUI Shape.swift; EMP fatbobman "The Mystery of Size", seed 002]:
// they take the proposal, with nil replaced by 10 (0 → 0, ∞ → ∞). Circle answers a square:
// min(width, height) after the nil → 10 replacement.
// Image [EMP seed 004, netsplit]: a non-resizable image always reports its natural size;
// `.resizable()` takes the proposal, with nil replaced by the natural size.
// Spacer [RE Spacer.swift; DOC Spacer/minLength]: min length defaults to the default spacing (8);
// along its stack's axis it takes max(proposal, minLength), across it 0; outside stacks both.
// Divider [RE Divider.swift]: one pixel thick across its stack's axis, the proposal (nil → 10) along it.

/// Rectangle, RoundedRectangle, Capsule, Ellipse, Color and (with `isCircle`) Circle.
struct ShapeLayout: Primitive {
    var isCircle: Bool

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        let size = proposal.replacingUnspecifiedDimensions(by: Size(width: 10, height: 10))
        guard isCircle else { return size }
        let side = min(size.width, size.height)
        return Size(width: side, height: side)
    }
}

/// `Image("name")`, optionally `.resizable()`.
struct ImageLayout: Primitive {
    var natural: Size
    var resizable: Bool

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        resizable ? proposal.replacingUnspecifiedDimensions(by: natural) : natural
    }
}

/// `Spacer(minLength:)`.
struct SpacerLayout: Primitive {
    var minLength: Double?

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        let minimum = minLength ?? context.options.defaultSpacing
        func along(_ value: Double?) -> Double { max(value ?? -.infinity, minimum) }
        switch context.stackAxis {
        case .horizontal: return Size(width: along(proposal.width), height: 0)
        case .vertical: return Size(width: 0, height: along(proposal.height))
        case nil: return Size(width: along(proposal.width), height: along(proposal.height))
        }
    }
}

/// `Divider()`: a vertical line in an HStack, a horizontal line elsewhere.
struct DividerLayout: Primitive {
    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        let thickness = 1 / context.options.displayScale
        if context.stackAxis == .horizontal {
            return Size(width: thickness, height: proposal.height ?? 10)
        }
        return Size(width: proposal.width ?? 10, height: thickness)
    }
}

/// `EmptyView()`: nothing, zero-sized (inside containers it is not a subview at all).
struct EmptyLayout: Primitive {
    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size { .zero }
}
