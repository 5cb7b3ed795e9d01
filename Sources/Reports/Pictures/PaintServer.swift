// A gradient as an SVG paint server for one frame: `linearGradient` and `radialGradient` elements in
// the picture's coordinates (`gradientUnits="userSpaceOnUse"`), the gradient's unit points mapped
// into the frame as SwiftUI maps them into the bounding rectangle of the shape it fills. SVG has no
// angular (conic) gradient: one is drawn as a `pattern` of narrow wedges around its centre, each in
// the colour the gradient has at the wedge's middle angle (a conic approximation, 4° a wedge). The
// SVG pictures write it as elements; the browser explorer makes the same elements from its JSON.
import Experiments
import Foundation
import LayoutEngine

/// An SVG paint server: an element (`linearGradient`, `radialGradient`, `pattern`), its attributes,
/// and its stops or a pattern's wedges.
struct PaintServer: Hashable, Sendable {
    /// One stop: offset 0 ... 1, CSS colour, opacity.
    struct Stop: Hashable, Sendable {
        var offset: Double
        var colour: String
        var opacity: Double
    }

    /// One wedge of a pattern: SVG path data in the tile's coordinates, and its CSS colour.
    struct Wedge: Hashable, Sendable {
        var path: String
        var colour: String
        var opacity: Double
    }

    var element: String
    /// Attributes in the order written (`x1`, `y1`, …).
    var attributes: [(name: String, value: String)]
    var stops: [Stop] = []
    var wedges: [Wedge] = []

    static func == (lhs: PaintServer, rhs: PaintServer) -> Bool {
        lhs.element == rhs.element && lhs.attributes.map(\.name) == rhs.attributes.map(\.name)
            && lhs.attributes.map(\.value) == rhs.attributes.map(\.value) && lhs.stops == rhs.stops && lhs.wedges == rhs.wedges
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(element)
        hasher.combine(attributes.map(\.value))
        hasher.combine(stops)
        hasher.combine(wedges)
    }

    /// The server of `gradient` painting `frame` (the picture's coordinates), its named colours in
    /// `scheme`'s values.
    init(_ gradient: ViewGradient, frame f: Rect, scheme: ViewLook.Scheme = .light) {
        let stops = Self.colourStops(gradient.stops, scheme: scheme)
        func x(_ unit: Double) -> String { svgNumber(f.minX + unit * f.width) }
        func y(_ unit: Double) -> String { svgNumber(f.minY + unit * f.height) }
        switch gradient.geometry {
        case .linear(let start, let end):
            element = "linearGradient"
            attributes = [("gradientUnits", "userSpaceOnUse"), ("x1", x(start.x)), ("y1", y(start.y)), ("x2", x(end.x)), ("y2", y(end.y))]
            self.stops = stops.map { Stop(offset: $0.location, colour: $0.colour.css, opacity: $0.colour.alpha) }
        case .radial(let center, let startRadius, let endRadius):
            // SVG 1.1 has no start radius: the stops are moved out to where it puts them.
            element = "radialGradient"
            let radius = max(endRadius, 0)
            attributes = [("gradientUnits", "userSpaceOnUse"), ("cx", x(center.x)), ("cy", y(center.y)), ("r", svgNumber(radius))]
            self.stops = Self.spread(stops, from: radius > 0 ? min(max(startRadius / radius, 0), 1) : 0)
        case .elliptical(let center, let startFraction, let endFraction):
            // The unit square's circles stretched to the frame.
            element = "radialGradient"
            let radius = max(endFraction, 0)
            attributes = [("gradientUnits", "userSpaceOnUse"), ("cx", svgNumber(center.x)), ("cy", svgNumber(center.y)),
                          ("r", svgNumber(radius)),
                          ("gradientTransform", "matrix(\(svgNumber(f.width)) 0 0 \(svgNumber(f.height)) \(svgNumber(f.minX)) \(svgNumber(f.minY)))")]
            self.stops = Self.spread(stops, from: radius > 0 ? min(max(startFraction / radius, 0), 1) : 0)
        case .angular(let center, let startAngle, let endAngle):
            element = "pattern"
            // A tile well past the frame, so a line drawn on the frame's edge stays inside it.
            let margin = max(f.width, f.height, 1)
            let tile = Rect(x: f.minX - margin, y: f.minY - margin, width: f.width + 2 * margin, height: f.height + 2 * margin)
            attributes = [("patternUnits", "userSpaceOnUse"), ("x", svgNumber(tile.minX)), ("y", svgNumber(tile.minY)),
                          ("width", svgNumber(tile.width)), ("height", svgNumber(tile.height))]
            let cx = f.minX + center.x * f.width - tile.minX, cy = f.minY + center.y * f.height - tile.minY
            wedges = Self.wedges(stops, cx: cx, cy: cy, reach: 2 * (tile.width + tile.height), start: startAngle, end: endAngle)
        }
    }

