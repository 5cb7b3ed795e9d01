// Patterns of real app code that were refused, compiled as `layoutlab run` compiles them: a
// `#Preview` body with explicit `return`s of different views (the `#Preview` macro's body returns
// `any View`); a view made main-actor by `@EnvironmentObject` created from a plain class's property
// and called from a timer's closure (SwiftUI's wrappers are `@preconcurrency`: warnings in Swift 5
// mode, not errors); files declaring the same extension member on different types, and a
// subscript another file's extension declares, compiled as one module; a `convenience init` in an
// extension of `UIColor` (a struct here) and SwiftData's `modelContext` and migration plans.
@testable import ExperimentFiles
import Experiments
import LayoutEngine
import Testing
import TestSupport

@Suite("Real app code patterns")
struct RealAppCodeTests {
    /// The experiments of `sources`, compiled as `layoutlab run` compiles them.
    private func load(_ sources: [(path: String, text: String)]) throws -> [CompiledExperiment] {
        let loader = ExperimentLoader(compiler: ExperimentCompiler(toolchain: try Toolchain.locate(), cacheFolder: Repository.compileCache))
        return try loader.load(sources: sources)
    }

    private func rootFrame(_ item: CompiledExperiment) throws -> Rect {
        let result = try #require(item.laidOut(by: ExperimentRunner(engine: Engine())).layouts.first?.result)
        return try #require(result.placements.first { $0.node == 0 }).frame
    }

    private func expectFrame(_ frame: Rect, _ expected: [Double], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for (actual, wanted) in zip([frame.minX, frame.minY, frame.size.width, frame.size.height], expected) {
            expectClose(actual, wanted, sourceLocation: sourceLocation)
        }
    }

