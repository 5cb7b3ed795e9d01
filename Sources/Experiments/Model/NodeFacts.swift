// What names a node the way its author wrote it, in tree order (the order the engine numbers
// nodes): the user's view type that made it, where it is written, and its display name.
//
// The display name: the node's `.id` label if it has one; for the outermost node of one of the
// user's views, that view's type and the first text inside it (`WeatherDayView "TUE"`); for
// leaves, what they show (`Text "Cupertino, CA"`, `Image "sun.max.fill"`, `Color red`); for
// containers their kind (`VStack`); for modifiers, the view they modify followed by the modifier
// chain as a person reads it (`Text "76°" · font · padding`; the weight and design of a
// `.font(.system(size:weight:))` are part of its `font`).
import LayoutEngine

/// The user-facing facts of one node (see the file comment).
public struct NodeFacts: Hashable, Codable, Sendable {
    /// The kind's name (`Text`, `padding`): what the engine calls the node at the same position.
    public var kind: String
    /// The nearest of the user's own view types that made the node (`WeatherDayView`).
    public var viewType: String?
    /// `Weather.swift:23:9`: where the view expression that made the node is written.
    public var sourceLine: String?
    /// The name shown for the node in show, explain, diff and watch.
    public var displayName: String

    public init(kind: String, viewType: String?, sourceLine: String?, displayName: String) {
        self.kind = kind
        self.viewType = viewType
        self.sourceLine = sourceLine
        self.displayName = displayName
    }

    /// The longest text quoted in a name, in characters.
    static let quoteLimit = 24
    /// The most modifiers a name lists after the view they modify.
    static let chainLimit = 4

    /// The facts of every node of `tree`, in tree order (pre-order), then those of the nodes made
    /// while laying it out (`made`: a GeometryReader's content, numbered after the tree's nodes in
    /// the order it was made). A node without an origin takes its view type from its nearest
    /// ancestor that has one.
    public static func of(_ tree: ViewNode, made: [MadeNodes] = []) -> [NodeFacts] {
        var facts: [NodeFacts] = []
        facts.reserveCapacity(tree.nodeCount)
        func visit(_ node: ViewNode, inheritedType: String?) {
            let viewType = node.origin?.viewType ?? inheritedType
            facts.append(NodeFacts(kind: node.kind.name, viewType: viewType, sourceLine: node.origin?.place,
                                   displayName: displayName(of: node)))
            for child in node.children { visit(child, inheritedType: viewType) }
        }
        visit(tree, inheritedType: nil)
        // Each made content's nodes follow the nodes before it; one that does not line up (never
        // expected) ends the facts there, and the nodes after it go unnamed.
        for content in made {
            guard content.first == facts.count, content.parent < facts.count else { break }
            for view in content.trees { visit(view, inheritedType: facts[content.parent].viewType) }
        }
        return facts
    }

    /// The facts of the nodes made while laying `tree` out (`of(_:made:)` after the tree's own).
    public static func ofMade(_ tree: ViewNode, _ made: [MadeNodes]) -> [NodeFacts] {
        made.isEmpty ? [] : Array(of(tree, made: made).dropFirst(tree.nodeCount))
    }

    /// The display name of `node` (see the file comment).
    public static func displayName(of node: ViewNode) -> String {
        if let label = node.label { return label }
        if let instance = node.origin?.instanceOf {
            return firstText(in: node).map { "\(instance) \(quoted($0))" } ?? instance
        }
        if node.kind.isModifier, let modified = node.children.first {
            var chain = [node.kind.name]
            var base = modified
            while base.label == nil, base.origin?.instanceOf == nil, base.kind.isModifier, let inner = base.children.first {
                // `.font(.system(size: 20, weight: .bold))` is one modifier to its author.
                if !(base.kind.name == "fontTraits" && chain.last == "font") { chain.append(base.kind.name) }
                base = inner
            }
            chain.reverse()
            if chain.count > chainLimit { chain = ["…"] + chain.suffix(chainLimit - 1) }
            return ([displayName(of: base)] + chain).joined(separator: " · ")
        }
        switch node.kind {
        case .text(let string): return "Text \(quoted(string))"
        case .textRuns(let runs): return "Text \(quoted(runs.map(\.string).joined()))"
        case .image(let name, _, _, _), .symbol(let name, _): return "Image \(quoted(name))"
        case .color(let name): return standIns[name] ?? "Color \(shortColourName(name))"
        case .custom(let name): return registeredBase(name)
        default: return node.kind.name
        }
    }

