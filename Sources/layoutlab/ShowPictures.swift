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

    /// Builds the requested pictures of `loaded`; the chart's axis comes from the experiment's
    /// stored `sweep:` (an experiment without one is an error).
    static func make(_ loaded: LoadedResult, notebook: Notebook, svgProposal: Int, svg: Bool, chart: Bool) throws -> ShowPictures {
        let name = loaded.result.experiment
        var pictures = ShowPictures()
        // The stored definition's view tree gives the pictures the views' colours, shapes and texts.
        let tree = (try? notebook.storedDefinitions(named: [name]).first?.experiment())?.tree
        if svg {
            let outcome = try loaded.outcome(at: svgProposal)
            pictures.svg = renderLayoutSVG(
                LayoutDrawing(nodes: outcome.nodes, tree: tree, proposal: outcome.proposal,
                              platform: .init(settings: loaded.run.engineOptions)),
                title: "\(name) — run \(loaded.run.id), proposal \(outcome.proposalIndex): \(Format.proposal(outcome.proposal))")
        }
        if chart {
            let axis = try sweepAxis(of: name, notebook: notebook)
            pictures.chart = SweepChart(title: "\(name) — run \(loaded.run.id)", axis: axis,
                                        outcomes: try loaded.outcomes(), tree: tree).svg()
        }
        return pictures
    }

    /// The swept axis of the stored experiment `name`.
    static func sweepAxis(of name: String, notebook: Notebook) throws -> Axis {
        guard let stored = try notebook.storedDefinitions(named: [name]).first else {
            throw CommandError(LookupError.unknown(name, known: try notebook.experimentNames()).message)
        }
        let experiment: Experiment
        do {
            experiment = try stored.experiment()
        } catch {
            throw CommandError("cannot rebuild the stored definition of '\(Format.escaped(name))' (\(error)); "
                + "run its file again with `layoutlab run`.")
        }
        guard let sweep = experiment.sweep else {
            throw CommandError("experiment '\(Format.escaped(name))' has no sweep, so there is nothing to chart: --chart plots "
                + "an experiment declared with `sweep: .width(…)` or `sweep: .height(…)`; use --svg for one layout.")
        }
        return sweep.axis
    }
}
