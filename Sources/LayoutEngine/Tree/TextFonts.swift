// The font each Text of a tree is set in, as the engine measures it, for the pictures to draw
// Texts in (their weight changes where they wrap). The environment is worked out by the same
// primitives a layout uses (`Primitive.childEnvironment`), so it cannot drift from the engine's.

extension ViewNode {
    /// The font each Text of this tree is set in, by pre-order index: the platform's body font,
    /// as the `font`, `fontStyle` and `fontTraits` modifiers above it change it.
    public func textFonts(options: LayoutOptions = LayoutOptions()) -> [Int: TextFont] {
        var fonts: [Int: TextFont] = [:]
        var index = 0
        func visit(_ node: ViewNode, _ environment: TextEnvironment) {
            let mine = index
            index += 1
            switch node.kind {
            case .text, .textRuns: fonts[mine] = environment.font
            default: break
            }
            guard !node.children.isEmpty else { return }
            let primitive = node.kind.primitive(options: options, customLayouts: [:])
            let inner = primitive.setsEnvironment ? primitive.childEnvironment(environment) : environment
            for child in node.children { visit(child, inner) }
        }
        visit(self, TextEnvironment(fontSize: options.platform.bodyFontSize))
        return fonts
    }
}
