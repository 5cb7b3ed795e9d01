// Diff of an edit: a redefined experiment's frames are compared (nodes by label, then path), nodes on
// one side only are added/removed, the report carries the unified diff of the two sources; and the
// latest-two pairing never reports an experiment missing from a partial run as removed.
import Foundation
import Experiments
import LayoutEngine
import Notebook
import Reports
import Testing

@Suite struct EditDiffTests {
    @Test func unifiedDiffOfTwoSources() {
        let base = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\nm"
        let head = "a\nb\nc\nD\ne\nf\ng\nh\ni\nj\nk\nl\nm\nn"
        #expect(unifiedDiff(base: base, head: head) == [
            "--- base", "+++ head",
            "@@ -1,7 +1,7 @@", " a", " b", " c", "-d", "+D", " e", " f", " g",
            "@@ -11,3 +11,4 @@", " k", " l", " m", "+n",
        ])
        // Changes up to six equal lines apart share a hunk, as in GNU diff.
        #expect(unifiedDiff(base: "a\nb\nc\nd\ne\nf\ng\nh", head: "A\nb\nc\nd\ne\nf\ng\nH").count == 2 + 1 + 10)
        #expect(unifiedDiff(base: "x", head: "x").isEmpty)
        #expect(unifiedDiff(base: "", head: "new") == ["--- base", "+++ head", "@@ -1,1 +1,1 @@", "-", "+new"])
        // Too large for the table: shown as a whole replacement, still correct.
        #expect(unifiedDiff(base: "a\nb", head: "a\nc\nb", maxCells: 0) == [
            "--- base", "+++ head", "@@ -1,2 +1,3 @@", " a", "+c", " b"])
        #expect(unifiedDiff(base: "a\nb\nc", head: "a\nx\nc", maxCells: 0) == [
            "--- base", "+++ head", "@@ -1,3 +1,3 @@", " a", "-b", "+x", " c"])
    }

    private func edited() -> (StoredResult, StoredResult) {
        let before = ViewNode.hstack(spacing: 0) {
            ViewNode.color("blue").frame(width: 40).id("blue")
            ViewNode.color("red").id("red")
            ViewNode.color("gone").id("gone")
        }
        // Blue moved into a VStack (its path changes, its label does not), "gone" went, "new" came.
        let after = ViewNode.hstack(spacing: 0) {
            ViewNode.vstack { ViewNode.color("blue").frame(width: 60).id("blue") }
            ViewNode.color("red").id("red")
            ViewNode.color("new").id("new")
        }
        var base = result("edit", hash: "old", [outcome(before, 200, 50)])
        base.source = "HStack {\n    Color.blue.frame(width: 40).id(\"blue\")\n}"
        var head = result("edit", hash: "new", [outcome(after, 200, 50)])
        head.source = "HStack {\n    VStack { Color.blue.frame(width: 60).id(\"blue\") }\n}"
        return (base, head)
    }

    @Test func anEditIsComparedByLabelThenPath() throws {
        let (base, head) = edited()
        let diff = compareExperiment(name: "edit", base: base, head: head)
        #expect(diff.status == .redefined)
        let change = try #require(diff.definitionChange)
        #expect(change.baseHash == "old" && change.headHash == "new" && change.sourcesKnown)
        #expect(change.sourceDiff == [
            "--- edit (old)", "+++ edit (new)", "@@ -1,3 +1,3 @@", " HStack {",
            "-    Color.blue.frame(width: 40).id(\"blue\")",
            "+    VStack { Color.blue.frame(width: 60).id(\"blue\") }", " }"])
        let nodes = try #require(diff.proposals.first?.nodes)
        let byKey = Dictionary(uniqueKeysWithValues: nodes.map { ($0.key.display, $0) })
        #expect(byKey["blue"]?.change == .shifted)
        #expect(byKey["blue"]?.delta == FrameDelta(x: 0, y: 0, width: 20, height: 0))
        #expect(byKey["new"]?.change == .added)
        #expect(byKey["gone"]?.change == .removed)
        #expect(byKey["red"]?.change == .shifted)
        // Blue's own colour is unlabelled and changed path; it is the only child of the frame
        // labelled "blue" in both results, so it is the same view, grown with its frame.
        #expect(byKey["HStack[0]/VStack[0]/frame[0]/Color[0]"]?.change == .shifted)
        #expect(byKey["HStack[0]/VStack[0]/frame[0]/Color[0]"]?.delta == FrameDelta(x: 0, y: 0, width: 20, height: 0))
        #expect(byKey["HStack[0]/frame[0]/Color[0]"] == nil)

        let comparison = compareRuns(base: snapshot(runSummary(1), [base]), head: snapshot(runSummary(2), [head]))
        let markdown = renderDiffReport(comparison).markdown
        #expect(markdown.contains("""
            ### `edit` (run 1 → run 2)

            Definition `old` → `new`.

            Source change:

            ```diff
            --- edit (old)
            +++ edit (new)
            @@ -1,3 +1,3 @@
             HStack {
            -    Color.blue.frame(width: 40).id("blue")
            +    VStack { Color.blue.frame(width: 60).id("blue") }
             }
            ```
            """))
        #expect(markdown.contains("| `blue` and the 1 node inside, with the same frames | frame | 40×50 at (0, 0) | 60×50 at (0, 0) | 0 | 0 | +20 | 0 |"))
        #expect(markdown.contains("| `new` | Color | — | "))
        #expect(markdown.contains("| `gone` | Color | "))
    }

    @Test("an edited definition's older run is drawn from its own tree: the older boxes keep their symbol and text")
    func anEditDrawsTheOlderRunFromItsOwnTree() throws {
        // A 20-point pause symbol and its title become a 24-point play symbol and another title.
        func bar(_ symbol: String, _ size: Double, _ title: String) -> ViewNode {
            ViewNode.hstack(spacing: 8) {
                ViewNode(.symbol(name: symbol, resizable: true)).frame(width: size, height: size)
                ViewNode.text(title)
            }
        }
        let before = bar("pause.fill", 20, "Paused"), after = bar("play.fill", 24, "Playing")
        func stored(_ tree: ViewNode, hash: String) -> StoredResult {
            var stored = result("bar", hash: hash, [outcome(tree, 300, 40)])
            stored.source = "#Preview { Bar() }"
            stored.definitionJSON = CanonicalTree.encodeDefinition(
                Experiment(name: "bar", tree: tree, proposals: [ProposedViewSize(width: 300, height: 40)]))
            return stored
        }
        let comparison = compareRuns(base: snapshot(runSummary(1), [stored(before, hash: "old")]),
                                     head: snapshot(runSummary(2), [stored(after, hash: "new")]))
        #expect(comparison.experiments.first?.baseTree == before)
        #expect(comparison.experiments.first?.headTree == after)
        let report = renderDiffReport(comparison, options: ReportOptions(pictureFolder: "pics"))
        let svg = try #require(report.pictures.first { $0.relativePath.hasSuffix(".svg") }?.svg)
        // The older (dashed) symbol box is captioned with its own symbol, the newer with its own.
        #expect(svg.contains("Image(&quot;pause.fill&quot;) · 20×20"))
        #expect(svg.contains("Image(&quot;play.fill&quot;) · 24×24"))
        #expect(!svg.contains("Image · "))
    }

    /// Two results of `name` whose own source text is the same but whose definitions differ (an
    /// edit elsewhere in the file): a 40-wide icon becomes 30 wide.
    private func editedElsewhere(_ name: String, source: String, before: String, after: String) -> (StoredResult, StoredResult) {
        let row = ViewNode.hstack { ViewNode.color("blue").frame(width: 40).id("icon") }
        let wider = ViewNode.hstack { ViewNode.color("blue").frame(width: 30).id("icon") }
        var base = result(name, hash: "old", [outcome(row, 300, 60)])
        var head = result(name, hash: "new", [outcome(wider, 300, 60)])
        base.source = source
        head.source = source
        base.definitionJSON = before
        head.definitionJSON = after
        return (base, head)
    }

    @Test func anEditOutsideTheStatementShowsTheDefinitionOutline() throws {
        let json = #"{"expectations":[],"format":1,"images":{},"proposals":[{"height":60,"width":300}],"sweep":null,"#
            + #""tree":{"alignment":"center","children":[{"alignment":"center","children":[{"kind":"color","name":"blue"}],"#
            + #""height":null,"kind":"frame","label":"icon","origin":["Card.swift",12,9,"Card"],"width":40}],"kind":"hstack","spacing":4}}"#
        #expect(definitionOutline(json) == [
            "proposal 0: height=60 width=300",
            "hstack alignment=\"center\" spacing=4",
            "  frame alignment=\"center\" height=null label=\"icon\" width=40",
            "    color name=\"blue\"",
        ])
        #expect(definitionOutline("not json") == nil)
        let (base, head) = editedElsewhere("card", source: "Experiment(\"card\") { Card() }", before: json,
                                           after: json.replacingOccurrences(of: "\"width\":40", with: "\"width\":30"))
        let change = try #require(compareExperiment(name: "card", base: base, head: head).definitionChange)
        #expect(change.sourceDiff.isEmpty)
        #expect(change.outlineDiff == [
            "--- definition old", "+++ definition new", "@@ -1,4 +1,4 @@",
            " proposal 0: height=60 width=300", " hstack alignment=\"center\" spacing=4",
            "-  frame alignment=\"center\" height=null label=\"icon\" width=40",
            "+  frame alignment=\"center\" height=null label=\"icon\" width=30", "     color name=\"blue\""])
        let markdown = renderDiffReport(compareRuns(base: snapshot(runSummary(1), [base]),
                                                    head: snapshot(runSummary(2), [head]))).markdown
        // Where the changed view was written is named: where the edit is (its origin is no part of
        // the outline, so moving it changes nothing there).
        #expect(change.changedAt == ["Card.swift:12:9"])
        #expect(markdown.contains("the change is in code it calls, written at `Card.swift:12:9`. "
            + "What it changed in the laid-out definition:\n\n```diff\n--- definition old\n"))
    }

    /// Two views read alike after the edit (`layoutPriority priority=1`, AdaptiveLayouts' second and
    /// third Texts): only the one whose line the diff changes, the third, is named.
    @Test func changedPlacesAreFoundByPositionNotText() {
        let base = [("hstack", "V.swift:3:9"), ("  layoutPriority priority=1", "V.swift:5:13"), ("    text string=\"2nd\"", "V.swift:5:13"),
                    ("  layoutPriority priority=4", "V.swift:7:13"), ("    text string=\"3rd\"", "V.swift:7:13")]
            .map { (line: $0.0, origin: Optional($0.1)) }
        var head = base
        head[3].line = "  layoutPriority priority=1"
        let diff = unifiedDiff(base: base.map(\.line).joined(separator: "\n"), head: head.map(\.line).joined(separator: "\n"),
                               baseName: "definition old", headName: "definition new")
        #expect(diff.contains("+  layoutPriority priority=1"))
        #expect(origins(ofChangedLines: diff, base: base, head: head) == ["V.swift:7:13"])
    }

    // A custom Layout's parameter lives in the experiment's file, not in its laid-out tree (the
    // outlines are equal): the report shows the diff of the file the definition keeps.
    @Test func anEditInCodeTheLayoutRunsShowsTheFileDiff() throws {
        func definition(_ spacing: Int) -> String {
            #"{"expectations":[],"format":1,"images":{},"program":{"file":"Flow.swift","text":"struct Flow: Layout {\n"#
                + #"  var spacing = \#(spacing)\n}\n#Preview { Flow { Text(\"a\") } }"},"proposals":[{"height":60,"width":300}],"#
                + #""sweep":null,"tree":{"kind":"custom","name":"Flow","children":[{"kind":"color","name":"blue"}]}}"#
        }
        #expect(definitionProgram(definition(6))?.file == "Flow.swift")
        #expect(definitionProgram(definition(6))?.text.contains("var spacing = 6") == true)
        #expect(definitionProgram(#"{"format":1}"#) == nil)
        let (base, head) = editedElsewhere("flow", source: "#Preview { Flow { Text(\"a\") } }", before: definition(6),
                                           after: definition(10))
        let change = try #require(compareExperiment(name: "flow", base: base, head: head).definitionChange)
        #expect(change.outlineDiff.isEmpty)
        #expect(change.programDiff == [
            "--- Flow.swift (old)", "+++ Flow.swift (new)", "@@ -1,4 +1,4 @@",
            " struct Flow: Layout {", "-  var spacing = 6", "+  var spacing = 10", " }", " #Preview { Flow { Text(\"a\") } }"])
        let markdown = renderDiffReport(compareRuns(base: snapshot(runSummary(1), [base]),
                                                    head: snapshot(runSummary(2), [head]))).markdown
        #expect(markdown.contains("(a view type or helper, in its file or another). Its file changed:\n\n```diff\n--- Flow.swift (old)\n"))
    }

    // The edit is in another file of the app that the layout's file compiles with: the report shows
    // that file's diff (the experiment's own file is unchanged).
    @Test func anEditInAnotherFileOfTheModuleShowsThatFilesDiff() throws {
        func definition(_ width: Int) -> String {
            ##"{"expectations":[],"format":1,"images":{},"program":{"companions":[{"file":"Tile.swift","##
                + ##""text":"struct Tile: View {\n  var width = \##(width)\n}"}],"file":"Flow.swift","text":"#Preview { Flow { Tile() } }"},"##
                + ##""proposals":[{"height":60,"width":300}],"sweep":null,"tree":{"kind":"custom","name":"Flow","children":[{"kind":"color","name":"blue"}]}}"##
        }
        #expect(definitionProgramFiles(definition(40)).map(\.file) == ["Flow.swift", "Tile.swift"])
        let (base, head) = editedElsewhere("flow", source: "#Preview { Flow { Tile() } }", before: definition(40),
                                           after: definition(50))
        let change = try #require(compareExperiment(name: "flow", base: base, head: head).definitionChange)
        #expect(Array(change.programDiff.prefix(2)) == ["--- Tile.swift (old)", "+++ Tile.swift (new)"])
        #expect(change.programDiff.contains("-  var width = 40") && change.programDiff.contains("+  var width = 50"))
    }

    // An app's experiments that run its code are all redefined by an edit to any file of it: those
    // in which nothing moved are listed together under the edit, shown once; the one that moved is
    // detailed.
    @Test func experimentsRedefinedOnlyByAnotherFilesEditAreListedTogether() throws {
        func definition(_ file: String, width: Int) -> String {
            ##"{"expectations":[],"format":1,"images":{},"program":{"companions":[{"file":"Tile.swift","##
                + ##""text":"struct Tile: View {\n  var width = \##(width)\n}"}],"file":"\##(file)","text":"#Preview { Tile() }"},"##
                + ##""proposals":[{"height":60,"width":300}],"sweep":null,"tree":{"kind":"custom","name":"Flow","children":[{"kind":"color","name":"blue"}]}}"##
        }
        let (movedBase, movedHead) = editedElsewhere("flow", source: "#Preview { Flow { Tile() } }",
                                                     before: definition("Flow.swift", width: 40), after: definition("Flow.swift", width: 50))
        let row = ViewNode.hstack { ViewNode.color("blue").frame(width: 40).id("icon") }
        func still(_ name: String, file: String) -> (StoredResult, StoredResult) {
            var base = result(name, hash: "old-\(name)", [outcome(row, 300, 60)])
            var head = result(name, hash: "new-\(name)", [outcome(row, 300, 60)])
            base.source = "#Preview { \(name) }"
            head.source = base.source
            base.definitionJSON = definition(file, width: 40)
            head.definitionJSON = definition(file, width: 50)
            return (base, head)
        }
        let (gridBase, gridHead) = still("grid", file: "Grid.swift")
        let (stripBase, stripHead) = still("strip", file: "Strip.swift")
        let markdown = renderDiffReport(compareRuns(base: snapshot(runSummary(1), [movedBase, gridBase, stripBase]),
                                                    head: snapshot(runSummary(2), [movedHead, gridHead, stripHead]))).markdown
        #expect(markdown.contains("**0 of 3 experiments shifted; 3 redefined (1 with views that moved)**"))
        #expect(markdown.contains("### `flow` (run 1 → run 2)\n\nDefinition `old` → `new`."))
        #expect(!markdown.contains("### `grid`") && !markdown.contains("### `strip`"))
        #expect(markdown.contains("""
            ### 2 experiments redefined by an edit to their module, nothing moved

            Their own source and views are the same, and no node moved, appeared or disappeared: they run code \
            compiled with the edited file. `grid`, `strip`. The edit:

            ```diff
            --- Tile.swift
            +++ Tile.swift
            @@ -1,3 +1,3 @@
             struct Tile: View {
            -  var width = 40
            +  var width = 50
             }
            ```
            """))
    }

    @Test func latestResultsPairingNeverReportsAPartialRunAsRemoved() {
        let row = ViewNode.hstack { ViewNode.color("red").id("red") }
        let one = result("one", [outcome(row, 100, 50)])
        let oneAgain = result("one", [outcome(row, 120, 50)])
        let two = result("two", [outcome(row, 100, 50)])
        let twoAgain = result("two", [outcome(row, 100, 50)])
        // Run 1 had both; run 2 only "one"; run 3 only "two".
        let comparison = compareLatestResults([
            PairedResults(experiment: "two", base: two, head: twoAgain, runs: RunPair(base: 1, head: 3)),
            PairedResults(experiment: "one", base: one, head: oneAgain, runs: RunPair(base: 1, head: 2)),
        ], base: runSummary(1), head: runSummary(3))
        #expect(comparison.pairing == .latestResults)
        #expect(comparison.experiments.map(\.name) == ["one", "two"])
        #expect(comparison.experiments.map(\.status) == [.shifted, .unchanged])
        #expect(comparison.count(.removed) == 0)
        let markdown = renderDiffReport(comparison).markdown
        #expect(markdown.hasPrefix("# Layout diff: each experiment's latest two results\n"))
        #expect(markdown.contains("### `one` (run 1 → run 2)"))
        #expect(markdown.contains("| node | kind | run 1 | run 2 |"))
        // Its picture names its own runs too (was: the report's, run 1 → run 3).
        let report = renderDiffReport(comparison, options: ReportOptions(pictureFolder: "pics"))
        let svg = report.pictures.first { $0.relativePath.hasSuffix(".svg") }?.svg ?? ""
        #expect(svg.contains("one: run 1 → run 2") && !svg.contains("run 3"))
        #expect(report.markdown.contains("![run 1 dashed, run 2 solid]("))
        #expect(report.markdown.contains("In the pictures, dashed boxes are each experiment's earlier result, solid blue boxes its later one"))
    }
}
