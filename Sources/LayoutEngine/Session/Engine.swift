// The engine's entry point. `Engine.layout(_:in:)` runs SwiftUI's two phases on a tree:
// sizing (the root is proposed the given size and asks its children, recursively) and placement
// (each parent places its children in root coordinates). The root is placed centred in a
// container the size of the proposal, as a hosting view does; a nil or infinite dimension of the
// proposal uses the root's own size there.

/// Lays out view trees. A value: options, font metrics and custom layouts are passed in.
public struct Engine {
    /// The engine's semantic version. The `fingerprint` tracks behaviour without anyone bumping this.
    public static let version = "1.1.0"

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
    /// `safeArea` is how far the screen reaches beyond the proposed area on each edge (a preview's
    /// device), which views that ignore the safe area grow into (SafeArea.swift).
    public func layout(_ root: ViewNode, in proposal: ProposedViewSize, safeArea: EdgeInsets = EdgeInsets()) -> LayoutResult {
        prepare(root).layout(in: proposal, safeArea: safeArea)
    }

    /// The first half of `layout(_:in:safeArea:)`: `root` flattened into a layout session on the
    /// caller's thread when its stack holds the tree. Apart so that the benchmark can time the
    /// layout alone, as flexbox engines are timed (their node trees are built beforehand).
    package func prepare(_ root: ViewNode) -> PreparedLayout {
        let session = LayoutSession(root: root, engine: self, depthLimit: LargeStack.callerDepth,
                                    callerStackTop: LargeStack.currentAddress())
        return PreparedLayout(engine: self, root: root, session: session)
    }
}

/// A tree flattened for one layout (`Engine.prepare(_:)`), laid out once on the thread
/// that prepared it.
package struct PreparedLayout: ~Copyable {
    fileprivate let engine: Engine
    fileprivate let root: ViewNode
    /// Nil when the tree is too deep for the caller's stack: it is then flattened and laid out on
    /// a thread with a large one.
    fileprivate let session: LayoutSession?

    /// The second half of `Engine.layout(_:in:safeArea:)`, called once. Borrowing: the session is
    /// freed when the prepared layout is (the benchmark frees it after its clock stops, as the
    /// flexbox engines' trees are freed).
    package borrowing func layout(in proposal: ProposedViewSize, safeArea: EdgeInsets = EdgeInsets()) -> LayoutResult {
        let insets = EdgeInsets(top: max(finiteOrZero(safeArea.top), 0), leading: max(finiteOrZero(safeArea.leading), 0),
                                bottom: max(finiteOrZero(safeArea.bottom), 0), trailing: max(finiteOrZero(safeArea.trailing), 0))
        if let session {
            return session.run(proposal: proposal.sanitized, safeArea: insets)
        }
        let engine = self.engine, root = self.root
        return LargeStack.run {
            LayoutSession(root: root, engine: engine, depthLimit: nil)!.run(proposal: proposal.sanitized, safeArea: insets)
        }
    }
}

