// More of CoreLocation and MapKit, as view models use them (`import CoreLocation`, `import MapKit`):
// the location manager, geocoding, local search and directions. Nothing is located, searched or
// routed while a view is laid out: authorization is not determined, searches find nothing.

/// Where the device is (CoreLocation's `CLLocationManager`): no location is ever delivered.
open class CLLocationManager: @unchecked Sendable {
    open weak var delegate: (any CLLocationManagerDelegate)?
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// What the app tracks (walking, driving): tunes updates; none are delivered.
    open var activityType = CLActivityType.other
    open var allowsBackgroundLocationUpdates = false
    /// Whether updates may pause (true by default, as on iOS); nothing is delivered either way.
    open var pausesLocationUpdatesAutomatically = true
    open var showsBackgroundLocationIndicator = false
    open var location: CLLocation? { nil }
    open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
    public init() {}
    open class func locationServicesEnabled() -> Bool { false }
    open func requestWhenInUseAuthorization() {}
    open func requestAlwaysAuthorization() {}
    open func requestLocation() {}
    open func startUpdatingLocation() {}
    open func stopUpdatingLocation() {}
    open func startUpdatingHeading() {}
    open func stopUpdatingHeading() {}
}

/// A location manager's events (CoreLocation's `CLLocationManagerDelegate`); never called.
public protocol CLLocationManagerDelegate: AnyObject {}

/// Location access (CoreLocation's `CLAuthorizationStatus`).
public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined, restricted, denied, authorizedAlways, authorizedWhenInUse
    /// macOS's older name of `authorizedAlways` (CoreLocation declares it on every platform).
    public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}

/// A location's accuracy in meters (CoreLocation's `CLLocationAccuracy`).
public typealias CLLocationAccuracy = Double
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
/// Every movement is reported (CoreLocation's `kCLDistanceFilterNone`).
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// What a location manager's app tracks (CoreLocation's `CLActivityType`).
public enum CLActivityType: Int, Sendable { case other = 1, automotiveNavigation, fitness, otherNavigation, airborne }

/// Why locating failed (CoreLocation's `CLError`): `.denied`, `.locationUnknown`, ….
public struct CLError: Error, Hashable, Sendable {
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let locationUnknown = Code.locationUnknown, denied = Code.denied, network = Code.network
    public static let headingFailure = Code.headingFailure, geocodeFoundNoResult = Code.geocodeFoundNoResult
    public static let geocodeCanceled = Code.geocodeCanceled, promptDeclined = Code.promptDeclined

    /// The kind of failure (CoreLocation's `CLError.Code`).
    public enum Code: Int, Sendable {
        case locationUnknown = 0, denied, network, headingFailure, regionMonitoringDenied, regionMonitoringFailure
        case regionMonitoringSetupDelayed, regionMonitoringResponseDelayed, geocodeFoundNoResult, geocodeFoundPartialResult
        case geocodeCanceled, deferredFailed, deferredNotUpdatingLocation, deferredAccuracyTooLow, deferredDistanceFiltered
        case deferredCanceled, rangingUnavailable, rangingFailure, promptDeclined, historicalLocationError = 19
    }
}

extension CLLocation {
    /// The great-circle distance to `location` in meters (a sphere of 6,371 km).
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let (a, b) = (coordinate, location.coordinate)
        let radians = Double.pi / 180
        let dLat = (b.latitude - a.latitude) * radians, dLon = (b.longitude - a.longitude) * radians
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(a.latitude * radians) * cos(b.latitude * radians) * sin(dLon / 2) * sin(dLon / 2)
        return 6_371_000 * 2 * atan2(sqrt(h), sqrt(1 - h))
    }
}

/// An address of a place (CoreLocation's `CLPlacemark`).
open class CLPlacemark: @unchecked Sendable {
    open var name: String?
    open var thoroughfare: String?
    open var subThoroughfare: String?
    open var locality: String?
    open var subLocality: String?
    open var administrativeArea: String?
    open var subAdministrativeArea: String?
    open var postalCode: String?
    open var country: String?
    open var isoCountryCode: String?
    open var timeZone: TimeZone?
    open var location: CLLocation?
    public init() {}
}

