// The proxies a layout works through — its subviews (`LayoutSubviews`, `LayoutSubview`) and a
// view's dimensions (`ViewDimensions`) — as SwiftUI names them. They reach into the layout session
// without reference counting (the session outlives every proxy made during its layout), which is
// why they live with the session: layout rules only ask them questions.

/// The subviews of a layout, in order (SwiftUI's `LayoutSubviews`).
public struct LayoutSubviews: RandomAccessCollection {
    /// The session, held without reference counting (it outlives every proxy made during its layout).
    let sessionRef: Unmanaged<LayoutSession>
    /// The subviews' nodes, in the session's `SubviewLists` (valid while the session lives).
    let nodes: UnsafeBufferPointer<Int>

    init(session: Unmanaged<LayoutSession>, nodes: UnsafeBufferPointer<Int>) {
        self.sessionRef = session
        self.nodes = nodes
    }

    var session: LayoutSession { sessionRef.takeUnretainedValue() }

    public var startIndex: Int { 0 }
    public var endIndex: Int { nodes.count }
    public subscript(position: Int) -> LayoutSubview {
        LayoutSubview(session: sessionRef, node: nodes[position])
    }

    /// The subviews at `positions`, in that order, as a list of their own (kept by the session).
    public func selecting(_ positions: [Int]) -> LayoutSubviews {
        let kept = sessionRef._withUnsafeGuaranteedRef { $0.subviewLists.keep(positions.lazy.map { nodes[$0] }) }
        return LayoutSubviews(session: sessionRef, nodes: kept)
    }
}

/// A proxy for one subview: ask it for sizes and dimensions, then place it (SwiftUI's `LayoutSubview`).
public struct LayoutSubview {
    /// The session, held without reference counting; calls borrow it (`_withUnsafeGuaranteedRef`)
    /// instead of retaining and releasing it around every question.
    let sessionRef: Unmanaged<LayoutSession>
    /// The node's index in the layout result.
    public let node: Int

    init(session: Unmanaged<LayoutSession>, node: Int) {
        self.sessionRef = session
        self.node = node
    }

    /// Asks the subview for its size under `proposal` (traced, memoised).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        sessionRef._withUnsafeGuaranteedRef { $0.size(of: node, proposal: proposal, reason: nil) }
    }

    /// Asks the subview for its size with a reason in the trace's form (the engine's hot path).
    func sizeThatFits(_ proposal: ProposedViewSize, traced reason: TraceReason) -> Size {
        sessionRef._withUnsafeGuaranteedRef { $0.size(of: node, proposal: proposal, traced: reason) }
    }

    /// Asks the subview for its size, recording why the parent proposed this.
    public func sizeThatFits(_ proposal: ProposedViewSize, reason: ProposalReason) -> Size {
        sessionRef._withUnsafeGuaranteedRef { $0.size(of: node, proposal: proposal, reason: reason) }
    }

    /// The subview's size and alignment guides under `proposal` (without a reason: recorded as
    /// `layout.ask`, or `memo.reuse` when asked before).
    public func dimensions(in proposal: ProposedViewSize, reason: ProposalReason? = nil) -> ViewDimensions {
        let size = sessionRef._withUnsafeGuaranteedRef { $0.size(of: node, proposal: proposal, reason: reason) }
        return ViewDimensions(session: sessionRef, node: node, proposal: proposal, size: size)
    }

    /// Places the subview so that its `anchor` is at `position` (root coordinates).
    public func place(at position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize,
                      reason: ProposalReason? = nil) {
        sessionRef._withUnsafeGuaranteedRef {
            $0.place(node: node, at: position, anchor: anchor, proposal: proposal, reason: reason)
        }
    }

    /// Places the subview at a top-leading origin, with dimensions already asked for `proposal`.
    func place(at origin: Point, dimensions: ViewDimensions, reason: ProposalReason?) {
        sessionRef._withUnsafeGuaranteedRef {
            $0.place(node: node, at: origin, anchor: .topLeading, proposal: dimensions.proposal, reason: reason,
                     known: dimensions.size)
        }
    }

    /// The geometry of the subview placed at `bounds` (root coordinates), as a GeometryReader
    /// there would see it; asked while its parent places it (the named coordinate spaces and safe
    /// area around it are those of that moment).
    public func geometry(at bounds: Rect) -> LayoutGeometry {
        sessionRef._withUnsafeGuaranteedRef { $0.geometry(at: bounds) }
    }

    /// The subview's layout priority (`.layoutPriority`; Spacer is below every real view).
    public var priority: Double { sessionRef._withUnsafeGuaranteedRef { $0.priority(of: node) } }

    /// True for a `Spacer` (stacks put no default spacing next to one).
    public var isSpacer: Bool { sessionRef._withUnsafeGuaranteedRef { $0.isSpacer(node) } }

    /// The value set on the subview for `key` with `.layoutValue(key:value:)`, nil if none: looked
    /// for on the subview itself, then through the modifiers around the view it was set on (a
    /// modifier's content is its first child), as SwiftUI's layout values pass through modifiers;
    /// the outermost wins.
    public func layoutValue(for key: ObjectIdentifier) -> Any? {
        sessionRef._withUnsafeGuaranteedRef { session in
            var current = node
            while true {
                let primitive = session.primitives[current]
                if let custom = primitive as? CustomLayoutPrimitive, let set = custom.layout as? LayoutValueLayout, set.key == key {
                    return set.value
                }
                guard primitive.isModifier, let content = session.subviewLists[current].first else { return nil }
                current = content
            }
        }
    }
}