/// State of one layout pass: the flattened tree, the memo and the trace being recorded.
/// Created and discarded by `Engine.layout`; never shared. The per-node facts are kept as
/// parallel arrays indexed by node (each node's primitive holds its own cache), and exclusivity is
/// checked statically only: this class is confined to one call of `layout`, and its state is the
/// engine's hot path.
public final class LayoutSession {
    let options: LayoutOptions
    let fontMetrics: any FontMetrics
    // Per node (index = pre-order position).
    /// Each node's primitive: a primitive being called may make nodes (a GeometryReader's
    /// content), and growing the table never moves a primitive from under the call.
    let primitives = PrimitiveTable()
    let subviewLists = SubviewLists()
    /// Read by stacks for each child they order: a store, not an array, so reading is not a retain.
    let priorities = NodeStore<Double>()
    let spacers = NodeStore<Bool>()
    /// Navigation and tab bars (`Primitive.isBar`), for the stacks holding them.
    let bars = NodeStore<Bool>()
    /// The frames of the bars beside the views being placed (stacks holding bars add theirs while
    /// they place their subviews; a `.safeAreaInset` its inset while it places the view it insets):
    /// beyond those views' safe area.
    @exclusivity(unchecked) var barFrames: [Rect] = []
    /// Nodes answered without a call (`Primitive.fillsProposal`).
    let fillers = NodeStore<Bool>()
    /// Each node's text environment: an index into `environmentTable`. A node shares its parent's
    /// unless its primitive sets one (`Primitive.setsEnvironment`), so the table holds one entry per
    /// such modifier, not one per node.
    let environments = NodeStore<Int32>()
    let environmentTable = NodeStore<TextEnvironment>(capacity: 4)
    /// Each environment's font resolved for measuring text, beside it: made when a Text first
    /// measures in it (unresolved until then: a tree without text never loads the font tables).
    let resolvedFonts = NodeStore<ResolvedFont>(capacity: 4)
    let stackAxes = NodeStore<Axis?>()
    /// Bit `code` set (a built-in guide) or `GuideCode.customHorizontalBit`/`customVerticalBit`
    /// set (custom guides): the node's primitive may have an explicit value for that guide.
    let guideMasks = NodeStore<UInt16>()
    /// Every answer given so far, by node and proposal.
    let memo = SizeMemo()
    /// The Texts' caches (`TextLayout.Cache`), one per Text node that asked, and each node's
    /// position among them (-1: none): no object per Text.
    let textCaches = NodeStore<TextLayout.Cache>()
    let textCacheSlots = NodeStore<Int32>()
    /// The plain values primitives keep for the whole layout (a stack's slots).
    let plainArena = PlainArena()
    /// Top and bottom spacing preferences of the nodes a VStack asked about (TextSpacing.swift);
    /// empty until the first is asked.
    @exclusivity(unchecked) var verticalSpacings: [VerticalSpacing?] = []
    // The result being recorded.
    @exclusivity(unchecked) var records: [NodeRecord] = []
    /// The node paths the records refer to (written as text only when read): each node's parent,
    /// kind name and position among its parent's children, appended as nodes are added.
    let paths = NodePathTable()
    /// The trace being recorded (the result owns it once the layout is done).
    let trace = TraceStorage()
    @exclusivity(unchecked) var placements: [Placement] = []
    /// The content made while laying out (`makeContent`), for the result.
    @exclusivity(unchecked) var madeNodes: [MadeNodes] = []
    /// Placements recorded instead of made while a layout's default explicit alignment runs its
    /// placement (`capturingPlacements`), innermost last.
    @exclusivity(unchecked) private var placementCaptures: [[CapturedPlacement]] = []
    // The call stack.
    /// The call being answered (-1: none), the node asking or placing (-1: none), and how many
    /// calls are being answered; each call keeps the values it replaced on the Swift stack.
    @exclusivity(unchecked) var currentCall = -1
    @exclusivity(unchecked) var currentNode = -1
    @exclusivity(unchecked) var callDepth = 0
    @exclusivity(unchecked) var phase: LayoutPhase = .sizing
    /// Explicit alignment guides already answered (see `explicitAlignment(of:horizontal:size:proposal:)`).
    @exclusivity(unchecked) var alignmentMemo: [AlignmentKey: Double?] = [:]
    /// The memo codes of the custom guides met so far in this layout (from 8 up), by name.
    @exclusivity(unchecked) var customGuideCodes: [String: Int] = [:]
    /// The root proposal: the "container" of `containerRelativeFrame` outside any scroll view.
    @exclusivity(unchecked) var rootProposal: ProposedViewSize = .unspecified
    /// What the scroll views being sized or placed were proposed, innermost last: the container of
    /// a `containerRelativeFrame` inside one (ContainerRelativeFrame.swift).
    @exclusivity(unchecked) var scrollContainers: [ProposedViewSize] = []
    /// The area the root is placed in (root coordinates) and how far the screen reaches beyond it.
    @exclusivity(unchecked) var safeRect = Rect(x: 0, y: 0, width: 0, height: 0)
    @exclusivity(unchecked) var safeAreaInsets = EdgeInsets()
    /// The scroll axes of the scroll views around the node being placed: their content sees no
    /// unsafe area along them (SafeArea.swift).
    @exclusivity(unchecked) var scrollAxesAround: Axes = []
    /// The named coordinate spaces around the node being placed, outermost first.
    @exclusivity(unchecked) var namedSpaces: [NamedFrame] = []
    /// The children indices of the nodes being flattened, each level's above its parent's.
    @exclusivity(unchecked) private var childScratch: [Int] = []

