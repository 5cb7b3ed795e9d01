// The explanations of the seed articles' examples state the articles' steps and numbers, in order,
// and match committed expected texts (Fixtures/explain/*.txt). The sizes the views answer are the
// articles' numbers, read from the Examples' expectations (article(_:_:)); the arithmetic of each
// step is the explanation's own.
import LayoutEngine
import Reports
import Testing
import TestSupport

@Suite("Explanation: seed 001 (relativeProposed in an HStack)")
struct ExplanationSeed001Tests {
    @Test("middle child: (620 − 20) / 3 = 200; 400 / 2 = 200 halved to 100; 300 left for yellow")
    func middle() throws {
        let text = try explained(seed001Stack(relativeAt: 1), 620, 80).text(width: nil)
        Golden.expectMatches(text, "explain/seed001-middle.txt")
        expectInOrder(text, [
            // Article step 1.
            "proposes one third of the rest to blue: (620 − 20) / 3 = 200.",
            "blue accepts it and answers \(article("seed001/relative-second", "blue")).",
            // Article step 2.
            "proposes that to green: 400 / 2 = 200.",
            "green halves the proposed width (200 × 0.5 = 100)",
            "proposes 100×80 to the VStack.",
            "The Color in green accepts it and answers \(article("seed001/relative-second", "green")).",
            "green adopts its child's size and answers 100×80 to the HStack.",
            // Article step 3.
            "The HStack has 300 left and proposes all of it to its last child, yellow.",
            "yellow accepts it and answers \(article("seed001/relative-second", "yellow")).",
            "200 + 100 + 300 + 20 of spacing = 620 wide",
            "The HStack places blue at (0, 0), green at (210, 0) and yellow at (320, 0).",
        ])
    }

    @Test("first child: the modifier halves one third, the others share what is left: 500 / 2 = 250")
    func first() throws {
        let text = try explained(seed001Stack(relativeAt: 0), 620, 80).text(width: nil)
        expectInOrder(text, [
            "proposes one third of the rest to blue: (620 − 20) / 3 = 200.",
            "blue halves the proposed width (200 × 0.5 = 100)",
            "answers \(article("seed001/relative-first", "blue")) to the HStack.",
            "proposes that to green: 500 / 2 = 250. green accepts it and answers \(article("seed001/relative-first", "green")).",
            "The HStack has 250 left and proposes all of it to its last child, yellow.",
        ])
    }

    @Test("last child: 200, 200, then 200 left halved to 100; the stack is 520 wide and leaves 100 unused")
    func last() throws {
        let text = try explained(seed001Stack(relativeAt: 2), 620, 80).text(width: nil)
        Golden.expectMatches(text, "explain/seed001-last.txt")
        expectInOrder(text, [
            "(620 − 20) / 3 = 200. blue accepts it and answers \(article("seed001/relative-third", "blue")).",
            "400 / 2 = 200. green accepts it and answers \(article("seed001/relative-third", "green")).",
            "The HStack has 200 left and proposes all of it to its last child, yellow.",
            "yellow halves the proposed width (200 × 0.5 = 100)",
            "200 + 200 + 100 + 20 of spacing = 520 wide",
            "It leaves 100 of the 620 it was offered unused",
            "The frame, \(article("seed001/relative-third", "stack")), is centred in the 620×80 the experiment proposed: its origin is (50, 0).",
        ])
    }

    @Test("layoutPriority(1): groups by priority, 620 − 20 = 600 halved to 300, the other group shares 300")
    func priority() throws {
        let text = try explained(seed001Stack(relativeAt: 2, priority: true), 620, 80).text(width: nil)
        Golden.expectMatches(text, "explain/seed001-priority.txt")
        expectInOrder(text, [
            // Article step 1.
            "groups its children by layout priority and takes the groups from highest to lowest",
            "first yellow (priority 1), then blue and green (priority 0",
            // Article step 2.
            "proposes all of the rest to yellow (the first priority group): 620 − 20 = 600.",
            "halves the proposed width (600 × 0.5 = 300)",
            "answers \(article("seed001/relative-priority", "yellow")) to the HStack.",
            // Article step 3.
            "moves on to its priority-0 children with 300 left, and proposes half of it to blue: 300 / 2 = 150.",
            "The HStack has 150 left and proposes all of it to its last child, green.",
            "300 + 150 + 150 + 20 of spacing = 620 wide",
        ])
    }

