// A run of plain values a layout rule writes while it arranges its subviews: a stack's slots,
// allocated once, at its first arrangement, from the session's `PlainArena`, and rewritten by
// each later one. No array is made per arrangement; the rule reads and writes it as a collection, and the raw memory stays here, in the
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

    var startIndex: Int { 0 }
    var endIndex: Int { base.count }

    subscript(position: Int) -> Element {
        @inline(__always) get { base[position] }
        @inline(__always) nonmutating unsafeMutableAddress { base.baseAddress.unsafelyUnwrapped + position }
    }
}
