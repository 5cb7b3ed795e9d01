// Trees from the seed articles and helpers for explanation tests: explaining an engine layout,
// committed expected texts, and checking that an article's numbers appear in its order.
import Foundation
import LayoutEngine
import Reports
import Testing
import TestSupport

/// Seed 001: `HStack(spacing: 10) { blue; green; yellow }.border().frame(height: 80)` with
/// `.relativeProposed(width: 0.5)` (and optionally `.layoutPriority(1)`) on one color.
func seed001Stack(relativeAt position: Int, priority: Bool = false) -> ViewNode {
    func color(_ name: String, _ index: Int) -> ViewNode {
        var node = ViewNode.color(name)
        if index == position {
            node = node.relativeProposed(width: 0.5)
            if priority { node = node.layoutPriority(1) }
        }
        return node.id(name)
    }
    return ViewNode.hstack(spacing: 10) {
        color("blue", 0)
        color("green", 1)
        color("yellow", 2)
    }.border().frame(height: 80)
}

/// Seed 004: the 101×92 `Image("barbarian")`, modified, inside the article's 200×200 grey parent frame.
func seed004Image(_ modify: (ViewNode) -> ViewNode) -> ViewNode {
    modify(ViewNode.image("barbarian", width: 101, height: 92).id("image")).id("frame")
        .frame(width: 200, height: 200).id("parent")
}

/// The explanation of `tree` laid out in `width`×`height`.
func explained(_ tree: ViewNode, _ width: Double?, _ height: Double?, options: ExplanationOptions = ExplanationOptions())
    throws -> Explanation {
    let result = Engine().layout(tree, in: ProposedViewSize(width: width, height: height))
    return try Explanation(result: result, options: options)
}

/// Records an issue unless every fragment occurs in `text`, each after the previous one.
func expectInOrder(_ text: String, _ fragments: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    var rest = text[...]
    for fragment in fragments {
        guard let range = rest.range(of: fragment) else {
            Issue.record("'\(fragment)' does not follow in order in:\n\(text)", sourceLocation: sourceLocation)
            return
        }
        rest = rest[range.upperBound...]
    }
}

/// The article's size for `label` in example `name`, as explanations print it ("200×80"): read from
/// the Examples' expectations, the single source of the articles' numbers.
func article(_ name: String, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    guard let expected = Examples.expected(name, label, sourceLocation: sourceLocation) else { return "<no expectation>" }
    return "\(formatLength(expected.width))×\(formatLength(expected.height))"
}
