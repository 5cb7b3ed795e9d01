// What a node looks like in a picture, from the experiment's view tree (the notebook stores only
// each node's kind, label and path; the stored definition has the `ViewNode`s with their arguments):
// a Color's colour, a shape and its fill, a Text's string and font, an Image's name. Named colours
// take the values of the colour scheme the node is drawn in (`ViewLook.scheme`: its own, else the
// nearest one around it, else light): `Color.blue` is #007aff in light and #0a84ff in dark.
// Also the text metrics every picture uses to size its labels, so tests can check them.
import LayoutEngine
import Notebook

/// How one node is drawn.
public enum ViewAppearance: Hashable, Sendable {
    /// A `Color` (or gradient) view: filled with `fill` (a CSS colour), translucent over its parent;
    /// a gradient view (`LinearGradient(…)`, `.background(LinearGradient(…))`) with `gradient`,
    /// `fill` then its stand-in colour (`PaintServer.standIn`).
    case color(name: String, fill: String, gradient: ViewGradient? = nil)
    /// A shape (`Rectangle`, `RoundedRectangle`, `Capsule`, `Ellipse`, `Circle`, a shape of the
    /// user's own): its outline in its colours (`ShapeLook`).
    case shape(ShapeLook)
    /// A `Text`: drawn as its text as the engine set it (font, line spacing, alignment), in
    /// `colour` (CSS) when its code gave one (`.foregroundColor`, `.foregroundStyle`), or in
    /// `gradient` (`colour` then its stand-in).
    case text(String, TextSetting, colour: String? = nil, gradient: ViewGradient? = nil)
    /// An `Image`: a labelled placeholder.
    case image(name: String)
    case spacer
    case divider
    /// A `.border`: a line of `width` inside the frame, in `colour` (CSS; nil: the foreground).
    case border(width: Double, colour: String?)

    public enum Shape: Hashable, Sendable {
        case rectangle
        case roundedRectangle(cornerRadius: Double)
        case capsule
        case ellipse
        case circle
        /// A shape of the user's own: the outline its `path(in:)` returned (`ViewLook.path`).
        case path(PicturePath)
    }

    /// A shape in the colours its code gave it (CSS; nil where it gave none), drawn as a line of
    /// `lineWidth` (inside its edge when `lineInside`) or filled.
    public static func shape(_ shape: Shape, fill: String? = nil, stroke: String? = nil, lineWidth: Double? = nil,
                             lineInside: Bool = false) -> ViewAppearance {
        .shape(ShapeLook(shape: shape, fill: fill, stroke: stroke, lineWidth: lineWidth, lineInside: lineInside))
    }

    /// A look's colour as a picture paints it in `scheme`: its CSS colour, and its gradient when it
    /// is one (the CSS colour then the gradient's stand-in).
    static func paint(_ name: String?, scheme: ViewLook.Scheme = .light) -> (css: String?, gradient: ViewGradient?) {
        guard let name else { return (nil, nil) }
        guard let gradient = ViewGradient(text: name) else { return (cssColour(name, scheme: scheme), nil) }
        return (PaintServer.standIn(gradient, scheme: scheme), gradient)
    }

