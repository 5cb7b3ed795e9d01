// Output through the built binary: pictures and reports replace only regular files (a symlink, FIFO
// or device node at the path is refused and left as it was), every write is checked (a full disk,
// a missing or unwritable folder), and stdout/stderr that cannot be written end the command with
// status 2 instead of a crash.
import Foundation
import Testing
import TestSupport

@Suite struct OutputSafetyTests {
    /// Runs `script` with /bin/sh, `$L` being the built `layoutlab`, in `folder`.
    static func shell(_ script: String, in folder: String) throws -> ToolResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["L"] = Tool.binary
        environment["LAYOUTLAB_DB"] = nil
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ToolResult(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                          stderr: String(decoding: stderr, as: UTF8.self))
    }

    private func fileType(_ path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }

    /// Files in `folder` whose names start with a dot (left-over temporary files).
    private func hiddenFiles(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".") }
    }

    @Test func picturesReplaceOnlyRegularFiles() throws {
        let folder = TemporaryFolder()
        let path = try ExplainCommandTests.recordedExamples(in: folder)
        let target = try folder.write("keep", to: "target.txt")
        let link = folder.file("link.svg")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let linked = try Tool.run(["show", "seed001/relative-second", "--db", path, "--svg", link])
        linked.expect(exits: 2)
        #expect(linked.stderr == "error: cannot write \(link): it is a symbolic link, not a regular file, and layoutlab "
            + "only replaces regular files. Choose another path, or remove it first.\n")
        #expect(fileType(link) == S_IFLNK)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep")

        let fifo = folder.file("pipe.svg")
        #expect(mkfifo(fifo, 0o644) == 0)
        let piped = try Tool.run(["show", "seed001/relative-second", "--db", path, "--svg", fifo])
        piped.expect(exits: 2)
        #expect(piped.stderr.contains("cannot write \(fifo): it is a FIFO, not a regular file"))
        #expect(fileType(fifo) == S_IFIFO)

        let device = try Tool.run(["show", "sweep/relative-first", "--db", path, "--chart", "/dev/full"])
        device.expect(exits: 2)
        #expect(device.stderr.contains("cannot write /dev/full: it is a character device, not a regular file"))
        #expect(fileType("/dev/full") == S_IFCHR)

        // A regular file is replaced, keeping its permissions; no temporary file is left behind.
        let existing = try folder.write("old", to: "layout.svg")
        #expect(chmod(existing, 0o600) == 0)
        let replaced = try Tool.run(["show", "seed001/relative-second", "--db", path, "--svg", existing])
        #expect(replaced.status == 0, "\(replaced.stderr)")
        #expect(try String(contentsOfFile: existing, encoding: .utf8).hasPrefix("<svg"))
        #expect(try (FileManager.default.attributesOfItem(atPath: existing)[.posixPermissions] as? Int) == 0o600)
        #expect(try hiddenFiles(folder.path).isEmpty)

        // A one-character name in the current folder (Foundation's path splitting traps on it).
        for name in ["x", "-"] {
            let short = try Tool.run(["show", "seed001/relative-second", "--db", path, "--svg", name], in: folder.path)
            #expect(short.status == 0, "\(short.stderr)")
            #expect(try String(contentsOfFile: folder.file(name), encoding: .utf8).hasPrefix("<svg"))
        }
        #expect(try hiddenFiles(folder.path).isEmpty)
    }

    @Test func reportsReplaceOnlyRegularFilesAndTakeAnyName() throws {
        let folder = TemporaryFolder()
        let path = try ExplainCommandTests.recordedExamples(in: folder)
        let rerun = try Tool.run(["rerun", "--db", path, "--engine-option", "relative-proposed=probing", "--quiet"])
        #expect(rerun.status == 0, "\(rerun.stderr)")
        let link = folder.file("report.md")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/full")
        let linked = try Tool.run(["diff", "--db", path, "--output", link])
        linked.expect(exits: 2)
        #expect(linked.stderr.contains("cannot write \(link): it is a symbolic link"))
        #expect(fileType(link) == S_IFLNK)
        let device = try Tool.run(["diff", "--db", path, "--output", "/dev/full"])
        device.expect(exits: 2)
        #expect(device.stderr.contains("cannot write /dev/full: it is a character device"))
        #expect(fileType("/dev/full") == S_IFCHR)

        // A name without `.md`: the pictures go to NAME-pictures, beside the report.
        let plain = folder.file("report")
        let written = try Tool.run(["diff", "--db", path, "--output", plain])
        #expect(written.status == 0, "\(written.stderr)")
        #expect(try String(contentsOfFile: plain, encoding: .utf8).contains("-pictures/"))
        let pictures = try FileManager.default.contentsOfDirectory(atPath: plain + "-pictures")
        #expect(!pictures.isEmpty && pictures.allSatisfy { $0.hasSuffix(".svg") || $0.hasSuffix("-explorer.html") })
        #expect(pictures.contains { $0.hasSuffix(".svg") } && pictures.contains { $0.hasSuffix("-explorer.html") })
    }

    @Test func failedFileWritesFailTheCommand() throws {
        let folder = TemporaryFolder()
        let path = try ExplainCommandTests.recordedExamples(in: folder)
        let missing = folder.file("no/such/folder/layout.svg")
        let noFolder = try Tool.run(["show", "seed001/relative-second", "--db", path, "--svg", missing])
        noFolder.expect(exits: 2)
        #expect(noFolder.stderr.contains("cannot write \(missing): the folder \(folder.file("no/such/folder")) does not exist."))
        let unwritable = try Tool.run(["show", "seed001/relative-second", "--db", path, "--svg", "/proc/self/layout.svg"])
        unwritable.expect(exits: 2)
        #expect(unwritable.stderr.contains("cannot write /proc/self/layout.svg: "))
        #expect(!unwritable.stderr.contains("wrote"))

        // A full disk: a tiny tmpfs, filled (needs root, as CI runs here; WriteFaultTests requires the same).
        let mount = folder.file("full")
        try FileManager.default.createDirectory(atPath: mount, withIntermediateDirectories: true)
        let mounted = try Self.shell("mount -t tmpfs -o size=8k tmpfs '\(mount)' 2>/dev/null && "
                                     + "dd if=/dev/zero of='\(mount)/fill' bs=1k count=64 2>/dev/null; mountpoint -q '\(mount)'",
                                     in: folder.path)
        try #require(mounted.status == 0, "mounting a tmpfs needs root: \(mounted.stderr)")
        defer { _ = try? Self.shell("umount '\(mount)'", in: folder.path) }
        let full = try Tool.run(["show", "seed001/relative-second", "--db", path, "--svg", mount + "/layout.svg"])
        full.expect(exits: 2)
        #expect(full.stderr == "error: cannot write \(mount)/layout.svg: No space left on device. "
            + "Check the path, its permissions and free space.\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: mount) == ["fill"])
        let report = try Tool.run(["diff", "1", "1", "--db", path, "--output", mount + "/r.md"])
        #expect(report.status == 2, "\(report.stderr)")
        #expect(report.stderr.contains("No space left on device"))
    }

    @Test func unwritableStandardStreamsEndWithStatus2() throws {
        let folder = TemporaryFolder()
        let path = try ExplainCommandTests.recordedExamples(in: folder)
        let full = try Self.shell("\"$L\" list --db '\(path)' > /dev/full", in: folder.path)
        full.expect(exits: 2)
        #expect(full.stderr == "error: cannot write to standard output: No space left on device.\n")
        let fullJSON = try Self.shell("\"$L\" runs --db '\(path)' --format json > /dev/full", in: folder.path)
        fullJSON.expect(exits: 2)
        #expect(fullJSON.stderr == "error: cannot write to standard output: No space left on device.\n")
        let closed = try Self.shell("\"$L\" show seed001/relative-second --db '\(path)' >&-", in: folder.path)
        closed.expect(exits: 2)
        #expect(closed.stderr == "error: cannot write to standard output: Bad file descriptor.\n")
        // stderr gone too: a quiet exit with status 2 (the error has nowhere to go).
        let noStderr = try Self.shell("\"$L\" show no/such --db '\(path)' 2>&-", in: folder.path)
        noStderr.expect(exits: 2)
        #expect(noStderr.stdout.isEmpty)
        let neither = try Self.shell("\"$L\" list --db '\(path)' >&- 2>&-; echo $?", in: folder.path)
        #expect(neither.stdout == "2\n")
        // A message stderr cannot take is dropped; the command carries on and its status tells.
        let quietRun = try Self.shell("\"$L\" run '\(Repository.examples)/RelativeSizing.swift' --db '\(folder.file("r.sqlite"))' 2>/dev/full",
                                      in: folder.path)
        quietRun.expect(exits: 0)
        #expect(quietRun.stdout.hasPrefix("Recorded run 1"))
        let failedRun = try Self.shell("\"$L\" run --only nothing '\(Repository.examples)/RelativeSizing.swift' --db '\(folder.file("r.sqlite"))' 2>&-",
                                       in: folder.path)
        failedRun.expect(exits: 2)
        // Help goes to stdout, checked like the rest.
        let help = try Self.shell("\"$L\" --help > /dev/full", in: folder.path)
        help.expect(exits: 2)
    }
}
