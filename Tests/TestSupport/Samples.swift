// Sample experiments built with the ViewNode builders, and recording them the way `layoutlab run`
// does (used by the notebook tests and the end-to-end CLI tests).
import Experiments
import LayoutEngine
import Notebook

public enum Samples {
    /// Seed 001's HStack: three colours, 10 pt spacing, proposed 620×400.
    public static func hstack(name: String = "hstack/three-colours", label: String = "blue") -> Experiment {
        Experiment(
            name: name,
            tree: .hstack(spacing: 10) {
                ViewNode.color("blue").id(label)
                ViewNode.color("green").frame(width: 100).id("green")
                ViewNode.color("red").id("red")
            },
            proposals: [ProposedViewSize(width: 620, height: 400), ProposedViewSize(width: nil, height: .infinity)],
            expectations: [
                Expectation(label: label, width: 250, height: 400, x: 0, y: 0, proposalIndex: 0),
                Expectation(label: "green", width: 100, height: 400),
            ],
            source: "Experiment(\"\(name)\") { … }")
    }

    /// A tree of about `nodes` nodes: VStacks of padded, framed colours.
    public static func wide(name: String, rows: Int = 6) -> Experiment {
        let tree = ViewNode.vstack(spacing: 4) {
            for row in 0..<rows {
                ViewNode.hstack(spacing: 2) {
                    ViewNode.color("a\(row)").frame(width: 20).id("a\(row)")
                    ViewNode.color("b\(row)").padding(3)
                    ViewNode.text("row \(row)").lineLimit(1)
                    ViewNode.spacer()
                }
            }
        }
        return Experiment(name: name, tree: tree, proposals: [ProposedViewSize(width: 390, height: 844)],
                          expectations: [Expectation(label: "a0", width: 20, height: 137.33)], source: "wide")
    }

    /// Records one run of `experiments` and returns its id.
    @discardableResult
    public static func record(_ experiments: [Experiment], in notebook: Notebook, options: LayoutOptions = LayoutOptions(),
                       label: String? = nil, command: RunRecorder.Command = .run) throws -> Int64 {
        let defined = experiments.map { DefinedExperiment($0) }
        let recorder = try RunRecorder(notebook: notebook, command: command, engine: EngineIdentity(options: options),
                                       label: label, experiments: defined)
        let runner = ExperimentRunner(engine: Engine(options: options))
        for experiment in defined {
            try recorder.record(runner.layOut(experiment.experiment, definitionHash: experiment.definitionHash))
        }
        try recorder.finish()
        return recorder.runID
    }
}
