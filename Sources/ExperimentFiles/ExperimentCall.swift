// One `Experiment("name", proposal: ...) { view }` call → an `Experiment`.
//
// Arguments (any order after the name):
// - `proposal: ProposedViewSize(width: 620, height: 80)` — one proposal (`.unspecified`, `.zero`, `.infinity` too);
// - `proposals: [p1, p2, ...]` — several proposals, laid out in order;
// - `sweep: .width(100...800, by: 20, height: 80)` / `.height(50...300, by: 10, width: 200)` — every step of
//   the range, the other dimension fixed by the optional last argument (omitted: unspecified, `nil`);
//   exactly one of `proposal:`, `proposals:` and `sweep:` is required;
// - `images: ["barbarian": CGSize(width: 101, height: 92)]` — natural sizes for `Image("name")`;
// - `expect: ["blue": CGSize(width: 100, height: 80), "green": CGRect(x: 110, y: 0, width: 250, height: 80)]`
//   — sizes (and with `CGRect`, origins in root coordinates) that every proposal should produce; integer keys
//   scope expectations to one proposal: `expect: [0: ["rect": CGSize(...)], 2: [...]]` (0-based index).
import Experiments
import LayoutEngine
import SwiftSyntax

extension SyntaxReader {
    static let experimentSignature = Signature.initializer(
        "Experiment", labels: ["proposal", "proposals", "sweep", "images", "expect"], unlabeled: 1, closure: .required)

    static let proposalHint = "add `proposal: ProposedViewSize(width: 400, height: 300)`, `proposals: [...]` or `sweep: .width(100...800, by: 20, height: 80)`"

    /// Reads one experiment call; nil when anything in it is wrong (the diagnostics say what).
    mutating func experiment(_ call: FunctionCallExprSyntax) -> Experiment? {
        images = [:]
        labels = [:]
        depth = 0
        let errorsBefore = diagnostics.count
        guard let args = arguments(of: call, Self.experimentSignature) else {
            if let closure = call.trailingClosure { _ = children(of: closure) }
            return nil
        }
        var name: String?
        if let nameExpr = args.first {
            name = string(nameExpr, for: "the experiment name")
            if name?.isEmpty == true {
                error(nameExpr, "an experiment name cannot be empty", hint: "name it like `hstack/relative-first`")
                name = nil
            }
        } else {
            error(call, "`Experiment` needs a name first: `Experiment(\"hstack/spacing\", proposal: ...)`")
        }
        if let imagesExpr = args["images"] { images = imageSizes(imagesExpr) ?? [:] }

        let given = ["proposal", "proposals", "sweep"].filter { args[$0] != nil }
        var proposals: [ProposedViewSize]?
        var sweep: Sweep?
        if given.count > 1 {
            error(call, "`Experiment` takes one of `proposal:`, `proposals:` and `sweep:`, not \(given.map { "`\($0):`" }.joined(separator: " and "))",
                  hint: "a sweep fixes the other dimension itself: `.width(100...800, by: 20, height: 80)`")
        } else if let expr = args["proposal"] {
            proposals = proposal(expr, for: "`proposal:`").map { [$0] }
        } else if let expr = args["proposals"] {
            proposals = proposalList(expr)
        } else if let expr = args["sweep"] {
            sweep = self.sweep(expr)
            proposals = sweep.map(Self.expand)
        } else {
            error(call, "experiment `\(name ?? "")` has no proposal", hint: Self.proposalHint)
        }

        var tree: ViewNode?
        if let closure = args.closure {
            if let views = children(of: closure) {
                if views.count == 1 {
                    tree = views[0]
                } else {
                    error(closure, views.isEmpty ? "the experiment's body is empty; write one view" :
                            "the experiment's body has \(views.count) views; wrap them in one container such as `VStack { ... }`")
                }
            }
        }
        var expectations: [Expectation] = []
        if let expr = args["expect"], let proposals {
            expectations = self.expectations(expr, proposalCount: proposals.count) ?? []
        }
        guard diagnostics.count == errorsBefore, let name, let proposals, let tree else { return nil }
        let start = call.calledExpression.startLocation(converter: converter)
        return Experiment(name: name, tree: tree, proposals: proposals, sweep: sweep, expectations: expectations,
                          images: images, source: call.trimmedDescription,
                          location: Experiments.SourceLocation(file: file, line: start.line, column: start.column))
    }

