// View models and the smaller containers, as a package user would test them: their sizes follow
// from documented rules (Canvas and placeholders take their proposal, fixed frames answer their
// size) or from LayoutLabUI's stated approximations (named in each test).
import LayoutLabUI
import Testing

private final class Counter: ObservableObject {
    @Published var count = 3
}

@available(macOS 14, iOS 17, *)
@Observable
private final class Profile {
    var name = "Ada"
}

private struct CounterView: View {
    @ObservedObject var counter: Counter

    var body: some View {
        // One 10-point square per count: the model's value reaches layout.
        HStack(spacing: 0) {
            ForEach(0..<counter.count, id: \.self) { _ in Color.red.frame(width: 10, height: 10) }
        }
    }
}

private struct EnvironmentReader: View {
    @EnvironmentObject var counter: Counter
    var body: some View { Color.red.frame(width: CGFloat(counter.count) * 10, height: 10) }
}

@Suite("View models and small containers")
struct DataFlowAndSmallContainersTests {
    let wide = ProposedViewSize(width: 300, height: 400)

    @Test("ObservableObject, @ObservedObject and @EnvironmentObject feed values into layout")
    @MainActor func viewModels() {
        let counter = Counter()
        counter.count = 4
        expectFrame(LayoutLab.layout(CounterView(counter: counter).id("c"), in: wide), "c", CGSize(width: 40, height: 10))
        let binding = _bindingToCount(counter)
        binding.wrappedValue = 2
        #expect(counter.count == 2)
        let reader = LayoutLab.layout(VStack { EnvironmentReader().id("e") }.environmentObject(counter), in: wide)
        expectFrame(reader, "e", CGSize(width: 20, height: 10))
    }

    @available(macOS 14, iOS 17, *)
    @Test("@Observable models and @Bindable")
    func observable() {
        let profile = Profile()
        let name = Bindable(profile).name
        name.wrappedValue = "Grace"
        #expect(profile.name == "Grace")
    }

    @MainActor private func _bindingToCount(_ counter: Counter) -> Binding<Int> {
        ObservedObject(wrappedValue: counter).projectedValue.count
    }

    // LabeledContent approximation: HStack { label; Spacer(); value }.
    @Test("LabeledContent: a row as wide as the proposal")
    func labeledContent() {
        let result = LayoutLab.layout(LabeledContent("Version", value: "2.4").id("l"), in: wide)
        expectFrame(result, "l", CGSize(width: 300, height: 20.33))
        // The same from strings held in variables and from a localized resource (SpeziViews' ListRow).
        let title = "Version", value = Substring("2.4")
        expectFrame(LayoutLab.layout(LabeledContent(title, value: value).id("l"), in: wide), "l", CGSize(width: 300, height: 20.33))
        let resource = LocalizedStringResource("Version")
        expectFrame(LayoutLab.layout(LabeledContent(resource, value: "2.4").id("l"), in: wide), "l", CGSize(width: 300, height: 20.33))
        expectFrame(LayoutLab.layout(LabeledContent(resource) { Text("2.4") }.id("l"), in: wide), "l", CGSize(width: 300, height: 20.33))
        // At AX3 (body 40 pt, lines 48 high) the value goes under the label, at its leading edge
        // [EMP SpeziViews' ListRow snapshot at AX3]: 20 + 8 + 10 high, centred in the 400: y 181.
        let large = LayoutLab.layout(LabeledContent {
            Color.red.frame(width: 50, height: 10).id("value")
        } label: {
            Color.blue.frame(width: 80, height: 20).id("label")
        }.dynamicTypeSize(.accessibility3).id("l"), in: wide)
        expectFrame(large, "l", CGRect(x: 0, y: 181, width: 300, height: 38))
        expectFrame(large, "label", CGRect(x: 0, y: 181, width: 80, height: 20))
        expectFrame(large, "value", CGRect(x: 0, y: 209, width: 50, height: 10))
    }

    // GroupBox approximation: leading VStack(spacing: 8) of label and content, padded 16.
    @Test("GroupBox: label and content padded 16")
    func groupBox() {
        let result = LayoutLab.layout(GroupBox {
            Color.red.frame(width: 100, height: 40)
        } label: {
            Color.blue.frame(width: 60, height: 20)
        }.id("g"), in: wide)
        expectFrame(result, "g", CGSize(width: 132, height: 20 + 8 + 40 + 32))
        // The label given as a view (`GroupBox(label:content:)`, as older apps write it) is the same box.
        let labelled = LayoutLab.layout(GroupBox(label: Color.blue.frame(width: 60, height: 20)) {
            Color.red.frame(width: 100, height: 40)
        }.id("g"), in: wide)
        expectFrame(labelled, "g", CGSize(width: 132, height: 20 + 8 + 40 + 32))
    }

