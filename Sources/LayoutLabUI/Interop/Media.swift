// Media frameworks view files import (`AVKit`, `AVFoundation`, `PhotosUI`, `Photos`, `CoreImage`
// import this library). Views are stand-ins: a `VideoPlayer` is a UIKit player underneath, whose
// sizing SwiftUI does not publish, so it takes the space it is offered like a `Map` or a `Chart`
// (give it a frame, as most code does); a `PhotosPicker` is a button showing its label. Players,
// assets and libraries are inert: nothing plays, loads or asks for access while a view is laid out.
// The player controller, the camera, the photo library and Core Image have files of their own
// (AVPlayerController.swift, AVCapture.swift, PhotoLibrary.swift, CoreImage.swift).
import LayoutEngine

// MARK: AVKit and AVFoundation

/// A video player with the system's controls (AVKit's `VideoPlayer`): one flexible view (see the
/// file header); its overlay is not laid out.
public struct VideoPlayer<VideoOverlay: View>: _PrimitiveView {
    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {}
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [ViewNode(.color(name: "videoPlayer"))] }
}

extension VideoPlayer where VideoOverlay == EmptyView {
    public init(player: AVPlayer?) {}
}

/// A time (CoreMedia's `CMTime`).
public struct CMTime: Hashable, Sendable {
    public var seconds: Double
    public init(seconds: Double, preferredTimescale: Int32) { self.seconds = seconds }
    public init(value: Int64, timescale: Int32) { seconds = Double(value) / Double(max(timescale, 1)) }
    public static let zero = CMTime(seconds: 0, preferredTimescale: 600)
}

/// A time in seconds (CoreMedia's `CMTimeGetSeconds`).
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }

/// A media item to play (AVFoundation's `AVPlayerItem`): nothing loads, so its status stays
/// `.unknown` and it never has enough buffered to play on.
public class AVPlayerItem: @unchecked Sendable {
    public let url: URL?
    /// The asset it plays.
    public let asset: AVAsset
    public init(url: URL) {
        self.url = url
        asset = AVURLAsset(url: url)
    }
    public init(asset: AVAsset) {
        url = asset.url
        self.asset = asset
    }
    public var duration: CMTime { .zero }
    public var status: Status { .unknown }
    public var error: (any Error)? { nil }
    public var isPlaybackLikelyToKeepUp: Bool { false }
    public var isPlaybackBufferEmpty: Bool { true }
    public var isPlaybackBufferFull: Bool { false }
    public var presentationSize: CGSize { .zero }
    public var preferredForwardBufferDuration: TimeInterval = 0
    public var externalMetadata: [AVMetadataItem] = []
    public func currentTime() -> CMTime { .zero }

    /// Whether an item can play (AVFoundation's `AVPlayerItem.Status`).
    public enum Status: Int, Sendable { case unknown, readyToPlay, failed }

    /// Posted when an item plays to its end: never here.
    public static let didPlayToEndTimeNotification = Notification.Name.AVPlayerItemDidPlayToEndTime
    /// Posted when an item fails to play to its end: never here.
    public static let failedToPlayToEndTimeNotification = Notification.Name.AVPlayerItemFailedToPlayToEndTime
}

extension Notification.Name {
    /// An item played to its end (AVFoundation's constant, its older spelling): never posted here.
    public static let AVPlayerItemDidPlayToEndTime = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
    public static let AVPlayerItemFailedToPlayToEndTime = Notification.Name("AVPlayerItemFailedToPlayToEndTimeNotification")
    public static let AVPlayerItemPlaybackStalled = Notification.Name("AVPlayerItemPlaybackStalledNotification")
}

/// A media file (AVFoundation's `AVAsset` and `AVURLAsset`): nothing is read from it, so it has
/// no duration and no metadata.
public class AVAsset: @unchecked Sendable {
    let url: URL?
    /// The asset of the file at `url` (an `AVURLAsset` in AVFoundation).
    public init(url: URL) { self.url = url }
    public var duration: CMTime { .zero }
    public var commonMetadata: [AVMetadataItem] { [] }
    public var metadata: [AVMetadataItem] { [] }
    public var isPlayable: Bool { false }
}

/// A media file at a URL (AVFoundation's `AVURLAsset`).
public final class AVURLAsset: AVAsset, @unchecked Sendable {
    public init(url: URL, options: [String: Any]? = nil) { super.init(url: url) }
    /// The file's URL.
    public var assetURL: URL { url ?? URL(fileURLWithPath: "/") }
}

