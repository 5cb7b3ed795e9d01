// Names of nodes as their author wrote them (`NodeFacts`): the label first; the user's view at its
// outermost node with the first text inside; leaves by what they show; modifiers after the view
// they modify, the way a person reads a chain; origins inherited down the tree.
import Experiments
import Foundation
import LayoutEngine
import Testing

@Suite struct NodeFactsTests {
    /// `WeatherDayView(dayOfWeek: "TUE")` used at line 24 of ContentView's body, its body a VStack
    /// of `Text(day).font(.caption)` (line 73) and `Image(systemName:)` in a frame (line 76).
    static func day() -> ViewNode {
        let site = { (line: Int, column: Int) in ViewOrigin(viewType: "WeatherDayView", file: "Weather.swift", line: line, column: column) }
        var text = ViewNode.text("TUE").fontTraits(FontTraits(weight: .medium)).font(size: 10)
        text.origin = site(73, 13)
        var image = ViewNode(.symbol(name: "sun.max.fill", resizable: true)).frame(width: 40, height: 70)
        image.origin = site(76, 13)
        var stack = ViewNode.vstack { text; image }
        stack.origin = ViewOrigin(viewType: "WeatherDayView", instanceOf: "WeatherDayView", file: "Weather.swift", line: 24, column: 21)
        return stack
    }

