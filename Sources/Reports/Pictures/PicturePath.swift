// The outline of a shape of the user's own, as its look keeps it (`ViewLook.path`: SVG path data
// of absolute moves, lines, quadratic and cubic curves and closes, in the coordinates of the frame
// it was made for), placed in the frame a picture draws it in: moved to the frame's origin, and
// stretched when that frame is not the size it was made for (another proposal, a rerun); and its
// length, which a trimmed outline's dashes are measured in.
import LayoutEngine

/// A shape's outline as SVG path data in its own frame's coordinates (origin at its top-leading corner).
public struct PicturePath: Hashable, Sendable {
    /// One command: its letter and its points.
    struct Command: Hashable, Sendable {
        var letter: Character
        var points: [Point]
    }

    var commands: [Command]
    /// The size of the frame the outline was made for.
    var size: Size

    /// The outline `data` describes for a frame of `size`; nil when it is not such path data.
    public init?(_ data: String, size: Size) {
        let counts: [Character: Int] = ["M": 1, "L": 1, "Q": 2, "C": 3, "Z": 0]
        var commands: [Command] = []
        var letter: Character?
        var numbers: [Double] = []
        var number = ""
        func finishNumber() -> Bool {
            guard !number.isEmpty else { return true }
            guard let value = Double(number), value.isFinite else { return false }
            numbers.append(value)
            number = ""
            return true
        }
        func finishCommand() -> Bool {
            guard let current = letter, let count = counts[current], numbers.count == 2 * count else { return letter == nil }
            commands.append(Command(letter: current, points: stride(from: 0, to: numbers.count, by: 2).map { Point(x: numbers[$0], y: numbers[$0 + 1]) }))
            numbers = []
            return true
        }
        for character in data {
            if counts[character] != nil {
                guard finishNumber(), finishCommand() else { return nil }
                letter = character
            } else if character == " " {
                guard finishNumber() else { return nil }
            } else if character == "-" && !number.isEmpty {
                guard finishNumber() else { return nil }
                number = "-"
            } else {
                number.append(character)
            }
        }
        guard finishNumber(), finishCommand(), !commands.isEmpty else { return nil }
        self.commands = commands
        self.size = size
    }

    /// The path data placed in `frame`: moved to its origin, stretched from `size` to its size.
    func data(in frame: Rect) -> String {
        let sx = size.width > 0 ? frame.width / size.width : 1
        let sy = size.height > 0 ? frame.height / size.height : 1
        return commands.map { command in
            String(command.letter) + command.points.map { "\(svgNumber(frame.minX + $0.x * sx)) \(svgNumber(frame.minY + $0.y * sy))" }
                .joined(separator: " ")
        }.joined()
    }

    /// The outline's length placed in `frame` (curves measured as 16 straight pieces each).
    func length(in frame: Rect) -> Double {
        let sx = size.width > 0 ? frame.width / size.width : 1
        let sy = size.height > 0 ? frame.height / size.height : 1
        func scaled(_ point: Point) -> Point { Point(x: point.x * sx, y: point.y * sy) }
        func distance(_ a: Point, _ b: Point) -> Double { ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
        var total = 0.0
        var current = Point.zero, start = Point.zero
        for command in commands {
            let points = command.points.map(scaled)
            switch command.letter {
            case "M":
                current = points[0]
                start = current
            case "L":
                total += distance(current, points[0])
                current = points[0]
            case "Z":
                total += distance(current, start)
                current = start
            default:
                // A Bézier curve: its control points, then where it ends.
                let controls = [current] + points
                var previous = current
                for step in 1...16 {
                    let point = Self.bezier(controls, at: Double(step) / 16)
                    total += distance(previous, point)
                    previous = point
                }
                current = points[points.count - 1]
            }
        }
        return total
    }

    /// The point of a Bézier curve with `controls` (start, controls, end) at `t` (de Casteljau).
    private static func bezier(_ controls: [Point], at t: Double) -> Point {
        var points = controls
        while points.count > 1 {
            points = zip(points, points.dropFirst()).map { Point(x: $0.x + ($1.x - $0.x) * t, y: $0.y + ($1.y - $0.y) * t) }
        }
        return points[0]
    }
}
