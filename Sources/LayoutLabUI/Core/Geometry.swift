// SwiftUI's geometry vocabulary, in CGFloat, with conversions to the engine's Double-based types.
import LayoutEngine

/// A size proposal: each dimension nil (ideal size), 0, a length or infinity (SwiftUI's `ProposedViewSize`).
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Both dimensions 0: "your minimum size".
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both dimensions nil: "your ideal size".
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Both dimensions infinite: "your maximum size".
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// Replaces nil dimensions with `size`'s (10×10 by default, as in SwiftUI).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    init(_ engine: EngineProposal) {
        self.init(width: engine.width.map { CGFloat($0) }, height: engine.height.map { CGFloat($0) })
    }

    var engine: EngineProposal {
        EngineProposal(width: width.map { Double($0) }, height: height.map { Double($0) })
    }
}

/// A horizontal alignment guide (SwiftUI's `HorizontalAlignment`), built in or custom (`AlignmentID`).
public struct HorizontalAlignment: Hashable, Sendable {
    let engine: EngineHorizontalAlignment
    public static let leading = HorizontalAlignment(engine: .leading)
    public static let center = HorizontalAlignment(engine: .center)
    public static let trailing = HorizontalAlignment(engine: .trailing)
    /// Where a `List` row's separator starts: the row's first Text unless the row sets it with
    /// `alignmentGuide(.listRowSeparatorLeading)` (as on iOS 16 and later).
    public static let listRowSeparatorLeading = HorizontalAlignment(engine: .listRowSeparatorLeading)
    /// Where a `List` row's separator ends: the row's trailing edge unless the row sets it.
    public static let listRowSeparatorTrailing = HorizontalAlignment(engine: .listRowSeparatorTrailing)
}

/// A vertical alignment guide, including text baselines and custom guides (SwiftUI's `VerticalAlignment`).
public struct VerticalAlignment: Hashable, Sendable {
    let engine: EngineVerticalAlignment
    public static let top = VerticalAlignment(engine: .top)
    public static let center = VerticalAlignment(engine: .center)
    public static let bottom = VerticalAlignment(engine: .bottom)
    public static let firstTextBaseline = VerticalAlignment(engine: .firstTextBaseline)
    public static let lastTextBaseline = VerticalAlignment(engine: .lastTextBaseline)
}

/// A two-dimensional alignment (SwiftUI's `Alignment`).
public struct Alignment: Hashable, Sendable {
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
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    var engine: EngineAlignment {
        EngineAlignment(horizontal: horizontal.engine, vertical: vertical.engine)
    }
}

/// A point in a view's unit square, e.g. a placement anchor (SwiftUI's `UnitPoint`).
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    public init() { self.init(x: 0, y: 0) }

    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    var engine: EngineUnitPoint { EngineUnitPoint(x: Double(x), y: Double(y)) }
}

/// An edge of a rectangle (SwiftUI's `Edge`); `Edge.Set` selects several.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges, as in `.padding(.horizontal, 8)`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]

        /// The engine's set of the same edges (the bits are the same: top, leading, bottom, trailing).
        var engine: EngineEdgeSet { EngineEdgeSet(rawValue: Int(rawValue)) }
    }
}

/// Insets on each edge (SwiftUI's `EdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

/// A layout axis (SwiftUI's `Axis`); `Axis.Set` selects several.
public enum Axis: Int8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case horizontal, vertical

    public var description: String { self == .horizontal ? "horizontal" : "vertical" }

    /// A set of axes, as in `ScrollView(.horizontal)`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }

        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)

        var engine: Axes {
            var axes: Axes = []
            if contains(.horizontal) { axes.insert(.horizontal) }
            if contains(.vertical) { axes.insert(.vertical) }
            return axes
        }
    }
}

/// How `aspectRatio` fits a ratio into a proposal (SwiftUI's `ContentMode`).
public enum ContentMode: Hashable, Sendable, CaseIterable {
    case fit, fill

    var engine: EngineContentMode { self == .fit ? .fit : .fill }
}

extension CGSize {
    init(_ size: Size) { self.init(width: CGFloat(size.width), height: CGFloat(size.height)) }
}

extension CGRect {
    init(_ rect: Rect) {
        self.init(x: CGFloat(rect.minX), y: CGFloat(rect.minY), width: CGFloat(rect.width), height: CGFloat(rect.height))
    }

    var engine: Rect {
        Rect(x: Double(origin.x), y: Double(origin.y), width: Double(size.width), height: Double(size.height))
    }
}

/// A horizontal edge (SwiftUI's `HorizontalEdge`).
public enum HorizontalEdge: Hashable, Sendable { case leading, trailing }

/// Which edges show a list row separator (visual only).
public enum VerticalEdge: Hashable, Sendable {
    case top, bottom
    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// Visibility of bars, separators and indicators (SwiftUI's `Visibility`).
public enum Visibility: Hashable, Sendable, CaseIterable { case automatic, visible, hidden }
