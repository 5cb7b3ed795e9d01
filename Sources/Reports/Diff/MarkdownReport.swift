// The Markdown report of a run comparison. Section order follows the issue: verdict, runs,
// summary, shifted table (largest first), then one detail section per shifted experiment with
// its node table, first diverging call and picture. Output depends only on the comparison and
// the options: no dictionary order, no clock (the generated-at time is passed in).
import LayoutEngine
import Notebook

/// Renders the report of `comparison`: Markdown text plus the SVG pictures it links to.
public func renderDiffReport(_ comparison: RunComparison, options: ReportOptions = ReportOptions()) -> RenderedReport {
    var report = MarkdownReport(comparison: comparison, options: options)
    report.render()
    return RenderedReport(markdown: report.lines.joined(separator: "\n") + "\n", pictures: report.pictures)
}

/// The verdict line: "7 of 120 experiments shifted; largest: `chat/bubble` › `blue` width 400 → 320 (−80 pt)",
/// followed by the other non-zero outcomes, the redefined ones with how many of them moved (an
/// edit's moves: "2 redefined (1 with views that moved)").
public func diffVerdict(_ comparison: RunComparison) -> String {
    let total = comparison.experiments.count
    let shifted = comparison.count(.shifted)
    var verdict = "\(shifted) of \(counted(total, "experiment")) shifted"
    if shifted > 0 {
        if let largest = comparison.largestShift {
            verdict += "; largest: \(markdownCode(largest.experiment)) › \(markdownCode(largest.node.display)) "
                + "\(largest.component.rawValue) \(formatLength(largest.before)) → \(formatLength(largest.after)) "
                + "(\(formatDelta(largest.delta)) pt)"
        } else {
            verdict += "; nodes only appeared, disappeared or changed placement"
        }
    }
    let others = [ExperimentStatus.redefined, .added, .removed, .failed].compactMap { status -> String? in
        let count = comparison.count(status)
        guard count > 0 else { return nil }
        guard status == .redefined else { return "\(count) \(status.rawValue)" }
        // An edit's own moves are not the engine's shifts, but they are what its author looks for.
        let moved = comparison.experiments(.redefined).filter { $0.proposals.contains(where: \.shifted) }.count
        return "\(count) redefined (" + (moved == 0 ? "nothing moved" : "\(moved) with views that moved") + ")"
    }
    if !others.isEmpty { verdict += "; " + others.joined(separator: ", ") }
    return verdict
}

/// Accumulates the report's lines.
struct MarkdownReport {
    let comparison: RunComparison
    let options: ReportOptions
    var lines: [String] = []
    var pictures: [ReportPicture] = []
    private var namer = PictureNamer()

    init(comparison: RunComparison, options: ReportOptions) {
        self.comparison = comparison
        self.options = options
    }

    private var baseName: String { "run \(comparison.base.id)" }
    private var headName: String { "run \(comparison.head.id)" }

    /// The run names of one experiment's two results (its own pair under a latest-results pairing).
    private func names(_ experiment: ExperimentDiff) -> (base: String, head: String) {
        guard let runs = experiment.runs else { return (baseName, headName) }
        return (runs.base.map { "run \($0)" } ?? "—", runs.head.map { "run \($0)" } ?? "—")
    }

    mutating func render() {
        if comparison.pairing == .latestResults {
            lines.append("# Layout diff: each experiment's latest two results")
            lines.append("")
        } else {
            lines.append("# Layout diff: \(baseName) → \(headName)")
            lines.append("")
        }
        lines.append("**\(diffVerdict(comparison))**")
        lines.append("")
        if let generatedAt = options.generatedAt {
            lines.append("Generated at \(markdownText(generatedAt)).")
            lines.append("")
        }
        renderRuns()
        renderSummary()
        renderShiftedTable()
        renderOtherOutcomes()
        renderDetails()
        while lines.last == "" { lines.removeLast() }
    }

    // MARK: Header

