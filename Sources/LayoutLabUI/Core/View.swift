// The `View` protocol, `@ViewBuilder` and the tree builder that turns a view value into the
// engine's `ViewNode` tree. Builders erase their parts into a flat list (`_ViewList`) instead of
// nesting `TupleView<...>` generics, which keeps type-checking of pasted code fast.
import LayoutEngine

/// A piece of user interface, as in SwiftUI: a value whose `body` is made of other views.
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The content of this view. Main-actor isolated, as in SwiftUI, so that a body can read a
    /// `@MainActor` view model (the tree builder calls it through `_callIsolated`).
    @ViewBuilder @MainActor var body: Body { get }
}

/// Calls `isolated` with `argument` from the tree builder, which runs on the experiment program's
/// main thread (and on a layout thread only for trees thousands of levels deep). SwiftUI declares
/// `body`, `body(content:)` and `previews` main-actor isolated; an isolated synchronous function is
/// called like any other, so it is called as one. The only place the library does this.
func _callIsolated<Argument, Result>(_ isolated: @MainActor (Argument) -> Result, with argument: Argument) -> Result {
    withoutActuallyEscaping(isolated) { escapable in
        unsafeBitCast(escapable, to: ((Argument) -> Result).self)(argument)
    }
}

/// A view the engine knows directly: it produces engine nodes instead of a body.
/// Implementation detail of LayoutLabUI; not meant for user code.
public protocol _PrimitiveView: View where Body == Never {
    /// The engine nodes this view stands for (several for lists such as `ForEach`).
    func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode]
}

extension _PrimitiveView {
    /// Primitive views have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

extension Never: View {
    /// `Never` is the body type of primitive views (and of built-in gestures).
    nonisolated public var body: Never { fatalError("Never has no body") }
}

/// Builds one engine tree from a view value. One builder per build: it owns the custom layouts
/// registered while building (`Layout` values, alignment-guide closures) and the image sizes;
/// nothing is global.
public final class _TreeBuilder {
    /// Natural sizes of named images, as `Experiment(images:)` gives them.
    let images: [String: CGSize]
    /// Custom layouts registered by this build, by their unique node name.
    private(set) var customLayouts: [String: any LayoutEngine.Layout] = [:]
    private var counts: [String: Int] = [:]
    /// What this build could not model faithfully (e.g. a GeometryReader proxy read), in order, without repeats.
    private(set) var notes: [String] = []
    /// Values passed down while building (styles, control size), set by modifiers such as `.labelStyle`.
    var environment = _BuildEnvironment()
    /// The places of the user's expressions being built, innermost last (`_Located`): a
    /// `ViewModifier`'s content takes the place of the expression that applied the modifier.
    var sites: [_SourceSite] = []
    /// Values passed up while building (what SwiftUI passes as preferences), read by the container
    /// that built the content, e.g. `NavigationStack` reading `.navigationBarTitleDisplayMode`.
    var preferences = _BuildPreferences()
    /// The colour scheme the views built so far prefer (`.preferredColorScheme(_:)`): passed up to
    /// the preview, which no container stops (ColorSchemePreference.swift).
    var preferredColorScheme: ColorScheme?
    /// What `.previewDisplayName`, `.previewLayout` and `.previewInterfaceOrientation` set anywhere
    /// in the view (read by `PreviewProvider` previews; no container resets them).
    var previewSettings = _PreviewSettings()
    /// The first view of the user's own type built (not one of this library's), outermost first:
    /// what a preview shows (`TagCloud` in `#Preview { TagCloud().padding() }`).
    private(set) var firstUserView: String?
    /// The user's own views whose bodies are being built, outermost first.
    private var userViews: [String] = []
    /// `userTypeName(_:)` by type, for this build.
    private var userTypeNames: [ObjectIdentifier: String?] = [:]
    /// The nodes made by `Section`s, so that a `List` can tell sections from rows.
    var sectionNodes: [ViewNode] = []
    /// The sections made in a lazy grid's content (a group of header, items and footer), with how
    /// many of its views are header and footer, so the grid lays them out as SwiftUI does.
    var gridSections: [(node: ViewNode, headers: Int, footers: Int)] = []
    /// The nodes given container values (`containerValue(_:_:)`), innermost setting first, for the
    /// containers that read them from their subviews.
    var containerValueLog: [(node: ViewNode, set: (inout ContainerValues) -> Void)] = []
    /// What list-row modifiers said of the rows (own insets, hidden separators), for the `List`.
    var rowMarks = _ListRowMarks()
    /// The state and preferences this build shares with the other builds of the same view.
    let graph: _ViewGraph
    /// Prepended to the keys of state and preference nodes (content made during layout is keyed
    /// below its reader).
    let prefix: String
    private var stateCounts: [String: Int] = [:]
    /// The user's views being built, innermost last, each keyed by its type and order among the
    /// views of its type in this build, with the appear actions met in its body so far.
    private var instances: [(key: String, appears: Int)] = [("", 0)]
    private var instanceCounts: [String: Int] = [:]

