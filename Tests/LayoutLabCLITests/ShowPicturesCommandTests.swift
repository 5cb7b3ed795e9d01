// `layoutlab show --svg / --chart / --draw` through the built binary: the SVG parses and has one
// rectangle per view (modifiers the size of their content collapsed into it), in the view's colour, the sweep chart one polyline per labelled node, the terminal
// drawing uses box characters within $COLUMNS, and JSON output is never mixed with a drawing.
import Foundation
import Testing
import TestSupport

@Suite struct ShowPicturesCommandTests {
    @Test func svgHasOneRectanglePerViewInItsColour() throws {
        let folder = TemporaryFolder()
        let path = try ExplainCommandTests.recordedExamples(in: folder)
        let file = folder.file("layout.svg")
        let shown = try Tool.run(["show", "seed001/relative-second", "--db", path, "--svg", file])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.hasPrefix("seed001/relative-second — run 1"))
        #expect(shown.stderr == "wrote \(file)\n")
        let svg = try #require(try SVGElements.parse(file: file))
        #expect(svg.elements.first?.name == "svg")
        let json = try Tool.json(try Tool.run(["show", "seed001/relative-second", "--db", path, "--format", "json"]).stdout)
        let nodes = try #require((json["outcomes"] as? [[String: Any]])?.first?["nodes"] as? [[String: Any]])
        let placed = nodes.filter { !($0["frame"] is NSNull) }
        #expect(placed.count == 8)
        // The HStack and its three Colors: the frame and border around the stack, relativeProposed and
        // the labels' wrappers are the size of their content, so they collapse into it (8 placed
        // nodes, 4 boxes; an unlabelled box is named by its view's path).
        let rects = svg.all("rect", with: "data-node")
        #expect(rects.map { $0["data-node"] } == ["frame[0]/border[0]/HStack[0]", "blue", "green", "yellow"])
        let blue = try #require(rects.first { $0["data-node"] == "blue" })
        let yellow = try #require(rects.first { $0["data-node"] == "yellow" })
        #expect(blue["width"] == "200")
        #expect(yellow["width"] == "300")
        // Colours come from the stored definition's views: Color.blue is drawn blue.
        #expect(blue["fill"] == "#007aff")
        #expect(yellow["fill"] == "#ffcc00")

