// The laid-out frames drawn with box-drawing characters, scaled to a terminal's width: nested
// boxes (lines joined where they meet), each box's label and size inside it (or on its bottom
// edge when it has boxes inside), clipped to its box with `…` and never run into another caption
// (a note says when boxes are too small to label at this width), children that overflow drawn past their parent, and the
// proposal's outline dotted where no box covers it. Terminal cells are about twice as tall as wide,
// so the vertical scale is half the horizontal one.
import LayoutEngine
import Notebook

/// A picture of one layout for a terminal.
public struct TerminalDrawing: Hashable, Sendable {
    /// One box to draw: a frame and its caption.
    public struct Box: Hashable, Sendable {
        public var frame: Rect
        public var caption: String
        /// Whether other boxes are drawn inside it (its caption then goes on its bottom edge).
        public var isContainer: Bool

        public init(frame: Rect, caption: String, isContainer: Bool) {
            self.frame = frame
            self.caption = caption
            self.isContainer = isContainer
        }
    }

    /// Boxes, parents before children.
    public var boxes: [Box]
    /// The area the experiment proposed (the root is centred in it), drawn dotted.
    public var container: Rect

    public init(boxes: [Box], container: Rect) {
        self.boxes = boxes
        self.container = container
    }

    /// The placed nodes of a stored outcome. A chain of views with the same frame (modifiers
    /// around their content, each a first child) is one box, captioned with the chain's first label, else the kind of
    /// its innermost view.
    public init(nodes: [StoredNode], proposal: ProposedViewSize) {
        var byIndex: [Int: StoredNode] = [:]
        for node in nodes { byIndex[node.index] = node }
        // The node that represents each node's frame: the outermost of a chain of equal frames.
        var representative: [Int: Int] = [:]
        var order: [Int] = []
        var labels: [Int: String] = [:]
        var innermostKind: [Int: String] = [:]
        var hasFirstChild: Set<Int> = []
        for node in nodes {
            // Only a parent's first child (a modifier's content) can share its box: a background's
            // or overlay's secondary view is a view of its own.
            let isFirstChild = node.parent.map { hasFirstChild.insert($0).inserted } ?? false
            guard let frame = node.frame, Self.isDrawable(frame) else { continue }
            let owner: Int
            if isFirstChild, let parent = node.parent, let parentNode = byIndex[parent], parentNode.frame == frame,
               let parentOwner = representative[parent] {
                owner = parentOwner
            } else {
                owner = node.index
                order.append(owner)
            }
            representative[node.index] = owner
            if labels[owner] == nil, let label = node.label { labels[owner] = label }
            innermostKind[owner] = node.kind
        }
        var hasChildren: Set<Int> = []
        for node in nodes {
            guard let owner = representative[node.index], let parent = node.parent,
                  let parentOwner = representative[parent], parentOwner != owner else { continue }
            hasChildren.insert(parentOwner)
        }
        let boxes = order.compactMap { index -> Box? in
            guard let frame = byIndex[index]?.frame else { return nil }
            let name = labels[index] ?? innermostKind[index] ?? "?"
            return Box(frame: frame, caption: "\(name) \(formatLength(frame.width))×\(formatLength(frame.height))",
                       isContainer: hasChildren.contains(index))
        }
        // An infinite root (a flexible view proposed ∞) has no drawable outline.
        let root = nodes.first { $0.parent == nil }?.frame.flatMap { Self.isDrawable($0) ? $0 : nil }
            ?? .init(x: 0, y: 0, width: 0, height: 0)
        let container = Rect(x: 0, y: 0, width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? root.width,
                             height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? root.height)
        self.init(boxes: boxes, container: container)
    }

    /// The placed nodes of an engine result.
    public init(result: LayoutResult) {
        let outcome = ProposalOutcome(recording: result)
        self.init(nodes: outcome.nodes, proposal: outcome.proposal)
    }

    static func isDrawable(_ frame: Rect) -> Bool {
        [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite)
    }

