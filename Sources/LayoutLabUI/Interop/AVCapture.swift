// AVFoundation's camera stack, as camera screens set it up: a capture session with a device's
// input and a photo output, and a preview layer in a `UIViewRepresentable`. A preview has no
// camera: access is never granted, no device is found (`AVCaptureDevice.default` is nil and a
// discovery session finds none), so apps' `guard let device = …` leaves the session without an
// input. The session accepts what it is given and never runs, so no frame or photo is ever
// delivered and a delegate is never called. The preview layer draws nothing; the view that holds
// it is laid out as any representable's (Representables.swift).
import Foundation

/// A kind of media (AVFoundation's `AVMediaType`).
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let video = AVMediaType(rawValue: "vide"), audio = AVMediaType(rawValue: "soun")
    public static let depthData = AVMediaType(rawValue: "dpth"), metadata = AVMediaType(rawValue: "meta")
}

/// Whether the app may use a device (AVFoundation's `AVAuthorizationStatus`).
public enum AVAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized }

/// A camera or microphone (AVFoundation's `AVCaptureDevice`): access is never granted and no device
/// is found here (see the file header).
public final class AVCaptureDevice: @unchecked Sendable {
    public static func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .notDetermined }
    public static func requestAccess(for mediaType: AVMediaType) async -> Bool { false }
    public static func requestAccess(for mediaType: AVMediaType, completionHandler: @escaping (Bool) -> Void) {}
    public static func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }
    public static func `default`(_ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position) -> AVCaptureDevice? { nil }
    public static func devices(for mediaType: AVMediaType) -> [AVCaptureDevice] { [] }

    init() {}
    public var position: Position { .unspecified }
    public var deviceType: DeviceType { .builtInWideAngleCamera }
    public var localizedName: String { "" }
    public var uniqueID: String { "" }
    public var isConnected: Bool { false }
    public var hasTorch: Bool { false }
    public var hasFlash: Bool { false }
    public var isTorchAvailable: Bool { false }
    public var torchMode = TorchMode.off
    public var focusMode = FocusMode.continuousAutoFocus
    public var exposureMode = ExposureMode.continuousAutoExposure
    public var focusPointOfInterest = CGPoint(x: 0.5, y: 0.5)
    public var exposurePointOfInterest = CGPoint(x: 0.5, y: 0.5)
    public var isFocusPointOfInterestSupported: Bool { false }
    public var isExposurePointOfInterestSupported: Bool { false }
    public var videoZoomFactor: CGFloat = 1
    public var minAvailableVideoZoomFactor: CGFloat { 1 }
    public var maxAvailableVideoZoomFactor: CGFloat { 1 }
    public func isFocusModeSupported(_ focusMode: FocusMode) -> Bool { false }
    public func isExposureModeSupported(_ exposureMode: ExposureMode) -> Bool { false }
    public func isTorchModeSupported(_ torchMode: TorchMode) -> Bool { false }
    public func lockForConfiguration() throws {}
    public func unlockForConfiguration() {}
    public func setTorchModeOn(level torchLevel: Float) throws {}
    public func ramp(toVideoZoomFactor factor: CGFloat, withRate rate: Float) { videoZoomFactor = factor }

    /// Which side of the phone a camera faces (AVFoundation's `AVCaptureDevice.Position`).
    public enum Position: Int, Sendable { case unspecified = 0, back = 1, front = 2 }
    /// A torch's state (AVFoundation's `AVCaptureDevice.TorchMode`).
    public enum TorchMode: Int, Sendable { case off = 0, on = 1, auto = 2 }
    /// A flash's state (AVFoundation's `AVCaptureDevice.FlashMode`).
    public enum FlashMode: Int, Sendable { case off = 0, on = 1, auto = 2 }
    /// How a camera focuses (AVFoundation's `AVCaptureDevice.FocusMode`).
    public enum FocusMode: Int, Sendable { case locked = 0, autoFocus = 1, continuousAutoFocus = 2 }
    /// How a camera exposes (AVFoundation's `AVCaptureDevice.ExposureMode`).
    public enum ExposureMode: Int, Sendable { case locked = 0, autoExpose = 1, continuousAutoExposure = 2, custom = 3 }

    /// A kind of camera or microphone (AVFoundation's `AVCaptureDevice.DeviceType`).
    public struct DeviceType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        public static let builtInUltraWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInUltraWideCamera")
        public static let builtInTelephotoCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTelephotoCamera")
        public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
        public static let builtInDualWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualWideCamera")
        public static let builtInTripleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTripleCamera")
        public static let builtInTrueDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTrueDepthCamera")
        public static let builtInLiDARDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInLiDARDepthCamera")
        public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInMicrophone")
        public static let microphone = DeviceType(rawValue: "AVCaptureDeviceTypeMicrophone")
    }

    /// Finds the devices of some kinds (AVFoundation's `AVCaptureDevice.DiscoverySession`): none here.
    public final class DiscoverySession: @unchecked Sendable {
        public init(deviceTypes: [DeviceType], mediaType: AVMediaType?, position: Position) {}
        public var devices: [AVCaptureDevice] { [] }
    }
}

