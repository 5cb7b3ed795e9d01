// Foundation as on Apple's systems, where Linux's lacks it: `String(localized:)` with its table,
// bundle and `comment:` (a preview runs in its development language: the app's table's text for
// the key, else the key, `_LocalizedStrings`), and
// `AttributedString(markdown:)`, whose text is the string without its inline markup, as `Text`
// renders a Markdown literal.
#if !canImport(Darwin)
import Foundation

extension String {
    /// The localized text of `key`: the app's table's value, else `defaultValue`, else the key
    /// (see the file header).
    public init(localized key: String, defaultValue: String? = nil, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = Locale(identifier: "en_US"), comment: StaticString? = nil) {
        self = _LocalizedStrings.text(for: key, table: table, defaultValue: defaultValue)
    }
}

extension AttributedString {
    /// An attributed string of `markdown`'s text without its inline markup (attributes are visual).
    public init(markdown: String, baseURL: URL? = nil) throws {
        self.init(InlineMarkdown.rendered(markdown))
    }
    /// The same, with Apple's parsing options (accepted).
    public init(markdown: String, options: _MarkdownParsingOptions, baseURL: URL? = nil) throws {
        self.init(InlineMarkdown.rendered(markdown))
    }
    /// Markdown parsing options (Foundation's `AttributedString.MarkdownParsingOptions`); accepted.
    public typealias MarkdownParsingOptions = _MarkdownParsingOptions
}

/// Markdown parsing options (Foundation's `AttributedString.MarkdownParsingOptions`); accepted.
public struct _MarkdownParsingOptions: Sendable {
    public var allowsExtendedAttributes = false
    public var interpretedSyntax = InterpretedSyntax.full
    public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil) {}
    /// Which syntax is read.
    public enum InterpretedSyntax: Sendable { case full, inlineOnlyPreservingWhitespace, inlineOnly }
    /// What a parse error does.
    public enum FailurePolicy: Sendable { case throwError, returnPartiallyParsedIfPossible }
}
#endif

// SwiftUI's attributes of an attributed string (`text.foregroundColor = .red`, `text.font = .title`,
// `text[range].kern = 2`): visual, kept on the string, never laid out.

extension AttributeScopes {
    /// SwiftUI's attributes (SwiftUI's `AttributeScopes.SwiftUIAttributes`).
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    /// SwiftUI's attributes of an attributed string.
    public struct SwiftUIAttributes: AttributeScope {
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let font: FontAttribute
        public let kern: KernAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let foundation: FoundationAttributes

        /// The text's colour.
        public enum ForegroundColorAttribute: AttributedStringKey { public typealias Value = Color; public static let name = "SwiftUI.ForegroundColor" }
        /// The colour behind the text.
        public enum BackgroundColorAttribute: AttributedStringKey { public typealias Value = Color; public static let name = "SwiftUI.BackgroundColor" }
        /// The text's font.
        public enum FontAttribute: AttributedStringKey { public typealias Value = Font; public static let name = "SwiftUI.Font" }
        /// Extra space between characters.
        public enum KernAttribute: AttributedStringKey { public typealias Value = CGFloat; public static let name = "SwiftUI.Kern" }
        /// Extra space between characters, after ligatures.
        public enum TrackingAttribute: AttributedStringKey { public typealias Value = CGFloat; public static let name = "SwiftUI.Tracking" }
        /// The text moved up from its baseline.
        public enum BaselineOffsetAttribute: AttributedStringKey { public typealias Value = CGFloat; public static let name = "SwiftUI.BaselineOffset" }
    }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}
