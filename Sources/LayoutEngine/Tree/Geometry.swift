// Geometry: the value types every layout rule speaks in.
// Mirrors SwiftUI's CGSize / CGPoint / CGRect / ProposedViewSize / Alignment without Foundation,
// so the engine stays dependency-free and deterministic on every platform.

/// A concrete size chosen by a view (SwiftUI's `CGSize`).
public struct Size: Hashable, Codable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// The length along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    public var description: String { "\(formatLength(width))×\(formatLength(height))" }
}

/// A point in a coordinate space whose origin is the top-leading corner (SwiftUI's `CGPoint`).
public struct Point: Hashable, Codable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
}

/// A rectangle: origin plus size (SwiftUI's `CGRect`).
public struct Rect: Hashable, Codable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }

    public var description: String {
        "(\(formatLength(origin.x)), \(formatLength(origin.y)), \(formatLength(size.width)), \(formatLength(size.height)))"
    }
}

/// A size proposal: each dimension is `nil` (unspecified: "your ideal size"), 0 ("your minimum"),
/// a finite length, or infinity ("your maximum"). SwiftUI's `ProposedViewSize`.
public struct ProposedViewSize: Hashable, Codable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The proposal along `axis`.
    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Builds a proposal from a major-axis and a minor-axis value.
    public init(major: Double?, minor: Double?, axis: Axis) {
        if axis == .horizontal { self.init(width: major, height: minor) } else { self.init(width: minor, height: major) }
    }

    /// Replaces nil dimensions with the given size's (SwiftUI's `replacingUnspecifiedDimensions(by:)`).
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    public var description: String { "\(formatProposal(width))×\(formatProposal(height))" }
}

/// A layout axis.
public enum Axis: String, Hashable, Codable, Sendable, CaseIterable {
    case horizontal, vertical

    /// The other axis.
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// A set of axes, as in `ScrollView(.horizontal)` or `fixedSize(horizontal:vertical:)`.
public struct Axes: OptionSet, Hashable, Codable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let horizontal = Axes(rawValue: 1)
    public static let vertical = Axes(rawValue: 2)
    public static let both: Axes = [.horizontal, .vertical]

    public func contains(_ axis: Axis) -> Bool {
        contains(axis == .horizontal ? Axes.horizontal : Axes.vertical)
    }
}

/// A two-dimensional alignment, as in `.frame(alignment: .topLeading)`.
public struct Alignment: Hashable, Codable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The SwiftUI spellings, for parsing and printing (`"topLeading"`, `"center"`, ...).
    public static let named: [String: Alignment] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing,
        "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
        "centerFirstTextBaseline": Alignment(horizontal: .center, vertical: .firstTextBaseline),
        "centerLastTextBaseline": Alignment(horizontal: .center, vertical: .lastTextBaseline),
        "leadingFirstTextBaseline": Alignment(horizontal: .leading, vertical: .firstTextBaseline),
        "leadingLastTextBaseline": Alignment(horizontal: .leading, vertical: .lastTextBaseline),
        "trailingFirstTextBaseline": Alignment(horizontal: .trailing, vertical: .firstTextBaseline),
        "trailingLastTextBaseline": Alignment(horizontal: .trailing, vertical: .lastTextBaseline),
    ]

    /// The SwiftUI spelling of this alignment.
    public var name: String {
        Alignment.named.first { $0.value == self }?.key ?? "\(horizontal.rawValue)/\(vertical.rawValue)"
    }
}

/// A point in a view's unit square, used as a placement anchor (SwiftUI's `UnitPoint`).
public struct UnitPoint: Hashable, Codable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// Insets on each edge (SwiftUI's `EdgeInsets`).
public struct EdgeInsets: Hashable, Codable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public var horizontal: Double { leading + trailing }
    public var vertical: Double { top + bottom }
}

/// How `aspectRatio` fits a ratio into a proposal.
public enum ContentMode: String, Hashable, Codable, Sendable {
    case fit, fill
}

/// Formats a length the way traces and messages print it: at most 2 decimals, `∞` for infinity.
public func formatLength(_ value: Double) -> String {
    if value.isNaN { return "NaN" }
    if value == .infinity { return "∞" }
    if value == -.infinity { return "-∞" }
    // Beyond 1e15 there are no decimals to round (and `value * 100` would overflow to ∞ from 1.8e306).
    if abs(value) >= 1e15 { return String(value) }
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() && abs(rounded) < 1e15 {
        let whole = Int(rounded)
        return whole == 0 ? "0" : String(whole)
    }
    var text = String(rounded)
    if text.contains("e") { return text }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}

/// Formats one proposal dimension: `nil` for unspecified.
public func formatProposal(_ value: Double?) -> String {
    value.map(formatLength) ?? "nil"
}
