// Why a parent proposed what it did, as a typed rule code plus numeric operands in the rule's
// fixed order. The rule defines its operand names once (`operands`); a reason stores only the
// values. The stored text of a rule (`name`, e.g. `stack.share`) is what the notebook writes in
// `reason_rule`; reading an unknown name gives a `.custom` rule that keeps the text and names.

/// The rule behind a proposal: one case per built-in rule, or a custom layout's own rule.
public enum ProposalRule: Hashable, Sendable {
    /// The experiment proposes its proposal to the root.
    case rootProposal
    /// A layout-neutral modifier passes its proposal through.
    case neutral
    case frameFixed
    case frameFlexible
    case frameFlexiblePlace
    case fixedSize
    case aspectRatioFit
    case aspectRatioFill
    case aspectRatioIdeal
    case aspectRatioPassThrough
    case padding
    case relativeProposedScale
    case relativeProposedProbe
    case relativeProposedRescale
    case stackIdeal
    case stackProbeMin
    case stackProbeMax
    case stackShare
    case stackPlace
    case zstackProposal
    case zstackPlace
    case secondaryPrimary
    case secondaryContent
    case geometryReader
    case scrollView
    case viewThatFitsMeasure
    case viewThatFitsChosen
    case offset
    case positionMeasure
    case position
    case gridIdeal
    case gridProbeMin
    case gridProbeMax
    case gridShare
    case gridSpan
    case gridPlace
    case lazyGridCell
    case lazyGridPlace
    /// `ignoresSafeArea`: the child is proposed its parent's proposal grown by the safe-area insets
    /// on the ignored edges it reaches (`top`, `leading`, `bottom`, `trailing`: how far it grows).
    case safeAreaIgnoring
    /// A chrome element (Chrome.swift): a fixed frame of the platform's size for a bar or a control's part.
    case chrome
    /// A parent measures its child to read an alignment guide (an explicit guide's value).
    case guideMeasure
    /// A custom `Layout` asks a subview without giving a reason.
    case layoutAsk
    /// The same question again, answered from memory: the reason is the call that answered it.
    case memoReuse
    /// `safeAreaInset`: the modified view is asked its minimum along the inset's axis (0 along it).
    case insetMinimum
    /// `safeAreaInset`: the inset content is proposed what the spacing and the modified view's
    /// minimum (`length`) leave along `axis`.
    case insetContent
    /// `safeAreaInset`: the modified view is proposed what the inset content (`length` along
    /// `axis`) and the spacing leave.
    case insetPrimary
    /// A list row's separator is proposed the width from the row's `listRowSeparatorLeading` guide
    /// (`leading`) to its `listRowSeparatorTrailing` guide (`trailing`), and no height.
    case listRowSeparator
    /// A custom `Layout`'s own rule, or a stored rule this engine does not know: its name and
    /// its operand names, in order.
    case custom(name: String, operands: [String])

    /// Every built-in rule (not `.custom`), in declaration order.
    public static let builtIn: [ProposalRule] = [
        .rootProposal, .neutral, .frameFixed, .frameFlexible, .frameFlexiblePlace, .fixedSize,
        .aspectRatioFit, .aspectRatioFill, .aspectRatioIdeal, .aspectRatioPassThrough, .padding,
        .relativeProposedScale, .relativeProposedProbe, .relativeProposedRescale,
        .stackIdeal, .stackProbeMin, .stackProbeMax, .stackShare, .stackPlace, .zstackProposal, .zstackPlace,
        .secondaryPrimary, .secondaryContent, .geometryReader, .scrollView, .viewThatFitsMeasure,
        .viewThatFitsChosen, .offset, .positionMeasure, .position,
        .gridIdeal, .gridProbeMin, .gridProbeMax, .gridShare, .gridSpan, .gridPlace, .lazyGridCell, .lazyGridPlace,
        .safeAreaIgnoring, .chrome, .guideMeasure, .layoutAsk, .memoReuse,
        .insetMinimum, .insetContent, .insetPrimary, .listRowSeparator,
    ]