    @Test("probing is one step unless verbose, which lists each probe")
    func probes() throws {
        let tree = seed001Stack(relativeAt: 1)
        let brief = try explained(tree, 620, 80).text(width: nil)
        #expect(brief.contains("The HStack asks each child for its minimum and maximum width (proposing 0 and ∞, "
            + "height 80): blue 0 and ∞; green 0 and ∞; yellow 0 and ∞."))
        #expect(!brief.contains("for its minimum width, proposing"))
        let verbose = try explained(tree, 620, 80, options: ExplanationOptions(verbose: true)).text(width: nil)
        // The insertion sort compares green with blue first, asking the later child of the pair
        // first (OpenSwiftUI StackLayout.prioritize), then yellow with green: blue's answers come
        // after green's, yellow's last.
        expectInOrder(verbose, [
            "The HStack asks green for its minimum width, proposing 0×80.",
            "green halves the proposed width (0 × 0.5 = 0)",
            "The HStack asks green for its maximum width, proposing ∞×80.",
            "The HStack asks blue for its minimum width, proposing 0×80. blue accepts it and answers 0×80.",
            "The HStack asks blue for its maximum width, proposing ∞×80. blue answers ∞×80.",
            "The HStack asks yellow for its minimum width, proposing 0×80.",
            "(620 − 20) / 3 = 200",
        ])
        #expect(verbose.contains("has answered that proposal before"))
    }
}

@Suite("Explanation: seed 004 (flexible frames)")
struct ExplanationSeed004Tests {
    @Test("minWidth 50, maxWidth 150 in a 200 parent: the image is proposed 150 and the frame is 150")
    func minAndMax() throws {
        let text = try explained(seed004Image { $0.frame(minWidth: 50, maxWidth: 150) }, 200, 200).text(width: nil)
        Golden.expectMatches(text, "explain/seed004-min-max.txt")
        expectInOrder(text, [
            "parent proposes its fixed size, 200×200, to frame.",
            "frame clamps the proposed width 200 to 50…150 (150)",
            "it proposes 150×200 to image. image answers \(article("seed004/min-max-below-parent", "image")).",
            "frame answers \(article("seed004/min-max-below-parent", "frame")): its width is 150, the proposed 200 clamped to 50…150",
            "not its child's 101",
            "parent centres frame (150×92) in its 200×200 at (25, 54).",
            "frame centres image (101×92) in its 150×92 at (49.5, 54).",
        ])
    }

    @Test("maxWidth 50: the frame is 50 wide and the 101-wide image sticks out of it")
    func maxOverflow() throws {
        let text = try explained(seed004Image { $0.frame(maxWidth: 50) }, 200, 200).text(width: nil)
        expectInOrder(text, [
            "frame clamps the proposed width 200 to at most 50 (50)",
            "image answers \(article("seed004/max-width-smaller-than-child", "image")).",
            "its width is its maximum, 50, and its child's 101 overflows it",
            "image sticks out of frame by 25.5 on the left and 25.5 on the right.",
        ])
    }

    @Test("minWidth 200 around a 101-wide image: the frame takes its minimum")
    func minLarger() throws {
        let text = try explained(seed004Image { $0.frame(minWidth: 200) }, 200, 200).text(width: nil)
        expectInOrder(text, [
            "keeps the proposed width 200, which is within at least 200",
            "its width is its minimum, 200, since its child is only 101",
        ])
    }
}
