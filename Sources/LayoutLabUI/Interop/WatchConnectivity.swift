// WatchConnectivity, as an iPhone app's view models use it to talk to their watch app
// (`import WatchConnectivity` imports this library): no watch is paired, so nothing is sent.
import Foundation

/// The link to the paired watch (WatchConnectivity's `WCSession`): none is paired here.
public final class WCSession: @unchecked Sendable {
    public static let `default` = WCSession()
    public weak var delegate: (any WCSessionDelegate)?
    public static func isSupported() -> Bool { false }
    public var activationState: WCSessionActivationState { .notActivated }
    public var isPaired: Bool { false }
    public var isWatchAppInstalled: Bool { false }
    public var isReachable: Bool { false }
    public var receivedApplicationContext: [String: Any] { [:] }
    public func activate() {}
    public func sendMessage(_ message: [String: Any], replyHandler: (([String: Any]) -> Void)?,
                            errorHandler: ((any Error) -> Void)? = nil) {}
    public func sendMessageData(_ data: Data, replyHandler: ((Data) -> Void)?, errorHandler: ((any Error) -> Void)? = nil) {}
    public func updateApplicationContext(_ applicationContext: [String: Any]) throws {}
    @discardableResult public func transferUserInfo(_ userInfo: [String: Any] = [:]) -> Any { NSObject() }
    /// Whether the paired watch's face shows the app's complication: no watch is paired.
    public var isComplicationEnabled: Bool { false }
    public var remainingComplicationUserInfoTransfers: Int { 0 }
    @discardableResult public func transferCurrentComplicationUserInfo(_ userInfo: [String: Any] = [:]) -> Any { NSObject() }
}

/// A session's events (WatchConnectivity's `WCSessionDelegate`): never called here.
public protocol WCSessionDelegate: AnyObject {}

/// Whether a session is active (WatchConnectivity's `WCSessionActivationState`).
public enum WCSessionActivationState: Int, Sendable { case notActivated, inactive, activated }