/// Where a session's media comes from (AVFoundation's `AVCaptureInput`).
open class AVCaptureInput: @unchecked Sendable {
    init() {}
}

/// A device's media (AVFoundation's `AVCaptureDeviceInput`).
open class AVCaptureDeviceInput: AVCaptureInput, @unchecked Sendable {
    public let device: AVCaptureDevice
    public init(device: AVCaptureDevice) throws {
        self.device = device
        super.init()
    }
}

/// Where a session's media goes (AVFoundation's `AVCaptureOutput`).
open class AVCaptureOutput: @unchecked Sendable {
    init() {}
    /// The output's connection for `mediaType`: none, as the session has no input.
    open func connection(with mediaType: AVMediaType) -> AVCaptureConnection? { nil }
    open var connections: [AVCaptureConnection] { [] }
}

/// A link from an input to an output (AVFoundation's `AVCaptureConnection`): its settings, kept.
open class AVCaptureConnection: @unchecked Sendable {
    init() {}
    open var isEnabled = true
    open var videoOrientation = AVCaptureVideoOrientation.portrait
    open var videoRotationAngle: CGFloat = 90
    open var isVideoMirrored = false
    open var automaticallyAdjustsVideoMirroring = true
    open var isVideoOrientationSupported: Bool { true }
    open var isVideoMirroringSupported: Bool { true }
    open func isVideoRotationAngleSupported(_ videoRotationAngle: CGFloat) -> Bool { true }
}

/// Which way up video is (AVFoundation's `AVCaptureVideoOrientation`).
public enum AVCaptureVideoOrientation: Int, Sendable { case portrait = 1, portraitUpsideDown, landscapeRight, landscapeLeft }

/// A capture session (AVFoundation's `AVCaptureSession`): it keeps its inputs and outputs and
/// never runs (see the file header).
open class AVCaptureSession: @unchecked Sendable {
    open var sessionPreset = Preset.high
    open private(set) var inputs: [AVCaptureInput] = []
    open private(set) var outputs: [AVCaptureOutput] = []
    open var isRunning: Bool { false }
    open var isInterrupted: Bool { false }
    public init() {}
    open func beginConfiguration() {}
    open func commitConfiguration() {}
    open func canSetSessionPreset(_ preset: Preset) -> Bool { true }
    open func canAddInput(_ input: AVCaptureInput) -> Bool { !inputs.contains { $0 === input } }
    open func addInput(_ input: AVCaptureInput) { if canAddInput(input) { inputs.append(input) } }
    open func removeInput(_ input: AVCaptureInput) { inputs.removeAll { $0 === input } }
    open func canAddOutput(_ output: AVCaptureOutput) -> Bool { !outputs.contains { $0 === output } }
    open func addOutput(_ output: AVCaptureOutput) { if canAddOutput(output) { outputs.append(output) } }
    open func removeOutput(_ output: AVCaptureOutput) { outputs.removeAll { $0 === output } }
    /// Starts the session: there is no camera, so it does not run.
    open func startRunning() {}
    open func stopRunning() {}

