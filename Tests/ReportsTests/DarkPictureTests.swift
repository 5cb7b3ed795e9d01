// Pictures of views drawn in dark appearance (`ViewLook.scheme`: a preview that prefers dark, or
// the views inside `.environment(\.colorScheme, .dark)`). The values are iOS's: Apple's Human
// Interface Guidelines, Color (developer.apple.com/design/human-interface-guidelines/color), gives
// the system colours' default dark values (blue R10 G132 B255, #0a84ff) and the grays'
// (systemGray5 R44 G44 B46); the element colours are UIKit's dark values (the label white, the
// secondary label R235 G235 B245 at 60 %, the grouped background black, the secondary grouped
// background R28 G28 B30, the opaque separator R56 G56 B58). A translucent colour shows mixed
// with the scheme's background: the secondary label on black is 0.6 × 235 = 141 (#8d), 0.6 × 245 =
// 147 (#93).
import LayoutEngine
import Notebook
import Reports
import Testing

@Suite struct DarkPictureTests {
    /// Named colours in each scheme, as CSS. Light stays as pictures have drawn it: a translucent
    /// colour mixed with white (the tertiary label, R60 G60 B67 at 30 %: 0.3 × 60 + 0.7 × 255 =
    /// 196.5, to the even 196 = #c4; the quaternary label at 18 %: 219.9 → #dc).
    @Test("named colours take iOS's light and dark values")
    func namedColours() {
        #expect(cssColour("blue") == "#007aff" && cssColour("blue", scheme: .dark) == "#0a84ff")
        #expect(cssColour("systemBlue", scheme: .dark) == "#0a84ff")
        #expect(cssColour("red", scheme: .dark) == "#ff453a")
        #expect(cssColour("primary") == "#000000" && cssColour("primary", scheme: .dark) == "#ffffff")
        #expect(cssColour("secondary") == "#8a8a8e" && cssColour("secondary", scheme: .dark) == "#8d8d93")
        #expect(cssColour("tertiary") == "#c4c4c7" && cssColour("quaternary") == "#dcdcdd")
        #expect(cssColour("systemGroupedBackground", scheme: .dark) == "#000000")
        #expect(cssColour("secondarySystemGroupedBackground", scheme: .dark) == "#1c1c1e")
        #expect(cssColour("systemBackground", scheme: .dark) == "#000000")
        #expect(cssColour("secondarySystemBackground", scheme: .dark) == "#1c1c1e")
        #expect(cssColour("systemGray5", scheme: .dark) == "#2c2c2e")
        #expect(cssColour("opaqueSeparator", scheme: .dark) == "#38383a")
        // The separator, R84 G84 B88 at 60 % on black: 50.4 → 50 (#32), 52.8 → 53 (#35).
        #expect(cssColour("separator", scheme: .dark) == "#323235")
        // Fixed colours and colours of components are the same in both.
        #expect(cssColour("white", scheme: .dark) == "#ffffff" && cssColour("clear", scheme: .dark) == "none")
        #expect(cssColour("rgb(1, 0.5, 0)", scheme: .dark) == cssColour("rgb(1, 0.5, 0)"))
    }

    /// A column of a Text, a Text in the primary colour, a blue Color and a Divider, 390 wide,
    /// at the root of a preview drawn dark.
    private static func column(_ scheme: ViewLook.Scheme?) -> (tree: ViewNode, nodes: [StoredNode]) {
        var primary = ViewNode.text("Primary")
        primary.look = ViewLook(fill: "primary")
        var tree = ViewNode(.vstack(alignment: .center, spacing: 0),
                            children: [ViewNode.text("Plain"), primary, ViewNode.color("blue").frame(height: 40), ViewNode(.divider)])
        if let scheme { tree = tree.drawn(in: scheme) }
        let nodes = [StoredNode(index: 0, path: "VStack[0]", label: nil, kind: "VStack", parent: nil, frame: Rect(x: 0, y: 0, width: 390, height: 81)),
                     StoredNode(index: 1, path: "VStack[0]/Text[0]", label: nil, kind: "Text", parent: 0, frame: Rect(x: 170, y: 0, width: 50, height: 20.33)),
                     StoredNode(index: 2, path: "VStack[0]/Text[1]", label: nil, kind: "Text", parent: 0, frame: Rect(x: 160, y: 20.33, width: 70, height: 20.33)),
                     StoredNode(index: 3, path: "VStack[0]/frame[2]", label: nil, kind: "frame", parent: 0, frame: Rect(x: 0, y: 40.67, width: 390, height: 40)),
                     StoredNode(index: 4, path: "VStack[0]/frame[2]/Color[0]", label: nil, kind: "Color", parent: 3, frame: Rect(x: 0, y: 40.67, width: 390, height: 40)),
                     StoredNode(index: 5, path: "VStack[0]/Divider[3]", label: nil, kind: "Divider", parent: 0, frame: Rect(x: 0, y: 80.67, width: 390, height: 0.33))]
        return (tree, nodes)
    }

