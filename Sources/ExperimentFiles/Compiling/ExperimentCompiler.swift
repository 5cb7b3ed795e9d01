// Experiment files → one runnable program. Each file is rewritten (ExperimentFileRewriter) and
// compiled on its own as a library module, so two pasted files may both declare a `ContentView`,
// except files that use each other's declarations, which are one module (FileGroups); a
// generated `main.swift` calls every file's entry function and hands what it registered to
// `ExperimentHost`. A large file is a module of several sources (its declarations and chunks of its
// statements), each compiled by a frontend job of its own with the others beside it. Jobs of every
// file run in parallel, one per core, the largest first. Objects and programs are cached by content
// (the rewritten sources, the compiler and the library build), so an unchanged file is never
// compiled twice, an edit to one chunk recompiles that chunk, and an unchanged run is never linked
// twice.
import Foundation
import SwiftParser
import SwiftSyntax
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Experiments
import LayoutEngine

/// Compiles experiment files against the library into a program that reports their experiments.
public struct ExperimentCompiler: Sendable {
    public var toolchain: Toolchain
    /// Where objects and programs are cached.
    public var cacheFolder: String
    /// The most bytes the cache keeps (`CompileCache`).
    public var cacheLimit: Int

    public init(toolchain: Toolchain, cacheFolder: String = ExperimentCompiler.defaultCacheFolder(),
                cacheLimit: Int = CompileCache.defaultLimit()) {
        self.toolchain = toolchain
        self.cacheFolder = cacheFolder
        self.cacheLimit = cacheLimit
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
        /// How many files had to be compiled, wholly or in part (0 when everything came from the cache).
        public var compiledFiles: Int
        /// How many compile jobs ran (a large file is several, one per chunk of its statements).
        public var compileJobs: Int
        /// Each file's `Experiment` calls, `#Preview` blocks and preview providers.
        public var statements: [String: [RegisteredStatement]]
        /// True when the executable came from the cache as it was (not linked by this compile).
        public var fromCache: Bool = false
        /// The user's files by module: files that use each other's declarations compile as one.
        public var modules: [[String]] = []
    }

    /// Where a compile is, for a progress line.
    public struct Progress: Sendable {
        /// The user's files.
        public var files: Int
        /// The experiments and previews they spell out (a call in a loop counts once).
        public var declarations: Int
        /// The compile jobs to run (0 when everything came from the cache) and how many have finished.
        public var jobs: Int
        public var finishedJobs: Int
        /// True once the objects are being linked.
        public var linking: Bool
    }

    /// What the cache remembers about a file's text: the objects its rewrite compiles to and its
    /// statements, so an unchanged file is not even parsed again.
    struct Manifest: Codable {
        var objectBases: [String]
        /// Each file's statements, by path.
        var statements: [String: [RegisteredStatement]]
    }

    /// Compiles `sources` (path → text, in order) into a program, reporting where it is to
    /// `progress` (from any thread). Throws every error of every file.
    public func compile(_ sources: [(path: String, text: String)],
                        progress: (@Sendable (Progress) -> Void)? = nil) throws(ExperimentFileError) -> Program {
        do {
            return try compile(sources, progress: progress, healing: false)
        } catch let error as DamagedCache {
            // What the cache gave was damaged (a truncated or overwritten object): it is removed
            // and compiled again, once.
            for path in error.entries { try? FileManager.default.removeItem(atPath: path) }
            do {
                return try compile(sources, progress: progress, healing: true)
            } catch let again as DamagedCache {
                throw again.failure
            } catch let failure as ExperimentFileError {
                throw failure
            } catch {
                throw ExperimentFileError(diagnostics: [])
            }
        } catch let failure as ExperimentFileError {
            throw failure
        } catch {
            throw ExperimentFileError(diagnostics: [])
        }
    }

    /// A link that failed with objects (and manifests) taken from the cache: they may be damaged.
    struct DamagedCache: Error {
        var entries: [String]
        var failure: ExperimentFileError
    }

