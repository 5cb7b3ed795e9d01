// Simple arithmetic in experiment files: `16/9`, `620 - 20`, `-8`, `(1 + 2) * 3`, `d.width / 2`.
// The parser leaves binary operators unfolded (a flat sequence); this folds the four basic
// operators with Swift's precedence (`*` and `/` before `+` and `-`, all left-associative).
import Experiments
import SwiftSyntax

/// A basic arithmetic operator.
enum ArithmeticOperator: String {
    case add = "+", subtract = "-", multiply = "*", divide = "/"

    var isMultiplicative: Bool { self == .multiply || self == .divide }
}

extension SyntaxReader {
    /// Splits a sequence expression into operands and operators, reporting unsupported operators.
    mutating func splitSequence(_ sequence: SequenceExprSyntax) -> (operands: [ExprSyntax], operators: [ArithmeticOperator])? {
        var operands: [ExprSyntax] = []
        var operators: [ArithmeticOperator] = []
        var ok = true
        for (index, element) in sequence.elements.enumerated() {
            if index % 2 == 0 {
                operands.append(element)
                continue
            }
            guard let binary = element.as(BinaryOperatorExprSyntax.self),
                  let op = ArithmeticOperator(rawValue: binary.operator.text) else {
                error(element, "`\(Self.quote(element))` is not supported here; experiment files allow `+`, `-`, `*` and `/` on numbers",
                      hint: "write the value as a literal, e.g. `16/9` or `620 - 20`")
                ok = false
                continue
            }
            operators.append(op)
        }
        guard ok, operands.count == operators.count + 1 else { return nil }
        return (operands, operators)
    }

    /// Folds `operands` and `operators` with precedence; `combine` may fail (it reports why).
    static func fold<T>(_ operands: [T], _ operators: [ArithmeticOperator],
                        combine: (ArithmeticOperator, T, T) -> T?) -> T? {
        guard var current = operands.first else { return nil }
        // First pass: multiplicative runs become single terms.
        var terms: [T] = []
        var additive: [ArithmeticOperator] = []
        for (op, operand) in zip(operators, operands.dropFirst()) {
            if op.isMultiplicative {
                guard let value = combine(op, current, operand) else { return nil }
                current = value
            } else {
                terms.append(current)
                additive.append(op)
                current = operand
            }
        }
        terms.append(current)
        // Second pass: additive, left to right.
        var result = terms[0]
        for (op, term) in zip(additive, terms.dropFirst()) {
            guard let value = combine(op, result, term) else { return nil }
            result = value
        }
        return result
    }
}
