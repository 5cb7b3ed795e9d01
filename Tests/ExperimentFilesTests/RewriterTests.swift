// The rewriter keeps every declaration at its line and column, maps `import SwiftUI` to the library
// and moves `Experiment` calls and `#Preview` blocks into a registration function under
// `#sourceLocation` directives that name their original lines.
import ExperimentFiles
import XCTest

final class RewriterTests: XCTestCase {
    let source = """
        import SwiftUI

        struct Card: View {
            var title: String
            var body: some View { Text(title) }
        }

        Experiment("card", proposal: ProposedViewSize(width: 200, height: 100)) {
            Card(title: "Hello")
        }

          #Preview("Named") {
            Card(title: "Preview")
        }
        """

    func testDeclarationsKeepTheirLinesAndColumns() {
        let file = ExperimentFileRewriter.rewrite(source: source, path: "/u/Cards.swift", entryPoint: "sym")
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines[0], "import LayoutLabUI")
        XCTAssertEqual(lines[1], "#sourceLocation(file: \"/u/Cards.swift\", line: 1)")
        XCTAssertEqual(lines[2], "import LayoutLabUI")
        // Source line N is generated line N + 2 (an import and a directive above it).
        XCTAssertEqual(lines[4], "struct Card: View {")
        XCTAssertEqual(lines[6], "    var body: some View { Text(title) }")
        // The experiment's lines are blank where they were.
        XCTAssertEqual(lines[9].trimmingCharacters(in: .whitespaces), "")
        XCTAssertEqual(lines[10].trimmingCharacters(in: .whitespaces), "")
        XCTAssertEqual(file.declarationCount, 2)
        XCTAssertEqual(file.diagnostics, [])
    }

    /// Swift Charts is provided by the library too: `import Charts` imports it, on its own line.
    func testChartsImportIsMappedToTheLibrary() {
        let file = ExperimentFileRewriter.rewrite(source: "import SwiftUI\nimport Charts\nstruct A {}\n",
                                                  path: "/u/A.swift", entryPoint: "sym")
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines[2], "import LayoutLabUI")
        XCTAssertEqual(lines[3], "import LayoutLabUI")
        XCTAssertEqual(lines[4], "struct A {}")
    }

    /// Views import UIKit for `UIColor` or `UIScreen.main`, and Combine for timers and view-model
    /// pipelines, whose shapes the library provides.
    func testUIKitImportIsMappedToTheLibrary() {
        let file = ExperimentFileRewriter.rewrite(
            source: "import SwiftUI\nimport UIKit\nimport Combine\nimport Foundation\nimport MapKit\nimport CoreLocation\n",
            path: "/u/A.swift", entryPoint: "sym")
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(Array(lines[2...7]), ["import LayoutLabUI", "import LayoutLabUI", "import LayoutLabUI", "import Foundation",
                                             "import LayoutLabUI", "import LayoutLabUI"])
    }

    func testRegistrationsNameTheirOriginalLinesAndColumns() {
        let file = ExperimentFileRewriter.rewrite(source: source, path: "/u/Cards.swift", entryPoint: "sym")
        XCTAssertTrue(file.text.contains("""
            #sourceLocation(file: "/u/Cards.swift", line: 8)
            Experiment("card", proposal: ProposedViewSize(width: 200, height: 100)) {
                Card(title: "Hello")
            }
            """), file.text)
        // `#Preview` at column 3 keeps its column; its `#` becomes a space.
        XCTAssertTrue(file.text.contains("""
            #sourceLocation(file: "/u/Cards.swift", line: 12)
               Preview("Named") {
                Card(title: "Preview")
            }
            """), file.text)
        XCTAssertTrue(file.text.contains("@_silgen_name(\"sym\")"))
    }

    /// Xcode 16 marks a preview's own state `@Previewable`; a local `@State` compiles as it is, so
    /// the marker turns into spaces (later columns unchanged) and the stored source keeps it.
    func testPreviewableIsBlankedInsidePreviewsOnly() {
        let source = "#Preview {\n    @Previewable @State var on = false\n    Toggle(\"On\", isOn: $on)\n}\n"
        let file = ExperimentFileRewriter.rewrite(source: source, path: "/u/P.swift", entryPoint: "sym")
        XCTAssertTrue(file.text.contains("""
             Preview {
                             @State var on = false
                Toggle("On", isOn: $on)
            }
            """), file.text)
        XCTAssertFalse(file.text.contains("Previewable"), file.text)
        XCTAssertEqual(file.statements.map(\.text), [String(source.dropLast())])
    }

    func testTopLevelCodeIsReportedAtItsPosition() {
        let file = ExperimentFileRewriter.rewrite(source: "let x = 1\nprint(x)\n  for i in 0..<2 {}\n",
                                                 path: "f.swift", entryPoint: "s")
        XCTAssertEqual(file.diagnostics.map(\.location.description), ["f.swift:2:1", "f.swift:3:3"])
        XCTAssertTrue(file.diagnostics[0].message.contains("`print(x)` is top-level code"), file.diagnostics[0].message)
        XCTAssertTrue(file.diagnostics[0].hint.contains("#Preview"))
    }
}