    /// Makes the cache's folders, or says why the cache cannot be used.
    func prepareCacheFolders() throws(ExperimentFileError) {
        let manager = FileManager.default
        for folder in ["objects", "sources", "programs", "manifests", "reports"] {
            let path = "\(cacheFolder)/\(folder)"
            do {
                try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw cacheError("cannot create \(path): \(Self.whyNotCreated(path, error))")
            }
            guard manager.isWritableFile(atPath: path) else {
                throw cacheError("\(path) is not writable")
            }
        }
    }

    /// An error about the compile cache itself, saying where it is and how to choose another.
    func cacheError(_ what: String) -> ExperimentFileError {
        ExperimentFileError(diagnostics: [Diagnostic(
            location: SourceLocation(file: "", line: 0, column: 0),
            message: "the compile cache at \(cacheFolder) cannot be used: \(what)", construct: "",
            hint: "set LAYOUTLAB_CACHE to a writable folder (the cache holds compiled experiment files; "
                + "`layoutlab cache --clean` empties it)")])
    }

    /// Why a folder could not be made: the nearest existing ancestor is a file, or is not
    /// writable, or the system's own words.
    static func whyNotCreated(_ path: String, _ error: any Error) -> String {
        let manager = FileManager.default
        var ancestor = (path as NSString).deletingLastPathComponent
        while !ancestor.isEmpty, ancestor != "/", !manager.fileExists(atPath: ancestor) {
            ancestor = (ancestor as NSString).deletingLastPathComponent
        }
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: ancestor, isDirectory: &isFolder), !isFolder.boolValue {
            return "\(ancestor) is a file, not a folder"
        }
        if !manager.isWritableFile(atPath: ancestor) { return "\(ancestor) is not writable" }
        return error.localizedDescription
    }

    /// The cache's error for a tool's output that says its device is full; nil otherwise.
    func fullDeviceError(_ output: String) -> ExperimentFileError? {
        guard output.contains("No space left on device") else { return nil }
        return cacheError("its device is full (No space left on device); free some space, or `layoutlab cache --clean`")
    }

    private func compile(_ sources: [(path: String, text: String)], progress: (@Sendable (Progress) -> Void)?,
                         healing: Bool) throws -> Program {
        let manager = FileManager.default
        try prepareCacheFolders()
        removeLeftovers()
        var modules: [Module] = []
        var statements: [String: [RegisteredStatement]] = [:]
        // Text the rewriter put into users' lines, by path (the compiler's columns after it move).
        var insertions: [String: [SourceInsertion]] = [:]
        var syntaxErrors: [Diagnostic] = []
        var namesFiles: [String] = []
        var parsed = ParsedFiles()
        var names: [FileNames] = []
        let groups = groups(of: sources, namesFiles: &namesFiles, parsed: &parsed, names: &names)
        let localModules = Self.localModules(sources.map(\.path))
        // What the cache has; the rest is rewritten, a group per core.
        var missing: [(index: Int, group: [Int], manifestPath: String)] = []
        var cached: [Int: Module] = [:]
        // Each module's compiler flags (its app's project may set the default isolation), the
        // project read once per folder.
        var flagsByFolder: [String: [String]] = [:]
        let groupFlags = groups.map { group -> [String] in
            let folder = URL(fileURLWithPath: sources[group[0]].path).deletingLastPathComponent().path
            if let known = flagsByFolder[folder] { return known }
            let flags = Self.flags(near: folder)
            flagsByFolder[folder] = flags
            return flags
        }
        for (index, group) in groups.enumerated() {
            let files = group.map { sources[$0] }
            let key = ([Self.rewriterVersion, groupFlags[index].joined(separator: " "), toolchain.identity,
                        localModules.sorted().joined(separator: ",")]
                       + files.flatMap { [$0.path, $0.text] }).joined(separator: "\n")
            let manifestPath = "\(cacheFolder)/manifests/" + SHA256.hex(key) + ".json"
            if let data = manager.contents(atPath: manifestPath),
               let manifest = try? JSONDecoder().decode(Manifest.self, from: data),
               manifest.objectBases.allSatisfy({ manager.fileExists(atPath: objectPath($0)) }) {
                CompileCache.touch(manifestPath)
                cached[index] = Module(name: Self.moduleName(files), userPaths: files.map(\.path), flags: groupFlags[index],
                                       parts: [], objectBases: manifest.objectBases)
                statements.merge(manifest.statements) { first, _ in first }
            } else {
                missing.append((index, group, manifestPath))
            }
        }
        // An import of a module that is not there fails the run: found now, before anything compiles.
        if !missing.isEmpty, let availability = ModuleAvailability(toolchain: toolchain) {
            let files = missing.flatMap(\.group)
            let known = parsed
            let found = ParallelWork.map(files) { index -> (SourceFileSyntax, [Diagnostic]) in
                let tree = known[index] ?? LargeStack.run { Parser.parse(source: sources[index].text) }
                return (tree, availability.missingImports(in: tree, path: sources[index].path, localModules: localModules))
            }
            for (index, item) in zip(files, found) { parsed[index] = item.0 }
            let diagnostics = found.flatMap(\.1)
            if !diagnostics.isEmpty { throw ExperimentFileError(diagnostics: diagnostics) }
        }
        let trees = parsed, fileNames = names
        // The app's module name, looked for once per folder the groups start in (not once per group).
        let folders = Set(missing.compactMap { $0.group.first.map { Self.folder(of: sources[$0].path) } })
        let appModules = Dictionary(uniqueKeysWithValues: folders.map { ($0, XcodeProjects.moduleNames(near: $0)) })
        let rewrittenGroups = ParallelWork.map(missing.map(\.group)) { group in
            Self.rewrite(group.map { (sources[$0], trees[$0]) }, localModules: localModules,
                         moduleNames: Self.moduleNames(of: group, in: fileNames),
                         appModules: group.first.flatMap { appModules[Self.folder(of: sources[$0].path)] } ?? [])
        }
        var made: [Int: Module] = [:]
        for ((index, group, manifestPath), rewritten) in zip(missing, rewrittenGroups) {
            syntaxErrors += rewritten.flatMap(\.syntaxErrors)
            let files = group.map { sources[$0] }
            // Every file's declarations first (each chunk compiles beside them), then the chunks.
            let parts = rewritten.map { $0.sources[0] } + rewritten.flatMap { $0.sources.dropFirst() }
            let name = Self.moduleName(files)
            made[index] = Module(name: name, userPaths: files.map(\.path), flags: groupFlags[index], parts: parts,
                                 objectBases: objectBases(name, parts, declarations: files.count, flags: groupFlags[index]),
                                 manifestPath: manifestPath)
            for file in rewritten {
                statements[file.path] = file.statements
                if !file.insertions.isEmpty { insertions[file.path] = file.insertions }
            }
        }
        modules = groups.indices.compactMap { cached[$0] ?? made[$0] }
        guard syntaxErrors.isEmpty else { throw ExperimentFileError(diagnostics: syntaxErrors) }
        let main = [mainSource(sources.map(\.path))]
        modules.append(Module(name: "LayoutLabMain", userPaths: [], flags: Self.compilerFlags, parts: main,
                              objectBases: objectBases("LayoutLabMain", main, declarations: 1, flags: Self.compilerFlags)))

        // One job per source whose object is missing, the largest first, spread over every core.
        var jobs: [Job] = []
        for (index, module) in modules.enumerated() {
            for part in module.parts.indices where !manager.fileExists(atPath: objectPath(module.objectBases[part])) {
                jobs.append(Job(module: index, part: part))
            }
        }
        jobs.sort { modules[$0.module].parts[$0.part].utf8.count > modules[$1.module].parts[$1.part].utf8.count }
        let declarations = statements.values.reduce(0) { $0 + $1.count }
        var state = Progress(files: sources.count, declarations: declarations, jobs: jobs.count, finishedJobs: 0, linking: false)
        progress?(state)
        let started = state
        let jobProgress: (@Sendable (Int) -> Void)? = progress.map { report in
            { @Sendable finished in
                var now = started
                now.finishedJobs = finished
                report(now)
            }
        }
        let diagnostics = try run(jobs, of: modules, texts: sources, insertions: insertions, progress: jobProgress)
        guard diagnostics.isEmpty else { throw ExperimentFileError(diagnostics: diagnostics) }
        for module in modules {
            guard let manifestPath = module.manifestPath else { continue }
            let manifest = Manifest(objectBases: module.objectBases,
                                    statements: Dictionary(module.userPaths.map { ($0, statements[$0] ?? []) }) { first, _ in first })
            try? JSONEncoder().encode(manifest).write(to: URL(fileURLWithPath: manifestPath), options: .atomic)
        }

        let objects = modules.flatMap { $0.objectBases.map(objectPath) }
        let program = "\(cacheFolder)/programs/" + SHA256.hex(objects.joined(separator: "\n") + toolchain.identity)
        let fromCache = manager.fileExists(atPath: program)
        if fromCache {
            CompileCache.touch(program)
        } else {
            state.finishedJobs = jobs.count
            state.linking = true
            progress?(state)
            do {
                try link(objects, into: program, files: sources.map(\.path))
            } catch {
                // The linker names an input it cannot read that this compile took from the cache:
                // the cache is damaged (truncated, overwritten), and every object taken from it is
                // made again.
                let compiled = Set(jobs.map { objectPath(modules[$0.module].objectBases[$0.part]) })
                let text = error.diagnostics.map(\.message).joined(separator: "\n")
                let reused = objects.filter { !compiled.contains($0) }
                guard !healing, reused.contains(where: { text.contains(($0 as NSString).lastPathComponent) }) else { throw error }
                throw DamagedCache(entries: reused + manifestsNamingObjects(reused),
                                   failure: error)
            }
        }
        objects.forEach(CompileCache.touch)
        CompileCache(folder: cacheFolder, limit: cacheLimit)
            .evict(keeping: Set(objects + [program] + modules.compactMap(\.manifestPath) + namesFiles))
        let compiledFiles = Set(jobs.flatMap { modules[$0.module].userPaths }).count
        return Program(path: program, files: sources.map(\.path), compiledFiles: compiledFiles, compileJobs: jobs.count,
                       statements: statements, fromCache: fromCache,
                       modules: modules.map(\.userPaths).filter { !$0.isEmpty })
    }

    /// The manifests that list any of `objects` (so their files are rewritten and compiled again).
    func manifestsNamingObjects(_ objects: [String]) -> [String] {
        let folder = "\(cacheFolder)/manifests"
        let names = Set(objects.map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension })
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).compactMap { name in
            let path = "\(folder)/\(name)"
            guard let data = FileManager.default.contents(atPath: path),
                  let manifest = try? JSONDecoder().decode(Manifest.self, from: data),
                  manifest.objectBases.contains(where: names.contains) else { return nil }
            return path
        }
    }

    /// Removes a cached program that could not run as it was (damaged, or not executable): the
    /// next compile links it again.
    public func discard(_ program: Program) {
        try? FileManager.default.removeItem(atPath: program.path)
    }

    /// Runs the compile jobs (each module's sources written once, to a folder of this call's own)
    /// and answers the errors they found, at the user's lines.
    private func run(_ jobs: [Job], of modules: [Module], texts sources: [(path: String, text: String)],
                     insertions: [String: [SourceInsertion]] = [:],
                     progress: (@Sendable (Int) -> Void)?) throws(ExperimentFileError) -> [Diagnostic] {
        guard !jobs.isEmpty else { return [] }
        let folder = "\(cacheFolder)/sources/\(Self.uniqueSuffix())"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var written: [Int: [String]] = [:]
        for index in Set(jobs.map(\.module)) {
            let module = modules[index]
            let moduleFolder = "\(folder)/\(module.name)"
            let paths = module.parts.indices.map { module.userPaths.isEmpty ? "\(moduleFolder)/main.swift" : "\(moduleFolder)/part\($0).swift" }
            do {
                try FileManager.default.createDirectory(atPath: moduleFolder, withIntermediateDirectories: true)
                for (path, text) in zip(paths, module.parts) { try text.write(toFile: path, atomically: false, encoding: .utf8) }
            } catch {
                throw ExperimentFileError(diagnostics: [Diagnostic(
                    location: SourceLocation(file: module.userPaths.first ?? "experiments", line: 1, column: 1),
                    message: "cannot write the compiler's input to \(moduleFolder): \(error.localizedDescription)",
                    construct: "", hint: "check that the cache folder (LAYOUTLAB_CACHE) is writable and has space")])
            }
            written[index] = paths
        }
        let frontend = toolchain.frontendCommand()
        let finished = Counter()
        let paths = written
        let outputs = ParallelWork.map(jobs) { job -> String? in
            let module = modules[job.module]
            let output = compileObject(module, part: job.part, paths: paths[job.module] ?? [], frontend: frontend)
            progress?(finished.increment())
            return output
        }
        let texts = Dictionary(sources.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
        var diagnostics: [Diagnostic] = []
        for (job, output) in zip(jobs, outputs) {
            guard let output else { continue }
            if let full = fullDeviceError(output) { throw full }
            let file = modules[job.module].userPaths.first ?? "experiments"
            var found = CompilerDiagnostics.parse(output, sources: texts, insertions: insertions)
            if found.isEmpty {
                found = [Diagnostic(location: SourceLocation(file: file, line: 1, column: 1),
                                    message: "the compiler failed: \(output.trimmingCharacters(in: .whitespacesAndNewlines))",
                                    construct: "")]
            }
            diagnostics += found.map { diagnostic in
                guard diagnostic.location.file.isEmpty else { return diagnostic }
                var placed = diagnostic
                placed.location = SourceLocation(file: file, line: 1, column: 1)
                return placed
            }
        }
        // A module's sources share declarations: an error in one is reported by several jobs.
        var seen = Set<Diagnostic>()
        let unique = diagnostics.filter { seen.insert($0).inserted }
        // In the order of the files, then of their lines (the compiler reports in the order it
        // type-checks, which can put a later line first).
        let fileOrder = Dictionary(sources.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        return unique.enumerated().sorted { a, b in
            let (x, y) = (a.element.location, b.element.location)
            let keyX = (fileOrder[x.file] ?? Int.max, x.line, x.column, a.offset)
            let keyY = (fileOrder[y.file] ?? Int.max, y.line, y.column, b.offset)
            return keyX < keyY
        }.map(\.element)
    }

    /// Removes what runs that were killed left behind: temporary objects and programs, compile
    /// inputs and reports, an hour old or more (a run still going is never that old at that step).
    func removeLeftovers(olderThan age: TimeInterval = 3600) {
        let manager = FileManager.default
        let cutoff = Date().addingTimeInterval(-age)
        for folder in ["objects", "programs", "sources", "reports"] {
            let path = "\(cacheFolder)/\(folder)"
            for name in (try? manager.contentsOfDirectory(atPath: path)) ?? [] {
                guard folder == "sources" || folder == "reports" || name.hasSuffix(".tmp") || name.hasSuffix(".tmp.o") else { continue }
                let item = "\(path)/\(name)"
                guard let modified = (try? manager.attributesOfItem(atPath: item))?[.modificationDate] as? Date,
                      modified < cutoff else { continue }
                try? manager.removeItem(atPath: item)
            }
        }
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
    /// in Xcode's Debug configuration (so `#if DEBUG` around previews holds), with line tables, so
    /// that a crash's backtrace names the user's line, with `/regex/` literals, which Xcode's
    /// app targets accept in Swift 5 mode, and with every module in one package, so that the
    /// `package` declarations of an app's local packages are visible to the app, as SwiftPM and
    /// Xcode build them. Part of object and manifest keys.
    static let compilerFlags = ["-Onone", "-D", "DEBUG", "-gline-tables-only", "-enable-bare-slash-regex",
                                "-package-name", "LayoutLabApp"]

    /// The flags a module of files in `folder` compiles with: `compilerFlags`, and the main actor
    /// as the default isolation when their app's Xcode project sets it (Xcode 26's default for new
    /// apps: `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`), as Xcode compiles them.
    static func flags(near folder: String) -> [String] {
        XcodeProjects.defaultsToMainActor(near: folder) ? compilerFlags + ["-default-isolation", "MainActor"] : compilerFlags
    }

    /// Changes when the rewriter's output for the same text would change (part of manifest keys).
    static let rewriterVersion = "rewriter 41"

    /// One module to compile: a group of the user's files that need each other (usually one file:
    /// its declarations, then the chunks of its statements; see `FileGroups`) or the generated main.
    /// `parts` is empty when the module came from the cache's manifest (its objects exist).
    struct Module: Sendable {
        var name: String
        /// The user's files, in order (none for the main).
        var userPaths: [String]
        /// The compiler flags (`ExperimentCompiler.flags(near:)`).
        var flags: [String]
        /// Each file's declarations, then every file's chunks.
        var parts: [String]
        /// The cache name of each part's object.
        var objectBases: [String]
        var manifestPath: String?
    }

    /// One frontend run: a module's part compiled with the module's other parts beside it.
    struct Job: Sendable {
        var module: Int
        var part: Int
    }

    /// The cache names of the objects a module's parts compile to with this toolchain: the first
    /// `declarations` parts are its files' declarations, the rest chunks of their statements. A part
    /// depends on the module's declarations and on itself, not on the other chunks: an edit in one
    /// chunk leaves the others' objects valid.
    func objectBases(_ moduleName: String, _ parts: [String], declarations: Int, flags: [String]) -> [String] {
        // The declarations are hashed once (a large file's comments are all in them), then each
        // part with that digest.
        let digest = SHA256.hex(([moduleName] + parts.prefix(declarations) + [toolchain.identity,
                                 flags.joined(separator: " ")]).joined(separator: "\n"))
        return parts.indices.map { $0 == 0 ? digest : SHA256.hex(digest + "\nchunk \($0)\n" + parts[$0]) }
    }

    /// The groups of `sources` (indices) that compile as one module each: files that use each
    /// other's declarations (`FileGroups`); each file alone when there is one. `names` gets what
    /// each file declares and uses (empty for one file).
    func groups(of sources: [(path: String, text: String)], namesFiles: inout [String], parsed: inout ParsedFiles,
                names: inout [FileNames]) -> [[Int]] {
        guard sources.count > 1 else { return sources.indices.map { [$0] } }
        names = self.names(of: sources, namesFiles: &namesFiles, parsed: &parsed)
        return FileGroups.groups(names)
    }

    /// The folder holding the file at `path`.
    static func folder(of path: String) -> String { URL(fileURLWithPath: path).deletingLastPathComponent().path }

    /// The names the files of `group` declare (one file's `struct Network` is what another's
    /// `Network.self` names, not the framework the library stands in for); none for a file alone.
    static func moduleNames(of group: [Int], in names: [FileNames]) -> Set<String> {
        guard group.count > 1 else { return [] }
        return group.reduce(into: Set<String>()) { $0.formUnion(names[$1].declared) }
    }

    /// What each of `sources` declares and uses. It is cached beside the manifests
    /// (`names-DIGEST.json`, their paths in `namesFiles`): an unchanged file is not parsed again; a
    /// file parsed here is kept in `parsed` for its rewrite.
    func names(of sources: [(path: String, text: String)], namesFiles: inout [String], parsed: inout ParsedFiles) -> [FileNames] {
        let paths = sources.map { "\(cacheFolder)/manifests/names-" + SHA256.hex(Self.rewriterVersion + "\n" + $0.text) + ".json" }
        namesFiles = paths
        let found = ParallelWork.map(Array(sources.indices)) { index -> (FileNames, SourceFileSyntax?) in
            if let data = FileManager.default.contents(atPath: paths[index]),
               let names = try? JSONDecoder().decode(FileNames.self, from: data) {
                return (names, nil)
            }
            let tree = LargeStack.run { Parser.parse(source: sources[index].text) }
            let names = LargeStack.run { FileNames(tree: tree) }
            try? JSONEncoder().encode(names).write(to: URL(fileURLWithPath: paths[index]), options: .atomic)
            return (names, tree)
        }
        for (index, item) in found.enumerated() { parsed[index] = item.1 }
        return found.map(\.0)
    }

    /// The app's own Swift packages among the files given: a file at `…/Sources/Name/…` is a
    /// source of package module `Name` (SwiftPM's layout), and one directly in a package's
    /// `Sources` (`…/API/Sources/API.swift`) of the module named as the package's folder; so are
    /// the frameworks of an Xcode workspace kept the same way (`XcodeProjects.sourceFolderModules`).
    /// The app's files import them; every file compiles into the same program, so those imports
    /// are dropped.
    static func localModules(_ paths: [String]) -> Set<String> {
        Set(paths.compactMap(localModule(of:))).union(XcodeProjects.sourceFolderModules(paths))
    }

    /// The folders of the local package targets `paths` are sources of (`…/Sources/Name`, or a
    /// package's `…/Name/Sources`), each once.
    static func packageTargetFolders(_ paths: [String]) -> [String] {
        var folders: [String] = []
        for path in paths {
            guard let folder = localPackageTarget(of: path)?.folder, !folders.contains(folder) else { continue }
            folders.append(folder)
        }
        return folders
    }

    /// The local package module the file at `path` is a source of (see `localModules`), if any.
    static func localModule(of path: String) -> String? { localPackageTarget(of: path)?.module }

    /// The package target `path` is a source of: its module and its folder (SwiftPM's layouts).
    private static func localPackageTarget(of path: String) -> (module: String, folder: String)? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let sources = components.lastIndex(of: "Sources") else { return nil }
        if sources + 2 < components.count {
            return (String(components[sources + 1]), components[...(sources + 1)].joined(separator: "/"))
        }
        if sources + 2 == components.count, sources > 0, !components[sources - 1].isEmpty {
            return (String(components[sources - 1]), components[...sources].joined(separator: "/"))
        }
        return nil
    }

    /// The module a group of files compiles as, named after their paths.
    static func moduleName(_ files: [(path: String, text: String)]) -> String {
        "LayoutLabFile_" + String(SHA256.hex(files.map(\.path).joined(separator: "\n")).prefix(12))
    }

    /// A group's files rewritten (from their parsed trees when they were parsed for their names);
    /// when none of them registers anything, again with their views laid out (`ViewPreviews`). A
    /// long modifier chain is a deep syntax tree: rewritten on a large stack.
    /// `moduleNames`: what the group's files declare (`moduleNames(of:in:)`).
    static func rewrite(_ files: [((path: String, text: String), SourceFileSyntax?)],
                        localModules: Set<String> = [], moduleNames: Set<String> = [],
                        appModules: Set<String> = []) -> [RewrittenExperimentFile] {
        func rewrite(viewPreviews: Bool) -> [RewrittenExperimentFile] {
            files.map { file, tree in
                LargeStack.run {
                    ExperimentFileRewriter.rewrite(source: file.text, tree: tree, path: file.path,
                                                   entryPoint: entryPoint(pathHash: SHA256.hex(file.path)), viewPreviews: viewPreviews,
                                                   localModules: localModules, moduleNames: moduleNames, appModules: appModules)
                }
            }
        }
        let rewritten = rewrite(viewPreviews: false)
        return rewritten.allSatisfy(\.statements.isEmpty) ? rewrite(viewPreviews: true) : rewritten
    }

    func objectPath(_ base: String) -> String {
        "\(cacheFolder)/objects/\(base).o"
    }

    /// Compiles one part of a module into the cache; returns the compiler's output on failure.
    func compileObject(_ module: Module, part: Int, paths: [String], frontend: [String]) -> String? {
        let base = module.objectBases[part]
        // Per call: another layoutlab (or another thread of this one) may be compiling the same part
        // from the same cache.
        let temporary = "\(cacheFolder)/objects/\(base).\(Self.uniqueSuffix()).tmp.o"
        var arguments = Array(frontend.dropFirst()) + ["-c", "-primary-file", paths[part]]
        arguments += paths.enumerated().filter { $0.offset != part }.map(\.element)
        arguments += ["-module-name", module.name, "-I", toolchain.modulesFolder, "-diagnostic-style", "llvm",
                      "-o", temporary] + module.flags
        if !module.userPaths.isEmpty { arguments.append("-parse-as-library") }
        do {
            let outcome = try ProcessRunner.run(frontend[0], arguments)
            guard outcome.status == 0 else {
                try? FileManager.default.removeItem(atPath: temporary)
                return outcome.errors + outcome.output
            }
            try replace(objectPath(base), with: temporary)
            return nil
        } catch {
            return "error: could not run \(frontend[0]): \(error)"
        }
    }

    func link(_ objects: [String], into program: String, files: [String]) throws(ExperimentFileError) {
        let unique = Self.uniqueSuffix()
        let temporary = program + ".\(unique).tmp"
        // The driver writes the libraries the objects ask for to `MODULE.autolink` beside the first
        // object: a module name of this link's own keeps concurrent links from sharing that file
        // (they lost libraries to each other when all were `main`).
        let linkName = "LayoutLabLink_" + unique.replacingOccurrences(of: "-", with: "_")
        defer { try? FileManager.default.removeItem(atPath: "\(cacheFolder)/objects/\(linkName).autolink") }
        var arguments = objects + toolchain.libraryObjects + ["-o", temporary, "-module-name", linkName]
        #if os(Linux)
        // Named explicitly as well as autolinked (the -Onone prespecializations of
        // swiftSwiftOnoneSupport among them).
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
                if fullDeviceError(failure) != nil { break }
            } catch {
                failure = "could not run \(toolchain.swiftc): \(error)"
                break
            }
        }
        try? FileManager.default.removeItem(atPath: temporary)
        if let full = fullDeviceError(failure) { throw full }
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

    /// The generated `main.swift`: every file's registration function, in the files' order, handed
    /// to the host.
    func mainSource(_ paths: [String]) -> String {
        var text = "import LayoutLabUI\nimport ExperimentHost\n\n"
        var entries: [String] = []
        for (index, path) in paths.enumerated() {
            let symbol = Self.entryPoint(pathHash: SHA256.hex(path))
            text += "@_silgen_name(\"\(symbol)\")\nfunc file\(index)() -> [LayoutLabUI.Experiment]\n"
            entries.append("    (\(ExperimentFileRewriter.stringLiteral(path)), file\(index)),")
        }
        text += "\nExperimentHost.main(files: [\n" + entries.joined(separator: "\n") + "\n])\n"
        return text
    }
}

/// Syntax trees parsed while grouping files, by the file's index (a tree is read only).
struct ParsedFiles: @unchecked Sendable {
    private var trees: [Int: SourceFileSyntax] = [:]
    subscript(index: Int) -> SourceFileSyntax? {
        get { trees[index] }
        set { trees[index] = newValue }
    }
}

/// A count that several threads increase (finished compile jobs).
private final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    /// Adds one and answers the new count.
    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
