// An app's structure, as a pasted `@main struct MyApp: App` spells it: scenes (`WindowGroup`,
// `Window`, `DocumentGroup`, `Settings`, `MenuBarExtra`), scene modifiers and commands. Nothing
// launches: the file rewriter blanks `@main` (the experiment program has its own entry), and when a
// file registers no experiment or preview of its own, each `App` type's windows are laid out as
// previews are (`_AppPreviews`): a `WindowGroup`'s, `Window`'s or `DocumentGroup`'s root view is
// proposed the device's safe area, as `#Preview { ContentView() }` would be, and the preview is
// named after the app type (`File/MyApp`; a second window `File/MyApp-2`, ...). `Settings` and
// `MenuBarExtra` are macOS's menus and panels, and `ImmersiveSpace` visionOS's, not an iPhone's
// windows: they are not laid out.

/// An app (SwiftUI's `App`): its `body` is its scenes. Nothing launches (see the file header).
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene
    /// The app's scenes (main-actor isolated, as in SwiftUI).
    @SceneBuilder @MainActor var body: Body { get }
    /// Apps are made by the system with no arguments.
    @MainActor init()
}

extension App {
    /// Launching is not modelled: does nothing (the experiment program has its own entry).
    public static func main() {}
}

/// A part of an app's user interface (SwiftUI's `Scene`): a window group, a window, a document
/// group, settings, or scenes built of those.
public protocol Scene {
    /// The type of scene this scene is made of.
    associatedtype Body: Scene
    /// The scene's content (main-actor isolated, as in SwiftUI).
    @SceneBuilder @MainActor var body: Body { get }
}

/// A window's root view, as a preview lays it out.
public struct _SceneWindow {
    let content: () -> AnyView
}

/// A scene the library knows directly: it answers its windows instead of a body.
/// Implementation detail of LayoutLabUI; not meant for user code.
public protocol _PrimitiveScene: Scene where Body == Never {
    /// The root views of the windows this scene opens on an iPhone, in order.
    func _windows() -> [_SceneWindow]
}

extension _PrimitiveScene {
    /// Primitive scenes have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive scene and has no body") }
}

extension Never: Scene {}

/// The windows `scene` opens: a primitive scene's own, otherwise its body's.
func _sceneWindows<S: Scene>(_ scene: S) -> [_SceneWindow] {
    if let primitive = scene as? any _PrimitiveScene { return primitive._windows() }
    return _sceneWindows(_callIsolated({ $0.body }, with: scene))
}

/// Several scenes, in order (what `SceneBuilder` makes of a block).
public struct _SceneList: _PrimitiveScene {
    let windows: () -> [_SceneWindow]
    public func _windows() -> [_SceneWindow] { windows() }
}

/// Builds an app's scenes (SwiftUI's `SceneBuilder`).
@resultBuilder
public enum SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _SceneList {
        var parts: [() -> [_SceneWindow]] = []
        for scene in repeat each content { parts.append { _sceneWindows(scene) } }
        return _SceneList { parts.flatMap { $0() } }
    }
    public static func buildOptional<Content: Scene>(_ content: Content?) -> _SceneList {
        _SceneList { content.map(_sceneWindows) ?? [] }
    }
    public static func buildEither<Content: Scene>(first content: Content) -> _SceneList { _SceneList { _sceneWindows(content) } }
    public static func buildEither<Content: Scene>(second content: Content) -> _SceneList { _SceneList { _sceneWindows(content) } }
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> _SceneList {
        _SceneList { _sceneWindows(content) }
    }
}

/// A group of windows showing the same root view (SwiftUI's `WindowGroup`): on an iPhone, one
/// window, laid out as a preview of its root view.
public struct WindowGroup<Content: View>: _PrimitiveScene {
    let content: () -> Content

