// `String.localizedStandardContains(_:)` in a `#Predicate` (the usual SwiftData search filter,
// `#Predicate<Item> { $0.name.localizedStandardContains(text) }`). Foundation's macro expands the
// call to `PredicateExpressions.build_localizedStandardContains`, which Apple's Foundation declares
// [Foundation: `PredicateExpressions.StringLocalizedStandardContains`, macOS 14 / iOS 17] and Linux's
// does not. Declared here as Apple declares it; it evaluates with Foundation's own
// `localizedStandardContains` (case- and diacritic-insensitive, in the current locale).
#if !canImport(Darwin)
import Foundation

extension PredicateExpressions {
    /// Whether a string contains another, compared as Finder compares names (Foundation's
    /// `PredicateExpressions.StringLocalizedStandardContains`).
    public struct StringLocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        public typealias Output = Bool
        /// The string searched.
        public let root: Root
        /// The string searched for.
        public let other: Other

        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            try root.evaluate(bindings).localizedStandardContains(other.evaluate(bindings))
        }
    }

    /// What `#Predicate` writes for `a.localizedStandardContains(b)`.
    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other)
        -> StringLocalizedStandardContains<Root, Other> {
        StringLocalizedStandardContains(root: root, other: other)
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}
extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {}
extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
#endif
