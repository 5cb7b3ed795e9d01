// System services view models call (`EventKit`, `Contacts`, `HealthKit` (HealthKit.swift), `UserNotifications`
// (UserNotifications.swift),
// `CoreMotion`, `CoreHaptics`, `LocalAuthentication`, `AuthenticationServices`, `CloudKit`,
// `Network`, `GameKit`, `AudioToolbox` import this library; Core Data is CoreData.swift): the types view code names,
// inert — access is never granted, stores are empty, nothing is sent, measured or played while a
// view is laid out. `SignInWithAppleButton` is a system button whose sizing is not published: a
// stand-in that takes the space it is offered (give it a frame, as most code does).
import LayoutEngine

// MARK: EventKit, Contacts, HealthKit

/// The calendar store (EventKit's `EKEventStore`): empty, never authorized.
public final class EKEventStore: @unchecked Sendable {
    public init() {}
    public static func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus { .notDetermined }
    public func requestFullAccessToEvents() async throws -> Bool { false }
    public func requestFullAccessToReminders() async throws -> Bool { false }
    public func requestAccess(to entityType: EKEntityType) async throws -> Bool { false }
    public func calendars(for entityType: EKEntityType) -> [EKCalendar] { [] }
    public var defaultCalendarForNewEvents: EKCalendar? { nil }
    public func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate {
        NSPredicate(value: false)
    }
    public func events(matching predicate: NSPredicate) -> [EKEvent] { [] }
    public func save(_ event: EKEvent, span: EKSpan) throws {}
    public func remove(_ event: EKEvent, span: EKSpan) throws {}
    public func defaultCalendarForNewReminders() -> EKCalendar? { nil }
    public func calendar(withIdentifier identifier: String) -> EKCalendar? { nil }
    public func calendarItem(withIdentifier identifier: String) -> EKCalendarItem? { nil }
    public func predicateForReminders(in calendars: [EKCalendar]?) -> NSPredicate { NSPredicate(value: false) }
    public func predicateForIncompleteReminders(withDueDateStarting startDate: Date?, ending endDate: Date?,
                                                calendars: [EKCalendar]?) -> NSPredicate { NSPredicate(value: false) }
    /// Fetches reminders: none here (the completion is called with none).
    @discardableResult
    public func fetchReminders(matching predicate: NSPredicate, completion: @escaping ([EKReminder]?) -> Void) -> Any {
        completion([])
        return NSObject()
    }
    public func save(_ reminder: EKReminder, commit: Bool) throws {}
    public func remove(_ reminder: EKReminder, commit: Bool) throws {}
    public func save(_ calendar: EKCalendar, commit: Bool) throws {}
    public func commit() throws {}
}

/// Events or reminders (EventKit's `EKEntityType`).
public enum EKEntityType: Int, Sendable { case event, reminder }
/// Calendar access (EventKit's `EKAuthorizationStatus`).
public enum EKAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized, fullAccess, writeOnly }
/// Which occurrences a change covers (EventKit's `EKSpan`).
public enum EKSpan: Int, Sendable { case thisEvent, futureEvents }

/// A calendar (EventKit's `EKCalendar`).
public final class EKCalendar: @unchecked Sendable {
    public var title = ""
    public var cgColor: CGColor! = CGColor(gray: 0.5, alpha: 1)
    public let calendarIdentifier = UUID().uuidString
    public var allowsContentModifications = true
    public init(for entityType: EKEntityType, eventStore: EKEventStore) {}
}

/// What a calendar holds: an event or a reminder (EventKit's `EKCalendarItem`).
public class EKCalendarItem: @unchecked Sendable {
    public var title: String!
    public var notes: String?
    public var calendar: EKCalendar!
    public let calendarItemIdentifier = UUID().uuidString
    public var lastModifiedDate: Date?
    public var creationDate: Date?
    public var url: URL?
    public init(eventStore: EKEventStore) {}
}