    init(images: [String: CGSize], graph: _ViewGraph = _ViewGraph(), prefix: String = "") {
        self.images = images
        self.graph = graph
        self.prefix = prefix
        // The preview's colour scheme, as an earlier build of it found it preferred.
        environment.values.colorScheme = graph.colorScheme
    }

    /// The nodes `view` stands for: a primitive's own nodes, otherwise its body's (its `@State`
    /// properties first take their values from the earlier builds of the same view).
    func nodes<V: View>(_ view: V) -> [ViewNode] {
        if let styled = view as? any _CustomStyled {
            var changed = environment
            if let body = styled._styledBody(&changed) {
                let saved = environment
                environment = changed
                defer { environment = saved }
                return nodes(body)
            }
        }
        if let primitive = view as? any _PrimitiveView {
            return primitive._makeNodes(self)
        }
        adoptStates(of: view)
        guard let userType = userTypeName(V.self) else {
            return nodes(_callIsolated({ $0.body }, with: view))
        }
        if firstUserView == nil { firstUserView = userType }
        userViews.append(userType)
        let instance = (instanceCounts[userType] ?? 0) + 1
        instanceCounts[userType] = instance
        instances.append(("\(userType)#\(instance)", 0))
        var made = nodes(_callIsolated({ $0.body }, with: view))
        instances.removeLast()
        userViews.removeLast()
        // A body of one view stands for the user's view; a body of several (they join the enclosing
        // container, as a builder block's views do) leaves each its own name (`BarChart`, not
        // `ContentView` twice).
        if made.count == 1 { markInstance(&made[0], of: userType) }
        return made
    }

    /// The nodes of `view` built in the environment `change` makes, which holds for it alone.
    func nodes<V: View>(_ view: V, changing change: (inout _BuildEnvironment) -> Void) -> [ViewNode] {
        let saved = environment
        change(&environment)
        defer { environment = saved }
        return nodes(view)
    }

    /// The nodes of a stack's content: inside a List, a row's content, where a `Section` is plain
    /// content (its header, views and footer), not a section of the list.
    func containedNodes<V: View>(_ view: V) -> [ViewNode] {
        guard environment.inList && !environment.inListRow else { return nodes(view) }
        return nodes(view) { $0.inListRow = true }
    }

    /// Notes an appear action of a view being built (`onAppear`), keyed by the user's view whose
    /// body it is in and its order there.
    func appear(_ action: _Appearances.Action) {
        instances[instances.count - 1].appears += 1
        let instance = instances[instances.count - 1]
        graph.appearances.note("\(prefix)\(instance.key)/\(instance.appears)", action)
    }

    func appear(task: @escaping @Sendable () async -> Void) { appear(.task(task)) }

    /// The innermost of the user's own views whose body is being built.
    var currentUserView: String? { userViews.last }

    /// The name a user's view type is written with (`Card` for `Card<Int>`); nil for this
    /// library's own views, which have bodies too.
    /// `userTypeName(_:)` of `type`, worked out once per type in a build (a list of a thousand
    /// rows is a thousand views of one type).
    private func userTypeName(_ type: Any.Type) -> String? {
        let key = ObjectIdentifier(type)
        if let known = userTypeNames[key] { return known }
        let name = Self.userTypeName(type)
        userTypeNames[key] = .some(name)
        return name
    }

    static func userTypeName(_ type: Any.Type) -> String? {
        guard !String(reflecting: type).hasPrefix("LayoutLabUI.") else { return nil }
        let described = String(describing: type)
        return String(described.prefix { $0 != "<" })
    }

