// Where reports go on disk, and writing them: the only file-system code of the module.
import Foundation

/// Why a report could not be written.
public enum ReportWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    case cannotCreateDirectory(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    /// A report or picture file could not be written safely (see `OutputFile`).
    case output(OutputFileError)

    public var description: String {
        switch self {
        case let .cannotCreateDirectory(path, reason):
            return "cannot create the folder \(path): \(reason). Check the path and its permissions, or pass --output."
        case let .cannotWrite(path, reason):
            return "cannot write \(path): \(reason). Check the path and its permissions, or pass --output -."
        case let .output(error):
            return error.description
        }
    }
}

/// `2026-11-22T04:10:00Z`: the generated-at line's format.
public func utcTimestamp(_ date: Date) -> String {
    let parts = utcParts(date)
    return "\(parts.year)-\(pad(parts.month))-\(pad(parts.day))T\(pad(parts.hour)):\(pad(parts.minute)):\(pad(parts.second))Z"
}

/// `Reports/20261122T041000Z-run12-vs-run13.md`: the default report path (relative to the
/// current directory), sortable by time. A report already there (another notebook's diff of the
/// same runs in the same second) is kept: this one takes the next free `-2`, `-3`, ….
public func defaultReportPath(base: Int64, head: Int64, at date: Date, directory: String = "Reports") -> String {
    let parts = utcParts(date)
    let stamp = "\(parts.year)\(pad(parts.month))\(pad(parts.day))T\(pad(parts.hour))\(pad(parts.minute))\(pad(parts.second))Z"
    let name = "\(directory)/\(stamp)-run\(base)-vs-run\(head)"
    var path = name + ".md"
    var number = 1
    while FileManager.default.fileExists(atPath: path) || FileManager.default.fileExists(atPath: pictureFolderPath(of: path)) {
        number += 1
        path = "\(name)-\(number).md"
    }
    return path
}

/// The picture folder of the report at `path`, as a path.
private func pictureFolderPath(of path: String) -> String {
    URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(pictureFolder(forReportAt: path)).path
}

/// The picture folder of a report, relative to the report's directory: its file name without `.md`
/// (`NAME-pictures` for a report whose name does not end in `.md`, which would otherwise be the
/// report file itself).
public func pictureFolder(forReportAt path: String) -> String {
    var name = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
    guard name.hasSuffix(".md") else { return name + "-pictures" }
    name.removeLast(3)
    return name.isEmpty ? "report" : name
}

/// Writes the Markdown to `path` and each picture relative to the report's directory, creating
/// folders as needed. Existing regular files of the same names are replaced; anything else is refused.
public func writeDiffReport(_ report: RenderedReport, to path: String) throws(ReportWriteError) {
    let file = URL(fileURLWithPath: path)
    let directory = file.deletingLastPathComponent()
    try createDirectory(directory)
    try write(report.markdown, to: file)
    for picture in report.pictures {
        let target = directory.appendingPathComponent(picture.relativePath)
        try createDirectory(target.deletingLastPathComponent())
        try write(picture.svg, to: target)
    }
}

private func createDirectory(_ url: URL) throws(ReportWriteError) {
    do {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
        throw .cannotCreateDirectory(path: url.path, reason: reason(error))
    }
}

private func write(_ text: String, to url: URL) throws(ReportWriteError) {
    do {
        try OutputFile.write(text, to: url.path)
    } catch {
        throw .output(error)
    }
}

private func reason(_ error: any Error) -> String {
    var text = error.localizedDescription
    while text.hasSuffix(".") { text.removeLast() }
    return text
}

private struct UTCParts {
    var year, month, day, hour, minute, second: Int
}

/// Civil UTC date and time from a `Date`, by the days-from-civil algorithm (no locale or calendar state).
private func utcParts(_ date: Date) -> UTCParts {
    let seconds = Int(date.timeIntervalSince1970.rounded(.down))
    var days = seconds / 86_400
    var rest = seconds % 86_400
    if rest < 0 { rest += 86_400; days -= 1 }
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return UTCParts(year: year, month: month, day: day, hour: rest / 3600, minute: rest % 3600 / 60, second: rest % 60)
}

private func pad(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
}
