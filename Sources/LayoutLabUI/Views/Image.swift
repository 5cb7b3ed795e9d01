// Image: named images sized from the build's image table, SF Symbols sized by the font around them.
import LayoutEngine

/// An image (SwiftUI's `Image`). Its natural size comes from the build's image table
/// (`LayoutLab.tree(of:images:)`, `Experiment(images:)`); an unknown image gets the placeholder
/// size `Image.placeholderSize` (100×100), and an SF Symbol (`systemName:`) is sized by the font around
/// it: `Image.symbolSize` (20×20) at 17 pt, in proportion at other sizes (the engine's `symbol`).
public struct Image: _PrimitiveView, Hashable {
    /// The size of a named image missing from the image table.
    public static let placeholderSize = CGSize(width: 100, height: 100)
    /// The size of an SF Symbol at 17 pt (approximation; the engine scales it with the font).
    public static let symbolSize = CGSize(width: 20, height: 20)

    let name: String
    let systemName: Bool
    var isResizable = false
    /// The size of an asset catalog image whose file was read (`Image(_: ImageResource)`).
    var naturalSize: CGSize?

    /// A named image (its size from `Experiment(images:)` or the asset catalog). `bundle` has a
    /// default, as SwiftUI's does: `Text(.init(string))` then reads the string as a
    /// `LocalizedStringKey`, not as an image's name.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
        systemName = false
    }

    public init(systemName: String) {
        self.name = systemName
        self.systemName = true
    }

    public init(decorative name: String) { self.init(name) }

    /// An SF Symbol drawn at a variable value (the value only changes which parts are drawn).
    public init(systemName: String, variableValue: Double?) { self.init(systemName: systemName) }

    /// A named image drawn at a variable value: sized as the named image.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) { self.init(name) }

    /// Lets the image take its proposal instead of its natural size.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// How a resizable image fills its frame (visual only).
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    /// Visual only.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
    /// Visual only.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    /// Visual only.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// Template rendering (visual only).
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    /// Image interpolation quality (visual only).
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        if systemName && builder.images[name] == nil {
            return [ViewNode(.symbol(name: name, resizable: isResizable))]
        }
        let size = naturalSize ?? builder.images[name] ?? builder.placeholderSize(forUnknownImage: name)
        return [ViewNode(.image(name: name, width: Double(size.width), height: Double(size.height), resizable: isResizable))]
    }
}

extension Image {
    /// An image of a Core Graphics bitmap (`Image(renderer.cgImage, scale: 2, label: Text("Card"))`):
    /// its pixels divided by `scale` points, turned a quarter for the left and right orientations,
    /// as SwiftUI draws it. (No bitmap is made here: `ImageRenderer.cgImage` is nil.)
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
        self.init(decorative: cgImage, scale: scale, orientation: orientation)
    }

    /// An image of a Core Graphics bitmap that accessibility ignores, sized as `init(_:scale:orientation:label:)`.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
        self.init("cgImage")
        let width = CGFloat(cgImage.width) / scale, height = CGFloat(cgImage.height) / scale
        let turned = [.left, .leftMirrored, .right, .rightMirrored].contains(orientation)
        naturalSize = turned ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
    }
}
