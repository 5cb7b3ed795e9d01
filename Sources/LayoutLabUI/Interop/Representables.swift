// UIKit views and controllers in SwiftUI (`UIViewRepresentable`, `UIViewControllerRepresentable`):
// they compile as written, coordinator included, and are laid out as a UIKit view without a size
// of its own — one whose `intrinsicContentSize` is `noIntrinsicMetric`, as a web view, a map, a
// blur or a controller's view is: it takes the size proposed, and nothing where a dimension is left
// open (the zero height a web view gets in a vertical `ScrollView`, a behaviour users meet). Here
// `makeUIView` is never called (nothing is drawn), so a representable's own `sizeThatFits` and a
// label's text do not size it: an approximation for views whose UIKit content has a size of its
// own (a `UILabel`, a `UISwitch`), which stand in with `.frame(width:height:)`.
import LayoutEngine

/// A UIKit view shown in SwiftUI (SwiftUI's `UIViewRepresentable`): laid out as a view without a
/// size of its own (see the file header).
public protocol UIViewRepresentable: _PrimitiveView {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    func makeCoordinator() -> Coordinator
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { _representableNodes(builder) }
}

/// A UIKit view controller shown in SwiftUI (SwiftUI's `UIViewControllerRepresentable`): laid out
/// as its view, a view without a size of its own (see the file header).
public protocol UIViewControllerRepresentable: _PrimitiveView {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    func makeCoordinator() -> Coordinator
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }
    public func _makeNodes(_ builder: _TreeBuilder) -> [ViewNode] { _representableNodes(builder) }
}

/// What a representable's methods are given (SwiftUI's `UIViewRepresentableContext`): its
/// coordinator, made by `makeCoordinator()`, and the environment.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues { EnvironmentValues() }
    public var transaction: Transaction { Transaction() }
}

/// What a controller representable's methods are given (SwiftUI's `UIViewControllerRepresentableContext`).
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues { EnvironmentValues() }
    public var transaction: Transaction { Transaction() }
}

/// A view without a size of its own: the proposal, 0 where it is open.
func _representableNodes(_ builder: _TreeBuilder) -> [ViewNode] {
    builder.nodes(Color.clear.frame(minWidth: 0, idealWidth: 0, maxWidth: .infinity, minHeight: 0, idealHeight: 0, maxHeight: .infinity))
}
