// Long statements that cannot say how far they are (VACUUM, a large DELETE) still say that they
// are working: SQLite's progress handler calls back every few thousand virtual-machine steps, and
// the observer hands the seconds elapsed to its listener about once a second.
import CSQLite
import Foundation

/// Calls `tick` with the seconds elapsed, about once a second, while statements run.
final class ProgressObserver {
    private let started = Date()
    private var lastTick = 0
    private let tick: (Int) -> Void

    init(tick: @escaping (Int) -> Void) {
        self.tick = tick
    }

    fileprivate func step() {
        let seconds = Int(Date().timeIntervalSince(started))
        if seconds > lastTick {
            lastTick = seconds
            tick(seconds)
        }
    }
}

extension Connection {
    /// Runs `body` with `tick` told the seconds elapsed about once a second (never when it is
    /// quick); the handler is removed afterwards.
    func observingProgress<T>(_ tick: @escaping (Int) -> Void, _ body: () throws(NotebookError) -> T) throws(NotebookError) -> T {
        let observer = ProgressObserver(tick: tick)
        let context = Unmanaged.passRetained(observer)
        sqlite3_progress_handler(handle, 10_000, progressStep, context.toOpaque())
        defer {
            sqlite3_progress_handler(handle, 0, nil, nil)
            context.release()
        }
        return try body()
    }
}

private func progressStep(_ context: UnsafeMutableRawPointer?) -> Int32 {
    guard let context else { return 0 }
    Unmanaged<ProgressObserver>.fromOpaque(context).takeUnretainedValue().step()
    return 0
}
