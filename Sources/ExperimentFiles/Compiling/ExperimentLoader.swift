// The public entry point: experiment files (real Swift, compiled against LayoutLabUI) → experiments,
// each with the layouts its program made when the tree runs the file's own code. Reading, rewriting,
// compiling and running are one step for the caller: either every file compiles and runs and every
// experiment is returned, or every problem is thrown and nothing is.
import Experiments
import Foundation
import LayoutEngine

/// An experiment declared by a compiled file, with the layouts its program made (if any).
public struct CompiledExperiment: Sendable {
    /// The experiment with its definition and hash, as its program made them.
    public var definition: DefinedExperiment
    public var experiment: Experiment { definition.experiment }
    /// One layout per proposal when the tree runs the file's own code; nil when the engine lays the
    /// tree out on its own.
    public var layouts: [LayoutResult]?
    /// Milliseconds the program spent on `layouts`.
    public var durationMS: Double
    /// What the library could not model faithfully.
    public var notes: [String]
    /// The names of the nodes the first of `layouts` made (`HostedExperiment.madeNodeFacts`).
    public var madeNodeFacts: [NodeFacts] = []
    /// The views the first of `layouts` made (`HostedExperiment.madeViews`).
    public var madeViews: [MadeNodes] = []
}

/// What loading files gave: the experiments, and each experiment whose code stopped the program
/// (set apart so that the others are kept).
public struct LoadedExperiments: Sendable {
    public var experiments: [CompiledExperiment]
    public var failures: [ExperimentFailure]
    /// The files that declared no experiment or preview at all (a view file without `#Preview`).
    public var emptyFiles: [String] = []
    /// The files left out because they, or files whose declarations they use, import modules that
    /// are not there (`ExperimentLoader.skipsMissingModules`).
    public var leftOut: [LeftOutFile] = []
    /// What the run chose that the files given do not say (a Core Data model left out as a copy
    /// of another), each a sentence.
    public var notes: [String] = []
}

/// A file left out of a run: it imports modules that are not there, does not compile, or uses what
/// a file left out declares.
public struct LeftOutFile: Sendable, Hashable {
    public var path: String
    /// The modules it imports that are not there (empty when it is left out for another reason).
    public var missingModules: [String]
    /// The file left out whose declarations it uses (nil when it is left out for its own sake).
    public var uses: String?
    /// Its first compile error, when it is left out because it does not compile (`skipsFailingFiles`).
    public var compileError: Diagnostic?

    public init(path: String, missingModules: [String], uses: String?, compileError: Diagnostic? = nil) {
        self.path = path
        self.missingModules = missingModules
        self.uses = uses
        self.compileError = compileError
    }
}

/// An experiment whose code stopped its program (a trap, a signal, no progress for the time limit):
/// its name and the diagnostic at the user's line.
public struct ExperimentFailure: Sendable, Hashable {
    public var name: String
    public var diagnostic: Diagnostic
}

/// Reads, compiles and runs experiment files.
public struct ExperimentLoader: Sendable {
    /// The largest file accepted, in UTF-8 bytes: a guard against pathological input (a generated
    /// file of 1,000 experiments is about 1 MB), not against normal use.
    public static let maximumFileSize = 64 * 1024 * 1024

    public var compiler: ExperimentCompiler
    /// Leaves out the files that import a module that is not there, with the files they compile
    /// with, instead of failing (`layoutlab run --skip-missing-modules`).
    public var skipsMissingModules = false
    /// Whether files that do not compile are left out, with the files that use what they declare,
    /// and the rest laid out (`run --skip-failing-files`): each is named with its first error.
    public var skipsFailingFiles = false
    /// Seconds one experiment may take to build and lay out in its program before the program is
    /// stopped (a loop that never ends in a body or a custom layout).
    public var timeLimit: Double

    public init(compiler: ExperimentCompiler, timeLimit: Double = ExperimentLoader.defaultTimeLimit()) {
        self.compiler = compiler
        self.timeLimit = timeLimit
    }

    /// Megabytes of data the experiment program may allocate (`setrlimit(RLIMIT_DATA)` in the
    /// program): an experiment that allocates without bound stops there, as an error of its own.
    public var memoryLimitMB: Int = ExperimentLoader.defaultMemoryLimitMB()

