// Drag and drop (`.draggable(value)`, `.dropDestination(for:)`, and the older `onDrag`/`onDrop`):
// behaviour only. A view is laid out the same whether it can be dragged or dropped on, and nothing is
// dragged or dropped while it is laid out, so every modifier returns the view unchanged.
import LayoutEngine

/// A value that can be dragged, dropped, copied or shared (CoreTransferable's `Transferable`).
/// No transfer happens here: the conformance lets a value be named as a payload, and its
/// representations compile as written.
public protocol Transferable {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

extension Transferable {
    /// The system types' representations (none is used here).
    public static var transferRepresentation: _TransferRepresentations<Self> { _TransferRepresentations() }
}

/// How a transferable value is sent and received (CoreTransferable's `TransferRepresentation`).
public protocol TransferRepresentation {
    associatedtype Item
}

/// Several representations, in order of preference (what `TransferRepresentationBuilder` makes).
public struct _TransferRepresentations<Item>: TransferRepresentation {
    public init() {}
}

/// Builds a type's representations (CoreTransferable's `TransferRepresentationBuilder`).
@resultBuilder
public enum TransferRepresentationBuilder<Item> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> _TransferRepresentations<Item>
        where R.Item == Item {
        _TransferRepresentations()
    }
    public static func buildBlock(_ representations: _TransferRepresentations<Item>...) -> _TransferRepresentations<Item> {
        _TransferRepresentations()
    }
    public static func buildOptional(_ representation: _TransferRepresentations<Item>?) -> _TransferRepresentations<Item> {
        _TransferRepresentations()
    }
    public static func buildEither(first: _TransferRepresentations<Item>) -> _TransferRepresentations<Item> { first }
    public static func buildEither(second: _TransferRepresentations<Item>) -> _TransferRepresentations<Item> { second }
}

/// A value sent as another transferable value (CoreTransferable's `ProxyRepresentation`).
public struct ProxyRepresentation<Item, Proxy>: TransferRepresentation {
    public init(exporting: @escaping (Item) throws -> Proxy) {}
    public init(importing: @escaping (Proxy) throws -> Item) {}
    public init(exporting: @escaping (Item) throws -> Proxy, importing: @escaping (Proxy) throws -> Item) {}
    public func exportingCondition(_ condition: @escaping (Item) -> Bool) -> Self { self }
}

/// A value sent as data of a content type (CoreTransferable's `DataRepresentation`).
public struct DataRepresentation<Item>: TransferRepresentation {
    public init(contentType: UTType, exporting: @escaping (Item) async throws -> Data,
                importing: @escaping (Data) async throws -> Item) {}
    public init(exportedContentType: UTType, exporting: @escaping (Item) async throws -> Data) {}
    public init(importedContentType: UTType, importing: @escaping (Data) async throws -> Item) {}
    public func suggestedFileName(_ name: String) -> Self { self }
}

/// A value sent as a file (CoreTransferable's `FileRepresentation`).
public struct FileRepresentation<Item>: TransferRepresentation {
    public init(contentType: UTType, exporting: @escaping (Item) async throws -> SentTransferredFile,
                importing: @escaping (ReceivedTransferredFile) async throws -> Item) {}
    public init(exportedContentType: UTType, exporting: @escaping (Item) async throws -> SentTransferredFile) {}
    public init(importedContentType: UTType, importing: @escaping (ReceivedTransferredFile) async throws -> Item) {}
}

/// A value sent in its Codable form (CoreTransferable's `CodableRepresentation`).
public struct CodableRepresentation<Item: Codable>: TransferRepresentation {
    public init(contentType: UTType) {}
    public init(for itemType: Item.Type, contentType: UTType) {}
}

/// A file a representation sends (CoreTransferable's `SentTransferredFile`).
public struct SentTransferredFile: Sendable {
    public let file: URL
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) { self.file = file }
}

/// A file a representation receives (CoreTransferable's `ReceivedTransferredFile`).
public struct ReceivedTransferredFile: Sendable {
    public let file: URL
    public let isOriginalFile: Bool
}

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
