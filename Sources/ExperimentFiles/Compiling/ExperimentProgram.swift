// Running a compiled experiment program: it writes its report to a file of the compile cache
// (standard output is the user's own `print`s, passed through to standard error). A program that
// crashes, or makes no progress for the time limit, is blamed on the experiment it was building,
// named by the host's last progress line; the loader runs it again without that experiment.
import Experiments
import Foundation
import LayoutEngine

/// A compiled experiment program, ready to run.
struct ExperimentProgram {
    var path: String
    var files: [String]
    /// Seconds one experiment may take to build and lay out (the host names each as it starts).
    var timeLimit: Double
    /// Where the program writes its report (the compile cache's `reports`, cleaned of leftovers).
    var reportFolder: String
    /// The compiled files' texts by path: a definition whose layout runs its file's code carries it,
    /// with the other files of its module (`modules`).
    var sources: [String: String]
    var modules: [[String]] = []
    /// Megabytes of data the program may allocate.
    var memoryLimitMB: Int = ExperimentLoader.defaultMemoryLimitMB()
    /// The sizes of the app's catalog images, and the files its bundle holds (`AssetCatalogs`).
    var app = AppFiles()

    /// Why the program stopped: the diagnostic, and the experiment it was building (nil when it
    /// stopped while declaring a file's experiments, or before).
    struct Stop: Error {
        var experiment: String?
        /// The file whose experiments were being declared when it stopped (a crash in their
        /// arguments, or in a preview provider's views, which are counted as they are declared).
        var declaringFile: String?
        var diagnostic: Diagnostic
        /// False when the program never got as far as its first progress line (it could not be
        /// started, or stopped while loading): a damaged executable rather than the user's code.
        var started = true
    }

    /// The names (lowercased) Foundation reads as a bundle's layout, not as resources.
    static let bundleLayoutNames: Set<String> = ["contents", "resources", "support files"]

    /// A folder holding the program (a hard link, or a copy where links cannot be made) and a
    /// symbolic link to each of the app's resource files by its name.
    private func bundleFolder(_ folder: String) throws -> String {
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let linked = folder + "/" + URL(fileURLWithPath: path).lastPathComponent
        do {
            try manager.linkItem(atPath: path, toPath: linked)
        } catch {
            try manager.copyItem(atPath: path, toPath: linked)
        }
        for (name, file) in app.resources where name != URL(fileURLWithPath: path).lastPathComponent {
            // Names Foundation reads as a bundle's own layout (`Contents/`, `Resources/`) would make
            // it look for every resource there: such a file is left out.
            guard !Self.bundleLayoutNames.contains(name.lowercased()) else { continue }
            try? manager.createSymbolicLink(atPath: folder + "/" + name, withDestinationPath: file)
        }
        return folder
    }

