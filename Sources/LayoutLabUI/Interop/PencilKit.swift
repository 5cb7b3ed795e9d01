// PencilKit as drawing screens use it (`import PencilKit` imports this library): a canvas view that
// a `UIViewRepresentable` wraps, its drawing, tools and tool picker. Nobody draws while a view is
// laid out, so a canvas's drawing stays as the code set it and its delegate is never called; the
// tool picker is never shown. PencilKit's data format is Apple's own and not read here: any data
// reads as a drawing without strokes, and a drawing's data is empty. The canvas is a UIKit view
// without a size of its own, laid out as any representable's view (Representables.swift): it
// takes the space it is offered.
import Foundation

// MARK: The canvas

/// A view that draws what Apple Pencil or a finger writes (PencilKit's `PKCanvasView`), a scroll
/// view: here its drawing is what the code set, and no touch draws.
open class PKCanvasView: UIScrollView, PKToolPickerObserver, @unchecked Sendable {
    /// What the canvas shows: empty until the code sets one.
    open var drawing = PKDrawing()
    /// The tool touches draw with: a black pen until the code sets one (PencilKit does not
    /// document the default; PaperKit's canvas documents `PKInkingTool(.pen)` for its own).
    open var tool: any PKTool = PKInkingTool(.pen, color: .black)
    /// Which touches draw [DOC `PKCanvasViewDrawingPolicy.default`].
    open var drawingPolicy = PKCanvasViewDrawingPolicy.default
    /// Whether a finger draws (PencilKit's older setting, replaced by `drawingPolicy`).
    open var allowsFingerDrawing = true
    /// Whether the ruler shows.
    open var isRulerActive = false
    /// Whether touches draw at all.
    open var isDrawingEnabled = true
    /// The gesture recognizer that draws: never fires here.
    open private(set) lazy var drawingGestureRecognizer = UIGestureRecognizer(target: nil, action: nil)

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A canvas's events (PencilKit's `PKCanvasViewDelegate`), a scroll view's delegate: set it
/// through `delegate`. Its methods (`canvasViewDrawingDidChange(_:)`, ...) are optional in
/// PencilKit; a conforming class declares those it uses. None is called here: nobody draws.
public protocol PKCanvasViewDelegate: UIScrollViewDelegate {}

/// Which touches draw on a canvas (PencilKit's `PKCanvasViewDrawingPolicy`).
public enum PKCanvasViewDrawingPolicy: UInt, Sendable {
    /// Apple Pencil only, unless the tool picker's setting says otherwise.
    case `default`
    /// Any touch.
    case anyInput
    /// Apple Pencil only.
    case pencilOnly
}

// MARK: The drawing

/// What a canvas holds (PencilKit's `PKDrawing`): its strokes.
public struct PKDrawing: Equatable, Sendable {
    /// The strokes, in drawing order.
    public var strokes: [PKStroke]

    /// A drawing without strokes.
    public init() { strokes = [] }
    /// A drawing of `strokes`.
    public init<S: Sequence>(strokes: S) where S.Element == PKStroke { self.strokes = Array(strokes) }
    /// The drawing `data` holds: PencilKit's format is not read here, so a drawing without strokes.
    public init(data: Data) throws { strokes = [] }

    /// The drawing as data to store: empty here (PencilKit's format is not written).
    public func dataRepresentation() -> Data { Data() }

    /// The box around every stroke's ink; the null rectangle for a drawing without strokes (the
    /// union of no rectangles, as Core Graphics has it).
    public var bounds: CGRect { strokes.reduce(CGRect.null) { $0.union($1.renderBounds) } }

    /// An image of the part of the drawing in `rect`: an image of that size (nothing is drawn).
    public func image(from rect: CGRect, scale: CGFloat) -> UIImage {
        UIImage(drawnSize: rect.isNull || rect.isInfinite ? .zero : rect.size)
    }

    /// The drawing with every stroke moved by `transform`.
    public func transformed(using transform: CGAffineTransform) -> PKDrawing {
        PKDrawing(strokes: strokes.map { $0.transformed(by: transform) })
    }

    /// Moves every stroke by `transform`.
    public mutating func transform(using transform: CGAffineTransform) { self = transformed(using: transform) }

    /// The drawing with `drawing`'s strokes after its own.
    public func appending(_ drawing: PKDrawing) -> PKDrawing { PKDrawing(strokes: strokes + drawing.strokes) }

    /// Adds `drawing`'s strokes after its own.
    public mutating func append(_ drawing: PKDrawing) { strokes += drawing.strokes }
}

/// One line drawn (PencilKit's `PKStroke`): its ink and the points it passes through.
public struct PKStroke: Equatable, Sendable {
    public var ink: PKInk
    public var path: PKStrokePath
    public var transform: CGAffineTransform

    public init(ink: PKInk, path: PKStrokePath, transform: CGAffineTransform = .identity) {
        self.ink = ink
        self.path = path
        self.transform = transform
    }

    /// The box its points cover, each a square of its size around its location, in the drawing's
    /// coordinates (an approximation of the ink's outline, which PencilKit renders).
    public var renderBounds: CGRect {
        path.reduce(CGRect.null) { box, point in
            let square = CGRect(x: point.location.x - point.size.width / 2, y: point.location.y - point.size.height / 2,
                                width: point.size.width, height: point.size.height)
            return box.union(square)
        }.applying(transform)
    }

    func transformed(by other: CGAffineTransform) -> PKStroke {
        PKStroke(ink: ink, path: path, transform: transform.concatenating(other))
    }
}

