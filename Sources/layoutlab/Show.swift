// `layoutlab show` (not yet implemented).
import ArgumentParser

struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Not yet implemented.")

    func run() throws {
        throw ValidationError("layoutlab show is not implemented yet")
    }
}
