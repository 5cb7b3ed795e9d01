// Look Around, MapKit's street-level imagery (`LookAroundPreview`, `MKLookAroundScene`,
// `MKLookAroundSceneRequest`), as map apps show it under a selected place. No scene is ever
// found here (requests answer nil, as for a place without imagery), and the preview is laid out
// as what it is underneath, a UIKit controller's view (`MKLookAroundViewController`): a view
// without a size of its own, which takes the size proposed and nothing where a dimension is left
// open (Representables.swift). Apps give it a frame (`.frame(height: 200)`).
import LayoutEngine

/// Street-level imagery of a place (MapKit's `MKLookAroundScene`); never found here.
public final class MKLookAroundScene: Hashable, @unchecked Sendable {
    init() {}
    /// The same scene (MapKit's scenes are objects, compared as `NSObject`s are).
    public static func == (lhs: MKLookAroundScene, rhs: MKLookAroundScene) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Asks for the scene at a coordinate or map item (MapKit's `MKLookAroundSceneRequest`): it finds
/// none, as for a place Apple has no imagery of.
public final class MKLookAroundSceneRequest: @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let mapItem: MKMapItem?
    public var isCancelled: Bool { false }
    public var isLoading: Bool { false }

    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        mapItem = nil
    }

    public init(mapItem: MKMapItem) {
        coordinate = mapItem.placemark.coordinate
        self.mapItem = mapItem
    }

    /// The scene: none.
    public var scene: MKLookAroundScene? {
        get async throws { nil }
    }

    /// Calls `completionHandler` with no scene and no error.
    public func getSceneWithCompletionHandler(_ completionHandler: @escaping (MKLookAroundScene?, (any Error)?) -> Void) {
        completionHandler(nil, nil)
    }

    public func cancel() {}
}

/// Where Look Around's badge sits (MapKit's `MKLookAroundBadgePosition`).
public enum MKLookAroundBadgePosition: Int, Sendable { case topLeading, topTrailing, bottomTrailing }

/// A Look Around view (MapKit's `LookAroundPreview`, iOS 17): a view without a size of its own
/// (see the file header).
public struct LookAroundPreview: _PrimitiveView {
    public init(initialScene: MKLookAroundScene?, allowsNavigation: Bool = true, showsRoadLabels: Bool = true,
                pointsOfInterest: PointOfInterestCategories = .all, badgePosition: MKLookAroundBadgePosition = .topLeading) {}

    public init(scene: Binding<MKLookAroundScene?>, allowsNavigation: Bool = true, showsRoadLabels: Bool = true,
                pointsOfInterest: PointOfInterestCategories = .all, badgePosition: MKLookAroundBadgePosition = .topLeading) {}

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { _representableNodes(builder) }
}

extension View {
    /// Shows Look Around full screen when `isPresented`: a presentation, not laid out.
    public func lookAroundViewer(isPresented: Binding<Bool>, initialScene: MKLookAroundScene?, allowsNavigation: Bool = true,
                                 showsRoadLabels: Bool = true, pointsOfInterest: PointOfInterestCategories = .all,
                                 onDismiss: (() -> Void)? = nil) -> Self { self }
}
