// The public Layout protocol, mirroring SwiftUI's: a layout sizes itself from its proposal by
// asking its subviews (`sizeThatFits`), then places them (`placeSubviews`). Subview proxies route
// every question through the engine, so a custom layout written the way the seeds write theirs
// gets the same memoised, fully traced behaviour as the built-in primitives.

/// A custom layout container, written as in SwiftUI (see seed 000's `RelativeSizeLayout`).
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    /// Creates the cache shared by this layout's calls during one layout pass.
    func makeCache(subviews: Subviews) -> Cache
    /// Returns the size this layout chooses for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size
    /// Places every subview inside `bounds` (root coordinates).
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// An explicit value for a horizontal guide, or nil to use the default.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> Double?
    /// An explicit value for a vertical guide, or nil to use the default.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> Double?
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) {}
}

extension Layout {
    /// SwiftUI's default: the subviews' explicit values merged (`LayoutSubviews.mergedExplicitAlignment`).
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> Double? {
        subviews.mergedExplicitAlignment(of: guide) {
            placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    /// SwiftUI's default: the subviews' explicit values merged (`LayoutSubviews.mergedExplicitAlignment`).
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> Double? {
        subviews.mergedExplicitAlignment(of: guide) {
            placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }
}

/// Where a layout put one subview while its placement was only being looked at.
struct CapturedPlacement {
    let node: Int
    let origin: Point
    let proposal: ProposedViewSize
    let size: Size
}

extension LayoutSubviews {
    // A layout that does not answer a guide itself merges its subviews' explicit values, each
    // where the layout's own placement puts it [DOC Layout.explicitAlignment: "If you don't
    // implement the method, the protocol's default implementation merges the subviews' guides"],
    // with the guide's own rule (`ExplicitMerge`): the mean for a custom guide, the topmost first
    // and bottommost last text baseline, nothing for the frame guides.

    /// The merged explicit value of `guide` for a layout whose placement `place` runs (with the
    /// bounds the value is asked for); the value is in those bounds' coordinates.
    public func mergedExplicitAlignment(of guide: HorizontalAlignment, placing place: () -> Void) -> Double? {
        guard var merge = ExplicitMerge(guide) else { return nil }
        for placed in session.capturingPlacements(place) {
            merge.add(dimensions(of: placed)[explicit: guide].map { placed.origin.x + $0 })
        }
        return merge.value
    }

    /// As `mergedExplicitAlignment(of:placing:)` for a vertical guide.
    public func mergedExplicitAlignment(of guide: VerticalAlignment, placing place: () -> Void) -> Double? {
        guard var merge = ExplicitMerge(guide) else { return nil }
        for placed in session.capturingPlacements(place) {
            merge.add(dimensions(of: placed)[explicit: guide].map { placed.origin.y + $0 })
        }
        return merge.value
    }

    private func dimensions(of placed: CapturedPlacement) -> ViewDimensions {
        ViewDimensions(session: sessionRef, node: placed.node, proposal: placed.proposal, size: placed.size)
    }
}
