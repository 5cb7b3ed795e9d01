// Overlaps laying out with recording: a background thread prepares experiments (rebuilding stored
// definitions, laying them out) a few ahead of the main thread, which records them one transaction
// at a time. Results are handed over in order; the window bounds the memory held.
import Foundation

/// Produces values `0..<count` on a background thread, at most `window` ahead of the consumer.
final class LayoutPipeline<Value: Sendable>: @unchecked Sendable {
    private let count: Int
    private let window: Int
    private let produce: @Sendable (Int) -> Value
    private let condition = NSCondition()
    // Guarded by `condition`.
    private var ready: [Int: Value] = [:]
    private var consumed = 0
    private var cancelled = false

    init(count: Int, window: Int = 16, produce: @escaping @Sendable (Int) -> Value) {
        self.count = count
        self.window = max(1, window)
        self.produce = produce
        let thread = Thread { [self] in self.work() }
        thread.stackSize = 8 << 20
        thread.start()
    }

    private func work() {
        for index in 0..<count {
            condition.lock()
            while index - consumed >= window && !cancelled { condition.wait() }
            let stop = cancelled
            condition.unlock()
            if stop { return }
            let value = produce(index)
            condition.lock()
            ready[index] = value
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The value at `index` (indices must be taken in order), waiting for it if needed.
    func value(at index: Int) -> Value {
        condition.lock()
        defer { condition.unlock() }
        while ready[index] == nil { condition.wait() }
        let value = ready.removeValue(forKey: index)!
        consumed = index + 1
        condition.broadcast()
        return value
    }

    /// Stops the producer after its current value (when the consumer gives up early).
    func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }
}
