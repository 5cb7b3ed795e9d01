// An experiment with its canonical definition and that definition's hash, made once: by the
// experiment program that built the experiment (stored as it wrote them), or here for experiments
// made in code (tests, benchmarks). Nothing downstream encodes or hashes a definition again.

/// An experiment, its canonical definition (`CanonicalTree.encodeDefinition`) and the definition's
/// SHA-256, with the name of the user's view its content starts from.
public struct DefinedExperiment: Sendable {
    public var experiment: Experiment
    /// The canonical definition with its nodes' origins, as the notebook stores it.
    public var definitionJSON: String
    /// SHA-256 of the definition without its nodes' origins (`CanonicalTree.definitionHash`).
    public var definitionHash: String
    /// The user's own view type the content starts from (`TagCloud` in
    /// `#Preview { TagCloud().padding() }`), by which lookups find the experiment.
    public var previewedView: String?

    /// As made elsewhere (by an experiment program), taken as given.
    public init(experiment: Experiment, definitionJSON: String, definitionHash: String, previewedView: String?) {
        self.experiment = experiment
        self.definitionJSON = definitionJSON
        self.definitionHash = definitionHash
        self.previewedView = previewedView
    }

    /// Encodes and hashes `experiment`'s definition.
    public init(_ experiment: Experiment, previewedView: String? = nil) {
        self.init(experiment: experiment, definitionJSON: CanonicalTree.encodeDefinition(experiment, origins: true),
                  definitionHash: CanonicalTree.definitionHash(experiment), previewedView: previewedView)
    }

    public var name: String { experiment.name }
}
