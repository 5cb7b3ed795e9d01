// Explanation sentences for the other rules (padding, aspect ratio, fixedSize, spacers, scroll
// views), narrowing with --node, traces without reasons, and wrapping.
import LayoutEngine
import Notebook
import Reports
import Testing
import TestSupport

@Suite("Explanation: rules, narrowing and text")
struct ExplanationRuleTests {
    @Test("padding subtracts its insets from the proposal and adds them back to the child's size")
    func padding() throws {
        let text = try explained(ViewNode.color("red").id("red").padding(16).id("pad"), 200, 100).text(width: nil)
        #expect(text.contains("pad subtracts its insets: width 200 − (16 + 16) = 168, height 100 − (16 + 16) = 68, "
            + "and proposes 168×68 to red. red accepts it and answers 168×68. pad adds its insets back to its "
            + "child's size and answers 200×100: width 168 + 32 = 200, height 68 + 32 = 100."))
        #expect(text.contains("pad centres red (168×68) in its 200×100 at (16, 16)."))
    }

    @Test("safeAreaInset asks its view's minimum, then gives the inset and the view what is left")
    func safeAreaInset() throws {
        // SafeAreaInsetTests.bottomBar: spacing 8 (nil: the default), minimum 0, bar 50, view 705.
        let tree = ViewNode.color("list").id("list")
            .safeAreaInset(edge: .bottom) { ViewNode.color("bar").frame(height: 50).id("bar") }.id("inset")
        let text = try explained(tree, 390, 763).text(width: nil)
        #expect(text.contains("inset asks list for its minimum height, proposing 390×0, to learn what its inset content may take."))
        #expect(text.contains("inset gives its inset content what the spacing and its view's minimum leave: "
            + "height 763 − (8 + 0) = 755, and proposes 390×755 to bar."))
        #expect(text.contains("inset gives list what its inset content and the spacing leave: "
            + "height 763 − (50 + 8) = 705, and proposes 390×705 to it."))
    }

    /// ViewThatFits takes the first candidate whose ideal fits, else its last [DOC ViewThatFits:
    /// "If none of the views fit, the last one is chosen"]: the sentence says which.
    @Test("ViewThatFits says whether its choice fit or is the last, as none fits")
    func viewThatFitsChoice() throws {
        func tree(_ first: Double, _ second: Double) -> ViewNode {
            ViewNode(.viewThatFits(axes: .horizontal), children: [
                ViewNode.color("wide").frame(width: first, height: 10).id("wide"),
                ViewNode.color("narrow").frame(width: second, height: 10).id("narrow"),
            ]).id("fits")
        }
        let fitting = try explained(tree(300, 100), 200, 100).text(width: nil)
        #expect(fitting.contains("fits chooses narrow, the first candidate that fits, and proposes 200×100 to it."))
        let none = try explained(tree(300, 250), 200, 100).text(width: nil)
        #expect(none.contains("fits chooses narrow, the last candidate, as none fits, and proposes 200×100 to it."))
        let first = try explained(tree(150, 250), 200, 100).text(width: nil)
        #expect(first.contains("fits chooses wide, the first candidate that fits, and proposes 200×100 to it."))
    }

    @Test("a stack of two children says 'Both children', of three 'All 3 children'")
    func bothChildren() throws {
        // Two equally flexible colours in an HStack(spacing: 10) proposed 210 wide: 100 each (seed 001's rule).
        let two = ViewNode.hstack(spacing: 10) { ViewNode.color("a").id("a"); ViewNode.color("b").id("b") }.id("row")
        let text = try explained(two, 210, 50).text(width: nil)
        #expect(text.contains("Both children have priority 0 and are equally flexible (any width from 0 to ∞), "
            + "so row takes them in declared order: a and b."))
        #expect(text.contains("proposes half of the rest to a: (210 − 10) / 2 = 100."))
        let three = ViewNode.hstack(spacing: 10) {
            ViewNode.color("a").id("a"); ViewNode.color("b").id("b"); ViewNode.color("c").id("c")
        }.id("row")
        #expect(try explained(three, 220, 50).text(width: nil).contains("All 3 children have priority 0"))
    }

    @Test("a group of negative priority is named without a double hyphen")
    func negativePriorityGroup() throws {
        // HStack(spacing: 10) { a; b.layoutPriority(-1) } in 210: a's group (priority 0) first,
        // with b's minimum 0 set aside: a takes all 200; b's group then has 0 left.
        let row = ViewNode.hstack(spacing: 10) {
            ViewNode.color("a").id("a"); ViewNode.color("b").layoutPriority(-1).id("b")
        }.id("row")
        let text = try explained(row, 210, 50).text(width: nil)
        #expect(text.contains("row moves on to its priority -1 children with 0 left, and proposes all of it to b: 0. "
            + "b has answered that proposal before: 0×50."))
        #expect(!text.contains("priority--"))
        // The stack's size counts both children (b's 0 as well): not "its only child's size".
        #expect(text.contains("200 + 0 + 10 of spacing = 210 wide"))
        #expect(!text.contains("only child"))
    }

    @Test("aspectRatio fit shows the scale it chose")
    func aspectRatio() throws {
        let tree = ViewNode.color("red").id("red").aspectRatio(2, contentMode: .fit).id("ratio")
        let text = try explained(tree, 100, 100).text(width: nil)
        #expect(text.contains("ratio fits a 2:1 rectangle into 100×100: scale min(100 / 2, 100 / 1) = 50, "
            + "and proposes 100×50 to red."))
    }

    @Test("fixedSize proposes nil and the overflowing root is reported")
    func fixedSize() throws {
        let tree = ViewNode.text("Hello world").id("text").fixedSize(horizontal: true, vertical: false).id("fixed")
        let text = try explained(tree, 50, 100).text(width: nil)
        #expect(text.contains("fixed proposes a nil width, asking for the ideal width, and passes the height 100 "
            + "through: it proposes nil×100 to text."))
        #expect(text.contains("fixed sticks out of the proposal by 17.67 on the left and 17.67 on the right."))
    }

    @Test("a stack asked again with the same cross proposal says it keeps its children's lengths, and their order")
    func keptProbes() throws {
        // The flexible frame proposes the inner stack 50, 200 and then 150 wide, each 100 high: the
        // stack probes its children once, for the first (OpenSwiftUI StackLayout.prioritize).
        let text = try explained(StackFixtures.innerStackInFlexibleFrame, 300, 100).text(width: nil)
        expectInOrder(text, [
            "inner asks no child again: it keeps their widths for height 100 from when it was proposed 50×100. Both children "
                + "have priority 0 and are equally flexible (any width from 0 to ∞), so inner takes them in declared order: red and blue.",
            "inner proposes half of its width to red: 150 / 2 = 75.",
        ])
    }

    @Test("a Spacer's group comes last and gets its reserved minimum back")
    func spacerGroup() throws {
        let tree = ViewNode.vstack {
            ViewNode.text("Hello").id("t")
            ViewNode.spacer()
            ViewNode.color("c").frame(height: 20).id("c")
        }
        let text = try explained(tree, 100, 300).text(width: nil)
        expectInOrder(text, [
            // The Spacer is alone in the lowest group: its order is never compared, so it is probed
            // only for the minimum its group is set aside (OpenSwiftUI StackLayout.prioritize). The
            // Text keeps its one line at height 0: as inflexible as c.
            "t 20.33 and 20.33; the Spacer 8 (its minimum only); c 20 and 20.",
            "first t and c (priority 0, equally flexible, in declared order), then the Spacer (spacers come last).",
            "subtracts the minimum heights of its lower-priority children from its height and proposes half of the rest "
                + "to t: (300 − 8) / 2 = 146.",
            "The VStack has 271.67 left and proposes all of it to the last child of this group, c.",
            "with 251.67 left plus the 8 reserved for this group's minimums, and proposes all of it to the Spacer: "
                + "251.67 + 8 = 259.67.",
            "20.33 + 20 + 259.67 = 300 high",
        ])
    }

    @Test("a ScrollView proposes nil along its axis and the stack asks for ideal sizes")
    func scrollView() throws {
        let tree = ViewNode.scrollView {
            ViewNode.vstack {
                ViewNode.color("a").frame(height: 50).id("a")
                ViewNode.text("Hi").id("b")
            }
        }
        let text = try explained(tree, 100, 300).text(width: nil)
        expectInOrder(text, [
            "The ScrollView proposes nil for the height it scrolls along: it proposes 100×nil to the VStack.",
            "The VStack has no height to share out, so it asks a for its ideal height, proposing 100×nil.",
            "50 + 20.33 + 6.43 of spacing = 76.77 high",
        ])
    }

    // TextSpacing.swift: with nil spacing, a Color above a 17 pt Text is spaced by the font's
    // boundary distance plus its descender, 2.33 + 4.10 = 6.43. Given the view tree, the step says so.
    @Test("a nil-spacing VStack's step says a gap next to a Text follows its font")
    func textSpacingNote() throws {
        let tree = ViewNode.vstack {
            ViewNode.color("a").frame(height: 50).id("a")
            ViewNode.text("Hi").id("b")
        }
        let result = Engine().layout(tree, in: ProposedViewSize(width: 100, height: nil))
        let text = try Explanation(outcome: ProposalOutcome(recording: result), viewTree: tree).text(width: nil)
        expectInOrder(text, [
            "50 + 20.33 + 6.43 of spacing (its spacing is nil: a gap next to a Text follows the Text's font) = 76.77 high",
        ])
        let explicit = ViewNode.vstack(spacing: 6.5) {
            ViewNode.color("a").frame(height: 50)
            ViewNode.text("Hi")
        }
        let plain = Engine().layout(explicit, in: ProposedViewSize(width: 100, height: nil))
        let explicitText = try Explanation(outcome: ProposalOutcome(recording: plain), viewTree: explicit).text(width: nil)
        #expect(!explicitText.contains("its spacing is nil"))
    }

    @Test("--node keeps the node's steps, its ancestors' and its content's, with their original numbers")
    func narrowing() throws {
        let tree = seed001Stack(relativeAt: 1)
        let full = try explained(tree, 620, 80)
        let green = try explained(tree, 620, 80, options: ExplanationOptions(node: "green"))
        #expect(full.steps.map(\.number) == Array(1...13))
        #expect(green.steps.map(\.number) == [1, 2, 3, 4, 5, 7, 8, 9, 11, 12, 13])
        #expect(!green.text().contains("to blue"))
        let blue = try explained(tree, 620, 80, options: ExplanationOptions(node: "blue"))
        #expect(blue.steps.map(\.number) == [1, 2, 3, 4, 5, 6, 11, 12, 13])
        let byPath = try explained(tree, 620, 80, options: ExplanationOptions(node: "frame[0]/border[0]/HStack[0]/Color[0]"))
        #expect(byPath.steps == blue.steps)
    }

    @Test("an unknown --node lists the labels there are")
    func unknownNode() {
        #expect(throws: ExplanationError.unknownNode("red", known: ["blue", "green", "yellow"])) {
            try explained(seed001Stack(relativeAt: 1), 620, 80, options: ExplanationOptions(node: "red"))
        }
        #expect(ExplanationError.unknownNode("red", known: ["blue"]).description
            == "no node named, labelled, written at or with path 'red' (try one of: blue; or a file:line, or a node path)")
    }

    @Test("calls stored without reasons (runs from before reasons were recorded) are still told")
    func withoutReasons() throws {
        let result = Engine().layout(seed001Stack(relativeAt: 1), in: ProposedViewSize(width: 620, height: 80))
        var outcome = ProposalOutcome(recording: result)
        for index in outcome.calls.indices { outcome.calls[index].reason = nil }
        let text = try Explanation(outcome: outcome).text(width: nil)
        #expect(text.contains("The frame asks the border for its size under 620×80."))
        #expect(text.contains("The HStack places blue at (0, 0), green at (210, 0) and yellow at (320, 0)."))
    }

    @Test("text wraps at the width with a hanging indent and never splits arithmetic")
    func wrapping() throws {
        let text = try explained(seed001Stack(relativeAt: 1), 620, 80).text(width: 40)
        let lines = text.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 40 || !$0.contains(" ") })
        #expect(lines.contains { $0.contains("(620 − 20) / 3 = 200.") })
        #expect(lines.first == "Sizing")
        #expect(lines[1] == " 1. The experiment proposes 620×80 to")
        #expect(lines[2] == "    the frame, the root of the tree.")
    }

    @Test("the adapter keeps every node, frame and call of the engine result")
    func adapter() {
        let result = Engine().layout(seed001Stack(relativeAt: 1), in: ProposedViewSize(width: 620, height: 80))
        let outcome = ProposalOutcome(recording: result, proposalIndex: 2)
        #expect(outcome.proposalIndex == 2)
        #expect(outcome.nodes.count == result.nodes.count)
        #expect(outcome.calls.map(\.reason) == result.calls.map(\.reason))
        #expect(outcome.nodes.first { $0.label == "green" }?.frame == Rect(x: 210, y: 0, width: 100, height: 80))
    }
}

