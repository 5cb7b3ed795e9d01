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
// take the topmost first or bottommost last baseline of the children; a custom guide's explicit value for a stack or ZStack is the
// mean of its children's explicit values in the container's coordinates, children without one not
// counting (RE: the default `_combineExplicit` is a running mean — OpenSwiftUI's test
// `combineExplicitLinear`; DOC "Aligning views across stacks" relies on a single child setting it).

/// A horizontal alignment guide: `leading`, `center`, `trailing`, or a custom guide.
public struct HorizontalAlignment: Hashable, Sendable, Codable {
    let identity: GuideIdentity

    /// A custom guide named `name` (SwiftUI: the `AlignmentID` type's name) whose value for a view
    /// without an explicit one is `defaultValue(dimensions)`.
    public init(custom name: String, defaultValue: @escaping @Sendable (ViewDimensions) -> Double) {
        identity = GuideIdentity(custom: name, defaultValue: defaultValue)
    }

    private init(code: UInt8) {
        identity = GuideIdentity(code: code)
    }

    public static let leading = HorizontalAlignment(code: 0)
    public static let center = HorizontalAlignment(code: 1)
    public static let trailing = HorizontalAlignment(code: 2)

    /// The built-in guides.
    public static let allCases: [HorizontalAlignment] = [.leading, .center, .trailing]

    /// Where a list row's separator starts (ListRow.swift): Text states it at its leading edge and
    /// containers pass on the leftmost value; without one, a view's leading edge.
    public static let listRowSeparatorLeading = HorizontalAlignment(custom: "listRowSeparatorLeading", defaultValue: { _ in 0 })
    /// Where a list row's separator ends: without an explicit value, the row's trailing edge.
    public static let listRowSeparatorTrailing = HorizontalAlignment(custom: "listRowSeparatorTrailing", defaultValue: { $0.width })

    /// A custom guide standing for any (to ask a primitive whether it may answer custom guides).
    static let someCustom = HorizontalAlignment(custom: "", defaultValue: { _ in 0 })

    /// A built-in guide by its SwiftUI name (`"leading"`, ...); nil for any other name.
    public init?(rawValue: String) {
        guard let code = GuideIdentity.code(named: rawValue, among: 0...2) else { return nil }
        self.init(code: code)
    }

    /// A guide by the name `rawValue` gives: a built-in guide, else a custom guide of that name whose
    /// default is unknown here (0) — as read back from a stored definition, which is laid out again
    /// by its own program.
    public init(named name: String) {
        self = HorizontalAlignment(rawValue: name) ?? HorizontalAlignment(custom: name, defaultValue: { _ in 0 })
    }

    /// The guide's name: SwiftUI's for the built-in guides, the custom guide's otherwise.
    public var rawValue: String { identity.name }

    /// True for a custom guide.
    public var isCustom: Bool { identity.custom != nil }

    /// The guide's value for a view without an explicit value.
    func defaultValue(_ d: ViewDimensions) -> Double {
        switch identity.code {
        case 0: return 0
        case 1: return d.width / 2
        case 2: return d.width
        default: return identity.custom?.defaultValue(d) ?? 0
        }
    }

    public init(from decoder: any Decoder) throws {
        self.init(named: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        try identity.encode(to: encoder)
    }
}

/// A vertical alignment guide: `top`, `center`, `bottom`, the text baselines, or a custom guide.
public struct VerticalAlignment: Hashable, Sendable, Codable {
    let identity: GuideIdentity

    /// A custom guide named `name` (SwiftUI: the `AlignmentID` type's name) whose value for a view
    /// without an explicit one is `defaultValue(dimensions)`.
    public init(custom name: String, defaultValue: @escaping @Sendable (ViewDimensions) -> Double) {
        identity = GuideIdentity(custom: name, defaultValue: defaultValue)
    }

    private init(code: UInt8) {
        identity = GuideIdentity(code: code)
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
        guard let code = GuideIdentity.code(named: rawValue, among: 3...7) else { return nil }
        self.init(code: code)
    }

    /// A guide by the name `rawValue` gives (see `HorizontalAlignment.init(named:)`).
    public init(named name: String) {
        self = VerticalAlignment(rawValue: name) ?? VerticalAlignment(custom: name, defaultValue: { _ in 0 })
    }

    /// The guide's name: SwiftUI's for the built-in guides, the custom guide's otherwise.
    public var rawValue: String { identity.name }

    /// True for a custom guide.
    public var isCustom: Bool { identity.custom != nil }

