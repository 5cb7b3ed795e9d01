// What a picture draws: one box per view as a SwiftUI developer thinks of it. A modifier whose
// frame is its content's (font, lineLimit, a background, an `.id`, a frame that fits) is collapsed
// into the view it wraps, which takes its label (so is a container around one view of its own
// size); a modifier that changes the frame (padding, a larger frame) is drawn as a thin wrapper. Leaves and labelled nodes are always drawn. Built from
// stored nodes (diff, `show`) or an engine result, optionally with the experiment's view tree for
// colours, shapes and texts.
import Experiments
import LayoutEngine
import Notebook

/// One box to draw.
public struct LayoutBox: Hashable, Sendable {
    /// What a box is, which decides how it is drawn and whether it is captioned.
    public enum Role: Hashable, Sendable {
        /// A leaf view (Color, shape, Text, Image, Spacer, ...).
        case view
        /// A container (stacks, GeometryReader, ScrollView, a custom layout).
        case container
        /// A modifier that changes its content's frame: drawn thinly.
        case wrapper
    }

    /// Identity across runs: the chain's outermost label, else the drawn node's path.
    public var key: NodeKey
    /// The drawn node's kind (the innermost of a collapsed chain).
    public var kind: String
    /// The frame in root coordinates.
    public var frame: Rect
    /// Distance from the root (the root is 0).
    public var depth: Int
    public var role: Role
    /// What the view looks like, when the experiment's tree is known.
    public var appearance: ViewAppearance?
    /// The nodes collapsed into this box (outermost first), as `label`/path strings, for the tooltip.
    public var collapsed: [String]
    /// Whether the box gets a caption: labelled nodes, the user's own views, leaves other than Text,
    /// Spacer and Divider, and containers. Wrappers and Texts (drawn as their text) have only a tooltip.
    public var showsLabel: Bool
    /// The user's own view the box is the outermost node of, by its name (`WeatherDayView "TUE"`).
    public var userView: String?
    /// The clip of the nearest view around the box (or the box itself) that clips what it holds
    /// (`clipShape`, `cornerRadius`, `clipped`): pictures draw the box inside it.
    public var clip: Clip?
    /// The `.border`s drawn inside the box: its own, or those of the modifiers collapsed into it
    /// (`.border(.red, width: 2)`, as `ViewAppearance.border`), outermost first.
    public var borders: [ViewAppearance] = []
    /// How opaque the box's fill and content are drawn (`.opacity`, its own times those around it);
    /// its outline is drawn whatever it is, so an invisible view's frame still shows.
    public var opacity = 1.0
    /// The turns of the views around the box and its own (`rotationEffect`), outermost first: the
    /// box is drawn turned by each in turn, as SwiftUI draws a turned view and what it holds.
    public var rotations: [Rotation] = []
    /// The colour scheme the box is drawn in (`ViewLook.scheme`: its own, else that of the views
    /// around it): the colour of a Text no code coloured, of a Divider, of an Image's placeholder.
    public var scheme = ViewLook.Scheme.light

    /// A turn by `degrees` (clockwise) about `centre`, a point in root coordinates.
    public struct Rotation: Hashable, Sendable {
        public var degrees: Double
        public var centre: Point
    }

    /// A frame with rounded corners that a box is drawn inside of, inside the clips around it.
    public struct Clip: Hashable, Sendable {
        /// The clipping view's frame.
        public var frame: Rect
        /// Its corner radius: 0 square, at most half the frame's shorter side.
        public var cornerRadius: Double
        /// The clip around the clipping view (a scroll view's around a card clipped to its
        /// corners), if any: what is drawn lies inside both.
        public var outer: [Clip]

        public init(frame: Rect, cornerRadius: Double, outer: Clip? = nil) {
            self.frame = frame
            self.cornerRadius = cornerRadius
            self.outer = outer.map { [$0] } ?? []
        }

        /// Whether anything of `rect` shows inside this clip and those around it (a card scrolled
        /// out of its scroll view shows nothing).
        /// The part of `rect` that shows inside this clip and those around it (`rect` itself when
        /// nothing of it does).
        public func visible(_ rect: Rect) -> Rect {
            guard shows(rect) else { return rect }
            let minX = max(rect.minX, frame.minX), minY = max(rect.minY, frame.minY)
            let maxX = min(rect.maxX, frame.maxX), maxY = min(rect.maxY, frame.maxY)
            let shown = Rect(x: minX, y: minY, width: max(maxX - minX, 0), height: max(maxY - minY, 0))
            return outer.reduce(shown) { $1.visible($0) }
        }

