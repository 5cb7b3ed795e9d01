// Layout-aware checks of every picture: for every experiment of Examples/, the pasted-view corpus
// (Pasted/) and a few realistic views, each picture (one layout, overlay, side
// by side, sweep chart) parses as XML, and its labels, measured with the same text metrics the
// renderer uses, neither overlap each other nor leave the canvas. Golden SVGs pin a few pictures.
import ExperimentFiles
import Experiments
import Foundation
import LayoutEngine
import Notebook
import Reports
import Testing
import TestSupport

@Suite struct PictureLayoutTests {
    /// The realistic views, compiled as `layoutlab run` compiles them.
    static let realisticParse: Result<[CompiledExperiment], Error> = Result {
        try Compiled.load([Golden.url("pictures/RealisticViews.swift").path])
    }
    static var realisticCompiled: [CompiledExperiment] { (try? realisticParse.get()) ?? [] }
    static var realistic: [Experiment] { realisticCompiled.map(\.experiment) }

    /// The label boxes of a picture, in its viewBox coordinates, and the viewBox's size.
    struct Labels {
        var boxes: [(text: String, rect: Rect)] = []
        var width = 0.0
        var height = 0.0
    }

    static func labels(_ svg: String) -> Labels? {
        guard let parsed = SVGElements.parse(svg) else { return nil }
        var labels = Labels()
        if let root = parsed.elements.first, let viewBox = root.attributes["viewBox"] {
            let numbers = viewBox.split(separator: " ").compactMap { Double(String($0)) }
            labels.width = numbers[2]
            labels.height = numbers[3]
        }
        for element in parsed.elements {
            if element.name == "text", element.attributes["class"] == "label",
               let x = element.attributes["x"].flatMap(Double.init), let y = element.attributes["y"].flatMap(Double.init) {
                let size = element.attributes["font-size"].flatMap(Double.init) ?? PictureText.labelSize
                let text = element.text
                labels.boxes.append((text, PictureText.box(text, x: x, y: y, size: size)))
            } else if element.name == "g", element.attributes["class"] == "marker",
                      let x = element.attributes["data-x"].flatMap(Double.init),
                      let y = element.attributes["data-y"].flatMap(Double.init),
                      let size = element.attributes["data-size"].flatMap(Double.init) {
                labels.boxes.append(("marker", Rect(x: x, y: y, width: size, height: size)))
            }
        }
        return labels
    }

