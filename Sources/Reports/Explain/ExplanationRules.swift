// The proposal sentences: who proposed what to whom, and why, rendered from each call's recorded
// reason (rule + operands) and the proposer's own proposal. One case per engine rule (the switch is
// over `ProposalRule`, so a new or renamed rule is a compile error here); a custom or unknown stored
// rule is still told, with its name and operands.
import LayoutEngine
import Notebook

/// The sentences of an explanation, for one outcome.
struct Sentences {
    let tree: CallTree
    let names: NodeNames
    /// The VStacks whose spacing is nil, by node index (empty without the view tree).
    var nilSpacingVStacks: Set<Int> = []

    // MARK: Who

    /// The proposer, capitalised for the start of a sentence ("The HStack"; "The experiment" for the root).
    func proposer(_ position: Int) -> String {
        guard let asker = tree.asker(of: position) else { return "The experiment" }
        return names.capitalized(asker)
    }

    func proposerKind(_ position: Int) -> String? {
        tree.asker(of: position).flatMap { tree.node($0)?.kind }
    }

    /// The proposal the proposer itself was answering, if the call was made during one.
    func outer(_ position: Int) -> ProposedViewSize? {
        tree.parent(of: position).map { tree.call(at: $0).proposal }
    }

    /// Whether the ViewThatFits candidate chosen by the call at `position` fit: its last measuring
    /// before (nil on the axes it fits along) gave an ideal within the container's proposal there.
    func chosenCandidateFits(_ position: Int) -> Bool? {
        let chosen = tree.call(at: position)
        for earlier in stride(from: position - 1, through: 0, by: -1) {
            let call = tree.call(at: earlier)
            guard call.node == chosen.node, let reason = call.reason, reason.code == .viewThatFitsMeasure else { continue }
            func fits(_ measured: Double?, _ ideal: Double, _ room: Double??) -> Bool {
                measured != nil || (room ?? nil).map { ideal <= $0 + 1e-9 } ?? true
            }
            return fits(call.proposal.width, call.response.width, reason[.width])
                && fits(call.proposal.height, call.response.height, reason[.height])
        }
        return nil
    }

    // MARK: Proposals

