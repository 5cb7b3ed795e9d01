// End to end: a page of an Xcode playground, as layout is often taught (jankaltoun's "SwiftUI -
// Layout system explorations" pages end in `PlaygroundPage.current.setLiveView(testView)`), with
// the playground's `Sources` beside it. Its live view is its preview, named after its page.
import Experiments
import ExperimentFiles
import Foundation
import LayoutEngine
import Testing

@Suite("Playground pages")
struct PlaygroundFileTests {
    static let page = """
        import PlaygroundSupport
        import SwiftUI

        struct TestView: View {
            var body: some View {
                Text("Hello").tinted().frame(width: 200, height: 100)
            }
        }

        let testView = TestView()
        PlaygroundPage.current.setLiveView(testView)
        """

    static let sources = """
        import SwiftUI

        public extension View {
            func tinted() -> some View { padding(10).background(Color.red.opacity(0.2)) }
        }
        """

    /// The page's live view is its one preview (no `TestView()` laid out as well), named after the
    /// page: every page is a `Contents.swift`. The frame is 200 × 100, centred in 390 × 763.
    @Test("a page's live view is its preview, named after the page, laid out with the playground's sources")
    func liveViewIsThePreview() throws {
        let loader = try ExperimentLoader(compiler: ExperimentCompiler(
            toolchain: Toolchain.locate(), cacheFolder: NSTemporaryDirectory() + "layoutlab-tests-cache"))
        let compiled = try loader.load(sources: [
            (path: "/p/Lessons.playground/Pages/Frame.xcplaygroundpage/Contents.swift", text: Self.page),
            (path: "/p/Lessons.playground/Sources/Utilities.swift", text: Self.sources),
        ])
        #expect(compiled.map(\.experiment.name) == ["Frame/preview-1"])
        let result = try #require(compiled.first?.laidOut(by: ExperimentRunner(engine: Engine())).layouts.first?.result)
        let root = try #require(result.placements.first { $0.node == 0 })
        #expect(root.frame == Rect(x: 95, y: 331.5, width: 200, height: 100))
    }

    /// Xcode compiles each page on its own: a playground of several pages given whole says how to
    /// run one, before anything compiles.
    @Test("a playground of several pages given whole says to run one page with the playground's sources")
    func pagesRunOneAtATime() throws {
        let folder = NSTemporaryDirectory() + "layoutlab-playground-\(UUID().uuidString)/Lessons.playground"
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        for page in ["Frame", "Sizing"] {
            let pageFolder = "\(folder)/Pages/\(page).xcplaygroundpage"
            try FileManager.default.createDirectory(atPath: pageFolder, withIntermediateDirectories: true)
            try Self.page.write(toFile: pageFolder + "/Contents.swift", atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(atPath: folder + "/Sources", withIntermediateDirectories: true)
        #expect(ExperimentFileFinder.playgroundPages(folder) == ["\(folder)/Pages/Frame.xcplaygroundpage/Contents.swift",
                                                                 "\(folder)/Pages/Sizing.xcplaygroundpage/Contents.swift"])
        let problem = try #require(ExperimentFileFinder.playgroundProblem(folder))
        #expect(problem.message == "`\(folder)` is a playground of 2 pages, and Xcode compiles each page on its own")
        #expect(problem.hint == "run one page at a time, with the playground's sources: "
                + "`layoutlab run '\(folder)/Pages/Frame.xcplaygroundpage/Contents.swift' '\(folder)/Sources'`")
        #expect(ExperimentFileFinder.playgroundPages((folder as NSString).deletingLastPathComponent) == nil)
    }
}
