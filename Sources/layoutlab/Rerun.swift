// `layoutlab rerun` (not yet implemented).
import ArgumentParser

struct Rerun: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Not yet implemented.")

    func run() throws {
        throw ValidationError("layoutlab rerun is not implemented yet")
    }
}
