// Smaller containers pasted code uses, as documented approximations composed from stacks, frames
// and paddings: LabeledContent, GroupBox, DisclosureGroup, ContentUnavailableView, AsyncImage,
// ScrollViewReader and Canvas; `safeAreaInset` (an engine modifier of its own).
import LayoutEngine

/// A label and a value in a row (SwiftUI's `LabeledContent`). Approximation of its iOS form-row
/// layout: `HStack { label; Spacer(); value }`; at the accessibility Dynamic Type sizes the value
/// goes under the label, leading-aligned [EMP SpeziViews' `ListRow` snapshot at AX3: label and value
/// stacked, one line each].
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.dynamicTypeSize) private var typeSize

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        if typeSize.isAccessibilitySize {
            VStack(alignment: .leading) {
                label
                content
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        } else {
            HStack {
                label
                Spacer()
                content
            }
        }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init(_ titleKey: LocalizedStringKey, value: String) {
        label = Text(titleKey)
        content = Text(verbatim: value)
    }

    /// A title and a value held in strings (`LabeledContent(name, value: detail)`), shown as they are.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        label = Text(title)
        content = Text(value)
    }

    /// A localized resource's title (`LocalizedStringResource`) and a string value.
    public init<Resource: _TextResource, S: StringProtocol>(_ title: Resource, value: S) {
        label = Text(title)
        content = Text(value)
    }

    /// A value shown in a format (`LabeledContent("Amount", value: total, format: .currency(code: "EUR"))`).
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
        label = Text(titleKey)
        content = Text(verbatim: _PreviewLocale.styled(format).format(value))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
        label = Text(title)
        content = Text(verbatim: _PreviewLocale.styled(format).format(value))
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        label = Text(titleKey)
        self.content = content()
    }

    /// A title held in a string (shown as it is).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        label = Text(title)
        self.content = content()
    }

    /// A localized resource's title (`LocalizedStringResource`, iOS 16).
    public init<Resource: _TextResource>(_ title: Resource, @ViewBuilder content: () -> Content) {
        label = Text(title)
        self.content = content()
    }
}

/// A titled box (SwiftUI's `GroupBox`). Approximation of iOS's default style: a leading
/// `VStack(spacing: 8)` of the label and the content, padded 16, on a rounded rectangle.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label?
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// The label as a view, before the content (deprecated in SwiftUI, still in apps).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    /// The box in the default style (`DefaultGroupBoxStyle`); a custom style's body replaces it.
    public var body: some View { DefaultGroupBoxStyle().makeBody(configuration: configuration) }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        label = nil
        self.content = content()
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        label = Text(titleKey)
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        label = Text(title)
        self.content = content()
    }
}

/// A row that shows its content when expanded (SwiftUI's `DisclosureGroup`). Approximation: a row
/// of the label, a `Spacer` and a 20 × 20 chevron symbol; when the binding says expanded, the
/// content follows in a leading `VStack` (default spacing). Collapsed by default.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Bool

    public init(isExpanded: Binding<Bool>? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded?.wrappedValue ?? false
    }

    public var body: some View {
        VStack(alignment: .leading) {
            HStack {
                label
                Spacer()
                Image(systemName: "chevron.right")
            }
            if isExpanded {
                content
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>? = nil, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }

    /// A label held in a string (shown as it is).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>? = nil, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(label) })
    }
}

/// An empty-state message (SwiftUI's `ContentUnavailableView`). Approximation: a `VStack(spacing: 8)`
/// of a 48 × 48 symbol, the title in bold `.title2` (see `_UnavailableLabel`) and the description in `.callout`, with the actions
/// below, centred in a frame filling the proposal. A `Label` given as the label is drawn the same
/// way: its icon 48 points high over its title (`_UnavailableLabelStyle`).
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description?
    let actions: Actions?

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description,
                @ViewBuilder actions: () -> Actions) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 8) {
            label.labelStyle(_UnavailableLabelStyle())
            description.font(.callout)
            actions
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == _UnavailableLabel, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        label = _UnavailableLabel(title: Text(title), systemImage: name)
        self.description = description
        actions = nil
    }

    /// An image of the app's asset catalog over the title: the image at its own size (an asset
    /// image is not resized to a symbol's 48 points).
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        label = _UnavailableLabel(title: Text(title), image: name)
        self.description = description
        actions = nil
    }

    /// The search variant: "No Results", and what to try.
    public static var search: ContentUnavailableView {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass",
                               description: Text("Check the spelling or try a new search."))
    }

    /// The search variant naming the text searched for: "No Results for “text”".
    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView(LocalizedStringKey("No Results for “\(text)”"), systemImage: "magnifyingglass",
                               description: Text("Check the spelling or try a new search."))
    }
}

/// How a `ContentUnavailableView` draws a `Label` given as its label: as its title-and-symbol
/// form draws them, the icon over the title in bold `.title2`, 8 apart, a symbol 48 points high (drawn
/// at 40.8 pt: a symbol is 20 points high at 17 pt, `Image(systemName:)`).
public struct _UnavailableLabelStyle: LabelStyle {
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            configuration.icon.font(.system(size: 48 * 17 / 20))
            configuration.title.font(.title2.bold())
        }
    }
}

