// The compile cache's size: objects, linked programs and manifests are kept by content and reused;
// each reuse marks the file used now (its access time: the modification time must not change, or a
// link running at the same time refuses an input "modified during the build"), and after a compile
// the cache is brought under its limit by removing the least recently used files first. An evicted
// object or program is compiled or linked again when next needed.
import Foundation
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Sizing and cleaning of an `ExperimentCompiler`'s cache folder.
public struct CompileCache: Sendable {
    /// The cache folder.
    public var folder: String
    /// The most bytes the cache keeps after a compile.
    public var limit: Int

    /// `$LAYOUTLAB_CACHE_LIMIT` megabytes when it is a positive number, else 2,000 (about 100
    /// distinct programs of the usual size, and the objects of thousands of files).
    public static func defaultLimit(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        (environment["LAYOUTLAB_CACHE_LIMIT"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? 2_000) * 1_000_000
    }

    public init(folder: String, limit: Int = CompileCache.defaultLimit()) {
        self.folder = folder
        self.limit = limit
    }

    /// The folders whose files are kept and evicted.
    static let kept = ["objects", "programs", "manifests"]

    /// Every kept file with its size and last use, oldest first.
    func entries() -> [(path: String, bytes: Int, used: Date)] {
        let manager = FileManager.default
        var found: [(path: String, bytes: Int, used: Date)] = []
        for sub in Self.kept {
            let path = "\(folder)/\(sub)"
            for name in (try? manager.contentsOfDirectory(atPath: path)) ?? [] {
                let item = "\(path)/\(name)"
                var info = stat()
                guard stat(item, &info) == 0 else { continue }
                #if canImport(Darwin)
                let used = Double(info.st_atimespec.tv_sec) + Double(info.st_atimespec.tv_nsec) / 1e9
                #else
                let used = Double(info.st_atim.tv_sec) + Double(info.st_atim.tv_nsec) / 1e9
                #endif
                found.append((item, Int(info.st_size), Date(timeIntervalSince1970: used)))
            }
        }
        return found.sorted { $0.used < $1.used }
    }

    /// How many files the cache keeps and their bytes.
    public func usage() -> (files: Int, bytes: Int) {
        let all = entries()
        return (all.count, all.reduce(0) { $0 + $1.bytes })
    }

    /// Marks `path` used now: its access time, never its modification time.
    static func touch(_ path: String) {
        #if canImport(Darwin)
        let now = Int(-1), omit = Int(-2)
        #else
        let now = (1 << 30) - 1, omit = (1 << 30) - 2
        #endif
        var times = [timespec(tv_sec: 0, tv_nsec: now), timespec(tv_sec: 0, tv_nsec: omit)]
        _ = utimensat(AT_FDCWD, path, &times, 0)
    }

    /// Removes the least recently used files until the cache holds at most `limit` bytes; the
    /// files of the compile that just ran (`keeping`) stay.
    public func evict(keeping: Set<String> = []) {
        let all = entries()
        var total = all.reduce(0) { $0 + $1.bytes }
        guard total > limit else { return }
        for entry in all where total > limit && !keeping.contains(entry.path) {
            if (try? FileManager.default.removeItem(atPath: entry.path)) != nil { total -= entry.bytes }
        }
    }

    /// Removes everything the cache holds (`layoutlab cache --clean`); answers the bytes freed.
    @discardableResult
    public func clean() throws -> Int {
        let freed = usage().bytes
        let manager = FileManager.default
        for sub in Self.kept + ["sources", "reports", "compilers"] where manager.fileExists(atPath: "\(folder)/\(sub)") {
            try manager.removeItem(atPath: "\(folder)/\(sub)")
        }
        return freed
    }
}
