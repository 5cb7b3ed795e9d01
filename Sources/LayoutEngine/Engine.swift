// The engine's entry point. `LayoutEngine.layout(_:in:)` runs SwiftUI's two phases on a tree:
// sizing (the root is proposed the given size and asks its children, recursively) and placement
// (each parent places its children in root coordinates). The root is placed centred in a
// container the size of the proposal, as a hosting view does; a nil or infinite dimension of the
// proposal uses the root's own size there.

/// Lays out view trees. A value: options, font metrics and custom layouts are passed in.
public struct LayoutEngine {
    /// The engine's semantic version. The `fingerprint` tracks behaviour without anyone bumping this.
    public static let version = "1.0.0"

    public var options: LayoutOptions
    /// Measures Text; swappable for another font model.
    public var fontMetrics: any FontMetrics
    /// Custom `Layout`s, used by `ViewKind.custom(name:)` nodes.
    public var customLayouts: [String: any Layout]

    public init(
        options: LayoutOptions = LayoutOptions(),
        fontMetrics: any FontMetrics = SystemFontMetrics(),
        customLayouts: [String: any Layout] = [:]
    ) {
        self.options = options
        self.fontMetrics = fontMetrics
        self.customLayouts = customLayouts
    }

    /// Lays out `root` under `proposal`: every node's size and frame, and the complete trace.
    public func layout(_ root: ViewNode, in proposal: ProposedViewSize) -> LayoutResult {
        let session = LayoutSession(root: root, engine: self)
        return session.run(proposal: proposal.sanitized)
    }
}

/// State of one layout pass: the flattened tree, the memo and the trace being recorded.
/// Created and discarded by `LayoutEngine.layout`; never shared. The per-node facts are kept as
/// parallel arrays indexed by node, and exclusivity is checked statically only: this class is
/// confined to one call of `layout`, and its state is the engine's hot path.
public final class LayoutSession {
    /// One memoised answer; entries of a node form a linked list through `next`.
    struct MemoEntry {
        var proposal: ProposedViewSize
        var size: Size
        var next: Int
    }

    let options: LayoutOptions
    let fontMetrics: any FontMetrics
    // Per node (index = pre-order position).
    @exclusivity(unchecked) var kinds: [ViewKind] = []
    @exclusivity(unchecked) var primitives: [any Primitive] = []
    @exclusivity(unchecked) var subviewLists: [[Int]] = []
    @exclusivity(unchecked) var priorities: [Double] = []
    @exclusivity(unchecked) var spacers: [Bool] = []
    @exclusivity(unchecked) var environments: [TextEnvironment] = []
    @exclusivity(unchecked) var stackAxes: [Axis?] = []
    @exclusivity(unchecked) var memoHeads: [Int] = []
    @exclusivity(unchecked) var memoEntries: [MemoEntry] = []
    /// The latest arrangement each stack computed: the stack's layout cache.
    @exclusivity(unchecked) var arrangements: [StackLayout.CachedArrangement?] = []
    /// Each Text's unwrapped measurement, computed once.
    @exclusivity(unchecked) var textIdeals: [TextLayout.Measurement?] = []
    /// Each Text's string measured into words, computed once.
    @exclusivity(unchecked) var preparedTexts: [PreparedText?] = []
    @exclusivity(unchecked) var customCaches: [Int: Any] = [:]
    // The result being recorded.
    @exclusivity(unchecked) var records: [NodeRecord] = []
    @exclusivity(unchecked) var calls: [TraceCall] = []
    @exclusivity(unchecked) var placements: [Placement] = []
    // The call stack.
    @exclusivity(unchecked) var activeCalls: [Int] = []
    @exclusivity(unchecked) var activeNodes: [Int] = []
    @exclusivity(unchecked) var phase: LayoutPhase = .sizing
    /// The root proposal: the "container" of `containerRelativeFrame`.
    @exclusivity(unchecked) var rootProposal: ProposedViewSize = .unspecified

