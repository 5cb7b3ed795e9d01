// Building a layout session from a tree: the facts it reads from the tree without walking it (its
// node count) and what its nodes share instead of copying (their text environment).
import Foundation
@testable import LayoutEngine
import Testing

@Suite("Building the session")
struct SessionBuildingTests {
    @Test("a tree knows its node count as it is made, changed and decoded")
    func nodeCount() throws {
        var tree = ViewNode.vstack {
            ViewNode.text("a").padding()
            ViewNode.hstack { ViewNode.color("b"); ViewNode.spacer() }
        }
        // VStack, padding, Text, HStack, Color, Spacer.
        #expect(tree.nodeCount == 6)
        tree.children[1].children.append(.color("c"))
        #expect(tree.nodeCount == 7)
        tree.children.removeFirst()
        // VStack, HStack, Color, Spacer, Color.
        #expect(tree.nodeCount == 5)
        tree.children[0].children[0] = ViewNode.color("d").frame(width: 10).padding()
        #expect(tree.nodeCount == 7)
        let decoded = try JSONDecoder().decode(ViewNode.self, from: JSONEncoder().encode(tree))
        #expect(decoded == tree)
        #expect(decoded.nodeCount == 7)
        #expect(Engine().layout(decoded, in: ProposedViewSize(width: 100, height: 100)).nodes.count == 7)
    }

    @Test("nodes share their parent's text environment: one is made per modifier that sets one, not per node")
    func sharedEnvironments() throws {
        let tree = ViewNode.vstack {
            ViewNode.text("plain")
            ViewNode.hstack { ViewNode.text("big"); ViewNode.color("c") }.font(size: 30)
            ViewNode.text("two lines at most").lineLimit(2).fontTraits(FontTraits(weight: .bold))
        }
        let session = try #require(LayoutSession(root: tree, engine: Engine(), depthLimit: nil))
        // The root's, the font's, the line limit's and the traits'.
        #expect(session.environmentTable.count == 4)
        #expect(session.environments.count == tree.nodeCount)
        // Nodes: 0 VStack, 1 Text, 2 font, 3 HStack, 4 Text, 5 Color, 6 fontTraits, 7 lineLimit, 8 Text.
        let sizes = (0..<tree.nodeCount).map { NodeContext(session: session, node: $0).environment.fontSize }
        #expect(sizes == [17, 17, 17, 30, 30, 30, 17, 17, 17])
        #expect(NodeContext(session: session, node: 8).environment.lineLimit == 2)
        #expect(NodeContext(session: session, node: 8).environment.traits.weight == .bold)
        #expect(NodeContext(session: session, node: 7).environment.lineLimit == nil)
    }
}
