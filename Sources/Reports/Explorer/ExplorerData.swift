// What the browser explorer shows, as one JSON document embedded in its page: per proposal, every
// node (its name as the user wrote it, line, kind, path, frame, how it looks), every call it
// received (proposal, answer, phase, reason, who asked, the call that made it) and the explainer's
// steps; plus the source files the nodes' lines point into. Built from what the notebook stores
// and the definition that produced the result.
import Experiments
import LayoutEngine
import Notebook

/// The data of an explorer page (see the file comment).
public struct ExplorerData: Sendable {
    /// The page's title (`Weather/preview-1 — run 2`).
    public var title: String
    public var result: StoredResult
    /// The laid-out definition's tree (its views' colours, texts and images), when known, with the
    /// views its layout made (`ViewNode.addingMade`).
    public var tree: ViewNode?
    /// The engine's platform (text sizes in pictures).
    public var platform: LayoutOptions.Platform
    /// Source files by their last path component (`Weather.swift`), for the lines nodes name.
    public var files: [String: String]
    /// The sweep's axis and swept lengths, one per outcome, when the experiment has one.
    public var sweep: (axis: String, values: [Double])?
    /// For a comparison: the earlier result and its tree, and what to call each side (`run 1`).
    public var base: (result: StoredResult, tree: ViewNode?)?
    public var sideNames: (base: String, head: String) = ("before", "after")
    /// For a comparison whose definition changed: the unified diff of the edit (the source, else
    /// the outline of what it changed, else the file it runs).
    public var definitionDiff: [String] = []

    public init(title: String, result: StoredResult, tree: ViewNode?, platform: LayoutOptions.Platform = .ios,
                files: [String: String] = [:], sweep: (axis: String, values: [Double])? = nil) {
        self.title = title
        self.result = result
        self.tree = tree
        self.platform = platform
        self.files = files
        self.sweep = sweep
    }

    /// The document the page's script reads.
    public func json() -> JSON {
        // Each outcome's nodes are matched with the tree (`byNodeIndex(_:looks:matching:)`), so the
        // views a GeometryReader made (`ViewNode.addingMade`) find theirs; the tree's looks are
        // worked out once for all its outcomes.
        func looks(_ tree: ViewNode?, _ outcomes: [ProposalOutcome]) -> [NodeLooks] {
            guard let tree else { return outcomes.map { _ in NodeLooks() } }
            let looks = ViewAppearance.byNodeIndex(tree, platform: platform)
            return outcomes.map { outcome in
                let matched = ViewAppearance.storedIndices(tree, matching: outcome.nodes)
                return NodeLooks(appearances: ViewAppearance.byNodeIndex(looks: looks, matched: matched),
                                 opacities: ViewAppearance.looks(tree, matched: matched).compactMapValues(\.opacity))
            }
        }
        func outcomes(_ result: StoredResult, _ tree: ViewNode?) -> JSON {
            .array(zip(result.outcomes, looks(tree, result.outcomes)).map { outcome(of: $0, looks: $1) })
        }
        var members: [(String, JSON)] = [
            ("title", .string(title)),
            ("experiment", .string(result.experiment)),
            ("outcomes", outcomes(result, tree)),
            ("files", .object(files.mapValues(JSON.string))),
        ]
        if let base {
            members.append(("base", outcomes(base.result, base.tree)))
            members.append(("sides", .array([.string(sideNames.base), .string(sideNames.head)])))
            if !definitionDiff.isEmpty { members.append(("definitionDiff", .array(definitionDiff.map(JSON.string)))) }
        }
        if let sweep {
            members.append(("sweep", .orderedObject([("axis", .string(sweep.axis)), ("values", .array(sweep.values.map(JSON.length)))])))
        }
        return .orderedObject(members)
    }

    /// How an outcome's nodes are drawn: their appearances and their own opacities, by node index.
    struct NodeLooks {
        var appearances: [Int: ViewAppearance] = [:]
        var opacities: [Int: Double] = [:]
    }

