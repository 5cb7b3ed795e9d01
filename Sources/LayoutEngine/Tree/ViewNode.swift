// The view tree: what an experiment lays out.
// A node is a kind (a primitive view, container or modifier), its children and an optional label.
// Modifiers are nodes whose first child is the modified view, exactly as SwiftUI wraps a view in a
// modifier: `Color.red.frame(width: 10)` is `frame { Color }`.

/// One node of a view tree: a primitive, a container or a modifier, with its children.
public struct ViewNode: Hashable, Codable, Sendable {
    /// What this node is and its arguments.
    public var kind: ViewKind
    /// Children in declaration order. For modifiers the first child is the modified view;
    /// `background` and `overlay` put their secondary content after it.
    public var children: [ViewNode] {
        didSet { nodeCount = Self.count(children) }
    }
    /// A user label set with `.id("label")`; layout-neutral.
    public var label: String?
    /// Where the node came from in the user's code (`ViewOrigin`): not part of layout, equality,
    /// hashing or `Codable`; the canonical definition carries it outside its hash.
    public var origin: ViewOrigin?
    /// The colours the user's code gave the node (`ViewLook`), for pictures: not part of layout,
    /// equality, hashing or `Codable`, as `origin` is not.
    public var look: ViewLook?
    /// The number of nodes in this subtree, itself included: kept as its children change, so that
    /// reading it (as every layout does, to make room for the tree) walks nothing.
    public private(set) var nodeCount: Int

    public init(_ kind: ViewKind, children: [ViewNode] = [], label: String? = nil, origin: ViewOrigin? = nil,
                look: ViewLook? = nil) {
        self.kind = kind
        self.children = children
        self.label = label
        self.origin = origin
        self.look = look
        nodeCount = Self.count(children)
    }

    private static func count(_ children: [ViewNode]) -> Int {
        var count = 1
        for child in children { count += child.nodeCount }
        return count
    }

    private enum CodingKeys: String, CodingKey { case kind, children, label }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try container.decode(ViewKind.self, forKey: .kind),
                  children: try container.decode([ViewNode].self, forKey: .children),
                  label: try container.decodeIfPresent(String.self, forKey: .label))
    }

    public static func == (lhs: ViewNode, rhs: ViewNode) -> Bool {
        lhs.kind == rhs.kind && lhs.label == rhs.label && lhs.children == rhs.children
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(label)
        hasher.combine(children)
    }
}

/// Every primitive the engine knows, with SwiftUI's arguments.
public enum ViewKind: Hashable, Codable, Sendable {
    // Leaves
    case color(name: String)
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case capsule
    case ellipse
    case circle
    /// An image with its natural size in points; `resizable` mirrors `.resizable()`.
    case image(name: String, width: Double, height: Double, resizable: Bool)
    /// An SF Symbol (`Image(systemName:)`): sized by the font around it (`SymbolImageLayout`).
    case symbol(name: String, resizable: Bool)
    case text(String)
    /// A concatenated Text whose parts set fonts of their own (`Text("a").bold() + Text("b")`):
    /// its runs, measured run by run (TextRun.swift). Named `Text` in paths.
    case textRuns([TextRun])
    case spacer(minLength: Double?)
    case divider
    case emptyView

    // Containers
    case hstack(alignment: VerticalAlignment, spacing: Double?)
    case vstack(alignment: HorizontalAlignment, spacing: Double?)
    case zstack(alignment: Alignment)
    /// Transparent: its children join the enclosing container's children.
    case group
    case geometryReader
    case scrollView(axes: Axes)
    case viewThatFits(axes: Axes)
    /// `Grid`: GridRow children are rows; other children are rows spanning every column (Grid.swift).
    case grid(alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?)
    /// `GridRow`: a row of a Grid; `alignment` nil uses the grid's vertical alignment.
    case gridRow(alignment: VerticalAlignment?)
    /// `LazyVGrid` (axis vertical: `items` are columns) and `LazyHGrid` (axis horizontal: rows).
    case lazyGrid(axis: Axis, items: [GridItemSpec], alignment: Alignment, spacing: Double?)

