// `.onGeometryChange(for:of:action:)`, as SwiftUI runs it: after layout, the transform reads the
// modified view's geometry (a `GeometryProxy` of its placed frame), and the action runs with the
// value the first time the view is laid out and whenever the value changes (SwiftUI delivers the
// first value too: a view measuring its own height with it has the height before the first frame;
// skip-tools/skip-ui#364 notes the same of iOS). The two-value action gets the old and the new
// value, the first time the first value twice. An action that changes @State has the views built
// and laid out again by the update loop (`LayoutLab.Tree.layout`), until the value stops changing.
// The node is a layout-neutral modifier named `onGeometryChange`.
import LayoutEngine

/// Places the modified view, then hands its geometry to `observe`. Implementation detail of
/// `onGeometryChange`.
struct _GeometryObserver: ModifierLayout {
    let observe: (LayoutGeometry) -> Void

    func sizeThatFits(proposal: EngineProposal, subviews: EngineSubviews, cache: inout ()) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: Rect, proposal: EngineProposal, subviews: EngineSubviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        content.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        observe(content.geometry(at: bounds))
    }

    func explicitAlignment(of guide: EngineHorizontalAlignment, in bounds: Rect, proposal: EngineProposal,
                           subviews: EngineSubviews, cache: inout ()) -> Double? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
    }

    func explicitAlignment(of guide: EngineVerticalAlignment, in bounds: Rect, proposal: EngineProposal,
                           subviews: EngineSubviews, cache: inout ()) -> Double? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
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
        _ModifiedView(content: self) { node, builder in
            let name = builder.uniqueName(base: "onGeometryChange")
            let graph = builder.graph
            let key = builder.prefix + name
            graph.usesPreferences = true
            builder.register(_GeometryObserver { geometry in
                let value = transform(GeometryProxy(geometry: geometry, probe: nil))
                let old = graph.delivered[key] as? T
                if let old, old == value { return }
                graph.delivered[key] = value
                graph.pending.append { action(old ?? value, value) }
            }, as: name)
            return ViewNode(.custom(name: name), children: [node])
        }
    }
}