    private mutating func renderRuns() {
        let base = comparison.base
        let head = comparison.head
        func engineOptions(_ run: RunSummary) -> String {
            run.engineOptions.isEmpty ? "default" : run.engineOptions.map { markdownCode($0, inTable: true) }.joined(separator: " ")
        }
        func label(_ run: RunSummary) -> String { run.label.map { markdownText($0, inTable: true) } ?? "—" }
        lines += [
            "| | base | head |",
            "|---|---|---|",
            "| run | \(base.id) | \(head.id) |",
            "| started | \(markdownText(base.startedAt, inTable: true)) | \(markdownText(head.startedAt, inTable: true)) |",
            "| engine | \(markdownText(base.engineVersion, inTable: true)) \(markdownCode(base.engineFingerprint, inTable: true)) "
                + "| \(markdownText(head.engineVersion, inTable: true)) \(markdownCode(head.engineFingerprint, inTable: true)) |",
            "| options | \(engineOptions(base)) | \(engineOptions(head)) |",
            "| label | \(label(base)) | \(label(head)) |",
            "| status | \(markdownText(base.status.rawValue, inTable: true)) | \(markdownText(head.status.rawValue, inTable: true)) |",
            "| tool | \(markdownText(base.toolVersion, inTable: true)) | \(markdownText(head.toolVersion, inTable: true)) |",
            "",
        ]
        if comparison.pairing == .latestResults {
            lines += ["Each experiment is compared between its own latest two results (base: the earliest of those "
                + "runs; head: the latest); the runs are named with each experiment below.", ""]
        }
        var scope = "Tolerance: differences of \(formatLength(comparison.options.tolerance)) pt or less count as equal."
        if let wanted = comparison.options.experiments {
            let names = wanted.sorted().prefix(options.maxRows).map { markdownCode($0) }.joined(separator: ", ")
            let hidden = wanted.count - min(wanted.count, options.maxRows)
            scope += " Only \(names)\(hidden > 0 ? " and \(hidden) more" : "") compared."
        }
        lines += [scope, ""]
    }

    // MARK: Summary

    private mutating func renderSummary() {
        lines += ["## Summary", "", "| outcome | experiments |", "|---|---:|"]
        for status in ExperimentStatus.allCases {
            lines.append("| \(status.rawValue) | \(comparison.count(status)) |")
        }
        lines.append("| total | \(comparison.experiments.count) |")
        lines.append("")
        let traceOnly = comparison.experiments(.unchanged).filter(\.traceDiverged).count
        if traceOnly > 0 {
            lines.append("\(counted(traceOnly, "unchanged experiment")) made different layout calls but ended with the same frames.")
            lines.append("")
        }
        let summary = comparison.expectations
        lines += [
            "| expectations | \(baseName) | \(headName) |",
            "|---|---:|---:|",
            "| passed | \(summary.basePassed) | \(summary.headPassed) |",
            "| failed | \(summary.baseFailed) | \(summary.headFailed) |",
            "",
        ]
        guard !summary.flips.isEmpty else {
            lines += ["No expectation flipped.", ""]
            return
        }
        let nowFail = summary.flips.filter { !$0.nowPasses }.count
        lines += [
            "Flipped expectations: \(nowFail) now fail, \(summary.flips.count - nowFail) now pass.",
            "",
            "| experiment | proposal | label | expected | \(baseName) | \(headName) |",
            "|---|---:|---|---|---|---|",
        ]
        for flip in summary.flips.prefix(options.maxRows) {
            let expected = flip.checksOrigin ? formatFrame(flip.expected) : formatSize(flip.expected.size)
            func verdict(_ passed: Bool, _ actual: Rect?) -> String {
                let shown = actual.map { flip.checksOrigin ? formatFrame($0) : formatSize($0.size) } ?? "no such node"
                return "\(passed ? "passed" : "**failed**") (\(shown))"
            }
            lines.append("| \(markdownCode(flip.experiment, inTable: true)) | \(flip.proposalIndex) "
                + "| \(markdownCode(flip.label, inTable: true)) | \(expected) "
                + "| \(verdict(!flip.nowPasses, flip.baseActual)) | \(verdict(flip.nowPasses, flip.headActual)) |")
        }
        lines.append("")
        appendNotShown(summary.flips.count, shown: options.maxRows)
    }

    // MARK: Shifted table

