// Group box styles (SwiftUI's `GroupBoxStyle`): a group box is laid out as its style's body,
// `makeBody(configuration:)` given the box's label and content as views; the default style is
// the library's approximation of iOS's box (`GroupBox`). As with `.toggleStyle`, a custom style
// set by `.groupBoxStyle(_:)` reaches the group boxes inside, and a box inside the style's body is
// drawn in the default style.
import LayoutEngine

/// A group box style: `makeBody(configuration:)` builds the box from its label and content
/// (SwiftUI's `GroupBoxStyle`).
public protocol GroupBoxStyle {
    /// The view the style makes of a group box.
    associatedtype Body: View
    /// The box's label and content, as the style is given them.
    typealias Configuration = GroupBoxStyleConfiguration
    /// The group box drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `GroupBoxStyle` gets (SwiftUI's `GroupBoxStyleConfiguration`).
public struct GroupBoxStyleConfiguration {
    /// The box's label as a view (nothing for a box without one).
    public struct Label: _PrimitiveView {
        let content: AnyView
        /// The label's own nodes.
        public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { content._makeNodes(builder) }
    }

    /// The box's content as a view.
    public struct Content: _PrimitiveView {
        let content: AnyView
        /// The content's own nodes.
        public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { content._makeNodes(builder) }
    }

    /// The box's label.
    public let label: Label
    /// The box's content.
    public let content: Content
}

/// `.automatic` (SwiftUI's `DefaultGroupBoxStyle`): the library's iOS box, a leading
/// `VStack(spacing: 8)` of the label and the content, padded 16, on a rounded rectangle.
public struct DefaultGroupBoxStyle: GroupBoxStyle, Sendable {
    /// The default style.
    public init() {}
    /// The label over the content, padded 16, on a rounded rectangle.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label
            configuration.content
        }
        .padding(16)
        .background { RoundedRectangle(cornerRadius: 8) }
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The default group box style.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension View {
    /// Lays the `GroupBox`es inside out as `style`'s body.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environmentChange { $0.customStyles.groupBox = { AnyView(style.makeBody(configuration: $0)) } }
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// A box of a style's configuration, drawn in the default style (inside a custom style's body,
    /// `GroupBox(configuration)` is iOS's box around what the style adds).
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(label: configuration.label) { configuration.content }
    }
}

extension GroupBox: _CustomStyled {
    func _styledBody(_ environment: inout _BuildEnvironment) -> AnyView? {
        guard let style = environment.customStyles.groupBox else { return nil }
        environment.customStyles.groupBox = nil
        return style(configuration)
    }

    /// The box's label and content, as its style is given them.
    var configuration: GroupBoxStyleConfiguration {
        GroupBoxStyleConfiguration(label: .init(content: AnyView(label)), content: .init(content: AnyView(content)))
    }
}
