// Nodes named as the user wrote them, through the built binary, on a pasted screen with three view
// types of its own: what the notebook records (types, lines, names), explain's first steps,
// explain --node by name and by file:line, and the change lines diff and watch print.
import Foundation
import Testing
import TestSupport

@Suite struct NamedNodesCommandTests {
    /// A forecast screen: a title view and two day views in an HStack of `spacing`.
    static func screen(spacing: Int) -> String {
        """
        import SwiftUI

        struct DayView: View {
            var day: String
            var temperature: Int
            var body: some View {
                VStack(spacing: 4) {
                    Text(day)
                        .font(.caption)
                    Text("\\(temperature)°")
                        .padding(2)
                }
            }
        }

        struct CityTitle: View {
            var name: String
            var body: some View {
                Text(name).padding(.bottom, 8)
            }
        }

        struct Forecast: View {
            var body: some View {
                VStack(spacing: 0) {
                    CityTitle(name: "Cupertino, CA")
                    HStack(spacing: \(spacing)) {
                        DayView(day: "TUE", temperature: 76)
                        DayView(day: "FRI", temperature: 81)
                    }
                }
            }
        }

        #Preview { Forecast() }

        """
    }

    /// A streak badge's emoji and a Japanese title take two terminal columns a character: the
    /// table's columns still line up after them (each row's "written at" starts in one column).
    @Test("show's table lines up after emoji and wide characters")
    func tableLinesUpAfterWideCharacters() throws {
        let folder = TemporaryFolder()
        let path = folder.file("n.sqlite")
        try folder.write("import SwiftUI\n#Preview { VStack { Text(\"🔥🔥 3\"); Text(\"日本\"); Text(\"Plain\") } }\n", to: "Badge.swift")
        #expect(try Tool.run(["run", folder.file("Badge.swift"), "--db", path]).status == 0)
        let shown = try Tool.run(["show", "Badge", "--db", path]).stdout
        let rows = shown.split(separator: "\n").filter { $0.contains("Badge.swift:2:") && !$0.hasPrefix("Source") }
        #expect(rows.count == 4)
        // The column where "Badge.swift" starts, counting an emoji or CJK character as two.
        let starts = rows.map { row -> Int in
            let prefix = row[..<row.range(of: "Badge.swift")!.lowerBound]
            return prefix.reduce(0) { $0 + ($1.unicodeScalars.first!.properties.isEmojiPresentation
                                            || ("\u{3000}"..."\u{9FFF}").contains($1.unicodeScalars.first!) ? 2 : 1) }
        }
        #expect(Set(starts).count == 1, "\(rows)")
    }

