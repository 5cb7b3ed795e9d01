// Xcode playgrounds, where layout is often taught: a page shows its live view
// (`PlaygroundPage.current.setLiveView(view)`, a view or a hosting controller), which is laid out
// as a `#Preview` of that view would be, at the line that sets it. `liveView` set directly is
// kept, not laid out: a setter cannot tell which line of the page set it.
import Foundation

/// A playground page (PlaygroundSupport's `PlaygroundPage`): its live view is a preview.
public final class PlaygroundPage: @unchecked Sendable {
    /// The page being run.
    public static let current = PlaygroundPage()
    /// Whether the page keeps running after its last line; nothing runs on here.
    public var needsIndefiniteExecution = false

    /// The page's live view, kept (see the file header).
    public var liveView: (any PlaygroundLiveViewable)?

    /// Shows `view` as the page's live view: laid out as `#Preview { view }` would be.
    public func setLiveView<Content: View>(_ view: Content, file: String = #filePath, line: Int = #line, column: Int = #column) {
        ExperimentCollector.register(preview(nil, traits: [], file: file, line: line, column: column) { view })
    }

    /// Shows a hosting controller's root view as the page's live view.
    public func setLiveView<Content: View>(_ controller: UIHostingController<Content>, file: String = #filePath, line: Int = #line,
                                           column: Int = #column) {
        setLiveView(controller.rootView, file: file, line: line, column: column)
    }

    /// Ends the page's run; nothing runs on here.
    public func finishExecution() {}
}

/// What a page's live view may be (PlaygroundSupport's `PlaygroundLiveViewable`).
public protocol PlaygroundLiveViewable {}

extension UIView: PlaygroundLiveViewable {}
extension UIViewController: PlaygroundLiveViewable {}
