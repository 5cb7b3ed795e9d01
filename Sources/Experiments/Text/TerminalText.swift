// The one rule for text that reaches a terminal (and for the other places that must not carry
// invisible or reordering characters, like generated Swift literals): C0 controls, DEL, C1 controls
// (U+0080–U+009F, U+0085 included), the line and paragraph separators and the bidirectional
// formatting characters (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) are shown as
// `\u{…}` escapes; `\n`, `\r` and `\t` as `\n`, `\r`, `\t`. An escape sequence starts with ESC, a C0
// control, so none can reach a terminal whole.

/// Escaping text for a terminal.
public enum TerminalText {
    /// Whether `scalar` must never reach a terminal (or a generated literal) as it is.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// `text` with every unsafe scalar escaped. `keepingLineBreaks` leaves `\n` and `\t` as they
    /// are (messages of several lines); otherwise the result is one line (names, labels).
    public static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            guard isUnsafe(scalar) else { out.unicodeScalars.append(scalar); continue }
            switch scalar {
            case "\n" where keepingLineBreaks, "\t" where keepingLineBreaks: out.unicodeScalars.append(scalar)
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out += "\\u{\(String(scalar.value, radix: 16))}"
            }
        }
        return out
    }
}
