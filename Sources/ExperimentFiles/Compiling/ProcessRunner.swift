// Running a tool (the compiler, the linker, a compiled experiment program) and collecting what it
// printed. Every child starts in a process group of its own, which `ChildWatchdog` ends when this
// process ends for any reason — `kill -9`, a signal, a crash, a normal exit — so no compiler and no
// experiment program is ever left running without its parent. When a child exits, whatever it left
// in its group (a process it started) is ended too.
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a child process to completion, capturing its standard output and standard error.
enum ProcessRunner {
    /// What a finished process printed and how it exited.
    struct Outcome: Sendable {
        /// The exit status, or the number of the signal that ended the process.
        var status: Int32
        /// The signal that ended the process, if one did.
        var signal: Int32?
        var output: String
        var errors: String
        /// Standard output as bytes (for binary or large payloads).
        var outputData: Data
        /// True when the child was stopped for making no progress (see `Progress`).
        var timedOut = false
        /// What the child wrote to its progress channel (see `Progress`).
        var progress = ""
    }

    /// How a child shows it is making progress: it writes to a channel of its own, descriptor
    /// `descriptor`, at least every `limit` seconds; a child silent there for longer is stopped
    /// (killed with its group). Nothing it prints on standard output or error counts.
    struct Progress: Sendable {
        var descriptor: Int32
        var limit: Double
    }

    /// What is kept of each stream: beyond it, the rest is read and dropped (a program that prints
    /// without end cannot fill layoutlab's memory).
    static let streamLimit = 16 << 20

    /// Runs `executable` with `arguments` (standard input empty); both pipes are drained
    /// concurrently, so a chatty child never blocks on a full pipe. With `progress`, a child that
    /// stops showing progress is stopped.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                    progress: Progress? = nil) throws -> Outcome {
        // Pipes are made and children spawned one at a time: a pipe is close-on-exec before any
        // other child can start and inherit it (an inherited write end would keep a reader waiting).
        spawnLock.lock()
        closeOnExec()
        let output: (read: Int32, write: Int32)
        let errors: (read: Int32, write: Int32)
        let channel: (read: Int32, write: Int32)?
        do {
            output = try Self.closedOnExecPipe()
            errors = try Self.closedOnExecPipe()
            channel = progress == nil ? nil : try Self.closedOnExecPipe()
        } catch {
            spawnLock.unlock()
            throw error
        }
        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        let watchdog = ChildWatchdog.shared
        let spawned = spawn(executable, arguments, environment: merged.map { "\($0.key)=\($0.value)" },
                            input: nil, output: output.write, errors: errors.write,
                            extra: channel.map { ($0.write, progress?.descriptor ?? 3) })
        spawnLock.unlock()
        close(output.write)
        close(errors.write)
        if let channel { close(channel.write) }
        let pid: pid_t
        switch spawned {
        case .success(let started):
            pid = started
        case .failure(let error):
            close(output.read)
            close(errors.read)
            if let channel { close(channel.read) }
            throw error
        }
        watchdog?.started(group: pid)

        // Each pipe is drained on a thread of its own (not a shared pool's, whose threads may all be
        // waiting for children whose output nobody reads).
        let activity = Activity()
        let group = DispatchGroup()
        // A child whose runtime reports a crash is writing its backtrace, which takes a while: the
        // time limit no longer applies to it.
        let crashReport = Array("*** Signal ".utf8)
        let errorBox = DataBox.reading(errors.read, in: group) { chunk in
            if progress != nil, chunk.contains(crashReport) { activity.crashed() }
        }
        let channelBox = channel.map { channel in DataBox.reading(channel.read, in: group) { _ in activity.touch() } }
        let outputBox = DataBox.reading(output.read, in: group)
        var status: Int32 = 0
        var timedOut = false
        if let progress {
            // Polled, so that a silent child can be stopped.
            while true {
                let reaped = waitpid(pid, &status, WNOHANG)
                if reaped == pid || (reaped < 0 && errno != EINTR) { break }
                // Until its first progress line a child is starting (loading a large program on a
                // busy machine takes a while): it gets at least a minute for that.
                let limit = activity.touched ? progress.limit : max(progress.limit, 60)
                if !timedOut && !activity.isCrashing && activity.secondsSinceLast() > limit {
                    timedOut = true
                    kill(-pid, SIGKILL)
                }
                usleep(20_000)
            }
        } else {
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        // What the child left behind in its group would hold the pipes open: it ends with the child.
        kill(-pid, SIGKILL)
        group.wait()
        watchdog?.ended(group: pid)
        let signal = status & 0x7f
        return Outcome(status: signal == 0 ? (status >> 8) & 0xff : signal, signal: signal == 0 ? nil : signal,
                       output: String(decoding: outputBox.data, as: UTF8.self),
                       errors: String(decoding: errorBox.data, as: UTF8.self),
                       outputData: outputBox.data, timedOut: timedOut,
                       progress: String(decoding: channelBox?.data ?? Data(), as: UTF8.self))
    }

