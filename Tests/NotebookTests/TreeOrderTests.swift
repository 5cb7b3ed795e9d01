// Stored nodes in tree order: a GeometryReader's content is made (and stored) after every other
// node, when the reader is placed; `show` and `diff` list it under its reader.
import Testing
@testable import Notebook

@Suite struct TreeOrderTests {
    static func node(_ index: Int, _ path: String, parent: Int?) -> StoredNode {
        StoredNode(index: index, path: path, label: nil, kind: String(path.split(separator: "/").last ?? ""),
                   parent: parent, frame: nil)
    }

    @Test("a reader's content, stored last, comes right after the reader; siblings keep their order")
    func contentFollowsItsReader() {
        let nodes = [
            Self.node(0, "HStack[0]", parent: nil),
            Self.node(1, "HStack[0]/GeometryReader[0]", parent: 0),
            Self.node(2, "HStack[0]/Color[1]", parent: 0),
            Self.node(3, "HStack[0]/Color[2]", parent: 0),
            Self.node(4, "HStack[0]/GeometryReader[0]/ZStack[0]", parent: 1),
            Self.node(5, "HStack[0]/GeometryReader[0]/ZStack[0]/Capsule[0]", parent: 4),
            Self.node(6, "HStack[0]/GeometryReader[0]/ZStack[0]/Capsule[1]", parent: 4),
        ]
        #expect(nodes.treeOrder == [0, 1, 4, 5, 6, 2, 3])
        // Already in tree order: unchanged.
        #expect(Array(nodes.prefix(4)).treeOrder == [0, 1, 2, 3])
    }

    @Test("10,000 levels deep, without recursion")
    func deepChain() {
        let nodes = (0..<10_000).map { Self.node($0, "n", parent: $0 == 0 ? nil : $0 - 1) }
        #expect(nodes.treeOrder == Array(0..<10_000))
    }
}
