// `layoutlab uninstall`: removes exactly the files the install manifest lists, then the folders it
// lists when they are empty (a folder the user put something into stays). Nothing else under the
// prefix is touched; a listed file already gone is not an error.
import Foundation

/// What an uninstall removed.
public struct UninstallSummary: Hashable, Sendable {
    /// Files removed, absolute.
    public var removedFiles: [String] = []
    /// Folders removed, absolute.
    public var removedFolders: [String] = []
    /// Listed files that were already gone.
    public var missingFiles: [String] = []
    /// Listed folders kept because something else is in them.
    public var keptFolders: [String] = []
}

extension Installation {
    /// Removes what this version's manifest lists.
    @discardableResult
    public func uninstall() throws(InstallError) -> UninstallSummary {
        let manager = FileManager.default
        let manifest = try manifest()
        var summary = UninstallSummary()
        // The manifest goes last of the files: an uninstall stopped part-way can be run again.
        let ordered = manifest.files.filter { $0 != "\(Self.libraryPath)/\(InstallManifest.fileName)" }
            + manifest.files.filter { $0 == "\(Self.libraryPath)/\(InstallManifest.fileName)" }
        for relative in ordered {
            let path = prefix + "/" + relative
            // A symbolic link counts as present (fileExists follows links).
            guard (try? manager.attributesOfItem(atPath: path)) != nil else {
                summary.missingFiles.append(path)
                continue
            }
            do {
                try manager.removeItem(atPath: path)
            } catch {
                throw InstallError.removeFailed(path, because: Self.reason(error), prefix: prefix)
            }
            summary.removedFiles.append(path)
        }
        // Deepest first, so a folder's listed subfolders are gone before it is looked at.
        for relative in manifest.folders.sorted(by: { $0.split(separator: "/").count > $1.split(separator: "/").count }) {
            let path = prefix + "/" + relative
            guard let contents = try? manager.contentsOfDirectory(atPath: path) else { continue }
            guard contents.isEmpty else {
                summary.keptFolders.append(path)
                continue
            }
            do {
                try manager.removeItem(atPath: path)
            } catch {
                throw InstallError.removeFailed(path, because: Self.reason(error), prefix: prefix)
            }
            summary.removedFolders.append(path)
        }
        return summary
    }
}
