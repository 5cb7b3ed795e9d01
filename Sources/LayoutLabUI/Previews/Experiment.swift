// What an experiment file declares as its top level runs: `Experiment("name", proposal: ...) { ... }`
// calls and `#Preview { ... }` blocks (which the file rewriter turns into `Preview(...)` calls). Each
// is a value holding its proposals, expectations and content, and registers itself with the
// `ExperimentCollector` that runs the file (in a loop too); `layoutlab run` lays them out. Locations default to the caller's, which the rewriter's
// `#sourceLocation` directives make the user's file, line and column.

/// One experiment or preview declared by an experiment file.
public struct Experiment {
    /// Whether it was written as `Experiment(...)` or `#Preview`.
    public enum Kind: Sendable, Hashable {
        case experiment
        case preview
    }

    /// The name given (nil for an unnamed `#Preview`, which is named after its file and position).
    public let name: String?
    public let kind: Kind
    /// The proposals, as written: exactly one of `proposal`, `proposals` and `sweep` is expected.
    public let proposal: ProposedViewSize?
    public let proposals: [ProposedViewSize]?
    public let sweep: ProposalSweep?
    /// Natural sizes of named images.
    public let images: [String: CGSize]
    /// What real SwiftUI produced, by `.id` label.
    public let expectations: [FrameExpectation]
    /// Where it was declared (1-based).
    public let file: String
    public let line: Int
    public let column: Int
    /// What `layoutlab run` says about how the experiment came to be (a view laid out for a file
    /// without a preview).
    public internal(set) var notes: [String] = []
    private let content: () -> AnyView

    /// `Experiment("name", proposal: ProposedViewSize(width: 400, height: 300), expect: ["blue": CGSize(...)]) { ... }`:
    /// expectations by label apply under every proposal.
    @discardableResult
    public init<Content: View>(
        _ name: String, proposal: ProposedViewSize? = nil, proposals: [ProposedViewSize]? = nil,
        sweep: ProposalSweep? = nil, images: [String: CGSize] = [:],
        expect: [String: any ExpectedFrame] = [:],
        file: String = #filePath, line: Int = #line, column: Int = #column,
        @ViewBuilder _ content: @escaping () -> Content
    ) {
        let expectations = expect.sorted { $0.key < $1.key }.map { FrameExpectation(label: $0.key, frame: $0.value, proposalIndex: nil) }
        self.init(name: name, kind: .experiment, proposal: proposal, proposals: proposals, sweep: sweep, images: images,
                  expectations: expectations, file: file, line: line, column: column, content: { AnyView(content()) })
        ExperimentCollector.register(self)
    }

    /// The same, with expectations scoped to one proposal each: `expect: [0: ["blue": CGSize(...)], 3: [...]]`
    /// (0-based indices into the proposals, sweep steps included).
    @discardableResult
    public init<Content: View>(
        _ name: String, proposal: ProposedViewSize? = nil, proposals: [ProposedViewSize]? = nil,
        sweep: ProposalSweep? = nil, images: [String: CGSize] = [:],
        expect: [Int: [String: any ExpectedFrame]],
        file: String = #filePath, line: Int = #line, column: Int = #column,
        @ViewBuilder _ content: @escaping () -> Content
    ) {
        let expectations = expect.sorted { $0.key < $1.key }.flatMap { index, frames in
            frames.sorted { $0.key < $1.key }.map { FrameExpectation(label: $0.key, frame: $0.value, proposalIndex: index) }
        }
        self.init(name: name, kind: .experiment, proposal: proposal, proposals: proposals, sweep: sweep, images: images,
                  expectations: expectations, file: file, line: line, column: column, content: { AnyView(content()) })
        ExperimentCollector.register(self)
    }

    /// How far the device's screen reaches beyond the proposed area (a preview's status bar and home
    /// indicator), which views that ignore the safe area grow into; nil for `Experiment(...)`.
    public let safeArea: EdgeInsets?

    init(name: String?, kind: Kind, proposal: ProposedViewSize?, proposals: [ProposedViewSize]?, sweep: ProposalSweep?,
         images: [String: CGSize], expectations: [FrameExpectation], file: String, line: Int, column: Int,
         safeArea: EdgeInsets? = nil, content: @escaping () -> AnyView) {
        self.name = name
        self.safeArea = safeArea
        self.kind = kind
        self.proposal = proposal
        self.proposals = proposals
        self.sweep = sweep
        self.images = images
        self.expectations = expectations
        self.file = file
        self.line = line
        self.column = column
        self.content = content
    }

    /// Builds the content into the engine's tree (runs the user's view code). `catalog` sizes the
    /// named images the experiment's own `images` do not (the app's asset catalog).
    public func tree(catalog: [String: CGSize] = [:]) -> LayoutLab.Tree {
        LayoutLab.tree(of: content(), images: images.merging(catalog) { own, _ in own })
    }
}

