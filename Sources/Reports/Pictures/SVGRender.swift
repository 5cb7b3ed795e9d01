// SVG pictures of layouts: one layout's views as boxes in their own colours (a Color filled
// translucently, shapes in their fill (ShapeSVG.swift), gradients as SVG gradients
// (PaintServer.swift), Text as its text, Image as a placeholder, containers as outlines,
// frame-changing modifiers thin and dashed; what a turned view shows turned), and two layouts of the same experiment,
// overlaid (before dashed, after solid, unchanged grey) or side by side. Only what the code clips
// (`clipShape`, `cornerRadius`, `clipped`) is clipped, in a layout's own look: any other child
// that overflows its parent is drawn past the parent's edge, and the picture grows to show it.
// Captions never overlap and never leave the picture (see LabelPlacement.swift). Every box's
// `<rect>` carries `data-node` (its label or path); captions are `<text class="label">`. A layout
// whose root is drawn dark (a preview that prefers dark) is drawn on a dark page, in the dark
// palette (PicturePalette.swift); each view's own colours are those of its scheme.
import LayoutEngine

private let depthPalette = ["#0969da", "#8250df", "#1a7f37", "#bc4c00", "#cf222e", "#116329", "#953800", "#6e7781"]
private let beforeColour = "#bc4c00"
private let afterColour = "#0969da"
private let addedColour = "#1a7f37"
private let removedColour = "#cf222e"
private let unchangedColour = "#8c959f"
/// A Text's string in a comparison picture: readable, quieter than the boxes' colours.
private let mutedTextColour = "#57606a"

/// Draws one layout: every box in root coordinates, in the view's colour (or by depth when the
/// view tree is unknown), captioned `label · width×height` (the kind for unlabelled views); on a
/// dark page when the layout is drawn dark (`LayoutDrawing.scheme`).
public func renderLayoutSVG(_ drawing: LayoutDrawing, title: String) -> String {
    let items = drawing.boxes.filter { isDrawable($0.frame) }.map { box in
        DrawnBox(box: box, style: .own, attributes: "")
    }
    return PictureDocument(title: title, legend: [], panels: [Panel(title: nil, items: items, proposalArea: drawing.proposalArea)],
                           palette: .of(drawing.scheme)).svg()
}

/// Draws two layouts of one experiment on top of each other. Boxes match by node identity:
/// unchanged boxes are drawn once in grey; a moved or resized node is drawn dashed where it was
/// (`beforeCaption`) and solid where it is; nodes only in one layout are drawn in red (before
/// only) or green (after only).
public func renderLayoutOverlaySVG(before: LayoutDrawing, after: LayoutDrawing, title: String,
                                   beforeCaption: String, afterCaption: String,
                                   tolerance: Double = 0.01) -> String {
    let (beforeItems, afterItems) = changeItems(before: before, after: after, tolerance: tolerance)
    return PictureDocument(title: title, legend: legendEntries(beforeCaption, afterCaption),
                           panels: [Panel(title: nil, items: beforeItems + afterItems)]).svg()
}

/// Draws two layouts of one experiment side by side (before | after), for layouts where overlaying
/// hides the change: the same colours as the overlay, each layout in its own panel.
public func renderLayoutSideBySideSVG(before: LayoutDrawing, after: LayoutDrawing, title: String,
                                      beforeCaption: String, afterCaption: String,
                                      tolerance: Double = 0.01) -> String {
    let options = DiffOptions(tolerance: tolerance)
    func same(_ a: Rect, _ b: Rect?) -> Bool {
        guard let b else { return false }
        return options.same(a.minX, b.minX) && options.same(a.minY, b.minY) && options.same(a.width, b.width)
            && options.same(a.height, b.height)
    }
    let left = before.boxes.filter { isDrawable($0.frame) }.map { box -> DrawnBox in
        let match = after.frames[box.key]
        if same(box.frame, match) { return DrawnBox(box: box, style: .change(unchangedColour, dashed: false), attributes: " data-run=\"before\" data-change=\"unchanged\"") }
        let change = match == nil ? "removed" : "shifted"
        return DrawnBox(box: box, style: .change(match == nil ? removedColour : beforeColour, dashed: true),
                        attributes: " data-run=\"before\" data-change=\"\(change)\"")
    }
    let right = after.boxes.filter { isDrawable($0.frame) }.map { box -> DrawnBox in
        let old = before.frames[box.key]
        if same(box.frame, old) { return DrawnBox(box: box, style: .change(unchangedColour, dashed: false), attributes: " data-run=\"after\" data-change=\"unchanged\"") }
        let change = old == nil ? "added" : "shifted"
        return DrawnBox(box: box, style: .change(old == nil ? addedColour : afterColour, dashed: false),
                        attributes: " data-run=\"after\" data-change=\"\(change)\"")
    }
    return PictureDocument(title: title, legend: legendEntries(beforeCaption, afterCaption),
                           panels: [Panel(title: beforeCaption, items: left), Panel(title: afterCaption, items: right)]).svg()
}

