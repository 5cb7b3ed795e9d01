// Modifiers in experiment files: `view.frame(...)`, `.padding(...)`, ... with SwiftUI's labels
// and defaults. Purely visual modifiers (`opacity`, `foregroundColor`, `shadow`, ...) are accepted
// and ignored so pasted code works; their arguments are not interpreted.
import Experiments
import LayoutEngine
import SwiftSyntax

extension SyntaxReader {
    static let layoutModifiers = [
        "frame", "padding", "fixedSize", "aspectRatio", "scaledToFit", "scaledToFill", "layoutPriority", "offset",
        "position", "background", "overlay", "border", "alignmentGuide", "containerRelativeFrame", "relativeProposed",
        "id", "resizable", "font", "lineLimit",
    ]

    /// Accepted and ignored: they change how views are drawn, not where (experiments have no safe area either).
    static let visualModifiers: Set<String> = [
        "foregroundColor", "foregroundStyle", "opacity", "fill", "stroke", "strokeBorder", "cornerRadius", "clipShape",
        "clipped", "shadow", "tint", "bold", "italic", "blur", "accentColor", "brightness", "contrast", "saturation",
        "grayscale", "hueRotation", "colorMultiply", "colorInvert", "blendMode", "compositingGroup", "drawingGroup",
        "mask", "contentShape", "rotationEffect", "rotation3DEffect", "scaleEffect", "transformEffect", "zIndex",
        "animation", "transition", "onTapGesture", "onAppear", "onDisappear", "onHover", "gesture", "help", "tag",
        "accessibilityLabel", "accessibilityHidden", "accessibilityIdentifier", "allowsHitTesting", "disabled",
        "fontWeight", "fontDesign", "underline", "strikethrough", "multilineTextAlignment", "truncationMode",
        "ignoresSafeArea", "edgesIgnoringSafeArea", "interpolation", "antialiased", "renderingMode", "symbolRenderingMode",
        "imageScale", "labelsHidden", "buttonStyle", "preferredColorScheme", "environment", "task", "onChange",
        "backgroundStyle", "monospacedDigit", "textSelection", "privacySensitive", "redacted", "luminanceToAlpha",
    ]

    /// Modifiers that change layout in SwiftUI but that the engine does not model.
    static let unsupportedModifiers: [String: String] = [
        "minimumScaleFactor": "shrinks text before truncating", "lineSpacing": "changes text height",
        "kerning": "changes text width", "tracking": "changes text width", "textCase": "changes the text measured",
        "safeAreaInset": "insets the content", "safeAreaPadding": "insets the content",
        "dynamicTypeSize": "changes font sizes", "imageScale": "changes image sizes",
    ]

    /// `base.name(arguments)`: reads the modified view, then the modifier.
    mutating func modifier(_ name: String, on base: ExprSyntax, call: FunctionCallExprSyntax,
                           member: MemberAccessExprSyntax) -> ViewNode? {
        let content = view(base)
        if Self.visualModifiers.contains(name) { return content }
        if let reason = Self.unsupportedModifiers[name] {
            error(call: call, "`.\(name)` \(reason) in SwiftUI, which the engine does not model; remove it")
            return nil
        }
        guard Self.layoutModifiers.contains(name) else {
            let known = Self.layoutModifiers + Self.visualModifiers.sorted()
            error(call: call, "`.\(name)` is not a supported modifier\(Suggestions.didYouMean(name, in: known, format: { "`.\($0)`" }))",
                  hint: "layout modifiers: " + Suggestions.list(Self.layoutModifiers, format: { "`.\($0)`" })
                    + "; visual modifiers such as `.opacity` and `.foregroundColor` are accepted and ignored")
            return nil
        }
        let result = apply(name, to: content ?? ViewNode(.emptyView), call: call, contentIsValid: content != nil)
        return content == nil ? nil : result
    }

