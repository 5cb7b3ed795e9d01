// `onAppear` as a preview shows it. SwiftUI runs a view's appear action once the view is in the
// hierarchy, before its first frame is drawn, and draws the views again with the state the action
// left (a list filled from sample data by `onAppear { model.load() }` is drawn filled). Here a build
// collects the actions of the views it made that have not appeared yet, each keyed by the user's
// view it is written in (its type and order in the build, as state is keyed) and its order there,
// so that a view built again is the same view; `LayoutLab.build` runs them, then builds the views
// again, until no view appears that had not (at most `_ViewGraph.maxPasses` builds). Nothing
// disappears, so `onDisappear` never runs.
//
// A `.task` starts when its view appears, as SwiftUI starts it. The tasks of one build run on the
// building thread (`BuildingThreadExecutor`) until they finish, for at most `taskTime` seconds:
// work that only computes, or waits a moment (`Task.sleep` standing in for a network), is done
// when the views are built again; a task still waiting then (a stream that never ends, a server
// that does not answer, a long sleep) is cancelled and runs on for a moment (a `try? await
// Task.sleep` ends at once and the task goes on), and the views are laid out with what it did,
// with a note.

import Foundation
import LayoutEngine

/// Builds `content` and notes its appear action (`View.onAppear(perform:)`); adds no node.
public struct _AppearView<Content: View>: _PrimitiveView {
    let content: Content
    let action: (() -> Void)?

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        if let action { builder.appear(.appear(action)) }
        return builder.nodes(content)
    }
}

/// Builds `content` and notes its task (`View.task(priority:_:)`); adds no node.
public struct _TaskView<Content: View>: _PrimitiveView {
    let content: Content
    let action: @Sendable () async -> Void

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        builder.appear(task: action)
        return builder.nodes(content)
    }
}

extension View {
    /// Runs `action` when the view first appears: once, before the views are laid out again.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        _AppearView(content: self, action: action)
    }

    /// Accepted; nothing disappears while a preview is laid out.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Starts `action` when the view first appears; the views are built again once it finishes
    /// (it runs in its caller's actor context, as in SwiftUI: a body's is the main actor's).
    public func task(priority: TaskPriority = .userInitiated,
                     @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        _TaskView(content: self, action: action)
    }

    /// `task(priority:_:)`; the value's changes never come, since the views are not updated.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        _TaskView(content: self, action: action)
    }
}

/// The appear actions and tasks of one view's builds (part of `_ViewGraph`).
struct _Appearances {
    /// What runs when a view appears.
    enum Action {
        case appear(() -> Void)
        case task(@Sendable () async -> Void)
        /// `onReceive`'s subscription: made before the appear actions run, as SwiftUI subscribes
        /// when the view is added, before it appears.
        case subscribe(() -> Void)

        var subscribes: Bool {
            if case .subscribe = self { return true }
            return false
        }
    }

    /// The longest the tasks started by one build run before the views are built again.
    static let taskTime: TimeInterval = 1
    /// How long cancelled tasks run on before the views are built again.
    static let cancellationTime: TimeInterval = 0.25

    /// Actions of the latest build's views that have not appeared, in build order, by key.
    private(set) var due: [(key: String, action: Action)] = []
    /// The keys of the views that have appeared.
    private var appeared: Set<String> = []
    /// What the tasks could not finish, for the preview's notes.
    private(set) var notes: [String] = []

    /// Notes the action of the view keyed `key`, unless that view has appeared.
    mutating func note(_ key: String, _ action: Action) {
        if !appeared.contains(key) { due.append((key, action)) }
    }

    /// Forgets the actions due: the views that noted them are built again before they appear (in
    /// the colour scheme they prefer), and that build notes their actions anew.
    mutating func forgetDue() {
        due = []
    }

    /// Runs the actions due, in build order, then their tasks together; true when any ran.
    mutating func run() -> Bool {
        let running = due
        due = []
        var ran = false
        var tasks: [@Sendable () async -> Void] = []
        let ordered = running.filter(\.action.subscribes) + running.filter { !$0.action.subscribes }
        for (key, action) in ordered where appeared.insert(key).inserted {
            ran = true
            switch action {
            case .appear(let perform), .subscribe(let perform): perform()
            case .task(let operation): tasks.append(operation)
            }
        }
        // What the actions handed to the main queue (`DispatchQueue.main.async { rows = … }`) runs
        // before the views are built again, as on the run loop's next turn.
        if ran { runMainQueueTurn() }
        if !tasks.isEmpty {
            let executor = BuildingThreadExecutor()
            let started = tasks.map { executor.start($0) }
            if !executor.runJobs(until: Date(timeIntervalSinceNow: Self.taskTime)) {
                // Cancelled, the tasks run on a moment: a `try? await Task.sleep` standing in for a
                // network ends at once and the task goes on to its end, as it would have later.
                started.forEach { $0.cancel() }
                let ended = executor.runJobs(until: Date(timeIntervalSinceNow: Self.cancellationTime))
                notes.append("task: still running after \(Int(Self.taskTime)) s (waiting for something that did not come), "
                             + "so it was cancelled" + (ended ? ", and it ran to its end" : "")
                             + "; the views are laid out with what it had done")
            }
        }
        return ran
    }
}
