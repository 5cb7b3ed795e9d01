// UIKit's fixed colours in `show --svg`: a view coloured with `Color(UIColor.red)` (or the shorthand
// `Color(.blue)`, which is UIKit's blue in SwiftUI) is drawn in UIKit's components, not in
// SwiftUI's system colour of the same name; SwiftUI's `Color.red` and UIKit's `systemRed` stay
// iOS's system red.
import Foundation
import Testing
import TestSupport

@Suite struct UIKitColourPictureTests {
    /// ConectaCuatro's swatches, as run from a file: UIColor red (1, 0, 0) = #ff0000, orange
    /// (1, 0.5, 0) = #ff8000, blue (0, 0, 1) = #0000ff, brown (0.6, 0.4, 0.2) = #996633, gray 0.5
    /// = #808080, darkGray 1/3 = #555555 [DOC UIKit, UIColor class properties]; `Color.red` and
    /// `UIColor.systemRed` are R255 G59 B48 = #ff3b30 [Apple's HIG, Color].
    @Test func uiKitFixedColoursAreDrawnInTheirComponents() throws {
        let folder = TemporaryFolder()
        let file = try folder.write("""
            import SwiftUI
            import UIKit

            Experiment("swatches", proposal: ProposedViewSize(width: 400, height: 100)) {
                HStack(spacing: 0) {
                    Color(UIColor.red).id("uiRed")
                    Color(uiColor: .orange).id("uiOrange")
                    Color(.blue).id("uiBlue")
                    Color(UIColor.brown).id("uiBrown")
                    Color(UIColor.gray).id("uiGray")
                    Color(uiColor: .darkGray).id("uiDarkGray")
                    Color.red.id("swiftUIRed")
                    Color(uiColor: .systemRed).id("systemRed")
                }
            }
            """, to: "Swatches.swift")
        let path = folder.file("n.sqlite")
        let run = try Tool.run(["run", file, "--db", path, "--quiet"])
        #expect(run.status == 0, "\(run.stderr)")
        let picture = folder.file("swatches.svg")
        let shown = try Tool.run(["show", "swatches", "--db", path, "--svg", picture])
        #expect(shown.status == 0, "\(shown.stderr)")
        let svg = try #require(try SVGElements.parse(file: picture))
        let fills = Dictionary(svg.rects.compactMap { rect in rect["data-node"].map { ($0, rect["fill"] ?? "") } }, uniquingKeysWith: { first, _ in first })
        #expect(fills["uiRed"] == "#ff0000" && fills["uiOrange"] == "#ff8000" && fills["uiBlue"] == "#0000ff")
        #expect(fills["uiBrown"] == "#996633" && fills["uiGray"] == "#808080" && fills["uiDarkGray"] == "#555555")
        #expect(fills["swiftUIRed"] == "#ff3b30" && fills["systemRed"] == "#ff3b30")
    }
}
