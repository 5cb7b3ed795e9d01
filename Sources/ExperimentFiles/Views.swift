// Views in experiment files: SwiftUI's initializers, with SwiftUI's labels and defaults, turned
// into engine nodes through the engine's builders (so parsed trees equal hand-built ones).
// A modifier chain `X.frame(...).padding()` is read inside out: see Modifiers.swift.
import Experiments
import LayoutEngine
import SwiftSyntax

extension SyntaxReader {
    static let supportedViews = [
        "Color", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Circle", "Image", "Text", "Spacer", "Divider",
        "EmptyView", "HStack", "VStack", "ZStack", "Group", "GeometryReader", "ScrollView", "ViewThatFits", "AnyView",
    ]

    /// SwiftUI views the engine does not model, with what to do instead.
    static let unsupportedViews: [String: String] = [
        "ForEach": "`ForEach` is not supported in experiment files; write the views out one by one",
        "LazyHStack": "`LazyHStack` is not modelled by the engine; use `HStack`",
        "LazyVStack": "`LazyVStack` is not modelled by the engine; use `VStack`",
        "Grid": "`Grid` is not modelled by the engine yet", "LazyVGrid": "`LazyVGrid` is not modelled by the engine yet",
        "LazyHGrid": "`LazyHGrid` is not modelled by the engine yet", "List": "`List` is not modelled by the engine",
        "Button": "`Button` is not modelled by the engine; use its label view directly",
        "Label": "`Label` is not modelled by the engine; use an `HStack` of an `Image` and a `Text`",
        "NavigationStack": "`NavigationStack` is not modelled by the engine", "Form": "`Form` is not modelled by the engine",
    ]

    static let colorNames = [
        "blue", "red", "green", "yellow", "orange", "purple", "pink", "gray", "black", "white", "clear", "primary",
        "secondary", "accentColor", "brown", "cyan", "indigo", "mint", "teal",
    ]

    /// Shape styles that may stand for a view in `.background(.red)` / `.border(.red)` positions.
    static let styleNames = colorNames + [
        "tint", "background", "foreground", "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial",
        "ultraThickMaterial", "bar", "separator", "fill", "selection",
    ]

