// LazyVGrid / LazyHGrid [EMP objc.io "SwiftUI's Grid Views" (2020-11-23, quizzes checked against
// real SwiftUI); EMP swiftuifieldguide.com "LazyVGrid"; EMP mo4tech "LazyVGrid layout" (adaptive
// arithmetic at 300 pt); REIMPL objc.io Swift Talk S01E237/238; DOC Apple `GridItem`].
// Described for LazyVGrid (tracks are columns across the width, lines are rows down); LazyHGrid is
// the same with the axes swapped.
//
// Tracks are computed from the column definitions alone, never from the cells [EMP fieldguide]:
// 1. remaining = proposed width − the spacing after every item but the last (`GridItem.spacing`,
//    nil → the default 8).
// 2. Items are sized fixed ones first, then the others in declaration order [EMP objc.io, fieldguide];
//    each is offered remaining ÷ items left: `.fixed(w)` takes w, `.flexible(minimum:maximum:)` the
//    offer clamped to [minimum, maximum] (defaults 10, ∞) — it may overflow — and `.adaptive` at least
//    its minimum. What an item takes is subtracted from remaining.
// 3. An adaptive item then holds as many columns of its minimum as fit its width with its spacing
//    between them, n = max(1, ⌊(w + s) ÷ (minimum + s)⌋), each (w − (n − 1)·s) ÷ n wide, at most its
//    maximum [EMP objc.io quiz 1: fixed 70 + adaptive(40) in 200 → 70, 57, 57; mo4tech: adaptive
//    (50...100) in 300 → 5 × 53.6].
// With a nil or infinite width (a choice; nothing published): fixed items take their width,
// flexible and adaptive items their minimum (one column each).
// Cells fill the columns row by row; each is proposed (its column's width, nil) and a row is as tall
// as its tallest cell; rows are `spacing` apart (nil → 8). The grid is as wide as its columns and
// their spacing (it can overflow its proposal) and as tall as its rows.
// Placement computes the columns again from the grid's own width (so overflowing flexible columns
// are laid out from the overflowed width, as objc.io's quiz 2 observes), centres the columns (the
// grid's `alignment`) in the grid and aligns each cell in its slot by its item's `alignment`
// (default centre). `pinnedViews` and laziness do not affect layout and are not modelled.

/// A column (LazyVGrid) or row (LazyHGrid) definition: SwiftUI's `GridItem`.
public struct GridItemSpec: Hashable, Codable, Sendable {
    /// How long the track is across the grid.
    public enum Size: Hashable, Codable, Sendable {
        case fixed(Double)
        case flexible(minimum: Double, maximum: Double)
        case adaptive(minimum: Double, maximum: Double)
    }

    public var size: Size
    /// The spacing after this item; nil is the default spacing.
    public var spacing: Double?
    /// How cells are aligned in this item's slots; nil is centre.
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(minimum: 10, maximum: .infinity), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// `LazyVGrid(columns:alignment:spacing:)` (axis vertical) and `LazyHGrid(rows:...)` (axis horizontal).
struct LazyGridLayout: Primitive {
    /// The tracks computed for the latest across length: the grid's cache.
    let cache = NodeCache<(length: Double?, tracks: [LazyTrack])?>(nil)
    /// The direction the grid grows in: vertical for LazyVGrid.
    var axis: Axis
    var items: [GridItemSpec]
    var alignment: Alignment
    var spacing: Double?

    var name: String { axis == .vertical ? "LazyVGrid" : "LazyHGrid" }

    /// Steps 1–3 of the file comment, for an across length.
    func tracks(length: Double?, defaultSpacing: Double) -> [LazyTrack] {
        if let cached = cache.value, cached.length == length { return cached.tracks }
        let count = items.count
        func gap(_ item: GridItemSpec) -> Double { item.spacing ?? defaultSpacing }
        var widths = [Double](repeating: 0, count: count)
        if let length, length.isFinite {
            var remaining = length - items.dropLast().reduce(0) { $0 + gap($1) }
            var order: [Int] = []
            for (index, item) in items.enumerated() { if case .fixed = item.size { order.append(index) } }
            for (index, item) in items.enumerated() { if case .fixed = item.size {} else { order.append(index) } }
            var left = count
            for index in order {
                let offer = remaining / Double(left)
                switch items[index].size {
                case .fixed(let width): widths[index] = width
                case let .flexible(minimum, maximum): widths[index] = max(min(offer, maximum), minimum)
                case let .adaptive(minimum, _): widths[index] = max(offer, minimum)
                }
                remaining -= widths[index]
                left -= 1
            }
        } else {
            for (index, item) in items.enumerated() {
                switch item.size {
                case .fixed(let width): widths[index] = width
                case .flexible(let minimum, _), .adaptive(let minimum, _): widths[index] = minimum
                }
            }
        }
        var tracks: [LazyTrack] = []
        for (index, item) in items.enumerated() {
            let s = gap(item)
            let slot = item.alignment ?? .center
            if case let .adaptive(minimum, maximum) = item.size {
                let fitting = ((widths[index] + s) / (minimum + s)).rounded(.down)
                let n = max(1, fitting.isFinite ? Int(min(fitting, 100_000)) : 1)
                let each = min((widths[index] - Double(n - 1) * s) / Double(n), maximum)
                for _ in 0..<n { tracks.append(LazyTrack(length: max(each, 0), spacing: s, alignment: slot)) }
            } else {
                tracks.append(LazyTrack(length: max(widths[index], 0), spacing: s, alignment: slot))
            }
        }
        cache.value = (length, tracks)
        return tracks
    }

