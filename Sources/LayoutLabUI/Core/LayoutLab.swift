// The entry point for package users and the CLI: a view → the engine's tree plus the custom
// layouts it registered (one registry per build) → a layout result with frames by `.id` label.
//
// LayoutLabUI in brief. SwiftUI code compiles unchanged when it uses: `View`/`some View`/`@ViewBuilder`
// (blocks, if/else, switch, if let, for, #available), AnyView, EmptyView, Group, ForEach, Color,
// shapes, Image, Text, Spacer, Divider, stacks, ScrollView, ViewThatFits, GeometryReader (its proxy
// has the reader's real geometry), `.coordinateSpace(name:)`, preferences (`PreferenceKey`,
// `.preference`, `.anchorPreference`, `.onPreferenceChange`, `.overlayPreferenceValue`) with @State
// updated from them, the engine's layout modifiers, ViewModifier, custom `Layout`s, AnyLayout, @State,
// @Binding, @Environment (fixed values), view models (ObservableObject/@Published/@StateObject/
// @ObservedObject/@EnvironmentObject, @Observable/@Bindable), @FocusState, @AppStorage, Button and
// Label with their styles (built-in and custom ButtonStyle/LabelStyle), Toggle, TextField/SecureField,
// Slider, Stepper, ProgressView, Picker, DatePicker, Link, Menu, LabeledContent, GroupBox,
// DisclosureGroup, ContentUnavailableView, AsyncImage, Canvas, and documented approximations of
// List/Form/Section, NavigationStack/NavigationView/NavigationLink, NavigationSplitView (collapsed, as
// on an iPhone), TabView, lazy stacks and LazyVGrid/LazyHGrid (see each type's comment), plus common
// visual API (accepted, no node). Not provided: App/Scene, and UIKit representables (unavailable,
// with what to write instead).
import LayoutEngine

/// Lays out SwiftUI-shaped views with layoutlab's engine.
///
/// ```swift
/// let result = LayoutLab.layout(Color.blue.frame(width: 100).id("blue"),
///                               in: ProposedViewSize(width: 300, height: 200))
/// result["blue"]  // CGRect(x: 100, y: 0, width: 100, height: 200)
/// ```
public enum LayoutLab {
    /// A view built into the engine's tree, with the custom layouts its nodes name.
    public struct Tree {
        /// The engine's view tree (what the notebook records).
        public let root: ViewNode
        /// Custom layouts by node name (`ViewKind.custom(name:)`), for `Engine(customLayouts:)`.
        public let customLayouts: [String: any LayoutEngine.Layout]
        /// What the build could not model faithfully.
        public let notes: [String]
        /// The user's own view type the content starts from, outermost first (`TagCloud` in
        /// `#Preview { TagCloud().padding() }`); nil when it is made of the library's views only.
        public let previewedView: String?
        /// The state and preferences of this build (see `_ViewGraph`).
        let graph: _ViewGraph
        /// Builds the same view again with a fresh graph (initial @State values).
        let makeFresh: () -> Tree
        /// Builds the same view again in this tree's graph (current @State values).
        let makeAgain: () -> Tree

        /// True when laying the tree out runs the file's own code (a custom `Layout`, a closure, a
        /// custom alignment guide's default): it is then laid out by its own program.
        public var runsOwnCode: Bool { !customLayouts.isEmpty || root.usesCustomGuides }

        /// True when the view uses preferences: `layout` then runs SwiftUI's update loop (lay out,
        /// deliver `onPreferenceChange`, build again if @State changed; at most 8 passes).
        public var usesPreferences: Bool { graph.usesPreferences }

        /// True when the device's safe area can change the layout: a view ignores it, or a
        /// `GeometryReader` reads its geometry (its content, made while laying out, may ignore it).
        public var dependsOnSafeArea: Bool { root.dependsOnSafeArea || makesContentWhileLayingOut }

        /// True when a `GeometryReader`'s content is made while laying out (from its geometry).
        var makesContentWhileLayingOut: Bool { customLayouts.values.contains { $0 is GeometryReaderContent } }