    /// The deepest level `flatten` may reach (nil: any); set when the tree is deeper.
    private var depthLimit: Int?
    /// Where the layout began on the caller's stack: a tree deeper than `depthLimit` raises the
    /// limit once to the levels the rest of that stack holds (`LargeStack`).
    private var callerStackTop: UInt?
    private var tooDeep = false

    /// Flattens `root`; nil when it is deeper than `depthLimit` levels and the caller's stack
    /// below `callerStackTop` (when given) does not hold it.
    init?(root: ViewNode, engine: Engine, depthLimit: Int?, callerStackTop: UInt? = nil) {
        options = engine.options
        fontMetrics = engine.fontMetrics
        self.depthLimit = depthLimit
        self.callerStackTop = callerStackTop
        reserveNodes(root.nodeCount)
        let rootEnvironment = addEnvironment(TextEnvironment(fontSize: options.platform.bodyFontSize))
        _ = withUnsafePointer(to: root) {
            flatten($0, parent: nil, position: 0, depth: 0, environment: rootEnvironment, stackAxis: nil,
                    customLayouts: engine.customLayouts)
        }
        if tooDeep { return nil }
        memo.grow(to: primitives.count)
    }

    func run(proposal: ProposedViewSize, safeArea: EdgeInsets = EdgeInsets()) -> LayoutResult {
        assert(trace.count == 0, "a layout session runs once")
        rootProposal = proposal
        safeAreaInsets = safeArea
        // About 12 calls per node in a tree of nested stacks (fewer in flat ones): reserving them
        // up front spares copying megabytes of trace as it grows (unused room is never touched).
        trace.reserve(calls: primitives.count * 12)
        phase = .sizing
        let rootSize = size(of: 0, proposal: proposal, reason: ProposalReason(.rootProposal))
        phase = .placement
        let containerWidth = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? rootSize.width
        let containerHeight = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? rootSize.height
        let centre = Point(x: finiteOrZero(containerWidth / 2), y: finiteOrZero(containerHeight / 2))
        safeRect = Rect(x: 0, y: 0, width: finiteOrZero(containerWidth), height: finiteOrZero(containerHeight))
        place(node: 0, at: centre, anchor: .center, proposal: proposal, reason: ProposalReason(.rootProposal))
        if options.pixelGrid { snapPlacementsToPixelGrid(scale: options.displayScale) }
        var result = LayoutResult(proposal: proposal, rootSize: rootSize, nodes: records, trace: CompactTrace(storage: trace),
                                  placements: placements)
        result.madeNodes = madeNodes
        return result
    }

    // MARK: Building

    /// Room for `count` nodes in every per-node array, so building the session copies none of them.
    private func reserveNodes(_ count: Int) {
        primitives.reserve(count)
        subviewLists.reserve(nodes: count)
        priorities.reserve(count)
        fillers.reserve(count)
        spacers.reserve(count)
        bars.reserve(count)
        environments.reserve(count)
        stackAxes.reserve(count)
        guideMasks.reserve(count)
        textCacheSlots.reserve(count)
        // Room for a Text cache per node: growing the table as Texts came copied it eight times on
        // the benchmark's tree. The pages no cache is written to are never touched.
        textCaches.reserve(count)
        records.reserveCapacity(count)
        paths.steps.reserve(count)
        placements.reserveCapacity(count)
    }

