// SwiftData, as view files use it (`import SwiftData` imports this library). Every container is an
// in-memory store: nothing is read from or written to disk, so a preview starts empty, and what its
// body inserts (`container.mainContext.insert(...)`, or through any context of the container: they
// share its store) is what its views' `@Query` properties fetch,
// filtered by their `#Predicate` (Foundation's macro) and sorted by their sort descriptors.
// `.modelContainer(...)` gives the container to the views built inside it, for `@Query` and
// `@Environment(\.modelContext)`; views built during layout (a `GeometryReader`'s content) and views
// outside any container see an empty store (an approximation; SwiftUI stops without a container).
// `@Model` is SwiftData's macro, which user files cannot expand: the file rewriter makes a `@Model`
// class conform to `PersistentModel` instead (and blanks `@Attribute`, `@Relationship`,
// `@Transient`, `#Unique` and `#Index`), which gives it identity and hashing; `@Bindable` works on
// any class. (Foundation's `Predicate` is macOS 14's: on Apple's systems the store is too.)

import LayoutEngine

/// A model class (SwiftData's `PersistentModel`), what `@Model` makes a class.
@available(macOS 14, iOS 17, *)
public protocol PersistentModel: AnyObject, Hashable, Identifiable {}

@available(macOS 14, iOS 17, *)
extension PersistentModel {
    public var persistentModelID: PersistentIdentifier { PersistentIdentifier(object: ObjectIdentifier(self)) }
    /// The model's identity as SwiftData declares it (`extension PersistentModel { var id:
    /// PersistentIdentifier }`): a model without an `id` of its own is identified by it, and one
    /// with its own `id` (a `UUID`) still has this one where a `PersistentIdentifier` is wanted.
    public var id: PersistentIdentifier { persistentModelID }
    public var hasChanges: Bool { false }
    public var isDeleted: Bool { false }
    /// The context the model was inserted into: none here (a preview's models are plain objects).
    public var modelContext: ModelContext? { nil }
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A model's identity (SwiftData's `PersistentIdentifier`).
@available(macOS 14, iOS 17, *)
public struct PersistentIdentifier: Hashable, Sendable {
    let object: ObjectIdentifier
}

/// The models of a container (SwiftData's `Schema`).
@available(macOS 14, iOS 17, *)
public final class Schema: @unchecked Sendable {
    public let types: [any PersistentModel.Type]

    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) { self.types = types }
    public convenience init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
        self.init(types, version: version)
    }
    public convenience init(versionedSchema: any VersionedSchema.Type) { self.init(versionedSchema.models) }

    /// A schema's version (SwiftData's `Schema.Version`).
    public struct Version: Hashable, Sendable, CustomStringConvertible {
        public let major: Int, minor: Int, patch: Int
        public init(_ major: Int, _ minor: Int, _ patch: Int) { (self.major, self.minor, self.patch) = (major, minor, patch) }
        public var description: String { "\(major).\(minor).\(patch)" }
    }
}

/// A version of an app's models (SwiftData's `VersionedSchema`).
@available(macOS 14, iOS 17, *)
public protocol VersionedSchema {
    static var versionIdentifier: Schema.Version { get }
    static var models: [any PersistentModel.Type] { get }
}

/// How a store moves between schema versions (SwiftData's `SchemaMigrationPlan`); nothing migrates.
@available(macOS 14, iOS 17, *)
public protocol SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { get }
    static var stages: [MigrationStage] { get }
}

/// One migration step (SwiftData's `MigrationStage`). Sendable unchecked: it holds schema
/// metatypes and `@Sendable` closures only.
@available(macOS 14, iOS 17, *)
public enum MigrationStage: @unchecked Sendable {
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    case custom(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
                willMigrate: (@Sendable (ModelContext) throws -> Void)?, didMigrate: (@Sendable (ModelContext) throws -> Void)?)
}

