// Engine options: named switches for alternative behaviours, spelled `key=value` as the CLI takes
// them (`--engine-option stack-order=declaration`). Options are values passed into a layout;
// the engine never reads global state.

/// Alternative behaviours and tunable constants of the engine.
public struct LayoutOptions: Hashable, Codable, Sendable {
    /// How seed 000's `relativeProposed` layout proposes to its child.
    public enum RelativeProposedMode: String, Hashable, Codable, Sendable, CaseIterable {
        /// The article's layout: scale the proposal, return the child's answer.
        case standard
        /// The article's sketched variant: propose unchanged, scale the child's answer, propose that.
        case probing
    }

    /// The order in which HStack and VStack size the children of one priority group.
    public enum StackOrder: String, Hashable, Codable, Sendable, CaseIterable {
        /// SwiftUI's order: least flexible first (ties: larger minimum first, then declaration order).
        case flexibility
        /// Declaration order (what a naive implementation does).
        case declaration
    }

    /// The platform whose defaults the engine uses.
    public enum Platform: String, Hashable, Codable, Sendable, CaseIterable {
        /// iOS: body text 17 pt.
        case ios
        /// macOS: body text 13 pt (with `text-spacing=uniform`, two Texts adjacent in a VStack with
        /// nil spacing also get no space between them).
        case macos

        /// The default (body) font size [DOC Apple Human Interface Guidelines, Typography: iOS "Body"
        /// at the Large (default) Dynamic Type size 17 pt; macOS "Body" 13 pt].
        public var bodyFontSize: Double { self == .ios ? 17 : 13 }

        /// The platform named in stored `key=value` settings (a run's options), iOS if none is.
        public init(settings: [String]) {
            self = settings.lazy.compactMap { Platform(rawValue: $0.hasPrefix("platform=") ? String($0.dropFirst(9)) : "") }.first ?? .ios
        }
    }

    /// How a VStack with nil spacing spaces its children (TextSpacing.swift).
    public enum TextSpacing: String, Hashable, Codable, Sendable, CaseIterable {
        /// SwiftUI's spacing preferences: by what faces across each gap, Text metrics included;
        /// a Text's boundary distance rounded up to a pixel (current SDKs).
        case metrics
        /// The same with the boundary distance rounded up to 4 points (older SDKs, before SwiftUI's
        /// `TextSpacingUIKit0059v2` semantics).
        case metricsLegacy = "metrics-legacy"
        /// The default spacing between every pair (0 next to a Spacer; with `platform=macos`, 0 between two Texts).
        case uniform
    }

    /// Spacing between stack children when the stack's `spacing` is nil (SwiftUI: 8).
    public var defaultSpacing: Double = 8
    /// Padding on each edge of `.padding()` without a length (SwiftUI: 16).
    public var defaultPadding: Double = 16
    public var relativeProposed: RelativeProposedMode = .standard
    public var stackOrder: StackOrder = .flexibility
    /// Pixels per point: Text lengths are rounded up to whole pixels, and a Divider is one pixel thick.
    /// 3 is an iPhone's @3x screen, where fatbobman measured `Text("Hello world")` at 85.33×20.33.
    public var displayScale: Double = 3
    /// Whether recorded frames are snapped to the pixel grid of `displayScale`, as SwiftUI draws
    /// them (see PixelGrid.swift); off: the layout's own values.
    public var pixelGrid = false
    /// Platform defaults: the body font size.
    public var platform: Platform = .ios
    /// How a VStack with nil spacing spaces its children.
    public var textSpacing: TextSpacing = .metrics

    public init() {}

    /// The valid keys, their meaning and default, for help text and error messages.
    public static let keys: [(key: String, values: String, help: String)] = [
        ("default-spacing", "<points ≥ 0>", "spacing between stack children when spacing is nil (default 8)"),
        ("default-padding", "<points ≥ 0>", "padding of .padding() without a length (default 16)"),
        ("relative-proposed", "standard|probing", "seed 000's relativeProposed layout or its probing variant (default standard)"),
        ("stack-order", "flexibility|declaration", "order in which stacks size a priority group (default flexibility)"),
        ("display-scale", "<1...4>", "pixels per point for Text rounding, Divider thickness and pixel-grid (default 3)"),
        ("pixel-grid", "on|off", "snap recorded frames to the display-scale pixel grid, as SwiftUI draws them (default off)"),
        ("platform", "ios|macos", "platform defaults: body font 17 or 13 pt, text-style sizes, Divider thickness, bar and control sizes (default ios)"),
        ("text-spacing", "metrics|metrics-legacy|uniform", "nil spacing in a VStack: by what faces across each gap, as SwiftUI does (default metrics), or 8 between every pair (uniform)"),
    ]