/// A view's size plus its alignment guides (SwiftUI's `ViewDimensions`).
public struct ViewDimensions {
    /// The session, held without reference counting (nil: a plain rectangle with no explicit guides).
    let sessionRef: Unmanaged<LayoutSession>?
    let node: Int
    let proposal: ProposedViewSize
    public let width: Double
    public let height: Double

    init(session: Unmanaged<LayoutSession>?, node: Int, proposal: ProposedViewSize, size: Size) {
        self.sessionRef = session
        self.node = node
        self.proposal = proposal
        self.width = size.width
        self.height = size.height
    }

    /// Dimensions of a plain rectangle with no explicit guides.
    public init(size: Size) {
        self.init(session: nil, node: -1, proposal: .unspecified, size: size)
    }

    public var size: Size { Size(width: width, height: height) }

    public subscript(guide: HorizontalAlignment) -> Double {
        explicit(guide) ?? defaultValue(guide)
    }

    public subscript(guide: VerticalAlignment) -> Double {
        explicit(guide) ?? defaultValue(guide)
    }

    /// The explicit value of a guide, if the view sets one.
    public subscript(explicit guide: HorizontalAlignment) -> Double? { explicit(guide) }
    public subscript(explicit guide: VerticalAlignment) -> Double? { explicit(guide) }

    func explicit(_ guide: HorizontalAlignment) -> Double? {
        sessionRef?._withUnsafeGuaranteedRef { $0.explicitAlignment(of: node, horizontal: guide, size: size, proposal: proposal) }
    }

    func explicit(_ guide: VerticalAlignment) -> Double? {
        sessionRef?._withUnsafeGuaranteedRef { $0.explicitAlignment(of: node, vertical: guide, size: size, proposal: proposal) }
    }

    func defaultValue(_ guide: HorizontalAlignment) -> Double { guide.defaultValue(self) }

    func defaultValue(_ guide: VerticalAlignment) -> Double { guide.defaultValue(self) }
}

extension LayoutSubviews {
    /// Runs `body` with the session, borrowed (no retain and release around it).
    @inline(__always)
    func withSession<Result>(_ body: (LayoutSession) -> Result) -> Result {
        sessionRef._withUnsafeGuaranteedRef(body)
    }
}

extension LayoutSubview {
    /// Runs `body` with the session, borrowed (no retain and release around it).
    @inline(__always)
    func withSession<Result>(_ body: (LayoutSession) -> Result) -> Result {
        sessionRef._withUnsafeGuaranteedRef(body)
    }
}
