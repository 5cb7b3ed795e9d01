// The `main` of a compiled experiment program. layoutlab compiles the user's files with a generated
// `main.swift` that hands each file's declarations to `ExperimentHost.main`, runs the program as
//
//     program --report PATH [--sources PATH] [--modules PATH] [--resources PATH] [--option key=value]... [--skip NAME]...
//
// and reads the report it writes to PATH (standard output stays the user's, for their `print`s).
// `--sources` names a JSON object of the compiled files' texts by path: an experiment whose layout
// runs its file's own code carries its file in its definition (a rerun compiles it again), with the
// other files of its module, which `--modules` names (a JSON object: each such file's path → theirs),
// and the app's text resources, which `--resources` names (a JSON object: bundle file name → path).
// Each experiment is reported as its final canonical definition and that definition's hash, made
// once here and stored by layoutlab as written.
// The host names unnamed previews, checks what the compiler cannot (one of proposal/proposals/sweep,
// sweep steps, expectation indices, unique names), builds each tree by running the view code, and
// lays out the trees that run the file's own code (custom `Layout`s, closures) under the run's
// engine options — those with preferences through SwiftUI's update loop, `LayoutLab.Tree.layout`,
// the passes of each proposal noted —; the others are laid out by layoutlab itself. Before building each experiment it
// names it on standard error, so a crash in user code can be blamed on the right experiment.
import Experiments
import Foundation
import LayoutEngine
import LayoutLabUI

