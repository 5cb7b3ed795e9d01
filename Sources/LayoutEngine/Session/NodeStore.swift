// Per-node storage for the layout session's hot path. Every array write checks that the buffer is
// not shared; the session's memo is never shared, so it lives in buffers read and written in place.
// Growing a store moves its elements: nothing may hold an element's address across a call that
// can append (a primitive can make nodes while it is being called, so primitives stay in an array).

/// A growable buffer owned by one layout session, read and written where its elements lie.
final class NodeStore<Element> {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 16) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Room for `wanted` elements without growing.
    func reserve(_ wanted: Int) {
        guard wanted > capacity else { return }
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: wanted)
        grown.moveInitialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = wanted
    }

    @inline(__always)
    func append(_ element: consuming Element) {
        if count == capacity { reserve(capacity * 2) }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Appends `element` until there are `total` elements.
    func append(repeating element: Element, upTo total: Int) {
        guard total > count else { return }
        reserve(total)
        (base + count).initialize(repeating: element, count: total - count)
        count = total
    }

    /// Counts elements up to `total` without writing them: only for plain values (no references)
    /// read only after they are written (the memo's blocks, whose unused slots are never read).
    func extendUninitialized(to total: Int) {
        guard total > count else { return }
        reserve(total)
        count = total
    }

    /// Where element `index` lies (valid until the store grows).
    @inline(__always)
    func address(_ index: Int) -> UnsafeMutablePointer<Element> {
        assert(index >= 0 && index < count, "element \(index) of \(count)")
        return base + index
    }

    /// The element at `index` (which must be below `count`), in place.
    subscript(index: Int) -> Element {
        @inline(__always) unsafeAddress {
            assert(index >= 0 && index < count, "node \(index) of \(count)")
            return UnsafePointer(base + index)
        }
        @inline(__always) unsafeMutableAddress {
            assert(index >= 0 && index < count, "node \(index) of \(count)")
            return base + index
        }
    }
}