    private mutating func imageSizes(_ expr: ExprSyntax) -> [String: Size]? {
        guard let dictionary = expr.as(DictionaryExprSyntax.self) else {
            error(expr, "`images:` takes a dictionary such as `[\"barbarian\": CGSize(width: 101, height: 92)]`")
            return nil
        }
        guard case .elements(let elements) = dictionary.content else { return [:] }
        var result: [String: Size] = [:]
        for element in elements {
            guard let name = string(element.key, for: "an image name") else { continue }
            guard let size = size(element.value, for: "an image size") else { continue }
            guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
                error(element.value, "image `\(name)` needs a finite, non-negative natural size")
                continue
            }
            if result[name] != nil { error(element.key, "image `\(name)` is declared twice") }
            result[name] = size
        }
        return result
    }

    private mutating func proposalList(_ expr: ExprSyntax) -> [ProposedViewSize]? {
        guard let array = expr.as(ArrayExprSyntax.self) else {
            error(expr, "`proposals:` takes an array such as `[.zero, ProposedViewSize(width: 100, height: 50)]`")
            return nil
        }
        guard !array.elements.isEmpty else {
            error(expr, "`proposals:` is empty", hint: Self.proposalHint)
            return nil
        }
        var result: [ProposedViewSize] = []
        for element in array.elements {
            if let proposal = proposal(element.expression, for: "`proposals:`") { result.append(proposal) }
        }
        return result.count == array.elements.count ? result : nil
    }

    static let maximumSweepSteps = 10_000

    /// `.width(100...800, by: 20)`, `.width(100...800, by: 20, height: 80)`, `.height(...)`.
    private mutating func sweep(_ expr: ExprSyntax) -> Sweep? {
        let example = "`.width(100...800, by: 20, height: 80)`"
        guard let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.base == nil || member.base?.trimmedDescription == "Sweep" else {
            error(expr, "`\(Self.quote(expr))` is not a sweep; write \(example) or `.height(50...300, by: 10, width: 200)`")
            return nil
        }
        let axisName = member.declName.baseName.text
        guard let axis = Axis(rawValue: axisName == "width" ? "horizontal" : axisName == "height" ? "vertical" : "") else {
            error(member.declName, "`.\(axisName)` is not a sweep\(Suggestions.didYouMean(axisName, in: ["width", "height"], format: { "`.\($0)`" }))",
                  hint: "sweeps are \(example) and `.height(50...300, by: 10, width: 200)`")
            return nil
        }
        let other = axis == .horizontal ? "height" : "width"
        guard let args = arguments(of: call, .initializer(".\(axisName)", labels: ["by", other], unlabeled: 1, required: ["by"])) else { return nil }
        guard let rangeExpr = args.first, let sequence = rangeExpr.as(SequenceExprSyntax.self),
              let operands = rangeOperands(sequence) else {
            error(args.first ?? ExprSyntax(call), "a sweep needs a closed range first, such as `100...800`", hint: "write \(example)")
            return nil
        }
        let from = number(operands.0, for: "the sweep's start", infinity: false)
        let through = number(operands.1, for: "the sweep's end", infinity: false)
        let step = args["by"].flatMap { number($0, for: "`by:`", infinity: false) }
        let fixed = args[other].map { optionalNumber($0, for: "`\(other):`") } ?? .some(nil)
        guard let from, let through, let step, let fixed else { return nil }
        guard step > 0 else {
            error(args["by"] ?? ExprSyntax(call), "a sweep's step must be positive, not \(formatLength(step))")
            return nil
        }
        guard from <= through, from >= 0 else {
            error(rangeExpr, "a sweep's range must go up from a non-negative start, e.g. `100...800`")
            return nil
        }
        let steps = ((through - from) / step + 1e-9).rounded(.down) + 1
        guard steps <= Double(Self.maximumSweepSteps) else {
            error(call, "this sweep has \(steps.isFinite ? formatLength(steps) : "too many") steps; at most \(Self.maximumSweepSteps) are allowed", hint: "use a larger `by:`")
            return nil
        }
        return Sweep(axis: axis, from: from, through: through, step: step, fixed: fixed)
    }

    /// The two sides of `a...b` (the sides may themselves be arithmetic).
    private func rangeOperands(_ sequence: SequenceExprSyntax) -> (ExprSyntax, ExprSyntax)? {
        let elements = Array(sequence.elements)
        guard let index = elements.firstIndex(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "..." }) else { return nil }
        func side(_ part: ArraySlice<ExprSyntax>) -> ExprSyntax? {
            if part.count == 1 { return part.first }
            guard !part.isEmpty else { return nil }
            return ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(Array(part))))
        }
        guard let lhs = side(elements[..<index]), let rhs = side(elements[(index + 1)...]) else { return nil }
        return (lhs, rhs)
    }

    /// The proposals of a sweep, in order: `from`, `from + step`, ... up to `through`.
    static func expand(_ sweep: Sweep) -> [ProposedViewSize] {
        let steps = Int(((sweep.through - sweep.from) / sweep.step + 1e-9).rounded(.down)) + 1
        return (0..<max(steps, 0)).map { index in
            let value = sweep.from + Double(index) * sweep.step
            return ProposedViewSize(major: value, minor: sweep.fixed, axis: sweep.axis)
        }
    }

    /// `["label": CGSize(...) or CGRect(...)]`, or `[index: [...]]` per proposal.
    private mutating func expectations(_ expr: ExprSyntax, proposalCount: Int) -> [Expectation]? {
        guard let dictionary = expr.as(DictionaryExprSyntax.self) else {
            error(expr, "`expect:` takes a dictionary such as `[\"blue\": CGSize(width: 100, height: 80)]`")
            return nil
        }
        guard case .elements(let elements) = dictionary.content else { return [] }
        var result: [Expectation] = []
        var seen: Set<String> = []
        for element in elements {
            if element.key.is(IntegerLiteralExprSyntax.self) {
                guard let index = integer(element.key, for: "a proposal index") else { continue }
                guard index >= 0, index < proposalCount else {
                    error(element.key, "proposal index \(index) is out of range; this experiment has \(proposalCount) proposal\(proposalCount == 1 ? "" : "s") (0...\(proposalCount - 1))")
                    continue
                }
                guard let inner = element.value.as(DictionaryExprSyntax.self) else {
                    error(element.value, "expectations for proposal \(index) take a dictionary such as `[\"blue\": CGSize(width: 100, height: 80)]`")
                    continue
                }
                guard case .elements(let innerElements) = inner.content else { continue }
                for innerElement in innerElements {
                    if let expectation = expectation(innerElement, index: index, seen: &seen) { result.append(expectation) }
                }
            } else if let expectation = expectation(element, index: nil, seen: &seen) {
                result.append(expectation)
            }
        }
        return Self.canonicalOrder(result)
    }

    /// Expectations in their canonical order: all-proposal ones first, then by proposal index, then label.
    static func canonicalOrder(_ expectations: [Expectation]) -> [Expectation] {
        expectations.sorted { a, b in
            let ai = a.proposalIndex ?? -1, bi = b.proposalIndex ?? -1
            if ai != bi { return ai < bi }
            return Array(a.label.utf8).lexicographicallyPrecedes(Array(b.label.utf8))
        }
    }

    private mutating func expectation(_ element: DictionaryElementSyntax, index: Int?, seen: inout Set<String>) -> Expectation? {
        guard let label = string(element.key, for: "an expectation's label") else { return nil }
        guard labels[label] != nil else {
            let known = labels.keys.sorted()
            error(element.key, "no view is labelled `\(label)`\(Suggestions.didYouMean(label, in: known))",
                  hint: known.isEmpty ? "label views with `.id(\"\(label)\")`" : "labels in this experiment: " + Suggestions.list(known))
            return nil
        }
        let key = "\(index.map(String.init) ?? "*")/\(label)"
        guard seen.insert(key).inserted else {
            error(element.key, "`\(label)` has two expectations\(index.map { " for proposal \($0)" } ?? "")")
            return nil
        }
        if Self.initializerCall(element.value, type: "CGRect") != nil {
            guard let rect = rect(element.value, for: "an expectation") else { return nil }
            return Expectation(label: label, width: rect.width, height: rect.height, x: rect.minX, y: rect.minY, proposalIndex: index)
        }
        guard let size = size(element.value, for: "an expectation (or `CGRect(x:y:width:height:)` with an origin)") else { return nil }
        return Expectation(label: label, width: size.width, height: size.height, proposalIndex: index)
    }
}