    /// "<Proposer> <does something> and proposes <P> to <target>."
    func proposal(_ position: Int) -> String {
        let call = tree.call(at: position)
        let who = proposer(position)
        let target = names[call.node]
        let p = Prose.proposal(call.proposal)
        let placing = call.phase == .placement && call.parentCall == nil ? "While placing, " : ""
        let lead = placing.isEmpty ? who : placing + (tree.asker(of: position).map { names[$0] } ?? "the experiment")
        guard let reason = call.reason else {
            return "\(lead) asks \(target) for its size under \(p)."
        }
        let op = { (operand: ProposalOperand) -> Double? in reason[operand] ?? nil }
        switch reason.code {
        case .rootProposal:
            return "\(placing.isEmpty ? "The experiment" : "While placing, the experiment") proposes \(p) to "
                + "\(target), the root of the tree."
        case .neutral:
            return "\(lead) passes its proposal, \(p), on to \(target) unchanged."
        case .frameFixed where op(.width) != nil && op(.height) != nil:
            return "\(lead) proposes its fixed size, \(p), to \(target)."
        case .frameFixed:
            return "\(lead) \(fixedFrame(width: op(.width), height: op(.height), outer: outer(position))): "
                + "it proposes \(p) to \(target)."
        case .frameFlexible:
            return "\(lead) \(flexibleFrame(reason, outer: outer(position))): it proposes \(p) to \(target)."
        case .chrome:
            return "\(lead) \(chromeSize(width: op(.width), height: op(.height), outer: outer(position))): "
                + "it proposes \(p) to \(target)."
        case .frameFlexiblePlace, .stackPlace, .zstackPlace:
            return "\(lead) proposes \(p) to \(target) to place it."
        case .fixedSize:
            return "\(lead) \(fixedSize(horizontal: op(.horizontal) == 1, vertical: op(.vertical) == 1, outer: outer(position))): "
                + "it proposes \(p) to \(target)."
        case .aspectRatioFit, .aspectRatioFill:
            return "\(lead) \(aspectRatio(reason, position: position)) and proposes \(p) to \(target)."
        case .aspectRatioIdeal:
            return "\(lead) asks \(target) for its ideal size, proposing \(p), to learn its aspect ratio."
        case .aspectRatioPassThrough:
            return "\(lead) has no proposal to fit its ratio into and passes \(p) on to \(target)."
        case .padding:
            return "\(lead) \(padding(reason, outer: outer(position))) and proposes \(p) to \(target)."
        case .relativeProposedScale:
            return "\(lead) \(relativeScale(reason)) and proposes \(p) to \(target)."
        case .relativeProposedProbe:
            return "\(lead) first proposes its own proposal, \(p), to \(target) to measure it."
        case .relativeProposedRescale:
            return "\(lead) scales \(target)'s measured size (\(scaled(op(.measuredWidth), op(.relativeWidth))) wide, "
                + "\(scaled(op(.measuredHeight), op(.relativeHeight))) high) and proposes \(p) to it."
        case .stackProbeMin, .stackProbeMax:
            let axis = Prose.axis(reason[.axis]) ?? .horizontal
            let which = reason.code == .stackProbeMin ? "minimum" : "maximum"
            return "\(lead) asks \(target) for its \(which) \(Prose.dimension(axis)), proposing \(p)."
        case .stackShare:
            return stackShare(position)
        case .stackIdeal:
            let axis = Prose.axis(reason[.axis]) ?? .horizontal
            return "\(lead) has no \(Prose.dimension(axis)) to share out, so it asks \(target) for its ideal "
                + "\(Prose.dimension(axis)), proposing \(p)."
        case .zstackProposal:
            return "\(lead) proposes its whole proposal, \(p), to \(target)."
        case .secondaryPrimary:
            return "\(lead) proposes its proposal, \(p), to its content, \(target)."
        case .listRowSeparator:
            return "\(lead) lines its separator up with the row's text: it runs from x \(Prose.length(op(.leading) ?? 0)) "
                + "to x \(Prose.length(op(.trailing) ?? 0)) of the row, so it proposes \(p) to \(target)."
        case .secondaryContent:
            let role = proposerKind(position) ?? "secondary view"
            return "\(lead) proposes its content's size, \(p), to its \(role), \(target)."
        case .geometryReader:
            return "\(lead) proposes its own size, \(p), to \(target)."
        case .scrollView:
            let axes = [op(.horizontal) == 1 ? "width" : nil, op(.vertical) == 1 ? "height" : nil].compactMap { $0 }
            return "\(lead) proposes nil for the \(Prose.list(axes)) it scrolls along: it proposes \(p) to \(target)."
        case .viewThatFitsMeasure:
            return "\(lead) asks candidate \(target) for its ideal size, proposing \(p)."
        case .viewThatFitsChosen:
            let why = chosenCandidateFits(position) == false ? "the last candidate, as none fits" : "the first candidate that fits"
            return "\(lead) chooses \(target), \(why), and proposes \(p) to it."
        case .offset:
            return "\(lead) proposes \(p) to \(target) and shifts it by \(Prose.point(op(.x) ?? 0, op(.y) ?? 0))."
        case .positionMeasure:
            return "\(lead) measures \(target), proposing \(p)."
        case .safeAreaIgnoring:
            return "\(lead) \(safeAreaGrowth(reason)), so it proposes \(p) to \(target)."
        case .position:
            return "\(lead) proposes its own size, \(p), to \(target) and centres it at \(Prose.point(op(.x) ?? 0, op(.y) ?? 0))."
        case .gridIdeal:
            let axis = Prose.axis(reason[.axis]) ?? .horizontal
            return "\(lead) has no \(Prose.dimension(axis)) to share among its \(axis == .horizontal ? "columns" : "rows"), "
                + "so it asks \(target) for its ideal \(Prose.dimension(axis)), proposing \(p)."
        case .gridProbeMin, .gridProbeMax:
            let axis = Prose.axis(reason[.axis]) ?? .horizontal
            let which = reason.code == .gridProbeMin ? "minimum" : "maximum"
            return "\(lead) asks \(target) for its \(which) \(Prose.dimension(axis)) to order its "
                + "\(axis == .horizontal ? "columns" : "rows") by flexibility, proposing \(p)."
        case .gridShare:
            let axis = Prose.axis(reason[.axis]) ?? .horizontal
            let tracks = axis == .horizontal ? "columns" : "rows"
            return "\(lead) has \(Prose.length(op(.available))) left for \(Prose.length(op(.remaining))) \(tracks) "
                + "and offers an equal share: it proposes \(p) to \(target)."
        case .gridSpan:
            return "\(lead) asks \(target), which spans \(Prose.length(op(.columns))) columns from column "
                + "\(Prose.length(op(.column))), whether it needs more than those columns, proposing \(p)."
        case .gridPlace:
            return "\(lead) proposes the size of \(target)'s cell (row \(Prose.length(op(.row))), column "
                + "\(Prose.length(op(.column)))), \(p), to place it."
        case .lazyGridCell:
            return "\(lead) proposes its track \(Prose.length(op(.track)))'s length, \(Prose.length(op(.length))), across "
                + "and nil along the grid to \(target): \(p)."
        case .lazyGridPlace:
            return "\(lead) proposes \(p) to \(target) to place it in track \(Prose.length(op(.track))), "
                + "line \(Prose.length(op(.line)))."
        case .guideMeasure:
            return "\(lead) measures \(target) under \(p) to read its alignment guide."
        case .insetMinimum:
            let axis = Prose.axis(reason[.axis]) ?? .vertical
            return "\(lead) asks \(target) for its minimum \(Prose.dimension(axis)), proposing \(p), "
                + "to learn what its inset content may take."
        case .insetContent:
            return "\(lead) gives its inset content what the spacing and its view's minimum leave: "
                + "\(insetArithmetic(reason, call.proposal, outer: outer(position), taken: [op(.spacing) ?? 0, op(.length) ?? 0])), "
                + "and proposes \(p) to \(target)."
        case .insetPrimary:
            return "\(lead) gives \(target) what its inset content and the spacing leave: "
                + "\(insetArithmetic(reason, call.proposal, outer: outer(position), taken: [op(.length) ?? 0, op(.spacing) ?? 0])), "
                + "and proposes \(p) to it."
        case .layoutAsk:
            return "\(lead) asks \(target) for its size under \(p) (its code gives no reason)."
        case .memoReuse:
            return "\(lead) asks \(target) again under \(p); the answer is the one of call \(Prose.length(op(.call)))."
        case .custom:
            let operands = reason.operands.map { "\($0.name) \(Prose.length($0.value))" }.joined(separator: ", ")
            return "\(lead) proposes \(p) to \(target) (rule \(reason.rule)\(operands.isEmpty ? "" : ": " + operands))."
        }
    }

