// The inline Markdown SwiftUI renders in a `LocalizedStringKey` [DOC Text: "Text("**Bold**")" shows
// bold text, not asterisks; init(verbatim:) and String variables are shown as written]: the text
// is measured without its markup, in the style it sets: strong text bold, emphasis italic, code in
// SF Mono (a key without interpolations; `styledSpans`). Handled: `***both***`, `**strong**`,
// `*emphasis*` and their underscore forms (`___both___`, `__strong__`, `_emphasis_`),
// `~~strikethrough~~`, `` `code` `` and `[link](url)`; a run of delimiter characters counts only
// when it opens before a non-space and closes after one (CommonMark's flanking rule), so
// "5 * 3 * 2" and a masked card number, "**** **** **** 3022", keep their asterisks; an underscore
// run also neither opens after a letter or digit nor closes before one (CommonMark's rule for `_`),
// so `snake_case_name` keeps its underscores. Apple's
// attribute spans, `^[text](attributes)`, show their text; with `inflect: true` a number and the
// noun after it agree, as Foundation's automatic grammar agreement makes them in English
// ("^[\(count) session](inflect: true)": "1 session", "4 sessions"), by the regular plural.

import LayoutEngine

/// Removes inline Markdown markup from a string key's text.
enum InlineMarkdown {
    static let delimiters = ["***", "**", "~~", "*", "`", "___", "__", "_"]

    /// Where an inflected span starts and ends in `plainText`'s result, until `inflected(_:)`.
    static let inflectionStart: Character = "\u{E000}"
    static let inflectionEnd: Character = "\u{E001}"

    /// The text as shown: without markup, inflected.
    static func rendered(_ text: String) -> String { inflected(plainText(text)) }

    /// The text without markup; inflected spans stay marked for `inflected(_:)` (after the values
    /// of an interpolated key go in).
    static func plainText(_ text: String) -> String {
        let characters = Array(text)
        guard characters.contains(where: { $0 == "*" || $0 == "_" || $0 == "~" || $0 == "`" || $0 == "[" }) else { return text }
        return String(strip(characters[...]))
    }

    /// `text` with each marked span's numbers and nouns in agreement, and the marks removed.
    static func inflected(_ text: String) -> String {
        guard text.contains(inflectionStart) else { return text }
        var result = ""
        var span: String?
        for character in text {
            switch character {
            case inflectionStart: span = ""
            case inflectionEnd:
                result += agreeing(span ?? "")
                span = nil
            default:
                if span != nil { span!.append(character) } else { result.append(character) }
            }
        }
        return result + (span ?? "")
    }

    /// Each number in `text` with the word after it in the singular for 1, else in the plural.
    private static func agreeing(_ text: String) -> String {
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        for index in words.indices.dropLast() {
            guard let count = Double(words[index].filter { $0 != "," }) else { continue }
            let noun = words[index + 1]
            guard let last = noun.last, last.isLetter else { continue }
            words[index + 1] = count == 1 ? singular(noun) : plural(noun)
        }
        return words.joined(separator: " ")
    }

    private static func singular(_ noun: String) -> String {
        guard noun.hasSuffix("s"), !noun.hasSuffix("ss") else { return noun }
        if noun.hasSuffix("ies") { return noun.dropLast(3) + "y" }
        if ["sses", "ches", "shes", "xes", "zes"].contains(where: noun.hasSuffix) { return String(noun.dropLast(2)) }
        return String(noun.dropLast())
    }

    private static func plural(_ noun: String) -> String {
        if noun.hasSuffix("s") && !noun.hasSuffix("ss") { return noun }
        if ["ss", "ch", "sh", "x", "z"].contains(where: noun.hasSuffix) { return noun + "es" }
        if noun.hasSuffix("y"), let before = noun.dropLast().last, !"aeiou".contains(before) { return noun.dropLast() + "ies" }
        return noun + "s"
    }

    private static func strip(_ text: ArraySlice<Character>) -> [Character] {
        styled(text, FontTraits()).map(\.0)
    }

    /// A run of a key's text and the style its markup gives it.
    struct Span: Hashable, Sendable {
        var text: String
        var traits: FontTraits
    }

