// Program texts stored once (migration 0012). A definition that runs its file's code carries that
// code: its file, its module's other files and the app's text resources. The notebook stores such a
// definition with each text replaced by its SHA-256 (`"text_sha256"`) and keeps every distinct text
// once in `program_text`; reading a definition puts the texts back, so everything above the notebook
// sees the canonical definition (and its hash) as it was made. Definitions without a program, and
// those stored before version 12 (texts inline), are stored and read as they are.
import Experiments

/// The two forms of a definition's program: canonical (texts inline) and stored (texts by hash).
enum ProgramTexts {
    /// The member that replaces `"text"` in the stored form.
    static let hashKey = "text_sha256"

    /// The stored form of a canonical definition, and the texts it names (hash, text), or nil
    /// when the definition carries no program (it is stored as it is). `hash` gives a text's SHA-256.
    static func separating(_ definitionJSON: String, hash: (String) -> String) -> (json: String, texts: [(hash: String, text: String)])? {
        guard definitionJSON.contains("\"program\":"),
              case .object(var members)? = try? JSONParser.parse(definitionJSON),
              let program = members["program"] else { return nil }
        var texts: [(hash: String, text: String)] = []
        members["program"] = mapFiles(of: program) { (file: JSON) -> JSON in
            guard case .object(var fields) = file, let text = fields["text"]?.stringValue else { return file }
            let digest = hash(text)
            texts.append((digest, text))
            fields["text"] = nil
            fields[hashKey] = .string(digest)
            return .object(fields)
        }
        return (JSON.object(members).text, texts)
    }

    /// The canonical form of a stored definition: each text named by hash put back (`text` finds
    /// it; a missing one throws `NotebookError.missingProgramText`). A definition without such names is returned as it is.
    static func joining(_ storedJSON: String, text: (String) throws(NotebookError) -> String?) throws(NotebookError) -> String {
        guard storedJSON.contains("\"\(hashKey)\":"),
              case .object(var members)? = try? JSONParser.parse(storedJSON),
              let program = members["program"] else { return storedJSON }
        members["program"] = try mapFiles(of: program) { (file: JSON) throws(NotebookError) -> JSON in
            guard case .object(var fields) = file, let digest = fields[hashKey]?.stringValue else { return file }
            guard let found = try text(digest) else {
                throw .missingProgramText(hash: digest, file: fields["file"]?.stringValue ?? "?")
            }
            fields[hashKey] = nil
            fields["text"] = .string(found)
            return .object(fields)
        }
        return JSON.object(members).text
    }

    /// `program` with `transform` applied to itself (its own file) and to each of its companions and resources.
    private static func mapFiles<Failure: Error>(of program: JSON, _ transform: (JSON) throws(Failure) -> JSON) throws(Failure) -> JSON {
        guard case .object = program, case .object(var fields) = try transform(program) else { return program }
        for list in ["companions", "resources"] {
            guard case .array(let files)? = fields[list] else { continue }
            var mapped: [JSON] = []
            for file in files { mapped.append(try transform(file)) }
            fields[list] = .array(mapped)
        }
        return .object(fields)
    }
}

extension Notebook {
    /// Writes `definitionJSON`'s program texts into `program_text` (each once; `hashes` remembers
    /// the texts hashed and written in this transaction, which an app's definitions share) and
    /// returns the form to store.
    func storedDefinitionJSON(_ definitionJSON: String, insertText: Statement,
                              hashes: inout [String: String]) throws(NotebookError) -> String {
        var written = hashes
        guard let stored = ProgramTexts.separating(definitionJSON, hash: { text in
            if let known = written[text] { return known }
            let digest = SHA256.hex(text)
            written[text] = digest
            return digest
        }) else { return definitionJSON }
        let known = Set(hashes.values)
        hashes = written
        for (hash, text) in stored.texts where !known.contains(hash) {
            try insertText.bind(hash, to: ":hash")
            try insertText.bind(text, to: ":text")
            try insertText.run()
        }
        return stored.json
    }

    /// The statement `storedDefinitionJSON` writes texts with.
    func programTextInsert() throws(NotebookError) -> Statement {
        try connection.prepare("INSERT INTO program_text (hash, text) VALUES (:hash, :text) ON CONFLICT (hash) DO NOTHING")
    }
}

/// Puts stored definitions' program texts back, reading each text from `program_text` once (an
/// app's definitions share most of theirs).
struct ProgramTextReader {
    private let select: Statement
    private var texts: [String: String] = [:]

    init(_ connection: Connection) throws(NotebookError) {
        select = try connection.prepare("SELECT text FROM program_text WHERE hash = :hash")
    }

    /// The canonical form of `storedJSON` (see `ProgramTexts.joining`).
    mutating func canonical(_ storedJSON: String) throws(NotebookError) -> String {
        guard storedJSON.contains("\"\(ProgramTexts.hashKey)\":") else { return storedJSON }
        let select = self.select
        var read = texts
        let json = try ProgramTexts.joining(storedJSON) { (hash: String) throws(NotebookError) -> String? in
            if let known = read[hash] { return known }
            select.reset()
            try select.bind(hash, to: ":hash")
            guard try select.step() else { return nil }
            let text = try select.text("text")
            read[hash] = text
            return text
        }
        texts = read
        return json
    }
}
