// Chance made repeatable. Sample data in pasted previews is often random (`Int.random(in: 1...100)`
// view counts, `Bool.random()` flags, `names.randomElement()!`): in Xcode the canvas shows new values
// at each refresh, and here every run would lay out other text, so `diff` would report what chance
// moved beside what an edit did. Experiment files draw from a generator seeded by the experiment's
// name instead: the same values on every run. The declarations are SPI (`Preview`), which the file
// rewriter imports (`@_spi(Preview) import LayoutLabUI`), so they shadow the standard library's in
// experiment files only; `random(in:using:)` with a generator of the file's own is untouched.
import Foundation

/// The generator experiment files draw from: SplitMix64, seeded per experiment (`reset(for:)`).
public enum _PreviewRandom {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var state: UInt64 = seed(for: "")

    /// Starts the sequence of experiment `name`: the same values every time it is built.
    public static func reset(for name: String) {
        lock.lock()
        defer { lock.unlock() }
        state = seed(for: name)
    }

    /// FNV-1a of the name's UTF-8: a seed that does not change between runs (`Hasher`'s does).
    static func seed(for name: String) -> UInt64 {
        name.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }

    /// Runs `body` with the generator (one caller at a time: a `.task` may draw on another thread).
    static func draw<T>(_ body: (inout Generator) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        var generator = Generator(state: state)
        let value = body(&generator)
        state = generator.state
        return value
    }

    /// SplitMix64 (Steele, Lea and Flood, 2014).
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}

extension FixedWidthInteger {
    /// A number of `range` from the experiment's sequence.
    @_spi(Preview)
    public static func random(in range: Range<Self>) -> Self { _PreviewRandom.draw { random(in: range, using: &$0) } }
    @_spi(Preview)
    public static func random(in range: ClosedRange<Self>) -> Self { _PreviewRandom.draw { random(in: range, using: &$0) } }
}

extension BinaryFloatingPoint where RawSignificand: FixedWidthInteger {
    /// A number of `range` from the experiment's sequence.
    @_spi(Preview)
    public static func random(in range: Range<Self>) -> Self { _PreviewRandom.draw { random(in: range, using: &$0) } }
    @_spi(Preview)
    public static func random(in range: ClosedRange<Self>) -> Self { _PreviewRandom.draw { random(in: range, using: &$0) } }
}

extension Bool {
    /// True or false from the experiment's sequence.
    @_spi(Preview)
    public static func random() -> Bool { _PreviewRandom.draw { random(using: &$0) } }
}

extension Collection {
    /// An element from the experiment's sequence (nil when empty).
    @_spi(Preview)
    public func randomElement() -> Element? { _PreviewRandom.draw { randomElement(using: &$0) } }
}

extension Sequence {
    /// The elements in an order from the experiment's sequence.
    @_spi(Preview)
    public func shuffled() -> [Element] { _PreviewRandom.draw { shuffled(using: &$0) } }
}

extension MutableCollection where Self: RandomAccessCollection {
    /// Puts the elements in an order from the experiment's sequence.
    @_spi(Preview)
    public mutating func shuffle() { _PreviewRandom.draw { shuffle(using: &$0) } }
}