    /// A session's quality (AVFoundation's `AVCaptureSession.Preset`).
    public struct Preset: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
        public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh")
        public static let medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
        public static let low = Preset(rawValue: "AVCaptureSessionPresetLow")
        public static let inputPriority = Preset(rawValue: "AVCaptureSessionPresetInputPriority")
        public static let vga640x480 = Preset(rawValue: "AVCaptureSessionPreset640x480")
        public static let hd1280x720 = Preset(rawValue: "AVCaptureSessionPreset1280x720")
        public static let hd1920x1080 = Preset(rawValue: "AVCaptureSessionPreset1920x1080")
        public static let hd4K3840x2160 = Preset(rawValue: "AVCaptureSessionPreset3840x2160")
    }
}

/// Takes photos (AVFoundation's `AVCapturePhotoOutput`): with no camera, no photo is ever taken
/// and the delegate is never called.
open class AVCapturePhotoOutput: AVCaptureOutput, @unchecked Sendable {
    public override init() { super.init() }
    open var isHighResolutionCaptureEnabled = false
    open var maxPhotoQualityPrioritization = AVCapturePhotoOutput.QualityPrioritization.balanced
    open var isLivePhotoCaptureEnabled = false
    open var isLivePhotoCaptureSupported: Bool { false }
    open var isDepthDataDeliverySupported: Bool { false }
    open var supportedFlashModes: [AVCaptureDevice.FlashMode] { [] }
    open func capturePhoto(with settings: AVCapturePhotoSettings, delegate: any AVCapturePhotoCaptureDelegate) {}

    /// Speed against quality (AVFoundation's `AVCapturePhotoOutput.QualityPrioritization`).
    public enum QualityPrioritization: Int, Sendable { case speed = 1, balanced = 2, quality = 3 }
}

/// How one photo is taken (AVFoundation's `AVCapturePhotoSettings`).
open class AVCapturePhotoSettings: @unchecked Sendable {
    open var flashMode = AVCaptureDevice.FlashMode.off
    open var isHighResolutionPhotoEnabled = false
    open var photoQualityPrioritization = AVCapturePhotoOutput.QualityPrioritization.balanced
    open var isDepthDataDeliveryEnabled = false
    public let uniqueID = Int64(0)
    public init() {}
    public init(format: [String: Any]?) {}
    public init(from photoSettings: AVCapturePhotoSettings) {
        flashMode = photoSettings.flashMode
        isHighResolutionPhotoEnabled = photoSettings.isHighResolutionPhotoEnabled
        photoQualityPrioritization = photoSettings.photoQualityPrioritization
    }
}

/// A photo as taken (AVFoundation's `AVCapturePhoto`): never delivered here.
open class AVCapturePhoto: @unchecked Sendable {
    init() {}
    open func fileDataRepresentation() -> Data? { nil }
    open func cgImageRepresentation() -> CGImage? { nil }
    open var metadata: [String: Any] { [:] }
    open var timestamp: CMTime { .zero }
}

/// A photo output's events (AVFoundation's `AVCapturePhotoCaptureDelegate`): never sent here.
public protocol AVCapturePhotoCaptureDelegate: AnyObject {
    func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: (any Error)?)
}

extension AVCapturePhotoCaptureDelegate {
    public func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: (any Error)?) {}
}

/// Shows a session's video (AVFoundation's `AVCaptureVideoPreviewLayer`): a layer that draws
/// nothing, since the session never runs.
open class AVCaptureVideoPreviewLayer: CALayer, @unchecked Sendable {
    open var session: AVCaptureSession?
    open var videoGravity = AVLayerVideoGravity.resizeAspect
    open var connection: AVCaptureConnection? { nil }
    public required init() { super.init() }
    public convenience init(session: AVCaptureSession) {
        self.init()
        self.session = session
    }
    public convenience init(sessionWithNoConnection session: AVCaptureSession) { self.init(session: session) }
}
