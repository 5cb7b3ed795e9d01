// StoreKit, SafariServices, WebKit, MessageUI and QuickLook, as view files name them (each
// `import` imports this library). Nothing is sold, opened, sent or shown while a view is laid out:
// product lists are empty, purchases cancelled, mail unavailable. StoreKit's merchandising views
// (`StoreView`, `ProductView`, `SubscriptionStoreView`) are system views whose sizing is not
// published: stand-ins that take the space they are offered, like a `Map`. UIKit controllers
// (`SFSafariViewController`, `WKWebView`, `MFMailComposeViewController`) exist as types; views show
// them through `UIViewControllerRepresentable`, which says at its line what to write instead.
import LayoutEngine

// MARK: StoreKit

/// A product of the App Store (StoreKit's `Product`): none is loaded here.
public struct Product: Identifiable, Hashable, Sendable {
    public let id: String
    public let displayName: String
    public let description: String
    public let displayPrice: String
    public let price: Decimal
    public let type: ProductType
    public var subscription: SubscriptionInfo? { nil }

    public static func products<C: Collection>(for identifiers: C) async throws -> [Product] where C.Element == String { [] }

    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult { .userCancelled }

    /// A product's kind (StoreKit's `Product.ProductType`).
    public struct ProductType: Hashable, Sendable {
        let name: String
        public static let consumable = ProductType(name: "consumable"), nonConsumable = ProductType(name: "nonConsumable")
        public static let autoRenewable = ProductType(name: "autoRenewable"), nonRenewable = ProductType(name: "nonRenewable")
    }
    /// What a purchase ends in (StoreKit's `Product.PurchaseResult`).
    public enum PurchaseResult: Sendable {
        case success(VerificationResult<Transaction>)
        case userCancelled
        case pending
    }
    /// A purchase option (StoreKit's `Product.PurchaseOption`).
    public struct PurchaseOption: Hashable, Sendable {
        let name: String
        public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption(name: "appAccountToken") }
        public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption(name: "quantity") }
    }
    /// A subscription's details (StoreKit's `Product.SubscriptionInfo`).
    public struct SubscriptionInfo: Hashable, Sendable {
        public let subscriptionGroupID: String
        public let subscriptionPeriod: SubscriptionPeriod
    }
    /// A subscription's period (StoreKit's `Product.SubscriptionPeriod`).
    public struct SubscriptionPeriod: Hashable, Sendable {
        public let value: Int
        public let unit: Unit
        /// The unit of a period (StoreKit's `Product.SubscriptionPeriod.Unit`).
        public enum Unit: Hashable, Sendable { case day, week, month, year }
    }
}

/// A signed value StoreKit checked (StoreKit's `VerificationResult`).
public enum VerificationResult<SignedType: Sendable>: Sendable {
    case unverified(SignedType, VerificationError)
    case verified(SignedType)

    /// The value, checked or not.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .unverified(let value, _), .verified(let value): value
        }
    }
    public var payloadValue: SignedType { get throws { unsafePayloadValue } }

    /// Why a value failed its check (StoreKit's `VerificationResult.VerificationError`).
    public enum VerificationError: Error, Sendable { case revokedCertificate, invalidCertificateChain, invalidDeviceVerification,
                                                         invalidEncoding, invalidSignature, missingRequiredProperties }
}

// StoreKit's `Transaction` shares its name with SwiftUI's, which this library also provides as one
// module: StoreKit's members are SwiftUI's `Transaction`'s here, and there are none to iterate.
extension Transaction {
    /// The purchases the user is entitled to: none.
    public static var currentEntitlements: AsyncStream<VerificationResult<Transaction>> { AsyncStream { $0.finish() } }
    /// Purchases made elsewhere: none.
    public static var updates: AsyncStream<VerificationResult<Transaction>> { AsyncStream { $0.finish() } }
    public static var all: AsyncStream<VerificationResult<Transaction>> { AsyncStream { $0.finish() } }
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }
    public var productID: String { "" }
    public var purchaseDate: Date { Date(timeIntervalSince1970: 0) }
    public var expirationDate: Date? { nil }
    public var revocationDate: Date? { nil }
    public var productType: Product.ProductType { .nonConsumable }
    public func finish() async {}
}

/// The App Store (StoreKit's `AppStore`).
public enum AppStore {
    public static func sync() async throws {}
    public static var canMakePayments: Bool { false }
}

/// Asks for a rating (StoreKit's `RequestReviewAction`): nothing is asked.
public struct RequestReviewAction: Sendable {
    public func callAsFunction() {}
}

extension EnvironmentValues {
    /// StoreKit's review request.
    public var requestReview: RequestReviewAction { RequestReviewAction() }
}

/// The older review request (StoreKit's `SKStoreReviewController`).
public enum SKStoreReviewController {
    public static func requestReview() {}
    public static func requestReview(in windowScene: Any) {}
}

/// StoreKit's merchandising views: stand-ins that take their proposal (see the file header).
public struct StoreView: _PrimitiveView {
    public init<C: Collection>(ids: C) where C.Element == String {}
    public init<C: Collection, Icon: View>(ids: C, @ViewBuilder icon: @escaping (Product) -> Icon) where C.Element == String {}
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [ViewNode(.color(name: "storeView"))] }
}

