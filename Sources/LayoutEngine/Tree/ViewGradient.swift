// A gradient a view is painted with, as its look keeps it: the colour slots of a `ViewLook` (fill,
// stroke) hold colour names, and a gradient's is its text, which `ViewGradient(text:)` reads back.
// The text names the gradient's kind, then its geometry in the unit space of the frame it paints,
// then its stops, each a colour name at a location:
//
//     linearGradient(from 0.5 0 to 0.5 1; blue at 0; purple at 1)
//     radialGradient(at 0.5 0.5 radius 0 to 100; red at 0; rgb(1, 0.5, 0) at 1 opacity 0.5)
//     ellipticalGradient(at 0.5 0.5 fraction 0 to 0.5; …)
//     angularGradient(at 0.5 0.5 angle 0 to 360; …)
//
// Parts are separated by `;` outside parentheses, so a colour's own commas and parentheses are kept.
// Pictures read it; layout never does.

/// A gradient (`LinearGradient`, `RadialGradient`, `EllipticalGradient`, `AngularGradient`, and
/// `Gradient` or `Color.gradient` used as a style): how its colours spread over the frame it paints,
/// and its stops. Its `text` is what a look's colour holds.
public struct ViewGradient: Hashable, Sendable {
    /// How the colours spread over the frame; points are unit points of the frame (0 ... 1 from its
    /// top-leading corner), as SwiftUI maps a gradient's unit points into the bounding rectangle of
    /// the shape it fills.
    public enum Geometry: Hashable, Sendable {
        /// Along the line from `start` to `end` (`LinearGradient`; `Gradient` and `AnyGradient` as
        /// styles go from top, (0.5, 0), to bottom, (0.5, 1)).
        case linear(start: Point, end: Point)
        /// In circles around `center`, from `startRadius` to `endRadius` points (`RadialGradient`).
        case radial(center: Point, startRadius: Double, endRadius: Double)
        /// In the circles of the unit square around `center`, from `startFraction` to `endFraction`
        /// of its side, the square stretched to the frame (`EllipticalGradient`: 0.5 reaches the
        /// edges from the centre).
        case elliptical(center: Point, startFraction: Double, endFraction: Double)
        /// Around `center`, from `startAngle` to `endAngle` (degrees, clockwise from the trailing
        /// side: SwiftUI's angles on a screen whose y axis points down) (`AngularGradient`); equal
        /// angles make one whole turn.
        case angular(center: Point, startAngle: Double, endAngle: Double)
    }

    /// One colour of the gradient at its location (0 ... 1 along it).
    public struct Stop: Hashable, Sendable {
        /// The colour's name, as a look's colours are named (`blue`, `rgb(1, 0, 0)`).
        public var colour: String
        public var location: Double
        /// How opaque the colour is (`.blue.opacity(0.3)`, 0 ... 1).
        public var opacity: Double
        /// How much white is mixed into the colour (0 ... 1): the lighter top of a colour's
        /// standard gradient (`Color.blue.gradient`).
        public var lightening: Double

        public init(colour: String, location: Double, opacity: Double = 1, lightening: Double = 0) {
            self.colour = colour
            self.location = location
            self.opacity = opacity
            self.lightening = lightening
        }
    }

    public var geometry: Geometry
    public var stops: [Stop]

    public init(_ geometry: Geometry, stops: [Stop]) {
        self.geometry = geometry
        self.stops = stops
    }

    /// The name a gradient drawn as a view gives its colour node (`linearGradient`): its kind.
    public var kindName: String {
        switch geometry {
        case .linear: "linearGradient"
        case .radial: "radialGradient"
        case .elliptical: "ellipticalGradient"
        case .angular: "angularGradient"
        }
    }

    /// The gradient as a look keeps it (see the file comment).
    public var text: String {
        func number(_ value: Double) -> String { Self.number(value) }
        let header = switch geometry {
        case .linear(let start, let end): "from \(number(start.x)) \(number(start.y)) to \(number(end.x)) \(number(end.y))"
        case .radial(let center, let from, let to): "at \(number(center.x)) \(number(center.y)) radius \(number(from)) to \(number(to))"
        case .elliptical(let center, let from, let to): "at \(number(center.x)) \(number(center.y)) fraction \(number(from)) to \(number(to))"
        case .angular(let center, let from, let to): "at \(number(center.x)) \(number(center.y)) angle \(number(from)) to \(number(to))"
        }
        let stopTexts = stops.map { stop in
            "\(stop.colour) at \(number(stop.location))" + (stop.opacity != 1 ? " opacity \(number(stop.opacity))" : "")
                + (stop.lightening != 0 ? " lighter \(number(stop.lightening))" : "")
        }
        return "\(kindName)(" + ([header] + stopTexts).joined(separator: "; ") + ")"
    }

    /// The gradient a look's colour holds; nil when `text` names a colour (or is not a gradient's text).
    public init?(text: String) {
        guard text.hasSuffix(")"), let open = text.firstIndex(of: "(") else { return nil }
        let kind = text[..<open]
        guard ["linearGradient", "radialGradient", "ellipticalGradient", "angularGradient"].contains(kind) else { return nil }
        let parts = Self.split(text[text.index(after: open)..<text.index(before: text.endIndex)])
        guard let header = parts.first else { return nil }
        let words = header.split(separator: " ").map(String.init)
        let numbers = words.compactMap(Double.init)
        guard numbers.count == 4, numbers.allSatisfy(\.isFinite) else { return nil }
        let center = Point(x: numbers[0], y: numbers[1])
        switch (kind, words.first, words.count > 3 ? words[3] : "") {
        case ("linearGradient", "from", _): geometry = .linear(start: center, end: Point(x: numbers[2], y: numbers[3]))
        case ("radialGradient", "at", "radius"): geometry = .radial(center: center, startRadius: numbers[2], endRadius: numbers[3])
        case ("ellipticalGradient", "at", "fraction"): geometry = .elliptical(center: center, startFraction: numbers[2], endFraction: numbers[3])
        case ("angularGradient", "at", "angle"): geometry = .angular(center: center, startAngle: numbers[2], endAngle: numbers[3])
        default: return nil
        }
        var stops: [Stop] = []
        for part in parts.dropFirst() {
            guard let stop = Self.stop(part) else { return nil }
            stops.append(stop)
        }
        self.stops = stops
    }

    /// A stop's text read back: `colour at location[ opacity o][ lighter l]`.
    private static func stop(_ text: String) -> Stop? {
        guard let at = text.ranges(of: " at ").last else { return nil }
        let words = text[at.upperBound...].split(separator: " ")
        guard let location = words.first.flatMap({ Double($0) }), location.isFinite else { return nil }
        var stop = Stop(colour: String(text[..<at.lowerBound]), location: location)
        var index = 1
        while index + 1 < words.count, let value = Double(words[index + 1]), value.isFinite {
            switch words[index] {
            case "opacity": stop.opacity = value
            case "lighter": stop.lightening = value
            default: return nil
            }
            index += 2
        }
        return index == words.count ? stop : nil
    }

    /// `text`'s parts between `;`s outside parentheses, trimmed.
    private static func split(_ text: Substring) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "(": depth += 1
            case ")": depth = max(depth - 1, 0)
            case ";" where depth == 0:
                parts.append(trimmed(current))
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        parts.append(trimmed(current))
        return parts
    }

    /// `text` without the spaces around it.
    private static func trimmed(_ text: String) -> String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    /// A number as the text writes it: the shortest form, at most 6 decimals.
    static func number(_ value: Double) -> String {
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
