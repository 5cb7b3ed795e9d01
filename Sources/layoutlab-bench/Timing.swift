// What every benchmark measures with: a duration in seconds and the median of repetitions.

/// Timing helpers shared by the benchmarks.
enum Timing {
    /// `duration` in seconds.
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// The median of `values` (the upper middle one for an even count).
    static func median(_ values: [Double]) -> Double {
        values.sorted()[values.count / 2]
    }
}
