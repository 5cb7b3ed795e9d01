// LazyVGrid and LazyHGrid as custom layouts (the engine's `custom` node), so a pasted photo grid
// lays out. Apple documents the three `GridItem` sizes (fixed, flexible, adaptive) but not how the
// grid shares space among them; the column algorithm here is an approximation described below.
import LayoutEngine

/// A column (or row) of a lazy grid (SwiftUI's `GridItem`).
public struct GridItem: Sendable {
    /// How wide the column is.
    public enum Size: Sendable {
        /// Exactly this wide.
        case fixed(CGFloat)
        /// A share of the space left, between `minimum` and `maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns of at least `minimum` as fit, sharing the space (at most `maximum` each).
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The space after this column; nil is the default (8).
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// The grid's track algorithm (approximation; the default spacing is 8, the engine's stack spacing):
/// 1. Adaptive items expand into as many tracks of their minimum as fit the length left after the
///    fixed tracks and the other items' minimums: `max(1, ⌊(left + spacing) / (minimum + spacing)⌋)`.
/// 2. Fixed tracks take their length. The rest, less the spacing between tracks, is shared among
///    the other tracks in order: each gets `left ÷ tracks left`, clamped to its minimum and maximum.
/// A nil proposal uses each flexible track's minimum.
struct _GridTracks {
    static func lengths(items: [GridItem], available: CGFloat?) -> (lengths: [CGFloat], spacings: [CGFloat]) {
        var tracks: [(min: CGFloat, max: CGFloat, spacing: CGFloat)] = []
        let fixedTotal = items.reduce(CGFloat(0)) { total, item in
            if case .fixed(let length) = item.size { return total + length }
            return total
        }
        for item in items {
            let spacing = item.spacing ?? 8
            switch item.size {
            case .fixed(let length):
                tracks.append((length, length, spacing))
            case .flexible(let minimum, let maximum):
                tracks.append((minimum, maximum, spacing))
            case .adaptive(let minimum, let maximum):
                let others = items.reduce(CGFloat(0)) { total, other in
                    if case .flexible(let m, _) = other.size { return total + m + (other.spacing ?? 8) }
                    if case .fixed = other.size { return total + (other.spacing ?? 8) }
                    return total
                }
                let left = (available ?? minimum) - fixedTotal - others
                let count = max(1, Int(((left + spacing) / (minimum + spacing)).rounded(.down)))
                for _ in 0..<count { tracks.append((minimum, maximum, spacing)) }
            }
        }
        let spacings = tracks.dropLast().map(\.spacing)
        guard let available else { return (tracks.map(\.min), spacings) }
        var left = available - spacings.reduce(0, +) - tracks.filter { $0.min == $0.max }.reduce(0) { $0 + $1.min }
        var flexibleLeft = tracks.filter { $0.min != $0.max }.count
        var lengths: [CGFloat] = []
        for track in tracks {
            if track.min == track.max {
                lengths.append(track.min)
                continue
            }
            let share = min(max(left / CGFloat(flexibleLeft), track.min), track.max)
            lengths.append(share)
            left -= share
            flexibleLeft -= 1
        }
        return (lengths, spacings)
    }
}

/// The layout of `LazyVGrid` (vertical: columns across, rows down) and `LazyHGrid` (transposed).
/// Cells are proposed their track's length across and nil along; a line (row of a vertical grid) is
/// as long as its longest cell; each cell is placed in its slot with the grid's alignment.
/// The cache keeps the track lengths per proposed length.
struct _LazyGridLayout: Layout {
    var items: [GridItem]
    var vertical: Bool
    var alignment: Alignment
    var spacing: CGFloat?

    struct Cache {
        var tracks: [CGFloat?: (lengths: [CGFloat], spacings: [CGFloat])] = [:]
    }

    func makeCache(subviews: Subviews) -> Cache { Cache() }

    func tracks(_ proposal: ProposedViewSize, _ cache: inout Cache) -> (lengths: [CGFloat], spacings: [CGFloat]) {
        let available = vertical ? proposal.width : proposal.height
        let key = available.map { $0.isFinite ? $0 : -1 }
        if let cached = cache.tracks[key] { return cached }
        let computed = _GridTracks.lengths(items: items, available: available.flatMap { $0.isFinite ? $0 : nil })
        cache.tracks[key] = computed
        return computed
    }

