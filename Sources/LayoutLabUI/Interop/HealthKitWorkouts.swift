// HealthKit's workouts as running and fitness apps read them: the workout sample, its activity
// types, and the predicates a workout query is made with. No query runs here (HealthKit.swift), so
// an app sees the workouts it makes itself (sample data), never the user's.
import Foundation

/// A workout (HealthKit's `HKWorkout`): its activity, span, and totals.
public final class HKWorkout: HKSample, @unchecked Sendable {
    public let workoutActivityType: HKWorkoutActivityType
    /// How long it lasted: the given duration, else its span.
    public let duration: TimeInterval
    public let totalDistance: HKQuantity?
    public let totalEnergyBurned: HKQuantity?
    public let totalSwimmingStrokeCount: HKQuantity?
    public let totalFlightsClimbed: HKQuantity?
    public let metadata: [String: Any]?

    public convenience init(activityType workoutActivityType: HKWorkoutActivityType, start startDate: Date, end endDate: Date) {
        self.init(activityType: workoutActivityType, start: startDate, end: endDate, duration: 0,
                  totalEnergyBurned: nil, totalDistance: nil, metadata: nil)
    }

    /// A duration of 0 means the span from start to end, as HealthKit computes it.
    public init(activityType workoutActivityType: HKWorkoutActivityType, start startDate: Date, end endDate: Date,
                duration: TimeInterval, totalEnergyBurned: HKQuantity?, totalDistance: HKQuantity?, metadata: [String: Any]?) {
        self.workoutActivityType = workoutActivityType
        self.duration = duration > 0 ? duration : endDate.timeIntervalSince(startDate)
        self.totalDistance = totalDistance
        self.totalEnergyBurned = totalEnergyBurned
        totalSwimmingStrokeCount = nil
        totalFlightsClimbed = nil
        self.metadata = metadata
        super.init(sampleType: HKObjectType.workoutType(), start: startDate, end: endDate)
    }
}

/// A kind of workout (HealthKit's `HKWorkoutActivityType`), with HealthKit's raw values.
public enum HKWorkoutActivityType: UInt, Sendable, CaseIterable {
    case americanFootball = 1, archery, australianFootball, badminton, baseball, basketball, bowling, boxing, climbing, cricket
    case crossTraining, curling, cycling, dance, danceInspiredTraining, elliptical, equestrianSports, fencing, fishing
    case functionalStrengthTraining, golf, gymnastics, handball, hiking, hockey, hunting, lacrosse, martialArts, mindAndBody
    case mixedMetabolicCardioTraining, paddleSports, play, preparationAndRecovery, racquetball, rowing, rugby, running, sailing
    case skatingSports, snowSports, soccer, softball, squash, stairClimbing, surfingSports, swimming, tableTennis, tennis
    case trackAndField, traditionalStrengthTraining, volleyball, walking, waterFitness, waterPolo, waterSports, wrestling, yoga
    case barre, coreTraining, crossCountrySkiing, downhillSkiing, flexibility, highIntensityIntervalTraining, jumpRope
    case kickboxing, pilates, snowboarding, stairs, stepTraining, wheelchairWalkPace, wheelchairRunPace, taiChi, mixedCardio
    case handCycling, discSports, fitnessGaming, cardioDance, socialDance, pickleball, cooldown
    case swimBikeRun = 82, transition, underwaterDiving
    case other = 3000
}

extension HKQuery {
    /// Workouts of one activity type (a predicate no query here runs).
    public static func predicateForWorkouts(with workoutActivityType: HKWorkoutActivityType) -> NSPredicate {
        NSPredicate(value: true)
    }

    /// The objects with these identifiers (a predicate no query here runs).
    public static func predicateForObjects(with UUIDs: Set<UUID>) -> NSPredicate { NSPredicate(value: true) }
}