    private mutating func renderShiftedTable() {
        let shifted = comparison.shiftedByMagnitude
        guard !shifted.isEmpty else { return }
        lines += [
            "## Shifted experiments",
            "",
            "Largest shift first. Δ columns are the largest |change| of any node, in points.",
            "",
            "| experiment | nodes changed | max \\|Δw\\| | max \\|Δh\\| | max \\|Δx\\| | max \\|Δy\\| |",
            "|---|---:|---:|---:|---:|---:|",
        ]
        for experiment in shifted.prefix(options.maxRows) {
            let delta = experiment.maxDelta
            lines.append("| \(markdownCode(experiment.name, inTable: true)) | \(experiment.changedNodeCount) "
                + "| \(formatLength(delta.width)) | \(formatLength(delta.height)) "
                + "| \(formatLength(delta.x)) | \(formatLength(delta.y)) |")
        }
        lines.append("")
        appendNotShown(shifted.count, shown: options.maxRows)
    }

    // MARK: Redefined, added, removed, failed

    private mutating func renderOtherOutcomes() {
        let sections: [(ExperimentStatus, String, String)] = [
            (.added, "Added experiments",
             comparison.pairing == .latestResults ? "Only one result so far." : "Only in \(headName)."),
            (.removed, "Removed experiments", "Only in \(baseName)."),
        ]
        for (status, title, note) in sections {
            let experiments = comparison.experiments(status)
            guard !experiments.isEmpty else { continue }
            lines += ["## \(title)", "", note, ""]
            for experiment in experiments.prefix(options.maxRows) {
                lines.append("- \(markdownCode(experiment.name))")
            }
            lines.append("")
            appendNotShown(experiments.count, shown: options.maxRows)
        }
        let failed = comparison.experiments(.failed)
        guard !failed.isEmpty else { return }
        lines += ["## Failed experiments", "", "| experiment | \(baseName) | \(headName) |", "|---|---|---|"]
        func cell(_ error: String?) -> String { error.map { markdownText($0, inTable: true) } ?? "ok" }
        for experiment in failed.prefix(options.maxRows) {
            lines.append("| \(markdownCode(experiment.name, inTable: true)) | \(cell(experiment.baseError)) "
                + "| \(cell(experiment.headError)) |")
        }
        lines.append("")
        appendNotShown(failed.count, shown: options.maxRows)
    }

    // MARK: Details

    private mutating func renderDetails() {
        renderRedefined()
        let shifted = comparison.shiftedByMagnitude
        guard !shifted.isEmpty else { return }
        lines += ["## Details", ""]
        if options.pictureFolder != nil {
            // Under a latest-results pairing each experiment's pictures name its own two runs.
            let (before, after) = comparison.pairing == .latestResults
                ? ("each experiment's earlier result", "its later one") : (baseName, headName)
            lines += [options.sideBySide
                ? "In the pictures, \(before) is on the left and \(after) on the right; grey boxes did not move."
                : "In the pictures, dashed boxes are \(before), solid blue boxes \(after), grey boxes did not move.", ""]
        }
        for experiment in shifted.prefix(options.maxDetailedExperiments) {
            renderDetail(experiment)
        }
        appendNotShown(shifted.count, shown: options.maxDetailedExperiments, what: "shifted experiments")
    }