    /// Adds `view`'s subtree to the session; returns its index. The node is read where it lies
    /// (a pointer into its parent's children): passed as a value, each node was copied first
    /// (its kind, label, origin and children), a fifth of building the session. The work of each
    /// node is in `addNode` and `finishNode`, so that the recursion's own frame stays small: a
    /// debug build keeps every temporary of a function in its frame, and `LargeStack.callerDepth`
    /// levels of it must fit a small thread's stack.
    private func flatten(
        _ view: UnsafePointer<ViewNode>, parent: Int?, position: Int, depth: Int,
        environment: Int32, stackAxis: Axis?, customLayouts: [String: any Layout]
    ) -> Int {
        if let depthLimit, depth > depthLimit, !raiseDepthLimit(toReach: depth) {
            tooDeep = true
            return -1
        }
        let (index, primitive, facts) = addNode(view, parent: parent, position: position, depth: depth, environment: environment,
                                                stackAxis: stackAxis, customLayouts: customLayouts)
        let children = view.pointee.children
        if children.isEmpty {
            finishNode(index, primitive, isModifier: facts.isModifier, childrenFrom: nil)
            return index
        }
        let childEnvironment = facts.setsEnvironment
            ? addEnvironment(primitive.childEnvironment(environmentTable[Int(environment)])) : environment
        // The children's indices go on `childScratch` above the levels being built: no array per node.
        let scratchStart = childScratch.count
        // (The closure is a stack frame more per level: a few hundred bytes, well within the
        // `LargeStack.bytesPerLevel` a tree's depth is checked against.)
        children.withUnsafeBufferPointer { buffer in
            guard let nodes = buffer.baseAddress else { return }
            for offset in buffer.indices {
                let child = flatten(nodes + offset, parent: index, position: offset, depth: depth + 1,
                                    environment: childEnvironment,
                                    stackAxis: primitive.childStackAxis(offset, enclosing: stackAxis),
                                    customLayouts: customLayouts)
                if tooDeep { return }
                childScratch.append(child)
            }
        }
        if tooDeep { return index }
        finishNode(index, primitive, isModifier: facts.isModifier, childrenFrom: scratchStart)
        return index
    }

    /// Appends node `view`'s facts to every per-node list (its subviews, priority and spacer-ness
    /// are set by `finishNode`); returns its index, primitive and the facts of its kind.
    private func addNode(
        _ view: UnsafePointer<ViewNode>, parent: Int?, position: Int, depth: Int,
        environment: Int32, stackAxis: Axis?, customLayouts: [String: any Layout]
    ) -> (index: Int, primitive: any Primitive, facts: PrimitiveFacts) {
        let index = primitives.count
        let primitive = view.pointee.kind.primitive(options: options, customLayouts: customLayouts)
        let facts = primitive.facts
        let name = facts.name
        records.append(NodeRecord(index: index, pathStorage: .table(paths, Int32(truncatingIfNeeded: index)), label: view.pointee.label,
                                  kind: name, parent: parent, depth: depth))
        paths.steps.append(NodePathTable.Step(parent: Int32(truncatingIfNeeded: parent ?? -1),
                                              position: Int32(truncatingIfNeeded: position), name: name))
        primitives.append(primitive)
        subviewLists.appendEmpty()
        priorities.append(0)
        spacers.append(false)
        bars.append(facts.isBar)
        fillers.append(facts.fillsProposal)
        environments.append(environment)
        stackAxes.append(stackAxis)
        guideMasks.append(facts.guideMask)
        textCacheSlots.append(-1)
        return (index, primitive, facts)
    }

    /// Sets node `index`'s subviews from its children's indices on `childScratch` from
    /// `scratchStart` (nil: a leaf), taking them off, then its priority and spacer-ness.
    private func finishNode(_ index: Int, _ primitive: any Primitive, isModifier: Bool, childrenFrom scratchStart: Int?) {
        guard let scratchStart else {
            priorities[index] = primitive.layoutPriority(content: nil)
            spacers[index] = primitive.isSpacer(content: nil)
            primitive.prepare(context: NodeContext(session: self, node: index))
            return
        }
        setSubviews(of: index, isModifier: isModifier, children: childScratch[scratchStart...])
        childScratch.removeSubrange(scratchStart...)
        let content = subviewLists[index].first
        priorities[index] = primitive.layoutPriority(content: content.map { priorities[$0] })
        spacers[index] = primitive.isSpacer(content: content.map { spacers[$0] })
        primitive.prepare(context: NodeContext(session: self, node: index))
    }

    /// Adds `environment` to the table; returns its index.
    private func addEnvironment(_ environment: TextEnvironment) -> Int32 {
        environmentTable.append(environment)
        resolvedFonts.append(ResolvedFont(unresolved: fontMetrics))
        return Int32(truncatingIfNeeded: environmentTable.count - 1)
    }

