// LazyVStack and LazyHStack: laid out as the eager stacks (laziness changes what is built, not where
// it goes), with pinned headers and footers.
import LayoutEngine

/// Views pinned while scrolling (visual only; SwiftUI's `PinnedScrollableViews`).
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A vertical stack that creates its views lazily (SwiftUI's `LazyVStack`). Approximation: laid out
/// as a `VStack` with the same alignment and spacing (laziness does not change the frames of views
/// that are built; SwiftUI's lazy stack also fills the proposed width, which this does not model).
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View { VStack(alignment: alignment, spacing: spacing) { content } }
}

/// A horizontal stack that creates its views lazily (SwiftUI's `LazyHStack`). Approximation: laid out
/// as an `HStack` with the same alignment and spacing (see `LazyVStack`).
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View { HStack(alignment: alignment, spacing: spacing) { content } }
}
