// GameplayKit's randomization (`import GameplayKit` imports this library): sources, distributions
// and shuffling, as games and quizzes use them. Every source is deterministic, so a preview shows the
// same dice, cards and questions on every run:
// - a source made without a seed (`GKRandomSource()`, `sharedRandom()`, `GKARC4RandomSource()`, the
//   one `GKRandomDistribution(lowestValue:highestValue:)` makes) draws from the experiment's own
//   sequence, as `Int.random(in:)` does in experiment files (PreviewRandom.swift);
// - a seeded source gives the same values for the same seed: `GKARC4RandomSource(seed:)` runs RC4
//   keyed by the seed, `GKLinearCongruentialRandomSource(seed:)` the 64-bit generator of Knuth's MMIX
//   and `GKMersenneTwisterRandomSource(seed:)` MT19937 seeded with the seed's low 32 bits. How
//   GameplayKit turns its generators' bits into numbers is not published, so the values are not
//   Apple's: a seeded game deals other cards than on a device, every time the same ones.
// Numbers in a range are drawn without bias (`nextInt(upperBound:)` rejects the top, partial block).
import Foundation

/// What every random source and distribution answers (GameplayKit's `GKRandom`).
public protocol GKRandom: AnyObject {
    /// A number across the whole range of a 32-bit signed integer.
    func nextInt() -> Int
    /// A number from 0 up to, not including, `upperBound`.
    func nextInt(upperBound: Int) -> Int
    /// A number from 0 up to, not including, 1.
    func nextUniform() -> Float
    /// True or false.
    func nextBool() -> Bool
}

/// A source of random numbers (GameplayKit's `GKRandomSource`); one made without a seed draws from
/// the experiment's sequence (see the file header).
open class GKRandomSource: GKRandom, @unchecked Sendable {
    public init() {}

    /// The system's shared source: the experiment's sequence.
    open class func sharedRandom() -> GKRandomSource { GKRandomSource() }

    /// The next 32 random bits; the subclasses' own generators replace the experiment's sequence.
    func nextBits() -> UInt32 { _PreviewRandom.draw { UInt32(truncatingIfNeeded: $0.next() >> 32) } }

    open func nextInt() -> Int { Int(Int32(bitPattern: nextBits())) }

    open func nextInt(upperBound: Int) -> Int {
        guard upperBound > 1 else { return 0 }
        let bound = UInt64(min(upperBound, Int(UInt32.max)))
        // The largest multiple of `bound` at most 2³²: bits at or above it would favour low values.
        let limit = (UInt64(1) << 32) / bound * bound
        while true {
            let bits = UInt64(nextBits())
            if bits < limit { return Int(bits % bound) }
        }
    }

    open func nextUniform() -> Float { Float(nextBits() >> 8) / Float(1 << 24) }

    open func nextBool() -> Bool { nextBits() >> 31 == 1 }

    /// `array` in an order drawn from this source (Fisher–Yates).
    open func arrayByShufflingObjects(in array: [Any]) -> [Any] {
        var shuffled = array
        for index in stride(from: shuffled.count - 1, to: 0, by: -1) {
            shuffled.swapAt(index, nextInt(upperBound: index + 1))
        }
        return shuffled
    }
}

/// RC4's keystream keyed by a seed (GameplayKit's `GKARC4RandomSource`).
open class GKARC4RandomSource: GKRandomSource, @unchecked Sendable {
    private var state: [UInt8] = Array(0...255)
    private var i: UInt8 = 0
    private var j: UInt8 = 0
    /// The key the keystream started from.
    public let seed: Data

    /// A source keyed by 16 bytes drawn from the experiment's sequence.
    public override init() {
        seed = _PreviewRandom.draw { generator in Data((0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }) }
        super.init()
        schedule()
    }

    /// A source keyed by `seed` (an empty seed is read as one zero byte).
    public init(seed: Data) {
        self.seed = seed
        super.init()
        schedule()
    }

    /// RC4's key scheduling.
    private func schedule() {
        let key = seed.isEmpty ? [UInt8(0)] : [UInt8](seed)
        var k: UInt8 = 0
        for n in 0..<256 {
            k = k &+ state[n] &+ key[n % key.count]
            state.swapAt(n, Int(k))
        }
    }

    /// Discards the next `count` bytes of the keystream (GameplayKit advises dropping the first
    /// 768 or more, which RC4's early bytes favour).
    open func dropValues(_ count: Int) {
        for _ in 0..<max(count, 0) { _ = nextByte() }
    }

    private func nextByte() -> UInt8 {
        i = i &+ 1
        j = j &+ state[Int(i)]
        state.swapAt(Int(i), Int(j))
        return state[Int(state[Int(i)] &+ state[Int(j)])]
    }

    override func nextBits() -> UInt32 {
        (0..<4).reduce(UInt32(0)) { bits, _ in bits << 8 | UInt32(nextByte()) }
    }
}

/// A linear congruential generator (GameplayKit's `GKLinearCongruentialRandomSource`): Knuth's
/// MMIX constants, the high 32 bits of each state.
open class GKLinearCongruentialRandomSource: GKRandomSource, @unchecked Sendable {
    private var state: UInt64
    /// The state the sequence started from.
    public let seed: UInt64

    /// A source seeded from the experiment's sequence.
    public override init() {
        seed = _PreviewRandom.draw { $0.next() }
        state = seed
        super.init()
    }

    public init(seed: UInt64) {
        self.seed = seed
        state = seed
        super.init()
    }

    override func nextBits() -> UInt32 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return UInt32(truncatingIfNeeded: state >> 32)
    }
}

/// The Mersenne Twister (GameplayKit's `GKMersenneTwisterRandomSource`): MT19937 (Matsumoto and
/// Nishimura, 1998) seeded with the seed's low 32 bits.
open class GKMersenneTwisterRandomSource: GKRandomSource, @unchecked Sendable {
    private var words = [UInt32](repeating: 0, count: 624)
    private var index = 624
    /// The seed the sequence started from.
    public let seed: UInt64

    /// A source seeded from the experiment's sequence.
    public override init() {
        seed = _PreviewRandom.draw { $0.next() }
        super.init()
        initialize()
    }

    public init(seed: UInt64) {
        self.seed = seed
        super.init()
        initialize()
    }

    private func initialize() {
        words[0] = UInt32(truncatingIfNeeded: seed)
        for n in 1..<624 {
            let previous = words[n - 1]
            words[n] = 1_812_433_253 &* (previous ^ (previous >> 30)) &+ UInt32(n)
        }
    }

    private func twist() {
        for n in 0..<624 {
            let y = (words[n] & 0x8000_0000) | (words[(n + 1) % 624] & 0x7FFF_FFFF)
            words[n] = words[(n + 397) % 624] ^ (y >> 1) ^ (y & 1 == 1 ? 0x9908_B0DF : 0)
        }
        index = 0
    }

    override func nextBits() -> UInt32 {
        if index >= 624 { twist() }
        var y = words[index]
        index += 1
        y ^= y >> 11
        y ^= (y << 7) & 0x9D2C_5680
        y ^= (y << 15) & 0xEFC6_0000
        y ^= y >> 18
        return y
    }
}
