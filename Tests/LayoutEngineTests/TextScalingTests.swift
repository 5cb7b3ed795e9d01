// `.minimumScaleFactor` (TextScaling.swift), derived by hand from the reference tables at the
// default iOS options (3×). "Hello world" in SF Pro Text regular is H 1520 e 1170 l 516 l 516
// o 1210, space 578, w 1586 o 1210 r 780 l 516 d 1258, kern "wo" −40: 10,820 units; at s pt it is
// 10,820 × s / 2048 + 11 × tracking(s) (the HIG's points, linear between whole sizes):
// - 17 pt: 89.81445 − 11 × 0.43 = 85.08445 → 85.33.
// - 8.5 pt (factor 0.5): 44.90723 + 11 × 0.19 = 46.99723, wider than 40: cut there at the tail.
//   "Hello w" keeps 7,056 units (the "w" keeps its −40 with the cut "o") and the ellipsis 1642:
//   8,698 × 8.5 / 2048 + 8 × 0.19 = 37.62010 → 37.67 (113/3); one 8.5 pt line 10.14355 → 10.33.
// - In 60 points it fits from 11.26492 pt down (11 pt: 58.78, 12 pt: 63.40; between, 10,820 × s /
//   2048 + 11 × (0.06 − 0.06 (s − 11)) = 60 at s = 11.26492, a scale of 0.66264): set there, it is
//   60 wide (within 1/65536 of the interval below 60, rounded up to the third of a point) and one
//   line of 11.26492 × 2444 / 2048 = 13.44309 → 13.67 (41/3).
import LayoutEngine
import Testing

@Suite("Text minimumScaleFactor")
struct TextScalingTests {
    let text = ViewNode.text("Hello world")

    @Test("text that does not fit shrinks no more than it must")
    func shrinksToFit() {
        #expect(layout(text.lineLimit(1).minimumScaleFactor(0.5), 60, nil).rootSize == Size(width: 60, height: 41.0 / 3))
        // Without the modifier the line is cut at 17 pt, 20.33 high.
        #expect(layout(text.lineLimit(1), 60, nil).rootSize.height == 61.0 / 3)
    }

    @Test("text that does not fit even at the minimum is set there and cut")
    func cutAtMinimum() {
        #expect(layout(text.lineLimit(1).minimumScaleFactor(0.5), 40, nil).rootSize == Size(width: 113.0 / 3, height: 31.0 / 3))
    }

    @Test("text that fits keeps its size; a factor of 1 or outside (0, 1] never shrinks")
    func fits() {
        #expect(layout(text.lineLimit(1).minimumScaleFactor(0.5), 100, nil).rootSize == Size(width: 256.0 / 3, height: 61.0 / 3))
        #expect(layout(text.lineLimit(1).minimumScaleFactor(1), 60, nil).rootSize == layout(text.lineLimit(1), 60, nil).rootSize)
        #expect(layout(text.lineLimit(1).minimumScaleFactor(0), 60, nil).rootSize == layout(text.lineLimit(1), 60, nil).rootSize)
        // Without a line limit the text wraps into two lines instead: it fits, so it keeps 17 pt.
        #expect(layout(text.minimumScaleFactor(0.5), 60, nil).rootSize.height == 122.0 / 3)
    }

    @Test("the proposed height counts: a large font shrinks until its lines fit both lengths")
    func height() {
        let big = text.font(size: 100).minimumScaleFactor(0.01)
        // At 100 pt the text needs two lines, each 119 high. One line is 50 high at 50 × 2048 / 2444
        // = 41.89853 pt, where "Hello world" (SF Pro Display: 9,559 units, trak 0.38113 pt a
        // character at that size) is 9,559 × 41.89853 / 2048 + 11 × 0.38113 = 199.75294 wide, and
        // 200 wide only at 41.95 pt: the height decides, and the text is 200 (199.75 rounded up) × 50.
        #expect(layout(big, 200, 50).rootSize == Size(width: 200, height: 50))
        // The same with more room across: one line 50 high, as wide as it is at 41.89853 pt.
        #expect(layout(big, 1000, 50).rootSize == Size(width: 200, height: 50))
    }
}
