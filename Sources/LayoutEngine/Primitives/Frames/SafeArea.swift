// ignoresSafeArea(_:edges:) [RE OpenSwiftUI `_SafeAreaIgnoringLayout` (audited complete): sizing
// asks the child with the same proposal; placement proposes the child that proposal grown by the
// safe-area insets on the ignored edges and moves its origin out by the top and leading ones; DOC
// `ignoresSafeArea(_:edges:)`: "Expands the safe area of a view"].
// The safe area is the experiment's (a preview's device: an iPhone 14 in portrait has 47 points
// above and 34 below the 390 × 763 it proposes; none for `Experiment(...)`), around the area the
// root is proposed. A view sees those insets on the edges its placed frame reaches (a view flush
// with the safe area's top may grow to the screen's top; one padded away from it has nothing to
// ignore there) [DOC UIView `safeAreaInsets`: below the root, a view's insets are only the part of
// it the unsafe area covers; choice: a frame flush with the safe area's edge counts as reaching it,
// which is what lets a background placed in the safe area grow to the screen, as it does on a
// device]. Inside a ScrollView there is no unsafe area along its scroll axes: the scroll view takes
// the safe area as insets of its content [EMP swiftuifieldguide "Scroll View": "it insets its
// content"], so a row that happens to end where the safe area does (its scroll view ending higher
// up, or the row scrolled out of view) does not grow.
// Navigation and tab bars are beyond the safe area of the views beside them [DOC
// `safeAreaInsets`: "the portion of your view that is unobscured by bars"; EMP a background that
// ignores the safe area in a `NavigationStack` or `TabView` fills the screen]: a view flush with a
// bar of the stack holding it grows under the bar, and on to the screen's edge when the bar
// reaches the safe area's (a root navigation bar, a tab bar). A `.safeAreaInset`'s content is beyond
// the safe area of the view it insets in the same way (SafeAreaInset.swift).
// With an alignment (`ignoresSafeArea(_:edges:alignment:)`, iOS 27) the content is aligned in the
// grown area instead [DOC: "The alignment of this view inside the resulting frame"].

/// `.ignoresSafeArea(edges:)` / `.edgesIgnoringSafeArea(_:)`.
struct SafeAreaIgnoringLayout: PassThroughModifier {
    var edges: EdgeSet
    var alignment: Alignment?

