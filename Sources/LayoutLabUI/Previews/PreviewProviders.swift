// Previews written the way Xcode wrote them before `#Preview`: a type conforming to
// `PreviewProvider` whose static `previews` is the view to show. The file rewriter registers each
// such type as a preview (`_PreviewProviderExperiment`), named by its `.previewDisplayName` and
// proposed what its `.previewLayout` / `.previewInterfaceOrientation` ask for: `.device` (the
// default) is the device's safe area, as a `#Preview` is [DOC PreviewLayout]; `.sizeThatFits` keeps
// the device's proposal and fits the container to the view, like the `.sizeThatFitsLayout` trait;
// `.fixed(width:height:)` proposes exactly that size. `.previewDevice` is accepted and keeps the
// default device (an iPhone 14's screen).

import LayoutEngine

/// A type that produces view previews (SwiftUI's `PreviewProvider`).
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The view to preview (main-actor isolated, as in SwiftUI).
    @ViewBuilder @MainActor static var previews: Previews { get }
}

/// How a `PreviewProvider` preview is sized (SwiftUI's `PreviewLayout`).
public enum PreviewLayout: Sendable, Hashable {
    /// The device's screen (the default).
    case device
    /// The device's proposal, the container fitted to the view.
    case sizeThatFits
    /// Exactly this size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A simulated device for previews (SwiftUI's `PreviewDevice`); layout uses the default device.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// The orientation of a preview's device (SwiftUI's `InterfaceOrientation`).
public struct InterfaceOrientation: Sendable, Hashable {
    let isLandscape: Bool
    public static let portrait = InterfaceOrientation(isLandscape: false)
    public static let portraitUpsideDown = InterfaceOrientation(isLandscape: false)
    public static let landscapeLeft = InterfaceOrientation(isLandscape: true)
    public static let landscapeRight = InterfaceOrientation(isLandscape: true)
}

/// The preview settings a view's modifiers make (the outermost of each wins).
public struct _PreviewSettings {
    var displayName: String?
    var layout: PreviewLayout?
    var orientation: InterfaceOrientation?
}

extension View {
    /// The preview's name: the experiment is named `<file>/<name>`.
    public func previewDisplayName(_ name: String?) -> some View {
        _PreferenceView(content: self, recorded: \.previewSettings) { $0.displayName = name ?? $0.displayName }
    }

    /// How the preview is sized (see the file comment).
    public func previewLayout(_ layout: PreviewLayout) -> some View {
        _PreferenceView(content: self, recorded: \.previewSettings) { $0.layout = layout }
    }

    /// Turns the preview's device sideways (or back).
    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> some View {
        _PreferenceView(content: self, recorded: \.previewSettings) { $0.orientation = orientation }
    }

    /// Accepted; previews use the default device (an iPhone 14).
    public func previewDevice(_ device: PreviewDevice?) -> Self { self }
}

/// A view that stands for several previews: a `Group` at the top of a provider's `previews`, or
/// several views there without one, is one preview per view, as Xcode's canvas shows them.
protocol _PreviewGroup {
    var _previewParts: [AnyView] { get }
}

/// A `PreviewProvider` type as previews (what the file rewriter registers for it): one per view of
/// a `Group` at the top of its `previews`, else one. Each one's settings are read from one build of
/// it, then it is declared as `#Preview` would be.
@discardableResult
public func _PreviewProviderExperiment<Provider: PreviewProvider>(
    _ provider: Provider.Type, file: String = #filePath, line: Int = #line, column: Int = #column
) -> [Experiment] {
    let previews = _callIsolated({ _ in Provider.previews }, with: ())
    let parts = (previews as? any _PreviewGroup)?._previewParts ?? [AnyView(previews)]
    let experiments = parts.map { part in
        let builder = _TreeBuilder(images: [:])
        _ = builder.nodes(part)
        let settings = builder.previewSettings
        var traits: [PreviewTrait<Preview.ViewTraits>] = settings.orientation?.isLandscape == true ? [.landscapeLeft] : []
        switch settings.layout {
        case .fixed(let width, let height)?: traits.append(.fixedLayout(width: width, height: height))
        case .sizeThatFits?: traits.append(.sizeThatFitsLayout)
        case .device?, nil: break
        }
        return preview(settings.displayName, traits: traits, file: file, line: line, column: column) { part }
    }
    ExperimentCollector.register(experiments)
    return experiments
}

// A modifier on a provider's `Group` (`.previewLayout(.fixed(…))`, `.padding()`, `.environment`)
// modifies each of its previews, which stay one preview each, as in Xcode's canvas.

extension _ModifiedView: _PreviewGroup {
    var _previewParts: [AnyView] {
        _eachPart(of: content, self) { AnyView(_ModifiedView<AnyView>(content: $0, wrap: wrap)) }
    }
}

extension _PreferenceView: _PreviewGroup {
    var _previewParts: [AnyView] {
        _eachPart(of: content, self) { AnyView(_PreferenceView<AnyView, Value>(content: $0, recorded: recorded, change: change)) }
    }
}

extension _EnvironmentView: _PreviewGroup {
    var _previewParts: [AnyView] {
        _eachPart(of: content, self) { AnyView(_EnvironmentView<AnyView>(content: $0, change: change)) }
    }
}

/// The previews of `content`, each modified by `modify`; `whole` alone when `content` is not a group.
private func _eachPart(of content: some View, _ whole: some View, modify: (AnyView) -> AnyView) -> [AnyView] {
    guard let group = content as? any _PreviewGroup else { return [AnyView(whole)] }
    let parts = group._previewParts
    return parts.count == 1 ? [AnyView(whole)] : parts.map(modify)
}