    /// The element with `id`, its stops or wedges inside.
    func svg(id: String) -> String {
        let attributeText = attributes.map { " \($0.name)=\"\($0.value)\"" }.joined()
        let inner = stops.map { stop in
            "<stop offset=\"\(svgNumber(stop.offset))\" stop-color=\"\(stop.colour)\""
                + (stop.opacity < 1 ? " stop-opacity=\"\(svgNumber(stop.opacity))\"" : "") + "/>"
        }.joined() + wedges.map { wedge in
            "<path d=\"\(wedge.path)\" fill=\"\(wedge.colour)\"" + (wedge.opacity < 1 ? " fill-opacity=\"\(svgNumber(wedge.opacity))\"" : "") + "/>"
        }.joined()
        return "<\(element) id=\"\(xmlEscape(id))\"\(attributeText)>\(inner)</\(element)>\n"
    }

    /// The element as the explorer's script makes it: `{"element", "attributes", "stops", "wedges"}`.
    func json() -> JSON {
        var members: [(String, JSON)] = [("element", .string(element)),
                                         ("attributes", .orderedObject(attributes.map { ($0.name, JSON.string($0.value)) }))]
        if !stops.isEmpty {
            members.append(("stops", .array(stops.map { .array([.length($0.offset), .string($0.colour), .length($0.opacity)]) })))
        }
        if !wedges.isEmpty {
            members.append(("wedges", .array(wedges.map { .array([.string($0.path), .string($0.colour), .length($0.opacity)]) })))
        }
        return .orderedObject(members)
    }

    /// The colour a picture uses where it needs one colour for the gradient (a chart's line, an
    /// outline): its first stop's, in `scheme`.
    static func standIn(_ gradient: ViewGradient, scheme: ViewLook.Scheme = .light) -> String {
        gradient.stops.first.map { cssColour($0.colour, scheme: scheme) } ?? ViewAppearance.defaultShapeFill
    }

    // MARK: Colours

    /// The stops' colours as RGBA, in order of location; a clear colour takes its neighbour's hue
    /// (transparent), so a fade to clear does not pass through black. Named colours take `scheme`'s values.
    static func colourStops(_ stops: [ViewGradient.Stop], scheme: ViewLook.Scheme = .light) -> [(location: Double, colour: PictureColour)] {
        let sorted = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
        let colours = sorted.map { PictureColour(css: cssColour($0.colour, scheme: scheme)) }
        /// The nearest stop's colour that is one (the earlier first), made transparent.
        func clear(at index: Int) -> PictureColour {
            for distance in 1..<max(colours.count, 1) {
                for other in [index - distance, index + distance] where colours.indices.contains(other) {
                    if var colour = colours[other] {
                        colour.alpha = 0
                        return colour
                    }
                }
            }
            return PictureColour(red: 0, green: 0, blue: 0, alpha: 0)
        }
        return sorted.enumerated().map { index, stop in
            var colour = colours[index] ?? clear(at: index)
            colour = colour.mixedWithWhite(stop.lightening)
            colour.alpha *= min(max(stop.opacity, 0), 1)
            return (min(max(stop.location, 0), 1), colour)
        }
    }

    /// Stops moved into `from ... 1` (a radial gradient's start radius as a fraction of its end).
    private static func spread(_ stops: [(location: Double, colour: PictureColour)], from start: Double) -> [Stop] {
        stops.map { Stop(offset: start + $0.location * (1 - start), colour: $0.colour.css, opacity: $0.colour.alpha) }
    }