    /// Redefined experiments (edits): the source change, then what moved, appeared or disappeared.
    /// Those redefined only by an edit to another file of their module, in which nothing moved,
    /// are listed together under that edit (an app's experiments that run its code all change
    /// definition when any file of it does).
    private mutating func renderRedefined() {
        let redefined = comparison.experiments(.redefined)
        guard !redefined.isEmpty else { return }
        lines += ["## Redefined experiments", "",
                  "Their definitions changed between the two results (an edit), so a shift there is not the engine's "
                  + "doing. Nodes are matched by label, then by path, then by their order under the same parent (a modifier added or removed around a view leaves it the same view).", ""]
        let detailed = redefined.filter { Self.moduleEdit(of: $0) == nil }
        for experiment in detailed.prefix(options.maxDetailedExperiments) {
            renderEdit(experiment)
        }
        appendNotShown(detailed.count, shown: options.maxDetailedExperiments, what: "redefined experiments")
        // The others, grouped by the edit (in the order the experiments come).
        var groups: [(edit: [String], names: [String])] = []
        for experiment in redefined {
            guard let edit = Self.moduleEdit(of: experiment) else { continue }
            if let index = groups.firstIndex(where: { $0.edit == edit }) {
                groups[index].names.append(experiment.name)
            } else {
                groups.append((edit, [experiment.name]))
            }
        }
        for group in groups {
            lines += ["### \(counted(group.names.count, "experiment")) redefined by an edit to their module, nothing moved", "",
                      "Their own source and views are the same, and no node moved, appeared or disappeared: they run code "
                      + "compiled with the edited file. " + group.names.map { markdownCode($0) }.joined(separator: ", ") + ". The edit:", ""]
            let fence = markdownFence(for: group.edit)
            lines += [fence + "diff"] + group.edit + [fence, ""]
        }
    }

    /// The edit that redefined `experiment` when it is only in other files of its module and
    /// nothing in it moved: their diff, without the definition hashes its file headers name.
    static func moduleEdit(of experiment: ExperimentDiff) -> [String]? {
        guard let change = experiment.definitionChange, change.sourcesKnown, change.sourceDiff.isEmpty,
              change.outlineDiff.isEmpty, !change.programDiff.isEmpty,
              change.baseProposalCount == change.headProposalCount,
              !experiment.proposals.contains(where: \.shifted) else { return nil }
        return change.programDiff.map { line in
            guard line.hasPrefix("--- ") || line.hasPrefix("+++ "), line.hasSuffix(")"),
                  let open = line.lastIndex(of: "("), open > line.startIndex else { return line }
            let space = line.index(before: open)
            return line[space] == " " ? String(line[..<space]) : line
        }
    }

    /// Up to three places, then how many more.
    private func listedPlaces(_ places: [String]) -> String {
        let shown = places.prefix(3).map { markdownCode($0) }.joined(separator: ", ")
        return places.count > 3 ? shown + " and \(places.count - 3) more" : shown
    }

    private mutating func renderEdit(_ experiment: ExperimentDiff) {
        let runs = names(experiment)
        lines += ["### \(markdownCode(experiment.name)) (\(runs.base) → \(runs.head))", ""]
        if let change = experiment.definitionChange {
            lines += ["Definition \(markdownCode(String(change.baseHash.prefix(12)))) → "
                + "\(markdownCode(String(change.headHash.prefix(12)))).", ""]
            if !change.sourcesKnown {
                lines += ["The earlier source is not in the notebook (recorded before it kept every version).", ""]
            } else if change.sourceDiff.isEmpty {
                // The laid-out definition's outline shows an edit to views; a layout running the
                // file's own code (a custom Layout's spacing, say) shows only in the file.
                let showsFile = change.outlineDiff.isEmpty && !change.programDiff.isEmpty
                let place = change.changedAt.isEmpty ? " (a view type or helper, in its file or another)"
                    : ", written at " + listedPlaces(change.changedAt)
                lines += ["The experiment's own source text is the same: the change is in code it calls\(place)."
                    + (!change.outlineDiff.isEmpty ? " What it changed in the laid-out definition:"
                        : showsFile ? " Its file changed:" : ""), ""]
                let shown = change.outlineDiff.isEmpty ? change.programDiff : change.outlineDiff
                if !shown.isEmpty {
                    let fence = markdownFence(for: shown)
                    lines += [fence + "diff"] + shown + [fence, ""]
                }
            } else {
                let fence = markdownFence(for: change.sourceDiff)
                lines += ["Source change:", "", fence + "diff"] + change.sourceDiff + [fence, ""]
            }
            if change.baseProposalCount != change.headProposalCount {
                lines += ["Proposals: \(change.baseProposalCount) → \(change.headProposalCount) "
                    + "(layouts compared by proposal index).", ""]
            }
        }
        let changed = experiment.proposals.filter(\.shifted)
        guard !changed.isEmpty else {
            lines += ["No node moved, appeared or disappeared.", ""]
            return
        }
        let several = experiment.proposals.count > 1
        // The base, an earlier definition, is drawn from its own tree.
        let trees = drawnTrees(experiment)
        renderExplorerLink(experiment, trees: trees)
        for proposal in changed {
            if several { lines += ["#### Proposal \(proposal.proposalIndex): \(proposal.headProposal.description)", ""] }
            renderPicture(experiment: experiment, proposal: proposal, several: several, trees: trees)
            renderNodeTable(proposal, names: runs)
        }
    }

