// `.onGeometryChange(for:of:action:)`, as SwiftUI runs it: after layout, the transform reads the
// modified view's geometry (a `GeometryProxy` of its placed frame), and the action runs with the
// value the first time the view is laid out and whenever the value changes (SwiftUI delivers the
// first value too: a view measuring its own height with it has the height before the first frame;
// skip-tools/skip-ui#364 notes the same of iOS). The two-value action gets the old and the new
// value, the first time the first value twice. An action that changes @State has the views built
// and laid out again by the update loop (`LayoutLab.Tree.layout`), until the value stops changing.
// The node is a layout-neutral modifier named `onGeometryChange`. `.onScrollVisibilityChange` is
// the same observer reading how much of the view its scroll view shows.
import LayoutEngine

/// Places the modified view, then hands its geometry to `observe`; layout-neutral otherwise (its
/// content's size and guides). Implementation detail of `onGeometryChange`.
struct _GeometryObserver: PassThroughLayout {
    let observe: (LayoutGeometry) -> Void

    func placeSubviews(in bounds: Rect, proposal: EngineProposal, subviews: EngineSubviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        content.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        observe(content.geometry(at: bounds))
    }
}

extension View {
    /// Runs `action` with a value read from this view's geometry after layout: the first time,
    /// and whenever it changes.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (T) -> Void) -> some View {
        onGeometryChange(for: type, of: transform) { _, newValue in action(newValue) }
    }

    /// Runs `action` with the old and the new value read from this view's geometry after layout:
    /// the first time (the first value as both), and whenever it changes.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (T, T) -> Void) -> some View {
        _observingGeometry("onGeometryChange", from: nil, read: { transform(GeometryProxy(geometry: $0, probe: nil)) },
                           action: action)
    }

    /// Runs `action` with true when at least `threshold` of this view's area lies within the
    /// visible area of the scroll view around it, and with false when it no longer does. The view
    /// starts out of sight: one laid out within sight is delivered true after its first layout
    /// [DOC onScrollVisibilityChange(threshold:_:): "called when the view crosses the threshold to
    /// be considered on/off screen … within the viewport of the parent view"]. A scroll view shows
    /// its content from the top (nothing scrolls here); outside any scroll view it never runs.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        _observingGeometry("onScrollVisibilityChange", from: false, read: { geometry in
            geometry.space(named: NamedFrame.scrollView).map { _visibleFraction(of: geometry.frameInRoot, in: $0.frame) >= threshold }
        }, action: { _, visible in action(visible) })
    }

    /// Wraps the view in a `_GeometryObserver` named `base`: after each layout pass `read` takes a
    /// value from the view's geometry (nil: none to deliver), and `action` gets the value last
    /// delivered (`start` before the first; the value itself when `start` is nil) and the new one,
    /// when they differ. The update loop lays the view out again when the action changes @State.
    func _observingGeometry<T: Equatable>(_ base: String, from start: T?, read: @escaping (LayoutGeometry) -> T?,
                                          action: @escaping (_ old: T, _ new: T) -> Void) -> some View {
        _ModifiedView(content: self) { node, builder in
            let name = builder.uniqueName(base: base)
            let graph = builder.graph
            let key = builder.prefix + name
            graph.usesPreferences = true
            builder.register(_GeometryObserver { geometry in
                guard let value = read(geometry) else { return }
                let old = graph.delivered[key] as? T ?? start
                if let old, old == value { return }
                graph.delivered[key] = value
                graph.pending.append { action(old ?? value, value) }
            }, as: name)
            return ViewNode(.custom(name: name), children: [node])
        }
    }
}

/// How much of `frame`'s area lies within `viewport` (0–1); a frame without area counts as
/// wholly visible when it lies within the viewport's edges.
func _visibleFraction(of frame: Rect, in viewport: Rect) -> Double {
    let width = min(frame.maxX, viewport.maxX) - max(frame.minX, viewport.minX)
    let height = min(frame.maxY, viewport.maxY) - max(frame.minY, viewport.minY)
    guard width >= 0, height >= 0 else { return 0 }
    let area = frame.width * frame.height
    return area > 0 ? width * height / area : 1
}
