// Stack sentences (seed 001, seed 004): the probes for each child's minimum and maximum, the order
// the stack chose (priority groups, least flexible first), each share with its arithmetic
// ("(620 − 20) / 3 = 200", "400 / 2 = 200", "the 300 left"), and how the stack chose its own size.
import LayoutEngine
import Notebook

extension Sentences {
    /// One child's answers to the stack's minimum and maximum probes.
    struct Probe {
        var node: Int
        var minimum: Double?
        var maximum: Double?

        var flexibility: Double? {
            guard let minimum, let maximum else { return nil }
            return maximum == minimum ? 0 : maximum - minimum
        }
    }

    /// Each probed child's answers, in declaration order (a stack probes in the order its sort
    /// compares children, the later child of each pair first).
    func probeResults(_ probes: [Int], axis: Axis) -> [Probe] {
        var results: [Probe] = []
        for position in probes {
            let call = tree.call(at: position)
            var index = results.firstIndex { $0.node == call.node }
            if index == nil {
                results.append(Probe(node: call.node))
                index = results.count - 1
            }
            if call.reason?.code == .stackProbeMin {
                results[index!].minimum = call.response[axis]
            } else {
                results[index!].maximum = call.response[axis]
            }
        }
        // Sibling nodes are numbered in declaration order.
        return results.sorted { $0.node < $1.node }
    }

    func axis(of calls: [Int]) -> Axis {
        for position in calls {
            if let axis = tree.call(at: position).reason.flatMap({ Prose.axis($0[.axis]) }) { return axis }
        }
        return .horizontal
    }

    /// "The HStack asks each child for its minimum and maximum width (proposing 0 and ∞, height 80):
    /// blue 0 and ∞, …". A stack probes only the children its order compares (not one alone in its
    /// priority group), and a lower group's child alone only for its minimum.
    func probeSummary(stack position: Int, probes: [Int], children: Int) -> String {
        let stack = names.capitalized(tree.call(at: position).node)
        let axis = axis(of: probes)
        let results = probeResults(probes, axis: axis)
        let cross = tree.call(at: probes[0]).proposal[axis.cross]
        let maximums = results.contains { $0.maximum != nil }
        let answers = results.map { probe in
            let minimum = probe.minimum.map(Prose.length) ?? "?"
            guard maximums else { return "\(names[probe.node]) \(minimum)" }
            return "\(names[probe.node]) " + (probe.maximum.map { "\(minimum) and \(Prose.length($0))" } ?? "\(minimum) (its minimum only)")
        }
        let whom = results.count >= children ? "each child for its"
            : Prose.list(results.map { names[$0.node] }) + (results.count == 1 ? " for its" : " for their")
        let what = maximums ? "minimum and maximum" : "minimum"
        return "\(stack) asks \(whom) \(what) \(Prose.dimension(axis)) (proposing \(maximums ? "0 and ∞" : "0"), "
            + "\(Prose.dimension(axis.cross)) \(Prose.length(cross))): \(answers.joined(separator: "; "))."
    }

    /// "The HStack asks no child again: it keeps their lengths for height 100 from when it was
    /// proposed 50×100." (a stack's kept probes, SwiftUI's cache).
    func keptOrder(stack position: Int, probedIn earlier: Int) -> String {
        let stack = names.capitalized(tree.call(at: position).node)
        let before = tree.call(at: earlier)
        let probe = tree.children(of: earlier).first { ExplanationBuilder.isProbe(tree.call(at: $0)) }.map { tree.call(at: $0) }
        let axis = probe?.reason.flatMap { Prose.axis($0[.axis]) } ?? .horizontal
        let cross = probe?.proposal[axis.cross]
        return "\(stack) asks no child again: it keeps their \(Prose.dimension(axis))s for \(Prose.dimension(axis.cross)) "
            + "\(cross.map(Prose.length) ?? "nil") from when it was proposed \(Prose.proposal(before.proposal))."
    }

