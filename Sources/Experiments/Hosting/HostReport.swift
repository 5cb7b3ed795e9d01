// What a compiled experiment program tells layoutlab: each experiment its files declare (as the
// canonical definition, the notebook's own form), where it was declared, and — when its layout runs
// the file's own code — its layouts, made in the program under the run's engine options. Problems
// found while building (a sweep with no steps, an expectation for a proposal that does not exist,
// two experiments with one name) come with the experiment's location, and the program records nothing.
import Foundation
import LayoutEngine

/// The whole report of one run of a compiled experiment program.
public struct HostReport: Codable, Sendable {
    /// What the program writes to standard error before it declares a file's experiments or builds
    /// and lays out one, followed by `what (file:line:column)`: a crash is blamed on the last one.
    public static let progressMarker = "layoutlab-host: building "
    /// The descriptor the program writes its progress lines to when layoutlab gives it one (a
    /// channel of layoutlab's own: nothing the user's code prints can pose as progress); without
    /// it, standard error.
    public static let progressDescriptor: Int32 = 3

    public var experiments: [HostedExperiment]
    public var problems: [HostProblem]

    public init(experiments: [HostedExperiment], problems: [HostProblem]) {
        self.experiments = experiments
        self.problems = problems
    }

    /// Encodes the report (infinite lengths as the string "infinity", as in the notebook's JSON).
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "infinity", negativeInfinity: "-infinity", nan: "nan")
        return try encoder.encode(self)
    }

    /// Decodes a report written by `encoded()`.
    public static func decode(_ data: Data) throws -> HostReport {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "infinity", negativeInfinity: "-infinity", nan: "nan")
        return try decoder.decode(HostReport.self, from: data)
    }
}

/// One experiment (or preview) as a compiled program declared it.
public struct HostedExperiment: Codable, Sendable {
    public var name: String
    /// `CanonicalTree.encodeDefinition` of the final experiment (its file's text included when
    /// `layouts` is set): what the notebook stores, as written here.
    public var definition: String
    /// SHA-256 of `definition` without its nodes' origins (`CanonicalTree.definitionHash`).
    public var definitionHash: String
    /// The user's own view type the experiment's content starts from (`TagCloud` in
    /// `#Preview { TagCloud().padding() }`): a name that finds the experiment.
    public var previewedView: String?
    public var location: SourceLocation
    /// The layouts under each proposal, when the tree runs the file's code; nil when the engine can
    /// lay the tree out on its own (the notebook does that, as for a rerun).
    public var layouts: [LayoutResult]?
    /// Milliseconds the program spent laying it out (0 when `layouts` is nil).
    public var durationMS: Double
    /// What the library could not model faithfully (shown as notes, recorded nowhere).
    public var notes: [String]
    /// The names of the nodes the first layout made (a GeometryReader's content), as the user wrote
    /// them (`NodeFacts.ofMade`): the layouts carry no views to name them from once read back.
    public var madeNodeFacts: [NodeFacts] = []
    /// The views the first layout made (a GeometryReader's content), which pictures draw: the
    /// layouts do not carry them.
    public var madeViews: [MadeNodes] {
        get { made.nodes }
        set { made.nodes = newValue }
    }
    /// `madeViews` as they are coded: as their canonical JSON, looks included.
    private var made = CanonicalMadeViews()

    public init(name: String, definition: String, definitionHash: String, previewedView: String?,
                location: SourceLocation, layouts: [LayoutResult]?, durationMS: Double, notes: [String],
                madeNodeFacts: [NodeFacts] = [], madeViews: [MadeNodes] = []) {
        self.madeNodeFacts = madeNodeFacts
        self.made = CanonicalMadeViews(nodes: madeViews)
        self.name = name
        self.definition = definition
        self.definitionHash = definitionHash
        self.previewedView = previewedView
        self.location = location
        self.layouts = layouts
        self.durationMS = durationMS
        self.notes = notes
    }
}

/// Made views coded as their canonical JSON (`CanonicalTree.encodeMade`), looks included: a
/// `ViewNode`'s own coding leaves its look out, and pictures draw a reader's content with it.
struct CanonicalMadeViews: Codable, Sendable {
    var nodes: [MadeNodes] = []

    init(nodes: [MadeNodes] = []) {
        self.nodes = nodes
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { return }
        let json = try container.decode(String.self)
        do {
            nodes = try CanonicalTree.decodeMade(json)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(error)")
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(CanonicalTree.encodeMade(nodes))
    }
}

/// A problem found while the program built its experiments.
public struct HostProblem: Error, Codable, Sendable, Hashable {
    public var location: SourceLocation
    /// A sentence; when `related` is set, it ends in a phrase the related location completes
    /// ("it is first defined at").
    public var message: String
    public var hint: String
    /// Another place the problem involves (the first experiment of a duplicated name).
    public var related: SourceLocation?

    public init(location: SourceLocation, message: String, hint: String = "", related: SourceLocation? = nil) {
        self.location = location
        self.message = message
        self.hint = hint
        self.related = related
    }
}