    /// Reads one view expression.
    mutating func view(_ expr: ExprSyntax) -> ViewNode? {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth {
            if depth == Self.maximumDepth + 1 {
                error(expr, "this view is nested more than \(Self.maximumDepth) levels deep; experiment files are limited to \(Self.maximumDepth)")
            }
            return nil
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                if Self.typeName(base) == "Color" {
                    return color(call: call, member: member)
                }
                return modifier(member.declName.baseName.text, on: base, call: call, member: member)
            }
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                return initializer(reference.baseName.text, call: call)
            }
            error(expr, "`\(Self.quote(expr))` is not a view", hint: "write a SwiftUI view such as `Color.blue` or `Text(\"Hi\")`")
            return nil
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if base.trimmedDescription == "Color" {
                return colorNamed(name, at: expr)
            }
            if Self.layoutModifiers.contains(name) || Self.visualModifiers.contains(name) {
                error(member.declName, "`.\(name)` is a modifier; call it: `.\(name)(...)`")
                _ = view(base)
                return nil
            }
            error(expr, "`\(Self.quote(expr))` is not a view", hint: "colors are written `Color.blue`; modifiers are calls such as `.padding()`")
            return nil
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if Self.supportedViews.contains(name) {
                error(expr, "`\(name)` is a type; write `\(name)()` to create the view")
            } else {
                unknownView(name, at: expr)
            }
            return nil
        }
        if expr.is(IfExprSyntax.self) || expr.is(SwitchExprSyntax.self) {
            error(expr, "`\(expr.is(IfExprSyntax.self) ? "if" : "switch")` is not supported in experiment files; experiments are static, keep one branch")
            return nil
        }
        if expr.is(MemberAccessExprSyntax.self) {
            error(expr, "`\(Self.quote(expr))` is not a view here", hint: "write `Color.red` for a color view")
            return nil
        }
        if expr.is(MacroExpansionExprSyntax.self) {
            error(expr, "`\(Self.quote(expr))` is not supported in experiment files")
            return nil
        }
        error(expr, "`\(Self.quote(expr))` is not a view", hint: "an experiment's body is SwiftUI views, e.g. `HStack { Color.blue; Text(\"Hi\") }`")
        return nil
    }

    /// The type name a base expression spells (`Color` in `Color.red`), if it is a plain name.
    static func typeName(_ expr: ExprSyntax) -> String? {
        expr.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    mutating func unknownView(_ name: String, at node: some SyntaxProtocol) {
        if let message = Self.unsupportedViews[name] {
            error(node, message, hint: "supported views: " + Suggestions.list(Self.supportedViews))
            return
        }
        error(node, "`\(name)` is not a supported view\(Suggestions.didYouMean(name, in: Self.supportedViews))",
              hint: "supported views: " + Suggestions.list(Self.supportedViews))
    }

    /// `Color.red`: a color by name.
    mutating func colorNamed(_ name: String, at node: some SyntaxProtocol) -> ViewNode? {
        guard Self.colorNames.contains(name) else {
            error(node, "`Color.\(name)` is not a SwiftUI color\(Suggestions.didYouMean(name, in: Self.colorNames, format: { "`Color.\($0)`" }))",
                  hint: "colors: " + Suggestions.list(Self.colorNames, format: { "`.\($0)`" }))
            return nil
        }
        return .color(name)
    }

    /// `Color.red.opacity(0.5)` is read as a modifier; this handles a call on `Color` itself, such as `Color.init(...)`.
    private mutating func color(call: FunctionCallExprSyntax, member: MemberAccessExprSyntax) -> ViewNode? {
        error(call, "`\(Self.quote(call))` is not a view", hint: "write `Color.blue` or `Color(.blue)`")
        return nil
    }

    /// A view in a shape-style position: `.red`, `Color.red`, `.ultraThinMaterial`, or any view.
    mutating func styleOrView(_ expr: ExprSyntax, for argument: String) -> ViewNode? {
        if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil {
            let name = member.declName.baseName.text
            guard Self.styleNames.contains(name) else {
                error(expr, "`.\(name)` is not a color or style\(Suggestions.didYouMean(name, in: Self.styleNames, format: { "`.\($0)`" }))",
                      hint: "\(argument) takes a view or a style such as `.red` or `Color.blue`")
                return nil
            }
            return .color(name)
        }
        return view(expr)
    }

    /// The views of a `{ ... }` block, in order.
    mutating func children(of closure: ClosureExprSyntax) -> [ViewNode]? {
        var result: [ViewNode] = []
        var ok = true
        for item in closure.statements {
            switch item.item {
            case .expr(let expr):
                if let node = view(expr) { result.append(node) } else { ok = false }
            case .stmt(let stmt):
                if let expression = stmt.as(ExpressionStmtSyntax.self)?.expression {
                    if let node = view(expression) { result.append(node) } else { ok = false }
                } else if let value = stmt.as(ReturnStmtSyntax.self)?.expression {
                    if let node = view(value) { result.append(node) } else { ok = false }
                } else {
                    error(stmt, "`\(Self.quote(stmt))` is not supported in a view builder; write views only")
                    ok = false
                }
            case .decl(let decl):
                if decl.is(IfConfigDeclSyntax.self) {
                    error(decl, "`#if` is not supported in experiment files; keep the branch you want")
                } else {
                    error(decl, "declarations are not supported in experiment files; write literal values in place",
                          hint: Self.nonLiteralHint)
                }
                ok = false
            }
        }
        return ok ? result : nil
    }

    /// A view initializer: `HStack(spacing: 10) { ... }`, `Text("Hi")`, `Image("name")`, ...
    mutating func initializer(_ name: String, call: FunctionCallExprSyntax) -> ViewNode? {
        switch name {
        case "Color":
            guard let args = arguments(of: call, .initializer("Color", unlabeled: 1)) else { return nil }
            guard let value = args.first else {
                error(call, "`Color()` needs a color: write `Color.blue` or `Color(.blue)`")
                return nil
            }
            if let literal = value.as(StringLiteralExprSyntax.self) {
                return string(ExprSyntax(literal), for: "`Color(_:)`").map { .color($0) }
            }
            guard let member = value.as(MemberAccessExprSyntax.self), member.base == nil else {
                error(value, "`\(Self.quote(value))` is not a color name; write `Color(.blue)` or `Color(\"asset\")`")
                return nil
            }
            return colorNamed(member.declName.baseName.text, at: value)
        case "Rectangle", "Ellipse", "Circle", "Divider", "EmptyView":
            guard arguments(of: call, .initializer(name)) != nil else { return nil }
            switch name {
            case "Rectangle": return .rectangle
            case "Ellipse": return .ellipse
            case "Circle": return .circle
            case "Divider": return .divider
            default: return .emptyView
            }
        case "Capsule":
            guard arguments(of: call, .initializer(name, labels: ["style"])) != nil else { return nil }
            return .capsule
        case "RoundedRectangle":
            guard let args = arguments(of: call, .initializer(name, labels: ["cornerRadius", "cornerSize", "style"])) else { return nil }
            if let radius = args["cornerRadius"] {
                return number(radius, for: "`cornerRadius:`", infinity: false).map { .roundedRectangle(cornerRadius: $0) }
            }
            if let corner = args["cornerSize"] {
                return size(corner, for: "`cornerSize:`").map { .roundedRectangle(cornerRadius: $0.width) }
            }
            error(call, "`RoundedRectangle` needs `cornerRadius:`", hint: "write `RoundedRectangle(cornerRadius: 8)`")
            return nil
        case "Image":
            return image(call: call)
        case "Text":
            guard let args = arguments(of: call, .initializer(name, labels: ["verbatim"], unlabeled: 1)) else { return nil }
            guard let value = args.first ?? args["verbatim"], args.unlabelled.count + args.labelled.count == 1 else {
                error(call, "`Text` needs one string: `Text(\"Hello\")`")
                return nil
            }
            return string(value, for: "`Text(_:)`").map { .text($0) }
        case "Spacer":
            guard let args = arguments(of: call, .initializer(name, labels: ["minLength"])) else { return nil }
            guard let expr = args["minLength"] else { return .spacer() }
            guard let length = optionalNumber(expr, for: "`minLength:`") else { return nil }
            return .spacer(minLength: length)
        case "HStack", "VStack", "ZStack", "Group", "GeometryReader", "ScrollView", "ViewThatFits", "AnyView":
            return container(name, call: call)
        default:
            unknownView(name, at: call.calledExpression)
            if let closure = call.trailingClosure { _ = children(of: closure) }
            return nil
        }
    }

    private mutating func image(call: FunctionCallExprSyntax) -> ViewNode? {
        guard let args = arguments(of: call, .initializer("Image", labels: ["systemName", "decorative", "bundle", "label"], unlabeled: 1)),
              let nameExpr = args.first ?? args["systemName"] ?? args["decorative"] else {
            if call.arguments.isEmpty { error(call, "`Image` needs a name: `Image(\"barbarian\")`") }
            return nil
        }
        guard let name = string(nameExpr, for: "`Image(_:)`") else { return nil }
        guard let size = images[name] else {
            let known = images.keys.sorted()
            if known.isEmpty {
                error(nameExpr, "unknown image `\(name)`: this experiment declares no images",
                      hint: "add `images: [\"\(name)\": CGSize(width: 100, height: 100)]` to the `Experiment(...)` call with the image's natural size")
            } else {
                error(nameExpr, "unknown image `\(name)`\(Suggestions.didYouMean(name, in: known))",
                      hint: "known images (from `images:`): " + Suggestions.list(known))
            }
            return nil
        }
        return .image(name, width: size.width, height: size.height)
    }

    private mutating func container(_ name: String, call: FunctionCallExprSyntax) -> ViewNode? {
        let signature: Signature
        switch name {
        case "HStack", "VStack": signature = .initializer(name, labels: ["alignment", "spacing"], closure: .required)
        case "ZStack": signature = .initializer(name, labels: ["alignment"], closure: .required)
        case "ScrollView": signature = .initializer(name, labels: ["showsIndicators"], unlabeled: 1, closure: .required)
        case "ViewThatFits": signature = .initializer(name, labels: ["in"], closure: .required)
        case "AnyView": signature = .initializer(name, unlabeled: 1)
        default: signature = .initializer(name, closure: .required)
        }
        guard let args = arguments(of: call, signature) else {
            if let closure = call.trailingClosure { _ = children(of: closure) }
            return nil
        }
        if name == "AnyView" {
            guard let content = args.first else {
                error(call, "`AnyView` needs a view: `AnyView(Text(\"Hi\"))`")
                return nil
            }
            return view(content)
        }
        var ok = true
        func check<T>(_ value: T?) -> T? { if value == nil { ok = false }; return value }
        let children = args.closure.flatMap { self.children(of: $0) }
        if children == nil { ok = false }
        let content = children ?? []
        switch name {
        case "HStack":
            let alignment = args["alignment"].map { check(verticalAlignment($0, for: "`alignment:`")) } ?? .center
            let spacing = args["spacing"].map { check(optionalNumber($0, for: "`spacing:`")) } ?? .some(nil)
            guard ok, let alignment, let spacing else { return nil }
            return .hstack(alignment: alignment, spacing: spacing) { content }
        case "VStack":
            let alignment = args["alignment"].map { check(horizontalAlignment($0, for: "`alignment:`")) } ?? .center
            let spacing = args["spacing"].map { check(optionalNumber($0, for: "`spacing:`")) } ?? .some(nil)
            guard ok, let alignment, let spacing else { return nil }
            return .vstack(alignment: alignment, spacing: spacing) { content }
        case "ZStack":
            let alignment = args["alignment"].map { check(self.alignment($0, for: "`alignment:`")) } ?? .center
            guard ok, let alignment else { return nil }
            return .zstack(alignment: alignment) { content }
        case "Group":
            guard ok else { return nil }
            return .group { content }
        case "GeometryReader":
            guard ok else { return nil }
            return .geometryReader { content }
        case "ScrollView":
            let axes = args.first.map { check(self.axes($0, for: "`ScrollView(_:)`")) } ?? .vertical
            if let indicators = args["showsIndicators"] { _ = check(bool(indicators, for: "`showsIndicators:`")) }
            guard ok, let axes else { return nil }
            return .scrollView(axes) { content }
        default: // ViewThatFits
            let axes = args["in"].map { check(self.axes($0, for: "`in:`")) } ?? .both
            guard ok, let axes else { return nil }
            return .viewThatFits(in: axes) { content }
        }
    }
}
