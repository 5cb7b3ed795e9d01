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

/// `#Preview { ... }`, `#Preview("name") { ... }` and `#Preview("name", traits: .sizeThatFitsLayout) { ... }`
/// as experiments. A preview is proposed `PreviewTrait.defaultScreen` unless a trait says otherwise.
/// Its body returns `any View`, as the `#Preview` macro's does: a body with explicit `return`s of
/// different views (`do { …; return Screen() } catch { return Text("Failed") }`) compiles.
@discardableResult
public func Preview(
    _ name: String? = nil, traits: PreviewTrait..., file: String = #filePath, line: Int = #line, column: Int = #column,
    @ViewBuilder body: @escaping () -> any View
) -> Experiment {
    let experiment = preview(name, traits: traits, file: file, line: line, column: column, body: { AnyView(body()) })
    ExperimentCollector.register(experiment)
    return experiment
}

/// `Preview(...)` with its traits as a list, applied in order.
func preview<Content: View>(_ name: String?, traits: [PreviewTrait], file: String, line: Int, column: Int,
                            body: @escaping () -> Content) -> Experiment {
    var proposal = PreviewTrait.defaultScreen
    var safeArea: EdgeInsets? = PreviewTrait.defaultSafeArea
    for trait in traits {
        proposal = trait.proposal(replacing: proposal)
        safeArea = trait.safeArea(safeArea)
    }
    return Experiment(name: name, kind: .preview, proposal: proposal, proposals: nil, sweep: nil, images: [:],
                      expectations: [], file: file, line: line, column: column, safeArea: safeArea,
                      content: { AnyView(body()) })
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

/// A preview trait that changes what the preview is proposed (others compile and change nothing).
public struct PreviewTrait: Sendable {
    let change: @Sendable (ProposedViewSize) -> ProposedViewSize
    /// What the trait makes of the safe area around the proposed area (unchanged by default).
    let safeArea: @Sendable (EdgeInsets?) -> EdgeInsets?

    init(change: @escaping @Sendable (ProposedViewSize) -> ProposedViewSize,
         safeArea: @escaping @Sendable (EdgeInsets?) -> EdgeInsets? = { $0 }) {
        self.change = change
        self.safeArea = safeArea
    }

    /// The size a preview is proposed: the safe area of an iPhone 14 in portrait, 390 × 763 points
    /// (844 points tall less 47 at the top and 34 at the bottom), the window the seed articles measure in.
    public static let defaultScreen = ProposedViewSize(width: 390, height: 763)
    /// The screen beyond that safe area: the status bar's 47 points above, the home indicator's 34 below.
    public static let defaultSafeArea = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
    /// The same turned sideways: 47 on each side for the notch's column, 21 below.
    static let landscapeSafeArea = EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47)

    func proposal(replacing proposal: ProposedViewSize) -> ProposedViewSize { change(proposal) }

    /// `.sizeThatFitsLayout`: the preview keeps the device's proposal (390 × 763, or landscape's) and
    /// the container fits whatever size the preview chooses [DOC DeveloperToolsSupport
    /// `sizeThatFitsLayout`: "Fit the container to the size of the preview when offered the size of
    /// the device that the preview is running on"] — so a long Text wraps at the device's width and
    /// a flexible view still fills it.
    public static let sizeThatFitsLayout = PreviewTrait(change: { $0 })
    /// `.fixedLayout(width:height:)`: the preview is proposed exactly this size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(change: { _ in ProposedViewSize(width: width, height: height) }, safeArea: { _ in nil })
    }
    /// Landscape: the safe area of an iPhone 14 turned sideways, 750 × 369 points (844 less 47 on each
    /// side for the notch's safe area, 390 less 21 at the bottom).
    public static let landscapeLeft = PreviewTrait(change: { _ in ProposedViewSize(width: 750, height: 369) },
                                                   safeArea: { _ in landscapeSafeArea })
    public static let landscapeRight = landscapeLeft
    public static let portrait = PreviewTrait(change: { _ in defaultScreen }, safeArea: { _ in defaultSafeArea })
    public static let portraitUpsideDown = portrait
    /// Visual or device traits that do not change the proposal.
    public static let defaultLayout = PreviewTrait(change: { $0 })
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
}
