// Nested types of SwiftUI's public API whose parents are available but that have no layout meaning
// here: declared unavailable, each message saying what to write instead, so a file that names one
// stops at its line with a reason rather than "cannot find type" (the nested types of unavailable
// types stop at their parent's message). `ShapeStyle.image` paints with an image: accepted, drawn
// nowhere (pictures show the box).
import Foundation

extension Text {
    /// SwiftUI's `Text.Layout` (read in a `TextRenderer`), with its parts.
    @available(*, unavailable, message: "layoutlab does not render text; a custom `TextRenderer` draws nothing here, remove `.textRenderer(…)` (it changes no frame)")
    public struct Layout {
        /// SwiftUI's `Text.Layout.CharacterIndex`.
        public struct CharacterIndex {}
        /// SwiftUI's `Text.Layout.DrawingOptions`.
        public struct DrawingOptions {}
        /// SwiftUI's `Text.Layout.Line`.
        public struct Line {}
        /// SwiftUI's `Text.Layout.Run`.
        public struct Run {}
        /// SwiftUI's `Text.Layout.RunSlice`.
        public struct RunSlice {}
        /// SwiftUI's `Text.Layout.TypographicBounds`.
        public struct TypographicBounds {}
    }
}

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