    private mutating func apply(_ name: String, to content: ViewNode, call: FunctionCallExprSyntax, contentIsValid: Bool) -> ViewNode? {
        switch name {
        case "frame": return frame(content, call)
        case "padding": return padding(content, call)
        case "fixedSize":
            guard let args = arguments(of: call, .modifier(name, labels: ["horizontal", "vertical"])) else { return nil }
            if args.labelled.isEmpty { return content.fixedSize() }
            guard let h = args["horizontal"], let v = args["vertical"] else {
                error(call: call, "`.fixedSize` needs both `horizontal:` and `vertical:` (or neither)")
                return nil
            }
            guard let horizontal = bool(h, for: "`horizontal:`"), let vertical = bool(v, for: "`vertical:`") else { return nil }
            return content.fixedSize(horizontal: horizontal, vertical: vertical)
        case "aspectRatio": return aspectRatio(content, call)
        case "scaledToFit", "scaledToFill":
            guard arguments(of: call, .modifier(name)) != nil else { return nil }
            return name == "scaledToFit" ? content.scaledToFit() : content.scaledToFill()
        case "layoutPriority":
            guard let args = arguments(of: call, .modifier(name, unlabeled: 1)) else { return nil }
            guard let value = args.first else {
                error(call: call, "`.layoutPriority` needs a priority: `.layoutPriority(1)`")
                return nil
            }
            return number(value, for: "`.layoutPriority(_:)`", infinity: false).map { content.layoutPriority($0) }
        case "offset", "position": return offsetOrPosition(name, content, call)
        case "background", "overlay": return secondary(name, content, call)
        case "border":
            guard let args = arguments(of: call, .modifier(name, labels: ["width"], unlabeled: 1)) else { return nil }
            guard let style = args.first else {
                error(call: call, "`.border` needs a color: `.border(.red)` or `.border(Color.red, width: 2)`")
                return nil
            }
            let styleOK = styleOrView(style, for: "`.border(_:)`") != nil
            let width = args["width"].map { number($0, for: "`width:`", infinity: false) } ?? 1
            guard styleOK, let width else { return nil }
            return content.border(width: width)
        case "alignmentGuide": return alignmentGuide(content, call)
        case "containerRelativeFrame": return containerRelativeFrame(content, call)
        case "relativeProposed":
            guard let args = arguments(of: call, .modifier(name, labels: ["width", "height"])) else { return nil }
            let width = args["width"].map { number($0, for: "`width:`", infinity: false) } ?? 1
            let height = args["height"].map { number($0, for: "`height:`", infinity: false) } ?? 1
            guard let width, let height else { return nil }
            return content.relativeProposed(width: width, height: height)
        case "id": return label(content, call)
        case "resizable":
            guard arguments(of: call, .modifier(name, labels: ["capInsets", "resizingMode"])) != nil else { return nil }
            guard case .image = content.kind else {
                if contentIsValid {
                    error(call: call, "`.resizable()` applies to an `Image` directly, not to `\(content.kind.name)`",
                          hint: "write `Image(\"name\").resizable()` before other modifiers")
                }
                return nil
            }
            return content.resizable()
        case "font":
            guard let args = arguments(of: call, .modifier(name, unlabeled: 1)) else { return nil }
            guard let font = args.first else {
                error(call: call, "`.font` needs a font: `.font(.title)` or `.font(.system(size: 20))`")
                return nil
            }
            return fontSize(font).map { content.font(size: $0) }
        case "lineLimit":
            guard let args = arguments(of: call, .modifier(name, labels: ["reservesSpace"], unlabeled: 1)) else { return nil }
            guard let limitExpr = args.first else {
                error(call: call, "`.lineLimit` needs a number of lines: `.lineLimit(1)` or `.lineLimit(nil)`")
                return nil
            }
            if let reserves = args["reservesSpace"] {
                guard let value = bool(reserves, for: "`reservesSpace:`") else { return nil }
                if value {
                    error(reserves, "`reservesSpace: true` is not modelled by the engine; remove it")
                    return nil
                }
            }
            if limitExpr.is(NilLiteralExprSyntax.self) { return content.lineLimit(nil) }
            guard let limit = integer(limitExpr, for: "`.lineLimit(_:)`") else { return nil }
            guard limit >= 1 else {
                error(limitExpr, "`.lineLimit(\(limit))` must allow at least one line")
                return nil
            }
            return content.lineLimit(limit)
        default:
            return nil
        }
    }

