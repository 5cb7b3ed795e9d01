// Core Animation as representable views use it (`import QuartzCore`, `view.layer`): layers keep
// what is set on them and draw nothing; nothing animates while a view is laid out, so an emitter
// emits nothing. A UIKit view's size comes from its frame and intrinsic size, never its layers.
import Foundation

/// A layer (Core Animation's `CALayer`): its geometry, appearance and sublayers, kept as set.
open class CALayer: @unchecked Sendable {
    open var frame = CGRect.zero
    open var bounds = CGRect.zero
    open var position = CGPoint.zero
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var zPosition: CGFloat = 0
    open var cornerRadius: CGFloat = 0
    open var masksToBounds = false
    open var backgroundColor: CGColor?
    open var borderColor: CGColor?
    open var borderWidth: CGFloat = 0
    open var opacity: Float = 1
    open var isHidden = false
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var contents: Any?
    open var contentsScale: CGFloat = 1
    open var name: String?
    open var mask: CALayer?
    open private(set) var sublayers: [CALayer]?
    open private(set) weak var superlayer: CALayer?

    public required init() {}
    public init(layer: Any) {}

    open func addSublayer(_ layer: CALayer) {
        layer.superlayer = self
        sublayers = (sublayers ?? []) + [layer]
    }

    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.superlayer = self
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
    }

    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    open func removeAllAnimations() {}
    open func setNeedsDisplay() {}
    /// Draws the layer into `ctx` (a screenshot of a window): nothing is drawn here.
    open func render(in ctx: CGContext) {}
    open func setNeedsLayout() {}
}

/// A gradient layer (Core Animation's `CAGradientLayer`).
open class CAGradientLayer: CALayer, @unchecked Sendable {
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
}

/// A layer drawing a path (Core Animation's `CAShapeLayer`).
open class CAShapeLayer: CALayer, @unchecked Sendable {
    open var path: CGPath?
    open var fillColor: CGColor?
    open var strokeColor: CGColor?
    open var lineWidth: CGFloat = 1
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1
}

/// A particle emitter (Core Animation's `CAEmitterLayer`): emits nothing here.
open class CAEmitterLayer: CALayer, @unchecked Sendable {
    open var emitterCells: [CAEmitterCell]?
    open var emitterPosition = CGPoint.zero
    open var emitterZPosition: CGFloat = 0
    open var emitterSize = CGSize.zero
    open var emitterShape = CAEmitterLayerEmitterShape.point
    open var emitterMode = CAEmitterLayerEmitterMode.volume
    open var renderMode = CAEmitterLayerRenderMode.unordered
    open var birthRate: Float = 1
    open var lifetime: Float = 1
    open var velocity: Float = 1
    open var scale: Float = 1
    open var spin: Float = 1
    open var seed: UInt32 = 0
}

/// What an emitter emits (Core Animation's `CAEmitterCell`).
open class CAEmitterCell: @unchecked Sendable {
    open var name: String?
    open var isEnabled = true
    open var birthRate: Float = 0
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open var zAcceleration: CGFloat = 0
    open var emissionLatitude: CGFloat = 0
    open var emissionLongitude: CGFloat = 0
    open var emissionRange: CGFloat = 0
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    open var scaleSpeed: CGFloat = 0
    open var alphaRange: Float = 0
    open var alphaSpeed: Float = 0
    open var color: CGColor?
    open var contents: Any?
    open var emitterCells: [CAEmitterCell]?

    public init() {}
}

/// An emitter's shape (`CAEmitterLayerEmitterShape`).
public struct CAEmitterLayerEmitterShape: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let point = Self(rawValue: "point"), line = Self(rawValue: "line"), rectangle = Self(rawValue: "rectangle")
    public static let cuboid = Self(rawValue: "cuboid"), circle = Self(rawValue: "circle"), sphere = Self(rawValue: "sphere")
}

/// Where an emitter's particles start (`CAEmitterLayerEmitterMode`).
public struct CAEmitterLayerEmitterMode: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let points = Self(rawValue: "points"), outline = Self(rawValue: "outline")
    public static let surface = Self(rawValue: "surface"), volume = Self(rawValue: "volume")
}

/// How an emitter's particles are drawn together (`CAEmitterLayerRenderMode`).
public struct CAEmitterLayerRenderMode: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unordered = Self(rawValue: "unordered"), oldestFirst = Self(rawValue: "oldestFirst")
    public static let oldestLast = Self(rawValue: "oldestLast"), backToFront = Self(rawValue: "backToFront")
    public static let additive = Self(rawValue: "additive")
}
