// MediaPlayer (`import MediaPlayer`): the Music app's player, now-playing information, remote
// commands and the volume view, as music screens use them. Nothing plays in a preview: the player
// is stopped with no item, notifications are never posted, and command handlers are never called.
import Foundation

/// The Music app's player (MediaPlayer's `MPMusicPlayerController`): stopped, nothing playing.
public final class MPMusicPlayerController: @unchecked Sendable {
    public static let systemMusicPlayer = MPMusicPlayerController()
    public static let applicationMusicPlayer = MPMusicPlayerController()
    public static let applicationQueuePlayer = MPMusicPlayerController()

    public var nowPlayingItem: MPMediaItem?
    public var playbackState: MPMusicPlaybackState { .stopped }
    public var currentPlaybackTime: TimeInterval = 0
    public var currentPlaybackRate: Float = 0
    public var repeatMode = MPMusicRepeatMode.default
    public var shuffleMode = MPMusicShuffleMode.default
    public var indexOfNowPlayingItem: Int { 0 }

    public func play() {}
    public func pause() {}
    public func stop() {}
    public func prepareToPlay() {}
    public func skipToNextItem() {}
    public func skipToPreviousItem() {}
    public func skipToBeginning() {}
    public func beginGeneratingPlaybackNotifications() {}
    public func endGeneratingPlaybackNotifications() {}
}

/// Whether the player plays (MediaPlayer's `MPMusicPlaybackState`).
public enum MPMusicPlaybackState: Int, Sendable { case stopped, playing, paused, interrupted, seekingForward, seekingBackward }
/// How the player repeats (MediaPlayer's `MPMusicRepeatMode`).
public enum MPMusicRepeatMode: Int, Sendable { case `default`, none, one, all }
/// How the player shuffles (MediaPlayer's `MPMusicShuffleMode`).
public enum MPMusicShuffleMode: Int, Sendable { case `default`, off, songs, albums }

/// A song or other item of the library (MediaPlayer's `MPMediaItem`).
open class MPMediaItem: @unchecked Sendable {
    public init() {}
    open var title: String? { nil }
    open var artist: String? { nil }
    open var albumTitle: String? { nil }
    open var albumArtist: String? { nil }
    open var genre: String? { nil }
    open var playbackDuration: TimeInterval { 0 }
    open var artwork: MPMediaItemArtwork? { nil }
    open var persistentID: UInt64 { 0 }
}

/// An item's artwork (MediaPlayer's `MPMediaItemArtwork`): no image in a preview.
public final class MPMediaItemArtwork: @unchecked Sendable {
    public let bounds: CGRect
    public init(boundsSize: CGSize, requestHandler: @escaping (CGSize) -> UIImage) {
        bounds = CGRect(origin: .zero, size: boundsSize)
    }
    public func image(at size: CGSize) -> UIImage? { nil }
}

extension NSNotification.Name {
    public static let MPMusicPlayerControllerNowPlayingItemDidChange = NSNotification.Name("MPMusicPlayerControllerNowPlayingItemDidChange")
    public static let MPMusicPlayerControllerPlaybackStateDidChange = NSNotification.Name("MPMusicPlayerControllerPlaybackStateDidChange")
    public static let MPMusicPlayerControllerVolumeDidChange = NSNotification.Name("MPMusicPlayerControllerVolumeDidChange")
}

/// What the lock screen shows as playing (MediaPlayer's `MPNowPlayingInfoCenter`): kept, never shown.
public final class MPNowPlayingInfoCenter: @unchecked Sendable {
    private static let shared = MPNowPlayingInfoCenter()
    public static func `default`() -> MPNowPlayingInfoCenter { shared }
    public var nowPlayingInfo: [String: Any]?
}

public let MPMediaItemPropertyTitle = "title"
public let MPMediaItemPropertyArtist = "artist"
public let MPMediaItemPropertyAlbumTitle = "albumTitle"
public let MPMediaItemPropertyPlaybackDuration = "playbackDuration"
public let MPMediaItemPropertyArtwork = "artwork"
public let MPNowPlayingInfoPropertyElapsedPlaybackTime = "MPNowPlayingInfoPropertyElapsedPlaybackTime"
public let MPNowPlayingInfoPropertyPlaybackRate = "MPNowPlayingInfoPropertyPlaybackRate"

