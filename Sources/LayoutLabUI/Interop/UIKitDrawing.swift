// UIKit's image drawing as view code uses it to resize or snapshot images
// (`UIGraphicsImageRenderer(size:).image { … }`, `UIGraphicsBeginImageContextWithOptions`): nothing
// is drawn here, but an image made by a renderer has the renderer's size, so
// `Image(uiImage: image.resized(to: CGSize(width: 40, height: 40)))` lays out 40 × 40 as on a
// device. The older context functions keep no current context: `UIGraphicsGetImageFromCurrentImageContext()`
// is nil, as it is on a device when no context was begun.
#if !canImport(UIKit)
import Foundation

/// Makes images by drawing (UIKit's `UIGraphicsImageRenderer`): the image has the renderer's size.
open class UIGraphicsImageRenderer: @unchecked Sendable {
    public let size: CGSize
    public let format: UIGraphicsImageRendererFormat

    public init(size: CGSize, format: UIGraphicsImageRendererFormat = UIGraphicsImageRendererFormat()) {
        self.size = size
        self.format = format
    }

    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = UIGraphicsImageRendererFormat()) {
        self.init(size: bounds.size, format: format)
    }

    /// Runs `actions` with a context that draws nothing, and returns an image of the renderer's size.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        actions(UIGraphicsImageRendererContext(format: format))
        return UIImage(drawnSize: size)
    }

    /// The image's PNG data: empty (nothing is drawn).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        actions(UIGraphicsImageRendererContext(format: format))
        return Data()
    }
}

/// How a renderer draws (UIKit's `UIGraphicsImageRendererFormat`).
open class UIGraphicsImageRendererFormat: @unchecked Sendable {
    open var scale: CGFloat = 3
    open var opaque = false
    public init() {}
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What a renderer's drawing closure is given (UIKit's `UIGraphicsImageRendererContext`).
open class UIGraphicsImageRendererContext: @unchecked Sendable {
    public let format: UIGraphicsImageRendererFormat
    #if !canImport(CoreGraphics)
    /// The Core Graphics context it draws into: draws nothing here.
    public let cgContext = CGContext()
    #endif
    init(format: UIGraphicsImageRendererFormat) { self.format = format }
    open func fill(_ rect: CGRect) {}
    open func stroke(_ rect: CGRect) {}
}

extension UIImage {
    /// Draws the image into the current context: nothing is drawn here.
    public func draw(in rect: CGRect) {}
    public func draw(at point: CGPoint) {}
    public func draw(in rect: CGRect, blendMode: Int32 = 0, alpha: CGFloat) {}
}

extension UIView {
    /// Draws the view into the current context: nothing is drawn, and it reports so.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { false }
}

/// Begins an image context (UIKit's `UIGraphicsBeginImageContextWithOptions`): none is kept here.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {}
public func UIGraphicsBeginImageContext(_ size: CGSize) {}
/// The current context's image: nil, as on a device with no context begun.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? { nil }
public func UIGraphicsGetCurrentContext() -> CGContext? { nil }
public func UIGraphicsEndImageContext() {}
#endif
