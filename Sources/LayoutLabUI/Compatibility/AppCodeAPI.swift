// Declarations real app code uses beside its views, none of which changes layout: initializers of
// SwiftUI types the checklist generates bare (`ImagePaint`, `ImageRenderer`), `Color.mix(with:by:)`
// (iOS 18), a `ViewModifier`'s `animation(_:)`, UIKit's pasteboard and Foundation's line-break modes.

extension ImagePaint {
    /// A shape filled with an image, tiled: drawn nowhere.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.init(_name: "image")
    }
}

extension ImageRenderer {
    /// Renders `content` to an image: nothing is rendered during layout, so the images are nil.
    public convenience init(content view: Content) { self.init() }
    public var scale: CGFloat { get { 1 } set {} }
    public var proposedSize: ProposedViewSize { get { .unspecified } set {} }
    public var isOpaque: Bool { get { false } set {} }
    public var uiImage: UIImage? { nil }
    public var cgImage: CGImage? { nil }
}

extension Color {
    /// The colour `fraction` of the way to `other` (iOS 18): a colour, drawn nowhere.
    public func mix(with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color { self }
}

extension ViewModifier {
    /// The modifier with an animation for its changes: the same layout.
    public func animation(_ animation: Animation?) -> Self { self }
}

/// The system pasteboard (UIKit's `UIPasteboard`): holds what is put in it.
public final class UIPasteboard: @unchecked Sendable {
    public static let general = UIPasteboard()
    public var string: String?
    public var strings: [String]?
    public var url: URL?
    public var image: UIImage?
    public var hasStrings: Bool { string != nil || !(strings ?? []).isEmpty }
    public var hasURLs: Bool { url != nil }
    public var hasImages: Bool { image != nil }
}

/// How a line of text breaks (Foundation's `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Hashable, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