    public init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
    public init(id: String, @ViewBuilder content: @escaping () -> Content) { self.content = content }
    public init(_ title: Text, id: String? = nil, @ViewBuilder content: @escaping () -> Content) { self.content = content }
    public init(_ titleKey: LocalizedStringKey, id: String? = nil, @ViewBuilder content: @escaping () -> Content) {
        self.content = content
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String? = nil, @ViewBuilder content: @escaping () -> Content) {
        self.content = content
    }
    /// A window group presenting a value (`openWindow(value:)`): laid out with no value (nil).
    public init<D: Decodable & Encodable & Hashable>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.content = { content(.constant(nil)) }
    }
    public init<D: Decodable & Encodable & Hashable>(_ titleKey: LocalizedStringKey, id: String? = nil, for type: D.Type,
                                                     @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.content = { content(.constant(nil)) }
    }

    public func _windows() -> [_SceneWindow] { [_SceneWindow { AnyView(content()) }] }
}

/// A single, unique window (SwiftUI's `Window`), laid out like a `WindowGroup`'s root view.
public struct Window<Content: View>: _PrimitiveScene {
    let content: () -> Content

    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: @escaping () -> Content) { self.content = content }
    public init(_ title: Text, id: String, @ViewBuilder content: @escaping () -> Content) { self.content = content }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: @escaping () -> Content) { self.content = content }

    public func _windows() -> [_SceneWindow] { [_SceneWindow { AnyView(content()) }] }
}

/// macOS's settings window (SwiftUI's `Settings`): laid out like a `Window`'s root view (its
/// content usually sets its own frame), after the app's other windows.
public struct Settings<Content: View>: _PrimitiveScene {
    let content: () -> Content
    public init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
    public func _windows() -> [_SceneWindow] { [_SceneWindow { AnyView(content()) }] }
}

/// A menu-bar item of macOS (SwiftUI's `MenuBarExtra`): not an iPhone window, not laid out.
public struct MenuBarExtra<Label: View, Content: View>: _PrimitiveScene {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public init(isInserted: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public func _windows() -> [_SceneWindow] { [] }
}

extension MenuBarExtra where Label == Text {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {}
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {}
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {}
}

/// visionOS's immersive space (SwiftUI's `ImmersiveSpace`): not an iPhone window, not laid out.
public struct ImmersiveSpace<Content: View>: _PrimitiveScene {
    public init(id: String, @ViewBuilder content: () -> Content) {}
    public init(@ViewBuilder content: () -> Content) {}
    public func _windows() -> [_SceneWindow] { [] }
}

extension Scene {
    /// visionOS's immersion styles: accepted.
    public func immersionStyle<S>(selection: Binding<S>, in styles: S...) -> some Scene { self }
}

/// A scene whose windows' root views are changed (a scene modifier that passes something down).
public struct _ModifiedScene<Content: Scene>: _PrimitiveScene {
    let content: Content
    let change: (AnyView) -> AnyView

    public func _windows() -> [_SceneWindow] {
        _sceneWindows(content).map { window in _SceneWindow { change(window.content()) } }
    }
}

extension Scene {
    /// This scene with each window's root view changed by `change` (for modifiers that pass
    /// something down to the views, such as `.modelContainer`).
    func _changingRoots(_ change: @escaping (AnyView) -> AnyView) -> _ModifiedScene<Self> {
        _ModifiedScene(content: self, change: change)
    }
}

/// The previews of an app's windows (what the file rewriter registers for an `App` type when the
/// file has no preview of its own): one per window, named after the type (see the file header).
@discardableResult
public func _AppPreviews<A: App>(_ app: A.Type, file: String = #filePath, line: Int = #line, column: Int = #column) -> [Experiment] {
    let body = _callIsolated({ _ in A().body }, with: ())
    let windows = _sceneWindows(body)
    let experiments = windows.enumerated().map { index, window in
        preview(index == 0 ? "\(A.self)" : "\(A.self)-\(index + 1)", traits: [], file: file, line: line, column: column) {
            window.content()
        }
    }
    ExperimentCollector.register(experiments)
    return experiments
}