    /// The line lengths (rows of a LazyVGrid) for these tracks.
    func lines(_ tracks: [LazyTrack], context: NodeContext) -> [Double] {
        let subviews = context.subviews
        guard !tracks.isEmpty else { return [] }
        var lines: [Double] = []
        for index in 0..<subviews.count {
            let track = index % tracks.count
            let proposal = ProposedViewSize(major: nil, minor: tracks[track].length, axis: axis)
            let reason = ProposalReason(.lazyGridCell, Double(track), tracks[track].length, axis.operand)
            let length = subviews[index].sizeThatFits(proposal, reason: reason)[axis]
            if track == 0 { lines.append(length) } else { lines[lines.count - 1] = max(lines[lines.count - 1], length) }
        }
        return lines
    }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        let defaultSpacing = context.options.defaultSpacing
        let tracks = self.tracks(length: proposal[axis.cross], defaultSpacing: defaultSpacing)
        let lines = self.lines(tracks, context: context)
        let across = LazyTrack.total(tracks)
        let along = lines.reduce(0, +) + (spacing ?? defaultSpacing) * Double(max(lines.count - 1, 0))
        return axis == .vertical ? Size(width: across, height: along) : Size(width: along, height: across)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        let defaultSpacing = context.options.defaultSpacing
        let tracks = self.tracks(length: bounds.size[axis.cross], defaultSpacing: defaultSpacing)
        guard !tracks.isEmpty else { return }
        let lines = self.lines(tracks, context: context)
        let lineGap = spacing ?? defaultSpacing
        let subviews = context.subviews
        let fraction: Double
        if axis == .vertical {
            fraction = alignment.horizontal == .leading ? 0 : alignment.horizontal == .trailing ? 1 : 0.5
        } else {
            fraction = alignment.vertical == .top ? 0 : alignment.vertical == .bottom ? 1 : 0.5
        }
        let start = finiteOrZero((bounds.size[axis.cross] - LazyTrack.total(tracks)) * fraction)
        var trackStarts: [Double] = []
        var cursor = start
        for track in tracks {
            trackStarts.append(cursor)
            cursor += track.length + track.spacing
        }
        var lineStart = 0.0
        for (line, lineLength) in lines.enumerated() {
            for track in 0..<tracks.count {
                let index = line * tracks.count + track
                guard index < subviews.count else { break }
                let proposal = ProposedViewSize(major: nil, minor: tracks[track].length, axis: axis)
                let reason = ProposalReason(.lazyGridPlace, Double(track), Double(line))
                let d = subviews[index].dimensions(in: proposal, reason: reason)
                let slot = axis == .vertical
                    ? Size(width: tracks[track].length, height: lineLength) : Size(width: lineLength, height: tracks[track].length)
                let box = ViewDimensions(size: slot)
                let guide = tracks[track].alignment
                let dx = box[guide.horizontal] - d[guide.horizontal]
                let dy = box[guide.vertical] - d[guide.vertical]
                let origin = axis == .vertical
                    ? Point(x: bounds.minX + trackStarts[track] + dx, y: bounds.minY + lineStart + dy)
                    : Point(x: bounds.minX + lineStart + dx, y: bounds.minY + trackStarts[track] + dy)
                subviews[index].place(at: Point(x: finiteOrZero(origin.x), y: finiteOrZero(origin.y)), dimensions: d,
                                      reason: reason)
            }
            lineStart += lineLength + lineGap
        }
    }
}

/// One column (row) of a lazy grid: its length, the spacing after it and its cells' alignment.
struct LazyTrack: Hashable {
    var length: Double
    var spacing: Double
    var alignment: Alignment

    /// The tracks' total length with the spacing between them.
    static func total(_ tracks: [LazyTrack]) -> Double {
        tracks.reduce(0) { $0 + $1.length } + tracks.dropLast().reduce(0) { $0 + $1.spacing }
    }
}

extension ViewNode {
    /// A vertically growing grid (SwiftUI's `LazyVGrid`).
    public static func lazyVGrid(
        columns: [GridItemSpec], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
        @ViewNodeBuilder _ content: () -> [ViewNode]
    ) -> ViewNode {
        ViewNode(.lazyGrid(axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
                           spacing: spacing), children: content())
    }

    /// A horizontally growing grid (SwiftUI's `LazyHGrid`).
    public static func lazyHGrid(
        rows: [GridItemSpec], alignment: VerticalAlignment = .center, spacing: Double? = nil,
        @ViewNodeBuilder _ content: () -> [ViewNode]
    ) -> ViewNode {
        ViewNode(.lazyGrid(axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
                           spacing: spacing), children: content())
    }
}
