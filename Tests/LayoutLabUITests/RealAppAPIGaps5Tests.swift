// More framework API real apps use (Chess, Schueh, Align, SnipeClientMac, GratitudeJournal, a Mac
// kanban board): GameplayKit's random sources, distributions and minmax strategist; HealthKit's
// workouts and units; UIKit's calendar view, traits and the environment keys bridged to them;
// AppKit's colours; and SwiftData's `PersistentModel.id`.
import Foundation
import LayoutLabUI
import Testing

// MARK: GameplayKit

/// A player of Nim: take one to three stones, whoever takes the last wins.
private final class NimPlayer: NSObject, GKGameModelPlayer, @unchecked Sendable {
    let playerId: Int
    init(_ playerId: Int) { self.playerId = playerId }
}

/// Taking stones.
private final class NimMove: NSObject, GKGameModelUpdate {
    var value = 0
    let take: Int
    init(_ take: Int) { self.take = take }
}

/// Nim as a game model, written as Chess writes its `AIEngine`.
private final class Nim: NSObject, GKGameModel, @unchecked Sendable {
    static let both = [NimPlayer(0), NimPlayer(1)]
    var stones: Int
    var current = 0
    var lastTaker: Int?

    init(stones: Int) { self.stones = stones }

    var players: [any GKGameModelPlayer]? { Self.both }
    var activePlayer: (any GKGameModelPlayer)? { Self.both[current] }

    func copy(with zone: NSZone? = nil) -> Any {
        let copy = Nim(stones: stones)
        copy.setGameModel(self)
        return copy
    }
    func setGameModel(_ gameModel: any GKGameModel) {
        guard let other = gameModel as? Nim else { return }
        (stones, current, lastTaker) = (other.stones, other.current, other.lastTaker)
    }
    func gameModelUpdates(for player: any GKGameModelPlayer) -> [any GKGameModelUpdate]? {
        stones == 0 ? nil : (1...min(3, stones)).map { NimMove($0) }
    }
    func apply(_ gameModelUpdate: any GKGameModelUpdate) {
        guard let move = gameModelUpdate as? NimMove else { return }
        stones -= move.take
        lastTaker = current
        current = 1 - current
    }
    func isWin(for player: any GKGameModelPlayer) -> Bool { stones == 0 && lastTaker == player.playerId }
    func isLoss(for player: any GKGameModelPlayer) -> Bool { stones == 0 && lastTaker != player.playerId }
}

/// A row of dice faces: one 40-wide square per roll.
private struct DiceRow: View {
    let rolls: [Int]
    var body: some View {
        HStack(spacing: 0) {
            ForEach(Array(rolls.enumerated()), id: \.offset) { _, roll in Color.red.frame(width: 40, height: CGFloat(roll) * 10) }
        }
        .id("dice")
    }
}

// MARK: UIKit, AppKit, HealthKit and SwiftData

/// SnipeClientMac's key: tab navigation on an iPhone, read from UIKit's traits.
private struct PrefersTabNavigationKey: EnvironmentKey {
    static let defaultValue = false
}

extension PrefersTabNavigationKey: UITraitBridgedEnvironmentKey {
    static func read(from traitCollection: UITraitCollection) -> Bool {
        traitCollection.userInterfaceIdiom == .phone || traitCollection.userInterfaceIdiom == .tv
    }
    static func write(to mutableTraits: inout UIMutableTraits, value: Bool) {}
}

extension EnvironmentValues {
    fileprivate var prefersTabNavigation: Bool {
        get { self[PrefersTabNavigationKey.self] }
        set { self[PrefersTabNavigationKey.self] = newValue }
    }
}

/// The app's root: tabs when tab navigation is preferred, else a sidebar.
private struct AdaptiveRoot: View {
    @Environment(\.prefersTabNavigation) private var prefersTabs
    var body: some View {
        if prefersTabs {
            Color.red.frame(width: 100, height: 40).id("tabs")
        } else {
            Color.blue.frame(width: 200, height: 40).id("sidebar")
        }
    }
}