    init(root: ViewNode, engine: LayoutEngine) {
        options = engine.options
        fontMetrics = engine.fontMetrics
        let count = root.nodeCount
        for reserve in [{ self.kinds.reserveCapacity(count) }, { self.primitives.reserveCapacity(count) },
                        { self.subviewLists.reserveCapacity(count) }, { self.records.reserveCapacity(count) }] {
            reserve()
        }
        _ = flatten(root, parent: nil, path: "", position: 0, depth: 0,
                    environment: TextEnvironment(), stackAxis: nil, customLayouts: engine.customLayouts)
        memoHeads = Array(repeating: -1, count: kinds.count)
        memoEntries.reserveCapacity(kinds.count * 4)
        arrangements = Array(repeating: nil, count: kinds.count)
        textIdeals = Array(repeating: nil, count: kinds.count)
        preparedTexts = Array(repeating: nil, count: kinds.count)
    }

    func run(proposal: ProposedViewSize) -> LayoutResult {
        rootProposal = proposal
        calls.reserveCapacity(kinds.count * 4)
        phase = .sizing
        let rootSize = size(of: 0, proposal: proposal, reason: ProposalReason(.rootProposal))
        phase = .placement
        let containerWidth = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? rootSize.width
        let containerHeight = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? rootSize.height
        let centre = Point(x: finiteOrZero(containerWidth / 2), y: finiteOrZero(containerHeight / 2))
        place(node: 0, at: centre, anchor: .center, proposal: proposal, reason: ProposalReason(.rootProposal))
        return LayoutResult(proposal: proposal, rootSize: rootSize, nodes: records, calls: calls, placements: placements)
    }

    // MARK: Building

    private func flatten(
        _ view: ViewNode, parent: Int?, path: String, position: Int, depth: Int,
        environment: TextEnvironment, stackAxis: Axis?, customLayouts: [String: any Layout]
    ) -> Int {
        let index = kinds.count
        var nodePath = path
        if !path.isEmpty { nodePath += "/" }
        nodePath += view.kind.name
        nodePath += "["
        nodePath += String(position)
        nodePath += "]"
        records.append(NodeRecord(index: index, path: nodePath, label: view.label, kind: view.kind.name,
                                  parent: parent, depth: depth))
        var childEnvironment = environment
        switch view.kind {
        case .lineLimit(let limit): childEnvironment.lineLimit = limit
        case .font(let size): childEnvironment.fontSize = size
        default: break
        }
        kinds.append(view.kind)
        primitives.append(makePrimitive(view.kind, customLayouts: customLayouts))
        subviewLists.append([])
        priorities.append(0)
        spacers.append(false)
        environments.append(environment)
        stackAxes.append(stackAxis)
        // Which stack orientation the children see (Spacer and Divider take their axis from it).
        let childAxis: Axis?
        switch view.kind {
        case .hstack: childAxis = .horizontal
        case .vstack: childAxis = .vertical
        case .group: childAxis = stackAxis
        case .background, .overlay: childAxis = nil
        default: childAxis = view.kind.isModifier ? stackAxis : nil
        }
        var childIndices: [Int] = []
        for (offset, child) in view.children.enumerated() {
            var axis = childAxis
            if case .background = view.kind, offset == 0 { axis = stackAxis }
            if case .overlay = view.kind, offset == 0 { axis = stackAxis }
            childIndices.append(flatten(child, parent: index, path: nodePath, position: offset, depth: depth + 1,
                                        environment: childEnvironment, stackAxis: axis, customLayouts: customLayouts))
        }
        let layoutChildren = subviews(of: view.kind, children: childIndices)
        subviewLists[index] = layoutChildren
        priorities[index] = priority(of: view.kind, subviews: layoutChildren)
        spacers[index] = spacerness(of: view.kind, subviews: layoutChildren)
        return index
    }

    /// Layout children: a Group's children join its container's, an EmptyView contributes none
    /// (SwiftUI views are lists). A modifier's content is its first child even if it is a Group.
    private func subviews(of kind: ViewKind, children: [Int]) -> [Int] {
        if kind.isModifier {
            guard let first = children.first else { return [] }
            return [first] + splice(Array(children.dropFirst()))
        }
        return splice(children)
    }

    private func splice(_ children: [Int]) -> [Int] {
        var result: [Int] = []
        for child in children {
            switch kinds[child] {
            case .group: result += subviewLists[child]
            case .emptyView: continue
            default: result.append(child)
            }
        }
        return result
    }

    private func priority(of kind: ViewKind, subviews: [Int]) -> Double {
        switch kind {
        case .layoutPriority(let value): return value
        case .spacer: return -.infinity
        case .relativeProposed: return 0
        default:
            if kind.isModifier, let content = subviews.first { return priorities[content] }
            return 0
        }
    }