/// Placement steps name the custom alignment guides a parent lines its children up by, when the
/// explanation is given the view tree that was laid out.
@Suite struct CustomAlignmentExplanationTests {
    let third = VerticalAlignment(custom: "FirstThird") { $0.height / 3 }

    // Guides a third of 30 and 60 high (10, 20) line up: the short colour starts 10 below the tall
    // one. The 80-high frame puts its own third (26.67) on the HStack's (20, its default: no child
    // sets the guide explicitly), so the HStack starts 6.67 down.
    @Test func stacksAndFramesNameTheCustomGuide() throws {
        let tree = ViewNode.hstack(alignment: third, spacing: 0) {
            ViewNode.color("a").frame(width: 10, height: 30).id("short")
            ViewNode.color("b").frame(width: 10, height: 60).id("tall")
        }
        .frame(width: 40, height: 80, alignment: Alignment(horizontal: .leading, vertical: third))
        let outcome = ProposalOutcome(recording: Engine().layout(tree, in: ProposedViewSize(width: 40, height: 80)))
        let text = try Explanation(outcome: outcome, viewTree: tree).text(width: nil)
        #expect(text.contains("places short at (0, 16.67) and tall at (10, 6.67), lining up their `FirstThird` guides (custom alignment)."))
        #expect(text.contains("places the HStack (20×60) in its 40×80 at (0, 6.67), lining up its `FirstThird` guide (custom alignment) with its own."))
        // Without the tree (or with another one) nothing is said about guides.
        #expect(!(try Explanation(outcome: outcome).text(width: nil)).contains("custom alignment"))
        #expect(!(try Explanation(outcome: outcome, viewTree: ViewNode.rectangle).text(width: nil)).contains("custom alignment"))
    }
}

