// Where the Swift compiler and the library experiments compile against are. `swiftc` is the one of
// the toolchain that built layoutlab: `LAYOUTLAB_SWIFTC`, else `swiftc` on PATH (on macOS, `xcrun
// --find swiftc`). The library is looked for as `LibraryLookup` says: `LAYOUTLAB_LIBRARY`, else the
// library `layoutlab install` put beside the binary, else the build folder layoutlab itself was
// built into (`swift build` puts every module's interface under `Modules/` and its objects under
// `NAME.build/`; an installed library has the same layout).
import Foundation
import Experiments

/// The compiler and the prebuilt library modules an experiment program is compiled and linked with.
public struct Toolchain: Hashable, Sendable {
    /// The modules a compiled experiment links: the SwiftUI-shaped library and what it runs on.
    public static let libraryModules = ["LayoutEngine", "LayoutLabUI", "Experiments", "ExperimentHost"]

    /// The `swiftc` executable.
    public var swiftc: String
    /// The library folder (a build folder or an installed library) holding `Modules/` and each
    /// library module's `NAME.build/` objects.
    public var buildFolder: String
    /// How the library folder was found.
    public var source: LibrarySource = .buildFolder
    /// The object files of `libraryModules`.
    public var libraryObjects: [String]
    /// Changes whenever the compiler or the library is rebuilt: part of every cache key.
    public var identity: String

    public init(swiftc: String, buildFolder: String, libraryObjects: [String], identity: String) {
        self.swiftc = swiftc
        self.buildFolder = buildFolder
        self.libraryObjects = libraryObjects
        self.identity = identity
    }

    /// The folder of module interfaces (`-I`).
    public var modulesFolder: String { buildFolder + "/Modules" }

    /// How to run the compiler's frontend, which compiles one source of a module (its primary
    /// file) with the module's other sources beside it: `swift-frontend -frontend` next to the
    /// driver (`swiftc -frontend` where there is none), with the macro plugins and (on macOS) the
    /// SDK the driver would pass.
    public func frontendCommand() -> [String] {
        let resolved = ((try? FileManager.default.destinationOfSymbolicLink(atPath: swiftc)).map {
            $0.hasPrefix("/") ? $0 : (swiftc as NSString).deletingLastPathComponent + "/" + $0
        }) ?? swiftc
        let bin = (resolved as NSString).deletingLastPathComponent
        let frontend = bin + "/swift-frontend"
        let manager = FileManager.default
        var command = manager.isExecutableFile(atPath: frontend) ? [frontend, "-frontend"] : [swiftc, "-frontend"]
        // Macros (`@Observable`) expand in the toolchain's plugins, which the driver names.
        let usr = (bin as NSString).deletingLastPathComponent
        for plugins in ["\(usr)/lib/swift/host/plugins", "\(usr)/local/lib/swift/host/plugins"] where manager.fileExists(atPath: plugins) {
            command += ["-plugin-path", plugins]
        }
        for server in ["libSwiftInProcPluginServer.so", "libSwiftInProcPluginServer.dylib"]
        where manager.fileExists(atPath: "\(usr)/lib/swift/host/\(server)") {
            command += ["-in-process-plugin-server-path", "\(usr)/lib/swift/host/\(server)"]
        }
        #if os(macOS)
        if let sdk = ProcessInfo.processInfo.environment["SDKROOT"], !sdk.isEmpty {
            command += ["-sdk", sdk]
        } else if let found = try? ProcessRunner.run("/usr/bin/xcrun", ["--show-sdk-path"]), found.status == 0 {
            command += ["-sdk", found.output.trimmingCharacters(in: .whitespacesAndNewlines)]
        }
        #endif
        return command
    }

