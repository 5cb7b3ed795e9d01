// Files of real apps that import frameworks the library stands in for, compiled as `layoutlab run`
// compiles them: UserNotifications (DailyPlan's manager), PencilKit (DailyPlanner's canvas),
// StoreKit and WebKit (markdown-editor), GameplayKit (Chess's engine, dice) and Foundation's date
// symbols as Apple's Foundation types them; CryptoKit, which the library does not model, is an
// error that says so.
@testable import ExperimentFiles
import Experiments
import LayoutEngine
import Testing
import TestSupport

@Suite("Real app files importing Apple frameworks")
struct RealAppFrameworkFileTests {
    /// The experiments of `sources`, compiled as `layoutlab run` compiles them.
    private func load(_ sources: [(path: String, text: String)]) throws -> [CompiledExperiment] {
        let loader = ExperimentLoader(compiler: ExperimentCompiler(toolchain: try Toolchain.locate(), cacheFolder: Repository.compileCache))
        return try loader.load(sources: sources)
    }

    /// The experiment's first layout.
    private func layout(_ item: CompiledExperiment) throws -> LayoutResult {
        try #require(item.laidOut(by: ExperimentRunner(engine: Engine())).layouts.first?.result)
    }

    private func expectFrame(_ frame: Rect?, _ expected: [Double], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let frame else {
            Issue.record("no such node", sourceLocation: sourceLocation)
            return
        }
        for (actual, wanted) in zip([frame.minX, frame.minY, frame.size.width, frame.size.height], expected) {
            expectClose(actual, wanted, sourceLocation: sourceLocation)
        }
    }

