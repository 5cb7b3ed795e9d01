// Where the library experiments compile against is looked for, in order: `LAYOUTLAB_LIBRARY`; the
// installed library beside the running binary (`<binary folder>/../lib/layoutlab/VERSION`, what
// `layoutlab install` writes); the build folder the binary was built into (`swift build` puts it
// there). The first folder that holds the whole library is used; when none does, the error names
// every place looked and why it was passed over.
import Foundation
import LayoutEngine

/// How a library folder was found.
public enum LibrarySource: String, Hashable, Sendable {
    /// `LAYOUTLAB_LIBRARY` names it.
    case environment
    /// `<binary folder>/../lib/layoutlab/VERSION`, written by `layoutlab install`.
    case installed
    /// The build folder the running binary sits in.
    case buildFolder

    /// In words, for `layoutlab doctor`.
    public var phrase: String {
        switch self {
        case .environment: "named by LAYOUTLAB_LIBRARY"
        case .installed: "installed beside the binary (lib/layoutlab/\(LibraryLookup.version))"
        case .buildFolder: "the build folder the binary was built into"
        }
    }
}

/// One place looked for the library, and why it was not used (nil when it was).
public struct LibraryCandidate: Hashable, Sendable {
    public var source: LibrarySource
    public var folder: String
    public var rejection: String?
}

/// The order of places the library is looked for, and the installed library's layout.
public struct LibraryLookup: Hashable, Sendable {
    /// The version of layoutlab, and of the library folder it installs (`lib/layoutlab/VERSION`).
    public static let version = Engine.version

    /// `PREFIX/lib/layoutlab/VERSION`.
    public static func installedFolder(prefix: String) -> String {
        clean(prefix + "/lib/layoutlab/" + version)
    }

    /// The installed library relative to a binary in `PREFIX/bin`.
    public static func installedFolder(binaryFolder: String) -> String {
        installedFolder(prefix: binaryFolder + "/..")
    }

    /// The places to look, in order: `LAYOUTLAB_LIBRARY` alone when it is set (a folder named on
    /// purpose is never passed over silently), else the installed library, then the build folder.
    public static func candidates(environment: [String: String], executableFolder: String?) -> [(LibrarySource, String)] {
        if let configured = environment["LAYOUTLAB_LIBRARY"], !configured.isEmpty {
            return [(.environment, configured)]
        }
        guard let executableFolder else { return [] }
        return [(.installed, installedFolder(binaryFolder: executableFolder)), (.buildFolder, executableFolder)]
    }

    /// The path without `..` and `.` parts (lexically: symbolic links are left as they are).
    static func clean(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
