// What an app's folder gives its experiments besides their code: the sizes of its catalog's
// images, the values of its colours (for pictures), and the files Xcode would copy into its
// bundle (`Bundle.main.url(forResource:…)`), which the program finds beside it (`ExperimentProgram`). A local package target's resources (its
// `Resources/` folder, which SwiftPM processes into the target's bundle) join them: `Bundle.module`
// is the main bundle here.
import Foundation

/// What an app's files give its experiments besides their code: the asset catalog's image sizes,
/// and the files its bundle would hold (`Bundle.main.url(forResource:withExtension:)`).
public struct AppFiles: Sendable {
    /// Natural sizes of the catalog's images, by name.
    public var images: [String: CGSize]
    /// The catalog's colours drawn in pictures, by name (`rgb(r, g, b)` or a system colour's name).
    public var colours: [String: String]
    /// The app's resource files by file name (`landmarkData.json` → its path).
    public var resources: [String: String]

    public init(images: [String: CGSize] = [:], colours: [String: String] = [:], resources: [String: String] = [:]) {
        self.images = images
        self.colours = colours
        self.resources = resources
    }

    /// The app files a stored program keeps: its text resources written to `folder`.
    public static func materializing(_ resources: [(name: String, text: String)], images: [String: CGSize],
                                     colours: [String: String] = [:], in folder: String) throws -> AppFiles {
        var paths: [String: String] = [:]
        if !resources.isEmpty {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        for resource in resources {
            let path = folder + "/" + resource.name
            try Data(resource.text.utf8).write(to: URL(fileURLWithPath: path))
            paths[resource.name] = path
        }
        return AppFiles(images: images, colours: colours, resources: paths)
    }
}

extension AssetCatalogs {
    /// The catalogs' image sizes, and the resource files of the app folders that hold the
    /// catalogs and of the local package targets' folders `packageTargets` (every file but code,
    /// project and hidden files, and the catalogs themselves), by file name as Xcode and SwiftPM
    /// copy them into a bundle (the first of a name found wins).
    func appFiles(packageTargets: [String] = []) -> AppFiles {
        let manager = FileManager.default
        var resources: [String: String] = [:]
        // A Core Data model is compiled into the bundle, not copied: its `contents` file, linked
        // beside the program as a resource, made Linux's `Bundle.main` find no resource at all.
        let skippedExtensions: Set<String> = ["swift", "xcassets", "xcodeproj", "xcworkspace", "playground", "entitlements",
                                             "xcconfig", "xcscheme", "storyboard", "xib", "h", "m",
                                             "xcdatamodeld", "xcdatamodel", "xcmappingmodel"]
        // The app folder: the catalog's, or the one above a `Preview Content/` or `Resources/` holding it.
        let appFolders = paths.map { path -> String in
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            return (Self.catalogFolders.contains(folder.lastPathComponent) ? folder.deletingLastPathComponent() : folder).path
        }
        for folder in Set(appFolders).sorted() + packageTargets.filter({ !appFolders.contains($0) }) {
            guard let enumerator = manager.enumerator(atPath: folder) else { continue }
            var visited = 0
            // A bounded walk: an app folder has hundreds of files, not a checkout's hundred thousand.
            while visited < Self.resourceWalkLimit, let relative = enumerator.nextObject() as? String {
                visited += 1
                let url = URL(fileURLWithPath: folder).appendingPathComponent(relative)
                let name = url.lastPathComponent
                if name.hasPrefix(".") || ExperimentFileFinder.skipped(Substring(name)) || skippedExtensions.contains(url.pathExtension)
                    || Localizations.isOtherLanguage(name) {
                    if (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory { enumerator.skipDescendants() }
                    continue
                }
                guard (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeRegular, resources[name] == nil else { continue }
                resources[name] = url.path
            }
        }
        return AppFiles(images: imageSizes, colours: colourValues, resources: resources)
    }
}
