// An experiment: a named view tree plus the proposals to lay it out in and what real SwiftUI
// produced (expectations). This is the interface other modules use; the parser fills it.
import LayoutEngine

/// One named experiment parsed from a file (or rebuilt from the notebook).
public struct Experiment: Hashable, Sendable {
    /// Unique name, e.g. `hstack/relative-first`.
    public var name: String
    /// The view tree (with `.id` labels).
    public var tree: ViewNode
    /// Every proposal to lay the tree out in, in order (a sweep is expanded here).
    public var proposals: [ProposedViewSize]
    /// The sweep that produced `proposals`, if the experiment declared one.
    public var sweep: Sweep?
    /// What real SwiftUI produced, checked on every run.
    public var expectations: [Expectation]
    /// Natural sizes of the images the tree uses (`images:`).
    public var images: [String: Size]
    /// The experiment's own source text (the whole `Experiment(...) { ... }` call).
    public var source: String
    /// Where it was defined: file path, 1-based line and column (nil when rebuilt from storage).
    public var location: SourceLocation?

    public init(name: String, tree: ViewNode, proposals: [ProposedViewSize], sweep: Sweep? = nil,
                expectations: [Expectation] = [], images: [String: Size] = [:], source: String = "",
                location: SourceLocation? = nil) {
        self.name = name
        self.tree = tree
        self.proposals = proposals
        self.sweep = sweep
        self.expectations = expectations
        self.images = images
        self.source = source
        self.location = location
    }
}

/// A width or height sweep: `sweep: .width(100...800, by: 20)`.
public struct Sweep: Hashable, Codable, Sendable {
    public var axis: Axis
    public var from: Double
    public var through: Double
    public var step: Double
    /// The other dimension's fixed proposal (nil = unspecified).
    public var fixed: Double?

    public init(axis: Axis, from: Double, through: Double, step: Double, fixed: Double?) {
        self.axis = axis
        self.from = from
        self.through = through
        self.step = step
        self.fixed = fixed
    }
}

/// What real SwiftUI produced for a labelled node: its size and optionally its origin.
public struct Expectation: Hashable, Codable, Sendable {
    public var label: String
    public var width: Double
    public var height: Double
    /// Origin in root coordinates, when the expectation states one.
    public var x: Double?
    public var y: Double?
    /// The proposal (index into `Experiment.proposals`) it applies to; nil = every proposal.
    public var proposalIndex: Int?

    public init(label: String, width: Double, height: Double, x: Double? = nil, y: Double? = nil, proposalIndex: Int? = nil) {
        self.label = label
        self.width = width
        self.height = height
        self.x = x
        self.y = y
        self.proposalIndex = proposalIndex
    }
}

/// A 1-based position in a file.
public struct SourceLocation: Hashable, Codable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}