/// A player (AVFoundation's `AVPlayer`): nothing plays.
public class AVPlayer: @unchecked Sendable {
    public private(set) var currentItem: AVPlayerItem?
    public var rate: Float = 0
    public var volume: Float = 1
    public var isMuted = false
    public init() {}
    public init(url: URL) { currentItem = AVPlayerItem(url: url) }
    public init(playerItem item: AVPlayerItem?) { currentItem = item }
    public func play() {}
    public func pause() {}
    public func seek(to time: CMTime) {}
    public func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
    public func currentTime() -> CMTime { .zero }
    public func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?,
                                        using block: @escaping (CMTime) -> Void) -> Any { NSObject() }
    public func removeTimeObserver(_ observer: Any) {}
}

/// A player of a queue of items (AVFoundation's `AVQueuePlayer`).
public final class AVQueuePlayer: AVPlayer, @unchecked Sendable {
    public init(items: [AVPlayerItem]) { super.init(playerItem: items.first) }
    public override init() { super.init() }
}

/// What an audio player tells its delegate (AVFAudio's `AVAudioPlayerDelegate`): nothing plays
/// here, so it is never called.
public protocol AVAudioPlayerDelegate: AnyObject {
    /// A sound finished playing.
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    /// A sound could not be decoded.
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}

/// A sound player (AVFoundation's `AVAudioPlayer`, also `import AVFAudio`): nothing plays.
public final class AVAudioPlayer: @unchecked Sendable {
    /// Told when a sound ends; never here.
    public weak var delegate: (any AVAudioPlayerDelegate)?
    public var volume: Float = 1
    public var numberOfLoops = 0
    public var currentTime: TimeInterval = 0
    public var duration: TimeInterval { 0 }
    public var isPlaying: Bool { false }
    public var rate: Float = 1
    public var enableRate = false
    public var pan: Float = 0
    public var isMeteringEnabled = false
    public let url: URL?
    /// A player with no sound (the `init()` every `NSObject` has, which apps call to give a
    /// property a first value: `var player = AVAudioPlayer()`).
    public init() { url = nil }
    public init(contentsOf url: URL) throws { self.url = url }
    public init(contentsOf url: URL, fileTypeHint utiString: String?) throws { self.url = url }
    public init(data: Data) throws { url = nil }
    public init(data: Data, fileTypeHint utiString: String?) throws { url = nil }
    public func updateMeters() {}
    /// The sound's level: silence (-160 dB, the lowest a meter reads).
    public func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    public func peakPower(forChannel channelNumber: Int) -> Float { -160 }
    @discardableResult public func prepareToPlay() -> Bool { true }
    @discardableResult public func play() -> Bool { false }
    public func pause() {}
    public func stop() {}
}

/// The app's audio settings (AVFoundation's `AVAudioSession`).
public final class AVAudioSession: @unchecked Sendable {
    public init() {}
    public static func sharedInstance() -> AVAudioSession { AVAudioSession() }
    /// Asks for the microphone: never granted here.
    public func requestRecordPermission(_ response: @escaping (Bool) -> Void) {}
    public var recordPermission: RecordPermission { .undetermined }
    /// Microphone access (AVFoundation's `AVAudioSession.RecordPermission`).
    public enum RecordPermission: Sendable { case undetermined, denied, granted }
    public func setCategory(_ category: Category, mode: Mode = .default, options: CategoryOptions = []) throws {}
    public func setCategory(_ category: Category) throws {}
    public func setActive(_ active: Bool, options: SetActiveOptions = []) throws {}
    /// Posted when a call or another app interrupts the audio; never here.
    public static let interruptionNotification = Notification.Name("AVAudioSessionInterruptionNotification")
    /// Posted when headphones come or go; never here.
    public static let routeChangeNotification = Notification.Name("AVAudioSessionRouteChangeNotification")
    /// Whether an interruption began or ended (AVFoundation's `AVAudioSession.InterruptionType`).
    public enum InterruptionType: UInt, Sendable { case ended = 0, began = 1 }
    /// What to do after an interruption (AVFoundation's `AVAudioSession.InterruptionOptions`).
    public struct InterruptionOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let shouldResume = InterruptionOptions(rawValue: 1)
    }

    /// An audio category (AVFoundation's `AVAudioSession.Category`).
    public struct Category: Hashable, Sendable {
        let name: String
        public static let ambient = Category(name: "ambient"), playback = Category(name: "playback")
        public static let record = Category(name: "record"), playAndRecord = Category(name: "playAndRecord")
        public static let soloAmbient = Category(name: "soloAmbient")
    }
    /// An audio mode (AVFoundation's `AVAudioSession.Mode`).
    public struct Mode: Hashable, Sendable {
        let name: String
        public static let `default` = Mode(name: "default"), moviePlayback = Mode(name: "moviePlayback")
        public static let spokenAudio = Mode(name: "spokenAudio"), measurement = Mode(name: "measurement")
    }
    /// Category options (AVFoundation's `AVAudioSession.CategoryOptions`).
    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 1), duckOthers = CategoryOptions(rawValue: 2)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 8)
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 17)
        public static let allowBluetooth = CategoryOptions(rawValue: 4), allowAirPlay = CategoryOptions(rawValue: 64)
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 32)
    }
    /// Activation options (AVFoundation's `AVAudioSession.SetActiveOptions`).
    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }
}

