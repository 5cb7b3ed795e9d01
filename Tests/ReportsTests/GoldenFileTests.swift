// The golden-file helper the report tests use: a missing file is recorded and counts as a failure,
// recording on request overwrites and fails too, a recorded file then matches, and a difference
// fails with the first differing line without touching the file.
import Foundation
import Testing
import TestSupport

@Suite struct GoldenFileTests {
    @Test func recordingFailsAndTheNextComparisonMatches() throws {
        let folder = TemporaryFolder()
        let url = URL(fileURLWithPath: folder.file("Fixtures/sub/out.txt"))
        let text = "first line\nsecond line\n"
        func contents() throws -> String { try String(contentsOf: url, encoding: .utf8) }

        #expect(Golden.compare(text, with: url, record: false) == .recorded(message:
            "Recorded golden file \(url.path) (it did not exist). Check it, then re-run the tests without LAYOUTLAB_RECORD_FIXTURES."))
        #expect(try contents() == text)
        #expect(Golden.compare(text, with: url, record: false) == .matches)

        #expect(Golden.compare("first line\nchanged\n", with: url, record: false) == .differs(message: """
            output differs from golden file \(url.path) at line 2:
              expected: second line
                   got: changed
            If the change is intended, re-record with LAYOUTLAB_RECORD_FIXTURES=1 and re-run.
            """))
        #expect(try contents() == text)
        #expect(Golden.compare("first line\n", with: url, record: false)
            == .differs(message: """
                output differs from golden file \(url.path) at line 2:
                  expected: second line
                       got: 
                If the change is intended, re-record with LAYOUTLAB_RECORD_FIXTURES=1 and re-run.
                """))

        // Recording on request rewrites an existing file and is still a failure.
        #expect(Golden.compare("new\n", with: url, record: true) == .recorded(message:
            "Recorded golden file \(url.path) (LAYOUTLAB_RECORD_FIXTURES=1 is set). Check it, then re-run the tests without LAYOUTLAB_RECORD_FIXTURES."))
        #expect(try contents() == "new\n")
    }

    @Test func goldenFilesLiveInFixturesBesideTheTestFile() {
        #expect(Golden.url("explain/a.txt", filePath: "/repo/Tests/ReportsTests/SomeTests.swift").path
            == "/repo/Tests/ReportsTests/Fixtures/explain/a.txt")
    }
}
