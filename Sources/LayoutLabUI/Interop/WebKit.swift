// WebKit as web-view wrappers use it (`import WebKit` imports this library): `WKWebView` is a UIKit
// view that a `UIViewRepresentable` makes, with its configuration, preferences and delegates. There
// is no web engine here: nothing loads, so no page, title or progress comes, no navigation or
// script callback is made, and scripts evaluate to nothing (their completion handlers are never
// called; the async forms throw). The settings keep what code sets, starting at WebKit's defaults.
// The view has no size of its own and is laid out as any representable's view (Representables.swift):
// it takes the space it is offered.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A web page view (WebKit's `WKWebView`): a UIKit view that loads nothing here.
open class WKWebView: UIView, @unchecked Sendable {
    /// The settings it was made with.
    open private(set) var configuration: WKWebViewConfiguration
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    open weak var uiDelegate: (any WKUIDelegate)?
    open var allowsBackForwardNavigationGestures = false
    open var allowsLinkPreview = true
    open var customUserAgent: String?
    open var isInspectable = false
    open var pageZoom: CGFloat = 1
    /// The view that scrolls the page.
    public let scrollView = UIScrollView(frame: .zero)
    /// Values set by key (`setValue(_:forKey:)`, often WebKit's private settings): kept, no effect.
    private var keyedValues: [String: Any] = [:]

    /// No page loads here: these stay as before any load.
    open var title: String? { nil }
    open var url: URL? { nil }
    open var isLoading: Bool { false }
    open var estimatedProgress: Double { 0 }
    open var canGoBack: Bool { false }
    open var canGoForward: Bool { false }
    open var hasOnlySecureContent: Bool { false }

    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }
    public override init(frame: CGRect) {
        configuration = WKWebViewConfiguration()
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) {
        configuration = WKWebViewConfiguration()
        super.init(coder: coder)
    }

    /// Starts loading `request`: nothing loads here.
    @discardableResult open func load(_ request: URLRequest) -> WKNavigation? { nil }
    /// Starts showing `string`: nothing is shown here.
    @discardableResult open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? { nil }
    /// Starts showing `data` of a MIME type (an image, a PDF): nothing is shown here.
    @discardableResult open func load(_ data: Data, mimeType MIMEType: String, characterEncodingName: String,
                                      baseURL: URL) -> WKNavigation? { nil }
    /// Starts loading a local file: nothing loads here.
    @discardableResult open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? { nil }
    @discardableResult open func reload() -> WKNavigation? { nil }
    @discardableResult open func goBack() -> WKNavigation? { nil }
    @discardableResult open func goForward() -> WKNavigation? { nil }
    open func stopLoading() {}

    /// Runs a script in the page: there is none, so `completionHandler` is never called.
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor (Any?, (any Error)?) -> Void)? = nil) {}
    /// Runs a script in the page: there is none, so it throws.
    open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any { throw WKError(.javaScriptExceptionOccurred) }

    /// Sets a value by key (KVC, as apps set WebKit's private settings): kept, with no effect.
    open func setValue(_ value: Any?, forKey key: String) { keyedValues[key] = value }
    /// A value set by key, nil for one never set.
    open func value(forKey key: String) -> Any? { keyedValues[key] }
}

/// A navigation WebKit started (WebKit's `WKNavigation`): none starts here.
open class WKNavigation: @unchecked Sendable {}

/// An error of WebKit (WebKit's `WKError`).
public struct WKError: Error, Sendable {
    public let code: Code
    public init(_ code: Code) { self.code = code }
    /// What went wrong (WebKit's `WKError.Code`).
    public enum Code: Int, Sendable {
        case unknown = 1, webContentProcessTerminated, webViewInvalidated, javaScriptExceptionOccurred, javaScriptResultTypeIsUnsupported
    }
}

// MARK: Configuration

/// A web view's settings (WebKit's `WKWebViewConfiguration`), at WebKit's defaults for an iPhone.
open class WKWebViewConfiguration: @unchecked Sendable {
    open var preferences = WKPreferences()
    open var defaultWebpagePreferences = WKWebpagePreferences()
    open var userContentController = WKUserContentController()
    open var websiteDataStore = WKWebsiteDataStore.default()
    /// Whether videos play in the page rather than full screen [DOC: "false on iPhone"].
    open var allowsInlineMediaPlayback = false
    open var allowsAirPlayForMediaPlayback = true
    open var allowsPictureInPictureMediaPlayback = true
    open var mediaTypesRequiringUserActionForPlayback = WKAudiovisualMediaTypes.all
    open var dataDetectorTypes = WKDataDetectorTypes()
    open var applicationNameForUserAgent: String?
    open var suppressesIncrementalRendering = false
    open var ignoresViewportScaleLimits = false
    open var limitsNavigationsToAppBoundDomains = false
    public init() {}
}

/// A web view's page settings (WebKit's `WKPreferences`), at WebKit's defaults.
open class WKPreferences: @unchecked Sendable {
    open var minimumFontSize: CGFloat = 0
    open var javaScriptCanOpenWindowsAutomatically = false
    open var javaScriptEnabled = true
    open var isTextInteractionEnabled = true
    open var isFraudulentWebsiteWarningEnabled = true
    open var isElementFullscreenEnabled = false
    open var isSiteSpecificQuirksModeEnabled = true
    open var shouldPrintBackgrounds = false
    private var keyedValues: [String: Any] = [:]
    public init() {}
    /// Sets a value by key (KVC, as apps set WebKit's private settings): kept, with no effect.
    open func setValue(_ value: Any?, forKey key: String) { keyedValues[key] = value }
    /// A value set by key, nil for one never set.
    open func value(forKey key: String) -> Any? { keyedValues[key] }
}

