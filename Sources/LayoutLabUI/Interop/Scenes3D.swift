// SceneKit, SpriteKit, RealityKit and ARKit, as view files name them (each `import` imports this
// library). `SceneView`, `SpriteView` and `RealityView` are rendered views whose sizing SwiftUI does
// not publish: stand-ins that take the space they are offered, like a `Map` (give them a frame, as
// most code does). Scenes, nodes and entities compile; nothing renders or simulates.
import LayoutEngine

/// A SceneKit scene in a view (SceneKit's `SceneView`): a stand-in that takes its proposal.
public struct SceneView: _PrimitiveView {
    public init(scene: SCNScene? = nil, pointOfView: SCNNode? = nil, options: Options = [], preferredFramesPerSecond: Int = 60,
                antialiasingMode: Int = 0, delegate: Any? = nil, technique: Any? = nil) {}
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [ViewNode(.color(name: "sceneView"))] }

    /// A scene view's options (SceneKit's `SceneView.Options`).
    public struct Options: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let allowsCameraControl = Options(rawValue: 1), autoenablesDefaultLighting = Options(rawValue: 2)
        public static let jitteringEnabled = Options(rawValue: 4), temporalAntialiasingEnabled = Options(rawValue: 8)
    }
}

/// A SceneKit scene (SceneKit's `SCNScene`).
public final class SCNScene: @unchecked Sendable {
    public let rootNode = SCNNode()
    public var background = SCNMaterialProperty()
    public init() {}
    public init?(named name: String) {}
}

/// A SceneKit node (SceneKit's `SCNNode`).
public final class SCNNode: @unchecked Sendable {
    public var name: String?
    public var position = SCNVector3(0, 0, 0)
    public var eulerAngles = SCNVector3(0, 0, 0)
    public var geometry: SCNGeometry?
    public var camera: SCNCamera?
    public var light: SCNLight?
    public private(set) var childNodes: [SCNNode] = []
    public init() {}
    public init(geometry: SCNGeometry?) { self.geometry = geometry }
    public func addChildNode(_ child: SCNNode) { childNodes.append(child) }
    public func runAction(_ action: SCNAction) {}
}

/// A position or angle (SceneKit's `SCNVector3`).
public struct SCNVector3: Hashable, Sendable {
    public var x: Float, y: Float, z: Float
    public init(_ x: Float, _ y: Float, _ z: Float) { (self.x, self.y, self.z) = (x, y, z) }
    public init(x: Float, y: Float, z: Float) { self.init(x, y, z) }
}

/// A SceneKit shape (SceneKit's `SCNGeometry` and its kinds).
public class SCNGeometry: @unchecked Sendable {
    public var firstMaterial: SCNMaterial? = SCNMaterial()
    public var materials: [SCNMaterial] = []
    public init() {}
}

/// A box (SceneKit's `SCNBox`).
public final class SCNBox: SCNGeometry, @unchecked Sendable {
    public init(width: CGFloat, height: CGFloat, length: CGFloat, chamferRadius: CGFloat) { super.init() }
}

/// A sphere (SceneKit's `SCNSphere`).
public final class SCNSphere: SCNGeometry, @unchecked Sendable {
    public init(radius: CGFloat) { super.init() }
}

/// A material (SceneKit's `SCNMaterial`).
public final class SCNMaterial: @unchecked Sendable {
    public let diffuse = SCNMaterialProperty()
    public init() {}
}

/// A material's property (SceneKit's `SCNMaterialProperty`).
public final class SCNMaterialProperty: @unchecked Sendable {
    public var contents: Any?
    public init() {}
}

/// A camera (SceneKit's `SCNCamera`).
public final class SCNCamera: @unchecked Sendable { public init() {} }
/// A light (SceneKit's `SCNLight`).
public final class SCNLight: @unchecked Sendable {
    public var type = "omni"
    public init() {}
}

/// An animation of a node (SceneKit's `SCNAction`).
public final class SCNAction: @unchecked Sendable {
    public static func rotateBy(x: CGFloat, y: CGFloat, z: CGFloat, duration: TimeInterval) -> SCNAction { SCNAction() }
    public static func repeatForever(_ action: SCNAction) -> SCNAction { SCNAction() }
}

/// A SpriteKit scene in a view (SpriteKit's `SpriteView`): a stand-in that takes its proposal.
public struct SpriteView: _PrimitiveView {
    public init(scene: SKScene, transition: Any? = nil, isPaused: Bool = false, preferredFramesPerSecond: Int = 60,
                options: Options = [], debugOptions: Any? = nil) {}
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [ViewNode(.color(name: "spriteView"))] }

    /// A sprite view's options (SpriteKit's `SpriteView.Options`).
    public struct Options: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let allowsTransparency = Options(rawValue: 1), ignoresSiblingOrder = Options(rawValue: 2)
        public static let shouldCullNonVisibleNodes = Options(rawValue: 4)
    }
}