    /// The rule's position in `builtIn` (-1 for a custom rule): the compact trace's rule code.
    public var builtInIndex: Int {
        switch self {
        case .rootProposal: return 0
        case .neutral: return 1
        case .frameFixed: return 2
        case .frameFlexible: return 3
        case .frameFlexiblePlace: return 4
        case .fixedSize: return 5
        case .aspectRatioFit: return 6
        case .aspectRatioFill: return 7
        case .aspectRatioIdeal: return 8
        case .aspectRatioPassThrough: return 9
        case .padding: return 10
        case .relativeProposedScale: return 11
        case .relativeProposedProbe: return 12
        case .relativeProposedRescale: return 13
        case .stackIdeal: return 14
        case .stackProbeMin: return 15
        case .stackProbeMax: return 16
        case .stackShare: return 17
        case .stackPlace: return 18
        case .zstackProposal: return 19
        case .zstackPlace: return 20
        case .secondaryPrimary: return 21
        case .secondaryContent: return 22
        case .geometryReader: return 23
        case .scrollView: return 24
        case .viewThatFitsMeasure: return 25
        case .viewThatFitsChosen: return 26
        case .offset: return 27
        case .positionMeasure: return 28
        case .position: return 29
        case .gridIdeal: return 30
        case .gridProbeMin: return 31
        case .gridProbeMax: return 32
        case .gridShare: return 33
        case .gridSpan: return 34
        case .gridPlace: return 35
        case .lazyGridCell: return 36
        case .lazyGridPlace: return 37
        case .safeAreaIgnoring: return 38
        case .chrome: return 39
        case .guideMeasure: return 40
        case .layoutAsk: return 41
        case .memoReuse: return 42
        case .insetMinimum: return 43
        case .insetContent: return 44
        case .insetPrimary: return 45
        case .listRowSeparator: return 46
        case .custom: return -1
        }
    }

    /// The stored text of the rule (`stack.share`): stable across versions, written to the notebook.
    public var name: String {
        switch self {
        case .rootProposal: return "root.proposal"
        case .neutral: return "neutral"
        case .frameFixed: return "frame.fixed"
        case .frameFlexible: return "frame.flexible"
        case .frameFlexiblePlace: return "frame.flexible.place"
        case .fixedSize: return "fixedSize"
        case .aspectRatioFit: return "aspectRatio.fit"
        case .aspectRatioFill: return "aspectRatio.fill"
        case .aspectRatioIdeal: return "aspectRatio.ideal"
        case .aspectRatioPassThrough: return "aspectRatio.passThrough"
        case .padding: return "padding"
        case .relativeProposedScale: return "relativeProposed.scale"
        case .relativeProposedProbe: return "relativeProposed.probe"
        case .relativeProposedRescale: return "relativeProposed.rescale"
        case .stackIdeal: return "stack.ideal"
        case .stackProbeMin: return "stack.probe.min"
        case .stackProbeMax: return "stack.probe.max"
        case .stackShare: return "stack.share"
        case .stackPlace: return "stack.place"
        case .zstackProposal: return "zstack.proposal"
        case .zstackPlace: return "zstack.place"
        case .secondaryPrimary: return "secondary.primary"
        case .secondaryContent: return "secondary.content"
        case .geometryReader: return "geometryReader"
        case .scrollView: return "scrollView"
        case .viewThatFitsMeasure: return "viewThatFits.measure"
        case .viewThatFitsChosen: return "viewThatFits.chosen"
        case .offset: return "offset"
        case .positionMeasure: return "position.measure"
        case .position: return "position"
        case .gridIdeal: return "grid.ideal"
        case .gridProbeMin: return "grid.probe.min"
        case .gridProbeMax: return "grid.probe.max"
        case .gridShare: return "grid.share"
        case .gridSpan: return "grid.span"
        case .gridPlace: return "grid.place"
        case .lazyGridCell: return "lazyGrid.cell"
        case .lazyGridPlace: return "lazyGrid.place"
        case .safeAreaIgnoring: return "safeArea.ignore"
        case .chrome: return "chrome"
        case .guideMeasure: return "guide.measure"
        case .layoutAsk: return "layout.ask"
        case .memoReuse: return "memo.reuse"
        case .insetMinimum: return "safeAreaInset.minimum"
        case .insetContent: return "safeAreaInset.content"
        case .insetPrimary: return "safeAreaInset.primary"
        case .listRowSeparator: return "listRow.separator"
        case .custom(let name, _): return name
        }
    }

