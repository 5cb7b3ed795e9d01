// The sweep chart: for an experiment laid out across a range of widths (or heights), each
// labelled node's length along the swept axis against the proposed length — one polyline per node
// (per run: the earlier run dashed, the later solid), axes with ticks, and a legend. Standalone
// SVG, so it opens in a browser and embeds in a Markdown report.
import LayoutEngine
import Notebook

/// One node's length at one swept proposal.
public struct SweepPoint: Hashable, Sendable {
    /// The swept proposal (the x value).
    public var proposal: Double
    /// The node's width or height there (the y value).
    public var length: Double

    public init(proposal: Double, length: Double) {
        self.proposal = proposal
        self.length = length
    }
}

/// One polyline: a labelled node in one run.
public struct SweepLine: Hashable, Sendable {
    public var label: String
    /// Which run the line belongs to, when the chart compares two (nil for a single run).
    public var run: String?
    /// Drawn dashed (the earlier run of a comparison).
    public var dashed: Bool
    /// In increasing proposal order.
    public var points: [SweepPoint]

    public init(label: String, run: String? = nil, dashed: Bool = false, points: [SweepPoint]) {
        self.label = label
        self.run = run
        self.dashed = dashed
        self.points = points
    }
}

/// A chart of labelled nodes' lengths across a sweep.
public struct SweepChart: Hashable, Sendable {
    public var title: String
    /// The swept axis: x is the proposed length on it, y each node's length on it.
    public var axis: Axis
    public var lines: [SweepLine]

    public init(title: String, axis: Axis, lines: [SweepLine]) {
        self.title = title
        self.axis = axis
        self.lines = lines
    }

    /// One run: a line per labelled node over the outcomes (one per swept proposal).
    public init(title: String, axis: Axis, outcomes: [ProposalOutcome]) {
        self.init(title: title, axis: axis, lines: Self.lines(axis: axis, outcomes: outcomes, run: nil, dashed: false))
    }

    /// Two runs of the same sweep: the earlier run's lines dashed, the later's solid.
    public init(title: String, axis: Axis, before: [ProposalOutcome], beforeName: String,
                after: [ProposalOutcome], afterName: String) {
        self.init(title: title, axis: axis,
                  lines: Self.lines(axis: axis, outcomes: before, run: beforeName, dashed: true)
                      + Self.lines(axis: axis, outcomes: after, run: afterName, dashed: false))
    }

    /// Each labelled node's finite length at each finite swept proposal, labels in tree order.
    static func lines(axis: Axis, outcomes: [ProposalOutcome], run: String?, dashed: Bool) -> [SweepLine] {
        var labels: [String] = []
        var points: [String: [SweepPoint]] = [:]
        for outcome in outcomes {
            guard let proposal = outcome.proposal[axis], proposal.isFinite else { continue }
            for node in outcome.nodes {
                guard let label = node.label else { continue }
                if points[label] == nil { labels.append(label); points[label] = [] }
                guard let frame = node.frame, frame.size[axis].isFinite else { continue }
                // A label used twice in one layout keeps its first node.
                if points[label]?.last?.proposal == proposal { continue }
                points[label, default: []].append(SweepPoint(proposal: proposal, length: frame.size[axis]))
            }
        }
        return labels.map { label in
            SweepLine(label: label, run: run, dashed: dashed,
                      points: (points[label] ?? []).sorted { $0.proposal < $1.proposal })
        }
    }

    // MARK: Drawing

