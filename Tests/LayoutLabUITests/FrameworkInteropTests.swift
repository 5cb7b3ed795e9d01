// The Apple frameworks view files import, as the library provides them: CoreGraphics' transform
// math, SwiftData's in-memory store and its fetches, WidgetKit's family sizes, UTType, and
// Foundation's pieces Linux lacks (formatters, directories, key-value accessors).
import Foundation
import LayoutLabUI
import Testing

@Suite("Frameworks view files import")
struct FrameworkInteropTests {
    func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

    /// CGAffineTransform maps (x, y) to (a·x + c·y + tx, b·x + d·y + ty) [DOC CGAffineTransform].
    @Test("CGAffineTransform: translation, scale, rotation, concatenation and inversion as Apple's math")
    func affineTransformMath() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGPoint(x: 1, y: 2).applying(CGAffineTransform(translationX: 3, y: 4)) == CGPoint(x: 4, y: 6))
        #expect(CGPoint(x: 1, y: 2).applying(CGAffineTransform(scaleX: 2, y: 3)) == CGPoint(x: 2, y: 6))
        // A quarter turn takes (1, 0) to (cos 90°, sin 90°) = (0, 1).
        let turned = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(close(turned.x, 0) && close(turned.y, 1))
        // `a.concatenating(b)` applies a, then b: scale (10, 0) to (20, 0), then move to (25, 7).
        let both = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 5, y: 7))
        #expect(CGPoint(x: 10, y: 0).applying(both) == CGPoint(x: 25, y: 7))
        // `translatedBy` moves first, then applies the transform: (0, 0) → (5, 7) → (10, 14).
        #expect(CGPoint.zero.applying(CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 7)) == CGPoint(x: 10, y: 14))
        let back = CGPoint(x: 25, y: 7).applying(both.inverted())
        #expect(close(back.x, 10) && close(back.y, 0))
        // A transform that cannot be inverted is returned unchanged [DOC CGAffineTransformInvert].
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat)
        #expect(CGSize(width: 10, height: 20).applying(CGAffineTransform(scaleX: 2, y: 3)) == CGSize(width: 20, height: 60))
    }

    /// A rectangle's transform is the bounding box of its transformed corners [DOC CGRectApplyAffineTransform].
    @Test("CGRect.applying answers the bounding box of the transformed corners")
    func rectApplyingIsTheBoundingBox() {
        let turned = CGRect(x: 0, y: 0, width: 120, height: 40).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(close(turned.width, 40) && close(turned.height, 120))
        #expect(close(turned.minX, -40) && close(turned.minY, 0))
        let moved = CGRect(x: 1, y: 2, width: 3, height: 4).applying(CGAffineTransform(translationX: 10, y: 20))
        #expect(moved == CGRect(x: 11, y: 22, width: 3, height: 4))
        #expect(CGVector(dx: 3, dy: 4).dx == 3)
    }

    /// UIKit as keyboard-avoiding login screens use it: `UIApplication` is a `UIResponder` (its
    /// keyboard notifications), and `convert(_:to:)` adds up the frames between a view and the
    /// window [DOC UIView.convert(_:to:)]: a 40 × 20 field at (10, 5) in a container at (0, 100).
    @Test("UIApplication's keyboard notifications and UIView.convert(_:to:) to the window")
    func keyboardAvoidance() {
        #expect(UIApplication.keyboardWillShowNotification == UIResponder.keyboardWillShowNotification)
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        let field = UIView(frame: CGRect(x: 10, y: 5, width: 40, height: 20))
        container.addSubview(field)
        #expect(field.convert(field.bounds, to: nil) == CGRect(x: 10, y: 105, width: 40, height: 20))
        #expect(field.convert(CGPoint(x: 1, y: 2), to: container) == CGPoint(x: 11, y: 7))
        var path = Path()
        path.addPath(Path(CGRect(x: 0, y: 0, width: 50, height: 40)))
    }

    /// A plain model class, as the file rewriter makes a `@Model` one.
    final class Book: PersistentModel {
        var title: String
        var pages: Int
        init(_ title: String, _ pages: Int) {
            self.title = title
            self.pages = pages
        }
    }

    @Test("SwiftData: an in-memory context fetches what was inserted, filtered, sorted, offset and limited")
    @MainActor
    func modelContextFetches() throws {
        let container = try ModelContainer(for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = container.mainContext
        for (title, pages) in [("Dune", 412), ("Emma", 160), ("Ubik", 202), ("Kindred", 264)] { context.insert(Book(title, pages)) }
        let long = FetchDescriptor<Book>(predicate: #Predicate { $0.pages > 200 }, sortBy: [SortDescriptor(\.pages)])
        #expect(try context.fetch(long).map(\.title) == ["Ubik", "Kindred", "Dune"])
        var page = FetchDescriptor<Book>(sortBy: [SortDescriptor(\.title, order: .reverse)])
        page.fetchOffset = 1
        page.fetchLimit = 2
        #expect(try context.fetch(page).map(\.title) == ["Kindred", "Emma"])
        let emma = try #require(try context.fetch(FetchDescriptor<Book>()).first { $0.title == "Emma" })
        context.delete(emma)
        #expect(try context.fetchCount(FetchDescriptor<Book>()) == 3)
        // Inserting the same object twice keeps one.
        context.insert(try #require(try context.fetch(FetchDescriptor<Book>()).first))
        #expect(try context.fetchCount(FetchDescriptor<Book>()) == 3)
    }

    /// Widget sizes on a 390 × 844 iPhone [DOC HIG Widgets: small 158 × 158, medium 338 × 158,
    /// large 338 × 354, circular 72 × 72, rectangular 160 × 72, inline 234 × 26].
    @Test("widget families have the HIG's sizes for a 390 × 844 iPhone")
    func widgetFamilySizes() {
        #expect(WidgetFamily.systemSmall._displaySize == CGSize(width: 158, height: 158))
        #expect(WidgetFamily.systemMedium._displaySize == CGSize(width: 338, height: 158))
        #expect(WidgetFamily.systemLarge._displaySize == CGSize(width: 338, height: 354))
        #expect(WidgetFamily.accessoryCircular._displaySize == CGSize(width: 72, height: 72))
        #expect(WidgetFamily.accessoryRectangular._displaySize == CGSize(width: 160, height: 72))
        #expect(WidgetFamily.accessoryInline._displaySize == CGSize(width: 234, height: 26))
    }

    struct Entry: TimelineEntry { let date: Date }
    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: Date()) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: Date())) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [Entry(date: Date())], policy: .never))
        }
    }

    /// WidgetKit's default content margins (iOS 17+): 16 points on each edge of a Home Screen
    /// widget, none on a Lock Screen one; `.contentMarginsDisabled()` says the widget reaches its
    /// edges, and the margins stay readable as `widgetContentMargins`.
    @Test("Home Screen widgets keep 16-point content margins unless their configuration disables them")
    func widgetContentMargins() {
        #expect(WidgetFamily.systemSmall._contentMargins == 16 && WidgetFamily.systemLarge._contentMargins == 16)
        #expect(WidgetFamily.accessoryRectangular._contentMargins == 0)
        #expect(EnvironmentValues().widgetContentMargins == EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
        let plain = StaticConfiguration(kind: "steps", provider: Provider()) { _ in Text("Steps") }
        #expect(!plain._contentMarginsDisabled)
        let edgeToEdge = plain.contentMarginsDisabled().supportedFamilies([.systemSmall])
        #expect(edgeToEdge._contentMarginsDisabled)
        #expect(edgeToEdge._entryView(Entry(date: Date())) != nil)
    }

    @Test("UTType: common types, by identifier and filename extension")
    func uniformTypes() {
        #expect(UTType.json.identifier == "public.json")
        #expect(UTType(filenameExtension: "png") == .png)
        #expect(UTType.pdf.preferredFilenameExtension == "pdf")
        #expect(UTType.plainText.conforms(to: .data))
    }

    /// Apple's documented examples of `DateComponentsFormatter.UnitsStyle` for 6 hours 10 minutes:
    /// positional "6:10", abbreviated "6h 10m", short "6 hr, 10 min", full "6 hours, 10 minutes",
    /// spellOut "six hours, ten minutes".
    @Test("DateComponentsFormatter writes Apple's documented examples; ListFormatter joins with 'and'")
    func durationAndListFormatters() {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute]
        let sixTen: TimeInterval = 6 * 3600 + 10 * 60
        var written: [String?] = []
        for style in [DateComponentsFormatter.UnitsStyle.positional, .abbreviated, .short, .full, .spellOut] {
            formatter.unitsStyle = style
            written.append(formatter.string(from: sixTen))
        }
        #expect(written == ["6:10", "6h 10m", "6 hr, 10 min", "6 hours, 10 minutes", "six hours, ten minutes"])
        #expect(ListFormatter.localizedString(byJoining: ["a", "b", "c"]) == "a, b, and c")
    }

    /// Apple's MeasurementFormatter: the locale's unit unless `providedUnit` [DOC unitOptions;
    /// EMP zenn.dev/samekard_dev: 1500 m is "0.932 mi" in en_US and "1.5 km" in ja_JP], and 72 °F
    /// written "72°" without the scale's letter [DOC temperatureWithoutUnit]. 21.4 °C is 70.52 °F.
    @Test("MeasurementFormatter writes the locale's unit, or the one provided")
    func measurementFormatter() {
        let formatter = MeasurementFormatter()
        let meters = Measurement(value: 1500, unit: UnitLength.meters)
        #expect(formatter.string(from: meters) == "0.932 mi")
        formatter.locale = Locale(identifier: "ja_JP")
        #expect(formatter.string(from: meters) == "1.5 km")
        formatter.locale = Locale(identifier: "en_US")
        let warm = Measurement(value: 21.4, unit: UnitTemperature.celsius)
        #expect(formatter.string(from: warm) == "70.52°F")
        formatter.unitOptions = .providedUnit
        #expect(formatter.string(from: warm) == "21.4°C")
        formatter.unitOptions = .temperatureWithoutUnit
        #expect(formatter.string(from: Measurement(value: 72, unit: UnitTemperature.fahrenheit)) == "72°")
        formatter.numberFormatter.maximumFractionDigits = 0
        #expect(formatter.string(from: warm) == "71°")
    }

    /// CoreLocation as weather apps use it (roargenie/SwiftUI_WeatherApp): a place's names, the
    /// three-kilometre accuracy, geocoding in a locale, macOS's older `authorized`. Nothing is found.
    @Test("CoreLocation: placemarks, accuracies, geocoding in a locale")
    func coreLocation() async throws {
        let manager = CLLocationManager()
        manager.desiredAccuracy = kCLLocationAccuracyThreeKilometers
        #expect(manager.desiredAccuracy == 3000)
        // A protocol an app makes `CLLocationManager` conform to names these (habibmax95/Klima).
        #expect(manager.pausesLocationUpdatesAutomatically && !manager.showsBackgroundLocationIndicator)
        #expect(CLAuthorizationStatus.authorized == .authorizedAlways)
        let marks = try await CLGeocoder().reverseGeocodeLocation(CLLocation(latitude: 37.5, longitude: 127), preferredLocale: Locale(identifier: "ko_KR"))
        #expect(marks.isEmpty)
        let mark = CLPlacemark()
        mark.subLocality = "Jongno"
        #expect(mark.subLocality == "Jongno" && mark.administrativeArea == nil)
    }

    /// en_US relative dates, as Foundation's relative format style writes them (CLDR's patterns).
    @Test("RelativeDateTimeFormatter: numeric and named, full and abbreviated, past and future")
    func relativeDates() {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = Locale(identifier: "en_US")
        let reference = Date(timeIntervalSince1970: 1_000_000)
        #expect(formatter.localizedString(for: reference.addingTimeInterval(-300), relativeTo: reference) == "5 minutes ago")
        #expect(formatter.localizedString(for: reference.addingTimeInterval(300), relativeTo: reference) == "in 5 minutes")
        formatter.dateTimeStyle = .named
        #expect(formatter.localizedString(for: reference.addingTimeInterval(-86_400), relativeTo: reference) == "yesterday")
        formatter.dateTimeStyle = .numeric
        formatter.unitsStyle = .abbreviated
        #expect(formatter.localizedString(for: reference.addingTimeInterval(-7_200), relativeTo: reference) == "2h ago")
    }

    @Test("Foundation as on Apple's systems: localized strings, key-value defaults, predicate formats, Markdown, SwiftUI attributes")
    func foundationAsOnApplesSystems() throws {
        #expect(String(localized: "Welcome", comment: "The greeting") == "Welcome")
        let defaults = UserDefaults.standard
        let key = "layoutlab.tests.\(UUID().uuidString)"
        defaults.setValue(42, forKey: key)
        #expect(defaults.value(forKey: key) as? Int == 42)
        defaults.setValue(nil, forKey: key)
        #expect(defaults.value(forKey: key) == nil)
        // A form's check of its input: `SELF MATCHES %@` as on Apple's systems, the whole string matching.
        let email = NSPredicate(format: "SELF MATCHES %@", "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}")
        #expect(email.evaluate(with: "ann@example.com") && !email.evaluate(with: "ann@example") && !email.evaluate(with: "x ann@example.com"))
        #expect(NSPredicate(format: "SELF MATCHES[c] %@", "abc").evaluate(with: "ABC"))
        #expect(NSPredicate(format: "name == %@", "x").evaluate(with: "anything"))
        #expect(String(try AttributedString(markdown: "**Bold** and *italic*").characters) == "Bold and italic")
        var text = AttributedString("Hello")
        text.foregroundColor = .red
        #expect(text.foregroundColor == .red)
        #expect(URL.documentsDirectory.lastPathComponent == "Documents")
        #expect(Bundle.main.url(forResource: "missing", withExtension: "json") == nil)
    }
}
