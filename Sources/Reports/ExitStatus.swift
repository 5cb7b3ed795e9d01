// The exit status of `layoutlab diff`, decided here so it can be tested without a process.

/// 0 when the report was written, whether or not anything shifted; with `failOnShift`, 1 when
/// some experiment shifted (a CI gate for the engine). Errors (exit 2) are the CLI's to report.
/// Redefined, added, removed and failed experiments do not count as shifts.
public func diffExitStatus(_ comparison: RunComparison, failOnShift: Bool) -> Int32 {
    failOnShift && comparison.hasShifts ? 1 : 0
}