/// Addresses from coordinates and back (CoreLocation's `CLGeocoder`): finds nothing.
public final class CLGeocoder: @unchecked Sendable {
    public init() {}
    public func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] { [] }
    public func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping ([CLPlacemark]?, (any Error)?) -> Void) {}
    public func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?) async throws -> [CLPlacemark] { [] }
    public func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?,
                                       completionHandler: @escaping ([CLPlacemark]?, (any Error)?) -> Void) {}
    public func cancelGeocode() {}
    public var isGeocoding: Bool { false }
    public func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] { [] }
    public func geocodeAddressString(_ addressString: String, completionHandler: @escaping ([CLPlacemark]?, (any Error)?) -> Void) {}
}

/// A place on a map (MapKit's `MKPlacemark`): its coordinate, its location there, and the address
/// it was made with (ContactsAddresses.swift).
public final class MKPlacemark: CLPlacemark, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        super.init()
        location = CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
    }
}

extension MKMapItem {
    /// Opens the item in the Maps app: nothing opens in a preview.
    @discardableResult
    public func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }
    /// Opens the items in the Maps app: nothing opens in a preview.
    @discardableResult
    public static func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil) -> Bool { false }
}

/// A search for places (MapKit's `MKLocalSearch`): finds nothing.
public final class MKLocalSearch: @unchecked Sendable {
    public init(request: Request) {}
    public func start() async throws -> Response { Response() }
    /// Searches, then calls `completionHandler` with a response holding no items.
    public func start(completionHandler: @escaping (Response?, (any Error)?) -> Void) { completionHandler(Response(), nil) }
    public func cancel() {}

    /// What to search for (MapKit's `MKLocalSearch.Request`).
    public final class Request: @unchecked Sendable {
        public var naturalLanguageQuery: String?
        public var region = MKCoordinateRegion(center: CLLocationCoordinate2D(), span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
        public var resultTypes: ResultType = [.address, .pointOfInterest]
        /// Which kinds of places to find (nil: all).
        public var pointOfInterestFilter: MKPointOfInterestFilter?
        public init() {}
    }

    /// What kinds of places a search returns (MapKit's `MKLocalSearch.ResultType`).
    public struct ResultType: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let address = ResultType(rawValue: 1 << 0)
        public static let pointOfInterest = ResultType(rawValue: 1 << 1)
        public static let physicalFeature = ResultType(rawValue: 1 << 2)
    }

    /// What a search found (MapKit's `MKLocalSearch.Response`).
    public final class Response: @unchecked Sendable {
        public var mapItems: [MKMapItem] { [] }
    }
}

/// Address completions as people type (MapKit's `MKLocalSearchCompleter`): finds none.
open class MKLocalSearchCompleter: @unchecked Sendable {
    open weak var delegate: (any MKLocalSearchCompleterDelegate)?
    open var queryFragment = ""
    open var resultTypes = ResultType.address
    /// The older form of `resultTypes`.
    open var filterType = FilterType.locationsAndQueries
    open var region = MKCoordinateRegion(center: CLLocationCoordinate2D(), span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
    /// Which points of interest completions may name.
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    open var results: [MKLocalSearchCompletion] { [] }
    open var isSearching: Bool { false }
    public init() {}
    open func cancel() {}

    /// What completions are for (MapKit's `MKLocalSearchCompleter.ResultType`).
    public struct ResultType: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let address = ResultType(rawValue: 1), pointOfInterest = ResultType(rawValue: 2), query = ResultType(rawValue: 4)
    }

    /// What completions are for, before `ResultType` (MapKit's `MKSearchCompletionFilterType`).
    public enum FilterType: Int, Sendable {
        case locationsAndQueries, locationsOnly
    }
}

