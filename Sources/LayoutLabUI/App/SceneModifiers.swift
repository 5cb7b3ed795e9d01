// Scene modifiers and menu commands: they act on windows, menus and app events after launch, so
// they compile and change no layout — except `.environmentObject(_:)`, which makes its object
// available to the windows' views as the view modifier does, and `.modelContainer(...)`
// (SwiftData.swift), which gives the windows' views its store.

extension Scene {
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene { self }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene { self }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene { self }
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { self }
    public func commandsRemoved() -> some Scene { self }
    public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { self }
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }
    public func defaultSize(_ size: CGSize) -> some Scene { self }
    public func defaultPosition(_ position: UnitPoint) -> some Scene { self }
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }
    /// Whether a Mac window comes back when the app relaunches (macOS 15): a preview shows it once.
    public func restorationBehavior(_ behavior: SceneRestorationBehavior) -> some Scene { self }
    /// Whether a Mac window opens when the app launches (macOS 15): a preview shows it.
    public func defaultLaunchBehavior(_ behavior: SceneLaunchBehavior) -> some Scene { self }
    public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene { self }
    public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> some Scene { self }
    public func menuBarExtraStyle<S: MenuBarExtraStyle>(_ style: S) -> some Scene { self }
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { self }
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some Scene { self }
    public func backgroundTask<D, R>(_ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R) -> some Scene { self }
    /// Ignored: environment values are fixed (see `EnvironmentValues`).
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene { self }
    /// Accepted; an `@Observable` object's properties are read directly.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene { self }
    /// Makes `object` available to `@EnvironmentObject` properties of the windows' views.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        _changingRoots { AnyView($0.environmentObject(object)) }
    }
}

/// What scenes do in the background (SwiftUI's `BackgroundTask`); nothing runs.
public struct BackgroundTask<Request, Response>: Sendable {
    init() {}
}

extension BackgroundTask where Request == String, Response == Void {
    public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> { BackgroundTask<Void, Void>() }
    public static func urlSession(_ identifier: String) -> BackgroundTask<String, Void> { BackgroundTask<String, Void>() }
}

extension BackgroundTask where Request == Void, Response == Void {
    public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> { BackgroundTask() }
}

/// How a window can be resized (SwiftUI's `WindowResizability`).
public struct WindowResizability: Sendable {
    public static let automatic = WindowResizability()
    public static let contentSize = WindowResizability()
    public static let contentMinSize = WindowResizability()
}

/// A window's frame style on macOS (SwiftUI's `WindowStyle`).
public protocol WindowStyle {}
/// A window style (`.automatic`, `.hiddenTitleBar`, `.titleBar`, `.plain`, `.volumetric`).
public struct _WindowStyle: WindowStyle { let name: String }
extension WindowStyle where Self == _WindowStyle {
    public static var automatic: _WindowStyle { _WindowStyle(name: "automatic") }
    public static var hiddenTitleBar: _WindowStyle { _WindowStyle(name: "hiddenTitleBar") }
    public static var titleBar: _WindowStyle { _WindowStyle(name: "titleBar") }
    public static var plain: _WindowStyle { _WindowStyle(name: "plain") }
    public static var volumetric: _WindowStyle { _WindowStyle(name: "volumetric") }
}

/// A window's toolbar style on macOS (SwiftUI's `WindowToolbarStyle`).
public protocol WindowToolbarStyle {}
/// A window toolbar style (`.automatic`, `.unified`, `.unifiedCompact`, `.expanded`).
public struct _WindowToolbarStyle: WindowToolbarStyle { let name: String }
extension WindowToolbarStyle where Self == _WindowToolbarStyle {
    public static var automatic: _WindowToolbarStyle { _WindowToolbarStyle(name: "automatic") }
    public static var unified: _WindowToolbarStyle { _WindowToolbarStyle(name: "unified") }
    public static func unified(showsTitle: Bool) -> _WindowToolbarStyle { _WindowToolbarStyle(name: "unified") }
    public static var unifiedCompact: _WindowToolbarStyle { _WindowToolbarStyle(name: "unifiedCompact") }
    public static var expanded: _WindowToolbarStyle { _WindowToolbarStyle(name: "expanded") }
}