    /// The drawing, `columns` characters wide (at least 2) and at most `maxRows` rows high, as lines
    /// joined by newlines (trailing spaces trimmed).
    public func render(columns: Int, maxRows: Int = 40) -> String {
        let columns = max(columns, 2)
        var bounds = container
        for box in boxes { bounds = bounds.union(box.frame) }
        guard Self.isDrawable(bounds), bounds.width > 0 || bounds.height > 0 else { return "" }
        // A denormal extent (5e-324) would make the scale infinite: such a picture is drawn unscaled.
        let fitted = Double(columns - 1) / bounds.width
        let scaleX = bounds.width > 0 && fitted.isFinite ? fitted : 1
        var scaleY = scaleX / 2
        if bounds.height * scaleY > Double(max(maxRows, 2) - 1) { scaleY = Double(max(maxRows, 2) - 1) / bounds.height }
        if !scaleY.isFinite { scaleY = 1 }
        /// A cell index from a scaled coordinate, never trapping (non-finite → 0, clamped to the canvas' scale).
        func cell(_ value: Double) -> Int {
            value.isFinite ? Int(Swift.min(Swift.max(value.rounded(), -1_000_000), 1_000_000)) : 0
        }
        let rows = cell(bounds.height * scaleY) + 1
        var canvas = CharacterCanvas(columns: cell(bounds.width * scaleX) + 1, rows: rows)
        func column(_ x: Double) -> Int { cell((x - bounds.minX) * scaleX) }
        func row(_ y: Double) -> Int { cell((y - bounds.minY) * scaleY) }
        for box in boxes {
            canvas.box(left: column(box.frame.minX), top: row(box.frame.minY),
                       right: column(box.frame.maxX), bottom: row(box.frame.maxY))
        }
        // Captions, innermost views first: each is clipped to its box and stops (with `…`) where
        // another caption already is, so two captions never run into each other.
        var unreadable = 0
        for box in boxes.filter({ !$0.isContainer }) + boxes.filter(\.isContainer) {
            let left = column(box.frame.minX), right = column(box.frame.maxX)
            let top = row(box.frame.minY), bottom = row(box.frame.maxY)
            let line = box.isContainer || bottom - top < 2 ? (bottom - top < 1 ? top : bottom) : top + 1
            let room = right - left - 1
            let shown: Int
            // A caption too long for its box is split into name and size when there is a row for it.
            if box.caption.count > room, !box.isContainer, bottom - top >= 3,
               let space = box.caption.lastIndex(of: " ") {
                shown = canvas.text(String(box.caption[..<space]), row: line, from: left + 1, through: right - 1)
                canvas.text(String(box.caption[box.caption.index(after: space)...]), row: line + 1,
                            from: left + 1, through: right - 1)
            } else {
                shown = canvas.text(box.caption, row: line, from: left + 1, through: right - 1)
            }
            // A box with area whose caption shows fewer than three characters cannot be read here.
            if box.frame.width > 0, box.frame.height > 0, shown < min(3, box.caption.count) { unreadable += 1 }
        }
        canvas.outline(left: column(container.minX), top: row(container.minY),
                       right: column(container.maxX), bottom: row(container.maxY))
        var lines = canvas.rendered()
        if unreadable > 0 {
            lines.append("(\(unreadable) of \(boxes.count) boxes too small to label in \(columns) columns: "
                + "widen the terminal, or draw it with --svg FILE)")
        }
        return lines.joined(separator: "\n")
    }
}

