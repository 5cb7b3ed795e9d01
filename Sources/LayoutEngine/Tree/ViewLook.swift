// How a node is drawn where its kind does not say: the colour or gradient a shape is filled or
// outlined with, the corners a view is clipped to, how opaque it is, the part of a shape's outline
// a trim keeps, the outline a shape of the user's own draws, how it is turned, the colour scheme it
// and what it holds are drawn in. Pictures read it; layout never does.

/// A node's colours as the user's code gave them (`Circle().fill(.red)`,
/// `Capsule().stroke(.blue)`): colour names as `ViewKind.color` holds them, or a gradient's text
/// (`ViewGradient`). Like `ViewOrigin`, not part of layout, equality, hashing or `Codable`; the
/// stored definition carries it outside its hash.
public final class ViewLook: Hashable, Sendable, CustomStringConvertible {
    /// The colour the node is filled with.
    public let fill: String?
    /// The colour the node's outline is drawn in.
    public let stroke: String?
    /// The radius of the corners the node clips itself and what it holds to (`clipShape`,
    /// `cornerRadius`, `clipped`): 0 square, `.infinity` as round as its shorter side allows (a
    /// Circle or Capsule; an Ellipse is drawn as a Capsule).
    public let clip: Double?
    /// Whether the clip is a `Circle`'s: the largest circle centred in the frame (on a frame that
    /// is not square, a circle of its shorter side, not a capsule); `clip` is then `.infinity`.
    public let clipsCircle: Bool
    /// How opaque the node and what it holds are drawn (`.opacity(0.5)`, `Color.black.opacity(0)`),
    /// 0 ... 1; nil: opaque. Views inside take their own times this.
    public let opacity: Double?
    /// The width of the line a shape is drawn as (`stroke(lineWidth:)`, `strokeBorder(lineWidth:)`):
    /// its outline, not its area; nil: a filled shape (or its code's colour outlining it thinly).
    public let lineWidth: Double?
    /// Whether that line lies inside the shape's edge (`strokeBorder`) rather than on it (`stroke`).
    public let lineInside: Bool
    /// The part of the shape's outline that is drawn (`trim(from:to:)`), nil: all of it.
    public let trim: Trim?
    /// The outline a shape of the user's own returned (`path(in:)`) for the frame it was laid out
    /// in, as SVG path data in the frame's coordinates (origin at its top-leading corner), numbers
    /// rounded to 0.01 (`M0 0L100 0L50 80Z`); `pathSize` is that frame's size.
    public let path: String?
    /// The size of the frame `path` was made for.
    public let pathSize: Size?
    /// How the node and what it holds are turned (`rotationEffect(_:anchor:)`), nil: not at all.
    public let rotation: Rotation?
    /// The colour scheme the node and what it holds are drawn in, where it changes: dark at the root
    /// of a preview that prefers it (`.preferredColorScheme(.dark)`), on the views inside
    /// `.environment(\.colorScheme, _)`; nil: the scheme of the views around it (light at the root).
    public let scheme: Scheme?
    /// Makes `path` for a frame's size (the user's `path(in:)`): kept until the tree is laid out,
    /// then replaced by the path it made (`ViewNode.recordingShapePaths`). Not stored, compared or hashed.
    public let makePath: (@Sendable (Size) -> String?)?

    /// The fractions of a shape's outline a trimmed shape draws, from its start (SwiftUI's
    /// `trim(from:to:)`: a circle's outline starts at its trailing point and runs clockwise).
    public struct Trim: Hashable, Sendable {
        public var from: Double
        public var to: Double

        public init(from: Double, to: Double) {
            self.from = from
            self.to = to
        }
    }

    /// Light or dark appearance (SwiftUI's `ColorScheme`): which of iOS's values named colours take
    /// (`SystemColours`), and the colours of text and backgrounds no code coloured.
    public enum Scheme: String, Hashable, Sendable {
        case light, dark
    }

    /// A turn by `degrees` (clockwise on the screen) about `anchor`, a unit point of the node's frame.
    public struct Rotation: Hashable, Sendable {
        public var degrees: Double
        public var anchor: Point

        public init(degrees: Double, anchor: Point = Point(x: 0.5, y: 0.5)) {
            self.degrees = degrees
            self.anchor = anchor
        }
    }

    public init(fill: String? = nil, stroke: String? = nil, clip: Double? = nil, clipsCircle: Bool = false, opacity: Double? = nil,
                lineWidth: Double? = nil, lineInside: Bool = false, trim: Trim? = nil, path: String? = nil, pathSize: Size? = nil,
                rotation: Rotation? = nil, scheme: Scheme? = nil, makePath: (@Sendable (Size) -> String?)? = nil) {
        self.fill = fill
        self.stroke = stroke
        self.clip = clip
        self.clipsCircle = clipsCircle && clip != nil
        self.opacity = opacity
        self.lineWidth = lineWidth
        self.lineInside = lineInside && lineWidth != nil
        self.trim = trim
        self.path = path
        self.pathSize = path == nil ? nil : pathSize
        self.rotation = rotation
        self.scheme = scheme
        self.makePath = makePath
    }

