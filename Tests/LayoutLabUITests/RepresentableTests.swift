// UIKit views in SwiftUI: a representable compiles as written (a blur, an image picker with its
// coordinator, a web view) and is laid out as a UIKit view without a size of its own: the proposal,
// and 0 along an open dimension (a web view in a vertical ScrollView gets no height).
import Foundation
import LayoutLabUI
import Testing

struct Blur: UIViewRepresentable {
    var style: UIBlurEffect.Style = .systemMaterial
    func makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView(effect: UIBlurEffect(style: style)) }
    func updateUIView(_ uiView: UIVisualEffectView, context: Context) { uiView.effect = UIBlurEffect(style: style) }
}

struct ImagePicker: UIViewControllerRepresentable {
    @Binding var image: UIImage?

    func makeUIViewController(context: Context) -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.delegate = context.coordinator
        picker.allowsEditing = true
        return picker
    }

    func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        let parent: ImagePicker
        init(_ parent: ImagePicker) { self.parent = parent }
    }
}

struct WebPage: UIViewRepresentable {
    let url: URL
    func makeUIView(context: Context) -> WKWebView { WKWebView() }
    func updateUIView(_ webView: WKWebView, context: Context) { webView.load(URLRequest(url: url)) }
}

/// The Landmarks tutorial's page view: pages hosted in a `UIPageViewController` by its coordinator,
/// a `UIPageControl` whose target is named with `#selector` (a `Selector` here).
struct PageViewController<Page: View>: UIViewControllerRepresentable {
    var pages: [Page]
    @Binding var currentPage: Int

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIViewController(context: Context) -> UIPageViewController {
        let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        controller.dataSource = context.coordinator
        return controller
    }

    func updateUIViewController(_ controller: UIPageViewController, context: Context) {
        controller.setViewControllers([context.coordinator.controllers[currentPage]], direction: .forward, animated: true)
    }

    final class Coordinator: NSObject, UIPageViewControllerDataSource {
        let parent: PageViewController
        let controllers: [UIViewController]
        init(_ parent: PageViewController) {
            self.parent = parent
            controllers = parent.pages.map { UIHostingController(rootView: $0) }
        }
        func index(of controller: UIViewController) -> Int? { controllers.firstIndex(of: controller) }
    }
}

struct PageDots: UIViewRepresentable {
    var count: Int
    func makeUIView(context: Context) -> UIPageControl {
        let control = UIPageControl()
        control.numberOfPages = count
        control.addTarget(nil, action: Selector("updateCurrentPage(sender:)"), for: .valueChanged)
        return control
    }
    func updateUIView(_ control: UIPageControl, context: Context) {}
}

/// SwiftUI content hosted in a UIKit scroll view and pinned to its edges with anchors, as paging
/// tab views written before `TabView(.page)` do.
struct PinnedScroll<Content: View>: UIViewRepresentable {
    var content: Content

    func makeUIView(context: Context) -> UIScrollView {
        let scroll = UIScrollView()
        let host = UIHostingController(rootView: content)
        host.view.translatesAutoresizingMaskIntoConstraints = false
        let constraints = [
            host.view.topAnchor.constraint(equalTo: scroll.topAnchor),
            host.view.leadingAnchor.constraint(equalTo: scroll.safeAreaLayoutGuide.leadingAnchor, constant: 8),
            host.view.heightAnchor.constraint(equalTo: scroll.heightAnchor, multiplier: 0.5),
            host.view.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
        ]
        scroll.addSubview(host.view)
        scroll.addConstraints(constraints)
        scroll.delegate = context.coordinator
        return scroll
    }

    func updateUIView(_ scroll: UIScrollView, context: Context) {
        if scroll.contentOffset.x != 40 { scroll.setContentOffset(CGPoint(x: 40, y: 0), animated: true) }
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator: NSObject, UIScrollViewDelegate {
        func scrollViewDidScroll(_ scroll: UIScrollView) {}
    }
}

@Suite("UIKit representables")
struct RepresentableTests {
    /// A 300 × 400 proposal: the blur's fixed 80-point frame, then the picker takes what the VStack
    /// offers the last child, 400 − 80 = 320, the whole width.
    @Test("a representable takes the size proposed")
    func takesTheProposal() {
        let result = LayoutLab.layout(
            VStack(spacing: 0) {
                Blur().frame(height: 80).id("blur")
                ImagePicker(image: .constant(nil)).id("picker")
            },
            in: ProposedViewSize(width: 300, height: 400))
        expectFrame(result, "blur", CGRect(x: 0, y: 0, width: 300, height: 80))
        expectFrame(result, "picker", CGRect(x: 0, y: 80, width: 300, height: 320))
    }

