// A small SwiftUI-like vocabulary for building view trees in Swift code (tests, benchmarks,
// the experiment-file parser). Every constructor and modifier uses SwiftUI's argument labels
// and defaults, so `ViewNode.color("blue").frame(width: 10)` reads like the SwiftUI it models.

/// Collects child nodes in a SwiftUI-style block: `.hstack { a; b; if x { c } }`.
@resultBuilder
public enum ViewNodeBuilder {
    public static func buildExpression(_ node: ViewNode) -> [ViewNode] { [node] }
    public static func buildExpression(_ nodes: [ViewNode]) -> [ViewNode] { nodes }
    public static func buildBlock(_ parts: [ViewNode]...) -> [ViewNode] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[ViewNode]]) -> [ViewNode] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [ViewNode]?) -> [ViewNode] { part ?? [] }
    public static func buildEither(first part: [ViewNode]) -> [ViewNode] { part }
    public static func buildEither(second part: [ViewNode]) -> [ViewNode] { part }
}

extension ViewNode {
    // MARK: Leaves

    public static func color(_ name: String) -> ViewNode { ViewNode(.color(name: name)) }
    public static var rectangle: ViewNode { ViewNode(.rectangle) }
    public static func roundedRectangle(cornerRadius: Double) -> ViewNode {
        ViewNode(.roundedRectangle(cornerRadius: cornerRadius))
    }
    public static var capsule: ViewNode { ViewNode(.capsule) }
    public static var ellipse: ViewNode { ViewNode(.ellipse) }
    public static var circle: ViewNode { ViewNode(.circle) }
    public static func image(_ name: String, width: Double, height: Double, resizable: Bool = false) -> ViewNode {
        ViewNode(.image(name: name, width: width, height: height, resizable: resizable))
    }
    public static func text(_ string: String) -> ViewNode { ViewNode(.text(string)) }
    /// A concatenated Text of runs with fonts of their own.
    public static func text(runs: [TextRun]) -> ViewNode { ViewNode(.textRuns(runs)) }
    public static func spacer(minLength: Double? = nil) -> ViewNode { ViewNode(.spacer(minLength: minLength)) }
    public static var divider: ViewNode { ViewNode(.divider) }
    public static var emptyView: ViewNode { ViewNode(.emptyView) }

    // MARK: Containers

    public static func hstack(
        alignment: VerticalAlignment = .center, spacing: Double? = nil,
        @ViewNodeBuilder _ content: () -> [ViewNode]
    ) -> ViewNode {
        ViewNode(.hstack(alignment: alignment, spacing: spacing), children: content())
    }

    public static func vstack(
        alignment: HorizontalAlignment = .center, spacing: Double? = nil,
        @ViewNodeBuilder _ content: () -> [ViewNode]
    ) -> ViewNode {
        ViewNode(.vstack(alignment: alignment, spacing: spacing), children: content())
    }

    public static func zstack(alignment: Alignment = .center, @ViewNodeBuilder _ content: () -> [ViewNode]) -> ViewNode {
        ViewNode(.zstack(alignment: alignment), children: content())
    }

    public static func group(@ViewNodeBuilder _ content: () -> [ViewNode]) -> ViewNode {
        ViewNode(.group, children: content())
    }

    public static func geometryReader(@ViewNodeBuilder _ content: () -> [ViewNode]) -> ViewNode {
        ViewNode(.geometryReader, children: content())
    }

    /// A scroll view. Like SwiftUI, several children are laid out in an implicit stack along the
    /// scroll axis (a VStack for vertical and two-axis scrolling, an HStack for horizontal).
    public static func scrollView(_ axes: Axes = .vertical, @ViewNodeBuilder _ content: () -> [ViewNode]) -> ViewNode {
        var children = content()
        // Several views, counted as the scroll view sees them (a Group's join it, EmptyView is
        // none), are stacked along the scroll axis: `ScrollView { Group { A; B } }` stacks A and B.
        func subviews(_ nodes: [ViewNode]) -> Int {
            nodes.reduce(0) { count, node in
                switch node.kind {
                case .group: count + subviews(node.children)
                case .emptyView: count
                default: count + 1
                }
            }
        }
        if children.count > 1 || subviews(children) > 1 {
            let stack: ViewKind = axes == .horizontal
                ? .hstack(alignment: .center, spacing: nil) : .vstack(alignment: .center, spacing: nil)
            children = [ViewNode(stack, children: children)]
        }
        return ViewNode(.scrollView(axes: axes), children: children)
    }

