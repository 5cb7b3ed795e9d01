// How a node is drawn where its kind does not say: the colour a shape is filled or outlined with,
// the corners a view is clipped to, how opaque it is. Pictures read it; layout never does.

/// A node's colours as the user's code gave them (`Circle().fill(.red)`,
/// `Capsule().stroke(.blue)`): colour names as `ViewKind.color` holds them. Like `ViewOrigin`, not
/// part of layout, equality, hashing or `Codable`; the stored definition carries it outside its hash.
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

    public init(fill: String? = nil, stroke: String? = nil, clip: Double? = nil, clipsCircle: Bool = false, opacity: Double? = nil,
                lineWidth: Double? = nil, lineInside: Bool = false) {
        self.fill = fill
        self.stroke = stroke
        self.clip = clip
        self.clipsCircle = clipsCircle && clip != nil
        self.opacity = opacity
        self.lineWidth = lineWidth
        self.lineInside = lineInside && lineWidth != nil
    }

    /// This look with `other`'s colours where it has none (an inner fill over an outer one).
    public func merged(under other: ViewLook?) -> ViewLook {
        guard let other else { return self }
        return ViewLook(fill: fill ?? other.fill, stroke: stroke ?? other.stroke, clip: clip ?? other.clip,
                        clipsCircle: clip != nil ? clipsCircle : other.clipsCircle, opacity: opacity ?? other.opacity,
                        lineWidth: lineWidth ?? other.lineWidth, lineInside: lineWidth != nil ? lineInside : other.lineInside)
    }

    /// This look made `factor` as opaque again (`.opacity(0.5)` twice is 0.25), clamped to 0 ... 1.
    public func fading(by factor: Double) -> ViewLook {
        ViewLook(fill: fill, stroke: stroke, clip: clip, clipsCircle: clipsCircle, opacity: Self.opacity(opacity ?? 1, fadedBy: factor),
                 lineWidth: lineWidth, lineInside: lineInside)
    }

    /// `opacity` made `factor` as opaque again, clamped to 0 ... 1 (a NaN factor changes nothing).
    public static func opacity(_ opacity: Double, fadedBy factor: Double) -> Double {
        min(max(opacity * (factor.isNaN ? 1 : factor), 0), 1)
    }

    /// This look without its clip (nil when nothing else is left): `.scrollClipDisabled()`.
    public func removingClip() -> ViewLook? {
        fill == nil && stroke == nil && opacity == nil && lineWidth == nil ? nil
            : ViewLook(fill: fill, stroke: stroke, opacity: opacity, lineWidth: lineWidth, lineInside: lineInside)
    }

    public static func == (lhs: ViewLook, rhs: ViewLook) -> Bool {
        lhs.fill == rhs.fill && lhs.stroke == rhs.stroke && lhs.clip == rhs.clip && lhs.clipsCircle == rhs.clipsCircle
            && lhs.opacity == rhs.opacity && lhs.lineWidth == rhs.lineWidth && lhs.lineInside == rhs.lineInside
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fill)
        hasher.combine(stroke)
        hasher.combine(clip)
        hasher.combine(clipsCircle)
        hasher.combine(opacity)
        hasher.combine(lineWidth)
        hasher.combine(lineInside)
    }

    public var description: String {
        [fill.map { "fill \($0)" }, stroke.map { "stroke \($0)" }, clip.map { clipsCircle ? "clip circle" : "clip \($0)" }, opacity.map { "opacity \($0)" },
         lineWidth.map { "line \($0)\(lineInside ? " inside" : "")" }]
            .compactMap { $0 }.joined(separator: ", ")
    }
}
