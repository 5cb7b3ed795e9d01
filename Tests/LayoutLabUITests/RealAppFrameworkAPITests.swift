// Framework API that real planner, drawing, store and web-view apps use (DailyPlan, DailyPlanner,
// Boardy-, markdown-editor), each with what it does to layout: UserNotifications as a fresh
// install has it before the user answers its prompt, PencilKit's canvas in a representable,
// StoreKit with nothing to sell, and WebKit's web view with nothing loaded.
import Foundation
import LayoutLabUI
import Testing

// MARK: UserNotifications

/// A notification manager as planner apps write it (DailyPlan's `NotificationManager`): it asks for
/// permission, reads the settings, schedules a reminder and counts what is pending.
private final class ReminderManager: NSObject, UNUserNotificationCenterDelegate, @unchecked Sendable {
    var answered = false
    var status = UNAuthorizationStatus.authorized
    var alertSetting = UNNotificationSetting.enabled
    var scheduleError: (any Error)?
    var scheduled = false
    var pending = -1

    override init() {
        super.init()
        UNUserNotificationCenter.current().delegate = self
    }

    func requestAuthorization() {
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge, .sound]) { _, _ in self.answered = true }
    }

    func readSettings() {
        UNUserNotificationCenter.current().getNotificationSettings { settings in
            self.status = settings.authorizationStatus
            self.alertSetting = settings.alertSetting
        }
    }

    func schedule(title: String, at date: Date) {
        let content = UNMutableNotificationContent()
        content.title = title
        content.sound = .default
        content.badge = 1
        content.interruptionLevel = .timeSensitive
        let components = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: false)
        let request = UNNotificationRequest(identifier: title, content: content, trigger: trigger)
        UNUserNotificationCenter.current().add(request) { error in
            self.scheduleError = error
            self.scheduled = true
        }
        UNUserNotificationCenter.current().getPendingNotificationRequests { self.pending = $0.count }
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([.banner, .sound])
    }
}

/// A reminders screen: a banner asking to turn notifications on unless they are allowed, a row per
/// pending reminder, and a footer.
private struct ReminderSettings: View {
    let status: UNAuthorizationStatus
    let pending: Int
    var body: some View {
        VStack(spacing: 0) {
            if status != .authorized { Color.orange.frame(height: 60).id("banner") }
            ForEach(0..<pending, id: \.self) { _ in Color.blue.frame(height: 44) }
            Color.gray.frame(height: 44).id("footer")
        }
    }
}

// MARK: PencilKit

/// Boardy-'s canvas: a representable of a canvas view the model holds.
private struct CanvasView: UIViewRepresentable {
    @Binding var canvasView: PKCanvasView
    func makeUIView(context: Context) -> PKCanvasView {
        canvasView.drawingPolicy = .anyInput
        canvasView.tool = PKInkingTool(.pen, color: .white, width: 2)
        return canvasView
    }
    func updateUIView(_ uiView: PKCanvasView, context: Context) {}
}

/// A board: a toolbar whose Clear button shows only when something is drawn, over the canvas.
private struct Board: View {
    @State var canvas: PKCanvasView
    var body: some View {
        VStack(spacing: 0) {
            HStack {
                if !canvas.drawing.strokes.isEmpty { Color.red.frame(width: 60, height: 30).id("clear") }
                Color.blue.frame(width: 60, height: 30).id("done")
            }
            CanvasView(canvasView: $canvas).id("canvas")
        }
    }
}

/// DailyPlanner's coordinator, which saves the drawing when it changes (never, here).
private final class DrawingCoordinator: NSObject, PKCanvasViewDelegate {
    var saved: [Data] = []
    func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) { saved.append(canvasView.drawing.dataRepresentation()) }
}

// MARK: StoreKit

/// A subscription manager as apps write it (markdown-editor's `SubscriptionManager`).
private final class SubscriptionManager: @unchecked Sendable {
    var products: [Product] = []
    var isPremium = false

    func load() async {
        products = (try? await Product.products(for: ["pro.monthly", "pro.annual"])) ?? []
        for await result in Transaction.currentEntitlements {
            if case .verified(let transaction) = result, transaction.revocationDate == nil, !transaction.isUpgraded {
                isPremium = true
            }
        }
    }
}

