// The top level of an experiment file is a script: statements run in order, loops and calls
// register experiments with names made at run time, and a large generated file (split into chunks
// compiled as separate jobs) gives every experiment it declares. Frames come from the stack rule
// (seed 001: an HStack's children share the width left after spacing equally when all are flexible).
import ExperimentFiles
import Experiments
import Foundation
import LayoutEngine
import Testing
import TestSupport

@Suite("Experiment files as scripts")
struct TopLevelScriptTests {
    let loader: ExperimentLoader
    let runner = ExperimentRunner(engine: Engine())

    init() throws {
        loader = ExperimentLoader(compiler: ExperimentCompiler(toolchain: try Toolchain.locate(), cacheFolder: Repository.compileCache))
    }

    @Test("a top-level for loop registers one experiment per pass, named at run time, laid out as written")
    func loopRegistersExperiments() throws {
        let source = """
            import SwiftUI

            let spacings: [CGFloat] = [0, 4, 8, 16]
            func label(_ spacing: CGFloat) -> String { "stack/spacing-\\(Int(spacing))" }

            for spacing in spacings {
                Experiment(label(spacing), proposal: ProposedViewSize(width: 200, height: 50)) {
                    HStack(spacing: spacing) { Color.red.id("red"); Color.blue.id("blue") }
                }
            }
            if spacings.count == 4 {
                Experiment("stack/after-loop", proposal: ProposedViewSize(width: 100, height: 20)) { Color.green }
            }
            """
        let loaded = try loader.load(sources: [(path: "/s/Loop.swift", text: source)])
        #expect(loaded.map(\.experiment.name) == ["stack/spacing-0", "stack/spacing-4", "stack/spacing-8", "stack/spacing-16", "stack/after-loop"])
        // Each experiment points at the call in the loop; its source is the call's text.
        #expect(loaded.map { $0.experiment.location?.description } == Array(repeating: "/s/Loop.swift:7:5", count: 4) + ["/s/Loop.swift:12:5"])
        #expect(loaded[0].experiment.source.hasPrefix("Experiment(label(spacing), proposal:"))
        // 200 wide, spacing s: each color (200 - s) / 2 wide, the blue one starting after the red one and the spacing.
        for (item, spacing) in zip(loaded.prefix(4), [0.0, 4, 8, 16]) {
            let result = runner.layOut(item.experiment).layouts[0].result
            #expect(result.frame(of: "red") == Rect(x: 0, y: 0, width: (200 - spacing) / 2, height: 50))
            #expect(result.frame(of: "blue") == Rect(x: (200 - spacing) / 2 + spacing, y: 0, width: (200 - spacing) / 2, height: 50))
        }
    }

    @Test("statements run in order: a constant's initializer runs at its place, between the statements around it")
    func statementsRunInOrder() throws {
        let source = """
            var order: [String] = []
            order.append("first")
            let second: Int = { order.append("second"); return 2 }()
            order.append("third")
            Experiment(order.joined(separator: ","), proposal: .zero) { Color.red }
            """
        let loaded = try loader.load(sources: [(path: "/s/Order.swift", text: source)])
        #expect(loaded.map(\.experiment.name) == ["first,second,third"])
    }

    @Test("a generated file of 200 experiments, split into chunks, gives all 200 with their frames")
    func generatedFileOf200() throws {
        var source = "import SwiftUI\n\nprivate struct Row: View {\n    var width: CGFloat\n    var body: some View { HStack(spacing: 0) { Color.red.frame(width: width).id(\"bar\"); Spacer() } }\n}\n\n"
        for index in 0..<200 {
            source += """
                Experiment("gen/\(index)", proposal: ProposedViewSize(width: 300, height: 40)) {
                    VStack(spacing: 0) { Row(width: \(index)); Text("row \(index)").padding() }
                }

                """
        }
        let rewritten = ExperimentFileRewriter.rewrite(source: source, path: "/s/Gen.swift", entryPoint: "s")
        #expect(rewritten.sources.count > 2, "a file this size is split into several chunks")
        let loaded = try loader.load(sources: [(path: "/s/Gen.swift", text: source)])
        #expect(loaded.map(\.experiment.name) == (0..<200).map { "gen/\($0)" })
        #expect(loaded[137].experiment.location?.description == "/s/Gen.swift:\(8 + 137 * 3):1")
        // A fixed-width red bar of `index` points at the leading edge of the 300-point row.
        for index in [0, 57, 199] {
            let bar = runner.layOut(loaded[index].experiment).layouts[0].result.frame(of: "bar")
            #expect(bar?.width == Double(index))
            #expect(bar?.origin.x == 0)
        }
    }
}
