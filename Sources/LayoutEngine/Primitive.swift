// The internal face of every built-in primitive: the same two questions as `Layout`
// (size for a proposal, place the subviews), plus the node's environment and engine options.

/// What a primitive can see while it lays out: its subviews, environment and the engine options.
struct NodeContext {
    unowned(unsafe) let session: LayoutSession
    let node: Int

    var subviews: LayoutSubviews { LayoutSubviews(session: session, nodes: session.subviewLists[node]) }
    var options: LayoutOptions { session.options }
    var environment: TextEnvironment { session.environments[node] }
    /// The orientation of the enclosing stack (for Spacer and Divider).
    var stackAxis: Axis? { session.stackAxes[node] }
    var fontMetrics: any FontMetrics { session.fontMetrics }
    var rootProposal: ProposedViewSize { session.rootProposal }
}

/// A built-in layout rule.
protocol Primitive {
    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext)
    func explicitAlignment(of guide: HorizontalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double?
    func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double?
}

extension Primitive {
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {}
    func explicitAlignment(of guide: HorizontalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? { nil }
    func explicitAlignment(of guide: VerticalAlignment, size: Size, proposal: ProposedViewSize, context: NodeContext) -> Double? { nil }
}

/// Text settings inherited down the tree (`.font`, `.lineLimit`).
struct TextEnvironment: Hashable {
    /// Body text on iOS: 17 pt.
    var fontSize: Double = 17
    var lineLimit: Int? = nil
}

extension LayoutSession {
    /// The primitive that implements a kind.
    func makePrimitive(_ kind: ViewKind, customLayouts: [String: any Layout]) -> any Primitive {
        switch kind {
        case .color, .rectangle, .roundedRectangle, .capsule, .ellipse: return ShapeLayout(isCircle: false)
        case .circle: return ShapeLayout(isCircle: true)
        case let .image(_, width, height, resizable): return ImageLayout(natural: Size(width: width, height: height), resizable: resizable)
        case .text(let string): return TextLayout(string: string)
        case .spacer(let minLength): return SpacerLayout(minLength: minLength)
        case .divider: return DividerLayout()
        case .emptyView: return EmptyLayout()
        case let .hstack(alignment, spacing): return StackLayout(axis: .horizontal, vertical: alignment, horizontal: .center, spacing: spacing)
        case let .vstack(alignment, spacing): return StackLayout(axis: .vertical, vertical: .center, horizontal: alignment, spacing: spacing)
        case .zstack(let alignment): return ZStackLayout(alignment: alignment)
        case .group: return StackLayout(axis: .vertical, vertical: .center, horizontal: .center, spacing: nil)
        case .geometryReader: return GeometryReaderLayout()
        case .scrollView(let axes): return ScrollViewLayout(axes: axes)
        case .viewThatFits(let axes): return ViewThatFitsLayout(axes: axes)
        case let .frame(width, height, alignment): return FixedFrameLayout(width: width, height: height, alignment: alignment)
        case let .flexibleFrame(minW, idealW, maxW, minH, idealH, maxH, alignment):
            return FlexibleFrameLayout(minWidth: minW, idealWidth: idealW, maxWidth: maxW,
                                       minHeight: minH, idealHeight: idealH, maxHeight: maxH, alignment: alignment)
        case let .fixedSize(horizontal, vertical): return FixedSizeLayout(horizontal: horizontal, vertical: vertical)
        case let .aspectRatio(ratio, contentMode): return AspectRatioLayout(ratio: ratio, contentMode: contentMode)
        case let .padding(top, leading, bottom, trailing): return PaddingLayout(top: top, leading: leading, bottom: bottom, trailing: trailing)
        case .layoutPriority, .lineLimit, .font, .border: return NeutralLayout()
        case let .offset(x, y): return OffsetLayout(offset: Point(x: x, y: y))
        case let .position(x, y): return PositionLayout(position: Point(x: x, y: y))
        case .background(let alignment), .overlay(let alignment): return SecondaryLayout(alignment: alignment)
        case let .alignmentGuide(horizontal, vertical, value): return AlignmentGuideLayout(horizontal: horizontal, vertical: vertical, value: value)
        case let .containerRelativeFrame(axes, count, span, spacing, alignment):
            return ContainerRelativeFrameLayout(axes: axes, count: count, span: span, spacing: spacing, alignment: alignment)
        case let .relativeProposed(width, height): return RelativeProposedPrimitive(width: width, height: height)
        case .custom(let name):
            if let layout = customLayouts[name] { return CustomLayoutPrimitive(layout: layout) }
            return StackLayout(axis: .vertical, vertical: .center, horizontal: .center, spacing: nil)
        }
    }
}
