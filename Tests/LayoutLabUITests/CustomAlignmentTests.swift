// Custom alignment guides (`AlignmentID`), written as in Apple's documentation and the usual
// "align views across stacks" code. Expected numbers are worked out in each test's comment from the
// rules in Sources/LayoutEngine/Primitives/Stacks/AlignmentGuides.swift.
import LayoutLabUI
import Testing

private struct FirstThirdAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

extension VerticalAlignment {
    fileprivate static let firstThird = VerticalAlignment(FirstThirdAlignment.self)

    /// Defaults to the bottom, as in Apple's "Aligning views across stacks".
    fileprivate enum ImageTitle: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.bottom] }
    }

    fileprivate static let imageTitle = VerticalAlignment(ImageTitle.self)
}

extension HorizontalAlignment {
    fileprivate enum LabelEdge: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
    }

    fileprivate static let labelEdge = HorizontalAlignment(LabelEdge.self)
}

/// Apple's `HorizontalStripes`: three equal rectangles, 1 point apart.
private struct HorizontalStripes: View {
    var body: some View {
        VStack(spacing: 1) {
            ForEach(0..<3) { _ in Color.blue }
        }
    }
}

@Suite("Custom alignment guides (AlignmentID)")
struct CustomAlignmentTests {
    // DOC AlignmentID: `HStack(alignment: .firstThird, spacing: 1)` of stripes 60, 120 and 90 high.
    // No view sets the guide, so each uses the default, a third of its height: 20, 40 and 30. The
    // guides line up at 40: tops at 20, 0 and 10; the stack is 120 high. Widths: (300 − 2) / 3.
    @Test("The default value of a custom guide aligns an HStack (Apple's FirstThirdAlignment)")
    func firstThirdDefault() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 300, height: 120)) {
            HStack(alignment: .firstThird, spacing: 1) {
                HorizontalStripes().frame(height: 60).id("short")
                HorizontalStripes().frame(height: 120).id("tall")
                HorizontalStripes().frame(height: 90).id("middle")
            }
            .id("stack")
        }
        let width = (300.0 - 2) / 3
        expectFrame(result, "stack", CGRect(x: 0, y: 0, width: 300, height: 120))
        expectFrame(result, "short", CGRect(x: 0, y: 20, width: width, height: 60))
        expectFrame(result, "tall", CGRect(x: width + 1, y: 0, width: width, height: 120))
        expectFrame(result, "middle", CGRect(x: 2 * width + 2, y: 10, width: width, height: 90))
    }

    // DOC AlignmentID, second example: the third set's guide moved to two thirds of its height (60).
    // Guides 20, 40 and 60 line up at 60: tops at 40, 20 and 0; the stack is 20 + 120 = 140 high.
    @Test("alignmentGuide overrides a custom guide's default")
    func firstThirdOverridden() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 300, height: 140)) {
            HStack(alignment: .firstThird, spacing: 1) {
                HorizontalStripes().frame(height: 60).id("short")
                HorizontalStripes().frame(height: 120).id("tall")
                HorizontalStripes().frame(height: 90)
                    .alignmentGuide(.firstThird) { context in 2 * context.height / 3 }
                    .id("middle")
            }
            .id("stack")
        }
        expectFrame(result, "stack", CGRect(x: 0, y: 0, width: 300, height: 140))
        #expect(result["short"]?.minY == 40)
        #expect(result["tall"]?.minY == 20)
        #expect(result["middle"]?.minY == 0)
    }

    // DOC "Aligning views across stacks": the guide is set on one view inside each nested VStack and
    // the VStack passes it on. Left: 40 × 40 over a 20 × 20 title (8 apart) whose top is the guide:
    // 48 in its VStack. Right: a 30 × 30 title whose top is the guide (0) over 10 × 10. The guides
    // line up at 48: the right VStack starts 48 down, so both titles' tops are at 48; the HStack is
    // max(68, 48 + 48) = 96 high.
    @Test("A custom guide set inside nested VStacks aligns views across stacks")
    func acrossStacks() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 200, height: 200)) {
            HStack(alignment: .imageTitle, spacing: 0) {
                VStack {
                    Color.gray.frame(width: 40, height: 40)
                    Color.blue.frame(width: 20, height: 20)
                        .alignmentGuide(.imageTitle) { d in d[.top] }
                        .id("left title")
                }
                .id("left")
                VStack {
                    Color.blue.frame(width: 30, height: 30)
                        .alignmentGuide(.imageTitle) { d in d[.top] }
                        .id("right title")
                    Color.gray.frame(width: 10, height: 10)
                }
                .id("right")
            }
            .id("row")
        }
        // The row is 70 × 96, centred in 200 × 200 at (65, 52).
        expectFrame(result, "row", CGRect(x: 65, y: 52, width: 70, height: 96))
        expectFrame(result, "left", CGRect(x: 65, y: 52, width: 40, height: 68))
        expectFrame(result, "right", CGRect(x: 105, y: 100, width: 30, height: 48))
        #expect(result["left title"]?.minY == 100)
        #expect(result["right title"]?.minY == 100)
    }

    // Without any explicit value the custom guide's default (the bottom) aligns the two VStacks:
    // heights 68 and 48, bottoms together: the right one starts 20 down.
    @Test("Nested stacks without explicit values use the default of the guide")
    func acrossStacksDefault() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 200, height: 200)) {
            HStack(alignment: .imageTitle, spacing: 0) {
                VStack {
                    Color.gray.frame(width: 40, height: 40)
                    Color.blue.frame(width: 20, height: 20)
                }
                .id("left")
                VStack {
                    Color.blue.frame(width: 30, height: 30)
                    Color.gray.frame(width: 10, height: 10)
                }
                .id("right")
            }
        }
        expectFrame(result, "left", CGRect(x: 65, y: 66, width: 40, height: 68))
        expectFrame(result, "right", CGRect(x: 105, y: 86, width: 30, height: 48))
    }

    // RE OpenSwiftUI `_combineExplicit`: two children of a VStack set the guide, at 10 in the first
    // (y 0) and 5 in the second (y 28): the VStack's value is the mean, (10 + 33) / 2 = 21.5. A
    // plain 10 × 10 square (default: bottom, 10) beside it: its top is at 21.5 − 10 = 11.5.
    @Test("A stack's explicit value for a custom guide is the mean of its children's")
    func meanOfChildren() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 100, height: 100)) {
            HStack(alignment: .imageTitle, spacing: 0) {
                VStack {
                    Color.red.frame(width: 20, height: 20).alignmentGuide(.imageTitle) { _ in 10 }
                    Color.red.frame(width: 20, height: 20).alignmentGuide(.imageTitle) { _ in 5 }
                }
                .id("pair")
                Color.blue.frame(width: 10, height: 10).id("square")
            }
            .id("row")
        }
        // The row spans y 0…48 relative to the pair's top: 30 × 48, centred at (35, 26).
        expectFrame(result, "row", CGRect(x: 35, y: 26, width: 30, height: 48))
        expectFrame(result, "pair", CGRect(x: 35, y: 26, width: 20, height: 48))
        expectFrame(result, "square", CGRect(x: 55, y: 37.5, width: 10, height: 10))
    }

    // A custom horizontal guide through a VStack and padding, as labels and fields in a form: the
    // field's leading edge is the guide, so both fields start at the same x whatever the label's
    // width. Rows: label 40 or 80 wide, 8 points, field 100; each HStack's value is its field's
    // (48 and 88). The rows line up at 88: the first row starts 40 right of the second, and the
    // VStack spans −88…100 around the guide: 188 wide.
    @Test("A custom horizontal guide lines up fields after labels of different widths")
    func formColumns() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 300, height: 100)) {
            VStack(alignment: .labelEdge, spacing: 0) {
                HStack(spacing: 8) {
                    Color.gray.frame(width: 40, height: 20)
                    Color.white.frame(width: 100, height: 20)
                        .alignmentGuide(.labelEdge) { d in d[.leading] }
                        .id("field 1")
                }
                .id("row 1")
                HStack(spacing: 8) {
                    Color.gray.frame(width: 80, height: 20)
                    Color.white.frame(width: 100, height: 20)
                        .alignmentGuide(.labelEdge) { d in d[.leading] }
                        .id("field 2")
                }
                .id("row 2")
            }
            .id("form")
        }
        // The form is 188 × 40, centred in 300 × 100 at (56, 30).
        expectFrame(result, "form", CGRect(x: 56, y: 30, width: 188, height: 40))
        expectFrame(result, "row 1", CGRect(x: 96, y: 30, width: 148, height: 20))
        expectFrame(result, "row 2", CGRect(x: 56, y: 50, width: 188, height: 20))
        #expect(result["field 1"]?.minX == 144)
        #expect(result["field 2"]?.minX == 144)
    }

    // ZStack(alignment:) with a custom guide pair: a 40 × 40 square whose guides sit at (30, 30)
    // and a 10 × 10 square with the defaults (leading 0, bottom 10): the small one's top-leading
    // corner is at (30, 20) in the 40 × 40 stack.
    @Test("A ZStack aligns its children on custom guides")
    func zstackCustom() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 40, height: 40)) {
            ZStack(alignment: Alignment(horizontal: .labelEdge, vertical: .imageTitle)) {
                Color.gray.frame(width: 40, height: 40)
                    .alignmentGuide(.labelEdge) { _ in 30 }
                    .alignmentGuide(.imageTitle) { _ in 30 }
                    .id("big")
                Color.blue.frame(width: 10, height: 10).id("small")
            }
            .id("zstack")
        }
        expectFrame(result, "zstack", CGRect(x: 0, y: 0, width: 40, height: 40))
        expectFrame(result, "big", CGRect(x: 0, y: 0, width: 40, height: 40))
        expectFrame(result, "small", CGRect(x: 30, y: 20, width: 10, height: 10))
    }

    // A frame aligns its content by the guide's default for the frame itself (the bottom: 100)
    // against the content's value (its explicit 5): the content starts at 100 − 5 = 95 and hangs
    // 15 points below the frame (alignment never clamps).
    @Test("frame(alignment:) with a custom guide uses the frame's default and the content's value")
    func frameAlignment() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 100, height: 100)) {
            Color.blue.frame(width: 20, height: 20)
                .alignmentGuide(.imageTitle) { _ in 5 }
                .id("content")
                .frame(width: 100, height: 100, alignment: Alignment(horizontal: .center, vertical: .imageTitle))
        }
        expectFrame(result, "content", CGRect(x: 40, y: 95, width: 20, height: 20))
    }

    @Test("A tree with a custom guide runs its own code; built-in guides do not")
    func runsOwnCode() {
        let custom = LayoutLab.tree(of: HStack(alignment: .imageTitle) { Color.red })
        let builtIn = LayoutLab.tree(of: HStack(alignment: .top) { Color.red })
        #expect(custom.runsOwnCode)
        #expect(!builtIn.runsOwnCode)
    }
}
