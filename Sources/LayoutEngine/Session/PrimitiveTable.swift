// Each node's primitive, for the layout session's calls. A primitive read out of an array or a
// buffer is copied before it is called (a retain and a release, and a call to copy and one to
// destroy the copy), because the compiler cannot tell that the call leaves that memory alone.
// Called through an `inout` access to where it lies, it is not copied. A primitive being called
// may make nodes (a GeometryReader's content), so growing the table copies the primitives into a
// larger buffer and keeps the old one, still holding them, until the session ends: no primitive
// moves from under a call.

/// The session's primitives by node, each called where it lies.
final class PrimitiveTable {
    private var base: UnsafeMutablePointer<any Primitive>
    private(set) var count = 0
    private var capacity: Int
    /// Buffers outgrown during the layout, with the primitives they held.
    private var retired: [(base: UnsafeMutablePointer<any Primitive>, count: Int)] = []

    init(capacity: Int = 16) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
        for buffer in retired {
            buffer.base.deinitialize(count: buffer.count)
            buffer.base.deallocate()
        }
    }

    /// Room for `wanted` primitives.
    func reserve(_ wanted: Int) {
        guard wanted > capacity else { return }
        let grown = UnsafeMutablePointer<any Primitive>.allocate(capacity: wanted)
        grown.initialize(from: base, count: count)
        retired.append((base, count))
        base = grown
        capacity = wanted
    }

    func append(_ primitive: any Primitive) {
        if count == capacity { reserve(capacity * 2) }
        (base + count).initialize(to: primitive)
        count += 1
    }

    /// Node `node`'s primitive, copied (for questions off the hot path).
    subscript(node: Int) -> any Primitive { base[node] }

    /// How node `node` joins its parent's subviews (read in place, not copied).
    func subviewRole(_ node: Int) -> SubviewRole {
        Self.subviewRole(&base[node])
    }

    /// Node `node`'s answer to `proposal`.
    @inline(__always)
    func sizeThatFits(_ node: Int, proposal: ProposedViewSize, context: NodeContext) -> Size {
        Self.sizeThatFits(&base[node], proposal: proposal, context: context)
    }

    /// Node `node` places its subviews.
    @inline(__always)
    func placeSubviews(_ node: Int, in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        Self.placeSubviews(&base[node], in: bounds, proposal: proposal, context: context)
    }

    // `inout` only to be called in place: the primitives' calls never change them.
    @inline(__always)
    private static func sizeThatFits(_ primitive: inout any Primitive, proposal: ProposedViewSize, context: NodeContext) -> Size {
        primitive.sizeThatFits(proposal: proposal, context: context)
    }

    @inline(__always)
    private static func subviewRole(_ primitive: inout any Primitive) -> SubviewRole {
        primitive.subviewRole
    }

    @inline(__always)
    private static func placeSubviews(_ primitive: inout any Primitive, in bounds: Rect, proposal: ProposedViewSize,
                                      context: NodeContext) {
        primitive.placeSubviews(in: bounds, proposal: proposal, context: context)
    }
}
