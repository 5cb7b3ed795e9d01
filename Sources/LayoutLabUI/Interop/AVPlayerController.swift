// AVKit's player controller and AVFoundation's player layer, as video screens wrap them in a
// `UIViewControllerRepresentable` or a `UIViewRepresentable`: `AVPlayerViewController` is a
// `UIViewController`, so the representable compiles and is laid out as a controller's view, a view
// without a size of its own (Representables.swift; apps give it a frame or an aspect ratio).
// Nothing plays: the properties keep what is set, with AVKit's defaults.
import Foundation

/// How video fills its layer (AVFoundation's `AVLayerVideoGravity`).
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Stretched to the layer's bounds.
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
    /// Fitted inside the layer's bounds, keeping its aspect ratio.
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    /// Filling the layer's bounds, keeping its aspect ratio (cropped).
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
}

/// The system's player controller (AVKit's `AVPlayerViewController`): a UIKit controller whose
/// settings are kept, with AVKit's defaults; nothing plays or goes full screen.
open class AVPlayerViewController: UIViewController, @unchecked Sendable {
    open var player: AVPlayer?
    open var showsPlaybackControls = true
    open var videoGravity = AVLayerVideoGravity.resizeAspect
    open var allowsPictureInPicturePlayback = true
    open var canStartPictureInPictureAutomaticallyFromInline = false
    open var updatesNowPlayingInfoCenter = true
    open var entersFullScreenWhenPlaybackBegins = false
    open var exitsFullScreenWhenPlaybackEnds = false
    open var requiresLinearPlayback = false
    open var showsTimecodes = false
    open var allowsVideoFrameAnalysis = true
    open weak var delegate: (any AVPlayerViewControllerDelegate)?
    /// A view drawn over the video and under the controls.
    open var contentOverlayView: UIView? { view }
    /// Whether the first frame is ready: never, as nothing loads.
    open var isReadyForDisplay: Bool { false }
    open var videoBounds: CGRect { .zero }
}

/// A player controller's events (AVKit's `AVPlayerViewControllerDelegate`): never sent here.
public protocol AVPlayerViewControllerDelegate: AnyObject {}

/// A layer that shows a player's video (AVFoundation's `AVPlayerLayer`): it draws nothing here.
open class AVPlayerLayer: CALayer, @unchecked Sendable {
    open var player: AVPlayer?
    open var videoGravity = AVLayerVideoGravity.resizeAspect
    open var isReadyForDisplay: Bool { false }
    open var videoRect: CGRect { .zero }
    public required init() { super.init() }
    public convenience init(player: AVPlayer?) {
        self.init()
        self.player = player
    }
}