    static let width = 720.0
    static let height = 420.0
    static let plot = (left: 64.0, right: 540.0, top: 48.0, bottom: 372.0)
    static let palette = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf",
                          "#bcbd22", "#7f7f7f"]

    /// The chart as a standalone SVG document.
    public func svg() -> String {
        let all = lines.flatMap(\.points)
        let xs = all.map(\.proposal)
        let xLow = xs.min() ?? 0, xHigh = xs.max() ?? 1
        let xTicks = Self.ticks(from: xLow, to: xHigh == xLow ? xLow + 1 : xHigh)
        let yTicks = Self.ticks(from: 0, to: max(all.map(\.length).max() ?? 1, 1))
        let yHigh = yTicks.last ?? 1
        let plot = Self.plot
        func x(_ value: Double) -> Double {
            xHigh == xLow ? (plot.left + plot.right) / 2
                : plot.left + (value - xLow) / (xHigh - xLow) * (plot.right - plot.left)
        }
        func y(_ value: Double) -> Double { plot.bottom - value / yHigh * (plot.bottom - plot.top) }
        let dimension = Prose.dimension(axis)
        var svg: [String] = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(Self.width))\" height=\"\(Self.number(Self.height))\" "
                + "viewBox=\"0 0 \(Self.number(Self.width)) \(Self.number(Self.height))\" font-family=\"sans-serif\" font-size=\"12\">",
            "<title>\(xmlEscape(title))</title>",
            "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
            "<text x=\"\(Self.number(plot.left))\" y=\"24\" font-size=\"15\" font-weight=\"bold\">\(xmlEscape(title))</text>",
        ]
        // Axes, grid and ticks.
        svg.append("<g class=\"axes\" stroke=\"#333\" stroke-width=\"1\">")
        svg.append("<line x1=\"\(Self.number(plot.left))\" y1=\"\(Self.number(plot.bottom))\" x2=\"\(Self.number(plot.right))\" "
            + "y2=\"\(Self.number(plot.bottom))\"/>")
        svg.append("<line x1=\"\(Self.number(plot.left))\" y1=\"\(Self.number(plot.top))\" x2=\"\(Self.number(plot.left))\" "
            + "y2=\"\(Self.number(plot.bottom))\"/>")
        svg.append("</g>")
        svg.append("<g class=\"x-ticks\" text-anchor=\"middle\">")
        for tick in xTicks where tick >= xLow - 1e-9 && tick <= xHigh + 1e-9 {
            let position = Self.number(x(tick))
            svg.append("<line x1=\"\(position)\" y1=\"\(Self.number(plot.bottom))\" x2=\"\(position)\" "
                + "y2=\"\(Self.number(plot.bottom + 5))\" stroke=\"#333\"/>")
            svg.append("<text x=\"\(position)\" y=\"\(Self.number(plot.bottom + 18))\">\(formatLength(tick))</text>")
        }
        svg.append("</g>")
        svg.append("<g class=\"y-ticks\" text-anchor=\"end\">")
        for tick in yTicks {
            let position = Self.number(y(tick))
            svg.append("<line x1=\"\(Self.number(plot.left))\" y1=\"\(position)\" x2=\"\(Self.number(plot.right))\" "
                + "y2=\"\(position)\" stroke=\"#e5e5e5\"/>")
            svg.append("<text x=\"\(Self.number(plot.left - 6))\" y=\"\(Self.number(y(tick) + 4))\">\(formatLength(tick))</text>")
        }
        svg.append("</g>")
        svg.append("<text x=\"\(Self.number((plot.left + plot.right) / 2))\" y=\"\(Self.number(plot.bottom + 38))\" "
            + "text-anchor=\"middle\">proposed \(dimension)</text>")
        svg.append("<text transform=\"translate(16 \(Self.number((plot.top + plot.bottom) / 2))) rotate(-90)\" "
            + "text-anchor=\"middle\">\(dimension) of each node</text>")
        // Lines, coloured by label (the same colour in both runs).
        var labels: [String] = []
        for line in lines where !labels.contains(line.label) { labels.append(line.label) }
        func colour(_ label: String) -> String { Self.palette[(labels.firstIndex(of: label) ?? 0) % Self.palette.count] }
        svg.append("<g class=\"lines\" fill=\"none\" stroke-width=\"2\">")
        for line in lines {
            let points = line.points.map { "\(Self.number(x($0.proposal))),\(Self.number(y($0.length)))" }.joined(separator: " ")
            let values = line.points.map { "\(formatLength($0.proposal)) → \(formatLength($0.length))" }.joined(separator: ", ")
            let run = line.run.map { " data-run=\"\(xmlEscape($0))\"" } ?? ""
            let dash = line.dashed ? " stroke-dasharray=\"6 4\" stroke-opacity=\"0.7\"" : ""
            let name = line.run.map { "\(line.label) (\($0))" } ?? line.label
            svg.append("<polyline data-label=\"\(xmlEscape(line.label))\"\(run) stroke=\"\(colour(line.label))\"\(dash) "
                + "points=\"\(points)\"><title>\(xmlEscape(name)): \(xmlEscape(values))</title></polyline>")
        }
        svg.append("</g>")
        // Legend: a swatch per label, then the runs' line styles.
        svg.append("<g class=\"legend\">")
        var legendY = plot.top
        for label in labels {
            svg.append("<line x1=\"\(Self.number(plot.right + 20))\" y1=\"\(Self.number(legendY))\" x2=\"\(Self.number(plot.right + 44))\" "
                + "y2=\"\(Self.number(legendY))\" stroke=\"\(colour(label))\" stroke-width=\"3\"/>")
            svg.append("<text x=\"\(Self.number(plot.right + 50))\" y=\"\(Self.number(legendY + 4))\">\(xmlEscape(label))</text>")
            legendY += 20
        }
        var runs: [(String, Bool)] = []
        for line in lines { if let run = line.run, !runs.contains(where: { $0.0 == run }) { runs.append((run, line.dashed)) } }
        if !runs.isEmpty { legendY += 10 }
        for (run, dashed) in runs {
            let dash = dashed ? " stroke-dasharray=\"6 4\"" : ""
            svg.append("<line x1=\"\(Self.number(plot.right + 20))\" y1=\"\(Self.number(legendY))\" x2=\"\(Self.number(plot.right + 44))\" "
                + "y2=\"\(Self.number(legendY))\" stroke=\"#333\" stroke-width=\"2\"\(dash)/>")
            svg.append("<text x=\"\(Self.number(plot.right + 50))\" y=\"\(Self.number(legendY + 4))\">\(xmlEscape(run))</text>")
            legendY += 20
        }
        svg.append("</g>")
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }

    /// Round tick values covering `low...high`: steps of 1, 2 or 5 times a power of ten, about five.
    static func ticks(from low: Double, to high: Double) -> [Double] {
        guard high > low, low.isFinite, high.isFinite else { return [low] }
        let rough = (high - low) / 5
        let magnitude = pow10(Int((log10Approximation(rough)).rounded(.down)))
        let residual = rough / magnitude
        let step = (residual < 1.5 ? 1 : residual < 3 ? 2 : residual < 7 ? 5 : 10) * magnitude
        var ticks: [Double] = []
        var tick = (low / step).rounded(.down) * step
        while tick < high + step * 0.999 && ticks.count < 50 {
            if tick >= low - step * 1e-9 { ticks.append((tick / step).rounded() * step) }
            if tick >= high - step * 1e-9 { break }
            tick += step
        }
        return ticks
    }

    /// log10 without Foundation.
    static func log10Approximation(_ value: Double) -> Double {
        var exponent = 0.0
        var value = value
        while value >= 10 { value /= 10; exponent += 1 }
        while value < 1 && value > 0 { value *= 10; exponent -= 1 }
        return exponent
    }

    static func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        if exponent >= 0 { for _ in 0..<exponent { result *= 10 } } else { for _ in 0..<(-exponent) { result /= 10 } }
        return result
    }

    /// A coordinate with at most two decimals.
    static func number(_ value: Double) -> String { formatLength(value) }
}
