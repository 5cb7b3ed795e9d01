// API real app files use that this library had not declared, each with what it does to layout:
// the `.scrollView` coordinate space and `GeometryProxy.bounds(of:)` (iOS 17), the preview's window
// scene and its safe area, `OutlineGroup` (collapsed), intent buttons, `Binding.animation(_:)`,
// `TextField(text:prompt:label:)`; slices of a layout's subviews, collapsible sections, an editable
// navigation title, `Menu(_:systemImage:)`, `Text(_:formatter:)` and Liquid Glass (iOS 26).
import Foundation
import LayoutLabUI
import struct LayoutEngine.ViewNode
import Testing

/// Fades its content (a modifier given an animation).
private struct Faded: ViewModifier {
    var amount: Double
    func body(content: Content) -> some View { content.opacity(amount) }
}

/// Places its first subview at the top left and the rest 40, 70, … points down, through a slice
/// indexed from 0 (`subviews[1...][0]` is the second subview, as in SwiftUI), and the last one
/// again through a selection (`subviews[[2]]`), 100 points right.
private struct FirstThenRest: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: .unspecified)
        let rest: Subviews = subviews[1...]
        for index in rest.indices where rest[index] != subviews[[2]][0] {
            rest[index].place(at: CGPoint(x: bounds.minX, y: bounds.minY + 40 + CGFloat(index) * 30), proposal: .unspecified)
        }
        subviews[[2]][0].place(at: CGPoint(x: bounds.minX + 100, y: bounds.minY + 70), proposal: .unspecified)
    }
}

/// Places its subviews on a circle of radius 100 around its centre, starting at `offset` (a
/// rotating radial layout's animatable angle, read and written through `Angle.animatableData`).
private struct Radial: Layout, Animatable {
    var offset: Angle
    var animatableData: Angle.AnimatableData {
        get { offset.animatableData }
        set { offset.animatableData = newValue }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let step = Angle.degrees(360 / Double(subviews.count))
        for (index, subview) in subviews.enumerated() {
            let angle = offset + step * Double(index)
            subview.place(at: CGPoint(x: bounds.midX + 100 * cos(angle.radians), y: bounds.midY + 100 * sin(angle.radians)),
                          anchor: .center, proposal: .unspecified)
        }
    }
}

/// A model class as Xcode generates it, with its own typed fetch request.
private final class CachedWeather: NSManagedObject {
    class func fetchRequest() -> NSFetchRequest<CachedWeather> { NSFetchRequest<CachedWeather>(entityName: "CachedWeather") }
}

@Suite("API of real app files")
struct RealAppAPITests {
    /// A weather app clears its cache with a batch delete of an untyped fetch request, and maps
    /// the whole globe [DOC MKMapRect.world; MKCoordinateRegion.init(_:)]: the store has nothing
    /// to delete; the world region is centred on (0, 0) and spans all 360° of longitude.
    @Test("batch deletes, throwing performAndWait, and the world's map region")
    func batchDeleteAndWorldRegion() throws {
        let context = NSPersistentContainer(name: "Weather").viewContext
        let untyped: NSFetchRequest<NSFetchRequestResult> = CachedWeather.fetchRequest()
        let typed: NSFetchRequest<CachedWeather> = CachedWeather.fetchRequest()
        try context.performAndWait {
            try context.execute(NSBatchDeleteRequest(fetchRequest: untyped))
        }
        #expect(try context.fetch(typed).isEmpty)
        let world = MKCoordinateRegion(.world)
        #expect(abs(world.center.latitude) < 1e-9 && abs(world.center.longitude) < 1e-9)
        #expect(world.span.longitudeDelta == 360)
        #expect(abs(world.span.latitudeDelta - 2 * 85.0511287798) < 1e-6)
        // A places app's location errors and search callback (SwiftUI.Location's PlacesMap), and a
        // photo app's `NSManagedObject(entity: Item.entity(), insertInto:)`.
        let manager = CLLocationManager()
        manager.distanceFilter = kCLDistanceFilterNone
        manager.activityType = .fitness
        let error: any Error = CLError(.denied)
        #expect((error as? CLError)?.code == .denied && CLError.denied == .denied)
        var searched = false
        MKLocalSearch(request: MKLocalSearch.Request()).start { response, _ in searched = response?.mapItems.isEmpty == true }
        #expect(searched)
        _ = NSManagedObject(entity: CachedWeather.entity(), insertInto: nil)
        // A layout that turns with the device (SpeziViews' `DynamicHStack`): held in portrait.
        #expect(UIDevice.current.orientation.isPortrait && !UIDevice.current.orientation.isLandscape)
        #expect(UIDevice.orientationDidChangeNotification.rawValue == "UIDeviceOrientationDidChangeNotification")
        let completer = MKLocalSearchCompleter()
        completer.pointOfInterestFilter = .excludingAll
        #expect(completer.pointOfInterestFilter?.excludes(.cafe) == true)
        #expect(MKPointOfInterestFilter(excluding: [.park]).includes(.cafe))
    }

    /// A radial layout animates its angle through `Angle.animatableData`, SwiftUI's radians
    /// [DOC `Angle`: `Animatable`, `AnimatableData` = `Double`]; geometry values give theirs as
    /// pairs [DOC `CGPoint`, `CGSize`: `AnimatablePair<CGFloat, CGFloat>`]. Setting the data to
    /// π/2 turns four 20-point dots by a quarter: in a 300 × 300 layout centred at (150, 150), the
    /// first sits 100 below the centre, at (140, 240) for its top left.
    @Test("Angle, CGPoint, CGSize, CGRect, UnitPoint and EdgeInsets have SwiftUI's animatableData")
    func animatableData() {
        var radial = Radial(offset: .zero)
        radial.animatableData = .pi / 2
        #expect(radial.offset.degrees == 90)
        let result = LayoutLab.layout(
            radial {
                Color.red.frame(width: 20, height: 20).id("first")
                Color.blue.frame(width: 20, height: 20).id("second")
                Color.green.frame(width: 20, height: 20)
                Color.yellow.frame(width: 20, height: 20)
            },
            in: ProposedViewSize(width: 300, height: 300))
        expectFrame(result, "first", CGRect(x: 140, y: 240, width: 20, height: 20))
        expectFrame(result, "second", CGRect(x: 40, y: 140, width: 20, height: 20))
        var point = CGPoint(x: 1, y: 2)
        point.animatableData = AnimatablePair(3, 4)
        #expect(point == CGPoint(x: 3, y: 4))
        var rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        rect.animatableData.second = CGSize(width: 30, height: 40).animatableData
        #expect(rect == CGRect(x: 0, y: 0, width: 30, height: 40))
        var unit = UnitPoint.center
        unit.animatableData.first = 1
        #expect(unit == .trailing)
        var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        insets.animatableData.second.second.second = 8
        #expect(insets.trailing == 8 && insets.top == 1 && insets.animatableData.second.first == 2)
    }

    /// A 200 × 300 scroll view holding a 100-point red bar and a 50-point reader: the reader sits at
    /// y = 100 of the scroll view's visible area [DOC `CoordinateSpaceProtocol.scrollView`: "the
    /// scroll view's coordinate space"], whose bounds are 200 × 300 [DOC `GeometryProxy.bounds(of:)`:
    /// "the container bounds for the named coordinate space"]: the probe is 100 wide and 300 / 10 high.
    @Test("a reader in a scroll view measures itself in .scrollView and reads its bounds")
    func scrollViewCoordinateSpace() {
        let result = LayoutLab.layout(
            ScrollView {
                VStack(spacing: 0) {
                    Color.red.frame(height: 100)
                    GeometryReader { proxy in
                        Color.blue.frame(width: proxy.frame(in: .scrollView).minY,
                                         height: (proxy.bounds(of: .scrollView)?.height ?? 0) / 10).id("probe")
                    }
                    .frame(height: 50)
                }
            }
            .padding(.top, 40),
            in: ProposedViewSize(width: 200, height: 340))
        // The scroll view starts 40 below the root: the probe's root frame is 40 lower, its measures the same.
        expectFrame(result, "probe", CGRect(x: 0, y: 140, width: 100, height: 30))
    }

    /// Outside any scroll view there is no `.scrollView` space: `bounds(of:)` is nil, and
    /// `.named` in its protocol form reads a named space as `.named(_:)` does.
    @Test("bounds(of:) is nil without the space; the protocol form of .named reads a named space")
    func namedSpaces() {
        let result = LayoutLab.layout(
            VStack(spacing: 0) {
                Color.red.frame(height: 30)
                GeometryReader { proxy in
                    Color.blue.frame(width: proxy.bounds(of: .scrollView) == nil ? 60 : 10,
                                     height: proxy.frame(in: NamedCoordinateSpace.named("stack")).minY).id("probe")
                }
                .frame(height: 50)
            }
            .coordinateSpace(name: "stack"),
            in: ProposedViewSize(width: 200, height: 80))
        expectFrame(result, "probe", CGRect(x: 0, y: 30, width: 60, height: 30))
    }

    /// Real code reads the safe area through the key window: the preview iPhone's 47 points of
    /// status bar (Preview.defaultSafeArea), 34 of home indicator, on a 390 × 844 window.
    @Test("the window scene's key window has the preview iPhone's safe area")
    func windowSafeArea() {
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        #expect(scene?.windows.first?.safeAreaInsets.top == 47)
        #expect(scene?.keyWindow?.safeAreaInsets.bottom == 34)
        #expect(UIApplication.shared.windows.first?.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(scene?.statusBarManager?.statusBarFrame.height == 47)
    }