/// The keys of an interruption notification's user info (AVFoundation's constants).
public let AVAudioSessionInterruptionTypeKey = "AVAudioSessionInterruptionTypeKey"
public let AVAudioSessionInterruptionOptionKey = "AVAudioSessionInterruptionOptionKey"

/// An audio graph (AVFoundation's `AVAudioEngine`): nothing plays or records.
public final class AVAudioEngine: @unchecked Sendable {
    public let mainMixerNode = AVAudioNode()
    public let outputNode = AVAudioNode()
    public let inputNode = AVAudioNode()
    public var isRunning: Bool { false }
    public init() {}
    public func attach(_ node: AVAudioNode) {}
    public func connect(_ node1: AVAudioNode, to node2: AVAudioNode, format: AVAudioFormat?) {}
    public func prepare() {}
    public func start() throws {}
    public func stop() {}
}

/// A node of an audio graph (AVFoundation's `AVAudioNode`).
public class AVAudioNode: @unchecked Sendable {
    public var volume: Float = 1
    public init() {}
    public func outputFormat(forBus bus: Int) -> AVAudioFormat { AVAudioFormat() }
    public func inputFormat(forBus bus: Int) -> AVAudioFormat { AVAudioFormat() }
    /// Taps the node's audio: no buffer arrives here.
    public func installTap(onBus bus: Int, bufferSize: UInt32, format: AVAudioFormat?,
                           block: @escaping (AVAudioPCMBuffer, AVAudioTime) -> Void) {}
    public func removeTap(onBus bus: Int) {}
}

/// Audio samples (AVFoundation's `AVAudioPCMBuffer`).
public final class AVAudioPCMBuffer: @unchecked Sendable {
    public var frameLength: UInt32 = 0
    public let frameCapacity: UInt32
    public let format: AVAudioFormat
    public init?(pcmFormat format: AVAudioFormat, frameCapacity: UInt32) {
        self.format = format
        self.frameCapacity = frameCapacity
    }
    public var floatChannelData: UnsafePointer<UnsafeMutablePointer<Float>>? { nil }
}

/// A moment of an audio stream (AVFoundation's `AVAudioTime`).
public final class AVAudioTime: @unchecked Sendable {
    public let sampleTime: Int64
    public let sampleRate: Double
    public init(sampleTime: Int64, atRate sampleRate: Double) {
        self.sampleTime = sampleTime
        self.sampleRate = sampleRate
    }
}

/// Plays buffers and files (AVFoundation's `AVAudioPlayerNode`): nothing plays.
public final class AVAudioPlayerNode: AVAudioNode, @unchecked Sendable {
    public override init() {}
    public func play() {}
    public func stop() {}
    public func scheduleFile(_ file: AVAudioFile, at when: Any?, completionHandler: (() -> Void)? = nil) {}
}

/// An audio file (AVFoundation's `AVAudioFile`).
public final class AVAudioFile: @unchecked Sendable {
    public init(forReading fileURL: URL) throws {}
    public var processingFormat: AVAudioFormat { AVAudioFormat() }
}

/// An audio format (AVFoundation's `AVAudioFormat`).
public final class AVAudioFormat: @unchecked Sendable {
    public var sampleRate: Double = 44_100
    public var channelCount: UInt32 = 1
    public init() {}
    public init?(standardFormatWithSampleRate sampleRate: Double, channels: UInt32) {
        self.sampleRate = sampleRate
        channelCount = channels
    }
}

