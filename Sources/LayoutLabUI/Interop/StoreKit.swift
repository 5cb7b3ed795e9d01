// StoreKit as apps sell with it (`import StoreKit` imports this library), as a fresh install on a
// simulator without a StoreKit configuration has it: no product is found, the user owns nothing
// and no transaction comes (`currentEntitlements`, `updates`, `all` and `unfinished` end at once),
// a purchase ends cancelled, syncing and review requests do nothing. The store's views and their
// modifiers are StoreKitViews.swift.
import LayoutEngine

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

        /// The user's subscriptions of a group: none.
        public static func status(for groupID: String) async throws -> [Status] { [] }

        /// Where a subscription stands (StoreKit's `Product.SubscriptionInfo.Status`).
        public struct Status: Sendable {
            public let state: RenewalState
            public let transaction: VerificationResult<Transaction>
        }

        /// Whether a subscription renews (StoreKit's `Product.SubscriptionInfo.RenewalState`).
        public struct RenewalState: RawRepresentable, Hashable, Sendable {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }
            public static let subscribed = RenewalState(rawValue: 1), expired = RenewalState(rawValue: 2)
            public static let inBillingRetryPeriod = RenewalState(rawValue: 3), inGracePeriod = RenewalState(rawValue: 4)
            public static let revoked = RenewalState(rawValue: 5)
        }
    }

    /// Which subscriptions of a group a store shows (StoreKit's `Product.SubscriptionRelationship`).
    public struct SubscriptionRelationship: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let upgrade = SubscriptionRelationship(rawValue: 1), downgrade = SubscriptionRelationship(rawValue: 2)
        public static let crossgrade = SubscriptionRelationship(rawValue: 4), current = SubscriptionRelationship(rawValue: 8)
        public static let all: SubscriptionRelationship = [.upgrade, .downgrade, .crossgrade, .current]
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
// module: StoreKit's members are SwiftUI's `Transaction`'s here, and there are none to iterate (the
// streams end at once). A transaction's fields read as a fresh one's would: no dates, quantity 1.
extension Transaction {
    /// The purchases the user is entitled to: none.
    public static var currentEntitlements: AsyncStream<VerificationResult<Transaction>> { AsyncStream { $0.finish() } }
    /// Purchases made elsewhere: none.
    public static var updates: AsyncStream<VerificationResult<Transaction>> { AsyncStream { $0.finish() } }
    /// Every purchase: none.
    public static var all: AsyncStream<VerificationResult<Transaction>> { AsyncStream { $0.finish() } }
    /// Purchases not finished yet: none.
    public static var unfinished: AsyncStream<VerificationResult<Transaction>> { AsyncStream { $0.finish() } }
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }
    /// The user's purchases of `productID` they are entitled to: none.
    public static func currentEntitlements(for productID: String) -> AsyncStream<VerificationResult<Transaction>> {
        AsyncStream { $0.finish() }
    }
    public var id: UInt64 { 0 }
    public var originalID: UInt64 { 0 }
    public var productID: String { "" }
    public var subscriptionGroupID: String? { nil }
    public var appAccountToken: UUID? { nil }
    public var purchaseDate: Date { Date(timeIntervalSince1970: 0) }
    public var originalPurchaseDate: Date { Date(timeIntervalSince1970: 0) }
    public var expirationDate: Date? { nil }
    public var revocationDate: Date? { nil }
    public var revocationReason: RevocationReason? { nil }
    /// Whether a higher subscription of the group replaced this one.
    public var isUpgraded: Bool { false }
    public var purchasedQuantity: Int { 1 }
    public var productType: Product.ProductType { .nonConsumable }
    public var ownershipType: OwnershipType { .purchased }
    public func finish() async {}

    /// Why the App Store took a purchase back (StoreKit's `Transaction.RevocationReason`).
    public struct RevocationReason: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let developerIssue = RevocationReason(rawValue: 1), other = RevocationReason(rawValue: 0)
    }

    /// Whether the user bought the product or Family Sharing gave it (StoreKit's `Transaction.OwnershipType`).
    public struct OwnershipType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let purchased = OwnershipType(rawValue: "PURCHASED"), familyShared = OwnershipType(rawValue: "FAMILY_SHARED")
    }
}

/// The App Store (StoreKit's `AppStore`): nothing to sync, no sheet shown.
public enum AppStore {
    /// Syncs the user's purchases: there are none.
    public static func sync() async throws {}
    public static var canMakePayments: Bool { false }
    /// Asks for a rating: nothing is asked.
    public static func requestReview(in scene: UIWindowScene) {}
    /// Shows the subscriptions sheet: not shown here.
    public static func showManageSubscriptions(in scene: UIWindowScene) async throws {}
}

/// Buys a product (StoreKit's `PurchaseAction`, `@Environment(\.purchase)`): the purchase ends cancelled.
public struct PurchaseAction: Sendable {
    public func callAsFunction(_ product: Product, options: Set<Product.PurchaseOption> = []) async throws -> Product.PurchaseResult {
        .userCancelled
    }
}

extension EnvironmentValues {
    /// StoreKit's purchase action.
    public var purchase: PurchaseAction { PurchaseAction() }
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
    public static func requestReview(in windowScene: UIWindowScene) {}
}
