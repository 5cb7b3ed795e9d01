// Dispatch's time constants, which Darwin's Dispatch exports and Linux's does not: app code writes
// `DispatchTime.now() + Double(Int64(0.5 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)` in its
// `delay` helpers.

/// Nanoseconds in a second (Dispatch's `NSEC_PER_SEC`).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond (Dispatch's `NSEC_PER_MSEC`).
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond (Dispatch's `NSEC_PER_USEC`).
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds in a second (Dispatch's `USEC_PER_SEC`).
public let USEC_PER_SEC: UInt64 = 1_000_000
