// An app's localized strings, as Xcode copies them into its bundle, so that a preview shows the
// development language's text: `Text("onboarding.title")` shows what `en.lproj/Localizable.strings`
// or the String Catalog `Localizable.xcstrings` says, not the key. The development language is
// English (`en.lproj`, else `Base.lproj`); other languages' folders are left out, so their files
// of the same name never stand in. Strings files are found as catalogs are: in the folders given,
// or beside or above a file given (the nearest folder that has some, in it or in its
// `Resources/`-like folders). The files join the app's resources under their own names
// (`Localizable.strings`), where `Bundle.main` reads them (LayoutLabUI's `_LocalizedStrings`).
import Foundation

enum Localizations {
    /// The development language's folders, in the order they are preferred.
    static let developmentFolders = ["en.lproj", "Base.lproj"]

    /// Whether a folder named `name` holds another language's strings.
    static func isOtherLanguage(_ name: String) -> Bool {
        name.hasSuffix(".lproj") && !developmentFolders.contains(name)
    }

    /// Whether a file named `name` holds strings a bundle looks up.
    static func isStrings(_ name: String) -> Bool {
        name.hasSuffix(".strings") || name.hasSuffix(".xcstrings")
    }

    /// The strings files for `paths` (files and folders given), by bundle file name (the first
    /// found of each name).
    static func files(near paths: [String]) -> [String: String] {
        var found: [String: String] = [:]
        for (name, path) in all(near: paths) where found[name] == nil { found[name] = path }
        return found
    }

    /// Every strings file for `paths`, with its bundle file name, each path once, in the order found
    /// (an app's catalog and its widget's may share the name `Localizable.xcstrings`).
    static func all(near paths: [String]) -> [(name: String, path: String)] {
        let manager = FileManager.default
        var found: [(name: String, path: String)] = []
        var seen = Set<String>()
        func add(_ name: String, _ path: String) {
            if seen.insert(path).inserted { found.append((name, path)) }
        }
        // A folder's own strings files: String Catalogs in it and the development language's tables.
        func stringsIn(_ folder: URL) -> [(String, String)] {
            let children = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            var files = children.filter { $0.hasSuffix(".xcstrings") }.map { ($0, folder.appendingPathComponent($0).path) }
            for language in developmentFolders where children.contains(language) {
                let tables = (try? manager.contentsOfDirectory(atPath: folder.appendingPathComponent(language).path)) ?? []
                files += tables.filter { $0.hasSuffix(".strings") }.sorted()
                    .map { ($0, folder.appendingPathComponent(language).appendingPathComponent($0).path) }
            }
            return files
        }
        func near(_ folder: URL) -> [(String, String)] {
            var files = stringsIn(folder)
            for inner in AssetCatalogs.catalogFolders { files += stringsIn(folder.appendingPathComponent(inner)) }
            return files
        }
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                guard let enumerator = manager.enumerator(atPath: path) else { continue }
                var visited = 0
                while visited < AssetCatalogs.resourceWalkLimit, let relative = enumerator.nextObject() as? String {
                    visited += 1
                    let parts = relative.split(separator: "/")
                    let name = String(parts.last ?? "")
                    if name.hasPrefix(".") || ExperimentFileFinder.skipped(Substring(name)) || isOtherLanguage(name)
                        || name.hasSuffix(".xcassets") {
                        enumerator.skipDescendants()
                        continue
                    }
                    let inLanguage = parts.count > 1 && developmentFolders.contains(String(parts[parts.count - 2]))
                    if name.hasSuffix(".xcstrings") || (inLanguage && name.hasSuffix(".strings")) {
                        add(name, URL(fileURLWithPath: path).appendingPathComponent(relative).path)
                    }
                }
                continue
            }
            var folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
            for _ in 0...AssetCatalogs.levelsAbove where folder.path != "/" {
                let files = near(folder)
                if !files.isEmpty {
                    for (name, file) in files { add(name, file) }
                    break
                }
                folder = folder.deletingLastPathComponent()
            }
        }
        return found
    }
}
