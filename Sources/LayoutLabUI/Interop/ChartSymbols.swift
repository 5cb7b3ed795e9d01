// The shapes a chart draws its points with (Swift Charts' `ChartSymbolShape`): the basic ones
// (`.circle`, `.square`, …) and an app's own (`struct Square: ChartSymbolShape`, as Apple's
// "Visualizing your app's data" sample declares one). A chart's content is not laid out or drawn
// (Charts.swift), so a symbol changes no frame; its outline is the shape's, as any shape's.
import Foundation

/// A shape for the points of a chart (Swift Charts' `ChartSymbolShape`): a `Shape` that says
/// which part of its frame looks as large as a unit square.
public protocol ChartSymbolShape: Shape {
    /// The rectangle that looks as large, and as placed, as a unit square.
    var perceptualUnitRect: CGRect { get }
}

/// One of Swift Charts' own point symbols (`BasicChartSymbolShape`). Its outline is an ellipse in
/// its frame for `.circle` and the frame itself for the others (their outlines are not modelled);
/// its perceptual rectangle is the unit square (Swift Charts' own rectangles are not published,
/// and nothing here draws a chart's points).
public struct BasicChartSymbolShape: ChartSymbolShape, Hashable {
    let name: String

    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    public func path(in rect: CGRect) -> Path {
        switch name {
        case "circle": Path(ellipseIn: rect)
        default: Path(rect)
        }
    }

    /// The symbol stroked inside its outline (drawing only).
    public func strokeBorder(lineWidth: CGFloat = 1) -> BasicChartSymbolShape { self }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(name: "circle") }
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(name: "square") }
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(name: "triangle") }
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(name: "diamond") }
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(name: "pentagon") }
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(name: "plus") }
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(name: "cross") }
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(name: "asterisk") }
}

/// Any chart symbol shape (Swift Charts' `AnyChartSymbolShape`): the shape it wraps.
public struct AnyChartSymbolShape: ChartSymbolShape {
    let shape: any ChartSymbolShape

    public init(_ content: any ChartSymbolShape) { shape = content }

    public var perceptualUnitRect: CGRect { shape.perceptualUnitRect }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}
