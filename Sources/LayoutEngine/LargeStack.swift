// Deep trees on a deep stack. Layout recurses once (and sizing several frames) per level of the
// tree, and a thread's usual stack (512 KB–8 MB) holds a few hundred levels; SwiftUI lays out trees
// thousands of levels deep. So a tree deeper than `LargeStack.callerDepth` is laid out on a thread
// of its own with `LargeStack.size` bytes of stack (address space: pages are used only as deep as
// the recursion actually goes).
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on a thread with a large stack, and waits for it.
enum LargeStack {
    /// Trees at most this deep are laid out on the caller's thread.
    static let callerDepth = 96
    /// 1 GiB: about 100,000 levels in a debug build.
    static let size = 1 << 30

    /// Runs `work` on a new thread with `size` bytes of stack and returns its result; runs it on
    /// the caller's thread when no such thread can be made.
    static func run<T>(_ work: @escaping () -> T) -> T {
        let job = Job<T>(work)
        let context = Unmanaged.passRetained(job as AnyJob).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, size)
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let created = pthread_create(&thread, &attributes, { context in
            Unmanaged<AnyJob>.fromOpaque(context!).takeRetainedValue().perform()
            return nil
        }, context)
        guard created == 0 else {
            Unmanaged<AnyJob>.fromOpaque(context).release()
            return work()
        }
        #if canImport(Darwin)
        pthread_join(thread!, nil)
        #else
        pthread_join(thread, nil)
        #endif
        return job.result!
    }

    /// Work handed to the thread (which is joined before its result is read).
    private class AnyJob {
        func perform() {}
    }

    private final class Job<T>: AnyJob {
        let work: () -> T
        var result: T?
        init(_ work: @escaping () -> T) { self.work = work }
        override func perform() { result = work() }
    }
}
