// Placing captions so that none overlaps another or leaves the picture: inside the box when the
// caption fits, else just outside it with a leader line — first where it crosses no other drawn
// box but those around its own (a caption over a sibling's box reads as that box's) — never over
// a drawn text, else a numbered marker explained in a legend below the picture. A caption that is
// only context (an unchanged box in a comparison) goes inside or right beside its box, else is left
// to the box's tooltip: far from its box it would read as another's. Works in content
// coordinates; the canvas then grows to hold them all.
import LayoutEngine

/// Where one caption went.
struct PlacedLabel {
    enum Form {
        /// The caption's text at `at` (baseline start), with a leader line to the box when it is outside.
        case text(String, at: Point, leader: (from: Point, to: Point)?)
        /// A numbered marker (centred at `at`) whose caption is in the legend.
        case marker(Int, at: Point, leader: (from: Point, to: Point)?)
    }

    var form: Form
    /// The full caption (the tooltip, and the legend's entry for a marker).
    var full: String
    var colour: String
    /// The space it takes, in content coordinates.
    var rect: Rect
}

struct LabelPlacer {
    static let markerRadius = 6.5
    static let lineStep = 12.0
    /// How far beyond the content a caption may go before a marker is used instead.
    static let reach = 60.0
    /// Captions are shortened to this width (the full text is in the tooltip).
    static let maximumWidth = 220.0

    private(set) var placed: [PlacedLabel] = []
    /// The placed labels' rectangles, indexed (a picture can hold thousands).
    private var placedRects = RectIndex()
    /// The rightmost edge of a placed label.
    private var placedMaxX: Double?
    /// Areas captions must avoid besides each other (a Text's drawn text, say).
    var obstacles: [Rect] = [] {
        didSet { obstacleIndex = RectIndex(obstacles) }
    }
    /// Every drawn box: a caption outside its own box keeps off those not around it, where it can.
    var boxes: [Rect] = [] {
        didSet { boxIndex = RectIndex(boxes) }
    }
    private var obstacleIndex = RectIndex()
    private var boxIndex = RectIndex()
    let content: Rect
    private var markers = 0
    private var gutterY: Double?

    init(content: Rect) {
        self.content = content
    }

    var markerCount: Int { markers }

    private func free(_ rect: Rect, avoidingObstacles: Bool = true) -> Bool {
        let padded = Rect(x: rect.minX - 1, y: rect.minY - 1, width: rect.width + 2, height: rect.height + 2)
        if placedRects.contains(intersecting: padded) { return false }
        if avoidingObstacles && obstacleIndex.contains(intersecting: rect) { return false }
        return true
    }

    private var allowed: Rect {
        Rect(x: content.minX - Self.reach, y: content.minY - Self.reach,
             width: content.width + 2 * Self.reach, height: content.height + 2 * Self.reach)
    }

