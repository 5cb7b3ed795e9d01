// CoreML's model types as app files name them before a prediction (`import CoreML` imports this
// library): arrays keep what is stored in them; no model can be loaded or run here, so loading
// one throws (`MLModelError.io`) and code takes its failure path. Nothing here is laid out.
import Foundation

/// The element type of a multi-array (CoreML's `MLMultiArrayDataType`).
public enum MLMultiArrayDataType: Int, Sendable {
    case double = 65600, float32 = 65568, float16 = 65552, int32 = 131104
    /// The same as `.double`.
    public static let float64 = MLMultiArrayDataType.double
    /// The same as `.float32`.
    public static let float = MLMultiArrayDataType.float32
}

/// A multi-dimensional array of numbers (CoreML's `MLMultiArray`), its elements kept as doubles
/// in row-major order.
public final class MLMultiArray: @unchecked Sendable {
    /// The size of each dimension.
    public let shape: [NSNumber]
    /// The element type.
    public let dataType: MLMultiArrayDataType
    /// The elements, row-major.
    private var values: [Double]

    /// An array of `shape`, all zeros; throws for a negative dimension.
    public init(shape: [NSNumber], dataType: MLMultiArrayDataType) throws {
        guard shape.allSatisfy({ $0.intValue >= 0 }) else { throw MLModelError(.generic) }
        self.shape = shape
        self.dataType = dataType
        values = Array(repeating: 0, count: shape.reduce(1) { $0 * $1.intValue })
    }

    /// The number of elements.
    public var count: Int { values.count }

    /// The strides of the dimensions, row-major.
    public var strides: [NSNumber] {
        var result: [Int] = []
        var stride = 1
        for size in shape.reversed() {
            result.insert(stride, at: 0)
            stride *= size.intValue
        }
        return result.map { NSNumber(value: $0) }
    }

    /// The element at a linear index (0 outside the array; a store outside it is ignored).
    public subscript(index: Int) -> NSNumber {
        get { values.indices.contains(index) ? NSNumber(value: values[index]) : 0 }
        set { if values.indices.contains(index) { values[index] = newValue.doubleValue } }
    }

    /// The element at a multi-dimensional index.
    public subscript(key: [NSNumber]) -> NSNumber {
        get { self[linear(key)] }
        set { self[linear(key)] = newValue }
    }

    private func linear(_ key: [NSNumber]) -> Int {
        zip(key, strides).reduce(0) { $0 + $1.0.intValue * $1.1.intValue }
    }
}

/// Which processors a model may use (CoreML's `MLComputeUnits`).
public enum MLComputeUnits: Int, Sendable { case cpuOnly, cpuAndGPU, all, cpuAndNeuralEngine }

/// How a model is loaded (CoreML's `MLModelConfiguration`): kept as set.
public final class MLModelConfiguration: @unchecked Sendable {
    /// Which processors the model may use.
    public var computeUnits: MLComputeUnits = .all
    /// Whether the GPU may accumulate in lower precision.
    public var allowLowPrecisionAccumulationOnGPU = false
    /// The default configuration.
    public init() {}
}

/// A value given to or returned by a model (CoreML's `MLFeatureValue`).
public final class MLFeatureValue: @unchecked Sendable {
    /// The value as a number (0 unless made from one).
    public let doubleValue: Double
    /// The value as a multi-array, if made from one.
    public let multiArrayValue: MLMultiArray?
    /// The value as a string, if made from one.
    public let stringValue: String
    /// A number.
    public init(double value: Double) { (doubleValue, multiArrayValue, stringValue) = (value, nil, "") }
    /// A multi-array.
    public init(multiArray value: MLMultiArray) { (doubleValue, multiArrayValue, stringValue) = (0, value, "") }
    /// A string.
    public init(string value: String) { (doubleValue, multiArrayValue, stringValue) = (0, nil, value) }
}

/// Named values a model takes or gives (CoreML's `MLFeatureProvider`).
public protocol MLFeatureProvider {
    /// The names of the values.
    var featureNames: Set<String> { get }
    /// The value of `featureName`, if any.
    func featureValue(for featureName: String) -> MLFeatureValue?
}

/// A feature provider of a dictionary (CoreML's `MLDictionaryFeatureProvider`).
public final class MLDictionaryFeatureProvider: MLFeatureProvider, @unchecked Sendable {
    /// The values by name.
    public let dictionary: [String: MLFeatureValue]
    /// A provider of `dictionary`'s values (numbers, strings and multi-arrays; others are left out).
    public init(dictionary: [String: Any]) throws {
        self.dictionary = dictionary.compactMapValues { value -> MLFeatureValue? in
            switch value {
            case let value as MLFeatureValue: return value
            case let value as MLMultiArray: return MLFeatureValue(multiArray: value)
            case let value as String: return MLFeatureValue(string: value)
            case let value as Double: return MLFeatureValue(double: value)
            case let value as Int: return MLFeatureValue(double: Double(value))
            default: return nil
            }
        }
    }
    public var featureNames: Set<String> { Set(dictionary.keys) }
    public func featureValue(for featureName: String) -> MLFeatureValue? { dictionary[featureName] }
}

/// A CoreML error (CoreML's `MLModelError`).
public struct MLModelError: Error, Sendable {
    /// What went wrong (CoreML's `MLModelError.Code`).
    public enum Code: Int, Sendable { case generic, featureType, io, customLayer, customModel, update, parameters, modelDecryptionKeyFetch, modelDecryption, modelCollection, predictionCancelled }
    /// What went wrong.
    public let code: Code
    /// An error of `code`.
    public init(_ code: Code) { self.code = code }
}

/// A trained model (CoreML's `MLModel`): none can be loaded here, so every initializer throws.
public final class MLModel: @unchecked Sendable {
    /// Loads a compiled model: throws `MLModelError(.io)` (no model is loaded here).
    public init(contentsOf url: URL) throws { throw MLModelError(.io) }
    /// Loads a compiled model with a configuration: throws `MLModelError(.io)`.
    public init(contentsOf url: URL, configuration: MLModelConfiguration) throws { throw MLModelError(.io) }
    /// Runs the model: never reached (no model is ever made).
    public func prediction(from input: any MLFeatureProvider) throws -> any MLFeatureProvider { throw MLModelError(.generic) }
    /// Compiles a model file: throws `MLModelError(.io)`.
    public static func compileModel(at url: URL) throws -> URL { throw MLModelError(.io) }
}