    /// Models keep images: a `UIImage` is `Hashable` as an `NSObject` is, equal only to itself.
    @Test("UIImage is Hashable by identity, so a Hashable model can hold one")
    func imageInHashableModel() {
        struct User: Hashable { let name: String; let photo: UIImage? }
        let photo = UIImage(named: "avatar")
        #expect(User(name: "a", photo: photo) == User(name: "a", photo: photo))
        #expect(User(name: "a", photo: photo) != User(name: "a", photo: UIImage(named: "avatar")))
        #expect(Set([User(name: "a", photo: photo), User(name: "a", photo: photo)]).count == 1)
    }

    /// Auto Layout compiles as UIKit code writes it and is kept, never solved: the representable
    /// takes its 300 × 400 proposal whatever its constraints say.
    @Test("anchors and constraints compile and are kept; the representable takes its proposal")
    @MainActor
    func autoLayoutConstraints() {
        let result = LayoutLab.layout(PinnedScroll(content: Color.red).id("pinned"), in: ProposedViewSize(width: 300, height: 400))
        expectFrame(result, "pinned", CGRect(x: 0, y: 0, width: 300, height: 400))
        let view = UIView()
        let width = view.widthAnchor.constraint(lessThanOrEqualToConstant: 120)
        let edge = view.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor, constant: 16)
        NSLayoutConstraint.activate([width, edge])
        #expect(width.isActive && edge.isActive)
        #expect(width.relation == .lessThanOrEqual && width.constant == 120)
        #expect(edge.relation == .equal && edge.constant == 16 && edge.multiplier == 1)
        view.removeConstraint(edge)
        #expect(!edge.isActive)
        #expect(view.safeAreaLayoutGuide.owningView === view)
        let scroll = UIScrollView()
        scroll.setContentOffset(CGPoint(x: 40, y: 0), animated: true)
        #expect(scroll.contentOffset == CGPoint(x: 40, y: 0))
    }

    /// A vertical ScrollView proposes no height: the web view is 300 wide and 0 high.
    @Test("a representable in a vertical ScrollView has no height")
    func openDimensionIsZero() {
        let result = LayoutLab.layout(
            ScrollView { WebPage(url: URL(string: "https://example.com")!).id("web") },
            in: ProposedViewSize(width: 300, height: 400))
        expectFrame(result, "web", CGRect(x: 0, y: 0, width: 300, height: 0))
    }

    /// The page view and its dots compile as the tutorial writes them and are laid out as UIKit
    /// views: the page view takes what the VStack leaves it, the dots their 30-point frame.
    @Test("a page view controller of hosted pages and a page control lay out as UIKit views")
    func pageView() {
        let result = LayoutLab.layout(
            VStack(spacing: 0) {
                PageViewController(pages: [Color.red, Color.blue], currentPage: .constant(0)).id("pages")
                PageDots(count: 2).frame(height: 30).id("dots")
            },
            in: ProposedViewSize(width: 300, height: 400))
        expectFrame(result, "pages", CGRect(x: 0, y: 0, width: 300, height: 370))
        expectFrame(result, "dots", CGRect(x: 0, y: 370, width: 300, height: 30))
    }

    /// A hosting controller answers `sizeThatFits(in:)` with its root view's layout: an 80 × 30
    /// frame, and a flexible colour takes what is offered.
    @Test("a hosting controller's sizeThatFits is its view's layout")
    @MainActor
    func hostingControllerSize() {
        #expect(UIHostingController(rootView: Color.red.frame(width: 80, height: 30)).sizeThatFits(in: CGSize(width: 300, height: 400))
                == CGSize(width: 80, height: 30))
        #expect(UIHostingController(rootView: Color.red).sizeThatFits(in: CGSize(width: 300, height: 400)) == CGSize(width: 300, height: 400))
    }

    /// A view model adding a pan recognizer to the root view, as refresh controls do: it compiles,
    /// the recognizer is kept on the view and removed by name; it never recognizes anything here.
    @Test("gesture recognizers are kept on their view and never fire")
    func gestureRecognizers() {
        final class Model: NSObject, UIGestureRecognizerDelegate {
            func add(to view: UIView) {
                let pan = UIPanGestureRecognizer(target: self, action: Selector("changed(gesture:)"))
                pan.delegate = self
                pan.name = "refresh"
                view.addGestureRecognizer(pan)
            }
        }
        let view = UIView()
        Model().add(to: view)
        #expect(view.gestureRecognizers?.map(\.name) == ["refresh"])
        #expect((view.gestureRecognizers?.first as? UIPanGestureRecognizer)?.translation(in: view) == .zero)
        #expect(view.gestureRecognizers?.first?.state == .possible)
        view.gestureRecognizers?.removeAll { $0.name == "refresh" }
        #expect(view.gestureRecognizers?.isEmpty == true)
    }
}
