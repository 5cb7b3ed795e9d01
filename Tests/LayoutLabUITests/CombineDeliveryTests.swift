// Combine's values that arrive while a view model subscribes, which shape a screen's first frame:
// `Just`, `prepend`, a `CurrentValueSubject`'s or a `@Published` property's current value, and what
// a subject is sent while subscribed [DOC Published: its `$temperature.sink` example "Prints:
// Temperature now: 20.0 / Temperature now: 25.0", the first on subscribing; DOC Just: "A publisher
// that emits an output to each subscriber just once, and then finishes"; DOC PassthroughSubject:
// "A subject that broadcasts elements to downstream subscribers"]. Time-based operators deliver
// after the first frame. Text "2" at 17 pt is 10 × 20.33 (SF Pro Text's "2", 1237 units of 2048,
// less 0.43 of tracking, rounded up to a third: 10); "0" is 10.33 (1290 units). Rows below are
// `Color` bars 10 points wide per unit of their value and 10 high, so every frame counts by hand.
import Foundation
import LayoutLabUI
import Testing

/// A view model whose `init` sinks `Just(2)` into its items.
private final class JustModel: ObservableObject {
    @Published var items: [Int] = []
    private var bag = Set<AnyCancellable>()
    init() { Just(2).sink { [weak self] in self?.items.append($0) }.store(in: &bag) }
}

/// A view model whose subject starts with a prepended 2 (SwiftUI-2048's first move is `.prepend(.up)`).
private final class PrependModel: ObservableObject {
    @Published var items: [Int] = []
    private let moves = PassthroughSubject<Int, Never>()
    private var bag = Set<AnyCancellable>()
    init() { moves.prepend(2).sink { [weak self] in self?.items.append($0) }.store(in: &bag) }
}

/// A count kept from a query by `assign(to:)`.
private final class CountModel: ObservableObject {
    @Published var query = "Hi"
    @Published var count = 0
    init() { $query.map { $0.count }.assign(to: &$count) }
}

/// A query whose results come after a pause: none has come at the first frame.
private final class DebounceModel: ObservableObject {
    @Published var query = "Hi"
    @Published var items: [Int] = []
    private var bag = Set<AnyCancellable>()
    init() {
        $query.debounce(for: .seconds(0.3), scheduler: RunLoop.main).sink { [weak self] in self?.items.append($0.count) }
            .store(in: &bag)
        $query.throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: true).sink { [weak self] _ in self?.items.append(1) }
            .store(in: &bag)
        Just(3).delay(for: .seconds(0.1), scheduler: RunLoop.main).sink { [weak self] in self?.items.append($0) }.store(in: &bag)
        Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { [weak self] _ in self?.items.append(4) }.store(in: &bag)
        Just(5).receive(on: DispatchQueue.global()).sink { [weak self] in self?.items.append($0) }.store(in: &bag)
        if let url = URL(string: "https://example.com/items") {
            URLSession.shared.dataTaskPublisher(for: url).map { $0.data.count }.replaceError(with: 6)
                .sink { [weak self] in self?.items.append($0) }.store(in: &bag)
        }
    }
}

/// A subject holding a level, sent another while subscribed; a passthrough subject sent a value
/// before anyone subscribed and one after.
private final class SubjectModel: ObservableObject {
    @Published var items: [Int] = []
    let level = CurrentValueSubject<Int, Never>(1)
    let events = PassthroughSubject<Int, Never>()
    private var bag = Set<AnyCancellable>()
    init() {
        events.send(9)
        level.sink { [weak self] in self?.items.append($0) }.store(in: &bag)
        events.sink { [weak self] in self?.items.append($0) }.store(in: &bag)
        level.send(3)
        events.send(2)
    }
}

/// A view model told of a new row by its view's `onAppear`, through a subject.
private final class AppearModel: ObservableObject {
    @Published var items: [Int] = []
    let added = PassthroughSubject<Int, Never>()
    private var bag = Set<AnyCancellable>()
    init() { added.sink { [weak self] in self?.items.append($0) }.store(in: &bag) }
}

/// The items as Texts, each labelled.
private struct TextList<Model: ObservableObject>: View {
    @StateObject var model: Model
    let items: (Model) -> [Int]
    var body: some View {
        VStack(spacing: 0) { ForEach(items(model), id: \.self) { Text("\($0)").id("item-\($0)") } }.id("list")
    }
}

/// The items as bars 10 points wide per unit, 10 high, each labelled.
private struct Bars<Model: ObservableObject>: View {
    @StateObject var model: Model
    let items: (Model) -> [Int]
    var body: some View {
        VStack(spacing: 0) {
            ForEach(items(model), id: \.self) { Color.red.frame(width: CGFloat(10 * $0), height: 10).id("bar-\($0)") }
        }.id("bars")
    }
}

@Suite("Combine's values at subscription")
struct CombineDeliveryTests {
    let proposal = ProposedViewSize(width: 390, height: 200)

    @Test("Just's value reaches a sink in the view model's init: one Text \"2\", 10 × 20.33, centred")
    @MainActor func justAtSubscription() {
        let result = LayoutLab.layout(TextList(model: JustModel()) { $0.items }, in: proposal)
        // (390 − 10) / 2 = 190; (200 − 20.33) / 2 = 89.83.
        expectFrame(result, "item-2", CGRect(x: 190, y: 89.83, width: 10, height: 20.33))
        expectFrame(result, "list", CGRect(x: 190, y: 89.83, width: 10, height: 20.33))
    }

    @Test("a subject's prepended value reaches the sink at once [DOC prepend(_:): \"Prefixes a publisher's output with the specified values\"]")
    @MainActor func prependAtSubscription() {
        let result = LayoutLab.layout(TextList(model: PrependModel()) { $0.items }, in: proposal)
        expectFrame(result, "item-2", CGRect(x: 190, y: 89.83, width: 10, height: 20.33))
    }