    /// `$LAYOUTLAB_MEMORY_LIMIT` megabytes when it is a positive whole number, else 4096.
    public static func defaultMemoryLimitMB(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        environment["LAYOUTLAB_MEMORY_LIMIT"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? 4096
    }

    /// `$LAYOUTLAB_TIMEOUT` seconds when it is a positive number, else 10.
    public static func defaultTimeLimit(environment: [String: String] = ProcessInfo.processInfo.environment) -> Double {
        environment["LAYOUTLAB_TIMEOUT"].flatMap(Double.init).flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 10
    }

    /// Finds the toolchain and the default cache; refuses a library built by another compiler than
    /// the one that would compile (`ToolchainCheck`), before anything is compiled.
    public static func locate() throws(ToolchainError) -> ExperimentLoader {
        let compiler = ExperimentCompiler(toolchain: try Toolchain.locate())
        try ToolchainCheck(toolchain: compiler.toolchain, cacheFolder: compiler.cacheFolder).require()
        return ExperimentLoader(compiler: compiler)
    }

    /// Every experiment of the files and folders at `paths` (folders searched recursively for
    /// `.swift` files, skipping hidden folders and build folders), laid out under `options` where
    /// the program lays out. `progress` hears where compiling is (from any thread).
    public func load(_ paths: [String], options: LayoutOptions = LayoutOptions(),
                     progress: (@Sendable (ExperimentCompiler.Progress) -> Void)? = nil) throws(ExperimentFileError) -> [CompiledExperiment] {
        let (sources, app, _) = try read(paths)
        return try load(sources: sources, app: app, options: options, progress: progress)
    }

    /// The files at `paths` (folders searched recursively), each once, read and checked, with the
    /// symbols of the asset catalogs beside them that they use; the catalogs' image sizes
    /// (`AssetCatalogs`); and notes on what was chosen (`LoadedExperiments.notes`).
    func read(_ paths: [String]) throws(ExperimentFileError) -> (sources: [(path: String, text: String)], app: AppFiles, notes: [String]) {
        var diagnostics: [Diagnostic] = []
        // A file named twice (or inside a folder also named) is one file.
        var seen = Set<String>()
        let files = ExperimentFileFinder.expand(paths, diagnostics: &diagnostics).filter {
            seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted
        }
        var sources: [(path: String, text: String)] = []
        for file in files {
            do {
                sources.append((file, try Self.read(file)))
            } catch {
                diagnostics += error.diagnostics
            }
        }
        guard diagnostics.isEmpty else { throw ExperimentFileError(diagnostics: diagnostics) }
        // The symbols Xcode makes of the app's asset catalog, for the files that use them.
        let catalogs = AssetCatalogs.find(for: paths)
        if let symbols = catalogs.source(for: sources) { sources.append(symbols) }
        // The classes Xcode generates from the app's Core Data model.
        let models = CoreDataModels.find(for: paths)
        guard models.clashErrors.isEmpty else { throw ExperimentFileError(diagnostics: models.clashErrors) }
        if let classes = models.source() { sources.append(classes) }
        // The classes Xcode generates from the app's intent definition (a widget's `ConfigurationIntent`).
        if let intents = IntentDefinitions.find(for: paths).source(for: sources) { sources.append(intents) }
        var app = catalogs.appFiles(packageTargets: ExperimentCompiler.packageTargetFolders(files))
        // The development language's strings, found near the files even without a catalog, and the
        // symbols Xcode makes of the String Catalogs among them.
        let strings = Localizations.all(near: paths)
        app.resources.merge(strings.map { ($0.name, $0.path) }) { own, _ in own }
        let stringCatalogs = strings.map(\.path).filter { $0.hasSuffix(".xcstrings") }
        if let first = stringCatalogs.first,
           let symbols = StringCatalogSymbols.read(stringCatalogs)
            .source(for: sources, folder: URL(fileURLWithPath: first).deletingLastPathComponent().path) {
            sources.append(symbols)
        }
        return (sources, app, models.notes)
    }

    /// Every experiment of in-memory sources (path → text), in order. Throws every problem,
    /// including an experiment whose code stopped the program.
    /// `app`: the sizes of the app's catalog images and its resource files.
    public func load(sources: [(path: String, text: String)], app: AppFiles = AppFiles(), options: LayoutOptions = LayoutOptions(),
                     progress: (@Sendable (ExperimentCompiler.Progress) -> Void)? = nil) throws(ExperimentFileError) -> [CompiledExperiment] {
        let loaded = try loadIsolated(sources: sources, app: app, options: options, progress: progress)
        guard loaded.failures.isEmpty else { throw ExperimentFileError(diagnostics: loaded.failures.map(\.diagnostic)) }
        return loaded.experiments
    }

    /// The experiments of the files and folders at `paths`, each experiment whose code stopped the
    /// program (a trap, a signal, no progress for the time limit) set apart as a failure while the
    /// others are kept: the program runs again without it.
    public func loadIsolated(_ paths: [String], options: LayoutOptions = LayoutOptions(),
                             progress: (@Sendable (ExperimentCompiler.Progress) -> Void)? = nil) throws(ExperimentFileError) -> LoadedExperiments {
        let (sources, app, notes) = try read(paths)
        var loaded = try loadIsolated(sources: sources, app: app, options: options, progress: progress)
        loaded.notes = notes
        return loaded
    }

    /// `loadIsolated` of in-memory sources (path → text), in order; `app` gives the sizes of the
    /// app's catalog images and its resource files.
    public func loadIsolated(sources: [(path: String, text: String)], app: AppFiles = AppFiles(),
                             options: LayoutOptions = LayoutOptions(),
                             progress: (@Sendable (ExperimentCompiler.Progress) -> Void)? = nil) throws(ExperimentFileError) -> LoadedExperiments {
        guard !sources.isEmpty else { return LoadedExperiments(experiments: [], failures: []) }
        var sources = sources
        var leftOut: [LeftOutFile] = []
        if skipsMissingModules {
            leftOut = compiler.filesMissingModules(sources)
            let skipped = Set(leftOut.map(\.path))
            // The sources layoutlab makes (asset symbols, Core Data classes) are no file of the user's.
            let generated = Set([AssetCatalogs.generatedFileName, CoreDataModels.generatedFileName,
                                 StringCatalogSymbols.generatedFileName, IntentDefinitions.generatedFileName])
            let userFiles = Set(sources.map(\.path).filter { !generated.contains(URL(fileURLWithPath: $0).lastPathComponent) })
            if !skipped.isEmpty && userFiles.isSubset(of: skipped) {
                // The flag was given: each error says what the module is, not to give the flag (the
                // run's note says what the flag left out).
                throw ExperimentFileError(diagnostics: compiler.missingModuleDiagnostics(sources).map { diagnostic in
                    var explained = diagnostic
                    if let remedy = explained.hint.range(of: ": " + CompilerDiagnostics.missingModuleRemedy) {
                        explained.hint = String(explained.hint[..<remedy.lowerBound])
                    }
                    return explained
                })
            }
            sources.removeAll { skipped.contains($0.path) }
        }
        var program: ExperimentCompiler.Program
        var failingRounds = 0
        while true {
            do {
                program = try compiler.compile(sources, progress: progress)
                break
            } catch {
                // Files that do not compile are left out, a few rounds at most (an error can show only
                // once the file it hid behind is gone), while some file is left to lay out.
                let failing = skipsFailingFiles && failingRounds < 5 ? compiler.filesFailing(error.diagnostics, in: sources) : []
                if !failing.isEmpty && failing.count < sources.count {
                    failingRounds += 1
                    leftOut += failing
                    let skipped = Set(failing.map(\.path))
                    sources.removeAll { skipped.contains($0.path) }
                    continue
                }
                let modules = Array(Set(leftOut.flatMap(\.missingModules))).sorted()
                var failure = ExperimentFileError(diagnostics: CompilerDiagnostics.namingDeclarers(in: error.diagnostics, sources: sources).map {
                    CoreDataModels.namingModels(in: CompilerDiagnostics.naming(leftOut: modules, in: $0), sources: sources)
                }, leftOut: leftOut)
                if !skipsFailingFiles && sources.count > 1 {
                    let failing = compiler.filesFailing(error.diagnostics, in: sources)
                    failure.othersCompile = !failing.isEmpty && failing.count < sources.count
                }
                throw failure
            }
        }
        let texts = Dictionary(sources.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
        var registrations: [String: [Int: (column: Int, text: String)]] = [:]
        for (path, statements) in program.statements {
            registrations[path] = Dictionary(statements.map { ($0.line, ($0.column, $0.text)) }, uniquingKeysWith: { first, _ in first })
        }
        // `#column` of a call is its parenthesis; the statement's own start is the user's column.
        func userLocation(_ location: SourceLocation) -> SourceLocation {
            var location = location
            if let statement = registrations[location.file]?[location.line] { location.column = statement.column }
            return location
        }
        func placed(_ diagnostic: Diagnostic) -> Diagnostic {
            var placed = diagnostic
            placed.location = userLocation(diagnostic.location)
            return placed
        }
        var runnable = ExperimentProgram(path: program.path, files: program.files, timeLimit: timeLimit,
                                         reportFolder: compiler.cacheFolder + "/reports", sources: texts,
                                         modules: program.modules, memoryLimitMB: memoryLimitMB, app: app)
        var failures: [ExperimentFailure] = []
        var skippedFiles: [String] = []
        let report: HostReport
        while true {
            do {
                report = try runnable.run(options: options, skipping: failures.map(\.name), skippingFiles: skippedFiles)
                break
            } catch where !error.started && program.fromCache {
                // A cached executable that cannot even start is damaged: linked again, once.
                compiler.discard(program)
                program = try compiler.compile(sources, progress: progress)
                runnable.path = program.path
                runnable.modules = program.modules
            } catch {
                // Stopped while declaring a file's experiments: that file is set apart, and the
                // others are declared and laid out without it.
                if error.experiment == nil, let file = error.declaringFile, runnable.files.count > 1, !skippedFiles.contains(file) {
                    skippedFiles.append(file)
                    failures.append(ExperimentFailure(name: "the experiments of \(file)", diagnostic: placed(error.diagnostic)))
                    continue
                }
                // Stopped by an experiment already set apart, or before: nothing more to isolate.
                guard let name = error.experiment, !failures.contains(where: { $0.name == name }) else {
                    throw ExperimentFileError(diagnostics: failures.map(\.diagnostic) + [placed(error.diagnostic)], leftOut: leftOut)
                }
                failures.append(ExperimentFailure(name: name, diagnostic: placed(error.diagnostic)))
            }
        }

        var experiments: [CompiledExperiment] = []
        var diagnostics: [Diagnostic] = report.problems.map { problem in
            Diagnostic(location: userLocation(problem.location),
                       message: problem.message + (problem.related.map { " \(userLocation($0))" } ?? ""),
                       construct: registrations[problem.location.file]?[problem.location.line]?.text ?? "", hint: problem.hint)
        }
        for hosted in report.experiments {
            do {
                let statement = registrations[hosted.location.file]?[hosted.location.line]
                var experiment = try CanonicalTree.decodeDefinition(hosted.definition, name: hosted.name,
                                                                    source: statement?.text ?? "")
                experiment.location = userLocation(hosted.location)
                let definition = DefinedExperiment(experiment: experiment, definitionJSON: hosted.definition,
                                                   definitionHash: hosted.definitionHash, previewedView: hosted.previewedView)
                experiments.append(CompiledExperiment(definition: definition, layouts: hosted.layouts,
                                                      durationMS: hosted.durationMS, notes: hosted.notes,
                                                      madeNodeFacts: hosted.madeNodeFacts, madeViews: hosted.madeViews))
            } catch {
                diagnostics.append(Diagnostic(
                    location: userLocation(hosted.location),
                    message: "`\(hosted.name)` holds a value layoutlab cannot store (\(error))",
                    construct: registrations[hosted.location.file]?[hosted.location.line]?.text ?? "",
                    hint: "a length is a number or .infinity, never NaN (0 / 0, .nan); a count such as a line limit is at most "
                        + "9007199254740991 (not Int.max). If the file has neither, rebuild layoutlab with `swift build`"))
            }
        }
        guard diagnostics.isEmpty else {
            throw ExperimentFileError(diagnostics: failures.map(\.diagnostic) + diagnostics, leftOut: leftOut)
        }
        let declaring = Set(experiments.compactMap(\.experiment.location?.file) + failures.map(\.diagnostic.location.file))
        return LoadedExperiments(experiments: experiments, failures: failures,
                                 emptyFiles: sources.map(\.path).filter { !declaring.contains($0) && !AssetCatalogs.isGenerated($0)
                                     && !$0.hasSuffix("/" + StringCatalogSymbols.generatedFileName)
                                     && !$0.hasSuffix("/" + CoreDataModels.generatedFileName)
                                     && !$0.hasSuffix("/" + IntentDefinitions.generatedFileName) },
                                 leftOut: leftOut)
    }

    /// A file's text, checked for size and encoding.
    static func read(_ path: String) throws(ExperimentFileError) -> String {
        let start = SourceLocation(file: path, line: 1, column: 1)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ExperimentFileError(diagnostics: [Diagnostic(location: start, message: "cannot read `\(path)`", construct: path)])
        }
        guard data.count <= maximumFileSize else {
            throw ExperimentFileError(diagnostics: [Diagnostic(
                location: start, message: "the file is \(data.count) bytes; experiment files are limited to \(maximumFileSize) bytes",
                construct: "", hint: "split it into several files")])
        }
        guard let text = String(data: data, encoding: .utf8), !text.contains("\0") else {
            throw ExperimentFileError(diagnostics: [Diagnostic(location: start, message: "`\(path)` is not UTF-8 text", construct: path)])
        }
        return text
    }
}

/// Files and folders → `.swift` files.
public enum ExperimentFileFinder {
    /// Folders never searched inside a folder given: hidden ones, SwiftPM/Xcode build output, test
    /// targets (`LandmarksTests`, `LandmarksUITests`, `UI Tests`, SwiftPM's `Tests`), whose files test
    /// an app rather than lay it out, fastlane's (its `SnapshotHelper.swift` drives UI tests), and the
    /// libraries CocoaPods and Carthage check in (`Pods`, `Carthage`): modules the app imports, not its code.
    public static func skipped(_ component: Substring) -> Bool {
        component.hasPrefix(".") || component == "DerivedData" || component.hasPrefix(".build") || component.hasSuffix("Tests")
            || component == "fastlane" || component == "Pods" || component == "Carthage"
    }