    private func spacerness(of kind: ViewKind, subviews: [Int]) -> Bool {
        switch kind {
        case .spacer: return true
        case .layoutPriority, .lineLimit, .font, .alignmentGuide, .offset, .border, .background, .overlay:
            return subviews.first.map { spacers[$0] } ?? false
        default: return false
        }
    }

    // MARK: Sizing

    /// Asks `node` for its size under `proposal`, recording the call; identical repeated
    /// questions are answered from the memo (and recorded as cached).
    func size(of node: Int, proposal rawProposal: ProposedViewSize, reason: ProposalReason?) -> Size {
        let proposal = rawProposal.sanitized
        let seq = calls.count
        let asker = activeNodes.last
        var entry = memoHeads[node]
        while entry >= 0 {
            if memoEntries[entry].proposal == proposal {
                let size = memoEntries[entry].size
                calls.append(TraceCall(seq: seq, node: node, parentCall: activeCalls.last, askedBy: asker,
                                       depth: activeCalls.count, proposal: proposal, response: size,
                                       cached: true, phase: phase, reason: reason))
                return size
            }
            entry = memoEntries[entry].next
        }
        calls.append(TraceCall(seq: seq, node: node, parentCall: activeCalls.last, askedBy: asker,
                               depth: activeCalls.count, proposal: proposal, response: .zero,
                               cached: false, phase: phase, reason: reason))
        activeCalls.append(seq)
        activeNodes.append(node)
        let context = NodeContext(session: self, node: node)
        let result = primitives[node].sizeThatFits(proposal: proposal, context: context).sanitized
        activeNodes.removeLast()
        activeCalls.removeLast()
        calls[seq].response = result
        memoEntries.append(MemoEntry(proposal: proposal, size: result, next: memoHeads[node]))
        memoHeads[node] = memoEntries.count - 1
        return result
    }

    // MARK: Placement

    /// Places `node` with its `anchor` at `position`, then lets it place its own subviews.
    /// `known` is the size the parent already asked for with this same proposal (no second call).
    func place(node: Int, at position: Point, anchor: UnitPoint, proposal rawProposal: ProposedViewSize,
               reason: ProposalReason?, known: Size? = nil) {
        let proposal = rawProposal.sanitized
        let size = known ?? self.size(of: node, proposal: proposal, reason: reason)
        let origin = Point(x: position.x - finiteOrZero(anchor.x * size.width),
                           y: position.y - finiteOrZero(anchor.y * size.height))
        let bounds = Rect(origin: origin, size: size)
        placements.append(Placement(node: node, frame: bounds, proposal: proposal))
        activeNodes.append(node)
        primitives[node].placeSubviews(in: bounds, proposal: proposal, context: NodeContext(session: self, node: node))
        activeNodes.removeLast()
    }

    // MARK: Queries used by proxies

    func priority(of node: Int) -> Double { priorities[node] }
    func isSpacer(_ node: Int) -> Bool { spacers[node] }

    func explicitAlignment(of node: Int, horizontal guide: HorizontalAlignment, size: Size,
                           proposal: ProposedViewSize) -> Double? {
        primitives[node].explicitAlignment(of: guide, size: size, proposal: proposal,
                                                context: NodeContext(session: self, node: node))
    }

    func explicitAlignment(of node: Int, vertical guide: VerticalAlignment, size: Size,
                           proposal: ProposedViewSize) -> Double? {
        primitives[node].explicitAlignment(of: guide, size: size, proposal: proposal,
                                                context: NodeContext(session: self, node: node))
    }
}

func finiteOrZero(_ value: Double) -> Double { value.isFinite ? value : 0 }

extension ProposedViewSize {
    /// NaN becomes nil and negative lengths become 0, so no rule ever sees an impossible proposal.
    var sanitized: ProposedViewSize {
        func clean(_ value: Double?) -> Double? {
            guard let value else { return nil }
            if value.isNaN { return nil }
            return max(value, 0)
        }
        return ProposedViewSize(width: clean(width), height: clean(height))
    }
}

extension Size {
    /// NaN and negative lengths become 0: a view never reports an impossible size.
    var sanitized: Size {
        func clean(_ value: Double) -> Double { value.isNaN ? 0 : max(value, 0) }
        return Size(width: clean(width), height: clean(height))
    }
}
