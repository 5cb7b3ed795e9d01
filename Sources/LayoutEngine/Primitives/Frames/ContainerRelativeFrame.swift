// containerRelativeFrame(_:count:span:spacing:alignment:) [DOC only; no reimplementation found].
// On each listed axis the view gets a fixed length computed from the container's length L:
// ((L − (count − 1) × spacing) ÷ count) × span + (span − 1) × spacing; other axes pass through,
// and the content is aligned as in a fixed frame. The container is the nearest scroll view around
// the view (a List's too), as it was proposed [DOC containerRelativeFrame: "the nearest container
// ... a window, a scroll view, ..."], else the window: the root proposal (a nil or infinite
// dimension leaves that axis unconstrained), less the scroll view's content margins and safe-area
// padding (Padding.swift). Navigation columns and the window's safe area are not modelled.
// The closure form, `containerRelativeFrame(axes, alignment:) { length, axis in ... }`, gives each
// listed axis the closure's length for the container's instead (negative: 0; not finite: unset).

/// `.containerRelativeFrame(...)`.
struct ContainerRelativeFrameLayout: Primitive {
    var axes: Axes
    var count: Int
    var span: Int
    var spacing: Double
    var alignment: Alignment
    /// The closure form's length from the container's, in place of count, span and spacing.
    var closure: ((Double, Axis) -> Double)? = nil

    var name: String { "containerRelativeFrame" }
    var isModifier: Bool { true }

    func length(_ container: Double?, axis: Axis) -> Double? {
        guard let container, container.isFinite else { return nil }
        if let closure {
            let length = closure(container, axis)
            return length.isFinite ? max(0, length) : nil
        }
        let columns = Double(max(count, 1))
        let spanned = Double(min(max(span, 1), max(count, 1)))
        return max(0, (container - (columns - 1) * spacing) / columns * spanned + (spanned - 1) * spacing)
    }

    func frame(_ context: NodeContext) -> FixedFrameLayout {
        let container = context.session.scrollContainers.last ?? context.rootProposal
        return FixedFrameLayout(width: axes.contains(.horizontal) ? length(container.width, axis: .horizontal) : nil,
                                height: axes.contains(.vertical) ? length(container.height, axis: .vertical) : nil,
                                alignment: alignment)
    }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        frame(context).sizeThatFits(proposal: proposal, context: context)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        frame(context).placeSubviews(in: bounds, proposal: proposal, context: context)
    }
}

/// The closure form of `.containerRelativeFrame`, registered as a custom layout (a closure cannot be
/// a `ViewKind`); the engine lays its node out as a `containerRelativeFrame` with the closure's
/// lengths. As a `Layout` on its own it passes its content through.
public struct ContainerRelativeLength: PassThroughLayout {
    public let axes: Axes
    public let alignment: Alignment
    /// The view's length along an axis from the container's length along it.
    public let length: (Double, Axis) -> Double

    public init(axes: Axes, alignment: Alignment, length: @escaping (Double, Axis) -> Double) {
        self.axes = axes
        self.alignment = alignment
        self.length = length
    }
}