    var name: String { "ignoresSafeArea" }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, context: NodeContext) {
        let grown = growth(of: bounds, context: context)
        guard grown != EdgeInsets() else {
            context.subviews[0].place(at: bounds.origin, anchor: .topLeading, proposal: proposal, reason: ProposalReason(.neutral))
            return
        }
        let proposed = ProposedViewSize(width: proposal.width.map { $0 + grown.leading + grown.trailing },
                                        height: proposal.height.map { $0 + grown.top + grown.bottom })
        let reason = ProposalReason(.safeAreaIgnoring, grown.top, grown.leading, grown.bottom, grown.trailing)
        let area = Rect(x: bounds.minX - grown.leading, y: bounds.minY - grown.top,
                        width: bounds.width + grown.leading + grown.trailing, height: bounds.height + grown.top + grown.bottom)
        if let alignment {
            placeAligned(context.subviews[0], in: area, proposal: proposed, alignment: alignment, reason: reason)
        } else {
            context.subviews[0].place(at: area.origin, anchor: .topLeading, proposal: proposed, reason: reason)
        }
    }

    /// How far the view grows on each ignored edge: from its frame's edge, where that edge reaches
    /// the safe area's, to the screen's.
    func growth(of bounds: Rect, context: NodeContext) -> EdgeInsets {
        let (safe, insets) = context.withSession { ($0.safeRect, $0.safeAreaInsets(scrollAxes: $0.scrollAxesAround)) }
        let slack = 1e-6
        var grown = EdgeInsets()
        if edges.contains(.top), insets.top > 0, bounds.minY <= safe.minY + slack {
            grown.top = max(0, bounds.minY - (safe.minY - insets.top))
        }
        if edges.contains(.leading), insets.leading > 0, bounds.minX <= safe.minX + slack {
            grown.leading = max(0, bounds.minX - (safe.minX - insets.leading))
        }
        if edges.contains(.bottom), insets.bottom > 0, bounds.maxY >= safe.maxY - slack {
            grown.bottom = max(0, safe.maxY + insets.bottom - bounds.maxY)
        }
        if edges.contains(.trailing), insets.trailing > 0, bounds.maxX >= safe.maxX - slack {
            grown.trailing = max(0, safe.maxX + insets.trailing - bounds.maxX)
        }
        let (bars, scrollAxes) = context.withSession { ($0.barFrames, $0.scrollAxesAround) }
        for bar in bars {
            // A bar (or a safe-area inset) flush with the view's edge: the view grows under it, and
            // past it to the screen's edge when the bar reaches the safe area's. Not along the axes
            // of a scroll view around the view.
            if !scrollAxes.contains(.vertical), bar.minX < bounds.maxX - slack, bar.maxX > bounds.minX + slack {
                if edges.contains(.top), abs(bar.maxY - bounds.minY) <= slack {
                    let limit = bar.minY <= safe.minY + slack ? safe.minY - insets.top : bar.minY
                    grown.top = max(grown.top, bounds.minY - limit)
                }
                if edges.contains(.bottom), abs(bar.minY - bounds.maxY) <= slack {
                    let limit = bar.maxY >= safe.maxY - slack ? safe.maxY + insets.bottom : bar.maxY
                    grown.bottom = max(grown.bottom, limit - bounds.maxY)
                }
            }
            if !scrollAxes.contains(.horizontal), bar.minY < bounds.maxY - slack, bar.maxY > bounds.minY + slack {
                if edges.contains(.leading), abs(bar.maxX - bounds.minX) <= slack {
                    let limit = bar.minX <= safe.minX + slack ? safe.minX - insets.leading : bar.minX
                    grown.leading = max(grown.leading, bounds.minX - limit)
                }
                if edges.contains(.trailing), abs(bar.minX - bounds.maxX) <= slack {
                    let limit = bar.maxX >= safe.maxX - slack ? safe.maxX + insets.trailing : bar.maxX
                    grown.trailing = max(grown.trailing, limit - bounds.maxX)
                }
            }
        }
        return grown
    }
}

extension LayoutSession {
    /// The screen beyond the safe area, as a view inside scroll views along `scrollAxes` sees it:
    /// nothing along those axes.
    func safeAreaInsets(scrollAxes: Axes) -> EdgeInsets {
        var insets = safeAreaInsets
        if scrollAxes.contains(.vertical) { (insets.top, insets.bottom) = (0, 0) }
        if scrollAxes.contains(.horizontal) { (insets.leading, insets.trailing) = (0, 0) }
        return insets
    }

    /// How far `bounds` reaches beyond the safe area on each edge, at most to the screen's edge
    /// (a GeometryReader's `safeAreaInsets`).
    func unsafeOverlap(of bounds: Rect) -> EdgeInsets {
        let safe = safeRect, insets = safeAreaInsets(scrollAxes: scrollAxesAround)
        func clamp(_ value: Double, _ limit: Double) -> Double { min(max(value, 0), limit) }
        return EdgeInsets(top: clamp(safe.minY - bounds.minY, insets.top), leading: clamp(safe.minX - bounds.minX, insets.leading),
                          bottom: clamp(bounds.maxY - safe.maxY, insets.bottom), trailing: clamp(bounds.maxX - safe.maxX, insets.trailing))
    }
}

extension ViewNode {
    /// True when some node of the tree ignores the safe area or reads its geometry (a
    /// GeometryReader: its insets and its frame on the screen): only then does an experiment's safe
    /// area change its layout (and belong in its definition).
    public var dependsOnSafeArea: Bool {
        var pending = [self]
        while let node = pending.popLast() {
            switch node.kind {
            case .ignoresSafeArea, .geometryReader: return true
            default: pending.append(contentsOf: node.children)
            }
        }
        return false
    }
}
