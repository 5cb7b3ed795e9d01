// `alignmentGuide` closures: `{ d in d[.trailing] - 10 }`, `{ $0.width / 2 }`, `{ _ in 20 }`.
// The closure body must be one expression (optionally `return`ed) over the view's dimensions:
// `d.width`, `d.height`, `d[.leading]`, `d[VerticalAlignment.center]`, numbers and `+ - * /`.
import Experiments
import LayoutEngine
import SwiftSyntax

extension SyntaxReader {
    /// Reads an alignment guide closure into a `GuideExpression`.
    mutating func guideExpression(_ closure: ClosureExprSyntax) -> GuideExpression? {
        var parameter = "$0"
        if let clause = closure.signature?.parameterClause {
            switch clause {
            case .simpleInput(let list):
                guard list.count == 1, let only = list.first else {
                    error(clause, "an alignment guide closure takes one parameter: `{ d in ... }`")
                    return nil
                }
                parameter = only.name.text
            case .parameterClause(let params):
                guard params.parameters.count == 1, let only = params.parameters.first else {
                    error(clause, "an alignment guide closure takes one parameter: `{ d in ... }`")
                    return nil
                }
                parameter = (only.secondName ?? only.firstName).text
            }
        }
        let items = Array(closure.statements)
        guard items.count == 1, let item = items.first else {
            error(closure, "an alignment guide closure must be a single expression, e.g. `{ d in d[.trailing] - 10 }`")
            return nil
        }
        let body: ExprSyntax
        switch item.item {
        case .expr(let expr): body = expr
        case .stmt(let stmt):
            if let value = stmt.as(ReturnStmtSyntax.self)?.expression {
                body = value
            } else if let value = stmt.as(ExpressionStmtSyntax.self)?.expression {
                body = value
            } else {
                error(stmt, "`\(Self.quote(stmt))` is not supported in an alignment guide; write one expression such as `d[.trailing] - 10`")
                return nil
            }
        case .decl(let decl):
            error(decl, "declarations are not supported in an alignment guide; write one expression such as `d[.trailing] - 10`")
            return nil
        }
        return guide(body, parameter: parameter)
    }

    private mutating func guide(_ expr: ExprSyntax, parameter: String) -> GuideExpression? {
        let hint = "an alignment guide may use `\(parameter).width`, `\(parameter).height`, `\(parameter)[.leading]`, numbers and `+ - * /`"
        if expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self) {
            return number(expr, for: "an alignment guide", infinity: false).map { .constant($0) }
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return guide(prefix.expression, parameter: parameter).map { .negate($0) }
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return guide(only.expression, parameter: parameter)
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            guard let (operands, operators) = splitSequence(sequence) else { return nil }
            var values: [GuideExpression] = []
            for operand in operands {
                guard let value = guide(operand, parameter: parameter) else { return nil }
                values.append(value)
            }
            return Self.fold(values, operators) { op, lhs, rhs in
                switch op {
                case .add: return .add(lhs: lhs, rhs: rhs)
                case .subtract: return .subtract(lhs: lhs, rhs: rhs)
                case .multiply: return .multiply(lhs: lhs, rhs: rhs)
                case .divide: return .divide(lhs: lhs, rhs: rhs)
                }
            }
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, base.trimmedDescription == parameter {
            switch member.declName.baseName.text {
            case "width": return .width
            case "height": return .height
            default:
                let name = member.declName.baseName.text
                error(expr, "`\(Self.quote(expr))` is not supported in an alignment guide\(Suggestions.didYouMean(name, in: ["width", "height"], format: { "`\(parameter).\($0)`" }))", hint: hint)
                return nil
            }
        }
        if let subscriptCall = expr.as(SubscriptCallExprSyntax.self), subscriptCall.calledExpression.trimmedDescription == parameter {
            guard subscriptCall.arguments.count == 1, let argument = subscriptCall.arguments.first, argument.label == nil else {
                error(expr, "`\(Self.quote(expr))` is not supported in an alignment guide; write `\(parameter)[.leading]`", hint: hint)
                return nil
            }
            let guideExpr = argument.expression
            let horizontal = ["leading", "trailing"]
            let vertical = ["top", "bottom", "firstTextBaseline", "lastTextBaseline"]
            let base = guideExpr.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription
            let name = guideExpr.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
            if base == nil && name == "center" {
                error(guideExpr, "`.center` is ambiguous in `\(Self.quote(expr))`; write `HorizontalAlignment.center` or `VerticalAlignment.center`")
                return nil
            }
            if base == "HorizontalAlignment" || (base == nil && horizontal.contains(name)) {
                return horizontalAlignment(guideExpr, for: "`\(parameter)[_]`").map { .horizontalGuide($0) }
            }
            if base == "VerticalAlignment" || (base == nil && vertical.contains(name)) {
                return verticalAlignment(guideExpr, for: "`\(parameter)[_]`").map { .verticalGuide($0) }
            }
            error(guideExpr, "`\(Self.quote(guideExpr))` is not an alignment guide\(Suggestions.didYouMean(name, in: horizontal + vertical, format: { "`.\($0)`" }))", hint: hint)
            return nil
        }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil || ["CGFloat", "Double"].contains(member.base?.trimmedDescription ?? "") {
            return number(expr, for: "an alignment guide", infinity: false).map { .constant($0) }
        }
        error(expr, "`\(Self.quote(expr))` is not supported in an alignment guide", hint: hint)
        return nil
    }
}