    /// The order the shares went in, and why: priority groups first, then flexibility.
    func order(stack position: Int, probes: [Int], shares: [Int]) -> String {
        let stack = names.capitalized(tree.call(at: position).node)
        let axis = axis(of: probes)
        let flexibility = Dictionary(probeResults(probes, axis: axis).map { ($0.node, $0.flexibility) }) { first, _ in first }
        let ordered = shares.map { tree.call(at: $0) }
        // Consecutive shares with the same priority form a group.
        var groups: [(priority: Double??, nodes: [Int])] = []
        for call in ordered {
            let priority = call.reason?[.priority]
            if let last = groups.last, last.priority == priority {
                groups[groups.count - 1].nodes.append(call.node)
            } else {
                groups.append((priority, [call.node]))
            }
        }
        func priorityText(_ priority: Double??) -> String {
            switch priority {
            case .some(.some(let value)): return "priority \(Prose.length(value))"
            case .some(.none): return "spacers"
            case .none: return "unknown priority"
            }
        }
        let probed = probeResults(probes, axis: axis)
        func within(_ nodes: [Int]) -> (names: String, why: String) {
            let flexes = nodes.map { flexibility[$0] ?? nil }
            let listed = Prose.list(nodes.map { names[$0] })
            if nodes.count == 1 { return (listed, "") }
            if Set(flexes.map { $0 ?? -1 }).count == 1 {
                let group = probed.filter { nodes.contains($0.node) }
                let lows = Set(group.map { $0.minimum ?? -1 }), highs = Set(group.map { $0.maximum ?? -1 })
                let range = lows.count == 1 && highs.count == 1
                    ? " (any \(Prose.dimension(axis)) from \(Prose.length(group[0].minimum ?? 0)) to \(Prose.length(group[0].maximum ?? 0)))"
                    : ""
                return (listed, "equally flexible\(range)")
            }
            let byFlexibility = zip(flexes, flexes.dropFirst()).allSatisfy { ($0 ?? 0) <= ($1 ?? 0) }
            let described = Prose.list(nodes.map { node in
                "\(names[node]) (flexible by \((flexibility[node] ?? nil).map(Prose.length) ?? "?"))"
            })
            return (described, byFlexibility ? "least flexible first" : "in declared order")
        }
        if groups.count == 1 {
            let group = groups[0]
            let (listed, why) = within(group.nodes)
            let all = group.nodes.count == 2 ? "Both" : "All \(group.nodes.count)"
            if why.hasPrefix("equally") {
                return "\(all) children have \(priorityText(group.priority)) and are \(why), "
                    + "so \(stack.lowercasedThe) takes them in declared order: \(listed)."
            }
            return "\(all) children have \(priorityText(group.priority)); \(stack.lowercasedThe) takes them "
                + "\(why): \(listed)."
        }
        let described = groups.map { group -> String in
            let (_, why) = within(group.nodes)
            let listed = Prose.list(group.nodes.map { names[$0] })
            var detail = priorityText(group.priority)
            if case .some(.none) = group.priority { detail = "spacers come last" }
            if why.hasPrefix("equally") {
                detail += ", equally flexible, in declared order"
            } else if !why.isEmpty {
                let flexes = group.nodes.map { node in
                    "\(names[node]) by \((flexibility[node] ?? nil).map(Prose.length) ?? "?")"
                }
                detail += ", \(why): \(flexes.joined(separator: ", "))"
            }
            return "\(listed) (\(detail))"
        }
        return "\(stack) groups its children by layout priority and takes the groups from highest to lowest, "
            + "each with all the space still left: first \(described.joined(separator: ", then "))."
    }

    /// A `stack.share` proposal with its arithmetic.
    func stackShare(_ position: Int) -> String {
        let call = tree.call(at: position)
        let reason = call.reason ?? ProposalReason(.stackShare, values: ProposalRule.stackShare.operands.map { _ in nil })
        let op = { (operand: ProposalOperand) -> Double? in reason[operand] ?? nil }
        let stack = proposer(position)
        let target = names[call.node]
        let axis = Prose.axis(reason[.axis]) ?? .horizontal
        let name = Prose.dimension(axis)
        let available = op(.available) ?? 0
        let remaining = Int(op(.remaining) ?? 1)
        let share = call.proposal[axis] ?? 0
        let siblings = tree.parent(of: position).map { parent in
            tree.children(of: parent).filter { tree.call(at: $0).reason?.code == .stackShare }
        } ?? [position]
        let index = siblings.firstIndex(of: position) ?? 0
        let isLast = index == siblings.count - 1
        let previous = index > 0 ? tree.call(at: siblings[index - 1]).reason : nil
        let startsGroup = index == 0 || previous?[.priority] != reason[.priority]
        let result = Prose.length(share)
        let division = remaining == 1 ? "" : " / \(remaining) = \(result)"
        let floored = available / Double(max(remaining, 1)) < 0
            ? " (\(Prose.length(available)) / \(remaining) is negative, so it proposes 0)" : ""

        if siblings.count == 1 {
            return "\(stack) passes \(Prose.proposal(call.proposal)) on to its only child, \(target)."
        }
        if index == 0 {
            let proposed = op(.proposed) ?? available
            let spacing = op(.spacing) ?? 0
            let reserved = op(.reserved) ?? 0
            var terms = [Prose.length(proposed)]
            var subtracted: [String] = []
            if spacing != 0 { terms.append(Prose.length(spacing)); subtracted.append("the spacing") }
            if reserved != 0 {
                terms.append(Prose.length(reserved))
                subtracted.append("the minimum \(name)s of its lower-priority children")
            }
            let rest = subtracted.isEmpty ? "its \(name)" : "the rest"
            let subtraction = subtracted.isEmpty ? "" : "subtracts \(Prose.list(subtracted)) from its \(name) and "
            let expression = terms.count == 1 ? terms[0] : (remaining == 1 ? terms.joined(separator: " − ")
                : "(" + terms.joined(separator: " − ") + ")")
            let arithmetic = terms.count == 1 && remaining == 1 ? result : expression + division
                + (remaining == 1 ? " = \(result)" : "")
            let group = startsGroup && remaining == 1 && !isLast ? " (the first priority group)" : ""
            return "\(stack) \(subtraction)proposes \(Prose.fraction(remaining)) of \(rest) to \(target)\(group): "
                + "\(arithmetic).\(floored)"
        }
        if startsGroup {
            // "priority-0 children", but "priority -1 children" (not "priority--1").
            let priority = (reason[.priority] ?? nil).map { $0 < 0 ? "priority \(Prose.length($0))" : "priority-\(Prose.length($0))" }
                ?? "spacer"
            let givenBack = -(op(.reserved) ?? 0)
            let left = givenBack != 0
                ? "\(Prose.length(available - givenBack)) left plus the \(Prose.length(givenBack)) reserved for this group's minimums"
                : "\(Prose.length(available)) left"
            let expression = givenBack != 0
                ? (remaining == 1 ? "\(Prose.length(available - givenBack)) + \(Prose.length(givenBack)) = \(result)"
                    : "(\(Prose.length(available - givenBack)) + \(Prose.length(givenBack)))\(division)")
                : "\(Prose.length(available))\(division)"
            let portion = remaining == 1 ? "all of it" : "\(Prose.fraction(remaining)) of it"
            return "\(stack) moves on to its \(priority) children with \(left), and proposes \(portion) to \(target): "
                + "\(expression).\(floored)"
        }
        if remaining == 1 {
            let whose = isLast ? "its last child" : "the last child of this group"
            return "\(stack) has \(Prose.length(available)) left and proposes all of it to \(whose), \(target)."
        }
        return "\(stack) divides the remaining \(name) by the number of remaining children and proposes that to "
            + "\(target): \(Prose.length(available))\(division).\(floored)"
    }

