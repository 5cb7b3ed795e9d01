// UIKit's document picker, the usual "import files" screen a `UIViewControllerRepresentable` makes
// (`UIDocumentPickerViewController(forOpeningContentTypes: [.audio])`). Laid out as any UIKit
// controller in a representable (Representables.swift); nothing is browsed or picked in a preview,
// so its delegate is never called.
import Foundation

/// A controller that browses files (UIKit's `UIDocumentPickerViewController`): see the file header.
open class UIDocumentPickerViewController: UIViewController, @unchecked Sendable {
    /// What it is for: opening (a copy of) documents, or exporting them.
    public let documentPickerMode: UIDocumentPickerMode
    /// The kinds of files it lets the user pick (opening; UIKit does not publish it).
    let contentTypes: [UTType]
    /// The files it exports (exporting; UIKit does not publish it).
    let exportedURLs: [URL]
    /// Whether picked files are copied into the app's sandbox (UIKit does not publish it).
    let asCopy: Bool
    open weak var delegate: (any UIDocumentPickerDelegate)?
    open var allowsMultipleSelection = false
    open var shouldShowFileExtensions = false
    /// The folder it starts in (nil: the last one used).
    open var directoryURL: URL?

    /// Picks files of `contentTypes` to open, as copies when `asCopy` (UIKit's
    /// `init(forOpeningContentTypes:asCopy:)`).
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        documentPickerMode = asCopy ? .import : .open
        self.contentTypes = contentTypes
        exportedURLs = []
        self.asCopy = asCopy
        super.init()
    }

    /// Picks files of `contentTypes` to open in place (UIKit's `init(forOpeningContentTypes:)`).
    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }

    /// Exports `urls`, as copies when `asCopy` (UIKit's `init(forExporting:asCopy:)`).
    public init(forExporting urls: [URL], asCopy: Bool) {
        documentPickerMode = asCopy ? .exportToService : .moveToService
        contentTypes = []
        exportedURLs = urls
        self.asCopy = asCopy
        super.init()
    }

    /// Moves `urls` out of the app (UIKit's `init(forExporting:)`).
    public convenience init(forExporting urls: [URL]) { self.init(forExporting: urls, asCopy: false) }

    /// The older form naming types by identifier (UIKit's `init(documentTypes:in:)`).
    public init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        documentPickerMode = mode
        contentTypes = allowedUTIs.compactMap { UTType($0) }
        exportedURLs = []
        asCopy = mode == .import || mode == .exportToService
        super.init()
    }

    public required init?(coder: NSCoder) {
        documentPickerMode = .open
        contentTypes = []
        exportedURLs = []
        asCopy = false
        super.init(coder: coder)
    }
}

/// What a document picker does with files (UIKit's `UIDocumentPickerMode`).
public enum UIDocumentPickerMode: UInt, Sendable {
    case `import`, open, exportToService, moveToService
}

/// What a document picker tells its delegate (UIKit's `UIDocumentPickerDelegate`): its methods are
/// optional in UIKit, so each has an empty default here. Never called: nothing is picked.
public protocol UIDocumentPickerDelegate: AnyObject {
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {}
}
