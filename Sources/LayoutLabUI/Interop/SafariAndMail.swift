// SafariServices, MessageUI and QuickLook, as view files name them (each `import` imports this
// library). Nothing is opened, sent or shown while a view is laid out: mail is unavailable. UIKit
// controllers (`SFSafariViewController`, `MFMailComposeViewController`) exist as types; views show
// them through `UIViewControllerRepresentable`. WebKit is WebKit.swift, StoreKit StoreKit.swift.
import LayoutEngine

// MARK: SafariServices, MessageUI, QuickLook

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
