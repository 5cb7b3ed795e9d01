// Where the repository and its bundled `Examples/` folder are, found from this file's path
// (`Tests/TestSupport/Repository.swift`), so tests run from any working directory.
import Foundation

public enum Repository {
    /// The repository's root folder.
    public static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3) // Tests/TestSupport/Repository.swift
        return parts.joined(separator: "/")
    }()

    /// The bundled `Examples/` folder.
    public static let examples = root + "/Examples"

    /// `Examples/<name>` (e.g. `"Sizes.swift"`).
    public static func example(_ name: String) -> String { examples + "/" + name }

    /// Where the tests cache compiled experiment objects (shared by every test process; content-keyed).
    public static let compileCache = NSTemporaryDirectory() + "layoutlab-tests-cache"
}
