// Layout modifiers: each wraps the modified view's node in the engine's modifier node, exactly as
// SwiftUI wraps a view (`Color.red.frame(width: 10)` is `frame { Color }`). Views are lists: a
// modifier applied to several views (a `Group`, a `ForEach`, a multi-view builder block) applies to
// each of them [DOC `Group`: "any modifier you apply to the group affects all of that group's
// members"], and one applied to none (an `EmptyView`, a nil optional view) makes none. A `GridRow`
// is such a list too: a modifier on it applies to each of its cells, and the row stays a row of
// the grid [EMP Ole Begemann's GridRow background gist: `GridRow { … }.background { … }` "puts
// the background behind each cell individually (behaves like Group)"].
import LayoutEngine

/// A view with a layout modifier applied: each of the content's nodes wrapped by `wrap`.
public struct _ModifiedView<Content: View>: _PrimitiveView {
    let content: Content
    let wrap: (ViewNode, _TreeBuilder) -> ViewNode

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        builder.nodes(content).map { modified($0, builder) }
    }

    /// `node` modified: a `Group`'s members each (the group stays, transparent), a `GridRow`'s
    /// cells each (the row stays), an `EmptyView` not at all.
    private func modified(_ node: ViewNode, _ builder: _TreeBuilder) -> ViewNode {
        switch node.kind {
        case .emptyView: return node
        case .group, .gridRow:
            var group = node
            group.children = node.children.map { modified($0, builder) }
            return group
        default: return wrap(node, builder)
        }
    }
}

extension View {
    func wrapped(_ kind: ViewKind) -> _ModifiedView<Self> {
        _ModifiedView(content: self) { node, _ in ViewNode(kind, children: [node]) }
    }

    func wrapped<Secondary: View>(_ kind: ViewKind, secondary: Secondary) -> _ModifiedView<Self> {
        _ModifiedView(content: self) { node, builder in ViewNode(kind, children: [node] + builder.nodes(secondary)) }
    }

    // MARK: Frames

