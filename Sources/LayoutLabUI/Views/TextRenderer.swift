// Custom text rendering (iOS 17 and 18): `.textRenderer(_:)` makes every Text inside draw itself
// through a `TextRenderer`, and `Text.customAttribute(_:)` marks runs a renderer can read. Drawing
// is not modelled: a renderer's `draw(layout:in:)` is never called, and pictures draw the text as
// it is. Its size is modelled: SwiftUI asks the renderer's `sizeThatFits(proposal:text:)` for the
// Text's size, and by default that is the text's own size for the proposal [SwiftUICore's
// interface: the protocol extension's `sizeThatFits` returns `text.sizeThatFits(proposal)`]. Each
// Text inside is a custom layout node holding the text, sized by the renderer and placing the text
// at its top-leading corner for the same proposal (where the renderer's drawing starts).
import LayoutEngine

/// Draws text its own way (SwiftUI's `TextRenderer`): see the file header.
public protocol TextRenderer: Animatable {
    /// Draws the text's lines into `ctx` (never called here: drawing is not modelled).
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext)
    /// The size of a Text drawn by this renderer, given the text and the proposal.
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
    /// How far the drawing may reach beyond the Text's frame (drawing only).
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    /// The text's own size for `proposal` (SwiftUI's default).
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.sizeThatFits(proposal) }
    /// No padding (SwiftUI's default).
    public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// The text a renderer sizes (SwiftUI's `TextProxy`): it measures as the Text would on its own.
public struct TextProxy {
    let subview: LayoutSubview

    /// The text's size for `proposal`, as the engine measures the Text.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { subview.sizeThatFits(proposal) }
}

extension View {
    /// Texts inside are sized by `renderer` (see the file header); its drawing is not modelled.
    public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View {
        environmentChange { $0.values[_TextRendererKey.self] = _TextRendering(renderer) }
    }
}

extension Text {
    /// A custom attribute on this text's runs, for a `TextRenderer` to read (drawing only: the
    /// renderer's drawing is not modelled, so the text measures the same).
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text { self }
}

/// The renderer Texts inside are sized by. Implementation detail of LayoutLabUI.
struct _TextRendererKey: EnvironmentKey {
    static var defaultValue: _TextRendering? { nil }
}

/// A renderer, type-erased: wraps a Text's node in the layout that sizes it.
struct _TextRendering {
    let wrap: (ViewNode, _TreeBuilder) -> ViewNode

    init<R: TextRenderer>(_ renderer: R) {
        wrap = { text, builder in
            _CustomLayoutView<_TextRendererLayout<R>, EmptyView>.node(for: _TextRendererLayout(renderer: renderer),
                                                                     children: [text], builder)
        }
    }
}

/// Sizes a Text by its renderer and places the text at the top-leading corner.
struct _TextRendererLayout<R: TextRenderer>: Layout {
    let renderer: R

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let text = subviews.first else { return .zero }
        return renderer.sizeThatFits(proposal: proposal, text: TextProxy(subview: text))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }
}