    @Test("the notebook, explain and diff name a pasted screen's nodes by its own views, texts and lines")
    func namesAsWritten() throws {
        let folder = TemporaryFolder()
        let path = folder.file("n.sqlite")
        try folder.write(Self.screen(spacing: 12), to: "Forecast.swift")
        let run = try Tool.run(["run", folder.file("Forecast.swift"), "--db", path])
        #expect(run.status == 0, "\(run.stderr)")

        // Each node's user view type, the place of the expression that made it and its name. The
        // outermost node of each of the screen's views is placed where that view is used.
        let rows = try Tool.run(["show", "Forecast", "--db", path, "--format", "json"])
        let json = try Tool.json(rows.stdout)
        let outcome = try #require((json["outcomes"] as? [[String: Any]])?.first)
        let nodes = try #require(outcome["nodes"] as? [[String: Any]])
        let named = nodes.map { node in
            ["display_name", "view_type", "source_line"].map { node[$0] as? String ?? "NULL" }.joined(separator: " | ")
        }
        #expect(named == [
            "Forecast \"Cupertino, CA\" | Forecast | Forecast.swift:35:12",
            "CityTitle \"Cupertino, CA\" | CityTitle | Forecast.swift:26:13",
            "Text \"Cupertino, CA\" | CityTitle | Forecast.swift:19:9",
            "HStack | Forecast | Forecast.swift:27:13",
            "DayView \"TUE\" | DayView | Forecast.swift:28:17",
            "Text \"TUE\" · font | DayView | Forecast.swift:8:13",
            "Text \"TUE\" | DayView | Forecast.swift:8:13",
            "Text \"76°\" · padding | DayView | Forecast.swift:10:13",
            "Text \"76°\" | DayView | Forecast.swift:10:13",
            "DayView \"FRI\" | DayView | Forecast.swift:29:17",
            "Text \"FRI\" · font | DayView | Forecast.swift:8:13",
            "Text \"FRI\" | DayView | Forecast.swift:8:13",
            "Text \"81°\" · padding | DayView | Forecast.swift:10:13",
            "Text \"81°\" | DayView | Forecast.swift:10:13",
        ])

        // Explain speaks of the user's views; the HStack, met once, is "the HStack".
        let explained = try Tool.run(["explain", "Forecast", "--db", path], environment: ["COLUMNS": "100"])
        #expect(explained.status == 0, "\(explained.stderr)")
        #expect(explained.stdout.hasPrefix("""
            Forecast/preview-1 — run 1, proposal 0: 390×763 → 107×71

            Sizing
             1. The experiment proposes 390×763 to Forecast "Cupertino, CA", the root of the tree.
             2. Forecast "Cupertino, CA" asks each child for its minimum and maximum height (proposing 0 and ∞,
                width 390): CityTitle "Cupertino, CA" 28.33 and 28.33; the HStack 42.67 and 42.67.
            """))

        // --node by a name (quotes optional), by the line it is used at, by a view type (every
        // instance) and by a place (both temperatures): of the 34 steps, those about the nodes
        // found, their ancestors and content — never the title's (4 and 5).
        let friday = [1, 2, 3, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 25, 26, 27, 28, 30, 33, 34]
        let queries: [(String, [Int])] = [
            ("DayView \"FRI\"", friday), ("DayView FRI", friday), ("Forecast.swift:29", friday),
            ("DayView", [1, 2, 3] + Array(6...28) + [30, 31, 32, 33, 34]),
            ("Forecast.swift:10:13", [1, 2, 3, 6, 7, 8, 9, 10, 11, 14, 15, 16, 17, 18, 19, 22, 23, 24, 25, 26, 27, 28, 30, 31, 32, 33, 34]),
        ]
        for (query, expected) in queries {
            let focused = try Tool.run(["explain", "Forecast", "--db", path, "--node", query, "--format", "json"])
            #expect(focused.status == 0, "\(query): \(focused.stderr)")
            let steps = try #require(try Tool.json(focused.stdout)["steps"] as? [[String: Any]])
            #expect(steps.map { $0["number"] as? Int } == expected, "\(query)")
        }
        let nowhere = try Tool.run(["explain", "Forecast", "--db", path, "--node", "Forecast.swift:3"])
        nowhere.expect(exits: 2)
        #expect(nowhere.stderr.contains("try one of: Forecast \"Cupertino, CA\", CityTitle \"Cupertino, CA\", DayView \"TUE\", DayView \"FRI\"; "))

        // Spacing 12 → 20: the HStack grows by 8 and stays centred in the 107-wide VStack, whose
        // origin is (390 − 107) / 2 = 141.5: it moves from 141.5 + (107 − 75.67) / 2 = 157.17 to
        // 141.5 + (107 − 83.67) / 2 = 153.17; FRI from 157.17 + 32.67 + 12 = 201.83 to
        // 153.17 + 32.67 + 20 = 205.83. These are the lines `watch` prints after the save.
        try folder.write(Self.screen(spacing: 20), to: "Forecast.swift")
        #expect(try Tool.run(["run", folder.file("Forecast.swift"), "--db", path]).status == 0)
        let diff = try Tool.run(["diff", "Forecast", "--db", path, "--output", folder.file("d.md")])
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(diff.stderr == """
            0 of 1 experiment shifted; 1 redefined (1 with views that moved)
              Forecast/preview-1 (definition changed): 11 nodes changed since run 1
                HStack: 75.67×42.67 at (157.17, 374.33) → 83.67×42.67 at (153.17, 374.33)
                DayView "TUE": 32.67×42.67 at (157.17, 374.33) → 32.67×42.67 at (153.17, 374.33) (4 nodes inside moved with it)
                DayView "FRI": 31×42.67 at (201.83, 374.33) → 31×42.67 at (205.83, 374.33) (4 nodes inside moved with it)

            """)
        let report = try String(contentsOfFile: folder.file("d.md"), encoding: .utf8)
        #expect(report.contains("| `DayView \"FRI\"` and the "))
    }
}
