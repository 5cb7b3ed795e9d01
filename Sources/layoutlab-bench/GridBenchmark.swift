// Grid benchmark: a 100 × 100 eager Grid (10,000 cells of text and colour) and a 10,000-item
// LazyVGrid of adaptive columns in a ScrollView; reports the median time per layout and per cell.
import LayoutEngine

/// The grid benchmark trees and their measurement.
enum GridBenchmark {
    /// `side` GridRows of `side` cells, alternating short texts and colours.
    static func grid(side: Int) -> ViewNode {
        ViewNode(.grid(alignment: .center, horizontalSpacing: nil, verticalSpacing: nil), children: (0..<side).map { row in
            ViewNode(.gridRow(alignment: nil), children: (0..<side).map { column in
                (row + column) % 2 == 0 ? .text("\(row),\(column)") : .color("c")
            })
        })
    }

    /// A ScrollView holding a LazyVGrid of `count` fixed-height cells in adaptive columns.
    static func lazyGrid(count: Int) -> ViewNode {
        .scrollView {
            ViewNode.lazyVGrid(columns: [GridItemSpec(.adaptive(minimum: 60, maximum: .infinity))]) {
                (0..<count).map { index in index % 2 == 0 ? ViewNode.color("c").frame(height: 60) : .text("\(index)") }
            }
        }
    }

    /// Runs both cases and returns the report lines.
    static func run(runs: Int = 11) -> [String] {
        let cases: [(String, ViewNode, Int)] = [
            ("Grid 100 × 100", grid(side: 100), 10_000),
            ("LazyVGrid, 10,000 items in a ScrollView", lazyGrid(count: 10_000), 10_000),
        ]
        var lines = ["grids (median of \(runs) layouts of 1000 × 800, trace included)"]
        for (name, tree, cells) in cases {
            let m = EngineBenchmark.measure(name, tree, runs: runs)
            lines.append("  \(m.name): \(m.nodes) nodes, \(m.calls) calls (\(EngineBenchmark.fixed(Double(m.calls) / Double(cells))) per cell), "
                + "\(EngineBenchmark.fixed(m.medianSeconds * 1000)) ms, "
                + "\(EngineBenchmark.fixed(m.medianSeconds * 1e6 / Double(cells))) µs per cell")
        }
        return lines
    }
}