/// Settings for each page loaded (WebKit's `WKWebpagePreferences`).
open class WKWebpagePreferences: @unchecked Sendable {
    open var allowsContentJavaScript = true
    open var preferredContentMode = ContentMode.recommended
    public init() {}
    /// Mobile or desktop pages (WebKit's `WKWebpagePreferences.ContentMode`).
    public enum ContentMode: Int, Sendable { case recommended, mobile, desktop }
}

/// Which media need a tap to play (WebKit's `WKAudiovisualMediaTypes`).
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1), video = WKAudiovisualMediaTypes(rawValue: 2)
    public static let all = WKAudiovisualMediaTypes(rawValue: UInt.max)
}

/// What WebKit turns into links (WebKit's `WKDataDetectorTypes`).
public struct WKDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = WKDataDetectorTypes(rawValue: 1), link = WKDataDetectorTypes(rawValue: 2)
    public static let address = WKDataDetectorTypes(rawValue: 4), calendarEvent = WKDataDetectorTypes(rawValue: 8)
    public static let all = WKDataDetectorTypes(rawValue: UInt.max)
}

/// Where cookies and caches are kept (WebKit's `WKWebsiteDataStore`): nothing is stored here.
open class WKWebsiteDataStore: @unchecked Sendable {
    public let isPersistent: Bool
    init(isPersistent: Bool) { self.isPersistent = isPersistent }
    open class func `default`() -> WKWebsiteDataStore { WKWebsiteDataStore(isPersistent: true) }
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(isPersistent: false) }
    open class func allWebsiteDataTypes() -> Set<String> { [] }
    /// Removes stored data: there is none, so `completionHandler` runs at once.
    open func removeData(ofTypes dataTypes: Set<String>, modifiedSince date: Date, completionHandler: @escaping () -> Void) {
        completionHandler()
    }
}

// MARK: Scripts and messages

/// The scripts and message handlers of a web view (WebKit's `WKUserContentController`): kept;
/// no page runs them.
open class WKUserContentController: @unchecked Sendable {
    open private(set) var userScripts: [WKUserScript] = []
    private var handlerNames: [String] = []
    public init() {}
    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    open func removeAllUserScripts() { userScripts = [] }
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) { handlerNames.append(name) }
    open func removeScriptMessageHandler(forName name: String) { handlerNames.removeAll { $0 == name } }
    open func removeAllScriptMessageHandlers() { handlerNames = [] }
}

/// A script run in every page (WebKit's `WKUserScript`).
open class WKUserScript: @unchecked Sendable {
    public let source: String
    public let injectionTime: WKUserScriptInjectionTime
    public let isForMainFrameOnly: Bool
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        isForMainFrameOnly = forMainFrameOnly
    }
}

/// When a user script runs (WebKit's `WKUserScriptInjectionTime`).
public enum WKUserScriptInjectionTime: Int, Sendable { case atDocumentStart, atDocumentEnd }

/// Receives a page's messages (WebKit's `WKScriptMessageHandler`): no page sends one here.
public protocol WKScriptMessageHandler: AnyObject {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// A page's message (WebKit's `WKScriptMessage`).
open class WKScriptMessage: @unchecked Sendable {
    public let body: Any
    public let name: String
    init(body: Any, name: String) {
        self.body = body
        self.name = name
    }
}

// MARK: Delegates

/// A web view's navigation events (WebKit's `WKNavigationDelegate`). Its methods are optional in
/// WebKit; a conforming class declares those it uses. None is called here: nothing loads.
public protocol WKNavigationDelegate: AnyObject {}

/// A web view's requests for windows and panels (WebKit's `WKUIDelegate`); never called here.
public protocol WKUIDelegate: AnyObject {}

/// A link or load about to be followed (WebKit's `WKNavigationAction`).
open class WKNavigationAction: @unchecked Sendable {
    open var request: URLRequest { URLRequest(url: URL(fileURLWithPath: "/")) }
    open var navigationType: WKNavigationType { .other }
    open var sourceFrame: WKFrameInfo { WKFrameInfo() }
    open var targetFrame: WKFrameInfo? { nil }
}

/// A response about to be shown (WebKit's `WKNavigationResponse`).
open class WKNavigationResponse: @unchecked Sendable {
    open var isForMainFrame: Bool { true }
    open var response: URLResponse {
        URLResponse(url: URL(fileURLWithPath: "/"), mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
    }
    open var canShowMIMEType: Bool { true }
}

/// A frame of a page (WebKit's `WKFrameInfo`).
open class WKFrameInfo: @unchecked Sendable {
    open var isMainFrame: Bool { true }
}

/// What started a navigation (WebKit's `WKNavigationType`).
public enum WKNavigationType: Int, Sendable {
    case linkActivated, formSubmitted, backForward, reload, formResubmitted
    case other = -1
}

/// Whether to follow a navigation (WebKit's `WKNavigationActionPolicy`).
public enum WKNavigationActionPolicy: Int, Sendable { case cancel, allow, download }

/// Whether to show a response (WebKit's `WKNavigationResponsePolicy`).
public enum WKNavigationResponsePolicy: Int, Sendable { case cancel, allow, download }