    /// Connects `view`'s `@State` properties to their storage, keyed by the view's type and its
    /// order among the views of that type in this build, and gives its `@Environment` properties
    /// the environment of the place it is built.
    private func adoptStates<V: View>(of view: V) {
        var key: String?
        for child in Mirror(reflecting: view).children {
            if let environment = child.value as? any _EnvironmentProperty {
                environment._box.values = self.environment.values
                continue
            }
            guard let property = child.value as? any _StateProperty else { continue }
            if key == nil {
                let base = "\(V.self)"
                let count = (stateCounts[base] ?? 0) + 1
                stateCounts[base] = count
                key = "\(prefix)\(base)#\(count)"
            }
            graph.adopt(property, key: "\(key!).\(child.label ?? "")")
        }
    }

    /// Exactly one node for `view`: a list of several becomes a `Group`, an empty list an `EmptyView`.
    func node<V: View>(_ view: V) -> ViewNode {
        single(nodes(view))
    }

    func single(_ nodes: [ViewNode]) -> ViewNode {
        switch nodes.count {
        case 0: return ViewNode(.emptyView)
        case 1: return nodes[0]
        default: return ViewNode(.group, children: nodes)
        }
    }

    /// Records a limitation met while building, once.
    /// The named images built at the placeholder size, none of the images given (in order, once each).
    private(set) var unknownImages: [String] = []

    /// `Image.placeholderSize`, for an image named `name` that no asset catalog or image file gave
    /// (the build's note names them).
    func placeholderSize(forUnknownImage name: String) -> CGSize {
        if !unknownImages.contains(name) { unknownImages.append(name) }
        return Image.placeholderSize
    }

    /// The notes, and one naming the images laid out at the placeholder size.
    var notesWithImages: [String] {
        guard !unknownImages.isEmpty else { return notes }
        let names = unknownImages.prefix(5).map { "\"\($0)\"" }.joined(separator: ", ")
            + (unknownImages.count > 5 ? " and \(unknownImages.count - 5) more" : "")
        let count = unknownImages.count == 1 ? "image" : "images"
        let one = unknownImages.count == 1
        return notes + ["\(count) \(names) laid out at the 100 × 100 placeholder size: no asset catalog found gives "
            + "\(one ? "its" : "their") size (none was found, an `Assets.xcassets` beside a file given or up to four folders "
            + "above, or its image set has no image file that could be read); run the file where it lies in its app's folder "
            + "for \(one ? "its" : "their") real size"]
    }

    /// Takes on what a scratch build made for this one noted: its notes and its unknown images.
    func adoptNotes(of scratch: _TreeBuilder) {
        for message in scratch.notes { note(message) }
        for name in scratch.unknownImages { _ = placeholderSize(forUnknownImage: name) }
    }

    func note(_ message: String) {
        if !notes.contains(message) { notes.append(message) }
    }

    /// Registers `layout` under a name unique in this build: its base name the first time,
    /// then `base#2`, `base#3`, ...
    func register(_ layout: any LayoutEngine.Layout, base: String) -> String {
        let name = uniqueName(base: base)
        register(layout, as: name)
        return name
    }

    /// A name unique in this build: `base` the first time, then `base#2`, `base#3`, ...
    func uniqueName(base: String) -> String {
        let count = (counts[base] ?? 0) + 1
        counts[base] = count
        return count == 1 ? base : "\(base)#\(count)"
    }

    /// Registers `layout` under a name from `uniqueName(base:)`.
    func register(_ layout: any LayoutEngine.Layout, as name: String) {
        customLayouts[name] = layout
    }
}

/// Any view, type-erased (SwiftUI's `AnyView`). Also the element type of builder lists.
public struct AnyView: _PrimitiveView {
    let make: (_TreeBuilder) -> [ViewNode]
    /// The view erased (nil when made from a builder function): what a `Picker` reads its options' tags from.
    let base: (any View)?

    public init<V: View>(_ view: V) {
        if let any = view as? AnyView {
            self = any
        } else {
            make = { $0.nodes(view) }
            base = view
        }
    }

    public init<V: View>(erasing view: V) {
        self.init(view)
    }

    init(make: @escaping (_TreeBuilder) -> [ViewNode]) {
        self.make = make
        base = nil
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { make(builder) }
}

/// A flat list of views: what `@ViewBuilder` blocks, `if`/`else`, `switch` and `for` produce.
public struct _ViewList: _PrimitiveView {
    let parts: [AnyView]

