// Filled and stroked shapes (iOS 17's `ShapeView`s): each lays out as the shape it draws, so a
// stroke can be followed by a fill (`Circle().stroke(.red).fill(.blue)`) without changing a frame.
import LayoutEngine

/// A view that draws a shape (SwiftUI's `ShapeView`): `fill`, `stroke` and `strokeBorder` can
/// follow, each drawing the same shape again. Laid out as its shape.
public protocol ShapeView<Content>: View {
    /// The shape drawn.
    associatedtype Content: Shape
    /// The shape drawn.
    var shape: Content { get }
}

extension ShapeView where Self: _PrimitiveView {
    /// Laid out as the shape it draws, with the colours it is drawn in (`ViewLook`, for pictures).
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        var nodes = shape._makeNodes(builder)
        if let look = (self as? _ColouredShape)?._look, look.fill != nil || look.stroke != nil || look.lineWidth != nil, !nodes.isEmpty {
            nodes[0].look = look.merged(under: nodes[0].look)
        }
        return nodes
    }
}

/// A shape view that colours its shape: the look pictures draw it with, over the drawing it
/// follows (`Circle().stroke(.red).fill(.blue)`: filled blue, outlined red).
protocol _ColouredShape {
    var _look: ViewLook? { get }
}

extension ShapeStyle {
    /// The colour name a picture draws this style with; nil for the foreground style, which
    /// pictures draw in their own neutral colour.
    var _lookColour: String? {
        let name = _styleName
        return name == "foreground" || name == "style" ? nil : name
    }
}

/// `look` over the look of `background` (the drawing a fill or stroke follows), when it has one.
private func colouring(_ look: ViewLook, over background: Any) -> ViewLook {
    look.merged(under: (background as? _ColouredShape)?._look)
}

/// The look of `shape` painted in `colour`: filled, or outlined when the shape is an outline
/// (`Circle().stroke(lineWidth: 10).foregroundColor(.red)` is a red ring).
private func painting(_ shape: some Shape, _ colour: String?) -> ViewLook {
    shape is _Outline ? ViewLook(stroke: colour) : ViewLook(fill: colour)
}

/// A shape that is another's outline (`stroke(lineWidth:)`): painting it colours the line.
protocol _Outline {}

extension _StrokedShape: _Outline {}

extension _ShapeView: _ColouredShape {
    var _look: ViewLook? { painting(shape, style._lookColour) }
}

extension FillShapeView: _ColouredShape {
    var _look: ViewLook? { colouring(painting(shape, style._lookColour), over: background) }
}

extension StrokeShapeView: _ColouredShape {
    var _look: ViewLook? { colouring(ViewLook(stroke: style._lookColour, lineWidth: Double(strokeStyle.lineWidth)), over: background) }
}

extension StrokeBorderShapeView: _ColouredShape {
    var _look: ViewLook? {
        colouring(ViewLook(stroke: style._lookColour, lineWidth: Double(strokeStyle.lineWidth), lineInside: true), over: background)
    }
}

/// A shape filled with a style (what SwiftUI's `Shape.fill(_:style:)` returns). Laid out as its shape.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: ShapeView, _PrimitiveView {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle

    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }
}

/// A shape filled over an earlier drawing of it (SwiftUI's `FillShapeView`). Laid out as its shape.
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, _PrimitiveView {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    public var background: Background

    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }
}

/// A shape's outline (SwiftUI's `StrokeShapeView`). The line is drawn, not laid out: the view
/// takes the shape's frame.
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, _PrimitiveView {
    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    public var isAntialiased: Bool
    public var background: Background

    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }
}

/// A shape's outline drawn inside its edge (SwiftUI's `StrokeBorderShapeView`). Laid out as its shape.
public struct StrokeBorderShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, _PrimitiveView {
    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    public var isAntialiased: Bool
    public var background: Background

    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }
}

/// A shape's outline as a shape (what SwiftUI's `Shape.stroke(lineWidth:)` returns): it can be
/// filled. Laid out as the shape it outlines.
public struct _StrokedShape<S: Shape>: _TransformedShape {
    public var shape: S
    public var style: StrokeStyle

    public init(shape: S, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }

    /// Laid out as the shape it outlines; pictures draw it as a line of its width (`ViewLook.lineWidth`).
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        var nodes = shape._makeNodes(builder)
        if !nodes.isEmpty { nodes[0].look = ViewLook(lineWidth: Double(style.lineWidth)).merged(under: nodes[0].look) }
        return nodes
    }
}

extension ShapeView {
    /// Fills the shape over this drawing: visual only.
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    /// Strokes the shape over this drawing: visual only.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Strokes the shape over this drawing: visual only.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Strokes the shape's inside border over this drawing: visual only.
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: StrokeStyle,
                                            antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Strokes the shape's inside border over this drawing: visual only.
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), lineWidth: CGFloat = 1,
                                            antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}
