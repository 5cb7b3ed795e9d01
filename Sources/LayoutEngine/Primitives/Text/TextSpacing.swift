// The spacing a VStack with nil `spacing` puts between two children depends on what faces across
// the gap [DOC ViewSpacing: "different values for different kinds of adjacent views"; RE
// OpenSwiftUI `Spacing` and `Spacing.textSpacing` (Text+Spacing.swift), `_FrameLayout.spacing`,
// `_PaddingLayout.spacing`, `StackLayout.spacing`; a second, independent reimplementation of
// `Spacing` computes the same values; EMP fatbobman "What Does spacing = nil Mean in SwiftUI?":
// a rectangle–Text–rectangle VStack is not spaced 8 and its two gaps differ; EMP macOS
// NSHostingView fixtures as reported in issue 14: two Texts touch].
//
// Each view states preferences for its top and bottom edges, by category:
// - A view with no text (a shape, a colour, an image, a control's frame) says 0 "below text" on
//   its top edge and 0 "above text" on its bottom edge.
// - A Text says, on its top edge, "text to text" (its leading) and "above text": the natural
//   line distance minus its ascender; on its bottom edge "text to text" and "below text": the
//   larger of the natural line distance minus the cap height and the boundary distance plus the
//   descender. The natural line distance is the line height plus a boundary distance of a tenth of
//   the line height, rounded up to a pixel (`text-spacing=metrics`, current SDKs) or to 4 points
//   (`text-spacing=metrics-legacy`, SDKs before `TextSpacingUIKit0059v2`).
// - A Spacer says 0 with no category on both edges.
// The gap between two neighbours is the largest sum over the categories both facing edges state
// (text to text: the lower text's leading, rounded up to a pixel); with no shared category, the
// larger uncategorised value; with none at all, the default spacing (8). So: view–view 8,
// Text–Text the leading (0 for the system font), view above Text 6.43 and Text above view 10.64
// for 17 pt body text at @3x.
// Modifiers state their content's edges, except that padding states plain edges where it pads
// (non-zero insets) and a frame with a fixed height states plain top and bottom edges. A VStack's
// top edge is its first child's and its bottom edge its last child's; an HStack, a ZStack and a
// custom layout merge their children's (the larger value per category). Text baselines are also a
// category, but Text against Text always gives a negative sum there, so it never decides a gap.
// Along an HStack, Text states nothing, so every gap there is the default (8).
// `text-spacing=uniform` keeps the older model of this engine: 8 everywhere (0 next to a Spacer;
// with `platform=macos`, 0 between two Texts).

/// One edge's spacing preferences (the top or the bottom edge of a view), by category.
struct EdgeSpacing: Hashable {
    /// "Text to text": the text's leading (the space it wants from an adjacent text).
    var textToText: Double?
    /// "Edge above text": on a top edge, what a text wants from the view above it; on a bottom
    /// edge, what a view without text offers a text below it (0).
    var aboveText: Double?
    /// "Edge below text": on a bottom edge, what a text wants from the view below it; on a top
    /// edge, what a view without text offers a text above it (0).
    var belowText: Double?
    /// The uncategorised value (a Spacer's 0).
    var standard: Double?

    /// The edge preferences of a view without text.
    static let plainTop = EdgeSpacing(belowText: 0)
    static let plainBottom = EdgeSpacing(aboveText: 0)
    /// A Spacer's: 0, whatever faces it.
    static let zero = EdgeSpacing(standard: 0)

    /// Both edges' preferences merged: the larger value per category.
    func merged(with other: EdgeSpacing) -> EdgeSpacing {
        func larger(_ a: Double?, _ b: Double?) -> Double? {
            guard let a else { return b }
            guard let b else { return a }
            return max(a, b)
        }
        return EdgeSpacing(textToText: larger(textToText, other.textToText), aboveText: larger(aboveText, other.aboveText),
                           belowText: larger(belowText, other.belowText), standard: larger(standard, other.standard))
    }

    /// The distance from a view whose bottom edge is `self` to the view below it, whose top edge
    /// is `next`; nil when they state nothing in common (the stack then uses its default).
    func distance(toNext next: EdgeSpacing, pixel: Double) -> Double? {
        var best: Double?
        func consider(_ candidate: Double) { best = max(best ?? candidate, candidate) }
        if textToText != nil, let leading = next.textToText { consider(roundUp(leading, toMultipleOf: pixel)) }
        if let above = aboveText, let nextAbove = next.aboveText { consider(above + nextAbove) }
        if let below = belowText, let nextBelow = next.belowText { consider(below + nextBelow) }
        if let best { return best }
        switch (standard, next.standard) {
        case let (a?, b?): return max(a, b)
        case let (a?, nil): return a
        case let (nil, b?): return b
        case (nil, nil): return nil
        }
    }
}

/// A view's spacing preferences on its top and bottom edges: what a VStack consults.
struct VerticalSpacing: Hashable {
    var top: EdgeSpacing
    var bottom: EdgeSpacing

    /// A view without text.
    static let plain = VerticalSpacing(top: .plainTop, bottom: .plainBottom)
    /// A Spacer in a VStack.
    static let zero = VerticalSpacing(top: .zero, bottom: .zero)

    /// Both views' preferences merged edge by edge (HStack, ZStack, custom layouts).
    func merged(with other: VerticalSpacing) -> VerticalSpacing {
        VerticalSpacing(top: top.merged(with: other.top), bottom: bottom.merged(with: other.bottom))
    }