    /// The rule's operands, in the order a reason stores their values (built-in rules only).
    public var operands: [ProposalOperand] {
        switch self {
        case .rootProposal, .neutral, .frameFlexiblePlace, .aspectRatioIdeal, .aspectRatioPassThrough,
             .relativeProposedProbe, .zstackProposal, .secondaryPrimary, .positionMeasure, .guideMeasure, .layoutAsk, .custom:
            return []
        case .memoReuse: return [.call]
        case .frameFixed, .chrome, .secondaryContent, .geometryReader, .zstackPlace: return [.width, .height]
        case .frameFlexible: return [.minWidth, .idealWidth, .maxWidth, .minHeight, .idealHeight, .maxHeight]
        case .fixedSize, .scrollView: return [.horizontal, .vertical]
        case .aspectRatioFit, .aspectRatioFill: return [.ratioWidth, .ratioHeight, .proposedWidth, .proposedHeight, .scale]
        case .padding, .safeAreaIgnoring: return [.top, .leading, .bottom, .trailing]
        case .listRowSeparator: return [.leading, .trailing]
        case .relativeProposedScale: return [.proposedWidth, .proposedHeight, .relativeWidth, .relativeHeight]
        case .relativeProposedRescale: return [.measuredWidth, .measuredHeight, .relativeWidth, .relativeHeight]
        case .stackIdeal, .stackProbeMin, .stackProbeMax, .insetMinimum: return [.axis]
        case .insetContent: return [.spacing, .length, .axis]
        case .insetPrimary: return [.length, .spacing, .axis]
        case .stackShare: return [.available, .remaining, .priority, .proposed, .spacing, .reserved, .axis]
        case .stackPlace: return [.index]
        case .viewThatFitsMeasure: return [.candidate, .width, .height]
        case .viewThatFitsChosen: return [.candidate]
        case .offset, .position: return [.x, .y]
        case .gridIdeal, .gridProbeMin, .gridProbeMax: return [.axis]
        case .gridShare: return [.available, .remaining, .axis]
        case .gridSpan: return [.column, .columns]
        case .gridPlace: return [.row, .column]
        case .lazyGridCell: return [.track, .length, .axis]
        case .lazyGridPlace: return [.track, .line]
        }
    }

    /// The number of the rule's operands (a custom rule's own).
    var operandCount: Int {
        switch self {
        case .custom(_, let names): return names.count
        case .rootProposal, .neutral, .frameFlexiblePlace, .aspectRatioIdeal, .aspectRatioPassThrough,
             .relativeProposedProbe, .zstackProposal, .secondaryPrimary, .positionMeasure, .guideMeasure, .layoutAsk:
            return 0
        case .stackIdeal, .stackProbeMin, .stackProbeMax, .stackPlace, .viewThatFitsChosen, .memoReuse, .insetMinimum: return 1
        case .insetContent, .insetPrimary: return 3
        case .gridIdeal, .gridProbeMin, .gridProbeMax: return 1
        case .gridSpan, .gridPlace, .lazyGridPlace, .listRowSeparator: return 2
        case .gridShare, .lazyGridCell: return 3
        case .frameFixed, .chrome, .secondaryContent, .geometryReader, .zstackPlace, .fixedSize, .scrollView, .offset,
             .position:
            return 2
        case .viewThatFitsMeasure: return 3
        case .padding, .relativeProposedScale, .relativeProposedRescale, .safeAreaIgnoring: return 4
        case .aspectRatioFit, .aspectRatioFill: return 5
        case .frameFlexible: return 6
        case .stackShare: return 7
        }
    }

    /// The names of the rule's operands, in order (a custom rule's own names).
    public var operandNames: [String] {
        if case .custom(_, let names) = self { return names }
        return operands.map(\.rawValue)
    }

    /// The rule stored as `name` with operands `operandNames`: the built-in rule of that name when
    /// its operands match, else a `.custom` rule keeping both (an unknown or older stored rule).
    public init(name: String, operandNames: [String] = []) {
        if let rule = ProposalRule.byName[name], rule.operandNames == operandNames {
            self = rule
        } else {
            self = .custom(name: name, operands: operandNames)
        }
    }

    private static let byName: [String: ProposalRule] =
        Dictionary(uniqueKeysWithValues: builtIn.map { ($0.name, $0) })
}

/// The name of one operand of a built-in rule (its raw value is the stored name).
public enum ProposalOperand: String, Hashable, Sendable, CaseIterable {
    case width, height, horizontal, vertical
    case minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight
    case ratioWidth, ratioHeight, proposedWidth, proposedHeight, scale
    case top, leading, bottom, trailing
    case relativeWidth, relativeHeight, measuredWidth, measuredHeight
    /// 0 horizontal, 1 vertical.
    case axis
    case available, remaining, priority, proposed, spacing, reserved
    case index, candidate, x, y
    /// The sequence number of a call (the one whose answer was reused).
    case call
    /// Grids: a row or column index, a number of columns, a lazy grid's track and line, a track's length.
    case row, column, columns, track, line, length
}