    /// Where node `node`'s Text cache lies (valid until the next cache is made), made when first asked for.
    @inline(__always)
    func textCache(of node: Int) -> UnsafeMutablePointer<TextLayout.Cache> {
        if textCacheSlots[node] < 0 { makeTextCache(of: node) }
        return textCaches.address(Int(textCacheSlots[node]))
    }

    @inline(never)
    private func makeTextCache(of node: Int) {
        textCacheSlots[node] = Int32(truncatingIfNeeded: textCaches.count)
        textCaches.append(TextLayout.Cache())
    }

    /// Resolves environment `index`'s font for measuring text (`NodeContext.withResolvedFont`).
    @inline(never)
    func resolveFont(ofEnvironment index: Int) {
        resolvedFonts[index] = ResolvedFont(environmentTable[index], metrics: fontMetrics, options: options)
    }

    /// Raises `depthLimit` (once) to what the caller's stack holds; whether `depth` is then within it.
    private func raiseDepthLimit(toReach depth: Int) -> Bool {
        guard let top = callerStackTop else { return false }
        callerStackTop = nil
        depthLimit = max(depthLimit ?? 0, LargeStack.levelsLeftOnCallersStack(below: top))
        return depth <= depthLimit!
    }

    /// The geometry of a view placed at `bounds` (root coordinates) now: its size and frame, the
    /// named coordinate spaces around it, how far it reaches beyond the safe area, and its frame
    /// on the screen (what a GeometryReader there hands its content).
    func geometry(at bounds: Rect) -> LayoutGeometry {
        LayoutGeometry(size: bounds.size, frameInRoot: bounds, namedSpaces: namedSpaces,
                       safeAreaInsets: unsafeOverlap(of: bounds),
                       frameOnScreen: Rect(x: bounds.minX + safeAreaInsets.leading, y: bounds.minY + safeAreaInsets.top,
                                           width: bounds.width, height: bounds.height))
    }

    /// Makes a `GeometryReaderContent` node's children from its geometry, the first time it is
    /// placed, and appends them below it (after every existing node: the node list stays a list of
    /// parents before children, pre-order only within each made subtree).
    func makeContent(of node: Int, in bounds: Rect, with reader: GeometryReaderContent) {
        guard subviewLists[node].isEmpty else { return }
        let content = reader.makeContent(geometry(at: bounds))
        let primitive = primitives[node]
        let record = records[node]
        let childEnvironment = primitive.setsEnvironment
            ? addEnvironment(primitive.childEnvironment(environmentTable[Int(environments[node])])) : environments[node]
        var childIndices: [Int] = []
        madeNodes.append(MadeNodes(parent: node, first: primitives.count, trees: content.nodes))
        for (offset, child) in content.nodes.enumerated() {
            let stackAxis = primitive.childStackAxis(offset, enclosing: stackAxes[node])
            childIndices.append(withUnsafePointer(to: child) {
                flatten($0, parent: node, position: offset, depth: record.depth + 1, environment: childEnvironment,
                        stackAxis: stackAxis, customLayouts: content.customLayouts)
            })
        }
        setSubviews(of: node, isModifier: primitive.isModifier, children: childIndices[...])
        memo.grow(to: primitives.count)
    }

    /// Sets `node`'s layout children: a Group's children join its container's, an EmptyView
    /// contributes none (SwiftUI views are lists). A modifier's content is its first child even if
    /// it is a Group.
    private func setSubviews(of node: Int, isModifier: Bool, children: ArraySlice<Int>) {
        // Usually every child is a subview itself: the list is the children as they are.
        var start = children.startIndex + (isModifier ? 1 : 0)
        while start < children.endIndex, primitives.subviewRole(children[start]) == .itself { start += 1 }
        if start >= children.endIndex {
            subviewLists.set(node, to: children)
            return
        }
        if isModifier {
            subviewLists.set(node, to: [children[children.startIndex]] + splice(Array(children.dropFirst())))
            return
        }
        subviewLists.set(node, to: splice(Array(children)))
    }

    private func splice(_ children: [Int]) -> [Int] {
        var result: [Int] = []
        for child in children {
            switch primitives[child].subviewRole {
            case .transparent: result += subviewLists[child]
            case .none: continue
            case .itself: result.append(child)
            }
        }
        return result
    }

    // MARK: Sizing