    private mutating func renderDetail(_ experiment: ExperimentDiff) {
        if experiment.runs != nil {
            let runs = names(experiment)
            lines += ["### \(markdownCode(experiment.name)) (\(runs.base) → \(runs.head))", ""]
        } else {
            lines += ["### \(markdownCode(experiment.name))", ""]
        }
        let trees = drawnTrees(experiment)
        renderSweepChart(experiment, tree: trees.head)
        renderExplorerLink(experiment, trees: trees)
        let several = experiment.proposals.count > 1
        for proposal in experiment.proposals where proposal.shifted {
            var proposed = proposal.baseProposal.description
            if proposal.baseProposal != proposal.headProposal { proposed += " → \(proposal.headProposal.description)" }
            if several {
                lines += ["#### Proposal \(proposal.proposalIndex): \(proposed)", ""]
            } else {
                lines += ["Proposed \(proposed).", ""]
            }
            renderPicture(experiment: experiment, proposal: proposal, several: several, trees: trees)
            renderNodeTable(proposal, names: names(experiment))
            renderDivergence(proposal.firstDivergence, names: names(experiment), nodeName: proposal.nodeNames { $0 })
        }
    }

    /// A detailed experiment gets an explorer page of both results (`ExplorerPage`), linked here.
    private mutating func renderExplorerLink(_ experiment: ExperimentDiff, trees: (base: ViewNode?, head: ViewNode?)) {
        guard let folder = options.pictureFolder, !experiment.proposals.isEmpty else { return }
        let file = namer.name(experiment: experiment.name + "-explorer", proposalIndex: nil)
            .replacingOccurrences(of: ".svg", with: ".html")
        let path = folder.isEmpty ? file : folder + "/" + file
        let runs = names(experiment)
        func result(_ head: Bool) -> StoredResult {
            StoredResult(experiment: experiment.name, definitionHash: "", status: .ok, error: nil,
                         outcomes: experiment.proposals.map { proposal in
                             ProposalOutcome(proposalIndex: proposal.proposalIndex,
                                             proposal: head ? proposal.headProposal : proposal.baseProposal,
                                             nodes: head ? proposal.headNodes : proposal.baseNodes, calls: [], expectations: [])
                         })
        }
        var data = ExplorerData(title: "\(experiment.name): \(runs.base) → \(runs.head)", result: result(true), tree: trees.head,
                                platform: .init(settings: comparison.head.engineOptions))
        data.base = (result(false), trees.base)
        data.sideNames = (runs.base, runs.head)
        if let change = experiment.definitionChange {
            data.definitionDiff = !change.sourceDiff.isEmpty ? change.sourceDiff
                : !change.programDiff.isEmpty ? change.programDiff : change.outlineDiff
        }
        pictures.append(ReportPicture(relativePath: path, svg: ExplorerPage.html(data)))
        lines += ["[Explore both layouts in a browser](\(linkPath(path))): before and after, the moved views with their deltas.", ""]
    }

    /// A swept experiment (one dimension fixed, the other stepping) gets a chart of its labelled
    /// nodes' lengths against the swept proposal, both runs overlaid.
    /// The trees that produced each side's result, decoded once per experiment and only when
    /// pictures are drawn (one decode when both sides share a definition).
    private func drawnTrees(_ experiment: ExperimentDiff) -> (base: ViewNode?, head: ViewNode?) {
        guard options.pictureFolder != nil else { return (nil, nil) }
        let head = experiment.headTree
        guard experiment.baseDefinitionJSON != experiment.headDefinitionJSON || experiment.baseMadeViewsJSON != experiment.headMadeViewsJSON
        else { return (head, head) }
        return (experiment.baseTree, head)
    }