    /// The lines' lengths along the grid's axis, and the tracks across.
    func measure(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache)
        -> (tracks: [CGFloat], spacings: [CGFloat], lines: [CGFloat]) {
        let (lengths, spacings) = tracks(proposal, &cache)
        let count = max(lengths.count, 1)
        var lines: [CGFloat] = []
        for (index, subview) in subviews.enumerated() {
            let track = lengths.isEmpty ? 0 : lengths[index % count]
            let size = subview.sizeThatFits(vertical ? ProposedViewSize(width: track, height: nil)
                                                     : ProposedViewSize(width: nil, height: track))
            let length = vertical ? size.height : size.width
            if index % count == 0 { lines.append(length) } else { lines[lines.count - 1] = max(lines[lines.count - 1], length) }
        }
        return (lengths, spacings, lines)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let (lengths, spacings, lines) = measure(proposal, subviews, &cache)
        let across = lengths.reduce(0, +) + spacings.reduce(0, +)
        let along = lines.reduce(0, +) + (spacing ?? 8) * CGFloat(max(lines.count - 1, 0))
        return vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let (lengths, spacings, lines) = measure(proposal, subviews, &cache)
        let count = max(lengths.count, 1)
        let lineSpacing = spacing ?? 8
        let across = lengths.reduce(0, +) + spacings.reduce(0, +)
        // Tracks are centred (or aligned) within the bounds across the axis.
        let extra = (vertical ? bounds.width : bounds.height) - across
        let anchorAcross = vertical ? alignment.horizontal.fraction : alignment.vertical.fraction
        var along: CGFloat = 0
        for (lineIndex, line) in lines.enumerated() {
            var offset = max(extra, 0) * anchorAcross
            for track in 0..<count {
                let index = lineIndex * count + track
                guard index < subviews.count else { break }
                let length = lengths.isEmpty ? 0 : lengths[track]
                let slot = vertical
                    ? CGRect(x: bounds.minX + offset, y: bounds.minY + along, width: length, height: line)
                    : CGRect(x: bounds.minX + along, y: bounds.minY + offset, width: line, height: length)
                let unit = UnitPoint(x: alignment.horizontal.fraction, y: alignment.vertical.fraction)
                subviews[index].place(at: CGPoint(x: slot.minX + slot.width * unit.x, y: slot.minY + slot.height * unit.y),
                                      anchor: unit,
                                      proposal: vertical ? ProposedViewSize(width: length, height: nil)
                                                         : ProposedViewSize(width: nil, height: length))
                offset += length + (track < spacings.count ? spacings[track] : 0)
            }
            along += line + lineSpacing
        }
    }
}

extension HorizontalAlignment {
    var fraction: CGFloat { self == .leading ? 0 : self == .trailing ? 1 : 0.5 }
}

extension VerticalAlignment {
    var fraction: CGFloat { self == .top ? 0 : self == .bottom ? 1 : 0.5 }
}

/// A grid of columns that grows downwards (SwiftUI's `LazyVGrid`), laid out by a custom layout named
/// `_LazyGridLayout` (see `_GridTracks` for the column widths, an approximation). Pinned views are ignored.
public struct LazyVGrid<Content: View>: View {
    let layout: _LazyGridLayout
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = _LazyGridLayout(items: columns, vertical: true, alignment: Alignment(horizontal: alignment, vertical: .center),
                                 spacing: spacing)
        self.content = content()
    }

    public var body: some View { layout { content } }
}

/// A grid of rows that grows sideways (SwiftUI's `LazyHGrid`): `LazyVGrid` transposed.
public struct LazyHGrid<Content: View>: View {
    let layout: _LazyGridLayout
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = _LazyGridLayout(items: rows, vertical: false, alignment: Alignment(horizontal: .center, vertical: alignment),
                                 spacing: spacing)
        self.content = content()
    }

    public var body: some View { layout { content } }
}
