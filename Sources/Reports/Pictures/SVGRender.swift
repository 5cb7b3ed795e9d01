// SVG pictures of layouts: one layout's frames as labelled, nested boxes, and two layouts of the
// same experiment overlaid (before dashed, after solid). Nothing is clipped: a child that
// overflows its parent is drawn past the parent's edge, and the picture grows to show it.
// Every `<rect>` of a node carries `data-node` (its label or path) so tools and tests can find it.
import LayoutEngine

private let depthPalette = ["#0969da", "#8250df", "#1a7f37", "#bc4c00", "#cf222e", "#116329", "#953800", "#6e7781"]
private let beforeColour = "#bc4c00"
private let afterColour = "#0969da"
private let addedColour = "#1a7f37"
private let removedColour = "#cf222e"
private let unchangedColour = "#8c959f"

/// Draws one layout: every placed node as a box in root coordinates, coloured by depth, with a
/// caption (`label · width×height`, or the kind for unlabelled nodes).
public func renderLayoutSVG(_ drawing: LayoutDrawing, title: String) -> String {
    let canvas = SVGCanvas(frames: drawing.boxes.map(\.frame), headerLines: 1)
    var svg = canvas.open(title: title)
    svg += canvas.headerText(title, line: 0, bold: true)
    svg += canvas.openContent
    var labels = LabelStacker()
    for box in drawing.boxes where isDrawable(box.frame) {
        let colour = depthPalette[box.depth % depthPalette.count]
        svg += rect(box, colour: colour, attributes: "", dashed: false, width: 1)
        if box.showsLabel {
            svg += caption(box.caption, x: box.frame.minX + 3,
                           y: labels.baseline(x: box.frame.minX, y: box.frame.minY, downward: true), colour: colour)
        }
    }
    svg += "</g>\n</svg>\n"
    return svg
}

/// Draws two layouts of one experiment on top of each other. Boxes match by node identity:
/// unchanged boxes are drawn once in grey; a moved or resized node is drawn dashed where it was
/// (`beforeCaption`, captioned at its bottom edge) and solid where it is (captioned at its top);
/// nodes only in one layout are drawn in red (before only) or green (after only).
public func renderLayoutOverlaySVG(before: LayoutDrawing, after: LayoutDrawing, title: String,
                                   beforeCaption: String, afterCaption: String,
                                   tolerance: Double = 0.01) -> String {
    let options = DiffOptions(tolerance: tolerance)
    var afterByKey: [NodeKey: LayoutBox] = Dictionary(minimumCapacity: after.boxes.count)
    for box in after.boxes where afterByKey[box.key] == nil { afterByKey[box.key] = box }
    var beforeByKey: [NodeKey: LayoutBox] = Dictionary(minimumCapacity: before.boxes.count)
    for box in before.boxes where beforeByKey[box.key] == nil { beforeByKey[box.key] = box }

    let canvas = SVGCanvas(frames: before.boxes.map(\.frame) + after.boxes.map(\.frame), headerLines: 2)
    var svg = canvas.open(title: title)
    svg += canvas.headerText(title, line: 0, bold: true)
    svg += legend(canvas: canvas, beforeCaption: beforeCaption, afterCaption: afterCaption)
    svg += canvas.openContent
    var labels = LabelStacker()
    // Before: unchanged boxes (grey, once), and the old place of everything that changed.
    for box in before.boxes where isDrawable(box.frame) {
        if let match = afterByKey[box.key] {
            let same = options.same(box.frame.minX, match.frame.minX) && options.same(box.frame.minY, match.frame.minY)
                && options.same(box.frame.width, match.frame.width) && options.same(box.frame.height, match.frame.height)
            if same {
                svg += rect(box, colour: unchangedColour, attributes: " data-run=\"both\" data-change=\"unchanged\"",
                            dashed: false, width: 1)
                if box.showsLabel {
                    svg += caption(box.caption, x: box.frame.minX + 3,
                                   y: labels.baseline(x: box.frame.minX, y: box.frame.minY, downward: true),
                                   colour: unchangedColour)
                }
                continue
            }
            svg += rect(box, colour: beforeColour, attributes: " data-run=\"before\" data-change=\"shifted\"",
                        dashed: true, width: 1.5)
        } else {
            svg += rect(box, colour: removedColour, attributes: " data-run=\"before\" data-change=\"removed\"",
                        dashed: true, width: 1.5)
        }
        guard box.showsLabel else { continue }
        svg += caption(box.caption, x: box.frame.minX + 3,
                       y: labels.baseline(x: box.frame.minX, y: box.frame.maxY, downward: false),
                       colour: afterByKey[box.key] == nil ? removedColour : beforeColour)
    }
    // After: the new place of everything that changed.
    for box in after.boxes where isDrawable(box.frame) {
        let change: String
        let colour: String
        if let old = beforeByKey[box.key] {
            guard isDrawable(old.frame) else { continue }
            let same = options.same(old.frame.minX, box.frame.minX) && options.same(old.frame.minY, box.frame.minY)
                && options.same(old.frame.width, box.frame.width) && options.same(old.frame.height, box.frame.height)
            if same { continue }
            change = "shifted"
            colour = afterColour
        } else {
            change = "added"
            colour = addedColour
        }
        svg += rect(box, colour: colour, attributes: " data-run=\"after\" data-change=\"\(change)\"",
                    dashed: false, width: 1.5)
        guard box.showsLabel else { continue }
        svg += caption(box.caption, x: box.frame.minX + 3,
                       y: labels.baseline(x: box.frame.minX, y: box.frame.minY, downward: true), colour: colour)
    }
    svg += "</g>\n</svg>\n"
    return svg
}