    /// The page: the rectangle at the picture's origin, drawn first.
    private static func page(_ svg: String) -> String? {
        svg.components(separatedBy: "\n").first { $0.hasPrefix(##"<rect x="0" y="0" width=""##) }
    }

    /// The letters of each `<text class="content">`, with their attributes.
    private static func contentTexts(_ svg: String) -> [Substring] {
        svg.components(separatedBy: "<text class=\"content\"").dropFirst().map { $0.prefix { $0 != "<" } }
    }

    /// A dark preview's picture: the screen (the proposed area) black as iOS's dark system background,
    /// on a page of the secondary system background; Text without a colour and `Color.primary` text
    /// white (the dark label), not outlined; `Color.blue` in dark mode's blue; the Divider in the
    /// opaque separator; captions white on a black halo.
    @Test("a dark preview is drawn on a black screen, its text white, its system colours in their dark values")
    func darkPreview() throws {
        let (tree, nodes) = Self.column(.dark)
        let drawing = LayoutDrawing(nodes: nodes, tree: tree, proposal: ProposedViewSize(width: 390, height: 844))
        #expect(drawing.scheme == .dark)
        #expect(Set(drawing.boxes.map(\.scheme)) == [.dark])
        let svg = renderLayoutSVG(drawing, title: "dark")
        #expect(svg.contains(##"<rect class="proposal" x="0" y="0" width="390" height="844" fill="#000000""##), "\(svg)")
        #expect(Self.page(svg)?.hasSuffix(##"fill="#1c1c1e"/>"##) == true)
        let texts = Self.contentTexts(svg)
        #expect(texts.count == 2)
        #expect(texts.allSatisfy { $0.contains(##"fill="#ffffff""##) && !$0.contains("stroke=") })
        #expect(svg.contains(##"data-kind="Color" x="0" y="40.67" width="390" height="40" fill="#0a84ff" fill-opacity="0.4" stroke="#0a84ff""##))
        #expect(svg.contains(##"data-kind="Divider" x="0" y="80.67" width="390" height="0.33" fill="#38383a" fill-opacity="1" stroke="#38383a""##))
        #expect(svg.contains(##"fill="#ffffff" stroke="#000000" stroke-width="2.5""##))
        #expect(svg.contains(##"font-weight="bold" fill="#ffffff">dark</text>"##))
    }

    /// The same column light is drawn as ever: a white page, the proposed area #f6f8fa, text in the
    /// ink (#24292f), `Color.primary` black, blue #007aff, the divider #d0d7de.
    @Test("a light preview is drawn as before")
    func lightPreview() {
        let (tree, nodes) = Self.column(nil)
        let drawing = LayoutDrawing(nodes: nodes, tree: tree, proposal: ProposedViewSize(width: 390, height: 844))
        #expect(drawing.scheme == .light)
        let svg = renderLayoutSVG(drawing, title: "light")
        #expect(svg.contains(##"<rect class="proposal" x="0" y="0" width="390" height="844" fill="#f6f8fa""##))
        #expect(Self.page(svg)?.hasSuffix(##"fill="#ffffff"/>"##) == true)
        let texts = Self.contentTexts(svg)
        #expect(texts[0].contains(##"fill="#24292f""##) && texts[1].contains(##"fill="#000000""##))
        #expect(svg.contains(##"fill="#007aff" fill-opacity="0.4""##))
        #expect(svg.contains(##"data-kind="Divider" x="0" y="80.67" width="390" height="0.33" fill="#d0d7de""##))
        #expect(svg.contains(##"font-weight="bold">light</text>"##))
    }

    /// Views set dark inside a light preview (`.environment(\.colorScheme, .dark)`) take their dark
    /// values on the light page: uncoloured text white, inside an outline of ink so it reads on
    /// white; dark text (`Color.black`) on a dark page is outlined in the dark page's white ink.
    @Test("views set dark on a light page, and dark text on a dark page, are outlined to read")
    func mixedSchemes() {
        let (plain, nodes) = Self.column(nil)
        var tree = plain
        tree.children[0] = tree.children[0].drawn(in: .dark)
        tree.children[2] = tree.children[2].drawn(in: .dark)
        let light = renderLayoutSVG(LayoutDrawing(nodes: nodes, tree: tree), title: "mixed")
        let texts = Self.contentTexts(light)
        #expect(texts[0].contains(##"fill="#ffffff" stroke="#24292f" stroke-width="0.6""##), "\(texts[0])")
        #expect(texts[1].contains(##"fill="#000000""##) && !texts[1].contains("stroke="))
        #expect(light.contains(##"fill="#0a84ff" fill-opacity="0.4""##))
        var black = ViewNode.text("Black")
        black.look = ViewLook(fill: "black")
        let darkTree = ViewNode(.vstack(alignment: .center, spacing: 0), children: [black]).drawn(in: .dark)
        let darkNodes = [StoredNode(index: 0, path: "VStack[0]", label: nil, kind: "VStack", parent: nil, frame: Rect(x: 0, y: 0, width: 60, height: 20.33)),
                         StoredNode(index: 1, path: "VStack[0]/Text[0]", label: nil, kind: "Text", parent: 0, frame: Rect(x: 0, y: 0, width: 60, height: 20.33))]
        let dark = renderLayoutSVG(LayoutDrawing(nodes: darkNodes, tree: darkTree), title: "black")
        #expect(Self.contentTexts(dark).first?.contains(##"fill="#000000" stroke="#ffffff" stroke-width="0.6""##) == true)
    }
}
