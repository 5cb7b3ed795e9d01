// Independent, CPU-bound work spread over every core: compiling experiment files, decoding stored
// definitions.
import Foundation

/// Runs independent work items on every core and returns their results in order.
public enum ParallelWork {
    public static func map<T: Sendable, R: Sendable>(_ items: [T], _ work: @escaping @Sendable (T) -> R) -> [R] {
        guard items.count > 1 else { return items.map(work) }
        let results = ResultSlots<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            results.set(index, work(items[index]))
        }
        return results.values()
    }
}

/// Per-index result slots written by concurrent workers.
private final class ResultSlots<R: Sendable>: @unchecked Sendable {
    private var slots: [R?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: R) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func values() -> [R] { slots.map { $0! } }
}
