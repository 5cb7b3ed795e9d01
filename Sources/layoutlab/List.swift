// `layoutlab list` (not yet implemented).
import ArgumentParser

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Not yet implemented.")

    func run() throws {
        throw ValidationError("layoutlab list is not implemented yet")
    }
}
