// `layoutlab integrity`: a sound notebook passes; a damaged page is found and named, table by
// table, with status 2, and the file is left as it was.
import Foundation
import Testing
import TestSupport

@Suite struct IntegrityCommandTests {
    @Test func soundAndDamagedNotebooks() throws {
        let folder = TemporaryFolder()
        let path = try ExplainCommandTests.recordedExamples(in: folder)
        let sound = try Tool.run(["integrity", "--db", path])
        #expect(sound.status == 0, "\(sound.stderr)")
        // The notebook's 15 tables (schema version 11 added `call_shape` and `definition_hash`, 12 `program_text`).
        #expect(sound.stdout.hasPrefix("ok: \(path), 15 tables, "), "\(sound.stdout)")
        #expect(sound.stdout.hasSuffix(" s; no damage found.\n"))
        let full = try Tool.run(["integrity", "--db", path, "--full", "--format", "json"])
        #expect(full.status == 0)
        let json = try Tool.json(full.stdout)
        #expect(json["sound"] as? Bool == true && json["check"] as? String == "integrity_check" && json["tables"] as? Int == 15)

        // Overwrite the experiment table's root page: its check stops there, and says where.
        let root = try Self.sqlite(path, "SELECT rootpage FROM sqlite_schema WHERE name = 'experiment'")
        let pageSize = try Self.sqlite(path, "PRAGMA page_size")
        let page = try #require(Int(root.trimmingCharacters(in: .whitespacesAndNewlines)))
        let size = try #require(Int(pageSize.trimmingCharacters(in: .whitespacesAndNewlines)))
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        for index in (page - 1) * size..<page * size { bytes[index] = 0x5A }
        let damaged = folder.file("damaged.sqlite")
        try Data(bytes).write(to: URL(fileURLWithPath: damaged))
        let result = try Tool.run(["integrity", "--db", damaged])
        result.expect(exits: 2)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("damaged: \(damaged): SQLite found ") == true, "\(result.stderr)")
        #expect(lines.contains { $0.hasPrefix("  table experiment: ") && $0.contains("\(page)") }, "\(result.stderr)")
        #expect(!lines.contains { $0.contains("table frame:") })
        #expect(lines.last == "Nothing was changed. Copy what `layoutlab list` and `show` still read, or record into a new file with --db.")
        #expect(try Data(contentsOf: URL(fileURLWithPath: damaged)) == Data(bytes))
    }

    /// One value from the `sqlite3` shell (which CI installs).
    static func sqlite(_ path: String, _ query: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sqlite3", path, query]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
