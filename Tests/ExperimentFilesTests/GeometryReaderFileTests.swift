// End to end: an experiment file whose GeometryReader content reads its proxy, compiled against
// LayoutLabUI and run as `layoutlab run` runs it. The reader is a custom node, so the program lays
// the tree out and reports frames of content made during layout.
import Experiments
import ExperimentFiles
import Foundation
import LayoutEngine
import Testing

@Suite("GeometryReader in compiled experiment files")
struct GeometryReaderFileTests {
    static let source = """
        import SwiftUI

        struct HalfBar: View {
            var body: some View {
                GeometryReader { proxy in
                    Color.red.frame(width: proxy.size.width / 2).id("half")
                }
                .id("reader")
            }
        }

        // HStack 300 × 100: the fixed 100 frame first (§2.2), default spacing 8, the reader gets 192
        // at x = 108; its content is half of that, 96, at the reader's top-leading corner.
        Experiment("geometry/half", proposal: ProposedViewSize(width: 300, height: 100),
                   expect: ["reader": CGRect(x: 108, y: 0, width: 192, height: 100),
                            "half": CGRect(x: 108, y: 0, width: 96, height: 100)]) {
            HStack {
                Color.blue.frame(width: 100)
                HalfBar()
            }
        }

        // The reader padded 20 inside a space named "card" at (10, 10): it is at (30, 30) globally,
        // (20, 20) in "card"; the content is as wide as the named minX and as high as the global minY.
        Experiment("geometry/named", proposal: ProposedViewSize(width: 300, height: 200),
                   expect: ["content": CGRect(x: 30, y: 30, width: 20, height: 30)]) {
            ZStack {
                GeometryReader { proxy in
                    Color.green
                        .frame(width: proxy.frame(in: .named("card")).minX, height: proxy.frame(in: .global).minY)
                        .id("content")
                }
                .padding(20)
            }
            .coordinateSpace(name: "card")
            .padding(10)
        }
        """

    /// A loader compiling with the tests' cache.
    static func loader() throws -> ExperimentLoader {
        try ExperimentLoader(compiler: ExperimentCompiler(
            toolchain: Toolchain.locate(), cacheFolder: NSTemporaryDirectory() + "layoutlab-tests-cache"))
    }

    @Test("a GeometryReader's content reads the proxy's size and frames during layout in a compiled file")
    func proxyValuesDuringLayoutInACompiledFile() throws {
        let loader = try Self.loader()
        let compiled = try loader.load(sources: [(path: "Geometry.swift", text: Self.source)])
        #expect(compiled.map(\.experiment.name) == ["geometry/half", "geometry/named"])
        let runner = ExperimentRunner(engine: Engine())
        for item in compiled {
            let layouts = try #require(item.layouts, "\(item.experiment.name) is laid out by the program")
            #expect(item.notes == [])
            let checked = runner.checked(item.experiment, layouts: layouts, durationMS: 0)
            let outcomes = checked.layouts.flatMap(\.expectations)
            #expect(!outcomes.isEmpty)
            for outcome in outcomes { #expect(outcome.passed, "\(item.experiment.name): \(outcome)") }
        }
        let half = try #require(compiled.first?.layouts?.first)
        #expect(half.frame(of: "half") == Rect(x: 108, y: 0, width: 96, height: 100))
        let node = try #require(half.nodes.first { $0.label == "half" })
        #expect(node.path == "HStack[0]/GeometryReader[1]/frame[0]")
        // The stored tree holds the reader without its content.
        let stored = compiled[0].experiment.tree
        #expect(stored.children[1].kind == .custom(name: "GeometryReader"))
        #expect(stored.children[1].children == [])
    }

    @Test("the nodes a GeometryReader makes are named as written: the program names them, the notebook stores the names")
    func madeNodesAreNamed() throws {
        let loader = try Self.loader()
        let compiled = try loader.load(sources: [(path: "Geometry.swift", text: Self.source)])
        let half = try #require(compiled.first)
        let laidOut = half.laidOut(by: ExperimentRunner(engine: Engine()))
        let nodes = try #require(laidOut.layouts.first?.result.nodes)
        // HStack, frame, Color blue and the reader (HalfBar, labelled), then its content: the frame
        // labelled "half" and its red Color, both written at line 6 of HalfBar's body.
        #expect(nodes.count == 6)
        let named = nodes.map { node in
            laidOut.facts(of: node).map { "\($0.displayName) | \($0.viewType ?? "-") | \($0.sourceLine ?? "-")" } ?? "none"
        }
        #expect(named.suffix(2) == ["half | HalfBar | Geometry.swift:6:13", "Color red | HalfBar | Geometry.swift:6:13"])
    }

    /// The equal-width column as pasted from a layout article (`static var defaultValue`, an
    /// optional @State written from `onPreferenceChange`).
    static let equalWidths = """
        import SwiftUI

        struct WidthKey: PreferenceKey {
            static var defaultValue: CGFloat = 0
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
                value = max(value, nextValue())
            }
        }

        struct EqualWidths: View {
            @State private var width: CGFloat?
            var body: some View {
                VStack(alignment: .leading) {
                    ForEach(["One", "Three", "Seventeen"], id: \\.self) { label in
                        Text(label)
                            .background(GeometryReader { proxy in
                                Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
                            })
                            .frame(width: width, alignment: .leading)
                            .id(label)
                    }
                }
                .onPreferenceChange(WidthKey.self) { width = $0 }
            }
        }

        // Body text: "Seventeen" is 80.67 wide, 20.33 high (the engine's metrics); every label gets
        // its width. VStack 80.67 × 61 (3 × 20.33; Texts in a nil-spacing VStack touch) centred in
        // 390 × 300 → (154.67, 119.5).
        Experiment("preferences/equal-widths", proposals: [ProposedViewSize(width: 390, height: 300),
                                                          ProposedViewSize(width: 200, height: 100)],
                   expect: [0: ["One": CGRect(x: 154.67, y: 119.5, width: 80.67, height: 20.33),
                                "Seventeen": CGRect(x: 154.67, y: 160.17, width: 80.67, height: 20.33)],
                            1: ["One": CGRect(x: 59.67, y: 19.5, width: 80.67, height: 20.33)]]) {
            EqualWidths()
        }
        """

    @Test("preferences written from a GeometryReader set state, and the file is laid out in two passes per proposal")
    func preferencesAndStateInACompiledFile() throws {
        let loader = try Self.loader()
        let compiled = try loader.load(sources: [(path: "EqualWidths.swift", text: Self.equalWidths)])
        let item = try #require(compiled.first)
        let layouts = try #require(item.layouts)
        // Pass 1 measures, pass 2 uses the stored max and changes nothing more, for each proposal.
        #expect(item.notes == ["preferences: proposal 0 laid out in 2 passes",
                               "preferences: proposal 1 laid out in 2 passes"])
        let checked = ExperimentRunner(engine: Engine()).checked(item.experiment, layouts: layouts, durationMS: 0)
        let outcomes = checked.layouts.flatMap(\.expectations)
        #expect(outcomes.count == 3)
        for outcome in outcomes { #expect(outcome.passed, "\(outcome)") }
        #expect(layouts[0].frame(of: "Three")?.width == layouts[0].frame(of: "Seventeen")?.width)
    }
}
