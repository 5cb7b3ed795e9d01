// Where the library is found: LAYOUTLAB_LIBRARY first (and alone when set), then the library
// installed beside the binary, then the build folder the binary sits in; when none holds it, the
// error names every place looked and why it was passed over.
import ExperimentFiles
import Foundation
import Testing
import TestSupport

@Suite("Library lookup")
struct LibraryLookupTests {
    /// `root/bin` (the binary's folder, itself a build folder when `build`), `root/lib/layoutlab/VERSION`
    /// when `installed`, `root/env` when `named`.
    static func layout(build: Bool, installed: Bool, named: Bool) throws -> TemporaryFolder {
        let root = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: root.file("bin"), withIntermediateDirectories: true)
        if build { try FakeLibrary.make(at: root.file("bin")) }
        if installed { try FakeLibrary.make(at: root.file("lib/layoutlab/\(LibraryLookup.version)")) }
        if named { try FakeLibrary.make(at: root.file("env")) }
        return root
    }

    let path = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? ""]

    @Test("LAYOUTLAB_LIBRARY comes first, then the installed library, then the build folder")
    func order() throws {
        let root = try Self.layout(build: true, installed: true, named: true)
        let named = try Toolchain.locate(environment: path.merging(["LAYOUTLAB_LIBRARY": root.file("env")]) { $1 },
                                         executableFolder: root.file("bin"))
        #expect(named.buildFolder == root.file("env"))
        #expect(named.source == .environment)

        let installed = try Toolchain.locate(environment: path, executableFolder: root.file("bin"))
        #expect(installed.buildFolder == root.file("lib/layoutlab/1.1.0"))
        #expect(installed.source == .installed)
        #expect(installed.libraryObjects.first == root.file("lib/layoutlab/1.1.0/LayoutEngine.build/LayoutEngine.swift.o"))

        // An empty LAYOUTLAB_LIBRARY is unset.
        let empty = try Toolchain.locate(environment: path.merging(["LAYOUTLAB_LIBRARY": ""]) { $1 },
                                         executableFolder: root.file("bin"))
        #expect(empty.source == .installed)

        try FileManager.default.removeItem(atPath: root.file("lib"))
        let build = try Toolchain.locate(environment: path, executableFolder: root.file("bin"))
        #expect(build.buildFolder == root.file("bin"))
        #expect(build.source == .buildFolder)
    }

    @Test("an incomplete installed library is passed over for the build folder")
    func incompleteInstalledLibrary() throws {
        let root = try Self.layout(build: true, installed: true, named: false)
        try FileManager.default.removeItem(atPath: root.file("lib/layoutlab/1.1.0/Modules/LayoutLabUI.swiftmodule"))
        let found = try Toolchain.locate(environment: path, executableFolder: root.file("bin"))
        #expect(found.source == .buildFolder)
    }

    @Test("with no library anywhere, the error names every place looked and why")
    func notFoundNamesEveryPlace() throws {
        let root = try Self.layout(build: false, installed: false, named: false)
        #expect {
            try Toolchain.locate(environment: path, executableFolder: root.file("bin"))
        } throws: { error in
            let problem = (error as? ToolchainError)?.problem ?? ""
            return problem == """
                the library experiments compile against (LayoutLabUI) was not found; looked in:
                  - installed beside the binary (lib/layoutlab/1.1.0): \(root.file("lib/layoutlab/1.1.0")): no such folder
                  - the build folder the binary was built into: \(root.file("bin")): the library module LayoutEngine is \
                not built in \(root.file("bin")) (no Modules/LayoutEngine.swiftmodule)
                """
                && (error as? ToolchainError)?.fix.contains("`.build/release/layoutlab install`") == true
        }
    }

    @Test("a LAYOUTLAB_LIBRARY without the library is an error naming it, even with a library installed")
    func namedFolderIsNotPassedOver() throws {
        let root = try Self.layout(build: true, installed: true, named: false)
        #expect {
            try Toolchain.locate(environment: path.merging(["LAYOUTLAB_LIBRARY": root.file("missing")]) { $1 },
                                 executableFolder: root.file("bin"))
        } throws: { error in
            (error as? ToolchainError)?.problem == "LAYOUTLAB_LIBRARY is `\(root.file("missing"))`, which does not hold "
                + "the library experiments compile against: no such folder"
        }
    }

    @Test("the installed library's place is relative to the binary, without `..`")
    func installedPlace() {
        #expect(LibraryLookup.installedFolder(binaryFolder: "/opt/tools/bin") == "/opt/tools/lib/layoutlab/\(LibraryLookup.version)")
        #expect(LibraryLookup.installedFolder(prefix: "/home/me/.local") == "/home/me/.local/lib/layoutlab/1.1.0")
    }
}