/// Speech synthesis (AVFoundation's `AVSpeechSynthesizer`): nothing is spoken.
public final class AVSpeechSynthesizer: @unchecked Sendable {
    public init() {}
    public weak var delegate: (any AVSpeechSynthesizerDelegate)?
    public var isSpeaking: Bool { false }
    public var isPaused: Bool { false }
    public func speak(_ utterance: AVSpeechUtterance) {}
    @discardableResult public func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool { true }
    @discardableResult public func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool { true }
    @discardableResult public func continueSpeaking() -> Bool { true }
}

/// A synthesizer's events (AVFoundation's `AVSpeechSynthesizerDelegate`): never called here.
public protocol AVSpeechSynthesizerDelegate: AnyObject {}

/// Text to speak (AVFoundation's `AVSpeechUtterance`), with AVFoundation's defaults.
public final class AVSpeechUtterance: @unchecked Sendable {
    public let speechString: String
    public var rate: Float = AVSpeechUtteranceDefaultSpeechRate
    public var pitchMultiplier: Float = 1
    public var volume: Float = 1
    public var preUtteranceDelay: TimeInterval = 0
    public var postUtteranceDelay: TimeInterval = 0
    public var prefersAssistiveTechnologySettings = false
    public var voice: AVSpeechSynthesisVoice?
    public init(string: String) { speechString = string }
}

/// Speech rates (AVFoundation's constants: 0 to 1, 0.5 by default).
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5

/// A voice (AVFoundation's `AVSpeechSynthesisVoice`): none is installed here.
public final class AVSpeechSynthesisVoice: @unchecked Sendable {
    public let name: String
    public let identifier: String
    public let language: String
    public var quality: AVSpeechSynthesisVoiceQuality { .default }
    public init?(language: String?) {
        name = "Samantha"
        identifier = "com.apple.voice.compact.en-US.Samantha"
        self.language = language ?? "en-US"
    }
    public init?(identifier: String) {
        name = "Samantha"
        self.identifier = identifier
        language = "en-US"
    }
    /// The installed voices: none here.
    public static func speechVoices() -> [AVSpeechSynthesisVoice] { [] }
    public static func currentLanguageCode() -> String { "en-US" }
}

/// How good a voice sounds (AVFoundation's `AVSpeechSynthesisVoiceQuality`).
public enum AVSpeechSynthesisVoiceQuality: Int, Sendable { case `default` = 1, enhanced, premium }

/// Where speech stops (AVFoundation's `AVSpeechBoundary`).
public enum AVSpeechBoundary: Sendable { case immediate, word }

// MARK: PhotosUI and Photos

/// A button that opens the photo picker (PhotosUI's `PhotosPicker`): its label (see the file header).
public struct PhotosPicker<Label: View>: View {
    let label: Label

    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                @ViewBuilder label: () -> Label) { self.label = label() }
    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                @ViewBuilder label: () -> Label) { self.label = label() }
    /// With the library to pick from (never opened here).
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                photoLibrary: PHPhotoLibrary, @ViewBuilder label: () -> Label) { self.label = label() }
    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                photoLibrary: PHPhotoLibrary, @ViewBuilder label: () -> Label) { self.label = label() }

    public var body: some View { Button(action: {}) { label } }
}

extension PhotosPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil) {
        label = Text(titleKey)
    }
    /// A titled picker of one item from `photoLibrary` (never opened here): its title as a button.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary) {
        label = Text(titleKey)
    }
    /// A picker titled by a string value, of one item from `photoLibrary`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                                   photoLibrary: PHPhotoLibrary) {
        label = Text(title)
    }
    /// A titled picker of several items from `photoLibrary`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary) {
        label = Text(titleKey)
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                matching filter: PHPickerFilter? = nil) {
        label = Text(titleKey)
    }
}

/// A picked photo (PhotosUI's `PhotosPickerItem`): nothing loads.
public struct PhotosPickerItem: Hashable, Sendable {
    public let itemIdentifier: String?
    public init(itemIdentifier: String) { self.itemIdentifier = itemIdentifier }
    public func loadTransferable<T>(type: T.Type) async throws -> T? { nil }
    public func loadTransferable<T>(type: T.Type, completionHandler: @escaping (Swift.Result<T?, any Error>) -> Void) -> Progress {
        Progress(totalUnitCount: 1)
    }
    /// How a picked item's encoding is chosen (PhotosUI's `PhotosPickerItem.EncodingDisambiguationPolicy`).
    public enum EncodingDisambiguationPolicy: Hashable, Sendable { case automatic, current, compatible }
}