    /// Whether a folder's name is that of a watchOS app's target (`Ekko Watch App`, `Ekko WatchKit
    /// Extension`, `Ekko WatchKit App`, as Xcode names them).
    static func isWatchAppFolder(_ component: Substring) -> Bool {
        component.hasSuffix("Watch App") || component.hasSuffix("WatchKit App") || component.hasSuffix("WatchKit Extension")
    }

    /// A Swift package's manifest (`Package.swift`, `Package@swift-5.9.swift` that imports
    /// PackageDescription): it describes a package the app uses. An app's own `Package.swift` (a
    /// model named `Package`) is a source file like any other.
    static func isPackageManifest(_ name: Substring, at path: String) -> Bool {
        guard name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift")) else { return false }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return true }
        return text.contains("PackageDescription")
    }

    /// The `.swift` files inside `folder` (its path joined to each), sorted by UTF-8 bytes, not
    /// descending into skipped folders, without hidden files and package manifests, and without the
    /// files the app's Xcode project does not build (`search(_:)`). The one search of a
    /// folder given (`run`, `watch`).
    public static func swiftFiles(in folder: String) -> [String] {
        search(folder).files
    }

    /// `swiftFiles(in:)`, and the `.swift` files of `folder` that the Xcode project next to it does
    /// not build (`XcodeProjects`): leftovers Xcode never compiles, which the search leaves out, and
    /// files built only for platforms other than `platform` (`ios`, `macos`): a watchOS app's folder's,
    /// those the project's platform filters give other platforms, and those of its targets for
    /// other platforms (`XcodeTargetPlatforms.swift`).
    public static func search(_ folder: String, platform: String = "ios")
        -> (files: [String], notBuilt: [String], otherPlatforms: [String]) {
        let all = allSwiftFiles(in: folder)
        // A watchOS app's target folder (Xcode's `Ekko Watch App`, older `… WatchKit Extension`) holds
        // views for the watch, whose names (`ContentView`) the phone app's own files declare again.
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        let watch = all.filter { $0.dropFirst(base.count).split(separator: "/").dropLast().contains(where: isWatchAppFolder) }
        let watchSet = Set(watch)
        let files = watch.isEmpty ? all : all.filter { !watchSet.contains($0) }
        let notBuilt = XcodeProjects.filesNotBuilt(in: folder, files: files)
        var seen = Set<String>()
        let filtered = (XcodeProjects.filesForOtherPlatforms(in: folder, files: files, platform: platform)
            + XcodeProjects.filesOfOtherPlatformTargets(in: folder, files: files, platform: platform)).filter { seen.insert($0).inserted }
        guard !notBuilt.isEmpty || !filtered.isEmpty else { return (files, [], watch) }
        let left = Set(notBuilt + filtered)
        return (files.filter { !left.contains($0) }, notBuilt, watch + filtered)
    }

