// GameplayKit's random distributions: dice and ranges over a source (GameplayKitRandom.swift), a
// shuffled distribution that deals every value once before any comes again, and a Gaussian one.
import Foundation

/// Whole numbers in a range, each as likely (GameplayKit's `GKRandomDistribution`).
open class GKRandomDistribution: GKRandom, @unchecked Sendable {
    public let randomSource: any GKRandom
    public let lowestValue: Int
    public let highestValue: Int
    /// How many values it gives: `highestValue - lowestValue + 1`.
    public var numberOfPossibleOutcomes: Int { highestValue - lowestValue + 1 }

    /// Values from `lowestValue` through `highestValue` (the two swapped when given in the other
    /// order), drawn from `source`.
    public init(randomSource source: any GKRandom, lowestValue: Int, highestValue: Int) {
        randomSource = source
        self.lowestValue = min(lowestValue, highestValue)
        self.highestValue = max(lowestValue, highestValue)
    }

    /// Values from `lowestValue` through `highestValue`, drawn from a new ARC4 source (seeded from
    /// the experiment's sequence here).
    public convenience init(lowestValue: Int, highestValue: Int) {
        self.init(randomSource: GKARC4RandomSource(), lowestValue: lowestValue, highestValue: highestValue)
    }

    /// A die: 1 through `sideCount`.
    public required convenience init(forDieWithSideCount sideCount: Int) {
        self.init(lowestValue: 1, highestValue: sideCount)
    }

    /// A six-sided die.
    open class func d6() -> Self { Self(forDieWithSideCount: 6) }
    /// A twenty-sided die.
    open class func d20() -> Self { Self(forDieWithSideCount: 20) }

    /// A value of the range.
    open func nextInt() -> Int { lowestValue + randomSource.nextInt(upperBound: numberOfPossibleOutcomes) }

    /// A value of the range below `upperBound`, counted from 0 (`nextInt()` minus the lowest value,
    /// drawn again until it is below the bound; 0 for a bound the range cannot meet).
    open func nextInt(upperBound: Int) -> Int {
        guard upperBound > 0 else { return 0 }
        for _ in 0..<64 {
            let value = nextInt() - lowestValue
            if value < upperBound { return value }
        }
        return 0
    }

    /// Where a value falls in the range, from 0 up to, not including, 1.
    open func nextUniform() -> Float { Float(nextInt() - lowestValue) / Float(numberOfPossibleOutcomes) }

    /// True when a value falls in the upper half of the range.
    open func nextBool() -> Bool { nextUniform() >= 0.5 }
}

/// Values dealt like cards (GameplayKit's `GKShuffledDistribution`): every value of the range once,
/// in an order drawn from the source, before any value comes again.
open class GKShuffledDistribution: GKRandomDistribution, @unchecked Sendable {
    private var deck: [Int] = []

    open override func nextInt() -> Int {
        if deck.isEmpty {
            deck = Array(lowestValue...highestValue)
            for index in stride(from: deck.count - 1, to: 0, by: -1) {
                deck.swapAt(index, randomSource.nextInt(upperBound: index + 1))
            }
        }
        return deck.removeLast()
    }
}

/// Values around a mean (GameplayKit's `GKGaussianDistribution`): a normal distribution cut at three
/// deviations either side, whose ends are the lowest and highest values.
open class GKGaussianDistribution: GKRandomDistribution, @unchecked Sendable {
    public let mean: Float
    public let deviation: Float

    /// Mean `mean`, deviation `deviation`: values from `mean - 3·deviation` through `mean + 3·deviation`.
    public init(randomSource source: any GKRandom, mean: Float, deviation: Float) {
        self.mean = mean
        self.deviation = deviation
        super.init(randomSource: source, lowestValue: Int((mean - 3 * deviation).rounded()),
                   highestValue: Int((mean + 3 * deviation).rounded()))
    }

    /// The range's middle as the mean, a sixth of its width as the deviation.
    public override init(randomSource source: any GKRandom, lowestValue: Int, highestValue: Int) {
        mean = Float(lowestValue + highestValue) / 2
        deviation = Float(abs(highestValue - lowestValue)) / 6
        super.init(randomSource: source, lowestValue: lowestValue, highestValue: highestValue)
    }

    /// A normal value (Box–Muller from two uniform draws), drawn again until it lies in the range.
    open override func nextInt() -> Int {
        while true {
            let u1 = max(randomSource.nextUniform(), .leastNormalMagnitude)
            let u2 = randomSource.nextUniform()
            let normal = (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
            let value = Int((mean + deviation * normal).rounded())
            if (lowestValue...highestValue).contains(value) { return value }
        }
    }
}
