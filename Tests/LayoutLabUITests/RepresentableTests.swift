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

    /// A vertical ScrollView proposes no height: the web view is 300 wide and 0 high.
    @Test("a representable in a vertical ScrollView has no height")
    func openDimensionIsZero() {
        let result = LayoutLab.layout(
            ScrollView { WebPage(url: URL(string: "https://example.com")!).id("web") },
            in: ProposedViewSize(width: 300, height: 400))
        expectFrame(result, "web", CGRect(x: 0, y: 0, width: 300, height: 0))
    }
}
