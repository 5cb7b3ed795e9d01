// Preferences, as SwiftUI's: views below set values (`.preference`, `.anchorPreference`), values
// flow up in view order and are combined with the key's `reduce`, and views above read them after
// layout (`.onPreferenceChange`, `.overlayPreferenceValue`, `.backgroundPreferenceValue`). Each
// writer and reader is a layout-neutral modifier node (an engine `ModifierLayout` registered in the
// build, named after the modifier), which records into the build's `_ViewGraph` while the engine
// places its content: so values come from the views actually placed, including GeometryReader
// content made during layout, and anchors are resolved from placed frames. A writer's value
// replaces the values of the same key set inside it (as SwiftUI's preference modifier does;
// `transformPreference` combines instead). Readers are fed by `LayoutLab.Tree.layout`'s update loop
// (ViewGraph.swift): an overlay built from a value that the pass then changed is built again.
import LayoutEngine

/// A named value that views produce and their ancestors read (SwiftUI's `PreferenceKey`).
public protocol PreferenceKey {
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Value { get }
    /// Combines the values of several views, in view order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// An optional value's default: nil (SwiftUI's, so a key of an optional value may leave it out).
    public static var defaultValue: Value { nil }
}

extension PreferenceKey {
    /// The values recorded for this key since `start` of the log, reduced (the default if none).
    static func _reduced(_ log: ArraySlice<(key: ObjectIdentifier, value: Any)>) -> Value {
        var value = defaultValue
        var first = true
        for entry in log where entry.key == ObjectIdentifier(Self.self) {
            guard let next = entry.value as? Value else { continue }
            if first {
                value = next
                first = false
            } else {
                reduce(value: &value, nextValue: { next })
            }
        }
        return value
    }
}

/// A view's geometry captured for its ancestors, resolved with `GeometryProxy`'s subscript
/// (SwiftUI's `Anchor`). Holds the view's placed frame in root coordinates.
/// Sendable: its only closure is a pure conversion made from an `Anchor.Source`.
public struct Anchor<Value>: Equatable, @unchecked Sendable {
    let rootRect: CGRect
    let sourceName: String
    /// The value from the view's frame expressed in the reader's coordinates.
    let resolve: (CGRect) -> Value

    public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
        lhs.rootRect == rhs.rootRect && lhs.sourceName == rhs.sourceName
    }

    /// What to capture of a view: its bounds, or a point of it (SwiftUI's `Anchor.Source`).
    public struct Source: @unchecked Sendable {
        let name: String
        let resolve: (CGRect) -> Value
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { .init(name: "bounds", resolve: { $0 }) }

    /// A rectangle in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        .init(name: "rect\(r)", resolve: { r.offsetBy(dx: $0.minX, dy: $0.minY) })
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        .init(name: "point\(p)", resolve: { CGPoint(x: $0.minX + p.x, y: $0.minY + p.y) })
    }

    /// A unit point of the view's bounds.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        .init(name: "unit\(p.x),\(p.y)", resolve: { CGPoint(x: $0.minX + p.x * $0.width, y: $0.minY + p.y * $0.height) })
    }

    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

/// A layout-neutral modifier that runs `around` while the engine places its content
/// (`place` places the content; `bounds` is the content's frame in root coordinates).
struct _PlacementHook: ModifierLayout {
    let around: (_ bounds: Rect, _ place: () -> Void) -> Void

    func sizeThatFits(proposal: EngineProposal, subviews: EngineSubviews, cache: inout ()) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: Rect, proposal: EngineProposal, subviews: EngineSubviews, cache: inout ()) {
        around(bounds) {
            subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        }
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
    /// Wraps the view in a placement hook named `base` (unique in the build).
    func _hooked(_ base: String, _ around: @escaping (_ValueContext, Rect, () -> Void) -> Void) -> some View {
        _ModifiedView(content: self) { node, builder in
            let name = builder.uniqueName(base: base)
            let context = _ValueContext(graph: builder.graph, key: builder.prefix + name)
            builder.register(_PlacementHook { bounds, place in around(context, bounds, place) }, as: name)
            return ViewNode(.custom(name: name), children: [node])
        }
    }

    /// Sets a preference value for this view, replacing the values its content sets for `key`.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        _hooked("preference") { context, _, place in context.write(K.self, place) { value } }
    }

    /// Sets a preference value made from an anchor of this view's placed frame.
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        _hooked("anchorPreference") { context, bounds, place in
            context.write(K.self, place) {
                transform(Anchor(rootRect: CGRect(bounds), sourceName: value.name, resolve: value.resolve))
            }
        }
    }

    /// Changes the combined value of `key` from this view's content.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self,
                                                      _ callback: @escaping (inout K.Value) -> Void) -> some View {
        _hooked("transformPreference") { context, _, place in
            let start = context.graph.log.count
            place()
            var value = K._reduced(context.graph.log[start...])
            callback(&value)
            context.graph.log.removeSubrange(start...)
            context.graph.log.append((ObjectIdentifier(K.self), value))
        }
    }

    /// Calls `action` after layout with the combined value of `key` from this view's content, the
    /// first time and whenever it changes. If the action changes @State, the view is built and laid
    /// out again (`LayoutLab.Tree.layout`).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        _ModifiedView(content: _hooked("onPreferenceChange") { context, _, place in
            let start = context.graph.log.count
            place()
            let value = K._reduced(context.graph.log[start...])
            if let last = context.graph.delivered[context.key] as? K.Value, last == value { return }
            context.graph.delivered[context.key] = value
            context.graph.pending.append { action(value) }
        }) { node, builder in
            builder.graph.usesPreferences = true
            return node
        }
    }

    /// An overlay made from the combined value of `key` in this view, proposed the view's size.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        _preferenceReader(K.self, overlay: true, alignment: alignment, transform)
    }

    /// A background made from the combined value of `key` in this view, proposed the view's size.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        _preferenceReader(K.self, overlay: false, alignment: alignment, transform)
    }

    private func _preferenceReader<K: PreferenceKey, V: View>(_ key: K.Type, overlay: Bool, alignment: Alignment,
                                                              _ transform: @escaping (K.Value) -> V) -> some View {
        _ModifiedView(content: self) { node, builder in
            let base = overlay ? "overlayPreferenceValue" : "backgroundPreferenceValue"
            let name = builder.uniqueName(base: base)
            let context = _ValueContext(graph: builder.graph, key: builder.prefix + name)
            builder.graph.usesPreferences = true
            let value = builder.graph.readerInputs[context.key] as? K.Value ?? K.defaultValue
            let kind: ViewKind = overlay ? .overlay(alignment: alignment.engine) : .background(alignment: alignment.engine)
            let secondary = ViewNode(kind, children: [node] + builder.nodes(transform(value)))
            builder.register(_PlacementHook { _, place in
                let start = context.graph.log.count
                place()
                context.graph.readerSeen[context.key] = K._reduced(context.graph.log[start...])
            }, as: name)
            return ViewNode(.custom(name: name), children: [secondary])
        }
    }
}

/// The graph and key a preference node records under. Implementation detail of LayoutLabUI.
struct _ValueContext {
    let graph: _ViewGraph
    let key: String

    /// Places the content, then replaces the values it set for `K` with this node's own.
    func write<K: PreferenceKey>(_ key: K.Type, _ place: () -> Void, value: () -> K.Value) {
        let start = graph.log.count
        place()
        let inner = graph.log[start...].filter { $0.key != ObjectIdentifier(K.self) }
        graph.log.removeSubrange(start...)
        graph.log.append((ObjectIdentifier(K.self), value()))
        graph.log.append(contentsOf: inner)
    }
}