    /// Finds the toolchain from the environment and the running executable's folder: the library in
    /// the first of `LibraryLookup.candidates` that holds all of it.
    public static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executableFolder: String? = Toolchain.runningExecutableFolder
    ) throws(ToolchainError) -> Toolchain {
        try locateLibrary(swiftc: try findCompiler(environment: environment), environment: environment,
                          executableFolder: executableFolder)
    }

    /// The library for `swiftc`: the first of `LibraryLookup.candidates` that holds all of it; the
    /// error names every place looked.
    public static func locateLibrary(
        swiftc: String,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executableFolder: String? = Toolchain.runningExecutableFolder
    ) throws(ToolchainError) -> Toolchain {
        var looked: [LibraryCandidate] = []
        for (source, folder) in LibraryLookup.candidates(environment: environment, executableFolder: executableFolder) {
            do {
                var toolchain = try library(in: folder, swiftc: swiftc)
                toolchain.source = source
                return toolchain
            } catch {
                looked.append(LibraryCandidate(source: source, folder: folder, rejection: error.problem))
            }
        }
        throw notFound(looked)
    }

    /// The error when no place looked holds the library: every place, and why it was passed over.
    static func notFound(_ looked: [LibraryCandidate]) -> ToolchainError {
        if let named = looked.first, named.source == .environment {
            return ToolchainError(
                problem: "LAYOUTLAB_LIBRARY is `\(named.folder)`, which does not hold the library experiments compile against: "
                    + (named.rejection ?? ""),
                fix: "point LAYOUTLAB_LIBRARY at a build folder (e.g. `.build/debug`) or an installed library "
                    + "(PREFIX/lib/layoutlab/\(LibraryLookup.version)), or unset it to use the library installed beside "
                    + "the binary or its build folder")
        }
        guard !looked.isEmpty else {
            return ToolchainError(
                problem: "cannot tell where layoutlab is installed or was built, so its library cannot be found",
                fix: "set LAYOUTLAB_LIBRARY to a build folder (e.g. `.build/debug`) or an installed library "
                    + "(PREFIX/lib/layoutlab/\(LibraryLookup.version)) that holds Modules/LayoutLabUI.swiftmodule")
        }
        let places = looked.map { "\n  - \($0.source.phrase): \($0.folder): \($0.rejection ?? "")" }.joined()
        return ToolchainError(
            problem: "the library experiments compile against (LayoutLabUI) was not found; looked in:" + places,
            fix: "install layoutlab with its library (`swift build -c release`, then `.build/release/layoutlab install`), "
                + "or set LAYOUTLAB_LIBRARY to a folder that holds Modules/LayoutLabUI.swiftmodule "
                + "(LAYOUTLAB_LIBRARY unset: it is looked at first)")
    }

    /// The library in a build folder, checked.
    public static func library(in folder: String, swiftc: String) throws(ToolchainError) -> Toolchain {
        let manager = FileManager.default
        var objects: [String] = []
        var stamps: [String] = [swiftc, modificationStamp(swiftc)]
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw ToolchainError(problem: "no such folder",
                                 fix: "run `swift build` in the layoutlab package, or `layoutlab install`, or set LAYOUTLAB_LIBRARY to a folder that holds the library")
        }
        for module in libraryModules {
            let interface = "\(folder)/Modules/\(module).swiftmodule"
            guard manager.fileExists(atPath: interface) else {
                throw ToolchainError(
                    problem: "the library module \(module) is not built in \(folder) (no Modules/\(module).swiftmodule)",
                    fix: "run `swift build` in the layoutlab package (it builds the library experiments link), or set LAYOUTLAB_LIBRARY to a build folder that has it")
            }
            stamps += [interface, modificationStamp(interface)]
            let objectFolder = "\(folder)/\(module).build"
            let found = objectFiles(in: objectFolder)
            guard !found.isEmpty else {
                throw ToolchainError(
                    problem: "the library module \(module) has no object files in \(objectFolder)",
                    fix: "run `swift build` in the layoutlab package, or set LAYOUTLAB_LIBRARY to a complete build folder")
            }
            for path in found {
                objects.append(path)
                stamps += [path, modificationStamp(path)]
            }
        }
        return Toolchain(swiftc: swiftc, buildFolder: folder, libraryObjects: objects,
                         identity: SHA256.hex(stamps.joined(separator: "\n")))
    }

    /// The objects of a module's current build: those its output file map names (a folder can
    /// also hold stale objects of files since renamed or deleted), else every `.o` in the folder.
    static func objectFiles(in objectFolder: String) -> [String] {
        if let data = FileManager.default.contents(atPath: objectFolder + "/output-file-map.json"),
           let map = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
            let objects = map.values.compactMap { ($0 as? [String: Any])?["object"] as? String }
            let present = objects.filter { FileManager.default.fileExists(atPath: $0) }.sorted()
            if !present.isEmpty { return present }
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: objectFolder)) ?? []).filter { $0.hasSuffix(".o") }
        return names.sorted().map { "\(objectFolder)/\($0)" }
    }

    /// The `swiftc` to use: `LAYOUTLAB_SWIFTC`, else the first on PATH (on macOS, else `xcrun --find`).
    public static func findCompiler(environment: [String: String] = ProcessInfo.processInfo.environment) throws(ToolchainError) -> String {
        let manager = FileManager.default
        if let configured = environment["LAYOUTLAB_SWIFTC"], !configured.isEmpty {
            guard manager.isExecutableFile(atPath: configured) else {
                throw ToolchainError(problem: "LAYOUTLAB_SWIFTC is `\(configured)`, which is not an executable",
                                     fix: "point LAYOUTLAB_SWIFTC at the toolchain's swiftc, or unset it to use the one on PATH")
            }
            return configured
        }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/swiftc"
            if manager.isExecutableFile(atPath: candidate) { return candidate }
        }
        #if os(macOS)
        if let found = try? ProcessRunner.run("/usr/bin/xcrun", ["--find", "swiftc"]), found.status == 0 {
            let path = found.output.trimmingCharacters(in: .whitespacesAndNewlines)
            if manager.isExecutableFile(atPath: path) { return path }
        }
        #endif
        throw ToolchainError(
            problem: "no Swift compiler found: experiment files are Swift programs compiled with swiftc",
            fix: "put the toolchain that built layoutlab on PATH, or set LAYOUTLAB_SWIFTC to its swiftc")
    }

    /// The folder of the running executable (`.build/debug` when run with `swift run`).
    public static var runningExecutableFolder: String? {
        runningExecutablePath.map { ($0 as NSString).deletingLastPathComponent }
    }

    /// The running executable, symbolic links resolved (a `layoutlab` linked into `~/bin` is the
    /// installed one).
    public static var runningExecutablePath: String? {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return path
        }
        #endif
        guard let path = Bundle.main.executablePath else { return nil }
        return (path as NSString).resolvingSymlinksInPath
    }

    /// The modification time and size of a file (a symbolic link's own, not its target's).
    static func modificationStamp(_ path: String) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        return "\(date) \(size)"
    }
}

/// The compiler or the library could not be found or used, or could not be installed: what is
/// wrong and how to fix it.
public struct ToolchainError: Error, Hashable, Sendable, CustomStringConvertible {
    public var problem: String
    public var fix: String

    public init(problem: String, fix: String) {
        self.problem = problem
        self.fix = fix
    }

    public var description: String { "error: \(problem)\nnote: \(fix)" }
}
