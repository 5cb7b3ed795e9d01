// `layoutlab migrate` (not yet implemented).
import ArgumentParser

struct Migrate: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Not yet implemented.")

    func run() throws {
        throw ValidationError("layoutlab migrate is not implemented yet")
    }
}