    /// The appearance of each node of `tree`, by its index in pre-order (the engine's and the
    /// notebook's node index); containers and modifiers have none. Texts are set as the engine set
    /// them (`ViewNode.textSettings`): the platform's body font as modifiers change it, and so on.
    /// Named colours take the values of the scheme each node is drawn in (its look's, else the one
    /// around it, light at the root unless its look says otherwise).
    public static func byNodeIndex(_ tree: ViewNode, platform: LayoutOptions.Platform = .ios) -> [Int: ViewAppearance] {
        var options = LayoutOptions()
        options.platform = platform
        let settings = tree.textSettings(options: options)
        var result: [Int: ViewAppearance] = [:]
        var index = 0
        func visit(_ node: ViewNode, _ around: ViewLook.Scheme) {
            let mine = index
            index += 1
            let scheme = node.look?.scheme ?? around
            let setting = settings[mine] ?? TextSetting(font: TextFont(size: platform.bodyFontSize))
            let fill = paint(node.look?.fill, scheme: scheme)
            switch node.kind {
            // A catalog colour's value is its look's fill (the name is the code's); so is a gradient.
            case .color(let name):
                result[mine] = .color(name: name, fill: fill.css ?? cssColour(name, scheme: scheme), gradient: fill.gradient)
            // A shape of the user's own is drawn as its outline (a rectangle's node, or its own sizing's).
            case .rectangle, .custom where node.look?.path != nil:
                result[mine] = shape(node.look.flatMap(Self.userPath) ?? .rectangle, node.look, scheme)
            case .roundedRectangle(let radius): result[mine] = shape(.roundedRectangle(cornerRadius: radius), node.look, scheme)
            case .capsule: result[mine] = shape(.capsule, node.look, scheme)
            case .ellipse: result[mine] = shape(.ellipse, node.look, scheme)
            case .circle: result[mine] = shape(.circle, node.look, scheme)
            case .text(let string): result[mine] = .text(string, setting, colour: fill.css, gradient: fill.gradient)
            case .textRuns(let runs): result[mine] = .text(runs.map(\.string).joined(), setting, colour: fill.css, gradient: fill.gradient)
            case .image(let name, _, _, _), .symbol(let name, _): result[mine] = .image(name: name)
            case .spacer: result[mine] = .spacer
            case .divider: result[mine] = .divider
            case .border(let width): result[mine] = .border(width: width, colour: paint(node.look?.stroke, scheme: scheme).css)
            default: break
            }
            for child in node.children { visit(child, scheme) }
        }
        visit(tree, .light)
        return result
    }

    /// The appearance of each of `nodes` (as a notebook stores them), by node index, found by walking
    /// `tree` and the stored tree together: a view and a stored node correspond when their kinds
    /// match, and their children pair up in order when both have as many. A GeometryReader's content
    /// is in the tree when the views its layout made were added to it (`ViewNode.addingMade`);
    /// where the two differ otherwise, that subtree has no appearance, and the rest keeps theirs.
    public static func byNodeIndex(_ tree: ViewNode, matching nodes: [StoredNode],
                                   platform: LayoutOptions.Platform = .ios) -> [Int: ViewAppearance] {
        byNodeIndex(tree, looks: byNodeIndex(tree, platform: platform), matching: nodes)
    }

    /// `byNodeIndex(_:matching:platform:)` with the tree's own appearances (`byNodeIndex(_:platform:)`)
    /// worked out once, for the several layouts of one tree.
    public static func byNodeIndex(_ tree: ViewNode, looks byTreeIndex: [Int: ViewAppearance],
                                   matching nodes: [StoredNode]) -> [Int: ViewAppearance] {
        byNodeIndex(looks: byTreeIndex, matched: storedIndices(tree, matching: nodes))
    }

    /// The appearances `byTreeIndex` gives the stored nodes `matched` pairs with the tree's.
    static func byNodeIndex(looks byTreeIndex: [Int: ViewAppearance], matched: [Int: Int]) -> [Int: ViewAppearance] {
        var result: [Int: ViewAppearance] = [:]
        for (treeIndex, stored) in matched {
            if let appearance = byTreeIndex[treeIndex] { result[stored] = appearance }
        }
        return result
    }

    /// How a Text's `colour` (CSS) is painted on a picture: its own colour, nil for the picture's
    /// ink (no colour, or clear); a colour too light to read on the picture's white (white on a
    /// blue button) keeps its colour inside an outline of ink, so it reads on white and on its
    /// background alike. On a dark picture (`onDark`) the outline is for a colour too dark to read
    /// on black (black on a yellow button), in the dark picture's light ink.
    static func textPaint(_ colour: String?, onDark: Bool = false) -> (fill: String, outline: Bool)? {
        guard let colour, colour != "none" else { return nil }
        return (colour, onDark ? isDark(colour) : isLight(colour))
    }

    /// Whether `colour` (`#rrggbb`) is so dark that text in it is lost on black: a relative
    /// luminance (as `isLight` weighs it) below 0.15. `#0a84ff` (dark mode's blue) is 0.43.
    static func isDark(_ colour: String) -> Bool {
        luminance(colour).map { $0 < 0.15 } ?? false
    }

