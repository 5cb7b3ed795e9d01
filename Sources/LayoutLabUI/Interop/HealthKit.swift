// HealthKit as fitness and watch apps call it (`import HealthKit` imports this library): the store,
// data types and identifiers, samples (workouts are HealthKitWorkouts.swift, quantities and units
// HealthKitUnits.swift), and the queries apps run (samples,
// observers, statistics). Health data is never available while a view is laid out: authorization
// is never granted (requests complete with `false`), and queries are made but never run, so their
// handlers are never called and a screen shows its state before any data arrives.
import Foundation

/// Health data (HealthKit's `HKHealthStore`): never available here.
public final class HKHealthStore: @unchecked Sendable {
    public init() {}
    public static func isHealthDataAvailable() -> Bool { false }
    public func requestAuthorization(toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?) async throws {}
    /// Completes with `false`: access is never granted here.
    public func requestAuthorization(toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?,
                                     completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(false, nil)
    }
    public func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus { .notDetermined }
    public func execute(_ query: HKQuery) {}
    public func stop(_ query: HKQuery) {}
    public func enableBackgroundDelivery(for type: HKObjectType, frequency: HKUpdateFrequency,
                                         withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(false, nil)
    }
    public func save(_ object: HKObject, withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(false, nil)
    }
    public func save(_ object: HKObject) async throws {}
}

/// Whether the app may share a type (HealthKit's `HKAuthorizationStatus`).
public enum HKAuthorizationStatus: Int, Sendable {
    case notDetermined, sharingDenied, sharingAuthorized
}

/// How often background delivery wakes the app (HealthKit's `HKUpdateFrequency`).
public enum HKUpdateFrequency: Int, Sendable {
    case immediate = 1, hourly, daily, weekly
}

/// A kind of health data (HealthKit's `HKObjectType`).
public class HKObjectType: Hashable, @unchecked Sendable {
    let identifier: String
    init(identifier: String) { self.identifier = identifier }
    public static func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier) -> HKQuantityType? {
        HKQuantityType(identifier.rawValue)
    }
    public static func categoryType(forIdentifier identifier: HKCategoryTypeIdentifier) -> HKCategoryType? {
        HKCategoryType(identifier)
    }
    public static func workoutType() -> HKWorkoutType { HKWorkoutType(identifier: "HKWorkoutTypeIdentifier") }
    public static func == (lhs: HKObjectType, rhs: HKObjectType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

/// A kind of data kept as samples (HealthKit's `HKSampleType`).
public class HKSampleType: HKObjectType, @unchecked Sendable {}

/// A kind of measured health data (HealthKit's `HKQuantityType`).
public final class HKQuantityType: HKSampleType, @unchecked Sendable {
    public init(_ identifier: HKQuantityTypeIdentifier) { super.init(identifier: identifier.rawValue) }
    init(_ identifier: String) { super.init(identifier: identifier) }
}

/// A kind of categorised health data (HealthKit's `HKCategoryType`: sleep, mindful minutes).
public final class HKCategoryType: HKSampleType, @unchecked Sendable {
    public init(_ identifier: HKCategoryTypeIdentifier) { super.init(identifier: identifier.rawValue) }
}

/// Workouts as a kind of data (HealthKit's `HKWorkoutType`).
public final class HKWorkoutType: HKSampleType, @unchecked Sendable {}

/// Identifiers of measured health data (HealthKit's `HKQuantityTypeIdentifier`).
public struct HKQuantityTypeIdentifier: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let stepCount = Self(rawValue: "HKQuantityTypeIdentifierStepCount")
    public static let heartRate = Self(rawValue: "HKQuantityTypeIdentifierHeartRate")
    public static let restingHeartRate = Self(rawValue: "HKQuantityTypeIdentifierRestingHeartRate")
    public static let heartRateVariabilitySDNN = Self(rawValue: "HKQuantityTypeIdentifierHeartRateVariabilitySDNN")
    public static let activeEnergyBurned = Self(rawValue: "HKQuantityTypeIdentifierActiveEnergyBurned")
    public static let basalEnergyBurned = Self(rawValue: "HKQuantityTypeIdentifierBasalEnergyBurned")
    public static let distanceWalkingRunning = Self(rawValue: "HKQuantityTypeIdentifierDistanceWalkingRunning")
    public static let distanceCycling = Self(rawValue: "HKQuantityTypeIdentifierDistanceCycling")
    public static let flightsClimbed = Self(rawValue: "HKQuantityTypeIdentifierFlightsClimbed")
    public static let appleExerciseTime = Self(rawValue: "HKQuantityTypeIdentifierAppleExerciseTime")
    public static let appleStandTime = Self(rawValue: "HKQuantityTypeIdentifierAppleStandTime")
    public static let bodyMass = Self(rawValue: "HKQuantityTypeIdentifierBodyMass")
    public static let height = Self(rawValue: "HKQuantityTypeIdentifierHeight")
    public static let oxygenSaturation = Self(rawValue: "HKQuantityTypeIdentifierOxygenSaturation")
    public static let respiratoryRate = Self(rawValue: "HKQuantityTypeIdentifierRespiratoryRate")
    public static let dietaryWater = Self(rawValue: "HKQuantityTypeIdentifierDietaryWater")
    public static let dietaryEnergyConsumed = Self(rawValue: "HKQuantityTypeIdentifierDietaryEnergyConsumed")
}

