// What changed since each experiment's previous result, in a few lines per experiment: what
// `watch` prints after every save and `diff` after its verdict.
import Reports

/// The terminal's account of a comparison: per experiment, its status and the nodes that moved.
enum ChangeSummary {
    /// Per experiment: its status line, then each changed node and each flipped expectation.
    /// `changesOnly` leaves out experiments where nothing moved and those with a first result only.
    static func text(_ comparison: RunComparison, changesOnly: Bool = false) -> String {
        var lines: [String] = []
        let flips = Dictionary(grouping: comparison.expectations.flips, by: \.experiment)
        for experiment in comparison.experiments
        where !(changesOnly && (experiment.status == .unchanged || experiment.status == .added)) {
            let name = Format.escaped(experiment.name)
            let since = experiment.runs?.base.map { " since run \($0)" } ?? ""
            switch experiment.status {
            case .added:
                lines.append("  \(name): first result")
            case .unchanged:
                lines.append("  \(name): nothing moved\(since)")
            case .failed:
                lines.append("  \(name): error: \(experiment.headError ?? experiment.baseError ?? "failed")")
            case .removed:
                lines.append("  \(name): no result")
            case .shifted, .redefined:
                let edit = experiment.status == .redefined ? " (definition changed)" : ""
                let moved = experiment.changedNodeCount
                lines.append("  \(name)\(edit): \(Format.count(moved, "node")) changed\(since)")
                let several = experiment.proposals.count > 1
                for proposal in experiment.proposals where proposal.shifted {
                    let prefix = several ? "proposal \(proposal.proposalIndex) › " : ""
                    // Nodes as the user wrote them (`Text "TUE" · font`); nodes stored without names by
                    // the shortest ending of their path (the report keeps whole paths).
                    let endings = PathEndings(paths: proposal.baseNodes.map(\.path) + proposal.headNodes.map(\.path))
                    let names = proposal.nodeNames { endings.shortest($0) }
                    func name(_ key: NodeKey) -> String { Format.escaped(names(key)) }
                    // Nodes that only moved with a listed node around them are counted in its line.
                    let rows = foldingMovedWithAncestors(proposal.nodes, options: comparison.options)
                    for row in rows.prefix(40) {
                        let node = row.node
                        let key = name(node.key)
                        let folded = row.foldedText()
                        let inside = folded.isEmpty ? "" : " (\(folded))"
                        switch node.change {
                        case .added: lines.append("    \(prefix)\(key): added, \(Format.frame(node.after))")
                        case .removed: lines.append("    \(prefix)\(key): removed (was \(Format.frame(node.before)))")
                        default: lines.append("    \(prefix)\(key): \(Format.frame(node.before)) → \(Format.frame(node.after))\(inside)")
                        }
                    }
                    if rows.count > 40 { lines.append("    \(prefix)… \(rows.count - 40) more") }
                }
            }
            for flip in flips[experiment.name] ?? [] {
                let expected = Recording.expectedText(flip.expected, origin: flip.checksOrigin)
                let actual = flip.headActual.map { Recording.expectedText($0, origin: flip.checksOrigin) } ?? "no such node"
                lines.append("    \(flip.nowPasses ? "✓" : "✗") \(Format.escaped(flip.label)) (proposal \(flip.proposalIndex)) "
                    + "now \(flip.nowPasses ? "passes" : "fails"): expected \(expected), got \(actual)")
            }
        }
        return lines.joined(separator: "\n")
    }

}