    /// How a stack chose its own size from its children's answers.
    func stackAnswer(_ position: Int, children: [Int]) -> String {
        let call = tree.call(at: position)
        let stack = names.capitalized(call.node)
        let arranging = children.filter {
            let rule = tree.call(at: $0).reason?.code
            return rule == .stackShare || rule == .stackIdeal
        }
        let axis = axis(of: arranging)
        // Each child's final answer: its last arranging call.
        var finals: [(node: Int, size: Size)] = []
        for position in arranging {
            let child = tree.call(at: position)
            if let index = finals.firstIndex(where: { $0.node == child.node }) {
                finals[index].size = child.response
            } else {
                finals.append((child.node, child.response))
            }
        }
        if finals.count == 1 {
            return "\(stack) takes its only child's size, \(Prose.size(call.response))."
        }
        let lengths = finals.map { $0.size[axis] }
        let total = lengths.reduce(0, +)
        let spacingOperand = arranging.lazy.compactMap { self.tree.call(at: $0).reason?[.spacing] ?? nil }.first
        let spacing = spacingOperand ?? (call.response[axis] - total)
        var major = lengths.map(Prose.length).joined(separator: " + ")
        if spacing != 0 { major += " + \(Prose.length(spacing)) of spacing" }
        if nilSpacingVStacks.contains(call.node), axis == .vertical,
           abs(spacing / 8 - (spacing / 8).rounded()) > 0.001 {
            major += " (its spacing is nil: a gap next to a Text follows the Text's font)"
        }
        let chosen = call.response[axis]
        let majorText = abs(total + spacing - chosen) < 0.005 || !chosen.isFinite
            ? "\(major) = \(Prose.length(chosen)) \(Prose.extent(axis))"
            : "\(Prose.length(chosen)) \(Prose.extent(axis))"
        let crossLengths = finals.map { $0.size[axis.cross] }
        let cross = call.response[axis.cross]
        let crossName = axis.cross == .vertical ? "tallest" : "widest"
        let crossText = crossLengths.max() == cross
            ? "\(Prose.length(cross)) \(Prose.extent(axis.cross)), the \(Prose.dimension(axis.cross)) of its \(crossName) child"
            : "\(Prose.length(cross)) \(Prose.extent(axis.cross)), the span of its aligned children"
        var text = "\(stack) chooses its own size from its children's answers, \(Prose.size(call.response)): "
            + "\(majorText) and \(crossText)."
        if let offered = call.proposal[axis], offered.isFinite, chosen.isFinite, abs(offered - chosen) >= 0.005 {
            if chosen < offered {
                text += " It leaves \(Prose.length(offered - chosen)) of the \(Prose.length(offered)) it was offered unused; "
                    + "leftover space is not shared out again."
            } else if chosen > offered {
                text += " That is \(Prose.length(chosen - offered)) more than the \(Prose.length(offered)) it was offered."
            }
        }
        return text
    }
}

extension String {
    /// "The HStack" → "the HStack" (for a name in the middle of a sentence); labels are unchanged.
    var lowercasedThe: String {
        hasPrefix("The ") ? "t" + dropFirst() : self
    }
}
