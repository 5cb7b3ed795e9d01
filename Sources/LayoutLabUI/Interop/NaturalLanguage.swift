// NaturalLanguage (`import NaturalLanguage`), as vocabulary and reading apps split text into words
// and look for names. No language model is installed here, so:
// - `NLTokenizer` splits by characters, an approximation of Apple's tokenizer for languages that
//   separate words with spaces and punctuation: a word is a run of letters and digits (an
//   apostrophe between letters stays inside it, "don't"); a sentence ends after `.`, `!` or `?`;
//   a paragraph at a line break; tokens never include the spaces around them. Text in languages
//   written without spaces (Japanese, Chinese) comes out as whole runs, not Apple's words.
// - `NLTagger` finds the same tokens and tags none of them (no names, no parts of speech), and
//   `NLLanguageRecognizer` recognizes no language.
import Foundation

/// What a tokenizer splits text into (NaturalLanguage's `NLTokenUnit`).
public enum NLTokenUnit: Int, Sendable { case word, sentence, paragraph, document }

/// A language (NaturalLanguage's `NLLanguage`: BCP 47 codes).
public struct NLLanguage: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let undetermined = NLLanguage("und"), english = NLLanguage("en"), french = NLLanguage("fr")
    public static let german = NLLanguage("de"), spanish = NLLanguage("es"), italian = NLLanguage("it")
    public static let portuguese = NLLanguage("pt"), dutch = NLLanguage("nl"), japanese = NLLanguage("ja")
    public static let korean = NLLanguage("ko"), simplifiedChinese = NLLanguage("zh-Hans"), traditionalChinese = NLLanguage("zh-Hant")
    public static let russian = NLLanguage("ru"), arabic = NLLanguage("ar"), hindi = NLLanguage("hi"), turkish = NLLanguage("tr")
}

/// Splits text into words, sentences or paragraphs (NaturalLanguage's `NLTokenizer`; see the file header).
public final class NLTokenizer: @unchecked Sendable {
    public let unit: NLTokenUnit
    public var string: String?
    public init(unit: NLTokenUnit) { self.unit = unit }
    public func setLanguage(_ language: NLLanguage) {}

    /// The tokens of `range` of the string, in order.
    public func tokens(for range: Range<String.Index>) -> [Range<String.Index>] {
        guard let string else { return [] }
        return NLTextSplitter.tokens(of: string, in: range, unit: unit)
    }

    /// The token holding `index`; an empty range at `index` when it is between tokens.
    public func tokenRange(at index: String.Index) -> Range<String.Index> {
        guard let string else { return index..<index }
        return tokens(for: string.startIndex..<string.endIndex).first { $0.contains(index) } ?? index..<index
    }

    /// Calls `block` with each token of `range` and its attributes until it returns false.
    public func enumerateTokens(in range: Range<String.Index>, using block: (Range<String.Index>, Attributes) -> Bool) {
        guard let string else { return }
        for token in tokens(for: range) {
            let text = string[token]
            let attributes: Attributes = text.allSatisfy(\.isNumber) ? .numeric : []
            if !block(token, attributes) { return }
        }
    }

    /// What a token is made of (NaturalLanguage's `NLTokenizer.Attributes`).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let numeric = Attributes(rawValue: 1 << 0)
        public static let symbolic = Attributes(rawValue: 1 << 1)
        public static let emoji = Attributes(rawValue: 1 << 2)
    }
}

/// A kind of tag (NaturalLanguage's `NLTagScheme`).
public struct NLTagScheme: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let tokenType = NLTagScheme("TokenType"), lexicalClass = NLTagScheme("LexicalClass")
    public static let nameType = NLTagScheme("NameType"), nameTypeOrLexicalClass = NLTagScheme("NameTypeOrLexicalClass")
    public static let lemma = NLTagScheme("Lemma"), language = NLTagScheme("Language"), script = NLTagScheme("Script")
    public static let sentimentScore = NLTagScheme("SentimentScore")
}

/// A tag (NaturalLanguage's `NLTag`).
public struct NLTag: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let word = NLTag("Word"), punctuation = NLTag("Punctuation"), whitespace = NLTag("Whitespace")
    public static let other = NLTag("Other"), noun = NLTag("Noun"), verb = NLTag("Verb"), adjective = NLTag("Adjective")
    public static let adverb = NLTag("Adverb"), pronoun = NLTag("Pronoun"), determiner = NLTag("Determiner")
    public static let preposition = NLTag("Preposition"), number = NLTag("Number"), personalName = NLTag("PersonalName")
    public static let placeName = NLTag("PlaceName"), organizationName = NLTag("OrganizationName")
}

/// Tags text's tokens (NaturalLanguage's `NLTagger`): it finds the tokenizer's tokens and tags none
/// (see the file header).
public final class NLTagger: @unchecked Sendable {
    public let tagSchemes: [NLTagScheme]
    public var string: String?
    public init(tagSchemes: [NLTagScheme]) { self.tagSchemes = tagSchemes }
    public var dominantLanguage: NLLanguage? { nil }
    public func setLanguage(_ language: NLLanguage, range: Range<String.Index>) {}

