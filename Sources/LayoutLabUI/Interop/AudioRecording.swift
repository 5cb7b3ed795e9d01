// AVFoundation's audio recorder and the settings keys apps give it (`import AVFoundation` imports
// this library): inert stand-ins. There is no microphone while a view is laid out, so a recorder
// is made with its settings but never records, and its meters read silence.
import Foundation

/// A CoreAudio format identifier (CoreAudioTypes' `AudioFormatID`, a four-character code).
public typealias AudioFormatID = UInt32

/// MPEG-4 AAC audio (`'aac '`).
public let kAudioFormatMPEG4AAC: AudioFormatID = 0x6161_6320
/// Linear PCM audio (`'lpcm'`).
public let kAudioFormatLinearPCM: AudioFormatID = 0x6C70_636D
/// Apple Lossless audio (`'alac'`).
public let kAudioFormatAppleLossless: AudioFormatID = 0x616C_6163

/// The settings key of the audio format (an `AudioFormatID`).
public let AVFormatIDKey = "AVFormatIDKey"
/// The settings key of the sample rate, in hertz.
public let AVSampleRateKey = "AVSampleRateKey"
/// The settings key of the number of channels.
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
/// The settings key of the encoder's quality (an `AVAudioQuality` raw value).
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
/// The settings key of the encoder's bit rate.
public let AVEncoderBitRateKey = "AVEncoderBitRateKey"
/// The settings key of linear PCM's bit depth.
public let AVLinearPCMBitDepthKey = "AVLinearPCMBitDepthKey"

/// An encoder's quality (AVFoundation's `AVAudioQuality`).
public enum AVAudioQuality: Int, Sendable { case min = 0, low = 0x20, medium = 0x40, high = 0x60, max = 0x7F }

/// A recorder's events (AVFoundation's `AVAudioRecorderDelegate`): never sent here.
public protocol AVAudioRecorderDelegate: AnyObject {
    /// Recording finished.
    func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool)
    /// Encoding failed.
    func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: (any Error)?)
}

extension AVAudioRecorderDelegate {
    public func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) {}
    public func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: (any Error)?) {}
}

/// Records audio to a file (AVFoundation's `AVAudioRecorder`): keeps its file and settings and
/// never records (see the file header).
public final class AVAudioRecorder: @unchecked Sendable {
    /// The file it would record to.
    public let url: URL
    /// The settings it was made with.
    public let settings: [String: Any]
    /// Who hears of its events (never told here).
    public weak var delegate: (any AVAudioRecorderDelegate)?
    /// Whether it measures levels (kept as set; the levels read silence).
    public var isMeteringEnabled = false
    /// Whether it is recording: never.
    public var isRecording: Bool { false }
    /// How long it has recorded: nothing.
    public var currentTime: TimeInterval { 0 }

    /// A recorder of `url` with `settings`.
    public init(url: URL, settings: [String: Any]) throws {
        self.url = url
        self.settings = settings
    }

    /// Gets ready to record: true (nothing to prepare).
    @discardableResult public func prepareToRecord() -> Bool { true }
    /// Starts recording: false (no microphone here).
    @discardableResult public func record() -> Bool { false }
    /// Records for `duration`: false (no microphone here).
    @discardableResult public func record(forDuration duration: TimeInterval) -> Bool { false }
    public func pause() {}
    public func stop() {}
    /// Deletes the recorded file: false (none was recorded).
    @discardableResult public func deleteRecording() -> Bool { false }
    public func updateMeters() {}
    /// The average level of `channelNumber` in decibels: −160, silence.
    public func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    /// The peak level of `channelNumber` in decibels: −160, silence.
    public func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}
