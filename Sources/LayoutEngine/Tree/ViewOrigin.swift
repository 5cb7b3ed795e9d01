// Where a node came from in the user's code: the user's own view type whose `body` made it, the
// user's view it is the outermost node of, and the place the view expression is written
// (`file:line:column`, as the compiled program saw it). None of it takes part in layout, equality
// or the definition's hash; it names nodes the way their author wrote them.

/// Where a node came from in the user's code (see the file comment). Shared by reference: the
/// nodes of one view expression (a view and its modifiers) carry one origin each.
public final class ViewOrigin: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The nearest of the user's own view types whose `body` made the node (`WeatherDayView`).
    public let viewType: String?
    /// Set on the outermost node of one of the user's views: that view's type (the node stands
    /// for `WeatherDayView(dayOfWeek: "TUE")` as a whole).
    public let instanceOf: String?
    /// The file of the view expression that made the node, as the program was given it.
    public let file: String?
    /// The line and column of that expression (1-based).
    public let line: Int?
    public let column: Int?

    public init(viewType: String? = nil, instanceOf: String? = nil, file: String? = nil, line: Int? = nil, column: Int? = nil) {
        self.viewType = viewType
        self.instanceOf = instanceOf
        self.file = file
        self.line = line
        self.column = column
    }

    /// A copy with the given facts replaced.
    public func with(viewType: String?? = .none, instanceOf: String?? = .none,
                     file: String?? = .none, line: Int?? = .none, column: Int?? = .none) -> ViewOrigin {
        ViewOrigin(viewType: viewType ?? self.viewType, instanceOf: instanceOf ?? self.instanceOf,
                   file: file ?? self.file, line: line ?? self.line, column: column ?? self.column)
    }

    /// True when the origin names a place in a file.
    public var hasLocation: Bool { line != nil }

    /// `Weather.swift:23:9`: the file's last path component, the line and the column.
    public var place: String? {
        guard let line else { return nil }
        let name = file.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? "?"
        return column.map { "\(name):\(line):\($0)" } ?? "\(name):\(line)"
    }

    public var description: String {
        [viewType, instanceOf.map { "instance of \($0)" }, place].compactMap { $0 }.joined(separator: ", ")
    }

    public static func == (lhs: ViewOrigin, rhs: ViewOrigin) -> Bool {
        lhs.viewType == rhs.viewType && lhs.instanceOf == rhs.instanceOf && lhs.file == rhs.file
            && lhs.line == rhs.line && lhs.column == rhs.column
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(viewType)
        hasher.combine(instanceOf)
        hasher.combine(file)
        hasher.combine(line)
        hasher.combine(column)
    }
}
