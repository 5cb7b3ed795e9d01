// MapKit for SwiftUI and the CoreLocation types it takes, so pasted views with a map compile
// (`import MapKit` and `import CoreLocation` import this library). A `Map` is laid out as one
// flexible view that takes the space it is offered, like a shape or a `Chart` (approximation: a map
// is a UIKit view underneath, whose sizing SwiftUI does not publish; give it a frame, as most code
// does). Markers, annotations, overlays, camera positions and map modifiers compile and add nothing.
import LayoutEngine

/// A latitude and longitude (CoreLocation's `CLLocationCoordinate2D`).
public struct CLLocationCoordinate2D: Hashable, Sendable {
    public var latitude: Double
    public var longitude: Double

    public init() {
        latitude = 0
        longitude = 0
    }

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// CoreLocation's degrees and distances.
public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double

/// A place with a coordinate (CoreLocation's `CLLocation`).
public final class CLLocation: Sendable {
    public let coordinate: CLLocationCoordinate2D

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    /// A location at latitude and longitude 0 (CoreLocation's `CLLocation()`).
    public convenience init() { self.init(latitude: 0, longitude: 0) }
}

/// A map region's extent in degrees (MapKit's `MKCoordinateSpan`).
public struct MKCoordinateSpan: Hashable, Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees

    /// A span of zero degrees (the C struct's zero initializer, as Swift imports it).
    public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }

    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A map region (MapKit's `MKCoordinateRegion`).
public struct MKCoordinateRegion: Hashable, Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan

    /// The region at latitude and longitude 0 with a span of zero (the C struct's zero
    /// initializer, as Swift imports it: `@State var region = MKCoordinateRegion()`).
    public init() { self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan()) }

    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// A region around `center`, the distances in meters (about 111 km to a degree).
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        self.init(center: center, span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / 111_000,
                                                         longitudeDelta: longitudinalMeters / 111_000))
    }
}

/// A place on the map (MapKit's `MKMapItem`): what it was made with, and what code sets on it
/// (searches find no items here, so nothing else fills them in).
public final class MKMapItem: Hashable, @unchecked Sendable {
    public var name: String?
    /// The place it is at: the one it was made with, else a placemark at latitude and longitude 0.
    public let placemark: MKPlacemark
    public var phoneNumber: String?
    public var url: URL?
    public var timeZone: TimeZone?
    public var pointOfInterestCategory: MKPointOfInterestCategory?
    /// Whether it stands for the person's location (`MKMapItem.forCurrentLocation()`).
    public private(set) var isCurrentLocation = false

    public convenience init() { self.init(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D())) }

    /// A map item for `placemark`, named as it is.
    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        name = placemark.name
    }

    /// The item of the person's location.
    public static func forCurrentLocation() -> MKMapItem {
        let item = MKMapItem()
        item.isCurrentLocation = true
        return item
    }

    /// Equal when the same item (MapKit's items are objects, compared as `NSObject`s are).
    public static func == (lhs: MKMapItem, rhs: MKMapItem) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Where a map's camera looks (MapKit's `MapCameraPosition`): what it was made from, as code
/// reads it back (`position.region`); the map itself is drawn by nobody here.
public struct MapCameraPosition: Sendable {
    /// The region it shows, when made from one.
    public private(set) var region: MKCoordinateRegion?
    /// The camera it shows, when made from one.
    public private(set) var camera: MapCamera?
    /// The item it frames, when made from one.
    public private(set) var item: MKMapItem?
    /// Whether it follows the user's location (`.userLocation(fallback:)`).
    public private(set) var followsUserLocation = false
    /// The position shown until the user's location is known.
    public var fallbackPosition: MapCameraPosition? { fallback.first }
    /// Whether the user moved the map (never, here).
    public let positionedByUser = false
    private var fallback: [MapCameraPosition] = []

    public static let automatic = MapCameraPosition()
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition {
        var position = MapCameraPosition()
        position.region = region
        return position
    }
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        var position = MapCameraPosition()
        position.followsUserLocation = true
        position.fallback = [fallback]
        return position
    }
    public static func camera(_ camera: MapCamera) -> MapCameraPosition {
        var position = MapCameraPosition()
        position.camera = camera
        return position
    }
    public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition {
        var position = MapCameraPosition()
        position.item = item
        return position
    }
}

/// A map camera (MapKit's `MapCamera`).
public struct MapCamera: Sendable {
    public var centerCoordinate = CLLocationCoordinate2D()
    public var distance = 0.0
    public var heading = 0.0
    public var pitch = 0.0
    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }
}