@Suite struct ExplanationNameTests {
    @Test("unlabelled nodes of a repeated kind are named by the shortest ending of their path no other node has")
    func repeatedKindsNamedByPathEndings() throws {
        // Two HStacks each holding a padded Color: "the padding" and "the Color" are ambiguous,
        // and no label is around them; their paths differ from the HStack step on.
        let tree = ViewNode.vstack(spacing: 0) {
            ViewNode.hstack(spacing: 0) { ViewNode.color("a").padding(4) }
            ViewNode.hstack(spacing: 0) { ViewNode.color("b").padding(4) }
        }
        let text = try explained(tree, 100, 100).text(width: nil)
        #expect(text.contains("the padding at …/HStack[0]/padding[0]"))
        #expect(text.contains("the padding at …/HStack[1]/padding[0]"))
        #expect(text.contains("the Color at …/padding[0]/Color[0]") == false)
        #expect(text.contains("the Color at …/HStack[0]/padding[0]/Color[0]"))
        // A path of two steps is short enough to be given whole.
        #expect(text.contains("the HStack at VStack[0]/HStack[1]"))
        #expect(!text.contains("at VStack[0]/HStack[0]/"))

        // The name the steps use picks the node for --node.
        let focused = try explained(tree, 100, 100, options: ExplanationOptions(node: "…/HStack[1]/padding[0]")).text(width: nil)
        #expect(focused.contains("The padding at …/HStack[1]/padding[0] subtracts its insets"))
        #expect(!focused.contains("The padding at …/HStack[0]/padding[0] subtracts its insets"))
    }
}