    /// This look with `other`'s colours where it has none (an inner fill over an outer one).
    public func merged(under other: ViewLook?) -> ViewLook {
        guard let other else { return self }
        let ownPath = path != nil
        return ViewLook(fill: fill ?? other.fill, stroke: stroke ?? other.stroke, clip: clip ?? other.clip,
                        clipsCircle: clip != nil ? clipsCircle : other.clipsCircle, opacity: opacity ?? other.opacity,
                        lineWidth: lineWidth ?? other.lineWidth, lineInside: lineWidth != nil ? lineInside : other.lineInside,
                        trim: trim ?? other.trim, path: ownPath ? path : other.path, pathSize: ownPath ? pathSize : other.pathSize,
                        rotation: rotation ?? other.rotation, scheme: scheme ?? other.scheme, makePath: makePath ?? other.makePath)
    }

    /// This look made `factor` as opaque again (`.opacity(0.5)` twice is 0.25), clamped to 0 ... 1.
    public func fading(by factor: Double) -> ViewLook {
        ViewLook(fill: fill, stroke: stroke, clip: clip, clipsCircle: clipsCircle, opacity: Self.opacity(opacity ?? 1, fadedBy: factor),
                 lineWidth: lineWidth, lineInside: lineInside, trim: trim, path: path, pathSize: pathSize, rotation: rotation, scheme: scheme,
                 makePath: makePath)
    }

    /// This look turned by `degrees` more about `anchor` (`rotationEffect(_:anchor:)`): added to a
    /// turn it has (about its anchor: two turns about different anchors are drawn as one about the
    /// first's, an approximation).
    public func turning(by degrees: Double, anchor: Point) -> ViewLook {
        let turned = rotation.map { Rotation(degrees: $0.degrees + degrees, anchor: $0.anchor) } ?? Rotation(degrees: degrees, anchor: anchor)
        return ViewLook(fill: fill, stroke: stroke, clip: clip, clipsCircle: clipsCircle, opacity: opacity, lineWidth: lineWidth,
                        lineInside: lineInside, trim: trim, path: path, pathSize: pathSize, rotation: turned, scheme: scheme, makePath: makePath)
    }

    /// `opacity` made `factor` as opaque again, clamped to 0 ... 1 (a NaN factor changes nothing).
    public static func opacity(_ opacity: Double, fadedBy factor: Double) -> Double {
        min(max(opacity * (factor.isNaN ? 1 : factor), 0), 1)
    }

    /// This look without its clip (nil when nothing else is left): `.scrollClipDisabled()`.
    public func removingClip() -> ViewLook? {
        fill == nil && stroke == nil && opacity == nil && lineWidth == nil && trim == nil && path == nil && rotation == nil
            && scheme == nil && makePath == nil ? nil
            : ViewLook(fill: fill, stroke: stroke, opacity: opacity, lineWidth: lineWidth, lineInside: lineInside, trim: trim,
                       path: path, pathSize: pathSize, rotation: rotation, scheme: scheme, makePath: makePath)
    }

    /// This look with the path `makePath` made for `size` in place of `makePath` (none when it made
    /// none, or the node had no frame: `size` nil).
    public func withPath(madeFor size: Size?) -> ViewLook {
        guard let makePath else { return self }
        let made = size.flatMap(makePath)
        return ViewLook(fill: fill, stroke: stroke, clip: clip, clipsCircle: clipsCircle, opacity: opacity, lineWidth: lineWidth,
                        lineInside: lineInside, trim: trim, path: made ?? path, pathSize: made == nil ? pathSize : size, rotation: rotation,
                        scheme: scheme)
    }

    public static func == (lhs: ViewLook, rhs: ViewLook) -> Bool {
        lhs.fill == rhs.fill && lhs.stroke == rhs.stroke && lhs.clip == rhs.clip && lhs.clipsCircle == rhs.clipsCircle
            && lhs.opacity == rhs.opacity && lhs.lineWidth == rhs.lineWidth && lhs.lineInside == rhs.lineInside
            && lhs.trim == rhs.trim && lhs.path == rhs.path && lhs.pathSize == rhs.pathSize && lhs.rotation == rhs.rotation
            && lhs.scheme == rhs.scheme
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fill)
        hasher.combine(stroke)
        hasher.combine(clip)
        hasher.combine(clipsCircle)
        hasher.combine(opacity)
        hasher.combine(lineWidth)
        hasher.combine(lineInside)
        hasher.combine(trim)
        hasher.combine(path)
        hasher.combine(pathSize)
        hasher.combine(rotation)
        hasher.combine(scheme)
    }

    public var description: String {
        [fill.map { "fill \($0)" }, stroke.map { "stroke \($0)" }, clip.map { clipsCircle ? "clip circle" : "clip \($0)" }, opacity.map { "opacity \($0)" },
         lineWidth.map { "line \($0)\(lineInside ? " inside" : "")" }, trim.map { "trim \($0.from) to \($0.to)" },
         path.map { "path \($0)" }, rotation.map { "rotation \($0.degrees)" }, scheme.map { "scheme \($0.rawValue)" }]
            .compactMap { $0 }.joined(separator: ", ")
    }
}

extension ViewNode {
    /// This node drawn in `scheme`, and the views inside it unless they name their own: its look
    /// names `scheme` when it names none (a scheme set closer to the node wins).
    public func drawn(in scheme: ViewLook.Scheme) -> ViewNode {
        var copy = self
        copy.look = (look ?? ViewLook()).merged(under: ViewLook(scheme: scheme))
        return copy
    }
}