private func legendEntries(_ beforeCaption: String, _ afterCaption: String) -> [(String, String, Bool)] {
    [(beforeCaption, beforeColour, true), (afterCaption, afterColour, false), ("unchanged", unchangedColour, false),
     ("added", addedColour, false), ("removed", removedColour, true)]
}

private func changeItems(before: LayoutDrawing, after: LayoutDrawing, tolerance: Double) -> ([DrawnBox], [DrawnBox]) {
    let options = DiffOptions(tolerance: tolerance)
    func same(_ a: Rect, _ b: Rect) -> Bool {
        options.same(a.minX, b.minX) && options.same(a.minY, b.minY) && options.same(a.width, b.width)
            && options.same(a.height, b.height)
    }
    let followers = movedWithAncestor(before: before, after: after, options: options)
    // An unchanged box is drawn as the newer run has it: the newer tree says what each box shows
    // now (a Text's string), and an older run may have been drawn without its tree.
    let newer = Dictionary(after.boxes.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    var beforeItems: [DrawnBox] = []
    for var box in before.boxes where isDrawable(box.frame) {
        if followers.contains(box.key) { box.showsLabel = false }
        if let match = after.frames[box.key] {
            if same(box.frame, match) {
                if let current = newer[box.key], box.appearance == nil { box.appearance = current.appearance }
                beforeItems.append(DrawnBox(box: box, style: .change(unchangedColour, dashed: false),
                                            attributes: " data-run=\"both\" data-change=\"unchanged\""))
            } else {
                beforeItems.append(DrawnBox(box: box, style: .change(beforeColour, dashed: true),
                                            attributes: " data-run=\"before\" data-change=\"shifted\"", preferBottom: true))
            }
        } else {
            beforeItems.append(DrawnBox(box: box, style: .change(removedColour, dashed: true),
                                        attributes: " data-run=\"before\" data-change=\"removed\"", preferBottom: true))
        }
    }
    var afterItems: [DrawnBox] = []
    for var box in after.boxes where isDrawable(box.frame) {
        if followers.contains(box.key) { box.showsLabel = false }
        if let old = before.frames[box.key] {
            guard isDrawable(old), !same(old, box.frame) else { continue }
            afterItems.append(DrawnBox(box: box, style: .change(afterColour, dashed: false),
                                       attributes: " data-run=\"after\" data-change=\"shifted\""))
        } else {
            afterItems.append(DrawnBox(box: box, style: .change(addedColour, dashed: false),
                                       attributes: " data-run=\"after\" data-change=\"added\""))
        }
    }
    return (beforeItems, afterItems)
}

/// The boxes that only moved with the nearest box drawn around them (the same translation, the
/// same size): drawn, but not captioned, as the report's node table counts them in that box's row.
private func movedWithAncestor(before: LayoutDrawing, after: LayoutDrawing, options: DiffOptions) -> Set<NodeKey> {
    func translation(_ box: LayoutBox) -> (x: Double, y: Double)? {
        guard let old = before.frames[box.key], options.same(old.width, box.frame.width),
              options.same(old.height, box.frame.height) else { return nil }
        let (x, y) = (box.frame.minX - old.minX, box.frame.minY - old.minY)
        return options.same(x, 0) && options.same(y, 0) ? nil : (x, y)
    }
    var followers: Set<NodeKey> = []
    var open: [(depth: Int, moved: (x: Double, y: Double)?)] = []
    for box in after.boxes {
        while let last = open.last, last.depth >= box.depth { open.removeLast() }
        let moved = translation(box)
        if let moved, let around = open.last?.moved, options.same(moved.x, around.x), options.same(moved.y, around.y) {
            followers.insert(box.key)
        }
        open.append((box.depth, moved))
    }
    return followers
}

/// A box and how to draw it.
struct DrawnBox {
    enum Style {
        /// The view's own look.
        case own
        /// A comparison colour, dashed or solid.
        case change(String, dashed: Bool)
    }

    var box: LayoutBox
    var style: Style
    var attributes: String
    var preferBottom = false

    /// An unchanged box in a comparison: its caption is context, placed only near the box.
    var isUnchanged: Bool {
        if case .change(unchangedColour, dashed: false) = style { return true }
        return false
    }

    /// The colour of the box's caption on a page in `palette`.
    func captionColour(_ palette: PicturePalette) -> String {
        switch style {
        case .own: return palette.ink
        case .change(let colour, _): return colour
        }
    }

    /// Whether a Text's string is drawn in the box: in its own look, and in a comparison's newer
    /// (solid) box, not its dashed older one.
    var drawsText: Bool {
        switch style {
        case .own: return true
        case .change(_, let dashed): return !dashed
        }
    }
}

struct Panel {
    var title: String?
    var items: [DrawnBox]
    /// The proposed area, outlined dotted and captioned last.
    var proposalArea: Rect? = nil
}

/// A whole picture: title, legend of line styles, one or more panels of boxes with their captions,
/// and the legend of numbered markers below.
struct PictureDocument {
    var title: String
    var legend: [(String, String, Bool)]
    var panels: [Panel]
    /// The colours of the page and of the picture's own marks (comparisons are drawn light).
    var palette = PicturePalette.light

    static let margin = 16.0
    static let line = 14.0
    static let panelGap = 32.0
    /// Panels wider than this together are stacked vertically.
    static let stackWidth = 900.0

    func svg() -> String {
        // Lay out each panel's captions in its own content coordinates.
        var placed: [(panel: Panel, content: Rect, extent: Rect, labels: [PlacedLabel], markerBase: Int)] = []
        var markerBase = 0
        for var panel in panels {
            // A view its clips hide entirely (a card scrolled out of its scroll view) is not drawn
            // or captioned, so the picture stays the size of what shows.
            panel.items.removeAll { item in
                guard case .own = item.style, let clip = item.box.clip else { return false }
                return !clip.shows(item.box.frame)
            }
            // The boxes and the proposed area, not the root's origin: a view centred low in a tall
            // proposal is drawn without the empty space above it when no proposal area is drawn.
            // What shows of each box: a box inside a clip counts as much of it as the clip shows
            // (a scroll view's tall content as its visible part), for the picture's size and captions.
            let shownFrames = panel.items.map { item -> Rect in
                guard case .own = item.style, let clip = item.box.clip else { return item.box.frame }
                return clip.visible(item.box.frame)
            }
            var frames = shownFrames
            if let area = panel.proposalArea { frames.append(area) }
            var content = frames.first ?? Rect(x: 0, y: 0, width: 0, height: 0)
            for frame in frames.dropFirst() { content = content.union(frame) }
            var placer = LabelPlacer(content: content)
            placer.boxes = shownFrames
            placer.obstacles = panel.items.compactMap { item in
                if item.drawsText, case .text? = item.box.appearance { return item.box.frame }
                return nil
            }
            // Labelled boxes first, then views, then containers; small boxes before large ones.
            let order = panel.items.indices.filter { panel.items[$0].box.showsLabel }.sorted { a, b in
                func rank(_ item: DrawnBox) -> Int {
                    if case .label = item.box.key { return 0 }
                    return item.box.role == .view ? 1 : 2
                }
                let (ra, rb) = (rank(panel.items[a]), rank(panel.items[b]))
                if ra != rb { return ra < rb }
                let (fa, fb) = (shownFrames[a], shownFrames[b])
                if fa.width * fa.height != fb.width * fb.height { return fa.width * fa.height < fb.width * fb.height }
                return a < b
            }
            let frameIndex = RectIndex(shownFrames)
            for index in order {
                let item = panel.items[index]
                // A caption inside its box keeps off the boxes drawn inside it, where it can.
                let frame = shownFrames[index]
                let inner = frameIndex.indices(intersecting: frame).filter { at in
                    let other = shownFrames[at]
                    return frame.contains(other) && other.width * other.height < frame.width * frame.height
                        && panel.items[at].box.key != item.box.key
                }.map { shownFrames[$0] }
                placer.place(item.box.caption, box: frame, colour: item.captionColour(palette), preferBottom: item.preferBottom,
                             inner: inner, nearOnly: item.isUnchanged)
            }
            if let area = panel.proposalArea, panel.items.count > 0, !panel.items.contains(where: { $0.box.frame == area }) {
                placer.place("proposed \(formatLength(area.width))×\(formatLength(area.height))", box: area,
                             colour: unchangedColour, preferBottom: true,
                             inner: shownFrames)
            }
            var extent = content
            // A panel is at least as wide as its title (up to 160), so titles never meet.
            if let panelTitle = panel.title {
                let minimum = min(PictureText.width(panelTitle), 160)
                if extent.width < minimum { extent = extent.union(Rect(x: extent.minX + minimum, y: extent.minY, width: 0, height: 0)) }
            }
            for label in placer.placed {
                extent = extent.union(label.rect)
                if case .text(_, _, let leader?) = label.form { extent = extent.union(Rect(x: leader.to.x, y: leader.to.y, width: 0, height: 0)) }
            }
            let labels = placer.placed.map { label -> PlacedLabel in
                var label = label
                if case .marker(let number, let at, let leader) = label.form { label.form = .marker(number + markerBase, at: at, leader: leader) }
                return label
            }
            placed.append((panel, content, extent, labels, markerBase))
            markerBase += placer.markerCount
        }
        let margin = Self.margin
        // Panels side by side, or one above the other when side by side would be wider than a page.
        let sideBySideWidth = placed.map(\.extent.width).reduce(0, +) + Double(max(placed.count - 1, 0)) * Self.panelGap
        let stacked = placed.count > 1 && sideBySideWidth > Self.stackWidth
        let panelsWidth = stacked ? placed.map(\.extent.width).max() ?? 0 : sideBySideWidth
        // The title is bold 11: measured as regular 12.5, bold's wider advances.
        let titleWidth = PictureText.width(title, size: 12.5)
        var width = max(panelsWidth, min(titleWidth, 560), 200) + 2 * margin
        width = width.rounded(.up)
        let textWidth = width - 2 * margin
        var y = margin
        // Title.
        let shownTitle = PictureText.shortened(title, toWidth: textWidth, size: 12.5)
        var header = "<text class=\"label\" x=\"\(svgNumber(margin))\" y=\"\(svgNumber(y + 10))\" font-size=\"11\" "
            + "font-weight=\"bold\"\(palette.inkFill)>\(shownTitle != title ? "<title>\(xmlEscape(title))</title>" : "")\(xmlEscape(shownTitle))</text>\n"
        y += Self.line
        // Legend of line styles, wrapped to the width.
        if !legend.isEmpty {
            var x = margin
            y += 4
            for (text, colour, dashed) in legend {
                let shown = PictureText.shortened(text, toWidth: textWidth - 22)
                let entryWidth = 22 + PictureText.width(shown)
                if x > margin && x + entryWidth > width - margin { x = margin; y += Self.line }
                let dash = dashed ? " stroke-dasharray=\"5 3\"" : ""
                header += "<line x1=\"\(svgNumber(x))\" y1=\"\(svgNumber(y + 3))\" x2=\"\(svgNumber(x + 18))\" y2=\"\(svgNumber(y + 3))\" "
                    + "stroke=\"\(colour)\" stroke-width=\"1.5\"\(dash)/>\n"
                header += "<text class=\"label\" x=\"\(svgNumber(x + 22))\" y=\"\(svgNumber(y + 6.5))\" fill=\"\(colour)\">"
                    + "\(shown != text ? "<title>\(xmlEscape(text))</title>" : "")\(xmlEscape(shown))</text>\n"
                x += entryWidth + 14
            }
            y += Self.line
        }
        if placed.contains(where: { $0.panel.title != nil }) { y += Self.line }
        y += 6
        var contentTop = y
        // Panels.
        var x = margin
        var body = ""
        for (index, entry) in placed.enumerated() {
            if stacked && index > 0 {
                contentTop += placed[index - 1].extent.height + Self.panelGap
                x = margin
            }
            let originX = x - entry.extent.minX
            let originY = contentTop - entry.extent.minY
            if let panelTitle = entry.panel.title {
                let shown = PictureText.shortened(panelTitle, toWidth: entry.extent.width, size: 10)
                body += "<text class=\"label\" x=\"\(svgNumber(x))\" y=\"\(svgNumber(contentTop - 8))\" font-weight=\"bold\"\(palette.inkFill)>"
                    + "\(shown != panelTitle ? "<title>\(xmlEscape(panelTitle))</title>" : "")\(xmlEscape(shown))</text>\n"
            }
            body += "<g transform=\"translate(\(svgNumber(originX)) \(svgNumber(originY)))\">\n"
            if let area = entry.panel.proposalArea {
                body += "<rect class=\"proposal\" x=\"\(svgNumber(area.minX))\" y=\"\(svgNumber(area.minY))\" "
                    + "width=\"\(svgNumber(area.width))\" height=\"\(svgNumber(area.height))\" fill=\"\(palette.screen)\" "
                    + "stroke=\"\(palette.faint)\" stroke-width=\"0.75\" stroke-dasharray=\"1 3\"/>\n"
            }
            // A view inside one that clips (`clipShape`, `cornerRadius`, `clipped`) is drawn inside
            // that clip, in its own look (comparisons draw every box whole).
            // A clip inside another is drawn inside it: a group clipped by the outer clip around
            // one clipped by the inner.
            var clipIDs: [LayoutBox.Clip: String] = [:]
            func clipChain(_ clip: LayoutBox.Clip) -> [String] {
                let outer = clip.outer.first.map { clipChain($0) } ?? []
                if let known = clipIDs[clip] { return outer + [known] }
                let id = "clip-\(index)-\(clipIDs.count)"
                clipIDs[clip] = id
                let f = clip.frame
                body += "<clipPath id=\"\(id)\"><rect x=\"\(svgNumber(f.minX))\" y=\"\(svgNumber(f.minY))\" "
                    + "width=\"\(svgNumber(f.width))\" height=\"\(svgNumber(f.height))\" rx=\"\(svgNumber(clip.cornerRadius))\"/></clipPath>\n"
                return outer + [id]
            }
            for (position, item) in entry.panel.items.enumerated() {
                // The ids of the gradients the box is painted with.
                let paintID = "paint-\(index)-\(position)"
                guard case .own = item.style, let clip = item.box.clip else {
                    body += draw(item, paintID: paintID)
                    continue
                }
                let ids = clipChain(clip)
                body += ids.map { "<g clip-path=\"url(#\($0))\">\n" }.joined() + draw(item, paintID: paintID)
                    + String(repeating: "</g>\n", count: ids.count)
            }
            body += "</g>\n"
            body += "<g class=\"labels\">\n"
            for label in entry.labels { body += draw(label, dx: originX, dy: originY) }
            body += "</g>\n"
            x += entry.extent.width + Self.panelGap
        }
        y = contentTop + (stacked ? placed.last?.extent.height ?? 0 : placed.map(\.extent.height).max() ?? 0)
        // Legend of numbered markers.
        var footer = ""
        let markers = placed.flatMap(\.labels).compactMap { label -> (Int, PlacedLabel)? in
            if case .marker(let number, _, _) = label.form { return (number, label) }
            return nil
        }.sorted { $0.0 < $1.0 }
        if !markers.isEmpty {
            y += 8
            for (number, label) in markers {
                y += Self.line
                let text = PictureText.shortened(label.full, toWidth: textWidth - 20)
                footer += markerSVG(number, x: margin + LabelPlacer.markerRadius, y: y - 3.5, colour: label.colour, disc: palette.page)
                footer += "<text class=\"label\" x=\"\(svgNumber(margin + 18))\" y=\"\(svgNumber(y))\" fill=\"\(label.colour)\">"
                    + "\(text != label.full ? "<title>\(xmlEscape(label.full))</title>" : "")\(xmlEscape(text))</text>\n"
            }
            y += 4
        }
        let height = (y + margin).rounded(.up)
        let scale = width > SVGCanvas.maximumWidth ? SVGCanvas.maximumWidth / width : 1
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(svgNumber(width * scale))\" height=\"\(svgNumber(height * scale))\" "
            + "viewBox=\"0 0 \(svgNumber(width)) \(svgNumber(height))\" "
            + "font-family=\"Helvetica, Arial, 'Liberation Sans', sans-serif\" font-size=\"10\">\n"
            + "<title>\(xmlEscape(title))</title>\n"
            + "<rect x=\"0\" y=\"0\" width=\"\(svgNumber(width))\" height=\"\(svgNumber(height))\" fill=\"\(palette.page)\"/>\n"
            + header + body + footer + "</svg>\n"
    }

    /// A box, in its look or a comparison's colour; the gradients its look paints with get ids from `paintID`.
    private func draw(_ item: DrawnBox, paintID: String) -> String {
        let box = item.box
        let f = box.frame
        // The box's own content (its uncoloured text, a divider, a placeholder) in its scheme's colours.
        let own = PicturePalette.of(box.scheme)
        var fill = "none", fillOpacity = 0.0, stroke = palette.ink, strokeWidth = 1.0, dash = ""
        var extra = ""
        /// What the box needs written before it (the gradient it is filled with).
        var prefix = ""
        switch item.style {
        case .change(let colour, let dashed):
            stroke = colour
            fill = colour
            fillOpacity = 0.06
            strokeWidth = dashed || colour != unchangedColour ? 1.5 : 1
            if dashed { dash = "5 3" }
            if box.role == .wrapper { strokeWidth = 0.75; if !dashed { dash = "2 2" } }
            // A Text's string in its newer (solid) box, muted, so the boxes can be told apart.
            if item.drawsText, case .text(let string, let setting, _, _)? = box.appearance {
                extra = textSVG(string, setting, frame: f, colour: mutedTextColour)
            }
        case .own:
            switch box.role {
            case .wrapper:
                stroke = palette.faint; strokeWidth = 0.75; dash = "3 2"
            case .container:
                stroke = box.appearance == nil && !hasTree ? depthPalette[box.depth % depthPalette.count] : palette.container
            case .view:
                switch box.appearance {
                case .color(_, let colour, let gradient)?:
                    fill = colour; fillOpacity = 0.4
                    stroke = colour == "none" || colour == palette.unseen ? palette.faint : colour
                    // A gradient view: filled with the gradient, outlined in its stand-in colour.
                    if let gradient {
                        prefix = "<defs>" + PaintServer(gradient, frame: f, scheme: box.scheme).svg(id: paintID + "-fill") + "</defs>\n"
                        fill = "url(#\(paintID)-fill)"
                    }
                case .shape(let look)?:
                    stroke = palette.faint; strokeWidth = 0.5; dash = "1 2"
                    extra = shapeSVG(look, frame: f, id: paintID, scheme: box.scheme, palette: palette)
                case .text(let string, let setting, let colour, let gradient)?:
                    stroke = palette.faint; strokeWidth = 0.5; dash = "1 2"
                    // A Text no code coloured is in its scheme's ink (white in dark, as iOS's label);
                    // a colour that would not read on the page is outlined.
                    let paint = ViewAppearance.textPaint(colour ?? (own == palette ? nil : own.ink), onDark: palette.isDark)
                    var letters = paint?.fill ?? palette.ink
                    if let gradient {
                        extra = "<defs>" + PaintServer(gradient, frame: f, scheme: box.scheme).svg(id: paintID + "-fill") + "</defs>\n"
                        letters = "url(#\(paintID)-fill)"
                    }
                    extra += textSVG(string, setting, frame: f, colour: letters, outlined: paint?.outline ?? false)
                case .image?:
                    fill = own.imageFill; fillOpacity = 1; stroke = own.imageStroke
                    extra = "<path d=\"M\(svgNumber(f.minX)) \(svgNumber(f.minY))L\(svgNumber(f.maxX)) \(svgNumber(f.maxY))"
                        + "M\(svgNumber(f.maxX)) \(svgNumber(f.minY))L\(svgNumber(f.minX)) \(svgNumber(f.maxY))\" "
                        + "stroke=\"\(own.imageCross)\" stroke-width=\"1\" fill=\"none\"/>\n"
                case .spacer?:
                    stroke = palette.faint; strokeWidth = 0.5; dash = "4 3"
                case .divider?:
                    fill = own.divider; fillOpacity = 1; stroke = own.divider; strokeWidth = 0.5
                case .border?:
                    break
                case nil:
                    let colour = depthPalette[box.depth % depthPalette.count]
                    stroke = colour; fill = colour; fillOpacity = 0.06
                }
            }
            for case .border(let width, let colour) in box.borders { extra += borderSVG(f, width: width, colour: colour ?? own.ink) }
            // What the view draws is turned as it and the views around it are (`rotationEffect`);
            // its frame, which a turn leaves as it is, is not.
            let turns = box.rotations.filter { $0.degrees.isFinite && $0.degrees != 0 }.map { turn in
                "<g transform=\"rotate(\(svgNumber(turn.degrees)) \(svgNumber(turn.centre.x)) \(svgNumber(turn.centre.y)))\">\n"
            }
            if !extra.isEmpty, !turns.isEmpty { extra = turns.joined() + extra + String(repeating: "</g>\n", count: turns.count) }
            // A faded view: its fill and content as opaque as it is, its outline as drawn.
            if box.opacity < 1 {
                fillOpacity *= box.opacity
                if !extra.isEmpty { extra = "<g opacity=\"\(svgNumber(box.opacity))\">\n" + extra + "</g>\n" }
            }
        }
        let dashAttribute = dash.isEmpty ? "" : " stroke-dasharray=\"\(dash)\""
        let fillAttribute = fill == "none" ? "fill=\"none\"" : "fill=\"\(fill)\" fill-opacity=\"\(svgNumber(fillOpacity))\""
        return prefix + "<rect data-node=\"\(xmlEscape(box.key.display))\" data-kind=\"\(xmlEscape(box.kind))\"\(item.attributes) "
            + "x=\"\(svgNumber(f.minX))\" y=\"\(svgNumber(f.minY))\" width=\"\(svgNumber(f.width))\" height=\"\(svgNumber(f.height))\" "
            + "\(fillAttribute) stroke=\"\(stroke)\" stroke-width=\"\(svgNumber(strokeWidth))\"\(dashAttribute)>"
            + "<title>\(xmlEscape(box.tooltip))</title></rect>\n" + extra
    }

    /// Whether any box came with the view tree (then containers are drawn as neutral outlines).
    private var hasTree: Bool {
        panels.contains { $0.items.contains { $0.box.appearance != nil } }
    }

    /// A `.border`: a line of `width` inside frame `f` (as SwiftUI strokes it), in `colour`.
    private func borderSVG(_ f: Rect, width: Double, colour: String) -> String {
        let inset = min(width, f.width, f.height) / 2
        return "<rect x=\"\(svgNumber(f.minX + inset))\" y=\"\(svgNumber(f.minY + inset))\" "
            + "width=\"\(svgNumber(max(f.width - 2 * inset, 0)))\" height=\"\(svgNumber(max(f.height - 2 * inset, 0)))\" "
            + "fill=\"none\" stroke=\"\(colour)\" stroke-width=\"\(svgNumber(width))\"/>\n"
    }

    /// A Text's string as the engine set it (font, line spacing, alignment), wrapped where the
    /// engine may break a line (spaces, and after hyphens and slashes: `LineBreaks`) to its frame's width (the engine's metrics), as many lines as its height holds,
    /// the last shortened with an ellipsis.
    /// `outlined`: the letters are drawn inside an outline of the page's ink (a colour too light to
    /// read on white, or too dark to read on black).
    private func textSVG(_ string: String, _ setting: TextSetting, frame f: Rect, colour: String, outlined: Bool = false) -> String {
        let metrics = SystemFontMetrics()
        let font = setting.font
        let size = font.size
        // The engine's width of a line (advances with tracking, kerning, emoji): without the
        // kerning a line of digits measured wider than its frame and was cut.
        func width(_ text: String) -> Double { metrics.lineWidth(of: text, in: font) }
        let lineHeight = metrics.lineHeight(fontSize: size)
        // One line's height and the spacing after it (none after the last).
        let pitch = lineHeight + max(setting.lineSpacing, 0)
        let maximumLines = max(1, Int((f.height + max(setting.lineSpacing, 0) + 0.5) / pitch))
        var lines: [String] = []
        var current = ""
        var truncated = false
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            // A paragraph's leading spaces are kept (indented code), before its first word.
            current = String(paragraph.prefix { $0 == " " })
            var first = true
            for word in paragraph.split(separator: " ") {
                // A word may break where the engine breaks it ("well-|known").
                for (index, piece) in LineBreaks.pieces(of: word).enumerated() {
                    let separator = index == 0 && !first && !current.isEmpty ? " " : ""
                    first = false
                    let candidate = current + separator + piece
                    if width(candidate) <= f.width + 0.5 {
                        current = candidate
                        continue
                    }
                    if !current.isEmpty { lines.append(current) }
                    current = ""
                    // A piece wider than a whole line breaks between characters, as the engine breaks it.
                    for character in piece {
                        let next = current + String(character)
                        if current.isEmpty || width(next) <= f.width + 0.5 {
                            current = next
                        } else {
                            lines.append(current)
                            current = String(character)
                        }
                    }
                }
            }
            lines.append(current)
            current = ""
        }
        if lines.count > maximumLines {
            lines = Array(lines.prefix(maximumLines))
            truncated = true
        }
        if truncated || (lines.last.map { width($0) > f.width + 0.5 } ?? false), let last = lines.last {
            var characters = Array(last)
            while !characters.isEmpty && width(String(characters) + "…") > f.width + 0.5 { characters.removeLast() }
            lines[lines.count - 1] = String(characters) + "…"
        }
        // The engine rounds each line's height up to a pixel: when the frame holds the lines so,
        // each line takes its share of it, and the last one ends at the frame's bottom.
        var linePitch = pitch
        if lines.count > 1 {
            let share = (f.height - Double(lines.count - 1) * max(setting.lineSpacing, 0)) / Double(lines.count)
            if share >= lineHeight && share - lineHeight < 1 { linePitch = share + max(setting.lineSpacing, 0) }
        }
        var svg = ""
        for (offset, line) in lines.enumerated() {
            let baseline = f.minY + metrics.ascent(fontSize: size) + Double(offset) * linePitch
            // Each line lines up in the frame as the Text's alignment says.
            let (x, anchor): (Double, String) = switch setting.alignment {
            case .leading: (f.minX, "")
            case .center: (f.midX, "text-anchor=\"middle\" ")
            case .trailing: (f.maxX, "text-anchor=\"end\" ")
            }
            // The engine's width for the line (`textLength`), so a substituted font cannot run past
            // the frame; renderers that ignore it (rsvg-convert) get a size that allows for a wider font.
            // Spaces at a line's ends or in a run are the Text's (indented code): SVG collapses them
            // unless told to keep them.
            let keepsSpaces = line.hasPrefix(" ") || line.hasSuffix(" ") || line.contains("  ")
            svg += "<text class=\"content\" x=\"\(svgNumber(x))\" y=\"\(svgNumber(baseline))\" \(anchor)"
                + (keepsSpaces ? "xml:space=\"preserve\" " : "")
                + "font-size=\"\(svgNumber(size / PictureText.safety))\" \(fontAttributes(font))"
                + "fill=\"\(colour)\" " + (outlined ? "stroke=\"\(palette.ink)\" stroke-width=\"0.6\" paint-order=\"stroke\" " : "")
                + "textLength=\"\(svgNumber(width(line)))\" lengthAdjust=\"spacingAndGlyphs\">\(xmlEscape(SFProRun.showingImages(line)))</text>\n"
        }
        return svg
    }

    /// The SVG attributes of a font's weight, slant and design (none for the plain system font).
    private func fontAttributes(_ font: TextFont) -> String {
        var attributes = ""
        if font.weight != .regular { attributes += "font-weight=\"\(Int(font.weight.value))\" " }
        if font.italic { attributes += "font-style=\"italic\" " }
        switch font.design {
        case .monospaced: attributes += "font-family=\"ui-monospace, SFMono-Regular, Menlo, monospace\" "
        case .serif: attributes += "font-family=\"ui-serif, New York, Georgia, serif\" "
        case .rounded: attributes += "font-family=\"ui-rounded, SF Pro Rounded, system-ui, sans-serif\" "
        case .default: break
        }
        return attributes
    }

    private func draw(_ label: PlacedLabel, dx: Double, dy: Double) -> String {
        func leaderSVG(_ leader: (from: Point, to: Point)?) -> String {
            guard let leader else { return "" }
            return "<line x1=\"\(svgNumber(leader.from.x + dx))\" y1=\"\(svgNumber(leader.from.y + dy))\" "
                + "x2=\"\(svgNumber(leader.to.x + dx))\" y2=\"\(svgNumber(leader.to.y + dy))\" stroke=\"\(label.colour)\" "
                + "stroke-width=\"0.75\" stroke-opacity=\"0.7\"/>\n"
        }
        switch label.form {
        case .text(let text, let at, let leader):
            let tooltip = "<title>\(xmlEscape(label.full))</title>"
            return leaderSVG(leader)
                + "<text class=\"label\" x=\"\(svgNumber(at.x + dx))\" y=\"\(svgNumber(at.y + dy))\" fill=\"\(label.colour)\" "
                + "stroke=\"\(palette.halo)\" stroke-width=\"2.5\" stroke-opacity=\"0.85\" paint-order=\"stroke\">\(tooltip)\(xmlEscape(text))</text>\n"
        case .marker(let number, let at, let leader):
            return leaderSVG(leader) + markerSVG(number, x: at.x + dx, y: at.y + dy, colour: label.colour, disc: palette.page,
                                                 tooltip: label.full)
        }
    }
}

/// A numbered marker: a disc in the page's colour (`disc`) with a coloured ring and the number, `class="marker"`.
private func markerSVG(_ number: Int, x: Double, y: Double, colour: String, disc: String, tooltip: String? = nil) -> String {
    let r = LabelPlacer.markerRadius
    let size = number >= 10 ? 7.5 : 9
    return "<g class=\"marker\" data-x=\"\(svgNumber(x - r))\" data-y=\"\(svgNumber(y - r))\" data-size=\"\(svgNumber(2 * r))\">"
        + (tooltip.map { "<title>\(xmlEscape($0))</title>" } ?? "")
        + "<circle cx=\"\(svgNumber(x))\" cy=\"\(svgNumber(y))\" r=\"\(svgNumber(r))\" fill=\"\(disc)\" stroke=\"\(colour)\" stroke-width=\"1.25\"/>"
        + "<text x=\"\(svgNumber(x))\" y=\"\(svgNumber(y + size * 0.36))\" font-size=\"\(svgNumber(size))\" text-anchor=\"middle\" "
        + "fill=\"\(colour)\">\(number)</text></g>\n"
}