@Suite struct PathEndingsTests {
    @Test("the shortest ending no other path has, after …/; short or unresolvable paths whole; a path given twice counts once")
    func shortestEndings() {
        let paths = ["padding[0]", "padding[0]/VStack[0]", "padding[0]/VStack[0]/font[0]", "padding[0]/VStack[0]/font[0]/Text[0]",
                     "padding[0]/VStack[0]/HStack[1]/font[0]", "padding[0]/VStack[0]/HStack[1]/font[0]/Text[0]"]
        let endings = PathEndings(paths: paths + paths)  // base and head runs share their paths
        #expect(endings.shortest("padding[0]") == "padding[0]")
        #expect(endings.shortest("padding[0]/VStack[0]") == "padding[0]/VStack[0]")
        #expect(endings.shortest("padding[0]/VStack[0]/font[0]") == "…/VStack[0]/font[0]")
        #expect(endings.shortest("padding[0]/VStack[0]/font[0]/Text[0]") == "…/VStack[0]/font[0]/Text[0]")
        #expect(endings.shortest("padding[0]/VStack[0]/HStack[1]/font[0]/Text[0]") == "…/HStack[1]/font[0]/Text[0]")
        // Seven steps alike but the first: past six steps the whole path is given.
        let deep = ["A[0]/B[0]/B[0]/B[0]/B[0]/B[0]/B[0]/C[0]", "A[1]/B[0]/B[0]/B[0]/B[0]/B[0]/B[0]/C[0]"]
        #expect(PathEndings(paths: deep).shortest(deep[0]) == deep[0])
    }
}
