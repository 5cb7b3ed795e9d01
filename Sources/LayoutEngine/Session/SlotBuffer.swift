// A run of plain values a layout rule writes while it arranges its subviews: a stack's slots
// (allocated once, at its first arrangement, from the session's `PlainArena`, and rewritten by
// each later one) or a temporary run for one call (on the stack when small). No array is made per
// arrangement; the rule reads and writes it as a collection, and the raw memory stays here, in the
// session's folder.

/// A fixed number of plain values (trivial types: no references), readable and writable in place.
struct SlotBuffer<Element>: RandomAccessCollection, MutableCollection {
    private let base: UnsafeMutableBufferPointer<Element>

    private init(_ base: UnsafeMutableBufferPointer<Element>) {
        self.base = base
    }

    /// No values (nothing allocated).
    static var empty: SlotBuffer { SlotBuffer(UnsafeMutableBufferPointer(start: nil, count: 0)) }

    /// `count` values, each `initial`, in `arena` (freed with it).
    static func allocate(count: Int, initial: Element, in arena: PlainArena) -> SlotBuffer {
        let base = arena.allocate(Element.self, count: count)
        base.initialize(repeating: initial)
        return SlotBuffer(base)
    }

    /// `count` values, each `initial`, for the duration of `body`.
    static func withTemporary<Result>(count: Int, initial: Element, _ body: (SlotBuffer) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: Element.self, capacity: count) { base in
            base.initialize(repeating: initial)
            return body(SlotBuffer(base))
        }
    }

    /// The indices `0..<count` in order, for the duration of `body`.
    static func withIndices<Result>(count: Int, _ body: (SlotBuffer<Int>) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { base in
            for index in 0..<count { (base.baseAddress.unsafelyUnwrapped + index).initialize(to: index) }
            return body(SlotBuffer<Int>(base))
        }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { base.count }

    subscript(position: Int) -> Element {
        @inline(__always) get { base[position] }
        @inline(__always) nonmutating unsafeMutableAddress { base.baseAddress.unsafelyUnwrapped + position }
    }
}