    /// True for the two text baselines.
    var isBaseline: Bool { identity.code == 6 || identity.code == 7 }

    /// The guide's value for a view without an explicit value (a baseline: the bottom).
    func defaultValue(_ d: ViewDimensions) -> Double {
        switch identity.code {
        case 3: return 0
        case 4: return d.height / 2
        case 5, 6, 7: return d.height
        default: return identity.custom?.defaultValue(d) ?? 0
        }
    }

    public init(from decoder: any Decoder) throws {
        self.init(named: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        try identity.encode(to: encoder)
    }
}

/// What a guide of either axis is: a built-in guide's code, or a custom guide. Equal (and hashed)
/// by code and custom name, so a custom guide read back by name is the guide it was.
struct GuideIdentity: Hashable, Sendable {
    /// A built-in guide's code (0–7, one bit each in a node's guide mask), `GuideCode.custom` else.
    let code: UInt8
    /// The custom guide's name and default value (nil for the built-in guides).
    let custom: CustomGuide?

    /// The built-in guides' SwiftUI names, by code: horizontal 0–2, vertical 3–7.
    static let builtInNames = ["leading", "center", "trailing", "top", "center", "bottom",
                               "firstTextBaseline", "lastTextBaseline"]

    init(code: UInt8) {
        self.code = code
        self.custom = nil
    }

    init(custom name: String, defaultValue: @escaping @Sendable (ViewDimensions) -> Double) {
        code = GuideCode.custom
        custom = CustomGuide(name: name, defaultValue: defaultValue)
    }

    /// The code of the built-in guide called `name` among the codes `axis`.
    static func code(named name: String, among axis: ClosedRange<UInt8>) -> UInt8? {
        axis.first { builtInNames[Int($0)] == name }
    }

    var name: String { custom?.name ?? Self.builtInNames[Int(code)] }

    /// The guide's bit in a node's guide mask (`customBit` for every custom guide of its axis).
    func maskBit(custom customBit: UInt16) -> UInt16 {
        custom == nil ? 1 << UInt16(code) : customBit
    }

    static func == (a: Self, b: Self) -> Bool { a.code == b.code && a.custom?.name == b.custom?.name }

    func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(custom?.name)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}

/// A custom guide's name and its default value, the caller's code.
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
    /// The mask bits of the two text baselines.
    static let baselineBits: UInt16 = VerticalAlignment.allCases.filter(\.isBaseline)
        .reduce(0) { $0 | $1.identity.maskBit(custom: 0) }
}

/// Combines children's explicit values of one guide into their container's, as the guide's
/// `_combineExplicit` does [RE OpenSwiftUI `AlignmentID`, `VerticalAlignment`]: a custom guide
/// keeps the running mean of the values given, the first text baseline the least (topmost), the
/// last text baseline the greatest; the built-in frame guides combine nothing, so there is no merge
/// for them (`init` fails). The list-row separator guides take the least leading and the greatest
/// trailing value (choice: the separator starts at a row's first text, as iOS draws it, where a
/// mean would start it between a row's title and its value). Children without an explicit value
/// do not count; none gives nil.
struct ExplicitMerge {
    private enum Rule { case mean, least, greatest }
    private let rule: Rule
    private(set) var value: Double?
    private var count = 0.0

    init?(_ guide: HorizontalAlignment) {
        guard guide.isCustom else { return nil }
        switch guide {
        case .listRowSeparatorLeading: rule = .least
        case .listRowSeparatorTrailing: rule = .greatest
        default: rule = .mean
        }
    }

    init?(_ guide: VerticalAlignment) {
        if guide.isCustom {
            rule = .mean
        } else if guide == .firstTextBaseline {
            rule = .least
        } else if guide == .lastTextBaseline {
            rule = .greatest
        } else {
            return nil
        }
    }

    /// Adds one child's explicit value, in the container's coordinates (nil: the child has none).
    /// The mean is SwiftUI's running one: (mean × n + value) ÷ (n + 1).
    mutating func add(_ childValue: Double?) {
        guard let childValue else { return }
        switch rule {
        case .mean: value = ((value ?? childValue) * count + childValue) / (count + 1)
        case .least: value = min(value ?? childValue, childValue)
        case .greatest: value = max(value ?? childValue, childValue)
        }
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
                if guide.isCustom { names.append(guide.rawValue) }
            } else if let guide = child.value as? VerticalAlignment {
                if guide.isCustom { names.append(guide.rawValue) }
            } else {
                names += customGuides(in: Mirror(reflecting: child.value))
            }
        }
        return names
    }
}
