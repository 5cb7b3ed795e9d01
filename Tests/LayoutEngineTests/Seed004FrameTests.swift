// Seed 004 (netsplit, "Flexible Frames"): every Image("barbarian") example. The image is
// 101×92 and not resizable unless stated; the article's grey parent frame is a 200×200 frame
// (50 wide where the article says the parent is too small). The sizes (and origins where stated) come
// from Examples/Frames.swift, the single source of the articles' numbers; positions and proposals
// the examples do not state are checked here.
import LayoutEngine
import Testing
import TestSupport

@Suite("Seed 004: fixed and flexible frames")
struct Seed004FrameTests {
    let image = ViewNode.image("barbarian", width: 101, height: 92).id("image")
    var resizable: ViewNode { image.resizable() }

    func inParent(_ view: ViewNode, width: Double = 200, height: Double = 200) -> LayoutResult {
        layout(view.id("frame").frame(width: width, height: height), width, height)
    }

    @Test("frame too big: the image keeps 101×92 and is centred")
    func frameTooBig() {
        let result = layout(image.frame(width: 200, height: 200).id("frame"), 200, 200)
        Examples.expectAll(result, match: "seed004/frame-too-big")
    }

    @Test("frame too small: the image keeps 101 wide and overflows the 100-wide frame")
    func frameTooSmall() {
        let result = layout(image.frame(width: 100, height: 200).id("frame"), 200, 200)
        Examples.expectAll(result, match: "seed004/frame-too-small")
        expectFrame(result, "frame", x: 50, y: 0)
        expectFrame(result, "image", x: 49.5, y: 54)
    }

    @Test("width only: a resizable image takes the frame's width and the parent's height")
    func widthOnly() {
        let result = inParent(resizable.frame(width: 50))
        Examples.expectAll(result, match: "seed004/width-only")
        expectFrame(result, "image", x: 75, y: 0)
        expectFrame(result, "frame", x: 75, y: 0)
    }

    @Test("height only: a resizable image takes the parent's width")
    func heightOnly() {
        let result = inParent(resizable.frame(height: 50))
        Examples.expectAll(result, match: "seed004/height-only")
        expectFrame(result, "image", x: 0, y: 75)
    }

    @Test("minWidth 100 in a 50-wide parent: the child is proposed 100, both overflow")
    func minWidthLargerThanParent() {
        let result = inParent(resizable.frame(minWidth: 100), width: 50)
        Examples.expectAll(result, match: "seed004/min-width-larger-than-parent")
        #expect(proposals(result, to: "image").first?.width == 100)
        expectFrame(result, "frame", x: -25)
        expectFrame(result, "image", x: -25)
    }

    @Test("minWidth 200 around a 101 image: the frame is 200 and centres the image")
    func minWidthSmallerChild() {
        let result = inParent(image.frame(minWidth: 200))
        Examples.expectAll(result, match: "seed004/min-width-larger-than-child")
        expectFrame(result, "frame", x: 0)
        expectFrame(result, "image", x: 49.5)
    }

    @Test("maxWidth 100 in a 200 parent: a resizable image is proposed 100 and the frame is centred")
    func maxWidthParentTooLarge() {
        let result = inParent(resizable.frame(maxWidth: 100))
        Examples.expectAll(result, match: "seed004/max-width-smaller-than-parent")
        #expect(proposals(result, to: "image").first?.width == 100)
        expectFrame(result, "image", x: 50)
    }

    @Test("maxWidth 50 around a 101 image: the frame is 50 and the image overflows it")
    func maxWidthSmallerThanChild() {
        let result = inParent(image.frame(maxWidth: 50))
        Examples.expectAll(result, match: "seed004/max-width-smaller-than-child")
        expectFrame(result, "frame", x: 75)
        expectFrame(result, "image", x: 49.5)
    }

    @Test("minWidth 50, maxWidth 150 in 200: child proposed 150, frame 150 (not layout neutral)")
    func minAndMax() {
        let result = inParent(image.frame(minWidth: 50, maxWidth: 150))
        Examples.expectAll(result, match: "seed004/min-max-below-parent")
        #expect(proposals(result, to: "image").first?.width == 150)
        expectFrame(result, "frame", x: 25)
        expectFrame(result, "image", x: 49.5)
    }

    @Test("minWidth 50, maxWidth 250 in 200: the frame takes the parent's 200")
    func rangeIncludesParent() {
        let result = inParent(image.frame(minWidth: 50, maxWidth: 250))
        Examples.expectAll(result, match: "seed004/min-max-around-parent")
        #expect(proposals(result, to: "image").first?.width == 200)
        expectFrame(result, "frame", x: 0)
        expectFrame(result, "image", x: 49.5)
    }

    @Test("minWidth 225, maxWidth 500 in 200: the frame takes its minimum 225 and overflows")
    func parentSmallerThanMin() {
        let result = inParent(image.frame(minWidth: 225, maxWidth: 500))
        Examples.expectAll(result, match: "seed004/min-max-above-parent")
        #expect(proposals(result, to: "image").first?.width == 225)
        expectFrame(result, "frame", x: -12.5)
        expectFrame(result, "image", x: 49.5)
    }

    @Test("minWidth 0, maxWidth infinity: the frame has the size of its parent")
    func infiniteFrame() {
        let result = inParent(image.frame(minWidth: 0, maxWidth: .infinity))
        Examples.expectAll(result, match: "seed004/infinite-frame")
        expectFrame(result, "frame", x: 0)
        expectFrame(result, "image", x: 49.5)
    }

    @Test("infinite frame in both axes with topLeading alignment puts the image at the corner")
    func infiniteFrameTopLeading() {
        let result = inParent(image.frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity,
                                          alignment: .topLeading))
        // image (0, 0) 101×92, frame (0, 0) 200×200.
        Examples.expectAll(result, match: "seed004/infinite-frame-top-leading")
    }

    @Test("HStack of an image and two titles in 300×100 with lineLimit(1): the image keeps 101, the texts share the rest")
    func stackOfImageAndTexts() {
        let tree = ViewNode.hstack {
            image
            ViewNode.text("Nogistune").id("nogistune").font(size: TextStyle.title.pointSize)
            ViewNode.text("Takeshi").id("takeshi").font(size: TextStyle.title.pointSize)
        }.lineLimit(1).frame(width: 300, height: 100)
        let result = layout(tree, 300, 100)
        Examples.expectAll(result, match: "seed004/stack-image-and-titles", labels: ["image"])
        // 300 − 2 × 8 spacing = 284. The inflexible image goes first and takes 101 of 284 / 3;
        // the less flexible "Takeshi" is then proposed half of the 183 left.
        let takeshi = frame(result, "takeshi")
        let nogistune = frame(result, "nogistune")
        #expect(proposals(result, to: "takeshi").contains(ProposedViewSize(width: 91.5, height: 100)))
        #expect(proposals(result, to: "nogistune").contains(ProposedViewSize(width: 183 - takeshi.width, height: 100)))
        // Both are cut to one line (their ideal widths, 99.33 and 128, do not fit).
        #expect(takeshi.width <= 91.5 && nogistune.width <= 183 - takeshi.width)
        #expect(close(takeshi.height, 33.67) && close(nogistune.height, 33.67))
    }
}