/// How a menu-bar item shows its content on macOS (SwiftUI's `MenuBarExtraStyle`).
public protocol MenuBarExtraStyle {}
/// A menu-bar item style (`.automatic`, `.menu`, `.window`).
public struct _MenuBarExtraStyle: MenuBarExtraStyle { let name: String }
extension MenuBarExtraStyle where Self == _MenuBarExtraStyle {
    public static var automatic: _MenuBarExtraStyle { _MenuBarExtraStyle(name: "automatic") }
    public static var menu: _MenuBarExtraStyle { _MenuBarExtraStyle(name: "menu") }
    public static var window: _MenuBarExtraStyle { _MenuBarExtraStyle(name: "window") }
}

// MARK: Commands

/// Menu commands of an app (SwiftUI's `Commands`): compiled, never shown (menus are not laid out).
public protocol Commands {
    /// The type of commands these are made of.
    associatedtype Body: Commands
    /// The commands' content.
    @CommandsBuilder @MainActor var body: Body { get }
}

/// Commands the library knows directly. Implementation detail of LayoutLabUI.
public protocol _PrimitiveCommands: Commands where Body == Never {}

extension _PrimitiveCommands {
    /// Primitive commands have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive command set and has no body") }
}

extension Never: Commands {}

/// Several commands (what `CommandsBuilder` makes of a block).
public struct _CommandList: _PrimitiveCommands {}

/// Builds menu commands (SwiftUI's `CommandsBuilder`).
@resultBuilder
public enum CommandsBuilder {
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> _CommandList { _CommandList() }
    public static func buildOptional<Content: Commands>(_ content: Content?) -> _CommandList { _CommandList() }
    public static func buildEither<Content: Commands>(first content: Content) -> _CommandList { _CommandList() }
    public static func buildEither<Content: Commands>(second content: Content) -> _CommandList { _CommandList() }
    public static func buildLimitedAvailability<Content: Commands>(_ content: Content) -> _CommandList { _CommandList() }
}

/// No commands (SwiftUI's `EmptyCommands`).
public struct EmptyCommands: _PrimitiveCommands { public init() {} }

/// A menu of its own in the menu bar (SwiftUI's `CommandMenu`).
public struct CommandMenu<Content: View>: _PrimitiveCommands {
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    public init(_ name: Text, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {}
}

/// Commands added to or replacing a standard group (SwiftUI's `CommandGroup`).
public struct CommandGroup<Content: View>: _PrimitiveCommands {
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
}

/// The standard command groups (SwiftUI's `CommandGroupPlacement`).
public struct CommandGroupPlacement: Sendable {
    let name: String
    public static let appInfo = CommandGroupPlacement(name: "appInfo"), appSettings = CommandGroupPlacement(name: "appSettings")
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility"), appTermination = CommandGroupPlacement(name: "appTermination")
    public static let newItem = CommandGroupPlacement(name: "newItem"), saveItem = CommandGroupPlacement(name: "saveItem")
    public static let importExport = CommandGroupPlacement(name: "importExport"), printItem = CommandGroupPlacement(name: "printItem")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo"), pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let textEditing = CommandGroupPlacement(name: "textEditing"), textFormatting = CommandGroupPlacement(name: "textFormatting")
    public static let toolbar = CommandGroupPlacement(name: "toolbar"), sidebar = CommandGroupPlacement(name: "sidebar")
    public static let windowSize = CommandGroupPlacement(name: "windowSize"), windowList = CommandGroupPlacement(name: "windowList")
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement"), help = CommandGroupPlacement(name: "help")
}

/// Standard command sets (SwiftUI's `SidebarCommands`, `ToolbarCommands`, ...).
public struct SidebarCommands: _PrimitiveCommands { public init() {} }
/// The toolbar's standard commands.
public struct ToolbarCommands: _PrimitiveCommands { public init() {} }
/// Text editing's standard commands.
public struct TextEditingCommands: _PrimitiveCommands { public init() {} }
/// Text formatting's standard commands.
public struct TextFormattingCommands: _PrimitiveCommands { public init() {} }
/// An inspector's standard commands.
public struct InspectorCommands: _PrimitiveCommands { public init() {} }
/// Importing from nearby devices' standard commands.
public struct ImportFromDevicesCommands: _PrimitiveCommands { public init() {} }

extension SceneRestorationBehavior {
    /// macOS 15: the window is not restored when the app relaunches.
    public static var disabled: SceneRestorationBehavior { SceneRestorationBehavior(_name: "disabled") }
}

/// Whether a scene's window opens at launch (SwiftUI's `SceneLaunchBehavior`, macOS 15).
public struct SceneLaunchBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = SceneLaunchBehavior(name: "automatic")
    public static let presented = SceneLaunchBehavior(name: "presented")
    public static let suppressed = SceneLaunchBehavior(name: "suppressed")
}
