// Safe Markdown pieces. Names and labels come from users and may contain anything: a `|` would
// split a table cell, a backtick would close a code span, a `<` could open HTML, a newline would
// end a table row. Everything user-provided goes through `markdownCode` or `markdownText`.
import LayoutEngine

/// A code span showing `value` literally, safe in running text and (with `inTable`) in a GFM
/// table cell. The fence is longer than any backtick run inside; newlines become `⏎`.
public func markdownCode(_ value: String, inTable: Bool = false) -> String {
    var content = singleLine(value)
    var longestRun = 0
    var run = 0
    for character in content {
        if character == "`" { run += 1; longestRun = max(longestRun, run) } else { run = 0 }
    }
    let fence = String(repeating: "`", count: longestRun + 1)
    let needsPadding = content.first == "`" || content.last == "`"
        || (content.first == " " && content.last == " " && content.contains { $0 != " " })
    if content.isEmpty {
        content = " "
    } else if needsPadding {
        content = " " + content + " "
    }
    if inTable { content = escapePipes(content) }
    return fence + content + fence
}

/// Plain inline text showing `value` literally: Markdown punctuation is backslash-escaped,
/// `<` and `&` become entities, newlines become `⏎`.
public func markdownText(_ value: String, inTable: Bool = false) -> String {
    var result = ""
    result.reserveCapacity(value.utf8.count)
    for character in singleLine(value) {
        switch character {
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "&": result += "&amp;"
        case "\\", "`", "*", "_", "[", "]", "|", "#", "!", "~": result += "\\" + String(character)
        default: result.append(character)
        }
    }
    return result
}

/// `\|` for every pipe (GFM escapes pipes even inside code spans). A backslash right before a
/// pipe is doubled first, so it cannot swallow the escape and split the cell.
private func escapePipes(_ value: String) -> String {
    guard value.contains("|") else { return value }
    var result = ""
    var previous: Character?
    for character in value {
        if character == "|" {
            if previous == "\\" { result += "\\" }
            result += "\\|"
        } else {
            result.append(character)
        }
        previous = character
    }
    return result
}

/// Newlines and other control characters would end a table row or vanish; show them.
private func singleLine(_ value: String) -> String {
    guard value.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return value }
    var scalars = String.UnicodeScalarView()
    for scalar in value.unicodeScalars {
        switch scalar {
        case "\n", "\r": scalars.append("⏎")
        case "\t": scalars.append(" ")
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F { scalars.append("\u{FFFD}") } else { scalars.append(scalar) }
        }
    }
    return String(scalars)
}

/// A signed length: `+80`, `−80` (a real minus sign), `0`.
public func formatDelta(_ value: Double) -> String {
    if value == 0 { return "0" }
    return value > 0 ? "+" + formatLength(value) : "−" + formatLength(-value)
}

/// `400×100`.
func formatSize(_ size: Size) -> String {
    "\(formatLength(size.width))×\(formatLength(size.height))"
}

/// `400×100 at (353, 0)`.
func formatFrame(_ frame: Rect) -> String {
    "\(formatSize(frame.size)) at (\(formatLength(frame.minX)), \(formatLength(frame.minY)))"
}

/// `1 experiment`, `2 experiments`.
func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