        /// (Edges count: an empty view at the clip's edge still shows.)
        public func shows(_ rect: Rect) -> Bool {
            rect.minX <= frame.maxX && frame.minX <= rect.maxX && rect.minY <= frame.maxY && frame.minY <= rect.maxY
                && outer.allSatisfy { $0.shows(rect) }
        }
    }

    public init(key: NodeKey, kind: String, frame: Rect, depth: Int, showsLabel: Bool, role: Role = .view,
                appearance: ViewAppearance? = nil, collapsed: [String] = [], userView: String? = nil) {
        self.key = key
        self.kind = kind
        self.frame = frame
        self.depth = depth
        self.showsLabel = showsLabel
        self.role = role
        self.appearance = appearance
        self.collapsed = collapsed
        self.userView = userView
    }

    /// The name in captions: the label, else the user's view it stands for, else the kind
    /// (`Color.red`, `Image("name")` when known; a view laid out as a colour by its own name:
    /// `Chart`, `navigation bar`).
    public var name: String {
        if case .label = key { return key.display }
        if let userView { return userView }
        switch appearance {
        case .color(let name, _, _)?: return NodeFacts.standIns[name] ?? "Color.\(name)"
        case .image(let name)?: return "Image(\"\(name)\")"
        default: return kind
        }
    }

    /// How many views alike this box stands for in its caption: the first of several views of one
    /// container with the same caption (a `ForEach`'s rows, a grid's cells) is captioned for all of
    /// them, the others only have their tooltip. 1 for a box that stands for itself.
    public var alike = 1

    /// The text drawn for the box: `blue · 400×100`, or `Color.red · 400×100` for an unlabelled node;
    /// `Circle · 10×10 (×42)` for the first of 42 alike.
    public var caption: String {
        "\(name) · \(formatLength(frame.width))×\(formatLength(frame.height))" + (alike > 1 ? " (×\(alike))" : "")
    }

    /// The tooltip: the caption, the node's path and kind and what was collapsed into it.
    public var tooltip: String {
        var text = caption
        if case .label = key { text += " (\(kind))" }
        if !collapsed.isEmpty { text += "\nincludes: " + collapsed.joined(separator: ", ") }
        return text
    }
}

/// The boxes of one layout, parents before children, and every placed node's frame by key.
public struct LayoutDrawing: Hashable, Sendable {
    public var boxes: [LayoutBox]
    /// Every placed node's frame, drawn or collapsed (overlays match nodes through it).
    public var frames: [NodeKey: Rect]
    /// The area the experiment proposed, in which the root is centred (finite dimensions of the
    /// proposal, else the root's): drawn as a dotted outline so the space around the root reads.
    public var proposalArea: Rect?
    /// The colour scheme of the whole layout, its root's (a preview that prefers dark): a picture of
    /// it is drawn on a dark page.
    public var scheme = ViewLook.Scheme.light

    public init(boxes: [LayoutBox], frames: [NodeKey: Rect]? = nil) {
        self.boxes = boxes
        self.frames = frames ?? Dictionary(boxes.map { ($0.key, $0.frame) }, uniquingKeysWith: { first, _ in first })
    }

