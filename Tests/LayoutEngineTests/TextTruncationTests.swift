// Truncation modes (TextTruncation.swift) on SwiftOpenUI's recorded middle cut [EMP codelynx/
// SwiftOpenUI Tests/LayoutParityTests/Fixtures/text-middle-truncation-narrow-parent.json]: a
// 64-character path at 13 pt in a 200-point frame, drawn 193 wide by real macOS SwiftUI. SF Pro
// Text at 13 pt: the ellipsis 1642 units × 13 / 2048 − 0.08 = 10.34; the middle cut keeps 14
// characters from each end ("/home/kyoshika…ca-test/source"): 193.92, less the kerning the last
// kept "a" keeps with the "w" cut after it (−50 units, 0.32; TextTruncation.swift): 193.60; the tail
// cut keeps 27 from the start, 199.39; the head cut 30 from the end, 199.48.
import LayoutEngine
import Testing

@Suite("Text truncation modes")
struct TextTruncationTests {
    static let path = "/home/kyoshikawa/Documents/projects/synca-test/synca-test/source"

    func width(_ mode: TruncationMode?, _ options: [String]) -> Double {
        var text = ViewNode.text(Self.path).lineLimit(1)
        if let mode { text = text.truncationMode(mode) }
        return layout(text, 200, nil, options: options).rootSize.width
    }

    @Test("macOS: the middle cut is 194 wide (193 drawn), the tail and head cuts fill the 200 points")
    func macos() {
        let options = ["platform=macos", "display-scale=2"]
        #expect(width(.middle, options) == 194)
        #expect(width(.tail, options) == 200)
        #expect(width(nil, options) == 200)
        #expect(width(.head, options) == 200)
    }

    @Test("iOS at 3×: the three cuts to a third of a point")
    func ios() {
        let options = ["display-scale=3"]
        // At 13 pt on iOS (same tracking, thirds of a point): 193.60 → 193.67, 199.39 → 199.67, 199.48 → 199.67.
        func cut(_ mode: TruncationMode) -> Double {
            layout(ViewNode.text(Self.path).lineLimit(1).truncationMode(mode).font(size: 13), 200, nil, options: options).rootSize.width
        }
        #expect(cut(.middle) == 581.0 / 3)
        #expect(cut(.tail) == 599.0 / 3)
        #expect(cut(.head) == 599.0 / 3)
    }
}

// `.allowsTightening` (TextTightening.swift): "Tight fit" at 17 pt is adv T 1298 i 504 g 1248 h 1216
// t 744 space 578 f 741 i 504 t 744 = 7,577 units, kern T i −20: 7,557 × 17 / 2048 = 62.7280 − 9 ×
// 0.43 = 58.8590 wide. The tight track sets each character 28 units (trak −1 at 17 pt: −75, track 0:
// −47) closer, 9 × 0.2324 = 2.0918: 56.7672, rounded up to a third of a point: 57.
@Suite("Text tightening")
struct TextTighteningTests {
    let text = ViewNode.text("Tight fit")

    @Test("a one-line text tightens to fit a proposal narrower than it, and stays one line")
    func tightens() {
        #expect(layout(text, nil, nil).rootSize.width == 59)
        #expect(layout(text.allowsTightening(true), 58, nil).rootSize == Size(width: 57, height: 20.333333333333332))
        // Without it, the text wraps at 58 points ("Tight", then "fit"), or is cut on one line.
        #expect(layout(text, 58, nil).rootSize.height == 40.666666666666664)
        let cut = layout(text.lineLimit(1), 58, nil).rootSize
        #expect(cut.height == 20.333333333333332 && cut.width <= 58)
        // Too narrow even tightened: it wraps as before.
        #expect(layout(text.allowsTightening(true), 50, nil).rootSize == layout(text, 50, nil).rootSize)
        #expect(layout(text.allowsTightening(false), 58, nil).rootSize.height == 40.666666666666664)
    }
}
