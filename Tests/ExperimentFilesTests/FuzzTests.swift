// Fuzz-style robustness: truncated, mutated and random inputs never crash the parser or the JSON
// decoder, and inputs that cannot be valid always produce an error. Seeded, so runs are repeatable.
import ExperimentFiles
import Experiments
import Foundation
import LayoutEngine
import Testing

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

@Suite("Fuzzing")
struct FuzzTests {
    static let files: [(path: String, source: String)] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: examplesFolder))?.filter { $0.hasSuffix(".swift") }.sorted() ?? []
        return names.compactMap { name in
            let path = "\(examplesFolder)/\(name)"
            return (try? String(contentsOfFile: path, encoding: .utf8)).map { (path, $0) }
        }
    }()

    /// Parses and returns whether it failed; checks that failures carry diagnostics with sane locations.
    func fails(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Bool {
        do {
            _ = try ExperimentParser.parse(source: source, file: "fuzz.swift")
            return false
        } catch {
            let lines = source.unicodeScalars.filter { $0 == "\n" || $0 == "\r" }.count + 1
            #expect(!error.diagnostics.isEmpty, sourceLocation: sourceLocation)
            for d in error.diagnostics {
                #expect(d.location.line >= 1 && d.location.line <= lines + 1 && d.location.column >= 1, "\(d)", sourceLocation: sourceLocation)
                #expect(!d.message.isEmpty, sourceLocation: sourceLocation)
            }
            return true
        }
    }

    @Test("cutting an experiment anywhere is always an error, alone or with the file before it")
    func truncationsInsideExperiments() throws {
        #expect(Self.files.count == 6)
        var random = SeededGenerator(seed: 2024)
        var checked = 0
        for file in Self.files {
            let experiments = try ExperimentParser.parse(source: file.source, file: file.path)
            for (index, experiment) in experiments.enumerated() {
                let call = Array(experiment.source)
                for _ in 0..<8 {
                    let cut = Int.random(in: 1..<call.count, using: &random)
                    #expect(fails(String(call[..<cut])), "\(experiment.name) cut at \(cut) still parsed")
                    checked += 1
                }
                // Every fourth experiment: cut the whole file inside it.
                guard index % 4 == 0, let range = file.source.range(of: experiment.source) else { continue }
                let length = file.source.distance(from: range.lowerBound, to: range.upperBound)
                let cut = file.source.index(range.lowerBound, offsetBy: Int.random(in: 1..<length, using: &random))
                #expect(fails(String(file.source[..<cut])), "\(file.path) cut inside \(experiment.name) still parsed")
            }
        }
        #expect(checked == 49 * 8)
    }

    @Test("random token soup is always an error")
    func tokenSoup() {
        let vocabulary = [
            "Experiment", "(", ")", "{", "}", "[", "]", ",", ":", "\"name\"", "proposal:", "proposals:", "sweep:",
            "expect:", "images:", ".zero", ".infinity", "nil", "ProposedViewSize", "width:", "height:", "10", "16/9", "-",
            "Color.red", "HStack", "VStack", "Text(\"Hi\")", ".frame", ".padding", "(8)", ".id(\"a\")", "CGSize",
            "Image", "in", "d", "$0", "[.leading]", "...", "by:", "#if", "ForEach", "let", "=", ";", "\n", "//",
            "/*", "*/", "\"", "\\", "@", "Spacer()", ".width", "true", "1e999", ".nan", "0x1p3", "_",
        ]
        var random = SeededGenerator(seed: 7)
        for _ in 0..<400 {
            let count = Int.random(in: 1...40, using: &random)
            let tokens = (0..<count).map { _ in vocabulary.randomElement(using: &random)! }
            let source = tokens.joined(separator: Bool.random(using: &random) ? " " : "")
            // Only whitespace and comments would be a valid (empty) file.
            let meaningful = source.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "\n", with: "")
            if meaningful.isEmpty || meaningful.allSatisfy({ "/*".contains($0) }) { continue }
            if source.hasPrefix("//") && !source.contains("\n") { continue }
            #expect(fails(source), "random input parsed: \(source)")
        }
    }

    @Test("mutated example files never crash, and what parses still lays out")
    func mutations() {
        var random = SeededGenerator(seed: 99)
        let alphabet = Array("(){}[]\"\\.,:;/*-+ 0123456789abcxyzHVZ.$_#@\n\t∞é")
        for _ in 0..<60 {
            guard let file = Self.files.randomElement(using: &random) else { break }
            var characters = Array(file.source)
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let index = Int.random(in: 0..<characters.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: characters[index] = alphabet.randomElement(using: &random)!
                case 1: characters.insert(alphabet.randomElement(using: &random)!, at: index)
                default: characters.remove(at: index)
                }
            }
            let source = String(characters)
            if let experiments = try? ExperimentParser.parse(source: source, file: "fuzz.swift") {
                for experiment in experiments {
                    _ = LayoutEngine().layout(experiment.tree, in: experiment.proposals[0])
                    #expect((try? CanonicalTree.decode(CanonicalTree.encode(experiment.tree))) == experiment.tree)
                }
            } else {
                _ = fails(source)
            }
        }
    }

    @Test("random bytes and deep nesting never crash")
    func garbageAndDepth() {
        var random = SeededGenerator(seed: 1)
        for _ in 0..<200 {
            let scalars = (0..<Int.random(in: 1...200, using: &random)).compactMap { _ in
                Unicode.Scalar(UInt32.random(in: 1...0x2FF, using: &random))
            }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            if text.allSatisfy({ $0.isWhitespace }) { continue }
            _ = fails(text)
        }
        for links in [1_000, 10_000] {
            #expect(fails(experiment("Color.red" + String(repeating: ".padding()", count: links))))
        }
        #expect(fails(experiment("Color.red" + String(repeating: ".a", count: 60_000))))
        #expect(fails(experiment(String(repeating: "-", count: 60_000) + "1")))
        #expect(fails(String(repeating: "x", count: ExperimentParser.maximumFileSize + 1)))
        for depth in [600, 5_000] {
            let nested = experiment(String(repeating: "HStack { ", count: depth) + "Color.red" + String(repeating: " }", count: depth))
            #expect(fails(nested))
        }
        let fine = experiment(String(repeating: "VStack { ", count: 200) + "Color.red" + String(repeating: " }", count: 200))
        #expect(!fails(fine))
    }

    @Test("truncated and corrupted canonical JSON is always an error")
    func jsonFuzz() throws {
        var random = SeededGenerator(seed: 5)
        let experiments = try ExperimentParser.parseFiles(at: interpretedExamples)
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
