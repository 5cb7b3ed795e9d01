// What an SVG picture draws: the placed nodes of one layout, in tree order, with their identity,
// kind, frame and depth. Built from stored nodes (diff, `show`) or straight from an engine result.
import LayoutEngine
import Notebook

/// One placed node to draw.
public struct LayoutBox: Hashable, Sendable {
    /// Identity across runs (label, else path); overlays match boxes by it.
    public var key: NodeKey
    public var kind: String
    /// The frame in root coordinates.
    public var frame: Rect
    /// Distance from the root (the root is 0).
    public var depth: Int
    /// Whether the box gets a text label: labelled nodes, leaves, and nodes whose frame differs
    /// from their parent's (a modifier the size of its content would only repeat its child's label).
    public var showsLabel: Bool

    public init(key: NodeKey, kind: String, frame: Rect, depth: Int, showsLabel: Bool) {
        self.key = key
        self.kind = kind
        self.frame = frame
        self.depth = depth
        self.showsLabel = showsLabel
    }

    /// The text drawn for the box: `blue · 400×100`, or `Color · 400×100` for an unlabelled node.
    public var caption: String {
        let name: String
        if case .label = key { name = key.display } else { name = kind }
        return "\(name) · \(formatLength(frame.width))×\(formatLength(frame.height))"
    }
}

/// The placed nodes of one layout, parents before children.
public struct LayoutDrawing: Hashable, Sendable {
    public var boxes: [LayoutBox]

    public init(boxes: [LayoutBox]) {
        self.boxes = boxes
    }

    /// The placed nodes among `nodes` (as a notebook stores them); unplaced nodes are left out.
    public init(nodes: [StoredNode]) {
        let keys = NodeKeys(nodes)
        var depths = [Int](repeating: 0, count: nodes.count)
        var hasChildren = [Bool](repeating: false, count: nodes.count)
        var parentPosition = [Int?](repeating: nil, count: nodes.count)
        for (position, node) in nodes.enumerated() {
            guard let parent = node.parent, let parentAt = keys.positionByIndex[parent] else { continue }
            parentPosition[position] = parentAt
            hasChildren[parentAt] = true
            // Pre-order: a parent comes before its children, so its depth is known.
            depths[position] = parentAt < position ? depths[parentAt] + 1 : 1
        }
        var boxes: [LayoutBox] = []
        boxes.reserveCapacity(nodes.count)
        for (position, node) in nodes.enumerated() {
            guard let frame = node.frame else { continue }
            let parentFrame = parentPosition[position].flatMap { nodes[$0].frame }
            let shows = node.label != nil || !hasChildren[position] || parentFrame != frame
            boxes.append(LayoutBox(key: keys.keys[position], kind: node.kind, frame: frame,
                                   depth: depths[position], showsLabel: shows))
        }
        self.init(boxes: boxes)
    }

    /// The placed nodes of an engine result.
    public init(result: LayoutResult) {
        self.init(nodes: ProposalOutcome(recording: result).nodes)
    }
}
