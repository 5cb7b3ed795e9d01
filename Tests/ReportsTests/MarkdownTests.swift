// Escaping, number formatting, hostile names and size caps.
import LayoutEngine
import Notebook
import Reports
import Testing

/// Splits a GFM table row into cells the way GitHub does: a backslash escapes the next character
/// (so `\|` is not a separator), the outer pipes are dropped.
func gfmCells(_ row: String) -> [String] {
    var cells: [String] = []
    var current = ""
    var escaped = false
    for character in row {
        if escaped { current.append(character); escaped = false; continue }
        if character == "\\" { current.append(character); escaped = true; continue }
        if character == "|" { cells.append(current); current = ""; continue }
        current.append(character)
    }
    cells.append(current)
    if cells.first?.trimmingCharacters(in: .whitespaces).isEmpty == true { cells.removeFirst() }
    if cells.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { cells.removeLast() }
    return cells
}

/// Every table in `markdown` has rows with as many cells as its header.
func tablesAreIntact(_ markdown: String) -> Bool {
    var expected: Int?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
        guard line.hasPrefix("|") else { expected = nil; continue }
        let count = gfmCells(line).count
        if let expected, count != expected { return false }
        if expected == nil { expected = count }
    }
    return true
}

@Suite struct EscapingTests {
    @Test func codeSpansSurviveBackticksPipesAndNewlines() {
        #expect(markdownCode("chat/bubble") == "`chat/bubble`")
        #expect(markdownCode("a`b") == "``a`b``")
        #expect(markdownCode("`edge`") == "`` `edge` ``")
        #expect(markdownCode("a|b", inTable: true) == "`a\\|b`")
        #expect(markdownCode("a|b") == "`a|b`")
        #expect(markdownCode("a\\|b", inTable: true) == "`a\\\\\\|b`")
        #expect(markdownCode("line\nbreak") == "`line⏎break`")
        #expect(markdownCode("") == "` `")
    }

    @Test func plainTextEscapesMarkupAndHTML() {
        #expect(markdownText("<script>alert(1)</script>") == "&lt;script&gt;alert(1)&lt;/script&gt;")
        #expect(markdownText("a|b*c_d`e[f]") == "a\\|b\\*c\\_d\\`e\\[f\\]")
        #expect(markdownText("x\r\ny\u{7}") == "x⏎⏎y\u{FFFD}")
    }

    @Test func numbersAndDeltas() {
        #expect(formatDelta(-80) == "−80")
        #expect(formatDelta(12.5) == "+12.5")
        #expect(formatDelta(0) == "0")
        #expect(formatDelta(1 / 3) == "+0.33")
        #expect(formatDelta(.infinity) == "+∞")
        #expect(ProposedViewSize(width: nil, height: .infinity).description == "nil×∞")
    }
}

@Suite struct HostileNameTests {
    static let names = ["a|b", "tick`tock", "<script>alert(1)</script>", "two\nlines", "back\\|slash", "| leading", "`"]

    func hostilePair() -> (RunSnapshot, RunSnapshot) {
        var baseResults: [StoredResult] = []
        var headResults: [StoredResult] = []
        for (offset, name) in HostileNameTests.names.enumerated() {
            let label = "label \(name)"
            baseResults.append(result(name, [handMade([(label, Rect(x: 0, y: 0, width: 100, height: 10))])]))
            headResults.append(result(name, [handMade([(label, Rect(x: 0, y: 0, width: 100 + Double(offset + 1), height: 10))])]))
        }
        baseResults.append(result("gone|`<x>", [handMade([])]))
        headResults.append(failure("broken|name", "bad | error\nwith `code` <b>"))
        return (snapshot(runSummary(1, options: ["odd|option"], label: "lab|el <i>"), baseResults),
                snapshot(runSummary(2), headResults))
    }

    @Test func hostileNamesCannotBreakTables() {
        let (base, head) = hostilePair()
        let markdown = renderDiffReport(compareRuns(base: base, head: head),
                                        options: ReportOptions(pictureFolder: "pics")).markdown
        #expect(tablesAreIntact(markdown))
        #expect(!markdown.contains("<i>"))
        #expect(!markdown.contains("<b>"))
        // Names never produce a raw newline inside a table row or heading.
        for line in markdown.split(separator: "\n") where line.hasPrefix("|") || line.hasPrefix("#") {
            #expect(!line.contains("two\nlines"))
        }
        #expect(markdown.contains("`two⏎lines`"))
    }

    @Test func hostileNamesGivePortablePictureNames() {
        let (base, head) = hostilePair()
        let pictures = renderDiffReport(compareRuns(base: base, head: head),
                                        options: ReportOptions(pictureFolder: "pics")).pictures.map(\.relativePath)
        // A picture and an explorer page for each.
        #expect(pictures.count == 2 * HostileNameTests.names.count)
        #expect(Set(pictures).count == pictures.count)
        for path in pictures {
            #expect(path.allSatisfy { $0.isLetter || $0.isNumber || "/-_.".contains($0) }, "\(path)")
        }
    }
}

@Suite struct CapTests {
    @Test func largeReportsSayHowMuchIsNotShown() {
        var baseResults: [StoredResult] = []
        var headResults: [StoredResult] = []
        for index in 0..<30 {
            let name = "e\(index < 10 ? "0" : "")\(index)"
            let nodes = (0..<20).map { ("n\($0)", Rect(x: 0, y: 0, width: 10, height: 10)) as (String, Rect?) }
            baseResults.append(result(name, [handMade(nodes)]))
            headResults.append(result(name, [handMade(nodes.map { ($0.0, Rect(x: 0, y: 0, width: 10 + Double(index), height: 10)) })]))
        }
        let comparison = compareRuns(base: snapshot(runSummary(1), baseResults), head: snapshot(runSummary(2), headResults))
        let markdown = renderDiffReport(comparison, options: ReportOptions(maxDetailedExperiments: 3, maxNodeRows: 5,
                                                                          maxRows: 10)).markdown
        #expect(markdown.contains("19 more not shown (29 in all).")) // e00 did not move
        #expect(markdown.contains("26 more shifted experiments not shown (29 in all)."))
        #expect(markdown.contains("15 more rows not shown (20 in all)."))
        #expect(tablesAreIntact(markdown))
        // Largest shift first: e29 moved by 29 pt.
        #expect(markdown.contains("largest: `e29` › `n0` width 10 → 39 (+29 pt)"))
    }

    @Test func nothingShifted() {
        let layout = handMade([("a", Rect(x: 0, y: 0, width: 10, height: 10))])
        let comparison = compareRuns(base: snapshot(runSummary(1), [result("e", [layout])]),
                                     head: snapshot(runSummary(2), [result("e", [layout])]))
        #expect(diffVerdict(comparison) == "0 of 1 experiment shifted")
        let markdown = renderDiffReport(comparison).markdown
        #expect(!markdown.contains("## Shifted experiments"))
        #expect(!markdown.contains("## Details"))
    }
}