    /// The loading preview of an Xcode 15 SwiftData template: `do { …; return Screen(…) } catch {
    /// return Text(…) }`. The 100 × 40 colour with 16 points of padding is 132 × 72, centred in the
    /// 390 × 763 preview: (390 − 132) / 2 = 129, (763 − 72) / 2 = 345.5.
    @Test("a preview body may return different views explicitly")
    func previewWithExplicitReturns() throws {
        let source = """
            import SwiftUI
            struct LoadError: Error {}
            func loadName() throws -> String { "Ada" }
            struct Greeting: View {
                let name: String
                var body: some View { Color.red.frame(width: 100, height: 40).padding() }
            }
            #Preview {
                do {
                    let name = try loadName()
                    return Greeting(name: name)
                } catch {
                    return Text("Failed")
                }
            }
            """
        let loaded = try load([(path: "/app/Greeting.swift", text: source)])
        #expect(loaded.map(\.experiment.name) == ["Greeting/preview-1"])
        expectFrame(try rootFrame(try #require(loaded.first)), [129, 345.5, 132, 72])
    }

    /// As Xcode 16 compiles them in Swift 5 mode: a view that reads an `@EnvironmentObject` is
    /// main-actor isolated, and a plain class's property default and a timer's closure use it.
    @Test("a main-actor view is made and called from nonisolated code, as Swift 5 mode allows")
    func mainActorViewsFromNonisolatedCode() throws {
        let source = """
            import SwiftUI
            final class Session: ObservableObject { @Published var token: String? }
            struct Tinted: ViewModifier {
                @ObservedObject private var session = Session()
                func body(content: Content) -> some View { content.padding(8) }
            }
            extension View { func tinted() -> some View { modifier(Tinted()) } }
            struct LoginView: View {
                @EnvironmentObject var session: Session
                @State private var count = 0
                var body: some View {
                    Color.blue.frame(width: 100, height: 40).tinted()
                        .onAppear { Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in refresh() } }
                }
                func refresh() { count += 1 }
            }
            final class Router: ObservableObject {
                @Published var current: AnyView = AnyView(LoginView())
            }
            #Preview { LoginView().environmentObject(Session()) }
            """
        let loaded = try load([(path: "/app/LoginView.swift", text: source)])
        // 100 × 40 with 8 points of padding: 116 × 56 at ((390 − 116) / 2, (763 − 56) / 2).
        expectFrame(try rootFrame(try #require(loaded.first)), [137, 353.5, 116, 56])
    }

    /// `Color.game()` and `Font.game()` in two files, and `names[safe: 1]` from a third file's
    /// extension: one module. The badge is the second name's colour, 60 × 30, centred.
    @Test("files with the same extension member on different types, and a labelled subscript, compile together")
    func extensionMembersAndSubscriptsAcrossFiles() throws {
        let badge = """
            import SwiftUI
            extension Color { static func game() -> Color { .red } }
            struct Badge: View {
                let names = ["Ada", "Grace"]
                var body: some View {
                    LightTheme().accent.frame(width: names[safe: 1] == "Grace" ? 60 : 10, height: 30)
                }
            }
            #Preview { Badge() }
            """
        let theme = """
            import SwiftUI
            struct LightTheme { var accent: Color { .blue } }
            extension Font { static func game() -> Font { .title } }
            """
        let safe = """
            extension Collection {
                subscript(safe index: Index) -> Element? { indices.contains(index) ? self[index] : nil }
            }
            """
        let loaded = try load([(path: "/app/Badge.swift", text: badge), (path: "/app/Theme.swift", text: theme),
                                               (path: "/app/Safe.swift", text: safe)])
        #expect(loaded.map(\.experiment.name) == ["Badge/preview-1"])
        expectFrame(try rootFrame(try #require(loaded.first)), [165, 366.5, 60, 30])
    }

    /// `extension UIColor { convenience init(gray:) }` compiles (the library's `UIColor` is a
    /// struct: the rewriter drops `convenience`), as do a model's `modelContext` and a container
    /// made with a migration plan and a list of configurations. The swatch is 80 × 80, centred.
    @Test("UIColor convenience initializers and SwiftData's model context and migration plans compile")
    func uiColorConvenienceAndSwiftData() throws {
        let source = """
            import SwiftUI
            import SwiftData
            import UIKit
            extension UIColor {
                convenience init(gray: CGFloat) { self.init(red: gray, green: gray, blue: gray, alpha: 1) }
            }
            @Model final class Habit {
                var name: String
                init(name: String) { self.name = name }
                func rename(to newName: String) throws { name = newName; try modelContext?.save() }
            }
            enum SchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Habit.self] }
            }
            enum Plan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [SchemaV1.self] }
                static var stages: [MigrationStage] { [] }
            }
            struct Swatch: View {
                var body: some View { Color(uiColor: UIColor(gray: 0.5)).frame(width: 80, height: 80) }
            }
            #Preview {
                let container = try! ModelContainer(for: Habit.self, migrationPlan: Plan.self,
                                                    configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
                Swatch().modelContainer(container)
            }
            """
        let loaded = try load([(path: "/app/Swatch.swift", text: source)])
        expectFrame(try rootFrame(try #require(loaded.first)), [155, 341.5, 80, 80])
    }

    /// A preview provider holding a `@StateObject` of a main-actor model (SwiftUI's `PreviewProvider`
    /// is main-actor isolated), `URLSession.shared.data` passed as a function, keyboard
    /// notifications, a date interpolated with a formatter: the card is 200 × 50, centred.
    @Test("a main-actor preview provider, URLSession functions, keyboard notifications and formatter interpolation compile")
    func previewProvidersNetworkingAndKeyboard() throws {
        let source = """
            import SwiftUI
            import UIKit
            @MainActor final class AppState: ObservableObject { @Published var count = 3 }
            struct APIClient {
                var load: (URLRequest) async throws -> (Data, URLResponse)
                static let live = APIClient(load: URLSession.shared.data)
            }
            struct Card: View {
                @EnvironmentObject var state: AppState
                @State private var keyboard = false
                let formatter = DateFormatter()
                var body: some View {
                    Color.orange.frame(width: 200, height: 50)
                        .accessibilityLabel(Text("Updated \\(Date(timeIntervalSince1970: 0), formatter: formatter)"))
                        .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)) { _ in keyboard = true }
                }
            }
            struct Card_Previews: PreviewProvider {
                @StateObject static var state = AppState()
                static var previews: some View { Card().environmentObject(state) }
            }
            """
        let loaded = try load([(path: "/app/Card.swift", text: source)])
        expectFrame(try rootFrame(try #require(loaded.first)), [95, 356.5, 200, 50])
    }

    /// API of course and personal apps: a string-titled and a label-only `ContentUnavailableView`,
    /// `os.Logger`, `@FocusState.Binding`, `.keyboardType(.alphabet)`, a `MeshGradient`, a text
    /// field with a `Formatter`, `Timer` with a target and selector, a `UUID` as a `CVarArg`,
    /// `UIApplication`'s notifications, `Color.cgColor` and a `MeshGradient` as a view. The 120 × 44
    /// field row is centred.
    @Test("course and personal apps' API compiles")
    func courseAppAPI() throws {
        let source = """
            import SwiftUI
            import os
            let logger = os.Logger(subsystem: "app", category: "App")
            final class Stopwatch: NSObject, ObservableObject {
                private var timer: Timer?
                func start() { timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true) }
                @objc func tick() {}
            }
            struct NameField: View {
                @FocusState.Binding var isFocused: Bool
                let formatter = NumberFormatter()
                @State private var amount = 3.0
                var body: some View {
                    TextField("Amount", value: $amount, formatter: formatter).keyboardType(.alphabet).focused($isFocused)
                }
            }
            struct Screen: View {
                @FocusState private var isFocused: Bool
                let title = "No prospects"
                var body: some View {
                    let predicate = NSPredicate(format: "id == %@", UUID() as CVarArg)
                    NameField(isFocused: $isFocused)
                        .frame(width: 120, height: 44)
                        .background(MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.green, .green, .blue, .black]))
                        .overlay { if predicate.predicateFormat.isEmpty, Color.red.cgColor != nil { ContentUnavailableView(title, systemImage: "person") } }
                        .onReceive(NotificationCenter.default.publisher(for: UIApplication.willResignActiveNotification)) { _ in }
                }
            }
            struct Empty: View { var body: some View { ContentUnavailableView { Label("No transactions", systemImage: "tray") } } }
            struct Mesh: View {
                var body: some View {
                    MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .red, .blue, .blue]).ignoresSafeArea()
                }
            }
            #Preview { Screen() }
            """
        let loaded = try load([(path: "/app/Screen.swift", text: source)])
        #expect(loaded.map(\.experiment.name) == ["Screen/preview-1"])
        expectFrame(try rootFrame(try #require(loaded.first)), [135, 359.5, 120, 44])
    }

    /// UIKit and PhotosUI controls apps wrap in representables — `UITextField`, `PHPickerViewController`
    /// — and alerts made with `UIAlertController`. A representable has no size of its own: the
    /// field takes the proposed width and its 44-point frame, padded 16: 390 × 76 at y = (763 − 76) / 2.
    @Test("UIKit text fields, photo pickers and alerts in representables compile")
    func uiKitRepresentables() throws {
        let source = """
            import SwiftUI
            import PhotosUI
            final class TagField: UITextField {
                override func deleteBackward() { super.deleteBackward() }
                override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
            }
            struct PlainTextField: UIViewRepresentable {
                @Binding var text: String
                func makeUIView(context: Context) -> UITextField {
                    let field = TagField()
                    _ = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
                    _ = field.resignFirstResponder()
                    field.placeholder = "Tag"
                    field.borderStyle = .roundedRect
                    return field
                }
                func updateUIView(_ uiView: UITextField, context: Context) { uiView.text = text }
            }
            struct ImagePicker: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> PHPickerViewController {
                    var config = PHPickerConfiguration()
                    config.filter = .images
                    return PHPickerViewController(configuration: config)
                }
                func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}
            }
            extension View {
                func showAlert(title: String) {
                    let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                }
            }
            struct TagEntry: View {
                @State private var text = ""
                var body: some View { PlainTextField(text: $text).frame(height: 44).padding() }
            }
            #Preview { TagEntry() }
            """
        let loaded = try load([(path: "/app/TagEntry.swift", text: source)])
        expectFrame(try rootFrame(try #require(loaded.first)), [0, 343.5, 390, 76])
    }

    /// A calculator's regex literal (Xcode compiles `/…/` in app targets), a shape flipped with
    /// `scale(x:y:)`, a canvas drawing its symbols, and a gesture made of another in its `body`.
    /// The shapes take the proposal whatever is done to their paths: the 100 × 40 frame padded 16
    /// is 132 × 72, centred in 390 × 763 at (129, 345.5).
    @Test("regex literals, scaled and rotated shapes, canvas symbols and gestures with a body compile")
    func drawingAndGestures() throws {
        let source = """
            import SwiftUI
            struct Selection: Gesture {
                @Binding var start: CGPoint
                var body: some Gesture {
                    DragGesture(minimumDistance: 0).onChanged { value in start = value.startLocation }
                }
            }
            struct Arrow: View {
                @State private var start = CGPoint.zero
                let label = "12 in"
                var body: some View {
                    ZStack {
                        Circle().scale(x: -1, y: 1).stroke(.red)
                        Capsule().rotation(.degrees(90)).fill(.blue)
                        Canvas { context, size in
                            if let mark = context.resolveSymbol(id: 0) { context.draw(mark, at: CGPoint(x: 10, y: 10)) }
                        } symbols: {
                            Text(label.contains(/[0-9]+/) ? "#" : "-").tag(0)
                        }
                    }
                    .frame(width: 100, height: 40)
                    .gesture(Selection(start: $start).onEnded { _ in })
                    .padding()
                }
            }
            #Preview { Arrow() }
            """
        let loaded = try load([(path: "/app/Arrow.swift", text: source)])
        expectFrame(try rootFrame(try #require(loaded.first)), [129, 345.5, 132, 72])
    }

    /// A UIKit-era app (Xcode 11's template): `@UIApplicationMain` on its delegate, a scene delegate
    /// making its window with a hosting controller; and iOS 17's `MapReader` and a photo picker
    /// given its library. The map takes the proposal, 390 × 763.
    @Test("UIKit app and scene delegates, MapReader and photosPicker(photoLibrary:) compile")
    func uiKitAppDelegates() throws {
        let delegate = """
            import UIKit
            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
                func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                                 options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                    UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
                }
            }
            """
        let scene = """
            import SwiftUI
            import MapKit
            import PhotosUI
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    if let windowScene = scene as? UIWindowScene {
                        let window = UIWindow(windowScene: windowScene)
                        window.rootViewController = UIHostingController(rootView: Places())
                        self.window = window
                        window.makeKeyAndVisible()
                    }
                }
            }
            struct Places: View {
                @State private var picking = false
                @State private var item: PhotosPickerItem?
                var body: some View {
                    MapReader { proxy in
                        Map().onTapGesture { point in _ = proxy.convert(point, from: .local) }
                    }
                    .photosPicker(isPresented: $picking, selection: $item, matching: .images, photoLibrary: .shared())
                }
            }
            #Preview { Places() }
            """
        let loaded = try load([(path: "/app/AppDelegate.swift", text: delegate), (path: "/app/SceneDelegate.swift", text: scene)])
        #expect(loaded.map(\.experiment.name) == ["SceneDelegate/preview-1"])
        expectFrame(try rootFrame(try #require(loaded.first)), [0, 0, 390, 763])
    }

    /// The first values map, music and game models give their properties, inside `@Observable`
    /// (whose expansion repeats any error): a C struct's zero initializer, `MKCoordinateRegion()`,
    /// and `NSObject`'s `init()`, `Timer()` and `AVAudioPlayer()`; `import CoreMedia` and
    /// `import Contacts` are the library's. The 100 × 40 colour (the zero region adds no width) is
    /// centred in the 390 × 763 preview: (145, 361.5).
    @Test("MKCoordinateRegion(), Timer() and AVAudioPlayer() as @Observable properties; CoreMedia and Contacts import")
    func zeroInitializersInObservableModels() throws {
        let source = """
            import SwiftUI
            import MapKit
            import AVFoundation
            import CoreMedia
            import Contacts
            @Observable final class Places {
                var region = MKCoordinateRegion()
                var timer = Timer()
                var player = AVAudioPlayer()
                var start = CMTime.zero
                let address = [CNPostalAddressCityKey: "Cupertino"]
            }
            struct Region: View {
                @State private var places = Places()
                var body: some View {
                    Color.red.frame(width: 100 + places.region.span.latitudeDelta, height: 40)
                }
            }
            #Preview { Region() }
            """
        let loaded = try load([(path: "/app/Region.swift", text: source)])
        #expect(loaded.map(\.experiment.name) == ["Region/preview-1"])
        expectFrame(try rootFrame(try #require(loaded.first)), [145, 361.5, 100, 40])
    }

    /// A reading list fetched from CloudKit's public database and a now-playing card over
    /// MediaPlayer's system player: both compile; nothing syncs or plays, so the card shows its
    /// placeholder. Text "Not playing" in 16 points of padding: its row is 20.33 + 32 high.
    @Test("CloudKit queries and record IDs, and MediaPlayer's player and notifications compile")
    func cloudKitAndMediaPlayer() throws {
        let source = """
            import SwiftUI
            import CloudKit
            import MediaPlayer
            struct Article: Identifiable, Hashable {
                var id: CKRecord.ID
                var title: String
                init(record: CKRecord) {
                    id = record.recordID
                    title = record["title"] as? String ?? "No title"
                }
            }
            func fetchArticles(from database: CKDatabase) async throws -> [Article] {
                let query = CKQuery(recordType: "Article", predicate: NSPredicate(value: true))
                database.fetch(withQuery: query) { _ in }
                let (results, _) = try await database.records(matching: query)
                return results.compactMap { try? $0.1.get() }.map(Article.init)
            }
            struct NowPlaying: View {
                let player = MPMusicPlayerController.systemMusicPlayer
                var body: some View {
                    Text(player.playbackState == .playing ? player.nowPlayingItem?.title ?? "" : "Not playing")
                        .padding()
                        .onReceive(NotificationCenter.default.publisher(for: .MPMusicPlayerControllerNowPlayingItemDidChange)) { _ in }
                        .onAppear { player.beginGeneratingPlaybackNotifications() }
                }
            }
            #Preview { NowPlaying() }
            """
        let loaded = try load([(path: "/app/NowPlaying.swift", text: source)])
        let frame = try rootFrame(try #require(loaded.first))
        expectClose(frame.size.height, 52.33)
        expectClose(frame.minY, (763 - 52.33) / 2)
    }

    /// A request started while views are made (a view model fetching in its `init`) goes through
    /// a closed local port, not the network: it fails at once with "cannot connect to host"
    /// (NSURLErrorCannotConnectToHost, -1004), whatever the host and the machine's network.
    @Test("requests the experiment program makes while views are made do not reach the network")
    func requestsStayOffline() throws {
        let source = """
            import SwiftUI
            import Foundation
            #if canImport(FoundationNetworking)
            import FoundationNetworking
            #endif
            func probe() -> String {
                let done = DispatchSemaphore(value: 0)
                var code = 0
                URLSession.shared.dataTask(with: URL(string: "https://example.com/")!) { _, _, error in
                    code = (error as NSError?)?.code ?? 0
                    done.signal()
                }.resume()
                _ = done.wait(timeout: .now() + 5)
                return "code \\(code)"
            }
            struct Net: View { var body: some View { Text(probe()) } }
            #Preview { Net() }
            """
        let loaded = try load([(path: "/app/Net.swift", text: source)])
        let tree = try #require(loaded.first).experiment.tree
        func texts(_ node: ViewNode) -> [ViewKind] { [node.kind] + node.children.flatMap(texts) }
        #if os(Linux)
        #expect(texts(tree).contains(.text("code -1004")), "\(texts(tree))")
        #endif
    }

    /// Weather, budget and calendar apps' code: iOS 13's `TextField(_:text:onEditingChanged:onCommit:)`,
    /// a persistence controller's Core Data calls, a stroke style set property by property, a
    /// progress style wrapping `ProgressView(configuration)`, and `@Environment (\.dismiss)` with a
    /// space (Swift 5 mode warns). The field's 44-point frame padded 16: 390 × 76, centred.
    @Test("old text field initializers, Core Data stacks, stroke styles, progress styles and spaced attributes compile")
    func budgetAndWeatherApps() throws {
        let source = """
            import SwiftUI
            import CoreData
            final class Store {
                let container = NSPersistentContainer(name: "Budget")
                init() {
                    container.persistentStoreDescriptions.first?.shouldMigrateStoreAutomatically = true
                    container.loadPersistentStores { _, _ in }
                    _ = container.persistentStoreCoordinator.persistentStores
                    let context = container.viewContext
                    if let entity = NSEntityDescription.entity(forEntityName: "Item", in: context) { _ = entity.name }
                    context.rollback()
                    context.refreshAllObjects()
                    _ = try? context.count(for: NSFetchRequest<NSManagedObject>(entityName: "Item"))
                }
            }
            struct Ring: ProgressViewStyle {
                func makeBody(configuration: Configuration) -> some View {
                    var style = StrokeStyle()
                    style.lineWidth = 20
                    style.lineCap = .round
                    return ProgressView(configuration).overlay(Circle().stroke(.red, style: style))
                }
            }
            struct Search: View {
                @Environment (\\.dismiss) var dismiss
                @State private var city = ""
                let store = Store()
                var body: some View {
                    TextField("City", text: $city, onEditingChanged: { _ in }, onCommit: { dismiss() })
                        .frame(height: 44)
                        .padding()
                }
            }
            #Preview { Search() }
            """
        let loaded = try load([(path: "/app/Search.swift", text: source)])
        expectFrame(try rootFrame(try #require(loaded.first)), [0, 343.5, 390, 76])
    }

    /// A weather app's data manager (Combine's `Future` and `URLSession.DataTaskPublisher`) and a
    /// shop's Core Data template (`NSSortDescriptor(keyPath:ascending:)` on a `Date?`, objects made
    /// with `init(entity:insertInto:)`, predicates taking dates, numbers and objects, which Linux's
    /// Foundation does not take as `CVarArg`). Text "Forecast" padded 16: 52.33 high, centred.
    @Test("Combine futures and data task publishers, and Core Data sorts by optional attributes compile")
    func combineAndCoreDataTemplates() throws {
        let source = """
            import SwiftUI
            import Combine
            import CoreData
            final class Item: NSManagedObject { @NSManaged var timestamp: Date? }
            extension NSManagedObject {
                convenience init(in context: NSManagedObjectContext) {
                    let entity = NSEntityDescription.entity(forEntityName: "Item", in: context)!
                    self.init(entity: entity, insertInto: context)
                }
            }
            final class Forecasts {
                let sort = NSSortDescriptor(keyPath: \\Item.timestamp, ascending: true)
                let recent = NSPredicate(format: "timestamp >= %@ AND done == %@", Date() as NSDate, NSNumber(value: false))
                let since = NSPredicate(format: "timestamp >= %@", Date() as CVarArg)
                let same = NSPredicate(format: "self == %@", Item())
                var cancellables = Set<AnyCancellable>()
                func load(_ url: URL) -> AnyPublisher<Data, URLError> {
                    URLSession.shared.dataTaskPublisher(for: url).map(\\.data).eraseToAnyPublisher()
                }
                func city() -> Future<String, Never> { Future { promise in promise(.success("Oslo")) } }
            }
            struct Forecast: View {
                let forecasts = Forecasts()
                var body: some View { Text("Forecast").padding() }
            }
            #Preview { Forecast() }
            """
        let loaded = try load([(path: "/app/Forecast.swift", text: source)])
        let frame = try rootFrame(try #require(loaded.first))
        expectClose(frame.size.height, 52.33)
        expectClose(frame.minY, (763 - 52.33) / 2)
    }

    /// Combine as SwiftfulCrypto's and ACHNBrowserUI's view models write it: three publishers
    /// combined, every event handler, a notification publisher spelled out and an `Assign`
    /// subscriber. The combined values come at once, but the debounce holds them past the first
    /// frame, and no notification is posted: the list is empty, its VStack 0 × 0.
    @Test("Combine: combineLatest of three, handleEvents, NotificationCenter.Publisher, Subscribers.Assign")
    func combinePipelines() throws {
        let source = """
            import SwiftUI
            import Combine
            final class SearchModel: ObservableObject {
                @Published var text = ""
                @Published var items = ["BTC", "ETH"]
                @Published var ascending = true
                @Published var shown: [String] = []
                @Published var height: CGFloat = 0
                private var bag = Set<AnyCancellable>()
                init() {
                    $text.combineLatest($items, $ascending)
                        .debounce(for: .seconds(0.5), scheduler: DispatchQueue.main)
                        .map { text, items, ascending in ascending ? items.sorted() : items.sorted(by: >) }
                        .handleEvents(receiveSubscription: { _ in }, receiveCancel: {})
                        .sink { [weak self] in self?.shown = $0 }
                        .store(in: &bag)
                    let shows = NotificationCenter.Publisher(center: .default, name: UIResponder.keyboardWillShowNotification)
                    shows.map { _ in CGFloat(300) }.subscribe(Subscribers.Assign(object: self, keyPath: \\.height))
                }
            }
            struct SearchList: View {
                @StateObject var model = SearchModel()
                var body: some View { VStack { ForEach(model.shown, id: \\.self) { Text($0) } } }
            }
            #Preview { SearchList() }
            """
        let loaded = try load([(path: "/app/SearchList.swift", text: source)])
        expectFrame(try rootFrame(try #require(loaded.first)), [195, 381.5, 0, 0])
    }


    /// Drag and drop as ACHNBrowserUI writes it (`onDrag` handing an `NSItemProvider(object:)`,
    /// `onDrop` of UTTypes), a key-named sort of a CloudKit query, and iOS 17's
    /// `AnyTransition(.opacity)` (Enchanted): behaviour only. The padded "Drag me" is 86 × 52.33.
    @Test("onDrag, onDrop, NSItemProvider(object:), NSSortDescriptor(key:ascending:), AnyTransition(_:)")
    func dragDropAndTransitions() throws {
        let source = """
            import SwiftUI
            import UniformTypeIdentifiers
            let newestFirst = NSSortDescriptor(key: "creationDate", ascending: false)
            struct DraggableRow: View {
                @State private var targeted = false
                var body: some View {
                    Text("Drag me")
                        .padding()
                        .onDrag { NSItemProvider(object: "Item" as NSString) }
                        .onDrop(of: [.text], isTargeted: $targeted) { providers in !providers.isEmpty }
                        .transition(AnyTransition(.opacity).combined(with: .slide))
                }
            }
            #Preview { DraggableRow() }
            """
        let loaded = try load([(path: "/app/DraggableRow.swift", text: source)])
        let frame = try rootFrame(try #require(loaded.first))
        expectClose(frame.size.height, 52.33)
    }


    /// UIKit drawing as Enchanted and ACHNBrowserUI resize and snapshot images: an image a
    /// renderer makes has the renderer's size, so the resized image lays out 40 × 40, centred.
    @Test("UIGraphicsImageRenderer makes an image of its size; the older context functions compile")
    func uiKitDrawing() throws {
        let source = """
            import SwiftUI
            import UIKit
            extension UIImage {
                func resized(to size: CGSize) -> UIImage {
                    UIGraphicsImageRenderer(size: size).image { context in
                        context.cgContext.setFillColor(UIColor.red.cgColor)
                        self.draw(in: CGRect(origin: .zero, size: size))
                    }
                }
            }
            extension UIView {
                func snapshot() -> UIImage? {
                    UIGraphicsBeginImageContextWithOptions(bounds.size, false, 0)
                    drawHierarchy(in: bounds, afterScreenUpdates: true)
                    let image = UIGraphicsGetImageFromCurrentImageContext()
                    UIGraphicsEndImageContext()
                    return image
                }
            }
            #Preview { Image(uiImage: UIImage().resized(to: CGSize(width: 40, height: 40))) }
            """
        let loaded = try load([(path: "/app/Resize.swift", text: source)])
        expectFrame(try rootFrame(try #require(loaded.first)), [175, 361.5, 40, 40])
    }


    /// A screen generic over its toolbar (TelemetryViewer): its `@ToolbarContentBuilder` closure's
    /// items are toolbar content. The navigation stack fills the 390 × 763 it is offered.
    @Test("a view generic over ToolbarContent takes a ToolbarContentBuilder closure")
    func genericToolbarContent() throws {
        let source = """
            import SwiftUI
            struct Screen<Bar: ToolbarContent>: View {
                let bar: Bar
                init(@ToolbarContentBuilder toolbar: () -> Bar) { bar = toolbar() }
                var body: some View { NavigationStack { Text("Content").toolbar { bar } } }
            }
            #Preview { Screen { ToolbarItem { Button("Add") {} } } }
            """
        let loaded = try load([(path: "/app/Screen.swift", text: source)])
        expectFrame(try rootFrame(try #require(loaded.first)), [0, 0, 390, 763])
    }


    /// Speech and audio as Enchanted's speech service writes them: voices by quality, a delegate, an
    /// audio session asking for the microphone, an input tap. Nothing is spoken or recorded, and
    /// no voice is installed: "0 voices", padded, is one 20.33 line and 32 of padding high.
    @Test("AVSpeechSynthesisVoice, AVSpeechSynthesizerDelegate, AVAudioSession permission, input taps")
    func speechAndAudio() throws {
        let source = """
            import SwiftUI
            import AVFoundation
            final class Speaker: NSObject, AVSpeechSynthesizerDelegate {
                let synthesizer = AVSpeechSynthesizer()
                let engine = AVAudioEngine()
                override init() {
                    super.init()
                    synthesizer.delegate = self
                }
                var voiceNames: [String] {
                    AVSpeechSynthesisVoice.speechVoices().filter { $0.quality == .enhanced }.map { "\\($0.name) \\($0.identifier)" }
                }
                func record() throws {
                    let session = AVAudioSession()
                    try session.setCategory(.playback, mode: .default, options: .duckOthers)
                    session.requestRecordPermission { granted in print(granted) }
                    let input = engine.inputNode
                    input.installTap(onBus: 0, bufferSize: 1024, format: input.outputFormat(forBus: 0)) { buffer, when in
                        print(buffer.frameLength, when.sampleTime)
                    }
                }
            }
            #Preview { Text("\\(Speaker().voiceNames.count) voices").padding() }
            """
        let loaded = try load([(path: "/app/Speaker.swift", text: source)])
        let frame = try rootFrame(try #require(loaded.first))
        expectClose(frame.size.height, 52.33)
    }


    /// Small apps without packages (Forgeify, EmojiArt, BudgetApp, tomtimer, GratitudeJournal,
    /// Planto): `@Transient` on a model's extension, a stroke with CoreGraphics' line cap, a colour
    /// of a `CGColor`, an `Image` in an `Equatable` struct, an array as a predicate's argument,
    /// the iCloud key-value store, notification settings and delivered notifications, and compact
    /// section spacing. The padded "Push day" row: 20.33 + 32 high.
    @Test("@Transient in an extension, CGLineCap strokes, Color(cgColor:), Image: Equatable, predicates of arrays, iCloud store")
    func smallAppsWithoutPackages() throws {
        let source = """
            import SwiftUI
            import SwiftData
            import CoreData
            import UserNotifications
            @Model
            final class Workout {
                var title: String
                init(title: String) { self.title = title }
            }
            extension Workout {
                @Transient
                var subtitle: String { title.uppercased() }
            }
            extension Shape {
                func glow(lineWidth: Double, lineCap: CGLineCap = .round) -> some View {
                    stroke(style: StrokeStyle(lineWidth: lineWidth, lineCap: lineCap))
                }
            }
            struct Picked: Equatable { let image: Image; let caption: String }
            let tags = NSPredicate(format: "ANY tags.title IN %@", ["Food", "Travel"])
            func settle() {
                NSUbiquitousKeyValueStore.default.set(Int64(3), forKey: "completed")
                UNUserNotificationCenter.current().removeDeliveredNotifications(withIdentifiers: ["a"])
                _ = URL(string: UIApplication.openNotificationSettingsURLString)
            }
            struct WorkoutRow: View {
                let workout: Workout
                let picked = Picked(image: Image(systemName: "photo"), caption: "Today")
                var body: some View {
                    HStack {
                        Circle().glow(lineWidth: 2).frame(width: 12, height: 12)
                        Circle().fill(Color(cgColor: CGColor(red: 1, green: 0, blue: 0, alpha: 1))).frame(width: 12, height: 12)
                        Text(workout.title)
                    }
                    .padding()
                    .animation(.default, value: picked)
                    .listSectionSpacing(.compact)
                }
            }
            #Preview { WorkoutRow(workout: Workout(title: "Push day")) }
            """
        let loaded = try load([(path: "/app/WorkoutRow.swift", text: source)])
        let frame = try rootFrame(try #require(loaded.first))
        expectClose(frame.size.height, 52.33)
    }


    /// CoreTransferable as EmojiArt and GratitudeJournal write it: a type's representations in a
    /// `transferRepresentation` built without naming its builder (it is the requirement's), proxies
    /// by trailing closure, data of a content type. The 240 × 120 frame is the root.
    @Test("Transferable: ProxyRepresentation and DataRepresentation in the requirement's builder")
    func transferableRepresentations() throws {
        let source = """
            import SwiftUI
            import UniformTypeIdentifiers
            enum Strurl: Transferable {
                case string(String)
                case url(URL)
                static var transferRepresentation: some TransferRepresentation {
                    ProxyRepresentation { Strurl.url($0) }
                    ProxyRepresentation { Strurl.string($0) }
                }
            }
            struct AppImage: Transferable {
                let data: Data
                static var transferRepresentation: some TransferRepresentation {
                    DataRepresentation(importedContentType: .image) { data in AppImage(data: data) }
                }
            }
            struct Drop: View {
                var body: some View {
                    Text("Drop").frame(width: 240, height: 120)
                        .dropDestination(for: AppImage.self) { items, _ in !items.isEmpty }
                        .dropDestination(for: Strurl.self) { items, _ in !items.isEmpty }
                }
            }
            #Preview { Drop() }
            """
        let loaded = try load([(path: "/app/Drop.swift", text: source)])
        expectFrame(try rootFrame(try #require(loaded.first)), [75, 321.5, 240, 120])
    }


    /// A shop's keychain helper (FreshShop's `Keychain<T>`, which most of its screens reach through
    /// its HTTP client): Security's calls with a `[CFString: Any]` query `as CFDictionary`. A
    /// preview's keychain keeps nothing, so the saved token is not found and the screen is the
    /// signed-out one: "Sign in" (17 pt: 51.33 × 20.33 as the engine measures it with SF Pro's
    /// advances; "Signed in" would be 70.67) centred in 390 × 763 at ((390 − 51.33) / 2, ...).
    @Test("Security's keychain calls compile; a preview's keychain finds nothing")
    func keychainHelper() throws {
        let source = """
            import SwiftUI
            import Security
            struct Keychain<T: Codable> {
                static func set(_ value: T, forKey key: String) {
                    guard let data = try? JSONEncoder().encode(value) else { return }
                    let query: [CFString: Any] = [kSecClass: kSecClassGenericPassword, kSecAttrAccount: key, kSecValueData: data]
                    SecItemDelete(query as CFDictionary)
                    let status = SecItemAdd(query as CFDictionary, nil)
                    if status != errSecSuccess { print("add failed", status) }
                }
                static func get(_ key: String) -> T? {
                    let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: key,
                                                kSecReturnData as String: kCFBooleanTrue!, kSecMatchLimit as String: kSecMatchLimitOne]
                    var item: CFTypeRef?
                    guard SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess, let data = item as? Data else { return nil }
                    return try? JSONDecoder().decode(T.self, from: data)
                }
            }
            struct Account: View {
                var body: some View {
                    let _ = Keychain<String>.set("token", forKey: "jwt")
                    Text(Keychain<String>.get("jwt") == nil ? "Sign in" : "Signed in").id("label")
                }
            }
            #Preview { Account() }
            """
        let loaded = try load([(path: "/app/Account.swift", text: source)])
        let experiment = try #require(loaded.first).experiment
        let label = try #require(Engine().layout(experiment.tree, in: ProposedViewSize(width: 390, height: 763)).frame(of: "label"))
        #expect(abs(label.width - 51.33) <= 0.01 && abs(label.height - 20.33) <= 0.01)
        #expect(abs(label.minX - (390 - label.width) / 2) <= 0.001)
    }

    /// A Pomodoro timer's watch link and reminders (tomtimer): WatchConnectivity's session (no
    /// watch is paired) and EventKit's reminders, lists and their colours (none is stored). The
    /// empty list of reminder lists fills the 390 × 763 it is offered.
    @Test("WatchConnectivity's session and EventKit's reminders compile; nothing is sent or found")
    func watchAndReminders() throws {
        let source = """
            import SwiftUI
            import WatchConnectivity
            import EventKit
            final class WatchLink: NSObject, WCSessionDelegate {
                func send(_ seconds: Int) {
                    guard WCSession.isSupported() else { return }
                    WCSession.default.sendMessage(["remaining": seconds], replyHandler: nil)
                }
            }
            let store = EKEventStore()
            func loadReminders(done: @escaping ([EKReminder]) -> Void) {
                let lists = store.calendars(for: .reminder)
                let predicate = store.predicateForReminders(in: lists)
                store.fetchReminders(matching: predicate) { done($0 ?? []) }
                let reminder = EKReminder(eventStore: store)
                reminder.calendar = store.defaultCalendarForNewReminders()
                try? store.save(reminder, commit: true)
            }
            struct ReminderLists: View {
                let lists: [EKCalendar]
                var body: some View {
                    List(lists, id: \\.calendarIdentifier) { list in
                        HStack { Circle().fill(Color(list.cgColor)).frame(width: 12, height: 12); Text(list.title) }
                    }
                }
            }
            #Preview { ReminderLists(lists: []) }
            """
        let loaded = try load([(path: "/app/Reminders.swift", text: source)])
        expectFrame(try rootFrame(try #require(loaded.first)), [0, 0, 390, 763])
    }

    /// Budget, expense and habit apps (MyBudget2, ExpenseTracker-SwiftUI, HabitTracker): `@Query let`
    /// (SwiftData's macro accepted a constant), accessibility values with formatted interpolations, a
    /// text field of an optional value, file importers of `[.json]`, security-scoped URLs, Xcode's
    /// widget configuration intent without `perform()`, a chart scrolling by months and modifiers on
    /// a `ForEach` of marks, and a fetch request sorted by `SortDescriptor`. None changes a frame: the
    /// 100 × 40 colour over the 100 × 60 chart is 100 × 100, centred in the 390 × 763 preview at
    /// ((390 − 100) / 2, (763 − 100) / 2) = (145, 331.5); the lists fill the preview.
    @Test("budget, expense and habit apps' API compiles and changes no frame")
    func budgetAndHabitAppsAPI() throws {
        let models = """
            import SwiftUI
            import SwiftData
            import CoreData
            @Model final class Budget {
                var name: String
                init(name: String) { self.name = name }
            }
            final class Note: NSManagedObject, Identifiable {
                @NSManaged var title: String?
                @NSManaged var dateCreated: Date?
            }
            struct Budgets: View {
                @Query let budgets: [Budget]
                var body: some View { List(budgets) { Text($0.name) } }
            }
            struct Notes: View {
                @FetchRequest(sortDescriptors: [SortDescriptor(\\.dateCreated, order: .reverse)])
                var notes: FetchedResults<Note>
                var body: some View { List(notes) { Text($0.title ?? "Untitled") } }
            }
            #Preview { Budgets().modelContainer(for: Budget.self, inMemory: true) }
            #Preview { Notes() }
            """
        let screen = """
            import SwiftUI
            import Charts
            import AppIntents
            import WidgetKit
            import UniformTypeIdentifiers
            struct ConfigurationAppIntent: WidgetConfigurationIntent {
                static var title: LocalizedStringResource { "Configuration" }
            }
            struct Point { let month: Date; let sum: Double }
            func readPicked(_ url: URL) -> Bool {
                guard url.startAccessingSecurityScopedResource() else { return false }
                defer { url.stopAccessingSecurityScopedResource() }
                return true
            }
            struct Spending: View {
                @State private var importing = false
                @State private var amount: Double? = nil
                let spent = 12.5
                let income = [Point(month: Date(timeIntervalSince1970: 0), sum: 5)]
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: 100, height: 40)
                            .accessibilityValue("Spent \\(spent, format: .currency(code: "USD"))")
                            .accessibilityLabel("Spent \\(spent)")
                            .fileImporter(isPresented: $importing, allowedContentTypes: [.json], allowsMultipleSelection: false) { _ in }
                        Chart {
                            ForEach(income, id: \\.month) { point in
                                LineMark(x: .value("Month", point.month, unit: .month), y: .value("Income", point.sum))
                            }
                            .interpolationMethod(.cardinal)
                            .lineStyle(StrokeStyle(lineWidth: 3))
                            .symbolSize(100)
                        }
                        .chartScrollableAxes(.horizontal)
                        .chartScrollTargetBehavior(.valueAligned(matching: .init(month: 0), majorAlignment: .matching(.init(month: 12))))
                        .frame(width: 100, height: 60)
                    }
                }
            }
            struct AmountField: View {
                @State private var amount: Double? = nil
                var body: some View { TextField("0", value: $amount, format: .number) }
            }
            #Preview { Spending() }
            """
        let loaded = try load([(path: "/app/Models.swift", text: models), (path: "/app/Spending.swift", text: screen)])
        #expect(loaded.map(\.experiment.name) == ["Models/preview-1", "Models/preview-2", "Spending/preview-1"])
        expectFrame(try rootFrame(loaded[0]), [0, 0, 390, 763])
        expectFrame(try rootFrame(loaded[1]), [0, 0, 390, 763])
        expectFrame(try rootFrame(loaded[2]), [145, 331.5, 100, 100])
    }

    /// ExpenseTracker-SwiftUI's preview data: a `ModelContext` of its own inserts and saves into the
    /// container, whose views' `@Query` and other contexts' fetches see those models. Two 10 × 10
    /// colours stacked are 10 × 20, centred at ((390 − 10) / 2, (763 − 20) / 2) = (190, 371.5); two
    /// fetched models make a 20 × 10 colour at (185, 376.5).
    @Test("every context of a SwiftData container sees what another inserted and saved")
    func swiftDataContextsShareTheStore() throws {
        let source = """
            import SwiftUI
            import SwiftData
            @Model final class Budget {
                var name: String
                init(name: String) { self.name = name }
            }
            @MainActor let sharedContainer: ModelContainer = {
                let container = try! ModelContainer(for: Budget.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
                let context = ModelContext(container)
                context.insert(Budget(name: "Food"))
                context.insert(Budget(name: "Travel"))
                try? context.save()
                return container
            }()
            struct BudgetList: View {
                @Query private var budgets: [Budget]
                var body: some View { VStack(spacing: 0) { ForEach(budgets) { _ in Color.red.frame(width: 10, height: 10) } } }
            }
            #Preview("Query") { BudgetList().modelContainer(sharedContainer) }
            #Preview("Fetch") {
                let count = (try? ModelContext(sharedContainer).fetch(FetchDescriptor<Budget>()).count) ?? 0
                Color.red.frame(width: CGFloat(count) * 10, height: 10)
            }
            """
        let loaded = try load([(path: "/app/Budgets.swift", text: source)])
        #expect(loaded.map(\.experiment.name) == ["Budgets/Query", "Budgets/Fetch"])
        expectFrame(try rootFrame(loaded[0]), [190, 371.5, 10, 20])
        expectFrame(try rootFrame(loaded[1]), [185, 376.5, 20, 10])
    }

    /// Xcode's widget extension template (HabitTracker): a Live Activity with its Dynamic Island, a
    /// Control Center control, and a bundle of both. The Lock Screen view is a banner as wide as the
    /// screen less 14-point margins: 390 − 28 = 362, its 50-point height centred in the 763-point
    /// preview at (763 − 50) / 2 = 356.5. The compact island's views are a row as wide as offered.
    @Test("Xcode's Live Activity and control templates compile, and a Live Activity previews as a banner")
    func liveActivitiesAndControls() throws {
        let source = """
            import SwiftUI
            import WidgetKit
            import ActivityKit
            import AppIntents
            struct TimerAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var emoji: String }
                var name: String
            }
            struct TimerLiveActivity: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: TimerAttributes.self) { context in
                        Color.red.frame(height: 50)
                            .activityBackgroundTint(Color.cyan)
                            .activitySystemActionForegroundColor(Color.black)
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.leading) { Text("Leading") }
                            DynamicIslandExpandedRegion(.bottom) { Text("Bottom \\(context.state.emoji)") }
                        } compactLeading: {
                            Color.red.frame(width: 20, height: 20)
                        } compactTrailing: {
                            Color.blue.frame(width: 20, height: 20)
                        } minimal: {
                            Text(context.state.emoji)
                        }
                        .widgetURL(URL(string: "app://timer"))
                        .keylineTint(Color.red)
                    }
                }
            }
            struct ToggleLightIntent: AppIntent {
                static let title: LocalizedStringResource = "Toggle light"
                func perform() async throws -> some IntentResult { .result() }
            }
            struct LightControl: ControlWidget {
                var body: some ControlWidgetConfiguration {
                    StaticControlConfiguration(kind: "light") {
                        ControlWidgetButton(action: ToggleLightIntent()) { Label("Light", systemImage: "lightbulb") }
                    }
                    .displayName("Light")
                }
            }
            @main struct Extensions: WidgetBundle {
                var body: some Widget {
                    TimerLiveActivity()
                    LightControl()
                }
            }
            #Preview("Notification", as: .content, using: TimerAttributes(name: "World")) {
                TimerLiveActivity()
            } contentStates: {
                TimerAttributes.ContentState(emoji: "😀")
            }
            #Preview("Compact", as: .dynamicIsland(.compact), using: TimerAttributes(name: "World")) {
                TimerLiveActivity()
            } contentStates: {
                TimerAttributes.ContentState(emoji: "😀")
            }
            """
        let loaded = try load([(path: "/app/Timer.swift", text: source)])
        #expect(loaded.map(\.experiment.name) == ["Timer/Notification", "Timer/Compact"])
        expectFrame(try rootFrame(loaded[0]), [14, 356.5, 362, 50])
        expectFrame(try rootFrame(loaded[1]), [0, 371.5, 390, 20])
        #expect(loaded[1].notes == ["a Dynamic Island presentation: its views laid out in a row; the island's shape and sizes are not modelled"])
    }

    /// iOS 17 samples (newswiftuilearning, SwiftUIAnimationSamples): `ContentUnavailableView.search(text:)`
    /// fills the 390 × 763 preview, as every `ContentUnavailableView` does; springs with parameters
    /// (`.smooth(duration:)`) in a keyframe leave the 50 × 50 colour centred at (170, 356.5).
    @Test("searches without results and parameterised springs compile")
    func searchUnavailableAndSprings() throws {
        let source = """
            import SwiftUI
            struct Results: View {
                let query = "tea"
                var body: some View { ContentUnavailableView.search(text: query) }
            }
            struct Bouncing: View {
                var body: some View {
                    Color.red.frame(width: 50, height: 50)
                        .keyframeAnimator(initialValue: 0.0, trigger: false) { content, value in
                            content.offset(y: value)
                        } keyframes: { _ in
                            KeyframeTrack {
                                SpringKeyframe(-90.0, duration: 4.0, spring: .smooth(duration: 4.0))
                                SpringKeyframe(0.0, duration: 1.0, spring: .bouncy(duration: 1, extraBounce: 0.2))
                                SpringKeyframe(0.0, duration: 1.0, spring: Spring(duration: 0.4, bounce: 0.3))
                            }
                        }
                }
            }
            #Preview { Results() }
            #Preview { Bouncing() }
            """
        let loaded = try load([(path: "/app/Samples.swift", text: source)])
        #expect(loaded.map(\.experiment.name) == ["Samples/preview-1", "Samples/preview-2"])
        expectFrame(try rootFrame(loaded[0]), [0, 0, 390, 763])
        expectFrame(try rootFrame(loaded[1]), [170, 356.5, 50, 50])
    }
}
