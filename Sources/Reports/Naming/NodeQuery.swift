// What a user may type to pick nodes (`explain --node`): a `.id` label; a node's name as the
// outputs show it (`WeatherDayView "FRI"`, `Text "76°" · font`, with or without its quotes, or the
// unique form "… in WeatherDayView "FRI""); one of the user's view types (`WeatherDayView`: every
// instance of it); a place in a file (`Weather.swift:24`, `Weather.swift:24:21`, or `24` alone);
// a whole node path or an ending of one (`…/HStack[0]/font[3]`).
import Notebook

/// A user's way of naming nodes, matched against stored nodes (see the file comment).
public struct NodeQuery: Sendable {
    public var text: String

    public init(_ text: String) {
        self.text = text
    }

    /// The indices of the nodes `text` names, in `nodes`' order.
    public func matches(in nodes: [StoredNode]) -> [Int] {
        let display = DisplayNames(nodes) { _ in "" }
        let unquoted = Self.unquoted(text)
        let ending = "/" + (text.hasPrefix("…/") ? String(text.dropFirst(2)) : text)
        let place = Self.place(text)
        return nodes.filter { node in
            if node.label == text || node.path == text || node.path.hasSuffix(ending) { return true }
            if let name = node.displayName {
                if name == text || Self.unquoted(name) == unquoted { return true }
                if let unique = display[index: node.index], unique == text || Self.unquoted(unique) == unquoted { return true }
                // A view type names the outermost node of each of its instances.
                if node.viewType == text, node.isUserViewInstance { return true }
            }
            if let place, let line = node.sourceLine, Self.matches(line, place) { return true }
            return false
        }.map(\.index)
    }

    /// The text without its quotation marks, so `WeatherDayView FRI` finds `WeatherDayView "FRI"`.
    static func unquoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "")
    }

    /// `(file, line, column)` when the text is a place: `File.swift:24[:21]` or a line number.
    static func place(_ text: String) -> (file: String?, line: Int, column: Int?)? {
        if let line = Int(text) { return (nil, line, nil) }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, parts[0].hasSuffix(".swift"), let line = Int(parts[1]) else { return nil }
        let column = parts.count == 3 ? Int(parts[2]) : nil
        if parts.count == 3, column == nil { return nil }
        let file = parts[0].split(separator: "/").last.map(String.init)
        return (file, line, column)
    }

    static func matches(_ sourceLine: String, _ place: (file: String?, line: Int, column: Int?)) -> Bool {
        let parts = sourceLine.split(separator: ":")
        guard parts.count >= 2, Int(parts[1]) == place.line else { return false }
        if let file = place.file, String(parts[0]) != file { return false }
        if let column = place.column { return parts.count >= 3 && Int(parts[2]) == column }
        return true
    }
}
