// iOS 18's sheet sizing (`.presentationSizing(.form)`, `.page.sticky()`, `.fitted`): sheets are not
// laid out in a preview, so the sizing is accepted and changes no frame.
import LayoutLabUI
import Testing

/// ModalSheetSizeExample's shape: a label presenting sheets sized as a page and as a form.
private struct Presenter: View {
    @State private var shown = true
    var body: some View {
        Text("x").id("label")
            .sheet(isPresented: $shown) { Text("sheet").presentationSizing(.page.sticky()) }
            .sheet(isPresented: .constant(false)) { Text("form").presentationSizing(.form) }
            .sheet(isPresented: .constant(false)) {
                Text("fitted").presentationSizing(.fitted.sticky(horizontal: true, vertical: false))
            }
            .sheet(isPresented: .constant(false)) { Text("auto").presentationSizing(.automatic.fitted(horizontal: true, vertical: true)) }
    }
}

@Suite("Sheet sizing")
struct PresentationSizingTests {
    private let proposal = ProposedViewSize(width: 390, height: 844)

    /// SwiftUI's `PresentationSizing` has `form`, `page`, `fitted` and `automatic`, and
    /// `sticky(horizontal:vertical:)` and `fitted(horizontal:vertical:)` on any sizing [SwiftUI's
    /// interface, iOS 18]. They size the presented sheet, which is not laid out here; the
    /// presenting label keeps its own frame: "x" at 17 pt is 8.67 × 20.33, centred at
    /// ((390 − 8.67) / 2, (844 − 20.33) / 2). On a view that is laid out, the modifier changes nothing.
    @Test("PresentationSizing's sizings and presentationSizing(_:) change no frame")
    func sizings() {
        let result = LayoutLab.layout(Presenter(), in: proposal)
        expectFrame(result, "label", CGRect(x: 190.67, y: 411.83, width: 8.67, height: 20.33))
        let sized = LayoutLab.layout(Color.red.frame(width: 100, height: 60).presentationSizing(.form).id("c"), in: proposal)
        expectFrame(sized, "c", CGRect(x: 145, y: 392, width: 100, height: 60))
    }
}
