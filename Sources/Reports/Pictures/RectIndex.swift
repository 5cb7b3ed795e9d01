// Rectangles bucketed by a uniform grid, so that a picture with 20,000 boxes asks "does anything
// here meet this rectangle?" in about constant time instead of scanning every box for every
// caption. A rectangle spanning very many cells (the root, a long list) is kept aside and checked
// directly; a question about a huge area scans everything. Answers are exactly those of a scan.
import LayoutEngine

/// A set of rectangles that answers which of them meet a given one.
struct RectIndex {
    /// The side of a grid cell, in points.
    static let cellSize = 64.0
    /// A rectangle over this many cells is kept in `large` instead of the grid.
    static let maximumCells = 256

    private(set) var rects: [Rect] = []
    private var buckets: [Int64: [Int]] = [:]
    private var large: [Int] = []
    private var isLarge: [Bool] = []

    init(_ rects: [Rect] = []) {
        for rect in rects { insert(rect) }
    }

    var isEmpty: Bool { rects.isEmpty }

    mutating func insert(_ rect: Rect) {
        let index = rects.count
        rects.append(rect)
        guard let cells = Self.cells(of: rect), cells.count <= Self.maximumCells else {
            large.append(index)
            isLarge.append(true)
            return
        }
        isLarge.append(false)
        for key in cells.keys { buckets[key, default: []].append(index) }
    }

    /// Whether some rectangle meeting `rect` (`Rect.intersects`) satisfies `predicate`.
    func contains(intersecting rect: Rect, where predicate: (Rect) -> Bool = { _ in true }) -> Bool {
        var found = false
        forEach(intersecting: rect) { index in
            if predicate(rects[index]) { found = true }
            return !found
        }
        return found
    }

    /// The indices of the rectangles meeting `rect`, each once, in insertion order.
    func indices(intersecting rect: Rect) -> [Int] {
        var result: [Int] = []
        forEach(intersecting: rect) { index in
            result.append(index)
            return true
        }
        return result.sorted()
    }

    /// Calls `body` with each rectangle meeting `rect` (once each) until it answers false.
    private func forEach(intersecting rect: Rect, _ body: (Int) -> Bool) {
        for index in large where rects[index].intersects(rect) {
            guard body(index) else { return }
        }
        guard let cells = Self.cells(of: rect), cells.count <= 4 * Self.maximumCells else {
            for (index, other) in rects.enumerated() where !isLarge[index] && other.intersects(rect) {
                guard body(index) else { return }
            }
            return
        }
        var seen = Set<Int>()
        for key in cells.keys {
            for index in buckets[key] ?? [] where rects[index].intersects(rect) && seen.insert(index).inserted {
                guard body(index) else { return }
            }
        }
    }

    /// The grid cells a rectangle covers (nil when it is not finite).
    private static func cells(of rect: Rect) -> (count: Int, keys: [Int64])? {
        guard rect.minX.isFinite, rect.maxX.isFinite, rect.minY.isFinite, rect.maxY.isFinite,
              abs(rect.minX) < 1e12, abs(rect.maxX) < 1e12, abs(rect.minY) < 1e12, abs(rect.maxY) < 1e12 else { return nil }
        let x0 = Int64((rect.minX / cellSize).rounded(.down)), x1 = Int64((rect.maxX / cellSize).rounded(.down))
        let y0 = Int64((rect.minY / cellSize).rounded(.down)), y1 = Int64((rect.maxY / cellSize).rounded(.down))
        let count = Int((x1 - x0 + 1) * (y1 - y0 + 1))
        guard count <= 4 * maximumCells else { return (count, []) }
        var keys: [Int64] = []
        keys.reserveCapacity(count)
        for x in x0...x1 {
            for y in y0...y1 { keys.append((x << 32) ^ (y & 0xFFFF_FFFF)) }
        }
        return (count, keys)
    }
}
