// Numbers in experiment files: literals, `.infinity`, and simple arithmetic on them. Anything that
// would need running code (variables, function calls) is refused with a message saying so.
import Experiments
import SwiftSyntax

extension SyntaxReader {
    static let nonLiteralHint = "experiment files take numeric literals and simple arithmetic such as `16/9` or `620 - 20`"

    /// A number for `argument` (e.g. "`width:`"); `infinity` allows `.infinity`.
    mutating func number(_ expr: ExprSyntax, for argument: String, infinity: Bool = true) -> Double? {
        guard let value = evaluate(expr, for: argument) else { return nil }
        if value.isNaN {
            error(expr, "`\(Self.quote(expr))` is NaN; \(argument) needs a number")
            return nil
        }
        if value.isInfinite && !infinity {
            error(expr, "`\(Self.quote(expr))` is infinite; \(argument) needs a finite number")
            return nil
        }
        return value
    }

    /// A number or `nil`: `.some(nil)` for a `nil` literal, `nil` after an error.
    mutating func optionalNumber(_ expr: ExprSyntax, for argument: String) -> Double?? {
        if expr.is(NilLiteralExprSyntax.self) { return .some(nil) }
        guard let value = number(expr, for: argument) else { return nil }
        return .some(value)
    }

    /// A whole number (`count:`, `lineLimit`).
    mutating func integer(_ expr: ExprSyntax, for argument: String) -> Int? {
        guard let value = number(expr, for: argument, infinity: false) else { return nil }
        guard value == value.rounded(), abs(value) < 1e9 else {
            error(expr, "`\(Self.quote(expr))` is not a whole number; \(argument) takes an integer")
            return nil
        }
        return Int(value)
    }

    /// Evaluates a numeric expression, reporting why it is not one.
    private mutating func evaluate(_ expr: ExprSyntax, for argument: String) -> Double? {
        if let literal = expr.as(IntegerLiteralExprSyntax.self) {
            if let value = literal.representedLiteralValue { return Double(value) }
            let digits = literal.literal.text.filter { $0 != "_" }
            if let value = Double(digits) { return value }
            error(expr, "`\(literal.literal.text)` is not a number Swift can represent")
            return nil
        }
        if let literal = expr.as(FloatLiteralExprSyntax.self) {
            if let value = literal.representedLiteralValue { return value }
            error(expr, "`\(literal.literal.text)` is not a number Swift can represent")
            return nil
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), ["-", "+"].contains(prefix.operator.text) {
            guard let value = evaluate(prefix.expression, for: argument) else { return nil }
            return prefix.operator.text == "-" ? -value : value
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1,
           let only = tuple.elements.first, only.label == nil {
            return evaluate(only.expression, for: argument)
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            guard let (operands, operators) = splitSequence(sequence) else { return nil }
            var values: [Double] = []
            for operand in operands {
                guard let value = evaluate(operand, for: argument) else { return nil }
                values.append(value)
            }
            var divisionByZero = false
            let result = Self.fold(values, operators) { op, lhs, rhs in
                switch op {
                case .add: return lhs + rhs
                case .subtract: return lhs - rhs
                case .multiply: return lhs * rhs
                case .divide:
                    if rhs == 0 { divisionByZero = true; return nil }
                    return lhs / rhs
                }
            }
            if divisionByZero {
                error(expr, "`\(Self.quote(expr))` divides by zero")
                return nil
            }
            return result
        }
        if let member = expr.as(MemberAccessExprSyntax.self),
           member.base == nil || ["CGFloat", "Double", "Float"].contains(member.base?.trimmedDescription ?? "") {
            switch member.declName.baseName.text {
            case "infinity": return .infinity
            case "greatestFiniteMagnitude": return .greatestFiniteMagnitude
            case "pi": return .pi
            case "zero": return 0
            case "nan", "signalingNaN":
                error(expr, "`\(Self.quote(expr))` is not a valid number: NaN cannot be laid out; \(argument) needs a number")
                return nil
            default: break
            }
        }
        if let call = expr.as(FunctionCallExprSyntax.self),
           ["CGFloat", "Double", "Float", "Int"].contains(call.calledExpression.trimmedDescription),
           call.arguments.count == 1, let only = call.arguments.first, only.label == nil, call.trailingClosure == nil {
            return evaluate(only.expression, for: argument)
        }
        if expr.is(NilLiteralExprSyntax.self) {
            error(expr, "`nil` is not allowed here; \(argument) needs a number")
            return nil
        }
        if expr.is(StringLiteralExprSyntax.self) || expr.is(BooleanLiteralExprSyntax.self) || expr.is(ArrayExprSyntax.self)
            || expr.is(DictionaryExprSyntax.self) || expr.as(MemberAccessExprSyntax.self)?.base == nil && expr.is(MemberAccessExprSyntax.self) {
            error(expr, "`\(Self.quote(expr))` is not a number; \(argument) needs a number such as `100`, `16/9` or `.infinity`")
            return nil
        }
        error(expr, "`\(Self.quote(expr))` is not a literal; \(Self.nonLiteralHint)")
        return nil
    }
}
