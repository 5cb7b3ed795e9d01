// Seed 002 (fatbobman, "SwiftUI Layout: The Mystery of Size"): proposal modes for Rectangle and
// Text, the ZStack-in-a-screen example, fixed frames, fixedSize and ideal sizes.
import LayoutEngine
import Testing
import TestSupport

@Suite("Seed 002: proposal modes and ideal sizes")
struct Seed002SizeTests {
    let rectangle = ViewNode.rectangle.id("r")
    let hello = ViewNode.text("Hello world").id("text")

    @Test("Rectangle: minimized 0×0, maximized ∞×∞, explicit as proposed, unspecified 10×10")
    func rectangleModes() {
        #expect(layout(rectangle, 0, 0).rootSize == Size(width: 0, height: 0))
        #expect(layout(rectangle, .infinity, .infinity).rootSize == Size(width: .infinity, height: .infinity))
        #expect(layout(rectangle, 50, 60).rootSize == Size(width: 50, height: 60))
        #expect(layout(rectangle, nil, nil).rootSize == Size(width: 10, height: 10))
    }

    @Test("Text(\"Hello world\"): 85.33×20.33 unspecified, maximized and explicit; 0×0 minimized")
    func textModes() {
        for (width, height) in [(nil, nil), (.infinity, .infinity), (390, 763)] as [(Double?, Double?)] {
            let size = layout(hello, width, height).rootSize
            #expect(close(size.width, 85.33) && close(size.height, 20.33), "\(String(describing: width)): \(size)")
        }
        #expect(layout(hello, 0, 0).rootSize == .zero)
    }

    @Test("a height smaller than one line still answers one line's height")
    func textShortHeight() {
        let size = layout(hello, 390, 10).rootSize
        #expect(close(size.width, 85.33) && close(size.height, 20.33))
    }

    @Test("a width smaller than one line wraps: two lines, as wide as the wider word")
    func textWraps() {
        // The article says the width becomes the proposal; the rules reference (and real Text)
        // answer the widest line, which is at most the proposal: "world" is 41.33 wide.
        let size = layout(hello, 50, 763).rootSize
        #expect(close(size.width, 41.33) && close(size.height, 40.67))
    }

    @Test("ZStack { Text } on an iPhone 13 Pro screen (390×763): text placed at x 152.33")
    func zstackOnScreen() {
        let result = layout(ViewNode.zstack { hello }, 390, 763)
        // The article's y of 418.33 includes the 47 pt top safe area, which the engine does not model.
        expectFrame(result, "text", x: 152.33, y: 371.33, width: 85.33, height: 20.33)
        // Steps 1–3: the ZStack forwards the proposal unchanged.
        #expect(proposals(result, to: "text").first == ProposedViewSize(width: 390, height: 763))
    }

    @Test("frame(width: 50, height: 50) proposes 50×50 to Text and answers 50×50")
    func fixedFrameProposes() {
        let result = layout(ViewNode.vstack { hello.frame(width: 50, height: 50).id("frame") }, 390, 763)
        #expect(proposals(result, to: "text").first == ProposedViewSize(width: 50, height: 50))
        expectFrame(result, "frame", width: 50, height: 50)
    }

    @Test("frame(idealWidth: 100, idealHeight: 100).fixedSize() becomes 100×100 and centres the text")
    func idealFrameFixedSize() {
        let tree = hello.frame(idealWidth: 100, idealHeight: 100).id("frame").fixedSize()
        let result = layout(tree, 390, 763)
        expectFrame(result, "frame", x: 145, y: 331.5, width: 100, height: 100)
        expectFrame(result, "text", x: 152.33, y: 371.33, width: 85.33, height: 20.33)
    }

    @Test("Text in a 100×100 bottomLeading frame with default padding, in a VStack")
    func borderedFrame() {
        let tree = ViewNode.vstack {
            hello.frame(width: 100, height: 100, alignment: .bottomLeading).id("frame").padding().id("padding")
        }
        let result = layout(tree, 390, 763)
        expectFrame(result, "padding", x: 129, y: 315.5, width: 132, height: 132)
        expectFrame(result, "frame", x: 145, y: 331.5, width: 100, height: 100)
        expectFrame(result, "text", x: 145, y: 411.17, width: 85.33, height: 20.33)
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
