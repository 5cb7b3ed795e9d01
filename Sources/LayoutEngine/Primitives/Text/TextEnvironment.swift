// The text environment and the modifiers that set it [DOC]: `.font` and `.lineLimit` are
// layout-neutral themselves; the Text views below them measure with the inherited settings.

/// Text settings inherited down the tree (`.font`, `.lineLimit`).
struct TextEnvironment: Hashable {
    /// Body text: 17 pt on iOS, 13 pt with `platform=macos` (`LayoutOptions.Platform.bodyFontSize`).
    var fontSize: Double = 17
    var lineLimit: Int? = nil
    /// The lines a Text's height always makes room for (`lineLimit(2, reservesSpace: true)`,
    /// `lineLimit(2...)`); 0 or 1 reserves nothing.
    var reservedLines = 0
}

/// `.lineLimit(_:)`, and the line ranges that also reserve lines (`lineLimit(2...4)`,
/// `lineLimit(2, reservesSpace: true)`) [DOC View.lineLimit(_:reservesSpace:): "the text always
/// occupies the height required to display the specified number of lines"].
struct LineLimitLayout: PassThroughModifier {
    var limit: Int?
    var reserved = 0

    var name: String { "lineLimit" }

    func childEnvironment(_ environment: TextEnvironment) -> TextEnvironment {
        var environment = environment
        environment.lineLimit = limit
        environment.reservedLines = reserved
        return environment
    }
}

/// `.font(_:)`.
struct FontLayout: PassThroughModifier {
    var size: Double

    var name: String { "font" }

    func childEnvironment(_ environment: TextEnvironment) -> TextEnvironment {
        var environment = environment
        environment.fontSize = size
        return environment
    }
}