    init(_ parts: [AnyView]) {
        self.parts = parts
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        parts.flatMap { $0._makeNodes(builder) }
    }
}

/// A view with no content and no size (SwiftUI's `EmptyView`).
public struct EmptyView: _PrimitiveView {
    public init() {}
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [ViewNode(.emptyView)] }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: _PrimitiveView where Wrapped: View {
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        switch self {
        case .some(let view): return builder.nodes(view)
        case .none: return []
        }
    }
}

/// Builds views from closures with `if`, `switch`, `for` and several statements (SwiftUI's `ViewBuilder`).
@resultBuilder
public enum ViewBuilder {
    /// Each view expression with its place (`_Located`), which names its nodes after the user's code.
    public static func buildExpression<Content: View>(_ content: Content, _filePath: StaticString = #filePath,
                                                      _line: UInt = #line, _column: UInt = #column) -> _Located<Content> {
        _Located(content: content, site: _SourceSite(filePath: _filePath, line: _line, column: _column))
    }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A block of one view where a concrete view type is wanted (`Button where Label == Text`,
    /// `var body: Text`): the view without its place.
    @_disfavoredOverload
    public static func buildBlock<Content: View>(_ content: _Located<Content>) -> Content { content.content }

    /// Several views, in order. Disfavoured, so that several pieces of chart content make chart
    /// content (`ChartBuilders.swift`) where both apply.
    @_disfavoredOverload
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> _ViewList {
        var parts: [AnyView] = []
        for view in repeat each content { parts.append(AnyView(view)) }
        return _ViewList(parts)
    }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<Content: View>(first content: Content) -> _ViewList {
        _ViewList([AnyView(content)])
    }

    public static func buildEither<Content: View>(second content: Content) -> _ViewList {
        _ViewList([AnyView(content)])
    }

    public static func buildArray<Content: View>(_ contents: [Content]) -> _ViewList {
        _ViewList(contents.map { AnyView($0) })
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

/// Groups views without laying them out: its children join the enclosing container's (SwiftUI's `Group`).
public struct Group<Content: View>: _PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        [ViewNode(.group, children: builder.nodes(content))]
    }
}

/// A `Group`'s views join the list around it, so each is a preview (a `ForEach` inside, each of
/// its elements' views).
extension Group: _PreviewGroup {
    var _previewParts: [AnyView] { (content as? any _PreviewGroup)?._previewParts ?? [AnyView(content)] }
}

/// A provider's `previews` of several views without a `Group` (its builder's list): one preview
/// per view, as with a `Group`; a `ForEach` or `Group` among them is one per view it holds.
extension _ViewList: _PreviewGroup {
    var _previewParts: [AnyView] {
        parts.flatMap { part in (part.base as? any _PreviewGroup)?._previewParts ?? [part] }
    }
}

/// Views made from a collection (SwiftUI's `ForEach`): ranges, `Identifiable` elements, or `id:` key paths.
/// The identity is not used for layout; each element's views join the enclosing container.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: _PrimitiveView {
    public var data: Data
    public var content: (Data.Element) -> Content
    /// Each element's identity: the tag a `Picker` gives the element's view when it has none.
    var identity: ((Data.Element) -> AnyHashable)?

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identity = { AnyHashable($0[keyPath: id]) }
    }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        if let deferred = data as? any _DeferredForEachData {
            // `ForEach(subviews:)`: the elements are the subviews, known only now.
            return deferred._makeNodes(builder) { subview in (subview as? Data.Element).map { builder.nodes(content($0)) } ?? [] }
        }
        return data.flatMap { builder.nodes(content($0)) }
    }
}

/// A `ForEach` at the top of a provider's `previews` is one preview per element, as Xcode's canvas
/// shows it (the elements' views, in order). A `ForEach(subviews:)`, or one of no elements, is one
/// preview, so that the provider still has one.
extension ForEach: _PreviewGroup {
    var _previewParts: [AnyView] {
        guard !(data is any _DeferredForEachData), !data.isEmpty else { return [AnyView(self)] }
        return data.flatMap { element in
            let views = content(element)
            return (views as? any _PreviewGroup)?._previewParts ?? [AnyView(views)]
        }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        identity = { AnyHashable($0) }
    }
}

extension ForEach {
    /// A view for each element of a bound collection, identified by `id` (`ForEach($items, id: \.id)
    /// { $item in … }`): each view is given a binding to its element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == Binding<C> {
        self.data = data
        self.content = content
        identity = { AnyHashable($0.wrappedValue[keyPath: id]) }
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identity = { AnyHashable($0.id) }
    }
}
