// Preview modifiers (iOS 18): `#Preview(traits: .modifier(...))` lays the content out inside the
// modifier's `body(content:context:)`, with the context its type's `makeSharedContext()` makes.
// Expectations: the composition order is DeveloperToolsSupport's documented one for
// `PreviewTrait.modifier(_:)` ("the first modifier will apply to the body of the preview, the second
// modifier to the body of the first modifier"); the frames follow from padding's and a preview's
// rules (content centred in the 390 × 763 device area, PaddingTests and the seeds).
import LayoutLabUI
import Testing

/// Pads the preview's content by `amount` and labels the padded view.
private struct PaddingModifier: PreviewModifier {
    var amount: CGFloat

    func body(content: Content, context: Void) -> some View {
        content.padding(amount).id("padded\(Int(amount))")
    }
}

/// Sample rows made asynchronously, as an app's sample data is (its context is a class, so the
/// previews that share it can be told apart from those that made their own).
private final class SampleRows {
    let count: Int
    init(count: Int) { self.count = count }
}

private struct Rows: PreviewModifier {
    static func makeSharedContext() async throws -> SampleRows {
        await Task.yield()
        return SampleRows(count: 3)
    }

    func body(content: Content, context: SampleRows) -> some View {
        VStack(spacing: 0) {
            ForEach(0..<context.count, id: \.self) { _ in Color.gray.frame(width: 50, height: 10) }
            content
        }
        .id("rows-\(ObjectIdentifier(context).hashValue)")
    }
}

/// A model, as the file rewriter makes a `@Model` class, and sample data in a container.
private final class Snack: PersistentModel {
    var name: String
    init(_ name: String) { self.name = name }
}

private struct SampleSnacks: PreviewModifier {
    static func makeSharedContext() async throws -> ModelContainer {
        let container = try ModelContainer(for: Snack.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        for name in ["Apple", "Chips", "Pear"] { container.mainContext.insert(Snack(name)) }
        return container
    }

    func body(content: Content, context: ModelContainer) -> some View {
        content.modelContainer(context)
    }
}

// As apps declare their own traits: a stored static in a constrained extension.
extension PreviewTrait where T == Preview.ViewTraits {
    static let padded5: Self = .modifier(PaddingModifier(amount: 5))
    static let sampleRows: Self = .modifier(Rows())
}

/// A list model its view fills when it appears.
private final class Basket: ObservableObject {
    @Published var items = 0
    func fill() { items = 4 }
}

private struct BasketView: View {
    @ObservedObject var basket: Basket
    var body: some View {
        Color.orange.frame(width: 10, height: CGFloat(10 * basket.items)).onAppear { basket.fill() }
    }
}

// Serialized: two tests build previews that share one trait value's context.
@Suite("Preview modifiers", .serialized)
struct PreviewModifierTests {
    /// `preview`'s layout, on its device, as `layoutlab run` lays it out.
    func layOut(_ preview: Preview) -> LayoutLab.Result {
        let experiment = preview.experiment
        return experiment.tree().layout(in: experiment.proposal ?? Preview.defaultScreen, safeArea: experiment.safeArea ?? EdgeInsets())
    }

    @Test("a modifier's body wraps the preview's content: 20 of padding around a 100 × 50 view, centred on the device")
    func modifierWrapsContent() {
        let result = layOut(Preview(traits: .modifier(PaddingModifier(amount: 20))) { Color.red.frame(width: 100, height: 50).id("red") })
        // 140 × 90 centred in 390 × 763: (390 − 140) / 2 = 125, (763 − 90) / 2 = 336.5.
        expectFrame(result, "padded20", CGRect(x: 125, y: 336.5, width: 140, height: 90))
        expectFrame(result, "red", CGRect(x: 145, y: 356.5, width: 100, height: 50))
    }

    /// SwiftUI evaluates a preview's body once: the model it makes is the one `onAppear` fills,
    /// also when the body runs inside a modifier and the views are built again.
    @Test("inside a modifier, the preview's body is made once: what onAppear filled is laid out")
    func bodyMadeOnce() {
        let result = layOut(Preview(traits: .modifier(PaddingModifier(amount: 20))) { BasketView(basket: Basket()).id("basket") })
        // Four 10-point items: 10 × 40, padded by 20 → 50 × 80, centred: (390 − 50) / 2 = 170, (763 − 80) / 2 = 341.5.
        expectFrame(result, "basket", CGRect(x: 190, y: 361.5, width: 10, height: 40))
    }

