// The inline Markdown SwiftUI renders in a `LocalizedStringKey` [DOC Text: "Text("**Bold**")" shows
// bold text, not asterisks; init(verbatim:) and String variables are shown as written]: the text
// is measured without its markup. Handled: `**strong**`, `*emphasis*`, `~~strikethrough~~`,
// `` `code` `` and `[link](url)`; a delimiter counts only when it opens before a non-space and
// closes after one (CommonMark's flanking rule), so "5 * 3 * 2" keeps its asterisks.

/// Removes inline Markdown markup from a string key's text.
enum InlineMarkdown {
    static let delimiters = ["**", "~~", "*", "`"]

    static func plainText(_ text: String) -> String {
        let characters = Array(text)
        guard characters.contains(where: { $0 == "*" || $0 == "~" || $0 == "`" || $0 == "[" }) else { return text }
        return String(strip(characters[...]))
    }

    private static func strip(_ text: ArraySlice<Character>) -> [Character] {
        var result: [Character] = []
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "[", let link = link(in: text, at: index) {
                result += strip(link.label)
                index = link.end
                continue
            }
            if let (delimiter, close) = span(in: text, at: index) {
                let inner = text[(index + delimiter.count)..<close]
                result += delimiter == "`" ? Array(inner) : strip(inner)
                index = close + delimiter.count
                continue
            }
            result.append(text[index])
            index += 1
        }
        return result
    }

    /// A delimited span opening at `index`: its delimiter and where its closing delimiter starts.
    private static func span(in text: ArraySlice<Character>, at index: Int) -> (String, Int)? {
        for delimiter in delimiters where matches(delimiter, in: text, at: index) {
            let length = delimiter.count
            let contentStart = index + length
            guard contentStart < text.endIndex, !text[contentStart].isWhitespace else { continue }
            var close = contentStart + 1
            while close + length <= text.endIndex {
                if matches(delimiter, in: text, at: close), !text[close - 1].isWhitespace { return (delimiter, close) }
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