        /// An engine that can lay this tree out.
        public func engine(options: LayoutOptions = LayoutOptions()) -> Engine {
            Engine(options: options, customLayouts: customLayouts)
        }

        /// Lays the tree out under `proposal`. With preferences, each call starts from the view's
        /// initial @State and runs the update loop; the result is the last pass, `passes` counts them.
        /// `safeArea`: how far the screen reaches beyond the proposed area (a preview's device), for
        /// views that ignore the safe area.
        public func layout(in proposal: ProposedViewSize, options: LayoutOptions = LayoutOptions(),
                           safeArea: EdgeInsets = EdgeInsets()) -> Result {
            layout(in: proposal.engine, options: options,
                   safeArea: LayoutEngine.EdgeInsets(top: Double(safeArea.top), leading: Double(safeArea.leading),
                                                      bottom: Double(safeArea.bottom), trailing: Double(safeArea.trailing)))
        }

        /// Lays the tree out under an engine proposal (see `layout(in:options:)`).
        public func layout(in proposal: LayoutEngine.ProposedViewSize, options: LayoutOptions = LayoutOptions(),
                           safeArea: LayoutEngine.EdgeInsets = LayoutEngine.EdgeInsets()) -> Result {
            guard usesPreferences else {
                let tree = settlingAppearances(in: proposal, options: options, safeArea: safeArea)
                return Result(tree: tree, engineResult: tree.engine(options: options).layout(tree.root, in: proposal, safeArea: safeArea))
            }
            var tree = makeFresh()
            var passes = 0
            while true {
                tree.graph.beginPass()
                let result = tree.engine(options: options).layout(tree.root, in: proposal, safeArea: safeArea)
                passes += 1
                // Views made while laying out (a GeometryReader's content) appear too, and what
                // they handed to the main queue runs.
                let appeared = tree.graph.appearances.run()
                let handed = tree.graph.runMainQueue()
                if !(tree.graph.endPass() || appeared || handed) || passes == _ViewGraph.maxPasses {
                    return Result(tree: tree, engineResult: result, passes: passes)
                }
                tree = tree.makeAgain()
            }
        }

        /// This tree once the views a `GeometryReader` makes while it is laid out have appeared:
        /// laid out under `proposal`, the views made then that had not appeared run their appear
        /// actions, and the views are built again with what the actions changed (at most
        /// `_ViewGraph.maxPasses` builds), as SwiftUI runs them before the first frame is drawn
        /// (a clock `Text(now)` set by `onAppear` in a reader's content shows the time); so are they
        /// when the content handed a change of state to the main queue (GridTrainer's
        /// `DispatchQueue.main.async { width = proxy.size.width }`). The tree itself when no
        /// reader's content is made while laying out.
        public func settlingAppearances(in proposal: LayoutEngine.ProposedViewSize, options: LayoutOptions = LayoutOptions(),
                                        safeArea: LayoutEngine.EdgeInsets = LayoutEngine.EdgeInsets()) -> Tree {
            guard makesContentWhileLayingOut || !graph.probes.isEmpty else { return self }
            var tree = self
            for _ in 1..<_ViewGraph.maxPasses {
                // Only content made while laying out needs a layout to appear; a reader whose
                // content was made with the views has handed its work to the main queue already.
                var appeared = false
                if tree.makesContentWhileLayingOut {
                    _ = tree.engine(options: options).layout(tree.root, in: proposal, safeArea: safeArea)
                    appeared = tree.graph.appearances.run()
                }
                guard tree.graph.runMainQueue() || appeared else { break }
                tree = tree.makeAgain()
            }
            return tree
        }
    }

    /// A layout of a view: the engine's complete result, plus frames by `.id` label in CGRect.
    public struct Result {
        /// The tree that was laid out.
        public let tree: Tree
        /// The engine's result: every node's frame, every `sizeThatFits` call, the placements.
        public let engineResult: LayoutResult

        /// Layout passes the update loop ran (1 without preferences; at most 8).
        public var passes: Int = 1

        /// The root view's size.
        public var size: CGSize { CGSize(engineResult.rootSize) }