    /// The colour at `location` (0 ... 1): the stops' colours interpolated, the end ones held past them.
    static func colour(at location: Double, _ stops: [(location: Double, colour: PictureColour)]) -> PictureColour {
        guard let first = stops.first, let last = stops.last else { return PictureColour(red: 0, green: 0, blue: 0, alpha: 0) }
        if location <= first.location { return first.colour }
        if location >= last.location { return last.colour }
        for (before, after) in zip(stops, stops.dropFirst()) where location <= after.location {
            let span = after.location - before.location
            return span > 0 ? before.colour.mixed(with: after.colour, by: (location - before.location) / span) : after.colour
        }
        return last.colour
    }

    /// The location an angular gradient from `start` to `end` degrees has at `angle` [DOC
    /// `AngularGradient`: "If endAngle - startAngle > 2π, the gradient only draws the last complete
    /// turn. If endAngle - startAngle < 2π, the gradient fills the missing area with the colors
    /// defined by gradient locations one and zero, transitioning between the two halfway across the
    /// missing area"].
    static func angularLocation(at angle: Double, start: Double, end: Double) -> Double {
        func turn(_ value: Double) -> Double { let rest = value.truncatingRemainder(dividingBy: 360); return rest < 0 ? rest + 360 : rest }
        let span = end - start
        guard span > 0, span < 360 else {
            // A whole turn (or more: its last), from the turn's start.
            return turn(angle - (span >= 360 ? end - 360 : start)) / 360
        }
        let along = turn(angle - start)
        if along <= span { return along / span }
        return along - span < (360 - span) / 2 ? 1 : 0
    }

    /// The wedges of an angular gradient around (`cx`, `cy`), each `reach` long, 4° wide (and
    /// 0.5° more, under the next, so no seam shows between them).
    private static func wedges(_ stops: [(location: Double, colour: PictureColour)], cx: Double, cy: Double, reach: Double,
                               start: Double, end: Double) -> [Wedge] {
        let step = 4.0
        return stride(from: 0.0, to: 360, by: step).map { from in
            let colour = colour(at: angularLocation(at: from + step / 2, start: start, end: end), stops)
            func point(_ degrees: Double) -> String {
                let radians = degrees * .pi / 180
                return "\(svgNumber(cx + reach * cos(radians))) \(svgNumber(cy + reach * sin(radians)))"
            }
            return Wedge(path: "M\(svgNumber(cx)) \(svgNumber(cy))L\(point(from))L\(point(from + step + 0.5))Z", colour: colour.css,
                         opacity: colour.alpha)
        }
    }
}

/// A colour's components, 0 ... 1, for working out the colours between a gradient's stops.
struct PictureColour: Hashable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    init(red: Double, green: Double, blue: Double, alpha: Double) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// A CSS colour `#rrggbb`; nil for anything else (`none`).
    init?(css: String) {
        guard css.count == 7, css.hasPrefix("#"), let value = Int(css.dropFirst(), radix: 16) else { return nil }
        self.init(red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255, blue: Double(value & 0xFF) / 255, alpha: 1)
    }

    /// `#rrggbb`.
    var css: String {
        func hex(_ value: Double) -> String {
            let digits = String(Int((min(max(value, 0), 1) * 255).rounded()), radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + hex(red) + hex(green) + hex(blue)
    }

    /// This colour `fraction` of the way to `other` (components and opacity alike).
    func mixed(with other: PictureColour, by fraction: Double) -> PictureColour {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
        return PictureColour(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue), alpha: mix(alpha, other.alpha))
    }

    /// This colour with `fraction` of white mixed in (its opacity kept).
    func mixedWithWhite(_ fraction: Double) -> PictureColour {
        guard fraction != 0 else { return self }
        var mixed = self.mixed(with: PictureColour(red: 1, green: 1, blue: 1, alpha: alpha), by: min(max(fraction, 0), 1))
        mixed.alpha = alpha
        return mixed
    }
}
