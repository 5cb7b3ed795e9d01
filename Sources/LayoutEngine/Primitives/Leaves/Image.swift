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
/// `.resizable()` takes the proposal, with nil replaced by that size. `.imageScale(.large)` makes it
/// 30 % larger, `.small` 20 % smaller (`ImageScale`).
struct SymbolImageLayout: NoExplicitGuides {
    var resizable: Bool

    /// The symbol's size at 17 pt.
    static let bodySize = 20.0

    var name: String { "Image" }

    func natural(_ context: NodeContext) -> Size {
        let environment = context.environment
        let side = Self.bodySize * environment.fontSize / 17 * environment.imageScale.factor
        return Size(width: side, height: side)
    }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        resizable ? proposal.replacingUnspecifiedDimensions(by: natural(context)) : natural(context)
    }
}

/// The scale of SF Symbols (SwiftUI's `Image.Scale`, set by `.imageScale(_:)`): a symbol of the
/// large scale is about 30 % larger than one of the medium, the default, and one of the small about
/// 20 % smaller [DOC NSImage.SymbolScale.large: "approximately 30% larger than the medium scale";
/// .small: "approximately 20% smaller"; UIKit's and SwiftUI's scales are the same variants].
public enum ImageScale: String, CaseIterable, Codable, Sendable {
    case small, medium, large

    /// The symbol's size over its medium size.
    public var factor: Double {
        switch self {
        case .small: return 0.8
        case .medium: return 1
        case .large: return 1.3
        }
    }
}

/// `.imageScale(_:)`: SF Symbols below take the scale.
struct ImageScaleLayout: TextEnvironmentModifier {
    var scale: ImageScale

    var name: String { "imageScale" }

    func childEnvironment(_ environment: TextEnvironment) -> TextEnvironment {
        var environment = environment
        environment.imageScale = scale
        return environment
    }
}