    @Test("$query.map { $0.count }.assign(to: &$count) sets the count at once: Text \"2\" is 10 wide, not \"0\"'s 10.33")
    @MainActor func assignToPublished() {
        struct Count: View {
            @StateObject var model = CountModel()
            var body: some View { Text("\(model.count)").id("count") }
        }
        expectFrame(LayoutLab.layout(Count(), in: proposal), "count", CGRect(x: 190, y: 89.83, width: 10, height: 20.33))
        // Without the pipeline the Text would show 0: 10.33 wide.
        expectFrame(LayoutLab.layout(Text("0").id("count"), in: proposal), "count", CGRect(x: 189.83, y: 89.83, width: 10.33, height: 20.33))
    }

    @Test("debounce, throttle, delay, a timer, another queue and the network deliver nothing at the first frame: no bar, 0 × 0")
    @MainActor func laterValuesNeverCome() {
        let result = LayoutLab.layout(Bars(model: DebounceModel()) { $0.items }, in: proposal)
        expectFrame(result, "bars", CGRect(x: 195, y: 100, width: 0, height: 0))
    }

    @Test("a CurrentValueSubject's value comes at once and what is sent later too; a passthrough subject's only once subscribed")
    @MainActor func subjects() {
        let result = LayoutLab.layout(Bars(model: SubjectModel()) { $0.items }, in: proposal)
        // Items [1, 3, 2]: bars 10, 30 and 20 wide in a 30 × 30 stack at (180, 85); the 9 sent before
        // the sink subscribed never arrives.
        expectFrame(result, "bars", CGRect(x: 180, y: 85, width: 30, height: 30))
        expectFrame(result, "bar-1", CGRect(x: 190, y: 85, width: 10, height: 10))
        expectFrame(result, "bar-3", CGRect(x: 180, y: 95, width: 30, height: 10))
        expectFrame(result, "bar-2", CGRect(x: 185, y: 105, width: 20, height: 10))
        #expect(result["bar-9"] == nil)
    }

    @Test("what onAppear sends through a subject reaches the view model's sink; the views are built again with it")
    @MainActor func sentWhenAppearing() {
        struct Screen: View {
            @StateObject var model = AppearModel()
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(model.items, id: \.self) { Color.red.frame(width: CGFloat(10 * $0), height: 10).id("bar-\($0)") }
                }
                .onAppear { model.added.send(4) }
            }
        }
        // One 40 × 10 bar, centred: (390 − 40) / 2 = 175, (200 − 10) / 2 = 95.
        expectFrame(LayoutLab.layout(Screen(), in: proposal), "bar-4", CGRect(x: 175, y: 95, width: 40, height: 10))
    }

    /// `onReceive` subscribes when its view appears [DOC onReceive(_:perform:): "Adds an action to
    /// perform when this view detects data emitted by the given publisher"; DOC Published: the
    /// projected value's subscriber receives the current value on subscribing]: a `@Published`
    /// count of 2 and `Just(3)` reach the view's state before the first frame, and so does the 4
    /// an appear action sets later; the timer never fires. Bars of 20 and 40 points for the
    /// counts, then one of 30 for `Just`, 10 high, stacked and centred: (390 − 40) / 2 = 175,
    /// (200 − 30) / 2 = 85.
    @Test("onReceive runs its action on what the publisher delivers once the view appears")
    @MainActor func receivedWhenAppearing() {
        final class Counter: ObservableObject { @Published var count = 2 }
        struct Screen: View {
            @StateObject var counter = Counter()
            @State var counts: [Int] = []
            @State var ready = 0
            let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(counts, id: \.self) { Color.red.frame(width: CGFloat(10 * $0), height: 10).id("bar-\($0)") }
                    Color.blue.frame(width: CGFloat(10 * ready), height: 10).id("ready")
                }
                .id("bars")
                .onReceive(counter.$count) { counts.append($0) }
                .onReceive(Just(3)) { ready = $0 }
                .onReceive(timer) { _ in ready = 9 }
                .onAppear { counter.count = 4 }
            }
        }
        let result = LayoutLab.layout(Screen(), in: proposal)
        expectFrame(result, "bars", CGRect(x: 175, y: 85, width: 40, height: 30))
        expectFrame(result, "bar-2", CGRect(x: 185, y: 85, width: 20, height: 10))
        expectFrame(result, "bar-4", CGRect(x: 175, y: 95, width: 40, height: 10))
        expectFrame(result, "ready", CGRect(x: 180, y: 105, width: 30, height: 10))
    }

    @Test("a @Published property publishes in willSet: the sink sees the new value while the property still holds the old")
    func publishedWillSet() {
        // [DOC Published: "publishing occurs in the property's willSet block, meaning subscribers
        // receive the new value before it's actually set on the property"]
        final class Holder { @Published var value = 0 }
        let holder = Holder()
        var seen: [[Int]] = []
        let subscription = holder.$value.sink { seen.append([$0, holder.value]) }
        holder.value = 4
        holder.value = 2
        #expect(seen == [[0, 0], [4, 0], [2, 4]])
        subscription.cancel()
        holder.value = 7
        #expect(seen.count == 3)
    }

    @Test("cancelling or releasing the AnyCancellable stops delivery [DOC AnyCancellable: \"automatically calls cancel() when deinitialized\"]")
    func cancellation() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var kept: AnyCancellable? = subject.sink { received.append($0) }
        let cancelled = subject.sink { received.append($0 * 10) }
        subject.send(1)
        cancelled.cancel()
        subject.send(2)
        kept = nil
        subject.send(3)
        #expect(kept == nil)
        #expect(received == [1, 10, 2])
    }
}
