// No orphans: the children layoutlab starts (compilers, the linker, experiment programs) each lead a
// process group of their own, and a small watchdog process — `/bin/sh`, started with the first
// child — holds the list of those groups. It reads the list from a socket only this process writes
// to; when this process ends, however it ends (`kill -9` included: the kernel closes the socket),
// the watchdog reads end of file and kills every group still listed, then exits. It ignores the
// signals a terminal or `timeout` sends, and has a group of its own, so it outlives its parent for
// exactly that moment.
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ends the process groups of this process's children when this process ends.
final class ChildWatchdog: @unchecked Sendable {
    /// The process's one watchdog, started on first use; nil when it could not be started (children
    /// then run unguarded, as any tool's do).
    static let shared: ChildWatchdog? = ChildWatchdog()

    /// The end of the socket this process writes group changes to.
    private let descriptor: Int32
    /// The groups listed now (guarded by `lock`), for `endAll`.
    private var live: Set<pid_t> = []
    private let lock = NSLock()

    /// Its list: `+ GROUP` adds a group, `- GROUP` removes one; at end of file, every listed group
    /// is killed.
    static let script = """
        trap '' INT TERM HUP QUIT PIPE
        live=" "
        while read -r sign id; do
          if [ "$sign" = "+" ]; then live="$live$id "; else
            rest=" "; for g in $live; do [ "$g" = "$id" ] || rest="$rest$g "; done; live=$rest
          fi
        done
        for g in $live; do kill -KILL -"$g" 2>/dev/null; done
        """

    private init?() {
        ProcessRunner.closeOnExec()
        var ends: [Int32] = [0, 0]
        #if canImport(Glibc)
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else { return nil }
        #else
        guard socketpair(AF_UNIX, SOCK_STREAM, 0, &ends) == 0 else { return nil }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        var on: Int32 = 1
        setsockopt(ends[0], SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        // `read`, `kill` and `[` are the shell's own: no other environment is needed. Signals the
        // shell would get are ignored by its script.
        let spawned = ProcessRunner.spawn("/bin/sh", ["-c", Self.script], environment: ["PATH=/usr/bin:/bin"],
                                          input: ends[1], output: nil, errors: nil)
        close(ends[1])
        guard case .success = spawned else {
            close(ends[0])
            return nil
        }
        descriptor = ends[0]
        // The watchdog is reaped by whoever outlives it: it exits only after this process has.
    }

    /// A child that leads `group` has started.
    func started(group: pid_t) {
        lock.lock()
        live.insert(group)
        lock.unlock()
        send("+ \(group)\n")
    }

    /// `group`'s leader has exited and the group was ended.
    func ended(group: pid_t) {
        lock.lock()
        live.remove(group)
        lock.unlock()
        send("- \(group)\n")
    }

    /// Kills every listed group now (their leaders are reaped, and unlisted, by the threads waiting
    /// for them).
    func endAll() {
        lock.lock()
        let groups = live
        lock.unlock()
        for group in groups { kill(-group, SIGKILL) }
    }

    /// One short line, written whole (a stream socket takes it in one write), never raising SIGPIPE.
    private func send(_ line: String) {
        let bytes = Array(line.utf8)
        bytes.withUnsafeBytes { buffer in
            #if canImport(Glibc)
            _ = Glibc.send(descriptor, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL))
            #else
            _ = Darwin.send(descriptor, buffer.baseAddress, buffer.count, 0)
            #endif
        }
    }
}

/// The processes layoutlab starts: compilers, the linker, experiment programs.
public enum ChildProcesses {
    /// Ends every one running now (a command that stops on Ctrl-C, not waiting for a compile); the
    /// calls waiting for them see them killed.
    public static func endAll() {
        ChildWatchdog.shared?.endAll()
    }
}
