// Preview modifiers (iOS 18): `#Preview(traits: .modifier(SampleData())) { ... }` sets the preview in
// the world a `PreviewModifier` makes: a context made once by its type's `makeSharedContext()` (a
// model container filled with sample data, an app state) and a view around the preview's content,
// `body(content:context:)`. The context is made when the first preview that applies a modifier
// of its type is built, and the file's other previews that apply one share it, as SwiftUI caches
// it "for every preview that applies a modifier of this type" (the collector of the file's top
// level keeps one per type; files are declared one by one, so each file makes its own; a trait
// used outside a file keeps its own). The preview's body runs inside the
// modifiers, so a `@Previewable @Query` in it reads the container the modifier gives. Its
// `makeSharedContext()` is asynchronous: it runs to its end on the building thread, which runs its
// task's jobs itself.

import LayoutEngine

/// A type that sets up the world a preview appears in (SwiftUI's `PreviewModifier`). Its `body`
/// is main-actor isolated, as SwiftUI's is; the type itself is not, so an app's
/// `static let sampleData: Self = .modifier(SampleData())` makes one anywhere (SwiftUI's
/// `@preconcurrency` isolation only warns about that). `makeSharedContext()` runs on the thread
/// building the preview (a witness isolated to the main actor runs there when that is the main thread).
public protocol PreviewModifier {
    /// What `makeSharedContext()` makes, handed to `body(content:context:)`.
    associatedtype Context = Void
    /// The view around the preview's content.
    associatedtype Body: View
    /// The preview's content, as `body(content:context:)` receives it.
    typealias Content = PreviewModifierContent

    /// Makes the context shared by the previews that apply this modifier.
    static func makeSharedContext() async throws -> Context
    /// The preview's content in the modifier's world.
    @ViewBuilder @MainActor func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    /// No context to make.
    public static func makeSharedContext() async throws {}
}

/// The preview's content inside a `PreviewModifier`'s `body(content:context:)`: laid out as the
/// content itself.
public struct PreviewModifierContent: _PrimitiveView {
    let content: AnyView

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { builder.nodes(content) }
}

/// A preview modifier with its type erased, and where the context its type makes is kept.
final class AnyPreviewModifier: @unchecked Sendable {
    /// The modifier's type: previews declared in one file share one context per type.
    let type: ObjectIdentifier
    /// Where the context is kept when no file's collector shares one (a trait used on its own).
    let ownContext = SharedPreviewContext()
    private let wrap: (AnyView, SharedPreviewContext) -> AnyView

    init<Modifier: PreviewModifier>(_ modifier: Modifier) {
        type = ObjectIdentifier(Modifier.self)
        wrap = { content, kept in
            // Made by the first build of a preview that applies it.
            let context = kept.value(orMaking: { Self.makeContext(of: Modifier.self) })
            return _callIsolated({ arguments in
                AnyView(arguments.modifier.body(content: PreviewModifierContent(content: arguments.content),
                                                context: arguments.context))
            }, with: (modifier: modifier, content: content, context: context))
        }
    }

    /// `content` in the modifier's body, with the context kept in `context`.
    func apply(to content: AnyView, context: SharedPreviewContext) -> AnyView { wrap(content, context) }

    /// Runs `Modifier.makeSharedContext()` to its end on the building thread. A context that
    /// cannot be made stops the preview, as Xcode's canvas does, with the error.
    private static func makeContext<Modifier: PreviewModifier>(of modifier: Modifier.Type) -> Modifier.Context {
        let executor = BuildingThreadExecutor()
        let outcome = Outcome<Modifier.Context>(making: { try await Modifier.makeSharedContext() })
        executor.start {
            do {
                outcome.result = .success(try await outcome.make())
            } catch {
                outcome.result = .failure(error)
            }
        }
        executor.runJobs()
        switch outcome.result {
        case .success(let context)?: return context
        case .failure(let error)?:
            fatalError("\(Modifier.self).makeSharedContext() threw \(error): the preview cannot be made without its context")
        case nil:
            fatalError("\(Modifier.self).makeSharedContext() did not finish")
        }
    }
}

/// A modifier type's shared context, once made (by one thread: builds running at once wait).
final class SharedPreviewContext: @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var value: Any?

    /// The context, made by `make` the first time.
    func value<Context>(orMaking make: () -> Context) -> Context {
        lock.lock()
        defer { lock.unlock() }
        if let made = value as? Context { return made }
        let made = make()
        value = made
        return made
    }
}

/// A preview's body, built where it is laid out: inside the modifiers around it, so that what the
/// body reads when it runs (a `@Previewable @Query`'s models) comes from their world.
/// Made once per graph, as SwiftUI evaluates a preview's body once: the builds that follow an
/// `onAppear` show the view models the first one made (Appearing.swift).
struct _PreviewBody: _PrimitiveView {
    let make: () -> AnyView

    func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        let key = builder.prefix + "#Preview"
        if let made = builder.graph.previewBodies[key] { return builder.nodes(made) }
        let made = make()
        builder.graph.previewBodies[key] = made
        return builder.nodes(made)
    }
}

/// An asynchronous function and what it returned, written by its task before it finishes (read
/// after it has: the building thread runs the task, so nothing reads and writes at once).
private final class Outcome<Value>: @unchecked Sendable {
    let make: () async throws -> Value
    var result: Result<Value, any Error>?

    init(making make: @escaping () async throws -> Value) {
        self.make = make
    }
}