    /// Runs the program under `options`, leaving out the experiments named in `skipping` and the
    /// files in `skippingFiles`, and reads its report.
    func run(options: LayoutOptions, skipping: [String] = [], skippingFiles: [String] = []) throws(Stop) -> HostReport {
        let reportPath = "\(reportFolder)/\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).json"
        let sourcesPath = String(reportPath.dropLast(".json".count)) + "-sources.json"
        let imagesPath = String(reportPath.dropLast(".json".count)) + "-images.json"
        let modulesPath = String(reportPath.dropLast(".json".count)) + "-modules.json"
        let resourcesPath = String(reportPath.dropLast(".json".count)) + "-resources.json"
        let coloursPath = String(reportPath.dropLast(".json".count)) + "-colours.json"
        defer {
            for path in [reportPath, sourcesPath, imagesPath, modulesPath, resourcesPath, coloursPath] {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
        // Each file of a module of several, by path: the other files of its module.
        var companions: [String: [String]] = [:]
        for module in modules where module.count > 1 {
            for path in module { companions[path] = module.filter { $0 != path } }
        }
        do {
            try JSONEncoder().encode(sources).write(to: URL(fileURLWithPath: sourcesPath))
            if !companions.isEmpty {
                try JSONEncoder().encode(companions).write(to: URL(fileURLWithPath: modulesPath))
            }
            if !app.resources.isEmpty {
                try JSONEncoder().encode(app.resources).write(to: URL(fileURLWithPath: resourcesPath))
            }
            if !app.images.isEmpty {
                try JSONEncoder().encode(app.images.mapValues { [Double($0.width), Double($0.height)] })
                    .write(to: URL(fileURLWithPath: imagesPath))
            }
            if !app.colours.isEmpty {
                try JSONEncoder().encode(app.colours).write(to: URL(fileURLWithPath: coloursPath))
            }
        } catch {
            throw Stop(experiment: nil, diagnostic: failure("cannot write the experiment files' texts for the program (\(error))", at: nil))
        }
        var arguments = ["--report", reportPath, "--sources", sourcesPath, "--memory-limit", "\(memoryLimitMB)"]
        if !app.images.isEmpty { arguments += ["--images", imagesPath] }
        if !companions.isEmpty { arguments += ["--modules", modulesPath] }
        if !app.resources.isEmpty { arguments += ["--resources", resourcesPath] }
        // Linux's `Bundle.main` is the executable's folder: the program runs from a folder of its
        // own holding a hard link to it and links to the app's resource files.
        var executable = path
        if !app.resources.isEmpty, let bundle = try? bundleFolder(String(reportPath.dropLast(".json".count)) + "-bundle") {
            executable = bundle + "/" + URL(fileURLWithPath: path).lastPathComponent
        }
        defer { if executable != path { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: executable).deletingLastPathComponent().path) } }
        for setting in options.settings { arguments += ["--option", setting] }
        for name in skipping { arguments += ["--skip", name] }
        for file in skippingFiles { arguments += ["--skip-file", file] }
        let outcome: ProcessRunner.Outcome
        do {
            // The runtime's backtrace, plain and of the crashed thread only: its innermost frame in a
            // user's file is where the program stopped.
            let backtrace = "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,sanitize=no"
            var environment = Self.offline.merging(["SWIFT_BACKTRACE": backtrace]) { $1 }
            // The catalog's image names, for `UIImage(named:)` to answer nil for others, as UIKit does.
            if !app.images.isEmpty { environment[Self.catalogImagesVariable] = imagesPath }
            // The catalog's colours, for pictures to draw them (`_AppColours` in the library).
            if !app.colours.isEmpty { environment[Self.catalogColoursVariable] = coloursPath }
            outcome = try ProcessRunner.run(executable, arguments, environment: environment,
                                            progress: ProcessRunner.Progress(descriptor: HostReport.progressDescriptor, limit: timeLimit))
        } catch {
            throw Stop(experiment: nil, diagnostic: failure("could not start the compiled experiments (\(error))", at: nil),
                       started: false)
        }
        if !outcome.output.isEmpty {
            // What the experiments printed, escaped for the terminal; a closed stderr loses it quietly.
            try? FileHandle.standardError.write(contentsOf: Data(TerminalText.escaped(outcome.output, keepingLineBreaks: true).utf8))
        }
        guard outcome.status == 0 else {
            // Progress comes from the program's own channel: what the user's code prints cannot pose as it.
            let progress = outcome.progress.split(separator: "\n").last { $0.hasPrefix(HostReport.progressMarker) }
            let all = outcome.errors.split(separator: "\n")
            // The runtime's backtrace follows its reason; the innermost frame in a user's file is
            // where the program stopped.
            let backtrace = all.firstIndex { $0.hasPrefix("*** ") } ?? all.endIndex
            let stoppedAt = all[backtrace...].lazy.compactMap(userFrame).first
            let lines = Array(all[..<backtrace])
            let reasons = lines.filter { $0.contains("Fatal error") || $0.contains("error:") || $0.contains("Assertion failed") || $0.contains("Precondition failed") }
            var doing = ""
            var building: String?
            var declaringFile: String?
            if let progress {
                let what = progress.dropFirst(HostReport.progressMarker.count)
                let name = what.lastIndex(of: "(").map { what[..<$0].trimmingCharacters(in: .whitespaces) } ?? String(what)
                let declaring = name.hasPrefix("the experiments of ")
                doing = " while \(declaring ? "declaring" : "building") \(name)"
                if !declaring { building = name }
                if declaring { declaringFile = String(name.dropFirst("the experiments of ".count)) }
                if let stoppedAt, let declared = location(in: progress), declared.line != stoppedAt.line, !declaring {
                    doing += " (declared at \(declared.file):\(declared.line))"
                }
            }
            if outcome.timedOut {
                throw Stop(experiment: building, diagnostic: Diagnostic(
                    location: progress.flatMap(location(in:)) ?? SourceLocation(file: files.first ?? "experiments", line: 1, column: 1),
                    message: "the experiment program was stopped: it spent more than \(Self.seconds(timeLimit)) on one step\(doing)",
                    construct: "",
                    hint: "a loop that never ends in a view's body or a custom layout keeps it there; if the experiment is only slow, "
                        + "allow more time with --timeout SECONDS (or LAYOUTLAB_TIMEOUT)"))
            }
            var message = outcome.signal.map { "the experiment program was stopped by \(ProcessRunner.describe(signal: $0))" }
                ?? "the experiment program stopped (status \(outcome.status))"
            message += doing
            let shown = reasons.isEmpty ? Array(lines.suffix(3)) : Array(reasons.prefix(3))
            if !shown.isEmpty { message += ": " + shown.joined(separator: " / ") }
            if shown.contains(where: { $0.contains("failed to allocate") || $0.contains("Could not allocate") }) {
                message += " (it reached the memory limit of \(memoryLimitMB) MB; LAYOUTLAB_MEMORY_LIMIT sets another)"
            }
            throw Stop(experiment: building, declaringFile: declaringFile,
                       diagnostic: failure(message, at: stoppedAt ?? progress.flatMap(location(in:))), started: progress != nil)
        }
        guard let data = FileManager.default.contents(atPath: reportPath) else {
            throw Stop(experiment: nil, diagnostic: failure("the experiment program wrote no report", at: nil))
        }
        do {
            return try HostReport.decode(data)
        } catch {
            throw Stop(experiment: nil, diagnostic: failure("the experiment program's report cannot be read (\(error))", at: nil))
        }
    }

