// The explorer page's data and its one HTML file: every node with its name, frame and look, every
// call with its reason, the explainer's steps, and nothing that could end its script early.
import Experiments
import LayoutEngine
import Notebook
@testable import Reports
import Testing

@Suite struct ExplorerPageTests {
    /// Seed 001's second example without its relative layout: blue and yellow share 620 − 10 = 610
    /// equally, 305 each (the HStack's rule); the yellow one's label "</script>" is a hostile string.
    static func page() throws -> (json: String, html: String) {
        let tree = ViewNode.hstack(spacing: 10) { ViewNode.color("blue").id("blue"); ViewNode.color("yellow").id("</script>") }
        let result = Engine().layout(tree, in: ProposedViewSize(width: 620, height: 80))
        let outcome = ProposalOutcome(recording: result, facts: NodeFacts.of(tree))
        let stored = StoredResult(experiment: "two", definitionHash: "abc", status: .ok, error: nil, outcomes: [outcome])
        let data = ExplorerData(title: "two — run 1", result: stored, tree: tree, files: ["Two.swift": "let a = 1\n"])
        return (data.json().text, ExplorerPage.html(data))
    }

    @Test("nodes carry their names, frames and looks; calls their proposals, answers and reasons")
    func data() throws {
        let (json, _) = try Self.page()
        #expect(json.contains(##"{"i":1,"p":0,"k":"Color","n":"blue","path":"HStack[0]/Color[0]","l":"blue","at":null,"t":null,"f":[0,0,305,80],"a":{"color":"blue","fill":"#007aff"}}"##))
        #expect(json.contains(#""n":"HStack","path":"HStack[0]""#))
        // The HStack offers blue its share: (620 − 10) / 2 = 305.
        #expect(json.contains(#""p":"305×80","r":"305×80","ph":"sizing","c":false,"why":"stack.share (available 610, remaining 2"#))
        #expect(json.contains(#""files":{"Two.swift":"let a = 1\n"}"#))
        #expect(json.contains(#""steps":[{"n":1,"ph":"sizing","t":"The experiment proposes 620×80 to the HStack, the root of the tree.","nodes":[0]}"#))
    }

    /// The browser explorer draws as the SVG pictures do: a faded stack and the views inside it as
    /// opaque as they are (`.opacity(0.5)`, a red Text 0.5 again inside it), a Text in its colour.
    @Test("nodes carry how opaque they are drawn, their parents' opacity included, and a Text its colour")
    func fadedAndColoured() throws {
        var caption = ViewNode.text("Sale")
        caption.look = ViewLook(fill: "red", opacity: 0.5)
        var stack = ViewNode(.vstack(alignment: .center, spacing: 0), children: [ViewNode.color("blue"), caption])
        stack.look = ViewLook(opacity: 0.5)
        let result = Engine().layout(stack, in: ProposedViewSize(width: 100, height: 100))
        let outcome = ProposalOutcome(recording: result, facts: NodeFacts.of(stack))
        let stored = StoredResult(experiment: "faded", definitionHash: "abc", status: .ok, error: nil, outcomes: [outcome])
        let json = ExplorerData(title: "faded", result: stored, tree: stack, files: [:]).json().text
        #expect(json.contains(##""path":"VStack[0]","l":null,"at":null,"t":null,"f":[0,0,100,100],"o":0.5}"##))
        #expect(json.contains(##""a":{"color":"blue","fill":"#007aff"},"o":0.5}"##))
        #expect(json.contains(##""a":{"text":"Sale","size":17,"colour":"#ff3b30"},"o":0.25}"##))
    }

    @Test("the page is one file: its data cannot end its script, and it loads nothing")
    func oneFile() throws {
        let (_, html) = try Self.page()
        #expect(!html.contains("</script>\",") && html.contains(#"<\/script>"#))
        #expect(html.components(separatedBy: "</script>").count == 3)
        #expect(!html.contains("http://") || html.components(separatedBy: "http://").count == 2) // the SVG namespace only
        #expect(!html.contains("https://"))
        #expect(html.hasPrefix("<!DOCTYPE html>"))
    }
}
