// Golden files: committed expected output next to the tests. Recording one fails the test, as in
// swift-argument-parser's snapshot tests, so a missing or re-recorded file never passes silently.
import Foundation
import Testing

public enum Golden {
    /// Set to `1` to (re)write every golden file a test compares against. Those tests then fail,
    /// saying what was recorded; inspect the files (`git diff`) and run the tests again without it.
    public static let recordVariable = "LAYOUTLAB_RECORD_FIXTURES"

    static var recording: Bool { ProcessInfo.processInfo.environment[recordVariable] == "1" }

    /// `<folder of the calling test file>/Fixtures/<name>`.
    public static func url(_ name: String, filePath: String = #filePath) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
            .appendingPathComponent(name)
    }

    /// Whether `actual` matches the committed golden file `Fixtures/<name>` beside the calling test
    /// file. Records an issue on a difference (with the first differing line). When the file is
    /// missing or `LAYOUTLAB_RECORD_FIXTURES=1` is set, writes `actual` to it and records an issue
    /// saying so: a recording run always fails and must be re-run.
    @discardableResult
    public static func expectMatches(_ actual: String, _ name: String, filePath: String = #filePath,
                                     sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let url = url(name, filePath: filePath)
        let existing = try? String(contentsOf: url, encoding: .utf8)
        if recording || existing == nil {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: url)
                let why = existing == nil ? "it did not exist" : "\(recordVariable)=1 is set"
                Issue.record("Recorded golden file \(url.path) (\(why)). Check it, then re-run the tests without \(recordVariable).",
                             sourceLocation: sourceLocation)
            } catch {
                Issue.record("could not record golden file \(url.path): \(error)", sourceLocation: sourceLocation)
            }
            return false
        }
        guard let expected = existing, expected != actual else { return true }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let common = min(expectedLines.count, actualLines.count)
        let line = (0..<common).first { expectedLines[$0] != actualLines[$0] } ?? common
        let want = line < expectedLines.count ? String(expectedLines[line]) : "<end of file>"
        let got = line < actualLines.count ? String(actualLines[line]) : "<end of output>"
        Issue.record("""
            output differs from golden file \(url.path) at line \(line + 1):
              expected: \(want)
                   got: \(got)
            If the change is intended, re-record with \(recordVariable)=1 and re-run.
            """, sourceLocation: sourceLocation)
        return false
    }
}
