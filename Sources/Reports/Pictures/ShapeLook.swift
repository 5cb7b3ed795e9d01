// How a picture draws a shape: its outline (a built-in shape's, or the path of a shape of the
// user's own), the colours or gradients its code gave it, whether it is a line and the part of its
// outline a trim keeps.
import LayoutEngine

/// A shape's look in a picture (`ViewAppearance.shape`).
public struct ShapeLook: Hashable, Sendable {
    public var shape: ViewAppearance.Shape
    /// The CSS colour it is filled with (`.fill(.red)`; a gradient's stand-in), nil where its code gave none.
    public var fill: String?
    /// The CSS colour it is outlined with (`.stroke(.blue)`; a gradient's stand-in), nil where its code gave none.
    public var stroke: String?
    /// Drawn as a line of this width (`stroke(lineWidth:)`), not filled.
    public var lineWidth: Double?
    /// The line lies inside the shape's edge (`strokeBorder`).
    public var lineInside: Bool
    /// The gradient it is filled with, when its fill is one.
    public var fillGradient: ViewGradient?
    /// The gradient its line is drawn in, when its stroke is one.
    public var strokeGradient: ViewGradient?
    /// The part of its outline drawn (`trim(from:to:)`), nil: all of it.
    public var trim: ViewLook.Trim?

    public init(shape: ViewAppearance.Shape, fill: String? = nil, stroke: String? = nil, lineWidth: Double? = nil, lineInside: Bool = false,
                fillGradient: ViewGradient? = nil, strokeGradient: ViewGradient? = nil, trim: ViewLook.Trim? = nil) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
        self.lineWidth = lineWidth
        self.lineInside = lineInside
        self.fillGradient = fillGradient
        self.strokeGradient = strokeGradient
        self.trim = trim
    }
}