/// Identifiers of categorised health data (HealthKit's `HKCategoryTypeIdentifier`).
public struct HKCategoryTypeIdentifier: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let sleepAnalysis = Self(rawValue: "HKCategoryTypeIdentifierSleepAnalysis")
    public static let mindfulSession = Self(rawValue: "HKCategoryTypeIdentifierMindfulSession")
    public static let appleStandHour = Self(rawValue: "HKCategoryTypeIdentifierAppleStandHour")
    public static let highHeartRateEvent = Self(rawValue: "HKCategoryTypeIdentifierHighHeartRateEvent")
}

/// Something kept in the store (HealthKit's `HKObject`).
/// Hashable by identity, as an `NSObject` is (HealthKit's objects are), so a selection can hold
/// workouts (`Set<HKWorkout>`).
public class HKObject: Hashable, @unchecked Sendable {
    public let uuid = UUID()
    public static func == (lhs: HKObject, rhs: HKObject) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A sample over a time span (HealthKit's `HKSample`).
public class HKSample: HKObject, @unchecked Sendable {
    public let sampleType: HKSampleType
    public let startDate: Date
    public let endDate: Date
    init(sampleType: HKSampleType, start: Date, end: Date) {
        self.sampleType = sampleType
        startDate = start
        endDate = end
    }
}

/// A measured sample (HealthKit's `HKQuantitySample`).
public final class HKQuantitySample: HKSample, @unchecked Sendable {
    public let quantity: HKQuantity
    public init(type: HKQuantityType, quantity: HKQuantity, start: Date, end: Date) {
        self.quantity = quantity
        super.init(sampleType: type, start: start, end: end)
    }
}

/// A categorised sample (HealthKit's `HKCategorySample`).
public final class HKCategorySample: HKSample, @unchecked Sendable {
    public let value: Int
    public init(type: HKCategoryType, value: Int, start: Date, end: Date) {
        self.value = value
        super.init(sampleType: type, start: start, end: end)
    }
}

/// The sort keys of samples (`NSSortDescriptor(key: HKSampleSortIdentifierEndDate, ascending: false)`).
public let HKSampleSortIdentifierStartDate = "startDate"
public let HKSampleSortIdentifierEndDate = "endDate"
/// No limit on how many samples a query returns.
public let HKObjectQueryNoLimit = 0

/// A health query (HealthKit's `HKQuery`): made, never run.
public class HKQuery: @unchecked Sendable {
    /// Samples between two dates (a predicate no query here runs).
    public static func predicateForSamples(withStart startDate: Date?, end endDate: Date?,
                                           options: HKQueryOptions = []) -> NSPredicate {
        NSPredicate(value: true)
    }
}

/// How a date predicate treats samples at its edges (HealthKit's `HKQueryOptions`).
public struct HKQueryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let strictStartDate = HKQueryOptions(rawValue: 1)
    public static let strictEndDate = HKQueryOptions(rawValue: 2)
}

/// Samples matching a predicate (HealthKit's `HKSampleQuery`): its handler is never called.
public final class HKSampleQuery: HKQuery, @unchecked Sendable {
    public init(sampleType: HKSampleType, predicate: NSPredicate?, limit: Int, sortDescriptors: [NSSortDescriptor]?,
                resultsHandler: @escaping (HKSampleQuery, [HKSample]?, (any Error)?) -> Void) {}
}

/// Called when an observer query's handler is done (HealthKit's completion handler).
public typealias HKObserverQueryCompletionHandler = () -> Void

/// Told of new samples (HealthKit's `HKObserverQuery`): its handler is never called.
public final class HKObserverQuery: HKQuery, @unchecked Sendable {
    public init(sampleType: HKSampleType, predicate: NSPredicate?,
                updateHandler: @escaping (HKObserverQuery, @escaping HKObserverQueryCompletionHandler, (any Error)?) -> Void) {}
}

/// What a statistics query sums or averages (HealthKit's `HKStatisticsOptions`).
public struct HKStatisticsOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let discreteAverage = HKStatisticsOptions(rawValue: 2)
    public static let discreteMin = HKStatisticsOptions(rawValue: 4)
    public static let discreteMax = HKStatisticsOptions(rawValue: 8)
    public static let cumulativeSum = HKStatisticsOptions(rawValue: 16)
    public static let mostRecent = HKStatisticsOptions(rawValue: 32)
}

