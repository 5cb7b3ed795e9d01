// Alignment guides: the built-in ones and custom guides (SwiftUI's `AlignmentID`) [DOC AlignmentID,
// ViewDimensions; RE OpenSwiftUI AlignmentID/AlignmentKey].
//
// A guide is a position along one axis of a view, in the view's own coordinates. Its value for a
// view is the view's explicit value if it has one (set by `alignmentGuide`, forwarded by
// modifiers, merged by containers), otherwise the guide's default computed from the view's
// dimensions: 0, half or all of the length for the built-in guides, the user's `defaultValue(in:)`
// for a custom guide.
//
// Containers and explicit values: the built-in frame guides (leading, centre, trailing, top,
// centre, bottom) never pass through a stack (RE: their IDs combine nothing); text baselines
// take the first or last child's; a custom guide's explicit value for a stack or ZStack is the
// mean of its children's explicit values in the container's coordinates, children without one not
// counting (RE: the default `_combineExplicit` is a running mean — OpenSwiftUI's test
// `combineExplicitLinear`; DOC "Aligning views across stacks" relies on a single child setting it).

/// A horizontal alignment guide: `leading`, `center`, `trailing`, or a custom guide.
public struct HorizontalAlignment: Hashable, Sendable, Codable {
    /// 0 leading, 1 center, 2 trailing; `GuideCode.custom` for a custom guide.
    let code: UInt8
    /// The custom guide's identity and default value (nil for the built-in guides).
    let custom: CustomGuide?

    private init(code: UInt8) {
        self.code = code
        self.custom = nil
    }

    /// A custom guide named `name` (SwiftUI: the `AlignmentID` type's name) whose value for a view
    /// without an explicit one is `defaultValue(dimensions)`.
    public init(custom name: String, defaultValue: @escaping @Sendable (ViewDimensions) -> Double) {
        code = GuideCode.custom
        custom = CustomGuide(name: name, defaultValue: defaultValue)
    }

    public static let leading = HorizontalAlignment(code: 0)
    public static let center = HorizontalAlignment(code: 1)
    public static let trailing = HorizontalAlignment(code: 2)

    /// The built-in guides.
    public static let allCases: [HorizontalAlignment] = [.leading, .center, .trailing]

    /// A custom guide standing for any (to ask a primitive whether it may answer custom guides).
    static let someCustom = HorizontalAlignment(custom: "", defaultValue: { _ in 0 })

    /// A built-in guide by its SwiftUI name (`"leading"`, ...); nil for any other name.
    public init?(rawValue: String) {
        guard let guide = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = guide
    }

    /// A guide by the name `rawValue` gives: a built-in guide, else a custom guide of that name whose
    /// default is unknown here (0) — as read back from a stored definition, which is laid out again
    /// by its own program.
    public init(named name: String) {
        self = HorizontalAlignment(rawValue: name)
            ?? HorizontalAlignment(custom: name, defaultValue: { _ in 0 })
    }

    /// The guide's name: SwiftUI's for the built-in guides, the custom guide's otherwise.
    public var rawValue: String {
        switch code {
        case 0: return "leading"
        case 1: return "center"
        case 2: return "trailing"
        default: return custom?.name ?? "custom"
        }
    }

    /// True for a custom guide.
    public var isCustom: Bool { custom != nil }

    /// The guide's value for a view without an explicit value.
    func defaultValue(_ d: ViewDimensions) -> Double {
        switch code {
        case 0: return 0
        case 1: return d.width / 2
        case 2: return d.width
        default: return custom?.defaultValue(d) ?? 0
        }
    }

