// AVFoundation's file types and metadata items, as music and video code names them
// (`AVFileType.mp3.rawValue` as a player's type hint, an asset's `commonMetadata` read for a
// song's title and artwork). Assets are not read here, so they have no metadata to find.
import Foundation

/// A kind of media file (AVFoundation's `AVFileType`: uniform type identifiers).
public struct AVFileType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let mp3 = AVFileType(rawValue: "public.mp3")
    public static let m4a = AVFileType(rawValue: "com.apple.m4a-audio")
    public static let wav = AVFileType(rawValue: "com.microsoft.waveform-audio")
    public static let aiff = AVFileType(rawValue: "public.aiff-audio")
    public static let caf = AVFileType(rawValue: "com.apple.coreaudio-format")
    public static let mov = AVFileType(rawValue: "com.apple.quicktime-movie")
    public static let mp4 = AVFileType(rawValue: "public.mpeg-4")
    public static let m4v = AVFileType(rawValue: "com.apple.m4v-video")
    public static let jpg = AVFileType(rawValue: "public.jpeg")
    public static let heic = AVFileType(rawValue: "public.heic")
}

/// A metadata key (AVFoundation's `AVMetadataKey`): the common keys.
public struct AVMetadataKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let commonKeyTitle = AVMetadataKey(rawValue: "title")
    public static let commonKeyArtist = AVMetadataKey(rawValue: "artist")
    public static let commonKeyAlbumName = AVMetadataKey(rawValue: "albumName")
    public static let commonKeyArtwork = AVMetadataKey(rawValue: "artwork")
    public static let commonKeyCreator = AVMetadataKey(rawValue: "creator")
    public static let commonKeyCreationDate = AVMetadataKey(rawValue: "creationDate")
    public static let commonKeyDescription = AVMetadataKey(rawValue: "description")
}

/// A metadata identifier (AVFoundation's `AVMetadataIdentifier`): the common ones.
public struct AVMetadataIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let commonIdentifierTitle = AVMetadataIdentifier(rawValue: "common/title")
    public static let commonIdentifierArtist = AVMetadataIdentifier(rawValue: "common/artist")
    public static let commonIdentifierAlbumName = AVMetadataIdentifier(rawValue: "common/albumName")
    public static let commonIdentifierArtwork = AVMetadataIdentifier(rawValue: "common/artwork")
    public static let commonIdentifierDescription = AVMetadataIdentifier(rawValue: "common/description")
}

/// A metadata item (AVFoundation's `AVMetadataItem`; `AVMutableMetadataItem` sets it).
open class AVMetadataItem: @unchecked Sendable {
    open internal(set) var identifier: AVMetadataIdentifier?
    open internal(set) var commonKey: AVMetadataKey?
    open internal(set) var value: (any Sendable)?
    open internal(set) var extendedLanguageTag: String?
    public init() {}
    open var stringValue: String? { value as? String }
    open var dataValue: Data? { value as? Data }
    open var numberValue: NSNumber? { value as? NSNumber }
    open var dateValue: Date? { value as? Date }
}

/// A metadata item to fill in (AVFoundation's `AVMutableMetadataItem`).
open class AVMutableMetadataItem: AVMetadataItem, @unchecked Sendable {
    open override var identifier: AVMetadataIdentifier? { get { super.identifier } set { super.identifier = newValue } }
    open override var value: (any Sendable)? { get { super.value } set { super.value = newValue } }
    open override var extendedLanguageTag: String? { get { super.extendedLanguageTag } set { super.extendedLanguageTag = newValue } }
}