/// How a multi-selection picker behaves (PhotosUI's `PhotosPickerSelectionBehavior`).
public enum PhotosPickerSelectionBehavior: Hashable, Sendable { case `default`, ordered, continuous, continuousAndOrdered }

/// What a photo picker shows (PhotosUI's `PHPickerFilter`).
public struct PHPickerFilter: Hashable, Sendable {
    let name: String
    public static let images = PHPickerFilter(name: "images"), videos = PHPickerFilter(name: "videos")
    public static let livePhotos = PHPickerFilter(name: "livePhotos"), screenshots = PHPickerFilter(name: "screenshots")
    public static let panoramas = PHPickerFilter(name: "panoramas"), bursts = PHPickerFilter(name: "bursts")
    public static let depthEffectPhotos = PHPickerFilter(name: "depthEffectPhotos")
    public static let cinematicVideos = PHPickerFilter(name: "cinematicVideos"), slomoVideos = PHPickerFilter(name: "slomoVideos")
    public static let timelapseVideos = PHPickerFilter(name: "timelapseVideos"), spatialMedia = PHPickerFilter(name: "spatialMedia")
    public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: "any") }
    public static func all(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: "all") }
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(name: "not") }
}

extension View {
    /// Presents the photo picker: not laid out (a presentation).
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> Self { self }
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                             photoLibrary: PHPhotoLibrary) -> Self { self }
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                             selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> Self { self }
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                             selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                             photoLibrary: PHPhotoLibrary) -> Self { self }
}

#if !canImport(CoreGraphics)
/// A bitmap (CoreGraphics' `CGImage`), as image code passes it on: never made here.
public final class CGImage: @unchecked Sendable {
    public var width: Int { 0 }
    public var height: Int { 0 }
    /// The part of the image inside `rect`: none, as no bitmap is made.
    public func cropping(to rect: CGRect) -> CGImage? { nil }
}
#endif

/// Data a picker or a drop hands over (Foundation's `NSItemProvider`): it never holds any here.
open class NSItemProvider: @unchecked Sendable {
    public init() {}
    /// A provider of `object` (a string, an image, a URL): what a drag hands over.
    public convenience init(object: Any) { self.init() }
    public convenience init(item: Any?, typeIdentifier: String?) { self.init() }
    public convenience init?(contentsOf fileURL: URL) { self.init() }
    open var suggestedName: String?
    open var registeredTypeIdentifiers: [String] { [] }
    open func canLoadObject(ofClass aClass: Any.Type) -> Bool { false }
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool { false }
    open func loadObject(ofClass aClass: Any.Type, completionHandler: @escaping (Any?, (any Error)?) -> Void) {}
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping (Data?, (any Error)?) -> Void) {}
    open func loadFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping (URL?, (any Error)?) -> Void) {}
    /// What a load hands over (Foundation's `NSItemProvider.CompletionHandler`).
    public typealias CompletionHandler = ((any NSSecureCoding)?, (any Error)?) -> Void
    /// Loads the item of a type (a dropped text): it holds none, so `completionHandler` is never called.
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                       completionHandler: CompletionHandler? = nil) {}
}

/// What a photo picker controller offers (PhotosUI's `PHPickerConfiguration`).
public struct PHPickerConfiguration: Sendable {
    public var filter: PHPickerFilter?
    public var selectionLimit = 1
    public var preferredAssetRepresentationMode: AssetRepresentationMode = .automatic
    public init() {}
    public init(photoLibrary: Any) {}

    /// PhotosUI's `PHPickerConfiguration.AssetRepresentationMode`.
    public enum AssetRepresentationMode: Int, Sendable { case automatic, current, compatible }
}

/// PhotosUI's photo picker controller (`PHPickerViewController`), as representables wrap it: it
/// never picks here.
open class PHPickerViewController: UIViewController, @unchecked Sendable {
    public let configuration: PHPickerConfiguration
    open weak var delegate: (any PHPickerViewControllerDelegate)?
    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) {
        configuration = PHPickerConfiguration()
        super.init(coder: coder)
    }
}

/// A photo picker controller's events (PhotosUI's `PHPickerViewControllerDelegate`); never sent here.
public protocol PHPickerViewControllerDelegate: AnyObject {
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// One picked item (PhotosUI's `PHPickerResult`).
public struct PHPickerResult: Sendable {
    public let itemProvider: NSItemProvider
    public let assetIdentifier: String?
}
