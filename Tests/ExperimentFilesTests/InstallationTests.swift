// `layoutlab install` and `uninstall` into scratch prefixes: the binary and the library's modules
// and objects land under PREFIX with the compiler's identity and a manifest listing every file
// written; the installed folder is a complete library; uninstall removes exactly what the manifest
// lists (a file of the user's stays) and leaves the prefix as it was; an unwritable prefix is
// refused before anything is written, naming the path.
import ExperimentFiles
import Foundation
import Testing
import TestSupport

@Suite("Install and uninstall")
struct InstallationTests {
    /// Every file and folder under `path`, relative, sorted.
    static func contents(_ path: String) -> [String] {
        (FileManager.default.subpaths(atPath: path) ?? []).sorted()
    }

    @Test("install writes the binary, the library and the manifest; uninstall leaves nothing behind")
    func installAndUninstall() throws {
        let scratch = TemporaryFolder()
        let binary = try scratch.write("#!/bin/sh\necho layoutlab\n", to: "layoutlab")
        let toolchain = try Toolchain.locate()
        let compiler = CompilerIdentity(text: "Swift version 6.3.1 (test)\nTarget: x86_64-unknown-linux-gnu")
        let prefix = scratch.file("prefix")
        let installation = Installation(prefix: prefix)
        let manifest = try installation.install(binary: binary, toolchain: toolchain, compiler: compiler)

        let manager = FileManager.default
        #expect(manager.isExecutableFile(atPath: prefix + "/bin/layoutlab"))
        #expect(manager.contents(atPath: prefix + "/bin/layoutlab") == manager.contents(atPath: binary))
        let library = prefix + "/lib/layoutlab/1.1.0"
        #expect(installation.libraryFolder == library)
        #expect(String(decoding: manager.contents(atPath: library + "/toolchain.txt") ?? Data(), as: UTF8.self) == compiler.text + "\n")
        #expect(String(decoding: manager.contents(atPath: library + "/version.txt") ?? Data(), as: UTF8.self) == "layoutlab 1.1.0\n")
        for module in Toolchain.libraryModules {
            #expect(manager.contents(atPath: "\(library)/Modules/\(module).swiftmodule")
                    == manager.contents(atPath: "\(toolchain.modulesFolder)/\(module).swiftmodule"))
        }
        // The installed folder is a library of its own, with the same objects.
        let installed = try Toolchain.library(in: library, swiftc: toolchain.swiftc)
        #expect(installed.libraryObjects.map { ($0 as NSString).lastPathComponent }.sorted()
                == toolchain.libraryObjects.map { ($0 as NSString).lastPathComponent }.sorted())

        // The manifest lists every file under the prefix, and every folder (the prefix was empty).
        let files = Self.contents(prefix).filter { path in
            var isFolder: ObjCBool = false
            return manager.fileExists(atPath: prefix + "/" + path, isDirectory: &isFolder) && !isFolder.boolValue
        }
        #expect(manifest.files.sorted() == files)
        #expect(manifest.folders.sorted() == Self.contents(prefix).filter { !files.contains($0) })
        #expect(try installation.manifest() == manifest)
        #expect(manifest.files.contains("lib/layoutlab/1.1.0/install-manifest.txt"))

        let summary = try installation.uninstall()
        #expect(Self.contents(prefix) == [])
        #expect(summary.removedFiles.count == files.count)
        #expect(summary.missingFiles == [])
        #expect(manager.fileExists(atPath: prefix))
    }

    @Test("uninstall keeps what the install did not write, and the folders holding it")
    func uninstallKeepsOtherFiles() throws {
        let scratch = TemporaryFolder()
        let binary = try scratch.write("binary", to: "layoutlab")
        let prefix = scratch.file("prefix")
        try FileManager.default.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        try scratch.write("mine", to: "prefix/bin/other-tool")
        let installation = Installation(prefix: prefix)
        let manifest = try installation.install(binary: binary, toolchain: try Toolchain.locate(), compiler: CompilerIdentity(text: "Swift version 6"))
        #expect(!manifest.folders.contains("bin"))
        #expect(manifest.folders.first == "lib")
        try scratch.write("notes", to: "prefix/lib/layoutlab/notes.txt")
        let summary = try installation.uninstall()
        #expect(Self.contents(prefix) == ["bin", "bin/other-tool", "lib", "lib/layoutlab", "lib/layoutlab/notes.txt"])
        #expect(summary.keptFolders == [prefix + "/lib/layoutlab", prefix + "/lib"])
    }

    @Test("installing again replaces the previous install and keeps its folders listed")
    func reinstall() throws {
        let scratch = TemporaryFolder()
        let binary = try scratch.write("binary", to: "layoutlab")
        let installation = Installation(prefix: scratch.file("prefix"))
        let toolchain = try Toolchain.locate()
        let first = try installation.install(binary: binary, toolchain: toolchain, compiler: CompilerIdentity(text: "Swift version 6"))
        let second = try installation.install(binary: binary, toolchain: toolchain, compiler: CompilerIdentity(text: "Swift version 6"))
        #expect(second == first)
        try installation.uninstall()
        #expect(Self.contents(scratch.file("prefix")) == [])
    }

    @Test("a prefix that cannot be written is refused before anything is written, naming the path")
    func unwritablePrefix() throws {
        let scratch = TemporaryFolder()
        let binary = try scratch.write("binary", to: "layoutlab")
        try scratch.write("a file", to: "occupied")
        let installation = Installation(prefix: scratch.file("occupied/prefix"))
        #expect {
            try installation.install(binary: binary, toolchain: try Toolchain.locate(), compiler: CompilerIdentity(text: "Swift version 6"))
        } throws: { error in
            let install = error as? InstallError
            return install?.problem == "cannot write to \(scratch.file("occupied/prefix")): \(scratch.file("occupied")) is a file, not a folder"
                && install?.fix.hasPrefix("choose a prefix you can write to with `--prefix`") == true
        }
        #expect(Self.contents(scratch.path) == ["layoutlab", "occupied"])
    }

    @Test("uninstall without a manifest, or with one naming a path outside the prefix, removes nothing")
    func refusedUninstalls() throws {
        let scratch = TemporaryFolder()
        let installation = Installation(prefix: scratch.file("prefix"))
        #expect { try installation.uninstall() } throws: { error in
            (error as? InstallError)?.problem == "nothing to uninstall: there is no \(scratch.file("prefix/lib/layoutlab/1.1.0/install-manifest.txt"))"
        }
        try FileManager.default.createDirectory(atPath: installation.libraryFolder, withIntermediateDirectories: true)
        try scratch.write("keep", to: "precious")
        try scratch.write("file bin/layoutlab\nfile ../../precious\n", to: "prefix/lib/layoutlab/1.1.0/install-manifest.txt")
        #expect { try installation.uninstall() } throws: { error in
            (error as? InstallError)?.problem == "\(installation.manifestPath), line 2, is not an entry layoutlab writes "
                + "(`file ../../precious`); nothing was removed"
        }
        #expect(FileManager.default.fileExists(atPath: scratch.file("precious")))
    }

    @Test("the binary and library are not copied onto themselves")
    func sameAsSource() throws {
        let scratch = TemporaryFolder()
        try FakeLibrary.make(at: scratch.file("lib/layoutlab/1.1.0"))
        let toolchain = try Toolchain.library(in: scratch.file("lib/layoutlab/1.1.0"), swiftc: "swiftc")
        let installation = Installation(prefix: scratch.path)
        #expect {
            try installation.install(binary: scratch.file("bin/layoutlab"), toolchain: toolchain, compiler: CompilerIdentity(text: "Swift version 6"))
        } throws: { error in
            (error as? InstallError)?.problem == "layoutlab is already installed in \(scratch.path): this binary and its library are the installed ones"
        }
    }
}

@Suite("Install prefixes")
struct InstallPrefixTests {
    @Test("a prefix is made absolute: `~/` is the home folder, a relative path is in the current folder")
    func absolutePrefixes() {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
        #expect(Installation(prefix: "~/tools").prefix == home + "/tools")
        #expect(Installation(prefix: "/opt/tools/../local/").prefix == "/opt/local")
        #expect(Installation(prefix: "here").prefix == FileManager.default.currentDirectoryPath + "/here")
        #expect(Installation.defaultPrefix(environment: ["HOME": "/home/me"]) == "/home/me/.local")
        #expect(Installation(prefix: "/opt/tools").manifestPath == "/opt/tools/lib/layoutlab/1.1.0/install-manifest.txt")
    }
}
