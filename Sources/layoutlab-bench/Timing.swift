// What every benchmark measures with: a duration in seconds and the median of repetitions.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

/// Which clock a benchmark reads: the wall clock, or the CPU time of the calling thread (the time
/// the thread ran, not the time other processes held its core: steadier on a busy machine, and
/// what `scripts/flexbench-cpu-time.py` times the peer engines with).
enum Stopwatch {
    case wall
    case threadCPU

    /// Now, in seconds from an arbitrary start.
    func now() -> Double {
        var spec = timespec()
        clock_gettime(self == .wall ? CLOCK_MONOTONIC : CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
