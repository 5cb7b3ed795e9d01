// How a zoom transition's source looks while it zooms (iOS 18's
// `matchedTransitionSource(id:in:configuration:)`, whose closure configures an
// `EmptyMatchedTransitionSourceConfiguration`): a rounded-rectangle clip, a colour background and a
// shadow. The transition is an animation, so drawing only: the source keeps its frame. SwiftUI
// accepts only a `RoundedRectangle` clip and a `Color` background [SwiftUI's interface: the other
// `clipShape` and `background` forms are unavailable with these messages].
import Foundation

extension MatchedTransitionSourceConfiguration {
    /// A shadow under the source while it zooms (drawing only).
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                       y: CGFloat = 0) -> some MatchedTransitionSourceConfiguration { self }

    /// The source clipped to `shape` while it zooms (drawing only).
    public func clipShape(_ shape: RoundedRectangle) -> some MatchedTransitionSourceConfiguration { self }

    @available(*, unavailable, message: "matchedTransitionSource only supports `RoundedRectangle` clip shapes.")
    public func clipShape<S: Shape>(_ shape: S) -> some MatchedTransitionSourceConfiguration { self }

    /// A background behind the source while it zooms (drawing only).
    public func background(_ style: Color) -> some MatchedTransitionSourceConfiguration { self }

    @available(*, unavailable, message: "matchedTransitionSource only supports `Color` background styles.")
    public func background<S: ShapeStyle>(_ style: S) -> some MatchedTransitionSourceConfiguration { self }
}