    // MARK: Rules

    func fixedFrame(width: Double?, height: Double?, outer: ProposedViewSize?) -> String {
        switch (width, height) {
        case let (width?, height?): return "proposes its fixed size, \(Prose.length(width))×\(Prose.length(height))"
        case let (width?, nil):
            return "fixes the width at \(Prose.length(width)) and passes the height\(through(outer?.height)) through"
        case let (nil, height?):
            return "fixes the height at \(Prose.length(height)) and passes the width\(through(outer?.width)) through"
        case (nil, nil): return "fixes nothing and passes its proposal through"
        }
    }

    func through(_ value: Double??) -> String {
        guard let value else { return "" }
        return " \(Prose.length(value))"
    }

    func flexibleFrame(_ reason: ProposalReason, outer: ProposedViewSize?) -> String {
        let parts = [Axis.horizontal, .vertical].map { axis -> String in
            let limits = FrameLimits(reason, axis: axis)
            let name = Prose.dimension(axis)
            guard let outer else { return "applies its \(name) limits (\(limits.range))" }
            guard let proposed = outer[axis] else {
                if let ideal = limits.ideal { return "uses its ideal \(name), \(Prose.length(ideal)), for the nil proposed \(name)" }
                return "keeps the nil proposed \(name)"
            }
            if limits.isEmpty { return "passes the \(name) \(Prose.length(proposed)) through" }
            let clamped = min(max(proposed, limits.min ?? -.infinity), limits.max ?? .infinity)
            if clamped == proposed {
                return "keeps the proposed \(name) \(Prose.length(proposed)), which is within \(limits.range)"
            }
            return "clamps the proposed \(name) \(Prose.length(proposed)) to \(limits.range) (\(Prose.length(clamped)))"
        }
        return Prose.list(parts)
    }