/// A map camera's new state, as `onMapCameraChange` hands it over (MapKit's `MapCameraUpdateContext`).
public struct MapCameraUpdateContext: Sendable {
    public var camera: MapCamera
    public var region: MKCoordinateRegion
}

/// Converts between a map's points and coordinates (MapKit's `MapProxy`): no map is drawn, so
/// nothing converts.
public struct MapProxy {
    public func convert(_ point: CGPoint, from coordinateSpace: some CoordinateSpaceProtocol) -> CLLocationCoordinate2D? { nil }
    public func convert(_ coordinate: CLLocationCoordinate2D, to coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint? { nil }
}

/// Gives its content a `MapProxy` (MapKit's `MapReader`): laid out as its content.
public struct MapReader<Content: View>: View {
    let content: Content

    public init(@ViewBuilder _ content: @escaping (MapProxy) -> Content) {
        self.content = content(MapProxy())
    }

    public var body: some View { content }
}

/// How people may move a map (MapKit's `MapInteractionModes`).
public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let pan = MapInteractionModes(rawValue: 1)
    public static let zoom = MapInteractionModes(rawValue: 2)
    public static let rotate = MapInteractionModes(rawValue: 4)
    public static let pitch = MapInteractionModes(rawValue: 8)
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// A map (MapKit's `Map`): one flexible view (see the file header); its content is not laid out,
/// and nothing is ever selected on it.
public struct Map<Content: View>: _PrimitiveView {
    public init(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
                interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                @MapContentBuilder content: () -> Content) {}

    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                @MapContentBuilder content: () -> Content) {}

    /// A map whose tapped marker or item becomes `selection` (iOS 17: an `MKMapItem?` or a tag's
    /// value); nothing is tapped here.
    public init<SelectedValue: Hashable>(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
                                         interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>,
                                         scope: Namespace.ID? = nil, @MapContentBuilder content: () -> Content) {}

    public init<SelectedValue: Hashable>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                                         interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>,
                                         scope: Namespace.ID? = nil, @MapContentBuilder content: () -> Content) {}

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [ViewNode(.color(name: "map"))] }
}

extension Map where Content == EmptyView {
    public init(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
                interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) {}
    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) {}

    /// The iOS 14 form: a region binding.
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
                showsUserLocation: Bool = false) {}

    /// The iOS 14 form with annotations for each item.
    public init<Items: RandomAccessCollection, Annotation: View>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, annotationItems: Items,
        annotationContent: @escaping (Items.Element) -> Annotation
    ) where Items.Element: Identifiable {}
}

/// How far a map's camera may go (MapKit's `MapCameraBounds`): the map is not drawn, so it bounds
/// nothing.
public struct MapCameraBounds: Sendable {
    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    public init(centerCoordinateBounds: MKMapRect, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}

/// What a map's content builder takes: markers, annotations and overlays, and `ForEach`es of them
/// (views that add no node, so `ForEach` and `if` work as in MapKit).
public typealias MapContentBuilder = ViewBuilder

/// Map content: compiles, adds nothing (see the file header).
public protocol _MapContent: _PrimitiveView {}

extension _MapContent {
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [] }
    /// Hides a marker's or annotation's title: nothing to hide here.
    public func annotationTitles(_ visibility: Visibility) -> Self { self }
    public func stroke(_ color: Color, lineWidth: CGFloat) -> Self { self }
}

/// A balloon marker (MapKit's `Marker`).
public struct Marker: _MapContent {
    public init(_ title: String, coordinate: CLLocationCoordinate2D) {}
    public init(_ title: String, systemImage: String, coordinate: CLLocationCoordinate2D) {}
    public init(_ title: String, monogram: Text, coordinate: CLLocationCoordinate2D) {}
    public init(item: MKMapItem) {}
}

/// A view at a coordinate (MapKit's `Annotation`); the view is not laid out.
public struct Annotation<Label: View>: _MapContent {
    public init(_ title: String, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
                @ViewBuilder content: () -> Label) {}
}

/// The person's location (MapKit's `UserAnnotation`).
public struct UserAnnotation: _MapContent {
    public init() {}
}

/// Overlays (MapKit's `MapCircle`, `MapPolyline`, `MapPolygon`).
public struct MapCircle: _MapContent {
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {}
}