    @Test("several modifiers apply in order, the first innermost; device traits still set the proposal")
    func modifiersCompose() {
        let preview = Preview(traits: .fixedLayout(width: 300, height: 200), .modifier(PaddingModifier(amount: 10)), .modifier(PaddingModifier(amount: 20))) {
            Color.red.frame(width: 100, height: 50).id("red")
        }
        #expect(preview.experiment.proposal == ProposedViewSize(width: 300, height: 200))
        let result = layOut(preview)
        // 100 × 50, then 10 around it (120 × 70), then 20 around that (160 × 110), centred in 300 × 200.
        expectFrame(result, "padded20", CGRect(x: 70, y: 45, width: 160, height: 110))
        expectFrame(result, "padded10", CGRect(x: 90, y: 65, width: 120, height: 70))
        expectFrame(result, "red", CGRect(x: 100, y: 75, width: 100, height: 50))
    }

    @Test("an app's own trait, a stored static, applies its modifier")
    func storedTrait() {
        let result = layOut(Preview(traits: .padded5) { Color.red.frame(width: 100, height: 50).id("red") })
        expectFrame(result, "padded5", CGRect(x: 140, y: 351.5, width: 110, height: 60))
    }

    @Test("the asynchronous shared context is made and handed to the body: three 10-point rows above the content")
    func asynchronousContext() throws {
        let result = layOut(Preview(traits: .sampleRows) { Color.red.frame(width: 50, height: 20).id("red") })
        // Three rows of 10 and the content's 20: 50 × 50, centred: y (763 − 50) / 2 = 356.5.
        expectFrame(result, "red", CGRect(x: 170, y: 386.5, width: 50, height: 20))
        let rows = try #require(result.engineResult.nodes.first { $0.label?.hasPrefix("rows-") == true }?.label)
        expectFrame(result, rows, CGRect(x: 170, y: 356.5, width: 50, height: 50))
    }

    @Test("previews that share a trait value share its context; a trait made anew makes its own")
    func sharedContext() {
        func contextLabel(_ preview: Preview) -> String? {
            layOut(preview).engineResult.nodes.first { $0.label?.hasPrefix("rows-") == true }?.label
        }
        let first = contextLabel(Preview(traits: .sampleRows) { Color.red })
        let second = contextLabel(Preview(traits: .sampleRows) { Color.blue })
        #expect(first != nil && first == second, "\(String(describing: first)) \(String(describing: second))")
        // Made anew: `Rows.makeSharedContext()` runs again, and the new rows object is another one
        // (the first is still alive in `sampleRows`, so its identity cannot be reused).
        let own = contextLabel(Preview(traits: .modifier(Rows())) { Color.red })
        #expect(own != nil && own != first)
    }

    /// Apple's `PreviewModifier` example reads the sample data with a `@Previewable @Query` in the
    /// preview's body (which the file rewriter leaves a local `@Query`, read as the body runs, as
    /// here): the body runs inside the
    /// modifier, so its query reads the container the modifier gives (was: none, 0 models).
    @Test("the preview's body runs inside the modifiers: a query in it reads the sample container")
    func bodyReadsTheModifiersWorld() {
        let result = layOut(Preview(traits: .modifier(SampleSnacks())) {
            let snacks = Query<Snack, [Snack]>().wrappedValue
            Color.red.frame(width: CGFloat(snacks.count) * 10, height: 10).id("bar")
        })
        // Three snacks: 30 wide, centred in 390 × 763.
        expectFrame(result, "bar", CGRect(x: 180, y: 376.5, width: 30, height: 10))
    }

    @Test("in a file, previews that apply modifiers of one type share its context, as SwiftUI caches it per type")
    func contextSharedPerType() {
        let experiments = ExperimentCollector.collect {
            Preview(traits: .modifier(Rows())) { Color.red }
            Preview(traits: .modifier(Rows())) { Color.blue }
        }
        func contextLabel(_ experiment: Experiment) -> String? {
            experiment.tree().layout(in: Preview.defaultScreen).engineResult.nodes.first { $0.label?.hasPrefix("rows-") == true }?.label
        }
        #expect(experiments.count == 2)
        let labels = experiments.map(contextLabel)
        #expect(labels[0] != nil && labels[0] == labels[1])
    }
}
