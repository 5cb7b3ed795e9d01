// JSON string literals for the JSON writer (canonical forms, the notebook's JSON columns and the
// CLI's `--format json` all go through it, so all of them escape text the same way).

/// `text` as a JSON string literal: quotes, backslashes and control characters escaped.
func jsonQuoted(_ text: String) -> String {
    var out = "\""
    appendJSONQuoted(text, to: &out)
    return out + "\""
}

/// Appends the escaped body of a JSON string literal (without the quotes) to `output`.
func appendJSONQuoted(_ text: String, to output: inout String) {
    // Most names need no escaping.
    if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
        output += text
        return
    }
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": output += "\\\""
        case "\\": output += "\\\\"
        case "\n": output += "\\n"
        case "\r": output += "\\r"
        case "\t": output += "\\t"
        default:
            if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
    }
}
