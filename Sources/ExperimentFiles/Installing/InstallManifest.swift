// The list of what `layoutlab install` wrote under a prefix, kept beside the installed library
// (`PREFIX/lib/layoutlab/VERSION/install-manifest.txt`): one `file PATH` line per file and one
// `dir PATH` line per folder it created, PATH relative to the prefix. `layoutlab uninstall` removes
// exactly those files, then those folders when they are empty.
import Foundation

/// The files an install wrote and the folders it created, relative to the prefix.
public struct InstallManifest: Hashable, Sendable {
    /// Files written, relative to the prefix (the manifest itself among them).
    public var files: [String]
    /// Folders created (they did not exist before), relative to the prefix, parents first.
    public var folders: [String]

    public init(files: [String], folders: [String]) {
        self.files = files
        self.folders = folders
    }

    /// The manifest's file name, in the installed library folder.
    public static let fileName = "install-manifest.txt"

    /// The manifest as written.
    public var text: String {
        var lines = ["# layoutlab \(LibraryLookup.version): what `layoutlab install` wrote under its prefix (paths relative to it).",
                     "# `layoutlab uninstall` removes these files, then these folders when empty."]
        lines += folders.map { "dir \($0)" }
        lines += files.map { "file \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads a manifest; every entry must be a relative path that stays inside the prefix.
    public static func parse(_ text: String, path: String) throws(InstallError) -> InstallManifest {
        var manifest = InstallManifest(files: [], folders: [])
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let entry = line.trimmingCharacters(in: .whitespaces)
            if entry.isEmpty || entry.hasPrefix("#") { continue }
            let parts = entry.split(separator: " ", maxSplits: 1).map(String.init)
            guard parts.count == 2, ["file", "dir"].contains(parts[0]), isInside(parts[1]) else {
                throw InstallError.badManifest(path, line: index + 1, text: entry)
            }
            if parts[0] == "file" { manifest.files.append(parts[1]) } else { manifest.folders.append(parts[1]) }
        }
        return manifest
    }

    /// A relative path with no `..` part: it cannot name anything outside the prefix.
    static func isInside(_ relative: String) -> Bool {
        !relative.hasPrefix("/") && !relative.split(separator: "/").contains { $0 == ".." || $0 == "." }
    }
}