    /// Whether `colour` (`#rrggbb`) is so light that text in it is lost on white: a relative
    /// luminance (sRGB weights, on the components as written) above 0.85. `#ffcc00` (yellow) is 0.78.
    static func isLight(_ colour: String) -> Bool {
        luminance(colour).map { $0 > 0.85 } ?? false
    }

    /// The relative luminance of `colour` (`#rrggbb`), sRGB weights on the components as written,
    /// 0 ... 1; nil for any other form.
    private static func luminance(_ colour: String) -> Double? {
        guard colour.count == 7, colour.hasPrefix("#"), let value = Int(colour.dropFirst(), radix: 16) else { return nil }
        let red = Double(value >> 16 & 0xFF), green = Double(value >> 8 & 0xFF), blue = Double(value & 0xFF)
        return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255
    }

    /// The corner radius each stored node clips itself and what it holds to (`ViewLook.clip`:
    /// `clipShape`, `cornerRadius`, `clipped`), by node index, matched as appearances are.
    public static func clips(_ tree: ViewNode, matching nodes: [StoredNode]) -> [Int: Double] {
        clips(tree, matched: storedIndices(tree, matching: nodes))
    }

    /// `clips(_:matching:)` with the tree's nodes already paired with the stored ones.
    static func clips(_ tree: ViewNode, matched: [Int: Int]) -> [Int: Double] {
        looks(tree, matched: matched).compactMapValues(\.clip)
    }

    /// Each stored node's look (`ViewLook`: its clip, its own opacity; the views inside take
    /// both), by node index, matched as appearances are: read in one walk of the tree.
    static func looks(_ tree: ViewNode, matched: [Int: Int]) -> [Int: ViewLook] {
        var byTreeIndex: [Int: ViewLook] = [:]
        var index = 0
        func visit(_ node: ViewNode) {
            if let look = node.look { byTreeIndex[index] = look }
            index += 1
            node.children.forEach(visit)
        }
        visit(tree)
        guard !byTreeIndex.isEmpty else { return [:] }
        var result: [Int: ViewLook] = [:]
        for (treeIndex, stored) in matched {
            if let found = byTreeIndex[treeIndex] { result[stored] = found }
        }
        return result
    }

    /// The stored node (its index) each node of `tree` (its pre-order index) corresponds to: their
    /// kinds match, and their children pair up in order when both have as many.
    static func storedIndices(_ tree: ViewNode, matching nodes: [StoredNode]) -> [Int: Int] {
        var children: [Int: [StoredNode]] = [:]
        var root: StoredNode?
        for node in nodes {
            if let parent = node.parent { children[parent, default: []].append(node) } else if root == nil { root = node }
        }
        var result: [Int: Int] = [:]
        var treeIndex = 0
        func walk(_ view: ViewNode, _ stored: StoredNode?) {
            let mine = treeIndex
            treeIndex += 1
            let matched = stored.flatMap { $0.kind == view.kind.name ? $0 : nil }
            if let matched { result[mine] = matched.index }
            let storedChildren = matched.flatMap { children[$0.index] } ?? []
            let paired = storedChildren.count == view.children.count
            for (position, child) in view.children.enumerated() {
                walk(child, paired ? storedChildren[position] : nil)
            }
        }
        walk(tree, root)
        return result
    }

    /// A shape drawn in the colours (or gradients) of `look` in `scheme`, its part a trim keeps.
    private static func shape(_ shape: Shape, _ look: ViewLook?, _ scheme: ViewLook.Scheme) -> ViewAppearance {
        let fill = paint(look?.fill, scheme: scheme), stroke = paint(look?.stroke, scheme: scheme)
        return .shape(ShapeLook(shape: shape, fill: fill.css, stroke: stroke.css, lineWidth: look?.lineWidth,
                                lineInside: look?.lineInside ?? false, fillGradient: fill.gradient, strokeGradient: stroke.gradient,
                                trim: look?.trim))
    }

    /// The outline of a shape of the user's own that `look` keeps.
    private static func userPath(_ look: ViewLook) -> Shape? {
        guard let data = look.path, let size = look.pathSize, let path = PicturePath(data, size: size) else { return nil }
        return .path(path)
    }

