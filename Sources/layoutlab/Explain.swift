// `layoutlab explain` (not yet implemented).
import ArgumentParser

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Not yet implemented.")

    func run() throws {
        throw ValidationError("layoutlab explain is not implemented yet")
    }
}
