// A definition whose layout runs its file's own code keeps that file, the other files of its
// module and the app's text resources: `rerun` compiles them together again and gives the program
// the resources in its bundle, as `run` did.
import Foundation
import Notebook
import Testing
import TestSupport

@Suite(.serialized, .timeLimit(.minutes(3))) struct RerunModuleTests {
    @Test func aCustomLayoutUsingAnotherFilesViewRerunsWithThatFileAndTheAppsResources() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("App"), withIntermediateDirectories: true)
        try folder.write("""
            import SwiftUI
            struct Column: Layout {
                var spacing: CGFloat = 5
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                    return CGSize(width: sizes.map(\\.width).max() ?? 0,
                                  height: sizes.map(\\.height).reduce(0, +) + spacing * CGFloat(max(sizes.count - 1, 0)))
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    var y = bounds.minY
                    for subview in subviews {
                        subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
                        y += subview.sizeThatFits(.unspecified).height + spacing
                    }
                }
            }
            #Preview { Column { ForEach(0..<tileCount, id: \\.self) { _ in Tile() } } }
            """, to: "App/Badge.swift")
        // Tile.swift reads how many tiles to show from the app's bundle (App/Resources/tiles.json), as
        // the app's code does at run time.
        try FileManager.default.createDirectory(atPath: folder.file("App/Assets.xcassets"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.file("App/Resources"), withIntermediateDirectories: true)
        try folder.write(#"{"info": {"version": 1, "author": "xcode"}}"#, to: "App/Assets.xcassets/Contents.json")
        try folder.write("[1, 2]", to: "App/Resources/tiles.json")
        try folder.write("""
            import SwiftUI
            struct Tile: View { var body: some View { Color.red.frame(width: 40, height: 30) } }
            let tileCount: Int = {
                guard let url = Bundle.main.url(forResource: "tiles", withExtension: "json"),
                      let data = try? Data(contentsOf: url) else { return 0 }
                return ((try? JSONDecoder().decode([Int].self, from: data)) ?? []).count
            }()
            """, to: "App/Tile.swift")
        let notebook = folder.file("n.sqlite")
        try Tool.run(["run", folder.file("App"), "--db", notebook, "--quiet"]).expect(exits: 0)
        // Two 30-high tiles (tiles.json has two numbers) 5 apart: 40 × 65.
        let shown = try Tool.run(["show", "Badge/preview-1", "--db", notebook])
        #expect(shown.stdout.contains("40      65"), "\(shown.stdout)")
        let rerun = try Tool.run(["rerun", "--force", "--db", notebook])
        rerun.expect(exits: 0)
        #expect(rerun.stdout.contains("Recorded run 2: 1 experiment"), "\(rerun.stdout)\(rerun.stderr)")
        let diff = try Tool.run(["diff", "--db", notebook, "--output", "-"])
        #expect(diff.stdout.contains("0 of 1 experiment shifted"), "\(diff.stdout)")
        // The definition keeps both files, its own first, and the app's text resources.
        let stored = try Notebook.open(path: notebook, access: .read)
        let definition = try #require(try stored.storedDefinitions().first)
        #expect(definition.definitionJSON.contains(#""companions":[{"file":"#))
        #expect(definition.definitionJSON.contains("struct Tile: View"))
        #expect(definition.definitionJSON.contains(#""resources":[{"file":"tiles.json","text":"[1, 2]"}]"#))
    }
}