    /// The key's text in runs of one style each (`**strong**` bold, `*emphasis*` italic, `code` in
    /// SF Mono); nil when no markup styles any of it, or it has an attribute span (`^[…]`).
    static func styledSpans(_ text: String) -> [Span]? {
        guard text.contains(where: { $0 == "*" || $0 == "_" || $0 == "`" }), !text.contains("^[") else { return nil }
        var spans: [Span] = []
        for (character, traits) in styled(Array(text)[...], FontTraits()) {
            if let last = spans.last, last.traits == traits {
                spans[spans.count - 1].text.append(character)
            } else {
                spans.append(Span(text: String(character), traits: traits))
            }
        }
        return spans.contains(where: { !$0.traits.isEmpty }) ? spans : nil
    }

    /// The text without markup, each character with the style of the spans around it; an
    /// inflected span is marked for `inflected(_:)`.
    private static func styled(_ text: ArraySlice<Character>, _ traits: FontTraits) -> [(Character, FontTraits)] {
        var result: [(Character, FontTraits)] = []
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "^", index + 1 < text.endIndex, text[index + 1] == "[", let span = link(in: text, at: index + 1) {
                let inflects = String(text[(span.label.endIndex + 2)..<(span.end - 1)]).contains("inflect: true")
                let label = styled(span.label, traits)
                result += inflects ? [(inflectionStart, traits)] + label + [(inflectionEnd, traits)] : label
                index = span.end
                continue
            }
            if text[index] == "[", let link = link(in: text, at: index) {
                result += styled(link.label, traits)
                index = link.end
                continue
            }
            if let (delimiter, close) = span(in: text, at: index) {
                let inner = text[(index + delimiter.count)..<close]
                var inside = traits
                switch delimiter {
                case "***", "___": inside.weight = .bold; inside.italic = true
                case "**", "__": inside.weight = .bold
                case "*", "_": inside.italic = true
                case "`": inside.design = .monospaced
                default: break
                }
                result += delimiter == "`" ? inner.map { ($0, inside) } : styled(inner, inside)
                index = close + delimiter.count
                continue
            }
            result.append((text[index], traits))
            index += 1
        }
        return result
    }

    /// A delimited span opening at `index`: its delimiter and where its closing delimiter starts.
    /// As CommonMark reads a run of one delimiter character as a whole, a span opens only at the
    /// start of a run that a non-space follows ("**** 3022" is four asterisks), and closes at the
    /// start of a run that a non-space precedes.
    private static func span(in text: ArraySlice<Character>, at index: Int) -> (String, Int)? {
        let mark = text[index]
        guard mark == "*" || mark == "_" || mark == "~" || mark == "`", index == text.startIndex || text[index - 1] != mark else { return nil }
        // An underscore run inside a word (`snake_case`) is no delimiter.
        func inWord(_ position: Int) -> Bool { position >= text.startIndex && position < text.endIndex && (text[position].isLetter || text[position].isNumber) }
        if mark == "_" && inWord(index - 1) { return nil }
        let runEnd = text[index...].firstIndex { $0 != mark } ?? text.endIndex
        guard runEnd < text.endIndex, !text[runEnd].isWhitespace else { return nil }
        for delimiter in delimiters where matches(delimiter, in: text, at: index) {
            let length = delimiter.count
            let contentStart = index + length
            guard contentStart < text.endIndex, !text[contentStart].isWhitespace else { continue }
            var close = contentStart + 1
            while close + length <= text.endIndex {
                if matches(delimiter, in: text, at: close), !text[close - 1].isWhitespace, text[close - 1] != mark,
                   mark != "_" || !inWord(close + length) {
                    return (delimiter, close)
                }
                close += 1
            }
        }
        return nil
    }

    private static func matches(_ delimiter: String, in text: ArraySlice<Character>, at index: Int) -> Bool {
        let characters = Array(delimiter)
        guard index + characters.count <= text.endIndex else { return false }
        return text[index..<(index + characters.count)].elementsEqual(characters)
    }

    /// `[label](destination)` at `index`: the label and the index after the closing parenthesis.
    private static func link(in text: ArraySlice<Character>, at index: Int) -> (label: ArraySlice<Character>, end: Int)? {
        guard let closeBracket = text[index...].firstIndex(of: "]"), closeBracket + 1 < text.endIndex,
              text[closeBracket + 1] == "(", let closeParen = text[(closeBracket + 1)...].firstIndex(of: ")")
        else { return nil }
        return (text[(index + 1)..<closeBracket], closeParen + 1)
    }
}