    /// Records an issue for every pair of overlapping labels and every label outside the canvas.
    static func expectReadable(_ svg: String, _ what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let labels = labels(svg) else {
            Issue.record("\(what): the SVG does not parse as XML", sourceLocation: sourceLocation)
            return
        }
        let boxes = labels.boxes
        for (index, (text, rect)) in boxes.enumerated() {
            if rect.minX < -0.01 || rect.minY < -0.01 || rect.maxX > labels.width + 0.01 || rect.maxY > labels.height + 0.01 {
                Issue.record("\(what): label '\(text)' at \(rect) leaves the \(labels.width)×\(labels.height) canvas",
                             sourceLocation: sourceLocation)
            }
            for (other, otherRect) in boxes[(index + 1)...] where rect.minX < otherRect.maxX && otherRect.minX < rect.maxX
                && rect.minY < otherRect.maxY && otherRect.minY < rect.maxY {
                Issue.record("\(what): labels '\(text)' \(rect) and '\(other)' \(otherRect) overlap", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func everyExamplePictureIsValidAndItsLabelsNeitherOverlapNorLeaveTheCanvas() throws {
        let experiments = Examples.compiled + Pasted.compiled + Self.realisticCompiled
        #expect(Examples.all.count > 40)
        #expect(Pasted.compiled.count >= 30)
        #expect(Self.realistic.count == 4, "\(Self.realisticParse)")
        let standard = Engine()
        let probing = Engine(options: try LayoutOptions(parsing: ["relative-proposed=probing"]))
        var pictures = 0
        for item in experiments {
            let experiment = item.experiment
            var outcomes: [ProposalOutcome] = []
            for (index, proposal) in experiment.proposals.enumerated() {
                // Trees that run their file's code were laid out by its program (under the standard options).
                let before = item.layouts?[index] ?? standard.layout(experiment.tree, in: proposal)
                let after = item.layouts?[index] ?? probing.layout(experiment.tree, in: proposal)
                outcomes.append(ProposalOutcome(recording: before, proposalIndex: index))
                let what = "\(experiment.name) proposal \(index)"
                let one = LayoutDrawing(result: before, tree: experiment.tree)
                let two = LayoutDrawing(result: after, tree: experiment.tree)
                Self.expectReadable(renderLayoutSVG(one, title: "\(experiment.name) — proposal \(index)"), what)
                Self.expectReadable(renderLayoutOverlaySVG(before: one, after: two, title: experiment.name,
                                                           beforeCaption: "run 1 (before)", afterCaption: "run 2 (after)"),
                                    what + " overlay")
                Self.expectReadable(renderLayoutSideBySideSVG(before: one, after: two, title: experiment.name,
                                                              beforeCaption: "run 1 (before)", afterCaption: "run 2 (after)"),
                                    what + " side by side")
                pictures += 3
            }
            if let sweep = experiment.sweep {
                Self.expectReadable(SweepChart(title: experiment.name, axis: sweep.axis, outcomes: outcomes,
                                               tree: experiment.tree).svg(), experiment.name + " chart")
                pictures += 1
            }
        }
        #expect(pictures > 150)
    }

    /// Views LayoutLabUI lays out as a flexible colour named after them (`Chart`, the navigation
    /// bar) are captioned as the user wrote them, as display names are (`NodeFacts.standIns`).
    @Test func standInsAreCaptionedByTheirOwnName() throws {
        let tree = ViewNode.vstack(spacing: 0) {
            ViewNode.color("navigationBar").frame(height: 96)
            ViewNode.color("chart").frame(width: 200, height: 100)
            ViewNode.color("red").frame(width: 50, height: 20)
        }
        let drawing = LayoutDrawing(result: Engine().layout(tree, in: ProposedViewSize(width: 390, height: 400)), tree: tree)
        let colours = drawing.boxes.filter { $0.kind == "Color" }.map(\.caption)
        #expect(colours == ["navigation bar · 390×96", "Chart · 200×100", "Color.red · 50×20"])
    }

    /// A board of cells alike (each a Circle in an HStack of its own, in one VStack) is captioned
    /// once, for all of them; two alike keep a caption each.
    @Test func viewsAlikeInOneContainerAreCaptionedOnce() throws {
        let tree = ViewNode.vstack(spacing: 0) {
            ViewNode.vstack(spacing: 5) {
                for _ in 0..<5 { ViewNode.hstack { ViewNode(.circle).frame(width: 10, height: 10) } }
            }
            ViewNode.hstack(spacing: 0) {
                ViewNode.color("red").frame(width: 40, height: 20)
                ViewNode.color("red").frame(width: 40, height: 20)
            }
        }
        let drawing = LayoutDrawing(result: Engine().layout(tree, in: ProposedViewSize(width: 200, height: 200)), tree: tree)
        let captioned = drawing.boxes.filter(\.showsLabel).map(\.caption)
        #expect(captioned.filter { $0.hasPrefix("Circle") } == ["Circle · 10×10 (×5)"])
        #expect(captioned.filter { $0.hasPrefix("Color") } == ["Color.red · 40×20", "Color.red · 40×20"])
        // The others keep their own caption as their tooltip (each HStack and frame is drawn as its Circle).
        #expect(drawing.boxes.filter { $0.kind == "Circle" && !$0.showsLabel }.map(\.tooltip)
                == Array(repeating: "Circle · 10×10\nincludes: HStack, frame", count: 4))
    }

    @Test func crowdedAndNarrowLayoutsFallBackToMarkersAndAWrappedLegend() throws {
        // Twelve 4-point views in a row, labelled with long names: no caption fits inside or beside
        // them, so they become numbered markers explained below the picture.
        let tree = ViewNode.hstack(spacing: 0) {
            for index in 0..<12 {
                ViewNode.color("red").frame(width: 4, height: 4).id("a rather long label for view number \(index)")
            }
        }
        let result = Engine().layout(tree, in: ProposedViewSize(width: 48, height: 4))
        let svg = renderLayoutSVG(LayoutDrawing(result: result, tree: tree), title: "crowded")
        Self.expectReadable(svg, "crowded")
        let parsed = try #require(SVGElements.parse(svg))
        #expect(parsed.elements.contains { $0.name == "g" && $0.attributes["class"] == "marker" })
        // The legend below gives each marker's full caption.
        let texts = parsed.all("text").filter { $0.attributes["class"] == "label" }.map(\.text)
        #expect(texts.contains("a rather long label for view number 0 · 4×4"))
        // A name too long for any caption is shortened with an ellipsis; the full one is the tooltip.
        let long = String(repeating: "very long name ", count: 20) + "end"
        let wide = ViewNode.color("blue").id(long)
        let longSVG = renderLayoutSVG(LayoutDrawing(result: Engine().layout(wide, in: ProposedViewSize(width: 600, height: 40)),
                                                    tree: wide), title: long)
        Self.expectReadable(longSVG, "long name")
        let longParsed = try #require(SVGElements.parse(longSVG))
        #expect(longParsed.all("text").filter { $0.attributes["class"] == "label" }.allSatisfy { !$0.text.contains("end") })
        #expect(longParsed.all("text").contains { $0.attributes["class"] == "label" && $0.text.hasSuffix("…") })
        #expect(longParsed.all("title").contains { $0.text == long + " · 600×40" })
        // A narrow overlay still shows the whole legend, wrapped onto more lines.
        let overlay = renderLayoutOverlaySVG(before: LayoutDrawing(result: result), after: LayoutDrawing(result: result),
                                             title: "narrow", beforeCaption: "run 1 (before)", afterCaption: "run 2 (after)")
        Self.expectReadable(overlay, "narrow overlay")
        let legend = try #require(SVGElements.parse(overlay)).all("text").map(\.text)
        #expect(["run 1 (before)", "run 2 (after)", "unchanged", "added", "removed"].allSatisfy(legend.contains))
    }

    // A 100 × 40 view centred in a 390 × 763 preview sits at y 361.5: a diff picture (which draws
    // no proposal area) is cropped to the boxes, not stretched up to the root's origin.
    @Test func diffPicturesAreCroppedToTheBoxes() throws {
        let tree = ViewNode.color("blue").frame(width: 100, height: 40)
        let result = Engine().layout(tree, in: ProposedViewSize(width: 390, height: 763))
        let nodes = ProposalOutcome(recording: result).nodes
        let svg = renderLayoutOverlaySVG(before: LayoutDrawing(nodes: nodes, tree: tree), after: LayoutDrawing(nodes: nodes, tree: tree),
                                         title: "centred", beforeCaption: "run 1", afterCaption: "run 2")
        let labels = try #require(Self.labels(svg))
        #expect(labels.height < 200, "viewBox height \(labels.height)")
        let full = renderLayoutSVG(LayoutDrawing(result: result, tree: tree), title: "centred")
        #expect(try #require(Self.labels(full)).height > 763, "a picture of one result still shows the proposed area")
    }

    @Test func viewsAreDrawnInTheirOwnColoursShapesAndTexts() throws {
        let tree = ViewNode.hstack(spacing: 0) {
            ViewNode.color("green").frame(width: 50).id("green")
            ViewNode.circle.frame(width: 50)
            ViewNode.text("Hello world")
        }
        let result = Engine().layout(tree, in: ProposedViewSize(width: 300, height: 60))
        let parsed = try #require(SVGElements.parse(renderLayoutSVG(LayoutDrawing(result: result, tree: tree), title: "t")))
        #expect(parsed.rects.first { $0["data-node"] == "green" }?["fill"] == "#34c759")
        #expect(parsed.all("circle").count == 1)
        #expect(parsed.all("text").contains { $0.attributes["class"] == "content" && $0.text == "Hello world" })
        // Without the tree the same boxes are drawn, coloured by depth.
        let plain = try #require(SVGElements.parse(renderLayoutSVG(LayoutDrawing(result: result), title: "t")))
        #expect(plain.rects.map { $0["data-node"] } == parsed.rects.map { $0["data-node"] })
    }

    @Test func goldenPictures() throws {
        let seed = try #require(Examples.named("seed001/relative-second"))
        let card = try #require(Self.realistic.first { $0.name == "real/card" })
        let sweep = try #require(Examples.named("seed000/chat-bubble-sweep"))
        for experiment in [seed, card] {
            let result = Engine().layout(experiment.tree, in: experiment.proposals[0])
            let svg = renderLayoutSVG(LayoutDrawing(result: result, tree: experiment.tree), title: experiment.name)
            Golden.expectMatches(svg, "pictures/" + experiment.name.replacingOccurrences(of: "/", with: "-") + ".svg")
        }
        let outcomes = sweep.proposals.enumerated().map { index, proposal in
            ProposalOutcome(recording: Engine().layout(sweep.tree, in: proposal), proposalIndex: index)
        }
        let chart = SweepChart(title: sweep.name, axis: try #require(sweep.sweep).axis, outcomes: outcomes, tree: sweep.tree)
        Golden.expectMatches(chart.svg(), "pictures/seed000-chat-bubble-sweep-chart.svg")
    }

    /// A Text is drawn whole when its frame holds it: the picture measures its lines as the engine
    /// does, kerning included (a date of digits, drawn cut with an ellipsis before).
    @Test("a text drawn in its own frame is not cut")
    func textFillsItsFrame() throws {
        let tree = ViewNode.vstack {
            ViewNode.text("2026-11-27 12:47:26 +0000")
            ViewNode.text("AVATAR Travel 1,234.56")
        }
        let svg = renderLayoutSVG(LayoutDrawing(result: Engine().layout(tree, in: ProposedViewSize(width: 390, height: 763)), tree: tree),
                                  title: "texts")
        let drawn = try #require(SVGElements.parse(svg)).all("text").filter { $0.attributes["class"] == "content" }.map(\.text)
        #expect(drawn == ["2026-11-27 12:47:26 +0000", "AVATAR Travel 1,234.56"])
    }

}
