// Pictures take colours, shapes and texts from the experiment's view tree. When the stored nodes
// hold more views than the tree (a custom `Layout` or a `GeometryReader` whose contents the
// experiment's own program laid out), the views around that subtree keep their appearances.
import LayoutEngine
import Notebook
import Reports
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
        #expect(appearances == [1: .text("title", fontSize: 17), 5: .color(name: "red", fill: cssColour("red")),
                                6: .text("after", fontSize: 17)])
        // Pictures draw those texts (they were dropped whole when the counts differed).
        let svg = renderLayoutSVG(LayoutDrawing(nodes: nodes, tree: Self.tree), title: "t")
        #expect(svg.contains(">title<") && svg.contains(">after<"))
    }

    @Test("a tree with one view per stored node maps index to index, and a kind mismatch maps nothing below it")
    func matchingAndMismatchedTrees() {
        let same = Self.stored([("VStack", nil), ("Text", 0), ("Flow", 0), ("Color", 0), ("Text", 0)])
        #expect(ViewAppearance.byNodeIndex(Self.tree, matching: same) == ViewAppearance.byNodeIndex(Self.tree))
        let other = Self.stored([("HStack", nil), ("Text", 0), ("Flow", 0), ("Color", 0), ("Text", 0)])
        #expect(ViewAppearance.byNodeIndex(Self.tree, matching: other).isEmpty)
    }
}