        /// The frame (root coordinates) of the node labelled `label` with `.id(label)`, if placed.
        public func frame(_ label: String) -> CGRect? {
            engineResult.frame(of: label).map { CGRect($0) }
        }

        /// The frame of the node labelled `label`, if placed.
        public subscript(label: String) -> CGRect? { frame(label) }

        /// Every labelled, placed node's frame, by label.
        public var frames: [String: CGRect] {
            var frames: [String: CGRect] = [:]
            for label in engineResult.nodes.compactMap(\.label) where frames[label] == nil {
                if let frame = frame(label) { frames[label] = frame }
            }
            return frames
        }
    }

    /// Builds `view` into the engine's tree. `images` gives named images their natural sizes
    /// (others get `Image.placeholderSize`). Each call has its own custom-layout registry.
    public static func tree<V: View>(of view: V, images: [String: CGSize] = [:]) -> Tree {
        build(view, images: images, graph: _ViewGraph())
    }

    static func build<V: View>(_ view: V, images: [String: CGSize], graph: _ViewGraph) -> Tree {
        var (builder, root) = buildInPreferredScheme(view, images: images, graph: graph)
        // Views that appeared run their `onAppear` actions, and the views are built again with
        // what the actions changed (Appearing.swift).
        var builds = 1
        var notes: [String] = []
        while graph.appearances.run() {
            guard builds < _ViewGraph.maxPasses else {
                notes.append("onAppear: built \(builds) times (the limit); each build showed views that had not appeared")
                break
            }
            (builder, root) = buildInPreferredScheme(view, images: images, graph: graph)
            builds += 1
        }
        return Tree(root: root, customLayouts: builder.customLayouts, notes: builder.notesWithImages + graph.appearances.notes + notes,
                    previewedView: builder.firstUserView, graph: graph,
                    makeFresh: {
                        // A fresh graph starts in the scheme this one found preferred (and builds again if need be).
                        let fresh = _ViewGraph(initialStates: graph.initialStates)
                        fresh.colorScheme = graph.colorScheme
                        return build(view, images: images, graph: fresh)
                    },
                    makeAgain: { build(view, images: images, graph: graph) })
    }

    /// Builds `view` once in the graph's colour scheme, and once more in the scheme its views prefer
    /// (`.preferredColorScheme`) when that is another: a preference sets the scheme of the whole
    /// preview, the views built before it included (ColorSchemePreference.swift). A preview drawn
    /// dark says so at its root (`ViewLook.scheme`), for pictures.
    private static func buildInPreferredScheme<V: View>(_ view: V, images: [String: CGSize],
                                                        graph: _ViewGraph) -> (_TreeBuilder, ViewNode) {
        var builder = _TreeBuilder(images: images, graph: graph)
        graph.probes = []
        var root = builder.node(view)
        let preferred = builder.preferredColorScheme ?? .light
        if preferred != graph.colorScheme {
            graph.colorScheme = preferred
            // The views of the first build have not appeared: the second build notes their actions.
            graph.appearances.forgetDue()
            builder = _TreeBuilder(images: images, graph: graph)
            graph.probes = []
            root = builder.node(view)
        }
        graph.commitBuild()
        return (builder, graph.colorScheme == .dark ? root.drawn(in: .dark) : root)
    }

    /// Builds `view` and lays it out under `proposal` (with `safeArea` around it: a device's screen).
    public static func layout<V: View>(_ view: V, in proposal: ProposedViewSize, images: [String: CGSize] = [:],
                                       options: LayoutOptions = LayoutOptions(), safeArea: EdgeInsets = EdgeInsets()) -> Result {
        tree(of: view, images: images).layout(in: proposal, options: options, safeArea: safeArea)
    }

    /// Builds the views of a `@ViewBuilder` closure (several views become a `Group`) and lays them out.
    public static func layout<V: View>(in proposal: ProposedViewSize, images: [String: CGSize] = [:],
                                       options: LayoutOptions = LayoutOptions(),
                                       @ViewBuilder _ content: () -> V) -> Result {
        layout(content(), in: proposal, images: images, options: options)
    }
}