    private mutating func renderSweepChart(_ experiment: ExperimentDiff, tree: ViewNode?) {
        guard let folder = options.pictureFolder, let axis = sweepAxis(of: experiment) else { return }
        let file = namer.name(experiment: experiment.name + " sweep", proposalIndex: nil)
        let path = folder.isEmpty ? file : folder + "/" + file
        func outcomes(base: Bool) -> [ProposalOutcome] {
            experiment.proposals.map { proposal in
                ProposalOutcome(proposalIndex: proposal.proposalIndex,
                                proposal: base ? proposal.baseProposal : proposal.headProposal,
                                nodes: base ? proposal.baseNodes : proposal.headNodes, calls: [], expectations: [])
            }
        }
        let (baseName, headName) = names(experiment)
        let chart = SweepChart(title: "\(experiment.name): \(baseName) → \(headName)", axis: axis,
                               before: outcomes(base: true), beforeName: baseName,
                               after: outcomes(base: false), afterName: headName, tree: tree)
        pictures.append(ReportPicture(relativePath: path, svg: chart.svg()))
        lines += ["Sweep: each labelled node's \(axis == .horizontal ? "width" : "height") against the proposed "
                      + "\(axis == .horizontal ? "width" : "height"), \(baseName) dashed, \(headName) solid.", "",
                  "![sweep: \(baseName) dashed, \(headName) solid](\(linkPath(path)))", ""]
    }

    private mutating func renderPicture(experiment: ExperimentDiff, proposal: ProposalDiff, several: Bool,
                                        trees: (base: ViewNode?, head: ViewNode?)) {
        guard let folder = options.pictureFolder else { return }
        let file = namer.name(experiment: experiment.name, proposalIndex: several ? proposal.proposalIndex : nil)
        let path = folder.isEmpty ? file : folder + "/" + file
        let title = several ? "\(experiment.name) (proposal \(proposal.proposalIndex))" : experiment.name
        // The older boxes keyed as the nodes they pair with, as the node table pairs them.
        let before = LayoutDrawing(nodes: proposal.baseNodes, tree: trees.base, platform: .init(settings: comparison.base.engineOptions))
            .rekeyed(SiblingAlignment.headKeys(forBase: proposal.baseNodes, head: proposal.headNodes))
        let after = LayoutDrawing(nodes: proposal.headNodes, tree: trees.head, platform: .init(settings: comparison.head.engineOptions))
        let draw = options.sideBySide ? renderLayoutSideBySideSVG : renderLayoutOverlaySVG
        // The experiment's own runs (its latest two results under a latest-results pairing).
        let (baseName, headName) = names(experiment)
        let svg = draw(before, after, "\(title): \(baseName) → \(headName)", "\(baseName) (before)",
                       "\(headName) (after)", comparison.options.tolerance)
        pictures.append(ReportPicture(relativePath: path, svg: svg))
        let alt = options.sideBySide ? "\(baseName) left, \(headName) right" : "\(baseName) dashed, \(headName) solid"
        lines += ["![\(alt)](\(linkPath(path)))", ""]
    }

    private mutating func renderNodeTable(_ proposal: ProposalDiff, names: (base: String, head: String)) {
        lines += [
            "| node | kind | \(names.base) | \(names.head) | Δx | Δy | Δw | Δh |",
            "|---|---|---|---|---:|---:|---:|---:|",
        ]
        let rows = foldingMovedWithAncestors(proposal.nodes, options: comparison.options)
        let nodeName = proposal.nodeNames { $0 }
        for row in rows.prefix(options.maxNodeRows) {
            let node = row.node
            func frame(_ rect: Rect?, present: Bool) -> String {
                guard present else { return "—" }
                return rect.map(formatFrame) ?? "not placed"
            }
            let before = frame(node.before, present: node.change != .added)
            let after = frame(node.after, present: node.change != .removed)
            let deltas: String
            if let delta = node.delta {
                deltas = "\(formatDelta(delta.x)) | \(formatDelta(delta.y)) | \(formatDelta(delta.width)) | \(formatDelta(delta.height))"
            } else {
                deltas = "\(node.change.rawValue) | | |"
            }
            let folded = row.foldedText(separator: ", ")
            let inside = folded.isEmpty ? "" : " and the \(folded)"
            lines.append("| \(markdownCode(nodeName(node.key), inTable: true))\(inside) | \(markdownText(node.kind, inTable: true)) "
                + "| \(before) | \(after) | \(deltas) |")
        }
        lines.append("")
        appendNotShown(rows.count, shown: options.maxNodeRows, what: "rows")
        if rows.count < proposal.nodes.count {
            lines += ["Nodes that only moved with a listed node around them (the same Δx and Δy, the same size), "
                + "or whose frames are its frames in both runs (modifiers passing their content's frame through), "
                + "are counted in its row; the notebook's `latest_shifts` view lists every node.", ""]
        }
    }