    /// A Text's preferences for a font of `fontSize` (see the file comment).
    static func text(fontSize: Double, metrics: any FontMetrics, platform: LayoutOptions.Platform,
                     mode: LayoutOptions.TextSpacing, pixel: Double) -> VerticalSpacing {
        let lineHeight = metrics.lineHeight(fontSize: fontSize, platform: platform)
        let ascent = metrics.ascent(fontSize: fontSize)
        let descent = lineHeight - ascent
        let boundary = roundUp(lineHeight * 0.1, toMultipleOf: mode == .metricsLegacy ? 4 : pixel)
        let natural = lineHeight + boundary
        let leading = metrics.leading(fontSize: fontSize)
        return VerticalSpacing(
            top: EdgeSpacing(textToText: leading, aboveText: natural - ascent),
            bottom: EdgeSpacing(textToText: leading,
                                belowText: max(natural - metrics.capHeight(fontSize: fontSize), boundary + descent)))
    }

    /// The same preferences with the given edges stating what a view without text states
    /// (padding on those edges, a fixed height).
    func reset(top resetTop: Bool, bottom resetBottom: Bool) -> VerticalSpacing {
        VerticalSpacing(top: resetTop ? .plainTop : top, bottom: resetBottom ? .plainBottom : bottom)
    }
}

/// `value` rounded up to a multiple of `step` (a pixel, or 4 points).
func roundUp(_ value: Double, toMultipleOf step: Double) -> Double {
    (value / step).rounded(.up) * step
}

extension LayoutSession {
    /// The spacing preferences of `node`'s top and bottom edges, computed once per node.
    func verticalSpacing(of node: Int) -> VerticalSpacing {
        if node < verticalSpacings.count, let known = verticalSpacings[node] { return known }
        let spacing = primitives[node].verticalSpacing(context: NodeContext(session: self, node: node))
        if verticalSpacings.count < primitives.count {
            verticalSpacings += repeatElement(nil, count: primitives.count - verticalSpacings.count)
        }
        verticalSpacings[node] = spacing
        return spacing
    }
}

extension LayoutSubview {
    /// The subview's spacing preferences on its top and bottom edges.
    var verticalSpacing: VerticalSpacing { withSession { $0.verticalSpacing(of: node) } }
}

extension LayoutSubviews {
    /// Every subview's preferences merged (nil without subviews).
    var mergedVerticalSpacing: VerticalSpacing? {
        reduce(nil) { merged, subview in merged.map { $0.merged(with: subview.verticalSpacing) } ?? subview.verticalSpacing }
    }
}

/// A view's spacing preferences as a custom `Layout` reads them (SwiftUI's `ViewSpacing`): its top
/// and bottom edges as a VStack sees them, and whether it is a Spacer along the other axis. Made by
/// `LayoutSubview.spacing`, which records the engine's options for `distance(to:along:)`.
public struct ViewSpacingPreferences: Hashable, Sendable {
    var vertical: VerticalSpacing
    /// A Spacer (or `.zero`): nothing is put beside it horizontally.
    var horizontalZero: Bool
    var defaultSpacing = 8.0
    var pixel = 1.0 / 3
    var uniform = false

    /// A view without text.
    public init() {
        vertical = .plain
        horizontalZero = false
    }

    init(vertical: VerticalSpacing, horizontalZero: Bool, options: LayoutOptions) {
        self.vertical = vertical
        self.horizontalZero = horizontalZero
        defaultSpacing = options.defaultSpacing
        pixel = 1 / options.displayScale
        uniform = options.textSpacing == .uniform
    }

    /// No spacing on any edge.
    public static let zero = ViewSpacingPreferences(vertical: .zero, horizontalZero: true, options: LayoutOptions())

    /// The distance from this view to `next` after it along `axis`: what a stack with nil spacing
    /// puts between them (TextSpacing.swift).
    public func distance(to next: ViewSpacingPreferences, along axis: Axis) -> Double {
        if axis == .horizontal || uniform {
            let zero = axis == .horizontal ? horizontalZero || next.horizontalZero
                : vertical.bottom.standard == 0 || next.vertical.top.standard == 0
            return zero ? 0 : defaultSpacing
        }
        return vertical.bottom.distance(toNext: next.vertical.top, pixel: pixel) ?? defaultSpacing
    }

    /// Merges `other`'s preferences on `edges` into these (the larger value per category), as a
    /// container does with its subviews'.
    public mutating func formUnion(_ other: ViewSpacingPreferences, edges: EdgeSet = .all) {
        if edges.contains(.top) { vertical.top = vertical.top.merged(with: other.vertical.top) }
        if edges.contains(.bottom) { vertical.bottom = vertical.bottom.merged(with: other.vertical.bottom) }
        if !edges.isDisjoint(with: .horizontal) { horizontalZero = horizontalZero || other.horizontalZero }
    }
}

extension LayoutSubview {
    /// The subview's spacing preferences (SwiftUI's `LayoutSubview.spacing`).
    public var spacing: ViewSpacingPreferences {
        withSession { session in
            ViewSpacingPreferences(vertical: session.verticalSpacing(of: node),
                                   horizontalZero: session.isSpacer(node) && session.stackAxes[node] != .vertical,
                                   options: session.options)
        }
    }
}
