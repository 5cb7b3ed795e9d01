// The text environment and the modifiers that set it [DOC]: `.font` and `.lineLimit` are
// layout-neutral themselves; the Text views below them measure with the inherited settings.

/// Text settings inherited down the tree (`.font`, `.lineLimit`).
struct TextEnvironment: Hashable {
    /// Body text: 17 pt on iOS, 13 pt with `platform=macos` (`LayoutOptions.Platform.bodyFontSize`).
    var fontSize: Double = 17
    var lineLimit: Int? = nil
}

/// `.lineLimit(_:)`.
struct LineLimitLayout: PassThroughModifier {
    var limit: Int?

    var name: String { "lineLimit" }

    func childEnvironment(_ environment: TextEnvironment) -> TextEnvironment {
        var environment = environment
        environment.lineLimit = limit
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
