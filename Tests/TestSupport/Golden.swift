// Golden files: committed expected output next to the tests. Recording one fails the test, as in
// swift-argument-parser's snapshot tests, so a missing or re-recorded file never passes silently.
import Foundation
import Testing

public enum Golden {
    /// Set to `1` to (re)write every golden file a test compares against. Those tests then fail,
    /// saying what was recorded; inspect the files (`git diff`) and run the tests again without it.
    public static let recordVariable = "LAYOUTLAB_RECORD_FIXTURES"

    /// The outcome of comparing output with a golden file.
    public enum Outcome: Equatable, Sendable {
        case matches
        /// The file was written; `message` says so and asks for a re-run. A failure.
        case recorded(message: String)
        /// The output differs; `message` shows the first differing line. A failure.
        case differs(message: String)
    }

    /// `<folder of the calling test file>/Fixtures/<name>`.
    public static func url(_ name: String, filePath: String = #filePath) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
            .appendingPathComponent(name)
    }

    /// Compares `actual` with the golden file at `url`. When the file is missing or `record` is
    /// true, writes `actual` to it and answers `.recorded`; a difference never changes the file.
    public static func compare(_ actual: String, with url: URL,
                               record: Bool = ProcessInfo.processInfo.environment[recordVariable] == "1") -> Outcome {
        let existing = try? String(contentsOf: url, encoding: .utf8)
        if record || existing == nil {
            let why = existing == nil ? "it did not exist" : "\(recordVariable)=1 is set"
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: url)
            } catch {
                return .recorded(message: "Could not record golden file \(url.path) (\(why)): \(error)")
            }
            return .recorded(message: "Recorded golden file \(url.path) (\(why)). Check it, then re-run the tests without \(recordVariable).")
        }
        guard let expected = existing, expected != actual else { return .matches }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let common = min(expectedLines.count, actualLines.count)
        let line = (0..<common).first { expectedLines[$0] != actualLines[$0] } ?? common
        let want = line < expectedLines.count ? String(expectedLines[line]) : "<end of file>"
        let got = line < actualLines.count ? String(actualLines[line]) : "<end of output>"
        return .differs(message: """
            output differs from golden file \(url.path) at line \(line + 1):
              expected: \(want)
                   got: \(got)
            If the change is intended, re-record with \(recordVariable)=1 and re-run.
            """)
    }

    /// Whether `actual` matches the committed golden file `Fixtures/<name>` beside the calling test
    /// file; records an issue (failing the test) when it differs and when it was recorded.
    @discardableResult
    public static func expectMatches(_ actual: String, _ name: String, filePath: String = #filePath,
                                     sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        switch compare(actual, with: url(name, filePath: filePath)) {
        case .matches:
            return true
        case .recorded(let message), .differs(let message):
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            return false
        }
    }
}