/// Where a container keeps its models (SwiftData's `ModelConfiguration`): always in memory here.
@available(macOS 14, iOS 17, *)
public struct ModelConfiguration: Sendable {
    public let isStoredInMemoryOnly: Bool

    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
                groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
    }
    @_disfavoredOverload
    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
    }
    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true) {
        isStoredInMemoryOnly = false
    }

    /// An app group's shared store (SwiftData's `ModelConfiguration.GroupContainer`).
    public struct GroupContainer: Sendable {
        public static let automatic = GroupContainer(), none = GroupContainer()
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer() }
    }

    /// A CloudKit database to sync with (SwiftData's `ModelConfiguration.CloudKitDatabase`); nothing syncs.
    public struct CloudKitDatabase: Sendable {
        public static let automatic = CloudKitDatabase(), none = CloudKitDatabase()
        public static func `private`(_ identifier: String) -> CloudKitDatabase { CloudKitDatabase() }
    }
}

/// A store of models (SwiftData's `ModelContainer`): in memory (see the file header).
@available(macOS 14, iOS 17, *)
public final class ModelContainer: @unchecked Sendable {
    public let schema: Schema
    public let configurations: [ModelConfiguration]
    /// The context views use (`@Environment(\.modelContext)`).
    public private(set) lazy var mainContext = ModelContext(self)
    /// The store: the models every context of the container inserted, in order. Contexts share it as
    /// if each insert were saved at once (a preview's data is inserted and saved before its views
    /// fetch; SwiftData's autosave does the same for the main context).
    var models: [any PersistentModel] = []

    public init(for givenSchema: Schema, configurations: [ModelConfiguration]) throws {
        schema = givenSchema
        self.configurations = configurations
    }
    init(schema: Schema) {
        self.schema = schema
        configurations = [ModelConfiguration(isStoredInMemoryOnly: true)]
    }
    public convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                            configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, configurations: configurations)
    }
    public convenience init(for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                            configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }
    public convenience init(for forTypes: any PersistentModel.Type..., configurations: [ModelConfiguration]) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }
    public convenience init(for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)?,
                            configurations: [ModelConfiguration]) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }
    public convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?,
                            configurations: [ModelConfiguration]) throws {
        try self.init(for: givenSchema, configurations: configurations)
    }
    public func deleteAllData() { models.removeAll() }
}

/// Inserted models and fetches (SwiftData's `ModelContext`).
@available(macOS 14, iOS 17, *)
public final class ModelContext: @unchecked Sendable {
    public let container: ModelContainer
    /// The container's store, which every context of it reads and writes (see `ModelContainer.models`).
    var models: [any PersistentModel] {
        get { container.models }
        set { container.models = newValue }
    }
    public var autosaveEnabled = true
    public var hasChanges: Bool { false }
    public var insertedModelsArray: [any PersistentModel] { models }

    public init(_ container: ModelContainer) { self.container = container }

    public func insert<T: PersistentModel>(_ model: T) {
        if !models.contains(where: { $0 === model }) { models.append(model) }
    }
    public func delete<T: PersistentModel>(_ model: T) { models.removeAll { $0 === model } }
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        let doomed = try fetch(FetchDescriptor<T>(predicate: predicate))
        models.removeAll { model in doomed.contains { $0 === model } }
    }
    public func save() throws {}
    public func rollback() {}
    public func processPendingChanges() {}
    public func transaction(block: () throws -> Void) throws { try block() }

    /// The inserted models of type `T` that match the descriptor's predicate, sorted, limited.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var found = models.compactMap { $0 as? T }
        if let predicate = descriptor.predicate { found = try found.filter { try predicate.evaluate($0) } }
        if !descriptor.sortBy.isEmpty { found.sort(using: descriptor.sortBy) }
        if let offset = descriptor.fetchOffset { found = Array(found.dropFirst(offset)) }
        if let limit = descriptor.fetchLimit { found = Array(found.prefix(limit)) }
        return found
    }
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int { try fetch(descriptor).count }
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }
    public func model(for identifier: PersistentIdentifier) -> any PersistentModel {
        models.first { $0.persistentModelID == identifier } ?? _Placeholder()
    }
    public func registeredModel<T: PersistentModel>(for identifier: PersistentIdentifier) -> T? {
        models.first { $0.persistentModelID == identifier } as? T
    }

    /// What `model(for:)` answers for an identifier no model has.
    final class _Placeholder: PersistentModel {}
}