/// One completion (MapKit's `MKLocalSearchCompletion`).
open class MKLocalSearchCompletion: @unchecked Sendable, Hashable {
    open var title = ""
    open var subtitle = ""
    public init() {}
    public static func == (lhs: MKLocalSearchCompletion, rhs: MKLocalSearchCompletion) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A kind of place (MapKit's `MKPointOfInterestCategory`: `.cafe`, `.park`, …).
public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let airport = Self(rawValue: "MKPOICategoryAirport"), amusementPark = Self(rawValue: "MKPOICategoryAmusementPark")
    public static let bakery = Self(rawValue: "MKPOICategoryBakery"), beach = Self(rawValue: "MKPOICategoryBeach")
    public static let cafe = Self(rawValue: "MKPOICategoryCafe"), gasStation = Self(rawValue: "MKPOICategoryGasStation")
    public static let hospital = Self(rawValue: "MKPOICategoryHospital"), hotel = Self(rawValue: "MKPOICategoryHotel")
    public static let museum = Self(rawValue: "MKPOICategoryMuseum"), nationalPark = Self(rawValue: "MKPOICategoryNationalPark")
    public static let park = Self(rawValue: "MKPOICategoryPark"), parking = Self(rawValue: "MKPOICategoryParking")
    public static let pharmacy = Self(rawValue: "MKPOICategoryPharmacy"), publicTransport = Self(rawValue: "MKPOICategoryPublicTransport")
    public static let restaurant = Self(rawValue: "MKPOICategoryRestaurant"), school = Self(rawValue: "MKPOICategorySchool")
    public static let store = Self(rawValue: "MKPOICategoryStore"), theater = Self(rawValue: "MKPOICategoryTheater")
}

/// Which points of interest a search or map shows (MapKit's `MKPointOfInterestFilter`).
public struct MKPointOfInterestFilter: Hashable, Sendable {
    let included: Set<MKPointOfInterestCategory>?
    let excluded: Set<MKPointOfInterestCategory>
    public init(including categories: [MKPointOfInterestCategory]) { included = Set(categories); excluded = [] }
    public init(excluding categories: [MKPointOfInterestCategory]) { included = nil; excluded = Set(categories) }
    public static let includingAll = MKPointOfInterestFilter(excluding: [])
    public static let excludingAll = MKPointOfInterestFilter(including: [])
    public func includes(_ category: MKPointOfInterestCategory) -> Bool {
        included?.contains(category) ?? !excluded.contains(category)
    }
    public func excludes(_ category: MKPointOfInterestCategory) -> Bool { !includes(category) }
}

/// A point of the flat (Web Mercator) map MapKit draws (MapKit's `MKMapPoint`), in map points.
public struct MKMapPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    /// Where `coordinate` lies on the flat map.
    public init(_ coordinate: CLLocationCoordinate2D) {
        let width = MKMapRect.world.size.width
        let latitude = coordinate.latitude * .pi / 180
        x = (coordinate.longitude + 180) / 360 * width
        y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2 * width
    }
    /// The coordinate at this point.
    public var coordinate: CLLocationCoordinate2D {
        let width = MKMapRect.world.size.width
        return CLLocationCoordinate2D(latitude: atan(sinh(.pi * (1 - 2 * y / width))) * 180 / .pi, longitude: x / width * 360 - 180)
    }
}

/// A size on the flat map (MapKit's `MKMapSize`), in map points.
public struct MKMapSize: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A rectangle of the flat map (MapKit's `MKMapRect`): `.world` is the whole map.
public struct MKMapRect: Hashable, Sendable {
    public var origin: MKMapPoint
    public var size: MKMapSize
    public init(origin: MKMapPoint, size: MKMapSize) {
        self.origin = origin
        self.size = size
    }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }
    public init() { self.init(x: 0, y: 0, width: 0, height: 0) }
    /// The whole map: 2²⁸ map points wide and high.
    public static let world = MKMapRect(x: 0, y: 0, width: 268_435_456, height: 268_435_456)
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }
}

extension MKCoordinateRegion {
    /// The region a flat-map rectangle covers (`MKCoordinateRegion(.world)`: the whole globe).
    public init(_ rect: MKMapRect) {
        let topLeft = MKMapPoint(x: rect.minX, y: rect.minY).coordinate
        let bottomRight = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
        self.init(center: MKMapPoint(x: rect.midX, y: rect.midY).coordinate,
                  span: MKCoordinateSpan(latitudeDelta: topLeft.latitude - bottomRight.latitude,
                                         longitudeDelta: bottomRight.longitude - topLeft.longitude))
    }
}

/// A completer's events (MapKit's `MKLocalSearchCompleterDelegate`); never called.
public protocol MKLocalSearchCompleterDelegate: AnyObject {}

extension MKLocalSearch.Request {
    /// A search for a completion.
    public convenience init(completion: MKLocalSearchCompletion) {
        self.init()
        naturalLanguageQuery = completion.title
    }
}

/// Directions between places (MapKit's `MKDirections`): finds no route.
public final class MKDirections: @unchecked Sendable {
    public init(request: Request) {}
    public func calculate() async throws -> Response { Response() }

    /// A route's ends (MapKit's `MKDirections.Request`).
    public final class Request: @unchecked Sendable {
        public var source: MKMapItem?
        public var destination: MKMapItem?
        public var transportType = MKDirectionsTransportType.automobile
        public init() {}
    }

