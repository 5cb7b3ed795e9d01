// `layoutlab explain` through the built binary, on the seed 001 examples: the article's steps and
// numbers, --node narrowing, --proposal on a sweep, JSON steps, and the errors (exit status 2 with
// close names, labels or valid indices; 64 for a negative index).
import Foundation
import Testing
import TestSupport

@Suite struct ExplainCommandTests {
    /// A notebook with one run of `Examples/RelativeSizing.swift` and `Examples/Sweeps.swift`.
    static func recordedExamples(in folder: TemporaryFolder) throws -> String {
        let path = folder.file("n.sqlite")
        let run = try Tool.run(["run", Repository.examples + "/RelativeSizing.swift",
                                Repository.examples + "/Sweeps.swift", "--db", path, "--quiet"])
        #expect(run.status == 0, "\(run.stderr)")
        return path
    }

    /// The step numbers printed (`" 6. …"` → 6), in order.
    static func stepNumbers(_ text: String) -> [Int] {
        text.split(separator: "\n").compactMap { line in
            let trimmed = line.drop { $0 == " " }
            guard let dot = trimmed.firstIndex(of: "."), trimmed[..<dot].allSatisfy(\.isNumber) else { return nil }
            return Int(trimmed[..<dot])
        }
    }

    @Test func seed001ExplanationStatesTheArticlesSteps() throws {
        let folder = TemporaryFolder()
        let path = try Self.recordedExamples(in: folder)
        let result = try Tool.run(["explain", "seed001/relative-second", "--db", path], environment: ["COLUMNS": "100"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == """
            seed001/relative-second — run 1, proposal 0: 620×80 → 620×80

            Sizing
             1. The experiment proposes 620×80 to the frame, the root of the tree.
             2. The frame fixes the height at 80 and passes the width 620 through: it proposes 620×80 to the
                border.
             3. The border passes its proposal, 620×80, on to the HStack unchanged.
             4. The HStack asks each child for its minimum and maximum width (proposing 0 and ∞, height 80):
                blue 0 and ∞; the relativeProposed 0 and ∞; yellow 0 and ∞.
             5. All 3 children have priority 0 and are equally flexible (any width from 0 to ∞), so the HStack
                takes them in declared order: blue, the relativeProposed and yellow.
             6. The HStack subtracts the spacing from its width and proposes one third of the rest to blue:
                (620 − 20) / 3 = 200. blue accepts it and answers 200×80.
             7. The HStack divides the remaining width by the number of remaining children and proposes that to
                the relativeProposed: 400 / 2 = 200.
             8. The relativeProposed halves the proposed width (200 × 0.5 = 100), keeps the height 80 and
                proposes 100×80 to the VStack.
             9. The VStack passes 100×80 on to its only child, green. green accepts it and answers 100×80. The
                VStack adopts its only child's size and answers 100×80 to the relativeProposed. The
                relativeProposed adopts its child's size and answers 100×80 to the HStack.
            10. The HStack has 300 left and proposes all of it to its last child, yellow. yellow accepts it and
                answers 300×80.
            11. The HStack chooses its own size from its children's answers, 620×80: 200 + 100 + 300 + 20 of
                spacing = 620 wide and 80 high, the height of its tallest child. The border adopts its child's
                size and answers 620×80 to the frame. The frame answers 620×80: its child's width 620 and its
                fixed height 80.

            Placement
            12. The frame, 620×80, is centred in the 620×80 the experiment proposed: its origin is (0, 0).
            13. The HStack places blue at (0, 0), the relativeProposed at (210, 0) and yellow at (320, 0).

            """)

        // The first variant: the relative view is first, so it gets (620 − 20) / 3 and halves it.
        let first = try Tool.run(["explain", "seed001/relative-first", "--db", path], environment: ["COLUMNS": "100"])
        #expect(first.status == 0, "\(first.stderr)")
        let prose = first.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for fact in ["(620 − 20) / 3 = 200", "(200 × 0.5 = 100)", "500 / 2 = 250", "has 250 left",
                     "100 + 250 + 250 + 20 of spacing = 620"] {
            #expect(prose.contains(fact), "missing \(fact)")
        }
    }

    @Test func nodeNarrowsToTheStepsAboutOneNode() throws {
        let folder = TemporaryFolder()
        let path = try Self.recordedExamples(in: folder)
        let all = try Tool.run(["explain", "seed001/relative-second", "--db", path])
        let green = try Tool.run(["explain", "seed001/relative-second", "--node", "green", "--db", path])
        #expect(green.status == 0, "\(green.stderr)")
        #expect(Self.stepNumbers(all.stdout) == Array(1...13))
        #expect(Self.stepNumbers(green.stdout) == [1, 2, 3, 4, 5, 7, 8, 9, 11, 12, 13])
        #expect(green.stdout.hasPrefix("seed001/relative-second — run 1, proposal 0: 620×80 → 620×80, steps about green\n"))
        #expect(!green.stdout.contains("(620 − 20) / 3"))

        let json = try Tool.json(try Tool.run(["explain", "seed001/relative-second", "--node", "green", "--db", path,
                                               "--format", "json"]).stdout)
        #expect(json["format_version"] as? Int == 1)
        #expect(json["node"] as? String == "green")
        let steps = try #require(json["steps"] as? [[String: Any]])
        #expect(steps.map { $0["number"] as? Int } == [1, 2, 3, 4, 5, 7, 8, 9, 11, 12, 13])
        #expect(steps.first?["phase"] as? String == "sizing")
        #expect(steps.last?["phase"] as? String == "placement")
        #expect(steps.first?["text"] as? String == "The experiment proposes 620×80 to the frame, the root of the tree.")
    }

    @Test func proposalPicksOneLayoutOfASweep() throws {
        let folder = TemporaryFolder()
        let path = try Self.recordedExamples(in: folder)
        let third = try Tool.run(["explain", "sweep/relative-first", "--proposal", "2", "--db", path])
        #expect(third.status == 0, "\(third.stderr)")
        #expect(third.stdout.hasPrefix("sweep/relative-first — run 1, proposal 2 of 0…10: 320×80 → 320×80\n"))
        let json = try Tool.json(try Tool.run(["explain", "sweep/relative-first", "--proposal", "2", "--db", path,
                                               "--format", "json"]).stdout)
        #expect(json["proposal_index"] as? Int == 2)
        #expect((json["proposal"] as? [String: Any])?["width"] as? Int == 320)
        #expect((json["run"] as? [String: Any])?["id"] as? Int == 1)
    }

    @Test func errorsSayWhatExists() throws {
        let folder = TemporaryFolder()
        let path = try Self.recordedExamples(in: folder)

        let misspelled = try Tool.run(["explain", "seed001/relativ-second", "--db", path])
        misspelled.expect(exits: 2)
        #expect(misspelled.stdout.isEmpty)
        #expect(misspelled.stderr.hasPrefix("error: no experiment named 'seed001/relativ-second'. Closest stored names"))
        #expect(misspelled.stderr.contains("\n  seed001/relative-second\n"))

        let node = try Tool.run(["explain", "seed001/relative-second", "--node", "purple", "--db", path])
        node.expect(exits: 2)
        #expect(node.stderr == "error: no node named, labelled, written at or with path 'purple' (try one of: blue, green, yellow; or a file:line, or a node path)\n")

        let proposal = try Tool.run(["explain", "seed001/relative-second", "--proposal", "3", "--db", path])
        proposal.expect(exits: 2)
        #expect(proposal.stderr == "error: experiment 'seed001/relative-second' has no proposal 3 in run 1; "
            + "its only proposal is 0 (620×80).\n")

        let run = try Tool.run(["explain", "seed001/relative-second", "--run", "9", "--db", path])
        run.expect(exits: 2)
        #expect(run.stderr.contains("no run 9 in the notebook; runs go up to 1"))

        let negative = try Tool.run(["explain", "seed001/relative-second", "--proposal=-1", "--db", path])
        negative.expect(exits: 64)
        #expect(negative.stderr.contains("--proposal must be 0 or more, not -1."))

        let missing = try Tool.run(["explain", "seed001/relative-second", "--db", folder.file("none.sqlite")])
        missing.expect(exits: 2)
        #expect(missing.stderr.contains("Record experiments first with `layoutlab run PATH`"))
        #expect(!FileManager.default.fileExists(atPath: folder.file("none.sqlite")))
    }
}
