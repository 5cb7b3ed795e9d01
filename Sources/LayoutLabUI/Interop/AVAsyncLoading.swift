// AVFoundation's asynchronous property loading (iOS 15): `try await asset.load(.duration)`,
// `load(.tracks)`, `load(.isPlayable)`, two at once, and a metadata item's `load(.value)`. Nothing
// is read from a media file here (Media.swift), so a property loads the value the object's own
// property has: an asset has no duration, no tracks and no metadata and is not playable; a
// metadata item an app made has the value it was given.
import Foundation

/// A property an asset can load (AVFoundation's `AVAsyncProperty`).
public struct AVAsyncProperty<Root, Value>: @unchecked Sendable {
    /// The value the root has for this property.
    let read: (Root) -> Value

    /// Whether a property was loaded (AVFoundation's `AVAsyncProperty.Status`).
    public enum Status {
        case notYetLoaded, loading, loaded(Value), failed(any Error)
    }
}

extension AVAsyncProperty where Root: AVAsset, Value == CMTime {
    /// The asset's length.
    public static var duration: AVAsyncProperty<Root, CMTime> { AVAsyncProperty { $0.duration } }
}

extension AVAsyncProperty where Root: AVAsset, Value == [AVAssetTrack] {
    /// The asset's tracks.
    public static var tracks: AVAsyncProperty<Root, [AVAssetTrack]> { AVAsyncProperty { _ in [] } }
}

extension AVAsyncProperty where Root: AVAsset, Value == Bool {
    /// Whether the asset can be played.
    public static var isPlayable: AVAsyncProperty<Root, Bool> { AVAsyncProperty { $0.isPlayable } }
}

extension AVAsyncProperty where Root: AVAsset, Value == [AVMetadataItem] {
    /// The asset's metadata in the common key space.
    public static var commonMetadata: AVAsyncProperty<Root, [AVMetadataItem]> { AVAsyncProperty { $0.commonMetadata } }
    /// All the asset's metadata.
    public static var metadata: AVAsyncProperty<Root, [AVMetadataItem]> { AVAsyncProperty { $0.metadata } }
}

extension AVAsyncProperty where Root: AVMetadataItem, Value == (any Sendable)? {
    /// The item's value.
    public static var value: AVAsyncProperty<Root, (any Sendable)?> { AVAsyncProperty { $0.value } }
}

extension AVAsyncProperty where Root: AVMetadataItem, Value == String? {
    /// The item's value as a string.
    public static var stringValue: AVAsyncProperty<Root, String?> { AVAsyncProperty { $0.stringValue } }
}

extension AVAsyncProperty where Root: AVMetadataItem, Value == Data? {
    /// The item's value as data (an artwork's image).
    public static var dataValue: AVAsyncProperty<Root, Data?> { AVAsyncProperty { $0.dataValue } }
}

extension AVAsyncProperty where Root: AVMetadataItem, Value == NSNumber? {
    /// The item's value as a number.
    public static var numberValue: AVAsyncProperty<Root, NSNumber?> { AVAsyncProperty { $0.numberValue } }
}

extension AVAsyncProperty where Root: AVMetadataItem, Value == Date? {
    /// The item's value as a date.
    public static var dateValue: AVAsyncProperty<Root, Date?> { AVAsyncProperty { $0.dateValue } }
}

/// Something whose properties load asynchronously (AVFoundation's `AVAsyncPropertyLoadable`).
public protocol AVAsyncPropertyLoadable: AnyObject {}

extension AVAsyncPropertyLoadable {
    /// The value of `property` (see the file header).
    public func load<T>(_ property: AVAsyncProperty<Self, T>) async throws -> T { property.read(self) }

    /// The values of two properties.
    public func load<A, B>(_ first: AVAsyncProperty<Self, A>, _ second: AVAsyncProperty<Self, B>) async throws -> (A, B) {
        (first.read(self), second.read(self))
    }

    /// The values of three properties.
    public func load<A, B, C>(_ first: AVAsyncProperty<Self, A>, _ second: AVAsyncProperty<Self, B>,
                              _ third: AVAsyncProperty<Self, C>) async throws -> (A, B, C) {
        (first.read(self), second.read(self), third.read(self))
    }

    /// Whether `property` was loaded: it loads at once here, so it always has.
    public func status<T>(of property: AVAsyncProperty<Self, T>) -> AVAsyncProperty<Self, T>.Status {
        .loaded(property.read(self))
    }
}

extension AVMetadataItem: AVAsyncPropertyLoadable {}

extension AVAsset: AVAsyncPropertyLoadable {
    /// The asset's tracks of `mediaType`: none (nothing is read).
    public func loadTracks(withMediaType mediaType: AVMediaType) async throws -> [AVAssetTrack] { [] }
}

/// One track of an asset (AVFoundation's `AVAssetTrack`): an asset here has none.
public final class AVAssetTrack: @unchecked Sendable {
    public let mediaType: AVMediaType
    public var naturalSize: CGSize { .zero }
    public var timeRange: CMTimeRange { CMTimeRange(start: .zero, duration: .zero) }

    init(mediaType: AVMediaType) { self.mediaType = mediaType }
}

/// A span of time (CoreMedia's `CMTimeRange`).
public struct CMTimeRange: Hashable, Sendable {
    public var start: CMTime
    public var duration: CMTime
    public init(start: CMTime, duration: CMTime) {
        self.start = start
        self.duration = duration
    }
}