/// A calendar event (EventKit's `EKEvent`).
public final class EKEvent: EKCalendarItem, @unchecked Sendable {
    public var startDate: Date = Date(timeIntervalSince1970: 0)
    public var endDate: Date = Date(timeIntervalSince1970: 0)
    public var isAllDay = false
    public var location: String?
    public override init(eventStore: EKEventStore) { super.init(eventStore: eventStore) }
}

/// A reminder (EventKit's `EKReminder`).
public final class EKReminder: EKCalendarItem, @unchecked Sendable {
    public var isCompleted = false
    public var completionDate: Date?
    public var dueDateComponents: DateComponents?
    public var priority = 0
    public override init(eventStore: EKEventStore) { super.init(eventStore: eventStore) }
}

/// The contacts store (Contacts' `CNContactStore`): empty, never authorized.
public final class CNContactStore: @unchecked Sendable {
    public init() {}
    public static func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus { .notDetermined }
    public func requestAccess(for entityType: CNEntityType) async throws -> Bool { false }
    public func enumerateContacts(with fetchRequest: CNContactFetchRequest,
                                  usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) -> Void) throws {}
}

/// Contacts (Contacts' `CNEntityType`).
public enum CNEntityType: Int, Sendable { case contacts }
/// Contacts access (Contacts' `CNAuthorizationStatus`).
public enum CNAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized, limited }

/// A contact (Contacts' `CNContact`).
public final class CNContact: @unchecked Sendable, Identifiable {
    public var identifier = UUID().uuidString
    public var id: String { identifier }
    public var givenName = "", familyName = "", organizationName = ""
    public var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] = []
    public var emailAddresses: [CNLabeledValue<NSString>] = []
    public var imageData: Data?
    public var thumbnailImageData: Data?
}

/// A labelled value of a contact (Contacts' `CNLabeledValue`).
public final class CNLabeledValue<ValueType>: @unchecked Sendable {
    public let label: String?
    public let value: ValueType
    public init(label: String?, value: ValueType) {
        self.label = label
        self.value = value
    }
}

/// A phone number (Contacts' `CNPhoneNumber`).
public final class CNPhoneNumber: @unchecked Sendable {
    public let stringValue: String
    public init(stringValue: String) { self.stringValue = stringValue }
}

/// What to fetch of contacts (Contacts' `CNContactFetchRequest`).
public final class CNContactFetchRequest: @unchecked Sendable {
    public init(keysToFetch: [Any]) {}
}

// MARK: CoreMotion, CoreHaptics, AudioToolbox

/// Motion sensors (CoreMotion's `CMMotionManager`): none is available here.
public final class CMMotionManager: @unchecked Sendable {
    public var deviceMotionUpdateInterval: TimeInterval = 0.1
    public var accelerometerUpdateInterval: TimeInterval = 0.1
    public var isDeviceMotionAvailable: Bool { false }
    public var isAccelerometerAvailable: Bool { false }
    public init() {}
    public func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping (CMDeviceMotion?, (any Error)?) -> Void) {}
    public func startAccelerometerUpdates(to queue: OperationQueue, withHandler handler: @escaping (CMAccelerometerData?, (any Error)?) -> Void) {}
    public func stopDeviceMotionUpdates() {}
    public func stopAccelerometerUpdates() {}
}

/// A device's attitude (CoreMotion's `CMDeviceMotion`).
public final class CMDeviceMotion: @unchecked Sendable {
    public var attitude: CMAttitude { CMAttitude() }
    public var gravity: CMAcceleration { CMAcceleration() }
}

/// Roll, pitch and yaw (CoreMotion's `CMAttitude`).
public final class CMAttitude: @unchecked Sendable {
    public var roll: Double { 0 }
    public var pitch: Double { 0 }
    public var yaw: Double { 0 }
}

/// An acceleration (CoreMotion's `CMAcceleration`).
public struct CMAcceleration: Sendable {
    public var x = 0.0, y = 0.0, z = 0.0
}

/// An accelerometer sample (CoreMotion's `CMAccelerometerData`).
public final class CMAccelerometerData: @unchecked Sendable {
    public var acceleration: CMAcceleration { CMAcceleration() }
}

