// What the builds of one view share, so that layout can feed back into the views as in SwiftUI:
// `@State` storage that survives re-evaluation of bodies (keyed by the view's type and its order
// among views of that type in a build, the position SwiftUI keys state by), and the preferences
// collected while one layout pass places the views. `LayoutLab.Tree.layout` runs the update loop:
// lay out, deliver `onPreferenceChange` actions, and, if any @State changed or a
// `overlayPreferenceValue`/`backgroundPreferenceValue` was built with a value that is no longer
// current, build the view again and lay it out again, at most `maxPasses` times. One graph per
// `LayoutLab.tree(of:)`; nothing is global.

/// A `@State` property, type-erased (implementation detail of the update loop).
protocol _StateProperty {
    /// The storage object of this property.
    var _storage: AnyObject { get }
    /// The current value.
    var _value: Any { get }
    /// Takes the value of `other`, the storage of the same property in an earlier build.
    func _adopt(from other: AnyObject)
    /// Sets the value (`value` has the property's type).
    func _set(_ value: Any)
}

extension State: _StateProperty {
    var _storage: AnyObject { box }
    var _value: Any { box.value }
    func _adopt(from other: AnyObject) {
        if let other = other as? Box, other !== box { box.value = other.value }
    }
    func _set(_ value: Any) {
        if let value = value as? Value { box.value = value }
    }
}

extension StateObject: _StateProperty {
    var _storage: AnyObject { storage }
    var _value: Any { storage.object as Any }
    func _adopt(from other: AnyObject) {
        if let other = other as? Storage, other !== storage, let object = other.object { storage.object = object }
    }
    func _set(_ value: Any) {
        if let object = value as? ObjectType { storage.object = object }
    }
}

/// The first value of every @State storage object met by the graphs of one view, keeping the
/// objects alive. A view value built again (the root view, whose storage persists across builds)
/// starts each fresh graph from these values.
final class _InitialStates {
    var values: [ObjectIdentifier: (storage: AnyObject, value: Any)] = [:]
}

/// The state and preferences shared by the builds and layout passes of one view.
/// Implementation detail of LayoutLabUI.
public final class _ViewGraph {
    /// The most passes one layout runs before it stops (the last pass is the result).
    static let maxPasses = 8

    /// The latest storage of every @State, by key, with its value when the build made it.
    private var states: [String: (property: any _StateProperty, built: Any)] = [:]
    /// Preference values in the order views were placed during the current pass.
    var log: [(key: ObjectIdentifier, value: Any)] = []
    /// `onPreferenceChange` actions due after the current pass.
    var pending: [() -> Void] = []
    /// The value each `onPreferenceChange` last delivered, by its node name.
    var delivered: [String: Any] = [:]
    /// The value each preference reader (`overlayPreferenceValue`, ...) was built with / saw last, by node name.
    var readerInputs: [String: Any] = [:]
    var readerSeen: [String: Any] = [:]
    /// The `onAppear` actions of the views built (Appearing.swift).
    var appearances = _Appearances()
    /// The subscriptions `onReceive` made when its views appeared, kept while the graph lives.
    var subscriptions: [AnyCancellable] = []
    /// Preview bodies inside preview modifiers, made by the first build (`_PreviewBody`).
    var previewBodies: [String: AnyView] = [:]
    /// Whether a build used preferences (then layout runs the update loop).
    var usesPreferences = false
    /// The probes of the readers the latest build made whose content did not read the proxy while
    /// it was made, in build order (GeometryReader.swift).
    var probes: [_GeometryProbe] = []
    /// The readers (by build order) whose content read the proxy later, from work it handed to
    /// the main queue: the next builds make their content with the geometry.
    var lateReaders: Set<Int> = []
    /// The colour scheme the views are built in: the one they prefer (`.preferredColorScheme`),
    /// light until a build finds they prefer dark (`LayoutLab.build`).
    var colorScheme = ColorScheme.light
    /// Initial values, shared with the fresh graphs of the same view.
    let initialStates: _InitialStates
    /// Storage objects this graph has met.
    private var met: Set<ObjectIdentifier> = []

    init(initialStates: _InitialStates = _InitialStates()) {
        self.initialStates = initialStates
    }

    /// Gives `property` (of the view keyed `key` in this build) the value of its earlier storage;
    /// storage first met by this graph starts from the value it had when any graph first met it.
    func adopt(_ property: any _StateProperty, key: String) {
        let id = ObjectIdentifier(property._storage)
        if met.insert(id).inserted {
            if let initial = initialStates.values[id] {
                property._set(initial.value)
            } else {
                initialStates.values[id] = (property._storage, property._value)
            }
        }
        if let earlier = states[key] { property._adopt(from: earlier.property._storage) }
        states[key] = (property, property._value)
    }

    /// Ends a build: the values the views were built with are the current ones.
    func commitBuild() {
        for (key, entry) in states { states[key] = (entry.property, entry.property._value) }
    }

    /// Starts a layout pass.
    func beginPass() {
        log = []
        pending = []
        readerSeen = [:]
    }

    /// Ends a layout pass: runs the due actions; true if the views must be built again.
    func endPass() -> Bool {
        for action in pending { action() }
        pending = []
        var stale = false
        for (name, seen) in readerSeen {
            if let input = readerInputs[name], _sameValue(input, seen) { continue }
            readerInputs[name] = seen
            stale = true
        }
        return stale || stateChanged
    }

    /// Whether a @State no longer has the value the views were built with.
    var stateChanged: Bool { states.values.contains { !_sameValue($0.property._value, $0.built) } }

    /// Runs what the views handed to the main queue while they were laid out (a reader's content
    /// measuring itself: `DispatchQueue.main.async { width = proxy.size.width }`), as on the run
    /// loop's next turn; true when it changed a @State, so the views must be built again.
    /// A reader whose content read its probe proxy from there is made with the geometry from then on.
    func runMainQueue() -> Bool {
        guard Thread.isMainThread else { return false }
        runMainQueueTurn()
        var late = false
        for (index, probe) in probes.enumerated() where probe.read && lateReaders.insert(index).inserted { late = true }
        return late || stateChanged
    }
}

/// Equal by `==` when the values are Equatable, otherwise by their descriptions.
func _sameValue(_ a: Any, _ b: Any) -> Bool {
    func equal<T: Equatable>(_ a: T, _ b: Any) -> Bool { (b as? T) == a }
    if let a = a as? any Equatable { return equal(a, b) }
    return String(reflecting: a) == String(reflecting: b)
}