    /// Apps dismiss the keyboard by sending `resignFirstResponder` up the responder chain; a
    /// preview has none, so no responder handles it (UIKit answers false then).
    @Test("sending an action with no responder chain is handled by nothing")
    func sendActionWithoutResponders() {
        let handled = UIApplication.shared.sendAction(Selector("UIResponder.resignFirstResponder"), to: nil, from: nil, for: nil)
        #expect(handled == false)
    }

    /// Apps style bars and controls through UIKit's appearance proxies in their `App`'s `init`;
    /// that changes how bars are drawn, not where views go, so each proxy is a fresh object and
    /// what is set on it is not kept.
    @Test("appearance proxies of bars and controls take what apps set, and keep nothing")
    func appearanceProxies() {
        let bar = UINavigationBarAppearance()
        bar.configureWithOpaqueBackground()
        bar.largeTitleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 34, weight: .bold)]
        UINavigationBar.appearance().standardAppearance = bar
        UINavigationBar.appearance().tintColor = .white
        UITabBar.appearance().unselectedItemTintColor = .gray
        UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        UIBarButtonItem.appearance().tintColor = .red
        UITableView.appearance().backgroundColor = .clear
        // Every UIKit view class has its own proxy (CloudVsFire's onboarding page styles its page
        // dots in its `init`; apps clear `TextEditor`'s background through `UITextView`'s).
        UIPageControl.appearance().currentPageIndicatorTintColor = .magenta
        UIPageControl.appearance().pageIndicatorTintColor = UIColor.magenta.withAlphaComponent(0.2)
        UITextView.appearance().backgroundColor = .clear
        UIScrollView.appearance().bounces = false
        UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).adjustsFontSizeToFitWidth = true
        UIView.appearance(whenContainedInInstancesOf: [UIAlertController.self]).tintColor = .systemPink
        #expect(type(of: UIPageControl.appearance()) == UIPageControl.self)
        #expect(type(of: UITableView.appearance(whenContainedInInstancesOf: [UIViewController.self])) == UITableView.self)
        #expect(UIPageControl.appearance().currentPageIndicatorTintColor == nil)
        #expect(UINavigationBar.appearance().tintColor == nil)
        // A Safari sheet's close button (SOS-duriracha's article view sets it in `makeUIViewController`).
        let safari = SFSafariViewController(url: URL(string: "https://example.com")!)
        #expect(safari.dismissButtonStyle == .done)
        safari.dismissButtonStyle = .close
        #expect(safari.dismissButtonStyle.rawValue == 1)
        #expect(UITabBar.appearance().unselectedItemTintColor == nil)
        #expect(bar.largeTitleTextAttributes.count == 2)
    }

    /// A recipe app keeps photos as data and shows a symbol when the data is no image
    /// (RealDealMeal's `RecipeCard`): UIKit's `UIImage(data:)` is nil for bytes that are not an
    /// image file, and an image for a PNG's or JPEG's. Without a catalog, any name may be an image.
    @Test("UIImage(data:) is nil for bytes that are no image; UIImage(named:) without a catalog is an image")
    func imageDataAndNames() {
        #expect(UIImage(data: Data("not a png".utf8)) == nil)
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])) != nil)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0]), scale: 2) != nil)
        #expect(UIImage(named: "avatar") != nil)
    }

    /// A navigation controller as apps' swipe-back delegates and representables read it.
    @Test("UINavigationController keeps its stack of controllers")
    func navigationControllerStack() {
        let root = UIViewController(), next = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(next, animated: true)
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === next)
        #expect(navigation.popViewController(animated: true) === next && navigation.popViewController(animated: true) == nil)
        #expect(navigation.interactivePopGestureRecognizer != nil)
    }

    /// os' log levels are distinct values with os' raw values, so apps can key a dictionary by
    /// level (declaring `Hashable`, which `RawRepresentable` then implements).
    @Test("OSLogType levels are distinct, with os' raw values")
    func logTypes() {
        #expect([OSLogType.default, .info, .debug, .error, .fault].map(\.rawValue) == [0, 1, 2, 16, 17])
        #expect(OSLogType.error == OSLogType(16))
        #expect(OSLogType.debug != OSLogType.info)
    }

    /// CoreLocationUI's button is laid out as a button of its label: the title beside a location
    /// arrow, as `Label(title, systemImage: "location.fill")` is (its drawing is unpublished).
    @Test("LocationButton is laid out as its label")
    func locationButton() {
        let button = LayoutLab.layout(LocationButton(.currentLocation) {}.id("b"), in: ProposedViewSize(width: 390, height: 100))
        let label = LayoutLab.layout(Label("Current Location", systemImage: "location.fill").id("b"),
                                     in: ProposedViewSize(width: 390, height: 100))
        #expect(button["b"] != nil && button["b"] == label["b"])
    }

    /// A card generic over an insettable shape (`struct Background<S: InsettableShape>`), as apps
    /// write one for rounded rectangles and capsules; the inset is drawn, not laid out, so the
    /// shape still takes its proposal: 200 × 80. A pushed view's zoom and a blur transition are
    /// accepted and change no frame.
    @Test("built-in shapes are InsettableShapes; zoom navigation and blur transitions compile")
    func insettableShapes() {
        struct Background<S: InsettableShape>: View {
            let shape: S
            var body: some View { shape.inset(by: 2).strokeBorder(Color.gray, lineWidth: 1) }
        }
        struct Screen: View {
            @Namespace private var namespace
            var body: some View {
                Background(shape: RoundedRectangle(cornerRadius: 12)).id("card")
                    .matchedTransitionSource(id: "card", in: namespace)
                    .navigationTransition(.zoom(sourceID: "card", in: namespace))
                    .transition(.blurReplace)
            }
        }
        expectFrame(LayoutLab.layout(Screen(), in: ProposedViewSize(width: 200, height: 80)), "card",
                    CGRect(x: 0, y: 0, width: 200, height: 80))
        #expect(LayoutLab.layout(Background(shape: Capsule()).id("c"), in: ProposedViewSize(width: 120, height: 30))["c"]?.size
                == CGSize(width: 120, height: 30))
    }

    struct Character: Decodable { let name: String }

    /// A view model's network pipeline (a data task's publisher, errors mapped, the data decoded,
    /// several requests merged and collected) compiles; the data task requests nothing and delivers
    /// nothing, while publishers of known values deliver at once, as Combine's do when subscribed:
    /// two `Just`s merged and collected are "[1, 2]", and empty data fails to decode, so `catch`
    /// goes on with its fallback [DOC catch(_:): "Handles errors from an upstream publisher by
    /// replacing it with another publisher"].
    @Test("a Combine network pipeline compiles; the data task delivers nothing, known values come at once")
    func networkPipeline() throws {
        var received: [String] = []
        var bag = Set<AnyCancellable>()
        let url = try #require(URL(string: "https://example.com/character/1"))
        URLSession.shared.dataTaskPublisher(for: url)
            .mapError { $0 as Error }
            .tryMap { $0.data }
            .decode(type: Character.self, decoder: JSONDecoder())
            .sink(receiveCompletion: { _ in received.append("end") }, receiveValue: { received.append($0.name) })
            .store(in: &bag)
        Publishers.MergeMany([Just(1), Just(2)]).collect().sink { received.append("\($0)") }.store(in: &bag)
        Result<Data, Never>.Publisher(Data()).setFailureType(to: (any Error).self)
            .decode(type: Character.self, decoder: JSONDecoder())
            .catch { _ in Just(Character(name: "fallback")).setFailureType(to: (any Error).self) }
            .sink(receiveCompletion: { _ in }, receiveValue: { received.append($0.name) })
            .store(in: &bag)
        #expect(received == ["[1, 2]", "fallback"])
        #expect(bag.count == 3)
    }

    struct Item: Identifiable {
        let id: String
        var children: [Item]?
    }

    /// Collapsed: the rows are the top-level items; "b" has children (an empty array still makes a
    /// branch), so it is a disclosure row whose label sits at the leading edge of a row as wide as
    /// the proposal (label, spacer, chevron); "c", inside "b", is not shown.
    @Test("OutlineGroup shows its top-level items, branches as collapsed disclosure rows")
    func outlineGroupIsCollapsed() {
        let items = [Item(id: "a"), Item(id: "b", children: [Item(id: "c")]), Item(id: "d", children: [])]
        let result = LayoutLab.layout(
            VStack(alignment: .leading, spacing: 0) {
                OutlineGroup(items, children: \.children) { item in
                    Color.gray.frame(width: 80, height: 30).id(item.id)
                }
            },
            in: ProposedViewSize(width: 300, height: 200))
        #expect(result["c"] == nil)
        expectFrame(result, "a", CGSize(width: 80, height: 30))
        expectFrame(result, "b", CGSize(width: 80, height: 30))
        expectFrame(result, "d", CGSize(width: 80, height: 30))
        // Three 30-point rows (the chevron is shorter than the label): a 90-point stack, centred in
        // the 200-point proposal at (200 − 90) / 2 = 55.
        #expect(result["a"]?.minY == 55)
        #expect(result["b"]?.minY == 85)
        #expect(result["d"]?.minY == 115)
        #expect(result["a"]?.minX == 0 && result["b"]?.minX == 0)
    }

    /// An intent button is the same button as one with an action; `$value.animation()` is the same
    /// binding; a text field with a label view takes its prompt as placeholder.
    @Test("intent buttons, animated bindings and labelled text fields lay out as their plain forms")
    func plainForms() {
        struct Refresh: AppIntent {
            static let title: LocalizedStringResource = "Refresh"
            func perform() async throws -> some IntentResult { .result() }
        }
        let proposal = ProposedViewSize(width: 300, height: 100)
        #expect(LayoutLab.layout(Button(intent: Refresh()) { Text("Refresh") }.id("b"), in: proposal)["b"]
                == LayoutLab.layout(Button(action: {}) { Text("Refresh") }.id("b"), in: proposal)["b"])
        var value = 3
        let binding = Binding(get: { value }, set: { value = $0 }).animation(.easeInOut)
        binding.wrappedValue = 5
        #expect(value == 5)
        #expect(LayoutLab.layout(TextField(text: .constant(""), prompt: Text("Required")) { Text("Name").bold() }.id("f"), in: proposal)["f"]
                == LayoutLab.layout(TextField("Required", text: .constant("")).id("f"), in: proposal)["f"])
    }
}

