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

#if canImport(Glibc) || canImport(Musl)
/// glibc's and musl's `pthread_getattr_np` (not exported by the Swift overlay without _GNU_SOURCE).
@_silgen_name("pthread_getattr_np")
private func pthread_getattr_np(_ thread: pthread_t, _ attributes: UnsafeMutablePointer<pthread_attr_t>) -> Int32
#endif

/// Runs work on a thread with a large stack, and waits for it: deep view trees here, deep syntax
/// trees (a long modifier chain) in the experiment-file rewriter.
public enum LargeStack {
    /// Trees at most this deep are laid out on the caller's thread without asking how much stack
    /// it has (enough on any thread: 512 KB, macOS's secondary threads, in a debug build).
    static let callerDepth = 96
    /// 1 GiB: about 100,000 levels in a debug build.
    static let size = 1 << 30

    /// Stack a level of the tree may take, with a wide margin over what was seen (about 10 KB in a
    /// debug build, a few in a release build).
    #if DEBUG
    static let bytesPerLevel = 24 << 10
    #else
    static let bytesPerLevel = 16 << 10
    #endif
    /// Stack left untouched below the deepest level, for the calls a level's primitives make.
    static let reserve = 1 << 20

    /// Where the calling thread's stack is now (the stack grows down from here).
    @inline(never)
    static func currentAddress() -> UInt {
        var marker = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    /// How many levels fit between `top` (an address on the calling thread's stack, where the
    /// layout began) and its end, less `reserve` (0 when unknown). A tree deeper than
    /// `callerDepth` then still stays on the caller's thread when it fits, which spares making a
    /// thread (about half a millisecond).
    static func levelsLeftOnCallersStack(below top: UInt) -> Int {
        let low = lowestStackAddress()
        guard low > 0, top > low, Int(top - low) > reserve else { return 0 }
        return (Int(top - low) - reserve) / bytesPerLevel
    }

    /// The lowest address of the calling thread's stack (0 when unknown). Asking pthread costs
    /// about 1 µs, or 0.1 ms on Linux's main thread (glibc reads /proc/self/maps for it), so the
    /// answer is kept per thread: a thread's stack does not move.
    private static func lowestStackAddress() -> UInt {
        if let known = pthread_getspecific(stackLowKey) { return UInt(bitPattern: known) }
        #if canImport(Darwin)
        let top = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
        let low = top - UInt(pthread_get_stacksize_np(pthread_self()))
        #else
        var attributes = pthread_attr_t()
        guard pthread_getattr_np(pthread_self(), &attributes) == 0 else { return 0 }
        defer { pthread_attr_destroy(&attributes) }
        var base: UnsafeMutableRawPointer?
        var length = 0
        guard pthread_attr_getstack(&attributes, &base, &length) == 0, let base else { return 0 }
        let low = UInt(bitPattern: base)
        #endif
        pthread_setspecific(stackLowKey, UnsafeRawPointer(bitPattern: low))
        return low
    }

    /// The thread-specific slot holding each thread's `lowestStackAddress()`.
    private static let stackLowKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Runs `work` on a new thread with `size` bytes of stack and returns its result; runs it on
    /// the caller's thread when no such thread can be made.
    public static func run<T>(_ work: @escaping () -> T) -> T {
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
