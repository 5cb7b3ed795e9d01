// Typed proposal rules: every built-in rule's stored name round-trips, unknown or mismatched stored
// rules decode to `.custom` without loss, and everything the engine records is a built-in rule
// with exactly its rule's operands.
import Foundation
import LayoutEngine
import Testing

@Suite("Proposal rules")
struct ProposalRuleTests {
    @Test("every built-in rule's stored name and operand names read back as the same rule")
    func namesRoundTrip() {
        for rule in ProposalRule.builtIn {
            #expect(ProposalRule(name: rule.name, operandNames: rule.operandNames) == rule)
        }
        #expect(Set(ProposalRule.builtIn.map(\.name)).count == ProposalRule.builtIn.count)
        #expect(ProposalRule.builtIn.allSatisfy { if case .custom = $0 { return false } else { return true } })
    }

    @Test("the stored names are the notebook's existing `reason_rule` texts")
    func storedNames() {
        #expect(ProposalRule.stackShare.name == "stack.share")
        #expect(ProposalRule.rootProposal.name == "root.proposal")
        #expect(ProposalRule.aspectRatioPassThrough.name == "aspectRatio.passThrough")
        #expect(ProposalRule.stackShare.operandNames
            == ["available", "remaining", "priority", "proposed", "spacing", "reserved", "axis"])
        #expect(ProposalRule.frameFlexible.operandNames
            == ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"])
    }

    @Test("an unknown stored rule, or a known name with other operands, reads as a custom rule that keeps both")
    func unknownNamesDecodeSafely() {
        let unknown = ProposalReason("grid.column", [.init("column", 2), .init("width", nil)])
        #expect(unknown.code == .custom(name: "grid.column", operands: ["column", "width"]))
        #expect(unknown.rule == "grid.column")
        #expect(unknown.operands == [.init("column", 2), .init("width", nil)])
        #expect(unknown.operand("column") == .some(2))
        #expect(unknown.operand("missing") == .none)

        let older = ProposalReason("stack.share", [.init("available", 600)])
        #expect(older.code == .custom(name: "stack.share", operands: ["available"]))
        #expect(older[.available] == .some(600))
        #expect(ProposalReason("").code == .custom(name: "", operands: []))
    }

    @Test("a typed reason names its operands from its rule; values are read by operand")
    func typedOperands() {
        let reason = ProposalReason(.frameFixed, 100, nil)
        #expect(reason.rule == "frame.fixed")
        #expect(reason.operands == [.init("width", 100), .init("height", nil)])
        #expect(reason[.width] == .some(100))
        #expect(reason[.height] == .some(nil))
        #expect(reason[.axis] == .none)
        #expect(ProposalReason("frame.fixed", [.init("width", 100), .init("height", nil)]) == reason)
    }

    @Test("Codable keeps the form {rule, operands}")
    func codableForm() throws {
        let reason = ProposalReason(.stackPlace, 3)
        let decoded = try roundTrip(reason)
        #expect(decoded == reason)
        let custom = ProposalReason(.custom(name: "mine", operands: ["a"]), 1)
        #expect(try roundTrip(custom) == custom)
    }

    @Test("every reason the engine records is a built-in rule with one value per operand")
    func engineRecordsBuiltInRules() {
        let tree = ViewNode.vstack {
            ViewNode.hstack {
                ViewNode.color("a").frame(width: 20).padding(4).id("a")
                ViewNode.spacer()
                ViewNode.text("Hello world").fixedSize().layoutPriority(1)
                ViewNode.color("b").frame(minWidth: 10, maxWidth: 80).aspectRatio(2, contentMode: .fit)
            }
            ViewNode.zstack { ViewNode.color("c").offset(x: 2, y: 3); ViewNode.circle.position(x: 5, y: 5) }
                .overlay { ViewNode.rectangle }
            ViewNode.scrollView { ViewNode.text("scrolled") }
            ViewNode.viewThatFits { ViewNode.text("a long candidate"); ViewNode.text("short") }
            ViewNode.geometryReader { ViewNode.color("g") }
            ViewNode.color("r").relativeProposed(width: 0.5, height: 1)
        }
        for options in [[], ["relative-proposed=probing"]] {
            let result = layout(tree, 300, 400, options: options)
            let reasons = result.calls.compactMap(\.reason)
            #expect(reasons.count > 100)
            for reason in reasons {
                #expect(ProposalRule.builtIn.contains(reason.code), "\(reason.rule) is not built in")
                #expect(reason.values.count == reason.code.operands.count, "\(reason.rule)")
            }
        }
    }

    @Test("a custom layout gives its own reason with a custom rule")
    func customReason() {
        struct Halving: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
                let half = ProposedViewSize(width: proposal.width.map { $0 / 2 }, height: proposal.height)
                return subviews[0].sizeThatFits(half, reason: ProposalReason(.custom(name: "halving", operands: ["factor"]), 0.5))
            }
            func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let engine = Engine(customLayouts: ["halving": Halving()])
        let result = engine.layout(ViewNode.custom("halving") { ViewNode.color("x") }, in: ProposedViewSize(width: 100, height: 10))
        let reason = result.calls.first { $0.reason?.code != .rootProposal }?.reason
        #expect(reason?.rule == "halving")
        #expect(reason?.operand("factor") == .some(0.5))
    }

    private func roundTrip(_ reason: ProposalReason) throws -> ProposalReason {
        try JSONDecoder().decode(ProposalReason.self, from: JSONEncoder().encode(reason))
    }
}
