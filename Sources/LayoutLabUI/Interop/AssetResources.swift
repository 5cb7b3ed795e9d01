// The types of the symbols Xcode makes of an asset catalog (`ColorResource.brand`, `Color.brand`,
// `Image(.avatar)`): `layoutlab run` reads the catalog beside the files and declares the symbols
// they use (`AssetCatalogs` in ExperimentFiles). An image resource carries the image's size in
// points, read from its file, so `Image(.avatar)` takes the size it has on the device.
import LayoutEngine

/// A colour of the app's asset catalog (visual only: drawn by name).
public struct ColorResource: Hashable, Sendable {
    public let name: String

    public init(name: String, bundle: Bundle? = nil) { self.name = name }
}

/// An image of the app's asset catalog, with its natural size in points (nil: unknown, the
/// placeholder size).
public struct ImageResource: Hashable, Sendable {
    public let name: String
    let size: CGSize?

    public init(name: String, bundle: Bundle? = nil) {
        self.name = name
        size = nil
    }

    /// A catalog image whose size was read from its file.
    public init(name: String, width: Double, height: Double) {
        self.name = name
        size = CGSize(width: width, height: height)
    }
}

extension Color {
    /// A colour of the asset catalog.
    public init(_ resource: ColorResource) { self.init(name: resource.name) }
}

extension Image {
    /// An image of the asset catalog, at its size in points when its file was read.
    public init(_ resource: ImageResource) {
        self.init(resource.name)
        naturalSize = resource.size
    }
}

extension UIColor {
    /// A colour of the asset catalog.
    public init(resource: ColorResource) { self.init(name: resource.name) }
}

extension UIImage {
    /// An image of the asset catalog.
    public convenience init(resource: ImageResource) { self.init(named: resource.name)! }
}
