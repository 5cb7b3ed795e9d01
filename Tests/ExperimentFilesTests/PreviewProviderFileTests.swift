// End to end: previews written as Xcode wrote them before `#Preview` — a `PreviewProvider` type,
// often inside `#if DEBUG` — compiled against LayoutLabUI and declared as previews, named by
// `.previewDisplayName` and proposed what `.previewLayout` asks for.
import Experiments
import ExperimentFiles
import Foundation
import LayoutEngine
import Testing

@Suite("Previews written as PreviewProvider types")
struct PreviewProviderFileTests {
    static let source = """
        import SwiftUI

        struct Badge: View {
            var body: some View {
                Text("New")
                    .lineLimit(2, reservesSpace: true)
                    .id("text")
                    .padding(8)
            }
        }

        #if DEBUG
        struct Badge_Previews: PreviewProvider {
            static var previews: some View {
                Badge()
                    .previewLayout(.fixed(width: 200, height: 100))
                    .previewDisplayName("Fixed")
            }
        }
        #endif

        struct Plain_Previews: PreviewProvider {
            static var previews: some View {
                Badge().previewDevice("iPhone SE (3rd generation)")
            }
        }

        // A Group of previews is one preview per view, as Xcode's canvas shows them.
        struct Schemes_Previews: PreviewProvider {
            static var previews: some View {
                Group {
                    Badge().previewDisplayName("Light")
                    Badge().preferredColorScheme(.dark).previewLayout(.sizeThatFits)
                }
            }
        }

        // So are several views without a Group.
        struct Sizes_Previews: PreviewProvider {
            static var previews: some View {
                Badge().previewDisplayName("Small")
                Badge().previewLayout(.fixed(width: 300, height: 80)).previewDisplayName("Wide")
            }
        }

        // A modifier on the Group modifies each of its previews (Xcode's canvas shows two).
        struct Group_Previews: PreviewProvider {
            static var previews: some View {
                Group {
                    Badge()
                    Badge().previewDisplayName("Dark")
                }
                .previewLayout(.fixed(width: 250, height: 60))
            }
        }

        #if os(watchOS)
        struct Watch_Previews: PreviewProvider {
            static var previews: some View { Badge() }
        }
        #else
        #Preview("Landscape", traits: .landscapeLeft) { Badge() }
        #endif
        """