/// The symbol and title of a `ContentUnavailableView`. The title is bold `.title2`: SwiftUI
/// publishes no font for it, but Apple's screenshots of the view show a bold title, iOS's emphasized
/// Title 2 is bold [Apple's Human Interface Guidelines, Typography: Dynamic Type sizes, Title 2
/// 22 pt, emphasized weight Bold], and the stand-ins apps write to reproduce the view on iOS 16
/// draw `.title2.weight(.bold)` over a 48-point symbol.
public struct _UnavailableLabel: View {
    let title: Text
    let systemImage: String?
    /// An asset image's name, drawn at its own size instead of a symbol.
    let image: String?

    init(title: Text, systemImage: String) {
        self.title = title
        self.systemImage = systemImage
        image = nil
    }

    init(title: Text, image: String) {
        self.title = title
        systemImage = nil
        self.image = image
    }

    public var body: some View {
        VStack(spacing: 8) {
            if let image {
                Image(image)
            } else if let systemImage {
                Image(systemName: systemImage).resizable().frame(width: 48, height: 48)
            }
            title.font(.title2.bold())
        }
    }
}

/// The phase of an `AsyncImage` (SwiftUI's `AsyncImagePhase`); layout always sees `.empty`.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(Error)

    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    public var error: Error? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// An image loaded from a URL (SwiftUI's `AsyncImage`). Nothing is loaded: layout sees the
/// placeholder, or the content for `.empty`; without either, a `Color` named `placeholder` that
/// takes its proposal (approximation of SwiftUI's default gray placeholder).
public struct AsyncImage<Content: View>: View {
    let content: Content

    public init(url: URL?, scale: CGFloat = 1) where Content == Color {
        content = Color("placeholder")
    }

    public init<I: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                         @ViewBuilder placeholder: @escaping () -> Content) {
        self.content = placeholder()
    }

    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }

    public var body: some View { content }
}

/// An animation transaction (SwiftUI's `Transaction`); visual only.
public struct Transaction: Sendable {
    public var animation: Animation?
    /// Whether animations are turned off for the change (visual only).
    public var disablesAnimations = false
    /// Whether the change comes from a continuous gesture (visual only).
    public var isContinuous = false
    public init(animation: Animation? = nil) { self.animation = animation }
}

/// Scrolls a scroll view to a view (SwiftUI's `ScrollViewProxy`); scrolling is not modelled.
public struct ScrollViewProxy {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Gives its content a `ScrollViewProxy` (SwiftUI's `ScrollViewReader`); laid out as its content.
public struct ScrollViewReader<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: (ScrollViewProxy) -> Content) {
        self.content = content(ScrollViewProxy())
    }

    public var body: some View { content }
}

/// The drawing context of a `Canvas` (SwiftUI's `GraphicsContext`); drawing is not modelled.
public struct GraphicsContext {
    /// How shapes are filled.
    public struct Shading {
        public static func color(_ color: Color) -> Shading { Shading() }
        public static var foreground: Shading { Shading() }
    }

    public var opacity: Double = 1
    public mutating func fill(_ path: Path, with shading: Shading) {}
    public mutating func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {}
    public mutating func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
    public mutating func translateBy(x: CGFloat, y: CGFloat) {}
    public mutating func rotate(by angle: Angle) {}
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {}
}

/// Immediate-mode drawing (SwiftUI's `Canvas`): takes its whole proposal, like a shape (its
/// documented behaviour: it fills the space offered). The renderer is not run, and its symbols
/// (views the renderer draws by tag, `resolveSymbol(id:)`) are not laid out.
public struct Canvas<Symbols: View>: _PrimitiveView {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {}
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {}
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { [ViewNode(.color(name: "canvas"))] }
}

extension View {
    /// Shows `content` along `edge`, the view inset by its height and its safe area grown by it
    /// (the engine's `safeAreaInset`): content in the view that ignores the safe area reaches
    /// under the inset. Nil spacing: the default between the view and `content`.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        insetWrapped(edge == .top ? .top : .bottom, EngineAlignment(horizontal: alignment.engine, vertical: .center),
                     spacing, content())
    }

    /// See `safeAreaInset(edge:alignment:spacing:content:)`: `content` beside the view, inset by its width.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        insetWrapped(edge == .leading ? .leading : .trailing, EngineAlignment(horizontal: .center, vertical: alignment.engine),
                     spacing, content())
    }

    /// The view with `inset` along `edge` (the engine's `safeAreaInset`).
    private func insetWrapped<Inset: View>(_ edge: EngineEdgeSet, _ alignment: EngineAlignment, _ spacing: CGFloat?,
                                           _ inset: Inset) -> _ModifiedView<Self> {
        _ModifiedView(content: self) { node, builder in
            node.safeAreaInset(edge: edge, alignment: alignment, spacing: spacing.map { Double($0) }, views: builder.nodes(inset))
        }
    }
}