    func outcome(of outcome: ProposalOutcome, looks: NodeLooks) -> JSON {
        let paths = PathEndings(paths: outcome.nodes.map(\.path))
        // How opaque each node is drawn: its own opacity times its parent's (parents come first).
        var opacity: [Int: Double] = [:]
        for node in outcome.nodes {
            opacity[node.index] = (looks.opacities[node.index] ?? 1) * (node.parent.flatMap { opacity[$0] } ?? 1)
        }
        let names = DisplayNames(outcome.nodes) { node in
            node.label ?? "\(node.kind) at \(paths.shortest(node.path))"
        }
        let nodes: [JSON] = outcome.nodes.map { node in
            var members: [(String, JSON)] = [
                ("i", .integer(node.index)), ("p", node.parent.map(JSON.integer) ?? .null), ("k", .string(node.kind)),
                ("n", .string(names[index: node.index] ?? node.path)), ("path", .string(node.path)),
                ("l", .optionalString(node.label)), ("at", .optionalString(node.sourceLine)), ("t", .optionalString(node.viewType)),
                ("f", node.frame.map { .array([.length($0.minX), .length($0.minY), .length($0.width), .length($0.height)]) } ?? .null),
            ]
            if let look = looks.appearances[node.index].map({ Self.appearance($0, frame: node.frame) }) { members.append(("a", look)) }
            if let faded = opacity[node.index], faded < 1 { members.append(("o", .length(faded))) }
            return .orderedObject(members)
        }
        let calls: [JSON] = outcome.calls.map { call in
            .orderedObject([
                ("s", .integer(call.seq)), ("n", .integer(call.node)), ("pc", call.parentCall.map(JSON.integer) ?? .null),
                ("by", call.askedBy.map(JSON.integer) ?? .null), ("p", .string(call.proposal.description)),
                ("r", .string(call.response.description)), ("ph", .string(call.phase.rawValue)), ("c", .bool(call.cached)),
                ("why", call.reason.map { .string($0.summary) } ?? .null),
            ])
        }
        let explanation = try? Explanation(outcome: outcome, viewTree: tree)
        let steps: [JSON] = (explanation?.steps ?? []).map { step in
            .orderedObject([("n", .integer(step.number)), ("ph", .string(step.phase.rawValue)), ("t", .string(step.text)),
                            ("nodes", .array(step.nodes.map(JSON.integer)))])
        }
        return .orderedObject([
            ("index", .integer(outcome.proposalIndex)), ("proposal", .string(outcome.proposal.description)),
            ("area", .array([.optionalLength(outcome.proposal.width), .optionalLength(outcome.proposal.height)])),
            ("nodes", .array(nodes)), ("calls", .array(calls)), ("steps", .array(steps)),
        ])
    }

    /// How a node looks, for the script; a gradient as the paint server that paints its `frame`
    /// (`PaintServer.json`), beside its stand-in colour.
    static func appearance(_ look: ViewAppearance, frame: Rect? = nil) -> JSON {
        func paint(_ gradient: ViewGradient?) -> JSON? {
            guard let gradient, let frame, isDrawable(frame) else { return nil }
            return PaintServer(gradient, frame: frame).json()
        }
        switch look {
        case .color(let name, let fill, let gradient):
            return .orderedObject([("color", .string(name)), ("fill", .string(fill))] + (paint(gradient).map { [("fillPaint", $0)] } ?? []))
        case .shape(let shape):
            var members: [(String, JSON)] = [("shape", .string(Self.shapeName(shape.shape)))]
            if let fill = shape.fill { members.append(("fill", .string(fill))) }
            if let stroke = shape.stroke { members.append(("stroke", .string(stroke))) }
            if let lineWidth = shape.lineWidth { members.append(("line", .length(lineWidth))) }
            if let server = paint(shape.fillGradient) { members.append(("fillPaint", server)) }
            if let server = paint(shape.strokeGradient) { members.append(("strokePaint", server)) }
            return .orderedObject(members)
        case .text(let string, let setting, let colour, let gradient):
            let textPaint = ViewAppearance.textPaint(colour)
            let drawn = (textPaint.map { [("colour", JSON.string($0.fill))] } ?? []) + (textPaint?.outline == true ? [("outline", JSON.bool(true))] : [])
                + (paint(gradient).map { [("fillPaint", $0)] } ?? [])
            return .orderedObject([("text", .string(SFProRun.showingImages(string))), ("size", .length(setting.font.size))] + drawn)
        case .image(let name): return .orderedObject([("image", .string(name))])
        case .spacer: return .orderedObject([("spacer", .bool(true))])
        case .divider: return .orderedObject([("divider", .bool(true))])
        case .border(let width, let colour):
            return .orderedObject([("border", .length(width))] + (colour.map { [("stroke", JSON.string($0))] } ?? []))
        }
    }

    /// A shape's name for the script (`circle`, `roundedRectangle(cornerRadius: 12.0)`; `path` for a
    /// shape of the user's own).
    static func shapeName(_ shape: ViewAppearance.Shape) -> String {
        if case .path = shape { return "path" }
        return "\(shape)"
    }
}
