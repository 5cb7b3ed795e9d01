// SwiftUI values as written in experiment files: booleans, strings, alignments, axes, edges,
// insets, content modes, CGSize / CGPoint / CGRect and proposals. Each reader reports a mismatch
// with what the argument takes, and returns nil.
import Experiments
import LayoutEngine
import SwiftParser
import SwiftSyntax

extension SyntaxReader {
    /// `.name` or `Type.name` for one of `types` (e.g. `Alignment.topLeading`).
    static func memberName(_ expr: ExprSyntax, types: [String]) -> String? {
        guard let member = expr.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base, !types.contains(base.trimmedDescription) { return nil }
        return member.declName.baseName.text
    }

    mutating func bool(_ expr: ExprSyntax, for argument: String) -> Bool? {
        if let literal = expr.as(BooleanLiteralExprSyntax.self) { return literal.literal.text == "true" }
        error(expr, "`\(Self.quote(expr))` is not a Boolean; \(argument) takes `true` or `false`")
        return nil
    }

    mutating func string(_ expr: ExprSyntax, for argument: String) -> String? {
        guard let literal = expr.as(StringLiteralExprSyntax.self) else {
            error(expr, "`\(Self.quote(expr))` is not a string literal; \(argument) takes a string such as `\"name\"`")
            return nil
        }
        guard let value = literal.representedLiteralValue else {
            error(expr, "`\(Self.quote(expr))` uses string interpolation; \(argument) takes a plain string literal")
            return nil
        }
        return value
    }

    /// A member of a fixed set of names, with "did you mean" over the set.
    private mutating func named<T>(_ expr: ExprSyntax, types: [String], values: [(String, T)], for argument: String) -> T? {
        let names = values.map(\.0)
        if let name = Self.memberName(expr, types: types) {
            if let match = values.first(where: { $0.0 == name }) { return match.1 }
            error(expr, "`\(Self.quote(expr))` is not valid for \(argument)\(Suggestions.didYouMean(name, in: names, format: { "`.\($0)`" }))",
                  hint: "\(argument) takes " + Suggestions.list(names, format: { "`.\($0)`" }))
            return nil
        }
        error(expr, "`\(Self.quote(expr))` is not valid for \(argument)",
              hint: "\(argument) takes " + Suggestions.list(names, format: { "`.\($0)`" }))
        return nil
    }

    mutating func horizontalAlignment(_ expr: ExprSyntax, for argument: String) -> HorizontalAlignment? {
        named(expr, types: ["HorizontalAlignment"], values: HorizontalAlignment.allCases.map { ($0.rawValue, $0) }, for: argument)
    }

    mutating func verticalAlignment(_ expr: ExprSyntax, for argument: String) -> VerticalAlignment? {
        named(expr, types: ["VerticalAlignment"], values: VerticalAlignment.allCases.map { ($0.rawValue, $0) }, for: argument)
    }

    static let alignmentNames: [String] = [
        "center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing",
        "centerFirstTextBaseline", "centerLastTextBaseline", "leadingFirstTextBaseline", "leadingLastTextBaseline",
        "trailingFirstTextBaseline", "trailingLastTextBaseline",
    ]

    mutating func alignment(_ expr: ExprSyntax, for argument: String) -> Alignment? {
        if let call = expr.as(FunctionCallExprSyntax.self), ["Alignment", ".init"].contains(call.calledExpression.trimmedDescription) {
            guard let args = arguments(of: call, .initializer("Alignment", labels: ["horizontal", "vertical"],
                                                              required: ["horizontal", "vertical"])),
                  let h = args["horizontal"].flatMap({ horizontalAlignment($0, for: "`horizontal:`") }),
                  let v = args["vertical"].flatMap({ verticalAlignment($0, for: "`vertical:`") }) else { return nil }
            return Alignment(horizontal: h, vertical: v)
        }
        let values = Self.alignmentNames.compactMap { name in Alignment.named[name].map { (name, $0) } }
        return named(expr, types: ["Alignment"], values: values, for: argument)
    }

    mutating func contentMode(_ expr: ExprSyntax, for argument: String) -> ContentMode? {
        named(expr, types: ["ContentMode"], values: [("fit", ContentMode.fit), ("fill", .fill)], for: argument)
    }

    /// `.horizontal`, `.vertical`, `[.horizontal, .vertical]` or `[]`.
    mutating func axes(_ expr: ExprSyntax, for argument: String) -> Axes? {
        let values: [(String, Axes)] = [("horizontal", .horizontal), ("vertical", .vertical)]
        let types = ["Axis.Set", "Axis"]
        if let array = expr.as(ArrayExprSyntax.self) {
            var result: Axes = []
            for element in array.elements {
                guard let axis = named(element.expression, types: types, values: values, for: argument) else { return nil }
                result.formUnion(axis)
            }
            return result
        }
        return named(expr, types: types, values: values, for: argument)
    }

    /// `.top`, `.horizontal`, `.all`, `[.top, .leading]`, ...
    mutating func edges(_ expr: ExprSyntax, for argument: String) -> EdgeSet? {
        let values: [(String, EdgeSet)] = [
            ("all", .all), ("horizontal", .horizontal), ("vertical", .vertical),
            ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
        ]
        let types = ["Edge.Set", "Edge"]
        if let array = expr.as(ArrayExprSyntax.self) {
            var result: EdgeSet = []
            for element in array.elements {
                guard let edge = named(element.expression, types: types, values: values, for: argument) else { return nil }
                result.formUnion(edge)
            }
            return result
        }
        return named(expr, types: types, values: values, for: argument)
    }

    /// A call of `type(...)` or `.init(...)`, if `expr` is one.
    static func initializerCall(_ expr: ExprSyntax, type: String) -> FunctionCallExprSyntax? {
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression.trimmedDescription
        return callee == type || callee == ".init" || callee == "\(type).init" ? call : nil
    }

