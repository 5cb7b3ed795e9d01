// Foundation as on Apple's systems, where Linux's lacks it: the `URL` directory properties
// (`URL.documentsDirectory`, ...) an app reads. They point into an app container of the preview
// under the temporary folder (`<tmp>/layoutlab-app/Documents`, ...), created when first read as an
// app's container exists before it launches — never into the user's home — as do app groups'
// shared containers (`containerURL(forSecurityApplicationGroupIdentifier:)`).
// Also `Data.WritingOptions.atomicWrite`, which Apple's Foundation has and Linux's lacks.
#if !canImport(Darwin)
import Foundation

extension URL {
    /// The folder `name` of the preview's app container, created if missing.
    static func _appContainer(_ name: String) -> URL {
        let folder = URL.temporaryDirectory.appending(path: "layoutlab-app").appending(path: name)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    public static var documentsDirectory: URL { _appContainer("Documents") }
    public static var libraryDirectory: URL { _appContainer("Library") }
    public static var cachesDirectory: URL { _appContainer("Library/Caches") }
    public static var applicationSupportDirectory: URL { _appContainer("Library/Application Support") }
    public static var applicationDirectory: URL { _appContainer("Applications") }
    public static var downloadsDirectory: URL { _appContainer("Downloads") }
    public static var desktopDirectory: URL { _appContainer("Desktop") }
    public static var moviesDirectory: URL { _appContainer("Movies") }
    public static var musicDirectory: URL { _appContainer("Music") }
    public static var picturesDirectory: URL { _appContainer("Pictures") }
    public static var sharedPublicDirectory: URL { _appContainer("Public") }
    public static var trashDirectory: URL { _appContainer(".Trash") }
    public static var userDirectory: URL { _appContainer("Users") }

    /// Access to a file the user picked outside the app's container: granted (a preview's files are
    /// its own), as for a URL the system's file importer hands over.
    public func startAccessingSecurityScopedResource() -> Bool { true }
    public func stopAccessingSecurityScopedResource() {}
}

extension FileManager {
    /// An app group's shared container: a folder of the preview's app container.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        URL._appContainer("Shared/AppGroup/\(groupIdentifier)")
    }
    /// iCloud's container: none (no account is signed in).
    public func url(forUbiquityContainerIdentifier containerIdentifier: String?) -> URL? { nil }
}

extension Data.WritingOptions {
    /// Apple's other name for `.atomic` (`try data.write(to: url, options: .atomicWrite)`).
    public static let atomicWrite: Data.WritingOptions = .atomic
}
#endif