    /// Asks `node` for its size under `proposal`, recording the call; identical repeated
    /// questions are answered from the memo (and recorded as cached).
    func size(of node: Int, proposal rawProposal: ProposedViewSize, reason: ProposalReason?) -> Size {
        size(of: node, proposal: rawProposal, traced: trace.traceReason(reason))
    }

    /// `size(of:proposal:reason:)` with the reason already in the trace's form (the hot path).
    /// Kept out of line: inlined at each of a stack's call sites (probes, shares, ideal sizes) it
    /// made one large function that missed the instruction cache (measured: +2 % instructions
    /// out of line, −3 % time on the balanced tree). An answer from the memo (four calls in ten
    /// of a tree of stacks) is recorded here; a new question is answered by `answer(...)`, whose
    /// larger frame only questions that recurse pay for.
    @inline(never)
    func size(of node: Int, proposal rawProposal: ProposedViewSize, traced reason: TraceReason) -> Size {
        let proposal = rawProposal.sanitized
        let key = SizeMemo.Key(proposal)
        guard let answer = memo.answer(of: node, to: key) else {
            return self.answer(node, proposal: proposal, key: key, reason: reason)
        }
        if reason.rule == TraceReason.none.rule {
            recordReuse(of: node, proposal: proposal, answer: answer)
        } else {
            _ = trace.append(node: node, parentCall: currentCall, askedBy: currentNode, depth: callDepth,
                             proposal: proposal, response: answer.size, cached: true, phase: phase, reason: reason)
        }
        return answer.size
    }

    /// Answers a question the memo has no answer to: records the call, asks the node's primitive
    /// (its response set when known) and keeps the answer.
    @inline(never)
    private func answer(_ node: Int, proposal: ProposedViewSize, key: SizeMemo.Key, reason: TraceReason) -> Size {
        let seq = trace.append(node: node, parentCall: currentCall, askedBy: currentNode, depth: callDepth,
                               proposal: proposal, response: .zero, cached: false, phase: phase, reason: reason)
        let result: Size
        if fillers[node] {
            result = ShapeLayout.filling(proposal).sanitized
        } else {
            let outerCall = currentCall, outerNode = currentNode
            currentCall = seq
            currentNode = node
            callDepth += 1
            result = primitives.sizeThatFits(node, proposal: proposal, context: NodeContext(session: self, node: node)).sanitized
            callDepth -= 1
            currentCall = outerCall
            currentNode = outerNode
        }
        trace.setResponse(seq, result)
        memo.record(result, of: node, to: key, call: seq)
        return result
    }

    /// A question asked again without a rule of its own: recorded as the earlier call, reused
    /// (`memo.reuse` naming it). Out of line, off the hot path: built-in repeats carry their rule.
    @inline(never)
    private func recordReuse(of node: Int, proposal: ProposedViewSize, answer: SizeMemo.Answer) {
        _ = trace.append(node: node, parentCall: currentCall, askedBy: currentNode, depth: callDepth, proposal: proposal,
                         response: answer.size, cached: true, phase: phase, reason: TraceReason(.memoReuse, Double(answer.call)))
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
        if !placementCaptures.isEmpty {
            placementCaptures[placementCaptures.count - 1].append(
                CapturedPlacement(node: node, origin: origin, proposal: proposal, size: size))
            return
        }
        let bounds = Rect(origin: origin, size: size)
        placements.append(Placement(node: node, frame: bounds, proposal: proposal))
        if fillers[node] { return } // a shape has nothing to place
        let outerNode = currentNode
        currentNode = node
        primitives.placeSubviews(node, in: bounds, proposal: proposal, context: NodeContext(session: self, node: node))
        currentNode = outerNode
    }

    /// Runs `body`, a layout placing its subviews, and returns where it put each one instead of
    /// placing them: nothing is recorded and no subview places its own content. The sizes it asks
    /// for are traced as usual.
    func capturingPlacements(_ body: () -> Void) -> [CapturedPlacement] {
        placementCaptures.append([])
        body()
        return placementCaptures.removeLast()
    }

    // MARK: Queries used by proxies

    func priority(of node: Int) -> Double { priorities[node] }
    func isSpacer(_ node: Int) -> Bool { spacers[node] }

