// `layoutlab serve [PATH...]`: `watch`, with the explorer in the browser. The files are run as
// `watch` runs them (every save records a run and prints what moved); a local server on the
// loopback address serves each experiment's explorer page, and every open page redraws within a
// second of a save, keeping its selection (or shows the compile errors at their file:line:col).
import ArgumentParser
import Dispatch
import Foundation

struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run experiment files like watch, and serve their explorer pages in a browser, live.",
        discussion: """
            Runs the files as `watch` does, then serves http://127.0.0.1:PORT/ (this machine only): a list of \
            the notebook's experiments, each with its explorer page (the layout, the view tree, every proposal each \
            view received). After each save the open pages redraw, keeping what is selected; a file that does not \
            compile shows its errors on the page. Ctrl-C stops.

            Exit status: 0 stopped with Ctrl-C; 2 errors (no files, a port in use, database problems); 64 usage errors.
            """)

    @Argument(help: "Experiment files or folders (default: Examples).")
    var paths: [String] = []

    @Option(name: .long, help: "The port to listen on (127.0.0.1 only); 0 picks a free one.")
    var port: Int = 0

    @Option(name: .long, help: ArgumentHelp("Seconds between polls of the files' modification times.", valueName: "seconds"))
    var interval: Double = 0.2

    @Option(name: .customLong("engine-option"), help: ArgumentHelp("An engine option as key=value (repeatable).", valueName: "key=value"))
    var engineOptions: [String] = []

    @Option(name: .long, help: ArgumentHelp(
        "Seconds one experiment may take to build and lay out in its program (default: $LAYOUTLAB_TIMEOUT, else 10).",
        valueName: "seconds"))
    var timeout: Double?

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if global.format == .json { throw ValidationError("serve prints text; for JSON use `layoutlab show NAME --format json`.") }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535, not \(port).") }
        guard interval.isFinite, interval >= 0.01, interval <= 60 else {
            throw ValidationError("--interval must be between 0.01 and 60 seconds, not \(interval).")
        }
    }

    func run() throws {
        try reportingErrors {
            var (session, files) = try WatchSession.start(command: "serve", paths: paths, engineOptions: engineOptions,
                                                          timeout: timeout, label: nil, global: global)
            let live = LiveState()
            let first = try session.cycle(files.current.keys.sorted(), first: true)
            let started = try ExplorerServer(databasePath: global.databasePath, live: live).start(port: port)
            Self.announce(live, errors: first.errors)
            Console.out("Serving http://127.0.0.1:\(started.port)/ for \(Format.count(files.current.count, "file")) (Ctrl-C to stop).")
            try session.poll(&files, every: interval) { if $0.isNews { Self.announce(live, errors: $0.errors) } }
            let server = started.server
            let done = DispatchSemaphore(value: 0)
            Task.detached {
                await server.stop(timeout: 1)
                done.signal()
            }
            done.wait()
            Console.out("Stopped serving.")
        }
    }

    /// Tells the pages a run finished (waiting until they are told, so the order of runs holds).
    static func announce(_ live: LiveState, errors: String?) {
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            await live.update(errors: errors)
            done.signal()
        }
        done.wait()
    }
}