    /// The drawing with its boxes and frames keyed by `renamed` (a key not in it keeps its own):
    /// an older run's drawing keyed as the newer run's nodes it pairs with
    /// (`SiblingAlignment.headKeys(forBase:head:)`), so that an overlay matches what the report matches.
    public func rekeyed(_ renamed: [NodeKey: NodeKey]) -> LayoutDrawing {
        guard renamed.contains(where: { $0.key != $0.value }) else { return self }
        var copy = self
        copy.boxes = boxes.map { box in
            var box = box
            box.key = renamed[box.key] ?? box.key
            return box
        }
        copy.frames = Dictionary(frames.map { (renamed[$0.key] ?? $0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        return copy
    }

    /// The placed nodes among `nodes` (as a notebook stores them); unplaced nodes are left out.
    /// `tree`, the experiment's view tree, gives colours, shapes and texts (to the nodes it matches,
    /// `ViewAppearance.byNodeIndex(_:matching:platform:)`); `platform`, the run's, sizes its texts.
    public init(nodes: [StoredNode], tree: ViewNode? = nil, platform: LayoutOptions.Platform = .ios) {
        let keys = NodeKeys(nodes)
        // The tree's nodes paired with the stored ones once, for both their appearances and their looks.
        let matched = tree.map { ViewAppearance.storedIndices($0, matching: nodes) } ?? [:]
        let appearances = tree.map { ViewAppearance.byNodeIndex(looks: ViewAppearance.byNodeIndex($0, platform: platform), matched: matched) } ?? [:]
        let looks = tree.map { ViewAppearance.looks($0, matched: matched) } ?? [:]
        var depths = [Int](repeating: 0, count: nodes.count)
        var children = [[Int]](repeating: [], count: nodes.count)
        var parentPosition = [Int?](repeating: nil, count: nodes.count)
        for (position, node) in nodes.enumerated() {
            guard let parent = node.parent, let parentAt = keys.positionByIndex[parent] else { continue }
            parentPosition[position] = parentAt
            children[parentAt].append(position)
            depths[position] = parentAt < position ? depths[parentAt] + 1 : 1
        }
        func isModifier(_ position: Int) -> Bool { KindFacts.isModifier(nodes[position].kind) }
        func same(_ a: Rect?, _ b: Rect?) -> Bool {
            guard let a, let b else { return false }
            return abs(a.minX - b.minX) < 0.005 && abs(a.minY - b.minY) < 0.005
                && abs(a.width - b.width) < 0.005 && abs(a.height - b.height) < 0.005
        }
        // A modifier collapses into its content (first child) when their frames are equal, and so
        // does a container around a single view of its own frame.
        var collapsesIntoContent = [Bool](repeating: false, count: nodes.count)
        for position in nodes.indices where isModifier(position) || children[position].count == 1 {
            if let content = children[position].first, same(nodes[position].frame, nodes[content].frame) {
                collapsesIntoContent[position] = true
            }
        }
        // Drawing order: parents before children, and a background's views before the view they
        // are behind (SwiftUI draws them first).
        var order: [Int] = []
        order.reserveCapacity(nodes.count)
        func visit(_ position: Int) {
            order.append(position)
            var kids = children[position]
            if nodes[position].kind == "background", let content = kids.first {
                kids = Array(kids.dropFirst()) + [content]
            }
            for kid in kids { visit(kid) }
        }
        for position in nodes.indices where parentPosition[position] == nil { visit(position) }
        var frames: [NodeKey: Rect] = [:]
        var boxes: [LayoutBox] = []
        var boxPositions: [Int] = []
        var clipOf = [LayoutBox.Clip?](repeating: nil, count: nodes.count)
        var opacityOf = [Double](repeating: 1, count: nodes.count)
        var rotationsOf = [[LayoutBox.Rotation]](repeating: [], count: nodes.count)
        var schemeOf = [ViewLook.Scheme](repeating: .light, count: nodes.count)
        for position in order {
            let node = nodes[position]
            // The scheme of the views around the node, unless its own look names one.
            schemeOf[position] = looks[node.index]?.scheme ?? parentPosition[position].map { schemeOf[$0] } ?? .light
            guard let frame = node.frame else {
                // A node not placed itself (a Group's) passes on the clip, opacity and turns around it.
                if let parent = parentPosition[position] {
                    clipOf[position] = clipOf[parent]
                    opacityOf[position] = opacityOf[parent]
                    rotationsOf[position] = rotationsOf[parent]
                }
                continue
            }
            if frames[keys.keys[position]] == nil { frames[keys.keys[position]] = frame }
            // The innermost clip around the node: its own, or the one around its parent.
            let look = looks[node.index]
            if look?.clipsCircle == true {
                // A circle's clip: the largest circle centred in the frame.
                let side = min(frame.width, frame.height)
                let square = Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
                clipOf[position] = LayoutBox.Clip(frame: square, cornerRadius: side / 2, outer: parentPosition[position].flatMap { clipOf[$0] })
            } else if let radius = look?.clip {
                clipOf[position] = LayoutBox.Clip(frame: frame, cornerRadius: min(radius, min(frame.width, frame.height) / 2),
                                                  outer: parentPosition[position].flatMap { clipOf[$0] })
            } else if let parent = parentPosition[position] {
                clipOf[position] = clipOf[parent]
            }
            opacityOf[position] = (look?.opacity ?? 1) * (parentPosition[position].map { opacityOf[$0] } ?? 1)
            // A turn about its anchor in its frame, after those of the views around it.
            rotationsOf[position] = (parentPosition[position].map { rotationsOf[$0] } ?? [])
                + (look?.rotation.map { [LayoutBox.Rotation(degrees: $0.degrees, centre: Point(x: frame.minX + $0.anchor.x * frame.width,
                                                                                             y: frame.minY + $0.anchor.y * frame.height))] } ?? [])
            guard !collapsesIntoContent[position] else { continue }
            // The chain of modifiers collapsed into this node, outermost first.
            var chain: [Int] = []
            var current = position
            while let parent = parentPosition[current], collapsesIntoContent[parent], children[parent].first == current {
                chain.insert(parent, at: 0)
                current = parent
            }
            let labelled = (chain + [position]).first { nodes[$0].label != nil }
            let key = labelled.map { keys.keys[$0] } ?? keys.keys[position]
            let role: LayoutBox.Role
            if isModifier(position) {
                role = .wrapper
            } else if children[position].isEmpty {
                role = .view
            } else {
                role = .container
            }
            let appearance = appearances[node.index]
            // An unlabelled background or overlay the size of the view it decorates (the usual
            // `.background(Color.yellow)`) is drawn in its colour without repeating that size.
            let decorates = parentPosition[position].map { parent in
                ["background", "overlay"].contains(nodes[parent].kind) && children[parent].first != position
                    && same(nodes[parent].frame, frame)
            } ?? false
            let userView = (chain + [position]).first { nodes[$0].isUserViewInstance }.flatMap { nodes[$0].displayName }
            let shows: Bool
            if labelled != nil || userView != nil {
                shows = true
            } else if decorates {
                shows = false
            } else {
                switch role {
                case .wrapper: shows = false
                case .container: shows = true
                case .view:
                    switch appearance {
                    case .text?, .spacer?, .divider?: shows = false
                    default: shows = node.kind != "Text" && node.kind != "Spacer" && node.kind != "Divider"
                    }
                }
            }
            let collapsedNames = (chain + [position]).filter { $0 != labelled && $0 != position }
                .map { nodes[$0].label ?? nodes[$0].kind }
            var box = LayoutBox(key: key, kind: node.kind, frame: frame, depth: depths[position], showsLabel: shows,
                                role: role, appearance: appearance, collapsed: collapsedNames, userView: userView)
            box.clip = clipOf[position]
            box.opacity = opacityOf[position]
            box.rotations = rotationsOf[position]
            box.scheme = schemeOf[position]
            box.borders = (chain + [position]).compactMap { part in
                guard case .border? = appearances[nodes[part].index] else { return nil }
                return appearances[nodes[part].index]
            }
            boxes.append(box)
            boxPositions.append(position)
        }
        // Views alike in one container (the same caption under the nearest node holding several
        // views: a `ForEach`'s rows, a grid's cells, each perhaps wrapped in a stack of its own) are
        // captioned once, the first for all of them: 42 "Circle · 10×10" captions hid the board
        // they were on.
        func container(of position: Int) -> Int {
            var current = position
            while let parent = parentPosition[current] {
                if children[parent].count > 1 { return parent }
                current = parent
            }
            return -1
        }
        var alike: [String: [Int]] = [:]
        var groupOrder: [String] = []
        for (index, box) in boxes.enumerated() where box.showsLabel {
            if case .label = box.key { continue }
            let group = "\(container(of: boxPositions[index]))\u{1F}\(box.caption)"
            if alike[group] == nil { groupOrder.append(group) }
            alike[group, default: []].append(index)
        }
        for group in groupOrder {
            guard let members = alike[group], members.count >= Self.alikeCaptionedOnce else { continue }
            boxes[members[0]].alike = members.count
            for member in members.dropFirst() { boxes[member].showsLabel = false }
        }
        self.init(boxes: boxes, frames: frames)
        scheme = nodes.indices.first { parentPosition[$0] == nil }.map { schemeOf[$0] } ?? .light
    }

    /// How many views alike in one container are captioned once (two keep a caption each).
    static let alikeCaptionedOnce = 3

    /// The placed nodes of an engine result (with `tree`, the laid-out tree, for appearances).
    public init(result: LayoutResult, tree: ViewNode? = nil) {
        let outcome = ProposalOutcome(recording: result)
        self.init(nodes: outcome.nodes, tree: tree, proposal: outcome.proposal)
    }

    /// The placed nodes of a stored outcome laid out under `proposal`, whose area is outlined.
    public init(nodes: [StoredNode], tree: ViewNode? = nil, proposal: ProposedViewSize, platform: LayoutOptions.Platform = .ios) {
        self.init(nodes: nodes, tree: tree, platform: platform)
        let root = nodes.first { $0.parent == nil }?.frame.flatMap { isDrawable($0) ? $0 : nil }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? root?.width
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? root?.height
        if let width, let height, width > 0 || height > 0 { proposalArea = Rect(x: 0, y: 0, width: width, height: height) }
    }
}
