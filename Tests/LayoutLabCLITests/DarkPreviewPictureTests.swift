// A preview that prefers dark (`.preferredColorScheme(.dark)`, SwiftUI: the preference sets the
// scheme of the whole presentation) is laid out with `@Environment(\.colorScheme)` reading dark, and
// `show --svg` draws it dark: the screen black (iOS's dark `systemBackground`), uncoloured text white
// (the dark label), `Color.blue` in dark mode's blue, R10 G132 B255 [Apple's Human Interface
// Guidelines, Color: system colors, default dark]. A light preview of the same file is drawn as ever.
import Foundation
import Testing
import TestSupport

@Suite struct DarkPreviewPictureTests {
    static let source = """
        import SwiftUI

        struct Badge: View {
            @Environment(\\.colorScheme) private var colorScheme
            var body: some View {
                VStack(spacing: 0) {
                    Text(colorScheme == .dark ? "Dark" : "Light")
                    Color.blue.frame(width: 100, height: 20)
                }
            }
        }

        #Preview("night") { Badge().preferredColorScheme(.dark) }
        #Preview("day") { Badge() }
        """

    /// The picture's proposed area's fill, its content texts with their fills, and its Colors' fills.
    static func drawn(_ file: String) throws -> (screen: String?, texts: [String], textFills: [String], colours: [String]) {
        let svg = try #require(try SVGElements.parse(file: file))
        let screen = svg.all("rect").first { $0.attributes["class"] == "proposal" }?.attributes["fill"]
        let texts = svg.all("text").filter { $0.attributes["class"] == "content" }
        let colours = svg.rects.filter { $0["data-kind"] == "Color" }.compactMap { $0["fill"] }
        return (screen, texts.map(\.text), texts.compactMap { $0.attributes["fill"] }, colours)
    }

    @Test func darkPreviewIsLaidOutAndDrawnDark() throws {
        let folder = TemporaryFolder()
        let file = try folder.write(Self.source, to: "Badge.swift")
        let path = folder.file("n.sqlite")
        let run = try Tool.run(["run", file, "--db", path, "--quiet"])
        #expect(run.status == 0, "\(run.stderr)")

        let night = folder.file("night.svg")
        #expect(try Tool.run(["show", "Badge/night", "--db", path, "--svg", night]).status == 0)
        let dark = try Self.drawn(night)
        #expect(dark.screen == "#000000")
        #expect(dark.texts == ["Dark"])
        #expect(dark.textFills == ["#ffffff"])
        #expect(dark.colours == ["#0a84ff"])

        let day = folder.file("day.svg")
        #expect(try Tool.run(["show", "Badge/day", "--db", path, "--svg", day]).status == 0)
        let light = try Self.drawn(day)
        #expect(light.screen == "#f6f8fa")
        #expect(light.texts == ["Light"])
        #expect(light.textFills == ["#24292f"])
        #expect(light.colours == ["#007aff"])

        // A rerun lays the stored definition out again: the preview stays dark.
        #expect(try Tool.run(["rerun", "--db", path, "--force", "--quiet"]).status == 0)
        let again = folder.file("again.svg")
        #expect(try Tool.run(["show", "Badge/night", "--db", path, "--svg", again]).status == 0)
        #expect(try Self.drawn(again).colours == ["#0a84ff"])
    }
}
