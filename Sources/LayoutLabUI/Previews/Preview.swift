// `#Preview` as the file rewriter leaves it: `Preview(...) { ... }`, a value that registers its
// experiment with the running `ExperimentCollector`, and the traits it takes. As in SwiftUI
// (DeveloperToolsSupport), `Preview` is a type and `PreviewTrait` is generic over `Preview.ViewTraits`,
// so an app's own traits compile as written:
//
//     extension PreviewTrait where T == Preview.ViewTraits {
//         @MainActor static var sampleData: Self = .modifier(SampleData())
//     }
//     #Preview(traits: .sampleData) { ContentView() }

/// A preview (`#Preview { ... }`, `#Preview("name", traits: .sizeThatFitsLayout) { ... }`): made,
/// it registers its experiments. A preview is proposed `Preview.defaultScreen` unless a trait says
/// otherwise. Its body returns `any View`, as the `#Preview` macro's does: a body with explicit
/// `return`s of different views (`do { …; return Screen() } catch { return Text("Failed") }`) compiles.
public struct Preview {
    /// What the traits of a view's preview are for (`PreviewTrait<Preview.ViewTraits>`).
    public enum ViewTraits {}

    /// The experiments this preview registered: one, or one per entry of a widget's timeline.
    public let experiments: [Experiment]

    /// The first (a view's preview has only one).
    public var experiment: Experiment { experiments[0] }

    /// `#Preview("name", traits: ...) { body }`.
    @discardableResult
    public init(
        _ name: String? = nil, traits: PreviewTrait<ViewTraits>..., file: String = #filePath, line: Int = #line,
        column: Int = #column, @ViewBuilder body: @escaping () -> any View
    ) {
        let experiment = preview(name, traits: traits, file: file, line: line, column: column, body: { AnyView(body()) })
        ExperimentCollector.register(experiment)
        experiments = [experiment]
    }

    /// Previews already registered (a widget's, one per entry).
    init(registered experiments: [Experiment]) {
        self.experiments = experiments
    }

    /// The size a preview is proposed: the safe area of an iPhone 14 in portrait, 390 × 763 points
    /// (844 points tall less 47 at the top and 34 at the bottom), the window the seed articles measure in.
    public static let defaultScreen = ProposedViewSize(width: 390, height: 763)
    /// The screen beyond that safe area: the status bar's 47 points above, the home indicator's 34 below.
    public static let defaultSafeArea = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
    /// The same turned sideways: 47 on each side for the notch's column, 21 below.
    static let landscapeSafeArea = EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47)
}

/// A trait of a preview: it changes what the preview is proposed, the safe area around it, or
/// (`.modifier(_:)`) the view around its content; others compile and change nothing.
public struct PreviewTrait<T>: Sendable {
    let change: @Sendable (ProposedViewSize) -> ProposedViewSize
    /// What the trait makes of the safe area around the proposed area (unchanged by default).
    let safeArea: @Sendable (EdgeInsets?) -> EdgeInsets?
    /// The preview modifier the trait applies (`.modifier(_:)`), if any.
    let modifier: AnyPreviewModifier?

    init(change: @escaping @Sendable (ProposedViewSize) -> ProposedViewSize,
         safeArea: @escaping @Sendable (EdgeInsets?) -> EdgeInsets? = { $0 }, modifier: AnyPreviewModifier? = nil) {
        self.change = change
        self.safeArea = safeArea
        self.modifier = modifier
    }

    func proposal(replacing proposal: ProposedViewSize) -> ProposedViewSize { change(proposal) }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// `.sizeThatFitsLayout`: the preview keeps the device's proposal (390 × 763, or landscape's) and
    /// the container fits whatever size the preview chooses [DOC DeveloperToolsSupport
    /// `sizeThatFitsLayout`: "Fit the container to the size of the preview when offered the size of
    /// the device that the preview is running on"] — so a long Text wraps at the device's width and
    /// a flexible view still fills it.
    public static var sizeThatFitsLayout: Self { Self(change: { $0 }) }
    /// `.fixedLayout(width:height:)`: the preview is proposed exactly this size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> Self {
        Self(change: { _ in ProposedViewSize(width: width, height: height) }, safeArea: { _ in nil })
    }
    /// Landscape: the safe area of an iPhone 14 turned sideways, 750 × 369 points (844 less 47 on each
    /// side for the notch's safe area, 390 less 21 at the bottom).
    public static var landscapeLeft: Self {
        Self(change: { _ in ProposedViewSize(width: 750, height: 369) }, safeArea: { _ in Preview.landscapeSafeArea })
    }
    public static var landscapeRight: Self { landscapeLeft }
    public static var portrait: Self { Self(change: { _ in Preview.defaultScreen }, safeArea: { _ in Preview.defaultSafeArea }) }
    public static var portraitUpsideDown: Self { portrait }
    /// Visual or device traits that do not change the proposal.
    public static var defaultLayout: Self { Self(change: { $0 }) }
    /// `.modifier(SampleData())`: the preview's content in the modifier's `body(content:context:)`,
    /// with the context its type's `makeSharedContext()` makes. Several apply in order, the first
    /// innermost [DOC DeveloperToolsSupport `PreviewTrait.modifier(_:)`].
    public static func modifier(_ modifier: some PreviewModifier) -> Self {
        Self(change: { $0 }, modifier: AnyPreviewModifier(modifier))
    }
}