    private mutating func renderDivergence(_ divergence: CallDivergence?, names: (base: String, head: String),
                                           nodeName: (NodeKey) -> String = { $0.display }) {
        guard let divergence else {
            func grid(_ run: RunSummary) -> String {
                run.engineOptions.first { $0.hasPrefix("pixel-grid=") } ?? "pixel-grid=off"
            }
            let (base, head) = (grid(comparison.base), grid(comparison.head))
            let cause = base == head ? ""
                : " The runs differ in \(markdownCode(base)) → \(markdownCode(head)): frames drawn on the pixel grid move by less than a pixel with the same calls."
            lines += ["The layout calls were the same in both runs; only placement differed.\(cause)", ""]
            return
        }
        let call = divergence.head ?? divergence.base
        let subject = call.map { markdownCode(nodeName($0.node)) } ?? "a node"
        switch divergence.aspect {
        case .proposal:
            let proposer = call?.askedBy.map { markdownCode(nodeName($0)) } ?? "the root"
            lines += ["First divergence (usually the cause): \(proposer) proposed a different size to \(subject).", ""]
        case .answer:
            lines += ["First divergence (usually the cause): \(subject) answered differently to the same proposal, "
                + "with its children answering the same.", ""]
        case .call:
            lines += ["First divergence (usually the cause): the runs made different calls here.", ""]
        }
        func describe(_ side: CallSide?, run: String) -> String {
            guard let side else { return "- \(run): no call here (its trace had already ended)" }
            let asker = side.askedBy.map { "\(markdownCode(nodeName($0))) proposed" } ?? "proposed"
            let rule = side.rule.map { ", rule \(markdownCode($0))" } ?? ""
            return "- \(run), call \(side.seq) (\(side.phase.rawValue)\(rule)): \(asker) \(side.proposal.description) "
                + "to \(markdownCode(nodeName(side.node))) (\(markdownText(side.kind))), which answered \(formatSize(side.response))"
        }
        lines += [describe(divergence.base, run: names.base), describe(divergence.head, run: names.head), ""]
    }

    // MARK: Caps

    private mutating func appendNotShown(_ total: Int, shown: Int, what: String = "") {
        guard total > shown else { return }
        let noun = what.isEmpty ? "" : " " + what
        lines += ["\(total - shown) more\(noun) not shown (\(total) in all).", ""]
    }
}

/// The swept axis of an experiment laid out under three or more proposals that differ along one
/// axis only (finite and all distinct there, equal on the other); nil otherwise.
func sweepAxis(of experiment: ExperimentDiff) -> Axis? {
    let proposals = experiment.proposals.map(\.headProposal)
    guard proposals.count >= 3 else { return nil }
    for axis in [Axis.horizontal, .vertical] {
        let swept = proposals.compactMap { $0[axis] }.filter(\.isFinite)
        let fixed = Set(proposals.map { $0[axis.cross] })
        if swept.count == proposals.count && Set(swept).count == swept.count && fixed.count == 1 { return axis }
    }
    return nil
}

/// A code fence longer than any run of backticks in `lines`.
func markdownFence(for lines: [String]) -> String {
    var longest = 0
    for line in lines {
        var run = 0
        for character in line {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
    }
    return String(repeating: "`", count: max(3, longest + 1))
}