    /// The routes found (MapKit's `MKDirections.Response`).
    public final class Response: @unchecked Sendable {
        public var routes: [MKRoute] { [] }
    }
}

/// A route (MapKit's `MKRoute`): directions find none here, so none is ever made.
public final class MKRoute: @unchecked Sendable {
    public var name: String { "" }
    public var distance: CLLocationDistance { 0 }
    public var expectedTravelTime: TimeInterval { 0 }
    public var transportType: MKDirectionsTransportType { .automobile }
    public var advisoryNotices: [String] { [] }
    /// The route's line: no points.
    public var polyline: MKPolyline { MKPolyline(coordinates: [], count: 0) }
    public var steps: [Step] { [] }

    /// One leg of a route (MapKit's `MKRoute.Step`).
    public final class Step: @unchecked Sendable {
        public var instructions: String { "" }
        public var notice: String? { nil }
        public var distance: CLLocationDistance { 0 }
        public var polyline: MKPolyline { MKPolyline(coordinates: [], count: 0) }
    }
}

/// A line through coordinates (MapKit's `MKPolyline`), as routes and overlays carry it.
public final class MKPolyline: @unchecked Sendable {
    let coordinates: [CLLocationCoordinate2D]
    /// A line through the first `count` coordinates (an array passes for the pointer, as in MapKit).
    public init(coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.coordinates = Array(UnsafeBufferPointer(start: coordinates, count: max(count, 0)))
    }
    public var pointCount: Int { coordinates.count }
}

/// How a route is travelled (MapKit's `MKDirectionsTransportType`).
public struct MKDirectionsTransportType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let automobile = MKDirectionsTransportType(rawValue: 1), walking = MKDirectionsTransportType(rawValue: 2)
    public static let transit = MKDirectionsTransportType(rawValue: 4)
}

extension View {
    /// Called when the map's camera moves: never here (the map is not drawn).
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void) -> Self { self }
    /// The same, with the camera's new state: never called here.
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd,
                                  _ action: @escaping (MapCameraUpdateContext) -> Void) -> Self { self }
}

/// How often `onMapCameraChange` is called (MapKit's `MapCameraUpdateFrequency`).
public enum MapCameraUpdateFrequency: Sendable { case continuous, onEnd }

// MARK: Charts

/// What a chart's overlay or background closure is given (Swift Charts' `ChartProxy`): nothing is
/// plotted, so no value has a position.
public struct ChartProxy {
    public var plotSize: CGSize { .zero }
    /// The plot area's frame (Swift Charts' `plotAreaFrame`, `plotFrame`): the chart's overlay is
    /// not laid out, so it is empty.
    public var plotAreaFrame: Anchor<CGRect> { Anchor(rootRect: .zero, sourceName: "plotArea") { $0 } }
    public var plotFrame: Anchor<CGRect>? { plotAreaFrame }
    public var plotAreaSize: CGSize { .zero }
    public func position<P>(forX value: P) -> CGFloat? { nil }
    public func position<P>(forY value: P) -> CGFloat? { nil }
    public func value<P>(atX position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    public func value<P>(atY position: CGFloat, as type: P.Type = P.self) -> P? { nil }
}

extension View {
    /// A chart's overlay (drawn over the plot): not laid out (see Charts.swift).
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> Self { self }
    /// A chart's background: not laid out.
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> Self { self }
    public func chartPlotStyle<V: View>(@ViewBuilder content: @escaping (AnyView) -> V) -> Self { self }
    public func chartXSelection<P>(value: Binding<P?>) -> Self { self }
    public func chartYSelection<P>(value: Binding<P?>) -> Self { self }
    public func chartAngleSelection<P>(value: Binding<P?>) -> Self { self }
    public func chartXScale<D, R>(domain: D, range: R) -> Self { self }
    public func chartYScale<D, R>(domain: D, range: R) -> Self { self }
    public func chartForegroundStyleScale<D, R>(domain: D, range: R) -> Self { self }
    public func chartSymbolScale<M>(_ mapping: M) -> Self { self }
    public func chartXVisibleDomain<L>(length: L) -> Self { self }
    public func chartScrollPosition<P>(x: Binding<P>) -> Self { self }
    public func chartScrollPosition<P>(initialX: P) -> Self { self }
}
