// Pictures of views a GeometryReader made while laying out (migration 0013): the notebook keeps them
// with the result (`result.made_views`), so `show --svg` and `diff`'s pictures draw their texts and
// colours as they are drawn for the definition's own views. Before, those boxes were blank outlines.
import Foundation
import Testing
import TestSupport

@Suite struct MadeViewsPictureTests {
    static func source(fraction: Int) -> String {
        """
        import SwiftUI

        struct Bar: View {
            var body: some View {
                GeometryReader { proxy in
                    VStack(spacing: 0) {
                        Text("Part \\(Int(proxy.size.width / \(fraction)))")
                        Color.blue.frame(width: proxy.size.width / \(fraction), height: 20)
                    }
                }
            }
        }

        Experiment("readers", proposal: ProposedViewSize(width: 300, height: 200)) {
            VStack(spacing: 0) {
                Bar()
                Bar()
            }
        }
        """
    }

    /// The content texts and the blue boxes (with their widths) of an SVG picture.
    static func drawn(_ file: String) throws -> (texts: [String], blues: [String]) {
        let svg = try #require(try SVGElements.parse(file: file))
        let texts = svg.all("text").filter { $0.attributes["class"] == "content" }.map(\.text)
        let blues = svg.rects.filter { $0["fill"] == "#007aff" }.compactMap { $0["width"] }
        return (texts, blues)
    }

    @Test func readersContentIsDrawnAfterRunRerunAndEdit() throws {
        let folder = TemporaryFolder()
        let file = try folder.write(Self.source(fraction: 2), to: "Readers.swift")
        let path = folder.file("n.sqlite")
        let run = try Tool.run(["run", file, "--db", path, "--quiet"])
        #expect(run.status == 0, "\(run.stderr)")

        // Two readers of 300 × 100 (the VStack splits 200 between them); each makes a Text and a
        // blue box half its width, 150. Both readers' content is drawn (the second reader is
        // registered as `GeometryReader#2` and stored as `GeometryReader`, like the first).
        let picture = folder.file("one.svg")
        let shown = try Tool.run(["show", "readers", "--db", path, "--svg", picture])
        #expect(shown.status == 0)
        // Both readers are named as written (`Bar`): the second was `GeometryReader[1]`, unnamed.
        #expect(shown.stdout.split(separator: "\n").filter { $0.hasPrefix("    Bar ") }.count == 2, "\(shown.stdout)")
        let first = try Self.drawn(picture)
        #expect(first.texts == ["Part 150", "Part 150"])
        #expect(first.blues == ["150", "150"])

        // A rerun where nothing moved shares the first result's rows, and with them its made views.
        #expect(try Tool.run(["rerun", "--db", path, "--force", "--quiet"]).status == 0)
        let stored = try Tool.run(["show", "readers", "--db", path, "--svg", folder.file("two.svg")])
        #expect(stored.stdout.contains("run 2"), "\(stored.stdout)")
        #expect(try Self.drawn(folder.file("two.svg")).texts == ["Part 150", "Part 150"])

        // An edit: a third of the width. The report's picture draws the head's made views, and its
        // explorer page each side's own.
        try Self.source(fraction: 3).write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try Tool.run(["run", file, "--db", path, "--quiet"]).status == 0)
        let diff = try Tool.run(["diff", "readers", "--db", path, "--output", folder.file("report.md")])
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(try Self.drawn(folder.file("report/readers.svg")).texts == ["Part 100", "Part 100"])
        let page = try String(contentsOfFile: folder.file("report/readers-explorer.html"), encoding: .utf8)
        #expect(page.contains("Part 150") && page.contains("Part 100"))
    }
}
