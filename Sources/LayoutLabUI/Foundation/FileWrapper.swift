// Foundation's `FileWrapper`, which documents (`FileDocument`) read and write, where Foundation
// lacks it (Linux): a file's contents or a folder of wrappers, in memory.
#if !canImport(Darwin)
import Foundation

/// A file or folder in memory (Foundation's `FileWrapper`).
open class FileWrapper: @unchecked Sendable {
    public let regularFileContents: Data?
    public let fileWrappers: [String: FileWrapper]?
    open var filename: String?
    open var preferredFilename: String?

    public init(regularFileWithContents contents: Data) {
        regularFileContents = contents
        fileWrappers = nil
    }

    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        regularFileContents = nil
        fileWrappers = childrenByPreferredName
    }

    open var isRegularFile: Bool { regularFileContents != nil }
    open var isDirectory: Bool { fileWrappers != nil }
}
#endif
