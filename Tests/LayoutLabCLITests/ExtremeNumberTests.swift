// Numbers at the ends of Double's range through the built binary: 1e307 and above print as
// numbers (never `inf`), SVG pictures get a finite canvas, and the terminal drawing of denormal
// sizes does not trap.
import Foundation
import Testing
import TestSupport

@Suite struct ExtremeNumberTests {
    @Test func hugeAndDenormalSizesPrintDrawAndPicture() throws {
        let folder = TemporaryFolder()
        let file = try folder.write("""
            import SwiftUI

            Experiment("huge", proposal: ProposedViewSize(width: 1e308, height: 100)) {
                HStack(spacing: 0) {
                    Color.red.frame(width: 1e307, height: 10).id("wide")
                    Color.blue.frame(width: 1.5e308, height: 10).id("wider")
                }
            }
            Experiment("tiny", proposal: ProposedViewSize(width: 5e-324, height: 5e-324)) {
                Color.red.frame(width: 5e-324, height: 1e-320).id("dot")
            }
            """, to: "Extremes.swift")
        let path = folder.file("n.sqlite")
        let run = try Tool.run(["run", file, "--db", path, "--quiet"])
        #expect(run.status == 0, "\(run.stderr)")

        let svg = folder.file("huge.svg")
        let huge = try Tool.run(["show", "huge", "--db", path, "--draw", "--svg", svg], environment: ["COLUMNS": "80"])
        #expect(huge.status == 0, "\(huge.stderr)")
        #expect(huge.stdout.contains("Proposal 0: 1e+308×100 → 1.6e+308×10"))
        #expect(huge.stdout.contains("wide"))
        #expect(!huge.stdout.contains("inf"))
        let picture = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(!picture.contains("inf"))
        #expect(picture.contains("viewBox=\"0 0 1000000000 "))
        #expect(try SVGElements.parse(file: svg) != nil)

        let explain = try Tool.run(["explain", "huge", "--db", path])
        explain.expect(exits: 0)
        #expect(explain.stdout.contains("wide 1e+307 and 1e+307"))
        #expect(!explain.stdout.contains("inf"))

        let tiny = try Tool.run(["show", "tiny", "--db", path, "--draw", "--svg", folder.file("tiny.svg")],
                                environment: ["COLUMNS": "80"])
        #expect(tiny.status == 0, "\(tiny.stderr)")
        #expect(tiny.stdout.contains("Proposal 0: 0×0 → 0×0"))
    }
}
