// The view a preview shows, as its program reports it: the user's own view type its content
// starts from, outermost first — what lets `show`, `explain` and `diff` take a view's name for its
// preview.
import Experiments
import ExperimentFiles
import Foundation
import Testing

@Suite struct PreviewedViewTests {
    static let source = """
        import SwiftUI

        struct TagCloud<Tag: Hashable>: View {
            var tags: [Tag]
            var body: some View { Badge().padding(2) }
        }

        struct Badge: View {
            var body: some View { Color.red.frame(width: 12, height: 12) }
        }

        #Preview("modified") { TagCloud(tags: [1, 2]).padding().frame(width: 300) }
        #Preview("inside") { VStack { Text("a"); Badge() } }
        #Preview("library") { Color.red.frame(width: 4, height: 4) }
        Experiment("plain", proposal: ProposedViewSize(width: 100, height: 100)) { Badge() }
        """

    @Test("a preview's view is the user's own type its content starts from, through modifiers and containers; library views name none")
    func previewedViewIsTheOutermostUserView() throws {
        let loader = try ExperimentLoader(compiler: ExperimentCompiler(
            toolchain: Toolchain.locate(), cacheFolder: NSTemporaryDirectory() + "layoutlab-tests-cache"))
        let compiled = try loader.load(sources: [(path: "Tags.swift", text: Self.source)])
        #expect(compiled.map(\.experiment.name) == ["Tags/modified", "Tags/inside", "Tags/library", "plain"])
        // `TagCloud<Int>` is named as written; its body's Badge comes after it.
        #expect(compiled.map(\.definition.previewedView) == ["TagCloud", "Badge", nil, "Badge"])
        // The definition and its hash are the program's, stored as it wrote them.
        for experiment in compiled {
            #expect(experiment.definition.definitionHash.count == 64)
            #expect(experiment.definition.definitionHash == DefinedExperiment(experiment.experiment).definitionHash)
        }
    }
}