    // Modifiers (children[0] is the modified view)
    case frame(width: Double?, height: Double?, alignment: Alignment)
    case flexibleFrame(
        minWidth: Double?, idealWidth: Double?, maxWidth: Double?,
        minHeight: Double?, idealHeight: Double?, maxHeight: Double?,
        alignment: Alignment)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case aspectRatio(ratio: Double?, contentMode: ContentMode)
    /// Per-edge padding; a nil edge uses the engine's default padding (16).
    case padding(top: Double?, leading: Double?, bottom: Double?, trailing: Double?)
    /// A scroll view's content margins (`.contentMargins`, `.safeAreaPadding` on a scroll view): laid
    /// out as padding around the scroll view's content, and taken off the container that a
    /// `containerRelativeFrame` inside measures (Padding.swift). Nil edges as `padding`'s.
    case contentMargins(top: Double?, leading: Double?, bottom: Double?, trailing: Double?)
    case layoutPriority(Double)
    case offset(x: Double, y: Double)
    /// `.ignoresSafeArea(edges:alignment:)` (SafeArea.swift); nil alignment: the content at the grown area's top leading.
    case ignoresSafeArea(edges: EdgeSet, alignment: Alignment?)
    case position(x: Double, y: Double)
    /// `children[1...]` are the secondary views, laid out like a ZStack in the primary's size.
    case background(alignment: Alignment)
    case overlay(alignment: Alignment)
    /// `.safeAreaInset(edge:alignment:spacing:content:)`: `children[1]` is the inset content, along
    /// one edge of `edge` (SafeAreaInset.swift); `alignment`'s component across that edge's axis
    /// aligns it with the modified view. Nil spacing: the default between the two.
    case safeAreaInset(edge: EdgeSet, alignment: Alignment, spacing: Double?)
    case border(width: Double)
    /// An explicit alignment guide: exactly one of `horizontal`/`vertical` is set.
    case alignmentGuide(horizontal: HorizontalAlignment?, vertical: VerticalAlignment?, value: GuideExpression)
    case containerRelativeFrame(axes: Axes, count: Int, span: Int, spacing: Double, alignment: Alignment)
    /// Seed 000's custom layout: proposes a fraction of its proposal to its single child.
    case relativeProposed(width: Double, height: Double)
    /// A grid-cell modifier (`gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor`,
    /// `gridCellUnsizedAxes`): layout-neutral, read by an enclosing Grid.
    case gridCell(GridCellTrait)
    /// Environment: sets the line limit of Text below.
    case lineLimit(Int?)
    /// Environment: `lineLimit(2...4)` or `lineLimit(2, reservesSpace: true)`: Text below is at least
    /// `reserved` lines tall and at most `limit` lines long (nil: no limit). Named `lineLimit` in paths.
    case lineRange(reserved: Int, limit: Int?)
    /// Environment: sets the font size of Text below.
    case font(size: Double)
    /// Environment: sets the font of Text below to a text style, sized for the engine's platform.
    case fontStyle(TextStyle)
    /// Environment: the Dynamic Type size text styles below take their sizes at (`.dynamicTypeSize`).
    case dynamicTypeSize(DynamicTypeCategory)
    /// A bar or a control's drawn part (its child), sized by the engine's platform (Chrome.swift).
    case chrome(ChromeElement)
    /// A list's row frame or insets, of the engine's platform's lengths (ListChrome.swift).
    case listChrome(ListChrome)
    /// A list row (its first child) with the separator below it (its second, a Divider), which
    /// runs from the row's `listRowSeparatorLeading` guide to its `listRowSeparatorTrailing` guide
    /// (ListRow.swift).
    case listRow
    /// Environment: weight, design, italic, tabular digits, kerning or tracking of Text below
    /// (`.fontWeight`, `.bold()`, `.italic()`, `.monospacedDigit()`, `.monospaced()`, `.fontDesign`,
    /// `.kerning`, `.tracking`, and a font's own weight and design). Named `fontTraits` in paths.
    case fontTraits(FontTraits)
    /// Environment: where Text below cuts a line that does not fit (`.truncationMode`).
    case truncationMode(TruncationMode)
    /// Environment: how Text below lines up its lines within its frame (`.multilineTextAlignment`);
    /// no size changes with it.
    case multilineTextAlignment(MultilineAlignment)
    /// Environment: whether Text below may tighten a line to fit it (`.allowsTightening`).
    case allowsTightening(Bool)
    /// Environment: how far Text below may shrink its font to fit (`.minimumScaleFactor`).
    case minimumScaleFactor(Double)
    /// Environment: the scale of SF Symbols below (`.imageScale`).
    case imageScale(ImageScale)
    /// A custom `Layout` registered with the engine under this name.
    case custom(name: String)

    /// The name used in node paths: SwiftUI's type name for views, the modifier's name for modifiers
    /// (each primitive's file states its own).
    public var name: String {
        primitive(options: LayoutOptions(), customLayouts: [:]).name
    }

    /// True for modifiers: kinds whose first child is the view they modify.
    public var isModifier: Bool {
        primitive(options: LayoutOptions(), customLayouts: [:]).isModifier
    }
}

/// An expression of a view's dimensions, as written in an `alignmentGuide` closure
/// (`{ d in d[.bottom] - 10 }`, `{ d in d.width / 2 }`).
public indirect enum GuideExpression: Hashable, Codable, Sendable {
    case constant(Double)
    case width
    case height
    case horizontalGuide(HorizontalAlignment)
    case verticalGuide(VerticalAlignment)
    case add(lhs: GuideExpression, rhs: GuideExpression)
    case subtract(lhs: GuideExpression, rhs: GuideExpression)
    case multiply(lhs: GuideExpression, rhs: GuideExpression)
    case divide(lhs: GuideExpression, rhs: GuideExpression)
    case negate(GuideExpression)

    /// Evaluates the expression against a view's dimensions.
    public func evaluate(_ d: ViewDimensions) -> Double {
        switch self {
        case .constant(let value): return value
        case .width: return d.width
        case .height: return d.height
        case .horizontalGuide(let guide): return d[guide]
        case .verticalGuide(let guide): return d[guide]
        case .add(let lhs, let rhs): return lhs.evaluate(d) + rhs.evaluate(d)
        case .subtract(let lhs, let rhs): return lhs.evaluate(d) - rhs.evaluate(d)
        case .multiply(let lhs, let rhs): return lhs.evaluate(d) * rhs.evaluate(d)
        case .divide(let lhs, let rhs):
            let divisor = rhs.evaluate(d)
            return divisor == 0 ? 0 : lhs.evaluate(d) / divisor
        case .negate(let inner): return -inner.evaluate(d)
        }
    }
}