    /// Parses `key=value` settings on top of the defaults.
    public init(parsing settings: [String]) throws(LayoutOptionError) {
        self.init()
        for setting in settings {
            try apply(setting)
        }
    }

    /// Applies one `key=value` setting.
    public mutating func apply(_ setting: String) throws(LayoutOptionError) {
        guard let equals = setting.firstIndex(of: "=") else {
            throw .malformed(setting)
        }
        let key = String(setting[..<equals]).trimmingSpaces()
        let value = String(setting[setting.index(after: equals)...]).trimmingSpaces()
        func length(_ range: ClosedRange<Double>) throws(LayoutOptionError) -> Double {
            guard let number = Double(value), number.isFinite, range.contains(number) else {
                throw .badValue(key: key, value: value, expected: Self.keys.first { $0.key == key }!.values)
            }
            return number
        }
        switch key {
        case "default-spacing": defaultSpacing = try length(0...10_000)
        case "default-padding": defaultPadding = try length(0...10_000)
        case "display-scale": displayScale = try length(1...4)
        case "relative-proposed":
            guard let mode = RelativeProposedMode(rawValue: value) else {
                throw .badValue(key: key, value: value, expected: "standard|probing")
            }
            relativeProposed = mode
        case "pixel-grid":
            guard value == "on" || value == "off" else { throw .badValue(key: key, value: value, expected: "on|off") }
            pixelGrid = value == "on"
        case "platform":
            guard let platform = Platform(rawValue: value) else {
                throw .badValue(key: key, value: value, expected: "ios|macos")
            }
            self.platform = platform
        case "text-spacing":
            guard let mode = TextSpacing(rawValue: value) else {
                throw .badValue(key: key, value: value, expected: "metrics|metrics-legacy|uniform")
            }
            textSpacing = mode
        case "stack-order":
            guard let order = StackOrder(rawValue: value) else {
                throw .badValue(key: key, value: value, expected: "flexibility|declaration")
            }
            stackOrder = order
        default:
            throw .unknownKey(key)
        }
    }

    /// Every option as `key=value`, sorted by key: a stable form to store with a run.
    public var settings: [String] {
        [
            "default-padding=\(formatLength(defaultPadding))",
            "default-spacing=\(formatLength(defaultSpacing))",
            "display-scale=\(formatLength(displayScale))",
            "pixel-grid=\(pixelGrid ? "on" : "off")",
            "platform=\(platform.rawValue)",
            "relative-proposed=\(relativeProposed.rawValue)",
            "stack-order=\(stackOrder.rawValue)",
            "text-spacing=\(textSpacing.rawValue)",
        ]
    }

    /// Only the settings that differ from the defaults, as `key=value`, sorted by key.
    public var nonDefaultSettings: [String] {
        let defaults = Set(LayoutOptions().settings)
        return settings.filter { !defaults.contains($0) }
    }
}

/// A bad `--engine-option`: says what was wrong and lists the valid keys.
public enum LayoutOptionError: Error, Hashable, Sendable, CustomStringConvertible {
    case malformed(String)
    case unknownKey(String)
    case badValue(key: String, value: String, expected: String)

    public var description: String {
        let valid = LayoutOptions.keys.map { "  \($0.key)=\($0.values)  \($0.help)" }.joined(separator: "\n")
        switch self {
        case .malformed(let setting):
            return "engine option '\(setting)' is not of the form key=value. Valid options:\n\(valid)"
        case .unknownKey(let key):
            return "unknown engine option '\(key)'. Valid options:\n\(valid)"
        case .badValue(let key, let value, let expected):
            return "engine option '\(key)' does not accept '\(value)'; expected \(expected). Valid options:\n\(valid)"
        }
    }
}

extension String {
    func trimmingSpaces() -> String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
