// Drag and drop (`.draggable(value)`, `.dropDestination(for:)`, and the older `onDrag`/`onDrop`):
// behaviour only. A view is laid out the same whether it can be dragged or dropped on, and nothing is
// dragged or dropped while it is laid out, so every modifier returns the view unchanged.
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

extension View {
    /// What a drag from this view hands over (never asked here).
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }
    /// What a drag from this view hands over, with the view shown while dragging (never asked here).
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View { self }
    /// What a drop of `supportedContentTypes` onto this view does (never called here).
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View { self }
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> some View { self }
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View { self }
    /// The older spelling by type identifiers (`["public.text"]`).
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View { self }
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> some View { self }
    public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View { self }
}
