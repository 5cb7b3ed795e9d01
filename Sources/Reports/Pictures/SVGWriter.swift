// Low-level SVG text: XML escaping, numbers, and the shared document frame (bounds, margins,
// title and legend) used by both the single-layout and the overlay picture.
import LayoutEngine

/// Escapes text for XML content and attribute values. Characters XML 1.0 forbids (most control
/// characters, U+FFFE, U+FFFF) become U+FFFD so the document always parses.
public func xmlEscape(_ value: String) -> String {
    var result = ""
    result.reserveCapacity(value.utf8.count)
    for scalar in value.unicodeScalars {
        switch scalar {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "'": result += "&apos;"
        case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
        default:
            if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                result.unicodeScalars.append("\u{FFFD}")
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result
}

/// A coordinate for SVG: at most 2 decimals, never `∞` (callers draw finite frames only).
func svgNumber(_ value: Double) -> String {
    value.isFinite ? formatLength(value) : "0"
}

/// Whether every component of a frame is finite (only those can be drawn).
func isDrawable(_ frame: Rect) -> Bool {
    frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite
}

/// Shared layout of a picture: the content's bounds in points, and the space above it for the
/// title and legend.
struct SVGCanvas {
    static let margin = 16.0
    static let lineHeight = 14.0
    static let maximumWidth = 1200.0

    var minX = 0.0
    var minY = 0.0
    var maxX = 0.0
    var maxY = 0.0
    var headerLines: Int

    /// Bounds covering every drawable frame (and the origin), so overflow stays visible.
    init(frames: [Rect], headerLines: Int) {
        self.headerLines = headerLines
        for frame in frames where isDrawable(frame) {
            minX = min(minX, frame.minX, frame.maxX)
            minY = min(minY, frame.minY, frame.maxY)
            maxX = max(maxX, frame.minX, frame.maxX)
            maxY = max(maxY, frame.minY, frame.maxY)
        }
    }

    var header: Double { Double(headerLines) * SVGCanvas.lineHeight + (headerLines > 0 ? 6 : 0) }
    var width: Double { max(maxX - minX, 120) + 2 * SVGCanvas.margin }
    var height: Double { maxY - minY + 2 * SVGCanvas.margin + header }
    /// Where content coordinate (0, 0) lands.
    var originX: Double { SVGCanvas.margin - minX }
    var originY: Double { SVGCanvas.margin + header - minY }

    /// The opening tag (scaled down to `maximumWidth` pixels for very wide layouts) and a title.
    func open(title: String) -> String {
        let scale = width > SVGCanvas.maximumWidth ? SVGCanvas.maximumWidth / width : 1
        return """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(svgNumber(width * scale))" \
        height="\(svgNumber(height * scale))" viewBox="0 0 \(svgNumber(width)) \(svgNumber(height))" \
        font-family="-apple-system, Helvetica, Arial, sans-serif" font-size="10">
        <title>\(xmlEscape(title))</title>
        <rect x="0" y="0" width="\(svgNumber(width))" height="\(svgNumber(height))" fill="#ffffff"/>

        """
    }

    /// A line of header text (line 0 is the first).
    func headerText(_ text: String, line: Int, bold: Bool = false) -> String {
        let y = SVGCanvas.margin + Double(line) * SVGCanvas.lineHeight + 10
        let weight = bold ? " font-weight=\"bold\"" : ""
        return "<text x=\"\(svgNumber(SVGCanvas.margin))\" y=\"\(svgNumber(y))\"\(weight)>\(xmlEscape(text))</text>\n"
    }

    /// The `<g>` that shifts content coordinates into place.
    var openContent: String {
        "<g transform=\"translate(\(svgNumber(originX)) \(svgNumber(originY)))\">\n"
    }
}

/// Places box captions so that boxes sharing a corner do not print over each other.
struct LabelStacker {
    private var used: [String: Int] = [:]

    /// The baseline y of the next caption anchored at (x, y), going down (or up, from a bottom edge).
    mutating func baseline(x: Double, y: Double, downward: Bool) -> Double {
        let key = "\(svgNumber(x)),\(svgNumber(y)),\(downward)"
        let count = used[key, default: 0]
        used[key] = count + 1
        return downward ? y + 11 + Double(count) * 11 : y - 3 - Double(count) * 11
    }
}