/// What to fetch (SwiftData's `FetchDescriptor`).
@available(macOS 14, iOS 17, *)
public struct FetchDescriptor<T: PersistentModel> {
    public var predicate: Predicate<T>?
    public var sortBy: [SortDescriptor<T>]
    public var fetchLimit: Int?
    public var fetchOffset: Int?
    public var includePendingChanges = true
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}

/// The container the views being built use, set by `.modelContainer(...)` while they are built.
@available(macOS 14, iOS 17, *)
enum _ModelStore {
    @TaskLocal static var current: ModelContainer?

    /// The context views read: the container's, else an empty one.
    static var context: ModelContext {
        current?.mainContext ?? ModelContext(ModelContainer(schema: Schema([])))
    }
}

@available(macOS 14, iOS 17, *)
extension EnvironmentValues {
    /// The context of the container around the view (see the file header).
    public var modelContext: ModelContext { _ModelStore.context }
}

/// The models of the container around the view, filtered and sorted (SwiftData's `Query`).
@available(macOS 14, iOS 17, *)
@propertyWrapper
public struct Query<Element: PersistentModel, Result> {
    let descriptor: FetchDescriptor<Element>

    public var wrappedValue: Result {
        ((try? _ModelStore.context.fetch(descriptor)) ?? []) as! Result
    }

    /// An error the last fetch raised (none: fetches here do not fail but for a throwing predicate).
    public var fetchError: (any Error)? { nil }
    public var modelContext: ModelContext { _ModelStore.context }
}

@available(macOS 14, iOS 17, *)
extension Query where Result == [Element] {
    public init() { descriptor = FetchDescriptor() }
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation? = nil) { self.descriptor = descriptor }
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation? = nil) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: descriptors)
    }
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction?) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: descriptors)
    }
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
                                   order: SortOrder = .forward, animation: Animation? = nil) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
                                   order: SortOrder = .forward, animation: Animation? = nil) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }
}

/// Builds `content` with `container` as the views' store.
@available(macOS 14, iOS 17, *)
public struct _ModelContainerView<Content: View>: _PrimitiveView {
    let content: Content
    let container: ModelContainer

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        _ModelStore.$current.withValue(container) { builder.nodes(content) }
    }
}

/// A new in-memory container of `types` (what the `for:` forms of `.modelContainer` make).
@available(macOS 14, iOS 17, *)
func _newContainer(_ types: [any PersistentModel.Type]) -> ModelContainer {
    ModelContainer(schema: Schema(types))
}

@available(macOS 14, iOS 17, *)
extension View {
    /// The store of the views inside (see the file header).
    public func modelContainer(_ container: ModelContainer) -> some View { _ModelContainerView(content: self, container: container) }
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        _ModelContainerView(content: self, container: _newContainer([modelType]))
    }
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        _ModelContainerView(content: self, container: _newContainer(modelTypes))
    }
    /// A context of the container around (accepted: the views read the container's own).
    public func modelContext(_ modelContext: ModelContext) -> some View {
        _ModelContainerView(content: self, container: modelContext.container)
    }
}

@available(macOS 14, iOS 17, *)
extension Scene {
    /// The store of the windows' views (see the file header).
    public func modelContainer(_ container: ModelContainer) -> some Scene {
        _changingRoots { AnyView($0.modelContainer(container)) }
    }
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
        _changingRoots { AnyView($0.modelContainer(_newContainer([modelType]))) }
    }
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
        _changingRoots { AnyView($0.modelContainer(_newContainer(modelTypes))) }
    }
}
