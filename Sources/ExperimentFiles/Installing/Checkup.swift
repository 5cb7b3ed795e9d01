// `layoutlab doctor`: which Swift compiler would compile experiment files, which library they would
// compile against and how it was found, the compile cache and its size; the versions of each, and
// whether they fit together. Everything is looked at, even after a problem, so one checkup names
// every problem, each with its fix.
import Foundation

/// What `layoutlab doctor` found.
public struct Checkup: Sendable {
    /// The running layoutlab's version.
    public var toolVersion = LibraryLookup.version
    /// The compiler, how it was found (`LAYOUTLAB_SWIFTC`, `PATH`), and its `--version` identity.
    public var swiftc: String?
    public var swiftcSource: String?
    public var compiler: CompilerIdentity?
    /// The library found, and every place looked (with why each was passed over).
    public var library: Toolchain?
    public var looked: [LibraryCandidate] = []
    /// The library's `version.txt` (`layoutlab 1.1.0`), or nil when it has none.
    public var libraryVersion: String?
    /// The compiler recorded for the library, and the file it was read from.
    public var libraryCompiler: (identity: CompilerIdentity, file: String)?
    /// The compile cache folder and what it holds.
    public var cacheFolder: String
    public var cacheFiles = 0
    public var cacheBytes = 0
    /// Every problem found, each with its fix.
    public var problems: [ToolchainError] = []

    /// Looks at the environment and the running executable's folder as `layoutlab run` would.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment,
                executableFolder: String? = Toolchain.runningExecutableFolder) {
        cacheFolder = ExperimentCompiler.defaultCacheFolder(environment: environment)
        let usage = CompileCache(folder: cacheFolder).usage()
        (cacheFiles, cacheBytes) = (usage.files, usage.bytes)
        do {
            let path = try Toolchain.findCompiler(environment: environment)
            swiftc = path
            swiftcSource = (environment["LAYOUTLAB_SWIFTC"] ?? "").isEmpty ? "PATH" : "LAYOUTLAB_SWIFTC"
            compiler = try CompilerIdentity.of(swiftc: path)
        } catch {
            problems.append(error)
        }
        for (source, folder) in LibraryLookup.candidates(environment: environment, executableFolder: executableFolder) {
            do {
                var found = try Toolchain.library(in: folder, swiftc: swiftc ?? "swiftc")
                found.source = source
                library = found
                looked.append(LibraryCandidate(source: source, folder: folder, rejection: nil))
                break
            } catch {
                looked.append(LibraryCandidate(source: source, folder: folder, rejection: error.problem))
            }
        }
        guard let library else {
            problems.append(Toolchain.notFound(looked))
            return
        }
        libraryVersion = FileManager.default.contents(atPath: library.buildFolder + "/version.txt")
            .map { String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }
        if let libraryVersion, libraryVersion != "layoutlab \(toolVersion)" {
            problems.append(ToolchainError(
                problem: "version mismatch: the library in \(library.buildFolder) is \(libraryVersion), but this binary is "
                    + "layoutlab \(toolVersion); the experiment host in the library and this binary must be the same build",
                fix: "install this build's library with `layoutlab install`, or point LAYOUTLAB_LIBRARY at this build's folder"))
        }
        libraryCompiler = CompilerIdentity.recorded(inLibrary: library.buildFolder)
        if let compiler, let recorded = libraryCompiler, !recorded.identity.matches(compiler) {
            var toolchain = library
            toolchain.swiftc = swiftc ?? "swiftc"
            problems.append(ToolchainCheck.mismatchError(toolchain: toolchain, library: recorded.identity,
                                                         recordedIn: recorded.file, compiler: compiler))
        }
    }

    /// True when experiment files can be compiled as things are.
    public var healthy: Bool { problems.isEmpty }

    /// The library's version in words: its `version.txt`, or this binary's when the library is the
    /// build folder the binary sits in.
    public var libraryVersionText: String {
        if let libraryVersion { return libraryVersion }
        if library?.source == .buildFolder { return "layoutlab \(toolVersion) (the build this binary belongs to)" }
        return "not recorded (no version.txt)"
    }

    /// Does the library fit this binary and the compiler, in words.
    public var matchText: String {
        guard let library else { return "cannot tell: no library found" }
        var parts: [String] = []
        if let libraryVersion {
            parts.append(libraryVersion == "layoutlab \(toolVersion)" ? "versions match" : "VERSIONS DIFFER")
        } else {
            parts.append(library.source == .buildFolder ? "versions match" : "library version unknown")
        }
        switch (compiler, libraryCompiler) {
        case let (compiler?, recorded?):
            parts.append(recorded.identity.matches(compiler) ? "the library was built by this compiler" : "TOOLCHAIN MISMATCH")
        case (_?, nil):
            parts.append("the library does not record its compiler (cannot check)")
        default:
            parts.append("no compiler to compare")
        }
        return parts.joined(separator: "; ")
    }

    /// The report, one finding a line (problems are reported apart, with their fixes).
    public var text: String {
        let megabytes = String(format: "%.1f MB", Double(cacheBytes) / 1_000_000)
        var lines = ["layoutlab \(toolVersion)"]
        if let swiftc {
            lines.append("Swift compiler: \(swiftc) (from \(swiftcSource ?? "PATH"))")
            lines.append("  identity: \(compiler?.versionLine ?? "unknown (`swiftc --version` failed)")")
        } else {
            lines.append("Swift compiler: none found")
        }
        if let library {
            lines.append("Library: \(library.buildFolder) (\(library.source.phrase))")
            lines.append("  version: \(libraryVersionText)")
            lines.append("  built by: " + (libraryCompiler.map { "\($0.identity.versionLine) (recorded in \($0.file))" } ?? "not recorded"))
        } else {
            lines.append("Library: not found")
        }
        for place in looked where place.rejection != nil {
            lines.append("  looked in \(place.folder) (\(place.source.phrase)): \(place.rejection ?? "")")
        }
        lines.append("Compile cache: \(cacheFolder): \(cacheFiles) \(cacheFiles == 1 ? "file" : "files"), \(megabytes)")
        lines.append("Match: \(matchText)")
        lines.append(healthy ? "OK: experiment files can be compiled and run." : "\(problems.count) \(problems.count == 1 ? "problem" : "problems") found.")
        return lines.joined(separator: "\n")
    }
}