/// Why a parent proposed what it did: a rule (e.g. `.stackShare`) and its operand values in the
/// rule's order (e.g. `available = 600`, `remaining = 3`, ...). Up to seven values are kept inline
/// (every built-in rule), so making a reason allocates nothing; a custom rule with more keeps them
/// in an array.
public struct ProposalReason: Sendable {
    /// The rule.
    public var code: ProposalRule
    /// The first seven operand values (unused slots are 0).
    var inline: (Double, Double, Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0, 0, 0)
    /// Bit i set: inline value i is nil.
    var nilMask: UInt8 = 0
    /// How many operand values there are.
    var count: Int32 = 0
    /// Every value, when there are more than seven (a custom rule); nil otherwise.
    var overflow: [Double?]? = nil

    /// The largest number of operands kept inline.
    static let inlineCapacity = 7

    /// One value per operand of `code`, in order (nil is an unspecified proposal dimension).
    public var values: [Double?] {
        get {
            if let overflow { return overflow }
            return (0..<Int(count)).map { value(at: $0) }
        }
        set { setValues(newValue) }
    }

    /// The number of operand values.
    public var valueCount: Int { Int(count) }

    /// Operand value `position` (< `valueCount`), without making the `values` array.
    @inline(__always)
    public func value(at position: Int) -> Double? {
        if let overflow { return overflow[position] }
        if nilMask & (1 << UInt8(position)) != 0 { return nil }
        return inlineValue(position)
    }

    /// Inline slot `position` (0 when unused or nil).
    @inline(__always)
    func inlineValue(_ position: Int) -> Double {
        switch position {
        case 0: return inline.0
        case 1: return inline.1
        case 2: return inline.2
        case 3: return inline.3
        case 4: return inline.4
        case 5: return inline.5
        default: return inline.6
        }
    }

    @inline(__always)
    private mutating func setInline(_ position: Int, _ value: Double?) {
        let stored: Double
        if let value { stored = value } else { stored = 0; nilMask |= 1 << UInt8(position) }
        switch position {
        case 0: inline.0 = stored
        case 1: inline.1 = stored
        case 2: inline.2 = stored
        case 3: inline.3 = stored
        case 4: inline.4 = stored
        case 5: inline.5 = stored
        default: inline.6 = stored
        }
    }

    private mutating func setValues(_ values: [Double?]) {
        inline = (0, 0, 0, 0, 0, 0, 0)
        nilMask = 0
        count = Int32(values.count)
        if values.count > Self.inlineCapacity {
            overflow = values
            return
        }
        overflow = nil
        for (position, value) in values.enumerated() { setInline(position, value) }
    }

    /// A reason from inline values already in slot form (the compact trace reading a call back).
    init(code: ProposalRule, inline: (Double, Double, Double, Double, Double, Double, Double), nilMask: UInt8, count: Int) {
        self.code = code
        self.inline = inline
        self.nilMask = nilMask
        self.count = Int32(count)
    }

    @inline(__always)
    private init(fixed code: ProposalRule, count: Int) {
        assert(count == code.operandCount, "\(code.name) takes \(code.operandCount) operands")
        self.code = code
        self.count = Int32(count)
    }

    /// A reason for a rule without operands.
    init(_ code: ProposalRule) {
        self.init(fixed: code, count: 0)
    }

    // The fixed-arity initialisers below (internal, so callers outside the engine keep one
    // unambiguous variadic form) let the engine's primitives make reasons without an array.

    /// A reason for a rule with one operand.
    init(_ code: ProposalRule, _ a: Double?) {
        self.init(fixed: code, count: 1)
        setInline(0, a)
    }

    /// A reason for a rule with two operands, in the rule's order.
    init(_ code: ProposalRule, _ a: Double?, _ b: Double?) {
        self.init(fixed: code, count: 2)
        setInline(0, a); setInline(1, b)
    }

    /// A reason for a rule with three operands, in the rule's order.
    init(_ code: ProposalRule, _ a: Double?, _ b: Double?, _ c: Double?) {
        self.init(fixed: code, count: 3)
        setInline(0, a); setInline(1, b); setInline(2, c)
    }

    /// A reason for a rule with four operands, in the rule's order.
    init(_ code: ProposalRule, _ a: Double?, _ b: Double?, _ c: Double?, _ d: Double?) {
        self.init(fixed: code, count: 4)
        setInline(0, a); setInline(1, b); setInline(2, c); setInline(3, d)
    }