extension RealAppAPITests {
    /// Every spelling of a spring compiles, `.spring()` and `.interactiveSpring()` without ambiguity.
    @Test("spring animations of every spelling compile")
    func springs() {
        let all: [Animation] = [.spring(), .spring(response: 0.3), .spring(duration: 0.4, bounce: 0.2), .interactiveSpring(),
                                .interpolatingSpring(stiffness: 50, damping: 10), .interpolatingSpring(duration: 0.3),
                                .timingCurve(0.2, 0.8, 0.2, 1), .bouncy(duration: 0.3, extraBounce: 0.1)]
        #expect(all.count == 8)
    }
}

extension RealAppAPITests {
    /// `Text(title)` of a `LocalizedStringResource` (an intent's title) shows its key, as a
    /// development-language preview does; a literal stays a `LocalizedStringKey` (its Markdown read).
    @Test("Text of a LocalizedStringResource shows its key")
    func localizedResource() {
        let title: LocalizedStringResource = "Water plants"
        let proposal = ProposedViewSize(width: 300, height: 100)
        #expect(LayoutLab.layout(Text(title).id("t"), in: proposal)["t"]
                == LayoutLab.layout(Text(verbatim: "Water plants").id("t"), in: proposal)["t"])
        // The literal's "Water" is bold: 99.33 wide, against 96 for the plain text.
        #expect(LayoutLab.layout(Text("**Water** plants").id("t"), in: proposal)["t"]
                == LayoutLab.layout((Text(verbatim: "Water").bold() + Text(verbatim: " plants")).id("t"), in: proposal)["t"])
        #expect(LayoutLab.layout(Text("**Water** plants").id("t"), in: proposal)["t"]?.width == 298.0 / 3)
    }
}

extension RealAppAPITests {
    struct Project: Identifiable {
        let id: Int
        let name: String
        let hours: Int
    }

    /// On an iPhone a table shows its first column only, as a list [DOC `Table`: "In a compact
    /// horizontal size class environment, a table doesn't display headers and collapses all columns
    /// after the first"]: every row's frame is the same list's.
    @Test("a Table is laid out as a List of its first column")
    func tableIsItsFirstColumn() {
        let projects = [Project(id: 1, name: "FitTrack", hours: 183), Project(id: 2, name: "EduLearn", hours: 70)]
        let proposal = ProposedViewSize(width: 390, height: 400)
        let table = LayoutLab.layout(
            Table(of: Project.self) {
                TableColumn("Name") { project in Text(project.name).id("row-\(project.id)") }
                TableColumn("Hours") { project in Text("\(project.hours)") }
            } rows: {
                ForEach(projects) { TableRow($0) }
            },
            in: proposal)
        let list = LayoutLab.layout(List(projects) { project in Text(project.name).id("row-\(project.id)") }, in: proposal)
        #expect(table["row-1"] != nil)
        #expect(table["row-1"] == list["row-1"])
        #expect(table["row-2"] == list["row-2"])
        let rows = LayoutLab.layout(
            // The key paths' root is the table's row type, as in SwiftUI's documentation.
            Table(projects) {
                TableColumn("Name", value: \.name)
                TableColumn("Hours", value: \.hours) { Text("\($0.hours)") }
            },
            in: proposal)
        let plain = LayoutLab.layout(List(projects) { Text($0.name) }, in: proposal)
        #expect(rows.engineResult.placements.map(\.frame) == plain.engineResult.placements.map(\.frame))
        let one = LayoutLab.layout(Table(projects) { TableColumn("Name", value: \.name) }, in: proposal)
        #expect(one.engineResult.placements.map(\.frame) == plain.engineResult.placements.map(\.frame))
    }

    /// `LabeledContent(_:value:format:)` shows the value formatted in the preview's locale (en_US),
    /// like `LabeledContent(_:value:)` with that text.
    @Test("LabeledContent with a format shows the formatted value")
    func labeledContentFormat() {
        let proposal = ProposedViewSize(width: 390, height: 400)
        let formatted = LayoutLab.layout(LabeledContent("Amount", value: 12.5, format: .currency(code: "USD")).id("row"), in: proposal)
        let plain = LayoutLab.layout(LabeledContent("Amount", value: "$12.50").id("row"), in: proposal)
        #expect(formatted["row"] != nil)
        #expect(formatted["row"] == plain["row"])
    }

    /// A representable's UIKit code sets up layers and emitters (confetti) and reads images'
    /// bitmaps: it compiles, keeps what it sets and draws nothing.
    @Test("UIView layers, emitters and image bitmaps compile and keep what is set")
    func coreAnimationLayers() {
        let view = UIView()
        let emitter = CAEmitterLayer()
        emitter.emitterShape = .line
        let cell = CAEmitterCell()
        cell.birthRate = 6
        cell.contents = UIImage(systemName: "heart.fill")?.cgImage
        emitter.emitterCells = [cell]
        view.layer.addSublayer(emitter)
        #expect(view.layer.sublayers?.count == 1)
        #expect((view.layer.sublayers?.first as? CAEmitterLayer)?.emitterCells?.first?.birthRate == 6)
        emitter.removeFromSuperlayer()
        #expect(view.layer.sublayers?.isEmpty == true)
        final class GradientView: UIView { override class var layerClass: AnyClass { CAGradientLayer.self } }
        #expect(GradientView().layer is CAGradientLayer)
        let completer = MKLocalSearchCompleter()
        completer.filterType = .locationsOnly
        #expect(completer.filterType == .locationsOnly)
    }

    /// A receipt scanner's text recognition: the request completes with no text (no image is
    /// decoded here), so the scanner shows its empty state.
    @Test("Vision text recognition runs and finds no text")
    func visionFindsNothing() throws {
        var lines: [String]?
        let request = VNRecognizeTextRequest { request, _ in
            lines = (request.results ?? []).compactMap { $0.topCandidates(1).first?.string }
        }
        request.recognitionLevel = .accurate
        try VNImageRequestHandler(data: Data(), options: [:]).perform([request])
        #expect(lines == [])
    }

    struct StartFocus: AppIntent {
        static let title: LocalizedStringResource = "Start focus"
        func perform() async throws -> some IntentResult { .result() }
    }

