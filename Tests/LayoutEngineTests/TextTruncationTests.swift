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
