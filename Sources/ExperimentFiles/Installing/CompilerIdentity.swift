// Which Swift compiler is which: the first line of `swiftc --version` ("Swift version 6.3.1
// (swift-6.3.1-RELEASE)"). A library's modules can only be imported by the compiler that built
// them, so the identity of the compiler that built a library is kept with it: `toolchain.txt`,
// written by `layoutlab install`, or the `swift-version-*.txt` SwiftPM writes into a build folder.
// Asking `swiftc --version` takes most of a second, so its answer is kept in the compile cache,
// keyed by the compiler file's path, size and modification time.
import Experiments
import Foundation

/// The `--version` text of a Swift compiler, compared by its version line.
public struct CompilerIdentity: Hashable, Sendable, CustomStringConvertible {
    /// What `swiftc --version` printed (trimmed), e.g. `Swift version 6.3.1 (swift-6.3.1-RELEASE)`
    /// and a `Target:` line.
    public var text: String

    public init(text: String) {
        self.text = text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The line naming the compiler's version (the whole text when there is no such line).
    public var versionLine: String {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.contains("Swift version") } ?? text
    }

    public var description: String { versionLine }

    /// Two identities name the same compiler.
    public func matches(_ other: CompilerIdentity) -> Bool { versionLine == other.versionLine }

    /// The name of the file beside an installed library that records the compiler that built it.
    public static let recordFile = "toolchain.txt"

    /// The identity recorded for a library folder and the file it was read from: `toolchain.txt`,
    /// else the newest `swift-version-*.txt` of a build folder; nil when neither exists.
    public static func recorded(inLibrary folder: String) -> (identity: CompilerIdentity, file: String)? {
        let manager = FileManager.default
        let record = folder + "/" + recordFile
        if let data = manager.contents(atPath: record) {
            return (CompilerIdentity(text: String(decoding: data, as: UTF8.self)), record)
        }
        let names = ((try? manager.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasPrefix("swift-version-") && $0.hasSuffix(".txt") }
        let newest = names.map { folder + "/" + $0 }.max { modified($0) < modified($1) }
        guard let newest, let data = manager.contents(atPath: newest) else { return nil }
        return (CompilerIdentity(text: String(decoding: data, as: UTF8.self)), newest)
    }

    /// `swiftc --version` of `swiftc`, from `cacheFolder/compilers/` when it was asked before.
    public static func of(swiftc: String, cacheFolder: String? = nil) throws(ToolchainError) -> CompilerIdentity {
        let resolved = (swiftc as NSString).resolvingSymlinksInPath
        let key = SHA256.hex([swiftc, resolved, Toolchain.modificationStamp(resolved)].joined(separator: "\n"))
        let saved = cacheFolder.map { "\($0)/compilers/\(key).txt" }
        if let saved, let data = FileManager.default.contents(atPath: saved), !data.isEmpty {
            return CompilerIdentity(text: String(decoding: data, as: UTF8.self))
        }
        let outcome: ProcessRunner.Outcome
        do {
            outcome = try ProcessRunner.run(swiftc, ["--version"])
        } catch {
            throw ToolchainError(problem: "could not run `\(swiftc) --version`: \(error)",
                                 fix: "put a working Swift toolchain on PATH, or set LAYOUTLAB_SWIFTC to its swiftc")
        }
        let identity = CompilerIdentity(text: outcome.output)
        guard outcome.status == 0, identity.text.contains("Swift version") else {
            throw ToolchainError(
                problem: "`\(swiftc) --version` did not name a Swift version (exit status \(outcome.status)): "
                    + (outcome.errors + outcome.output).trimmingCharacters(in: .whitespacesAndNewlines),
                fix: "put a working Swift toolchain on PATH, or set LAYOUTLAB_SWIFTC to its swiftc")
        }
        if let saved {
            try? FileManager.default.createDirectory(atPath: (saved as NSString).deletingLastPathComponent,
                                                     withIntermediateDirectories: true)
            try? Data((identity.text + "\n").utf8).write(to: URL(fileURLWithPath: saved), options: .atomic)
        }
        return identity
    }

    static func modified(_ path: String) -> Date {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date) ?? .distantPast
    }
}
