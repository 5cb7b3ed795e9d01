// Program texts stored once (migration 0012): definitions that run their module's code name its
// texts by SHA-256, `program_text` holds each distinct text once, and every reader gets the
// canonical definition back; an edit to one file stores that file's text alone; definitions stored
// inline before version 12 read as they were; `vacuum` removes texts no definition names.
import Experiments
import LayoutEngine
import Testing
@testable import Notebook
import TestSupport

@Suite struct ProgramTextTests {
    /// A screen of an app whose code runs (a custom layout): its file, two more files of its module
    /// and a resource.
    private func screen(_ name: String, file: String, shared: String = "struct Shared {}") -> Experiment {
        var experiment = Samples.hstack(name: name)
        experiment.program = ProgramSource(
            file: file, text: "// \(file)\nstruct \(name.filter(\.isLetter)): View {}",
            companions: [ProgramFile(file: "Shared.swift", text: shared), ProgramFile(file: "Model.swift", text: "struct Model {}")],
            resources: [ProgramFile(file: "tiles.json", text: "[1, 2, 3]")])
        return experiment
    }

    private func rows(_ notebook: Notebook, _ sql: String) throws -> [String] {
        let s = try notebook.connection.prepare(sql)
        var rows: [String] = []
        while try s.step() { rows.append((0..<s.columnCount).map { s.isNull($0) ? "NULL" : s.text($0) }.joined(separator: "|")) }
        return rows
    }

