// Overlaps laying out with recording: background threads prepare experiments (rebuilding stored
// definitions, laying them out, hashing and encoding their rows) a few ahead of the main thread,
// which records them one transaction at a time. Results are handed over in order; the window
// bounds the memory held. One background worker; a consumer waiting for a value prepares the
// next unclaimed one itself, so when there is little to write both cores lay out, and when there
// is much the writer is not slowed by a second worker.
import Foundation

/// Produces values `0..<count` on background threads, at most `window` ahead of the consumer.
final class LayoutPipeline<Value: Sendable>: @unchecked Sendable {
    private let count: Int
    private let window: Int
    private let produce: @Sendable (Int) -> Value
    private let condition = NSCondition()
    // Guarded by `condition`.
    private var ready: [Int: Value] = [:]
    private var consumed = 0
    private var next = 0
    private var cancelled = false

    init(count: Int, window: Int = 16, produce: @escaping @Sendable (Int) -> Value) {
        self.count = count
        self.window = max(1, window)
        self.produce = produce
        let thread = Thread { [self] in self.work() }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Takes the next index not yet claimed (waiting while it is a window ahead of the consumer)
    /// until all are claimed or the consumer gives up.
    private func work() {
        while true {
            condition.lock()
            while next < count && next - consumed >= window && !cancelled { condition.wait() }
            guard next < count, !cancelled else {
                condition.unlock()
                return
            }
            produceNext()
            condition.unlock()
        }
    }

    /// Claims the next index and produces its value with the lock let go meanwhile (called, and
    /// returning, with `condition` locked), then hands the value over.
    private func produceNext() {
        let index = next
        next += 1
        condition.unlock()
        let value = produce(index)
        condition.lock()
        ready[index] = value
        condition.broadcast()
    }

    /// The value at `index` (indices must be taken in order); while it is not ready, prepares
    /// unclaimed values itself, then waits for it.
    func value(at index: Int) -> Value {
        condition.lock()
        defer { condition.unlock() }
        consumed = index
        while ready[index] == nil {
            if next < count && next - consumed < window {
                produceNext()
            } else {
                condition.wait()
            }
        }
        let value = ready.removeValue(forKey: index)!
        consumed = index + 1
        condition.broadcast()
        return value
    }

    /// Stops the producers after their current values (when the consumer gives up early).
    func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }
}
