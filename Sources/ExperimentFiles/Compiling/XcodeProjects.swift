// The Swift files of an app's folder that its Xcode project does not build. Apps keep leftovers in
// their folders — an old copy of a view, a file removed from the target but not deleted — which Xcode
// never compiles and which often do not compile any more. A project that names its files
// (`project.pbxproj` lists each one as a file reference) tells them apart: a Swift file of the
// folder it does not name at all, and whose declarations no built file uses, is not part of the
// app, and is left out as Xcode leaves it out.
// Projects that take whole folders (Xcode 16's synchronized folders, folder references) name no
// file, and leave everything in.
import Foundation

/// Reads Xcode projects for the files they build.
enum XcodeProjects {
    /// The files among `files` inside `folder` that the Xcode project next to the folder (in it, or
    /// in one of the two folders above it) does not name and whose names no other file uses; empty
    /// when there is no such project, when it does not list files one by one, or when it names fewer
    /// of the folder's files than it leaves out (then it is another app's).
    static func filesNotBuilt(in folder: String, files: [String]) -> [String] {
        guard let text = listingProject(near: folder) else { return [] }
        let named = namedSwiftFiles(in: text)
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        let inFolder = files.filter { $0.hasPrefix(base) }
        // A local package's sources (`…/Sources/Module/…`) are built as the package, which the
        // project names as a whole, never file by file.
        let outside = inFolder.filter {
            !named.contains(URL(fileURLWithPath: $0).lastPathComponent) && ExperimentCompiler.localModule(of: $0) == nil
        }
        // A project that names fewer of the folder's files than it leaves out describes another app.
        guard !outside.isEmpty, outside.count <= inFolder.count - outside.count else { return [] }
        // A file that declares what the built files use and do not declare themselves (a type of
        // it) is the app's, whatever the project says: the project is older than the files. One
        // that only declares again what a built file declares is an old copy.
        // What a file so kept uses is needed in turn (a helper of that type).
        func names(_ file: String) -> FileNames { FileNames(source: (try? String(contentsOfFile: file, encoding: .utf8)) ?? "") }
        let left = Set(outside)
        let built = inFolder.filter { !left.contains($0) }.map(names)
        var offered = built.reduce(into: Set<String>()) { $0.formUnion($1.offered) }
        var needed = built.reduce(into: Set<String>()) { $0.formUnion($1.used) }.subtracting(offered)
        var undecided = outside.map { (path: $0, names: names($0)) }
        while let index = undecided.firstIndex(where: { !$0.names.offered.isDisjoint(with: needed) }) {
            let kept = undecided.remove(at: index).names
            offered.formUnion(kept.offered)
            needed = needed.union(kept.used).subtracting(offered)
        }
        return undecided.map(\.path)
    }

    /// Whether the Xcode project near `folder` builds the Core Data model `model` (a
    /// `.xcdatamodeld` folder): true when there is no project that names its files one by one.
    static func buildsModel(_ model: String, near folder: String) -> Bool {
        guard let text = listingProject(near: folder) else { return true }
        let name = URL(fileURLWithPath: model).lastPathComponent
        return text.contains("= \(name);") || text.contains("= \"\(name)\";")
    }

    /// Whether the Xcode project near `folder` makes the main actor its code's default isolation
    /// (`SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` in a build configuration, as Xcode 26 sets it for
    /// new apps). Any project, listing its files or not.
    static func defaultsToMainActor(near folder: String) -> Bool {
        guard let project = projectFile(near: folder), let text = try? String(contentsOfFile: project, encoding: .utf8)
        else { return false }
        return text.contains("SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;")
    }

    /// The text of the project near `folder` (`projectFile(near:)`) when it names its files one by
    /// one; nil when there is none, or it takes whole folders (synchronized folders).
    static func listingProject(near folder: String) -> String? {
        guard let project = projectFile(near: folder), let text = try? String(contentsOfFile: project, encoding: .utf8),
              !text.contains("PBXFileSystemSynchronizedRootGroup") else { return nil }
        return text
    }

    /// The `project.pbxproj` of an `.xcodeproj` in `folder` or in one of the two folders above it (the
    /// nearest; the first by name when a folder holds several).
    static func projectFile(near folder: String) -> String? {
        var current = URL(fileURLWithPath: folder).standardizedFileURL
        for _ in 0...2 {
            let children = ((try? FileManager.default.contentsOfDirectory(atPath: current.path)) ?? []).sorted()
            for child in children where child.hasSuffix(".xcodeproj") {
                let project = current.appendingPathComponent(child).appendingPathComponent("project.pbxproj").path
                if FileManager.default.fileExists(atPath: project) { return project }
            }
            guard current.path != "/" else { break }
            current = current.deletingLastPathComponent()
        }
        return nil
    }

    /// The file names of the Swift files a project's file references name (`path = Row.swift;`,
    /// `name = "My Row.swift";`).
    static func namedSwiftFiles(in project: String) -> Set<String> {
        let whole = NSRange(location: 0, length: (project as NSString).length)
        var names = Set<String>()
        for match in referencePattern.matches(in: project, range: whole) {
            var value = (project as NSString).substring(with: match.range(at: 1))
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            let name = URL(fileURLWithPath: value).lastPathComponent
            if name.hasSuffix(".swift") { names.insert(name) }
        }
        return names
    }

    static let referencePattern = try! NSRegularExpression(pattern: #"\b(?:path|name) = ("[^"]*"|[^;\s]+);"#)
}
