// Where audio goes (AVFoundation's `AVAudioSession.Port` and `currentRoute`), as music apps show
// "Headphones" or "Speaker". A preview's iPhone has nothing plugged in: its route plays through
// the built-in speaker and records from nowhere (no microphone is in use while a view is laid
// out), and its route never changes.
import Foundation

extension AVAudioSession {
    /// A kind of audio input or output (AVFoundation's `AVAudioSession.Port`).
    public struct Port: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let builtInSpeaker = Port(rawValue: "Speaker")
        public static let builtInReceiver = Port(rawValue: "Receiver")
        public static let builtInMic = Port(rawValue: "MicrophoneBuiltIn")
        public static let headphones = Port(rawValue: "Headphones")
        public static let headsetMic = Port(rawValue: "MicrophoneWired")
        public static let bluetoothA2DP = Port(rawValue: "BluetoothA2DPOutput")
        public static let bluetoothHFP = Port(rawValue: "BluetoothHFP")
        public static let bluetoothLE = Port(rawValue: "BluetoothLE")
        public static let airPlay = Port(rawValue: "AirPlay")
        public static let carAudio = Port(rawValue: "CarAudio")
        public static let HDMI = Port(rawValue: "HDMIOutput")
        public static let usbAudio = Port(rawValue: "USBAudio")
        public static let lineIn = Port(rawValue: "LineIn")
        public static let lineOut = Port(rawValue: "LineOut")
    }

    /// Why the route changed (AVFoundation's `AVAudioSession.RouteChangeReason`).
    public enum RouteChangeReason: UInt, Sendable {
        case unknown = 0, newDeviceAvailable = 1, oldDeviceUnavailable = 2, categoryChange = 3, override = 4
        case wakeFromSleep = 6, noSuitableRouteForCategory = 7, routeConfigurationChange = 8
    }

    /// The route: out through the built-in speaker, in from nothing (see the file header).
    public var currentRoute: AVAudioSessionRouteDescription {
        AVAudioSessionRouteDescription(inputs: [], outputs: [AVAudioSessionPortDescription(portType: .builtInSpeaker, portName: "Speaker")])
    }

    /// Sends output to the speaker, or back to the route's own output (AVFoundation's
    /// `overrideOutputAudioPort(_:)`): the route here already plays through the speaker.
    public func overrideOutputAudioPort(_ portOverride: PortOverride) throws {}

    /// An output override (AVFoundation's `AVAudioSession.PortOverride`).
    public enum PortOverride: UInt, Sendable {
        case none = 0
        case speaker = 1936747378
    }

    /// The outputs' volume, 0 to 1: half (iOS keeps the last one set; none is here).
    public var outputVolume: Float { 0.5 }
    public var isOtherAudioPlaying: Bool { false }
}

/// The keys of a route-change notification's user info (AVFoundation's constants).
public let AVAudioSessionRouteChangeReasonKey = "AVAudioSessionRouteChangeReasonKey"
public let AVAudioSessionRouteChangePreviousRouteKey = "AVAudioSessionRouteChangePreviousRouteKey"

/// An audio route's inputs and outputs (AVFoundation's `AVAudioSessionRouteDescription`).
public final class AVAudioSessionRouteDescription: @unchecked Sendable {
    public let inputs: [AVAudioSessionPortDescription]
    public let outputs: [AVAudioSessionPortDescription]
    init(inputs: [AVAudioSessionPortDescription], outputs: [AVAudioSessionPortDescription]) {
        self.inputs = inputs
        self.outputs = outputs
    }
}

/// One input or output of a route (AVFoundation's `AVAudioSessionPortDescription`).
public final class AVAudioSessionPortDescription: @unchecked Sendable {
    public let portType: AVAudioSession.Port
    public let portName: String
    /// Its identifier: its type's name.
    public var uid: String { portType.rawValue }
    init(portType: AVAudioSession.Port, portName: String) {
        self.portType = portType
        self.portName = portName
    }
}
