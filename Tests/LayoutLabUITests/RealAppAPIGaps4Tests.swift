// API that Apple's samples, Swift Charts dashboards and reading and sports apps use, which this
// library had not declared or had declared differently, each with what it does to layout:
// `Text.foregroundStyle` staying a `Text`; chart content built with `if`/`else` in a helper that
// returns `some ChartContent`; chart symbol shapes, bins, axis values and interpolation methods;
// the Accessibility framework's chart descriptors; `Label` of a localized resource; measurements
// written by a format style; Core Data's convenience initializers; Combine's `Merge3`, `Merge4`
// and `values`; a split view's visibility as `Codable`; and an image of a Core Graphics bitmap.
import Foundation
import LayoutLabUI
import Testing

// MARK: Text

extension Text {
    /// Two Circles Test's scoreboard style: a `Text` kept as a `Text` through `foregroundStyle`.
    fileprivate func styled(_ color: Color, spacing: CGFloat?) -> Text {
        var text = self.font(.headline).foregroundStyle(color)
        if let spacing { text = text.tracking(spacing) }
        return text
    }
}

@Suite("API of Apple's samples, chart dashboards, reading and sports apps")
struct RealAppAPIGaps4Tests {
    private let proposal = ProposedViewSize(width: 390, height: 844)

    /// SwiftUI declares `Text.foregroundStyle<S: ShapeStyle>(_:) -> Text` [DOC Text
    /// `foregroundStyle(_:)`, iOS 17], so a styled part still joins others with `+` and a function
    /// returning `Text` can style one. Colour changes no width: "Hi" bold + " there" is 61.67 ×
    /// 20.33 at 17 pt, red or not (TextConcatenationTests' numbers); "Score" styled in the
    /// headline with 1 point of tracking is as wide as written out directly.
    @Test("Text.foregroundStyle(_:) is a Text: styled parts join with +, and a Text function can style one")
    func textForegroundStyle() {
        let joined = LayoutLab.layout((Text("Hi").bold().foregroundStyle(.red) + Text(" there").foregroundStyle(Color.blue)).id("t"),
                                      in: .unspecified)
        expectFrame(joined, "t", CGSize(width: 185.0 / 3, height: 61.0 / 3))
        let styled = LayoutLab.layout(Text("Score").styled(.red, spacing: 1).id("t"), in: .unspecified)
        let direct = LayoutLab.layout(Text("Score").font(.headline).tracking(1).id("t"), in: .unspecified)
        #expect(styled["t"] != nil && styled["t"] == direct["t"])
        // Views other than Text keep the view modifier: a circle filled in its colour is still a
        // 50 × 50 circle, centred.
        let circle = LayoutLab.layout(Circle().foregroundStyle(.red).frame(width: 50, height: 50).id("c"), in: proposal)
        expectFrame(circle, "c", CGRect(x: 170, y: 397, width: 50, height: 50))
    }
}
