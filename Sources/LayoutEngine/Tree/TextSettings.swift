// How each Text of a tree is set, as the engine measures it, for the pictures to draw Texts so
// (their weight changes where they wrap; their line spacing and alignment where lines are drawn).
// The environment is worked out by the same primitives a layout uses (`Primitive.childEnvironment`),
// so it cannot drift from the engine's.

/// How one Text is set: its font, the space between its lines and how they line up.
public struct TextSetting: Hashable, Sendable {
    public var font: TextFont
    /// Points between one line and the next (`.lineSpacing`).
    public var lineSpacing: Double
    public var alignment: MultilineAlignment

    public init(font: TextFont, lineSpacing: Double = 0, alignment: MultilineAlignment = .leading) {
        self.font = font
        self.lineSpacing = lineSpacing
        self.alignment = alignment
    }
}

extension ViewNode {
    /// How each Text of this tree is set, by pre-order index: the platform's body font, as the
    /// `font`, `fontStyle` and `fontTraits` modifiers above it change it, and the line spacing and
    /// alignment set above it.
    public func textSettings(options: LayoutOptions = LayoutOptions()) -> [Int: TextSetting] {
        var settings: [Int: TextSetting] = [:]
        var index = 0
        func visit(_ node: ViewNode, _ environment: TextEnvironment) {
            let mine = index
            index += 1
            switch node.kind {
            case .text, .textRuns:
                settings[mine] = TextSetting(font: environment.font, lineSpacing: environment.lineSpacing,
                                             alignment: environment.multilineAlignment)
            default: break
            }
            guard !node.children.isEmpty else { return }
            let primitive = node.kind.primitive(options: options, customLayouts: [:])
            let inner = primitive.setsEnvironment ? primitive.childEnvironment(environment) : environment
            for child in node.children { visit(child, inner) }
        }
        visit(self, TextEnvironment(fontSize: options.platform.bodyFontSize))
        return settings
    }
}
