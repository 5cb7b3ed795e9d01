// A progress line while experiment files compile: files, experiments, jobs finished and the time so
// far, redrawn in place on a terminal (stderr) and cleared when compiling ends. Quiet when stderr is
// not a terminal, with --quiet, and for compiles that finish within half a second.
import ExperimentFiles
import Foundation

/// Draws the compiler's progress (see the file header). Its methods may be called from any thread.
final class CompileProgress: @unchecked Sendable {
    private let enabled: Bool
    private let start = DispatchTime.now().uptimeNanoseconds
    private let lock = NSLock()
    // Guarded by `lock`.
    private var drawn = false

    init(quiet: Bool) {
        enabled = !quiet && Console.stderrIsTerminal
    }

    /// The handler to give the loader (nil when nothing is drawn).
    var handler: (@Sendable (ExperimentCompiler.Progress) -> Void)? {
        guard enabled else { return nil }
        return { @Sendable [self] progress in self.update(progress) }
    }

    private func update(_ progress: ExperimentCompiler.Progress) {
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard progress.jobs > 0 || progress.linking, seconds >= 0.5 else { return }
        let files = "\(progress.files) file\(progress.files == 1 ? "" : "s"), \(progress.declarations) experiment\(progress.declarations == 1 ? "" : "s")"
        let step = progress.linking ? "linking" : "\(progress.finishedJobs)/\(progress.jobs) compile jobs"
        lock.lock()
        defer { lock.unlock() }
        drawn = true
        Console.errorControl("\r\u{1B}[Kcompiling \(files): \(step), \(String(format: "%.1f", seconds)) s")
    }

    /// Clears the line, if one was drawn.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if drawn { Console.errorControl("\r\u{1B}[K") }
        drawn = false
    }
}
