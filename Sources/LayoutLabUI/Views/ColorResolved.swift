// A colour's concrete values (SwiftUI's `Color.Resolved`, iOS 17): red, green, blue and opacity,
// kept as SwiftUI keeps them, in linear sRGB with extended range [SwiftUICore's interface: stored
// `linearRed`, `linearGreen`, `linearBlue`, `opacity`; `red`, `green`, `blue` read and write the
// gamma-encoded sRGB values]. The conversions are the sRGB transfer function (IEC 61966-2-1), 1
// kept exactly 1 both ways (as OpenSwiftUI's reading of SwiftUI does).
// Pictures draw one as the sRGB colour it is; layout never reads it.
import Foundation

extension Color {
    /// A colour's concrete values (SwiftUI's `Color.Resolved`): see the file header. Made by
    /// `Color.resolve(in:)` (ColorResolving.swift) or from components.
    public struct Resolved: Hashable, Sendable, ShapeStyle, CustomStringConvertible {
        /// The amount of red in linear sRGB.
        public var linearRed: Float
        /// The amount of green in linear sRGB.
        public var linearGreen: Float
        /// The amount of blue in linear sRGB.
        public var linearBlue: Float
        /// The opacity, from 0 (transparent) to 1.
        public var opacity: Float

        init(linearRed: Float, linearGreen: Float, linearBlue: Float, opacity: Float) {
            self.linearRed = linearRed
            self.linearGreen = linearGreen
            self.linearBlue = linearBlue
            self.opacity = opacity
        }

        /// A colour from components in `colorSpace` (sRGB by default; Display P3 is converted to
        /// linear sRGB with the standard P3-to-sRGB matrix).
        public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            switch colorSpace {
            case .sRGB:
                self.init(linearRed: Self.linear(red), linearGreen: Self.linear(green), linearBlue: Self.linear(blue), opacity: opacity)
            case .sRGBLinear:
                self.init(linearRed: red, linearGreen: green, linearBlue: blue, opacity: opacity)
            case .displayP3:
                let (r, g, b) = (Self.linear(red), Self.linear(green), Self.linear(blue))
                self.init(linearRed: 1.2249 * r - 0.2247 * g, linearGreen: -0.0420 * r + 1.0419 * g,
                          linearBlue: -0.0197 * r - 0.0786 * g + 1.0979 * b, opacity: opacity)
            }
        }

        /// The amount of red in sRGB (gamma-encoded).
        public var red: Float {
            get { Self.encoded(linearRed) }
            set { linearRed = Self.linear(newValue) }
        }
        /// The amount of green in sRGB (gamma-encoded).
        public var green: Float {
            get { Self.encoded(linearGreen) }
            set { linearGreen = Self.linear(newValue) }
        }
        /// The amount of blue in sRGB (gamma-encoded).
        public var blue: Float {
            get { Self.encoded(linearBlue) }
            set { linearBlue = Self.linear(newValue) }
        }

        /// `#RRGGBBAA`, each sRGB component and the opacity rounded to a byte (SwiftUI's format).
        public var description: String {
            let bytes = [red, green, blue, opacity].map { Int(($0 * 255).rounded()) }
            return "#" + bytes.map { String(format: "%02X", min(max($0, 0), 255)) }.joined()
        }

        /// The colour as Core Graphics' sRGB colour.
        public var cgColor: CGColor {
            CGColor(srgbRed: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
        }

        /// Pictures draw it as its sRGB components.
        public var _styleName: String { "rgb(\(Double(red)), \(Double(green)), \(Double(blue)))" }

        /// A gamma-encoded sRGB component as linear light (negative values mirrored: extended range).
        static func linear(_ value: Float) -> Float {
            let magnitude = abs(value)
            let result = magnitude <= 0.04045 ? magnitude / 12.92 : magnitude == 1 ? 1 : pow((magnitude + 0.055) / 1.055, 2.4)
            return value < 0 ? -result : result
        }

        /// A linear component gamma-encoded for sRGB (negative values mirrored: extended range).
        static func encoded(_ value: Float) -> Float {
            let magnitude = abs(value)
            let result = magnitude <= 0.0031308 ? magnitude * 12.92 : magnitude == 1 ? 1 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
            return value < 0 ? -result : result
        }
    }

    /// A colour of constant values (SwiftUI's `Color.init(_:)` of a resolved colour).
    public init(_ resolved: Resolved) {
        self.init(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
                  opacity: Double(resolved.opacity))
    }
}

extension Color.Resolved: Animatable {
    /// The linear components and the opacity, which an animation interpolates.
    public var animatableData: AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>> {
        get { AnimatablePair(linearRed, AnimatablePair(linearGreen, AnimatablePair(linearBlue, opacity))) }
        set {
            linearRed = newValue.first
            linearGreen = newValue.second.first
            linearBlue = newValue.second.second.first
            opacity = newValue.second.second.second
        }
    }
}

extension Color.Resolved: Codable {
    /// Encoded as SwiftUI encodes it: an array of the sRGB red, green and blue and the opacity.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(red)
        try container.encode(green)
        try container.encode(blue)
        try container.encode(opacity)
    }

    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let red = try container.decode(Float.self), green = try container.decode(Float.self)
        let blue = try container.decode(Float.self), opacity = try container.decode(Float.self)
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }
}
