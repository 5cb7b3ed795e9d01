// `layoutlab runs` (not yet implemented).
import ArgumentParser

struct Runs: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Not yet implemented.")

    func run() throws {
        throw ValidationError("layoutlab runs is not implemented yet")
    }
}
