// GeometryReader [RE OpenSwiftUI GeometryReaderLayout; EMP fatbobman "GeometryReader: Blessing or
// Curse?" (2023): "its ideal size is (10, 10)"; EMP ilamanov/SwiftPieChart#4: in a ScrollView "the
// height always returns 10 from the geometry reader"]: takes the proposal, a nil dimension → 10
// (the platform's default ideal length, as objc.io's reimplementation has it; OpenSwiftUI's
// layout answers 0, which no device observation shows); each child is proposed the reader's size
// and placed at its top-leading corner (iOS 14+; iOS 13 centred).
//
// Content made during layout: as in SwiftUI, a reader's content closure runs once the reader's
// geometry is known. `GeometryReaderContent` is a custom layout with the same rule whose children
// do not exist in the tree: when the engine places the reader it hands the closure a
// `LayoutGeometry` (its size, its frame in root coordinates and the named coordinate spaces of the
// nodes being placed around it), appends the views it returns below the reader (node records,
// paths, traced calls) and places them. The stored tree holds only the reader node.
// `CoordinateSpaceLayout` (`.coordinateSpace(name:)`) is layout-neutral and names its frame.

/// `GeometryReader { proxy in ... }`.
struct GeometryReaderLayout: Primitive {
    var name: String { "GeometryReader" }

    /// The reader's size: the proposal, nil dimensions → 10.
    static func size(for proposal: ProposedViewSize) -> Size {
        proposal.replacingUnspecifiedDimensions(by: Size(width: 10, height: 10))
    }

    /// Each subview proposed the reader's size, at its top-leading corner.
    static func place(_ subviews: LayoutSubviews, in bounds: Rect) {
        let reason = ProposalReason(.geometryReader, bounds.width, bounds.height)
        for subview in subviews {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size), reason: reason)
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        Self.size(for: proposal)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        Self.place(context.subviews, in: bounds)
    }
}

/// A named coordinate space around a node being laid out: its name and frame in root coordinates.
public struct NamedFrame: Hashable, @unchecked Sendable {
    /// The name given with `.coordinateSpace(name:)`.
    public var name: AnyHashable
    public var frame: Rect

    public init(name: AnyHashable, frame: Rect) {
        self.name = name
        self.frame = frame
    }

    /// The name every scroll view gives its visible area (SwiftUI's `.scrollView` coordinate space).
    public static var scrollView: AnyHashable { "layoutlab.scrollView" }
}

/// Where a view sits when it is placed: what a GeometryReader's proxy answers.
public struct LayoutGeometry: Hashable, Sendable {
    /// The view's size.
    public var size: Size
    /// The view's frame in root coordinates (SwiftUI's `.global`).
    public var frameInRoot: Rect
    /// The named coordinate spaces of the nodes enclosing it, outermost first.
    public var namedSpaces: [NamedFrame]
    /// How far the view reaches beyond the safe area on each edge: zero inside it; a reader that
    /// ignores a preview's safe area and fills the screen has 47 on top and 34 below (SafeArea.swift).
    public var safeAreaInsets: EdgeInsets
    /// The view's frame on the screen (SwiftUI's `.global`): root coordinates moved by the screen's
    /// reach beyond the root's area (a preview's 47-point status bar puts the safe area's top at 47).
    public var frameOnScreen: Rect

    public init(size: Size, frameInRoot: Rect, namedSpaces: [NamedFrame] = [], safeAreaInsets: EdgeInsets = EdgeInsets(),
                frameOnScreen: Rect? = nil) {
        self.size = size
        self.frameInRoot = frameInRoot
        self.namedSpaces = namedSpaces
        self.safeAreaInsets = safeAreaInsets
        self.frameOnScreen = frameOnScreen ?? frameInRoot
    }

    /// The innermost enclosing space named `name`; nil if none is.
    public func space(named name: AnyHashable) -> NamedFrame? {
        namedSpaces.last { $0.name == name }
    }

    /// The view's frame relative to the innermost enclosing space named `name`; nil if none is.
    public func frame(inSpaceNamed name: AnyHashable) -> Rect? {
        guard let space = space(named: name) else { return nil }
        return Rect(x: frameInRoot.minX - space.frame.minX, y: frameInRoot.minY - space.frame.minY,
                    width: frameInRoot.width, height: frameInRoot.height)
    }
}

/// Views made during layout, with the custom layouts their `.custom(name:)` nodes name.
public struct MadeContent {
    public var nodes: [ViewNode]
    public var customLayouts: [String: any Layout]

    public init(nodes: [ViewNode], customLayouts: [String: any Layout] = [:]) {
        self.nodes = nodes
        self.customLayouts = customLayouts
    }
}

/// A GeometryReader whose content is made while it is placed, from its geometry. Register it as a
/// custom layout; its node has no children in the tree.
public struct GeometryReaderContent: Layout {
    /// Whether `name` is one a reader is registered under: `GeometryReader`, or `GeometryReader#2`
    /// and on for a tree's later readers. Such a node is named `GeometryReader` wherever it is laid
    /// out, with its content or without (a tree read back has no closures).
    public static func isRegistered(as name: String) -> Bool {
        name.hasPrefix("GeometryReader") && (name.utf8.count == 14 || name.dropFirst(14).first == "#")
    }

    /// Makes the content for the reader's geometry (SwiftUI's content closure).
    public let makeContent: (LayoutGeometry) -> MadeContent

    public init(makeContent: @escaping (LayoutGeometry) -> MadeContent) {
        self.makeContent = makeContent
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        GeometryReaderLayout.size(for: proposal)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        GeometryReaderLayout.place(subviews, in: bounds)
    }
}

/// `.coordinateSpace(name:)`: layout-neutral (its content's size, priority and spacer-ness); names
/// its frame for the GeometryReaders placed inside it.
public struct CoordinateSpaceLayout: PassThroughLayout {
    public let name: AnyHashable

    public init(name: AnyHashable) {
        self.name = name
    }
}