    /// A planner file (DailyPlan's `NotificationManager`, unchanged in what it calls) beside a
    /// drawing file (DailyPlanner's canvas): the manager asks for permission, which is never
    /// answered, so the screen shows its "turn on reminders" banner (60 high) over the canvas,
    /// which takes the other 703 of the 763-high preview (a representable's view has no size of
    /// its own). The store and web files compile beside them; the store takes its proposal.
    @Test("UserNotifications, PencilKit, StoreKit and WebKit files compile and lay out unchanged")
    func plannerDrawingStoreAndWeb() throws {
        let manager = """
            import Foundation
            import UserNotifications

            class NotificationManager: NSObject, UNUserNotificationCenterDelegate {
                static let shared = NotificationManager()
                var granted = false

                override private init() {
                    super.init()
                    UNUserNotificationCenter.current().delegate = self
                }

                func requestAuthorization() {
                    UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge, .sound]) { granted, error in
                        self.granted = granted
                        UNUserNotificationCenter.current().getNotificationSettings { settings in
                            print("Alert Setting: \\(settings.alertSetting.rawValue)")
                        }
                    }
                }

                func schedule(_ title: String, at date: Date) {
                    let content = UNMutableNotificationContent()
                    content.title = "⏰ Task Starting Now!"
                    content.body = title
                    content.sound = UNNotificationSound.default
                    content.badge = 1
                    content.interruptionLevel = .timeSensitive
                    let components = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: date)
                    let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: false)
                    let request = UNNotificationRequest(identifier: title, content: content, trigger: trigger)
                    UNUserNotificationCenter.current().add(request) { error in
                        UNUserNotificationCenter.current().getPendingNotificationRequests { requests in
                            for request in requests {
                                if let trigger = request.trigger as? UNCalendarNotificationTrigger {
                                    print("Next trigger: \\(trigger.nextTriggerDate()?.formatted() ?? "N/A")")
                                }
                            }
                        }
                    }
                }

                func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                            withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
                    completionHandler([.banner, .sound, .badge])
                }
            }
            """
        let planner = """
            import SwiftUI
            import PencilKit

            struct DrawingCanvasView: UIViewRepresentable {
                var drawingData: Data?
                var onDrawingChanged: (Data) -> Void

                func makeUIView(context: Context) -> PKCanvasView {
                    let canvas = PKCanvasView()
                    canvas.backgroundColor = .clear
                    canvas.isOpaque = false
                    canvas.drawingPolicy = .anyInput
                    canvas.tool = PKInkingTool(.pen, color: .white, width: 2)
                    canvas.delegate = context.coordinator
                    if let data = drawingData, let drawing = try? PKDrawing(data: data) {
                        canvas.drawing = drawing
                    }
                    return canvas
                }

                func updateUIView(_ canvas: PKCanvasView, context: Context) {
                    if let data = drawingData, let drawing = try? PKDrawing(data: data), canvas.drawing.dataRepresentation() != data {
                        canvas.drawing = drawing
                    }
                }

                func makeCoordinator() -> Coordinator { Coordinator(onDrawingChanged: onDrawingChanged) }

                class Coordinator: NSObject, PKCanvasViewDelegate {
                    var onDrawingChanged: (Data) -> Void
                    init(onDrawingChanged: @escaping (Data) -> Void) { self.onDrawingChanged = onDrawingChanged }
                    func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) {
                        onDrawingChanged(canvasView.drawing.dataRepresentation())
                    }
                }
            }

            struct DayPage: View {
                @State private var askedForReminders = false
                var body: some View {
                    VStack(spacing: 0) {
                        if !NotificationManager.shared.granted {
                            Color.orange.frame(height: 60).id("banner")
                        }
                        DrawingCanvasView(drawingData: nil) { _ in }.id("canvas")
                    }
                    .onAppear {
                        NotificationManager.shared.requestAuthorization()
                        NotificationManager.shared.schedule("Standup", at: Date().addingTimeInterval(3600))
                    }
                }
            }

            #Preview { DayPage() }
            """
        let paywall = """
            import StoreKit
            import SwiftUI
            import WebKit

            func upgraded(_ transaction: StoreKit.Transaction) -> Bool { transaction.isUpgraded }

            struct MarkdownPreview: UIViewRepresentable {
                let html: String
                func makeUIView(context: Context) -> WKWebView {
                    let configuration = WKWebViewConfiguration()
                    configuration.preferences.setValue(true, forKey: "allowFileAccessFromFileURLs")
                    configuration.preferences.isTextInteractionEnabled = true
                    let webView = WKWebView(frame: .zero, configuration: configuration)
                    webView.isOpaque = false
                    webView.backgroundColor = .clear
                    return webView
                }
                func updateUIView(_ webView: WKWebView, context: Context) { webView.loadHTMLString(html, baseURL: nil) }
            }

            struct PremiumPaywallView: View {
                var body: some View {
                    SubscriptionStoreView(productIDs: ["pro.monthly", "pro.annual"]) {
                        Text("Mac MD Premium").font(.title.bold())
                    }
                    .backgroundStyle(.clear)
                    .subscriptionStoreButtonLabel(.multiline)
                    .subscriptionStorePickerItemBackground(.thinMaterial)
                    .onInAppPurchaseCompletion { _, result in
                        if case .success = result { print("bought") }
                    }
                    .id("store")
                }
            }

            #Preview { PremiumPaywallView() }
            """
        let loaded = try load([(path: "/app/NotificationManager.swift", text: manager), (path: "/app/DayPage.swift", text: planner),
                               (path: "/app/Paywall.swift", text: paywall)])
        #expect(loaded.map(\.experiment.name).sorted() == ["DayPage/preview-1", "Paywall/preview-1"])
        let day = try layout(try #require(loaded.first { $0.experiment.name == "DayPage/preview-1" }))
        expectFrame(day.frame(of: "banner"), [0, 0, 390, 60])
        expectFrame(day.frame(of: "canvas"), [0, 60, 390, 703])
        let store = try layout(try #require(loaded.first { $0.experiment.name == "Paywall/preview-1" }))
        expectFrame(store.frame(of: "store"), [0, 0, 390, 763])
    }

    /// CryptoKit is not modelled: a file importing it stops before anything is compiled, at the
    /// import, and the error calls it an Apple framework layoutlab does not model yet (not a package
    /// the app adds), saying which files to give.
    @Test("import CryptoKit is an Apple framework not modelled yet, reported at the import")
    func cryptoKitNotModelled() throws {
        let source = """
            import SwiftUI
            import CryptoKit

            struct Digest: View {
                var body: some View { Text(SHA256.hash(data: Data("abc".utf8)).description) }
            }

            #Preview { Digest() }
            """
        #expect {
            try load([(path: "/app/Digest.swift", text: source)])
        } throws: { error in
            let diagnostics = (error as? ExperimentFileError)?.diagnostics ?? []
            return diagnostics.map { "\($0.location): \($0.message)" } == ["/app/Digest.swift:2:8: no such module 'CryptoKit'"]
                && diagnostics.allSatisfy { $0.hint.hasPrefix("`CryptoKit` is an Apple framework layoutlab does not model yet: "
                    + "give the files that do not import it") }
        }
    }

    /// Chess's engine, written as it is (`NSObject` subclasses, `GKGameModelPlayer` as a type,
    /// `copy(with:)` for `NSCopying`), compiles; its strategist runs. The seeded source is
    /// MT19937's [mt19937ar: seed 5489 first gives 3 499 211 612, −795 755 684 as a signed 32-bit
    /// number]: 795 755 684 mod 300 = 284 wide, from x (390 − 284) / 2 = 53. An unseeded die draws
    /// from the experiment's sequence: two runs of the program roll the same.
    @Test("import GameplayKit: a Chess-style game model, a seeded source and an unseeded die")
    func gameplayKit() throws {
        let source = """
            import SwiftUI
            import GameplayKit

            class AIPlayer: NSObject, GKGameModelPlayer {
                var playerId: Int
                static var allPlayers = [AIPlayer(0), AIPlayer(1)]
                init(_ id: Int) { playerId = id; super.init() }
            }
            class AIMove: NSObject, GKGameModelUpdate {
                var value: Int = 0
                let take: Int
                init(take: Int) { self.take = take }
            }
            class AIEngine: NSObject, GKGameModel {
                var stones = 5
                var turn = 0
                var players: [GKGameModelPlayer]? { AIPlayer.allPlayers }
                var activePlayer: GKGameModelPlayer? { AIPlayer.allPlayers[turn] }
                func copy(with zone: NSZone? = nil) -> Any {
                    let copy = AIEngine()
                    copy.setGameModel(self)
                    return copy
                }
                func setGameModel(_ gameModel: GKGameModel) {
                    if let engine = gameModel as? AIEngine { stones = engine.stones; turn = engine.turn }
                }
                func gameModelUpdates(for player: GKGameModelPlayer) -> [GKGameModelUpdate]? {
                    stones == 0 ? nil : (1...min(3, stones)).map { AIMove(take: $0) }
                }
                func apply(_ gameModelUpdate: GKGameModelUpdate) {
                    if let move = gameModelUpdate as? AIMove { stones -= move.take; turn = 1 - turn }
                }
                func score(for player: GKGameModelPlayer) -> Int { stones % 4 == 0 && turn != player.playerId ? 10 : 0 }
            }

            struct Board: View {
                let seeded = GKMersenneTwisterRandomSource(seed: 5489).nextInt()
                let die = GKRandomDistribution(lowestValue: 1, highestValue: 6)
                var best: Int {
                    let strategist = GKMinmaxStrategist()
                    strategist.gameModel = AIEngine()
                    strategist.maxLookAheadDepth = 1
                    strategist.randomSource = nil
                    return (strategist.bestMove(for: AIPlayer.allPlayers[0]) as? AIMove)?.take ?? 0
                }
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: CGFloat(abs(seeded) % 300), height: 10).id("seeded")
                        Color.green.frame(width: CGFloat(best) * 10, height: 10).id("best")
                        Color.blue.frame(width: CGFloat(die.nextInt()) * 10, height: 10).id("die")
                    }
                }
            }

            #Preview { Board() }
            """
        let first = try layout(try #require(try load([(path: "/app/Board.swift", text: source)]).first))
        expectFrame(first.frame(of: "seeded"), [53, 366.5, 284, 10])
        // Taking one leaves four, which the score rates 10 for the player: the best move.
        expectFrame(first.frame(of: "best"), [190, 376.5, 10, 10])
        let die = try #require(first.frame(of: "die"))
        #expect((10...60).contains(die.size.width))
        let again = try layout(try #require(try load([(path: "/app/Board.swift", text: source)]).first))
        #expect(again.frame(of: "die") == die)
    }

    /// Apple's Foundation declares `DateFormatter`'s symbols implicitly unwrapped (`var
    /// shortWeekdaySymbols: [String]!`), so code force-unwraps and binds them; in en_US there are
    /// 7 weekdays and 12 months, "AM" has 2 letters: bars 70, 120 and 20 wide. `Color(nsColor:)`
    /// compiles in an iOS file (a Mac app's): a colour filling its 50 × 10 frame.
    @Test("DateFormatter's symbols force-unwrapped and bound; Color(nsColor:)")
    func foundationSymbolsAndAppKitColours() throws {
        let source = """
            import SwiftUI

            struct Symbols: View {
                var weekdays: [String] { DateFormatter().shortWeekdaySymbols! }
                var months: Int {
                    let formatter = DateFormatter()
                    if let months = formatter.monthSymbols { return months.count }
                    return 0
                }
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: CGFloat(weekdays.count * 10), height: 10).id("weekdays")
                        Color.red.frame(width: CGFloat(months * 10), height: 10).id("months")
                        Color.red.frame(width: CGFloat(DateFormatter().amSymbol!.count * 10), height: 10).id("am")
                        Color(nsColor: .windowBackgroundColor).frame(width: 50, height: 10).id("window")
                    }
                }
            }

            #Preview { Symbols() }
            """
        let bars = try layout(try #require(try load([(path: "/app/Symbols.swift", text: source)]).first))
        expectFrame(bars.frame(of: "weekdays"), [160, 361.5, 70, 10])
        expectFrame(bars.frame(of: "months"), [135, 371.5, 120, 10])
        expectFrame(bars.frame(of: "am"), [185, 381.5, 20, 10])
        expectFrame(bars.frame(of: "window"), [170, 391.5, 50, 10])
    }
}