/// Counts steps (CoreMotion's `CMPedometer`): never available here.
public final class CMPedometer: @unchecked Sendable {
    public init() {}
    public static func isStepCountingAvailable() -> Bool { false }
}

/// Haptic patterns (CoreHaptics' `CHHapticEngine`): nothing plays.
public final class CHHapticEngine: @unchecked Sendable {
    public init() throws {}
    public static func capabilitiesForHardware() -> CHHapticDeviceCapability { CHHapticDeviceCapability() }
    public func start() throws {}
    public func stop() {}
    public func makePlayer(with pattern: CHHapticPattern) throws -> CHHapticPatternPlayer { CHHapticPatternPlayer() }
}

/// What the device's haptics can do (CoreHaptics' capabilities): nothing here.
public struct CHHapticDeviceCapability: Sendable {
    public var supportsHaptics: Bool { false }
}

/// A haptic pattern (CoreHaptics' `CHHapticPattern`).
public final class CHHapticPattern: @unchecked Sendable {
    public init(events: [CHHapticEvent], parameters: [Any]) throws {}
    /// A pattern of events and parameter curves (nothing plays).
    public init(events: [CHHapticEvent], parameterCurves: [CHHapticParameterCurve]) throws {}
}

/// A parameter changing over time in a haptic pattern (CoreHaptics' `CHHapticParameterCurve`):
/// kept as made; nothing plays.
public final class CHHapticParameterCurve: @unchecked Sendable {
    /// The parameter the curve changes.
    public let parameterID: CHHapticDynamicParameter.ID
    /// The curve's points.
    public let controlPoints: [ControlPoint]
    /// When the curve starts, relative to the pattern.
    public var relativeTime: TimeInterval

    /// A curve of `controlPoints` for `parameterID`, starting at `relativeTime`.
    public init(parameterID: CHHapticDynamicParameter.ID, controlPoints: [ControlPoint], relativeTime: TimeInterval) {
        self.parameterID = parameterID
        self.controlPoints = controlPoints
        self.relativeTime = relativeTime
    }

    /// A point of a curve (CoreHaptics' `CHHapticParameterCurve.ControlPoint`).
    public final class ControlPoint: @unchecked Sendable {
        /// When, relative to the curve's start.
        public var relativeTime: TimeInterval
        /// The parameter's value then.
        public var value: Float
        /// A point at `relativeTime` of `value`.
        public init(relativeTime: TimeInterval, value: Float) {
            self.relativeTime = relativeTime
            self.value = value
        }
    }
}

/// A parameter that changes a playing pattern (CoreHaptics' `CHHapticDynamicParameter`).
public final class CHHapticDynamicParameter: @unchecked Sendable {
    /// Which parameter.
    public let parameterID: ID
    /// Its value.
    public var value: Float
    /// When it applies, relative to the pattern.
    public var relativeTime: TimeInterval
    /// A parameter of `value` at `relativeTime`.
    public init(parameterID: ID, value: Float, relativeTime: TimeInterval) {
        self.parameterID = parameterID
        self.value = value
        self.relativeTime = relativeTime
    }

    /// The dynamic parameters (CoreHaptics' `CHHapticDynamicParameter.ID`).
    public struct ID: Hashable, Sendable {
        let name: String
        public static let hapticIntensityControl = ID(name: "hapticIntensityControl")
        public static let hapticSharpnessControl = ID(name: "hapticSharpnessControl")
        public static let hapticAttackTimeControl = ID(name: "hapticAttackTimeControl")
        public static let hapticDecayTimeControl = ID(name: "hapticDecayTimeControl")
        public static let hapticReleaseTimeControl = ID(name: "hapticReleaseTimeControl")
        public static let audioVolumeControl = ID(name: "audioVolumeControl")
    }
}

/// A haptic event (CoreHaptics' `CHHapticEvent`).
public final class CHHapticEvent: @unchecked Sendable {
    public init(eventType: EventType, parameters: [CHHapticEventParameter], relativeTime: TimeInterval, duration: TimeInterval = 0) {}
    /// A haptic event's kind.
    public struct EventType: Sendable {
        public static let hapticTransient = EventType(), hapticContinuous = EventType()
    }
}