    /// The tag of the token at `index`: none, with the token's range.
    public func tag(at index: String.Index, unit: NLTokenUnit, scheme: NLTagScheme) -> (NLTag?, Range<String.Index>) {
        let tokenizer = NLTokenizer(unit: unit)
        tokenizer.string = string
        return (nil, tokenizer.tokenRange(at: index))
    }

    /// The tokens of `range` with their tags (none).
    public func tags(in range: Range<String.Index>, unit: NLTokenUnit, scheme: NLTagScheme,
                     options: Options = []) -> [(NLTag?, Range<String.Index>)] {
        var found: [(NLTag?, Range<String.Index>)] = []
        enumerateTags(in: range, unit: unit, scheme: scheme, options: options) { tag, token in
            found.append((tag, token))
            return true
        }
        return found
    }

    /// Calls `block` with each token of `range` and its tag (none) until it returns false.
    public func enumerateTags(in range: Range<String.Index>, unit: NLTokenUnit, scheme: NLTagScheme, options: Options = [],
                              using block: (NLTag?, Range<String.Index>) -> Bool) {
        let tokenizer = NLTokenizer(unit: unit)
        tokenizer.string = string
        for token in tokenizer.tokens(for: range) where !block(nil, token) { return }
    }

    /// What tagging leaves out or joins (NaturalLanguage's `NLTagger.Options`).
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let omitWords = Options(rawValue: 1 << 0)
        public static let omitPunctuation = Options(rawValue: 1 << 1)
        public static let omitWhitespace = Options(rawValue: 1 << 2)
        public static let omitOther = Options(rawValue: 1 << 3)
        public static let joinNames = Options(rawValue: 1 << 4)
        public static let joinContractions = Options(rawValue: 1 << 5)
    }
}

/// Recognizes a text's language (NaturalLanguage's `NLLanguageRecognizer`): none here.
public final class NLLanguageRecognizer: @unchecked Sendable {
    public init() {}
    public var languageHints: [NLLanguage: Double] = [:]
    public var languageConstraints: [NLLanguage] = []
    public var dominantLanguage: NLLanguage? { nil }
    public static func dominantLanguage(for string: String) -> NLLanguage? { nil }
    public func processString(_ string: String) {}
    public func languageHypotheses(withMaximum maxHypotheses: Int) -> [NLLanguage: Double] { [:] }
    public func reset() {}
}

/// Splits text by characters (see the file header). Implementation detail of LayoutLabUI.
enum NLTextSplitter {
    /// The tokens of `unit` in `range` of `string`.
    static func tokens(of string: String, in range: Range<String.Index>, unit: NLTokenUnit) -> [Range<String.Index>] {
        switch unit {
        case .word: return words(of: string, in: range)
        case .sentence: return pieces(of: string, in: range) { character, next in
            ".!?".contains(character) && (next.map { $0.isWhitespace } ?? true)
        }
        case .paragraph: return pieces(of: string, in: range) { character, _ in character.isNewline }
        case .document: return pieces(of: string, in: range) { _, _ in false }
        }
    }

    /// Runs of letters and digits, an apostrophe between letters included.
    private static func words(of string: String, in range: Range<String.Index>) -> [Range<String.Index>] {
        var tokens: [Range<String.Index>] = []
        var start: String.Index?
        var index = range.lowerBound
        while index < range.upperBound {
            let character = string[index]
            let next = string.index(after: index)
            let previousIsLetter = index > range.lowerBound && string[string.index(before: index)].isLetter
            let nextIsLetter = next < range.upperBound && string[next].isLetter
            let inWord = character.isLetter || character.isNumber
                || ("'’".contains(character) && start != nil && previousIsLetter && nextIsLetter)
            if inWord, start == nil { start = index }
            if !inWord, let begun = start {
                tokens.append(begun..<index)
                start = nil
            }
            index = next
        }
        if let begun = start { tokens.append(begun..<range.upperBound) }
        return tokens
    }

    /// Pieces ended after each character `ends` says ends one, without the whitespace around them.
    private static func pieces(of string: String, in range: Range<String.Index>,
                               ending ends: (Character, Character?) -> Bool) -> [Range<String.Index>] {
        var tokens: [Range<String.Index>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        func close(at end: String.Index) {
            let text = string[start..<end]
            if let first = text.firstIndex(where: { !$0.isWhitespace }), let last = text.lastIndex(where: { !$0.isWhitespace }) {
                tokens.append(first..<string.index(after: last))
            }
        }
        while index < range.upperBound {
            let next = string.index(after: index)
            if ends(string[index], next < range.upperBound ? string[next] : nil) {
                close(at: next)
                start = next
            }
            index = next
        }
        close(at: range.upperBound)
        return tokens
    }
}