    public static func viewThatFits(in axes: Axes = .both, @ViewNodeBuilder _ content: () -> [ViewNode]) -> ViewNode {
        ViewNode(.viewThatFits(axes: axes), children: content())
    }

    /// A custom layout registered with the engine under `name` (see `Engine.customLayouts`).
    public static func custom(_ name: String, @ViewNodeBuilder _ content: () -> [ViewNode]) -> ViewNode {
        ViewNode(.custom(name: name), children: content())
    }

    // MARK: Modifiers

    private func wrapped(_ kind: ViewKind, extra: [ViewNode] = []) -> ViewNode {
        ViewNode(kind, children: [self] + extra)
    }

    /// Labels this node (SwiftUI's `.id(_:)`); layout-neutral.
    public func id(_ label: String) -> ViewNode {
        var copy = self
        copy.label = label
        return copy
    }

    /// `Image(...).resizable()`; other nodes are returned unchanged.
    public func resizable() -> ViewNode {
        if case .symbol(let name, _) = kind {
            var copy = self
            copy.kind = .symbol(name: name, resizable: true)
            return copy
        }
        guard case let .image(name, width, height, _) = kind else { return self }
        var copy = self
        copy.kind = .image(name: name, width: width, height: height, resizable: true)
        return copy
    }

    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ViewNode {
        wrapped(.frame(width: width, height: height, alignment: alignment))
    }

    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> ViewNode {
        wrapped(.flexibleFrame(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }

    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ViewNode {
        wrapped(.fixedSize(horizontal: horizontal, vertical: vertical))
    }

    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> ViewNode {
        wrapped(.aspectRatio(ratio: ratio, contentMode: contentMode))
    }

    public func scaledToFit() -> ViewNode { aspectRatio(nil, contentMode: .fit) }
    public func scaledToFill() -> ViewNode { aspectRatio(nil, contentMode: .fill) }

    /// `.padding()` / `.padding(10)`: all edges; nil means the default padding.
    public func padding(_ length: Double? = nil) -> ViewNode {
        padding(.all, length)
    }

    /// `.padding(.horizontal, 8)`: the given edges only.
    public func padding(_ edges: EdgeSet, _ length: Double? = nil) -> ViewNode {
        func value(_ edge: EdgeSet) -> Double? { edges.contains(edge) ? length : 0 }
        return wrapped(.padding(top: value(.top), leading: value(.leading), bottom: value(.bottom), trailing: value(.trailing)))
    }

    public func padding(_ insets: EdgeInsets) -> ViewNode {
        wrapped(.padding(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing))
    }

    public func layoutPriority(_ value: Double) -> ViewNode { wrapped(.layoutPriority(value)) }
    public func offset(x: Double = 0, y: Double = 0) -> ViewNode { wrapped(.offset(x: x, y: y)) }
    public func position(x: Double = 0, y: Double = 0) -> ViewNode { wrapped(.position(x: x, y: y)) }

    public func background(alignment: Alignment = .center, @ViewNodeBuilder _ content: () -> [ViewNode]) -> ViewNode {
        wrapped(.background(alignment: alignment), extra: content())
    }

    /// `.safeAreaInset(edge:alignment:spacing:content:)` on one edge (`.top`, `.bottom`, `.leading`
    /// or `.trailing`): several content views are a ZStack, as in SwiftUI; none, an EmptyView.
    public func safeAreaInset(edge: EdgeSet, alignment: Alignment = .center, spacing: Double? = nil,
                              @ViewNodeBuilder _ content: () -> [ViewNode]) -> ViewNode {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, views: content())
    }

    /// `safeAreaInset(edge:alignment:spacing:_:)` with its content views given as a list.
    public func safeAreaInset(edge: EdgeSet, alignment: Alignment = .center, spacing: Double? = nil, views: [ViewNode]) -> ViewNode {
        let inset = views.count == 1 ? views[0] : views.isEmpty ? ViewNode(.emptyView) : ViewNode(.zstack(alignment: .center), children: views)
        return wrapped(.safeAreaInset(edge: edge, alignment: alignment, spacing: spacing), extra: [inset])
    }

    public func background(_ view: ViewNode, alignment: Alignment = .center) -> ViewNode {
        wrapped(.background(alignment: alignment), extra: [view])
    }

    public func overlay(alignment: Alignment = .center, @ViewNodeBuilder _ content: () -> [ViewNode]) -> ViewNode {
        wrapped(.overlay(alignment: alignment), extra: content())
    }

    public func overlay(_ view: ViewNode, alignment: Alignment = .center) -> ViewNode {
        wrapped(.overlay(alignment: alignment), extra: [view])
    }

    public func border(width: Double = 1) -> ViewNode { wrapped(.border(width: width)) }

    public func alignmentGuide(_ guide: HorizontalAlignment, _ value: GuideExpression) -> ViewNode {
        wrapped(.alignmentGuide(horizontal: guide, vertical: nil, value: value))
    }

    public func alignmentGuide(_ guide: VerticalAlignment, _ value: GuideExpression) -> ViewNode {
        wrapped(.alignmentGuide(horizontal: nil, vertical: guide, value: value))
    }

    public func containerRelativeFrame(
        _ axes: Axes, count: Int = 1, span: Int = 1, spacing: Double = 0, alignment: Alignment = .center
    ) -> ViewNode {
        wrapped(.containerRelativeFrame(axes: axes, count: count, span: span, spacing: spacing, alignment: alignment))
    }

    /// Seed 000's modifier. Like the article, the content is wrapped in a VStack so the layout
    /// always has exactly one subview.
    public func relativeProposed(width: Double = 1, height: Double = 1) -> ViewNode {
        let content = ViewNode(.vstack(alignment: .center, spacing: nil), children: [self])
        return ViewNode(.relativeProposed(width: width, height: height), children: [content])
    }

    public func lineLimit(_ limit: Int?) -> ViewNode { wrapped(.lineLimit(limit)) }
    /// `lineLimit(2...4)` / `lineLimit(2, reservesSpace: true)` (`reserved: 2, limit: 2`).
    public func lineLimit(reserved: Int, limit: Int?) -> ViewNode { wrapped(.lineRange(reserved: reserved, limit: limit)) }
    public func font(size: Double) -> ViewNode { wrapped(.font(size: size)) }
    /// `.ignoresSafeArea(edges:alignment:)`: on those edges, the view grows into the safe-area insets
    /// it reaches, its content aligned there by `alignment` (nil: at the grown area's top leading).
    public func ignoresSafeArea(edges: EdgeSet = .all, alignment: Alignment? = nil) -> ViewNode {
        wrapped(.ignoresSafeArea(edges: edges, alignment: alignment))
    }
    /// A text style's font, sized for the platform the engine lays out for.
    public func font(_ style: TextStyle) -> ViewNode { wrapped(.fontStyle(style)) }
    public func dynamicTypeSize(_ typeSize: DynamicTypeCategory) -> ViewNode { wrapped(.dynamicTypeSize(typeSize)) }
    /// This view as a chrome element: a fixed frame of the element's size on the engine's platform.
    public func chrome(_ element: ChromeElement) -> ViewNode { wrapped(.chrome(element)) }
    /// This view in a list part: a row frame or insets of the engine's platform's lengths.
    public func listChrome(_ part: ListChrome) -> ViewNode { wrapped(.listChrome(part)) }
    /// Font traits for the Text below: weight, design, italic, tabular digits, kerning, tracking.
    public func fontTraits(_ traits: FontTraits) -> ViewNode { wrapped(.fontTraits(traits)) }
    /// Where Text below cuts a line that does not fit.
    public func truncationMode(_ mode: TruncationMode) -> ViewNode { wrapped(.truncationMode(mode)) }
    public func multilineTextAlignment(_ alignment: MultilineAlignment) -> ViewNode { wrapped(.multilineTextAlignment(alignment)) }
    /// Whether Text below may tighten a line to fit it.
    public func allowsTightening(_ allowed: Bool) -> ViewNode { wrapped(.allowsTightening(allowed)) }
    /// `.minimumScaleFactor(_:)`: Text below may shrink to `factor` of its size to fit.
    public func minimumScaleFactor(_ factor: Double) -> ViewNode { wrapped(.minimumScaleFactor(factor)) }
    /// `.imageScale(_:)`: SF Symbols below take the scale.
    public func imageScale(_ scale: ImageScale) -> ViewNode { wrapped(.imageScale(scale)) }
}

/// A set of edges, as in `.padding(.horizontal, 8)` (SwiftUI's `Edge.Set`).
public struct EdgeSet: OptionSet, Hashable, Codable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let top = EdgeSet(rawValue: 1)
    public static let leading = EdgeSet(rawValue: 2)
    public static let bottom = EdgeSet(rawValue: 4)
    public static let trailing = EdgeSet(rawValue: 8)
    public static let horizontal: EdgeSet = [.leading, .trailing]
    public static let vertical: EdgeSet = [.top, .bottom]
    public static let all: EdgeSet = [.top, .leading, .bottom, .trailing]
}
