// Custom alignment IDs (`AlignmentID`) and the guides they name.
import LayoutEngine

/// A custom alignment guide's identity (SwiftUI's `AlignmentID`): its type names the guide and
/// `defaultValue(in:)` gives its value for a view that sets none. Containers pass custom guides
/// on (a stack's or ZStack's explicit value is the mean of its children's), so views in different
/// stacks can be aligned with each other.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

extension HorizontalAlignment {
    /// A custom horizontal guide: `static let custom = HorizontalAlignment(MyAlignment.self)`.
    public init(_ id: AlignmentID.Type) {
        let type = AlignmentIDType(id)
        engine = EngineHorizontalAlignment(custom: String(describing: id)) { type.defaultValue($0) }
    }
}

extension VerticalAlignment {
    /// A custom vertical guide: `static let custom = VerticalAlignment(MyAlignment.self)`.
    public init(_ id: AlignmentID.Type) {
        let type = AlignmentIDType(id)
        engine = EngineVerticalAlignment(custom: String(describing: id)) { type.defaultValue($0) }
    }
}

/// An `AlignmentID` type, to be called from the engine: a metatype with a static function and no
/// state, so sharing it between threads is safe.
struct AlignmentIDType: @unchecked Sendable {
    let id: AlignmentID.Type

    init(_ id: AlignmentID.Type) {
        self.id = id
    }

    func defaultValue(_ dimensions: EngineDimensions) -> Double {
        Double(id.defaultValue(in: ViewDimensions(engine: dimensions)))
    }
}