    @Test("the outermost node of a user's view is named after it and its first text; leaves by what they show")
    func userViewsAndLeaves() {
        var screen = ViewNode.hstack(spacing: 25) { Self.day(); ViewNode.color("blue"); ViewNode.spacer() }
        screen.origin = ViewOrigin(viewType: "ContentView", file: "Weather.swift", line: 23, column: 17)
        let facts = NodeFacts.of(screen)
        #expect(facts.map(\.displayName) == [
            "HStack", "WeatherDayView \"TUE\"", "Text \"TUE\" · font", "Text \"TUE\" · fontTraits", "Text \"TUE\"",
            "Image \"sun.max.fill\" · frame", "Image \"sun.max.fill\"", "Color blue", "Spacer"])
        #expect(facts.map(\.kind) == ["HStack", "VStack", "font", "fontTraits", "Text", "frame", "Image", "Color", "Spacer"])
        // Nodes without an origin take their view type from the nearest ancestor that has one.
        #expect(facts.map(\.viewType) == ["ContentView", "WeatherDayView", "WeatherDayView", "WeatherDayView", "WeatherDayView",
                                          "WeatherDayView", "WeatherDayView", "ContentView", "ContentView"])
        #expect(facts.map(\.sourceLine) == ["Weather.swift:23:17", "Weather.swift:24:21", "Weather.swift:73:13", nil, nil,
                                            "Weather.swift:76:13", nil, nil, nil])
    }

    /// A GeometryReader's content, made while laying out, is numbered after the tree's nodes and
    /// named like them, its view type inherited from the reader.
    @Test("nodes made during layout are named after the tree's, inheriting the reader's view type")
    func madeNodes() {
        var reader = ViewNode(.custom(name: "GeometryReader"))
        reader.origin = ViewOrigin(viewType: "Card", file: "Card.swift", line: 3, column: 9)
        let tree = ViewNode.vstack { ViewNode.text("Title"); reader }
        var badge = ViewNode.text("New").padding(4)
        badge.origin = ViewOrigin(viewType: "Badge", instanceOf: "Badge", file: "Card.swift", line: 5, column: 13)
        let made = [MadeNodes(parent: 2, first: 3, trees: [ViewNode.color("red"), badge])]
        let facts = NodeFacts.of(tree, made: made)
        #expect(facts.map(\.displayName) == ["VStack", "Text \"Title\"", "GeometryReader", "Color red", "Badge \"New\"", "Text \"New\""])
        #expect(facts.map(\.viewType) == [nil, nil, "Card", "Card", "Badge", "Badge"])
        #expect(NodeFacts.ofMade(tree, made).map(\.displayName) == ["Color red", "Badge \"New\"", "Text \"New\""])
        // Content that does not follow the nodes before it is left unnamed.
        #expect(NodeFacts.of(tree, made: [MadeNodes(parent: 2, first: 4, trees: [ViewNode.color("red")])]).count == 3)
    }

    /// An image in a text (U+FFFC) is named as pictures draw it, a diamond.
    @Test("an image in a text is a diamond in its name; a Text of images only does not name a user's view")
    func inlineImage() {
        #expect(NodeFacts.of(ViewNode.text("\u{FFFC} 4.5")).map(\.displayName) == ["Text \"\u{25C6} 4.5\""])
        // A user's view is named after its first text with words, not after a Text of an image.
        var date = ViewNode.hstack { ViewNode.text("\u{FFFC}"); ViewNode.text("21 OCTOBRE 2020") }
        date.origin = ViewOrigin(viewType: "DateView", instanceOf: "DateView", file: "DateView.swift", line: 29, column: 9)
        #expect(NodeFacts.of(date).map(\.displayName) == ["DateView \"21 OCTOBRE 2020\"", "Text \"\u{25C6}\"", "Text \"21 OCTOBRE 2020\""])
    }

    /// The views the library lays out as a flexible colour are named as written.
    @Test("stand-ins are named after the view they stand for")
    func standIns() {
        #expect(NodeFacts.displayName(of: ViewNode.color("chart")) == "Chart")
        #expect(NodeFacts.displayName(of: ViewNode.color("map").frame(height: 200)) == "Map · frame")
        #expect(NodeFacts.displayName(of: ViewNode.color("navigationBar")) == "navigation bar")
        #expect(NodeFacts.displayName(of: ViewNode.color("mint")) == "Color mint")
        // A colour of components is named with three decimals (the same colour to a 255th).
        #expect(NodeFacts.displayName(of: ViewNode.color("rgb(0.9137254901960784, 0.5, 1.0)")) == "Color rgb(0.914, 0.5, 1)")
        #expect(NodeFacts.displayName(of: ViewNode.color("white(0.25)")) == "Color white(0.25)")
    }

    /// A custom layout or modifier used twice is registered as `name#2`; its display name is the
    /// name its author wrote, and `DisplayNames` tells the two uses apart by what encloses them.
    @Test("a second use of a custom layout is named without its registration suffix")
    func customLayoutNames() {
        let second = ViewNode(.custom(name: "onScrollVisibilityChange#2"), children: [.color("red")])
        #expect(NodeFacts.displayName(of: second) == "onScrollVisibilityChange")
        #expect(NodeFacts.displayName(of: ViewNode(.custom(name: "FlowLayout#12"), children: [])) == "FlowLayout")
        #expect(NodeFacts.displayName(of: ViewNode(.custom(name: "FlowLayout"), children: [])) == "FlowLayout")
        // A name whose `#` is not followed by a count is the author's own.
        #expect(NodeFacts.displayName(of: ViewNode(.custom(name: "Grid#A"), children: [])) == "Grid#A")
        #expect(NodeFacts.displayName(of: ViewNode(.custom(name: "#2"), children: [])) == "#2")
    }

    @Test("a label wins; a font's weight folds into its font; long chains and texts are cut")
    func labelsChainsAndCuts() {
        #expect(NodeFacts.displayName(of: ViewNode.text("76°").padding().id("temperature")) == "temperature")
        // `.font(.system(size: 20, weight: .medium))` is one modifier to its author: `font`.
        #expect(NodeFacts.displayName(of: ViewNode.text("76°").fontTraits(FontTraits(weight: .medium)).font(size: 20).padding())
                == "Text \"76°\" · font · padding")
        // A bold Text whose font comes later keeps its own `fontTraits` step.
        #expect(NodeFacts.displayName(of: ViewNode.text("a").font(size: 20).fontTraits(FontTraits(weight: .bold)))
                == "Text \"a\" · font · fontTraits")
        // Five modifiers: the last three after an ellipsis.
        #expect(NodeFacts.displayName(of: ViewNode.color("red").padding().frame(width: 1).padding().offset(x: 1, y: 0).border(width: 1))
                == "Color red · … · padding · offset · border")
        // Texts are quoted on one line, at most 24 characters.
        #expect(NodeFacts.displayName(of: .text("A forecast for the whole\nweek ahead")) == "Text \"A forecast for the whol…\"")
        // A Text of several runs (`Text("76").bold() + Text("°")`) shows them joined.
        #expect(NodeFacts.displayName(of: ViewNode(.textRuns([TextRun("76", traits: FontTraits(weight: .bold)), TextRun("°")])))
                == "Text \"76°\"")
        // A labelled view inside a chain is named by its label.
        #expect(NodeFacts.displayName(of: ViewNode.color("red").id("swatch").padding()) == "swatch · padding")
    }

    @Test("the definition stores origins beside the tree but hashes without them")
    func originsStayOutOfTheHash() throws {
        let plain = Experiment(name: "day", tree: ViewNode.hstack { ViewNode.text("TUE"); ViewNode.text("WED") },
                               proposals: [ProposedViewSize(width: 100, height: 50)])
        var located = plain
        located.tree.children[0].origin = ViewOrigin(viewType: "Row", file: "Row.swift", line: 3, column: 9)
        let defined = DefinedExperiment(located)
        #expect(defined.definitionHash == DefinedExperiment(plain).definitionHash)
        #expect(defined.definitionJSON.contains(#""origin":["Row.swift",3,9,"Row"]"#))
        let decoded = try CanonicalTree.decodeDefinition(defined.definitionJSON, name: "day")
        #expect(decoded.tree.children[0].origin == located.tree.children[0].origin)
        #expect(decoded.tree == plain.tree)
    }

    @Test("the definition stores a shape's colours beside the tree but hashes without them; made views keep theirs")
    func looksStayOutOfTheHash() throws {
        let plain = Experiment(name: "dots", tree: ViewNode.hstack { ViewNode(.circle); ViewNode(.capsule) },
                               proposals: [ProposedViewSize(width: 100, height: 50)])
        var coloured = plain
        coloured.tree.children[0].look = ViewLook(fill: "red", opacity: 0.5)
        coloured.tree.children[1].look = ViewLook(fill: "blue", stroke: "rgb(1, 0.5, 0)", clip: .infinity)
        let defined = DefinedExperiment(coloured)
        #expect(defined.definitionHash == DefinedExperiment(plain).definitionHash)
        #expect(defined.definitionJSON.contains(#""look":{"fill":"red","opacity":0.5}"#))
        #expect(defined.definitionJSON.contains(#""look":{"clip":"infinity","fill":"blue","stroke":"rgb(1, 0.5, 0)"}"#))
        let decoded = try CanonicalTree.decodeDefinition(defined.definitionJSON, name: "dots")
        #expect(decoded.tree.children.map(\.look) == [ViewLook(fill: "red", opacity: 0.5), ViewLook(fill: "blue", stroke: "rgb(1, 0.5, 0)", clip: .infinity)])
        #expect(decoded.tree == plain.tree)
        // A circle's clip says so; a form without the member (before it was kept) reads as a plain clip.
        var circled = plain
        circled.tree.children[0].look = ViewLook(clip: .infinity, clipsCircle: true)
        let circledJSON = DefinedExperiment(circled).definitionJSON
        #expect(circledJSON.contains(#""look":{"clip":"infinity","clipCircle":true}"#))
        #expect(try CanonicalTree.decodeDefinition(circledJSON, name: "dots").tree.children[0].look == ViewLook(clip: .infinity, clipsCircle: true))
        // A shape drawn as a line keeps its width, and where it lies; the hash is the plain tree's.
        var ringed = plain
        ringed.tree.children[0].look = ViewLook(stroke: "red", lineWidth: 20, lineInside: true)
        let ringedJSON = DefinedExperiment(ringed).definitionJSON
        #expect(ringedJSON.contains(#""look":{"lineInside":true,"lineWidth":20,"stroke":"red"}"#), "\(ringedJSON)")
        #expect(try CanonicalTree.decodeDefinition(ringedJSON, name: "dots").tree.children[0].look
                    == ViewLook(stroke: "red", lineWidth: 20, lineInside: true))
        #expect(DefinedExperiment(ringed).definitionHash == DefinedExperiment(plain).definitionHash)
        let made = try #require(CanonicalTree.encodeMade([MadeNodes(parent: 0, first: 3, trees: [coloured.tree.children[0]])]))
        #expect(try CanonicalTree.decodeMade(made)[0].trees[0].look == ViewLook(fill: "red", opacity: 0.5))
        #expect(throws: CanonicalJSONError.self) {
            try CanonicalTree.decodeDefinition(defined.definitionJSON.replacingOccurrences(of: #""fill":"red""#, with: #""tint":"red""#), name: "dots")
        }
    }

    /// A trim, a shape's own outline and a gradient are stored as the other look facts are: beside
    /// the tree, outside its hash (recolouring or reshaping a drawing is no redefinition); a look
    /// that only waits for its path (a tree not laid out) stores nothing.
    @Test("the definition stores a trim, a shape's path and a gradient beside the tree, outside its hash")
    func trimsPathsAndGradientsStayOutOfTheHash() throws {
        let plain = Experiment(name: "ring", tree: ViewNode.hstack { ViewNode(.circle); ViewNode(.rectangle) },
                               proposals: [ProposedViewSize(width: 200, height: 100)])
        var drawn = plain
        let gradient = "angularGradient(at 0.5 0.5 angle 0 to 360; blue at 0; rgb(1, 0, 0.5) at 1)"
        drawn.tree.children[0].look = ViewLook(stroke: gradient, lineWidth: 20, trim: ViewLook.Trim(from: 0, to: 0.7))
        drawn.tree.children[1].look = ViewLook(fill: "teal", path: "M50 0L100 80L0 80Z", pathSize: Size(width: 100, height: 80))
        let json = DefinedExperiment(drawn).definitionJSON
        #expect(json.contains(#""look":{"lineWidth":20,"stroke":"\#(gradient)","trim":[0,0.7]}"#), "\(json)")
        #expect(json.contains(#""look":{"fill":"teal","path":"M50 0L100 80L0 80Z","pathSize":[100,80]}"#))
        let decoded = try CanonicalTree.decodeDefinition(json, name: "ring")
        #expect(decoded.tree.children.map(\.look) == drawn.tree.children.map(\.look))
        #expect(DefinedExperiment(drawn).definitionHash == DefinedExperiment(plain).definitionHash)
        // A turn: its degrees and its anchor's unit point.
        var turned = plain
        turned.tree.look = ViewLook(rotation: ViewLook.Rotation(degrees: -90, anchor: Point(x: 0.5, y: 0)))
        let turnedJSON = DefinedExperiment(turned).definitionJSON
        #expect(turnedJSON.contains(#""look":{"rotation":[-90,0.5,0]}"#), "\(turnedJSON)")
        #expect(try CanonicalTree.decodeDefinition(turnedJSON, name: "ring").tree.look == turned.tree.look)
        var waiting = plain
        waiting.tree.children[1].look = ViewLook(makePath: { _ in "M0 0Z" })
        #expect(!DefinedExperiment(waiting).definitionJSON.contains(#""look""#))
        #expect(throws: CanonicalJSONError.self) {
            try CanonicalTree.decodeDefinition(json.replacingOccurrences(of: #""trim":[0,0.7]"#, with: #""trim":[0]"#), name: "ring")
        }
    }

    /// The colour scheme a view is drawn in is stored as the other look facts are: beside the tree,
    /// outside its hash (a preview switched to dark lays out the same views), where it changes;
    /// a stored look without it (every notebook before it was kept) reads as the scheme around it.
    @Test("the definition stores a view's colour scheme beside the tree, outside its hash")
    func schemesStayOutOfTheHash() throws {
        let plain = Experiment(name: "screen", tree: ViewNode.vstack { ViewNode.text("Title"); ViewNode.color("blue") },
                               proposals: [ProposedViewSize(width: 390, height: 844)])
        let dark = Experiment(name: "screen", tree: plain.tree.drawn(in: .dark), proposals: plain.proposals)
        let json = DefinedExperiment(dark).definitionJSON
        #expect(json.contains(#""look":{"scheme":"dark"}"#), "\(json)")
        #expect(DefinedExperiment(dark).definitionHash == DefinedExperiment(plain).definitionHash)
        let decoded = try CanonicalTree.decodeDefinition(json, name: "screen")
        #expect(decoded.tree.look == ViewLook(scheme: .dark))
        #expect(decoded.tree.children.map(\.look) == [nil, nil])
        // A scheme set closer to a view wins over the one drawn around it: the colour keeps its own.
        var mixed = plain.tree
        mixed.children[1] = mixed.children[1].drawn(in: .light)
        #expect(mixed.drawn(in: .dark).children[1].look == ViewLook(scheme: .light))
        #expect(ViewLook(fill: "red").merged(under: ViewLook(scheme: .dark)) == ViewLook(fill: "red", scheme: .dark))
        #expect(throws: CanonicalJSONError.self) {
            try CanonicalTree.decodeDefinition(json.replacingOccurrences(of: #""scheme":"dark""#, with: #""scheme":"dim""#), name: "screen")
        }
    }

    @Test("a modifier's view shares its origin without repeating it; a node without one under one that has one says null")
    func inheritedOrigins() throws {
        let site = ViewOrigin(viewType: "Card", instanceOf: "Card", file: "Card.swift", line: 4, column: 9)
        let shared = ViewOrigin(viewType: "Card", file: "Card.swift", line: 4, column: 9)
        var text = ViewNode.text("Hi")
        text.origin = shared
        var padded = text.padding()
        padded.origin = site
        var background = ViewNode(.background(alignment: .center), children: [padded, ViewNode.color("white")])
        background.origin = ViewOrigin(viewType: "Screen", file: "Card.swift", line: 12, column: 5)
        let experiment = Experiment(name: "card", tree: background, proposals: [ProposedViewSize(width: 100, height: 50)])
        let json = DefinedExperiment(experiment).definitionJSON
        // The Text's origin is the padding's without the instance mark: left out. The white colour
        // (made by the library, no place) says null.
        #expect(json.contains(#""origin":["Card.swift",4,9,"Card","Card"]"#))
        #expect(!json.contains(#""origin":["Card.swift",4,9,"Card"]"#))
        #expect(json.contains(#""kind":"color","name":"white","origin":null"#))
        let decoded = try CanonicalTree.decodeDefinition(json, name: "card").tree
        #expect(decoded.origin == background.origin)
        #expect(decoded.children[0].origin == site)
        #expect(decoded.children[0].children[0].origin == shared)
        #expect(decoded.children[1].origin == nil)
    }
}
