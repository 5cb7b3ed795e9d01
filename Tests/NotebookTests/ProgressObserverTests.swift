// Long statements say that they are working: the progress handler tells the seconds elapsed,
// once a second, and nothing for a quick statement.
import Foundation
import Testing
@testable import Notebook
import TestSupport

@Suite struct ProgressObserverTests {
    @Test func aLongStatementTicksOnceASecond() throws {
        let folder = TemporaryFolder()
        let notebook = try Notebook.open(path: folder.file("n.sqlite"), access: .write(createIfMissing: true))
        var ticks: [Int] = []
        let started = Date()
        try notebook.connection.observingProgress({ ticks.append($0) }) { () throws(NotebookError) in
            // Counts until at least 1.5 s have passed (a recursive query SQLite steps through).
            while Date().timeIntervalSince(started) < 1.5 {
                try notebook.connection.execute(
                    "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 200000) SELECT count(*) FROM c")
            }
        }
        #expect(ticks.first == 1)
        #expect(ticks == Array(1...(ticks.last ?? 1)))
        var quick: [Int] = []
        try notebook.connection.observingProgress({ quick.append($0) }) { () throws(NotebookError) in
            try notebook.connection.execute("SELECT 1")
        }
        #expect(quick.isEmpty)
    }
}
