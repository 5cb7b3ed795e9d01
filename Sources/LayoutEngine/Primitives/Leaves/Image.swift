// Image [EMP seed 004, netsplit]: a non-resizable image always reports its natural size;
// `.resizable()` takes the proposal, with nil replaced by the natural size.

/// `Image("name")`, optionally `.resizable()`.
struct ImageLayout: NoExplicitGuides {
    var natural: Size
    var resizable: Bool

    var name: String { "Image" }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        resizable ? proposal.replacingUnspecifiedDimensions(by: natural) : natural
    }
}

/// `Image(systemName:)`: an SF Symbol, sized like the text around it. SwiftUI draws a symbol in the
/// environment's font and scales it with the font's size [DOC Image(systemName:) and
/// `imageScale`: symbols "scale with the font"; HIG SF Symbols: symbols match the point size of the
/// text they accompany]. Approximation: 20 × 20 points at 17 pt (about a symbol at the body size;
/// real symbols differ in width), proportionally at other sizes — 56 pt gives 65.88 × 65.88.
/// `.resizable()` takes the proposal, with nil replaced by that size.
struct SymbolImageLayout: NoExplicitGuides {
    var resizable: Bool

    /// The symbol's size at 17 pt.
    static let bodySize = 20.0

    var name: String { "Image" }

    func natural(_ context: NodeContext) -> Size {
        let side = Self.bodySize * context.environment.fontSize / 17
        return Size(width: side, height: side)
    }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        resizable ? proposal.replacingUnspecifiedDimensions(by: natural(context)) : natural(context)
    }
}
