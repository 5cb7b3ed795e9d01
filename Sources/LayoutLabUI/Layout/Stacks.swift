// The stacks, ScrollView and ViewThatFits: the engine's containers with SwiftUI's initializers and defaults.
import LayoutEngine

/// Children side by side (SwiftUI's `HStack`); nil spacing uses the engine's default.
public struct HStack<Content: View>: _PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        [ViewNode(.hstack(alignment: alignment.engine, spacing: spacing.map { Double($0) }), children: builder.containedNodes(content))]
    }
}

/// Children one above the other (SwiftUI's `VStack`); nil spacing uses the engine's default.
public struct VStack<Content: View>: _PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        [ViewNode(.vstack(alignment: alignment.engine, spacing: spacing.map { Double($0) }), children: builder.containedNodes(content))]
    }
}

/// Children on top of each other (SwiftUI's `ZStack`).
public struct ZStack<Content: View>: _PrimitiveView {
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        [ViewNode(.zstack(alignment: alignment.engine), children: builder.containedNodes(content))]
    }
}

/// A scroll view: its content is proposed nil along the scrolling axes (SwiftUI's `ScrollView`);
/// several children are laid out in an implicit VStack (HStack when scrolling horizontally only).
public struct ScrollView<Content: View>: _PrimitiveView {
    let axes: Axis.Set
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        // The engine's builder wraps several children in the implicit stack along the scroll axis.
        let children = builder.nodes(content)
        return [ViewNode.scrollView(axes.engine) { children }.clippingScrolledContent()]
    }
}

/// The first child that fits the proposal along `axes` (SwiftUI's `ViewThatFits`).
public struct ViewThatFits<Content: View>: _PrimitiveView {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        [ViewNode(.viewThatFits(axes: axes.engine), children: builder.nodes(content))]
    }
}
