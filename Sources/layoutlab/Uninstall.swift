// `layoutlab uninstall [--prefix PATH]`: removes what `layoutlab install` wrote there, as its
// manifest lists it, and nothing else.
import ArgumentParser
import ExperimentFiles
import Foundation

struct Uninstall: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Remove what `layoutlab install` installed.",
        discussion: """
            Removes exactly the files listed in PREFIX/lib/layoutlab/\(LibraryLookup.version)/install-manifest.txt, \
            then the folders the install created, when they are empty. Nothing else is touched.

            Exit status: 0 removed; 2 errors (no manifest there, a file that cannot be removed).
            """)

    @Option(name: .long, help: ArgumentHelp("The prefix layoutlab was installed into (default ~/.local).", valueName: "path"))
    var prefix: String?

    @Flag(name: .long, help: "Print nothing but errors.")
    var quiet = false

    func run() throws {
        try reportingErrors {
            let installation = Installation(prefix: prefix ?? Installation.defaultPrefix())
            let summary: UninstallSummary
            do {
                summary = try installation.uninstall()
            } catch {
                throw CommandError(diagnostics: "\(error)")
            }
            guard !quiet else { return }
            Console.out("Uninstalled layoutlab \(LibraryLookup.version) from \(installation.prefix): "
                + "\(summary.removedFiles.count) files and \(summary.removedFolders.count) folders removed.")
            if !summary.missingFiles.isEmpty {
                Console.out("note: \(summary.missingFiles.count) listed files were already gone.")
            }
            for folder in summary.keptFolders {
                Console.out("note: kept \(folder): it holds files layoutlab did not install.")
            }
        }
    }
}
