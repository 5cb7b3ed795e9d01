// UniformTypeIdentifiers' `UTType`, which documents, file importers, drag and drop and
// `Transferable` name (`import UniformTypeIdentifiers` imports this library): identifiers and the
// common types, with their filename extensions; conformance is by identifier only.

/// A type of file or data (UniformTypeIdentifiers' `UTType`).
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String
    public let preferredFilenameExtension: String?
    public let preferredMIMEType: String?

    init(id identifier: String, extension filenameExtension: String? = nil, mime: String? = nil) {
        self.identifier = identifier
        preferredFilenameExtension = filenameExtension
        preferredMIMEType = mime
    }

    public init?(_ identifier: String) { self.init(id: identifier) }
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) { self.init(id: identifier) }
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) { self.init(id: identifier) }
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let known = UTType.known.first { $0.preferredFilenameExtension == filenameExtension.lowercased() }
        self = known ?? UTType(id: "dyn.\(filenameExtension)", extension: filenameExtension)
    }
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        guard let known = UTType.known.first(where: { $0.preferredMIMEType == mimeType }) else { return nil }
        self = known
    }

    public var description: String { identifier }
    public var localizedDescription: String? { identifier }
    /// Conformance by identifier only: a type conforms to itself, and everything to `.data`/`.item`.
    public func conforms(to type: UTType) -> Bool { type == self || type == .data || type == .item }

    public static let item = UTType(id: "public.item"), content = UTType(id: "public.content"), data = UTType(id: "public.data")
    public static let text = UTType(id: "public.text"), plainText = UTType(id: "public.plain-text", extension: "txt", mime: "text/plain")
    public static let utf8PlainText = UTType(id: "public.utf8-plain-text", extension: "txt")
    public static let json = UTType(id: "public.json", extension: "json", mime: "application/json")
    public static let xml = UTType(id: "public.xml", extension: "xml", mime: "application/xml")
    public static let commaSeparatedText = UTType(id: "public.comma-separated-values-text", extension: "csv", mime: "text/csv")
    /// Text of values with delimiters (the parent of comma- and tab-separated text); no extension of its own.
    public static let delimitedText = UTType(id: "public.delimited-values-text")
    /// Tab-separated values (`.tsv`).
    public static let tabSeparatedText = UTType(id: "public.tab-separated-values-text", extension: "tsv", mime: "text/tab-separated-values")
    public static let html = UTType(id: "public.html", extension: "html", mime: "text/html")
    public static let url = UTType(id: "public.url"), fileURL = UTType(id: "public.file-url")
    public static let image = UTType(id: "public.image"), png = UTType(id: "public.png", extension: "png", mime: "image/png")
    public static let jpeg = UTType(id: "public.jpeg", extension: "jpeg", mime: "image/jpeg")
    public static let heic = UTType(id: "public.heic", extension: "heic", mime: "image/heic")
    public static let gif = UTType(id: "com.compuserve.gif", extension: "gif", mime: "image/gif")
    public static let pdf = UTType(id: "com.adobe.pdf", extension: "pdf", mime: "application/pdf")
    public static let movie = UTType(id: "public.movie"), video = UTType(id: "public.video"), audio = UTType(id: "public.audio")
    public static let mpeg4Movie = UTType(id: "public.mpeg-4", extension: "mp4", mime: "video/mp4")
    public static let quickTimeMovie = UTType(id: "com.apple.quicktime-movie", extension: "mov", mime: "video/quicktime")
    public static let mp3 = UTType(id: "public.mp3", extension: "mp3", mime: "audio/mpeg")
    public static let folder = UTType(id: "public.folder"), directory = UTType(id: "public.directory")
    public static let archive = UTType(id: "public.archive"), zip = UTType(id: "public.zip-archive", extension: "zip", mime: "application/zip")
    public static let rtf = UTType(id: "public.rtf", extension: "rtf", mime: "text/rtf")
    public static let sourceCode = UTType(id: "public.source-code"), swiftSource = UTType(id: "public.swift-source", extension: "swift")
    public static let spreadsheet = UTType(id: "public.spreadsheet"), presentation = UTType(id: "public.presentation")
    public static let vCard = UTType(id: "public.vcard", extension: "vcf", mime: "text/vcard")
    public static let contact = UTType(id: "public.contact"), calendarEvent = UTType(id: "public.calendar-event")
    public static let livePhoto = UTType(id: "com.apple.live-photo"), svg = UTType(id: "public.svg-image", extension: "svg", mime: "image/svg+xml")

    static let known: [UTType] = [.plainText, .json, .xml, .commaSeparatedText, .html, .png, .jpeg, .heic, .gif, .pdf,
                                  .mpeg4Movie, .quickTimeMovie, .mp3, .zip, .rtf, .swiftSource, .vCard, .svg]
}
