// Writing a report, picture or chart to a path the user named: the bytes go to a temporary file
// beside the target, are flushed to disk (`fsync`) and every write is checked, then the temporary
// file is renamed over the target. Only a regular file (or nothing) is ever replaced: a symbolic
// link, FIFO, device node, socket or folder at the path is refused, so `/dev/full` or a link into
// someone else's files is never replaced or written through. A replaced file keeps its permissions;
// a new one is created readable by all (0644).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Experiments
import Foundation

/// Why an output file could not be written.
public enum OutputFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Something other than a regular file is at the path (`kind`: "a symbolic link", "a FIFO", ...).
    case notRegularFile(path: String, kind: String)
    /// The folder the file goes into does not exist.
    case missingFolder(path: String, folder: String)
    /// Creating, writing, flushing or renaming failed (`reason`: the system's words, e.g. "No space left on device").
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case let .notRegularFile(path, kind):
            return "cannot write \(TerminalText.escaped(path)): it is \(kind), not a regular file, and layoutlab only "
                + "replaces regular files. Choose another path, or remove it first."
        case let .missingFolder(path, folder):
            return "cannot write \(TerminalText.escaped(path)): the folder \(TerminalText.escaped(folder)) does not exist."
        case let .cannotWrite(path, reason):
            return "cannot write \(TerminalText.escaped(path)): \(reason). Check the path, its permissions and free space."
        }
    }
}

/// Writes output files safely (see the file comment).
public enum OutputFile {
    /// Writes `text` as UTF-8 to `path`, replacing a regular file there.
    public static func write(_ text: String, to path: String) throws(OutputFileError) {
        try write(Array(text.utf8), to: path)
    }

    /// Writes `bytes` to `path`, replacing a regular file there.
    public static func write(_ bytes: [UInt8], to path: String) throws(OutputFileError) {
        var mode: mode_t = 0o644
        var status = stat()
        if lstat(path, &status) == 0 {
            let type = status.st_mode & S_IFMT
            guard type == S_IFREG else { throw .notRegularFile(path: path, kind: kindName(type)) }
            mode = status.st_mode & 0o7777
        } else if errno != ENOENT {
            throw .cannotWrite(path: path, reason: systemReason(errno))
        }
        // Split by hand: Foundation's `deletingLastPathComponent` traps on a one-character name.
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else {
            throw .missingFolder(path: path, folder: directory)
        }
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array("\(directory)/.\(name.prefix(100)).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: systemReason(errno)) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: Int32?
        var offset = 0
        bytes.withUnsafeBytes { buffer in
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure == nil, fchmod(descriptor, mode) != 0 { failure = errno }
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw .cannotWrite(path: path, reason: systemReason(failure))
        }
    }

    private static func kindName(_ type: mode_t) -> String {
        switch type {
        case S_IFLNK: return "a symbolic link"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFDIR: return "a folder"
        default: return "a special file"
        }
    }

    private static func systemReason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
