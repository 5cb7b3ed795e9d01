// Core Image (`import CoreImage`, `CoreImage.CIFilterBuiltins`), as photo-filter screens use it.
// Nothing is rendered: images have no pixels and a filter's output is nil. What code reads back
// is kept as Core Image has it, because screens lay out by it: each built-in filter's input keys
// (`filter.inputKeys.contains(kCIInputIntensityKey)` shows an intensity slider) and its
// parameters' defaults, from Apple's Core Image Filter Reference; a value set by key or by
// property reads back by either. A filter named by a string Core Image has but this table lacks
// is made too, with no input keys.
import Foundation

/// The keys of filters' common parameters (Core Image's `kCI…Key` constants).
public let kCIInputImageKey = "inputImage"
public let kCIOutputImageKey = "outputImage"
public let kCIInputIntensityKey = "inputIntensity"
public let kCIInputRadiusKey = "inputRadius"
public let kCIInputScaleKey = "inputScale"
public let kCIInputCenterKey = "inputCenter"
public let kCIInputAngleKey = "inputAngle"
public let kCIInputSaturationKey = "inputSaturation"
public let kCIInputBrightnessKey = "inputBrightness"
public let kCIInputContrastKey = "inputContrast"
public let kCIInputSharpnessKey = "inputSharpness"
public let kCIInputAmountKey = "inputAmount"
public let kCIInputEVKey = "inputEV"
public let kCIInputColorKey = "inputColor"
public let kCIInputBackgroundImageKey = "inputBackgroundImage"

/// An image recipe (Core Image's `CIImage`): it has no pixels here, so its extent is empty.
public final class CIImage: @unchecked Sendable {
    public init() {}
    public init(cgImage: CGImage) {}
    public init(cgImage: CGImage, options: [CIImageOption: Any]?) {}
    public init?(image: UIImage) {}
    public init?(data: Data) {}
    public init?(contentsOf url: URL) {}
    public init(color: CIColor) {}
    public var extent: CGRect { .zero }
    /// Its bitmap: none.
    public var cgImage: CGImage? { nil }
    public func transformed(by matrix: CGAffineTransform) -> CIImage { self }
    public func cropped(to rect: CGRect) -> CIImage { self }
    public func oriented(_ orientation: CGImagePropertyOrientation) -> CIImage { self }
    public func oriented(forExifOrientation orientation: Int32) -> CIImage { self }
    public func clampedToExtent() -> CIImage { self }
    public func composited(over destination: CIImage) -> CIImage { self }
    public func applyingFilter(_ filterName: String, parameters: [String: Any] = [:]) -> CIImage { self }
    public func applyingGaussianBlur(sigma: Double) -> CIImage { self }
    public static var empty: CIImage { CIImage() }
}

/// Options of a `CIImage` (Core Image's `CIImageOption`).
public struct CIImageOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let applyOrientationProperty = CIImageOption(rawValue: "kCIImageApplyOrientationProperty")
}

/// A colour for Core Image (Core Image's `CIColor`).
public final class CIColor: @unchecked Sendable {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
    public static let black = CIColor(red: 0, green: 0, blue: 0), white = CIColor(red: 1, green: 1, blue: 1)
    public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)
}

/// An image filter (Core Image's `CIFilter`); the built-in filters (`CIFilter.sepiaTone()`,
/// `CIFilter(name: "CISepiaTone")`) are this type, with Core Image's input keys and defaults
/// (see the file header), and their output is nil.
public final class CIFilter: @unchecked Sendable {
    /// The filter's name (`CISepiaTone`).
    public let name: String
    private var values: [String: Any]
    private let keys: [String]

    init(builtIn name: String) {
        self.name = name
        let parameters = Self.parameters(of: name)
        keys = parameters.map(\.key)
        values = [:]
        setDefaults()
    }

    /// The filter of `name`, with its defaults.
    public convenience init?(name: String) { self.init(builtIn: name) }
    public convenience init?(name: String, parameters: [String: Any]?) {
        self.init(builtIn: name)
        for (key, value) in parameters ?? [:] { setValue(value, forKey: key) }
    }

    /// The keys of the filter's inputs, the image first (Core Image's `inputKeys`).
    public var inputKeys: [String] { keys }
    public var outputKeys: [String] { [kCIOutputImageKey] }
    /// The filtered image: none (nothing renders here).
    public var outputImage: CIImage? { nil }

