// API a tutorial app (DesignCode, iOS 14) uses that this library lacked: Xcode library
// declarations (`LibraryContentProvider`).
import Foundation
import LayoutLabUI
import Testing

/// DesignCode's close button, which its library provider publishes.
private struct CloseButton: View {
    var body: some View { Color.gray.frame(width: 36, height: 36).id("close") }
}

extension View {
    /// DesignCode's card modifier, which its library provider publishes.
    fileprivate func cardStyle(color: Color, cornerRadius: CGFloat) -> some View {
        background(color).clipShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
    }
}

/// Counts the snippets an item evaluates (none should be).
private final class SnippetCounter {
    var made = 0
    func button() -> CloseButton {
        made += 1
        return CloseButton()
    }
}

/// DesignCode's `LibraryContent`, as written (the builder attribute on both requirements).
private struct LibraryContent: LibraryContentProvider {
    let counter: SnippetCounter

    @LibraryContentBuilder
    var views: [LibraryItem] {
        LibraryItem(counter.button(), title: "Close Button View", category: .control)
    }

    @LibraryContentBuilder
    func modifiers(base: Image) -> [LibraryItem] {
        LibraryItem(base.cardStyle(color: Color.blue, cornerRadius: 22), title: "Card Style", category: .effect)
    }
}

/// A provider of views only, the builder inferred from the protocol (Apple's documented form).
private struct ViewsOnly: LibraryContentProvider {
    var views: [LibraryItem] {
        LibraryItem(CloseButton())
        LibraryItem(CloseButton(), visible: false, matchingSignature: "closebutton")
    }
}

@Suite("Xcode library declarations")
struct RealAppAPIGaps7Tests {
    /// A library provider is Xcode's to read [DOC DeveloperToolsSupport, LibraryContentProvider:
    /// "Xcode discovers implementations … and examines their contents"]: its items keep the title
    /// and category written, default to `.other` and visible [DOC LibraryItem.init: `visible: Bool =
    /// true`, `category: LibraryItem.Category = .other`], and their snippets (autoclosures) are never
    /// made; a provider that declares no modifiers has none.
    @Test("LibraryContentProvider and LibraryItem compile as DesignCode writes them and stay inert")
    func libraryContent() {
        let counter = SnippetCounter()
        let content = LibraryContent(counter: counter)
        #expect(content.views.map(\.title) == ["Close Button View"])
        #expect(content.views.map(\.category) == [.control])
        let modifiers = content.modifiers(base: Image("Logo"))
        #expect(modifiers.map(\.title) == ["Card Style"] && modifiers.map(\.category) == [.effect])
        #expect(counter.made == 0)
        let plain = ViewsOnly()
        #expect(plain.views.count == 2)
        #expect(plain.views.map(\.category) == [.other, .other] && plain.views.map(\.visible) == [true, false])
        #expect(plain.views.map(\.matchingSignature) == [nil, "closebutton"])
        #expect(plain.modifiers(base: CloseButton()).isEmpty)
    }
}
