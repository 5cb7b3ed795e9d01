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
    /// in one of the five folders above it) does not name and whose names no other file uses; empty
    /// when there is no such project, when it does not list files one by one, or when it names fewer
    /// of the folder's files than it leaves out (then it is another app's).
    static func filesNotBuilt(in folder: String, files: [String]) -> [String] {
        guard let project = projectFile(near: folder), let text = listingText(of: project) else { return [] }
        let named = namedSwiftFiles(in: text)
        // Where the project's groups put its files, relative to the project's folder: of two files
        // of one name, the one the project names is the one at its place (the other a stray copy).
        let placed = groupedPaths(in: text, ending: ".swift")
        let root = URL(fileURLWithPath: project).deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL.path + "/"
        func isNamed(_ file: String) -> Bool {
            let name = URL(fileURLWithPath: file).lastPathComponent
            guard named.contains(name) else { return false }
            let path = URL(fileURLWithPath: file).standardizedFileURL.path
            guard let places = placed[name], path.hasPrefix(root) else { return true }
            return places.contains(String(path.dropFirst(root.count)))
        }
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        let inFolder = files.filter { $0.hasPrefix(base) }
        // A local package's sources (`…/Sources/Module/…`) are built as the package, which the
        // project names as a whole, never file by file.
        let outside = inFolder.filter { !isNamed($0) && ExperimentCompiler.localModule(of: $0) == nil }
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
    /// `.xcdatamodeld` folder): true when there is no project that names its files one by one. Of
    /// two models of one name, it builds the one where its groups put it (HydrationTracker's
    /// `Model.xcdatamodeld`, not the stray copy in `Persistance/`).
    static func buildsModel(_ model: String, near folder: String) -> Bool {
        guard let project = projectFile(near: folder), let text = listingText(of: project) else { return true }
        let name = URL(fileURLWithPath: model).lastPathComponent
        guard text.contains("= \(name);") || text.contains("= \"\(name)\";") else { return false }
        let root = URL(fileURLWithPath: project).deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL.path + "/"
        let path = URL(fileURLWithPath: model).standardizedFileURL.path
        guard let places = groupedPaths(in: text, ending: ".xcdatamodeld")[name], path.hasPrefix(root) else { return true }
        return places.contains(String(path.dropFirst(root.count)))
    }

    /// The module name Xcode gives the app of the project near `folder` (in it or one of the five
    /// above): the project's name, a character not allowed in a name made `_` (`My App.xcodeproj`
    /// builds `My_App`). Empty when there is no project.
    static func moduleNames(near folder: String) -> Set<String> {
        guard let project = projectFile(near: folder) else { return [] }
        let name = URL(fileURLWithPath: project).deletingLastPathComponent().deletingPathExtension().lastPathComponent
        var module = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if module.first?.isNumber == true { module = "_" + module }
        return module.isEmpty ? [] : [module]
    }

    /// Whether the Xcode project near `folder` makes the main actor its code's default isolation
    /// (`SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` in a build configuration, as Xcode 26 sets it for
    /// new apps). Any project, listing its files or not.
    static func defaultsToMainActor(near folder: String) -> Bool {
        guard let project = projectFile(near: folder), let text = try? String(contentsOfFile: project, encoding: .utf8)
        else { return false }
        return text.contains("SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;")
    }

    /// Whether the Xcode project near `folder` builds for macOS only: every `SDKROOT` it sets is
    /// `macosx` (an iPhone app's is `iphoneos`, a multiplatform app's `auto`).
    static func buildsForMacOnly(near folder: String) -> Bool {
        guard let project = projectFile(near: folder), let text = try? String(contentsOfFile: project, encoding: .utf8)
        else { return false }
        let roots = text.components(separatedBy: "SDKROOT = ").dropFirst().map { $0.prefix { $0 != ";" && $0 != "\n" } }
        return !roots.isEmpty && roots.allSatisfy { $0 == "macosx" }
    }

    /// The text of `project` (a `project.pbxproj`) when it names its files one by one.
    static func listingText(of project: String) -> String? {
        guard let text = try? String(contentsOfFile: project, encoding: .utf8),
              !text.contains("PBXFileSystemSynchronizedRootGroup") else { return nil }
        return text
    }

    /// The `project.pbxproj` of an `.xcodeproj` in `folder` or in one of the five folders above it
    /// (the nearest; the first by name when a folder holds several): an app's files are often four
    /// folders below its project (`App/Features/Home/Views/`).
    static func projectFile(near folder: String) -> String? {
        var current = URL(fileURLWithPath: folder).standardizedFileURL
        for _ in 0...5 {
            if let project = projectFile(in: current) { return project }
            guard current.path != "/" else { break }
            current = current.deletingLastPathComponent()
        }
        return nil
    }

    /// The `project.pbxproj` of the first `.xcodeproj` (by name) directly in `folder`.
    static func projectFile(in folder: URL) -> String? {
        let children = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for child in children where child.hasSuffix(".xcodeproj") {
            let project = folder.appendingPathComponent(child).appendingPathComponent("project.pbxproj").path
            if FileManager.default.fileExists(atPath: project) { return project }
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

    /// The paths of the files whose names end with `suffix` (`.swift`; `.xcdatamodeld`, a model's
    /// version group) that the project's groups hold, relative to the project's folder, by file
    /// name: each group's `path` joins its children's (a group with only a `name` adds nothing), as
    /// Xcode resolves `sourceTree = "<group>"`. A file whose place does not resolve so (another
    /// source tree, a reference outside the groups) gives its name no place.
    static func groupedPaths(in project: String, ending suffix: String) -> [String: Set<String>] {
        let objects = pbxObjects(in: project)
        var parent: [String: String] = [:]
        for (id, object) in objects where object.isa == "PBXGroup" || object.isa == "PBXVariantGroup" {
            for child in object.children { parent[child] = id }
        }
        var places: [String: Set<String>] = [:]
        var unplaced = Set<String>()
        for (id, object) in objects where object.isa == "PBXFileReference" || object.isa == "XCVersionGroup" {
            guard let path = object.path, path.hasSuffix(suffix) else { continue }
            let name = URL(fileURLWithPath: path).lastPathComponent
            var components = [path]
            var tree = object.sourceTree
            var current = parent[id]
            while tree == "<group>", let group = current, let node = objects[group] {
                if let groupPath = node.path { components.insert(groupPath, at: 0) }
                tree = node.sourceTree
                current = parent[group]
            }
            // The root group (no parent) is the project's folder; SOURCE_ROOT starts there too.
            guard (tree == "<group>" && current == nil) || tree == "SOURCE_ROOT", parent[id] != nil else {
                unplaced.insert(name)
                continue
            }
            let relative = URL(fileURLWithPath: "/" + components.joined(separator: "/")).standardizedFileURL.path.dropFirst()
            places[name, default: []].insert(String(relative))
        }
        for name in unplaced { places[name] = nil }
        return places
    }

    /// One object of a project file: its kind, path and source tree, and a group's children.
    struct PBXObject {
        var isa = ""
        var path: String?
        var sourceTree = "<group>"
        var children: [String] = []
        /// A synchronized folder's exception sets, and an exception set's platform filters.
        var exceptions: [String] = []
        var platformFilters: [String: Set<String>] = [:]
        /// A target's name, its build configuration list and synchronized folders; a configuration
        /// list's configurations; a build configuration's `SDKROOT`.
        var name: String?
        var configurationList: String?
        var synchronizedGroups: [String] = []
        var configurations: [String] = []
        var sdkRoot: String?
    }

    /// The project's objects by identifier (each `ID /* … */ = { … };` of its `objects`).
    static func pbxObjects(in project: String) -> [String: PBXObject] {
        var objects: [String: PBXObject] = [:]
        let text = project as NSString
        for match in objectPattern.matches(in: project, range: NSRange(location: 0, length: text.length)) {
            let id = text.substring(with: match.range(at: 1))
            // The body runs to the brace that closes the one opening it.
            var depth = 1, index = match.range.location + match.range.length
            let start = index
            while index < text.length, depth > 0 {
                let character = text.character(at: index)
                if character == 0x7B { depth += 1 } else if character == 0x7D { depth -= 1 }
                index += 1
            }
            let body = text.substring(with: NSRange(location: start, length: max(index - 1 - start, 0)))
            var object = PBXObject()
            object.isa = value(of: "isa", in: body) ?? ""
            object.path = value(of: "path", in: body)
            object.sourceTree = value(of: "sourceTree", in: body) ?? "<group>"
            object.children = identifiers(listed: "children", in: body)
            if object.isa == "PBXFileSystemSynchronizedRootGroup" { object.exceptions = identifiers(listed: "exceptions", in: body) }
            if object.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet" { object.platformFilters = platformFilters(in: body) }
            if object.isa == "PBXNativeTarget" {
                object.name = value(of: "name", in: body)
                object.configurationList = value(of: "buildConfigurationList", in: body)
                object.synchronizedGroups = identifiers(listed: "fileSystemSynchronizedGroups", in: body)
            }
            if object.isa == "XCConfigurationList" { object.configurations = identifiers(listed: "buildConfigurations", in: body) }
            if object.isa == "XCBuildConfiguration" { object.sdkRoot = value(of: "SDKROOT", in: body) }
            // A project's `TargetAttributes = { ID = { … }; }` repeats a target's identifier: the
            // object is the one that says what it is.
            if object.isa.isEmpty, objects[id] != nil { continue }
            objects[id] = object
        }
        return objects
    }

    /// The object identifiers of the list `key = ( … );` in an object's body.
    private static func identifiers(listed key: String, in body: String) -> [String] {
        guard let list = body.range(of: key + " = ("), let end = body[list.upperBound...].firstIndex(of: ")") else { return [] }
        return body[list.upperBound..<end].split(whereSeparator: { ",\n\t ".contains($0) })
            .map(String.init).filter { $0.count == 24 && $0.allSatisfy(\.isHexDigit) }
    }

    /// `key = value;` at the top of an object's body, unquoted.
    private static func value(of key: String, in body: String) -> String? {
        guard let pattern = keyPatterns[key],
              let match = pattern.firstMatch(in: body, range: NSRange(location: 0, length: (body as NSString).length)) else { return nil }
        var value = (body as NSString).substring(with: match.range(at: 1))
        if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
        return value
    }

    /// `isa = …;`, `path = …;`, `sourceTree = …;` and the target keys (not within another key's name;
    /// an identifier's comment after it, `… = 56AC… /* Build configuration list */;`, is not its value).
    private static let keyPatterns = Dictionary(uniqueKeysWithValues: ["isa", "path", "sourceTree", "name",
                                                                       "buildConfigurationList", "SDKROOT"].map { key in
        (key, try! NSRegularExpression(pattern: "(?:^|[\\s{;])" + key + #" = ("[^"]*"|[^;\s]+)(?: /\*[^*]*\*/)?;"#))
    })

    static let objectPattern = try! NSRegularExpression(pattern: #"\b([0-9A-F]{24})(?: /\*[^*]*\*/)? = \{"#)
}