/// `Preview(...)` with its traits as a list, applied in order: the proposal and safe area each
/// trait sets, then the preview modifiers around the content, the first innermost.
func preview<Content: View>(_ name: String?, traits: [PreviewTrait<Preview.ViewTraits>], file: String, line: Int, column: Int,
                            body: @escaping () -> Content) -> Experiment {
    var proposal = Preview.defaultScreen
    var safeArea: EdgeInsets? = Preview.defaultSafeArea
    for trait in traits {
        proposal = trait.proposal(replacing: proposal)
        safeArea = trait.safeArea(safeArea)
    }
    // Each modifier with the context it shares with the file's other previews of its type.
    let modifiers = traits.compactMap(\.modifier).map { (modifier: $0, context: ExperimentCollector.sharedContext(for: $0)) }
    return Experiment(name: name, kind: .preview, proposal: proposal, proposals: nil, sweep: nil, images: [:],
                      expectations: [], file: file, line: line, column: column, safeArea: safeArea,
                      content: {
                          guard !modifiers.isEmpty else { return AnyView(body()) }
                          return modifiers.reduce(AnyView(_PreviewBody { AnyView(body()) })) { content, applied in
                              applied.modifier.apply(to: content, context: applied.context)
                          }
                      })
}

/// A preview of a view the file declares, made with `View()` (what the file rewriter registers for
/// a file that has no experiment, preview or app of its own), named after the view's type.
@discardableResult
public func _ViewPreview<Content: View>(_ type: Content.Type, file: String = #filePath, line: Int = #line, column: Int = #column,
                                        body: @escaping () -> Content) -> Experiment {
    var experiment = preview("\(Content.self)", traits: [], file: file, line: line, column: column, body: body)
    experiment.notes = ["the file has no preview: laid out `\(Content.self)()` as `#Preview { \(Content.self)() }` would"]
    ExperimentCollector.register(experiment)
    return experiment
}

/// `sweep: .width(100...800, by: 20, height: 80)` or `.height(50...300, by: 10, width: 200)`: one
/// dimension of the proposal stepped over a range, up to and including its end when it falls on a step.
public struct ProposalSweep: Sendable, Hashable {
    public enum Axis: Sendable, Hashable {
        case horizontal
        case vertical
    }

    public let axis: Axis
    public let from: CGFloat
    public let through: CGFloat
    public let step: CGFloat
    /// The other dimension (nil = unspecified).
    public let fixed: CGFloat?

    public static func width(_ range: ClosedRange<CGFloat>, by step: CGFloat, height: CGFloat? = nil) -> ProposalSweep {
        ProposalSweep(axis: .horizontal, from: range.lowerBound, through: range.upperBound, step: step, fixed: height)
    }

    public static func height(_ range: ClosedRange<CGFloat>, by step: CGFloat, width: CGFloat? = nil) -> ProposalSweep {
        ProposalSweep(axis: .vertical, from: range.lowerBound, through: range.upperBound, step: step, fixed: width)
    }
}

/// What an expectation may be: a size (`CGSize`) or a size and an origin in root coordinates (`CGRect`).
public protocol ExpectedFrame {
    /// The expected size.
    var expectedSize: CGSize { get }
    /// The expected origin, when one is stated.
    var expectedOrigin: CGPoint? { get }
}

extension CGSize: ExpectedFrame {
    public var expectedSize: CGSize { self }
    public var expectedOrigin: CGPoint? { nil }
}

extension CGRect: ExpectedFrame {
    public var expectedSize: CGSize { size }
    public var expectedOrigin: CGPoint? { origin }
}

/// One expectation of an experiment: a label's expected size (and origin), under one proposal or all.
public struct FrameExpectation: Sendable, Hashable {
    public let label: String
    public let size: CGSize
    public let origin: CGPoint?
    public let proposalIndex: Int?

    init(label: String, frame: any ExpectedFrame, proposalIndex: Int?) {
        self.label = label
        self.size = frame.expectedSize
        self.origin = frame.expectedOrigin
        self.proposalIndex = proposalIndex
    }
}

/// Collects the experiments and previews a file's top level registers as it runs, in order. Each
/// `Experiment(...)`, `Preview(...)` and preview provider registers itself with the collector that
/// is running (none outside `collect`, so a value made elsewhere is only a value).
public final class ExperimentCollector: @unchecked Sendable {
    /// The collector of the running top level. A task-local value: scoped to `collect`, no global state.
    @TaskLocal private static var current: ExperimentCollector?
    /// Written only by the thread running `collect`'s body.
    private var experiments: [Experiment] = []
    /// The preview modifiers' shared contexts, by modifier type (see `sharedContext(for:)`).
    private var previewContexts: [ObjectIdentifier: SharedPreviewContext] = [:]

    private init() {}

    /// Runs `body` (a file's top level) and answers what it registered, in order.
    public static func collect(_ body: () throws -> Void) rethrows -> [Experiment] {
        let collector = ExperimentCollector()
        try $current.withValue(collector) { try body() }
        return collector.experiments
    }

    /// Adds `experiment` to the running collector, if any.
    static func register(_ experiment: Experiment) {
        current?.experiments.append(experiment)
    }

    /// Adds several (the previews of one provider).
    static func register(_ experiments: [Experiment]) {
        current?.experiments.append(contentsOf: experiments)
    }

    /// Where the context of `modifier`'s type is kept for the previews of the file being declared:
    /// one per type (`PreviewModifier`); the modifier's own outside a file's declaration.
    static func sharedContext(for modifier: AnyPreviewModifier) -> SharedPreviewContext {
        guard let collector = current else { return modifier.ownContext }
        if let shared = collector.previewContexts[modifier.type] { return shared }
        collector.previewContexts[modifier.type] = modifier.ownContext
        return modifier.ownContext
    }
}