/// The points a stroke passes through (PencilKit's `PKStrokePath`).
public struct PKStrokePath: RandomAccessCollection, Equatable, Sendable {
    let points: [PKStrokePoint]
    /// When the stroke was drawn.
    public let creationDate: Date

    public init() { self.init(controlPoints: [], creationDate: Date(timeIntervalSinceReferenceDate: 0)) }
    public init<S: Sequence>(controlPoints: S, creationDate: Date) where S.Element == PKStrokePoint {
        points = Array(controlPoints)
        self.creationDate = creationDate
    }
    public var startIndex: Int { points.startIndex }
    public var endIndex: Int { points.endIndex }
    public subscript(index: Int) -> PKStrokePoint { points[index] }
}

/// One point of a stroke (PencilKit's `PKStrokePoint`).
public struct PKStrokePoint: Equatable, Sendable {
    public let location: CGPoint
    public let timeOffset: TimeInterval
    public let size: CGSize
    public let opacity: CGFloat
    public let force: CGFloat
    public let azimuth: CGFloat
    public let altitude: CGFloat

    public init(location: CGPoint, timeOffset: TimeInterval, size: CGSize, opacity: CGFloat, force: CGFloat,
                azimuth: CGFloat, altitude: CGFloat) {
        self.location = location
        self.timeOffset = timeOffset
        self.size = size
        self.opacity = opacity
        self.force = force
        self.azimuth = azimuth
        self.altitude = altitude
    }
}

/// A stroke's ink (PencilKit's `PKInk`).
public struct PKInk: Equatable, Sendable {
    public let inkType: InkType
    public let color: UIColor
    public init(_ inkType: InkType, color: UIColor = .black) {
        self.inkType = inkType
        self.color = color
    }

    /// The kind of ink (PencilKit's `PKInk.InkType`).
    public enum InkType: String, Hashable, Sendable {
        case pen = "com.apple.ink.pen", pencil = "com.apple.ink.pencil", marker = "com.apple.ink.marker"
        case monoline = "com.apple.ink.monoline", fountainPen = "com.apple.ink.fountainpen"
        case watercolor = "com.apple.ink.watercolor", crayon = "com.apple.ink.crayon"
    }
}

// MARK: Tools

/// A tool a canvas draws, erases or selects with (PencilKit's `PKTool`).
public protocol PKTool: Sendable {}

/// A pen, pencil or marker (PencilKit's `PKInkingTool`).
public struct PKInkingTool: PKTool, Equatable {
    /// The kind of ink (PencilKit's `PKInkingTool.InkType`).
    public typealias InkType = PKInk.InkType
    public var ink: PKInk
    /// The width lines start at: the one given; 0 for a tool made without one (PencilKit's
    /// per-ink defaults are not published).
    public var width: CGFloat
    public var inkType: InkType { ink.inkType }
    public var color: UIColor { ink.color }

    public init(_ inkType: InkType, color: UIColor = .black, width: CGFloat? = nil) {
        self.init(ink: PKInk(inkType, color: color), width: width ?? 0)
    }
    public init(ink: PKInk, width: CGFloat) {
        self.ink = ink
        self.width = width
    }
}

/// An eraser (PencilKit's `PKEraserTool`).
public struct PKEraserTool: PKTool, Equatable {
    public var eraserType: EraserType
    /// The width it erases: the one given; 0 for one made without a width.
    public var width: CGFloat
    public init(_ eraserType: EraserType) { self.init(eraserType, width: 0) }
    public init(_ eraserType: EraserType, width: CGFloat) {
        self.eraserType = eraserType
        self.width = width
    }

    /// What it erases (PencilKit's `PKEraserTool.EraserType`).
    public enum EraserType: Hashable, Sendable { case vector, bitmap, fixedWidthBitmap }
}

/// A lasso that selects strokes (PencilKit's `PKLassoTool`).
public struct PKLassoTool: PKTool, Equatable {
    public init() {}
}

/// The floating palette of tools (PencilKit's `PKToolPicker`): never shown here, so its tool stays
/// as the code set it and it tells its observers nothing.
open class PKToolPicker: @unchecked Sendable {
    private var observers: [ObjectIdentifier] = []
    /// The tool chosen: a black pen until the code sets one.
    open var selectedTool: any PKTool = PKInkingTool(.pen, color: .black)
    open var isRulerActive = false
    open var showsDrawingPolicyControls = true
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    open var colorUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// Whether the palette is on screen: never here.
    open var isVisible: Bool { false }

    public init() {}

    /// Shows the palette while `responder` is first responder: nothing is shown here.
    open func setVisible(_ visible: Bool, forFirstResponder responder: UIResponder) {}
    /// Tells `observer` of the palette's changes (none happen).
    open func addObserver(_ observer: any PKToolPickerObserver) { observers.append(ObjectIdentifier(observer)) }
    open func removeObserver(_ observer: any PKToolPickerObserver) { observers.removeAll { $0 == ObjectIdentifier(observer) } }
    /// The part of `view` the palette covers: none.
    open func frameObscured(in view: UIView) -> CGRect { .null }
    /// The window's palette (PencilKit's older API): none.
    open class func shared(for window: UIWindow) -> PKToolPicker? { nil }
}

/// What a tool picker tells (PencilKit's `PKToolPickerObserver`); its methods are optional in
/// PencilKit, and none is called here.
public protocol PKToolPickerObserver: AnyObject {}