/// The lock screen's and headphones' commands (MediaPlayer's `MPRemoteCommandCenter`): never sent.
public final class MPRemoteCommandCenter: @unchecked Sendable {
    private static let instance = MPRemoteCommandCenter()
    public static func shared() -> MPRemoteCommandCenter { instance }
    public let playCommand = MPRemoteCommand()
    public let pauseCommand = MPRemoteCommand()
    public let stopCommand = MPRemoteCommand()
    public let togglePlayPauseCommand = MPRemoteCommand()
    public let nextTrackCommand = MPRemoteCommand()
    public let previousTrackCommand = MPRemoteCommand()
    public let changePlaybackPositionCommand = MPRemoteCommand()
    public let changePlaybackRateCommand = MPRemoteCommand()
    public let seekForwardCommand = MPRemoteCommand()
    public let seekBackwardCommand = MPRemoteCommand()
    public let skipForwardCommand = MPSkipIntervalCommand()
    public let skipBackwardCommand = MPSkipIntervalCommand()
    public let changeShuffleModeCommand = MPChangeShuffleModeCommand()
    public let changeRepeatModeCommand = MPChangeRepeatModeCommand()
    public let likeCommand = MPRemoteCommand()
    public let dislikeCommand = MPRemoteCommand()
    public let bookmarkCommand = MPRemoteCommand()
}

/// One remote command (MediaPlayer's `MPRemoteCommand`).
open class MPRemoteCommand: @unchecked Sendable {
    open var isEnabled = true
    public init() {}
    @discardableResult
    open func addTarget(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any { self }
    open func addTarget(_ target: Any, action: Selector) {}
    open func removeTarget(_ target: Any?) {}
}

/// The skip commands, with their intervals in seconds (MediaPlayer's `MPSkipIntervalCommand`).
open class MPSkipIntervalCommand: MPRemoteCommand, @unchecked Sendable {
    open var preferredIntervals: [NSNumber] = []
}

/// The shuffle command, with the mode shown (MediaPlayer's `MPChangeShuffleModeCommand`).
open class MPChangeShuffleModeCommand: MPRemoteCommand, @unchecked Sendable {
    open var currentShuffleType = MPShuffleType.off
}

/// The repeat command, with the mode shown (MediaPlayer's `MPChangeRepeatModeCommand`).
open class MPChangeRepeatModeCommand: MPRemoteCommand, @unchecked Sendable {
    open var currentRepeatType = MPRepeatType.off
}

/// How the now-playing app shuffles (MediaPlayer's `MPShuffleType`).
public enum MPShuffleType: Int, Sendable { case off, items, collections }
/// How the now-playing app repeats (MediaPlayer's `MPRepeatType`).
public enum MPRepeatType: Int, Sendable { case off, one, all }

/// A remote command as sent (MediaPlayer's `MPRemoteCommandEvent`).
public class MPRemoteCommandEvent: @unchecked Sendable {}

/// A seek to a position, as sent (MediaPlayer's `MPChangePlaybackPositionCommandEvent`).
public class MPChangePlaybackPositionCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    public var positionTime: TimeInterval { 0 }
}

/// A shuffle change, as sent (MediaPlayer's `MPChangeShuffleModeCommandEvent`).
public class MPChangeShuffleModeCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    public var shuffleType: MPShuffleType { .off }
}

/// The system's volume slider and route button (MediaPlayer's `MPVolumeView`), a UIKit view as
/// music screens wrap it. It holds a `UISlider`, as on iOS, where apps reach for it
/// (`volumeView.subviews.first(where: { $0 is UISlider })`) to read or set the volume; the slider
/// here is not the system's, so setting it changes nothing.
open class MPVolumeView: UIView, @unchecked Sendable {
    open var showsVolumeSlider = true
    open var showsRouteButton = true
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(UISlider(frame: .zero))
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open func setVolumeThumbImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setRouteButtonImage(_ image: UIImage?, for state: UIControl.State) {}
}

/// How a remote command's handler went (MediaPlayer's `MPRemoteCommandHandlerStatus`).
public enum MPRemoteCommandHandlerStatus: Int, Sendable { case success, noSuchContent, noActionableNowPlayingItem, deviceNotFound, commandFailed }