/// A paywall: an upsell line unless premium, over StoreKit's subscription store with marketing content.
private struct Paywall: View {
    let isPremium: Bool
    var body: some View {
        VStack(spacing: 0) {
            if !isPremium { Color.yellow.frame(height: 50).id("upsell") }
            SubscriptionStoreView(productIDs: ["pro.monthly", "pro.annual"]) {
                Text("Go Pro").font(.largeTitle)
            }
            .subscriptionStoreButtonLabel(.multiline)
            .subscriptionStorePickerItemBackground(.thinMaterial)
            .storeButton(.visible, for: .restorePurchases)
            .id("store")
        }
    }
}

// MARK: WebKit

/// markdown-editor's preview: a web view showing generated HTML, its settings made as apps make them.
private struct HTMLPreview: UIViewRepresentable {
    let html: String
    func makeUIView(context: Context) -> WKWebView {
        let configuration = WKWebViewConfiguration()
        configuration.preferences.setValue(true, forKey: "allowFileAccessFromFileURLs")
        configuration.preferences.isTextInteractionEnabled = true
        let webView = WKWebView(frame: .zero, configuration: configuration)
        webView.isOpaque = false
        webView.navigationDelegate = context.coordinator
        return webView
    }
    func updateUIView(_ webView: WKWebView, context: Context) {
        webView.loadHTMLString(html, baseURL: nil)
        webView.load(Data(), mimeType: "image/gif", characterEncodingName: "UTF-8", baseURL: URL(fileURLWithPath: "/"))
    }
    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator: NSObject, WKNavigationDelegate {
        var finished = 0
        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { finished += 1 }
    }
}

@Suite("Framework API of planner, drawing, store and web-view apps")
struct RealAppFrameworkAPITests {
    private let proposal = ProposedViewSize(width: 390, height: 844)

    /// A fresh install has never been answered [DOC `UNNotificationSettings.authorizationStatus`:
    /// "notDetermined if your app has never requested authorization"; the prompt waits for the
    /// user, so the handler has not run]. Nothing is scheduled for an app that is not authorized
    /// (UserNotifications.swift), so no reminder row shows: the 60-high banner and the 44-high
    /// footer, 104 in all, are centred in the 844-high proposal from y (844 − 104) / 2 = 370.
    @Test("UNUserNotificationCenter: the prompt is not answered, settings are not determined, nothing is pending")
    func notificationsBeforeTheUserAnswers() {
        let manager = ReminderManager()
        #expect(UNUserNotificationCenter.current() === UNUserNotificationCenter.current())
        #expect(UNUserNotificationCenter.current().delegate === manager)
        manager.requestAuthorization()
        manager.readSettings()
        manager.schedule(title: "Standup", at: Date(timeIntervalSinceNow: 86_400))
        #expect(!manager.answered)
        #expect(manager.status == .notDetermined && manager.alertSetting == .notSupported)
        #expect(manager.scheduled && manager.scheduleError == nil && manager.pending == 0)
        let result = LayoutLab.layout(ReminderSettings(status: manager.status, pending: manager.pending), in: proposal)
        expectFrame(result, "banner", CGRect(x: 0, y: 370, width: 390, height: 60))
        expectFrame(result, "footer", CGRect(x: 0, y: 430, width: 390, height: 44))
    }

    /// The async request waits for the user's answer: a task awaiting it has not gone on after a
    /// while, nor after it is cancelled (the bridged request ignores cancellation). The other
    /// async calls answer at once: not determined, nothing pending or delivered.
    @Test("requestAuthorization's async form never returns; the other async calls answer at once")
    func asyncAuthorizationWaits() async throws {
        let center = UNUserNotificationCenter.current()
        let returned = Flag()
        let task = Task {
            _ = try? await center.requestAuthorization(options: [.alert])
            returned.set()
        }
        try await Task.sleep(nanoseconds: 50_000_000)
        #expect(!returned.value)
        task.cancel()
        try await Task.sleep(nanoseconds: 50_000_000)
        #expect(!returned.value)
        let settings = await center.notificationSettings()
        #expect(settings.authorizationStatus == .notDetermined)
        try await center.add(UNNotificationRequest(identifier: "a", content: UNMutableNotificationContent(), trigger: nil))
        let pending = await center.pendingNotificationRequests()
        let delivered = await center.deliveredNotifications()
        #expect(pending.isEmpty && delivered.isEmpty)
    }

