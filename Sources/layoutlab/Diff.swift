// `layoutlab diff` (not yet implemented).
import ArgumentParser

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Not yet implemented.")

    func run() throws {
        throw ValidationError("layoutlab diff is not implemented yet")
    }
}
