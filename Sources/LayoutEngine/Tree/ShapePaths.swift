// The outlines of the user's own shapes, made for the frames they were laid out in: a shape's look
// keeps its `path(in:)` (`ViewLook.makePath`) while the tree is built, before any frame is known;
// once the tree is laid out, each is asked for the path of its node's frame, and the look keeps
// that path instead (what the notebook stores and pictures draw).

extension ViewNode {
    /// Whether a node of this tree still has a path to make (`ViewLook.makePath`).
    public var makesShapePaths: Bool {
        look?.makePath != nil || children.contains { $0.makesShapePaths }
    }

    /// This tree with each shape's path made for the size of its node's frame in `result` (a layout
    /// of this tree: nodes in pre-order, this tree's root at `first`); a node `result` did not
    /// place keeps no path.
    public func recordingShapePaths(from result: LayoutResult, first: Int = 0) -> ViewNode {
        guard makesShapePaths else { return self }
        var sizes: [Int: Size] = [:]
        for placement in result.placements { sizes[placement.node] = placement.frame.size }
        var index = first
        func record(_ node: ViewNode) -> ViewNode {
            // A subtree without shapes of the user's own is kept as it is.
            guard node.makesShapePaths else {
                index += node.nodeCount
                return node
            }
            let mine = index
            index += 1
            var copy = node
            if let look = node.look, look.makePath != nil {
                // A shape that was not placed keeps no look of its own when the path was all it had.
                let recorded = look.withPath(madeFor: sizes[mine])
                copy.look = recorded == ViewLook() ? nil : recorded
            }
            if !node.children.isEmpty { copy.children = node.children.map(record) }
            return copy
        }
        return record(self)
    }
}

extension MadeNodes {
    /// These views with their shapes' paths made for their frames in `result` (the layout that
    /// made them), as `ViewNode.recordingShapePaths(from:first:)` makes a tree's.
    public func recordingShapePaths(from result: LayoutResult) -> MadeNodes {
        var next = first
        let recorded = trees.map { tree in
            defer { next += tree.nodeCount }
            return tree.recordingShapePaths(from: result, first: next)
        }
        return MadeNodes(parent: parent, first: first, trees: recorded)
    }
}