    struct Shortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(intent: StartFocus(), phrases: ["Start \(.applicationName)", "Focus with \(.applicationName)"],
                        shortTitle: "Start", systemImageName: "timer")
            AppShortcut(intent: StartFocus(), phrases: ["Begin \(.applicationName)"])
        }
    }

    struct FavouriteTip: Tip {
        // (TipKit's parameters are static; an instance one here, as Swift 6 tests refuse static mutable state.)
        @Parameter var isLoggedIn = false
        static let visits = Event(id: "visits")
        var title: Text { Text("Add to favourites") }
        var options: [any TipOption] { [Tips.MaxDisplayCount(3)] }
        var rules: [Rule] { [Rule($isLoggedIn) { $0 == true }, Rule(Self.visits) { $0.donations.count > 3 }] }
    }

    /// The same written as TipKit's builders take them: one rule or option after another.
    struct BuiltTip: Tip {
        var showsTwice: Bool
        var title: Text { Text("Delete") }
        var options: [any TipOption] {
            Tips.MaxDisplayCount(3)
            if showsTwice { Tips.IgnoresDisplayFrequency(true) }
        }
        var rules: [Rule] {
            Rule(FavouriteTip.visits) { $0.donations.count == 1 }
            Rule(FavouriteTip.visits) { $0.donations.count < 5 }
        }
    }

    /// A tip's rules, options, parameters and events compile as TipKit's (`#Rule` is rewritten to
    /// the `Rule` call above); no tip shows here.
    @Test("a tip's rules, parameters and events compile; the tip never shows")
    func tipRules() {
        FavouriteTip.visits.donate()
        var tip = FavouriteTip()
        tip.isLoggedIn = true
        #expect(FavouriteTip.visits.donations.count == 1)
        #expect(tip.isLoggedIn)
        #expect(FavouriteTip().rules.count == 2 && FavouriteTip().options.count == 1)
        #expect(BuiltTip(showsTwice: true).rules.count == 2 && BuiltTip(showsTwice: true).options.count == 2)
        #expect(BuiltTip(showsTwice: false).options.count == 1)
        #expect(FavouriteTip().status == .pending && !FavouriteTip().shouldDisplay)
    }

    struct Card { let definition: String }

    /// iOS 26's on-device model is not here: apps see it unavailable, as on a device that is not
    /// eligible, and a request throws instead of answering.
    @Test("the on-device language model is unavailable and a request throws")
    func languageModelUnavailable() async {
        #expect(SystemLanguageModel.default.availability == .unavailable(.deviceNotEligible))
        #expect(!SystemLanguageModel.default.isAvailable)
        let session = LanguageModelSession(tools: []) {
            "You are a vocabulary assistant."
            "Answer in two sentences."
        }
        let prompt = Prompt { "Define 'happy'." }
        do {
            _ = try await session.respond(to: prompt, generating: Card.self, includeSchemaInPrompt: false)
            Issue.record("a request answered")
        } catch let error as LanguageModelSession.GenerationError {
            guard case .assetsUnavailable(let context) = error else { Issue.record("\(error)"); return }
            #expect(context.debugDescription == "The on-device language model is not available here.")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test("an app's shortcuts compile as Siri reads them")
    func appShortcuts() {
        #expect(Shortcuts.appShortcuts.count == 2)
        #expect(Shortcuts.shortcutTileColor == .navy)
    }

    @Test("a slice or selection of a layout's subviews is indexed from 0")
    func subviewSlices() {
        let result = LayoutLab.layout(
            FirstThenRest {
                Color.red.frame(width: 10, height: 10).id("first")
                Color.green.frame(width: 20, height: 10).id("second")
                Color.blue.frame(width: 30, height: 10).id("third")
            },
            in: ProposedViewSize(width: 200, height: 200))
        expectFrame(result, "first", CGRect(x: 0, y: 0, width: 10, height: 10))
        expectFrame(result, "second", CGRect(x: 0, y: 40, width: 20, height: 10))
        expectFrame(result, "third", CGRect(x: 100, y: 70, width: 30, height: 10))
    }

    /// A collapsed section (iOS 17's `Section(_:isExpanded:content:)`) shows its header alone [DOC
    /// `Section.init(_:isExpanded:content:)`: "the section's content is visible when expanded"]:
    /// the collapsed row is not laid out, the expanded one is, 30 high.
    @Test("a collapsed section lays out its header alone")
    func collapsibleSections() {
        let result = LayoutLab.layout(
            List {
                Section("Sleep", isExpanded: .constant(false)) { Color.red.frame(height: 30).id("hidden") }
                Section("Open", isExpanded: .constant(true)) { Color.blue.frame(height: 30).id("shown") }
            }
            .listStyle(.sidebar),
            in: ProposedViewSize(width: 390, height: 600))
        #expect(result["hidden"] == nil)
        #expect(result["shown"]?.height == 30)
    }

    /// An editable title (`navigationTitle(_: Binding<String>)`, iOS 16) is a title: the bar is the
    /// 96-point large-title bar, as for a string title (PlatformChromeTests).
    @Test("an editable navigation title makes a large-title bar")
    func editableTitle() {
        let titled = NavigationStack { Color.red.id("c").navigationTitle(.constant("Lunch")) }
        expectFrame(LayoutLab.layout(titled, in: ProposedViewSize(width: 390, height: 763)), "c",
                    CGRect(x: 0, y: 96, width: 390, height: 667))
    }

    /// `Menu("Sort", systemImage:)` is laid out as its label, `Label("Sort", systemImage:)`; a
    /// `Text(_:formatter:)` is the formatter's string; Liquid Glass changes no frame.
    @Test("Menu with a system image, Text with a formatter, and glass are laid out as their plain forms")
    func menusFormattersAndGlass() {
        let menu = LayoutLab.tree(of: Menu("Sort", systemImage: "line.3.horizontal.decrease") { Text("Name") }).root
        #expect(menu == LayoutLab.tree(of: Label("Sort", systemImage: "line.3.horizontal.decrease")).root)
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy"
        formatter.timeZone = TimeZone(identifier: "UTC")
        #expect(LayoutLab.tree(of: Text(Date(timeIntervalSince1970: 0), formatter: formatter)).root == LayoutLab.tree(of: Text("1970")).root)
        let glass = LayoutLab.layout(
            GlassEffectContainer(spacing: 20) {
                HStack(spacing: 20) {
                    Color.red.frame(width: 80, height: 80).glassEffect().id("a")
                    Color.blue.frame(width: 80, height: 80).glassEffect(.regular.interactive(), in: .rect(cornerRadius: 16)).id("b")
                }
            },
            in: ProposedViewSize(width: 300, height: 100))
        // 80 + 20 + 80 = 180 wide, centred in 300: x = 60, 160; y = (100 − 80) / 2 = 10.
        expectFrame(glass, "a", CGRect(x: 60, y: 10, width: 80, height: 80))
        expectFrame(glass, "b", CGRect(x: 160, y: 10, width: 80, height: 80))
    }

    /// Declarations app code uses beside its views change no frame: an image paint, an image
    /// renderer, a mixed colour, a modifier's animation, the pasteboard and line-break modes.
    @Test("image paints, renderers, mixed colours, modifier animations and the pasteboard change no frame")
    func inertAppCodeAPI() {
        let renderer = ImageRenderer(content: Circle().frame(width: 40, height: 40))
        #expect(renderer.uiImage == nil && renderer.scale == 1)
        UIPasteboard.general.string = "Hello"
        #expect(UIPasteboard.general.hasStrings)
        let mode: NSLineBreakMode = .byTruncatingTail
        let result = LayoutLab.layout(
            VStack(spacing: 0) {
                Rectangle().fill(Color.green.mix(with: .blue, by: 0.25)).frame(width: 100, height: 50).id("mixed")
                Rectangle().fill(ImagePaint(image: Image(systemName: "star"), scale: 0.5)).frame(width: 60, height: 30).id("tiled")
                Color.red.modifier(Faded(amount: 0.5).animation(.easeInOut)).frame(width: mode == .byTruncatingTail ? 20 : 5, height: 20)
                    .id("faded")
            },
            in: ProposedViewSize(width: 200, height: 200))
        // 50 + 30 + 20 = 100 high, centred: y = 50; each row centred across 200.
        expectFrame(result, "mixed", CGRect(x: 50, y: 50, width: 100, height: 50))
        expectFrame(result, "tiled", CGRect(x: 70, y: 100, width: 60, height: 30))
        expectFrame(result, "faded", CGRect(x: 90, y: 130, width: 20, height: 20))
    }

    /// A list with no rows still fills what it is offered, as iOS draws it (before, it was as wide
    /// as its rows: 0, which narrowed the stack around it to the 200-point bar): 390 × (763 − 40),
    /// the bar below it centred, x = (390 − 200) / 2. Its scroll view does too (it was 0 wide at
    /// x = 195 in lucasnsp/CryptoTracker's coin list before the coins load).
    @Test("an empty list fills its proposal")
    func emptyList() {
        let result = LayoutLab.layout(
            VStack(spacing: 0) {
                List { ForEach([String](), id: \.self) { Text($0) } }.id("list")
                Color.red.frame(width: 200, height: 40).id("bar")
            },
            in: ProposedViewSize(width: 390, height: 763))
        expectFrame(result, "list", CGRect(x: 0, y: 0, width: 390, height: 723))
        expectFrame(result, "bar", CGRect(x: 95, y: 723, width: 200, height: 40))
        let scrollViews = result.engineResult.nodes.filter { $0.kind == "ScrollView" }.map(\.index)
        let frames = result.engineResult.placements.filter { scrollViews.contains($0.node) }.map(\.frame)
        #expect(frames.map { [$0.minX, $0.minY, $0.width, $0.height] } == [[0, 0, 390, 723]])
    }

    /// A section with nothing in it (a `ForEach` of no expenses) is not drawn: the list is empty,
    /// fills its proposal and its overlay is centred across it (before, the empty section's 35
    /// points of spacing made the list 32 wide at x 179, and "Nothing here yet" wrapped in it).
    /// A section with rows keeps its 35 above, and the empty one beside it adds nothing.
    @Test("an empty section is not drawn, and a list of empty sections fills its proposal")
    func emptySection() {
        let empty = LayoutLab.layout(
            List { Section { ForEach([String](), id: \.self) { Text($0) } } }.id("list")
                .overlay { Text("Nothing here yet").id("note") },
            in: ProposedViewSize(width: 390, height: 763))
        expectFrame(empty, "list", CGRect(x: 0, y: 0, width: 390, height: 763))
        // "Nothing here yet" is 126.67 × 20.33 at 17 pt (the SF Pro model), centred: x = (390 − 126.67) / 2.
        expectFrame(empty, "note", CGRect(x: (390 - 126.66666666666667) / 2, y: (763 - 20.333333333333332) / 2,
                                          width: 126.66666666666667, height: 20.333333333333332))
        let mixed = LayoutLab.layout(
            List {
                Section { ForEach([String](), id: \.self) { Text($0) } }
                Section { Text("Milk").id("milk") }
            },
            in: ProposedViewSize(width: 390, height: 763))
        // The row's text ("Milk", 31 wide): 35 of section spacing, then centred in the 44-point
        // row, (44 − 20.33) / 2 = 11.83 down; 16 of card inset and 16 of row inset in.
        expectFrame(mixed, "milk", CGRect(x: 32, y: 35 + 11.833333333333334, width: 31, height: 20.333333333333332))
    }

    /// A stroked, scaled or rotated shape is laid out, named and drawn as the shape it comes from
    /// (`Circle().stroke(lineWidth: 2)` was a "Rectangle" in paths and pictures).
    @Test("a stroked shape keeps its shape's kind")
    func strokedShapeKeepsItsKind() {
        let kinds = [AnyView(Circle().stroke(lineWidth: 2)), AnyView(Capsule().stroke(style: StrokeStyle(lineWidth: 3))),
                     AnyView(Ellipse().scale(x: 0.5, y: 1).stroke(lineWidth: 1)), AnyView(RoundedRectangle(cornerRadius: 4).stroke())]
            .map { LayoutLab.layout($0.frame(width: 40, height: 40), in: ProposedViewSize(width: 100, height: 100)) }
            .map { result in result.engineResult.nodes.map(\.kind).filter { $0 != "frame" } }
        #expect(kinds == [["Circle"], ["Capsule"], ["Ellipse"], ["RoundedRectangle"]])
    }

    /// A `Gradient` is a style since iOS 16: `.background(Gradient(colors:))` (Filmatch's
    /// onboarding) fills the view's frame behind it, as any style does.
    @Test("a Gradient is a shape style")
    func gradientIsAStyle() {
        let result = LayoutLab.layout(
            Color.clear.frame(width: 50, height: 20).id("card").background(Gradient(colors: [.red, .blue])),
            in: ProposedViewSize(width: 200, height: 100))
        expectFrame(result, "card", CGRect(x: 75, y: 40, width: 50, height: 20))
        let filled = result.engineResult.nodes.filter { $0.kind == "Color" }.map(\.index)
        let frames = result.engineResult.placements.filter { filled.contains($0.node) }.map { [$0.frame.width, $0.frame.height] }
        #expect(frames == [[50, 20], [50, 20]])
    }

    /// A detent of the file's own, as StewartLynch's sheets write it: `Context` is the protocol's,
    /// and a view presenting it lays out as without the sheet (sheets are not laid out).
    @Test("a custom presentation detent compiles, and the view presenting it keeps its frame")
    func customDetent() {
        let proposal = ProposedViewSize(width: 300, height: 100)
        let plain = LayoutLab.layout(Text("Sheet").id("t"), in: proposal)["t"]
        let detented = LayoutLab.layout(Text("Sheet").id("t").presentationDetents([.custom(TinyDetent.self), .medium]), in: proposal)["t"]
        #expect(detented == plain)
    }

    /// A Stepper titled by a `String` variable lays out as one titled by a literal: its label, a
    /// Spacer and the 94 × 32 control across the 300 offered. A drag handler written as a method
    /// names `_ChangedGesture<DragGesture>.Value`; the view keeps its frame (gestures act after layout).
    @Test("a Stepper titled by a String or in SwiftUI's closure forms, and a drag handler naming _ChangedGesture's value")
    func stepperTitlesAndGestureValues() {
        let proposal = ProposedViewSize(width: 300, height: 100)
        let title = "Count"
        let titled = LayoutLab.layout(Stepper(title, value: .constant(3), in: 0...10, step: 1).id("s"), in: proposal)["s"]
        let keyed = LayoutLab.layout(Stepper("Count", value: .constant(3), in: 0...10, step: 1).id("s"), in: proposal)["s"]
        // A theme manager forcing every window's style (appearance only) changes no frame.
        let window = UIWindow(frame: .zero)
        window.overrideUserInterfaceStyle = .dark
        #expect(window.overrideUserInterfaceStyle == .dark)
        #expect(titled == keyed)
        #expect(titled?.size == CGSize(width: 300, height: 32))
        // SwiftUI's closure forms (the label last, `onEditingChanged` before it) lay out alike.
        let closures = [
            LayoutLab.layout(Stepper(onIncrement: {}, onDecrement: {}) { Text("Count") }.id("s"), in: proposal)["s"],
            LayoutLab.layout(Stepper("Count", onIncrement: {}, onDecrement: {}, onEditingChanged: { _ in }).id("s"), in: proposal)["s"],
            LayoutLab.layout(Stepper(value: .constant(3), in: 0...10, step: 1, onEditingChanged: { _ in }) { Text("Count") }.id("s"),
                             in: proposal)["s"],
        ]
        #expect(closures == [keyed, keyed, keyed])
        let dragged: (_ChangedGesture<DragGesture>.Value) -> Void = { _ in }
        let ended: (_EndedGesture<DragGesture>.Value) -> Void = { _ in }
        let card = LayoutLab.layout(Color.red.frame(width: 50, height: 20).id("c")
            .gesture(DragGesture().onChanged(dragged).onEnded(ended)), in: proposal)["c"]
        #expect(card == CGRect(x: 125, y: 40, width: 50, height: 20))
    }

    /// Window actions (stackotter's edge cases call `openWindow(id:)` and `dismissWindow(id:)` from
    /// buttons) and iOS 26's `.viewAligned(anchor:)` compile and change no frame: a preview is one
    /// window, and how a scroll view settles is not layout. The 50 × 20 view stays centred in 300 × 100.
    @Test("window actions and a view-aligned anchor compile and change no frame")
    func windowActionsAndViewAlignedAnchor() {
        struct Opener: View {
            @Environment(\.openWindow) private var openWindow
            @Environment(\.dismissWindow) private var dismissWindow
            var body: some View {
                Color.red.frame(width: 50, height: 20).id("c")
                    .onTapGesture { openWindow(id: "editor"); openWindow(value: 3); dismissWindow(); dismissWindow(id: "editor") }
                    .scrollTargetBehavior(.viewAligned(anchor: .center))
            }
        }
        let frame = LayoutLab.layout(Opener(), in: ProposedViewSize(width: 300, height: 100))["c"]
        #expect(frame == CGRect(x: 125, y: 40, width: 50, height: 20))
        // iOS 18's scroll phases: moving while interacting, decelerating or animating.
        #expect([ScrollPhase.idle, .tracking, .interacting, .decelerating, .animating].map(\.isScrolling)
                == [false, false, true, true, true])
        // A Mac app's window that is not restored and does not open at launch (stackotter's edge cases).
        struct Edges: App {
            var body: some Scene {
                Window("Edges", id: "edges") { Color.red }
                    .restorationBehavior(.disabled)
                    .defaultLaunchBehavior(.suppressed)
            }
        }
        #expect(SceneLaunchBehavior.suppressed != .presented)
    }

    /// Chained symbol variants (DesignCodeIOS15's account row: `.symbolVariant(.circle.fill)`) are
    /// combinations, and change no frame: the variant is drawn, the symbol keeps its size.
    @Test("chained symbol variants combine and change no frame")
    func chainedSymbolVariants() {
        #expect(SymbolVariants.circle.fill.contains(.fill) && SymbolVariants.circle.fill.contains(.circle))
        #expect(!SymbolVariants.fill.contains(.slash))
        #expect(SymbolVariants.fill.slash == SymbolVariants.slash.fill)
        let proposal = ProposedViewSize(width: 300, height: 100)
        let plain = LayoutLab.layout(Image(systemName: "person.crop.circle").id("i"), in: proposal)["i"]
        let filled = LayoutLab.layout(Image(systemName: "person.crop.circle").symbolVariant(.circle.fill).id("i"), in: proposal)["i"]
        #expect(plain != nil && filled == plain)
    }

    /// `textScale(_:)` on a Text is a Text (hslogbook's flight table interpolates one into a key):
    /// "COUNT: 1" is measured as its words, not as a description of a view, which laid out
    /// 388 × 162 of "Text(runs: ..." before.
    @Test("a Text with a text scale joins other Texts and interpolates as its words")
    func textScaleStaysText() {
        let proposal = ProposedViewSize(width: 390, height: 763)
        let scaled = LayoutLab.layout(Text("\(Text("COUNT:").textScale(.secondary)) 1").id("t"), in: proposal)["t"]
        let plain = LayoutLab.layout(Text(verbatim: "COUNT: 1").id("t"), in: proposal)["t"]
        #expect(scaled != nil && scaled == plain)
        let joined = LayoutLab.layout((Text("COUNT:").textScale(.secondary) + Text(" 1")).id("t"), in: proposal)["t"]
        #expect(joined == plain)
    }

    /// A watch app's heart-rate manager (mental-health-buddy): sample, observer and statistics
    /// queries with HealthKit's units and sort keys compile; authorization completes with `false`
    /// and no handler is called, so the view shows its "--" state: one Text of two dashes,
    /// centred in 300 × 100 as Text("--") is.
    @Test("HealthKit's queries compile; no data arrives and the screen shows its empty state")
    func healthKitQueries() {
        final class HeartRate: @unchecked Sendable {
            let store = HKHealthStore()
            var bpm: Double?
            var granted: Bool?
            func start() {
                let type = HKQuantityType(.heartRate)
                store.requestAuthorization(toShare: nil, read: [type]) { ok, _ in self.granted = ok }
                let predicate = HKQuery.predicateForSamples(withStart: Date().addingTimeInterval(-3600), end: nil,
                                                            options: .strictStartDate)
                let sort = NSSortDescriptor(key: HKSampleSortIdentifierEndDate, ascending: false)
                let unit = HKUnit.count().unitDivided(by: .minute())
                store.execute(HKSampleQuery(sampleType: type, predicate: predicate, limit: HKObjectQueryNoLimit,
                                            sortDescriptors: [sort]) { _, samples, _ in
                    self.bpm = (samples?.first as? HKQuantitySample)?.quantity.doubleValue(for: unit)
                })
                store.execute(HKObserverQuery(sampleType: type, predicate: nil) { _, done, _ in done() })
                let steps = HKStatisticsCollectionQuery(quantityType: HKQuantityType(.stepCount), quantitySamplePredicate: predicate,
                                                        options: .cumulativeSum, anchorDate: Date(),
                                                        intervalComponents: DateComponents(day: 1))
                steps.initialResultsHandler = { _, collection, _ in self.bpm = collection?.statistics().first?.sumQuantity()?.doubleValue(for: .count()) }
                store.execute(steps)
                _ = HKObjectType.categoryType(forIdentifier: .sleepAnalysis)
            }
        }
        let model = HeartRate()
        model.start()
        #expect(model.granted == false && model.bpm == nil)
        #expect(model.store.authorizationStatus(for: HKQuantityType(.heartRate)) == .notDetermined)
        let proposal = ProposedViewSize(width: 300, height: 100)
        let shown = LayoutLab.layout(Text(model.bpm.map { "\(Int($0))" } ?? "--").id("t"), in: proposal)["t"]
        #expect(shown != nil && shown == LayoutLab.layout(Text(verbatim: "--").id("t"), in: proposal)["t"])
    }

    /// daysleft's intent, replacing its SiriKit intent and answering with a snippet, a dialog and a
    /// value; its watch widget's recommendations; its tip, shown twice at most.
    struct DaysLeftIntent: CustomIntentMigratedAppIntent, WidgetConfigurationIntent {
        static let intentClassName = "DaysLeftIntentHandler"
        static let title: LocalizedStringResource = "Days left"
        func perform() async throws -> some IntentResult & ShowsSnippetView & ProvidesDialog & ReturnsValue<Int> {
            .result(value: 12, dialog: "12 days left") { Text("12") }
        }
    }

    struct DaysLeftProvider: AppIntentTimelineProvider {
        struct Entry: TimelineEntry { let date: Date }
        func placeholder(in context: Context) -> Entry { Entry(date: Date()) }
        func snapshot(for configuration: DaysLeftIntent, in context: Context) async -> Entry { Entry(date: Date()) }
        func timeline(for configuration: DaysLeftIntent, in context: Context) async -> Timeline<Entry> {
            Timeline(entries: [Entry(date: Date())], policy: .never)
        }
        func recommendations() -> [AppIntentRecommendation<DaysLeftIntent>] {
            [AppIntentRecommendation(intent: DaysLeftIntent(), description: "Days left")]
        }
    }

    struct EditTip: Tip {
        var title: Text { Text("Edit") }
        var options: [any TipOption] { [Tip.MaxDisplayCount(2)] }
    }

    /// None of it is laid out: the widget's recommendation, the tip's option, the complication's
    /// transfer and iCloud's change reasons compile and change no frame (the 50 × 20 view stays
    /// centred in 300 × 100).
    @Test("app intents with snippets, widget recommendations, tip options and complication transfers compile")
    func intentsRecommendationsAndComplications() {
        #expect(DaysLeftProvider().recommendations().count == 1)
        #expect(EditTip().options.count == 1)
        #expect(DaysLeftIntent.intentClassName == "DaysLeftIntentHandler")
        #expect(!WCSession.default.isComplicationEnabled && WCSession.default.remainingComplicationUserInfoTransfers == 0)
        WCSession.default.transferCurrentComplicationUserInfo(["days": 12])
        #expect(NSUbiquitousKeyValueStoreServerChange == 0 && NSUbiquitousKeyValueStoreInitialSyncChange == 1)
        let frame = LayoutLab.layout(Color.red.frame(width: 50, height: 20).id("c"), in: ProposedViewSize(width: 300, height: 100))["c"]
        #expect(frame == CGRect(x: 125, y: 40, width: 50, height: 20))
    }

    /// A GitHub sign-in (goals' `GitHubAuthService`, PRtify's sign-in view): the web session never
    /// starts, so its completion is never called; the anchor is the preview's window.
    @Test("a web sign-in session compiles and never starts")
    func webAuthenticationSession() {
        final class SignIn: NSObject, ASWebAuthenticationPresentationContextProviding, @unchecked Sendable {
            var called = false
            func start() -> Bool {
                let session = ASWebAuthenticationSession(url: URL(string: "https://github.com/login")!, callbackURLScheme: "goals") { _, error in
                    self.called = true
                    _ = (error as? NSError)?.code == ASWebAuthenticationSessionError.canceledLogin.rawValue
                }
                session.presentationContextProvider = self
                session.prefersEphemeralWebBrowserSession = true
                return session.start()
            }
            func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor { ASPresentationAnchor() }
        }
        let signIn = SignIn()
        #expect(!signIn.start() && !signIn.called)
    }

    /// Course apps' calls that stopped them (100 Days of SwiftUI, CS193p, timers): string titles
    /// with a role or a value, a string badge, a menu with a primary action, a long press then a
    /// drag matched on its value, an angle set in degrees, an image of a filter's bitmap, a stroked
    /// path, a system sound made from a file and `.atomicWrite`. Each label lays out as
    /// its Text: "Delete", 49.33 wide at 17 pt in the SF Pro model.
    @Test("course apps' string titles, gestures, angles, images, paths and sounds compile and lay out as their labels")
    func courseAppCalls() throws {
        let title: String = "Delete"
        let text = LayoutLab.layout(Text("Delete").id("t"), in: ProposedViewSize(width: 390, height: 100))
        let width = try #require(text["t"]).width
        #expect(width == 49.333333333333336)
        for view in [AnyView(Button(title, role: .destructive) {}), AnyView(Button(title, systemImage: "trash", role: .destructive) {}.labelStyle(.titleOnly)),
                     AnyView(NavigationLink(title, value: 3)), AnyView(Menu(title) { Button("a") {} } primaryAction: {}),
                     AnyView(Text(title).badge("New"))] {
            let laidOut = LayoutLab.layout(view.id("v"), in: ProposedViewSize(width: 390, height: 100))
            #expect(laidOut["v"]?.width == width)
        }
        var matched = false
        let gesture = LongPressGesture().sequenced(before: DragGesture()).onEnded { value in
            if case .second(true, _) = value { matched = true }
        }
        _ = Color.red.gesture(gesture).simultaneousGesture(TapGesture().simultaneously(with: TapGesture()))
        #expect(!matched)
        // A sequence's values compare (Dice's `if value == .first(true)`).
        let pressed = SequenceGesture<LongPressGesture, DragGesture>.Value.first(true)
        #expect(pressed == .first(true) && pressed != .second(true, nil))
        var angle = Angle.degrees(90)
        angle.degrees += 90
        #expect(abs(angle.radians - .pi) < 1e-12)
        // A filter's bitmap never exists here; an image of one would be the placeholder.
        let imageOfBitmap: (CGImage) -> UIImage = { UIImage(cgImage: $0) }
        _ = imageOfBitmap
        _ = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).strokedPath(StrokeStyle(lineWidth: 17, lineCap: .round))
        var sound: SystemSoundID = 0
        #expect(AudioServicesCreateSystemSoundID(URL(fileURLWithPath: "/tmp/ding.caf") as CFURL, &sound) == kAudioServicesNoError)
        AudioServicesPlayAlertSound(sound)
        #expect(Data.WritingOptions.atomicWrite == .atomic)
    }

    /// iOS 17 and 18 apps' calls that stopped them: a tip's action read by its id, Xcode's widget
    /// template setting an intent's parameter through a `let`, iOS 18's scroll position and
    /// geometry, VoiceOver's focus state and an alert for an error. None changes a frame: the
    /// text is laid out as alone, "Delete" 49.33 × 20.33.
    @Test("tips' actions, intents' parameters, scroll positions, accessibility focus and error alerts compile and work as written")
    func recentAppCalls() throws {
        struct Configuration: WidgetConfigurationIntent {
            static let title: LocalizedStringResource = "Configuration"
            @Parameter(title: "Favorite Emoji", default: "😃") var favoriteEmoji: String
        }
        let intent = Configuration()
        intent.favoriteEmoji = "😀"
        #expect(intent.favoriteEmoji == "😀")
        struct Welcome: Tip { var title: Text { Text("Welcome") } }
        struct Failure: LocalizedError { var errorDescription: String? { "failed" } }
        var position = ScrollPosition(idType: Int.self)
        #expect(position.edge == nil && position.viewID(type: Int.self) == nil)
        position.scrollTo(id: 7)
        #expect(position.viewID(type: Int.self) == 7 && !position.isPositionedByUser)
        position.scrollTo(edge: .bottom)
        #expect(position.edge == .bottom && position.viewID == nil)
        #expect(ScrollPosition(y: 40).point == CGPoint(x: 0, y: 40))
        #expect(ScrollGeometry().contentOffset == .zero)
        let focus = AccessibilityFocusState<Bool>()
        #expect(!focus.wrappedValue)
        focus.projectedValue.wrappedValue = true
        #expect(focus.wrappedValue)
        let view = Text("Delete").id("t")
            .popoverTip(Welcome()) { action in _ = action.id }
            .alert(isPresented: .constant(false), error: Failure?.none) { _ in Button("OK") {} } message: { error in Text(error.localizedDescription) }
            .accessibilityFocused(focus.projectedValue)
            .scrollPosition(.constant(position))
        expectFrame(LayoutLab.layout(view, in: ProposedViewSize(width: 390, height: 100)), "t",
                    CGRect(x: (390 - 49.333333333333336) / 2, y: (100 - 20.333333333333332) / 2, width: 49.333333333333336, height: 20.333333333333332))
    }

    /// iOS 18's tab sections hold tabs of the TabView like the others: the first tab shows, over
    /// the 49-point tab bar (714 = 763 − 49). An optional gesture and a shape of uneven corners
    /// given as radii lay out as the view without them.
    @Test("a TabSection's tabs are the TabView's; optional gestures and rect(cornerRadii:) compile")
    func tabSectionsAndSmallShapes() {
        let tabs = LayoutLab.layout(TabView {
            TabSection("Watch") {
                Tab("Movies", systemImage: "film") { Color.red.id("movies") }
                Tab("Shows", systemImage: "tv") { Color.blue.id("shows") }
            }
        }, in: ProposedViewSize(width: 390, height: 763))
        expectFrame(tabs, "movies", CGRect(x: 0, y: 0, width: 390, height: 714))
        #expect(tabs["shows"] == nil)
        // With a selection, a section's tabs find their values in the selection's type; the first
        // tab shows (the selection is not read: see `TabView`).
        let selected = LayoutLab.layout(TabView(selection: .constant(Shelf.shows)) {
            TabSection("Watch") {
                Tab("Movies", systemImage: "film", value: .movies) { Color.red.id("movies") }
                Tab("Shows", systemImage: "tv", value: .shows) { Color.blue.id("shows") }
                Tab("Help", systemImage: "questionmark") { Color.gray.id("help") }
            }
            Tab("Search", systemImage: "magnifyingglass", value: .search) { Color.green.id("search") }
        }, in: ProposedViewSize(width: 390, height: 763))
        expectFrame(selected, "movies", CGRect(x: 0, y: 0, width: 390, height: 714))
        #expect(selected["shows"] == nil && selected["search"] == nil)
        let editing = false
        let shaped = LayoutLab.layout(
            Color.red.frame(width: 100, height: 50).id("card")
                .clipShape(.rect(cornerRadii: RectangleCornerRadii(topLeading: 10, bottomTrailing: 10)))
                .gesture(editing ? nil : TapGesture()),
            in: ProposedViewSize(width: 390, height: 100))
        expectFrame(shaped, "card", CGRect(x: 145, y: 25, width: 100, height: 50))
    }

    /// Showcase and dashboard apps (DesignCodeSwiftUI, Kavsoft's side menu, sentinel, HeroEffect,
    /// Filmatch): an optional focus value, more accessibility traits, a symbol's content transition,
    /// a Mac window's state, a map position read back, a window subclass and a vibrancy effect
    /// compile; none changes layout: the field keeps its 44 and the VStack its 8 between, the
    /// 72-high stack centred in 400 at y 164.
    @Test("focus, traits, transitions, map positions and UIKit effects of showcase apps compile and change no layout")
    @MainActor
    func showcaseAPI() {
        enum Field: Hashable { case email, password }
        struct SignIn: View {
            @FocusState private var focus: Field?
            @Environment(\.controlActiveState) private var state
            let next: Field? = .password
            var body: some View {
                VStack {
                    TextField("Email", text: .constant("")).frame(height: 44).id("email")
                        .focused($focus, equals: next)
                        .accessibilityAddTraits(.isModal)
                    Image(systemName: state == .key ? "xmark" : "line.3.horizontal")
                        .contentTransition(.symbolEffect)
                        .id("icon")
                }
            }
        }
        let result = LayoutLab.layout(SignIn(), in: ProposedViewSize(width: 300, height: 400))
        expectFrame(result, "email", CGRect(x: 0, y: 164, width: 300, height: 44))
        expectFrame(result, "icon", CGRect(x: 140, y: 216, width: 20, height: 20))
        let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 45.8, longitude: 6.9),
                                        span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))
        #expect(MapCameraPosition.region(region).region?.center.latitude == 45.8)
        #expect(MapCameraPosition.automatic.region == nil)
        final class PassThroughWindow: UIWindow {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
        }
        let window = PassThroughWindow(frame: .zero)
        window.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        #expect(window.hitTest(.zero, with: nil) == nil)
        _ = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .secondaryLabel)
        #expect(UIFont.familyNames.isEmpty)
    }

    /// Layout and snippet collections (sang200515's SwiftUIViews, swift_snippets, FrameUp): a
    /// `delay` helper in nanoseconds, every layout direction, an axis printed.
    @Test("Dispatch's time constants, LayoutDirection.allCases and Axis.description")
    func snippetConstants() {
        let half = DispatchTime.now() + Double(Int64(0.5 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
        #expect(half > DispatchTime.now() - 1)
        #expect(NSEC_PER_SEC == 1_000_000_000 && NSEC_PER_MSEC == 1_000_000 && USEC_PER_SEC == 1_000_000)
        #expect(LayoutDirection.allCases == [.leftToRight, .rightToLeft])
        #expect(Axis.allCases.map(\.description) == ["horizontal", "vertical"])
    }

    /// Titles as `String` values where SwiftUI takes any `StringProtocol` (fushigi's journal), and
    /// a Table selecting several rows (Food Truck's orders): each laid out as its plainer form.
    @Test("String titles for Button(_:systemImage:) and searchable prompts; Table with a Set selection")
    func stringTitlesAndSetSelection() {
        let proposal = ProposedViewSize(width: 390, height: 763)
        let title = "Add entry"
        let button = LayoutLab.layout(Button(title, systemImage: "plus") {}.id("b"), in: proposal)
        #expect(button["b"] != nil && button["b"] == LayoutLab.layout(Button("Add entry", systemImage: "plus") {}.id("b"), in: proposal)["b"])
        let prompt = "Search entries"
        let searched = LayoutLab.layout(Text("List").id("t").searchable(text: .constant(""), prompt: prompt), in: proposal)
        #expect(searched["t"] != nil && searched["t"] == LayoutLab.layout(Text("List").id("t"), in: proposal)["t"])
        struct Order: Identifiable { let id: Int; let name: String }
        let orders = [Order(id: 1, name: "Donuts"), Order(id: 2, name: "Coffee")]
        var chosen: Set<Int> = [1]
        let selection = Binding(get: { chosen }, set: { chosen = $0 })
        let many = LayoutLab.layout(Table(orders, selection: selection) { TableColumn("Name", value: \.name) }.id("table"), in: proposal)
        let plain = LayoutLab.layout(Table(orders) { TableColumn("Name", value: \.name) }.id("table"), in: proposal)
        #expect(many["table"] != nil && many.frames == plain.frames)
    }

    /// A custom `Transition` reading its phase and a cover-flow card turned by its position
    /// (CoolSwiftUIAnimations): drawing only, each laid out as the view without it.
    @Test("TransitionPhase.isIdentity and value; rotation3DEffect, grayscale and contrast in visualEffect")
    func phasesAndVisualEffects() {
        #expect(TransitionPhase.identity.isIdentity && !TransitionPhase.willAppear.isIdentity)
        #expect([TransitionPhase.willAppear, .identity, .didDisappear].map(\.value) == [-1, 0, 1])
        let proposal = ProposedViewSize(width: 390, height: 763)
        let turned = LayoutLab.layout(Text("Card").id("c").visualEffect { content, proxy in
            content.rotation3DEffect(.degrees(proxy.frame(in: .global).minX / 8), axis: (x: 0, y: 1, z: 0)).grayscale(0.5).contrast(1.2)
        }, in: proposal)
        #expect(turned["c"] != nil && turned["c"] == LayoutLab.layout(Text("Card").id("c"), in: proposal)["c"])
    }

    /// A custom label style that wraps the standard label (`Label(configuration)`), and a Mac
    /// sidebar's links titled by `String` values (wigging's ThreeColumnNav): each laid out as the
    /// plain label or link.
    @Test("Label(configuration) in a custom style, NavigationLink with a String title and tag/selection")
    func labelConfigurationAndStringLinks() {
        struct Padded: LabelStyle {
            func makeBody(configuration: Configuration) -> some View { Label(configuration).padding(10) }
        }
        let proposal = ProposedViewSize(width: 390, height: 763)
        let styled = LayoutLab.layout(Label("Hi", systemImage: "star").labelStyle(Padded()).id("l"), in: proposal)
        let plain = LayoutLab.layout(Label("Hi", systemImage: "star").padding(10).id("l"), in: proposal)
        #expect(styled["l"] != nil && styled["l"] == plain["l"])
        let name = "Group"
        var chosen: String?
        let selection = Binding(get: { chosen }, set: { chosen = $0 })
        let link = LayoutLab.layout(NavigationLink(name, destination: Text("d"), tag: name, selection: selection).id("n"), in: proposal)
        #expect(link["n"] != nil && link["n"] == LayoutLab.layout(NavigationLink("Group", destination: Text("d")).id("n"), in: proposal)["n"])
    }

    /// Core Data and notification code of everyday apps (JemAlvarez's notes, contact-journal):
    /// sorts by a `Bool`, rows that check `isFault`, a context menu given as a value.
    @Test("NSSortDescriptor by a Bool, isFault and isDeleted, ContextMenu values, UNAuthorizationOptions")
    func coreDataAndMenus() {
        final class Note: NSManagedObject {}
        let byFavorite = NSSortDescriptor(keyPath: \Note.isFault, ascending: true)
        #expect(byFavorite.ascending)
        #expect(!Note().isFault && !Note().isDeleted)
        let options: UNAuthorizationOptions = [.alert, .providesAppNotificationSettings]
        #expect(options.contains(.providesAppNotificationSettings) && !options.contains(.sound))
        let proposal = ProposedViewSize(width: 390, height: 763)
        let menu = LayoutLab.layout(Text("Note").id("t").contextMenu(ContextMenu { Text("Description") }), in: proposal)
        #expect(menu["t"] != nil && menu["t"] == LayoutLab.layout(Text("Note").id("t"), in: proposal)["t"])
    }

    /// Forms of login and onboarding screens: `SecureField(_:text:onCommit:)` (deprecated in iOS
    /// 15), `AsymmetricTransition` and `Shape.size(width:height:)` lay out as the plain forms: a
    /// field 358 wide (the proposal less 16 each side), the shape in its 60 × 60 frame. A vertical
    /// field titled by a `String` variable is the key-titled one, and a transaction that turns
    /// animations off changes nothing.
    @Test("SecureField with onCommit, AsymmetricTransition and Shape.size lay out as the plain forms")
    @MainActor func loginScreenForms() {
        let proposal = ProposedViewSize(width: 390, height: 763)
        let password = Binding.constant("")
        let committed = LayoutLab.layout(SecureField("Password", text: password, onCommit: {}).padding().id("f"), in: proposal)
        #expect(committed["f"] == LayoutLab.layout(SecureField("Password", text: password).padding().id("f"), in: proposal)["f"])
        #expect(committed["f"]?.width == 390)
        let sized = LayoutLab.layout(Circle().size(width: 40, height: 40).frame(width: 60, height: 60).id("c"), in: proposal)
        #expect(sized["c"] == CGRect(x: 165, y: 351.5, width: 60, height: 60))
        let entering = LayoutLab.layout(Text("Hi").id("t").transition(AsymmetricTransition(insertion: .opacity, removal: .slide)),
                                        in: proposal)
        #expect(entering["t"] == LayoutLab.layout(Text("Hi").id("t"), in: proposal)["t"])
        let title = "Add notes"
        let notes = LayoutLab.layout(TextField(title, text: password, axis: .vertical).lineLimit(3...10).id("n"), in: proposal)
        #expect(notes["n"] == LayoutLab.layout(TextField("Add notes", text: password, axis: .vertical).lineLimit(3...10).id("n"),
                                                in: proposal)["n"])
        #expect(notes["n"]?.height == 61)
        let still = LayoutLab.layout(Text("Hi").id("t").transaction { $0.disablesAnimations = true }, in: proposal)
        #expect(still["t"] == entering["t"])
    }

    /// Social and media apps (helper-found: an Instagram clone's comment button, a podcast player,
    /// a music app's colours, DesignCode's chart): `.clipShape(.buttonBorder)` lays out as its
    /// content, a chart mark's `cornerRadius` keeps it a mark, and the AVFoundation, CoreMedia,
    /// Combine and UIKit members compile with the values a preview has.
    @Test("clipShape(.buttonBorder), a mark's cornerRadius, CMTimeGetSeconds, interruptions, print, getHue, UIProgressView")
    @MainActor
    func socialAndMediaAPI() {
        let proposal = ProposedViewSize(width: 390, height: 763)
        let clipped = LayoutLab.layout(Text("Reply").padding(8).clipShape(.buttonBorder).id("b"), in: proposal)
        #expect(clipped["b"] == LayoutLab.layout(Text("Reply").padding(8).id("b"), in: proposal)["b"])
        // "Reply" at 17 pt is 42.33 × 20.33, padded by 8 on every side.
        #expect(clipped["b"].map { [($0.width * 100).rounded() / 100, ($0.height * 100).rounded() / 100] } == [58.33, 36.33])
        let chart = LayoutLab.layout(Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3)).cornerRadius(6).interpolationMethod(.linear) }
            .frame(height: 200).id("c"), in: proposal)
        #expect(chart["c"]?.size == CGSize(width: 390, height: 200))
        #expect(CMTimeGetSeconds(CMTime(value: 90, timescale: 60)) == 1.5)
        #expect(AVAudioSession.interruptionNotification.rawValue == "AVAudioSessionInterruptionNotification")
        #expect(AVAudioSession.InterruptionType(rawValue: 1) == .began)
        #expect(AVAudioSessionInterruptionTypeKey == "AVAudioSessionInterruptionTypeKey")
        var printed: [Int] = []
        // Just delivers its value to the sink as it subscribes; `print` logs it and passes it on.
        _ = Just(1).print("value").sink { printed.append($0) }
        #expect(printed == [1])
        #expect(UIApplication.shared.delegate == nil)
        // Pure blue: hue 2/3, fully saturated and bright.
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
        #expect(UIColor(red: 0, green: 0, blue: 1, alpha: 1).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        #expect(abs(hue - 2.0 / 3.0) < 1e-12 && saturation == 1 && brightness == 1 && alpha == 1)
        #expect(UIColor(named: "brand")?.getHue(&hue, saturation: nil, brightness: nil, alpha: nil) == false)
        let bar = UIProgressView(progressViewStyle: .bar)
        bar.setProgress(0.4, animated: true)
        #expect(bar.progress == 0.4 && bar.progressViewStyle == .bar)
    }

    /// Code that teaches layout (Hacking with Swift's BetterRest, a slider tutorial, a control-group
    /// sample, a status-bar helper): SwiftUI interpolates a `Double` into a key with `%lf`, so
    /// "8.000000 hours" [HWS: "When that code runs you'll see 8.000000 hours"].
    @Test("a Double in a key has six decimals; Slider's labels with onEditingChanged, ControlGroup's title, statusBarFrame")
    @MainActor
    func teachingCodeAPI() {
        let sleep = 8.0
        #expect(LayoutLab.tree(of: Text("\(sleep) hours")).root.kind == .text("8.000000 hours"))
        #expect(LayoutLab.tree(of: Text("\(Float(0.5)) and \(CGFloat(2))")).root.kind == .text("0.500000 and 2.000000"))
        #expect(LayoutLab.tree(of: Text("\(3) of \(sleep, specifier: "%.1f")")).root.kind == .text("3 of 8.0"))
        let proposal = ProposedViewSize(width: 390, height: 763)
        let labelled = LayoutLab.layout(Slider(value: .constant(3.0), in: 0...5, label: { Text("T") },
                                               minimumValueLabel: { Text("Min") }, maximumValueLabel: { Text("Max") },
                                               onEditingChanged: { _ in }).id("s"), in: proposal)
        #expect(labelled["s"] == LayoutLab.layout(Slider(value: .constant(3.0), in: 0...5, label: { Text("T") },
                                                         minimumValueLabel: { Text("Min") },
                                                         maximumValueLabel: { Text("Max") }).id("s"), in: proposal)["s"])
        let titled = LayoutLab.layout(ControlGroup("Food") { Button("A") {}; Button("B") {} }.id("g"), in: proposal)
        #expect(titled["g"] == LayoutLab.layout(ControlGroup { Button("A") {}; Button("B") {} }.id("g"), in: proposal)["g"])
        #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
    }

    /// Shop and coffee-ordering apps (helper-found): an optional binding made of a plain one
    /// (`Binding<String?>($name)`, SwiftUI's `init(_:)` where `Value == V?`), `.scrollIndicators(.never)`
    /// (`ScrollIndicatorVisibility`) and UIKit's `setAnimationsEnabled`.
    @Test("Binding<T?>(binding) reads and writes through; scrollIndicators(.never); UIView.setAnimationsEnabled")
    @MainActor
    func shopAppAPI() {
        var name = "Latte"
        let plain = Binding(get: { name }, set: { name = $0 })
        let optional = Binding<String?>(plain)
        #expect(optional.wrappedValue == "Latte")
        optional.wrappedValue = "Mocha"
        #expect(name == "Mocha")
        optional.wrappedValue = nil
        #expect(name == "Mocha")
        let proposal = ProposedViewSize(width: 390, height: 763)
        let chips = LayoutLab.layout(ScrollView(.horizontal) { HStack { Text("Fruit"); Text("Dairy") } }.scrollIndicators(.never).id("s"),
                                     in: proposal)
        #expect(chips["s"] == LayoutLab.layout(ScrollView(.horizontal) { HStack { Text("Fruit"); Text("Dairy") } }.id("s"), in: proposal)["s"])
        UIView.setAnimationsEnabled(false)
        #expect(UIView.areAnimationsEnabled)
    }

    /// A meditation timer and a tracker editor (helper-found): a dialog titled with a `String`, an
    /// audio player's delegate and AVAudioSession's category options; none changes a frame.
    @Test("confirmationDialog with a String title, AVAudioPlayerDelegate, interruptSpokenAudioAndMixWithOthers")
    @MainActor
    func meditationAppAPI() throws {
        final class Listener: AVAudioPlayerDelegate {}
        let player = try AVAudioPlayer(data: Data())
        let listener = Listener()
        player.delegate = listener
        #expect(player.delegate === listener)
        try AVAudioSession.sharedInstance().setCategory(.playback, options: [.interruptSpokenAudioAndMixWithOthers])
        let title = String("Delete Tracker?")
        let proposal = ProposedViewSize(width: 390, height: 763)
        let dialog = LayoutLab.layout(Text("Delete").confirmationDialog(title, isPresented: .constant(false), titleVisibility: .visible) {
            Button("Delete", role: .destructive) {}
        }.id("t"), in: proposal)
        #expect(dialog["t"] == LayoutLab.layout(Text("Delete").id("t"), in: proposal)["t"])
    }

    /// Views the library's own code builds (a picker's row: its label, a spacer and the symbol)
    /// name no place: every place in the tree is in this file, none in the library's sources.
    @Test("views the library builds name no place in its own sources")
    func libraryViewsHaveNoPlace() {
        let tree = LayoutLab.tree(of: Form { Picker("Genre", selection: .constant("Fantasy")) { Text("Fantasy").tag("Fantasy") } })
        var files = Set<String>()
        func collect(_ node: ViewNode) {
            if let file = node.origin?.file { files.insert(file) }
            node.children.forEach(collect)
        }
        collect(tree.root)
        #expect(files == ["RealAppAPITests.swift"])
    }
}

/// A TabView's tabs, for sections of tabs with values.
private enum Shelf: Hashable { case movies, shows, search }

/// A custom detent: a tenth of the tallest.
private struct TinyDetent: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? { context.maxDetentValue * 0.1 }
}
