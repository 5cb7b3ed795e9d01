// End to end: a file whose view draws a shape of its own (`path(in:)`), compiled against
// LayoutLabUI and run as `layoutlab run` runs it. The program lays the tree out under the first
// proposal and keeps the outline the shape returns for its frame with the definition's looks.
import Experiments
import ExperimentFiles
import Foundation
import LayoutEngine
import Testing

@Suite("Shapes of the user's own in compiled experiment files")
struct ShapePathFileTests {
    static let source = """
        import SwiftUI

        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                var path = Path()
                path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.closeSubpath()
                return path
            }
        }

        Experiment("shape/triangle", proposal: ProposedViewSize(width: 300, height: 200)) {
            HStack {
                Triangle().fill(.orange).frame(width: 120)
                Circle().trim(from: 0, to: 0.7).stroke(.red, lineWidth: 20)
            }
        }
        """

    /// The triangle's frame is 120 wide and as high as the proposal, 200 (a shape takes what it is
    /// offered): its apex at (60, 0), its base along y = 200; the ring keeps its trim.
    @Test("a compiled file's shape keeps the outline it returns for its first layout's frame")
    func pathOfTheFirstLayout() throws {
        let loader = try ExperimentLoader(compiler: ExperimentCompiler(
            toolchain: Toolchain.locate(), cacheFolder: NSTemporaryDirectory() + "layoutlab-tests-cache"))
        let compiled = try loader.load(sources: [(path: "Triangle.swift", text: Self.source)])
        let tree = try #require(compiled.first?.experiment.tree)
        let triangle = tree.children[0].children[0]
        #expect(triangle.look == ViewLook(fill: "orange", path: "M60 0L120 200L0 200Z", pathSize: Size(width: 120, height: 200)))
        #expect(tree.children[1].look == ViewLook(stroke: "red", lineWidth: 20, trim: ViewLook.Trim(from: 0, to: 0.7)))
        // As the notebook stores it: beside the tree.
        let json = DefinedExperiment(try #require(compiled.first?.experiment)).definitionJSON
        #expect(json.contains(#""look":{"fill":"orange","path":"M60 0L120 200L0 200Z","pathSize":[120,200]}"#), "\(json)")
    }

    /// A shape beside a reader that measures on the main queue: the program lays the tree out
    /// itself (the reader's content is the file's code), and the outline is the one for the frame
    /// of that layout, made once the views settled. The reader measured the blue's 120, so the
    /// triangle is 120 / 2 = 60 wide and 60 high: apex (30, 0), base along y = 60. An outline
    /// made from another layout (the reader's 390-point probe) would be 195 wide.
    @Test("a shape beside a reader that measures on the main queue keeps the outline of its settled frame")
    func pathBesideAMeasuringReader() throws {
        let loader = try ExperimentLoader(compiler: ExperimentCompiler(
            toolchain: Toolchain.locate(), cacheFolder: NSTemporaryDirectory() + "layoutlab-tests-cache"))
        let compiled = try loader.load(sources: [(path: "MeasuredTriangle.swift", text: """
            import SwiftUI

            struct Triangle: Shape {
                func path(in rect: CGRect) -> Path {
                    var path = Path()
                    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    path.closeSubpath()
                    return path
                }
            }

            struct MeasuredTriangle: View {
                @State private var width: CGFloat = 0
                var body: some View {
                    VStack(spacing: 0) {
                        Triangle().fill(.orange).frame(width: width / 2, height: 60)
                        Color.blue.frame(width: 120, height: 40)
                            .background(GeometryReader { proxy -> Color in
                                DispatchQueue.main.async { width = proxy.size.width }
                                return Color.clear
                            })
                    }
                }
            }

            #Preview { MeasuredTriangle() }
            """)])
        let tree = try #require(compiled.first?.experiment.tree)
        #expect(tree.children[0].children[0].look == ViewLook(fill: "orange", path: "M30 0L60 60L0 60Z",
                                                               pathSize: Size(width: 60, height: 60)))
        let result = try #require(compiled.first?.laidOut(by: ExperimentRunner(engine: Engine())).layouts.first?.result)
        #expect(result.placements.first { $0.node == 2 }?.frame == Rect(x: 165, y: 331.5, width: 60, height: 60))
    }
}