    private mutating func frame(_ content: ViewNode, _ call: FunctionCallExprSyntax) -> ViewNode? {
        let fixed = ["width", "height"]
        let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        guard let args = arguments(of: call, .modifier("frame", labels: fixed + flexible + ["alignment"])) else { return nil }
        let usesFixed = fixed.contains { args[$0] != nil }
        let usesFlexible = flexible.contains { args[$0] != nil }
        if usesFixed && usesFlexible {
            error(call: call, "`.frame` cannot mix `width:`/`height:` with `minWidth:`, `idealWidth:`, `maxWidth:`, ...; SwiftUI has two frame modifiers",
                  hint: "chain two frames, e.g. `.frame(width: 100).frame(maxHeight: .infinity)`")
            return nil
        }
        var ok = true
        var values: [String: Double] = [:]
        for label in fixed + flexible {
            guard let expr = args[label] else { continue }
            guard let value = optionalNumber(expr, for: "`\(label):`") else { ok = false; continue }
            if let value { values[label] = value }
        }
        let alignment = args["alignment"].map { self.alignment($0, for: "`alignment:`") } ?? .center
        guard ok, let alignment else { return nil }
        if usesFlexible {
            return content.frame(minWidth: values["minWidth"], idealWidth: values["idealWidth"], maxWidth: values["maxWidth"],
                                 minHeight: values["minHeight"], idealHeight: values["idealHeight"], maxHeight: values["maxHeight"],
                                 alignment: alignment)
        }
        return content.frame(width: values["width"], height: values["height"], alignment: alignment)
    }

    private mutating func padding(_ content: ViewNode, _ call: FunctionCallExprSyntax) -> ViewNode? {
        guard let args = arguments(of: call, .modifier("padding", unlabeled: 2)) else { return nil }
        let unlabelled = args.unlabelled
        guard let first = unlabelled.first else { return content.padding() }
        if let insets = Self.initializerCall(first, type: "EdgeInsets") {
            guard unlabelled.count == 1 else {
                error(unlabelled[1], "`.padding(EdgeInsets(...))` takes no length")
                return nil
            }
            return edgeInsets(insets).map { content.padding($0) }
        }
        let looksLikeEdges = first.is(ArrayExprSyntax.self) || Self.memberName(first, types: ["Edge.Set", "Edge"]).map {
            !["infinity", "zero", "greatestFiniteMagnitude", "pi", "nan"].contains($0)
        } ?? false
        if looksLikeEdges {
            guard let edges = edges(first, for: "`.padding(_:_:)`") else { return nil }
            guard unlabelled.count == 2 else { return content.padding(edges) }
            guard let length = optionalNumber(unlabelled[1], for: "`.padding(_:_:)`") else { return nil }
            return content.padding(edges, length)
        }
        guard unlabelled.count == 1 else {
            error(first, "`\(Self.quote(first))` is not a set of edges; `.padding(_:_:)` takes edges first, e.g. `.padding(.horizontal, 8)`")
            return nil
        }
        guard let length = optionalNumber(first, for: "`.padding(_:)`") else { return nil }
        return content.padding(length)
    }

    private mutating func aspectRatio(_ content: ViewNode, _ call: FunctionCallExprSyntax) -> ViewNode? {
        guard let args = arguments(of: call, .modifier("aspectRatio", labels: ["contentMode"], unlabeled: 1, required: ["contentMode"])),
              let modeExpr = args["contentMode"], let mode = contentMode(modeExpr, for: "`contentMode:`") else { return nil }
        guard let ratioExpr = args.first, !ratioExpr.is(NilLiteralExprSyntax.self) else {
            return content.aspectRatio(nil, contentMode: mode)
        }
        let ratio: Double
        if Self.initializerCall(ratioExpr, type: "CGSize") != nil {
            guard let size = size(ratioExpr, for: "`.aspectRatio(_:)`") else { return nil }
            ratio = size.width / size.height
        } else {
            guard let value = number(ratioExpr, for: "`.aspectRatio(_:)`") else { return nil }
            ratio = value
        }
        guard ratio.isFinite, ratio > 0 else {
            error(ratioExpr, "`\(Self.quote(ratioExpr))` is not a usable aspect ratio; it must be a positive finite number such as `16/9`")
            return nil
        }
        return content.aspectRatio(ratio, contentMode: mode)
    }

    private mutating func offsetOrPosition(_ name: String, _ content: ViewNode, _ call: FunctionCallExprSyntax) -> ViewNode? {
        guard let args = arguments(of: call, .modifier(name, labels: ["x", "y"], unlabeled: 1)) else { return nil }
        var x = 0.0, y = 0.0
        if let value = args.first {
            guard args.labelled.isEmpty else {
                error(call: call, "`.\(name)` takes either one \(name == "offset" ? "`CGSize`" : "`CGPoint`") or `x:` and `y:`")
                return nil
            }
            if name == "offset" {
                guard let size = size(value, for: "`.offset(_:)`") else { return nil }
                (x, y) = (size.width, size.height)
            } else {
                guard let point = point(value, for: "`.position(_:)`") else { return nil }
                (x, y) = (point.x, point.y)
            }
        } else {
            let xValue = args["x"].map { number($0, for: "`x:`", infinity: false) } ?? 0
            let yValue = args["y"].map { number($0, for: "`y:`", infinity: false) } ?? 0
            guard let xValue, let yValue else { return nil }
            (x, y) = (xValue, yValue)
        }
        return name == "offset" ? content.offset(x: x, y: y) : content.position(x: x, y: y)
    }

