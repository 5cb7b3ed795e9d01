// The edits a list allows on a binding to a collection (`List($items, editActions: .all)`).
// Editing is behaviour: the rows are laid out the same whatever is allowed.

/// The edits allowed on a collection's rows (SwiftUI's `EditActions`): deleting and moving. Not laid out.
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Rows can be moved.
    public static var move: EditActions<Data> { EditActions(rawValue: 1) }
    /// Rows can be deleted.
    public static var delete: EditActions<Data> { EditActions(rawValue: 2) }
    /// Every edit the collection supports.
    public static var all: EditActions<Data> { EditActions(rawValue: 3) }
}