    // DisclosureGroup approximation: label, Spacer, chevron; the content only when expanded.
    @Test("DisclosureGroup: collapsed is one row; expanded adds the content below")
    func disclosure() {
        func group(_ expanded: Bool) -> some View {
            DisclosureGroup(isExpanded: .constant(expanded)) {
                Color.red.frame(height: 40)
            } label: {
                Color.blue.frame(width: 60, height: 24)
            }
            .id("d")
        }
        expectFrame(LayoutLab.layout(group(false), in: wide), "d", CGSize(width: 300, height: 24))
        expectFrame(LayoutLab.layout(group(true), in: wide), "d", CGSize(width: 300, height: 24 + 8 + 40))
    }

    @Test("ContentUnavailableView, AsyncImage's placeholder and Canvas take their proposal")
    func fillers() {
        expectFrame(LayoutLab.layout(ContentUnavailableView("No results", systemImage: "magnifyingglass").id("u"), in: wide),
                    "u", CGSize(width: 300, height: 400))
        expectFrame(LayoutLab.layout(AsyncImage(url: URL(string: "https://example.com/x.png")).id("a"), in: wide),
                    "a", CGSize(width: 300, height: 400))
        let placeholder = LayoutLab.layout(AsyncImage(url: nil) { image in image.resizable() } placeholder: {
            Color.gray.frame(width: 50, height: 50)
        }.id("a"), in: wide)
        expectFrame(placeholder, "a", CGSize(width: 50, height: 50))
        expectFrame(LayoutLab.layout(Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        }.id("c"), in: wide), "c", CGSize(width: 300, height: 400))
    }

    /// A `Label` given as a ContentUnavailableView's label is drawn as the title-and-symbol form
    /// draws its parts: the symbol 48 × 48 over the title in bold `.title2`, 8 apart (it was a 20-point
    /// icon beside a 17-point title, a list row's label). Both forms place the same frames.
    @Test("ContentUnavailableView draws a Label as its own title and symbol")
    func unavailableLabel() {
        let closure = LayoutLab.layout(ContentUnavailableView {
            Label { Text("No Expenses").id("title") } icon: { Image(systemName: "tray").id("icon") }
        } description: { Text("Add one.").id("description") }, in: wide)
        // 48 + 8 + 26.33 (title2's line) + 8 + 19.33 (callout's line) = 109.67, centred in 400:
        // y = (400 − 109.67) / 2 = 145.17; each part centred across 300.
        let top = (400 - 109.66666666666667) / 2
        expectFrame(closure, "icon", CGRect(x: 126, y: top, width: 48, height: 48))
        // "No Expenses" in bold title2 is 135.33 wide (the engine's SF Pro Bold measure).
        expectFrame(closure, "title", CGRect(x: 150 - 135.33333333333334 / 2, y: top + 56, width: 135.33333333333334, height: 26.333333333333332))
        expectFrame(closure, "description", CGRect(x: 117.5, y: top + 90.33333333333333, width: 65, height: 19.333333333333332))
        // The title-and-symbol form places the same frames.
        let titled = LayoutLab.layout(ContentUnavailableView("No Expenses", systemImage: "tray", description: Text("Add one.")),
                                      in: wide)
        let frames = { (result: LayoutLab.Result) in Set(result.engineResult.placements.map(\.frame).map { [$0.minX, $0.minY, $0.width, $0.height] }) }
        #expect(frames(titled) == frames(closure))
    }

    // safeAreaInset (the engine's SafeAreaInsetLayout, after OpenSwiftUI's `InsetViewLayout`): the
    // inset is sized first, the view gets what it and the spacing (nil: the default, 8) leave.
    @Test("safeAreaInset: the content gets the space beside the inset")
    func safeAreaInset() {
        let bottom = LayoutLab.layout(Color.white.id("c").safeAreaInset(edge: .bottom, spacing: 4) {
            Color.gray.frame(height: 50).id("i")
        }, in: wide)
        expectFrame(bottom, "c", CGRect(x: 0, y: 0, width: 300, height: 346))
        expectFrame(bottom, "i", CGRect(x: 0, y: 350, width: 300, height: 50))
        let leading = LayoutLab.layout(Color.white.id("c").safeAreaInset(edge: .leading) {
            Color.gray.frame(width: 40).id("i")
        }, in: wide)
        expectFrame(leading, "c", CGRect(x: 48, y: 0, width: 252, height: 400))
        expectFrame(leading, "i", CGRect(x: 0, y: 0, width: 40, height: 400))
    }

    @Test("ScrollViewReader, @FocusState, @AppStorage and @Namespace compile and lay out their content")
    func wrappers() {
        struct Screen: View {
            @FocusState private var focused: Bool
            @AppStorage("compact") private var compact = true
            @Namespace private var namespace
            var body: some View {
                ScrollViewReader { proxy in
                    Color.red
                        .frame(width: compact ? 80 : 160, height: 20)
                        .focused($focused)
                        .matchedGeometryEffect(id: "box", in: namespace)
                        .onTapGesture { proxy.scrollTo("box") }
                }
            }
        }
        expectFrame(LayoutLab.layout(Screen().id("s"), in: wide), "s", CGSize(width: 80, height: 20))
    }

    /// An optional `@AppStorage` reads nil while its key was never stored (SwiftUI's optional
    /// initializers take no default), as a view model keeping a user's encoded data declares it;
    /// the deprecated `autocapitalization(_:)` takes UIKit's style. The frame shows the nil: 40 wide.
    @Test("an optional @AppStorage starts as nil; autocapitalization takes UIKit's style")
    func optionalAppStorage() {
        struct Screen: View {
            @AppStorage("user") private var userData: Data?
            @SceneStorage("draft") private var draft: String?
            var body: some View {
                Color.red
                    .frame(width: userData == nil && draft == nil ? 40 : 80, height: 20)
                    .autocapitalization(.none)
            }
        }
        expectFrame(LayoutLab.layout(Screen().id("s"), in: wide), "s", CGSize(width: 40, height: 20))
    }

    /// `ForEach($items) { $item in ... }` (iOS 15): a binding to an array is a collection of bindings
    /// to its elements, identified by the elements' ids. Each row is the Toggle approximation, 31
    /// high (UISwitch); VStack spacing 0, so the rows are at y = 0, 31, 62 of 390 × 93.
    @Test("ForEach over a binding: one row per element, each bound to its element")
    func forEachOverBinding() {
        struct Task: Identifiable { let id: Int; var title: String; var done: Bool }
        struct Checklist: View {
            @State var tasks = [Task(id: 1, title: "Pack", done: true), Task(id: 2, title: "Print tickets", done: false),
                                Task(id: 3, title: "Water plants", done: false)]
            var body: some View {
                VStack(spacing: 0) {
                    ForEach($tasks) { $task in
                        Toggle(task.title, isOn: $task.done).id("row\(task.id)")
                    }
                }
            }
        }
        let result = LayoutLab.layout(Checklist(), in: ProposedViewSize(width: 390, height: 93))
        for (index, id) in [1, 2, 3].enumerated() {
            expectFrame(result, "row\(id)", CGRect(x: 0, y: 31 * Double(index), width: 390, height: 31))
        }
        var tasks = [Task(id: 1, title: "a", done: false), Task(id: 2, title: "b", done: false)]
        let bound = Binding(get: { tasks }, set: { tasks = $0 })
        #expect(bound.map(\.id) == [1, 2])
        bound[1].done.wrappedValue = true
        #expect(tasks.map(\.done) == [false, true])
    }

    /// What `.onDelete` and `.onMove` hand over, applied as SwiftUI's collection helpers do
    /// [DOC remove(atOffsets:), move(fromOffsets:toOffset:)]: moving offsets 0 and 2 to offset 4
    /// puts them, in order, before the element that was at 4.
    @Test("remove(atOffsets:) and move(fromOffsets:toOffset:)")
    func offsetEditing() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: IndexSet([1, 3]))
        #expect(letters == ["a", "c", "e"])
        var moved = ["a", "b", "c", "d", "e"]
        moved.move(fromOffsets: IndexSet([0, 2]), toOffset: 4)
        #expect(moved == ["b", "d", "a", "c", "e"])
        var toEnd = ["a", "b", "c"]
        toEnd.move(fromOffsets: IndexSet([0]), toOffset: 3)
        #expect(toEnd == ["b", "c", "a"])
    }
}