    /// `.background(Color.red)`, `.background(.red, in: Capsule())`, `.background(alignment: .top) { ... }`, and the same for `.overlay`.
    private mutating func secondary(_ name: String, _ content: ViewNode, _ call: FunctionCallExprSyntax) -> ViewNode? {
        guard let args = arguments(of: call, .modifier(name, labels: ["alignment", "in", "ignoresSafeAreaEdges", "fillStyle"],
                                                       unlabeled: 1, closure: .optional)) else {
            if let closure = call.trailingClosure { _ = children(of: closure) }
            return nil
        }
        let alignment = args["alignment"].map { self.alignment($0, for: "`alignment:`") } ?? .center
        var views: [ViewNode]?
        if let closure = args.closure {
            if let extra = args.first {
                error(extra, "`.\(name)` takes either a view or a closure, not both")
                return nil
            }
            views = children(of: closure)
        } else if let shape = args["in"] {
            let style = args.first.map { styleOrView($0, for: "`.\(name)(_:in:)`") } ?? .color(name)
            views = style == nil ? nil : view(shape).map { [$0] }
        } else if let first = args.first {
            views = styleOrView(first, for: "`.\(name)(_:)`").map { [$0] }
        } else if name == "background" {
            views = [.color("background")]
        } else {
            error(call: call, "`.overlay` needs content: `.overlay(Color.red)` or `.overlay { ... }`")
            return nil
        }
        guard let views, let alignment else { return nil }
        return name == "background" ? content.background(alignment: alignment) { views } : content.overlay(alignment: alignment) { views }
    }

    private mutating func alignmentGuide(_ content: ViewNode, _ call: FunctionCallExprSyntax) -> ViewNode? {
        var signature = Signature.modifier("alignmentGuide", unlabeled: 1, closure: .required)
        signature.closureLabel = "computeValue"
        guard let args = arguments(of: call, signature), let closure = args.closure else { return nil }
        guard let guideExpr = args.first else {
            error(call: call, "`.alignmentGuide` needs a guide: `.alignmentGuide(.leading) { d in d[.trailing] }`")
            return nil
        }
        let value = guideExpression(closure)
        let horizontal = ["leading", "trailing"]
        let vertical = ["top", "bottom", "firstTextBaseline", "lastTextBaseline"]
        guard let member = guideExpr.as(MemberAccessExprSyntax.self) else {
            error(guideExpr, "`\(Self.quote(guideExpr))` is not an alignment guide", hint: "write `.leading`, `.top`, `HorizontalAlignment.center`, ...")
            return nil
        }
        let guideName = member.declName.baseName.text
        let base = member.base?.trimmedDescription
        if guideName == "center" && base == nil {
            error(guideExpr, "`.center` is ambiguous in `.alignmentGuide`; write `HorizontalAlignment.center` or `VerticalAlignment.center`")
            return nil
        }
        if base == "HorizontalAlignment" || (base == nil && horizontal.contains(guideName)) {
            guard let guide = horizontalAlignment(guideExpr, for: "`.alignmentGuide(_:)`"), let value else { return nil }
            return content.alignmentGuide(guide, value)
        }
        if base == "VerticalAlignment" || (base == nil && vertical.contains(guideName)) {
            guard let guide = verticalAlignment(guideExpr, for: "`.alignmentGuide(_:)`"), let value else { return nil }
            return content.alignmentGuide(guide, value)
        }
        let all = horizontal + vertical
        error(guideExpr, "`\(Self.quote(guideExpr))` is not an alignment guide\(Suggestions.didYouMean(guideName, in: all, format: { "`.\($0)`" }))",
              hint: "guides: " + Suggestions.list(all, format: { "`.\($0)`" }) + ", `HorizontalAlignment.center`, `VerticalAlignment.center`")
        return nil
    }

