// API the re-run apps still hit once their frameworks compiled (Chess, Schueh, GratitudeJournal,
// DailyPlanner, a Mac kanban board): gesture handlers typed as SwiftUI types them, a connectable
// publisher's connection stored, a list row's separator guides, a text field's keyboard, a
// window's layer rendered for a screenshot and a dropped item loaded.
import Foundation
import LayoutLabUI
import Testing

/// Chess's piece: its drag gesture made by a function that names the gesture's type.
private struct Piece: View {
    func dragGesture() -> _EndedGesture<_ChangedGesture<DragGesture>> {
        DragGesture()
            .onChanged { _ in }
            .onEnded { _ in }
    }
    var body: some View { Color.red.frame(width: 48, height: 48).gesture(dragGesture()).id("piece") }
}

/// GratitudeJournal's emoji field: a text field that picks the emoji keyboard when there is one.
private final class EmojiTextField: UITextField, @unchecked Sendable {
    override func awakeFromNib() { super.awakeFromNib() }
    override var textInputContextIdentifier: String? { "" }
    override var textInputMode: UITextInputMode? {
        UITextInputMode.activeInputModes.first { $0.primaryLanguage == "emoji" }
    }
}

/// The field in a representable.
private struct EmojiField: UIViewRepresentable {
    func makeUIView(context: Context) -> EmojiTextField { EmojiTextField() }
    func updateUIView(_ uiView: EmojiTextField, context: Context) {}
}

@Suite("More API of the re-run apps")
struct RealAppAPIGaps6Tests {
    private let proposal = ProposedViewSize(width: 390, height: 844)

    /// SwiftUI's `onChanged` returns `_ChangedGesture<Self>` and `onEnded` `_EndedGesture<Self>`
    /// (SwiftUICore's interface), so a function returning the chained gesture names both. A gesture
    /// changes nothing in layout: the 48-point piece is centred at ((390 − 48) / 2, (844 − 48) / 2).
    @Test("onChanged and onEnded return _ChangedGesture and _EndedGesture")
    func gestureTypes() {
        let result = LayoutLab.layout(Piece(), in: proposal)
        expectFrame(result, "piece", CGRect(x: 171, y: 398, width: 48, height: 48))
    }

    /// Combine's `Cancellable.store(in:)` keeps any cancellable (as an `AnyCancellable` of it), so
    /// a timer publisher's connection is stored as Chess stores it.
    @Test("a connectable publisher's connect() is stored with Cancellable.store(in:)")
    func storedConnection() {
        var bag = Set<AnyCancellable>()
        Timer.publish(every: 1, on: .main, in: .common).connect().store(in: &bag)
        var list: [AnyCancellable] = []
        Timer.publish(every: 1, on: .main, in: .common).connect().store(in: &list)
        #expect(bag.count == 1 && list.count == 1)
    }

    /// The separator guides are horizontal guides like any custom one: a VStack aligned by
    /// `.listRowSeparatorLeading` puts the first colour's guide, set 20 in from its leading edge,
    /// over the second's, at its leading edge (the default) [SwiftUI's alignment: a stack lines up
    /// its children's guides]. The stack is 120 wide, centred from x 135; the second colour starts
    /// 20 further, at 155; both 10 high from y (844 − 20) / 2 = 412.
    @Test("HorizontalAlignment.listRowSeparatorLeading and listRowSeparatorTrailing are guides")
    func separatorGuides() {
        let stack = VStack(alignment: .listRowSeparatorLeading, spacing: 0) {
            Color.red.frame(width: 100, height: 10).alignmentGuide(.listRowSeparatorLeading) { $0[.leading] + 20 }.id("first")
            Color.blue.frame(width: 100, height: 10).id("second")
        }
        let result = LayoutLab.layout(stack, in: proposal)
        expectFrame(result, "first", CGRect(x: 135, y: 412, width: 100, height: 10))
        expectFrame(result, "second", CGRect(x: 155, y: 422, width: 100, height: 10))
        _ = HorizontalAlignment.listRowSeparatorTrailing
    }

    /// The preview iPhone types with the English (US) keyboard only (UIKit.swift), so the emoji
    /// field finds no emoji keyboard; as a representable's view it takes the 390 × 44 it is framed
    /// to, centred at y (844 − 44) / 2 = 400.
    @Test("UITextInputMode, textInputMode, textInputContextIdentifier and awakeFromNib in a UITextField subclass")
    func keyboards() {
        #expect(UITextInputMode.activeInputModes.map(\.primaryLanguage) == ["en-US"])
        let field = EmojiTextField()
        #expect(field.textInputMode == nil && field.textInputContextIdentifier == "")
        let result = LayoutLab.layout(EmojiField().frame(height: 44).id("field"), in: proposal)
        expectFrame(result, "field", CGRect(x: 0, y: 400, width: 390, height: 44))
    }

    /// A screenshot of the key window draws nothing here: the image has the window's size (the
    /// preview iPhone's 390 × 844 points). A dropped item holds nothing, so its load never calls back.
    @Test("CALayer.render(in:) for a screenshot; NSItemProvider.loadItem(forTypeIdentifier:options:)")
    func screenshotAndDrop() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let image = UIGraphicsImageRenderer(bounds: window.bounds).image { context in
            window.layer.render(in: context.cgContext)
        }
        let result = LayoutLab.layout(Image(uiImage: image).id("shot"), in: proposal)
        expectFrame(result, "shot", CGRect(x: 0, y: 0, width: 390, height: 844))
        var loaded = false
        NSItemProvider().loadItem(forTypeIdentifier: "public.plain-text", options: nil) { _, _ in loaded = true }
        #expect(!loaded)
    }
}