    /// The environment variable naming the file of the app's catalog images (LayoutLabUI's `_AppImages`).
    static let catalogImagesVariable = "LAYOUTLAB_CATALOG_IMAGES"
    /// The environment variable naming the file of the app's catalog colours (LayoutLabUI's `_AppColours`).
    static let catalogColoursVariable = "LAYOUTLAB_CATALOG_COLOURS"

    /// What the program's requests go through: a closed port of this machine, for every scheme
    /// (libcurl, behind Linux's `URLSession`, reads these), so that code run while views are made —
    /// a view model fetching in its `init` — fails at once instead of reaching the network.
    static let offline: [String: String] = {
        let nowhere = "http://127.0.0.1:9"
        return ["http_proxy": nowhere, "HTTP_PROXY": nowhere, "https_proxy": nowhere, "HTTPS_PROXY": nowhere,
                "all_proxy": nowhere, "ALL_PROXY": nowhere, "no_proxy": "", "NO_PROXY": ""]
    }()

    /// `10 s`, `2.5 s`.
    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    /// A backtrace frame's `... at PATH:LINE:COLUMN` in one of the user's files, as the user named it.
    private func userFrame(_ line: Substring) -> SourceLocation? {
        guard let at = line.range(of: " at ", options: .backwards) else { return nil }
        let parts = line[at.upperBound...].split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let lineNumber = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else { return nil }
        let path = URL(fileURLWithPath: parts.dropLast(2).joined(separator: ":")).standardizedFileURL.path
        guard let file = files.first(where: { URL(fileURLWithPath: $0).standardizedFileURL.path == path }) else { return nil }
        return SourceLocation(file: file, line: lineNumber, column: column)
    }

    /// `name (file:line:column)` → the location.
    private func location(in progress: Substring) -> SourceLocation? {
        guard let open = progress.lastIndex(of: "("), progress.hasSuffix(")") else { return nil }
        let inner = progress[progress.index(after: open)..<progress.index(before: progress.endIndex)]
        let parts = inner.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let column = Int(parts[parts.count - 1]), let line = Int(parts[parts.count - 2]) else { return nil }
        return SourceLocation(file: parts.dropLast(2).joined(separator: ":"), line: line, column: column)
    }

    private func failure(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(location: location ?? SourceLocation(file: files.first ?? "experiments", line: 1, column: 1),
                   message: message, construct: "",
                   hint: "a crash in a view's body or a custom layout stops the program there: fix the code it names "
                       + "(the other experiments are laid out without it)")
    }
}