/// A haptic event's parameter (CoreHaptics' `CHHapticEventParameter`).
public final class CHHapticEventParameter: @unchecked Sendable {
    public init(parameterID: ParameterID, value: Float) {}
    /// A parameter's identifier.
    public struct ParameterID: Sendable {
        public static let hapticIntensity = ParameterID(), hapticSharpness = ParameterID()
    }
}

/// Plays a haptic pattern (CoreHaptics' `CHHapticPatternPlayer`): nothing plays.
public final class CHHapticPatternPlayer: @unchecked Sendable {
    public func start(atTime time: TimeInterval) throws {}
}

/// A system sound's identifier (AudioToolbox's `SystemSoundID`).
public typealias SystemSoundID = UInt32
/// Plays a system sound (AudioToolbox): nothing plays.
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}
/// Vibrates (AudioToolbox's `kSystemSoundID_Vibrate`): nothing plays.
public let kSystemSoundID_Vibrate: SystemSoundID = 4095
/// Plays a system sound as an alert, with its completion (AudioToolbox): nothing plays, and the
/// completion is not called.
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {}
public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?) {}
public func AudioServicesPlayAlertSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?) {}
/// Registers a sound file as a system sound (AudioToolbox): every file gets the same identifier,
/// and `kAudioServicesNoError` is answered.
@discardableResult
public func AudioServicesCreateSystemSoundID(_ inFileURL: CFURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> OSStatus {
    outSystemSoundID.pointee = 1
    return kAudioServicesNoError
}
@discardableResult
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus { kAudioServicesNoError }
/// AudioToolbox's success status.
public let kAudioServicesNoError: OSStatus = 0

// MARK: LocalAuthentication, AuthenticationServices

/// A web sign-in (AuthenticationServices' `ASWebAuthenticationSession`): it never starts here,
/// so its completion is never called and the screen stays signed out.
public final class ASWebAuthenticationSession: @unchecked Sendable {
    public typealias CompletionHandler = (URL?, (any Error)?) -> Void
    public weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?
    public var prefersEphemeralWebBrowserSession = false
    public var canStart: Bool { false }
    public init(url: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {}
    @discardableResult public func start() -> Bool { false }
    public func cancel() {}
}

/// What a web sign-in is shown over (AuthenticationServices' anchor): the preview's window.
public typealias ASPresentationAnchor = UIWindow

/// Gives a web sign-in its window (AuthenticationServices' protocol).
public protocol ASWebAuthenticationPresentationContextProviding: AnyObject {
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}

/// Why a web sign-in ended (AuthenticationServices' error codes).
public enum ASWebAuthenticationSessionError: Int, Error, Sendable {
    case canceledLogin = 1, presentationContextNotProvided, presentationContextInvalid
    /// The error's code (`error.code == .canceledLogin`).
    public var code: ASWebAuthenticationSessionError { self }
    public typealias Code = ASWebAuthenticationSessionError
}

/// Biometric authentication (LocalAuthentication's `LAContext`): never available here.
public final class LAContext: @unchecked Sendable {
    public var localizedReason = ""
    /// The titles of the fallback and cancel buttons of the system's prompt (never shown here).
    public var localizedFallbackTitle: String?
    public var localizedCancelTitle: String?
    /// How long a recent unlock of the device counts (seconds).
    public var touchIDAuthenticationAllowableReuseDuration: Double = 0
    public var biometryType: LABiometryType { .none }
    /// Ends the evaluation in progress (there is none).
    public func invalidate() {}
    public init() {}
    public func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool { false }
    public func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool { false }
    public func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping (Bool, (any Error)?) -> Void) {}
}

/// What authenticates (LocalAuthentication's `LAPolicy`).
public enum LAPolicy: Int, Sendable { case deviceOwnerAuthenticationWithBiometrics = 1, deviceOwnerAuthentication = 2 }
/// The device's biometry (LocalAuthentication's `LABiometryType`).
public enum LABiometryType: Int, Sendable { case none, touchID, faceID, opticID }

/// Sign in with Apple's button (AuthenticationServices' `SignInWithAppleButton`): a stand-in that
/// takes its proposal (see the file header).
public struct SignInWithAppleButton: _PrimitiveView {
    public init(_ label: Label = .signIn, onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void,
                onCompletion: @escaping (Swift.Result<ASAuthorization, any Error>) -> Void) {}
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [ViewNode(.color(name: "signInWithAppleButton"))] }

    /// The button's title (AuthenticationServices' `SignInWithAppleButton.Label`).
    public enum Label: Sendable { case signIn, `continue`, signUp }
    /// The button's colours (AuthenticationServices' `SignInWithAppleButton.Style`).
    public enum Style: Sendable { case black, white, whiteOutline }
}