    /// A fixed frame: each given dimension is the frame's size; nil dimensions take the child's.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        wrapped(.frame(width: width.map { Double($0) }, height: height.map { Double($0) }, alignment: alignment.engine))
    }

    /// A flexible frame: the proposal clamped between the minimum and maximum, ideal sizes for nil proposals.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        func d(_ value: CGFloat?) -> Double? { value.map { Double($0) } }
        return wrapped(.flexibleFrame(
            minWidth: d(minWidth), idealWidth: d(idealWidth), maxWidth: d(maxWidth),
            minHeight: d(minHeight), idealHeight: d(idealHeight), maxHeight: d(maxHeight),
            alignment: alignment.engine))
    }

    /// Proposes nil (the ideal size) along both axes.
    public func fixedSize() -> some View {
        wrapped(.fixedSize(horizontal: true, vertical: true))
    }

    /// Proposes nil (the ideal size) along the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        wrapped(.fixedSize(horizontal: horizontal, vertical: vertical))
    }

    /// Fits (or fills) a ratio of width to height into the proposal; nil uses the child's ideal ratio.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        wrapped(.aspectRatio(ratio: aspectRatio.map { Double($0) }, contentMode: contentMode.engine))
    }

    /// Fits (or fills) the ratio of `aspectRatio`'s width to height into the proposal.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        wrapped(.aspectRatio(ratio: Double(aspectRatio.width / aspectRatio.height), contentMode: contentMode.engine))
    }

    /// `aspectRatio(contentMode: .fit)`.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    /// `aspectRatio(contentMode: .fill)`.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// SwiftUI's `containerRelativeFrame(_:alignment:)`: the nearest container's size along `axes`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        wrapped(.containerRelativeFrame(axes: axes.engine, count: 1, span: 1, spacing: 0, alignment: alignment.engine))
    }

    /// The closure form: each axis in `axes` gets `length(container's length, axis)` (the container
    /// as for the other forms), the content aligned in it as in a fixed frame.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        _ModifiedView(content: self) { node, builder in
            let frame = LayoutEngine.ContainerRelativeLength(axes: axes.engine, alignment: alignment.engine) { container, axis in
                Double(length(CGFloat(container), axis == .horizontal ? .horizontal : .vertical))
            }
            return ViewNode(.custom(name: builder.register(frame, base: "containerRelativeFrame")), children: [node])
        }
    }

    /// A share of the nearest container's size: `span` of `count` columns (or rows) with `spacing` between.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        wrapped(.containerRelativeFrame(axes: axes.engine, count: count, span: span, spacing: Double(spacing),
                                        alignment: alignment.engine))
    }

    /// Seed 000's modifier, built in: proposes a fraction of its own proposal to its content, which is
    /// wrapped in a VStack as in the article. It is the engine's `relativeProposed` node, so the engine
    /// option `relative-proposed=probing` applies. A pasted copy of the article's extension takes
    /// precedence (this one is disfavoured) and runs the user's `RelativeSizeLayout` instead.
    @_disfavoredOverload
    public func relativeProposed(width: Double = 1, height: Double = 1) -> some View {
        _ModifiedView(content: self) { node, _ in
            let stack = ViewNode(.vstack(alignment: .center, spacing: nil), children: [node])
            return ViewNode(.relativeProposed(width: width, height: height), children: [stack])
        }
    }

    // MARK: Padding

    /// Padding on every edge: `length`, or the engine's default (16) when nil.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Padding on `edges`: `length`, or the engine's default (16) when nil.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        // An edge in `edges` gets `length` (nil: the engine's default), any other edge 0.
        func edge(_ e: Edge.Set) -> Double? { edges.contains(e) ? length.map { Double($0) } : 0 }
        return wrapped(.padding(top: edge(.top), leading: edge(.leading), bottom: edge(.bottom),
                                trailing: edge(.trailing)))
    }

    /// Padding with explicit insets.
    public func padding(_ insets: EdgeInsets) -> some View {
        wrapped(.padding(top: Double(insets.top), leading: Double(insets.leading), bottom: Double(insets.bottom),
                         trailing: Double(insets.trailing)))
    }

    // MARK: Priority, offset, position

    /// The order in which a stack offers space: higher priorities first.
    public func layoutPriority(_ value: Double) -> some View {
        wrapped(.layoutPriority(value))
    }

    /// Moves the view when placed, without changing its size or its parent's layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        wrapped(.offset(x: Double(x), y: Double(y)))
    }

    /// Moves the view when placed, without changing its size or its parent's layout.
    public func offset(_ offset: CGSize) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Centres the view at a point of its parent; the modifier takes its whole proposal.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        wrapped(.position(x: Double(x), y: Double(y)))
    }

    /// Centres the view at a point of its parent; the modifier takes its whole proposal.
    public func position(_ position: CGPoint) -> some View {
        self.position(x: position.x, y: position.y)
    }

    // MARK: Background and overlay

    /// A background view, proposed the view's size and aligned in it.
    public func background<Background: View>(alignment: Alignment = .center,
                                              @ViewBuilder content: () -> Background) -> some View {
        wrapped(.background(alignment: alignment.engine), secondary: content())
    }

    /// A background view (the older form), proposed the view's size and aligned in it.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        wrapped(.background(alignment: alignment.engine), secondary: background)
    }

    /// A background style, filling the view's size and, on `edges` (all by default), the safe-area
    /// insets the view reaches [DOC `background(_:ignoresSafeAreaEdges:)`: "The set of edges for
    /// which to ignore safe area insets when adding the background. The default value is all"]:
    /// `.background(.blue)` on a view that fills a preview colours the whole screen.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        wrapped(.background(alignment: .center), secondary: Color(drawing: style).ignoringSafeArea(edges))
    }

    /// The default background style, filling the view's size (and the safe area on `edges`, as above).
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        wrapped(.background(alignment: .center), secondary: Color(name: "background").ignoringSafeArea(edges))
    }

    /// A shape filled with a style behind the view, in the view's size: laid out as the shape,
    /// drawn in the style (a gradient card: `.background(LinearGradient(…), in: RoundedRectangle(…))`).
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        wrapped(.background(alignment: .center), secondary: _ShapeView(shape: shape, style: style, fillStyle: fillStyle))
    }

    /// A shape filled with the background style behind the view, in the view's size.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        wrapped(.background(alignment: .center), secondary: shape)
    }

    /// An overlay view, proposed the view's size and aligned in it.
    public func overlay<Overlay: View>(alignment: Alignment = .center,
                                       @ViewBuilder content: () -> Overlay) -> some View {
        wrapped(.overlay(alignment: alignment.engine), secondary: content())
    }

    /// An overlay view (the older form), proposed the view's size and aligned in it.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        wrapped(.overlay(alignment: alignment.engine), secondary: overlay)
    }

    /// An overlay style, filling the view's size.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        wrapped(.overlay(alignment: .center), secondary: Color(drawing: style))
    }

    /// A shape filled with a style over the view, in the view's size: laid out as the shape, drawn in the style.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        wrapped(.overlay(alignment: .center), secondary: _ShapeView(shape: shape, style: style, fillStyle: fillStyle))
    }

    /// A border of `width` drawn inside the view's frame; layout-neutral.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        _ModifiedView(content: self) { node, _ in
            // Pictures draw the border in its colour (nil: the foreground, their ink).
            ViewNode(.border(width: Double(width)), children: [node], look: ViewLook(stroke: content._lookColour))
        }
    }

    // MARK: Text environment

    /// The font of the Text below; only its size matters to layout.
    public func font(_ font: Font?) -> some View {
        _ModifiedView(content: self) { node, _ in
            guard let font else { return node }
            return font.applied(to: node)
        }
    }

    /// The Text below in bold (or as its font says, when `isActive` is false).
    public func bold(_ isActive: Bool = true) -> some View { fontTraits(isActive ? FontTraits(weight: .bold) : FontTraits()) }
    /// The Text below in italic (measured with the upright advances).
    public func italic(_ isActive: Bool = true) -> some View { fontTraits(isActive ? FontTraits(italic: true) : FontTraits()) }
    /// The weight of the Text below; nil keeps its font's.
    public func fontWeight(_ weight: Font.Weight?) -> some View { fontTraits(FontTraits(weight: weight?.engineWeight)) }
    /// The design of the Text below; nil keeps its font's.
    public func fontDesign(_ design: Font.Design?) -> some View { fontTraits(FontTraits(design: design?.engineDesign)) }
    /// SF Mono for the Text below.
    public func monospaced(_ isActive: Bool = true) -> some View { fontTraits(isActive ? FontTraits(design: .monospaced) : FontTraits()) }
    /// Tabular figures for the Text below.
    public func monospacedDigit() -> some View { fontTraits(FontTraits(monospacedDigit: true)) }
    /// Points between one line and the next of the Text below (none after its last line).
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { fontTraits(FontTraits(lineSpacing: Double(lineSpacing))) }

    /// `node` under `traits`, or unchanged when they set nothing.
    func fontTraits(_ traits: FontTraits) -> some View {
        _ModifiedView(content: self) { node, _ in traits.isEmpty ? node : ViewNode(.fontTraits(traits), children: [node]) }
    }

    /// Whether the Text below may set a line with its font's tight track to fit it on one line.
    public func allowsTightening(_ flag: Bool) -> some View { wrapped(.allowsTightening(flag)) }

    /// How far the Text below may shrink its font (down to `factor` of its size) to fit before it is cut.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { wrapped(.minimumScaleFactor(Double(factor))) }

    /// Where the Text below cuts a line that does not fit: its start, middle or end (the default).
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        wrapped(.truncationMode(mode.engineMode))
    }

    /// How the Text below lines up its lines within its frame (drawn in pictures; no size changes).
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        wrapped(.multilineTextAlignment(alignment.engineAlignment))
    }

    /// The maximum number of lines of the Text below; nil is unlimited.
    public func lineLimit(_ number: Int?) -> some View {
        wrapped(.lineLimit(number))
    }

    /// `lineLimit(1...3)`: at most the upper bound of lines, and at least the lower bound's height.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        wrapped(limit.lowerBound > 1 ? .lineRange(reserved: limit.lowerBound, limit: limit.upperBound) : .lineLimit(limit.upperBound))
    }

    /// `lineLimit(2...)`: no limit, at least the lower bound's height.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        wrapped(limit.lowerBound > 1 ? .lineRange(reserved: limit.lowerBound, limit: nil) : .lineLimit(nil))
    }

    /// `lineLimit(...3)`: at most that many lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        wrapped(.lineLimit(limit.upperBound))
    }

    /// `lineLimit(2, reservesSpace: true)`: at most that many lines, and always their height.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        wrapped(reservesSpace && limit > 1 ? .lineRange(reserved: limit, limit: limit) : .lineLimit(limit))
    }

    // MARK: Identity

    /// Labels the view: its frame is reported under `"\(id)"` (the engine's `ViewNode.label`).
    public func id<ID: Hashable>(_ id: ID) -> some View {
        _ModifiedView(content: self) { node, _ in
            // An optional id is its value's label (`Optional(4)` is "4"); nil labels nothing.
            let value: Any
            if let optional = id as? any _OptionalID {
                guard let wrapped = optional._unwrapped else { return node }
                value = wrapped
            } else {
                value = id
            }
            var labelled = node
            labelled.label = (value as? String) ?? "\(value)"
            return labelled
        }
    }
}

