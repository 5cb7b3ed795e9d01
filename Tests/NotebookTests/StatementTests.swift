// Named parameters and columns: resolved to SQLite's indexes, and an unknown name is a typed error
// that carries the statement's SQL.
import TestSupport
import Testing
@testable import Notebook

@Suite struct StatementTests {
    @Test func namedParametersAndColumns() throws {
        let folder = TemporaryFolder()
        let notebook = try Notebook.open(path: folder.file("n.sqlite"), access: .write(createIfMissing: true))
        let s = try notebook.connection.prepare("SELECT :a + 1 AS sum, :b AS text")
        try s.bind(41, to: ":a")
        try s.bind("hi", to: ":b")
        #expect(try s.step())
        #expect(try s.int("sum") == 42)
        #expect(try s.text("text") == "hi")
        #expect(s.int64(try s.column("sum")) == 42)
    }

    @Test func unknownNamesCarryTheSQL() throws {
        let folder = TemporaryFolder()
        let notebook = try Notebook.open(path: folder.file("n.sqlite"), access: .write(createIfMissing: true))
        let s = try notebook.connection.prepare("SELECT :a AS value")
        #expect(throws: NotebookError.unknownName(":b", kind: .parameter, sql: "SELECT :a AS value")) {
            try s.bind(1, to: ":b")
        }
        #expect(throws: NotebookError.unknownName("other", kind: .column, sql: "SELECT :a AS value")) {
            try s.column("other")
        }
        let message = NotebookError.unknownName("other", kind: .column, sql: "SELECT :a AS value").description
        #expect(message.contains("no column named 'other'") && message.contains("SELECT :a AS value"))
    }
}
