// Runs work on a thread with a deep stack. Syntax trees are processed recursively, both here and
// inside swift-syntax, and a long modifier chain (`.padding().padding()...`) makes a deep tree;
// the usual 512 KB–8 MB thread stacks would overflow on inputs well within the file-size limit.
import Experiments
import Foundation

enum DeepStack {
    /// Enough for the deepest tree a `maximumFileSize` file can produce, even in debug builds.
    static let stackSize = 512 * 1024 * 1024

    /// Runs `work` on a fresh thread with `stackSize` bytes of stack and returns its result.
    static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) -> T {
        let box = ResultBox<T>()
        let thread = Thread {
            box.set(work())
        }
        thread.stackSize = stackSize
        thread.start()
        return box.wait()
    }
}

/// A one-shot result handed from the worker thread to the waiting caller.
private final class ResultBox<T: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: T?

    func set(_ newValue: T) {
        condition.lock()
        value = newValue
        condition.signal()
        condition.unlock()
    }

    func wait() -> T {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let value { return value }
            condition.wait()
        }
    }
}