/// An optional value given to `.id` (implementation detail): the value inside, however deep, or nil.
public protocol _OptionalID {
    var _unwrapped: Any? { get }
}

extension Optional: _OptionalID {
    public var _unwrapped: Any? {
        guard let wrapped = self else { return nil }
        return (wrapped as? any _OptionalID).map { $0._unwrapped } ?? wrapped
    }
}

/// How shapes are filled (visual only; SwiftUI's `FillStyle`).
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

// MARK: View modifiers

/// A reusable modifier (SwiftUI's `ViewModifier`): `body(content:)` builds on the modified view.
public protocol ViewModifier {
    associatedtype Body: View
    /// The view being modified, as passed to `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>
    /// Main-actor isolated, as in SwiftUI (see `View.body`).
    @ViewBuilder @MainActor func body(content: Content) -> Body
}

/// The modified view inside a `ViewModifier`'s `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: _PrimitiveView {
    let content: AnyView
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { content._makeNodes(builder) }
}

/// A view with a `ViewModifier` applied (SwiftUI's `ModifiedContent`).
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, _PrimitiveView where Content: View, Modifier: ViewModifier {
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        // The modified view is named where the modifier was applied to it (`Card().modifier(Glow())`
        // at the screen's line), not where the modifier's body reads `content`.
        let modified = builder.sites.last.map { AnyView(_Located(content: content, site: $0)) } ?? AnyView(content)
        return builder.nodes(_callIsolated({ $0.0.body(content: $0.1) }, with: (modifier, _ViewModifier_Content(content: modified))))
    }
}

