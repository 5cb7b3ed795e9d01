// Metal shaders, as view files name them (SwiftUI's `ShaderLibrary`, `ShaderFunction`, `Shader`):
// `ShaderLibrary.wave(.float(t), .color(.blue))` makes a shader of any name, as Apple's
// `@dynamicMemberLookup` library does, and `colorEffect`, `distortionEffect` and `layerEffect`
// accept it. Shaders draw; none is run here, and none changes a frame.
import Foundation

/// A library of Metal shader functions (SwiftUI's `ShaderLibrary`): any member is a function of
/// that name (`ShaderLibrary.checkerboard`, `ShaderLibrary.default.wave`); none is loaded.
@dynamicMemberLookup
public struct ShaderLibrary: Hashable, Sendable {
    /// Where the library comes from: `default`, a bundle's, a file's or data's.
    let source: String

    init(source: String) { self.source = source }

    /// The app's main bundle's default library.
    public static let `default` = ShaderLibrary(source: "default")

    /// The default library of `bundle`.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(source: "bundle") }

    /// A library from compiled Metal data.
    public init(data: Data) { source = "data" }

    /// A library from a compiled Metal file.
    public init(url: URL) { source = url.lastPathComponent }

    /// The function `name` of this library.
    public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }

    /// The function `name` of the default library (`ShaderLibrary.wave`).
    public static subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: .default, name: name) }
}

/// A shader function of a library (SwiftUI's `ShaderFunction`); called with its arguments
/// (`ShaderLibrary.wave(.float(t))`), it makes a `Shader`.
@dynamicCallable
public struct ShaderFunction: Hashable, Sendable {
    /// The library the function is in.
    public var library: ShaderLibrary
    /// The function's name in the library.
    public var name: String

    /// The function `name` of `library`.
    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    /// A shader calling this function with `args`.
    public func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: args)
    }
}

extension Shader: ShapeStyle {
    /// A shader calling `function` with `arguments` (drawing only).
    public init(function: ShaderFunction, arguments: [Shader.Argument]) {
        self.init(_name: function.name)
    }
}

extension Shader.Argument {
    /// A `float` argument.
    public static func float<T: BinaryFloatingPoint>(_ x: T) -> Shader.Argument { Shader.Argument(_name: "float") }
    /// A `float2` argument.
    public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Shader.Argument { Shader.Argument(_name: "float2") }
    /// A `float3` argument.
    public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Shader.Argument { Shader.Argument(_name: "float3") }
    /// A `float4` argument.
    public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Shader.Argument { Shader.Argument(_name: "float4") }
    /// A point as a `float2` argument.
    public static func float2(_ point: CGPoint) -> Shader.Argument { Shader.Argument(_name: "float2") }
    /// A size as a `float2` argument.
    public static func float2(_ size: CGSize) -> Shader.Argument { Shader.Argument(_name: "float2") }
    /// A vector as a `float2` argument.
    public static func float2(_ vector: CGVector) -> Shader.Argument { Shader.Argument(_name: "float2") }
    /// An array of floats (a `device const float *` and its count).
    public static func floatArray(_ array: [Float]) -> Shader.Argument { Shader.Argument(_name: "floatArray") }
    /// A colour (a `half4`).
    public static func color(_ color: Color) -> Shader.Argument { Shader.Argument(_name: "color") }
    /// An array of colours.
    public static func colorArray(_ array: [Color]) -> Shader.Argument { Shader.Argument(_name: "colorArray") }
    /// An image (a `texture2d<half>`).
    public static func image(_ image: Image) -> Shader.Argument { Shader.Argument(_name: "image") }
    /// Raw bytes (a `device const void *` and its size).
    public static func data(_ data: Data) -> Shader.Argument { Shader.Argument(_name: "data") }
}
