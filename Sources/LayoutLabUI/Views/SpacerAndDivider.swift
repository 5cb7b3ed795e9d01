// Spacer and Divider, the engine's flexible space and thin line.
import LayoutEngine

/// Flexible space along the enclosing stack's axis (SwiftUI's `Spacer`).
public struct Spacer: _PrimitiveView {
    let minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        [ViewNode(.spacer(minLength: minLength.map { Double($0) }))]
    }
}

/// A thin line across the enclosing stack (SwiftUI's `Divider`).
public struct Divider: _PrimitiveView {
    public init() {}
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [ViewNode(.divider)] }
}