    func fixedSize(horizontal: Bool, vertical: Bool, outer: ProposedViewSize?) -> String {
        switch (horizontal, vertical) {
        case (true, true): return "proposes nil in both dimensions, asking for the ideal size"
        case (true, false): return "proposes a nil width, asking for the ideal width, and passes the height\(through(outer?.height)) through"
        case (false, true): return "proposes a nil height, asking for the ideal height, and passes the width\(through(outer?.width)) through"
        case (false, false): return "passes its proposal through"
        }
    }

    func aspectRatio(_ reason: ProposalReason, position: Int) -> String {
        let op = { (operand: ProposalOperand) -> Double? in reason[operand] ?? nil }
        let ratio = "\(Prose.length(op(.ratioWidth) ?? 1)):\(Prose.length(op(.ratioHeight) ?? 1))"
        let fromIdeal = tree.parent(of: position).map { parent in
            tree.children(of: parent).contains { tree.call(at: $0).reason?.code == .aspectRatioIdeal }
        } ?? false
        let shape = "a \(ratio) rectangle" + (fromIdeal ? " (its content's ideal size)" : "")
        let fit = reason.code == .aspectRatioFit
        let width = op(.proposedWidth).map(Prose.length) ?? "∞"
        let height = op(.proposedHeight).map(Prose.length) ?? "∞"
        let scale = "\(fit ? "min" : "max")(\(width) / \(Prose.length(op(.ratioWidth) ?? 1)), "
            + "\(height) / \(Prose.length(op(.ratioHeight) ?? 1))) = \(Prose.length(op(.scale) ?? 1))"
        return "\(fit ? "fits" : "fills") \(shape) \(fit ? "into" : "around") \(width)×\(height): scale \(scale),"
    }

    func padding(_ reason: ProposalReason, outer: ProposedViewSize?) -> String {
        let op = { (operand: ProposalOperand) -> Double in (reason[operand] ?? nil) ?? 0 }
        let insets = [(Axis.horizontal, op(.leading), op(.trailing)), (.vertical, op(.top), op(.bottom))]
        let parts = insets.compactMap { axis, first, second -> String? in
            guard first + second != 0 else { return nil }
            let name = Prose.dimension(axis)
            guard let proposed = outer?[axis] else { return "the \(name) stays nil" }
            return "\(name) \(Prose.length(proposed)) − (\(Prose.length(first)) + \(Prose.length(second))) = "
                + Prose.length(max(0, proposed - first - second))
        }
        return parts.isEmpty ? "has no insets to subtract" : "subtracts its insets: " + parts.joined(separator: ", ") + ","
    }