/// A statistic over samples (HealthKit's `HKStatistics`): none is ever computed here.
public final class HKStatistics: @unchecked Sendable {
    public let startDate: Date
    public let endDate: Date
    init(start: Date, end: Date) {
        startDate = start
        endDate = end
    }
    public func sumQuantity() -> HKQuantity? { nil }
    public func averageQuantity() -> HKQuantity? { nil }
    public func minimumQuantity() -> HKQuantity? { nil }
    public func maximumQuantity() -> HKQuantity? { nil }
    public func mostRecentQuantity() -> HKQuantity? { nil }
}

/// One statistic over matching samples (HealthKit's `HKStatisticsQuery`): never run.
public final class HKStatisticsQuery: HKQuery, @unchecked Sendable {
    public init(quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
                completionHandler: @escaping (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void) {}
}

/// Statistics by interval (HealthKit's `HKStatisticsCollection`).
public final class HKStatisticsCollection: @unchecked Sendable {
    public func statistics() -> [HKStatistics] { [] }
    public func statistics(for date: Date) -> HKStatistics? { nil }
    public func enumerateStatistics(from startDate: Date, to endDate: Date,
                                    with block: (HKStatistics, UnsafeMutablePointer<ObjCBool>) -> Void) {}
}

/// Statistics by interval (HealthKit's `HKStatisticsCollectionQuery`): never run.
public final class HKStatisticsCollectionQuery: HKQuery, @unchecked Sendable {
    public var initialResultsHandler: ((HKStatisticsCollectionQuery, HKStatisticsCollection?, (any Error)?) -> Void)?
    public var statisticsUpdateHandler: ((HKStatisticsCollectionQuery, HKStatistics?, HKStatisticsCollection?, (any Error)?) -> Void)?
    public init(quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
                anchorDate: Date, intervalComponents: DateComponents) {}
}