/// Runs the experiments of a compiled program and writes their report.
public enum ExperimentHost {
    /// Builds and reports every file's experiments; exits 0 when the report was written.
    public static func main(files: [(path: String, declarations: () -> [LayoutLabUI.Experiment])]) -> Never {
        let arguments = Array(CommandLine.arguments.dropFirst())
        // The files layoutlab gives by option (`--report PATH`, `--sources PATH`, …).
        let pathOptions: Set<String> = ["--report", "--sources", "--images", "--modules", "--resources"]
        var paths: [String: String] = [:]
        var settings: [String] = []
        var skipped: Set<String> = []
        var skippedFiles: Set<String> = []
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case let option where pathOptions.contains(option) && index + 1 < arguments.count:
                paths[option] = arguments[index + 1]
                index += 2
            case "--memory-limit" where index + 1 < arguments.count:
                // What the user's code may allocate: past it, an allocation fails and the program
                // stops in the experiment being built, which layoutlab names.
                if let megabytes = Int(arguments[index + 1]), megabytes > 0 {
                    let bytes = rlim_t(megabytes) * 1024 * 1024
                    var limit = rlimit(rlim_cur: bytes, rlim_max: bytes)
                    _ = setrlimit(Int32(RLIMIT_DATA.rawValue), &limit)
                }
                index += 2
            case "--option" where index + 1 < arguments.count:
                settings.append(arguments[index + 1])
                index += 2
            case "--skip" where index + 1 < arguments.count:
                skipped.insert(arguments[index + 1])
                index += 2
            case "--skip-file" where index + 1 < arguments.count:
                skippedFiles.insert(arguments[index + 1])
                index += 2
            default:
                fail("unknown argument `\(arguments[index])`")
            }
        }
        guard let reportPath = paths["--report"] else { fail("usage: program --report PATH [--option key=value]...") }
        let options: LayoutOptions
        do {
            options = try LayoutOptions(parsing: settings)
        } catch {
            fail("\(error)")
        }
        let sources: [String: String] = read(paths["--sources"], "the sources") ?? [:]
        let companions: [String: [String]] = read(paths["--modules"], "the modules") ?? [:]
        let resources: [String: String] = read(paths["--resources"], "the resources") ?? [:]
        var catalog: [String: CGSize] = [:]
        for (name, size) in read(paths["--images"], "the image sizes") ?? [String: [Double]]() where size.count == 2 {
            catalog[name] = CGSize(width: size[0], height: size[1])
        }
        let report = makeReport(files: files.filter { !skippedFiles.contains($0.path) }, options: options, skipping: skipped,
                                sources: sources, companions: companions,
                                resources: resources, catalog: catalog)
        do {
            try report.encoded().write(to: URL(fileURLWithPath: reportPath))
        } catch {
            fail("cannot write the report to \(reportPath): \(error)")
        }
        exit(0)
    }

    /// The report for `files` (everything but the writing, so it can be tested), leaving out the
    /// experiments named in `skipping` (whose code stopped an earlier run of the program).
    /// `sources`: the files' texts by path, carried by the definitions whose layouts run their code,
    /// each with its `companions` (the other files of its module, by path) and the app's text
    /// `resources` (paths by bundle file name; read only if an experiment keeps its program).
    /// `catalog`: the natural sizes of the app's asset catalog images, by name.
    public static func makeReport(files: [(path: String, declarations: () -> [LayoutLabUI.Experiment])],
                                  options: LayoutOptions, skipping: Set<String> = [],
                                  sources: [String: String] = [:], companions: [String: [String]] = [:],
                                  resources: [String: String] = [:], catalog: [String: CGSize] = [:]) -> HostReport {
        var texts: [ProgramFile]?
        /// The program an experiment of `path` keeps when its layout runs its code.
        func program(of path: String) -> ProgramSource? {
            guard let text = sources[path] else { return nil }
            if texts == nil { texts = textResources(resources) }
            return ProgramSource(file: path, text: text, companions: (companions[path] ?? []).compactMap { other in
                sources[other].map { ProgramFile(file: other, text: $0) }
            }, resources: texts ?? [])
        }
        var experiments: [HostedExperiment] = []
        var problems: [HostProblem] = []
        var firstLocations: [String: SourceLocation] = [:]
        // Progress goes to layoutlab's own channel when it gave one, else to standard error.
        let progress = fcntl(HostReport.progressDescriptor, F_GETFD) != -1
            ? FileHandle(fileDescriptor: HostReport.progressDescriptor, closeOnDealloc: false) : FileHandle.standardError
        for (path, declarations) in files {
            var previewCount = 0
            // Declaring runs the experiments' arguments (not their bodies): a crash there is the file's.
            progress.write(Data("\(HostReport.progressMarker)the experiments of \(path) (\(path):1:1)\n".utf8))
            for declaration in declarations() {
                let location = SourceLocation(file: path, line: declaration.line, column: declaration.column)
                var name = declaration.name ?? ""
                if declaration.kind == .preview {
                    previewCount += 1
                    let stem = Self.previewStem(of: path)
                    name = declaration.name.map { "\(stem)/\($0)" } ?? "\(stem)/preview-\(previewCount)"
                }
                // Names made at run time are compared as stored: in NFC.
                name = ExperimentName.normalized(name)
                // Xcode shows two previews of one file under one name; here the later is `Name-2`.
                var renamedFrom: String?
                if declaration.kind == .preview, let first = firstLocations[name], first.file == path {
                    var count = 2
                    while firstLocations["\(name)-\(count)"] != nil { count += 1 }
                    renamedFrom = name
                    name = "\(name)-\(count)"
                }
                if let first = firstLocations[name] {
                    problems.append(HostProblem(location: location, message: "duplicate experiment name `\(name)`; it is first defined at",
                                                hint: "experiment names are unique across all files", related: first))
                    continue
                }
                firstLocations[name] = location
                guard !name.isEmpty else {
                    problems.append(HostProblem(location: location, message: "an experiment needs a name", hint: "write `Experiment(\"card/compact\", ...)`"))
                    continue
                }
                if skipping.contains(name) { continue }
                progress.write(Data("\(HostReport.progressMarker)\(name) (\(location))\n".utf8))
                switch hosted(declaration, name: name, location: location, options: options, program: { program(of: path) },
                              catalog: catalog) {
                case .success(var experiment):
                    if let renamedFrom {
                        experiment.notes.insert("another preview of this file is named `\(renamedFrom)`: this one is `\(name)`", at: 0)
                    }
                    experiments.append(experiment)
                case .failure(let problem): problems.append(problem)
                }
            }
        }
        return HostReport(experiments: experiments, problems: problems)
    }

    static func hosted(_ declaration: LayoutLabUI.Experiment, name: String, location: SourceLocation,
                       options: LayoutOptions, program: () -> ProgramSource? = { nil },
                       catalog: [String: CGSize] = [:]) -> Result<HostedExperiment, HostProblem> {
        func problem(_ message: String, _ hint: String = "") -> Result<HostedExperiment, HostProblem> {
            .failure(HostProblem(location: location, message: message, hint: hint))
        }
        let given = [declaration.proposal != nil ? "proposal:" : nil, declaration.proposals != nil ? "proposals:" : nil,
                     declaration.sweep != nil ? "sweep:" : nil].compactMap { $0 }
        guard given.count == 1 else {
            return problem(given.isEmpty ? "`\(name)` has no proposal" : "`\(name)` takes one of `proposal:`, `proposals:` and `sweep:`, not \(given.map { "`\($0)`" }.joined(separator: " and "))",
                           "add `proposal: ProposedViewSize(width: 400, height: 300)`, `proposals: [...]` or `sweep: .width(100...800, by: 20, height: 80)`")
        }
        var proposals: [LayoutEngine.ProposedViewSize] = []
        var sweep: Sweep?
        if let proposal = declaration.proposal {
            proposals = [engineProposal(proposal)]
        } else if let list = declaration.proposals {
            guard !list.isEmpty else { return problem("`proposals:` is empty", "give at least one proposal") }
            proposals = list.map(engineProposal)
        } else if let given = declaration.sweep {
            let model = Sweep(axis: given.axis == .horizontal ? .horizontal : .vertical, from: Double(given.from),
                              through: Double(given.through), step: Double(given.step), fixed: given.fixed.map(Double.init))
            if let message = model.problem { return problem(message) }
            sweep = model
            proposals = model.proposals
        }
        var expectations: [Expectation] = []
        for expectation in declaration.expectations {
            if let index = expectation.proposalIndex, !(0..<proposals.count).contains(index) {
                return problem("`expect:` names proposal \(index), but `\(name)` has \(proposals.count) proposal\(proposals.count == 1 ? "" : "s") (0...\(proposals.count - 1))")
            }
            expectations.append(Expectation(
                label: expectation.label, width: Double(expectation.size.width), height: Double(expectation.size.height),
                x: expectation.origin.map { Double($0.x) }, y: expectation.origin.map { Double($0.y) },
                proposalIndex: expectation.proposalIndex))
        }
        _PreviewRandom.reset(for: name)
        var tree = declaration.tree(catalog: catalog)
        var images: [String: Size] = [:]
        for (image, size) in declaration.images {
            images[image] = Size(width: Double(size.width), height: Double(size.height))
        }
        // The device's safe area matters only to a tree that ignores it or reads geometry (and only then is it part
        // of the definition, so other definitions keep their hashes).
        let safeArea = tree.dependsOnSafeArea ? declaration.safeArea.map {
            LayoutEngine.EdgeInsets(top: Double($0.top), leading: Double($0.leading), bottom: Double($0.bottom),
                                     trailing: Double($0.trailing))
        } : nil
        // Views a GeometryReader makes while laying out appear before they are recorded (the update
        // loop of a tree with preferences does this itself, from the initial @State).
        if !tree.usesPreferences, let first = proposals.first {
            tree = tree.settlingAppearances(in: first, options: options, safeArea: safeArea ?? LayoutEngine.EdgeInsets())
        }
        var experiment = Experiments.Experiment(name: name, tree: tree.root, proposals: proposals, sweep: sweep,
                                                expectations: expectations, images: images, location: location,
                                                safeArea: safeArea)
        var layouts: [LayoutResult]?
        var duration = 0.0
        var notes = declaration.notes + tree.notes
        if tree.usesPreferences {
            // SwiftUI's update loop (LayoutLab.Tree.layout): each proposal from the initial @State.
            let start = DispatchTime.now().uptimeNanoseconds
            var results: [LayoutResult] = []
            for (index, proposal) in proposals.enumerated() {
                let result = tree.layout(in: proposal, options: options, safeArea: safeArea ?? LayoutEngine.EdgeInsets())
                results.append(result.engineResult)
                // The views as the last pass built them (with the @State the actions set) are the
                // ones the recorded frames are of: the first proposal's are the experiment's tree, so
                // pictures draw them and names read them (the first build's tree lacked a view an
                // action added, and its captions showed the state before).
                if index == 0 { experiment.tree = result.tree.root }
                notes.append("preferences: proposal \(index) laid out in \(result.passes) pass\(result.passes == 1 ? "" : "es")"
                             + (result.passes == 8 ? " (the limit; @State was still changing)" : ""))
            }
            layouts = results
            duration = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        } else if tree.runsOwnCode {
            // The hash is layoutlab's to compute (with the file's text); none is needed here.
            let laidOut = ExperimentRunner(engine: tree.engine(options: options)).layOut(experiment, definitionHash: "")
            layouts = laidOut.layouts.map(\.result)
            duration = laidOut.durationMS
        }
        if layouts != nil, let program = program() {
            experiment.program = program
        }
        // The user's own shapes keep the outline their `path(in:)` makes for the frame of the first
        // layout: the program's own when its layout runs the file's code (a reader's content, a
        // custom layout, preferences), never another layout that would run that code again with
        // other geometry; else laid out here, where no user code runs (layoutlab lays such a tree
        // out itself, the same way).
        var madeViews = layouts?.first?.madeNodes ?? []
        if experiment.tree.makesShapePaths || madeViews.contains(where: { $0.trees.contains(where: \.makesShapePaths) }),
           let first = layouts?.first ?? proposals.first.map({
               tree.engine(options: options).layout(experiment.tree, in: $0, safeArea: safeArea ?? LayoutEngine.EdgeInsets())
           }) {
            experiment.tree = experiment.tree.recordingShapePaths(from: first)
            madeViews = madeViews.map { $0.recordingShapePaths(from: first) }
        }
        let definition = CanonicalTree.encodeDefinition(experiment, origins: true)
        return .success(HostedExperiment(name: name, definition: definition,
                                         definitionHash: CanonicalTree.definitionHash(experiment),
                                         previewedView: tree.previewedView, location: location, layouts: layouts,
                                         durationMS: duration, notes: notes,
                                         madeNodeFacts: NodeFacts.ofMade(experiment.tree, madeViews),
                                         madeViews: madeViews))
    }

    /// What a file's previews are named after: its name, or a playground page's (every page is
    /// a `Contents.swift` in `Frame.xcplaygroundpage`: its previews are `Frame/preview-1`).
    static func previewStem(of path: String) -> String {
        let file = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        guard file == "Contents", folder.hasSuffix(".xcplaygroundpage") else { return file }
        return (folder as NSString).deletingPathExtension
    }

    /// The app's resources (paths by bundle file name) that are text: UTF-8, at most 512 KB each and
    /// 2 MB in all, the smallest first, by name.
    static func textResources(_ paths: [String: String]) -> [ProgramFile] {
        let limit = 512 * 1024, total = 2 * 1024 * 1024
        let sized = paths.compactMap { name, path -> (name: String, path: String, size: Int)? in
            guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size <= limit else { return nil }
            return (name, path, size)
        }.sorted { ($0.size, $0.name) < ($1.size, $1.name) }
        var files: [ProgramFile] = []
        var used = 0
        for (name, path, size) in sized where used + size <= total {
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8),
                  !text.contains("\0") else { continue }
            files.append(ProgramFile(file: name, text: text))
            used += size
        }
        return files.sorted { $0.file < $1.file }
    }

    /// The JSON file at `path` (nil when none was given); a file that cannot be read stops the program.
    static func read<Value: Decodable>(_ path: String?, _ what: String) -> Value? {
        guard let path else { return nil }
        guard let data = FileManager.default.contents(atPath: path), let decoded = try? JSONDecoder().decode(Value.self, from: data) else {
            fail("cannot read \(what) at \(path)")
        }
        return decoded
    }

    static func engineProposal(_ proposal: LayoutLabUI.ProposedViewSize) -> LayoutEngine.ProposedViewSize {
        LayoutEngine.ProposedViewSize(width: proposal.width.map(Double.init), height: proposal.height.map(Double.init))
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("layoutlab-host: \(message)\n".utf8))
        exit(70)
    }
}