/// One product's view (StoreKit's `ProductView`): a stand-in that takes its proposal.
public struct ProductView: _PrimitiveView {
    public init(id productID: String, prefersPromotionalIcon: Bool = false) {}
    public init<Icon: View>(id productID: String, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) {}
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [ViewNode(.color(name: "productView"))] }
}

/// A subscription group's store (StoreKit's `SubscriptionStoreView`): a stand-in that takes its proposal.
public struct SubscriptionStoreView: _PrimitiveView {
    public init(groupID: String) {}
    public init<C: View>(groupID: String, @ViewBuilder marketingContent: () -> C) {}
    public init<C: Collection>(productIDs: C) where C.Element == String {}
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [ViewNode(.color(name: "subscriptionStoreView"))] }
}

extension View {
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> Self { self }
    public func offerCodeRedemption(isPresented: Binding<Bool>, onCompletion: @escaping (Swift.Result<Void, any Error>) -> Void = { _ in }) -> Self { self }
    public func currentEntitlementTask(for productID: String, priority: TaskPriority = .medium,
                                       action: @escaping (Any) async -> Void) -> Self { self }
    public func subscriptionStatusTask(for groupID: String, priority: TaskPriority = .medium,
                                       action: @escaping (Any) async -> Void) -> Self { self }
    public func onInAppPurchaseCompletion(perform action: @escaping (Product, Swift.Result<Product.PurchaseResult, any Error>) async -> Void) -> Self { self }
    public func storeProductTask(for productID: String, priority: TaskPriority = .medium, action: @escaping (Any) async -> Void) -> Self { self }
}

// MARK: SafariServices, WebKit, MessageUI, QuickLook

/// Safari in the app (SafariServices' `SFSafariViewController`): a UIKit controller.
public final class SFSafariViewController: UIViewController, @unchecked Sendable {
    public var preferredControlTintColor: UIColor?
    public var preferredBarTintColor: UIColor?
    /// The title of the button that closes it (SafariServices' `SFSafariViewController.DismissButtonStyle`).
    public enum DismissButtonStyle: Int, Sendable { case done, close, cancel }
    public var dismissButtonStyle = DismissButtonStyle.done
    public init(url URL: URL) { super.init() }
    public init(url URL: URL, configuration: Configuration) { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// Its settings (SafariServices' `SFSafariViewController.Configuration`).
    public final class Configuration: @unchecked Sendable {
        public var entersReaderIfAvailable = false
        public var barCollapsingEnabled = true
        public init() {}
    }
}

/// A web page view (WebKit's `WKWebView`): a UIKit view.
open class WKWebView: UIView, @unchecked Sendable {
    public var navigationDelegate: (any WKNavigationDelegate)?
    public var allowsBackForwardNavigationGestures = false
    public var canGoBack: Bool { false }
    public var isLoading: Bool { false }
    public var url: URL? { nil }
    public let scrollView = UIScrollView(frame: .zero)
    public init(frame: CGRect, configuration: WKWebViewConfiguration = WKWebViewConfiguration()) { super.init(frame: frame) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    @discardableResult public func load(_ request: URLRequest) -> Any? { nil }
    @discardableResult public func loadHTMLString(_ string: String, baseURL: URL?) -> Any? { nil }
    @discardableResult public func goBack() -> Any? { nil }
    @discardableResult public func reload() -> Any? { nil }
}

/// A web view's settings (WebKit's `WKWebViewConfiguration`).
public final class WKWebViewConfiguration: @unchecked Sendable {
    public init() {}
}

/// A web view's navigation events (WebKit's `WKNavigationDelegate`).
public protocol WKNavigationDelegate: AnyObject {}

/// Mail composing (MessageUI's `MFMailComposeViewController`): mail is never available here.
public final class MFMailComposeViewController: UIViewController, @unchecked Sendable {
    public weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?
    public static func canSendMail() -> Bool { false }
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public func setToRecipients(_ toRecipients: [String]?) {}
    public func setCcRecipients(_ ccRecipients: [String]?) {}
    public func setSubject(_ subject: String) {}
    public func setMessageBody(_ body: String, isHTML: Bool) {}
    public func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {}
}

/// Mail composing's events (MessageUI's `MFMailComposeViewControllerDelegate`).
public protocol MFMailComposeViewControllerDelegate: AnyObject {}

/// How mail composing ended (MessageUI's `MFMailComposeResult`).
public enum MFMailComposeResult: Int, Sendable { case cancelled, saved, sent, failed }

/// Message composing (MessageUI's `MFMessageComposeViewController`): never available here.
public final class MFMessageComposeViewController: @unchecked Sendable {
    public static func canSendText() -> Bool { false }
    public var recipients: [String]?
    public var body: String?
    public init() {}
}

extension View {
    /// Quick Look's preview of a file: a presentation, not laid out.
    public func quickLookPreview(_ item: Binding<URL?>) -> Self { self }
    public func quickLookPreview<Items: RandomAccessCollection>(_ selection: Binding<URL?>, in items: Items) -> Self
    where Items.Element == URL { self }
}
