// `layoutlab install [--prefix PATH]`: this binary to PREFIX/bin and the library experiment files
// compile against to PREFIX/lib/layoutlab/VERSION, so `layoutlab run` works without the build
// folder (`Installation` does the work).
import ArgumentParser
import ExperimentFiles
import Foundation

struct Install: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Install this binary and the library experiment files compile against.",
        discussion: """
            Copies this binary to PREFIX/bin/layoutlab and the library (LayoutLabUI and the modules it \
            needs, as built here) to PREFIX/lib/layoutlab/\(LibraryLookup.version)/, with the identity of \
            the Swift compiler that built it and a manifest of every file written (`layoutlab uninstall` \
            removes exactly those). Experiment files are still compiled by the same Swift toolchain: keep \
            it installed and on PATH. `layoutlab doctor` checks the result.

            Exit status: 0 installed; 2 errors (unwritable prefix, library not found).
            """)

    @Option(name: .long, help: ArgumentHelp("Where to install: bin/ and lib/ under it (default ~/.local).", valueName: "path"))
    var prefix: String?

    @Flag(name: .long, help: "Print nothing but errors.")
    var quiet = false

    func run() throws {
        try reportingErrors {
            let installation = Installation(prefix: prefix ?? Installation.defaultPrefix())
            guard let binary = Toolchain.runningExecutablePath else {
                throw CommandError("cannot tell where this layoutlab binary is, so it cannot be copied")
            }
            let toolchain: Toolchain
            let compiler: CompilerIdentity
            let current: CompilerIdentity
            do {
                toolchain = try Toolchain.locate()
                current = try CompilerIdentity.of(swiftc: toolchain.swiftc)
                // The compiler that built the library, as its build folder records it (else this one).
                compiler = CompilerIdentity.recorded(inLibrary: toolchain.buildFolder)?.identity ?? current
            } catch {
                throw CommandError(diagnostics: "\(error)\nNothing was installed.")
            }
            let manifest: InstallManifest
            do {
                manifest = try installation.install(binary: binary, toolchain: toolchain, compiler: compiler)
            } catch {
                throw CommandError(diagnostics: "\(error)")
            }
            guard !quiet else { return }
            let bytes = manifest.files.reduce(0) { total, file in
                total + (((try? FileManager.default.attributesOfItem(atPath: installation.prefix + "/" + file))?[.size] as? NSNumber)?.intValue ?? 0)
            }
            Console.out("Installed layoutlab \(LibraryLookup.version) into \(installation.prefix): \(Installation.binaryPath) and "
                + "\(Installation.libraryPath)/ (\(manifest.files.count) files, \(String(format: "%.1f MB", Double(bytes) / 1_000_000)); "
                + "the list is in \(installation.manifestPath)).")
            Console.out("Library built by \(compiler.versionLine); experiment files need that Swift toolchain to compile.")
            if !compiler.matches(current) {
                Console.error("warning: \(toolchain.swiftc) is \(current.versionLine), not the compiler that built the library: "
                    + "`layoutlab doctor` explains.")
            }
            let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
            if !path.contains(installation.prefix + "/bin") {
                Console.out("note: \(installation.prefix)/bin is not on PATH; add it (e.g. `export PATH=\"\(installation.prefix)/bin:$PATH\"` "
                    + "in your shell's profile).")
            }
            Console.out("Check the installation with `layoutlab doctor`.")
        }
    }
}