    /// Whether the app's Xcode project next to `folder` builds for macOS only (`SDKROOT = macosx`).
    public static func buildsForMacOnly(_ folder: String) -> Bool {
        XcodeProjects.buildsForMacOnly(near: folder)
    }

    /// Every `.swift` file inside `folder` (see `swiftFiles(in:)`).
    static func allSwiftFiles(in folder: String) -> [String] {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = relative.split(separator: "/").last ?? Substring(relative)
            if let type = enumerator.fileAttributes?[.type] as? FileAttributeType, type == .typeDirectory {
                if skipped(name) { enumerator.skipDescendants() }
                continue
            }
            if name.hasSuffix(".swift") && !name.hasPrefix(".") && !isPackageManifest(name, at: "\(base)/\(relative)") {
                files.append("\(base)/\(relative)")
            }
        }
        return files.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// Files as given; folders expanded recursively (`swiftFiles(in:)`). A file given that is not
    /// Swift (an app's `data.json`) is an error that says how its app's files are read.
    static func expand(_ paths: [String], diagnostics: inout [Diagnostic]) -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(Diagnostic(location: SourceLocation(file: path, line: 1, column: 1),
                                              message: "no such file or folder `\(path)`", construct: path))
                continue
            }
            if !isDirectory.boolValue && !path.hasSuffix(".swift") {
                diagnostics.append(Diagnostic(
                    location: SourceLocation(file: path, line: 1, column: 1),
                    message: "`\(path)` is not a Swift file: only `.swift` files are compiled", construct: path,
                    hint: "give the app's folder instead: with its asset catalog, its resource files (JSON, fonts, sounds) "
                        + "are in the preview's bundle, as Xcode copies them"))
                continue
            }
            if isDirectory.boolValue, let problem = Self.playgroundProblem(path) {
                diagnostics.append(problem)
                continue
            }
            files += isDirectory.boolValue ? swiftFiles(in: path) : [path]
        }
        return files
    }

    /// The pages of a playground (`Frame.xcplaygroundpage/Contents.swift` in its `Pages`), nil when
    /// `folder` is not a playground.
    public static func playgroundPages(_ folder: String) -> [String]? {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard base.hasSuffix(".playground") else { return nil }
        let pages = (try? FileManager.default.contentsOfDirectory(atPath: base + "/Pages")) ?? []
        return pages.filter { $0.hasSuffix(".xcplaygroundpage") }.sorted().map { "\(base)/Pages/\($0)/Contents.swift" }
    }

    /// Xcode compiles each page of a playground on its own, beside the playground's `Sources`: the
    /// pages may each declare a `TestView`. So are they here, one page a run: a playground of
    /// several pages given whole is this problem (nil for any other folder).
    public static func playgroundProblem(_ folder: String) -> Diagnostic? {
        guard let pages = playgroundPages(folder), pages.count > 1 else { return nil }
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let sources = FileManager.default.fileExists(atPath: base + "/Sources") ? " '\(base)/Sources'" : ""
        return Diagnostic(location: SourceLocation(file: folder, line: 1, column: 1),
                          message: "`\(folder)` is a playground of \(pages.count) pages, and Xcode compiles each page on its own",
                          construct: folder,
                          hint: "run one page at a time, with the playground's sources: `layoutlab run '\(pages[0])'\(sources)`")
    }
}

extension CompiledExperiment {
    /// The experiment laid out under every proposal, its expectations checked: the layouts its
    /// program made when the tree runs the file's own code, else `runner`'s engine's. The one place
    /// that decides who lays a compiled experiment out. The result carries `definitionHash` (a
    /// rerun's stored one), by default the hash the program made.
    public func laidOut(by runner: ExperimentRunner, definitionHash: String? = nil) -> LaidOutExperiment {
        let hash = definitionHash ?? definition.definitionHash
        guard let layouts else { return runner.layOut(experiment, definitionHash: hash) }
        return runner.checked(experiment, layouts: layouts, durationMS: durationMS, definitionHash: hash,
                              madeNodeFacts: madeNodeFacts, madeViews: madeViews)
    }
}