    public func setValue(_ value: Any?, forKey key: String) { values[key] = value }
    public func value(forKey key: String) -> Any? { key == kCIOutputImageKey ? outputImage : values[key] }
    /// Puts every input that has a default back to it (an input without one, the image, is kept).
    public func setDefaults() {
        for case let (key, value?) in Self.parameters(of: name) { values[key] = value }
    }

    // The built-in filters' properties (`CIFilterBuiltins`), each an input key's value.
    public var inputImage: CIImage? {
        get { values[kCIInputImageKey] as? CIImage }
        set { values[kCIInputImageKey] = newValue }
    }
    public var intensity: Float { get { number(kCIInputIntensityKey) } set { values[kCIInputIntensityKey] = newValue } }
    public var radius: Float { get { number(kCIInputRadiusKey) } set { values[kCIInputRadiusKey] = newValue } }
    public var scale: Float { get { number(kCIInputScaleKey) } set { values[kCIInputScaleKey] = newValue } }
    public var angle: Float { get { number(kCIInputAngleKey) } set { values[kCIInputAngleKey] = newValue } }
    public var saturation: Float { get { number(kCIInputSaturationKey) } set { values[kCIInputSaturationKey] = newValue } }
    public var brightness: Float { get { number(kCIInputBrightnessKey) } set { values[kCIInputBrightnessKey] = newValue } }
    public var contrast: Float { get { number(kCIInputContrastKey) } set { values[kCIInputContrastKey] = newValue } }
    public var sharpness: Float { get { number(kCIInputSharpnessKey) } set { values[kCIInputSharpnessKey] = newValue } }
    public var amount: Float { get { number(kCIInputAmountKey) } set { values[kCIInputAmountKey] = newValue } }
    public var ev: Float { get { number(kCIInputEVKey) } set { values[kCIInputEVKey] = newValue } }
    public var center: CGPoint {
        get { values[kCIInputCenterKey] as? CGPoint ?? .zero }
        set { values[kCIInputCenterKey] = newValue }
    }
    public var message: Data {
        get { values["inputMessage"] as? Data ?? Data() }
        set { values["inputMessage"] = newValue }
    }
    public var correctionLevel: String {
        get { values["inputCorrectionLevel"] as? String ?? "M" }
        set { values["inputCorrectionLevel"] = newValue }
    }

    /// A number input as a `Float`, however it was set (`Double`, `CGFloat`, `Int`, `NSNumber`).
    private func number(_ key: String) -> Float {
        switch values[key] {
        case let value as Float: value
        case let value as Double: Float(value)
        case let value as CGFloat: Float(value)
        case let value as Int: Float(value)
        case let value as NSNumber: value.floatValue
        default: 0
        }
    }

    // The built-in filters (`CoreImage.CIFilterBuiltins`).
    public static func qrCodeGenerator() -> CIFilter { CIFilter(builtIn: "CIQRCodeGenerator") }
    public static func sepiaTone() -> CIFilter { CIFilter(builtIn: "CISepiaTone") }
    public static func gaussianBlur() -> CIFilter { CIFilter(builtIn: "CIGaussianBlur") }
    public static func boxBlur() -> CIFilter { CIFilter(builtIn: "CIBoxBlur") }
    public static func discBlur() -> CIFilter { CIFilter(builtIn: "CIDiscBlur") }
    public static func motionBlur() -> CIFilter { CIFilter(builtIn: "CIMotionBlur") }
    public static func pixellate() -> CIFilter { CIFilter(builtIn: "CIPixellate") }
    public static func crystallize() -> CIFilter { CIFilter(builtIn: "CICrystallize") }
    public static func pointillize() -> CIFilter { CIFilter(builtIn: "CIPointillize") }
    public static func edges() -> CIFilter { CIFilter(builtIn: "CIEdges") }
    public static func unsharpMask() -> CIFilter { CIFilter(builtIn: "CIUnsharpMask") }
    public static func sharpenLuminance() -> CIFilter { CIFilter(builtIn: "CISharpenLuminance") }
    public static func vignette() -> CIFilter { CIFilter(builtIn: "CIVignette") }
    public static func colorControls() -> CIFilter { CIFilter(builtIn: "CIColorControls") }
    public static func colorInvert() -> CIFilter { CIFilter(builtIn: "CIColorInvert") }
    public static func exposureAdjust() -> CIFilter { CIFilter(builtIn: "CIExposureAdjust") }
    public static func hueAdjust() -> CIFilter { CIFilter(builtIn: "CIHueAdjust") }
    public static func vibrance() -> CIFilter { CIFilter(builtIn: "CIVibrance") }
    public static func twirlDistortion() -> CIFilter { CIFilter(builtIn: "CITwirlDistortion") }
    public static func gloom() -> CIFilter { CIFilter(builtIn: "CIGloom") }
    public static func bloom() -> CIFilter { CIFilter(builtIn: "CIBloom") }
    public static func comicEffect() -> CIFilter { CIFilter(builtIn: "CIComicEffect") }
    public static func photoEffectNoir() -> CIFilter { CIFilter(builtIn: "CIPhotoEffectNoir") }
    public static func photoEffectChrome() -> CIFilter { CIFilter(builtIn: "CIPhotoEffectChrome") }
    public static func photoEffectFade() -> CIFilter { CIFilter(builtIn: "CIPhotoEffectFade") }
    public static func photoEffectInstant() -> CIFilter { CIFilter(builtIn: "CIPhotoEffectInstant") }
    public static func photoEffectMono() -> CIFilter { CIFilter(builtIn: "CIPhotoEffectMono") }
    public static func photoEffectProcess() -> CIFilter { CIFilter(builtIn: "CIPhotoEffectProcess") }
    public static func photoEffectTonal() -> CIFilter { CIFilter(builtIn: "CIPhotoEffectTonal") }
    public static func photoEffectTransfer() -> CIFilter { CIFilter(builtIn: "CIPhotoEffectTransfer") }