    /// "height 763 − (52.33 + 8) = 702.67": a `safeAreaInset`'s proposal `proposal` along its axis,
    /// from the proposal it was answering (`outer`, when known) less the lengths `taken`.
    func insetArithmetic(_ reason: ProposalReason, _ proposal: ProposedViewSize, outer: ProposedViewSize?,
                         taken: [Double]) -> String {
        let axis = Prose.axis(reason[.axis]) ?? .vertical
        let name = Prose.dimension(axis)
        let terms = taken.map { Prose.length($0) }.joined(separator: " + ")
        guard let result = proposal[axis] else { return "the \(name) stays nil" }
        guard let proposed = outer?[axis] else { return "the \(name) left after \(terms) is \(Prose.length(result))" }
        return "\(name) \(Prose.length(proposed)) − (\(terms)) = \(Prose.length(result))"
    }

    /// "reaches the safe area's top and bottom edges and grows 47 up and 34 down into them".
    func safeAreaGrowth(_ reason: ProposalReason) -> String {
        let op = { (operand: ProposalOperand) -> Double in (reason[operand] ?? nil) ?? 0 }
        let moves = [(ProposalOperand.top, "up"), (.leading, "left"), (.bottom, "down"), (.trailing, "right")]
            .filter { op($0.0) > 0 }
        guard !moves.isEmpty else { return "reaches no edge of the safe area" }
        return "reaches the safe area's \(Prose.list(moves.map { $0.0.rawValue })) "
            + "\(moves.count == 1 ? "edge" : "edges") and grows into the screen beyond: "
            + Prose.list(moves.map { "\(Prose.length(op($0.0))) \($0.1)" })
    }

    func relativeScale(_ reason: ProposalReason) -> String {
        let op = { (operand: ProposalOperand) -> Double? in reason[operand] ?? nil }
        let parts = [Axis.horizontal, .vertical].map { axis -> String in
            let name = Prose.dimension(axis)
            let factor = op(axis == .horizontal ? .relativeWidth : .relativeHeight) ?? 1
            guard let proposed = op(axis == .horizontal ? .proposedWidth : .proposedHeight) else {
                return "leaves the nil \(name) nil"
            }
            if factor == 1 { return "keeps the \(name) \(Prose.length(proposed))" }
            let verb = factor == 0.5 ? "halves the proposed \(name)" : "scales the proposed \(name) by \(Prose.length(factor))"
            return "\(verb) (\(Prose.length(proposed)) × \(Prose.length(factor)) = \(Prose.length(proposed * factor)))"
        }
        // "halves the proposed width (…), keeps the height 80" — the caller adds "and proposes …".
        return parts.joined(separator: ", ")
    }

    func scaled(_ length: Double?, _ factor: Double?) -> String {
        guard let length else { return "nil" }
        let factor = factor ?? 1
        return "\(Prose.length(length)) × \(Prose.length(factor)) = \(Prose.length(length * factor))"
    }
}

/// A flexible frame's limits on one axis, as recorded in its reason.
struct FrameLimits {
    var min: Double?
    var ideal: Double?
    var max: Double?

    init(_ reason: ProposalReason, axis: Axis) {
        let horizontal = axis == .horizontal
        min = reason[horizontal ? .minWidth : .minHeight] ?? nil
        ideal = reason[horizontal ? .idealWidth : .idealHeight] ?? nil
        max = reason[horizontal ? .maxWidth : .maxHeight] ?? nil
    }

    var isEmpty: Bool { min == nil && max == nil }

    /// `50…150`, `at least 50`, `at most 150`, `no limits`.
    var range: String {
        switch (min, max) {
        case let (min?, max?): return "\(Prose.length(min))…\(Prose.length(max))"
        case let (min?, nil): return "at least \(Prose.length(min))"
        case let (nil, max?): return "at most \(Prose.length(max))"
        case (nil, nil): return "no limits"
        }
    }
}
