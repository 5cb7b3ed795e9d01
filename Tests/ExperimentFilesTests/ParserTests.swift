// Parsing valid files: trees equal the engine's hand-built ones, every SwiftUI spelling maps to
// the same node, and proposals, sweeps, images and expectations are read exactly.
import ExperimentFiles
import Experiments
import LayoutEngine
import Foundation
import Testing

@Suite("Parsing experiment files")
struct ParserTests {
    @Test("the issue's first example builds the same tree as the engine's builders")
    func issueExample() throws {
        let source = """
        Experiment("hstack/relative-first", proposal: ProposedViewSize(width: 620, height: 80)) {
            HStack(spacing: 10) {
                Color.blue.relativeProposed(width: 0.5).id("blue")
                Color.green.id("green")
                Color.yellow
            }
        }
        """
        let experiments = parseOK(source, file: "Examples/x.swift")
        #expect(experiments.count == 1)
        let e = try #require(experiments.first)
        let expected = ViewNode.hstack(spacing: 10) {
            ViewNode.color("blue").relativeProposed(width: 0.5).id("blue")
            ViewNode.color("green").id("green")
            ViewNode.color("yellow")
        }
        #expect(e.name == "hstack/relative-first")
        #expect(e.tree == expected)
        #expect(e.proposals == [ProposedViewSize(width: 620, height: 80)])
        #expect(e.sweep == nil)
        #expect(e.expectations.isEmpty)
        #expect(e.location == Experiments.SourceLocation(file: "Examples/x.swift", line: 1, column: 1))
        #expect(e.source == source)
    }

    @Test("the issue's image example reads images and the flexible frame")
    func imageExample() throws {
        let source = """
        Experiment("frames/image-min-max", proposal: ProposedViewSize(width: 200, height: 200),
                   images: ["barbarian": CGSize(width: 101, height: 92)]) {
            Image("barbarian").frame(minWidth: 50, maxWidth: 150).id("frame")
        }
        """
        let e = try #require(parseOK(source).first)
        #expect(e.images == ["barbarian": Size(width: 101, height: 92)])
        #expect(e.tree == ViewNode.image("barbarian", width: 101, height: 92).frame(minWidth: 50, maxWidth: 150).id("frame"))
    }

    @Test("several experiments per file, with imports and comments, in file order")
    func severalExperiments() {
        let source = """
        import SwiftUI
        // A comment
        Experiment("a", proposal: .zero) { Color.red }
        /* another */
        Experiment("b", proposal: .infinity) { Rectangle() }
        """
        let experiments = parseOK(source)
        #expect(experiments.map(\.name) == ["a", "b"])
        #expect(experiments.map(\.proposals) == [[.zero], [.infinity]])
        #expect(experiments.map(\.location?.line) == [3, 5])
    }

