// Memory for plain values that layout rules keep for a whole layout (a stack's slots): handed out
// from large chunks and freed together when the layout session ends, instead of one allocation
// when each stack first arranges its children and one free when its primitive goes.

/// Chunks of memory for plain values (no references), freed with the layout session that owns it.
final class PlainArena {
    /// Every chunk allocated.
    private var chunks: [UnsafeMutableRawPointer] = []
    /// Where the newest chunk's free room starts, and how many bytes it has.
    private var next: UnsafeMutableRawPointer?
    private var left = 0

    static let chunkBytes = 64 << 10
    /// Every run starts on this boundary (enough for any plain value the rules keep).
    static let alignment = 16

    deinit {
        for chunk in chunks { chunk.deallocate() }
    }

    /// Room for `count` values of the plain type `Element`, uninitialized, valid while the arena lives.
    func allocate<Element>(_ type: Element.Type, count: Int) -> UnsafeMutableBufferPointer<Element> {
        precondition(MemoryLayout<Element>.alignment <= Self.alignment && _isPOD(Element.self), "plain values only")
        let bytes = (MemoryLayout<Element>.stride * count + Self.alignment - 1) & ~(Self.alignment - 1)
        if bytes > left || next == nil {
            let size = max(bytes, Self.chunkBytes)
            let chunk = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: Self.alignment)
            chunks.append(chunk)
            next = chunk
            left = size
        }
        let start = next.unsafelyUnwrapped
        next = start + bytes
        left -= bytes
        return UnsafeMutableBufferPointer(start: start.bindMemory(to: Element.self, capacity: count), count: count)
    }
}
