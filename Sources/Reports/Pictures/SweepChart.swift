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
    /// The view's own colour (a CSS colour), when known; else the chart picks one.
    public var colour: String?

    public init(label: String, run: String? = nil, dashed: Bool = false, points: [SweepPoint], colour: String? = nil) {
        self.label = label
        self.run = run
        self.dashed = dashed
        self.points = points
        self.colour = colour
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

    /// One run: a line per labelled node over the outcomes (one per swept proposal); `tree` (the
    /// experiment's view tree) gives each line its view's colour.
    public init(title: String, axis: Axis, outcomes: [ProposalOutcome], tree: ViewNode? = nil) {
        self.init(title: title, axis: axis,
                  lines: Self.lines(axis: axis, outcomes: outcomes, run: nil, dashed: false, tree: tree))
    }

    /// Two runs of the same sweep: the earlier run's lines dashed, the later's solid.
    public init(title: String, axis: Axis, before: [ProposalOutcome], beforeName: String,
                after: [ProposalOutcome], afterName: String, tree: ViewNode? = nil) {
        self.init(title: title, axis: axis,
                  lines: Self.lines(axis: axis, outcomes: before, run: beforeName, dashed: true, tree: tree)
                      + Self.lines(axis: axis, outcomes: after, run: afterName, dashed: false, tree: tree))
    }

    /// Each labelled node's finite length at each finite swept proposal, labels in tree order.
    static func lines(axis: Axis, outcomes: [ProposalOutcome], run: String?, dashed: Bool, tree: ViewNode?) -> [SweepLine] {
        var labels: [String] = []
        var points: [String: [SweepPoint]] = [:]
        var colours: [String: String] = [:]
        for outcome in outcomes {
            if let tree, colours.isEmpty, tree.nodeCount == outcome.nodes.count {
                colours = viewColours(nodes: outcome.nodes, appearances: ViewAppearance.byNodeIndex(tree, matching: outcome.nodes))
            }
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
                      points: (points[label] ?? []).sorted { $0.proposal < $1.proposal }, colour: colours[label])
        }
    }

    /// The colour of each labelled node's view: its own Color, or that of the view its modifiers
    /// (or single-view containers) wrap (`Color.blue.frame(...).id("blue")`). White and clear have none (they would not show).
    static func viewColours(nodes: [StoredNode], appearances: [Int: ViewAppearance]) -> [String: String] {
        var firstChild: [Int: Int] = [:]
        var childCount: [Int: Int] = [:]
        for node in nodes {
            guard let parent = node.parent else { continue }
            if firstChild[parent] == nil { firstChild[parent] = node.index }
            childCount[parent, default: 0] += 1
        }
        var result: [String: String] = [:]
        for node in nodes {
            guard let label = node.label, result[label] == nil else { continue }
            var index = node.index
            var steps = 0
            while appearances[index] == nil, let child = firstChild[index], steps < 64 {
                let isModifier = nodes.first(where: { $0.index == index }).map { KindFacts.isModifier($0.kind) } ?? false
                guard isModifier || childCount[index] == 1 else { break }
                index = child
                steps += 1
            }
            if case .color(_, let fill, _)? = appearances[index], fill != "none", fill != "#ffffff" { result[label] = fill }
        }
        return result
    }

    // MARK: Drawing

    static let width = 720.0
    static let plot = (left: 64.0, right: 540.0, top: 48.0, bottom: 372.0)
    /// Lines without a view colour take these, in order (colour-blind safe).
    static let palette = colourBlindSafePalette

    /// The chart as a standalone SVG document: each line in its view's colour (or the palette's)
    /// with its name at its end; a line identical to an earlier one of the same run is drawn
    /// offset and dotted, and the legend says "(same as X)".
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
        // Colours by label (the same in both runs): the view's own, else the palette's next unused one.
        var labels: [String] = []
        for line in lines where !labels.contains(line.label) { labels.append(line.label) }
        var colourByLabel: [String: String] = [:]
        var used: Set<String> = []
        for label in labels {
            if let own = lines.first(where: { $0.label == label })?.colour, !used.contains(own) {
                colourByLabel[label] = own
                used.insert(own)
            }
        }
        var next = 0
        for label in labels where colourByLabel[label] == nil {
            let free = Self.palette.indices.map { (next + $0) % Self.palette.count }.first { !used.contains(Self.palette[$0]) }
            let index = free ?? next % Self.palette.count
            colourByLabel[label] = Self.palette[index]
            used.insert(Self.palette[index])
            next = index + 1
        }
        func colour(_ label: String) -> String { colourByLabel[label] ?? Self.palette[0] }
        // Lines identical to an earlier line of the same run.
        var sameAs: [Int: Int] = [:]
        var offsetCount: [Int: Int] = [:]
        for (j, line) in lines.enumerated() {
            guard !line.points.isEmpty else { continue }
            for i in 0..<j where sameAs[i] == nil && lines[i].run == line.run && lines[i].points.count == line.points.count
                && zip(lines[i].points, line.points).allSatisfy({ abs($0.proposal - $1.proposal) < 0.005 && abs($0.length - $1.length) < 0.005 }) {
                sameAs[j] = i
                offsetCount[i, default: 0] += 1
                offsetCount[j] = offsetCount[i]
                break
            }
        }
        var svg: [String] = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "",  // the opening tag, once the height is known
            "<title>\(xmlEscape(title))</title>",
            "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
            "<text x=\"\(Self.number(plot.left))\" y=\"24\" font-size=\"15\" font-weight=\"bold\">"
                + "\(xmlEscape(PictureText.shortened(title, toWidth: (Self.width - plot.left - 16) / 1.5, size: 10)))</text>",
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
        svg.append("<g class=\"lines\" fill=\"none\" stroke-width=\"2\">")
        for (index, line) in lines.enumerated() {
            // A repeated line is lifted 3 px per repeat so it shows beside the one it repeats.
            let lift = sameAs[index] != nil ? Double(offsetCount[index] ?? 1) * 3 : 0
            let points = line.points.map { "\(Self.number(x($0.proposal))),\(Self.number(y($0.length) - lift))" }.joined(separator: " ")
            let values = line.points.map { "\(formatLength($0.proposal)) → \(formatLength($0.length))" }.joined(separator: ", ")
            let run = line.run.map { " data-run=\"\(xmlEscape($0))\"" } ?? ""
            var dash = line.dashed ? " stroke-dasharray=\"6 4\" stroke-opacity=\"0.7\"" : ""
            if let original = sameAs[index] {
                dash = " stroke-dasharray=\"\(line.dashed ? "2 4" : "4 3")\" data-same-as=\"\(xmlEscape(lines[original].label))\""
            }
            let name = line.run.map { "\(line.label) (\($0))" } ?? line.label
            svg.append("<polyline data-label=\"\(xmlEscape(line.label))\"\(run) stroke=\"\(colour(line.label))\"\(dash) "
                + "points=\"\(points)\"><title>\(xmlEscape(name)): \(xmlEscape(values))</title></polyline>")
        }
        svg.append("</g>")
        // Names at the lines' ends (the later run's, when there are two), spread so none overlaps.
        let lastRun = lines.last?.run
        var ends: [(label: String, y: Double, text: String)] = []
        for (index, line) in lines.enumerated() where line.run == lastRun {
            guard let last = line.points.last else { continue }
            var text = line.label
            if let original = sameAs[index] { text += " (same as \(lines[original].label))" }
            let lift = sameAs[index] != nil ? Double(offsetCount[index] ?? 1) * 3 : 0
            ends.append((line.label, y(last.length) - lift + 4, PictureText.shortened(text, toWidth: Self.width - plot.right - 24, size: 12)))
        }
        ends.sort { $0.y < $1.y }
        var previous = -Double.infinity
        for index in ends.indices {
            ends[index].y = max(ends[index].y, previous + 15)
            previous = ends[index].y
        }
        // Names pushed below the plot move back up, keeping their spacing (they stay beside the plot).
        var following = plot.bottom + 4 + 15
        for index in ends.indices.reversed() {
            ends[index].y = min(ends[index].y, following - 15)
            following = ends[index].y
        }
        svg.append("<g class=\"end-labels\">")
        for end in ends {
            svg.append("<text class=\"label\" x=\"\(Self.number(plot.right + 8))\" y=\"\(Self.number(end.y))\" "
                + "fill=\"\(colour(end.label))\">\(xmlEscape(end.text))</text>")
        }
        svg.append("</g>")
        // Legend below the plot: a swatch per label (with "(same as X)"), then the runs' line styles.
        svg.append("<g class=\"legend\">")
        var legendX = plot.left
        var legendY = plot.bottom + 62
        func entry(_ text: String, stroke: String, dash: String, width: Double) {
            let shown = PictureText.shortened(text, toWidth: Self.width - plot.left - 50, size: 12)
            let entryWidth = 30 + PictureText.width(shown, size: 12) + 16
            if legendX > plot.left && legendX + entryWidth > Self.width - 16 { legendX = plot.left; legendY += 20 }
            svg.append("<line x1=\"\(Self.number(legendX))\" y1=\"\(Self.number(legendY - 4))\" x2=\"\(Self.number(legendX + 24))\" "
                + "y2=\"\(Self.number(legendY - 4))\" stroke=\"\(stroke)\" stroke-width=\"\(Self.number(width))\"\(dash)/>")
            svg.append("<text class=\"label\" x=\"\(Self.number(legendX + 30))\" y=\"\(Self.number(legendY))\">\(xmlEscape(shown))</text>")
            legendX += entryWidth
        }
        for label in labels {
            let index = lines.firstIndex { $0.label == label && $0.run == lastRun }
            let same = index.flatMap { sameAs[$0] }.map { " (same as \(lines[$0].label))" } ?? ""
            entry(label + same, stroke: colourByLabel[label] ?? Self.palette[0], dash: "", width: 3)
        }
        var runs: [(String, Bool)] = []
        for line in lines { if let run = line.run, !runs.contains(where: { $0.0 == run }) { runs.append((run, line.dashed)) } }
        if !runs.isEmpty { legendX = plot.left; legendY += 20 }
        for (run, dashed) in runs {
            entry(run, stroke: "#333", dash: dashed ? " stroke-dasharray=\"6 4\"" : "", width: 2)
        }
        svg.append("</g>")
        svg.append("</svg>")
        let height = (legendY + 16).rounded(.up)
        svg[1] = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(Self.width))\" height=\"\(Self.number(height))\" "
            + "viewBox=\"0 0 \(Self.number(Self.width)) \(Self.number(height))\" font-family=\"Helvetica, Arial, 'Liberation Sans', sans-serif\" font-size=\"12\">"
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
    static func number(_ value: Double) -> String { svgNumber(value) }
}
