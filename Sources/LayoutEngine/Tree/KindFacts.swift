// What readers of stored results need to know about a kind they only have the stored name of
// (`"padding"`, `"GridRow"`): read from the catalogue — each tag's sample kind asked for its name
// and whether it is a modifier — never guessed from how a name is spelled. A new kind is covered
// once it has a tag and a sample, which the compiler demands.

/// Facts about one kind, found by the name nodes are stored under.
public struct KindFacts: Hashable, Sendable {
    public var tag: ViewKind.Tag
    /// A modifier: its first child is the view it modifies.
    public var isModifier: Bool
    /// A kind whose children are laid out by its parent container (a `Group`'s views are its
    /// stack's, a `GridRow`'s cells are its Grid's).
    public var lendsChildrenToParent: Bool

    /// The facts of the kind stored as `name`; nil for names no built-in kind has (custom layouts,
    /// which are containers).
    public init?(storedKind name: String) {
        guard let facts = Self.byName[name] else { return nil }
        self = facts
    }

    init(tag: ViewKind.Tag, isModifier: Bool) {
        self.tag = tag
        self.isModifier = isModifier
        lendsChildrenToParent = tag == .group || tag == .gridRow
    }

    /// True when `name` is a built-in modifier's stored name.
    public static func isModifier(_ name: String) -> Bool {
        byName[name]?.isModifier ?? false
    }

    /// Every built-in kind's facts by stored name (several tags can share a name: `lineRange` is
    /// stored as `lineLimit`, a modifier like it).
    static let byName: [String: KindFacts] = {
        var facts: [String: KindFacts] = [:]
        for tag in ViewKind.Tag.allCases where tag != .custom {
            guard let kind = ViewKind.sample(for: tag).firstKind(tagged: tag) else { continue }
            if facts[kind.name] == nil { facts[kind.name] = KindFacts(tag: tag, isModifier: kind.isModifier) }
        }
        return facts
    }()
}

extension ViewNode {
    /// The first kind in this tree (depth first) with `tag`.
    func firstKind(tagged tag: ViewKind.Tag) -> ViewKind? {
        if kind.tag == tag { return kind }
        for child in children {
            if let found = child.firstKind(tagged: tag) { return found }
        }
        return nil
    }
}