    private mutating func containerRelativeFrame(_ content: ViewNode, _ call: FunctionCallExprSyntax) -> ViewNode? {
        if call.trailingClosure != nil || call.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) }) {
            error(call: call, "the closure form of `.containerRelativeFrame` is not supported; use `count:`, `span:` and `spacing:`")
            return nil
        }
        guard let args = arguments(of: call, .modifier("containerRelativeFrame", labels: ["count", "span", "spacing", "alignment"], unlabeled: 1)) else { return nil }
        guard let axesExpr = args.first else {
            error(call: call, "`.containerRelativeFrame` needs axes: `.containerRelativeFrame(.horizontal)`")
            return nil
        }
        let axes = self.axes(axesExpr, for: "`.containerRelativeFrame(_:)`")
        let count = args["count"].map { integer($0, for: "`count:`") } ?? 1
        let span = args["span"].map { integer($0, for: "`span:`") } ?? 1
        let spacing = args["spacing"].map { number($0, for: "`spacing:`", infinity: false) } ?? 0
        let alignment = args["alignment"].map { self.alignment($0, for: "`alignment:`") } ?? .center
        guard let axes, let count, let span, let spacing, let alignment else { return nil }
        guard count >= 1, span >= 1 else {
            error(call: call, "`.containerRelativeFrame` needs `count:` and `span:` of at least 1")
            return nil
        }
        return content.containerRelativeFrame(axes, count: count, span: span, spacing: spacing, alignment: alignment)
    }

    /// `.id("label")`: labels the view; labels are unique within an experiment.
    private mutating func label(_ content: ViewNode, _ call: FunctionCallExprSyntax) -> ViewNode? {
        guard let args = arguments(of: call, .modifier("id", unlabeled: 1)) else { return nil }
        guard let expr = args.first else {
            error(call: call, "`.id` needs a label: `.id(\"blue\")`")
            return nil
        }
        guard let label = string(expr, for: "`.id(_:)`") else { return nil }
        guard !label.isEmpty else {
            error(expr, "`.id(\"\")` is empty; labels name views in traces and expectations")
            return nil
        }
        if let previous = content.label {
            error(call: call, "this view is already labelled `\(previous)`; a view has one label")
            return nil
        }
        if let first = labels[label] {
            error(expr, "duplicate label `\(label)`; it is first used at \(first)", hint: "labels must be unique within an experiment")
            return nil
        }
        labels[label] = location(of: expr)
        return content.id(label)
    }

    /// A font's point size: `.title`, `.system(size: 20)`, `.system(.title)`, `.custom("Name", size: 20)`, `.title.bold()`.
    mutating func fontSize(_ expr: ExprSyntax) -> Double? {
        let styles = TextStyle.allCases.map(\.rawValue)
        if expr.is(NilLiteralExprSyntax.self) { return TextStyle.body.pointSize }
        if let name = Self.memberName(expr, types: ["Font"]) {
            if let style = TextStyle(rawValue: name) { return style.pointSize }
            error(expr, "`.\(name)` is not a font\(Suggestions.didYouMean(name, in: styles, format: { "`.\($0)`" }))",
                  hint: "fonts: " + Suggestions.list(styles.map { "`.\($0)`" } + ["`.system(size: 20)`"], format: { $0 }))
            return nil
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if let base = member.base, base.trimmedDescription != "Font" {
                // `.title.bold()`, `.body.weight(.semibold)`: font variants of the same size.
                return fontSize(base)
            }
            switch name {
            case "system":
                guard let args = arguments(of: call, .initializer("Font.system", labels: ["size", "weight", "design"], unlabeled: 1)) else { return nil }
                if let size = args["size"] { return number(size, for: "`size:`", infinity: false) }
                if let style = args.first { return fontSize(style) }
                error(call: call, "`.system` needs `size:` or a text style: `.system(size: 20)`")
                return nil
            case "custom":
                guard let args = arguments(of: call, .initializer("Font.custom", labels: ["size", "fixedSize", "relativeTo"], unlabeled: 1)) else { return nil }
                if let size = args["size"] ?? args["fixedSize"] { return number(size, for: "`size:`", infinity: false) }
                error(call: call, "`.custom` needs `size:`: `.custom(\"Name\", size: 20)`")
                return nil
            default: break
            }
        }
        error(expr, "`\(Self.quote(expr))` is not a font", hint: "write `.title`, `.system(size: 20)` or `.custom(\"Name\", size: 20)`")
        return nil
    }
}
