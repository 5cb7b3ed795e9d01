// Files of an app that Xcode compiles into code of its own (a Core Data model, an intent
// definition), found as Xcode's project holds them: anywhere in a folder given, or near a file
// given (in its folder or one of its folders, or in the nearest folder above that has one
// there: `App/Model/Diary.xcdatamodeld` for `App/Views/Row.swift`), leaving out those the app's
// Xcode project does not build when it names its files (leftovers, as a Swift file can be).
import Foundation

enum ProjectResources {
    /// The paths, sorted, of the files and folders whose names end in `suffix` (`.xcdatamodeld`,
    /// `.intentdefinition`) in the folders given and near the files given (see the file header).
    static func find(named suffix: String, for paths: [String]) -> [String] {
        let manager = FileManager.default
        var found = Set<String>()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                found.formUnion(inside(path, named: suffix, depth: nil))
                continue
            }
            var folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
            for _ in 0...AssetCatalogs.levelsAbove where folder.path != "/" {
                let near = inside(folder.path, named: suffix, depth: 2)
                found.formUnion(near)
                if !near.isEmpty { break }
                folder = folder.deletingLastPathComponent()
            }
        }
        return found.sorted()
    }

    /// The files and folders named `…suffix` under `folder` (at most `depth` levels down; nil: any)
    /// that the app's Xcode project builds, not looking inside skipped folders or inside what is found.
    private static func inside(_ folder: String, named suffix: String, depth: Int?) -> Set<String> {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found = Set<String>()
        var visited = 0
        while visited < AssetCatalogs.resourceWalkLimit, let relative = enumerator.nextObject() as? String {
            visited += 1
            let components = relative.split(separator: "/")
            let name = components.last ?? Substring(relative)
            if name.hasSuffix(suffix), XcodeProjects.buildsModel("\(base)/\(relative)", near: folder) {
                found.insert("\(base)/\(relative)")
            }
            guard enumerator.fileAttributes?[.type] as? FileAttributeType == .typeDirectory else { continue }
            if name.hasSuffix(suffix) || ExperimentFileFinder.skipped(name) || depth.map({ components.count >= $0 }) == true {
                enumerator.skipDescendants()
            }
        }
        return found
    }
}