    @Test func eachTextIsStoredOnceAndReadBackInItsDefinition() throws {
        let folder = TemporaryFolder()
        let notebook = try Notebook.open(path: folder.file("n.sqlite"), access: .write(createIfMissing: true))
        let experiments = [screen("Badge", file: "Badge.swift"), screen("Hike", file: "Hike.swift")]
        let runID = try Samples.record(experiments, in: notebook)

        // Five distinct texts: two own files, the two shared files and the resource.
        #expect(try rows(notebook, "SELECT count(*) FROM program_text") == ["5"])
        #expect(try rows(notebook, "SELECT hash FROM program_text WHERE text = '[1, 2, 3]'") == [SHA256.hex("[1, 2, 3]")])
        // The stored definitions name them; no text is inline.
        #expect(try rows(notebook, """
            SELECT json_extract(definition_json, '$.program.text_sha256') = \(quoted(SHA256.hex("// Badge.swift\nstruct Badge: View {}"))),
                   json_extract(definition_json, '$.program.text') IS NULL,
                   json_extract(definition_json, '$.program.companions[0].text') IS NULL,
                   json_extract(definition_json, '$.program.resources[0].text_sha256') = \(quoted(SHA256.hex("[1, 2, 3]")))
            FROM experiment WHERE name = 'Badge'
            """) == ["1|1|1|1"])
        #expect(try rows(notebook, "SELECT count(*) FROM definition_version WHERE definition_json LIKE '%struct Model%'") == ["0"])

        // Every reader gets the canonical definition, byte for byte (its hash is the stored one).
        let made = experiments.map { DefinedExperiment($0) }
        let stored = try notebook.storedDefinitions()
        #expect(stored.map(\.definitionJSON) == made.map(\.definitionJSON))
        #expect(try stored.map { try $0.experiment().program } == experiments.map(\.program))
        let snapshot = try notebook.loadSnapshot(runID: runID)
        #expect(snapshot.results["Badge"]?.definitionJSON == made[0].definitionJSON)
        #expect(snapshot.results["Hike"]?.definitionJSON == made[1].definitionJSON)
    }

    @Test func anEditStoresTheEditedTextAlone() throws {
        let folder = TemporaryFolder()
        let notebook = try Notebook.open(path: folder.file("n.sqlite"), access: .write(createIfMissing: true))
        let shared = String(repeating: "let x = 1 // a long shared file\n", count: 2_000)
        try Samples.record([screen("Badge", file: "Badge.swift", shared: shared), screen("Hike", file: "Hike.swift", shared: shared)],
                           in: notebook)
        let before = try rows(notebook, "SELECT sum(length(definition_json)) FROM definition_version")[0]
        let edited = shared + "let y = 2\n"
        let runID = try Samples.record([screen("Badge", file: "Badge.swift", shared: edited),
                                        screen("Hike", file: "Hike.swift", shared: edited)], in: notebook)

        // Both experiments are redefined (their module changed); the 64,000-byte file is stored
        // once more, edited (64,010), beside the two own files (36, 34), Model.swift (15) and the
        // resource (9); each new definition is as small as the first.
        #expect(try rows(notebook, "SELECT count(*) FROM definition_version") == ["4"])
        #expect(try rows(notebook, "SELECT count(*), sum(length(text)) FROM program_text") == ["6|128104"])
        #expect(try rows(notebook, "SELECT sum(length(definition_json)) FROM definition_version")[0] == String(2 * Int(before)!))
        #expect(try notebook.loadSnapshot(runID: runID).results["Hike"]?.definitionJSON
                == DefinedExperiment(screen("Hike", file: "Hike.swift", shared: edited)).definitionJSON)
    }

    @Test func aDefinitionStoredInlineBeforeVersion12ReadsAsItWas() throws {
        let folder = TemporaryFolder()
        let notebook = try Notebook.open(path: folder.file("n.sqlite"), access: .write(createIfMissing: true))
        let experiment = screen("Badge", file: "Badge.swift")
        let runID = try Samples.record([experiment], in: notebook)
        let canonical = DefinedExperiment(experiment).definitionJSON
        // As a notebook of version 11 stored it: texts inline, nothing in `program_text`.
        let update = try notebook.connection.prepare("UPDATE definition_version SET definition_json = :json")
        try update.bind(canonical, to: ":json")
        try update.run()
        let experimentRow = try notebook.connection.prepare("UPDATE experiment SET definition_json = :json")
        try experimentRow.bind(canonical, to: ":json")
        try experimentRow.run()
        try notebook.connection.execute("DELETE FROM program_text")

        #expect(try notebook.storedDefinitions().map(\.definitionJSON) == [canonical])
        #expect(try notebook.loadSnapshot(runID: runID).results["Badge"]?.definitionJSON == canonical)
        // Running it again stores the new form (the hash is the same: a definition is not changed by how it is stored).
        try Samples.record([experiment], in: notebook)
        #expect(try rows(notebook, "SELECT count(*) FROM definition_version") == ["1"])
        #expect(try rows(notebook, "SELECT count(*) FROM program_text") == ["4"])
        #expect(try notebook.storedDefinitions().map(\.definitionJSON) == [canonical])
    }

    @Test func aMissingTextIsNamed() throws {
        let folder = TemporaryFolder()
        let notebook = try Notebook.open(path: folder.file("n.sqlite"), access: .write(createIfMissing: true))
        try Samples.record([screen("Badge", file: "Badge.swift")], in: notebook)
        try notebook.connection.execute("DELETE FROM program_text WHERE text LIKE '// Badge.swift%'")
        #expect(throws: NotebookError.missingProgramText(hash: SHA256.hex("// Badge.swift\nstruct Badge: View {}"), file: "Badge.swift")) {
            try notebook.storedDefinitions()
        }
    }

    @Test func vacuumRemovesTextsNoDefinitionNames() throws {
        let folder = TemporaryFolder()
        let notebook = try Notebook.open(path: folder.file("n.sqlite"), access: .write(createIfMissing: true))
        try Samples.record([screen("Badge", file: "Badge.swift"), screen("Hike", file: "Hike.swift")], in: notebook)
        _ = try notebook.forget(["Hike"])
        #expect(try rows(notebook, "SELECT count(*) FROM program_text") == ["5"])
        let vacuum = try notebook.vacuum()
        // Hike.swift's own text goes; Badge's file, the shared files and the resource stay.
        #expect(vacuum.unusedTexts == 1)
        #expect(try rows(notebook, "SELECT count(*) FROM program_text WHERE text LIKE '// Hike.swift%'") == ["0"])
        #expect(try notebook.storedDefinitions().map(\.definitionJSON) == [DefinedExperiment(screen("Badge", file: "Badge.swift")).definitionJSON])
        #expect(try notebook.integrityCheck() == "ok")
    }

    private func quoted(_ text: String) -> String { "'\(text)'" }
}
