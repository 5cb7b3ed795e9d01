// Scratch space for tests: a fresh temporary folder per test, removed when released.
import Foundation

/// A fresh temporary folder, removed when the value is released.
public final class TemporaryFolder: Sendable {
    public let path: String

    public init() {
        path = NSTemporaryDirectory() + "layoutlab-tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// `<folder>/<name>`.
    public func file(_ name: String) -> String { path + "/" + name }

    /// Writes `text` (UTF-8) to `<folder>/<name>` and returns that path.
    @discardableResult
    public func write(_ text: String, to name: String) throws -> String {
        let file = file(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