    mutating func edgeInsets(_ call: FunctionCallExprSyntax) -> EdgeInsets? {
        let edges = ["top", "leading", "bottom", "trailing"]
        guard let args = arguments(of: call, .initializer("EdgeInsets", labels: edges)) else { return nil }
        var values: [Double] = []
        for edge in edges {
            guard let expr = args[edge] else { values.append(0); continue }
            guard let value = number(expr, for: "`\(edge):`", infinity: false) else { return nil }
            values.append(value)
        }
        return EdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
    }

    /// `CGSize(width:height:)` or `.zero`.
    mutating func size(_ expr: ExprSyntax, for argument: String) -> Size? {
        if Self.memberName(expr, types: ["CGSize"]) == "zero" { return .zero }
        guard let call = Self.initializerCall(expr, type: "CGSize") else {
            error(expr, "`\(Self.quote(expr))` is not a size; \(argument) takes `CGSize(width: 100, height: 50)`")
            return nil
        }
        guard let args = arguments(of: call, .initializer("CGSize", labels: ["width", "height"], required: ["width", "height"])),
              let width = args["width"].flatMap({ number($0, for: "`width:`") }),
              let height = args["height"].flatMap({ number($0, for: "`height:`") }) else { return nil }
        return Size(width: width, height: height)
    }

    /// `CGPoint(x:y:)` or `.zero`.
    mutating func point(_ expr: ExprSyntax, for argument: String) -> Point? {
        if Self.memberName(expr, types: ["CGPoint"]) == "zero" { return .zero }
        guard let call = Self.initializerCall(expr, type: "CGPoint") else {
            error(expr, "`\(Self.quote(expr))` is not a point; \(argument) takes `CGPoint(x: 10, y: 20)`")
            return nil
        }
        guard let args = arguments(of: call, .initializer("CGPoint", labels: ["x", "y"], required: ["x", "y"])),
              let x = args["x"].flatMap({ number($0, for: "`x:`", infinity: false) }),
              let y = args["y"].flatMap({ number($0, for: "`y:`", infinity: false) }) else { return nil }
        return Point(x: x, y: y)
    }

    /// `CGRect(x:y:width:height:)` or `CGRect(origin:size:)`.
    mutating func rect(_ expr: ExprSyntax, for argument: String) -> Rect? {
        guard let call = Self.initializerCall(expr, type: "CGRect") else {
            error(expr, "`\(Self.quote(expr))` is not a rectangle; \(argument) takes `CGRect(x: 0, y: 0, width: 100, height: 50)`")
            return nil
        }
        if call.arguments.contains(where: { $0.label?.text == "origin" || $0.label?.text == "size" }) {
            guard let args = arguments(of: call, .initializer("CGRect", labels: ["origin", "size"], required: ["origin", "size"])),
                  let origin = args["origin"].flatMap({ point($0, for: "`origin:`") }),
                  let size = args["size"].flatMap({ size($0, for: "`size:`") }) else { return nil }
            return Rect(origin: origin, size: size)
        }
        let labels = ["x", "y", "width", "height"]
        guard let args = arguments(of: call, .initializer("CGRect", labels: labels, required: labels)),
              let x = args["x"].flatMap({ number($0, for: "`x:`", infinity: false) }),
              let y = args["y"].flatMap({ number($0, for: "`y:`", infinity: false) }),
              let width = args["width"].flatMap({ number($0, for: "`width:`") }),
              let height = args["height"].flatMap({ number($0, for: "`height:`") }) else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// `ProposedViewSize(width:height:)` (numbers, `nil`, `.infinity`), `ProposedViewSize(CGSize(...))`,
    /// `.unspecified`, `.zero` or `.infinity`.
    mutating func proposal(_ expr: ExprSyntax, for argument: String) -> ProposedViewSize? {
        let constants: [(String, ProposedViewSize)] = [("unspecified", .unspecified), ("zero", .zero), ("infinity", .infinity)]
        if let name = Self.memberName(expr, types: ["ProposedViewSize"]) {
            if let match = constants.first(where: { $0.0 == name }) { return match.1 }
            error(expr, "`\(Self.quote(expr))` is not a proposal\(Suggestions.didYouMean(name, in: constants.map(\.0), format: { "`.\($0)`" }))",
                  hint: "\(argument) takes `ProposedViewSize(width: 400, height: 300)`, `.unspecified`, `.zero` or `.infinity`")
            return nil
        }
        guard let call = Self.initializerCall(expr, type: "ProposedViewSize") else {
            error(expr, "`\(Self.quote(expr))` is not a proposal; \(argument) takes `ProposedViewSize(width: 400, height: 300)`",
                  hint: "a dimension may be a number, `nil` (unspecified) or `.infinity`; `.unspecified`, `.zero` and `.infinity` are also accepted")
            return nil
        }
        guard let args = arguments(of: call, .initializer("ProposedViewSize", labels: ["width", "height"], unlabeled: 1)) else { return nil }
        if let size = args.first {
            guard args.labelled.isEmpty else {
                error(call, "`ProposedViewSize` takes either a `CGSize` or `width:` and `height:`")
                return nil
            }
            return self.size(size, for: "`ProposedViewSize(_:)`").map(ProposedViewSize.init)
        }
        guard let widthExpr = args["width"], let heightExpr = args["height"] else {
            error(call, "`ProposedViewSize` needs `width:` and `height:` (use `nil` for an unspecified dimension)")
            return nil
        }
        guard let width = optionalNumber(widthExpr, for: "`width:`"),
              let height = optionalNumber(heightExpr, for: "`height:`") else { return nil }
        return ProposedViewSize(width: width, height: height)
    }
}
