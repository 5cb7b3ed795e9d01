// The compile cache keeps what it may reuse and drops what killed runs left behind: temporary
// objects and programs, compile inputs and reports an hour old or more; younger ones may belong to a
// run still going and stay.
import ExperimentFiles
import Foundation
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
}