extension Rect {
    /// The smallest rectangle containing both.
    func union(_ other: Rect) -> Rect {
        let minX = Swift.min(self.minX, other.minX), minY = Swift.min(self.minY, other.minY)
        let maxX = Swift.max(self.maxX, other.maxX), maxY = Swift.max(self.maxY, other.maxY)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// A grid of cells: line segments (as directions, so crossing lines join) and text on top.
struct CharacterCanvas {
    struct Directions: OptionSet {
        let rawValue: UInt8
        static let up = Directions(rawValue: 1)
        static let down = Directions(rawValue: 2)
        static let left = Directions(rawValue: 4)
        static let right = Directions(rawValue: 8)
    }

    let columns: Int
    let rows: Int
    private var lines: [Directions]
    private var texts: [Character?]
    private var dots: [Bool]

    init(columns: Int, rows: Int) {
        self.columns = max(columns, 1)
        self.rows = max(rows, 1)
        lines = Array(repeating: [], count: self.columns * self.rows)
        texts = Array(repeating: nil, count: self.columns * self.rows)
        dots = Array(repeating: false, count: self.columns * self.rows)
    }

    private func contains(_ x: Int, _ y: Int) -> Bool { x >= 0 && y >= 0 && x < columns && y < rows }

    private mutating func add(_ x: Int, _ y: Int, _ directions: Directions) {
        guard contains(x, y) else { return }
        lines[y * columns + x].formUnion(directions)
    }

    mutating func horizontal(_ y: Int, from left: Int, to right: Int) {
        guard left < right else { return }
        for x in left...right {
            var directions: Directions = []
            if x > left { directions.insert(.left) }
            if x < right { directions.insert(.right) }
            add(x, y, directions)
        }
    }

    mutating func vertical(_ x: Int, from top: Int, to bottom: Int) {
        guard top < bottom else { return }
        for y in top...bottom {
            var directions: Directions = []
            if y > top { directions.insert(.up) }
            if y < bottom { directions.insert(.down) }
            add(x, y, directions)
        }
    }

    /// A rectangle's outline; a zero-width or zero-height one is a single line.
    mutating func box(left: Int, top: Int, right: Int, bottom: Int) {
        if left == right && top == bottom { return }
        horizontal(top, from: left, to: right)
        vertical(left, from: top, to: bottom)
        if bottom > top { horizontal(bottom, from: left, to: right) }
        if right > left { vertical(right, from: top, to: bottom) }
    }

    /// Text on a row, clipped to the columns `from...through` and the canvas, stopping before a
    /// cell that already holds text; a clipped text ends in `…`. Answers how many characters of
    /// `text` were written.
    @discardableResult
    mutating func text(_ text: String, row y: Int, from left: Int, through right: Int) -> Int {
        guard y >= 0, y < rows, right >= left else { return 0 }
        let start = max(left, 0)
        var end = start - 1
        while end + 1 <= min(right, columns - 1), texts[y * columns + end + 1] == nil { end += 1 }
        let room = end - start + 1
        guard room > 0 else { return 0 }
        let characters = Array(text.dropFirst(start - left))
        var shown = Array(characters.prefix(room))
        if characters.count > room {
            shown = room >= 2 ? Array(characters.prefix(room - 1)) + ["…"] : []
        }
        for (offset, character) in shown.enumerated() { texts[y * columns + start + offset] = character }
        return characters.count > room ? max(shown.count - 1, 0) : shown.count
    }

    /// A dotted outline, shown only in cells nothing else uses.
    mutating func outline(left: Int, top: Int, right: Int, bottom: Int) {
        guard right > left, bottom > top else { return }
        for x in left...right {
            for y in [top, bottom] where contains(x, y) { dots[y * columns + x] = true }
        }
        for y in top...bottom {
            for x in [left, right] where contains(x, y) { dots[y * columns + x] = true }
        }
    }

    func character(_ x: Int, _ y: Int) -> Character {
        let index = y * columns + x
        if let text = texts[index] { return text }
        let directions = lines[index]
        switch directions.rawValue {
        case 0: return dots[index] ? "·" : " "
        case Directions([.left, .right]).rawValue, Directions.left.rawValue, Directions.right.rawValue: return "─"
        case Directions([.up, .down]).rawValue, Directions.up.rawValue, Directions.down.rawValue: return "│"
        case Directions([.down, .right]).rawValue: return "┌"
        case Directions([.down, .left]).rawValue: return "┐"
        case Directions([.up, .right]).rawValue: return "└"
        case Directions([.up, .left]).rawValue: return "┘"
        case Directions([.up, .down, .right]).rawValue: return "├"
        case Directions([.up, .down, .left]).rawValue: return "┤"
        case Directions([.left, .right, .down]).rawValue: return "┬"
        case Directions([.left, .right, .up]).rawValue: return "┴"
        default: return "┼"
        }
    }

    func rendered() -> [String] {
        (0..<rows).map { y in
            var line = String((0..<columns).map { character($0, y) })
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
