// The canonical form of a concatenated Text's runs and of `minimumScaleFactor` (CanonicalText.swift):
// a Text of one run keeps its `string` form (so existing definitions keep their hashes), runs
// round-trip exactly, and malformed runs fail with a path.
import Experiments
import LayoutEngine
import Testing

@Suite("Canonical text runs")
struct CanonicalTextRunTests {
    @Test("runs and the scale factor round-trip; a one-run Text is encoded as before")
    func roundTrip() throws {
        let runs = ViewNode.text(runs: [
            TextRun("Hi", traits: FontTraits(weight: .bold)), TextRun(" there", font: .size(20)),
            TextRun("!", font: .style(.title), traits: FontTraits(design: .monospaced, kerning: 1)),
        ]).minimumScaleFactor(0.5)
        let json = CanonicalTree.encode(runs)
        #expect(try CanonicalTree.decode(json) == runs)
        #expect(json.contains(#""factor":0.5,"kind":"minimumScaleFactor""#))
        #expect(json.contains(#""design":null,"italic":null,"kerning":null,"monospacedDigit":null,"size":20,"string":" there","style":null"#))
        #expect(CanonicalTree.encode(ViewNode.text("Hi")) == #"{"format":1,"root":{"kind":"text","string":"Hi"}}"#)
    }

    @Test("a run with both a size and a style, an unknown style or no runs at all is refused")
    func strict() {
        func decode(_ runs: String) -> String? {
            do {
                _ = try CanonicalTree.decode(#"{"format":1,"root":{"kind":"text","runs":"# + runs + "}}")
                return nil
            } catch { return error.description }
        }
        let traits = #""design":null,"italic":null,"kerning":null,"monospacedDigit":null,"tracking":null,"weight":null"#
        #expect(decode(#"[{"# + traits + #","size":12,"string":"a","style":"title"}]"#)?.contains("root.runs[0].style") == true)
        #expect(decode(#"[{"# + traits + #","size":null,"string":"a","style":"huge"}]"#)?.contains("unknown text style") == true)
        #expect(decode("[]")?.contains("at least one run") == true)
    }
}
