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
    ]

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
        case .custom(let name, _): return name
        }
    }

    /// The rule's operands, in the order a reason stores their values (built-in rules only).
    public var operands: [ProposalOperand] {
        switch self {
        case .rootProposal, .neutral, .frameFlexiblePlace, .aspectRatioIdeal, .aspectRatioPassThrough,
             .relativeProposedProbe, .zstackProposal, .secondaryPrimary, .positionMeasure, .custom:
            return []
        case .frameFixed, .secondaryContent, .geometryReader, .zstackPlace: return [.width, .height]
        case .frameFlexible: return [.minWidth, .idealWidth, .maxWidth, .minHeight, .idealHeight, .maxHeight]
        case .fixedSize, .scrollView: return [.horizontal, .vertical]
        case .aspectRatioFit, .aspectRatioFill: return [.ratioWidth, .ratioHeight, .proposedWidth, .proposedHeight, .scale]
        case .padding: return [.top, .leading, .bottom, .trailing]
        case .relativeProposedScale: return [.proposedWidth, .proposedHeight, .relativeWidth, .relativeHeight]
        case .relativeProposedRescale: return [.measuredWidth, .measuredHeight, .relativeWidth, .relativeHeight]
        case .stackIdeal, .stackProbeMin, .stackProbeMax: return [.axis]
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
    /// Grids: a row or column index, a number of columns, a lazy grid's track and line, a track's length.
    case row, column, columns, track, line, length
}

/// Why a parent proposed what it did: a rule (e.g. `.stackShare`) and its operand values in the
/// rule's order (e.g. `available = 600`, `remaining = 3`, ...).
public struct ProposalReason: Hashable, Sendable {
    /// The rule.
    public var code: ProposalRule
    /// One value per operand of `code`, in order (nil is an unspecified proposal dimension).
    public var values: [Double?]

    /// A reason with the rule's operand values, in the order of `code.operands`.
    public init(_ code: ProposalRule, _ values: Double?...) {
        self.init(code, values: values)
    }

    /// A reason with the rule's operand values, in the order of `code.operands`.
    public init(_ code: ProposalRule, values: [Double?]) {
        assert(values.count == code.operandNames.count, "\(code.name) takes \(code.operandNames.count) operands")
        self.code = code
        self.values = values
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
        guard let position = code.operandNames.firstIndex(of: name), position < values.count else { return .none }
        return .some(values[position])
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