    @Test("proposals: numbers, nil, .infinity and the named constants")
    func proposals() throws {
        let source = """
        Experiment("p", proposals: [.unspecified, .zero, .infinity, ProposedViewSize(width: nil, height: .infinity),
                                    ProposedViewSize(width: 620 - 20, height: 16/9), ProposedViewSize(CGSize(width: 3, height: 4))]) {
            Color.red
        }
        """
        let e = try #require(parseOK(source).first)
        #expect(e.proposals == [
            .unspecified, .zero, .infinity, ProposedViewSize(width: nil, height: .infinity),
            ProposedViewSize(width: 600, height: 16.0 / 9.0), ProposedViewSize(width: 3, height: 4),
        ])
    }

    @Test("a width sweep expands to every step, with the fixed height")
    func widthSweep() throws {
        let e = try #require(parseOK(experiment("Color.red", arguments: "sweep: .width(100...200, by: 30, height: 80)")).first)
        #expect(e.sweep == Sweep(axis: .horizontal, from: 100, through: 200, step: 30, fixed: 80))
        #expect(e.proposals == [100, 130, 160, 190].map { ProposedViewSize(width: $0, height: 80) })
    }

    @Test("a height sweep without a fixed width leaves the width unspecified and includes the end")
    func heightSweep() throws {
        let e = try #require(parseOK(experiment("Color.red", arguments: "sweep: .height(0...1, by: 0.25)")).first)
        #expect(e.sweep == Sweep(axis: .vertical, from: 0, through: 1, step: 0.25, fixed: nil))
        #expect(e.proposals == [0, 0.25, 0.5, 0.75, 1].map { ProposedViewSize(width: nil, height: $0) })
    }

    @Test("expectations: sizes, rects with origins, per-proposal keys, in canonical order")
    func expectations() throws {
        let source = """
        Experiment("e", proposals: [.zero, .infinity],
                   expect: [1: ["b": CGSize(width: 3, height: 4)],
                            "b": CGRect(x: 1, y: 2, width: .infinity, height: 4),
                            "a": CGSize(width: 10, height: 20),
                            0: ["a": CGRect(origin: CGPoint(x: 5, y: 6), size: CGSize(width: 7, height: 8))]]) {
            HStack { Color.red.id("a"); Color.blue.id("b") }
        }
        """
        let e = try #require(parseOK(source).first)
        #expect(e.expectations == [
            Expectation(label: "a", width: 10, height: 20),
            Expectation(label: "b", width: .infinity, height: 4, x: 1, y: 2),
            Expectation(label: "a", width: 7, height: 8, x: 5, y: 6, proposalIndex: 0),
            Expectation(label: "b", width: 3, height: 4, proposalIndex: 1),
        ])
    }

    @Test("arithmetic: precedence, parentheses, unary minus, underscores and conversions")
    func arithmetic() {
        #expect(tree("Color.red.offset(x: 1 + 2 * 3 - 4 / 2, y: -(1 + 1) * 3)") == ViewNode.color("red").offset(x: 5, y: -6))
        #expect(tree("Color.red.frame(width: 1_000, height: CGFloat(16) / 9)") == ViewNode.color("red").frame(width: 1000, height: 16.0 / 9.0))
        #expect(tree("Color.red.frame(width: .infinity, height: CGFloat.infinity)") == ViewNode.color("red").frame(width: .infinity, height: .infinity))
        #expect(tree("Color.red.padding(-8)") == ViewNode.color("red").padding(-8))
    }

    @Test("leaves in every SwiftUI spelling")
    func leaves() {
        #expect(tree("Color.blue") == .color("blue"))
        #expect(tree("Color(.blue)") == .color("blue"))
        #expect(tree("Color(\"brand\")") == .color("brand"))
        #expect(tree("Rectangle()") == .rectangle)
        #expect(tree("RoundedRectangle(cornerRadius: 8, style: .continuous)") == .roundedRectangle(cornerRadius: 8))
        #expect(tree("Capsule()") == .capsule)
        #expect(tree("Ellipse()") == .ellipse)
        #expect(tree("Circle()") == .circle)
        #expect(tree("Image(\"a\")", images: "[\"a\": CGSize(width: 3, height: 4)]") == .image("a", width: 3, height: 4))
        #expect(tree("Image(\"a\").resizable()", images: "[\"a\": CGSize(width: 3, height: 4)]") == .image("a", width: 3, height: 4, resizable: true))
        #expect(tree("Image(systemName: \"a\")", images: "[\"a\": CGSize(width: 3, height: 4)]") == .image("a", width: 3, height: 4))
        #expect(tree("Text(\"Hi \\\"there\\\"\")") == .text("Hi \"there\""))
        #expect(tree("Text(verbatim: \"Hi\")") == .text("Hi"))
        #expect(tree("Spacer()") == .spacer())
        #expect(tree("Spacer(minLength: 20)") == .spacer(minLength: 20))
        #expect(tree("Spacer(minLength: nil)") == .spacer())
        #expect(tree("Divider()") == .divider)
        #expect(tree("EmptyView()") == .emptyView)
        #expect(tree("AnyView(Circle())") == .circle)
    }

    @Test("containers with SwiftUI's labels and defaults")
    func containers() {
        #expect(tree("HStack { Color.red }") == .hstack { ViewNode.color("red") })
        #expect(tree("HStack(alignment: .firstTextBaseline, spacing: nil) { Color.red }")
                == .hstack(alignment: .firstTextBaseline) { ViewNode.color("red") })
        #expect(tree("VStack(alignment: .leading, spacing: 4) { Color.red; Color.blue }")
                == .vstack(alignment: .leading, spacing: 4) { ViewNode.color("red"); ViewNode.color("blue") })
        #expect(tree("ZStack(alignment: .bottomTrailing) { Color.red }") == .zstack(alignment: .bottomTrailing) { ViewNode.color("red") })
        #expect(tree("ZStack(alignment: Alignment(horizontal: .leading, vertical: .firstTextBaseline)) { Color.red }")
                == .zstack(alignment: Alignment(horizontal: .leading, vertical: .firstTextBaseline)) { ViewNode.color("red") })
        #expect(tree("VStack(content: { Color.red })") == .vstack { ViewNode.color("red") })
        #expect(tree("Group { Color.red; EmptyView() }") == .group { ViewNode.color("red"); ViewNode.emptyView })
        #expect(tree("GeometryReader { proxy in Color.red }") == .geometryReader { ViewNode.color("red") })
        #expect(tree("ScrollView { Color.red; Color.blue }") == .scrollView { ViewNode.color("red"); ViewNode.color("blue") })
        #expect(tree("ScrollView(.horizontal) { Color.red }") == .scrollView(.horizontal) { ViewNode.color("red") })
        #expect(tree("ScrollView([.horizontal, .vertical]) { Color.red }") == .scrollView(.both) { ViewNode.color("red") })
        #expect(tree("ScrollView(.vertical, showsIndicators: false) { Color.red }") == .scrollView(.vertical) { ViewNode.color("red") })
        #expect(tree("ViewThatFits { Color.red }") == .viewThatFits { ViewNode.color("red") })
        #expect(tree("ViewThatFits(in: .horizontal) { Color.red }") == .viewThatFits(in: .horizontal) { ViewNode.color("red") })
    }

    @Test("frames, fixed size, aspect ratio and padding in every form")
    func sizingModifiers() {
        let red = ViewNode.color("red")
        #expect(tree("Color.red.frame(width: 10)") == red.frame(width: 10))
        #expect(tree("Color.red.frame(width: 10, height: nil, alignment: .topLeading)") == red.frame(width: 10, alignment: .topLeading))
        #expect(tree("Color.red.frame(minWidth: 1, idealWidth: 2, maxWidth: 3, minHeight: 4, idealHeight: 5, maxHeight: .infinity, alignment: .bottom)")
                == red.frame(minWidth: 1, idealWidth: 2, maxWidth: 3, minHeight: 4, idealHeight: 5, maxHeight: .infinity, alignment: .bottom))
        #expect(tree("Color.red.frame(maxWidth: .infinity)") == red.frame(maxWidth: .infinity))
        #expect(tree("Color.red.fixedSize()") == red.fixedSize())
        #expect(tree("Color.red.fixedSize(horizontal: false, vertical: true)") == red.fixedSize(horizontal: false, vertical: true))
        #expect(tree("Color.red.aspectRatio(16/9, contentMode: .fit)") == red.aspectRatio(16.0 / 9.0, contentMode: .fit))
        #expect(tree("Color.red.aspectRatio(contentMode: .fill)") == red.aspectRatio(nil, contentMode: .fill))
        #expect(tree("Color.red.aspectRatio(nil, contentMode: .fill)") == red.aspectRatio(nil, contentMode: .fill))
        #expect(tree("Color.red.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit)") == red.aspectRatio(4.0 / 3.0, contentMode: .fit))
        #expect(tree("Color.red.scaledToFit()") == red.scaledToFit())
        #expect(tree("Color.red.scaledToFill()") == red.scaledToFill())
        #expect(tree("Color.red.padding()") == red.padding())
        #expect(tree("Color.red.padding(8)") == red.padding(8))
        #expect(tree("Color.red.padding(.horizontal, 8)") == red.padding(.horizontal, 8))
        #expect(tree("Color.red.padding(.vertical)") == red.padding(.vertical))
        #expect(tree("Color.red.padding([.top, .leading], 4)") == red.padding([.top, .leading], 4))
        #expect(tree("Color.red.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))")
                == red.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
        #expect(tree("Color.red.padding(EdgeInsets())") == red.padding(EdgeInsets()))
    }

    @Test("placement, secondary views, guides and the remaining modifiers")
    func otherModifiers() {
        let red = ViewNode.color("red")
        #expect(tree("Color.red.layoutPriority(1)") == red.layoutPriority(1))
        #expect(tree("Color.red.offset(x: 10, y: 20)") == red.offset(x: 10, y: 20))
        #expect(tree("Color.red.offset(y: 20)") == red.offset(y: 20))
        #expect(tree("Color.red.offset(CGSize(width: 1, height: 2))") == red.offset(x: 1, y: 2))
        #expect(tree("Color.red.position(x: 5, y: 6)") == red.position(x: 5, y: 6))
        #expect(tree("Color.red.position(CGPoint(x: 5, y: 6))") == red.position(x: 5, y: 6))
        #expect(tree("Color.red.background(Color.blue)") == red.background(.color("blue")))
        #expect(tree("Color.red.background(.blue)") == red.background(.color("blue")))
        #expect(tree("Color.red.background(Color.blue, alignment: .top)") == red.background(.color("blue"), alignment: .top))
        #expect(tree("Color.red.background(alignment: .top) { Circle(); Capsule() }")
                == red.background(alignment: .top) { ViewNode.circle; ViewNode.capsule })
        #expect(tree("Color.red.background { Circle() }") == red.background { ViewNode.circle })
        #expect(tree("Color.red.background(.blue, in: Capsule())") == red.background(.capsule))
        #expect(tree("Color.red.overlay(Circle())") == red.overlay(.circle))
        #expect(tree("Color.red.overlay(alignment: .bottomTrailing) { Circle() }") == red.overlay(alignment: .bottomTrailing) { ViewNode.circle })
        #expect(tree("Color.red.border(.blue)") == red.border())
        #expect(tree("Color.red.border(Color.blue, width: 2)") == red.border(width: 2))
        #expect(tree("Color.red.containerRelativeFrame(.horizontal)") == red.containerRelativeFrame(.horizontal))
        #expect(tree("Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10, alignment: .leading)")
                == red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10, alignment: .leading))
        #expect(tree("Color.red.containerRelativeFrame([.horizontal, .vertical])") == red.containerRelativeFrame(.both))
        #expect(tree("Color.red.relativeProposed(width: 0.5)") == red.relativeProposed(width: 0.5))
        #expect(tree("Color.red.relativeProposed(width: 0.5, height: 0.25)") == red.relativeProposed(width: 0.5, height: 0.25))
        #expect(tree("Color.red.frame(width: 1).id(\"x\")") == red.frame(width: 1).id("x"))
    }

    @Test("alignment guide closures become guide expressions")
    func alignmentGuides() {
        let red = ViewNode.color("red")
        #expect(tree("Color.red.alignmentGuide(.leading) { d in d[.trailing] - 10 }")
                == red.alignmentGuide(HorizontalAlignment.leading, .subtract(lhs: .horizontalGuide(.trailing), rhs: .constant(10))))
        #expect(tree("Color.red.alignmentGuide(.top) { $0.width / 2 }")
                == red.alignmentGuide(VerticalAlignment.top, .divide(lhs: .width, rhs: .constant(2))))
        #expect(tree("Color.red.alignmentGuide(.firstTextBaseline) { _ in 20 }") == red.alignmentGuide(VerticalAlignment.firstTextBaseline, .constant(20)))
        #expect(tree("Color.red.alignmentGuide(HorizontalAlignment.center, computeValue: { (d: ViewDimensions) in return -d.height + d[VerticalAlignment.center] * 2 })")
                == red.alignmentGuide(HorizontalAlignment.center, .add(lhs: .negate(.height),
                                                                       rhs: .multiply(lhs: .verticalGuide(.center), rhs: .constant(2)))))
        #expect(tree("Color.red.alignmentGuide(VerticalAlignment.center) { d in (d.height - 4) / 2 }")
                == red.alignmentGuide(VerticalAlignment.center, .divide(lhs: .subtract(lhs: .height, rhs: .constant(4)), rhs: .constant(2))))
    }

    @Test("text fonts and line limits")
    func text() {
        let hi = ViewNode.text("Hi")
        #expect(tree("Text(\"Hi\").font(.title)") == hi.font(size: 28))
        #expect(tree("Text(\"Hi\").font(Font.caption2)") == hi.font(size: 11))
        #expect(tree("Text(\"Hi\").font(.system(size: 20))") == hi.font(size: 20))
        #expect(tree("Text(\"Hi\").font(.system(size: 20, weight: .bold, design: .rounded))") == hi.font(size: 20))
        #expect(tree("Text(\"Hi\").font(.system(.largeTitle))") == hi.font(size: 34))
        #expect(tree("Text(\"Hi\").font(.custom(\"Avenir\", size: 13))") == hi.font(size: 13))
        #expect(tree("Text(\"Hi\").font(.headline.bold())") == hi.font(size: 17))
        #expect(tree("Text(\"Hi\").lineLimit(1)") == hi.lineLimit(1))
        #expect(tree("Text(\"Hi\").lineLimit(nil)") == hi.lineLimit(nil))
    }

    @Test("visual modifiers are accepted and ignored, whatever their arguments")
    func visualModifiers() {
        let source = """
        Color.red.opacity(0.5).foregroundColor(.blue).foregroundStyle(.tint).cornerRadius(8)
            .shadow(color: .black, radius: 3, x: 0, y: 2).clipShape(Capsule()).clipped().blur(radius: 2)
            .onTapGesture { print("tap") }.tint(.green).frame(width: 10)
        """
        #expect(tree(source) == ViewNode.color("red").frame(width: 10))
        #expect(tree("Rectangle().fill(.red).stroke(Color.blue, lineWidth: 2).strokeBorder(.red)") == .rectangle)
        #expect(tree("Text(\"Hi\").bold().italic().ignoresSafeArea()") == .text("Hi"))
    }

    @Test("parseFiles reads folders recursively in sorted order")
    func folders() throws {
        // A copy of the interpreter's examples, some in a nested folder (Examples/ itself also holds
        // Pasted/, code only the compiled pipeline reads).
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parser-folders-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Nested", withIntermediateDirectories: true)
        for (index, file) in interpretedExamples.enumerated() {
            let name = (file as NSString).lastPathComponent
            try FileManager.default.copyItem(atPath: file, toPath: folder + (index % 2 == 0 ? "/" : "/Nested/") + name)
        }
        let experiments = try ExperimentParser.parseFiles(at: [folder])
        let files = experiments.compactMap { $0.location?.file }
        var seen: [String] = []
        for file in files where seen.last != file { seen.append(file) }
        #expect(seen.count == interpretedExamples.count)
        #expect(seen == seen.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
        #expect(seen.allSatisfy { $0.hasPrefix(folder + "/") && $0.hasSuffix(".swift") })
    }
}