/// A SpriteKit node (SpriteKit's `SKNode`).
open class SKNode: @unchecked Sendable {
    open var position = CGPoint.zero
    open var name: String?
    open var zPosition: CGFloat = 0
    public private(set) var children: [SKNode] = []
    public init() {}
    open func addChild(_ node: SKNode) { children.append(node) }
    open func removeFromParent() {}
    open func run(_ action: SKAction) {}
}

/// A SpriteKit scene (SpriteKit's `SKScene`).
open class SKScene: SKNode, @unchecked Sendable {
    open var size: CGSize
    open var backgroundColor = UIColor.black
    open var scaleMode = SKSceneScaleMode.fill
    public init(size: CGSize) {
        self.size = size
        super.init()
    }
    public override init() {
        size = .zero
        super.init()
    }
    open func didMove(to view: SKView) {}
    open func update(_ currentTime: TimeInterval) {}
}

/// How a scene fills its view (SpriteKit's `SKSceneScaleMode`).
public enum SKSceneScaleMode: Int, Sendable { case fill, aspectFill, aspectFit, resizeFill }
/// The view a scene is in (SpriteKit's `SKView`).
public final class SKView: @unchecked Sendable {}

/// A sprite (SpriteKit's `SKSpriteNode`).
open class SKSpriteNode: SKNode, @unchecked Sendable {
    open var size: CGSize
    public init(imageNamed name: String) {
        size = Image.placeholderSize
        super.init()
    }
    public init(color: UIColor, size: CGSize) {
        self.size = size
        super.init()
    }
}

/// A text node (SpriteKit's `SKLabelNode`).
open class SKLabelNode: SKNode, @unchecked Sendable {
    open var text: String?
    open var fontSize: CGFloat = 32
    public init(text: String?) {
        self.text = text
        super.init()
    }
}

/// A node animation (SpriteKit's `SKAction`).
public final class SKAction: @unchecked Sendable {
    public static func move(by delta: CGVector, duration: TimeInterval) -> SKAction { SKAction() }
    public static func move(to location: CGPoint, duration: TimeInterval) -> SKAction { SKAction() }
    public static func rotate(byAngle radians: CGFloat, duration: TimeInterval) -> SKAction { SKAction() }
    public static func fadeOut(withDuration duration: TimeInterval) -> SKAction { SKAction() }
    public static func wait(forDuration duration: TimeInterval) -> SKAction { SKAction() }
    public static func sequence(_ actions: [SKAction]) -> SKAction { SKAction() }
    public static func repeatForever(_ action: SKAction) -> SKAction { SKAction() }
}

/// RealityKit content in a view (RealityKit's `RealityView`): a stand-in that takes its proposal;
/// its `make` closure does not run.
public struct RealityView: _PrimitiveView {
    public init(make: @escaping (inout RealityViewContent) async -> Void) {}
    public init(make: @escaping (inout RealityViewContent) async -> Void, update: @escaping (inout RealityViewContent) -> Void) {}
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [ViewNode(.color(name: "realityView"))] }
}

/// What a `RealityView` holds (RealityKit's `RealityViewContent`).
public struct RealityViewContent {
    public mutating func add(_ entity: Entity) {}
    public mutating func remove(_ entity: Entity) {}
}

/// A RealityKit entity (RealityKit's `Entity` and `ModelEntity`).
open class Entity: @unchecked Sendable {
    public var name = ""
    public var position = SIMD3<Float>(0, 0, 0)
    public var scale = SIMD3<Float>(1, 1, 1)
    public required init() {}
    public func addChild(_ child: Entity) {}
}

/// A RealityKit entity with a mesh (RealityKit's `ModelEntity`).
open class ModelEntity: Entity, @unchecked Sendable {
    public required init() {}
}

/// An AR session (ARKit's `ARSession`): none runs.
public final class ARSession: @unchecked Sendable {
    public init() {}
    public func run(_ configuration: ARConfiguration) {}
    public func pause() {}
}

/// An AR configuration (ARKit's `ARConfiguration`).
public class ARConfiguration: @unchecked Sendable {
    public static var isSupported: Bool { false }
}

/// World tracking (ARKit's `ARWorldTrackingConfiguration`).
public final class ARWorldTrackingConfiguration: ARConfiguration, @unchecked Sendable {
    public override init() {}
}
