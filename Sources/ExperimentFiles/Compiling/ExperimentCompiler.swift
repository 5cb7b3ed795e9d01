// Experiment files → one runnable program. Each file is rewritten (ExperimentFileRewriter) and
// compiled on its own as a library module, so two pasted files may both declare a `ContentView`; a
// generated `main.swift` calls every file's registration function and hands the declarations to
// `ExperimentHost`. Objects and programs are cached by content (the rewritten source, the compiler
// and the library build), so an unchanged file is never compiled twice and an unchanged run is
// never linked twice. Files compile in parallel, one process per core.
import Foundation
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Experiments

/// Compiles experiment files against the library into a program that reports their experiments.
public struct ExperimentCompiler: Sendable {
    public var toolchain: Toolchain
    /// Where objects and programs are cached.
    public var cacheFolder: String

    public init(toolchain: Toolchain, cacheFolder: String = ExperimentCompiler.defaultCacheFolder()) {
        self.toolchain = toolchain
        self.cacheFolder = cacheFolder
    }

    /// `$LAYOUTLAB_CACHE`, else `$XDG_CACHE_HOME/layoutlab`, else `~/.cache/layoutlab`.
    public static func defaultCacheFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let configured = environment["LAYOUTLAB_CACHE"], !configured.isEmpty { return configured }
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return xdg + "/layoutlab" }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSTemporaryDirectory()
        return home + "/.cache/layoutlab"
    }

    /// A compiled program and what went into it.
    public struct Program: Sendable {
        /// The executable.
        public var path: String
        /// The user's files, in the order the program reports them.
        public var files: [String]
        /// How many files had to be compiled (0 when everything came from the cache).
        public var compiledFiles: Int
        /// Each file's `Experiment` calls and `#Preview` blocks.
        public var statements: [String: [RegisteredStatement]]
    }

    /// What the cache remembers about a file's text: the object its rewrite compiles to and its
    /// statements, so an unchanged file is not even parsed again.
    struct Manifest: Codable {
        var objectBase: String
        var statements: [RegisteredStatement]
    }

    /// Compiles `sources` (path → text, in order) into a program. Throws every error of every file.
    public func compile(_ sources: [(path: String, text: String)]) throws(ExperimentFileError) -> Program {
        let manager = FileManager.default
        for folder in ["objects", "sources", "programs", "manifests"] {
            try? manager.createDirectory(atPath: "\(cacheFolder)/\(folder)", withIntermediateDirectories: true)
        }
        var diagnostics: [Diagnostic] = []
        var units: [Unit] = []
        var statements: [String: [RegisteredStatement]] = [:]
        for (path, text) in sources {
            let pathHash = SHA256.hex(path)
            let moduleName = "LayoutLabFile_" + String(pathHash.prefix(12))
            let manifestPath = "\(cacheFolder)/manifests/" + SHA256.hex(Self.rewriterVersion + "\n" + path + "\n" + toolchain.identity + "\n" + text) + ".json"
            if let data = manager.contents(atPath: manifestPath),
               let manifest = try? JSONDecoder().decode(Manifest.self, from: data),
               manager.fileExists(atPath: "\(cacheFolder)/objects/\(manifest.objectBase).o") {
                units.append(Unit(moduleName: moduleName, source: nil, objectBase: manifest.objectBase, userPath: path))
                statements[path] = manifest.statements
                continue
            }
            let symbol = Self.entryPoint(pathHash: pathHash)
            let rewritten = DeepStack.run { ExperimentFileRewriter.rewrite(source: text, path: path, entryPoint: symbol) }
            diagnostics += rewritten.diagnostics
            let unit = Unit(moduleName: moduleName, source: rewritten.text, objectBase: objectBase(moduleName, rewritten.text),
                            userPath: path, manifestPath: manifestPath)
            units.append(unit)
            statements[path] = rewritten.statements
        }
        guard diagnostics.isEmpty else { throw ExperimentFileError(diagnostics: diagnostics) }
        let main = mainSource(units)
        units.append(Unit(moduleName: "LayoutLabMain", source: main, objectBase: objectBase("LayoutLabMain", main),
                          userPath: nil, isMain: true))

        let texts = Dictionary(sources.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
        let missing = units.filter { !manager.fileExists(atPath: objectPath(of: $0)) }
        let failures = ParallelWork.map(missing) { unit in compileObject(unit) }
        for (unit, output) in zip(missing, failures) {
            guard let output else { continue }
            var found = CompilerDiagnostics.parse(output, sources: texts)
            if found.isEmpty {
                found = [Diagnostic(location: SourceLocation(file: unit.userPath ?? "experiments", line: 1, column: 1),
                                    message: "the compiler failed: \(output.trimmingCharacters(in: .whitespacesAndNewlines))",
                                    construct: "")]
            }
            diagnostics += found.map { diagnostic in
                guard diagnostic.location.file.isEmpty else { return diagnostic }
                var placed = diagnostic
                placed.location = SourceLocation(file: unit.userPath ?? "experiments", line: 1, column: 1)
                return placed
            }
        }
        guard diagnostics.isEmpty else { throw ExperimentFileError(diagnostics: diagnostics) }
        for unit in units {
            guard let manifestPath = unit.manifestPath else { continue }
            let manifest = Manifest(objectBase: unit.objectBase, statements: statements[unit.userPath ?? ""] ?? [])
            try? JSONEncoder().encode(manifest).write(to: URL(fileURLWithPath: manifestPath), options: .atomic)
        }

        let objects = units.map(objectPath(of:))
        let program = "\(cacheFolder)/programs/" + SHA256.hex(objects.joined(separator: "\n") + toolchain.identity)
        if !manager.fileExists(atPath: program) {
            try link(objects, into: program, files: sources.map(\.path))
        }
        return Program(path: program, files: sources.map(\.path), compiledFiles: missing.count, statements: statements)
    }

    /// A name part no other process or thread uses at the same time.
    static func uniqueSuffix() -> String {
        "\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
    }

    /// The symbol of a file's registration function.
    static func entryPoint(pathHash: String) -> String {
        "layoutlab_experiments_" + String(pathHash.prefix(16))
    }

    /// How experiment files are compiled: unoptimised, as Xcode builds previews, with `DEBUG` set as
    /// in Xcode's Debug configuration (so `#if DEBUG` around previews holds). Part of object keys.
    static let compilerFlags = ["-Onone", "-D", "DEBUG"]

    /// Changes when the rewriter's output for the same text would change (part of manifest keys).
    static let rewriterVersion = "rewriter 3"

    /// One module to compile: a user's file or the generated main. `source` is nil when the file
    /// came from the cache's manifest (its object exists).
    struct Unit: Sendable {
        var moduleName: String
        var source: String?
        var objectBase: String
        var userPath: String?
        var manifestPath: String?
        var isMain = false
    }

    /// The cache name of the object a module's source compiles to with this toolchain.
    func objectBase(_ moduleName: String, _ source: String) -> String {
        SHA256.hex(moduleName + "\n" + source + "\n" + toolchain.identity + "\n" + Self.compilerFlags.joined(separator: " "))
    }

    func objectPath(of unit: Unit) -> String {
        "\(cacheFolder)/objects/\(unit.objectBase).o"
    }

    /// Compiles one unit into the cache; returns the compiler's output on failure.
    func compileObject(_ unit: Unit) -> String? {
        let base = unit.objectBase
        guard let source = unit.source else { return "error: the cached object \(base).o disappeared; run again" }
        // Per call: another layoutlab (or another thread of this one) may be compiling the same unit
        // from the same cache.
        let unique = Self.uniqueSuffix()
        let sourcePath = "\(cacheFolder)/sources/\(base)\(unit.isMain ? "-main" : "").\(unique).swift"
        defer { try? FileManager.default.removeItem(atPath: sourcePath) }
        let temporary = "\(cacheFolder)/objects/\(base).\(unique).tmp.o"
        do {
            try source.write(toFile: sourcePath, atomically: true, encoding: .utf8)
            var arguments = ["-c", sourcePath, "-module-name", unit.moduleName,
                             "-I", toolchain.modulesFolder, "-diagnostic-style", "llvm",
                             "-o", temporary] + Self.compilerFlags
            if !unit.isMain { arguments.append("-parse-as-library") }
            let outcome = try ProcessRunner.run(toolchain.swiftc, arguments)
            guard outcome.status == 0 else {
                try? FileManager.default.removeItem(atPath: temporary)
                return outcome.errors + outcome.output
            }
            try replace(objectPath(of: unit), with: temporary)
            return nil
        } catch {
            return "error: could not run \(toolchain.swiftc): \(error)"
        }
    }

    func link(_ objects: [String], into program: String, files: [String]) throws(ExperimentFileError) {
        let temporary = program + ".\(Self.uniqueSuffix()).tmp"
        var arguments = objects + toolchain.libraryObjects + ["-o", temporary]
        #if os(Linux)
        // Named explicitly as well as autolinked: concurrent links were seen to lose autolinked
        // libraries (Foundation; the -Onone prespecializations of swiftSwiftOnoneSupport).
        arguments += ["-lswiftCore", "-lswiftSwiftOnoneSupport", "-lswift_Concurrency", "-lswift_StringProcessing",
                      "-lswiftGlibc", "-lm", "-lFoundation", "-lFoundationEssentials", "-lFoundationNetworking"]
        #endif
        var failure = ""
        // A second try when the first fails: a lost autolink entry has not been seen twice in a row.
        for _ in 0..<2 {
            do {
                let outcome = try ProcessRunner.run(toolchain.swiftc, arguments)
                if outcome.status == 0 {
                    try replace(program, with: temporary)
                    return
                }
                failure = outcome.errors + outcome.output
            } catch {
                failure = "could not run \(toolchain.swiftc): \(error)"
                break
            }
        }
        try? FileManager.default.removeItem(atPath: temporary)
        throw ExperimentFileError(diagnostics: [Diagnostic(
            location: SourceLocation(file: files.first ?? "experiments", line: 1, column: 1),
            message: "linking the experiments failed: " + failure.split(separator: "\n").prefix(6).joined(separator: "\n"),
            construct: "", hint: "rebuild layoutlab with `swift build` so the library objects match its modules")])
    }

    /// Publishes `temporary` as `path` unless another layoutlab already did: a hard link creates
    /// the name atomically or fails when it exists, so a file another process is linking from is
    /// never replaced under it (the driver refuses inputs "modified during the build").
    func replace(_ path: String, with temporary: String) throws {
        defer { unlink(temporary) }
        #if canImport(Glibc)
        let linked = Glibc.link(temporary, path)
        #else
        let linked = Darwin.link(temporary, path)
        #endif
        guard linked == 0 || errno == EEXIST else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
    }

    /// The generated `main.swift`: every file's registration function, in order, handed to the host.
    func mainSource(_ units: [Unit]) -> String {
        var text = "import LayoutLabUI\nimport ExperimentHost\n\n"
        var entries: [String] = []
        for (index, unit) in units.enumerated() {
            guard let path = unit.userPath else { continue }
            let symbol = Self.entryPoint(pathHash: SHA256.hex(path))
            text += "@_silgen_name(\"\(symbol)\")\nfunc file\(index)() -> [LayoutLabUI.Experiment]\n"
            entries.append("    (\(ExperimentFileRewriter.stringLiteral(path)), file\(index)),")
        }
        text += "\nExperimentHost.main(files: [\n" + entries.joined(separator: "\n") + "\n])\n"
        return text
    }
}
