// The migrations built into the binary are exactly the files in Migrations/.
import LayoutEngine
import Foundation
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
        #expect(Migration.embedded.map(\.name) == ["notebook", "trace_reasons"])
    }

    @Test func checksumIgnoresLineEndings() {
        let lf = Migration(file: "0009_x.sql", sql: "CREATE TABLE a (b);\nSELECT 1;\n")
        let crlf = Migration(file: "0009_x.sql", sql: "CREATE TABLE a (b);\r\nSELECT 1;\r\n")
        #expect(lf.checksum == crlf.checksum)
        #expect(lf.checksum != Migration(file: "0009_x.sql", sql: "CREATE TABLE a (c);\n").checksum)
    }

    @Test func sha256KnownVectors() {
        #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex(String(repeating: "a", count: 1000))
            == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }
}