/// Align's calendar: UIKit's calendar view with a single-date selection.
private struct CalendarViewWrapper: UIViewRepresentable {
    @Binding var selectedDate: Date
    func makeUIView(context: Context) -> UICalendarView {
        let calendarView = UICalendarView()
        calendarView.calendar = Calendar.current
        calendarView.fontDesign = .rounded
        calendarView.delegate = context.coordinator
        let selection = UICalendarSelectionSingleDate(delegate: context.coordinator)
        selection.selectedDate = Calendar.current.dateComponents([.year, .month, .day], from: selectedDate)
        calendarView.selectionBehavior = selection
        return calendarView
    }
    func updateUIView(_ uiView: UICalendarView, context: Context) {
        uiView.reloadDecorations(forDateComponents: [], animated: true)
    }
    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator: NSObject, UICalendarViewDelegate, UICalendarSelectionSingleDateDelegate {
        var picked = 0
        func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?) { picked += 1 }
        func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? {
            .customView {
                let stack = UIStackView()
                stack.axis = .horizontal
                stack.spacing = -6
                stack.addArrangedSubview(UIView())
                return stack
            }
        }
    }
}

/// A journal entry with an `id` of its own, as GratitudeJournal's `@Model` declares it.
private final class Entry: PersistentModel {
    var id = UUID()
}

/// A note without an `id` of its own.
private final class Note: PersistentModel {
    var title = ""
}

@Suite("Framework API of game, fitness, calendar and Mac apps")
struct RealAppAPIGaps5Tests {
    private let proposal = ProposedViewSize(width: 390, height: 844)

    /// Seeded sources are the published generators (GameplayKitRandom.swift): RC4 keyed by "Key"
    /// starts its keystream EB 9F 77 81 [RC4 test vectors, e.g. Wikipedia's "RC4" article], read
    /// as one signed 32-bit number −341 870 719; MT19937 seeded with 5489 first gives 3 499 211 612
    /// [Matsumoto and Nishimura's mt19937ar; C++'s `std::mt19937` default], −795 755 684 signed;
    /// the MMIX generator from 0 first gives 1 442 695 040 888 963 407, whose high 32 bits are
    /// 335 903 614. The same seed gives the same values.
    @Test("GKARC4RandomSource, GKMersenneTwisterRandomSource and GKLinearCongruentialRandomSource with seeds")
    func seededSources() {
        #expect(GKARC4RandomSource(seed: Data("Key".utf8)).nextInt() == -341_870_719)
        #expect(GKMersenneTwisterRandomSource(seed: 5489).nextInt() == -795_755_684)
        #expect(GKLinearCongruentialRandomSource(seed: 0).nextInt() == 335_903_614)
        let first = GKARC4RandomSource(seed: Data([1, 2, 3])), second = GKARC4RandomSource(seed: Data([1, 2, 3]))
        first.dropValues(768)
        second.dropValues(768)
        #expect((0..<20).map { _ in first.nextInt(upperBound: 100) } == (0..<20).map { _ in second.nextInt(upperBound: 100) })
        let uniform = GKMersenneTwisterRandomSource(seed: 1)
        #expect((0..<1000).allSatisfy { _ in (0..<1).contains(uniform.nextUniform()) })
    }

