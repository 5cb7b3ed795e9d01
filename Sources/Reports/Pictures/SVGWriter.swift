// Low-level SVG text: XML escaping, numbers, drawable frames and the largest picture width.
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

/// A coordinate for SVG: at most 2 decimals, never `∞` or an exponent. SVG viewers compute in 32-bit
/// floats, so lengths are clamped to ±`SVGCanvas.largestCoordinate` (a 1e307-wide view gets a
/// finite, if enormous, canvas); NaN is 0.
func svgNumber(_ value: Double) -> String {
    if value.isNaN { return "0" }
    return formatLength(min(max(value, -SVGCanvas.largestCoordinate), SVGCanvas.largestCoordinate))
}

/// Whether every component of a frame is finite (only those can be drawn).
func isDrawable(_ frame: Rect) -> Bool {
    frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite
}

/// Shared sizes of pictures.
enum SVGCanvas {
    /// Wider pictures are scaled down to this many pixels (their viewBox keeps every point).
    static let maximumWidth = 1200.0
    /// The largest coordinate written (see `svgNumber`).
    static let largestCoordinate = 1e9
}
