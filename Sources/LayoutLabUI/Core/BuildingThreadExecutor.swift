// Asynchronous user code that a preview runs while it is built: a `PreviewModifier`'s
// `makeSharedContext()` and the views' `.task` actions. Their jobs run on the thread that builds
// the preview, which waits for them, so no other thread is needed: a test or a host whose threads
// are all busy waiting cannot starve them. On the main thread it also serves the main run loop,
// where work isolated to the main actor runs.
import Foundation

/// Runs the jobs of the tasks it started on the thread that calls `runJobs`.
final class BuildingThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    /// Tasks started and not finished.
    private var running = 0

    func enqueue(_ job: UnownedJob) {
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Starts `operation` as a task whose jobs this executor runs (work isolated to an actor runs
    /// on that actor's executor, the main actor's on the main run loop).
    @discardableResult
    func start(_ operation: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        condition.lock()
        running += 1
        condition.unlock()
        return Task(executorPreference: self) {
            await operation()
            self.finishOne()
        }
    }

    private func finishOne() {
        condition.lock()
        running -= 1
        condition.signal()
        condition.unlock()
    }

    /// Runs the jobs enqueued until every task started has finished (true), or until `deadline`
    /// (false: some are still waiting).
    @discardableResult
    func runJobs(until deadline: Date = .distantFuture) -> Bool {
        let onMainThread = Thread.isMainThread
        while true {
            condition.lock()
            if jobs.isEmpty {
                if running == 0 {
                    condition.unlock()
                    return true
                }
                if Date() >= deadline {
                    condition.unlock()
                    return false
                }
                if onMainThread {
                    condition.unlock()
                    _ = RunLoop.main.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.001)))
                } else {
                    _ = condition.wait(until: deadline)
                    condition.unlock()
                }
                continue
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
