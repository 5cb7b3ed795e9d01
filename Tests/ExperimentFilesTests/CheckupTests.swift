// `layoutlab doctor`'s findings: the compiler and its identity, the library and how it was found,
// a missing library with every place looked, and a library built by another Swift compiler
// (a toolchain mismatch, said in words, also refused by the check `run` makes).
import ExperimentFiles
import Foundation
import Testing
import TestSupport

@Suite("Doctor's checkup")
struct CheckupTests {
    let swiftc: String
    let identity: CompilerIdentity
    let cache = TemporaryFolder()

    init() throws {
        swiftc = try Toolchain.findCompiler()
        identity = try CompilerIdentity.of(swiftc: swiftc)
    }

    func environment(_ extra: [String: String]) -> [String: String] {
        ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "", "LAYOUTLAB_CACHE": cache.path].merging(extra) { $1 }
    }

    @Test("the compiler's identity is its `swiftc --version` line")
    func compilerIdentity() throws {
        #expect(identity.versionLine.hasPrefix("Swift version ") || identity.versionLine.contains(" Swift version "))
        #expect(CompilerIdentity(text: FakeLibrary.otherCompiler).versionLine == "Swift version 5.9.2 (swift-5.9.2-RELEASE)")
        #expect(!CompilerIdentity(text: FakeLibrary.otherCompiler).matches(identity))
        // Asked once, then read from the cache.
        let cached = try CompilerIdentity.of(swiftc: swiftc, cacheFolder: cache.path)
        #expect(cached == identity)
        let saved = try FileManager.default.contentsOfDirectory(atPath: cache.file("compilers"))
        #expect(saved.count == 1)
        try Data("Swift version 0.0 (cached)\n".utf8).write(to: URL(fileURLWithPath: cache.file("compilers/" + saved[0])))
        #expect(try CompilerIdentity.of(swiftc: swiftc, cacheFolder: cache.path).versionLine == "Swift version 0.0 (cached)")
    }

    @Test("a missing library folder: not found, every place named, a problem")
    func missingLibrary() throws {
        let root = TemporaryFolder()
        let named = Checkup(environment: environment(["LAYOUTLAB_LIBRARY": root.file("gone")]), executableFolder: root.file("bin"))
        #expect(!named.healthy)
        #expect(named.library == nil)
        #expect(named.problems.map(\.problem) == [
            "LAYOUTLAB_LIBRARY is `\(root.file("gone"))`, which does not hold the library experiments compile against: no such folder",
        ])
        #expect(named.text.contains("\nLibrary: not found\n  looked in \(root.file("gone")) (named by LAYOUTLAB_LIBRARY): no such folder\n"))
        #expect(named.text.contains("\nSwift compiler: \(swiftc) (from PATH)\n  identity: \(identity.versionLine)\n"))
        #expect(named.text.hasSuffix("\nMatch: cannot tell: no library found\n1 problem found."))

        let unset = Checkup(environment: environment([:]), executableFolder: root.file("bin"))
        #expect(unset.looked.map(\.folder) == [root.file("lib/layoutlab/1.1.0"), root.file("bin")])
        #expect(unset.problems.count == 1)
        #expect(unset.problems.first?.problem.hasPrefix("the library experiments compile against (LayoutLabUI) was not found; looked in:") == true)
    }

    @Test("a library built by another compiler is a toolchain mismatch, in words")
    func mismatchedToolchain() throws {
        let root = TemporaryFolder()
        let library = root.file("lib/layoutlab/1.1.0")
        try FakeLibrary.make(at: library, compiler: FakeLibrary.otherCompiler, version: "layoutlab 1.1.0")
        let checkup = Checkup(environment: environment([:]), executableFolder: root.file("bin"))
        #expect(checkup.library?.source == .installed)
        #expect(checkup.libraryCompiler?.file == library + "/toolchain.txt")
        let expected = "toolchain mismatch: the library in \(library) was built by Swift version 5.9.2 (swift-5.9.2-RELEASE) "
            + "(recorded in \(library)/toolchain.txt), but experiment files would be compiled by \(swiftc), which is "
            + "\(identity.versionLine); a Swift compiler cannot import modules another compiler built, so every "
            + "experiment file would fail to compile or link"
        #expect(checkup.problems.map(\.problem) == [expected])
        #expect(checkup.problems.first?.fix.hasPrefix("put the toolchain that built the library first on PATH") == true)
        #expect(checkup.matchText == "versions match; TOOLCHAIN MISMATCH")
        #expect(checkup.text.contains("\n  built by: Swift version 5.9.2 (swift-5.9.2-RELEASE) (recorded in \(library)/toolchain.txt)\n"))

        // The check `run` makes before compiling says the same.
        let toolchain = try #require(checkup.library)
        var compiling = toolchain
        compiling.swiftc = swiftc
        #expect { try ToolchainCheck(toolchain: compiling).require() } throws: { error in
            (error as? ToolchainError)?.problem == expected
        }
    }

    @Test("a library of this compiler and version is healthy; another version is a problem")
    func matchingAndVersions() throws {
        let root = TemporaryFolder()
        let library = root.file("lib/layoutlab/1.1.0")
        try FakeLibrary.make(at: library, compiler: identity.text, version: "layoutlab 1.1.0")
        let healthy = Checkup(environment: environment([:]), executableFolder: root.file("bin"))
        #expect(healthy.problems.map(\.problem) == [])
        #expect(healthy.matchText == "versions match; the library was built by this compiler")
        #expect(healthy.text.contains("\nLibrary: \(library) (installed beside the binary (lib/layoutlab/1.1.0))\n  version: layoutlab 1.1.0\n"))
        #expect(healthy.text.contains("\nCompile cache: \(cache.path): 0 files, 0.0 MB\n"))
        #expect(healthy.text.hasSuffix("\nOK: experiment files can be compiled and run."))

        try Data("layoutlab 0.9.0\n".utf8).write(to: URL(fileURLWithPath: library + "/version.txt"))
        let old = Checkup(environment: environment([:]), executableFolder: root.file("bin"))
        #expect(old.problems.map(\.problem) == [
            "version mismatch: the library in \(library) is layoutlab 0.9.0, but this binary is layoutlab 1.1.0; "
                + "the experiment host in the library and this binary must be the same build",
        ])
        #expect(old.matchText == "VERSIONS DIFFER; the library was built by this compiler")
    }

    @Test("a build folder's compiler is read from SwiftPM's swift-version file")
    func buildFolderIdentity() throws {
        let root = TemporaryFolder()
        try FakeLibrary.make(at: root.file("bin"))
        try Data((identity.text + "\n").utf8).write(to: URL(fileURLWithPath: root.file("bin/swift-version-0123ABCD.txt")))
        let checkup = Checkup(environment: environment([:]), executableFolder: root.file("bin"))
        #expect(checkup.library?.source == .buildFolder)
        #expect(checkup.libraryCompiler?.file == root.file("bin/swift-version-0123ABCD.txt"))
        #expect(checkup.libraryVersionText == "layoutlab 1.1.0 (the build this binary belongs to)")
        #expect(checkup.healthy)
    }
}