    /// The fill a picture uses: the view's colour, a shape's own or its default (primary, drawn grey).
    var fill: String? {
        switch self {
        case .color(_, let fill, _): return fill
        case .shape(let look): return look.fill ?? (look.lineWidth == nil ? Self.defaultShapeFill : nil)
        default: return nil
        }
    }

    /// The colour of a shape its code gave no colour (the foreground: drawn grey, translucent).
    static let defaultShapeFill = "#6e7781"
}

/// SwiftUI's named colours (iOS's, `SystemColours`: `blue`, `primary`, UIKit's
/// `systemGroupedBackground`) as CSS in `scheme`'s values, a translucent one (a label, a fill, a
/// separator) as it shows on the scheme's background (white, black), clear as `none`; `rgb(r, g, b)`
/// and `white(w)` (0...1) converted; any other name (an asset, a gradient) gets a colour-blind-safe
/// colour of its own.
public func cssColour(_ name: String, scheme: ViewLook.Scheme = .light) -> String {
    let dark = scheme == .dark
    if let value = SystemColours.value(named: name, dark: dark) {
        return value.opacity == 0 ? "none" : value.over(SystemColours.background(dark: dark)).hex
    }
    func components(_ prefix: String) -> [Double]? {
        guard name.hasPrefix(prefix + "("), name.hasSuffix(")") else { return nil }
        let inner = name.dropFirst(prefix.count + 1).dropLast()
        let values = inner.split(separator: ",").compactMap { Double($0.filter { $0 != " " }) }
        return values.allSatisfy { $0.isFinite } ? values : nil
    }
    func hex(_ value: Double) -> String {
        let byte = Int((min(max(value, 0), 1) * 255).rounded())
        let digits = String(byte, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
    }
    if let rgb = components("rgb"), rgb.count == 3 { return "#" + rgb.map(hex).joined() }
    if let white = components("white"), white.count == 1 { return "#" + String(repeating: hex(white[0]), count: 3) }
    var hash: UInt32 = 2_166_136_261
    for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    return colourBlindSafePalette[Int(hash % UInt32(colourBlindSafePalette.count))]
}

/// Okabe and Ito's colour-blind-safe palette (without black and yellow, which read badly as lines).
public let colourBlindSafePalette = ["#0072b2", "#e69f00", "#009e73", "#cc79a7", "#d55e00", "#56b4e9", "#7f6d00"]

/// The widths of picture text, from the engine's model of the system font (Helvetica's advances)
/// with a margin for the sans-serif fonts renderers substitute. Labels are sized with it; the
/// layout-aware tests check labels with it too. Measured at the model's 17 pt calibration size and
/// scaled, so SF Pro's size-specific tracking (which SVG renderers' fonts do not have) stays out.
public enum PictureText {
    /// The size of labels and legends, in SVG user units.
    public static let labelSize = 10.0
    /// Extra width allowed for substituted fonts (DejaVu Sans is about 10 % wider than Helvetica).
    static let safety = 1.15

    /// The width `text` takes at `size`.
    public static func width(_ text: String, size: Double = labelSize) -> Double {
        let metrics = SystemFontMetrics()
        var total = 0.0
        for scalar in text.unicodeScalars { total += metrics.advance(of: scalar, fontSize: 17) }
        return total * size / 17 * safety
    }

    /// The box of a line of text whose baseline starts at (x, y): ascent above, descent below.
    public static func box(_ text: String, x: Double, y: Double, size: Double = labelSize,
                           anchor: Anchor = .start) -> Rect {
        let width = width(text, size: size)
        let left: Double
        switch anchor {
        case .start: left = x
        case .middle: left = x - width / 2
        case .end: left = x - width
        }
        return Rect(x: left, y: y - size * 0.95, width: width, height: size * 1.25)
    }

    public enum Anchor: String, Sendable { case start, middle, end }

    /// `text` shortened with an ellipsis so it is at most `maximum` wide (at least the ellipsis).
    public static func shortened(_ text: String, toWidth maximum: Double, size: Double = labelSize) -> String {
        guard width(text, size: size) > maximum else { return text }
        var characters = Array(text)
        while !characters.isEmpty && width(String(characters) + "…", size: size) > maximum { characters.removeLast() }
        while characters.last == " " { characters.removeLast() }
        return String(characters) + "…"
    }
}
