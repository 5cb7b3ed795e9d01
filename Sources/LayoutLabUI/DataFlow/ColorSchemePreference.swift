// `.preferredColorScheme(_:)`: the colour scheme a view prefers for the presentation it is in. A
// preview is one presentation (sheets and popovers are not built), so a preference anywhere in it
// sets the scheme of the whole preview, views built before the modifier included, as in SwiftUI
// [DOC `preferredColorScheme(_:)`: "the value that you set propagates up through the view hierarchy
// to the enclosing presentation, or until another color scheme modifier higher in the hierarchy
// overrides it. The value you set also flows down to all child views of the enclosing
// presentation"]. Which preference wins, as documented there: the outermost modifier on a view
// ("This modifier overrides any existing preferred color scheme set for the view, such as by one of
// its subviews", `nil` included), and among parallel branches the first non-nil one in the order of
// the views ("the system will prioritize the first non-nil preference based on the order of the
// views"). The tree builder records the preference as it goes; `LayoutLab.build` builds the views
// again in the preferred scheme when it is not the one they were built in (`_ViewGraph.colorScheme`).
import LayoutEngine

/// Builds `content`, then records its colour scheme preference (`.preferredColorScheme(_:)`); adds
/// no node.
public struct _PreferredColorSchemeView<Content: View>: _PrimitiveView {
    let content: Content
    let colorScheme: ColorScheme?

    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] {
        // What the views built before this one preferred comes first; this modifier's value replaces
        // whatever its content preferred.
        let before = builder.preferredColorScheme
        let nodes = builder.nodes(content)
        builder.preferredColorScheme = before ?? colorScheme
        return nodes
    }
}

extension View {
    /// Sets the colour scheme of the whole preview (`nil`: no preference; the first non-nil one in
    /// the views' order wins, an outer modifier overriding its content's): `@Environment(\.colorScheme)`
    /// reads it everywhere in the preview, and pictures draw the preview in it. It has no effect on
    /// layout of its own (views that read the scheme may lay out differently).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        _PreferredColorSchemeView(content: self, colorScheme: colorScheme)
    }
}
