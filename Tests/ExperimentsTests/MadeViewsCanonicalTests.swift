// The canonical form of the views a layout made (`CanonicalTree.encodeMade`), and the tree they
// make with the definition's (`ViewNode.addingMade`), numbered as the layout numbered them.
import Experiments
import LayoutEngine
import Testing

@Suite struct MadeViewsCanonicalTests {
    /// Node 1 (a reader) made a VStack of a Text and a Color (nodes 3–5); node 5, a second reader
    /// inside it (as a GeometryReader nested in another's content), made a Circle (node 6).
    static let tree = ViewNode.hstack {
        ViewNode(.custom(name: "GeometryReader"))
        ViewNode.color("red")
    }
    static let made = [
        MadeNodes(parent: 1, first: 3, trees: [.vstack {
            ViewNode(.text("made"))
            ViewNode(.custom(name: "GeometryReader#2"))
        }]),
        MadeNodes(parent: 5, first: 6, trees: [ViewNode(.circle)]),
    ]

    @Test func madeViewsRoundTrip() throws {
        #expect(CanonicalTree.encodeMade([]) == nil)
        let json = try #require(CanonicalTree.encodeMade(Self.made))
        #expect(json.hasPrefix(#"{"format":1,"made":[{"first":3,"parent":1,"trees":[{"alignment":"center","children":[{"kind":"text","#))
        #expect(try CanonicalTree.decodeMade(json) == Self.made)
        #expect(throws: CanonicalJSONError.self) { try CanonicalTree.decodeMade(#"{"format":2,"made":[]}"#) }
        #expect(throws: CanonicalJSONError.self) { try CanonicalTree.decodeMade(#"{"format":1,"made":[{"parent":1,"first":3}]}"#) }
    }

    /// The program hands its made views to layoutlab in its report: their looks go with them
    /// (helper-found: a `.clipped()` photo and a red caption in a reader's content drew unclipped
    /// and in ink, as a `ViewNode`'s own coding leaves its look out).
    @Test func hostedMadeViewsKeepTheirLooks() throws {
        var caption = ViewNode(.text("Caption"))
        caption.look = ViewLook(fill: "red")
        var photo = ViewNode(.frame(width: nil, height: 100, alignment: .center), children: [ViewNode.color("blue")])
        photo.look = ViewLook(clip: 0)
        let made = [MadeNodes(parent: 0, first: 1, trees: [.vstack { photo; caption }])]
        let hosted = HostedExperiment(name: "g", definition: "{}", definitionHash: "h", previewedView: nil,
                                      location: SourceLocation(file: "g.swift", line: 1, column: 1), layouts: nil, durationMS: 0,
                                      notes: [], madeViews: made)
        let data = try HostReport(experiments: [hosted], problems: []).encoded()
        let back = try #require(try HostReport.decode(data).experiments.first)
        #expect(back.madeViews == made)
        #expect(back.madeViews.first?.trees.first?.children.map(\.look) == [ViewLook(clip: 0), ViewLook(fill: "red")])
        #expect(try HostReport.decode(HostReport(experiments: [HostedExperiment(
            name: "none", definition: "{}", definitionHash: "h", previewedView: nil, location: hosted.location, layouts: nil,
            durationMS: 0, notes: [])], problems: []).encoded()).experiments.first?.madeViews.isEmpty == true)
    }

    @Test func madeViewsJoinTheirMakersAsChildren() {
        let whole = Self.tree.addingMade(Self.made)
        #expect(whole.nodeCount == 7)
        #expect(whole.children[0].children.map(\.kind.name) == ["VStack"])
        #expect(whole.children[0].children[0].children[1].children.map(\.kind) == [.circle])
        #expect(whole.children[1].kind == .color(name: "red"))
        // Both readers are named `GeometryReader`, as the layout names them (the stored node kinds).
        #expect(whole.children[0].kind.name == "GeometryReader")
        #expect(whole.children[0].children[0].children[1].kind.name == "GeometryReader")
        // Content that does not follow the nodes before it is left out.
        #expect(Self.tree.addingMade([MadeNodes(parent: 1, first: 9, trees: [ViewNode(.circle)])]) == Self.tree)
        #expect(Self.tree.addingMade([]) == Self.tree)
    }
}
