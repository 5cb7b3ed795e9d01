// An experiment: a named view tree plus the proposals to lay it out in and what real SwiftUI
// produced (expectations). This is the interface other modules use; the parser fills it.
import LayoutEngine

/// One named experiment parsed from a file (or rebuilt from the notebook).
public struct Experiment: Hashable, Sendable {
    /// Unique name, e.g. `hstack/relative-first`; always in NFC (`ExperimentName`).
    public var name: String {
        didSet { name = ExperimentName.normalized(name) }
    }
    /// The view tree (with `.id` labels).
    public var tree: ViewNode
    /// Every proposal to lay the tree out in, in order (a sweep is expanded here).
    public var proposals: [ProposedViewSize]
    /// The sweep that produced `proposals`, if the experiment declared one.
    public var sweep: Sweep?
    /// What real SwiftUI produced, checked on every run.
    public var expectations: [Expectation]
    /// Natural sizes of the images the tree uses (`images:`).
    public var images: [String: Size]
    /// The experiment's own source text (the whole `Experiment(...) { ... }` call).
    public var source: String
    /// Where it was defined: file path, 1-based line and column (nil when rebuilt from storage).
    public var location: SourceLocation?
    /// The file the experiment was compiled from, kept when its layout runs that file's own code
    /// (a custom `Layout`, an alignment-guide closure): a rerun compiles it again. Nil for trees the
    /// engine lays out on its own.
    public var program: ProgramSource?
    /// How far the screen reaches beyond the proposed area on each edge (a preview's device), for
    /// views that ignore the safe area; nil for none.
    public var safeArea: EdgeInsets?

    public init(name: String, tree: ViewNode, proposals: [ProposedViewSize], sweep: Sweep? = nil,
                expectations: [Expectation] = [], images: [String: Size] = [:], source: String = "",
                location: SourceLocation? = nil, program: ProgramSource? = nil, safeArea: EdgeInsets? = nil) {
        self.name = ExperimentName.normalized(name)
        self.tree = tree
        self.proposals = proposals
        self.sweep = sweep
        self.expectations = expectations
        self.images = images
        self.source = source
        self.location = location
        self.program = program
        self.safeArea = safeArea
    }
}

/// The text of an experiment file, under the path it was compiled from, with the other files of
/// its module (an app's files that use each other's declarations compile together) and the app's
/// text resources its code may read from the bundle.
public struct ProgramSource: Hashable, Codable, Sendable {
    /// The path diagnostics name.
    public var file: String
    /// The whole file.
    public var text: String
    /// The other files its module was compiled from, by path (none for a file alone).
    public var companions: [ProgramFile]
    /// The app's text resources by bundle file name (`landmarkData.json`), as the program had them.
    public var resources: [ProgramFile]

    public init(file: String, text: String, companions: [ProgramFile] = [], resources: [ProgramFile] = []) {
        self.file = file
        self.text = text
        self.companions = companions
        self.resources = resources
    }

    /// Every file of the module, this one first.
    public var files: [(path: String, text: String)] {
        [(file, text)] + companions.map { ($0.file, $0.text) }
    }

    /// The module it was compiled in: the same for every file of it (its files in path order, the
    /// first as `file`), so one compile serves all of its experiments.
    public var module: ProgramSource {
        let all = ([ProgramFile(file: file, text: text)] + companions).sorted { $0.file < $1.file }
        return ProgramSource(file: all[0].file, text: all[0].text, companions: Array(all.dropFirst()), resources: resources)
    }
}

/// One file of an experiment program's module.
public struct ProgramFile: Hashable, Codable, Sendable {
    public var file: String
    public var text: String

    public init(file: String, text: String) {
        self.file = file
        self.text = text
    }
}
