// Pictures take colours, shapes and texts from the experiment's view tree. When the stored nodes
// hold more views than the tree (a custom `Layout` or a `GeometryReader` whose contents the
// experiment's own program laid out), the views around that subtree keep their appearances.
import Foundation
import LayoutEngine
import Notebook
@testable import Reports
import Testing

@Suite struct ViewAppearanceTests {
    /// VStack { Text("title"); Flow { … }; Color.red; Text("after") } where the stored Flow holds two
    /// views the tree does not (the program ran it).
    static let tree = ViewNode.vstack {
        ViewNode.text("title")
        ViewNode.custom("Flow") {}
        ViewNode.color("red")
        ViewNode.text("after")
    }

    static func stored(_ kinds: [(kind: String, parent: Int?)]) -> [StoredNode] {
        kinds.enumerated().map { index, node in
            StoredNode(index: index, path: "\(node.kind)[\(index)]", label: nil, kind: node.kind, parent: node.parent,
                       frame: Rect(x: 0, y: Double(index) * 10, width: 50, height: 10))
        }
    }

    @Test("views after a subtree the program laid out keep their texts and colours")
    func subtreeFromTheProgram() {
        let nodes = Self.stored([("VStack", nil), ("Text", 0), ("Flow", 0), ("Text", 2), ("Text", 2), ("Color", 0), ("Text", 0)])
        let appearances = ViewAppearance.byNodeIndex(Self.tree, matching: nodes)
        #expect(appearances == [1: .text("title", TextSetting(font: TextFont(size: 17))),
                                5: .color(name: "red", fill: cssColour("red")), 6: .text("after", TextSetting(font: TextFont(size: 17)))])
        // Pictures draw those texts (they were dropped whole when the counts differed).
        let svg = renderLayoutSVG(LayoutDrawing(nodes: nodes, tree: Self.tree), title: "t")
        #expect(svg.contains(">title<") && svg.contains(">after<"))
    }

    @Test("shapes are drawn in the colours their code gave them: filled translucently, outlined, or grey without one")
    func shapeColours() {
        var circle = ViewNode(.circle), capsule = ViewNode(.capsule)
        circle.look = ViewLook(fill: "red")
        capsule.look = ViewLook(stroke: "blue")
        let tree = ViewNode(.hstack(alignment: .center, spacing: 10), children: [circle, capsule, ViewNode(.ellipse)])
        let nodes = [StoredNode(index: 0, path: "HStack[0]", label: nil, kind: "HStack", parent: nil, frame: Rect(x: 0, y: 0, width: 170, height: 50)),
                     StoredNode(index: 1, path: "HStack[0]/Circle[0]", label: nil, kind: "Circle", parent: 0, frame: Rect(x: 0, y: 0, width: 50, height: 50)),
                     StoredNode(index: 2, path: "HStack[0]/Capsule[1]", label: nil, kind: "Capsule", parent: 0, frame: Rect(x: 60, y: 0, width: 50, height: 50)),
                     StoredNode(index: 3, path: "HStack[0]/Ellipse[2]", label: nil, kind: "Ellipse", parent: 0, frame: Rect(x: 120, y: 0, width: 50, height: 50))]
        #expect(ViewAppearance.byNodeIndex(tree, matching: nodes) == [1: .shape(.circle, fill: "#ff3b30"), 2: .shape(.capsule, stroke: "#007aff"),
                                                                      3: .shape(.ellipse)])
        let svg = renderLayoutSVG(LayoutDrawing(nodes: nodes, tree: tree), title: "dots")
        #expect(svg.contains(##"<circle cx="25" cy="25" r="25" fill="#ff3b30" fill-opacity="0.4" stroke="#ff3b30" stroke-width="1"/>"##))
        #expect(svg.contains(##"<rect x="60" y="0" width="50" height="50" rx="25" fill="none" stroke="#007aff" stroke-width="2"/>"##))
        #expect(svg.contains(##"<ellipse cx="145" cy="25" rx="25" ry="25" fill="#6e7781" fill-opacity="0.2" stroke="#57606a" stroke-width="1"/>"##))
    }

    /// A catalog colour's view is named as the code named it and filled with the catalog's value
    /// (its look's fill, as the library makes it): `Color("brand")` with (0.965, 0.282, 0.345).
    @Test("a catalog colour is drawn in its value, named as the code names it")
    func catalogColours() {
        var brand = ViewNode(.color(name: "brand"))
        brand.look = ViewLook(fill: "rgb(0.965, 0.282, 0.345)")
        let tree = ViewNode(.vstack(alignment: .center, spacing: 0), children: [brand, ViewNode(.color(name: "other"))])
        let looks = ViewAppearance.byNodeIndex(tree)
        #expect(looks[1] == .color(name: "brand", fill: "#f64858"))
        #expect(looks[2] == .color(name: "other", fill: cssColour("other")))
        // UIKit's system colours in their light values [Apple's UI colour tables: systemGroupedBackground
        // (242, 242, 247); secondaryLabel (60, 60, 67) at 60 % on white is (138, 138, 142)]; `systemRed` is red.
        #expect(cssColour("systemGroupedBackground") == "#f2f2f7")
        #expect(cssColour("secondaryLabel") == "#8a8a8e")
        #expect(cssColour("systemRed") == cssColour("red"))
        #expect(cssColour("systemGray4") == "#d1d1d6")
    }

    /// `Circle().stroke(lineWidth: 20)` is a ring: drawn as a line 20 wide on the circle's edge,
    /// not filled (PomoTime's timer); `strokeBorder(lineWidth: 6)` draws it inside the edge.
    @Test("a shape drawn as a line is an outline of its width, on its edge or inside it")
    func lineShapes() {
        var ring = ViewNode(.circle), border = ViewNode(.capsule)
        ring.look = ViewLook(lineWidth: 20)
        border.look = ViewLook(stroke: "blue", lineWidth: 6, lineInside: true)
        let tree = ViewNode(.hstack(alignment: .center, spacing: 10), children: [ring, border])
        let nodes = [StoredNode(index: 0, path: "HStack[0]", label: nil, kind: "HStack", parent: nil, frame: Rect(x: 0, y: 0, width: 210, height: 100)),
                     StoredNode(index: 1, path: "HStack[0]/Circle[0]", label: nil, kind: "Circle", parent: 0, frame: Rect(x: 0, y: 0, width: 100, height: 100)),
                     StoredNode(index: 2, path: "HStack[0]/Capsule[1]", label: nil, kind: "Capsule", parent: 0, frame: Rect(x: 110, y: 0, width: 100, height: 40))]
        let svg = renderLayoutSVG(LayoutDrawing(nodes: nodes, tree: tree), title: "rings")
        #expect(svg.contains(##"<circle cx="50" cy="50" r="50" fill="none" stroke="#6e7781" stroke-width="20"/>"##), "\(svg)")
        // Inside: inset by half the line, 3: the capsule 94 × 34 at (113, 3), radius 17.
        #expect(svg.contains(##"<rect x="113" y="3" width="94" height="34" rx="17" fill="none" stroke="#007aff" stroke-width="6"/>"##))
    }

    /// `.border(Color.red, width: 4)` strokes a line inside the view's frame [DOC border(_:width:):
    /// "draws a border inside the view"]: a 4-wide red line centred 2 inside a 100 × 40 frame, and
    /// `.border(.primary)` a 1-wide one in the ink.
    @Test("borders are drawn inside their frames, in their colours")
    func borders() {
        var red = ViewNode(.border(width: 4), children: [ViewNode.color("blue")])
        red.look = ViewLook(stroke: "red")
        let plain = ViewNode(.border(width: 1), children: [ViewNode.color("blue")])
        let tree = ViewNode(.vstack(alignment: .center, spacing: 0), children: [red, plain])
        let nodes = [StoredNode(index: 0, path: "VStack[0]", label: nil, kind: "VStack", parent: nil, frame: Rect(x: 0, y: 0, width: 100, height: 80)),
                     StoredNode(index: 1, path: "VStack[0]/border[0]", label: nil, kind: "border", parent: 0, frame: Rect(x: 0, y: 0, width: 100, height: 40)),
                     StoredNode(index: 2, path: "VStack[0]/border[0]/Color[0]", label: nil, kind: "Color", parent: 1, frame: Rect(x: 0, y: 0, width: 100, height: 40)),
                     StoredNode(index: 3, path: "VStack[0]/border[1]", label: nil, kind: "border", parent: 0, frame: Rect(x: 0, y: 40, width: 100, height: 40)),
                     StoredNode(index: 4, path: "VStack[0]/border[1]/Color[0]", label: nil, kind: "Color", parent: 3, frame: Rect(x: 0, y: 40, width: 100, height: 40))]
        let looks = ViewAppearance.byNodeIndex(tree, matching: nodes)
        #expect(looks[1] == .border(width: 4, colour: "#ff3b30") && looks[3] == .border(width: 1, colour: nil))
        let svg = renderLayoutSVG(LayoutDrawing(nodes: nodes, tree: tree), title: "borders")
        #expect(svg.contains(##"<rect x="2" y="2" width="96" height="36" fill="none" stroke="#ff3b30" stroke-width="4"/>"##))
        #expect(svg.contains(##"<rect x="0.5" y="40.5" width="99" height="39" fill="none" stroke="#24292f" stroke-width="1"/>"##))
    }

    /// A faded view (`.opacity(0.5)` on a stack of a colour) is drawn with its fill and content as
    /// opaque as it is, the views inside too; an invisible colour (`opacity 0`) keeps only its outline.
    @Test("faded views are drawn as opaque as they are, their outlines as ever")
    func fadedViews() {
        var stack = ViewNode(.vstack(alignment: .center, spacing: 0), children: [ViewNode.color("blue"), ViewNode.color("red")])
        stack.look = ViewLook(opacity: 0.5)
        stack.children[1].look = ViewLook(opacity: 0)
        let nodes = [StoredNode(index: 0, path: "VStack[0]", label: nil, kind: "VStack", parent: nil, frame: Rect(x: 0, y: 0, width: 100, height: 80)),
                     StoredNode(index: 1, path: "VStack[0]/Color[0]", label: nil, kind: "Color", parent: 0, frame: Rect(x: 0, y: 0, width: 100, height: 40)),
                     StoredNode(index: 2, path: "VStack[0]/Color[1]", label: nil, kind: "Color", parent: 0, frame: Rect(x: 0, y: 40, width: 100, height: 40))]
        let drawing = LayoutDrawing(nodes: nodes, tree: stack)
        #expect(drawing.boxes.map(\.opacity) == [0.5, 0.5, 0])
        let svg = renderLayoutSVG(drawing, title: "faded")
        // Blue at 0.4 × 0.5; red not filled at all, outlined in red as before.
        #expect(svg.contains(##"data-node="VStack[0]/Color[0]" data-kind="Color" x="0" y="0" width="100" height="40" fill="#007aff" fill-opacity="0.2" stroke="#007aff""##))
        #expect(svg.contains(##"data-node="VStack[0]/Color[1]" data-kind="Color" x="0" y="40" width="100" height="40" fill="#ff3b30" fill-opacity="0" stroke="#ff3b30""##))
    }

    /// The engine breaks a word wider than the line between characters (helper-found: a
    /// 92-wide Text of one long word laid out on two lines was drawn as one cut line).
    @Test("a word wider than its frame is drawn broken between characters on the lines the frame holds")
    func wordsBreakBetweenCharacters() {
        let tree = ViewNode.text("Wonderfully")
        let nodes = [StoredNode(index: 0, path: "Text[0]", label: nil, kind: "Text", parent: nil,
                                frame: Rect(x: 0, y: 0, width: 60, height: 40.67))]
        let svg = renderLayoutSVG(LayoutDrawing(nodes: nodes, tree: tree), title: "broken")
        let lines = svg.components(separatedBy: "<text class=\"content\"").dropFirst()
            .map { String($0.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }) }
        #expect(lines.count == 2)
        #expect(lines.joined() == "Wonderfully")
        #expect(!lines.contains { $0.contains("…") })
    }

    @Test("a Text is drawn in the colour its code gave it; white text inside an outline of ink, so it reads on white")
    func textColours() {
        var red = ViewNode.text("Red")
        red.look = ViewLook(fill: "red")
        var white = ViewNode.text("White")
        white.look = ViewLook(fill: "white")
        let tree = ViewNode(.vstack(alignment: .center, spacing: 0), children: [red, white, ViewNode.text("Plain")])
        let setting = TextSetting(font: TextFont(size: 17))
        #expect(ViewAppearance.byNodeIndex(tree) == [1: .text("Red", setting, colour: "#ff3b30"),
                                                   2: .text("White", setting, colour: "#ffffff"), 3: .text("Plain", setting)])
        let nodes = [StoredNode(index: 0, path: "VStack[0]", label: nil, kind: "VStack", parent: nil, frame: Rect(x: 0, y: 0, width: 60, height: 66)),
                     StoredNode(index: 1, path: "VStack[0]/Text[0]", label: nil, kind: "Text", parent: 0, frame: Rect(x: 0, y: 0, width: 30, height: 22)),
                     StoredNode(index: 2, path: "VStack[0]/Text[1]", label: nil, kind: "Text", parent: 0, frame: Rect(x: 0, y: 22, width: 45, height: 22)),
                     StoredNode(index: 3, path: "VStack[0]/Text[2]", label: nil, kind: "Text", parent: 0, frame: Rect(x: 0, y: 44, width: 40, height: 22))]
        let svg = renderLayoutSVG(LayoutDrawing(nodes: nodes, tree: tree), title: "colours")
        let texts = svg.components(separatedBy: "<text class=\"content\"").dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(texts.count == 3)
        #expect(texts.first?.contains(##"fill="#ff3b30""##) == true)
        // White keeps its colour inside an outline of ink (it reads on white and on a blue button alike).
        #expect(texts[1].contains(##"fill="#ffffff" stroke="#24292f" stroke-width="0.6" paint-order="stroke""##), "\(texts[1])")
        // Text without a colour in the picture's ink.
        #expect(texts[2].contains(##"fill="#24292f""##) && !texts[2].contains("stroke="))
        // Light enough to need the outline: white and near-white, not yellow (luminance 0.78).
        #expect(ViewAppearance.isLight("#ffffff") && ViewAppearance.isLight("#f2f2f7") && !ViewAppearance.isLight("#ffcc00"))
    }

    /// A `Circle` clips to the largest circle centred in the frame, not to a capsule: an 80 × 276
    /// story image clipped to a Circle (helper-found in an Instagram clone) is drawn in an 80-wide
    /// circle at the frame's middle, y 98 … 178.
    @Test("a Circle's clip on a frame that is not square is the circle of its shorter side, centred")
    func circleClips() {
        var story = ViewNode(.frame(width: 80, height: nil, alignment: .center), children: [ViewNode.color("blue")])
        story.look = ViewLook(clip: .infinity, clipsCircle: true)
        let nodes = [StoredNode(index: 0, path: "frame[0]", label: nil, kind: "frame", parent: nil, frame: Rect(x: 0, y: 0, width: 80, height: 276)),
                     StoredNode(index: 1, path: "frame[0]/Color[0]", label: nil, kind: "Color", parent: 0, frame: Rect(x: 0, y: 0, width: 80, height: 276))]
        let drawing = LayoutDrawing(nodes: nodes, tree: story)
        let circle = LayoutBox.Clip(frame: Rect(x: 0, y: 98, width: 80, height: 80), cornerRadius: 40)
        #expect(drawing.boxes.map(\.clip) == [circle])  // the frame folds into the colour of its size
        #expect(renderLayoutSVG(drawing, title: "story").contains(##"<clipPath id="clip-0-0"><rect x="0" y="98" width="80" height="80" rx="40"/></clipPath>"##))
    }

    @Test("what a view clips is drawn inside its clip: a circle's, or rounded corners at most half its shorter side")
    func clippedViews() {
        // frame(100 × 100) { Color.blue 120 × 160 } clipped to a Circle, then a Capsule-clipped
        // 60 × 20 colour: as round as its shorter side allows, 10.
        var avatar = ViewNode(.frame(width: 100, height: 100, alignment: .center), children: [ViewNode.color("blue")])
        avatar.look = ViewLook(clip: .infinity)
        var pill = ViewNode.color("red")
        pill.look = ViewLook(clip: .infinity)
        let tree = ViewNode(.vstack(alignment: .center, spacing: 0), children: [avatar, pill])
        let nodes = [StoredNode(index: 0, path: "VStack[0]", label: nil, kind: "VStack", parent: nil, frame: Rect(x: 0, y: 0, width: 100, height: 120)),
                     StoredNode(index: 1, path: "VStack[0]/frame[0]", label: nil, kind: "frame", parent: 0, frame: Rect(x: 0, y: 0, width: 100, height: 100)),
                     StoredNode(index: 2, path: "VStack[0]/frame[0]/Color[0]", label: nil, kind: "Color", parent: 1, frame: Rect(x: -10, y: -30, width: 120, height: 160)),
                     StoredNode(index: 3, path: "VStack[0]/Color[1]", label: nil, kind: "Color", parent: 0, frame: Rect(x: 20, y: 100, width: 60, height: 20))]
        #expect(ViewAppearance.clips(tree, matching: nodes) == [1: .infinity, 3: .infinity])
        let drawing = LayoutDrawing(nodes: nodes, tree: tree)
        // The frame's own box and the colour it holds are inside its clip.
        let circle = LayoutBox.Clip(frame: Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 50)
        #expect(drawing.boxes.map(\.clip) == [nil, circle, circle, LayoutBox.Clip(frame: Rect(x: 20, y: 100, width: 60, height: 20), cornerRadius: 10)])
        let svg = renderLayoutSVG(drawing, title: "clips")
        #expect(svg.contains(##"<clipPath id="clip-0-0"><rect x="0" y="0" width="100" height="100" rx="50"/></clipPath>"##))
        #expect(svg.contains(##"<clipPath id="clip-0-1"><rect x="20" y="100" width="60" height="20" rx="10"/></clipPath>"##))
        #expect(svg.components(separatedBy: "<g clip-path=").count - 1 == 3)
    }

    /// A horizontal scroll view 100 wide clips its content; each card inside clips itself to its
    /// corners. Card 0 shows inside both clips (a group clipped by the scroll view's around one
    /// clipped by its corners); card 1,
    /// at x 150, is scrolled out of view and not drawn or captioned (a paging carousel of 50 cards
    /// was drawn 10,000 points tall).
    @Test("a clip inside another is drawn inside it, and what the clips hide entirely is not drawn")
    func nestedClips() {
        var card0 = ViewNode.color("red"), card1 = ViewNode.color("blue")
        card0.look = ViewLook(clip: 8)
        card1.look = ViewLook(clip: 8)
        var scroll = ViewNode(.scrollView(axes: .horizontal), children: [ViewNode(.hstack(alignment: .center, spacing: 10), children: [card0, card1])])
        scroll.look = ViewLook(clip: 0)
        let nodes = [StoredNode(index: 0, path: "ScrollView[0]", label: nil, kind: "ScrollView", parent: nil, frame: Rect(x: 0, y: 0, width: 100, height: 50)),
                     StoredNode(index: 1, path: "ScrollView[0]/HStack[0]", label: nil, kind: "HStack", parent: 0, frame: Rect(x: 0, y: 0, width: 290, height: 50)),
                     StoredNode(index: 2, path: "ScrollView[0]/HStack[0]/Color[0]", label: nil, kind: "Color", parent: 1, frame: Rect(x: 0, y: 0, width: 140, height: 50)),
                     StoredNode(index: 3, path: "ScrollView[0]/HStack[0]/Color[1]", label: nil, kind: "Color", parent: 1, frame: Rect(x: 150, y: 0, width: 140, height: 50))]
        let drawing = LayoutDrawing(nodes: nodes, tree: scroll)
        let viewport = LayoutBox.Clip(frame: Rect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 0)
        #expect(drawing.boxes[2].clip == LayoutBox.Clip(frame: Rect(x: 0, y: 0, width: 140, height: 50), cornerRadius: 8, outer: viewport))
        let svg = renderLayoutSVG(drawing, title: "carousel")
        #expect(svg.contains(##"<clipPath id="clip-0-1"><rect x="0" y="0" width="140" height="50" rx="8"/></clipPath>"##), "\(svg)")
        #expect(svg.contains("<g clip-path=\"url(#clip-0-0)\">\n<g clip-path=\"url(#clip-0-1)\">\n<rect data-node=\"ScrollView[0]/HStack[0]/Color[0]\""), "\(svg)")
        #expect(svg.contains(##"data-node="ScrollView[0]/HStack[0]/Color[0]""##))
        #expect(!svg.contains(##"data-node="ScrollView[0]/HStack[0]/Color[1]""##))
    }

    /// A Group in a scroll view's content is not placed itself (no frame): the views in it are
    /// still inside the scroll view's clip, as their siblings are (the report's ScrollViewExample
    /// drew a Group's colour below its 100-high scroll view).
    @Test("views in a Group inside a scroll view are clipped to the scroll view")
    func groupInsideAClip() {
        var scroll = ViewNode(.scrollView(axes: .vertical), children: [
            ViewNode(.vstack(alignment: .center, spacing: 0), children: [ViewNode.color("red"), ViewNode(.group, children: [ViewNode.color("blue")])]),
        ])
        scroll.look = ViewLook(clip: 0)
        let nodes = [StoredNode(index: 0, path: "ScrollView[0]", label: nil, kind: "ScrollView", parent: nil, frame: Rect(x: 0, y: 0, width: 100, height: 100)),
                     StoredNode(index: 1, path: "ScrollView[0]/VStack[0]", label: nil, kind: "VStack", parent: 0, frame: Rect(x: 0, y: 0, width: 100, height: 160)),
                     StoredNode(index: 2, path: "ScrollView[0]/VStack[0]/Color[0]", label: nil, kind: "Color", parent: 1, frame: Rect(x: 0, y: 0, width: 100, height: 80)),
                     StoredNode(index: 3, path: "ScrollView[0]/VStack[0]/Group[1]", label: nil, kind: "Group", parent: 1, frame: nil),
                     StoredNode(index: 4, path: "ScrollView[0]/VStack[0]/Group[1]/Color[0]", label: nil, kind: "Color", parent: 3, frame: Rect(x: 0, y: 80, width: 100, height: 80))]
        let drawing = LayoutDrawing(nodes: nodes, tree: scroll)
        let viewport = LayoutBox.Clip(frame: Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 0)
        let blue = drawing.boxes.first { $0.frame == Rect(x: 0, y: 80, width: 100, height: 80) }
        #expect(blue?.clip == viewport)
        #expect(renderLayoutSVG(drawing, title: "group").contains(
            "<g clip-path=\"url(#clip-0-0)\">\n<rect data-node=\"ScrollView[0]/VStack[0]/Group[1]/Color[0]\""))
    }

    /// A line's leading spaces are the Text's (indented code in a tour app's snippet): the SVG
    /// keeps them (`xml:space="preserve"`), where it would collapse them; a line without runs of
    /// spaces is written as before.
    @Test("spaces at the start of a drawn line are kept")
    func leadingSpacesKept() {
        let tree = ViewNode(.vstack(alignment: .center, spacing: 0), children: [ViewNode.text("a\n    bbbb"), ViewNode.text("plain")])
        let nodes = [StoredNode(index: 0, path: "VStack[0]", label: nil, kind: "VStack", parent: nil, frame: Rect(x: 0, y: 0, width: 80, height: 64)),
                     StoredNode(index: 1, path: "VStack[0]/Text[0]", label: nil, kind: "Text", parent: 0, frame: Rect(x: 0, y: 0, width: 80, height: 42)),
                     StoredNode(index: 2, path: "VStack[0]/Text[1]", label: nil, kind: "Text", parent: 0, frame: Rect(x: 0, y: 42, width: 40, height: 22))]
        let svg = renderLayoutSVG(LayoutDrawing(nodes: nodes, tree: tree), title: "indent")
        let texts = svg.components(separatedBy: "<text class=\"content\"").dropFirst().map { String($0.prefix { $0 != "<" }) }
        #expect(texts.count == 3)
        #expect(texts[0].hasSuffix(">a") && !texts[0].contains("xml:space"))
        #expect(texts[1].contains("xml:space=\"preserve\"") && texts[1].hasSuffix(">    bbbb"), "\(texts[1])")
        #expect(!texts[2].contains("xml:space"))
    }

    @Test("a tree with one view per stored node maps index to index, and a kind mismatch maps nothing below it")
    func matchingAndMismatchedTrees() {
        let same = Self.stored([("VStack", nil), ("Text", 0), ("Flow", 0), ("Color", 0), ("Text", 0)])
        #expect(ViewAppearance.byNodeIndex(Self.tree, matching: same) == ViewAppearance.byNodeIndex(Self.tree))
        let other = Self.stored([("HStack", nil), ("Text", 0), ("Flow", 0), ("Color", 0), ("Text", 0)])
        #expect(ViewAppearance.byNodeIndex(Self.tree, matching: other).isEmpty)
    }

    @Test("Texts are drawn as the engine set them: font, line spacing and alignment from the modifiers above them")
    func textSettings() {
        // Apple's HIG, Typography: the headline is 17 pt semibold on iOS and 13 pt bold on macOS.
        let headline = ViewNode.text("Title").font(.headline)
        #expect(headline.textSettings() == [1: TextSetting(font: TextFont(size: 17, weight: .semibold))])
        var macos = LayoutOptions()
        macos.platform = .macos
        #expect(headline.textSettings(options: macos) == [1: TextSetting(font: TextFont(size: 13, weight: .bold))])
        // An inner trait overrides an outer one; a font size set outside keeps its weight.
        let mixed = ViewNode.vstack {
            ViewNode.text("a").fontTraits(FontTraits(weight: .thin))
            ViewNode.text("b")
        }.fontTraits(FontTraits(weight: .bold, design: .monospaced, lineSpacing: 4)).multilineTextAlignment(.center).font(size: 28)
        #expect(mixed.textSettings() == [
            5: TextSetting(font: TextFont(size: 28, weight: .thin, design: .monospaced), lineSpacing: 4, alignment: .center),
            6: TextSetting(font: TextFont(size: 28, weight: .bold, design: .monospaced), lineSpacing: 4, alignment: .center),
        ])
    }

    @Test("a centred paragraph with line spacing is drawn centred, each line a line height and the spacing below the last")
    func centredParagraph() throws {
        let tree = ViewNode.text("The quick brown fox jumps over the lazy dog")
            .fontTraits(FontTraits(lineSpacing: 10)).multilineTextAlignment(.center).frame(width: 200)
        let result = Engine().layout(tree, in: ProposedViewSize(width: 390, height: 844))
        let text = try #require(result.placements.first { result.nodes[$0.node].kind == "Text" })
        // Two lines of 20.33 (17 pt: 17 × 2444 / 2048, rounded up to a third of a point) and 10 between.
        #expect(text.frame.height == 2 * 20.333333333333332 + 10)
        let nodes = result.nodes.map { node in
            StoredNode(index: node.index, path: node.path, label: nil, kind: node.kind, parent: node.parent,
                       frame: result.placements.first { $0.node == node.index }?.frame)
        }
        let svg = renderLayoutSVG(LayoutDrawing(nodes: nodes, tree: tree), title: "t")
        let lines = svg.split(separator: "\n").filter { $0.contains("class=\"content\"") }
        #expect(lines.count == 2)
        // Each line is anchored at the frame's middle; the second baseline is a line as the engine
        // sets it below the first: 20.33 (rounded up to the pixel) + 10, so the last line ends at
        // the frame's bottom (drawn 17 × 2444 / 2048 apart, eight lines ended 2.33 above it).
        func number(_ attribute: String, _ line: Substring) -> Double? {
            line.range(of: " \(attribute)=\"").flatMap { Double(line[$0.upperBound...].prefix { $0 != "\"" }) }
        }
        #expect(lines.allSatisfy { abs((number("x", $0) ?? 0) - text.frame.midX) < 0.01 && $0.contains("text-anchor=\"middle\"") })
        let first = try #require(number("y", lines[0])), second = try #require(number("y", lines[1]))
        #expect(abs(second - first - (20.333333333333332 + 10)) < 0.01)
    }

    @Test("a thin title is drawn thin, on the one line the engine measured it on")
    func thinTitleOnOneLine() throws {
        let tree = ViewNode.text("Loujain Moneer").fontTraits(FontTraits(weight: .thin)).font(size: 34)
        let result = Engine().layout(tree, in: ProposedViewSize(width: 390, height: 844))
        let text = try #require(result.placements.first { result.nodes[$0.node].kind == "Text" })
        // One line of 34 pt text: 34 × 2444 / 2048 = 40.57, rounded up to a third of a point.
        #expect(text.frame.height == 40.666666666666664)
        let nodes = result.nodes.map { node in
            StoredNode(index: node.index, path: node.path, label: nil, kind: node.kind, parent: node.parent,
                       frame: result.placements.first { $0.node == node.index }?.frame)
        }
        let svg = renderLayoutSVG(LayoutDrawing(nodes: nodes, tree: tree), title: "t")
        // Drawn in the regular weight, the name was wider than its frame and cut ("Loujain…").
        #expect(svg.contains("font-weight=\"200\"") && svg.contains(">Loujain Moneer<"))
        #expect(!svg.contains("…"))
    }
}