    /// A custom layout's name as its author wrote it: the name it is registered under less the
    /// `#2`, `#3` … that keeps a second use apart in the tree (`onScrollVisibilityChange#2`,
    /// `FlowLayout#3`); display names tell uses apart by what encloses them instead.
    static func registeredBase(_ name: String) -> String {
        guard let hash = name.lastIndex(of: "#"), hash != name.startIndex,
              case let digits = name[name.index(after: hash)...], !digits.isEmpty, digits.allSatisfy(\.isASCII),
              digits.allSatisfy(\.isNumber) else { return name }
        return String(name[..<hash])
    }

    /// A colour's name with its components to three decimals (`rgb(0.914, 0.914, 0.914)` for
    /// `Color(red: 0.9137254901960784, …)`: the same colour to a 255th); other names as they are.
    static func shortColourName(_ name: String) -> String {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")"),
              ["rgb", "white", "hsb"].contains(name[..<open]) else { return name }
        let parts = name[name.index(after: open)..<name.index(before: name.endIndex)].split(separator: ",")
        let numbers = parts.map { Double($0.filter { $0 != " " }) }
        guard numbers.allSatisfy({ $0?.isFinite == true }) else { return name }
        let short = numbers.map { value -> String in
            let rounded = (value! * 1000).rounded() / 1000
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        return name[...open] + short.joined(separator: ", ") + ")"
    }

    /// The views the library lays out as a flexible colour named after them (a `Chart`, a `Map`,
    /// the navigation bar), named as the user wrote them rather than as a colour.
    public static let standIns: [String: String] = [
        "chart": "Chart", "map": "Map", "canvas": "Canvas", "videoPlayer": "VideoPlayer", "sceneView": "SceneView",
        "spriteView": "SpriteView", "realityView": "RealityView", "textEditor": "TextEditor", "productView": "ProductView",
        "storeView": "StoreView", "subscriptionStoreView": "SubscriptionStoreView",
        "signInWithAppleButton": "SignInWithAppleButton", "navigationBar": "navigation bar", "tabBar": "tab bar",
    ]

    /// The first `Text` in `node`'s subtree, depth first, that has words: a Text of images only
    /// (`Text(Image(systemName: "calendar"))`) names nothing.
    static func firstText(in node: ViewNode) -> String? {
        if case .text(let string) = node.kind, hasWords(string) { return string }
        if case .textRuns(let runs) = node.kind, case let string = runs.map(\.string).joined(), hasWords(string) { return string }
        for child in node.children {
            if let text = firstText(in: child) { return text }
        }
        return nil
    }

    static func hasWords(_ string: String) -> Bool {
        string.unicodeScalars.contains { $0 != SFProRun.inlineImage && !$0.properties.isWhitespace }
    }

    /// `"Cupertino, CA"`: the text on one line, cut at `quoteLimit` characters with an ellipsis; an
    /// image in it (`Text(Image(systemName:))`, U+FFFC) is a diamond, as pictures draw it.
    static func quoted(_ text: String) -> String {
        let oneLine = SFProRun.showingImages(text).split(whereSeparator: \.isNewline).joined(separator: " ")
        let cut = oneLine.count > quoteLimit ? oneLine.prefix(quoteLimit - 1) + "…" : Substring(oneLine)
        return "\"\(cut)\""
    }
}
