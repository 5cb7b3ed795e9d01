// `layoutlab show NAME [--run N] [--proposal INDEX] [--calls]`: one experiment's recorded layout —
// every node's frame per proposal, the expectations, and with --calls the whole trace. In a terminal
// (or with --draw) each layout is also drawn with box characters; --svg and --chart write pictures.
import ArgumentParser
import Experiments
import LayoutEngine
import Lab
import Notebook
import Reports

struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show an experiment's recorded frames (and trace with --calls).",
        discussion: ExitStatus.readHelp)

    @Argument(help: "The experiment's name (`layoutlab list` shows them).", transform: ExperimentName.normalized)
    var name: String

    @Option(name: .customLong("run"), help: ArgumentHelp(
        "The run to show (default: the latest run with this experiment).", valueName: "N"))
    var runID: Int64?

    @Option(name: .long, help: ArgumentHelp(
        "Show only this proposal, 0-based (default: all; --svg draws proposal 0).", valueName: "INDEX"))
    var proposal: Int?

    @Flag(name: .long, help: "Also show the trace: every proposal and answer in order.")
    var calls = false

    @Flag(name: .long, help: "Name nodes by their paths and labels instead of as the code wrote them.")
    var paths = false

    @Flag(name: .long, help: "Draw each layout with box characters (the default when stdout is a terminal).")
    var draw = false

    @Option(name: .long, help: ArgumentHelp(
        "Write the laid-out frames of the shown proposal as an SVG picture.", valueName: "FILE"))
    var svg: String?

    @Option(name: .long, help: ArgumentHelp(
        "Write an interactive page (one HTML file that opens from disk): the layout, the view tree and every proposal each view received.",
        valueName: "FILE.html"))
    var html: String?

    @Option(name: .long, help: ArgumentHelp(
        "For an experiment with a sweep: write each labelled node's length against the swept proposal as SVG.",
        valueName: "FILE.svg"))
    var chart: String?

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if let proposal, proposal < 0 { throw ValidationError("--proposal must be 0 or more, not \(proposal).") }
    }

    func run() throws {
        try reportingErrors {
            let notebook = try global.openNotebook(.read)
            let loaded = try Lab.result(named: name, runID: runID, includeCalls: calls || html != nil, in: notebook)
            var result = loaded.result
            if let proposal { result.outcomes = [try loaded.outcome(at: proposal)] }
            let versions = try notebook.definitionVersions(of: result.experiment)
            let version = versions.firstIndex { $0.definitionHash == result.definitionHash }
                .map { VersionInfo(index: $0, count: versions.count, version: versions[$0]) }
            let pictures = try ShowPictures.make(loaded, svgProposal: proposal ?? 0,
                                                 svg: svg != nil, chart: chart != nil, html: html != nil,
                                                 sourceLocation: version?.version.sourceLocation)
            if let svg, let picture = pictures.svg { try Console.write(picture, toFile: svg) }
            if let chart, let picture = pictures.chart { try Console.write(picture, toFile: chart) }
            if let html, let page = pictures.html { try Console.write(page, toFile: html) }
            if global.format == .json {
                json(result, run: loaded.run, version: version).print()
            } else if global.printsText {
                let columns = draw || Console.stdoutIsTerminal ? Console.columns() : nil
                Console.out(text(result, run: loaded.run, drawingColumns: columns, version: version))
            }
            if !global.quiet {
                for path in [svg, chart, html].compactMap({ $0 }) { Console.error("wrote \(path)") }
            }
        }
    }

    /// Which version of the definition a result laid out.
    struct VersionInfo {
        var index: Int
        var count: Int
        var version: DefinitionVersion
    }

    private func text(_ result: StoredResult, run: RunSummary, drawingColumns: Int?, version: VersionInfo?) -> String {
        var lines: [String] = []
        var header = "\(Format.escaped(result.experiment)) — run \(run.id), \(run.startedAt), engine \(run.engineVersion) "
            + "\(run.engineFingerprint), options \(run.optionsText)"
        if let label = run.label { header += ", label “\(Format.escaped(label))”" }
        lines.append(header)
        var definition = "definition \(result.definitionHash.prefix(16))"
        if let version, version.count > 1 {
            definition += " (version \(version.index + 1) of \(version.count)"
                + (version.index + 1 == version.count ? ", the current one)" : "; the definition changed since)")
        }
        lines.append("\(definition), status \(result.status)")
        if let error = result.error { lines.append("error: \(error)") }
        for outcome in result.outcomes {
            lines.append("")
            let root = outcome.nodes.first?.frame.map { Format.size($0.size) } ?? "?"
            lines.append("Proposal \(outcome.proposalIndex): \(Format.proposal(outcome.proposal)) → \(root)")
            let depths = depthsOf(outcome.nodes)
            // As the code wrote them (a modifier as `· padding` under the view it modifies), with
            // the line; `--paths` (or nodes stored without names) shows path steps and labels.
            let named = !paths && DisplayNames.recorded(in: outcome.nodes)
            let rows = outcome.nodes.treeOrder.map { outcome.nodes[$0] }.map { node -> [String] in
                let indent = String(repeating: "  ", count: depths[node.index] ?? 0)
                let step = node.path.split(separator: "/").last.map(String.init) ?? node.path
                let frame = [node.frame.map { Format.length($0.minX) } ?? "-", node.frame.map { Format.length($0.minY) } ?? "-",
                             node.frame.map { Format.length($0.width) } ?? "-", node.frame.map { Format.length($0.height) } ?? "-"]
                guard named else { return [indent + step, node.label.map(Format.escaped) ?? ""] + frame }
                let display = node.displayName.map { $0.contains(" · ") ? "· \(node.kind)" : $0 } ?? step
                return [indent + Format.escaped(display), node.sourceLine.map(Format.escaped) ?? ""] + frame
            }
            lines.append(Format.table(["node", named ? "written at" : "label", "x", "y", "width", "height"], rows,
                                      rightAligned: [2, 3, 4, 5])
                .split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
            if let drawingColumns {
                let drawing = TerminalDrawing(nodes: outcome.nodes, proposal: outcome.proposal)
                    .render(columns: max(drawingColumns - 2, 2), maxRows: 24)
                if !drawing.isEmpty {
                    lines.append("")
                    lines.append(drawing.split(separator: "\n", omittingEmptySubsequences: false)
                        .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n"))
                    if !outcome.expectations.isEmpty || calls { lines.append("") }
                }
            }
            if !outcome.expectations.isEmpty {
                let failed = outcome.expectations.filter { !$0.passed }.count
                lines.append("  Expectations: \(outcome.expectations.count - failed) passed, \(failed) failed")
                for expectation in outcome.expectations {
                    let mark = expectation.passed ? "✓" : "✗"
                    let actual = expectation.actual.map { Recording.expectedText($0, origin: expectation.checksOrigin) }
                        ?? "no node with this label"
                    lines.append("    \(mark) \(Format.escaped(expectation.label)): expected "
                        + "\(Recording.expectedText(expectation.expected, origin: expectation.checksOrigin)), got \(actual)")
                }
            }
            if calls {
                lines.append("  Trace (\(outcome.calls.count) calls):")
                let rows = outcome.calls.map { call -> [String] in
                    let node = call.node < outcome.nodes.count ? outcome.nodes[call.node] : nil
                    let nodeName = (node?.path.split(separator: "/").last.map(String.init) ?? "#\(call.node)")
                        + (node?.label.map { " \"\(Format.escaped($0))\"" } ?? "")
                    let reason = call.reason?.summary ?? ""
                    return ["\(call.seq)", String(repeating: "  ", count: call.depth) + nodeName,
                            Format.proposal(call.proposal), "→ " + Format.size(call.response),
                            (call.cached ? "cached " : "") + (call.phase == .placement ? "placement " : "") + reason]
                }
                lines.append(Format.table(["seq", "node", "proposal", "answer", "why"], rows, rightAligned: [0])
                    .split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
            }
        }
        lines.append("")
        if let version {
            let location = version.version.sourceLocation.map { " at \(Format.escaped($0))" } ?? ""
            let runs = version.version.runIDs.map(String.init).joined(separator: ", ")
            lines.append("Source of this definition\(location) (laid out in run\(version.version.runIDs.count == 1 ? "" : "s") \(runs)):")
            lines += version.version.source.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        } else {
            lines.append("Source: not in the notebook (this result was recorded before the notebook kept every version).")
        }
        return lines.joined(separator: "\n")
    }

    private func depthsOf(_ nodes: [StoredNode]) -> [Int: Int] {
        var depths: [Int: Int] = [:]
        for node in nodes {
            depths[node.index] = node.parent.flatMap { depths[$0].map { $0 + 1 } } ?? 0
        }
        return depths
    }

    private func json(_ result: StoredResult, run: RunSummary, version: VersionInfo?) -> JSON {
        .document([
            ("experiment", .string(result.experiment)),
            ("run", run.json),
            ("definition_hash", .string(result.definitionHash)),
            ("definition_version", version.map { .int(Int64($0.index + 1)) } ?? .null),
            ("definition_versions", version.map { .int(Int64($0.count)) } ?? .null),
            ("source", .optional(version?.version.source)),
            ("source_location", .optional(version?.version.sourceLocation)),
            ("status", .string(result.status.rawValue)),
            ("error", .optional(result.error)),
            ("outcomes", .array(result.outcomes.map { outcome in
                var members: [(String, JSON)] = [
                    ("proposal_index", .int(Int64(outcome.proposalIndex))),
                    ("proposal", .proposal(outcome.proposal)),
                    ("nodes", .array(outcome.nodes.map { node in
                        .orderedObject([("index", .int(Int64(node.index))), ("path", .string(node.path)),
                                 ("label", .optional(node.label)), ("kind", .string(node.kind)),
                                 ("parent", node.parent.map { .int(Int64($0)) } ?? .null), ("frame", .rect(node.frame)),
                                 ("view_type", .optional(node.viewType)), ("source_line", .optional(node.sourceLine)),
                                 ("display_name", .optional(node.displayName))])
                    })),
                    ("expectations", .array(outcome.expectations.map { expectation in
                        .orderedObject([("label", .string(expectation.label)), ("passed", .bool(expectation.passed)),
                                 ("checks_origin", .bool(expectation.checksOrigin)),
                                 ("expected", .rect(expectation.expected)), ("actual", .rect(expectation.actual))])
                    })),
                ]
                if calls {
                    members.append(("calls", .array(outcome.calls.map { call in
                        .orderedObject([
                            ("seq", .int(Int64(call.seq))), ("node", .int(Int64(call.node))),
                            ("parent_call", call.parentCall.map { .int(Int64($0)) } ?? .null),
                            ("depth", .int(Int64(call.depth))), ("proposal", .proposal(call.proposal)),
                            ("response", .orderedObject([("width", .outputLength(call.response.width)),
                                                  ("height", .outputLength(call.response.height))])),
                            ("cached", .bool(call.cached)), ("phase", .string(call.phase.rawValue)),
                            ("reason", call.reason.map { reason in
                                .orderedObject([("rule", .string(reason.rule)), ("operands", .array(reason.operands.map {
                                    .orderedObject([("name", .string($0.name)), ("value", .outputLength($0.value))])
                                }))])
                            } ?? .null),
                        ])
                    })))
                }
                return .orderedObject(members)
            })),
        ])
    }
}
