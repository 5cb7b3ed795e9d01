// Frameworks an app's workspace builds from sources in its own folder: a project named as its
// folder, beside that folder's `Sources` (`Domain/Domain.xcodeproj` with `Domain/Sources/…`), is a
// framework target whose module, `Domain`, the app's files import. Given with the app, those
// sources compile with it, so `import Domain` is the app's own code, as a local package's is.
import Foundation

extension XcodeProjects {
    /// The modules of the framework projects whose sources are among `paths`: for a file under
    /// `…/Name/Sources/`, `Name` when `…/Name/Name.xcodeproj` exists. Each folder is looked at once.
    static func sourceFolderModules(_ paths: [String]) -> Set<String> {
        var looked = Set<String>()
        var modules = Set<String>()
        for path in paths {
            let components = path.split(separator: "/", omittingEmptySubsequences: false)
            guard let sources = components.lastIndex(of: "Sources"), sources > 0, !components[sources - 1].isEmpty else { continue }
            let folder = components[..<sources].joined(separator: "/")
            guard looked.insert(folder).inserted else { continue }
            let name = String(components[sources - 1])
            if FileManager.default.fileExists(atPath: folder + "/" + name + ".xcodeproj") { modules.insert(name) }
        }
        return modules
    }
}