    /// A distribution gives values of its range only; a shuffled one deals every value once before
    /// any comes again [DOC `GKShuffledDistribution`: "uniformly distributed across many samplings,
    /// but where short sequences of similar values are unlikely"]. A row of five rolls is 5 · 40 =
    /// 200 wide, centred at x 95. (That unseeded sources repeat from run to run is
    /// `RealAppFrameworkFileTests`' to show: each experiment program starts the sequence anew.)
    @Test("GKRandomDistribution, GKShuffledDistribution, d6() and arrayByShufflingObjects(in:)")
    func distributions() {
        let dice = GKRandomDistribution(randomSource: GKMersenneTwisterRandomSource(seed: 7), lowestValue: 1, highestValue: 6)
        let rolls = (0..<600).map { _ in dice.nextInt() }
        #expect(Set(rolls) == Set(1...6) && dice.numberOfPossibleOutcomes == 6)
        let deck = GKShuffledDistribution(randomSource: GKARC4RandomSource(seed: Data([9])), lowestValue: 1, highestValue: 4)
        #expect((0..<3).allSatisfy { _ in (0..<4).map { _ in deck.nextInt() }.sorted() == [1, 2, 3, 4] })
        let die = GKRandomDistribution(randomSource: GKMersenneTwisterRandomSource(seed: 11), lowestValue: 1, highestValue: 6)
        let once = (0..<5).map { _ in die.nextInt() }
        #expect((0..<20).allSatisfy { _ in (1...6).contains(GKRandomDistribution.d6().nextInt()) })
        let shuffled = GKRandomSource.sharedRandom().arrayByShufflingObjects(in: [1, 2, 3, 4, 5]) as? [Int]
        #expect(shuffled?.sorted() == [1, 2, 3, 4, 5])
        let gauss = GKGaussianDistribution(randomSource: GKMersenneTwisterRandomSource(seed: 3), mean: 10, deviation: 2)
        #expect(gauss.lowestValue == 4 && gauss.highestValue == 16 && (0..<200).allSatisfy { _ in (4...16).contains(gauss.nextInt()) })
        let result = LayoutLab.layout(DiceRow(rolls: once), in: proposal)
        expectFrame(result, "dice", CGSize(width: 200, height: CGFloat(once.max() ?? 0) * 10))
        #expect(result["dice"]?.minX == 95)
    }

    /// Five stones, three at most per turn: taking one leaves four, and whatever the opponent takes
    /// the player takes the rest, so minimax rates it a win and the others, which let the opponent
    /// take the rest, losses [DOC `GKMinmaxStrategist`: it "exhaustively searches all possible game
    /// model states in order to make choices that maximize the rating for its own moves and minimize
    /// the rating for an opponent's moves"]. Three turns ahead see it, as Chess's strategist looks.
    @Test("GKMinmaxStrategist finds the winning move of a game model written as Chess writes its engine")
    func minmaxStrategist() {
        let strategist = GKMinmaxStrategist()
        strategist.gameModel = Nim(stones: 5)
        strategist.maxLookAheadDepth = 3
        strategist.randomSource = nil
        let best = strategist.bestMove(for: Nim.both[0]) as? NimMove
        #expect(best?.take == 1 && best?.value == Int(Int32.max))
        #expect((strategist.randomMove(for: Nim.both[0], fromNumberOfBestMoves: 1) as? NimMove)?.take == 1)
        #expect((strategist.bestMoveForActivePlayer() as? NimMove)?.take == 1)
        strategist.gameModel = Nim(stones: 0)
        #expect(strategist.bestMove(for: Nim.both[0]) == nil)
    }

    /// Quantities convert between units of one kind [HealthKit: "km" is 1 000 m, a mile 1 609.344 m
    /// (the international mile), a kilocalorie 4 184 J (the thermochemical calorie)]: a 5 000 m run
    /// is 5 km, drawn as a 5 · 20 = 100 wide bar centred at x 145. A workout without a duration
    /// lasts its span.
    @Test("HKWorkout, HKQuery.predicateForWorkouts and HKUnit.meterUnit(with:) with conversions")
    func workoutsAndUnits() {
        let start = Date(timeIntervalSince1970: 0)
        let run = HKWorkout(activityType: .running, start: start, end: start.addingTimeInterval(1800), duration: 0,
                            totalEnergyBurned: HKQuantity(unit: .kilocalorie(), doubleValue: 300),
                            totalDistance: HKQuantity(unit: .meter(), doubleValue: 5000), metadata: nil)
        let km = run.totalDistance?.doubleValue(for: .meterUnit(with: .kilo)) ?? 0
        #expect(km == 5 && run.duration == 1800 && run.workoutActivityType.rawValue == 37)
        #expect(HKQuantity(unit: .mile(), doubleValue: 1).doubleValue(for: .meter()) == 1609.344)
        #expect(run.totalEnergyBurned?.doubleValue(for: .jouleUnit(with: .kilo)) == 1255.2)
        #expect(HKUnit.meterUnit(with: .kilo).unitString == "km" && HKUnit(from: "mcg") == .gramUnit(with: .micro))
        #expect(!HKQuantity(unit: .meter(), doubleValue: 1).is(compatibleWith: .second()))
        _ = HKQuery.predicateForWorkouts(with: .running)
        let result = LayoutLab.layout(Color.green.frame(width: km * 20, height: 20).id("bar"), in: proposal)
        expectFrame(result, "bar", CGRect(x: 145, y: 412, width: 100, height: 20))
    }

