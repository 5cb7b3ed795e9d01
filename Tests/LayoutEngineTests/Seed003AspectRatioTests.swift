// Seed 003 (objc.io, "Aspect Ratios in SwiftUI"): aspectRatio changes only the proposal. The
// article's sizes come from Examples/AspectRatio.swift, the single source of the articles' numbers.
import LayoutEngine
import Testing
import TestSupport

@Suite("Seed 003: aspectRatio")
struct Seed003AspectRatioTests {
    @Test("16:9 fit in 100×100 proposes 100×56.25 to its child")
    func fitProposal() {
        let result = layout(ViewNode.rectangle.id("child").aspectRatio(16.0 / 9.0, contentMode: .fit), 100, 100)
        // The article's 100×56.25; the Rectangle takes what it is proposed.
        Examples.expectAll(result, match: "seed003/fit-16-9")
        let expected = Examples.expected("seed003/fit-16-9", "child")
        #expect(proposals(result, to: "child").first == ProposedViewSize(width: expected?.width, height: expected?.height))
        // Centred vertically: (100 − 56.25) / 2 = 21.875.
        expectFrame(result, "child", x: 0, y: 21.875)
    }

    @Test("16:9 fill in 100×100 proposes 177.78×100")
    func fillProposal() throws {
        let result = layout(ViewNode.rectangle.id("child").aspectRatio(16.0 / 9.0, contentMode: .fill), 100, 100)
        // The article's 177.78×100, taken as proposed.
        Examples.expectAll(result, match: "seed003/fill-16-9")
        let expected = try #require(Examples.expected("seed003/fill-16-9", "child"))
        let proposal = proposals(result, to: "child").first
        #expect(close(proposal?.width ?? 0, expected.width, tolerance: 0.01))
        #expect(proposal?.height == expected.height)
    }

    @Test("nil ratio: the child's ideal 100×50 sets the ratio; in 320×480 fit is 320×160, fill 960×480")
    func idealRatio() {
        let image = ViewNode.image("test", width: 100, height: 50).resizable().id("image")
        let fit = layout(image.aspectRatio(contentMode: .fit), 320, 480)
        Examples.expectAll(fit, match: "seed003/image-fit") // 320×160
        expectFrame(fit, "image", x: 0, y: 160) // (480 − 160) / 2
        // The modifier first asks for the ideal size with nil×nil.
        #expect(proposals(fit, to: "image").first == .unspecified)
        let fill = layout(image.aspectRatio(contentMode: .fill), 320, 480)
        Examples.expectAll(fill, match: "seed003/image-fill") // 960×480
        expectFrame(fill, "image", x: -320, y: 0) // (320 − 960) / 2
    }

    @Test("MySample().aspectRatio(100/50, contentMode: .fill).frame(width: 320, height: 480) proposes 960×480")
    func mySample() {
        let tree = ViewNode.rectangle.id("sample").aspectRatio(100.0 / 50.0, contentMode: .fill).frame(width: 320, height: 480)
        let result = layout(tree, 500, 500)
        Examples.expectAll(result, match: "seed003/sample-fill", labels: ["sample"]) // 960×480, taken as proposed
        #expect(proposals(result, to: "sample").first == ProposedViewSize(width: 960, height: 480))
    }

    @Test("a fully nil proposal passes straight through: a Rectangle stays 10×10")
    func nilPassesThrough() {
        let result = layout(ViewNode.rectangle.id("r").aspectRatio(2, contentMode: .fit), nil, nil)
        expectFrame(result, "r", width: 10, height: 10)
    }

    @Test("scaledToFit on a non-resizable image changes nothing: it keeps its 101×92")
    func nonResizable() {
        let result = layout(ViewNode.image("barbarian", width: 101, height: 92).id("i").scaledToFit(), 300, 300)
        expectFrame(result, "i", x: 99.5, y: 104, width: 101, height: 92)
    }
}
