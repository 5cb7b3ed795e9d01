// What the notebook stores about an experiment and what it needs to lay one out. The notebook does
// not parse experiment files: the caller (the CLI) turns an `Experiment` into these values, with the
// tree and definition already encoded as canonical JSON.
import LayoutEngine

/// An expectation: what real SwiftUI produced for a labelled node.
public struct ExpectedFrame: Hashable, Sendable {
    public var label: String
    public var width: Double
    public var height: Double
    /// Origin in root coordinates, when the expectation states one.
    public var x: Double?
    public var y: Double?
    /// The proposal it applies to; nil = every proposal.
    public var proposalIndex: Int?

    public init(label: String, width: Double, height: Double, x: Double? = nil, y: Double? = nil, proposalIndex: Int? = nil) {
        self.label = label
        self.width = width
        self.height = height
        self.x = x
        self.y = y
        self.proposalIndex = proposalIndex
    }

    /// Whether this expectation applies to the proposal at `index`.
    public func applies(to index: Int) -> Bool {
        proposalIndex == nil || proposalIndex == index
    }
}

/// An experiment's definition as stored in the `experiment` table.
public struct ExperimentDefinition: Hashable, Sendable {
    public var name: String
    /// The experiment's own source text.
    public var source: String
    /// `file:line:column`, when known.
    public var sourceLocation: String?
    /// The canonical view tree JSON.
    public var treeJSON: String
    /// The whole definition (tree, proposals, sweep, expectations, images), from which a rerun
    /// rebuilds the experiment.
    public var definitionJSON: String
    /// Hash of the canonical definition: equal hashes mean an unchanged experiment.
    public var definitionHash: String
    public var proposals: [ProposedViewSize]
    public var expectations: [ExpectedFrame]

    public init(name: String, source: String, sourceLocation: String?, treeJSON: String, definitionJSON: String,
                definitionHash: String, proposals: [ProposedViewSize], expectations: [ExpectedFrame]) {
        self.name = name
        self.source = source
        self.sourceLocation = sourceLocation
        self.treeJSON = treeJSON
        self.definitionJSON = definitionJSON
        self.definitionHash = definitionHash
        self.proposals = proposals
        self.expectations = expectations
    }

    var proposalsJSON: String {
        "[" + proposals.map { "{\"width\":\(JSONText.number($0.width)),\"height\":\(JSONText.number($0.height))}" }
            .joined(separator: ",") + "]"
    }

    var expectationsJSON: String {
        "[" + expectations.map { expectation in
            "{\"label\":\(JSONText.string(expectation.label)),\"width\":\(JSONText.number(expectation.width)),"
                + "\"height\":\(JSONText.number(expectation.height)),\"x\":\(JSONText.number(expectation.x)),"
                + "\"y\":\(JSONText.number(expectation.y)),"
                + "\"proposal_index\":\(expectation.proposalIndex.map(String.init) ?? "null")}"
        }.joined(separator: ",") + "]"
    }
}

/// One experiment to lay out: the tree, its proposals and expectations.
public struct LayoutJob: Hashable, Sendable {
    public var name: String
    public var definitionHash: String
    public var tree: ViewNode
    public var proposals: [ProposedViewSize]
    public var expectations: [ExpectedFrame]

    public init(name: String, definitionHash: String, tree: ViewNode, proposals: [ProposedViewSize],
                expectations: [ExpectedFrame]) {
        self.name = name
        self.definitionHash = definitionHash
        self.tree = tree
        self.proposals = proposals
        self.expectations = expectations
    }
}