private func rect(_ box: LayoutBox, colour: String, attributes: String, dashed: Bool, width: Double) -> String {
    let dash = dashed ? " stroke-dasharray=\"5 3\"" : ""
    return "<rect data-node=\"\(xmlEscape(box.key.display))\" data-kind=\"\(xmlEscape(box.kind))\"\(attributes) "
        + "x=\"\(svgNumber(box.frame.minX))\" y=\"\(svgNumber(box.frame.minY))\" "
        + "width=\"\(svgNumber(box.frame.width))\" height=\"\(svgNumber(box.frame.height))\" "
        + "fill=\"\(colour)\" fill-opacity=\"0.06\" stroke=\"\(colour)\" stroke-width=\"\(svgNumber(width))\"\(dash)/>\n"
}

private func caption(_ text: String, x: Double, y: Double, colour: String) -> String {
    "<text x=\"\(svgNumber(x))\" y=\"\(svgNumber(y))\" fill=\"\(colour)\">\(xmlEscape(text))</text>\n"
}

private func legend(canvas: SVGCanvas, beforeCaption: String, afterCaption: String) -> String {
    let y = SVGCanvas.margin + SVGCanvas.lineHeight + 6
    var x = SVGCanvas.margin
    var svg = ""
    let entries: [(String, String, Bool)] = [
        (beforeCaption, beforeColour, true), (afterCaption, afterColour, false),
        ("unchanged", unchangedColour, false), ("added", addedColour, false), ("removed", removedColour, true),
    ]
    for (text, colour, dashed) in entries {
        let dash = dashed ? " stroke-dasharray=\"5 3\"" : ""
        svg += "<line x1=\"\(svgNumber(x))\" y1=\"\(svgNumber(y))\" x2=\"\(svgNumber(x + 18))\" y2=\"\(svgNumber(y))\" "
            + "stroke=\"\(colour)\" stroke-width=\"1.5\"\(dash)/>\n"
        svg += "<text x=\"\(svgNumber(x + 22))\" y=\"\(svgNumber(y + 3.5))\" fill=\"\(colour)\">\(xmlEscape(text))</text>\n"
        x += 22 + Double(text.count) * 5.6 + 14
    }
    return svg
}
