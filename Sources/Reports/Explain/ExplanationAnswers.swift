// The answer sentences: what a child answered and, for a view that asked others, how it chose its
// own size from their answers (a stack's sum, a frame's fixed or clamped lengths, padding's insets
// added back, or simply its content's size).
import LayoutEngine
import Notebook

extension Sentences {
    /// A parent's answer, and whether it merely follows its only child (so it can share that step).
    struct Answer {
        var text: String
        var follows: Bool
    }

    /// The answer of a call during which nothing else was told.
    func leafAnswer(_ position: Int) -> String {
        let call = tree.call(at: position)
        let target = sentenceStart(names[call.node])
        let size = Prose.size(call.response)
        if call.cached {
            return "\(target) has answered that proposal before: \(size)."
        }
        if tree.childNodes[call.node]?.isEmpty == false, tree.children(of: position).isEmpty {
            return "\(target) answers \(size) without asking its content."
        }
        if let width = call.proposal.width, let height = call.proposal.height, width.isFinite, height.isFinite,
           call.response == Size(width: width, height: height) {
            return "\(target) accepts it and answers \(size)."
        }
        return "\(target) answers \(size)."
    }

    /// How the view of the call at `position` chose its size after asking `children`.
    func answer(_ position: Int, children: [Int]) -> Answer {
        let call = tree.call(at: position)
        let view = names.capitalized(call.node)
        let size = Prose.size(call.response)
        let told = children.filter { !ExplanationBuilder.isProbe(tree.call(at: $0)) }
        guard let last = told.last else {
            return Answer(text: "\(view) answers \(size).", follows: false)
        }
        let lastCall = tree.call(at: last)
        let reason = lastCall.reason
        let askedNodes = Set(told.map { tree.call(at: $0).node })
        let to = tree.asker(of: position).map { " to \(names[$0])" } ?? ""
        let arranged = told.contains {
            let rule = tree.call(at: $0).reason?.code
            return rule == .stackShare || rule == .stackIdeal
        }
        switch arranged ? .stackShare : reason?.code {
        case .stackShare?, .stackIdeal?:
            // Every child the stack arranged counts, a repeat left untold included.
            let arrangedChildren = tree.children(of: position).filter { !ExplanationBuilder.isProbe(tree.call(at: $0)) }
            if Set(arrangedChildren.map { tree.call(at: $0).node }).count > 1 {
                return Answer(text: stackAnswer(position, children: arrangedChildren), follows: false)
            }
            return Answer(text: "\(view) adopts its only child's size and answers \(size)\(to).", follows: true)
        case .frameFixed?, .chrome?:
            let op = { (operand: ProposalOperand) -> Double? in reason?[operand] ?? nil }
            return Answer(text: "\(view) answers \(size): \(fixedFrameAnswer(width: op(.width), height: op(.height), child: lastCall.response)).",
                          follows: true)
        case .frameFlexible?:
            return Answer(text: "\(view) answers \(size): \(flexibleFrameAnswer(reason!, proposal: call.proposal, child: lastCall.response, result: call.response)).",
                          follows: true)
        case .padding?:
            return Answer(text: "\(view) \(paddingAnswer(reason!, child: lastCall.response, size: size)).", follows: true)
        case .zstackProposal?:
            return Answer(text: "\(view) answers \(size), the span of its aligned children.", follows: askedNodes.count == 1)
        case .position?, .positionMeasure?:
            return Answer(text: "\(view) answers \(size).", follows: true)
        default:
            if call.response == lastCall.response {
                let whose = askedNodes.count == 1 ? "its child's size" : "the size of \(names[lastCall.node])"
                return Answer(text: "\(view) adopts \(whose) and answers \(size)\(to).", follows: askedNodes.count == 1)
            }
            return Answer(text: "\(view) answers \(size).", follows: askedNodes.count == 1)
        }
    }

    func fixedFrameAnswer(width: Double?, height: Double?, child: Size) -> String {
        let parts = [(Axis.horizontal, width), (Axis.vertical, height)].map { axis, fixed -> String in
            let name = Prose.dimension(axis)
            if let fixed { return "its fixed \(name) \(Prose.length(fixed))" }
            return "its child's \(name) \(Prose.length(child[axis]))"
        }
        return Prose.list(parts)
    }

    func flexibleFrameAnswer(_ reason: ProposalReason, proposal: ProposedViewSize, child: Size, result: Size) -> String {
        let parts = [Axis.horizontal, .vertical].map { axis -> String in
            let limits = FrameLimits(reason, axis: axis)
            let name = Prose.dimension(axis)
            let chosen = result[axis]
            let childLength = child[axis]
            if let proposed = proposal[axis], let min = limits.min, let max = limits.max, min <= max {
                let clamp = chosen == proposed
                    ? "the proposed \(Prose.length(proposed)), within \(limits.range)"
                    : "the proposed \(Prose.length(proposed)) clamped to \(limits.range)"
                return "its \(name) is \(Prose.length(chosen)), \(clamp) (with both a minimum and a maximum, it follows "
                    + "its proposal, not its child's \(Prose.length(childLength)))"
            }
            if proposal[axis] == nil, let ideal = limits.ideal, chosen == ideal {
                return "its \(name) is its ideal \(name), \(Prose.length(ideal))"
            }
            if chosen == childLength {
                return "its \(name) is its child's \(Prose.length(chosen))" + (limits.isEmpty ? "" : ", within \(limits.range)")
            }
            if let min = limits.min, chosen == min {
                return "its \(name) is its minimum, \(Prose.length(min)), since its child is only \(Prose.length(childLength))"
            }
            if let max = limits.max, chosen == max {
                return "its \(name) is its maximum, \(Prose.length(max))" + (childLength > max ? ", and its child's \(Prose.length(childLength)) overflows it" : "")
            }
            if let proposed = proposal[axis], chosen == proposed {
                return "its \(name) is the proposed \(Prose.length(proposed)) (its child is \(Prose.length(childLength)))"
            }
            return "its \(name) is \(Prose.length(chosen))"
        }
        return parts.joined(separator: "; ")
    }

    func paddingAnswer(_ reason: ProposalReason, child: Size, size: String) -> String {
        let op = { (operand: ProposalOperand) -> Double in (reason[operand] ?? nil) ?? 0 }
        let insets = [(Axis.horizontal, op(.leading) + op(.trailing)), (.vertical, op(.top) + op(.bottom))]
        let parts = insets.compactMap { axis, total -> String? in
            guard total != 0 else { return nil }
            return "\(Prose.dimension(axis)) \(Prose.length(child[axis])) + \(Prose.length(total)) = "
                + Prose.length(child[axis] + total)
        }
        if parts.isEmpty { return "adopts its child's size and answers \(size)" }
        return "adds its insets back to its child's size and answers \(size): " + parts.joined(separator: ", ")
    }
}
