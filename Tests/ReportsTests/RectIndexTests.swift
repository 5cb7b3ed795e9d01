// The pictures' rectangle index answers exactly what a scan of every rectangle answers: boxes of
// every size (a root far larger than the grid, zero-area boxes, negative coordinates), asked
// about areas small and huge.
import LayoutEngine
@testable import Reports
import Testing

@Suite struct RectIndexTests {
    /// A deterministic generator (xorshift), so a failure repeats.
    struct Numbers {
        var state: UInt64
        mutating func next(_ range: ClosedRange<Double>) -> Double {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return range.lowerBound + Double(state % 1_000_000) / 1_000_000 * (range.upperBound - range.lowerBound)
        }
    }

    @Test("which rectangles meet a given one: the same answer as a scan, for 2,000 boxes and 500 questions")
    func answersAsAScan() {
        var numbers = Numbers(state: 0x9E37_79B9_7F4A_7C15)
        var rects = [Rect(x: -50, y: -50, width: 100_000, height: 100_000), Rect(x: 10, y: 10, width: 0, height: 30)]
        for _ in 0..<2_000 {
            let width = numbers.next(0...1) < 0.05 ? numbers.next(0...20_000) : numbers.next(0...300)
            rects.append(Rect(x: numbers.next(-500...5_000), y: numbers.next(-500...5_000), width: width, height: numbers.next(0...200)))
        }
        let index = RectIndex(rects)
        for question in 0..<500 {
            let size = question % 50 == 0 ? 50_000.0 : 120.0
            let rect = Rect(x: numbers.next(-600...5_100), y: numbers.next(-600...5_100), width: numbers.next(0...size), height: numbers.next(0...size))
            let scanned = rects.indices.filter { rects[$0].intersects(rect) }
            #expect(index.indices(intersecting: rect) == scanned)
            #expect(index.contains(intersecting: rect) == !scanned.isEmpty)
            #expect(index.contains(intersecting: rect, where: { $0.width > 250 }) == scanned.contains { rects[$0].width > 250 })
        }
    }
}
