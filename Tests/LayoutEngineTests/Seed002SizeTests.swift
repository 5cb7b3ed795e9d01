// Seed 002 (fatbobman, "SwiftUI Layout: The Mystery of Size"): proposal modes for Rectangle and
// Text, the ZStack-in-a-screen example, fixed frames, fixedSize and ideal sizes. The article's sizes
// come from Examples/Sizes.swift, the single source of the articles' numbers.
import LayoutEngine
import Testing
import TestSupport

@Suite("Seed 002: proposal modes and ideal sizes")
struct Seed002SizeTests {
    let rectangle = ViewNode.rectangle.id("r")
    let hello = ViewNode.text("Hello world").id("text")

    @Test("Rectangle: minimized 0×0, maximized ∞×∞, explicit as proposed, unspecified 10×10")
    func rectangleModes() throws {
        // Examples: 0×0 → 0×0, ∞×∞ → ∞×∞, 390×763 → 390×763, nil×nil → 10×10.
        let example = try #require(Examples.named("seed002/rectangle-modes"))
        #expect(example.proposals.count == 4)
        for (index, proposal) in example.proposals.enumerated() {
            let result = Engine().layout(ViewNode.rectangle.id("rect"), in: proposal)
            Examples.expectAll(result, match: "seed002/rectangle-modes", proposal: index)
        }
        #expect(layout(rectangle, 50, 60).rootSize == Size(width: 50, height: 60))
    }

    @Test("Text(\"Hello world\"): 85.33×20.33 unspecified, maximized and explicit; 0×0 minimized")
    func textModes() throws {
        // Examples: 0×0 → 0×0; ∞×∞, 390×763, nil×nil and 390×10 → 85.33×20.33.
        let example = try #require(Examples.named("seed002/text-modes"))
        #expect(example.proposals.count == 5)
        for (index, proposal) in example.proposals.enumerated() {
            Examples.expectAll(Engine().layout(hello, in: proposal), match: "seed002/text-modes", proposal: index)
        }
        #expect(layout(hello, 0, 0).rootSize == .zero)
    }

    @Test("a height smaller than one line still answers one line's height")
    func textShortHeight() {
        let result = layout(hello, 390, 10)
        Examples.expectFrame(result.frame(of: "text"), matches: "seed002/text-modes", "text", proposal: 4) // 85.33×20.33
    }

    @Test("a width smaller than one line wraps: two lines, as wide as the wider word")
    func textWraps() {
        // The article says the width becomes the proposal; the rules reference (and real Text)
        // answer the widest line, which is at most the proposal: "world" is 42 wide (SF Pro Text:
        // adv w 1586 o 1210 r 780 l 516 d 1258 = 5,350, kern w o −40: 5,310 × 17 / 2048 = 44.0771,
        // less 5 × 0.43 of tracking = 41.9271, rounded up to a third of a point).
        let size = layout(hello, 50, 763).rootSize
        #expect(close(size.width, 42) && close(size.height, 40.67))
    }

    @Test("ZStack { Text } on an iPhone 13 Pro screen (390×763): text placed at x 152.33")
    func zstackOnScreen() {
        let result = layout(ViewNode.zstack { hello }, 390, 763)
        // The article's y of 418.33 includes the 47 pt top safe area, which the engine does not model.
        Examples.expectAll(result, match: "seed002/zstack-text", labels: ["text"]) // 152.33, 371.33, 85.33×20.33
        // Steps 1–3: the ZStack forwards the proposal unchanged.
        #expect(proposals(result, to: "text").first == ProposedViewSize(width: 390, height: 763))
    }

    @Test("frame(width: 50, height: 50) proposes 50×50 to Text and answers 50×50")
    func fixedFrameProposes() {
        let result = layout(ViewNode.vstack { hello.frame(width: 50, height: 50).id("frame") }, 390, 763)
        #expect(proposals(result, to: "text").first == ProposedViewSize(width: 50, height: 50))
        Examples.expectAll(result, match: "seed002/frame-50") // 50×50
    }

    @Test("frame(idealWidth: 100, idealHeight: 100).fixedSize() becomes 100×100 and centres the text")
    func idealFrameFixedSize() {
        let tree = hello.frame(idealWidth: 100, idealHeight: 100).id("frame").fixedSize()
        let result = layout(tree, 390, 763)
        Examples.expectAll(result, match: "seed002/ideal-size") // frame 100×100, text 85.33×20.33
        // Centred in 390×763: (390 − 100) / 2 = 145, (763 − 100) / 2 = 331.5; the text centred in the frame.
        expectFrame(result, "frame", x: 145, y: 331.5)
        expectFrame(result, "text", x: 152.33, y: 371.33)
    }

    @Test("Text in a 100×100 bottomLeading frame with default padding, in a VStack")
    func borderedFrame() {
        let tree = ViewNode.vstack {
            hello.frame(width: 100, height: 100, alignment: .bottomLeading).id("frame").padding().id("padding")
        }
        let result = layout(tree, 390, 763)
        expectFrame(result, "padding", x: 129, y: 315.5, width: 132, height: 132)
        Examples.expectAll(result, match: "seed002/border-frame") // frame 100×100, text 85.33×20.33
        expectFrame(result, "frame", x: 145, y: 331.5)
        // Bottom-leading in the frame: 331.5 + 100 − 20.33 = 411.17.
        expectFrame(result, "text", x: 145, y: 411.17)
    }

    @Test("Color.fixedSize() is its ideal 10×10")
    func colorFixedSize() {
        #expect(layout(ViewNode.color("red").fixedSize(), 300, 300).rootSize == Size(width: 10, height: 10))
    }

    @Test("GeometryReader takes the proposal")
    func geometryReaderTakesProposal() {
        #expect(layout(ViewNode.geometryReader { ViewNode.color("red") }, 200, 100).rootSize == Size(width: 200, height: 100))
    }
}