    /// A reason for a rule with five operands, in the rule's order.
    init(_ code: ProposalRule, _ a: Double?, _ b: Double?, _ c: Double?, _ d: Double?, _ e: Double?) {
        self.init(fixed: code, count: 5)
        setInline(0, a); setInline(1, b); setInline(2, c); setInline(3, d); setInline(4, e)
    }

    /// A reason for a rule with six operands, in the rule's order.
    init(_ code: ProposalRule, _ a: Double?, _ b: Double?, _ c: Double?, _ d: Double?, _ e: Double?,
                _ f: Double?) {
        self.init(fixed: code, count: 6)
        setInline(0, a); setInline(1, b); setInline(2, c); setInline(3, d); setInline(4, e); setInline(5, f)
    }

    /// A reason for a rule with seven operands, in the rule's order.
    init(_ code: ProposalRule, _ a: Double?, _ b: Double?, _ c: Double?, _ d: Double?, _ e: Double?,
                _ f: Double?, _ g: Double?) {
        self.init(fixed: code, count: 7)
        setInline(0, a); setInline(1, b); setInline(2, c); setInline(3, d); setInline(4, e); setInline(5, f)
        setInline(6, g)
    }

    /// A reason with the rule's operand values, in the order of `code.operands`. (Disfavoured so
    /// that the engine's fixed-arity forms, which allocate nothing, win where both apply.)
    @_disfavoredOverload
    public init(_ code: ProposalRule, _ values: Double?...) {
        self.init(code, values: values)
    }

    /// A reason with the rule's operand values, in the order of `code.operands`.
    public init(_ code: ProposalRule, values: [Double?]) {
        assert(values.count == code.operandNames.count, "\(code.name) takes \(code.operandNames.count) operands")
        self.code = code
        setValues(values)
    }

    /// A reason from a rule's stored name and named operands (a custom layout's own rule, or one
    /// read back from storage): a built-in rule when the name and operand names match one.
    public init(_ rule: String, _ operands: [Operand] = []) {
        self.init(ProposalRule(name: rule, operandNames: operands.map(\.name)), values: operands.map(\.value))
    }

    /// A reason from a rule's stored name and named operands, listed.
    public init(_ rule: String, _ operands: Operand...) {
        self.init(rule, operands)
    }

    /// The stored text of the rule (`code.name`).
    public var rule: String { code.name }

    /// The operands with their names, in order.
    public var operands: [Operand] {
        zip(code.operandNames, values).map { Operand($0, $1) }
    }

    /// One named number of a rule (nil is an unspecified proposal dimension).
    public struct Operand: Hashable, Codable, Sendable {
        public var name: String
        public var value: Double?

        public init(_ name: String, _ value: Double?) {
            self.name = name
            self.value = value
        }
    }

    /// The value of an operand (`.none` if the rule has no such operand).
    public subscript(operand: ProposalOperand) -> Double?? {
        self.operand(operand.rawValue)
    }

    /// The value of a named operand (`.none` if the rule has no such operand).
    public func operand(_ name: String) -> Double?? {
        guard let position = code.operandNames.firstIndex(of: name), position < valueCount else { return .none }
        return .some(value(at: position))
    }
}

extension ProposalReason: Hashable {
    /// Equal rules with equal values, as if the values were an array.
    public static func == (lhs: ProposalReason, rhs: ProposalReason) -> Bool {
        guard lhs.code == rhs.code, lhs.count == rhs.count else { return false }
        for position in 0..<Int(lhs.count) where lhs.value(at: position) != rhs.value(at: position) {
            return false
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(Int(count))
        for position in 0..<Int(count) { hasher.combine(value(at: position)) }
    }
}

extension ProposalReason: Codable {
    private enum CodingKeys: String, CodingKey { case rule, operands }

    /// The same form as before typed rules: `{"rule": "stack.share", "operands": [{"name": ..., "value": ...}]}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try container.decode(String.self, forKey: .rule),
                  try container.decodeIfPresent([Operand].self, forKey: .operands) ?? [])
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rule, forKey: .rule)
        try container.encode(operands, forKey: .operands)
    }
}

extension ProposalReason {
    /// `stack.share (available 400, remaining 2, …)`: the rule and its named values, as the trace
    /// tables and the explorer print a reason.
    public var summary: String {
        rule + (operands.isEmpty ? "" : " (" + operands.map { "\($0.name) \(formatProposal($0.value))" }.joined(separator: ", ") + ")")
    }
}