    @Test("PreviewProvider types are declared as previews, named by display name and proposed what previewLayout asks for")
    func providersAreDeclaredAsPreviews() throws {
        let loader = try ExperimentLoader(compiler: ExperimentCompiler(
            toolchain: Toolchain.locate(), cacheFolder: NSTemporaryDirectory() + "layoutlab-tests-cache"))
        let compiled = try loader.load(sources: [(path: "Badge.swift", text: Self.source)])
        // Named by the display name, else by position like an unnamed #Preview; the watchOS clause
        // is not compiled, the #else clause's #Preview is.
        #expect(compiled.map(\.experiment.name)
                == ["Badge/Fixed", "Badge/preview-2", "Badge/Light", "Badge/preview-4", "Badge/Small", "Badge/Wide",
                    "Badge/preview-7", "Badge/Dark", "Badge/Landscape"])
        #expect(compiled.map(\.experiment.proposals) == [
            [ProposedViewSize(width: 200, height: 100)],   // .previewLayout(.fixed(width: 200, height: 100))
            [ProposedViewSize(width: 390, height: 763)],   // the default device; .previewDevice keeps it
            [ProposedViewSize(width: 390, height: 763)],
            [ProposedViewSize(width: 390, height: 763)],   // .sizeThatFits: the device's proposal, the container fitted
            [ProposedViewSize(width: 390, height: 763)],
            [ProposedViewSize(width: 300, height: 80)],
            [ProposedViewSize(width: 250, height: 60)],    // the Group's .previewLayout, on each of its views
            [ProposedViewSize(width: 250, height: 60)],
            [ProposedViewSize(width: 750, height: 369)],   // the landscape trait
        ])
        // `lineLimit(2, reservesSpace: true)`: "New" keeps its own width and two 17 pt lines' height
        // (2 × 20.33), centred in the fixed 200 × 100 with its padding of 8.
        let fixed = Engine().layout(compiled[0].experiment.tree, in: compiled[0].experiment.proposals[0])
        let text = try #require(fixed.frame(of: "text"))
        #expect(abs(text.height - 40.67) <= 0.01)
        #expect(abs(text.minY - (100 - 40.67) / 2) <= 0.01)
        #expect(abs(text.minX - (200 - text.width) / 2) <= 0.01)
        // What `show` prints as the source: the provider's declaration; and the view every preview
        // shows, by which `show Badge` finds a preview.
        let statement = compiled[1].experiment.source
        #expect(statement.hasPrefix("struct Plain_Previews: PreviewProvider {"), "\(statement)")
        #expect(compiled.map(\.definition.previewedView) == Array(repeating: "Badge", count: 9))
        // Each preview's outermost view is named with the line that writes it, as a #Preview's is:
        // a single view, and each view of a Group.
        let lines = Self.source.split(separator: "\n", omittingEmptySubsequences: false)
        func written(_ text: String, after start: String) throws -> String {
            let from = try #require(lines.firstIndex { $0.contains(start) })
            let line = try #require(lines[from...].firstIndex { $0.contains(text) })
            let column = lines[line].prefix { $0 == " " }.count + 1
            return "Badge.swift:\(line + 1):\(column)"
        }
        func outermost(_ index: Int) -> String? { NodeFacts.of(compiled[index].experiment.tree).first?.sourceLine }
        #expect(outermost(0) == (try written("Badge()", after: "Badge_Previews")))
        #expect(outermost(1) == (try written("Badge().previewDevice", after: "Plain_Previews")))
        #expect(outermost(4) == (try written("Badge().previewDisplayName(\"Small\")", after: "Sizes_Previews")))
        #expect(outermost(6) == (try written("Badge()", after: "Group_Previews")))
    }

    /// A file with no experiment and no preview compiles to an empty list (the registration
    /// function closes no `#sourceLocation` it never opened).
    @Test("a file with no experiment and no preview declares nothing and closes no sourceLocation it never opened")
    func fileWithoutPreviewsDeclaresNothing() throws {
        let file = ExperimentFileRewriter.rewrite(source: "import SwiftUI\nstruct A: View { var body: some View { Text(\"a\") } }\n",
                                                  path: "/u/A.swift", entryPoint: "sym")
        #expect(file.declarationCount == 0)
        #expect(file.text.components(separatedBy: "#sourceLocation()").count - 1 == 1)
    }

    /// A view model as apps write it: `@MainActor`, loading with `URLSession` (in
    /// FoundationNetworking on Linux), owned through `@StateObject` and read in `body`, created in
    /// a `#Preview` and in a `PreviewProvider` — all main-actor isolated, as in SwiftUI.
    static let mainActorSource = """
        import SwiftUI

        @MainActor
        final class BarsModel: ObservableObject {
            @Published var counts = [3, 5]
            func load() async {
                guard let url = URL(string: "https://example.com/bars.json"),
                      let (data, _) = try? await URLSession.shared.data(from: url),
                      let counts = try? JSONDecoder().decode([Int].self, from: data) else { return }
                self.counts = counts
            }
        }

        struct Bars: View {
            @StateObject private var model = BarsModel()
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(model.counts, id: \\.self) { count in
                        Color.blue.frame(width: CGFloat(count) * 10, height: 10).id("bar\\(count)")
                    }
                }
                .task { await model.load() }
            }
        }

        struct Total: View {
            @ObservedObject var model: BarsModel
            var body: some View { Color.red.frame(width: CGFloat(model.counts.reduce(0, +)), height: 4).id("total") }
        }

        #Preview(traits: .fixedLayout(width: 100, height: 20)) { Bars() }

        struct Total_Previews: PreviewProvider {
            static var previews: some View {
                Total(model: BarsModel()).previewLayout(.fixed(width: 100, height: 20))
            }
        }
        """

    @Test("main-actor view models compile in previews and PreviewProviders, and their state feeds layout")
    func mainActorViewModelsCompileAndFeedLayout() throws {
        let loader = try ExperimentLoader(compiler: ExperimentCompiler(
            toolchain: Toolchain.locate(), cacheFolder: NSTemporaryDirectory() + "layoutlab-tests-cache"))
        let compiled = try loader.load(sources: [(path: "Bars.swift", text: Self.mainActorSource)])
        #expect(compiled.map(\.experiment.name) == ["Bars/preview-1", "Bars/preview-2"])
        func layout(_ index: Int) -> LayoutResult {
            compiled[index].layouts?.first ?? Engine().layout(compiled[index].experiment.tree, in: compiled[index].experiment.proposals[0])
        }
        // Two bars, 30 and 50 wide, stacked 10 high each and centred in 100 × 20: the VStack is
        // 50 wide at x = 25; its leading-aligned bars start there. Nothing loads during layout.
        #expect(layout(0).frame(of: "bar3") == Rect(x: 25, y: 0, width: 30, height: 10))
        #expect(layout(0).frame(of: "bar5") == Rect(x: 25, y: 10, width: 50, height: 10))
        // The total, 3 + 5 = 8 wide and 4 high, centred: (46, 8).
        #expect(layout(1).frame(of: "total") == Rect(x: 46, y: 8, width: 8, height: 4))
    }

    /// Sample data as SwiftData apps write it for iOS 18 previews (Apple's `PreviewModifier`
    /// documentation's pattern): a model container filled by `makeSharedContext()`, applied by the
    /// modifier's body, through an app's own trait (`@MainActor static var` in a constrained
    /// extension) and through `.modifier(...)` written in place.
    static let sampleDataSource = """
        import SwiftUI
        import SwiftData

        @Model
        final class Snack {
            var name: String
            init(name: String) { self.name = name }
        }

        struct Snacks: View {
            @Query(sort: \\Snack.name) private var snacks: [Snack]
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(snacks) { snack in Text(snack.name).id(snack.name) }
                }
            }
        }

        struct SampleData: PreviewModifier {
            static func makeSharedContext() async throws -> ModelContainer {
                let container = try ModelContainer(for: Snack.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
                container.mainContext.insert(Snack(name: "Chips"))
                container.mainContext.insert(Snack(name: "Apple"))
                return container
            }

            func body(content: Content, context: ModelContainer) -> some View {
                content.modelContainer(context)
            }
        }

        extension PreviewTrait where T == Preview.ViewTraits {
            @MainActor static var sampleData: Self = .modifier(SampleData())
        }

        #Preview("Trait", traits: .sampleData) { Snacks() }
        #Preview("In place", traits: .sizeThatFitsLayout, .modifier(SampleData())) { Snacks() }
        """

    @Test("a PreviewModifier's sample data reaches the preview: the container its makeSharedContext() fills, sorted by the view's query")
    func previewModifierSampleData() throws {
        let loader = try ExperimentLoader(compiler: ExperimentCompiler(
            toolchain: Toolchain.locate(), cacheFolder: NSTemporaryDirectory() + "layoutlab-tests-cache"))
        let compiled = try loader.load(sources: [(path: "Snacks.swift", text: Self.sampleDataSource)])
        #expect(compiled.map(\.experiment.name) == ["Snacks/Trait", "Snacks/In place"])
        for preview in compiled {
            let result = Engine().layout(preview.experiment.tree, in: preview.experiment.proposals[0])
            // Two 17 pt lines of 20.33 stacked without spacing (40.67), centred in 390 × 763:
            // "Apple" (40.67 wide) at y (763 − 40.67) / 2 = 361.17, "Chips" below it.
            let apple = try #require(result.frame(of: "Apple"))
            let chips = try #require(result.frame(of: "Chips"))
            #expect(abs(apple.minY - 361.17) < 0.01 && abs(chips.minY - 381.5) < 0.01, "\(apple) \(chips)")
            #expect(abs(apple.height - 20.33) < 0.01 && abs(chips.height - 20.33) < 0.01)
        }
    }

    /// Xcode's canvas shows one preview per view of a provider's `previews`, a `ForEach` there
    /// being the views of its elements, as a `Group`'s views are (SwiftUI lists a `ForEach`'s
    /// views in its container's list [DOC ForEach: "A structure that computes views on demand
    /// from an underlying collection"]; BookClub's `ProgressEditor_Previews` is
    /// `Group { ForEach(mocks) { … } }`, one editor per mock on the canvas).
    static let forEachSource = """
        import SwiftUI

        struct Badge: View {
            let count: Int
            var body: some View { Color.blue.frame(width: CGFloat(count) * 10, height: 20).id("badge") }
        }

        struct Counts_Previews: PreviewProvider {
            static var previews: some View {
                Group {
                    ForEach([1, 2, 3], id: \\.self) { count in
                        Badge(count: count)
                    }
                }
            }
        }

        struct Fixed_Previews: PreviewProvider {
            static var previews: some View {
                ForEach(4..<6) { count in Badge(count: count) }
                    .previewLayout(.fixed(width: 100, height: 40))
                Badge(count: 7).previewDisplayName("Seven")
            }
        }
        """

    /// Each element is its own preview, numbered on as unnamed previews are, each with the device's
    /// proposal or the `ForEach`'s `.previewLayout`, so each badge is laid out alone: `count` × 10
    /// wide and 20 high, centred — at x (390 − 10) / 2 = 190, 185, 180 and y (763 − 20) / 2 =
    /// 371.5 on the device; at (100 − 40) / 2 = 30 and 25, y (40 − 20) / 2 = 10 in 100 × 40.
    @Test("a ForEach at the top of a PreviewProvider's previews is one preview per element")
    func forEachPreviews() throws {
        let loader = try ExperimentLoader(compiler: ExperimentCompiler(
            toolchain: Toolchain.locate(), cacheFolder: NSTemporaryDirectory() + "layoutlab-tests-cache"))
        let compiled = try loader.load(sources: [(path: "Counts.swift", text: Self.forEachSource)])
        #expect(compiled.map(\.experiment.name)
                == ["Counts/preview-1", "Counts/preview-2", "Counts/preview-3", "Counts/preview-4", "Counts/preview-5", "Counts/Seven"])
        let device = ProposedViewSize(width: 390, height: 763), fixed = ProposedViewSize(width: 100, height: 40)
        #expect(compiled.map(\.experiment.proposals) == [[device], [device], [device], [fixed], [fixed], [device]])
        let frames = compiled.map { compiled in
            Engine().layout(compiled.experiment.tree, in: compiled.experiment.proposals[0]).frame(of: "badge")
        }
        #expect(frames == [
            Rect(x: 190, y: 371.5, width: 10, height: 20), Rect(x: 185, y: 371.5, width: 20, height: 20),
            Rect(x: 180, y: 371.5, width: 30, height: 20), Rect(x: 30, y: 10, width: 40, height: 20),
            Rect(x: 25, y: 10, width: 50, height: 20), Rect(x: 160, y: 371.5, width: 70, height: 20),
        ])
    }
}