    /// The name of a signal that ends a process, and what usually raises it in Swift code.
    static func describe(signal: Int32) -> String {
        switch signal {
        case SIGILL, SIGTRAP: return "SIGILL/SIGTRAP (a trap: a failed precondition, an index out of range, a nil unwrapped)"
        case SIGABRT: return "SIGABRT (an abort)"
        case SIGSEGV: return "SIGSEGV (a bad memory access, often a stack overflow from unbounded recursion)"
        case SIGBUS: return "SIGBUS (a bad memory access)"
        case SIGFPE: return "SIGFPE (an arithmetic fault)"
        case SIGKILL: return "SIGKILL (killed from outside, or out of memory)"
        case SIGTERM: return "SIGTERM (terminated from outside)"
        default: return "signal \(signal)"
        }
    }

    /// Starts `executable` in a process group of its own, with every signal's default action and none
    /// blocked (signals this process ignores — a `watch` loop ignores SIGINT — or blocks are the
    /// defaults again in the child). Standard input is `input` (nil: /dev/null); standard output and
    /// error are `output` and `errors` (nil: /dev/null); `extra` gives the child one more descriptor.
    /// Call with `spawnLock` held when descriptors of this process are passed.
    static func spawn(_ executable: String, _ arguments: [String], environment: [String],
                      input: Int32?, output: Int32?, errors: Int32?,
                      extra: (descriptor: Int32, as: Int32)? = nil) -> Result<pid_t, POSIXError> {
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t = nil
        var attributes: posix_spawnattr_t = nil
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        for (descriptor, given) in [(Int32(0), input), (1, output), (2, errors)] {
            if let given {
                posix_spawn_file_actions_adddup2(&actions, given, descriptor)
            } else {
                posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
            }
        }
        if let extra { posix_spawn_file_actions_adddup2(&actions, extra.descriptor, extra.as) }
        var flags = Int32(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
        #if canImport(Darwin)
        flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))
        posix_spawnattr_setpgroup(&attributes, 0)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        return result == 0 ? .success(pid) : .failure(POSIXError(POSIXErrorCode(rawValue: result) ?? .ENOEXEC))
    }

    /// A pipe whose ends are closed in every child that does not take them as its own (made while
    /// `spawnLock` is held).
    static func closedOnExecPipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        return (ends[0], ends[1])
    }

    /// Marks every open descriptor above standard error close-on-exec: a child gets its three
    /// standard streams and nothing else of this process (a descriptor inherited from whoever
    /// started layoutlab would otherwise live on in every compiler and in the watchdog).
    static func closeOnExec() {
        #if os(Linux)
        let folder = "/proc/self/fd"
        #else
        let folder = "/dev/fd"
        #endif
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            guard let descriptor = Int32(name), descriptor > 2 else { continue }
            let flags = fcntl(descriptor, F_GETFD)
            if flags >= 0 && flags & FD_CLOEXEC == 0 { _ = fcntl(descriptor, F_SETFD, flags | FD_CLOEXEC) }
        }
    }

    /// Everything until end of file, up to `streamLimit` bytes (the rest is read and dropped);
    /// `seen` hears each chunk as it arrives. Closes `descriptor`.
    static func readAll(_ descriptor: Int32, seen: (ArraySlice<UInt8>) -> Void = { _ in }) -> Data {
        defer { close(descriptor) }
        var data = Data()
        var dropped = 0
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                let chunk = buffer[0..<count]
                seen(chunk)
                let room = max(0, streamLimit - data.count)
                data.append(contentsOf: chunk.prefix(room))
                dropped += max(0, count - room)
            } else if count == 0 || errno != EINTR {
                if dropped > 0 { data.append(contentsOf: Array("\n… \(dropped) more bytes not kept\n".utf8)) }
                return data
            }
        }
    }
}

/// When a child last showed progress (touched from the reading thread, read by the waiting one).
private final class Activity: @unchecked Sendable {
    private let lock = NSLock()
    private var last = DispatchTime.now().uptimeNanoseconds
    private var wasTouched = false

    func touch() {
        lock.lock()
        last = DispatchTime.now().uptimeNanoseconds
        wasTouched = true
        lock.unlock()
    }

    private var crashing = false

    /// The child's runtime reported a crash (it is writing its backtrace).
    func crashed() {
        lock.lock()
        crashing = true
        lock.unlock()
    }

    var isCrashing: Bool {
        lock.lock()
        defer { lock.unlock() }
        return crashing
    }

    /// Whether the child has shown progress at all.
    var touched: Bool {
        lock.lock()
        defer { lock.unlock() }
        return wasTouched
    }

    func secondsSinceLast() -> Double {
        lock.lock()
        defer { lock.unlock() }
        return Double(DispatchTime.now().uptimeNanoseconds - last) / 1e9
    }
}

/// Held while pipes are made and a child is spawned (see `ProcessRunner.run`).
private let spawnLock = NSLock()

/// Bytes handed from a reading thread to the waiting caller (read after `DispatchGroup.wait`).
private final class DataBox: @unchecked Sendable {
    var data = Data()

    /// A box filled by a new thread reading `descriptor` to its end (`ProcessRunner.readAll`); the
    /// thread is in `group` until it is done.
    static func reading(_ descriptor: Int32, in group: DispatchGroup,
                        seen: @escaping @Sendable (ArraySlice<UInt8>) -> Void = { _ in }) -> DataBox {
        let box = DataBox()
        group.enter()
        let thread = Thread {
            box.data = ProcessRunner.readAll(descriptor, seen: seen)
            group.leave()
        }
        thread.stackSize = 256 << 10
        thread.start()
        return box
    }
}