extension View {
    public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> Self { self }
}

/// A Sign in with Apple request (AuthenticationServices' `ASAuthorizationAppleIDRequest`).
public final class ASAuthorizationAppleIDRequest: @unchecked Sendable {
    public var requestedScopes: [ASAuthorization.Scope]?
    public var nonce: String?
}

/// A completed authorization (AuthenticationServices' `ASAuthorization`).
public final class ASAuthorization: @unchecked Sendable {
    public var credential: Any { ASAuthorizationAppleIDCredential() }
    /// What a sign-in shares (AuthenticationServices' `ASAuthorization.Scope`).
    public struct Scope: Hashable, Sendable {
        public static let fullName = Scope(), email = Scope()
        let id = UUID()
    }
}

/// Sign in with Apple's credential (AuthenticationServices' `ASAuthorizationAppleIDCredential`).
public final class ASAuthorizationAppleIDCredential: @unchecked Sendable {
    public var user: String { "" }
    public var email: String? { nil }
    public var fullName: PersonNameComponents? { nil }
    public var identityToken: Data? { nil }
}

// MARK: CloudKit, Network, GameKit

/// An iCloud container (CloudKit's `CKContainer`): nothing syncs.
public final class CKContainer: @unchecked Sendable {
    public static func `default`() -> CKContainer { CKContainer() }
    public init() {}
    public init(identifier: String) {}
    public var privateCloudDatabase: CKDatabase { CKDatabase() }
    public var publicCloudDatabase: CKDatabase { CKDatabase() }
    public func accountStatus() async throws -> CKAccountStatus { .noAccount }
}

/// A CloudKit database (CloudKit's `CKDatabase`): empty. Queries find nothing, and completion
/// handlers are not called (nothing syncs in a preview).
public final class CKDatabase: @unchecked Sendable {
    /// What a query found, and where it stopped.
    public typealias QueryResult = (matchResults: [(CKRecord.ID, Result<CKRecord, Error>)], queryCursor: CKQueryOperation.Cursor?)

    public func save(_ record: CKRecord) async throws -> CKRecord { record }
    public func save(_ record: CKRecord, completionHandler: @escaping (CKRecord?, Error?) -> Void) {}
    public func record(for recordID: CKRecord.ID) async throws -> CKRecord { CKRecord(recordType: "", recordID: recordID) }
    public func deleteRecord(withID recordID: CKRecord.ID) async throws -> CKRecord.ID { recordID }
    public func records(matching query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil, desiredKeys: [String]? = nil,
                        resultsLimit: Int = CKQueryOperation.maximumResults) async throws -> QueryResult { ([], nil) }
    public func fetch(withQuery query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil, desiredKeys: [String]? = nil,
                      resultsLimit: Int = CKQueryOperation.maximumResults,
                      completionHandler: @escaping (Result<QueryResult, Error>) -> Void) {}
}

/// A query for records of one type (CloudKit's `CKQuery`).
public final class CKQuery: @unchecked Sendable {
    public let recordType: String
    public let predicate: NSPredicate
    public var sortDescriptors: [NSSortDescriptor]?

    public init(recordType: String, predicate: NSPredicate) {
        self.recordType = recordType
        self.predicate = predicate
    }
}

