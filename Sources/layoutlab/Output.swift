// Printing: data on stdout, errors and progress on stderr. Numbers in text have at most 2 decimals
// (trailing zeros trimmed), ∞ for infinity and nil for an unspecified proposal; JSON writes
// infinity as the string "inf" and nil as null, and carries a format_version.
import ArgumentParser
import Foundation
import LayoutEngine
import Notebook

/// Writes to stdout and stderr.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// True when stderr is an interactive terminal (progress may be animated there).
    static var stderrIsTerminal: Bool {
        isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    /// True when stdout is an interactive terminal (pictures are drawn there).
    static var stdoutIsTerminal: Bool {
        isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    /// The terminal's width from $COLUMNS, else `fallback`.
    static func columns(fallback: Int = 80) -> Int {
        ProcessInfo.processInfo.environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? fallback
    }

    /// Writes `text` to the file at `path` (replacing it), or says why it could not.
    static func write(_ text: String, toFile path: String) throws {
        let url = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        let folder = url.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandError("cannot write \(path): the folder \(folder) does not exist.")
        }
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw CommandError("cannot write \(path): \(error.localizedDescription)")
        }
    }
}

/// Runs a command body, printing any error on stderr and exiting with status 2.
func reportingErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let exit as ExitCode {
        throw exit
    } catch let exit as CleanExit {
        throw exit
    } catch {
        Console.error("error: \(error)")
        throw ExitStatus.error
    }
}

/// Progress lines on stderr, rewritten in place, only when stderr is a terminal.
struct Progress {
    let enabled: Bool
    let total: Int

    init(total: Int, quiet: Bool) {
        self.total = total
        enabled = !quiet && total > 1 && Console.stderrIsTerminal
    }

    func update(_ done: Int, _ name: String) {
        guard enabled else { return }
        let shown = name.count > 50 ? String(name.prefix(49)) + "…" : name
        FileHandle.standardError.write(Data("\r\u{1B}[K[\(done)/\(total)] \(Format.escaped(shown))".utf8))
    }

    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}

/// Text formatting of lengths, sizes and names.
enum Format {
    /// At most 2 decimals, trailing zeros trimmed; ∞ and nil.
    static func length(_ value: Double?) -> String {
        guard let value else { return "nil" }
        if value == .infinity { return "∞" }
        if value == -.infinity { return "-∞" }
        if value.isNaN { return "NaN" }
        let rounded = (value * 100).rounded() / 100
        var text = String(format: "%.2f", rounded == 0 ? 0 : rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    static func proposal(_ proposal: ProposedViewSize) -> String {
        "\(length(proposal.width))×\(length(proposal.height))"
    }

    static func size(_ size: Size) -> String {
        "\(length(size.width))×\(length(size.height))"
    }

    static func frame(_ rect: Rect?) -> String {
        guard let rect else { return "not placed" }
        return "\(length(rect.width))×\(length(rect.height)) at (\(length(rect.minX)), \(length(rect.minY)))"
    }

    /// A name made safe for one terminal line: control characters shown as escapes.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Columns padded to their widest cell; the last column is not padded.
    static func table(_ header: [String], _ rows: [[String]], rightAligned: Set<Int> = []) -> String {
        let all = [header] + rows
        var widths = [Int](repeating: 0, count: header.count)
        for row in all {
            for (column, cell) in row.enumerated() where column < widths.count {
                widths[column] = max(widths[column], cell.count)
            }
        }
        return all.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: max(0, widths[column] - cell.count))
                if rightAligned.contains(column) { return padding + cell }
                return column == row.count - 1 ? cell : cell + padding
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}

/// A JSON value for --format json output, written with keys in insertion order.
indirect enum JSON {
    case null
    case bool(Bool)
    case int(Int64)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    static func length(_ value: Double?) -> JSON {
        guard let value else { return .null }
        if value == .infinity { return .string("inf") }
        if value == -.infinity { return .string("-inf") }
        return .number(value)
    }

    static func optional(_ text: String?) -> JSON {
        text.map(JSON.string) ?? .null
    }

    static func proposal(_ proposal: ProposedViewSize) -> JSON {
        .object([("width", length(proposal.width)), ("height", length(proposal.height))])
    }

    static func rect(_ rect: Rect?) -> JSON {
        guard let rect else { return .null }
        return .object([("x", length(rect.minX)), ("y", length(rect.minY)),
                        ("width", length(rect.width)), ("height", length(rect.height))])
    }

    /// A top-level document: `format_version` first.
    static func document(_ members: [(String, JSON)]) -> JSON {
        .object([("format_version", .int(1))] + members)
    }

    var text: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .number(let value):
            if value.isNaN { return "null" }
            if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
            return "\(value)"
        case .string(let value): return jsonQuoted(value)
        case .array(let items): return "[" + items.map(\.text).joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.map { "\(jsonQuoted($0.0)):\($0.1.text)" }.joined(separator: ",") + "}"
        }
    }


    func print() {
        Console.out(text)
    }
}

extension RunSummary {
    var json: JSON {
        .object([
            ("id", .int(id)), ("started_at", .string(startedAt)), ("status", .string(status)),
            ("label", .optional(label)), ("engine_version", .string(engineVersion)),
            ("engine_fingerprint", .string(engineFingerprint)),
            ("engine_options", .array(engineOptions.map(JSON.string))), ("tool_version", .string(toolVersion)),
        ])
    }

    /// `default` or the non-default options, comma-separated.
    var optionsText: String {
        engineOptions.isEmpty ? "default" : engineOptions.joined(separator: ", ")
    }
}
