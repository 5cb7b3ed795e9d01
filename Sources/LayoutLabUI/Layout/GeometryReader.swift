// GeometryReader with real geometry. A reader's content is first built once with a probe proxy
// that reads as an iPhone preview's screen (390 × 763 at the origin: never zero, so content that
// divides by its size or counts from it builds while probing, as it does on a device). If the
// content never reads the proxy, the reader is the engine's plain `geometryReader` node with that
// content as children (the tree does not depend on the geometry). If it does, the reader is a
// `GeometryReaderContent` custom node without children: the engine calls the content closure
// while it places the reader, with the reader's size (the proposal, nil → 0: the reader's own rule), its frame in root coordinates (`.global`) and the frames of the
// named coordinate spaces around it, then lays the content out below the reader, traced like
// every other node. Each call builds with its own builder (custom layouts, images), so nothing is
// shared between calls. An `alignmentGuide` closure runs only during layout, where the probe cannot
// see it read the proxy: content with one is made with the geometry too, and so is content with an
// appear action or a task, which run after the views are made, and content whose work handed to
// the main queue read the probe once it ran (`_ViewGraph.runMainQueue`). Limitation: a proxy kept
// by a custom `Layout` and read only inside its methods is not seen by the probe and reads the
// probe's size.
import LayoutEngine

/// The geometry a `GeometryReader` passes to its content (SwiftUI's `GeometryProxy`): the reader's
/// size and frame, as laid out.
public struct GeometryProxy {
    /// The reader's geometry; nil while probing whether the content reads the proxy.
    let geometry: LayoutGeometry?
    /// Set when the probe proxy is read.
    let probe: _GeometryProbe?

    /// What the probe proxy reads as: an iPhone preview's content area. Only whether it is read
    /// matters; at zero, content that divides by it trapped (`Int(390 / width)`) before layout.
    static let probeSize = CGSize(width: 390, height: 763)

    /// The reader's size.
    public var size: CGSize {
        probe?.read = true
        return geometry.map { CGSize($0.size) } ?? Self.probeSize
    }

    /// How far the reader reaches beyond the safe area on each edge: zero inside it; 47 on top and
    /// 34 below for a reader that ignores an iPhone preview's safe area and fills the screen.
    public var safeAreaInsets: EdgeInsets {
        probe?.read = true
        guard let insets = geometry?.safeAreaInsets else { return EdgeInsets() }
        return EdgeInsets(top: CGFloat(insets.top), leading: CGFloat(insets.leading), bottom: CGFloat(insets.bottom),
                          trailing: CGFloat(insets.trailing))
    }

    /// The reader's frame in `coordinateSpace`: `.local` (origin zero), `.global` (the screen's: root
    /// coordinates moved by a preview's status bar, 47 points)
    /// or `.named(name)` (relative to the innermost enclosing `.coordinateSpace(name:)` of that
    /// name; the global frame if there is none, as in SwiftUI).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        probe?.read = true
        guard let geometry else { return CGRect(origin: .zero, size: Self.probeSize) }
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: CGSize(geometry.size))
        case .global: return CGRect(geometry.frameOnScreen)
        case .named(let name): return CGRect(geometry.frame(inSpaceNamed: name) ?? geometry.frameInRoot)
        }
    }

    /// An anchor's value in the reader's own coordinates (`proxy[anchor]`).
    public subscript<T>(anchor: Anchor<T>) -> T {
        probe?.read = true
        guard let geometry else { return anchor.resolve(anchor.rootRect) }
        return anchor.resolve(anchor.rootRect.offsetBy(dx: -CGFloat(geometry.frameInRoot.minX),
                                                       dy: -CGFloat(geometry.frameInRoot.minY)))
    }
}

/// Records whether a probe proxy was read. Implementation detail of `GeometryReader`.
public final class _GeometryProbe {
    var read = false
}

/// A coordinate space for `GeometryProxy.frame(in:)` (SwiftUI's `CoordinateSpace`).
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    case global, local
    case named(AnyHashable)
}

/// A view that takes its whole proposal and offers its size to its content, placed at its
/// top-leading corner (SwiftUI's `GeometryReader`). The content sees the reader's real geometry.
public struct GeometryReader<Content: View>: _PrimitiveView {
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        let probe = _GeometryProbe()
        let scratch = _TreeBuilder(images: builder.images)
        scratch.environment = builder.environment
        _ = scratch.nodes(content(GeometryProxy(geometry: nil, probe: probe)))
        // An alignment guide's closure runs during layout, after the probe: it may read the proxy
        // (a tag cloud wrapping at `geometry.size.width`), so its content is made with the geometry.
        let runsGuides = scratch.customLayouts.values.contains { $0 is _AlignmentGuideLayout }
        // So may an appear action or a task (`onAppear { width = proxy.size.width }`): they run
        // after the views are made, where the probe cannot see them read the proxy.
        let acts = !scratch.graph.appearances.due.isEmpty
        // Or work it hands to the main queue (`DispatchQueue.main.async { width = proxy.size.width }`),
        // which reads the probe after the build: the graph notes it and the next build makes the
        // content with the geometry (`_ViewGraph.runMainQueue`).
        let order = builder.graph.probes.count
        guard probe.read || runsGuides || acts || builder.graph.lateReaders.contains(order) else {
            builder.graph.probes.append(probe)
            return [ViewNode(.geometryReader, children: builder.nodes(content(GeometryProxy(geometry: nil, probe: nil))))]
        }
        builder.graph.probes.append(probe)
        builder.adoptNotes(of: scratch)
        // Content made during layout passes no preference up: the probe's build says what it prefers.
        builder.preferredColorScheme = builder.preferredColorScheme ?? scratch.preferredColorScheme
        // Content made during layout may read preferences: the update loop is decided now.
        if scratch.graph.usesPreferences { builder.graph.usesPreferences = true }
        let images = builder.images
        let content = self.content
        let graph = builder.graph
        let environment = builder.environment
        let name = builder.uniqueName(base: "GeometryReader")
        let prefix = builder.prefix + name + "/"
        builder.register(GeometryReaderContent { geometry in
            let inner = _TreeBuilder(images: images, graph: graph, prefix: prefix)
            inner.environment = environment
            let nodes = inner.nodes(content(GeometryProxy(geometry: geometry, probe: nil)))
            return MadeContent(nodes: nodes, customLayouts: inner.customLayouts)
        }, as: name)
        return [ViewNode(.custom(name: name))]
    }
}

extension View {
    /// Names this view's frame as a coordinate space for `GeometryProxy.frame(in: .named(name))`.
    /// Layout-neutral; recorded as a custom node named `coordinateSpace`.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        coordinateSpace(.named(AnyHashable(name)))
    }

    /// Names this view's frame as a coordinate space: `.coordinateSpace(.named("scroll"))`.
    /// `.local` and `.global` name nothing (the view is unchanged).
    public func coordinateSpace(_ space: CoordinateSpace) -> some View {
        _ModifiedView(content: self) { node, builder in
            guard case .named(let name) = space else { return node }
            let layoutName = builder.register(CoordinateSpaceLayout(name: name), base: "coordinateSpace")
            return ViewNode(.custom(name: layoutName), children: [node])
        }
    }
}
