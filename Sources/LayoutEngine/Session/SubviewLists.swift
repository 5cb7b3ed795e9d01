// Each node's subviews, as the layout session keeps them: lists of node indices in chunks of
// memory that never move while the session lives, so a `LayoutSubviews` points at its list
// instead of sharing an array (sharing one is a retain and a release each time a layout asks for
// its subviews). A GeometryReader's content, made during layout, gets a list of its own.

/// The subviews of every node, by node; nodes without subviews have an empty list.
final class SubviewLists {
    private let lists = NodeStore<UnsafeBufferPointer<Int>>()
    /// Every chunk allocated, freed with the session.
    private var chunks: [UnsafeMutableBufferPointer<Int>] = []
    /// The room left at the end of the newest chunk.
    private var free = UnsafeMutableBufferPointer<Int>(start: nil, count: 0)

    deinit {
        for chunk in chunks { chunk.deallocate() }
    }

    var count: Int { lists.count }

    /// Room for `nodes` nodes' lists.
    func reserve(nodes: Int) {
        lists.reserve(nodes)
    }

    /// Adds a node with no subviews (yet).
    func appendEmpty() {
        lists.append(UnsafeBufferPointer(start: nil, count: 0))
    }

    /// Node `node`'s subviews, in order.
    subscript(node: Int) -> UnsafeBufferPointer<Int> {
        @inline(__always) get { lists[node] }
    }

    /// Sets node `node`'s subviews (a list already handed out stays valid, unchanged).
    func set<Subviews: Collection<Int>>(_ node: Int, to subviews: Subviews) {
        lists[node] = keep(subviews)
    }

    /// A list of `nodes` that lives as long as the session (a layout's selection of its subviews).
    func keep<Nodes: Collection<Int>>(_ nodes: Nodes) -> UnsafeBufferPointer<Int> {
        guard !nodes.isEmpty else { return UnsafeBufferPointer(start: nil, count: 0) }
        if free.count < nodes.count {
            let chunk = UnsafeMutableBufferPointer<Int>.allocate(capacity: max(nodes.count, 4096))
            chunks.append(chunk)
            free = chunk
        }
        let list = UnsafeMutableBufferPointer(rebasing: free[0..<nodes.count])
        _ = list.initialize(fromContentsOf: nodes)
        free = UnsafeMutableBufferPointer(rebasing: free[nodes.count...])
        return UnsafeBufferPointer(list)
    }
}
