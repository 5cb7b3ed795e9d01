// The compile cache keeps what it may reuse, under its size limit (least recently used files go
// first; what the compile that just ran uses stays), and drops what killed runs left behind:
// temporary objects and programs, compile inputs and reports an hour old or more; younger ones may
// belong to a run still going and stay.
import Experiments
import ExperimentFiles
import Foundation
import LayoutEngine
import Testing
import TestSupport

@Suite("Compile cache")
struct CompileCacheTests {
    @Test("leftovers of killed runs an hour old are removed when a compile starts; younger ones and objects stay")
    func leftoversAreRemoved() throws {
        let folder = TemporaryFolder()
        let cache = folder.file("cache")
        let manager = FileManager.default
        for sub in ["objects", "programs", "sources/1-AB", "reports"] {
            try manager.createDirectory(atPath: "\(cache)/\(sub)", withIntermediateDirectories: true)
        }
        let old = ["objects/a.123-XY.tmp.o", "programs/p.123-XY.tmp", "sources/1-AB", "reports/1-AB.json"]
        let young = ["objects/b.456-ZW.tmp.o", "reports/2-CD.json"]
        let kept = ["objects/c.o", "programs/q"]
        for name in old + young + kept where !name.hasPrefix("sources") {
            try Data("x".utf8).write(to: URL(fileURLWithPath: "\(cache)/\(name)"))
        }
        let twoHoursAgo = Date().addingTimeInterval(-7200)
        for name in old + kept {
            try manager.setAttributes([.modificationDate: twoHoursAgo], ofItemAtPath: "\(cache)/\(name)")
        }
        let compiler = ExperimentCompiler(toolchain: try Toolchain.locate(), cacheFolder: cache)
        _ = try compiler.compile([(path: "/c/One.swift", text: "Experiment(\"one\", proposal: .zero) { Color.red }\n")])
        #expect(old.filter { manager.fileExists(atPath: "\(cache)/\($0)") } == [])
        #expect((young + kept).filter { !manager.fileExists(atPath: "\(cache)/\($0)") } == [])
    }

    @Test("over its limit, the cache removes the least recently used files first and keeps the current compile's")
    func leastRecentlyUsedGoFirst() throws {
        let folder = TemporaryFolder()
        let cache = folder.file("cache")
        let manager = FileManager.default
        for sub in ["objects", "programs", "manifests"] {
            try manager.createDirectory(atPath: "\(cache)/\(sub)", withIntermediateDirectories: true)
        }
        // 10 files of 1,000 bytes, used (accessed) 10, 9, ... 1 hours ago; the oldest is the current compile's.
        let names = (0..<10).map { "\(cache)/\(["objects", "programs", "manifests"][$0 % 3])/f\($0)" }
        for (index, name) in names.enumerated() {
            try Data(repeating: 1, count: 1_000).write(to: URL(fileURLWithPath: name))
            var times = [timeval(tv_sec: time(nil) + (index - 10) * 3600, tv_usec: 0), timeval(tv_sec: time(nil), tv_usec: 0)]
            #expect(utimes(name, &times) == 0)
        }
        let compileCache = CompileCache(folder: cache, limit: 4_500)
        #expect(compileCache.usage().files == 10)
        #expect(compileCache.usage().bytes == 10_000)
        compileCache.evict(keeping: [names[0]])
        #expect(names.filter { manager.fileExists(atPath: $0) } == [names[0], names[7], names[8], names[9]])
        #expect(compileCache.usage().bytes == 4_000)
        #expect(try compileCache.clean() == 4_000)
        #expect(compileCache.usage().files == 0)
    }

    static let card = """
        import SwiftUI
        #Preview { HStack { Color.red.frame(width: 40); Color.blue.frame(width: 60) }.frame(height: 20) }
        """

    /// Compiles and runs `card` against `cache`: the width of its HStack (40 + 8 spacing + 60).
    static func cardWidth(cache: String) throws -> Double {
        var loader = try ExperimentLoader(compiler: ExperimentCompiler(toolchain: try Toolchain.locate(), cacheFolder: cache))
        loader.timeLimit = 60
        let loaded = try loader.loadIsolated(sources: [(path: "/c/Card.swift", text: card)])
        let laidOut = try #require(loaded.experiments.first).laidOut(by: ExperimentRunner(engine: Engine()))
        return try #require(laidOut.layouts.first?.result.rootSize).width
    }

    @Test("a damaged cached program or object is compiled and linked again, once, and the run goes on")
    func damagedEntriesHeal() throws {
        let folder = TemporaryFolder()
        let cache = folder.file("cache")
        let manager = FileManager.default
        #expect(try Self.cardWidth(cache: cache) == 108)
        // A truncated program (a full disk, a killed copy) cannot even start.
        for name in try manager.contentsOfDirectory(atPath: "\(cache)/programs") {
            #expect(truncate("\(cache)/programs/\(name)", 4096) == 0)
        }
        #expect(try Self.cardWidth(cache: cache) == 108)
        // Overwritten objects: the linker names one, and every object taken from the cache is made again.
        for name in try manager.contentsOfDirectory(atPath: "\(cache)/objects") where name.hasSuffix(".o") {
            try Data("garbage".utf8).write(to: URL(fileURLWithPath: "\(cache)/objects/\(name)"))
        }
        for name in try manager.contentsOfDirectory(atPath: "\(cache)/programs") {
            try manager.removeItem(atPath: "\(cache)/programs/\(name)")
        }
        #expect(try Self.cardWidth(cache: cache) == 108)
    }

    @Test("a cache that cannot be made says where it is, why, and how to choose another")
    func unusableCacheIsNamed() throws {
        let folder = TemporaryFolder()
        _ = try folder.write("not a folder", to: "file")
        let cache = folder.file("file") + "/cache"
        #expect {
            _ = try Self.cardWidth(cache: cache)
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix("error: the compile cache at \(cache) cannot be used: cannot create \(cache)/objects: "
                                  + "\(folder.file("file")) is a file, not a folder")
                && text.contains("note: set LAYOUTLAB_CACHE to a writable folder")
        }
    }
}
