// The migrations built into the binary are exactly the files in Migrations/.
import Foundation
import LayoutEngine
import Testing
@testable import Notebook

@Suite struct EmbeddedMigrationsTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Migrations")

    @Test func embeddedCopyEqualsTheFilesByteForByte() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".sql") }.sorted()
        let embedded = Migration.embedded.map(\.file)
        #expect(embedded == files, "Migrations/ changed: run scripts/embed-migrations.sh")
        for migration in Migration.embedded {
            let bytes = try Data(contentsOf: Self.folder.appendingPathComponent(migration.file))
            #expect(Array(bytes) == Array(migration.sql.utf8),
                    "\(migration.file) differs from its embedded copy: run scripts/embed-migrations.sh")
        }
    }

    @Test func versionsAreConsecutiveFromOne() {
        #expect(Migration.embedded.map(\.version) == Array(1...Migration.embedded.count))
        #expect(Migration.embedded.map(\.name) == ["notebook", "trace_reasons", "history_and_views", "shared_results", "compact_trace",
                                                     "compact_call_packing", "trace_per_layout", "no_tree_json", "previewed_view",
                                                     "node_names", "compact_notebook", "program_texts", "made_views"])
    }

    @Test func checksumIgnoresLineEndings() {
        let lf = Migration(file: "0009_x.sql", sql: "CREATE TABLE a (b);\nSELECT 1;\n")
        let crlf = Migration(file: "0009_x.sql", sql: "CREATE TABLE a (b);\r\nSELECT 1;\r\n")
        #expect(lf.checksum == crlf.checksum)
        #expect(lf.checksum != Migration(file: "0009_x.sql", sql: "CREATE TABLE a (c);\n").checksum)
    }
}