/// A modifier that changes nothing (SwiftUI's `EmptyModifier`).
public struct EmptyModifier: ViewModifier, Sendable {
    public static let identity = EmptyModifier()
    public init() {}
    public func body(content: Content) -> Content { content }
}

extension View {
    /// Applies a `ViewModifier`.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension View {
    /// On `edges`, the view grows into the safe-area insets it reaches (the preview's device's:
    /// status bar and home indicator), as SwiftUI's does (engine `SafeArea.swift`). The keyboard
    /// region alone changes nothing: no keyboard is shown.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        ignoringSafeArea(regions.contains(.container) ? edges : [])
    }

    /// `ignoresSafeArea` with the content aligned in the grown area by `alignment` (nil: as without it).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all, alignment: Alignment?) -> some View {
        ignoringSafeArea(regions.contains(.container) ? edges : [], alignment: alignment)
    }

    /// The older form of `ignoresSafeArea(edges:)`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { ignoringSafeArea(edges) }

    /// The view growing into the safe area on `edges`; itself, with no node added, for none.
    fileprivate func ignoringSafeArea(_ edges: Edge.Set, alignment: Alignment? = nil) -> AnyView {
        guard !edges.isEmpty else { return AnyView(self) }
        return AnyView(wrapped(.ignoresSafeArea(edges: edges.engine, alignment: alignment?.engine)))
    }
}

extension TextAlignment {
    /// The engine's form (`.multilineTextAlignment`).
    var engineAlignment: MultilineAlignment {
        switch self {
        case .leading: return .leading
        case .center: return .center
        case .trailing: return .trailing
        }
    }
}
