// StoreKit's merchandising views and their modifiers (StoreKit.swift has the store itself). Each
// view is a system view whose sizing is not published: one stand-in node that takes the space it is
// offered, like a `Map` (give it a frame, as most code does). Marketing content and icons are not
// laid out; the modifiers change how the store looks or what it offers, not its size.
import LayoutEngine

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

/// A subscription group's store (StoreKit's `SubscriptionStoreView`): a stand-in that takes its
/// proposal; its marketing content is not laid out (see the file header).
public struct SubscriptionStoreView: _PrimitiveView {
    public init(groupID: String) {}
    public init(groupID: String, visibleRelationships: Product.SubscriptionRelationship) {}
    public init<C: View>(groupID: String, @ViewBuilder marketingContent: () -> C) {}
    public init<C: Collection>(productIDs: C) where C.Element == String {}
    public init<C: Collection, Content: View>(productIDs: C, @ViewBuilder marketingContent: () -> Content) where C.Element == String {}
    public init<S: Collection>(subscriptions: S) where S.Element == Product {}
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

// MARK: How the store views look

extension View {
    /// What a subscription store's buttons say: how they look, not their size.
    public func subscriptionStoreButtonLabel(_ label: SubscriptionStoreButtonLabel) -> Self { self }
    /// The background of a subscription store's options: how they look, not their size.
    public func subscriptionStorePickerItemBackground<S: ShapeStyle>(_ backgroundStyle: S) -> Self { self }
    /// The background of a subscription store's options, in a shape: how they look, not their size.
    public func subscriptionStorePickerItemBackground<S: ShapeStyle, B: Shape>(_ backgroundStyle: S, in backgroundShape: B) -> Self { self }
    /// How a subscription store offers its options: how they look, not the store's size.
    public func subscriptionStoreControlStyle(_ style: SubscriptionStoreControlStyle) -> Self { self }
    /// An icon beside each option of a subscription store: not laid out.
    public func subscriptionStoreControlIcon<Icon: View>(@ViewBuilder icon: @escaping (Product, Product.SubscriptionInfo) -> Icon) -> Self { self }
    /// Where a subscription store's policy links lead.
    public func subscriptionStorePolicyDestination(url: URL, for policy: SubscriptionStorePolicyKind) -> Self { self }
    /// Shows or hides a store's extra buttons (restore, redeem a code, ...).
    public func storeButton(_ visibility: Visibility, for buttonKinds: StoreButtonKind...) -> Self { self }
    /// How product views look: not their size.
    public func productViewStyle(_ style: ProductViewStyle) -> Self { self }
    /// Runs when a purchase starts from a store view: none starts here.
    public func onInAppPurchaseStart(perform action: ((Product) async -> Void)?) -> Self { self }
}

/// What a subscription store's buttons say (StoreKit's `SubscriptionStoreButtonLabel`).
public struct SubscriptionStoreButtonLabel: Hashable, Sendable {
    let name: String
    public static let automatic = SubscriptionStoreButtonLabel(name: "automatic"), action = SubscriptionStoreButtonLabel(name: "action")
    public static let displayName = SubscriptionStoreButtonLabel(name: "displayName"), price = SubscriptionStoreButtonLabel(name: "price")
    public static let multiline = SubscriptionStoreButtonLabel(name: "multiline"), singleLine = SubscriptionStoreButtonLabel(name: "singleLine")
}

/// How a subscription store offers its options (StoreKit's `SubscriptionStoreControlStyle`).
public struct SubscriptionStoreControlStyle: Hashable, Sendable {
    let name: String
    public static let automatic = SubscriptionStoreControlStyle(name: "automatic"), picker = SubscriptionStoreControlStyle(name: "picker")
    public static let buttons = SubscriptionStoreControlStyle(name: "buttons")
    public static let prominentPicker = SubscriptionStoreControlStyle(name: "prominentPicker")
    public static let compactPicker = SubscriptionStoreControlStyle(name: "compactPicker")
}

/// A policy a subscription store links to (StoreKit's `SubscriptionStorePolicyKind`).
public struct SubscriptionStorePolicyKind: Hashable, Sendable {
    let name: String
    public static let privacyPolicy = SubscriptionStorePolicyKind(name: "privacyPolicy")
    public static let termsOfService = SubscriptionStorePolicyKind(name: "termsOfService")
}

/// A store's extra buttons (StoreKit's `StoreButtonKind`).
public struct StoreButtonKind: Hashable, Sendable {
    let name: String
    public static let cancellation = StoreButtonKind(name: "cancellation"), policies = StoreButtonKind(name: "policies")
    public static let redeemCode = StoreButtonKind(name: "redeemCode"), restorePurchases = StoreButtonKind(name: "restorePurchases")
    public static let signIn = StoreButtonKind(name: "signIn")
}

/// How product views look (StoreKit's `ProductViewStyle`).
public struct ProductViewStyle: Hashable, Sendable {
    let name: String
    public static let automatic = ProductViewStyle(name: "automatic"), compact = ProductViewStyle(name: "compact")
    public static let large = ProductViewStyle(name: "large"), regular = ProductViewStyle(name: "regular")
}
