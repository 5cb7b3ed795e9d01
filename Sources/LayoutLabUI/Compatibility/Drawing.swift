// What `Canvas` renderers call on their `GraphicsContext` beyond filling and stroking with a
// colour: gradients and styles as shading, images, resolved text, clipping, layers and blend modes.
// Drawing is not modelled (a `Canvas` takes its whole proposal, see `Canvas`), so these do nothing.
import LayoutEngine

extension GraphicsContext.Shading {
    /// A shape style as shading.
    public static func style<S: ShapeStyle>(_ style: S) -> GraphicsContext.Shading { .foreground }
    /// A linear gradient between two points.
    public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                      options: GraphicsContext.GradientOptions = GraphicsContext.GradientOptions()) -> GraphicsContext.Shading { .foreground }
    /// A radial gradient around a point.
    public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                      options: GraphicsContext.GradientOptions = GraphicsContext.GradientOptions()) -> GraphicsContext.Shading { .foreground }
    /// A conic gradient around a point.
    public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
                                     options: GraphicsContext.GradientOptions = GraphicsContext.GradientOptions()) -> GraphicsContext.Shading { .foreground }
    /// Several shadings for the levels of a hierarchical symbol.
    public static func palette(_ array: [GraphicsContext.Shading]) -> GraphicsContext.Shading { .foreground }
    /// What is already drawn behind.
    public static var backdrop: GraphicsContext.Shading { .foreground }
}

extension GraphicsContext {
    /// How a gradient repeats past its ends (SwiftUI's `GraphicsContext.GradientOptions`).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1 << 0)
        public static let mirror = GradientOptions(rawValue: 1 << 1)
        public static let linearColor = GradientOptions(rawValue: 1 << 2)
    }

    /// How a clip applies (SwiftUI's `GraphicsContext.ClipOptions`).
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1 << 0)
    }

    /// How drawing combines with what is below (SwiftUI's `GraphicsContext.BlendMode`).
    public struct BlendMode: Hashable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
        public static let normal = BlendMode(rawValue: 0)
        public static let multiply = BlendMode(rawValue: 1)
        public static let screen = BlendMode(rawValue: 2)
        public static let overlay = BlendMode(rawValue: 3)
        public static let darken = BlendMode(rawValue: 4)
        public static let lighten = BlendMode(rawValue: 5)
        public static let plusLighter = BlendMode(rawValue: 6)
        public static let clear = BlendMode(rawValue: 7)
        public static let copy = BlendMode(rawValue: 8)
        public static let sourceIn = BlendMode(rawValue: 9)
        public static let sourceOut = BlendMode(rawValue: 10)
        public static let sourceAtop = BlendMode(rawValue: 11)
        public static let destinationOver = BlendMode(rawValue: 12)
        public static let destinationIn = BlendMode(rawValue: 13)
        public static let destinationOut = BlendMode(rawValue: 14)
        public static let destinationAtop = BlendMode(rawValue: 15)
        public static let xor = BlendMode(rawValue: 16)
        public static let plusDarker = BlendMode(rawValue: 17)
        public static let difference = BlendMode(rawValue: 18)
        public static let exclusion = BlendMode(rawValue: 19)
        public static let hue = BlendMode(rawValue: 20)
        public static let saturation = BlendMode(rawValue: 21)
        public static let color = BlendMode(rawValue: 22)
        public static let luminosity = BlendMode(rawValue: 23)
        public static let softLight = BlendMode(rawValue: 24)
        public static let hardLight = BlendMode(rawValue: 25)
        public static let colorDodge = BlendMode(rawValue: 26)
        public static let colorBurn = BlendMode(rawValue: 27)
    }

    /// The blend mode of what is drawn next: kept, never applied.
    public var blendMode: BlendMode {
        get { .normal }
        set {}
    }

    public mutating func fill(_ path: Path, with shading: Shading, style: FillStyle) {}
    public mutating func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {}
    public mutating func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}
    public mutating func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}
    public mutating func draw(_ text: Text, in rect: CGRect) {}
    /// The text, ready to draw (SwiftUI returns a `ResolvedText`; drawing is not modelled).
    public func resolve(_ text: Text) -> Text { text }
    /// The image, ready to draw (SwiftUI returns a `ResolvedImage`; drawing is not modelled).
    public func resolve(_ image: Image) -> Image { image }
    /// The canvas's symbol tagged `id`: none, as the canvas's symbols are not laid out.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { nil }
    public mutating func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}
    public mutating func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {}
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {}
    /// Draws `content` into a layer of its own: it is called with a copy of this context.
    public mutating func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }
}
