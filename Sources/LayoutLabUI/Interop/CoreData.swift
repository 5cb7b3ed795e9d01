// Core Data (`import CoreData`), as apps' persistence controllers and view models use it: an
// empty in-memory stack. Stores load without error, fetches find nothing, saves keep nothing, and
// objects keep the values set on their `@NSManaged` properties (CoreDataModels generates the
// classes of an app's model).
import LayoutEngine

/// A Core Data object (CoreData's `NSManagedObject`): observable, as in CoreData, so views can
/// `@ObservedObject` one; not `Identifiable` (Xcode's generated classes add that themselves).
open class NSManagedObject: ObservableObject, @unchecked Sendable {
    /// The values of the object's `@NSManaged` properties that were set, by name.
    private var managedValues: [String: Any] = [:]

    /// The designated initializer, as Core Data's header marks it (`NS_DESIGNATED_INITIALIZER`):
    /// a subclass overrides this one, and redeclares the others without `override`.
    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {}
    /// An object of the class's entity in `context` (a convenience initializer, as in Core Data).
    public convenience init(context: NSManagedObjectContext) { self.init(entity: Self.entity(), insertInto: context) }
    /// `NSObject`'s initializer, inherited as a convenience one (Core Data declares its own designated one).
    public convenience init() { self.init(entity: Self.entity(), insertInto: nil) }
    /// A request for objects of any entity (`let request: NSFetchRequest<NSFetchRequestResult> =
    /// Item.fetchRequest()`, as batch deletes take it); a model's classes have their own.
    public class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
        NSFetchRequest<any NSFetchRequestResult>(entityName: "\(Self.self)")
    }
    open var managedObjectContext: NSManagedObjectContext? { nil }
    /// Whether the object's values are still to be read from the store: never here (rows check it
    /// before showing an object, `if !item.isFault`).
    open var isFault: Bool { false }
    /// Whether the object was deleted from its context: never here.
    open var isDeleted: Bool { false }
    open var entity: NSEntityDescription { NSEntityDescription() }
    /// The class's entity (`NSManagedObject(entity: Item.entity(), insertInto: context)`).
    open class func entity() -> NSEntityDescription { NSEntityDescription() }

    /// An `@NSManaged` property's value (the rewriter makes its accessors call this): what was set,
    /// else the type's empty value (nil, 0, false, ""), as a new object's is.
    public func _managedValue<Value>(_ key: String) -> Value {
        if let value = managedValues[key] as? Value { return value }
        guard let empty = (Value.self as? any _EmptyManagedValue.Type)?._emptyManagedValue as? Value else {
            fatalError("the @NSManaged property \(key) of \(type(of: self)) was read before it was set")
        }
        return empty
    }

    public func _setManagedValue<Value>(_ value: Value, _ key: String) { managedValues[key] = value }
}

/// What a fetch can return (CoreData's `NSFetchRequestResult`): objects, dictionaries, IDs, counts.
public protocol NSFetchRequestResult: AnyObject {}
extension NSManagedObject: NSFetchRequestResult {}

/// A type whose `@NSManaged` properties read an empty value until set.
public protocol _EmptyManagedValue {
    static var _emptyManagedValue: Self { get }
}

extension Optional: _EmptyManagedValue { public static var _emptyManagedValue: Optional { nil } }
extension String: _EmptyManagedValue { public static var _emptyManagedValue: String { "" } }
extension Bool: _EmptyManagedValue { public static var _emptyManagedValue: Bool { false } }
extension Int: _EmptyManagedValue { public static var _emptyManagedValue: Int { 0 } }
extension Int16: _EmptyManagedValue { public static var _emptyManagedValue: Int16 { 0 } }
extension Int32: _EmptyManagedValue { public static var _emptyManagedValue: Int32 { 0 } }
extension Int64: _EmptyManagedValue { public static var _emptyManagedValue: Int64 { 0 } }
extension Double: _EmptyManagedValue { public static var _emptyManagedValue: Double { 0 } }
extension Float: _EmptyManagedValue { public static var _emptyManagedValue: Float { 0 } }
extension Decimal: _EmptyManagedValue { public static var _emptyManagedValue: Decimal { 0 } }
extension Date: _EmptyManagedValue { public static var _emptyManagedValue: Date { Date(timeIntervalSinceReferenceDate: 0) } }
extension Data: _EmptyManagedValue { public static var _emptyManagedValue: Data { Data() } }
extension UUID: _EmptyManagedValue { public static var _emptyManagedValue: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) } }

