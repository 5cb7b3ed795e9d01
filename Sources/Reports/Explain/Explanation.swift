// `layoutlab explain`: a numbered, plain-English account of one layout, written from the trace the
// engine recorded (each call's proposal, answer and reason) and the final frames — in the order
// things happened: who proposed what to whom and why, what each child answered, how each parent
// chose its own size, and where it placed its children. Nothing is re-derived from the tree.
import LayoutEngine
import Notebook

/// What to include in an explanation.
public struct ExplanationOptions: Hashable, Sendable {
    /// List every probing call and every cached repeat instead of summarising or omitting them.
    public var verbose: Bool
    /// Only the steps that concern the node with this label (or path, or the ending of its path the
    /// steps name it by), its ancestors and its content.
    public var node: String?

    public init(verbose: Bool = false, node: String? = nil) {
        self.verbose = verbose
        self.node = node
    }
}

/// One numbered step of an explanation.
public struct ExplanationStep: Hashable, Sendable {
    /// The step's number in the full explanation (kept when `--node` leaves steps out).
    public var number: Int
    /// Whether the step happened while sizes were negotiated or while frames were placed.
    public var phase: LayoutPhase
    /// One or a few sentences.
    public var text: String
    /// The nodes the step is about (node indices), for narrowing to one node.
    public var nodes: [Int]

    public init(number: Int, phase: LayoutPhase, text: String, nodes: [Int]) {
        self.number = number
        self.phase = phase
        self.text = text
        self.nodes = nodes
    }
}

/// Why an explanation could not be written.
public enum ExplanationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `--node` named no node; `known` lists the labels and the user's views there are.
    case unknownNode(String, known: [String])

    public var description: String {
        switch self {
        case let .unknownNode(name, known):
            let shown = known.prefix(12).joined(separator: ", ") + (known.count > 12 ? ", …" : "")
            let choices = known.isEmpty ? "this layout has no labelled nodes; use a node path or a file:line"
                : "try one of: \(shown); or a file:line, or a node path"
            return "no node named, labelled, written at or with path '\(name)' (\(choices))"
        }
    }
}

/// The step-by-step account of one layout under one proposal.
public struct Explanation: Hashable, Sendable {
    /// The proposal the layout was made for.
    public var proposal: ProposedViewSize
    /// The root's answer to it.
    public var rootSize: Size?
    /// The steps, in the order things happened.
    public var steps: [ExplanationStep]

    public init(proposal: ProposedViewSize, rootSize: Size?, steps: [ExplanationStep]) {
        self.proposal = proposal
        self.rootSize = rootSize
        self.steps = steps
    }

    /// Explains a stored outcome. `viewTree`, the experiment's view tree when it is the one laid
    /// out (same node count), names the custom alignment guides parents line their children up by.
    public init(outcome: ProposalOutcome, options: ExplanationOptions = ExplanationOptions(),
                viewTree: ViewNode? = nil) throws(ExplanationError) {
        let tree = CallTree(outcome)
        var builder = ExplanationBuilder(tree: tree, verbose: options.verbose)
        if let viewTree, viewTree.nodeCount == outcome.nodes.count {
            builder.customAlignments = Self.preorder(viewTree) { kind in
                let names = kind.customAlignmentNames
                return names.isEmpty ? nil : names
            }
            builder.nilSpacingVStacks = Set(Self.preorder(viewTree) { kind -> Bool? in
                if case .vstack(_, nil) = kind { return true }
                return nil
            }.keys)
            builder.fallbackSentences = FallbackSentences.byNode(viewTree)
        }
        builder.build()
        var steps = builder.numberedSteps()
        if let name = options.node {
            let matches = NodeQuery(name).matches(in: outcome.nodes)
            guard !matches.isEmpty else {
                var known: [String] = []
                for node in outcome.nodes {
                    // Labels, and the user's own views by the names the outputs give them.
                    guard let name = node.label ?? (node.isUserViewInstance ? node.displayName : nil) else { continue }
                    if !known.contains(name) { known.append(name) }
                }
                throw .unknownNode(name, known: known)
            }
            var focus: Set<Int> = []
            for match in matches {
                focus.formUnion(tree.subtree(of: match))
                focus.formUnion(tree.ancestors(of: match))
            }
            steps = steps.filter { !focus.isDisjoint(with: $0.nodes) }
        }
        let root = outcome.calls.first { $0.parentCall == nil && $0.phase == .sizing }
        self.init(proposal: outcome.proposal, rootSize: root?.response, steps: steps)
    }

    /// Explains an engine result directly (`viewTree`, the tree laid out, as for a stored outcome).
    public init(result: LayoutResult, options: ExplanationOptions = ExplanationOptions(), viewTree: ViewNode? = nil) throws(ExplanationError) {
        try self.init(outcome: ProposalOutcome(recording: result), options: options, viewTree: viewTree)
    }

    /// The steps as text: a `Sizing` and a `Placement` heading, numbered steps wrapped to `width`
    /// columns (nil: one line per step).
    /// `fact` of each node (by pre-order index, as the result numbers nodes) that has one.
    static func preorder<Fact>(_ root: ViewNode, _ fact: (ViewKind) -> Fact?) -> [Int: Fact] {
        var result: [Int: Fact] = [:]
        var index = 0
        var pending = [root]
        while let node = pending.popLast() {
            if let value = fact(node.kind) { result[index] = value }
            index += 1
            pending.append(contentsOf: node.children.reversed())
        }
        return result
    }


    public func text(width: Int? = 100) -> String {
        var lines: [String] = []
        var phase: LayoutPhase?
        let numberWidth = String(steps.map(\.number).max() ?? 0).count
        for step in steps {
            if step.phase != phase {
                if phase != nil { lines.append("") }
                lines.append(step.phase == .sizing ? "Sizing" : "Placement")
                phase = step.phase
            }
            let number = String(step.number)
            let prefix = String(repeating: " ", count: numberWidth - number.count) + number + ". "
            lines.append(Prose.wrap(step.text, prefix: prefix, width: width))
        }
        return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }
}
