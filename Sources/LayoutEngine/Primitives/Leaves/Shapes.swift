// Shapes and Color [RE OpenSwiftUI Shape.swift; EMP fatbobman "The Mystery of Size", seed 002]:
// they take the proposal, with nil replaced by 10 (0 → 0, ∞ → ∞). Circle answers a square:
// min(width, height) after the nil → 10 replacement.

/// Rectangle, RoundedRectangle, Capsule, Ellipse, Circle and Color.
struct ShapeLayout: NoExplicitGuides {
    /// Which shape: only Circle lays out differently, the others differ in name.
    enum Shape {
        case color, rectangle, roundedRectangle, capsule, ellipse, circle
    }

    var shape: Shape

    var name: String {
        switch shape {
        case .color: return "Color"
        case .rectangle: return "Rectangle"
        case .roundedRectangle: return "RoundedRectangle"
        case .capsule: return "Capsule"
        case .ellipse: return "Ellipse"
        case .circle: return "Circle"
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, context: NodeContext) -> Size {
        let size = Self.filling(proposal)
        guard shape == .circle else { return size }
        let side = min(size.width, size.height)
        return Size(width: side, height: side)
    }

    var fillsProposal: Bool { shape != .circle }

    /// Every shape but Circle: the proposal, nil replaced by 10.
    @inline(__always)
    static func filling(_ proposal: ProposedViewSize) -> Size {
        proposal.replacingUnspecifiedDimensions(by: Size(width: 10, height: 10))
    }
}