public struct MapPolyline: _MapContent {
    public init(coordinates: [CLLocationCoordinate2D], contourStyle: MapPolyline.ContourStyle = .straight) {}
    /// The line of a route (`MapPolyline(route)`, iOS 17).
    public init(_ route: MKRoute) {}
    public init(_ polyline: MKPolyline) {}
    public init(points: [MKMapPoint], contourStyle: MapPolyline.ContourStyle = .straight) {}

    /// How the line runs between its points (MapKit's `MapPolyline.ContourStyle`).
    public struct ContourStyle: Hashable, Sendable {
        let name: String
        public static let straight = ContourStyle(name: "straight"), geodesic = ContourStyle(name: "geodesic")
    }
}

public struct MapPolygon: _MapContent {
    public init(coordinates: [CLLocationCoordinate2D]) {}
}

/// The iOS 14 annotations (MapKit's `MapMarker`, `MapPin`, `MapAnnotation`).
public struct MapMarker: _MapContent {
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
}

public struct MapPin: _MapContent {
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
}

public struct MapAnnotation<Content: View>: _MapContent {
    public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
                @ViewBuilder content: () -> Content) {}
}

/// A map's look (MapKit's `MapStyle`).
public struct MapStyle: Sendable {
    public static let standard = MapStyle()
    public static let imagery = MapStyle()
    public static let hybrid = MapStyle()
    public static func standard(elevation: MapStyle.Elevation = .automatic, emphasis: MapStyle.StandardEmphasis = .automatic,
                                pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle { MapStyle() }
    public static func imagery(elevation: MapStyle.Elevation = .automatic) -> MapStyle { MapStyle() }
    public static func hybrid(elevation: MapStyle.Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
                              showsTraffic: Bool = false) -> MapStyle { MapStyle() }

    /// How strongly the standard map's features are drawn.
    public struct StandardEmphasis: Sendable {
        public static let automatic = StandardEmphasis()
        public static let muted = StandardEmphasis()
    }

    /// Flat or realistic terrain.
    public struct Elevation: Sendable {
        public static let automatic = Elevation()
        public static let flat = Elevation()
        public static let realistic = Elevation()
    }
}

/// The map's controls (MapKit's `MapUserLocationButton`, `MapCompass`, `MapScaleView`,
/// `MapPitchToggle`): drawn by the map, nothing to lay out.
public struct MapUserLocationButton: _MapContent {
    public init() {}
}

public struct MapCompass: _MapContent {
    public init() {}
}

public struct MapScaleView: _MapContent {
    public init() {}
}

public struct MapPitchToggle: _MapContent {
    public init() {}
}

extension View {
    /// The map's look: visual only.
    public func mapStyle(_ style: MapStyle) -> Self { self }
    /// The map's controls: drawn by the map, nothing to lay out.
    public func mapControls<Content: View>(@ViewBuilder _ content: () -> Content) -> Self { self }
    /// Whether the map's camera follows selection changes: nothing to lay out.
    public func mapCameraKeyframeAnimator<Trigger: Equatable>(trigger: Trigger) -> Self { self }
}

/// A button that shares the user's location once (CoreLocationUI's `LocationButton`). Its drawing
/// is the system's and unpublished: laid out as a button of its label, the title beside a
/// location arrow (`Label(title, systemImage: "location.fill")`), which its label style can change.
public struct LocationButton: View {
    /// The button's title (CoreLocationUI's `LocationButton.Title`).
    public struct Title: Sendable {
        let text: String
        public static let currentLocation = Title(text: "Current Location")
        public static let sendCurrentLocation = Title(text: "Send Current Location")
        public static let sendMyCurrentLocation = Title(text: "Send My Current Location")
        public static let shareCurrentLocation = Title(text: "Share Current Location")
        public static let shareMyCurrentLocation = Title(text: "Share My Current Location")
    }

    let title: Title?
    let action: () -> Void

    public init(_ title: Title? = nil, action: @escaping () -> Void) {
        self.title = title
        self.action = action
    }

    public var body: some View {
        Button(action: action) {
            if let title {
                Label(title.text, systemImage: "location.fill")
            } else {
                Image(systemName: "location.fill")
            }
        }
    }
}

/// Which points of interest a map shows (MapKit's `PointOfInterestCategories`).
public struct PointOfInterestCategories: Sendable {
    public static let all = PointOfInterestCategories()
    public static let excludingAll = PointOfInterestCategories()
    public static func including(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories { PointOfInterestCategories() }
    public static func excluding(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories { PointOfInterestCategories() }
}
