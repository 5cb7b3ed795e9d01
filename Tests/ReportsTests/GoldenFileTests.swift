// The golden-file helper the report tests use: a missing file is recorded and fails the test, a
// recorded file then matches, and a difference fails with the first differing line.
import Foundation
import Testing
import TestSupport

@Suite struct GoldenFileTests {
    @Test func recordingAMissingGoldenFileFailsAndTheNextRunMatches() throws {
        let folder = TemporaryFolder()
        let testFile = folder.file("SomeTests.swift") // golden files live in Fixtures/ beside it
        withKnownIssue {
            Golden.expectMatches("first line\nsecond line\n", "sub/out.txt", filePath: testFile)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Recorded golden file \(folder.path)/Fixtures/sub/out.txt (it did not exist)") }
        }
        #expect(try String(contentsOfFile: folder.file("Fixtures/sub/out.txt"), encoding: .utf8) == "first line\nsecond line\n")
        #expect(Golden.expectMatches("first line\nsecond line\n", "sub/out.txt", filePath: testFile))
        withKnownIssue {
            Golden.expectMatches("first line\nchanged\n", "sub/out.txt", filePath: testFile)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("at line 2:\n  expected: second line\n       got: changed") }
        }
        // A difference is never written over the committed file.
        #expect(try String(contentsOfFile: folder.file("Fixtures/sub/out.txt"), encoding: .utf8) == "first line\nsecond line\n")
    }
}