/// A Core Data context (CoreData's `NSManagedObjectContext`): empty.
open class NSManagedObjectContext: @unchecked Sendable {
    public init(concurrencyType: ConcurrencyType) {}
    open var hasChanges: Bool { false }
    open var automaticallyMergesChangesFromParent = false
    open var mergePolicy: Any = NSMergeByPropertyStoreTrumpMergePolicy
    open func save() throws {}
    open func delete(_ object: NSManagedObject) {}
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] { [] }
    open func perform(_ block: @escaping () -> Void) { block() }
    open func performAndWait(_ block: () -> Void) { block() }
    /// The form that returns the block's result or rethrows its error (iOS 15).
    @_disfavoredOverload
    open func performAndWait<T>(_ block: () throws -> T) rethrows -> T { try block() }
    /// Runs a request on the store (a batch delete or update): there is nothing to change.
    @discardableResult
    open func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult { NSPersistentStoreResult() }
    open func count<T>(for request: NSFetchRequest<T>) throws -> Int { 0 }
    open func insert(_ object: NSManagedObject) {}
    open func rollback() {}
    open func reset() {}
    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {}
    open func refreshAllObjects() {}
    open var name: String?
    open var parent: NSManagedObjectContext?
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator?
    /// How a context is used (CoreData's `NSManagedObjectContextConcurrencyType`).
    public enum ConcurrencyType: Sendable { case mainQueueConcurrencyType, privateQueueConcurrencyType }
}

/// A Core Data query (CoreData's `NSFetchRequest`).
open class NSFetchRequest<ResultType>: @unchecked Sendable {
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    open var fetchLimit = 0
    public init(entityName: String) {}
}

/// A request a store runs itself (CoreData's `NSPersistentStoreRequest`).
open class NSPersistentStoreRequest: @unchecked Sendable {
    public init() {}
}

/// Deletes what a fetch finds, in the store (CoreData's `NSBatchDeleteRequest`): finds nothing here.
open class NSBatchDeleteRequest: NSPersistentStoreRequest, @unchecked Sendable {
    open var resultType = NSBatchDeleteRequestResultType.resultTypeStatusOnly
    public init<T>(fetchRequest: NSFetchRequest<T>) {}
    public init(objectIDs: [Any]) {}
}

/// What a batch delete reports (CoreData's `NSBatchDeleteRequestResultType`).
public enum NSBatchDeleteRequestResultType: UInt, Sendable { case resultTypeStatusOnly, resultTypeObjectIDs, resultTypeCount }

/// What a store request did (CoreData's `NSPersistentStoreResult`).
open class NSPersistentStoreResult: @unchecked Sendable {
    public init() {}
}

/// A Core Data stack (CoreData's `NSPersistentContainer`): in memory, empty.
open class NSPersistentContainer: @unchecked Sendable {
    public let name: String
    public let viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    open var persistentStoreDescriptions: [NSPersistentStoreDescription] = [NSPersistentStoreDescription()]
    public init(name: String) { self.name = name }
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        block(persistentStoreDescriptions[0], nil)
    }
    open func newBackgroundContext() -> NSManagedObjectContext { NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType) }
    open var persistentStoreCoordinator = NSPersistentStoreCoordinator()
    open var managedObjectModel = NSManagedObjectModel()
}

/// The stores of a Core Data stack (CoreData's `NSPersistentStoreCoordinator`): none on disk.
open class NSPersistentStoreCoordinator: @unchecked Sendable {
    public init() {}
    public init(managedObjectModel model: NSManagedObjectModel) {}
    open var persistentStores: [NSPersistentStore] { [] }
    open func persistentStore(for url: URL) -> NSPersistentStore? { nil }
    @discardableResult
    open func migratePersistentStore(_ store: NSPersistentStore, to url: URL, options: [AnyHashable: Any]? = nil,
                                     withType storeType: String) throws -> NSPersistentStore { store }
    @discardableResult
    open func migratePersistentStore(_ store: NSPersistentStore, to url: URL, options: [AnyHashable: Any]? = nil,
                                     type storeType: NSPersistentStore.StoreType) throws -> NSPersistentStore { store }
    open func destroyPersistentStore(at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil) throws {}
    @discardableResult
    open func addPersistentStore(ofType storeType: String, configurationName configuration: String?, at storeURL: URL?,
                                 options: [AnyHashable: Any]? = nil) throws -> NSPersistentStore { NSPersistentStore() }
}

