// Angles and the built-in shapes: each fills its proposal, as SwiftUI's shapes do (paths are in
// Path.swift).
import LayoutEngine

/// An angle (SwiftUI's `Angle`), for paths and rotations (visual only).
public struct Angle: Hashable, Sendable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
    public static let zero = Angle(radians: 0)
    public init() { radians = 0 }

    // Angles add, subtract and scale like their radians (SwiftUI's `Angle` is `Animatable`).
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    public static prefix func - (operand: Angle) -> Angle { Angle(radians: -operand.radians) }
    public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
}

extension Angle: Comparable {
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// A shape: a view that takes its whole proposal (SwiftUI's `Shape`). A user's own shape
/// (`struct Triangle: Shape { func path(in:) -> Path }`) lays out like a `Rectangle`.
public protocol Shape: _PrimitiveView, Sendable {
    func path(in rect: CGRect) -> Path
    /// The size the shape takes for `proposal` (iOS 16): by default the proposal, 10 for a nil
    /// dimension. A shape of its own size (`CGSize(width: 50, height: 50)`) is laid out at it.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    /// A rectangle's node, unless the shape sizes itself otherwise: then a custom node that asks
    /// its `sizeThatFits` (told apart by two proposals the default answers with themselves). Its
    /// look keeps `path(in:)`, which makes the outline pictures draw once the node has a frame
    /// (`ViewLook.makePath`).
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        let look = ViewLook(makePath: { size in
            self.path(in: CGRect(x: 0, y: 0, width: size.width, height: size.height)).svgData
        })
        let probes = [ProposedViewSize(width: 123.25, height: 77.5), ProposedViewSize(width: 77.5, height: 123.25)]
        guard probes.contains(where: { sizeThatFits($0) != $0.replacingUnspecifiedDimensions() }) else {
            return [ViewNode(.rectangle, look: look)]
        }
        let name = builder.register(_ShapeSizing(shape: self), base: String(describing: Self.self))
        return [ViewNode(.custom(name: name), look: look)]
    }
    /// Fills the shape: visual only.
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }
    /// Strokes the shape: visual only.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        StrokeShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }
    /// Strokes the shape: visual only.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
    /// The shape's outline, as a shape that can be filled: visual only.
    public func stroke(style: StrokeStyle) -> some Shape { _StrokedShape(shape: self, style: style) }
    /// The shape's outline, as a shape that can be filled: visual only.
    public func stroke(lineWidth: CGFloat = 1) -> some Shape { stroke(style: StrokeStyle(lineWidth: lineWidth)) }
    /// Strokes the shape's inside border: visual only.
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: StrokeStyle,
                                            antialiased: Bool = true) -> StrokeBorderShapeView<Self, S, EmptyView> {
        StrokeBorderShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }
    /// Strokes the shape's inside border: visual only.
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), lineWidth: CGFloat = 1,
                                            antialiased: Bool = true) -> StrokeBorderShapeView<Self, S, EmptyView> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
    /// The part of the shape's outline from `from` to `to` (fractions of its length from its start):
    /// laid out as the shape; pictures draw that part (`ViewLook.trim`).
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> _TrimmedShape<Self> { _TrimmedShape(shape: self, from: from, to: to) }
    /// The shape drawn at `size` in its frame's top-leading corner (SwiftUI's `Shape.size(_:)`): as
    /// a view it still takes its proposal, so it is laid out as the shape.
    public func size(_ size: CGSize) -> Self { self }
    /// `size(_:)` of `width` × `height`.
    public func size(width: CGFloat, height: CGFloat) -> Self { self }
    /// The shape in a colour (`Circle().foregroundColor(.red)`): laid out as the shape, which
    /// pictures fill with the colour.
    public func foregroundColor(_ color: Color?) -> _ShapeView<Self, _NamedStyle> {
        _ShapeView(shape: self, style: _NamedStyle(_styleName: color?._styleName ?? ForegroundStyle()._styleName))
    }
    /// The shape in a style (`Capsule().foregroundStyle(.blue)`): laid out as the shape, which
    /// pictures fill with the style's colour.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _ShapeView<Self, S> { _ShapeView(shape: self, style: style) }
}

/// A shape that can be inset (SwiftUI's `InsettableShape`): `strokeBorder` draws inside it, and
/// `inset(by:)` makes it smaller inside its frame. A shape takes its proposal whatever its inset,
/// so the inset is drawn, not laid out: the inset shape is the same shape.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    public func inset(by amount: CGFloat) -> Self { self }
}

extension Rectangle: InsettableShape {}
extension RoundedRectangle: InsettableShape {}
extension UnevenRoundedRectangle: InsettableShape {}
extension Capsule: InsettableShape {}
extension Ellipse: InsettableShape {}
extension Circle: InsettableShape {}
extension ContainerRelativeShape: InsettableShape {}

/// A rectangle (SwiftUI's `Rectangle`).
public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [ViewNode(.rectangle)] }
}

/// How rounded corners are drawn (visual only).
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// A rectangle with rounded corners (SwiftUI's `RoundedRectangle`).
public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerSize = cornerSize }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize) }
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        [ViewNode(.roundedRectangle(cornerRadius: Double(cornerSize.width)))]
    }
}

/// A capsule (SwiftUI's `Capsule`).
public struct Capsule: Shape {
    public init(style: RoundedCornerStyle = .continuous) {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [ViewNode(.capsule)] }
}

/// An ellipse (SwiftUI's `Ellipse`).
public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [ViewNode(.ellipse)] }
}

/// A circle centred in its frame (SwiftUI's `Circle`).
public struct Circle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [ViewNode(.circle)] }
}

/// A rectangle with a radius per corner (SwiftUI's `UnevenRoundedRectangle`): it takes its
/// proposal like every shape; the corners are drawn, not laid out.
public struct UnevenRoundedRectangle: Shape {
    public var cornerRadii: RectangleCornerRadii

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
    }

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        cornerRadii = RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                           bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius)
    }

    /// The rectangle with its corners rounded, each by its radius.
    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, cornerRadii: cornerRadii)
        return path
    }
}

/// The four radii of an `UnevenRoundedRectangle` (SwiftUI's `RectangleCornerRadii`).
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// The layout of a shape with its own `sizeThatFits(_:)`: the size it answers, nothing to place.
struct _ShapeSizing<S: Shape>: LayoutEngine.Layout {
    let shape: S

    func sizeThatFits(proposal: EngineProposal, subviews: EngineSubviews, cache: inout ()) -> Size {
        let size = shape.sizeThatFits(ProposedViewSize(proposal))
        return Size(width: Double(size.width), height: Double(size.height))
    }

    func placeSubviews(in bounds: Rect, proposal: EngineProposal, subviews: EngineSubviews, cache: inout ()) {}
}

/// The shape of the container the view is in (SwiftUI's `ContainerRelativeShape`): a shape that
/// takes its proposal; which corners it copies is drawing only.
public struct ContainerRelativeShape: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Shape where Self == Rectangle { public static var rect: Rectangle { Rectangle() } }
extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }

    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}
extension Shape where Self == ContainerRelativeShape { public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() } }
/// The shape of the buttons around the view (`ButtonBorderShape.automatic`).
extension Shape where Self == ButtonBorderShape { public static var buttonBorder: ButtonBorderShape { .automatic } }
extension Shape where Self == Circle { public static var circle: Circle { Circle() } }
extension Shape where Self == Capsule { public static var capsule: Capsule { Capsule() } }
extension Shape where Self == Ellipse { public static var ellipse: Ellipse { Ellipse() } }
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}