    /// Which guides `primitive` may answer (see `guideMasks`).
    static func guideMask(of primitive: any Primitive) -> UInt16 {
        var mask: UInt16 = 0
        for guide in HorizontalAlignment.allCases where primitive.mayAnswer(guide) { mask |= guide.identity.maskBit(custom: 0) }
        for guide in VerticalAlignment.allCases where primitive.mayAnswer(guide) { mask |= guide.identity.maskBit(custom: 0) }
        if primitive.mayAnswer(HorizontalAlignment.someCustom) { mask |= GuideCode.customHorizontalBit }
        if primitive.mayAnswer(VerticalAlignment.someCustom) { mask |= GuideCode.customVerticalBit }
        return mask
    }

    /// The memo code of a guide: its built-in code, or one given to each custom guide by name.
    private func memoCode(_ guide: GuideIdentity) -> Int {
        guard guide.custom != nil else { return Int(guide.code) }
        if let known = customGuideCodes[guide.name] { return known }
        let next = 8 + customGuideCodes.count
        customGuideCodes[guide.name] = next
        return next
    }

    /// A node's explicit guide, answered once per node, guide, size and proposal: a modifier forwards
    /// its child's guides and aligns the child by both axes' guides, so unmemoised a chain of n
    /// modifiers would ask 3ⁿ questions.
    func explicitAlignment(of node: Int, horizontal guide: HorizontalAlignment, size: Size,
                           proposal: ProposedViewSize) -> Double? {
        guard guideMasks[node] & guide.identity.maskBit(custom: GuideCode.customHorizontalBit) != 0 else { return nil }
        let key = AlignmentKey(node: node, guide: memoCode(guide.identity), size: size, proposal: proposal)
        if let known = alignmentMemo[key] { return known }
        let value = primitives[node].explicitAlignment(of: guide, size: size, proposal: proposal,
                                                       context: NodeContext(session: self, node: node))
        alignmentMemo[key] = .some(value)
        return value
    }

    func explicitAlignment(of node: Int, vertical guide: VerticalAlignment, size: Size,
                           proposal: ProposedViewSize) -> Double? {
        guard guideMasks[node] & guide.identity.maskBit(custom: GuideCode.customVerticalBit) != 0 else { return nil }
        let key = AlignmentKey(node: node, guide: memoCode(guide.identity), size: size, proposal: proposal)
        if let known = alignmentMemo[key] { return known }
        let value = primitives[node].explicitAlignment(of: guide, size: size, proposal: proposal,
                                                       context: NodeContext(session: self, node: node))
        alignmentMemo[key] = .some(value)
        return value
    }
}

/// One explicit-guide question: which node, which guide, at which size and proposal.
struct AlignmentKey: Hashable {
    var node: Int
    /// A built-in guide's code (0–7) or a custom guide's memo code (8 and up).
    var guide: Int
    var size: Size
    var proposal: ProposedViewSize
}

func finiteOrZero(_ value: Double) -> Double { value.isFinite ? value : 0 }

extension ProposedViewSize {
    /// NaN becomes nil and negative lengths become 0, so no rule ever sees an impossible proposal.
    @inline(__always)
    var sanitized: ProposedViewSize {
        // Fast path: both dimensions nil or clean. As bit patterns, the clean lengths (+0 up to
        // +∞) are exactly those not above +∞'s: NaNs lie above it, and everything with the sign
        // bit set (negatives, −0, which takes the slow path) further still.
        @inline(__always) func isClean(_ value: Double?) -> Bool {
            guard let value else { return true }
            return value.bitPattern <= Double.infinity.bitPattern
        }
        if isClean(width) && isClean(height) { return self }
        return cleaned
    }

    /// `sanitized`'s slow path.
    @inline(never)
    private var cleaned: ProposedViewSize {
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
    @inline(__always)
    var sanitized: Size {
        // Clean lengths (+0 up to +∞) as bit patterns: see `ProposedViewSize.sanitized`.
        if width.bitPattern <= Double.infinity.bitPattern && height.bitPattern <= Double.infinity.bitPattern { return self }
        return cleaned
    }

    /// `sanitized`'s slow path.
    @inline(never)
    private var cleaned: Size {
        func clean(_ value: Double) -> Double { value.isNaN ? 0 : max(value, 0) }
        return Size(width: clean(width), height: clean(height))
    }
}