/// Where a query's results continue (CloudKit's `CKQueryOperation`).
public final class CKQueryOperation: @unchecked Sendable {
    public static let maximumResults = 0
    /// A place in a query's results (CloudKit's `CKQueryOperation.Cursor`).
    public final class Cursor: @unchecked Sendable {}
}

/// A zone of records (CloudKit's `CKRecordZone`).
public final class CKRecordZone: @unchecked Sendable {
    /// A zone's identity (CloudKit's `CKRecordZone.ID`).
    public final class ID: Hashable, @unchecked Sendable {
        public let zoneName: String
        public init(zoneName: String = "_defaultZone", ownerName: String = "__defaultOwner__") { self.zoneName = zoneName }
        public static func == (a: ID, b: ID) -> Bool { a.zoneName == b.zoneName }
        public func hash(into hasher: inout Hasher) { hasher.combine(zoneName) }
        public static let `default` = ID()
    }
}

/// Whether iCloud is signed in (CloudKit's `CKAccountStatus`).
public enum CKAccountStatus: Int, Sendable { case couldNotDetermine, available, restricted, noAccount, temporarilyUnavailable }

/// A CloudKit record (CloudKit's `CKRecord`).
public final class CKRecord: @unchecked Sendable {
    /// A record's identity (CloudKit's `CKRecord.ID`).
    public final class ID: Hashable, @unchecked Sendable {
        public let recordName: String
        public let zoneID: CKRecordZone.ID
        public init(recordName: String = UUID().uuidString, zoneID: CKRecordZone.ID = .default) {
            self.recordName = recordName
            self.zoneID = zoneID
        }
        public static func == (a: ID, b: ID) -> Bool { a.recordName == b.recordName && a.zoneID == b.zoneID }
        public func hash(into hasher: inout Hasher) { hasher.combine(recordName) }
    }

    var values: [String: Any] = [:]
    public let recordType: String
    public let recordID: ID
    public var creationDate: Date? { nil }
    public var modificationDate: Date? { nil }
    public init(recordType: String, recordID: ID = ID()) {
        self.recordType = recordType
        self.recordID = recordID
    }
    public subscript(key: String) -> Any? {
        get { values[key] }
        set { values[key] = newValue }
    }
}

/// Watches the network (Network's `NWPathMonitor`): the path is satisfied and nothing changes.
public final class NWPathMonitor: @unchecked Sendable {
    public var pathUpdateHandler: ((NWPath) -> Void)?
    public var currentPath: NWPath { NWPath() }
    public init() {}
    public init(requiredInterfaceType: NWInterface.InterfaceType) {}
    public func start(queue: DispatchQueue) {}
    public func cancel() {}
}

/// The network's state (Network's `NWPath`).
public struct NWPath: Sendable {
    public var status: Status { .satisfied }
    public var isExpensive: Bool { false }
    public var isConstrained: Bool { false }
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool { type == .wifi }
    /// The interfaces the path can use: one Wi-Fi interface, as `usesInterfaceType(.wifi)` says.
    public var availableInterfaces: [NWInterface] { [NWInterface(name: "en0", type: .wifi, index: 1)] }
    /// Whether the network is usable (Network's `NWPath.Status`).
    public enum Status: Sendable { case satisfied, unsatisfied, requiresConnection }
}

/// A network interface (Network's `NWInterface`).
public struct NWInterface: Hashable, Sendable {
    /// The interface's system name (`en0`).
    public let name: String
    /// What kind of interface it is.
    public let type: InterfaceType
    /// The system's index of the interface.
    public let index: Int
    /// Its kind (Network's `NWInterface.InterfaceType`).
    public enum InterfaceType: Hashable, Sendable { case other, wifi, cellular, wiredEthernet, loopback }
}

/// The signed-in Game Center player (GameKit's `GKLocalPlayer`): never signed in here.
public final class GKLocalPlayer: @unchecked Sendable {
    public static let local = GKLocalPlayer()
    public var isAuthenticated: Bool { false }
    public var displayName: String { "Player" }
    public var authenticateHandler: ((Any?, (any Error)?) -> Void)?
}
