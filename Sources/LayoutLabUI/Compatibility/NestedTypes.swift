// Nested API whose parents are available but that has no layout meaning here: `ShapeStyle.image`
// paints with an image (accepted, drawn nowhere: pictures show the box), and Foundation's
// `NSUserActivity` where Linux's Foundation lacks it. (`Text.Layout`, once unavailable here, is in
// Views/TextLayout.swift.)
import Foundation

extension ShapeStyle where Self == ImagePaint {
    /// A style that tiles an image (SwiftUI's `ShapeStyle.image(_:sourceRect:scale:)`): accepted,
    /// drawn nowhere; the shape's frame is what it is.
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                             scale: CGFloat = 1) -> ImagePaint {
        ImagePaint()
    }
}

#if !canImport(Darwin)
/// Foundation's `NSUserActivity` where Linux's Foundation lacks it (Handoff and state restoration,
/// which previews never use): it can be named and made, and carries its type and user info.
open class NSUserActivity {
    public let activityType: String
    open var title: String?
    open var userInfo: [AnyHashable: Any]?

    public init(activityType: String) {
        self.activityType = activityType
    }

    /// SwiftUI's `NSUserActivity.TypedPayloadError`: a typed payload that cannot be read.
    public struct TypedPayloadError: Error {}
}
#endif
