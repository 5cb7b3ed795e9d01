// `layoutlab install`, `doctor` and `uninstall` through the built binary: the installed binary
// finds the installed library (not the build folder) and runs an experiment file from another
// folder; uninstall leaves the prefix empty; an unwritable prefix, a missing library and a library
// of another compiler are errors that say what to do, and `run` refuses the last before compiling.
import ExperimentFiles
import Foundation
import Testing
import TestSupport

@Suite struct InstallCommandTests {
    /// LAYOUTLAB_LIBRARY unset for the child, and a compile cache of the test's own.
    static func environment(cache: String, library: String = "") -> [String: String] {
        ["LAYOUTLAB_LIBRARY": library, "LAYOUTLAB_CACHE": cache]
    }

    @Test func installedBinaryUsesTheInstalledLibraryAndUninstallLeavesNothing() throws {
        let folder = TemporaryFolder()
        let prefix = folder.file("prefix")
        let environment = Self.environment(cache: folder.file("cache"))
        let installed = try Tool.run(["install", "--prefix", prefix], environment: environment)
        installed.expect(exits: 0)
        #expect(installed.stdout.hasPrefix("Installed layoutlab 1.1.0 into \(prefix): bin/layoutlab and lib/layoutlab/1.1.0/ ("))
        #expect(installed.stdout.contains("the list is in \(prefix)/lib/layoutlab/1.1.0/install-manifest.txt)."))
        #expect(installed.stdout.hasSuffix("Check the installation with `layoutlab doctor`.\n"))

        let binary = prefix + "/bin/layoutlab"
        let doctor = try Tool.run(["doctor"], in: folder.path, environment: environment, binary: binary)
        doctor.expect(exits: 0)
        #expect(doctor.stdout.contains("\nLibrary: \(prefix)/lib/layoutlab/1.1.0 (installed beside the binary (lib/layoutlab/1.1.0))\n"
            + "  version: layoutlab 1.1.0\n  built by: "))
        #expect(doctor.stdout.contains("(recorded in \(prefix)/lib/layoutlab/1.1.0/toolchain.txt)\n"))
        #expect(doctor.stdout.hasSuffix("Match: versions match; the library was built by this compiler\n"
            + "OK: experiment files can be compiled and run.\n"))

        try FileManager.default.createDirectory(atPath: folder.file("work"), withIntermediateDirectories: true)
        try folder.write("""
            Experiment("installed", proposal: ProposedViewSize(width: 100, height: 50)) {
                Color.blue.frame(width: 40).id("blue")
            }
            """, to: "work/One.swift")
        let run = try Tool.run(["run", "One.swift", "--db", folder.file("n.sqlite")], in: folder.file("work"),
                               environment: environment, binary: binary)
        run.expect(exits: 0)
        #expect(run.stdout.hasPrefix("Recorded run 1: 1 experiment, "))

        // From the installed binary into its own prefix: nothing to copy.
        let again = try Tool.run(["install", "--prefix", prefix], environment: environment, binary: binary)
        again.expect(exits: 2)
        #expect(again.stderr.hasPrefix("error: layoutlab is already installed in \(prefix): "))

        let removed = try Tool.run(["uninstall", "--prefix", prefix], environment: environment)
        removed.expect(exits: 0)
        #expect(removed.stdout.hasPrefix("Uninstalled layoutlab 1.1.0 from \(prefix): "))
        #expect(try FileManager.default.contentsOfDirectory(atPath: prefix) == [])

        let twice = try Tool.run(["uninstall", "--prefix", prefix], environment: environment)
        twice.expect(exits: 2)
        #expect(twice.stderr == "error: nothing to uninstall: there is no \(prefix)/lib/layoutlab/1.1.0/install-manifest.txt\n"
            + "note: pass the prefix layoutlab was installed into with `--prefix PATH` (the default is ~/.local)\n")
    }

    @Test func unwritablePrefixSaysWhichPathAndHowToFix() throws {
        let folder = TemporaryFolder()
        try folder.write("a file", to: "occupied")
        let result = try Tool.run(["install", "--prefix", folder.file("occupied/prefix")],
                                  environment: Self.environment(cache: folder.file("cache")))
        result.expect(exits: 2)
        #expect(result.stderr.hasPrefix("error: cannot write to \(folder.file("occupied/prefix")): "
            + "\(folder.file("occupied")) is a file, not a folder\nnote: choose a prefix you can write to with `--prefix`"))
        #expect(result.stdout.isEmpty)
    }

    @Test func doctorWithAMissingLibraryFails() throws {
        let folder = TemporaryFolder()
        let result = try Tool.run(["doctor"], environment: Self.environment(cache: folder.file("cache"), library: folder.file("gone")))
        result.expect(exits: 2)
        #expect(result.stdout.contains("\nLibrary: not found\n  looked in \(folder.file("gone")) (named by LAYOUTLAB_LIBRARY): no such folder\n"))
        #expect(result.stdout.hasSuffix("1 problem found.\n"))
        #expect(result.stderr.hasPrefix("error: LAYOUTLAB_LIBRARY is `\(folder.file("gone"))`, which does not hold the library "
            + "experiments compile against: no such folder\nnote: point LAYOUTLAB_LIBRARY at a build folder"))
    }

    @Test func aLibraryOfAnotherCompilerIsExplainedAndRunRefusesIt() throws {
        let folder = TemporaryFolder()
        let library = folder.file("library")
        try FakeLibrary.make(at: library, compiler: FakeLibrary.otherCompiler, version: "layoutlab 1.1.0")
        let environment = Self.environment(cache: folder.file("cache"), library: library)
        let doctor = try Tool.run(["doctor"], environment: environment)
        doctor.expect(exits: 2)
        #expect(doctor.stdout.contains("\nLibrary: \(library) (named by LAYOUTLAB_LIBRARY)\n  version: layoutlab 1.1.0\n"
            + "  built by: Swift version 5.9.2 (swift-5.9.2-RELEASE) (recorded in \(library)/toolchain.txt)\n"))
        #expect(doctor.stdout.contains("\nMatch: versions match; TOOLCHAIN MISMATCH\n"))
        #expect(doctor.stderr.hasPrefix("error: toolchain mismatch: the library in \(library) was built by Swift version 5.9.2 "
            + "(swift-5.9.2-RELEASE) (recorded in \(library)/toolchain.txt), but experiment files would be compiled by "))

        try folder.write("Experiment(\"one\", proposal: .zero) { Color.red }\n", to: "One.swift")
        let run = try Tool.run(["run", folder.file("One.swift"), "--db", folder.file("n.sqlite")], environment: environment)
        run.expect(exits: 2)
        #expect(run.stderr.hasPrefix("error: toolchain mismatch: the library in \(library) was built by Swift version 5.9.2"))
        #expect(run.stderr.contains("a Swift compiler cannot import modules another compiler built"))
        #expect(run.stderr.hasSuffix("Nothing was recorded.\n"))
        #expect(!run.stderr.contains("linking the experiments failed"))
        // Refused before compiling: nothing reached the cache's objects.
        #expect(!FileManager.default.fileExists(atPath: folder.file("cache/objects")))
    }
}