        // --proposal picks the layout of a sweep; out of range is an error that writes nothing.
        let sweepFile = folder.file("sweep.svg")
        let third = try Tool.run(["show", "sweep/relative-first", "--proposal", "2", "--db", path, "--svg", sweepFile])
        #expect(third.status == 0, "\(third.stderr)")
        #expect(third.stdout.contains("Proposal 2: 320×80 → 320×80"))
        #expect(!third.stdout.contains("Proposal 0:"))
        let sweepRects = try #require(try SVGElements.parse(file: sweepFile)).all("rect", with: "data-node")
        #expect(sweepRects.first { $0["data-node"] == "green" }?["width"] == "125")
        let outside = try Tool.run(["show", "seed001/relative-second", "--proposal", "1", "--db", path,
                                    "--svg", folder.file("none.svg")])
        outside.expect(exits: 2)
        #expect(outside.stderr.contains("its only proposal is 0 (620×80)"))
        #expect(!FileManager.default.fileExists(atPath: folder.file("none.svg")))
    }

    /// `--quiet` prints nothing but errors in every reading command: `show --svg --quiet` only
    /// writes its picture (a reader of real app code found the tables printed all the same).
    @Test func quietReadingCommandsPrintNothing() throws {
        let folder = TemporaryFolder()
        let path = try ExplainCommandTests.recordedExamples(in: folder)
        let file = folder.file("quiet.svg")
        for arguments in [["show", "seed001/relative-second", "--svg", file], ["show", "seed001/relative-second"],
                          ["list"], ["runs"], ["explain", "seed001/relative-second"]] {
            let quiet = try Tool.run(arguments + ["--db", path, "--quiet"])
            #expect(quiet.status == 0, "\(arguments): \(quiet.stderr)")
            #expect(quiet.stdout == "", "\(arguments)")
            #expect(quiet.stderr == "", "\(arguments)")
            // Without --quiet the same command prints its text.
            #expect(try Tool.run(arguments + ["--db", path]).stdout.count > 40, "\(arguments)")
        }
        #expect(try SVGElements.parse(file: file)?.all("rect", with: "data-node").count == 4)
        // Errors still reach stderr, with their exit status.
        let missing = try Tool.run(["show", "no-such-experiment", "--db", path, "--quiet"])
        missing.expect(exits: 2)
        #expect(missing.stdout == "")
        #expect(missing.stderr.contains("no-such-experiment"))
        // JSON is still printed when asked for.
        #expect(try Tool.json(try Tool.run(["list", "--db", path, "--quiet", "--format", "json"]).stdout)["experiments"] != nil)
    }

    @Test func chartHasOnePolylinePerLabelledNode() throws {
        let folder = TemporaryFolder()
        let path = try ExplainCommandTests.recordedExamples(in: folder)
        let file = folder.file("chart.svg")
        let shown = try Tool.run(["show", "sweep/relative-first", "--db", path, "--chart", file, "--format", "json"])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(try Tool.json(shown.stdout)["experiment"] as? String == "sweep/relative-first")
        let svg = try #require(try SVGElements.parse(file: file))
        let lines = svg.all("polyline", with: "data-label")
        #expect(lines.map { $0["data-label"] } == ["blue", "green", "yellow"])
        // One point per swept width, 200 through 800 by 60.
        #expect(lines.allSatisfy { $0["points"]?.split(separator: " ").count == 11 })

        let height = try Tool.run(["show", "sweep/text-in-height", "--db", path, "--chart", folder.file("height.svg")])
        #expect(height.status == 0, "\(height.stderr)")
        #expect(try #require(try SVGElements.parse(file: folder.file("height.svg"))).all("polyline", with: "data-label")
            .isEmpty == false)

        let unswept = try Tool.run(["show", "seed001/relative-second", "--db", path, "--chart", folder.file("no.svg")])
        unswept.expect(exits: 2)
        #expect(unswept.stdout.isEmpty)
        #expect(unswept.stderr.hasPrefix("error: experiment 'seed001/relative-second' has no sweep"))
        #expect(!FileManager.default.fileExists(atPath: folder.file("no.svg")))

        let nowhere = try Tool.run(["show", "sweep/relative-first", "--db", path, "--chart", folder.file("a/b/chart.svg")])
        nowhere.expect(exits: 2)
        #expect(nowhere.stderr.contains("the folder \(folder.file("a/b")) does not exist"))
    }

    @Test func drawPrintsBoxCharactersWithinTheColumns() throws {
        let folder = TemporaryFolder()
        let path = try ExplainCommandTests.recordedExamples(in: folder)
        let drawn = try Tool.run(["show", "seed001/relative-second", "--db", path, "--draw"], environment: ["COLUMNS": "60"])
        #expect(drawn.status == 0, "\(drawn.stderr)")
        let boxLines = drawn.stdout.split(separator: "\n").filter { $0.contains { "┌┐└┘│─".contains($0) } }
        #expect(boxLines.count >= 3)
        #expect(boxLines.allSatisfy { $0.count <= 60 })
        #expect(boxLines.first?.hasPrefix("  ┌") == true)
        #expect(drawn.stdout.contains("blue 200×80"))
        #expect(drawn.stdout.contains("yellow 300×80"))
        // The drawing sits between the node table and the expectations.
        let table = try #require(drawn.stdout.range(of: "written at"))
        let box = try #require(drawn.stdout.range(of: "┌"))
        let expectations = try #require(drawn.stdout.range(of: "Expectations:"))
        #expect(table.upperBound < box.lowerBound && box.upperBound < expectations.lowerBound)

        // Not drawn when stdout is not a terminal, nor ever in JSON.
        let plain = try Tool.run(["show", "seed001/relative-second", "--db", path])
        #expect(!plain.stdout.contains("┌"))
        let json = try Tool.run(["show", "seed001/relative-second", "--db", path, "--draw", "--format", "json"])
        json.expect(exits: 0)
        #expect(try Tool.json(json.stdout)["experiment"] as? String == "seed001/relative-second")
    }
}