    /// A key bridged to UIKit's traits reads the current traits when nothing set it (UIKitTraits.swift):
    /// an iPhone's idiom is `.phone`, so the app shows tabs (100 × 40, centred at (145, 402)); set
    /// in the environment, the value set wins and the sidebar shows (200 wide, at x 95).
    @Test("UITraitBridgedEnvironmentKey reads UITraitCollection.userInterfaceIdiom when unset")
    func bridgedTraits() {
        #expect(UITraitCollection.current.userInterfaceIdiom == .phone && UITraitCollection.current.layoutDirection == .leftToRight)
        #expect(UITraitCollection.current.preferredContentSizeCategory == .large)
        let unset = LayoutLab.layout(AdaptiveRoot(), in: proposal)
        expectFrame(unset, "tabs", CGRect(x: 145, y: 402, width: 100, height: 40))
        let set = LayoutLab.layout(AdaptiveRoot().environment(\.prefersTabNavigation, false), in: proposal)
        expectFrame(set, "sidebar", CGRect(x: 95, y: 402, width: 200, height: 40))
    }

    /// UIKit's calendar view has no size of its own here (a representable's view,
    /// UIKitCalendarAndStacks.swift): 400 high by its frame, centred at y (844 − 400) / 2 = 222. No
    /// day is tapped, so the selection delegate hears nothing.
    @Test("UICalendarView with a single-date selection and decorations in a UIViewRepresentable")
    func calendarView() {
        let date = Date(timeIntervalSince1970: 86_400 * 365)
        let result = LayoutLab.layout(CalendarViewWrapper(selectedDate: .constant(date)).frame(height: 400).id("calendar"), in: proposal)
        expectFrame(result, "calendar", CGRect(x: 0, y: 222, width: 390, height: 400))
        let coordinator = CalendarViewWrapper.Coordinator()
        let selection = UICalendarSelectionSingleDate(delegate: coordinator)
        selection.setSelected(DateComponents(year: 2025, month: 3, day: 1), animated: true)
        #expect(selection.selectedDate?.day == 1 && coordinator.picked == 0)
        let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
        #expect(stack.arrangedSubviews.count == 2 && stack.subviews.count == 2 && stack.axis == .horizontal)
    }

    /// `Color(nsColor:)` is a colour named after AppKit's: as a view it fills its frame, 100 × 50
    /// centred at (145, 397).
    @Test("Color(nsColor:) with AppKit's semantic colours")
    func appKitColours() {
        let result = LayoutLab.layout(Color(nsColor: .windowBackgroundColor).frame(width: 100, height: 50).id("fill"), in: proposal)
        expectFrame(result, "fill", CGRect(x: 145, y: 397, width: 100, height: 50))
        #expect(Color(nsColor: .controlBackgroundColor) == Color(nsColor: .controlBackgroundColor))
        #expect(Color(nsColor: .textBackgroundColor) != Color(nsColor: .controlBackgroundColor))
    }

    /// SwiftData declares `extension PersistentModel { var id: PersistentIdentifier }`: a model with
    /// an `id` of its own keeps it, and still has SwiftData's where a `PersistentIdentifier` is
    /// wanted; one without is identified by it, so `ForEach` lists two notes as two rows (two
    /// 10-high rows in a VStack of spacing 0, from y (844 − 20) / 2 = 412).
    @Test("PersistentModel.id is a PersistentIdentifier")
    func persistentIdentifiers() {
        let entry = Entry()
        let saved: PersistentIdentifier? = entry.id
        let own: UUID = entry.id
        #expect(saved == entry.persistentModelID && own == entry.id)
        let notes = [Note(), Note()]
        #expect(notes[0].id != notes[1].id && notes[0].id == notes[0].persistentModelID)
        let result = LayoutLab.layout(VStack(spacing: 0) { ForEach(notes) { _ in Color.red.frame(width: 10, height: 10) } }.id("rows"),
                                      in: proposal)
        expectFrame(result, "rows", CGRect(x: 190, y: 412, width: 10, height: 20))
    }
}
