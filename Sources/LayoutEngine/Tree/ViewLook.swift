// How a node is drawn where its kind does not say: the colour a shape is filled or outlined with.
// Pictures read it; layout never does.

/// A node's colours as the user's code gave them (`Circle().fill(.red)`,
/// `Capsule().stroke(.blue)`): colour names as `ViewKind.color` holds them. Like `ViewOrigin`, not
/// part of layout, equality, hashing or `Codable`; the stored definition carries it outside its hash.
public final class ViewLook: Hashable, Sendable, CustomStringConvertible {
    /// The colour the node is filled with.
    public let fill: String?
    /// The colour the node's outline is drawn in.
    public let stroke: String?

    public init(fill: String? = nil, stroke: String? = nil) {
        self.fill = fill
        self.stroke = stroke
    }

    /// This look with `other`'s colours where it has none (an inner fill over an outer one).
    public func merged(under other: ViewLook?) -> ViewLook {
        guard let other else { return self }
        return ViewLook(fill: fill ?? other.fill, stroke: stroke ?? other.stroke)
    }

    public static func == (lhs: ViewLook, rhs: ViewLook) -> Bool {
        lhs.fill == rhs.fill && lhs.stroke == rhs.stroke
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fill)
        hasher.combine(stroke)
    }

    public var description: String {
        [fill.map { "fill \($0)" }, stroke.map { "stroke \($0)" }].compactMap { $0 }.joined(separator: ", ")
    }
}
