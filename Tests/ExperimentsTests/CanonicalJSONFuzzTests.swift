// Robustness of the canonical JSON: truncated and corrupted stored definitions always decode to an
// error, never a crash. Seeded, so runs are repeatable.
import Experiments
import Testing
import TestSupport

/// SplitMix64: a small deterministic generator.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("Canonical JSON fuzzing")
struct CanonicalJSONFuzzTests {
    @Test("truncated and corrupted canonical JSON is always an error")
    func jsonFuzz() throws {
        var random = SeededGenerator(seed: 5)
        let experiments = Examples.all
        #expect(!experiments.isEmpty)
        for experiment in experiments.prefix(20) {
            let json = Array(CanonicalTree.encode(experiment.tree))
            for _ in 0..<10 {
                let cut = Int.random(in: 0..<json.count, using: &random)
                #expect(throws: CanonicalJSONError.self) { try CanonicalTree.decode(String(json[..<cut])) }
            }
            let definition = Array(CanonicalTree.encodeDefinition(experiment))
            for _ in 0..<10 {
                let cut = Int.random(in: 0..<definition.count, using: &random)
                #expect(throws: CanonicalJSONError.self) { try CanonicalTree.decodeDefinition(String(definition[..<cut]), name: "x") }
                var corrupted = definition
                corrupted[Int.random(in: 0..<corrupted.count, using: &random)] = Array("{}[]\",:x0")[Int.random(in: 0..<9, using: &random)]
                _ = try? CanonicalTree.decodeDefinition(String(corrupted), name: "x")
            }
        }
    }
}
