// Document-based apps: `DocumentGroup` with a `FileDocument` or `ReferenceFileDocument`. On an
// iPhone a document group opens its documents browser first; a preview of the app lays out the
// editor of a new document (`newDocument`), which is what the canvas shows for it. A viewer-only
// group (`viewing:`) has no new document and is not laid out.

/// A value-type document (SwiftUI's `FileDocument`).
public protocol FileDocument {
    /// The types the document opens.
    static var readableContentTypes: [UTType] { get }
    /// The types the document saves as (by default those it reads).
    static var writableContentTypes: [UTType] { get }
    init(configuration: ReadConfiguration) throws
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A reference-type document (SwiftUI's `ReferenceFileDocument`).
public protocol ReferenceFileDocument: ObservableObject {
    associatedtype Snapshot
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }
    init(configuration: ReadConfiguration) throws
    func snapshot(contentType: UTType) throws -> Snapshot
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document is read from (SwiftUI's `FileDocumentReadConfiguration`).
public struct FileDocumentReadConfiguration {
    public let contentType: UTType
    public let file: FileWrapper
}

/// What a document is written to (SwiftUI's `FileDocumentWriteConfiguration`).
public struct FileDocumentWriteConfiguration {
    public let contentType: UTType
    public let existingFile: FileWrapper?
}

/// An open value-type document, as its editor receives it (SwiftUI's `FileDocumentConfiguration`).
public struct FileDocumentConfiguration<Document: FileDocument> {
    @Binding public var document: Document
    public var fileURL: URL?
    public var isEditable: Bool
}

/// An open reference-type document, as its editor receives it (SwiftUI's `ReferenceFileDocumentConfiguration`).
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    public var document: Document
    public var fileURL: URL?
    public var isEditable: Bool
}

/// Windows editing documents (SwiftUI's `DocumentGroup`): laid out as the editor of a new document.
public struct DocumentGroup<Document, Content: View>: _PrimitiveScene {
    let editor: (() -> Content)?

    public func _windows() -> [_SceneWindow] {
        editor.map { editor in [_SceneWindow { AnyView(editor()) }] } ?? []
    }
}

extension DocumentGroup where Document: FileDocument {
    public init(newDocument: @autoclosure @escaping () -> Document,
                @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        self.editor = {
            var document = newDocument()
            let binding = Binding(get: { document }, set: { document = $0 })
            return editor(FileDocumentConfiguration(document: binding, fileURL: nil, isEditable: true))
        }
    }

    public init(viewing documentType: Document.Type, @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        editor = nil
    }
}

extension DocumentGroup where Document: ReferenceFileDocument {
    public init(newDocument: @escaping () -> Document,
                @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        self.editor = { editor(ReferenceFileDocumentConfiguration(document: newDocument(), fileURL: nil, isEditable: true)) }
    }

    public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        editor = nil
    }
}
