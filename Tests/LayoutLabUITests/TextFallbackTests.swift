// Characters outside SF Pro's tables, as users write them: "日本語" is three CJK ideographs measured
// at 1 em each (3 × 17 − 3 × 0.43 tracking = 49.71 → 50), and the tree the notebook records keeps
// them, so `explain` can name them (SystemFontMetrics.fallbacks, ExplanationFallbackTests).
import LayoutEngine
import LayoutLabUI
import Testing

@Suite("Text fallback characters")
struct TextFallbackTests {
    @Test("CJK characters measure 1 em each and are named as fallbacks; a run keeps its own")
    func cjk() {
        let result = LayoutLab.layout(Text("日本語").id("t"), in: LayoutLabUI.ProposedViewSize(width: nil, height: nil))
        #expect(result["t"]?.width == 50)
        guard case .text(let string) = result.tree.root.kind else {
            Issue.record("expected a Text node, got \(result.tree.root.kind)")
            return
        }
        #expect(SystemFontMetrics.fallbacks(in: string) == [TextFallback(characters: ["日", "本", "語"], ems: 1)])
        let runs = LayoutLab.layout(Text("日本").bold() + Text("☃"), in: LayoutLabUI.ProposedViewSize(width: nil, height: nil))
        guard case .textRuns(let parts) = runs.tree.root.kind else {
            Issue.record("expected runs, got \(runs.tree.root.kind)")
            return
        }
        #expect(parts.map { SystemFontMetrics.fallbacks(in: $0.string) }
                == [[TextFallback(characters: ["日", "本"], ems: 1)], [TextFallback(characters: ["☃"], ems: 1139.0 / 2048)]])
    }
}
