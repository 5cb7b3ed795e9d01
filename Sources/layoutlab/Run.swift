// `layoutlab run` (not yet implemented).
import ArgumentParser

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Not yet implemented.")

    func run() throws {
        throw ValidationError("layoutlab run is not implemented yet")
    }
}
