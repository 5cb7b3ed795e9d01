// Where an experiment (or a diagnostic) is in its file, 1-based, printed as `file:line:column`.

/// A 1-based position in a file.
public struct SourceLocation: Hashable, Codable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}