    /// A calendar trigger's next date is the next time its components match [DOC
    /// `UNCalendarNotificationTrigger.nextTriggerDate()`: "The next date at which the trigger
    /// conditions are met"]: tomorrow's minute for tomorrow's components, none for a date passed;
    /// an interval trigger's is that long from now. Categories are kept as set.
    @Test("trigger dates, content, sounds, categories and actions keep what apps set")
    func triggersAndCategories() async {
        let calendar = Calendar.current
        let tomorrow = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: Date(timeIntervalSinceNow: 86_400))
        let trigger = UNCalendarNotificationTrigger(dateMatching: tomorrow, repeats: false)
        #expect(trigger.nextTriggerDate() == calendar.date(from: tomorrow) && !trigger.repeats)
        var past = DateComponents()
        (past.year, past.month, past.day) = (2020, 1, 1)
        #expect(UNCalendarNotificationTrigger(dateMatching: past, repeats: false).nextTriggerDate() == nil)
        let interval = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: true)
        let next = interval.nextTriggerDate()?.timeIntervalSinceNow ?? 0
        #expect(next > 59 && next <= 60 && interval.repeats && interval.timeInterval == 60)
        let content = UNMutableNotificationContent()
        content.title = "Water"
        content.categoryIdentifier = "drink"
        content.sound = UNNotificationSound(named: UNNotificationSoundName("drop.caf"))
        let request = UNNotificationRequest(identifier: "water", content: content, trigger: interval)
        #expect(request.content.title == "Water" && request.content.categoryIdentifier == "drink" && request.trigger === interval)
        let done = UNNotificationAction(identifier: "done", title: "Done", options: [.foreground])
        let reply = UNTextInputNotificationAction(identifier: "reply", title: "Reply", textInputButtonTitle: "Send", textInputPlaceholder: "…")
        let category = UNNotificationCategory(identifier: "drink", actions: [done, reply], intentIdentifiers: [], options: [.customDismissAction])
        UNUserNotificationCenter.current().setNotificationCategories([category])
        let categories = await UNUserNotificationCenter.current().notificationCategories()
        #expect(categories == [category])
        #expect(UNNotificationPresentationOptions.banner.rawValue == 16 && UNAuthorizationOptions.provisional.rawValue == 64)
    }

    /// The canvas is a UIKit view with no size of its own, laid out as any representable's view
    /// (Representables.swift): under the 30-high toolbar it takes the other 814 of the 844. With
    /// nothing drawn only Done shows, 60 wide, centred at x 165; with a stroke both buttons show,
    /// 60 + 8 + 60 = 128 wide from x 131 [SwiftUI's default spacing of 8 between two colours].
    @Test("PKCanvasView in a UIViewRepresentable; Clear shows only when the drawing has strokes")
    func canvasInARepresentable() {
        let empty = LayoutLab.layout(Board(canvas: PKCanvasView()), in: proposal)
        expectFrame(empty, "done", CGRect(x: 165, y: 0, width: 60, height: 30))
        expectFrame(empty, "canvas", CGRect(x: 0, y: 30, width: 390, height: 814))
        #expect(empty["clear"] == nil)
        let drawn = PKCanvasView()
        drawn.drawing = PKDrawing(strokes: [Self.stroke])
        let result = LayoutLab.layout(Board(canvas: drawn), in: proposal)
        expectFrame(result, "clear", CGRect(x: 131, y: 0, width: 60, height: 30))
        expectFrame(result, "done", CGRect(x: 199, y: 0, width: 60, height: 30))
    }

    /// A stroke through (10, 10) and (30, 20), its points 4 wide.
    private static let stroke = PKStroke(ink: PKInk(.pen, color: .black), path: PKStrokePath(controlPoints: [
        PKStrokePoint(location: CGPoint(x: 10, y: 10), timeOffset: 0, size: CGSize(width: 4, height: 4), opacity: 1, force: 1,
                      azimuth: 0, altitude: .pi / 2),
        PKStrokePoint(location: CGPoint(x: 30, y: 20), timeOffset: 0.1, size: CGSize(width: 4, height: 4), opacity: 1, force: 1,
                      azimuth: 0, altitude: .pi / 2),
    ], creationDate: Date(timeIntervalSince1970: 0)))

    /// A drawing's data is not PencilKit's format here: any data reads as an empty drawing, and an
    /// empty drawing's bounds are the null rectangle (Core Graphics' union of nothing). A stroke's
    /// bounds are the squares of its points (the library's approximation, PencilKit.swift): 10 − 2
    /// to 30 + 2 across, 10 − 2 to 20 + 2 down. The canvas starts as PencilKit documents [DOC
    /// `PKCanvasViewDrawingPolicy.default`], its delegate is a scroll view's, never called.
    @Test("PKDrawing, PKToolPicker, PKInkingTool and PKEraserTool as drawing apps use them")
    func drawingsAndTools() throws {
        let drawing = try PKDrawing(data: Data([1, 2, 3]))
        #expect(drawing.strokes.isEmpty && drawing.bounds.isNull && drawing.dataRepresentation().isEmpty)
        #expect(PKDrawing(strokes: [Self.stroke]).bounds == CGRect(x: 8, y: 8, width: 24, height: 14))
        let moved = PKDrawing(strokes: [Self.stroke]).transformed(using: CGAffineTransform(translationX: 100, y: 0))
        #expect(moved.bounds == CGRect(x: 108, y: 8, width: 24, height: 14))
        let canvas = PKCanvasView()
        #expect(canvas.drawingPolicy == .default && canvas.drawing == PKDrawing())
        let coordinator = DrawingCoordinator()
        canvas.delegate = coordinator
        canvas.drawing = drawing.appending(PKDrawing(strokes: [Self.stroke]))
        #expect(canvas.drawing.strokes.count == 1 && coordinator.saved.isEmpty)
        let picker = PKToolPicker()
        picker.setVisible(true, forFirstResponder: canvas)
        picker.addObserver(canvas)
        #expect(!picker.isVisible)
        let pen = PKInkingTool(.marker, color: .red, width: 12)
        #expect(pen.inkType == .marker && pen.color == .red && pen.width == 12)
        #expect(PKEraserTool(.vector).eraserType == .vector)
    }

    /// No product is found and the user owns nothing, as on a simulator without a StoreKit
    /// configuration: the upsell shows, 50 high at the top, and the store (one stand-in that takes
    /// its proposal, StoreKitViews.swift) takes the other 794.
    @Test("Product.products(for:), Transaction.currentEntitlements and SubscriptionStoreView with marketing content")
    func paywallWithNothingToSell() async throws {
        let manager = SubscriptionManager()
        await manager.load()
        #expect(manager.products.isEmpty && !manager.isPremium)
        let result = LayoutLab.layout(Paywall(isPremium: manager.isPremium), in: proposal)
        expectFrame(result, "upsell", CGRect(x: 0, y: 0, width: 390, height: 50))
        expectFrame(result, "store", CGRect(x: 0, y: 50, width: 390, height: 794))
        let transaction = Transaction()
        #expect(!transaction.isUpgraded && transaction.purchasedQuantity == 1 && transaction.ownershipType == .purchased)
        try await AppStore.sync()
        let statuses = try await Product.SubscriptionInfo.status(for: "group")
        #expect(statuses.isEmpty)
        var updates = 0
        for await _ in Transaction.updates { updates += 1 }
        for await _ in Transaction.unfinished { updates += 1 }
        #expect(updates == 0)
    }

    /// The web view is a UIKit view without a size of its own: 300 high by its frame, it is
    /// centred at y (844 − 300) / 2 = 272. Nothing loads, so the navigation delegate hears
    /// nothing. Settings start at WebKit's defaults [DOC `allowsInlineMediaPlayback`: "false for
    /// iPhone"; `javaScriptCanOpenWindowsAutomatically`: "false in iOS"; `isTextInteractionEnabled`:
    /// "true on macOS and iOS"; `minimumFontSize`: 0 (WKPreferences.h: "The default value is 0")].
    @Test("WKWebView with a configuration, preferences and a navigation delegate, loading HTML and data")
    func webViewLoadsNothing() async {
        let result = LayoutLab.layout(HTMLPreview(html: "<h1>Notes</h1>").frame(height: 300).id("web"), in: proposal)
        expectFrame(result, "web", CGRect(x: 0, y: 272, width: 390, height: 300))
        let configuration = WKWebViewConfiguration()
        #expect(!configuration.allowsInlineMediaPlayback && !configuration.preferences.javaScriptCanOpenWindowsAutomatically)
        #expect(configuration.preferences.isTextInteractionEnabled && configuration.preferences.minimumFontSize == 0)
        let webView = WKWebView(frame: .zero, configuration: configuration)
        let coordinator = HTMLPreview.Coordinator()
        webView.navigationDelegate = coordinator
        #expect(webView.loadHTMLString("<p>x</p>", baseURL: nil) == nil && webView.load(URLRequest(url: URL(fileURLWithPath: "/"))) == nil)
        #expect(coordinator.finished == 0 && webView.title == nil && !webView.isLoading && webView.configuration === configuration)
        await #expect(throws: WKError.self) { try await webView.evaluateJavaScript("1 + 1") }
    }
}

/// A flag a task sets, read from the test.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var isSet = false
    var value: Bool { lock.withLock { isSet } }
    func set() { lock.withLock { isSet = true } }
}