/// One store (CoreData's `NSPersistentStore`).
open class NSPersistentStore: @unchecked Sendable {
    public init() {}
    open var url: URL? { nil }

    /// A kind of store (CoreData's `NSPersistentStore.StoreType`).
    public struct StoreType: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sqlite = StoreType(rawValue: "SQLite")
        public static let inMemory = StoreType(rawValue: "InMemory")
        public static let binary = StoreType(rawValue: "Binary")
    }
}

/// A data model (CoreData's `NSManagedObjectModel`).
open class NSManagedObjectModel: @unchecked Sendable {
    public init() {}
    public init?(contentsOf url: URL) {}
    open var entities: [NSEntityDescription] { [] }
}

/// An entity of the model (CoreData's `NSEntityDescription`).
open class NSEntityDescription: @unchecked Sendable {
    public init() {}
    open var name: String?
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        let entity = NSEntityDescription()
        entity.name = entityName
        return entity
    }
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        NSManagedObject(context: context)
    }
}

/// A CloudKit-synced Core Data stack (CoreData's `NSPersistentCloudKitContainer`).
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {}

/// A store's settings (CoreData's `NSPersistentStoreDescription`).
open class NSPersistentStoreDescription: @unchecked Sendable {
    open var url: URL?
    open var type = "SQLite"
    open var shouldMigrateStoreAutomatically = true
    open var shouldInferMappingModelAutomatically = true
    open var shouldAddStoreAsynchronously = false
    open func setOption(_ option: NSObject?, forKey key: String) {}
    public init() {}
    public init(url: URL) { self.url = url }
}

extension EnvironmentValues {
    /// The Core Data context views read (`@Environment(\.managedObjectContext)`): an empty one.
    public var managedObjectContext: NSManagedObjectContext { NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType) }
}

/// Core Data objects fetched for a view (SwiftUI's `FetchRequest`): none, the store being empty.
@propertyWrapper
public struct FetchRequest<Result: NSManagedObject> {
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {}
    public init(entity: Any, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {}
    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {}
    /// Disfavoured, so that `@FetchRequest(sortDescriptors: [])` is the `NSSortDescriptor` form, as
    /// Xcode reads it (both forms take an empty array).
    @_disfavoredOverload
    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {}
    public var wrappedValue: FetchedResults<Result> { FetchedResults() }
}

/// The objects a `FetchRequest` fetched (SwiftUI's `FetchedResults`): none.
public struct FetchedResults<Result: NSManagedObject>: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(position: Int) -> Result { preconditionFailure("FetchedResults is empty") }
}

/// Core Data's merge policies (`NSMergeByPropertyObjectTrumpMergePolicy`, ...).
public let NSMergeByPropertyObjectTrumpMergePolicy: String = "NSMergeByPropertyObjectTrumpMergePolicy"
public let NSMergeByPropertyStoreTrumpMergePolicy: String = "NSMergeByPropertyStoreTrumpMergePolicy"

extension NSSortDescriptor {
    /// A sort by an optional attribute (Xcode's Core Data template sorts by `\Item.timestamp`, a
    /// `Date?`): Apple's `init(keyPath:ascending:)` takes any key path; Linux's Foundation only
    /// comparable ones.
    public convenience init<Root, Value>(keyPath: KeyPath<Root, Value?>, ascending: Bool) {
        self.init(keyPath: keyPath, ascending: ascending) { _, _ in .orderedSame }
    }

    /// A sort by an attribute that is not `Comparable` on Linux (a `Bool`: `\Note.favorite`).
    @_disfavoredOverload
    public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
        self.init(keyPath: keyPath, ascending: ascending) { _, _ in .orderedSame }
    }

    /// A sort by a key's name (Apple's key-value coding; CloudKit queries and Core Data fetches
    /// name attributes so). Linux's Foundation has no key-value coding; nothing is sorted here.
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \NSObject.hashValue, ascending: ascending)
    }
}

extension NSManagedObject: CVarArg {
    /// A managed object as a predicate's argument (`NSPredicate(format: "list == %@", list)`):
    /// predicates are not evaluated here, so it is never read.
    public var _cVarArgEncoding: [Int] { [0] }
}
