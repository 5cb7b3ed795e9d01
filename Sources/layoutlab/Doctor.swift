// `layoutlab doctor`: which compiler, library and compile cache `layoutlab run` would use, their
// versions, and whether they fit together (`Checkup` finds out).
import ArgumentParser
import ExperimentFiles
import Foundation

struct Doctor: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check the Swift compiler, the library and the compile cache experiment files use.",
        discussion: """
            Prints the swiftc that compiles experiment files (LAYOUTLAB_SWIFTC, else the first on PATH) \
            and its version; the library they compile against and how it was found (LAYOUTLAB_LIBRARY, \
            else the library installed beside this binary, else the build folder it was built in), with \
            its version and the compiler that built it; the compile cache and its size. A library built \
            by another Swift compiler than the one that would compile is a toolchain mismatch.

            Exit status: 0 everything fits; 2 a problem (each printed with its fix).
            """)

    func run() throws {
        let checkup = Checkup()
        Console.out(checkup.text)
        guard checkup.healthy else {
            Console.error(checkup.problems.map(\.description).joined(separator: "\n"))
            throw ExitStatus.error
        }
    }
}
