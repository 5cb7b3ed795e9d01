// Drag and drop (`.draggable(value)`, `.dropDestination(for:)`): behaviour only. A view is laid out
// the same whether it can be dragged or dropped on, so both modifiers return the view unchanged.
import LayoutEngine

/// A value that can be dragged, dropped, copied or shared (CoreTransferable's `Transferable`).
/// No transfer happens here: the conformance only lets a value be named as a payload.
public protocol Transferable {}

extension String: Transferable {}
extension Data: Transferable {}
extension URL: Transferable {}
extension AttributedString: Transferable {}
extension Color: Transferable {}
extension Image: Transferable {}

extension View {
    /// Lets the view be dragged with `payload`: behaviour only.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> Self { self }
    /// Lets the view be dragged with `payload`, showing `preview` while dragged: behaviour only.
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T,
                                                    @ViewBuilder preview: () -> V) -> Self { self }
    /// Accepts dropped values of `payloadType`: behaviour only.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> Self { self }
}