    public static func == (a: Self, b: Self) -> Bool { a.code == b.code && a.custom?.name == b.custom?.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    public init(from decoder: any Decoder) throws {
        self.init(named: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// A vertical alignment guide: `top`, `center`, `bottom`, the text baselines, or a custom guide.
public struct VerticalAlignment: Hashable, Sendable, Codable {
    /// 3 top, 4 center, 5 bottom, 6 first and 7 last text baseline; `GuideCode.custom` for a custom guide.
    let code: UInt8
    /// The custom guide's identity and default value (nil for the built-in guides).
    let custom: CustomGuide?

    private init(code: UInt8) {
        self.code = code
        self.custom = nil
    }

    /// A custom guide named `name` (SwiftUI: the `AlignmentID` type's name) whose value for a view
    /// without an explicit one is `defaultValue(dimensions)`.
    public init(custom name: String, defaultValue: @escaping @Sendable (ViewDimensions) -> Double) {
        code = GuideCode.custom
        custom = CustomGuide(name: name, defaultValue: defaultValue)
    }

    public static let top = VerticalAlignment(code: 3)
    public static let center = VerticalAlignment(code: 4)
    public static let bottom = VerticalAlignment(code: 5)
    public static let firstTextBaseline = VerticalAlignment(code: 6)
    public static let lastTextBaseline = VerticalAlignment(code: 7)

    /// The built-in guides.
    public static let allCases: [VerticalAlignment] = [.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline]

    /// A custom guide standing for any (to ask a primitive whether it may answer custom guides).
    static let someCustom = VerticalAlignment(custom: "", defaultValue: { _ in 0 })

    /// A built-in guide by its SwiftUI name (`"top"`, ...); nil for any other name.
    public init?(rawValue: String) {
        guard let guide = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = guide
    }

    /// A guide by the name `rawValue` gives (see `HorizontalAlignment.init(named:)`).
    public init(named name: String) {
        self = VerticalAlignment(rawValue: name)
            ?? VerticalAlignment(custom: name, defaultValue: { _ in 0 })
    }

    /// The guide's name: SwiftUI's for the built-in guides, the custom guide's otherwise.
    public var rawValue: String {
        switch code {
        case 3: return "top"
        case 4: return "center"
        case 5: return "bottom"
        case 6: return "firstTextBaseline"
        case 7: return "lastTextBaseline"
        default: return custom?.name ?? "custom"
        }
    }

    /// True for a custom guide.
    public var isCustom: Bool { custom != nil }

    /// True for the two text baselines.
    var isBaseline: Bool { code == 6 || code == 7 }

    /// The guide's value for a view without an explicit value (a baseline: the bottom).
    func defaultValue(_ d: ViewDimensions) -> Double {
        switch code {
        case 3: return 0
        case 4: return d.height / 2
        case 5, 6, 7: return d.height
        default: return custom?.defaultValue(d) ?? 0
        }
    }

    public static func == (a: Self, b: Self) -> Bool { a.code == b.code && a.custom?.name == b.custom?.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    public init(from decoder: any Decoder) throws {
        self.init(named: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// A custom guide's name and default value. Guides are equal when their names are.
final class CustomGuide: Sendable {
    let name: String
    let defaultValue: @Sendable (ViewDimensions) -> Double

    init(name: String, defaultValue: @escaping @Sendable (ViewDimensions) -> Double) {
        self.name = name
        self.defaultValue = defaultValue
    }
}

/// Guide codes: the built-in guides are 0–7 (one bit each in a node's guide mask); every custom
/// guide shares `custom` in the masks and gets its own code from 8 up in one layout's memo.
enum GuideCode {
    static let custom: UInt8 = 255
    /// The mask bit of "may answer some custom horizontal guide".
    static let customHorizontalBit: UInt16 = 1 << 8
    /// The mask bit of "may answer some custom vertical guide".
    static let customVerticalBit: UInt16 = 1 << 9
}

/// Combines children's explicit values of a custom guide into their container's: the mean of the
/// values given (nil when no child gives one) [RE OpenSwiftUI `AlignmentID._combineExplicit`].
struct ExplicitMean {
    private(set) var value: Double?
    private var count = 0.0

    /// Adds one child's explicit value (nil: the child has none, and does not count), updating the
    /// running mean the way SwiftUI does: (mean × n + value) ÷ (n + 1).
    mutating func add(_ childValue: Double?) {
        guard let childValue else { return }
        value = ((value ?? childValue) * count + childValue) / (count + 1)
        count += 1
    }
}

extension ViewNode {
    /// True when some node of the tree uses a custom guide: laying it out runs the guide's default
    /// value, the caller's code, so the tree cannot be laid out again from its stored form alone.
    public var usesCustomGuides: Bool {
        var pending = [self]
        while let node = pending.popLast() {
            if !ViewKind.customGuides(in: Mirror(reflecting: node.kind)).isEmpty { return true }
            pending.append(contentsOf: node.children)
        }
        return false
    }
}

extension ViewKind {
    /// The names of the custom guides this node lines its content up by (a stack's, a ZStack's or a
    /// frame's alignment), in order; empty for built-in guides, and for `alignmentGuide`, which sets
    /// a guide rather than aligning by one.
    public var customAlignmentNames: [String] {
        if case .alignmentGuide = self { return [] }
        return Self.customGuides(in: Mirror(reflecting: self))
    }

    fileprivate static func customGuides(in mirror: Mirror) -> [String] {
        var names: [String] = []
        for child in mirror.children {
            if let guide = child.value as? HorizontalAlignment {
                if let custom = guide.custom { names.append(custom.name) }
            } else if let guide = child.value as? VerticalAlignment {
                if let custom = guide.custom { names.append(custom.name) }
            } else {
                names += customGuides(in: Mirror(reflecting: child.value))
            }
        }
        return names
    }
}
