// The files `layoutlab show` writes: `--svg`, one proposal's frames as nested boxes (the drawing the
// diff report uses), and `--chart`, a swept experiment's labelled nodes against the swept proposal.
import Experiments
import LayoutEngine
import Lab
import Notebook
import Reports

/// The SVG documents `show` was asked for, made before anything is written.
struct ShowPictures {
    var svg: String?
    var chart: String?
    /// The explorer page (`--html`).
    var html: String?

    /// Builds the requested pictures of `loaded`, drawn from the definition that produced it (its
    /// views' colours, shapes and texts); the chart's axis is that definition's `sweep:` (an
    /// experiment without one is an error).
    static func make(_ loaded: LoadedResult, svgProposal: Int, svg: Bool, chart: Bool, html: Bool = false,
                     sourceLocation: String? = nil) throws -> ShowPictures {
        let name = loaded.result.experiment
        var pictures = ShowPictures()
        let definition = loaded.result.definition()
        // The definition's views with those its layout made (a GeometryReader's content).
        let tree = definition?.tree.addingMade(loaded.result.madeViews())
        if svg {
            let outcome = try loaded.outcome(at: svgProposal)
            pictures.svg = renderLayoutSVG(
                LayoutDrawing(nodes: outcome.nodes, tree: tree, proposal: outcome.proposal,
                              platform: .init(settings: loaded.run.engineOptions)),
                title: "\(name) — run \(loaded.run.id), proposal \(outcome.proposalIndex): \(Format.proposal(outcome.proposal))")
        }
        if html {
            pictures.html = ExplorerPage.html(explorerData(loaded, definition: definition, sourceLocation: sourceLocation))
        }
        if chart {
            guard let definition else {
                throw CommandError("cannot rebuild the definition of '\(Format.escaped(name))' that run \(loaded.run.id) laid out; "
                    + "run its file again with `layoutlab run`.")
            }
            guard let sweep = definition.sweep else {
                throw CommandError("experiment '\(Format.escaped(name))' has no sweep, so there is nothing to chart: --chart plots "
                    + "an experiment declared with `sweep: .width(…)` or `sweep: .height(…)`; use --svg for one layout.")
            }
            pictures.chart = SweepChart(title: "\(name) — run \(loaded.run.id)", axis: sweep.axis,
                                        outcomes: try loaded.outcomes(), tree: tree).svg()
        }
        return pictures
    }

    /// The explorer's data of the latest result of the experiment `name` (`layoutlab serve`).
    static func explorerData(named name: String, in notebook: Notebook) throws -> ExplorerData {
        let loaded = try Lab.result(named: name, runID: nil, includeCalls: true, in: notebook)
        let location = try notebook.definitionVersions(of: loaded.result.experiment)
            .first { $0.definitionHash == loaded.result.definitionHash }?.sourceLocation
        return explorerData(loaded, definition: loaded.result.definition(), sourceLocation: location)
    }

    /// The explorer's data: every proposal's nodes, calls and steps, the definition's tree, the
    /// files the nodes' lines name as they are on disk now (found beside the experiment's own
    /// file), the sweep's swept lengths.
    static func explorerData(_ loaded: LoadedResult, definition: Experiment?, sourceLocation: String?) -> ExplorerData {
        var files: [String: String] = [:]
        if let location = sourceLocation, let path = location.split(separator: ":").first.map(String.init) {
            let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) + "/" : ""
            let named = Set(loaded.result.outcomes.flatMap(\.nodes).compactMap { $0.sourceLine?.split(separator: ":").first.map(String.init) })
            for name in named.union([String(path.split(separator: "/").last ?? Substring(path))]) {
                if let text = try? String(contentsOfFile: folder + name, encoding: .utf8) { files[name] = text }
            }
        }
        let outcomes = loaded.result.outcomes
        let sweep = definition?.sweep.map { sweep in
            (axis: sweep.axis == .horizontal ? "width" : "height", values: outcomes.map { outcome in
                (sweep.axis == .horizontal ? outcome.proposal.width : outcome.proposal.height) ?? .nan
            })
        }
        return ExplorerData(title: "\(loaded.result.experiment) — run \(loaded.run.id)", result: loaded.result,
                            tree: definition?.tree.addingMade(loaded.result.madeViews()), platform: .init(settings: loaded.run.engineOptions),
                            files: files, sweep: sweep)
    }
}