    /// Places `caption` for `box`; `preferBottom` tries the bottom edge first (a box's old place).
    /// `inner` are boxes drawn inside this one: a caption goes inside only where it misses them,
    /// else outside, and only then over them. A `nearOnly` caption is placed only inside the box
    /// or right beside it, crossing no other box; otherwise not at all (no marker).
    mutating func place(_ caption: String, box: Rect, colour: String, preferBottom: Bool = false, inner: [Rect] = [],
                        nearOnly: Bool = false) {
        let text = PictureText.shortened(caption, toWidth: Self.maximumWidth)
        let width = PictureText.width(text)
        // Inside: rows from the top (or the bottom), at the left edge, clear of the boxes inside.
        var baselines: [Double] = []
        if box.width >= width + 6 && box.height >= 13 {
            if preferBottom {
                var y = box.maxY - 3
                while y - 11 >= box.minY - 0.5 && baselines.count < 6 { baselines.append(y); y -= Self.lineStep }
            } else {
                var y = box.minY + 11
                while y + 3 <= box.maxY + 0.5 && baselines.count < 6 { baselines.append(y); y += Self.lineStep }
            }
            for baseline in baselines {
                let rect = PictureText.box(text, x: box.minX + 3, y: baseline)
                if rect.maxY <= box.maxY + 0.5 && free(rect) && !inner.contains(where: { $0.intersects(rect) }) {
                    return add(.text(text, at: Point(x: box.minX + 3, y: baseline), leader: nil), full: caption,
                               colour: colour, rect: rect)
                }
            }
        }
        // Outside: above, below, right and left of the box, up to six rows out, with a leader line.
        var candidates: [(Point, Point)] = []  // (baseline start, leader target on the box)
        for step in 0..<(nearOnly ? 1 : 6) {
            let distance = Double(step) * Self.lineStep
            let above = (Point(x: box.minX, y: box.minY - 3 - distance), Point(x: box.minX + 2, y: box.minY))
            let below = (Point(x: box.minX, y: box.maxY + 11 + distance), Point(x: box.minX + 2, y: box.maxY))
            candidates += preferBottom ? [below, above] : [above, below]
            candidates.append((Point(x: box.maxX + 5, y: box.midY + 3.5 + (step % 2 == 0 ? 1 : -1) * distance),
                               Point(x: box.maxX, y: box.midY)))
            candidates.append((Point(x: box.minX - 5 - width, y: box.midY + 3.5 + (step % 2 == 0 ? 1 : -1) * distance),
                               Point(x: box.minX, y: box.midY)))
        }
        // Boxes neither this one nor around it (siblings, their contents, boxes inside this one).
        func isOther(_ other: Rect) -> Bool { other != box && !other.contains(box) }
        // Never over a drawn text: a caption there hides what it is meant to explain (a symbol's
        // caption covered its row's title); with no such spot the box gets a marker.
        for pass in 0..<(nearOnly ? 1 : 2) {
            for (start, target) in candidates {
                let rect = PictureText.box(text, x: start.x, y: start.y)
                guard allowed.contains(rect), free(rect) else { continue }
                if pass == 0 && boxIndex.contains(intersecting: rect, where: isOther) { continue }
            let anchor = Point(x: min(max(target.x, rect.minX), rect.maxX), y: rect.maxY < target.y ? rect.maxY : rect.minY)
            let far = abs(anchor.y - target.y) > 4 || rect.minX > box.maxX || rect.maxX < box.minX
            let leader = far ? (from: Point(x: rect.minX > box.maxX ? rect.minX : rect.maxX < box.minX ? rect.maxX : anchor.x,
                                            y: rect.minX > box.maxX || rect.maxX < box.minX ? rect.midY : anchor.y),
                                to: target) : nil
                return add(.text(text, at: start, leader: leader), full: caption, colour: colour, rect: rect)
            }
        }
        if nearOnly { return }
        for baseline in baselines {
            let rect = PictureText.box(text, x: box.minX + 3, y: baseline)
            if rect.maxY <= box.maxY + 0.5 && free(rect) {
                return add(.text(text, at: Point(x: box.minX + 3, y: baseline), leader: nil), full: caption,
                           colour: colour, rect: rect)
            }
        }
        // A numbered marker: in a corner of the box, on its edge, else in a column beside the content;
        // never over a drawn text (a marker in a code snippet's corner hid its first letter).
        markers += 1
        let r = Self.markerRadius
        let spots = [Point(x: box.minX + r + 1, y: box.minY + r + 1), Point(x: box.maxX - r - 1, y: box.minY + r + 1),
                     Point(x: box.minX + r + 1, y: box.maxY - r - 1), Point(x: box.midX, y: box.midY),
                     Point(x: box.minX, y: box.minY), Point(x: box.maxX, y: box.minY), Point(x: box.minX, y: box.maxY),
                     Point(x: box.minX, y: box.minY - r - 2), Point(x: box.maxX + r + 2, y: box.midY)]
        for spot in spots {
            let rect = Rect(x: spot.x - r, y: spot.y - r, width: 2 * r, height: 2 * r)
            guard allowed.contains(rect), free(rect) else { continue }
            return add(.marker(markers, at: spot, leader: nil), full: caption, colour: colour, rect: rect)
        }
        let x = max(content.maxX, placedMaxX ?? content.maxX) + r + 12
        var y = gutterY ?? content.minY + r
        while !free(Rect(x: x - r, y: y - r, width: 2 * r, height: 2 * r), avoidingObstacles: false) { y += 2 * r + 3 }
        gutterY = y + 2 * r + 3
        let rect = Rect(x: x - r, y: y - r, width: 2 * r, height: 2 * r)
        add(.marker(markers, at: Point(x: x, y: y), leader: (from: Point(x: x - r, y: y), to: Point(x: box.maxX, y: box.midY))),
            full: caption, colour: colour, rect: rect)
    }

    private mutating func add(_ form: PlacedLabel.Form, full: String, colour: String, rect: Rect) {
        placed.append(PlacedLabel(form: form, full: full, colour: colour, rect: rect))
        placedRects.insert(rect)
        placedMaxX = max(placedMaxX ?? rect.maxX, rect.maxX)
    }
}

extension Rect {
    /// Whether the two rectangles share any interior point.
    func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// Whether `other` lies entirely inside this rectangle.
    func contains(_ other: Rect) -> Bool {
        other.minX >= minX - 1e-9 && other.maxX <= maxX + 1e-9 && other.minY >= minY - 1e-9 && other.maxY <= maxY + 1e-9
    }
}
