// A shape in a picture, in its own look (`ShapeLook`): filled translucently as a Color is (grey and
// fainter when its code gave it no colour) and outlined, or drawn as a line of its width on its edge
// or inside it; in a gradient where its code gave one (a paint server written just before it, with
// ids from the box's); only the part a trim keeps: a circle's as an arc (its outline starts at its
// trailing point and runs clockwise, as Core Graphics' ellipse does), any other outline as one dash
// of the trimmed length along it, the outline's length measured here (renderers such as
// rsvg-convert ignore `pathLength`).
import Foundation
import LayoutEngine

/// The SVG of `look` drawn in frame `f`, its paint servers' ids made from `id`, its gradients' named
/// colours in `scheme`, outlined where its code gave no outline in `palette`'s colours (the page's).
func shapeSVG(_ look: ShapeLook, frame f: Rect, id: String, scheme: ViewLook.Scheme = .light,
              palette: PicturePalette = .light) -> String {
    var servers = ""
    /// `url(#…)` of a gradient's server painting frame `f` (the shape's bounds, even for a line inside them).
    func server(_ gradient: ViewGradient?, _ role: String) -> String? {
        guard let gradient else { return nil }
        let serverID = "\(id)-\(role)"
        servers += PaintServer(gradient, frame: f, scheme: scheme).svg(id: serverID)
        return "url(#\(serverID))"
    }
    let drawn: Rect
    let style: String
    if let width = look.lineWidth {
        // A line `width` wide (`stroke(lineWidth:)`): on its edge, or inside it (`strokeBorder`), not filled.
        let lineWidth = max(width, 0)
        let inset = look.lineInside ? min(lineWidth / 2, min(f.width, f.height) / 2) : 0
        drawn = Rect(x: f.minX + inset, y: f.minY + inset, width: f.width - 2 * inset, height: f.height - 2 * inset)
        let paint = server(look.strokeGradient, "stroke") ?? look.stroke ?? ViewAppearance.defaultShapeFill
        style = "fill=\"none\" stroke=\"\(paint)\" stroke-width=\"\(svgNumber(lineWidth))\""
    } else {
        drawn = f
        let fillAttributes = switch (look.fill, look.stroke) {
        case (let fill?, _) where fill != "none": "fill=\"\(server(look.fillGradient, "fill") ?? fill)\" fill-opacity=\"0.4\""
        case (nil, _?), ("none"?, _): "fill=\"none\""
        default: "fill=\"\(ViewAppearance.defaultShapeFill)\" fill-opacity=\"0.2\""
        }
        let outline = look.stroke.map { "stroke=\"\(server(look.strokeGradient, "stroke") ?? $0)\" stroke-width=\"2\"" }
            ?? "stroke=\"\(look.fill.flatMap { $0 == "none" || $0 == palette.unseen ? nil : $0 } ?? palette.container)\" stroke-width=\"1\""
        style = fillAttributes + " " + outline
    }
    let element = trimmedSVG(look.shape, drawn, style: style, trim: look.trim, isLine: look.lineWidth != nil)
        ?? outlineSVG(look.shape, drawn, style: style, extra: "")
    return (servers.isEmpty ? "" : "<defs>\(servers)</defs>\n") + element
}

/// A shape's whole outline in frame `f`, with `style` (fill and stroke attributes) and `extra` after it.
private func outlineSVG(_ shape: ViewAppearance.Shape, _ f: Rect, style: String, extra: String) -> String {
    let r = min(f.width, f.height) / 2
    let box = "x=\"\(svgNumber(f.minX))\" y=\"\(svgNumber(f.minY))\" width=\"\(svgNumber(f.width))\" height=\"\(svgNumber(f.height))\""
    switch shape {
    case .rectangle:
        return "<rect \(box) \(style)\(extra)/>\n"
    case .roundedRectangle(let radius):
        return "<rect \(box) rx=\"\(svgNumber(min(radius, r)))\" \(style)\(extra)/>\n"
    case .capsule:
        return "<rect \(box) rx=\"\(svgNumber(r))\" \(style)\(extra)/>\n"
    case .ellipse:
        return "<ellipse cx=\"\(svgNumber(f.midX))\" cy=\"\(svgNumber(f.midY))\" rx=\"\(svgNumber(f.width / 2))\" ry=\"\(svgNumber(f.height / 2))\" \(style)\(extra)/>\n"
    case .circle:
        return "<circle cx=\"\(svgNumber(f.midX))\" cy=\"\(svgNumber(f.midY))\" r=\"\(svgNumber(r))\" \(style)\(extra)/>\n"
    case .path(let path):
        return "<path d=\"\(path.data(in: f))\" \(style)\(extra)/>\n"
    }
}

/// The part of the outline a trim keeps (nil: the whole outline, no trim or one that keeps it all;
/// an empty string: nothing). A circle's part is an arc (filled, the region its chord closes);
/// another outline's, a line (`isLine`), is one dash of the trimmed length, starting where the
/// trim starts; another filled outline is drawn whole.
private func trimmedSVG(_ shape: ViewAppearance.Shape, _ f: Rect, style: String, trim: ViewLook.Trim?, isLine: Bool) -> String? {
    guard let trim else { return nil }
    let from = min(max(trim.from, 0), 1), to = min(max(trim.to, 0), 1)
    guard from > 0 || to < 1 else { return nil }
    guard to > from else { return "" }
    if case .circle = shape {
        let r = min(f.width, f.height) / 2
        func point(_ fraction: Double) -> String {
            let angle = 2 * .pi * fraction
            return "\(svgNumber(f.midX + r * cos(angle))) \(svgNumber(f.midY + r * sin(angle)))"
        }
        return "<path d=\"M\(point(from))A\(svgNumber(r)) \(svgNumber(r)) 0 \(to - from > 0.5 ? 1 : 0) 1 \(point(to))\" \(style)/>\n"
    }
    guard isLine else { return nil }
    let length = outlineLength(shape, f)
    let dash = " stroke-dasharray=\"\(svgNumber((to - from) * length)) \(svgNumber(length))\""
        + (from > 0 ? " stroke-dashoffset=\"\(svgNumber(-from * length))\"" : "")
    return outlineSVG(shape, f, style: style, extra: dash)
}

/// The length of a shape's outline in frame `f`, as SVG draws it (an ellipse's by Ramanujan's
/// second approximation, within a few parts in a million of its length).
private func outlineLength(_ shape: ViewAppearance.Shape, _ f: Rect) -> Double {
    let (w, h) = (max(f.width, 0), max(f.height, 0))
    switch shape {
    case .rectangle: return 2 * (w + h)
    case .roundedRectangle(let radius): return 2 * (w + h) - (8 - 2 * .pi) * min(max(radius, 0), min(w, h) / 2)
    case .capsule: return 2 * (w + h) - (8 - 2 * .pi) * min(w, h) / 2
    case .circle: return .pi * min(w, h)
    case .ellipse:
        let (a, b) = (w / 2, h / 2)
        return .pi * (3 * (a + b) - ((3 * a + b) * (a + 3 * b)).squareRoot())
    case .path(let path): return path.length(in: f)
    }
}
