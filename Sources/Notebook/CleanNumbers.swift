// Clean numbers: the rule every length the notebook stores goes through, so a layout that should
// give 200 stores exactly 200 (and `width = 200` is true in sqlite3), not 200.00000000000003.
//
// The rule: a finite length within 1e-9 pt of a multiple of 1/1024 pt is stored as that multiple
// (1/1024 is a power of two, so the multiple is exact in binary floating point). Anything else —
// a length that really is a third of a point, infinity, nil — is stored as it is. 1e-9 pt is far
// below anything a layout can mean (a display pixel is at least 1/3 pt) and far above the noise
// of summing a few hundred doubles of layout-sized magnitudes (about 1e-13 pt).
import LayoutEngine

/// Snaps lengths to the notebook's grid of 1/1024 pt when they are within 1e-9 pt of it.
public enum CleanNumbers {
    /// The grid: 1/1024 pt.
    public static let grid = 1.0 / 1024
    /// How close a length must be to the grid to be snapped.
    public static let tolerance = 1e-9

    /// `value` snapped to the nearest multiple of 1/1024 when within 1e-9 of it; otherwise unchanged
    /// (also for infinities and NaN).
    public static func clean(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        let snapped = (value / grid).rounded() * grid
        return abs(snapped - value) <= tolerance ? (snapped == 0 ? 0 : snapped) : value
    }

    /// `clean` of an optional length (nil stays nil).
    public static func clean(_ value: Double?) -> Double? { value.map(clean) }

    /// A frame with every component cleaned.
    public static func clean(_ rect: Rect) -> Rect {
        Rect(x: clean(rect.minX), y: clean(rect.minY), width: clean(rect.width), height: clean(rect.height))
    }

    /// A size with both components cleaned.
    public static func clean(_ size: Size) -> Size {
        Size(width: clean(size.width), height: clean(size.height))
    }
}
