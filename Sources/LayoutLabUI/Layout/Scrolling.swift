// Scroll-view API of iOS 17: safe-area padding, content margins, scroll targets and positions.
// Layout: `safeAreaPadding` and `contentMargins` inset a scroll view's content (the scroll view
// keeps its own frame; its content starts inside the margin, as at rest in SwiftUI) and pad any
// other view; the rest changes how views scroll, not where they are, and compiles to nothing.
import LayoutEngine

extension View {
    /// Adds `insets` to the safe area the view sees [DOC `safeAreaPadding(_:)`]: a scroll view's
    /// content is inset (it could scroll beneath the margin; at rest it starts inside it), any other
    /// view is padded. Approximation: the padding of the engine's `padding` modifier.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        _ModifiedView(content: self) { node, _ in Self.inset(node, Self.lengths(insets), scrollViewsOnly: false) }
    }

    /// `safeAreaPadding` on `edges`: `length`, or the engine's default padding (16) when nil.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        _ModifiedView(content: self) { node, _ in Self.inset(node, Self.lengths(edges, length), scrollViewsOnly: false) }
    }

    /// `safeAreaPadding` of `length` on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }

    /// Margins around the content of the scroll views in this view [DOC `contentMargins(_:_:for:)`]:
    /// each scroll view's content is inset; `.scrollIndicators` margins move only the indicators.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        let kept = EdgeInsets(top: edges.contains(.top) ? insets.top : 0, leading: edges.contains(.leading) ? insets.leading : 0,
                              bottom: edges.contains(.bottom) ? insets.bottom : 0,
                              trailing: edges.contains(.trailing) ? insets.trailing : 0)
        return _ModifiedView(content: self) { node, _ in
            placement == .scrollIndicators ? node : Self.inset(node, Self.lengths(kept), scrollViewsOnly: true)
        }
    }

    /// `contentMargins` of `length` (nil: the engine's default padding, 16) on `edges`.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        _ModifiedView(content: self) { node, _ in
            placement == .scrollIndicators ? node : Self.inset(node, Self.lengths(edges, length), scrollViewsOnly: true)
        }
    }

    /// `contentMargins` of `length` on every edge.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    /// Marks the scroll targets of `scrollTargetBehavior(.viewAligned)`; no effect on layout.
    public func scrollTargetLayout(isEnabled: Bool = true) -> Self { self }
    /// How a scroll view settles (`.paging`, `.viewAligned`); no effect on layout.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> Self { self }
    /// Binds the scrolled-to view's id; the scroll view is laid out at rest, unscrolled.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> Self { self }
    /// Lets the content of the scroll views in this view draw outside their bounds (pictures draw
    /// it whole); no effect on layout.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        _ModifiedView(content: self) { node, _ in
            guard disabled else { return node }
            func unclip(_ node: ViewNode) -> ViewNode {
                var node = node
                if case .scrollView = node.kind, node.look?.clip == 0 { node.look = node.look?.removingClip() }
                node.children = node.children.map(unclip)
                return node
            }
            return unclip(node)
        }
    }
    /// Whether a scroll view bounces when its content fits; no effect on layout.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> Self { self }
    /// Turns scrolling off; no effect on layout.
    public func scrollDisabled(_ disabled: Bool) -> Self { self }

    /// Each edge's inset (nil: the engine's default padding, option `default-padding`).
    typealias EdgeLengths = (top: Double?, leading: Double?, bottom: Double?, trailing: Double?)

    /// `length` on `edges`, 0 on the others.
    static func lengths(_ edges: Edge.Set, _ length: CGFloat?) -> EdgeLengths {
        func edge(_ e: Edge.Set) -> Double? { edges.contains(e) ? length.map { Double($0) } : 0 }
        return (edge(.top), edge(.leading), edge(.bottom), edge(.trailing))
    }

    static func lengths(_ insets: EdgeInsets) -> EdgeLengths {
        (Double(insets.top), Double(insets.leading), Double(insets.bottom), Double(insets.trailing))
    }

    /// `node` with every scroll view in it (not inside another) insetting its content by `padding`;
    /// when `node` is no scroll view and `scrollViewsOnly` is false, `node` padded instead.
    static func inset(_ node: ViewNode, _ lengths: EdgeLengths, scrollViewsOnly: Bool) -> ViewNode {
        // Around a scroll view's content the insets are its content margins (a `containerRelativeFrame`
        // inside measures the scroll view less them); any other view is padded.
        let margins = ViewKind.contentMargins(top: lengths.top, leading: lengths.leading, bottom: lengths.bottom, trailing: lengths.trailing)
        let padding = ViewKind.padding(top: lengths.top, leading: lengths.leading, bottom: lengths.bottom, trailing: lengths.trailing)
        func insetScrollViews(_ node: ViewNode) -> ViewNode {
            var node = node
            if case .scrollView = node.kind {
                node.children = node.children.map { ViewNode(margins, children: [$0]) }
            } else {
                node.children = node.children.map(insetScrollViews)
            }
            return node
        }
        if case .scrollView = node.kind { return insetScrollViews(node) }
        return scrollViewsOnly ? insetScrollViews(node) : ViewNode(padding, children: [node])
    }
}

/// Where `contentMargins` apply (SwiftUI's `ContentMarginPlacement`).
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ContentMarginPlacement(name: "automatic")
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// The scroll view settles on whole pages, each its own size (layout ignores it).
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// The scroll view settles with a scroll target's edge on its own (layout ignores it).
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior(limitBehavior: .automatic) }

    /// View-aligned, skipping at most what `limitBehavior` allows in one swipe (layout ignores it).
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }

    /// iOS 26: view-aligned, settling on `anchor` of a target (layout ignores it).
    public static func viewAligned(anchor: UnitPoint?) -> ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior(limitBehavior: .automatic) }

    /// iOS 26: view-aligned with a limit, settling on `anchor` of a target (layout ignores it).
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior,
                                   anchor: UnitPoint?) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

extension ViewAlignedScrollTargetBehavior {
    /// View-aligned, skipping at most what `limitBehavior` allows in one swipe.
    public init(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior = .automatic) {
        self.init(_name: "viewAligned")
    }
}

extension ScrollPhase {
    /// Whether the content is moving (iOS 18): interacting, decelerating or animating; a preview's
    /// scroll views are idle.
    public var isScrolling: Bool { self == .interacting || self == .decelerating || self == .animating }
}

/// When a scroll view bounces (SwiftUI's `ScrollBounceBehavior`; visual only).
public struct ScrollBounceBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    public static let always = ScrollBounceBehavior(name: "always")
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

extension ViewNode {
    /// The scroll view with its look clipping what it holds to its frame, as a scroll view clips
    /// its content [DOC `scrollClipDisabled(_:)`: "By default, a scroll view clips its content to
    /// its bounds"]. Pictures draw only the part in view; layout is unchanged.
    func clippingScrolledContent() -> ViewNode {
        var node = self
        node.look = ViewLook(clip: 0).merged(under: look)
        return node
    }
}