    /// A built-in filter's inputs in order, each with its default (nil: none, as for the image),
    /// from Apple's Core Image Filter Reference; none for a name not listed.
    private static func parameters(of name: String) -> [(key: String, value: Any?)] {
        let center = CGPoint(x: 150, y: 150)
        let image: (key: String, value: Any?) = (kCIInputImageKey, nil)
        switch name {
        case "CIQRCodeGenerator": return [("inputMessage", nil), ("inputCorrectionLevel", "M")]
        case "CISepiaTone", "CIEdges": return [image, (kCIInputIntensityKey, Float(1))]
        case "CIGaussianBlur", "CIBoxBlur": return [image, (kCIInputRadiusKey, Float(10))]
        case "CIDiscBlur": return [image, (kCIInputRadiusKey, Float(8))]
        case "CIMotionBlur": return [image, (kCIInputRadiusKey, Float(20)), (kCIInputAngleKey, Float(0))]
        case "CIPixellate": return [image, (kCIInputCenterKey, center), (kCIInputScaleKey, Float(8))]
        case "CICrystallize", "CIPointillize": return [image, (kCIInputRadiusKey, Float(20)), (kCIInputCenterKey, center)]
        case "CIUnsharpMask": return [image, (kCIInputRadiusKey, Float(2.5)), (kCIInputIntensityKey, Float(0.5))]
        case "CISharpenLuminance": return [image, (kCIInputSharpnessKey, Float(0.4)), (kCIInputRadiusKey, Float(1.69))]
        case "CIVignette": return [image, (kCIInputIntensityKey, Float(0)), (kCIInputRadiusKey, Float(1))]
        case "CIColorControls":
            return [image, (kCIInputSaturationKey, Float(1)), (kCIInputBrightnessKey, Float(0)), (kCIInputContrastKey, Float(1))]
        case "CIExposureAdjust": return [image, (kCIInputEVKey, Float(0))]
        case "CIHueAdjust": return [image, (kCIInputAngleKey, Float(0))]
        case "CIVibrance": return [image, (kCIInputAmountKey, Float(0))]
        case "CITwirlDistortion":
            return [image, (kCIInputCenterKey, center), (kCIInputRadiusKey, Float(300)), (kCIInputAngleKey, Float.pi)]
        case "CIGloom", "CIBloom": return [image, (kCIInputRadiusKey, Float(10)), (kCIInputIntensityKey, Float(0.5))]
        case "CIColorInvert", "CIComicEffect", "CIPhotoEffectNoir", "CIPhotoEffectChrome", "CIPhotoEffectFade",
             "CIPhotoEffectInstant", "CIPhotoEffectMono", "CIPhotoEffectProcess", "CIPhotoEffectTonal", "CIPhotoEffectTransfer":
            return [image]
        default: return []
        }
    }
}

/// Renders images (Core Image's `CIContext`): nothing renders.
public final class CIContext: @unchecked Sendable {
    public init() {}
    public init(options: [CIContextOption: Any]?) {}
    public func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? { nil }
}

/// Options of a `CIContext` (Core Image's `CIContextOption`).
public struct CIContextOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let useSoftwareRenderer = CIContextOption(rawValue: "kCIContextUseSoftwareRenderer")
    public static let workingColorSpace = CIContextOption(rawValue: "kCIContextWorkingColorSpace")
}

