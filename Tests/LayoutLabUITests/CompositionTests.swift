// SwiftUI code as users write it in Xcode: their own view structs with stored properties,
// ForEach, if/else, switch, if let, ViewModifiers, AnyView, Group, property wrappers and controls.
// Text sizes cite seed 002 (fatbobman, "The Mystery of Size"): "Hello world" in the 17 pt body
// font is 85.33 × 20.33.
import LayoutLabUI
import struct LayoutEngine.LayoutOptions
import Testing

/// A card with stored properties, laid out like any SwiftUI view.
struct Card: View {
    var title: String
    var color: Color
    var height: CGFloat = 50

    var body: some View {
        VStack(spacing: 0) {
            color.frame(height: height).id("\(title)-swatch")
            Text(title).id("\(title)-title")
        }
        .id(title)
    }
}

struct Message: Identifiable {
    let id: Int
    let isMine: Bool
}

/// A reusable modifier: 8 points of padding and a background.
struct Padded: ViewModifier {
    var amount: CGFloat = 8

    func body(content: Content) -> some View {
        content
            .padding(amount)
            .background(.black.opacity(0.6))
    }
}

extension View {
    func padded(_ amount: CGFloat = 8) -> some View {
        modifier(Padded(amount: amount))
    }
}

/// A user's own container, generic over its content, with a `@ViewBuilder` initializer.
struct Titled<Content: View>: View {
    var title: String
    let content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            header
            content
        }
    }

    @ViewBuilder
    private var header: some View {
        Text(title).id("header")
    }
}

enum Size { case small, large }

struct Switched: View {
    var size: Size
    var detail: String?

    var body: some View {
        VStack(spacing: 0) {
            switch size {
            case .small:
                Color.red.frame(width: 10, height: 10).id("shape")
            case .large:
                Color.red.frame(width: 100, height: 100).id("shape")
            }
            if let detail {
                Text(detail).id("detail")
            } else {
                EmptyView()
            }
        }
    }
}

@Suite("Composition")
struct CompositionTests {
    // Seed 002: the Text is 85.33 × 20.33. The VStack proposes 300 wide to both children: the
    // Color takes all 300, the Text its 85.33, centred below it.
    @Test("A view struct with stored properties")
    func cardStruct() {
        let result = LayoutLab.layout(Card(title: "Hello world", color: .blue), in: ProposedViewSize(width: 300, height: 400))
        // The VStack is 300 × (50 + 20.33), centred vertically in 400: y = (400 − 70.33) / 2.
        expectFrame(result, "Hello world", CGRect(x: 0, y: 164.83, width: 300, height: 70.33))
        expectFrame(result, "Hello world-swatch", CGRect(x: 0, y: 164.83, width: 300, height: 50))
        expectFrame(result, "Hello world-title", CGRect(x: 107.33, y: 214.83, width: 85.33, height: 20.33))
    }

    // Seed 001: a 620-wide HStack with spacing 10 has 600 to share; three Colors take 200 each.
    @Test("ForEach over strings with id: \\.self, a range and Identifiable elements")
    func forEach() {
        let names = ["blue", "green", "yellow"]
        let strings = LayoutLab.layout(in: ProposedViewSize(width: 620, height: 80)) {
            HStack(spacing: 10) {
                ForEach(names, id: \.self) { name in
                    Color(name).id(name)
                }
            }
        }
        expectFrame(strings, "blue", CGRect(x: 0, y: 0, width: 200, height: 80))
        expectFrame(strings, "green", CGRect(x: 210, y: 0, width: 200, height: 80))
        expectFrame(strings, "yellow", CGRect(x: 420, y: 0, width: 200, height: 80))

        let range = LayoutLab.layout(in: ProposedViewSize(width: 620, height: 80)) {
            HStack(spacing: 10) {
                ForEach(0..<3) { index in
                    Color.blue.id("item\(index)")
                }
            }
        }
        expectFrame(range, "item2", CGRect(x: 420, y: 0, width: 200, height: 80))

        // Seed 000's chat: my messages trailing, the others leading, each 80 % of 500 = 400 wide.
        let messages = [Message(id: 1, isMine: true), Message(id: 2, isMine: false)]
        let chat = LayoutLab.layout(in: ProposedViewSize(width: 500, height: 100)) {
            VStack(spacing: 0) {
                ForEach(messages) { message in
                    let alignment: Alignment = message.isMine ? .trailing : .leading
                    Color.blue
                        .relativeProposed(width: 0.8).id("bubble\(message.id)")
                        .frame(maxWidth: .infinity, alignment: alignment)
                }
            }
        }
        expectFrame(chat, "bubble1", CGRect(x: 100, y: 0, width: 400, height: 50))
        expectFrame(chat, "bubble2", CGRect(x: 0, y: 50, width: 400, height: 50))
    }

    // Seed 002's "Hello world" line (85.33 × 20.33), 4 points, then a 100 × 50 square, leading-aligned:
    // the stack is 100 × 74.33, centred in 200 × 200 at (50, 62.83).
    /// iOS 18's `ForEach(subviews:)` and `Group(subviews:)` [DOC SwiftUI]: a container's content
    /// resolved into subviews, as a stack lays them out (a `Group`'s children joined, no `EmptyView`).
    @Test("ForEach(subviews:) and Group(subviews:) hand the content's subviews to the container's code")
    func subviewsOfContent() {
        let cards = LayoutLab.layout(in: ProposedViewSize(width: 390, height: 400)) {
            VStack(spacing: 10) {
                ForEach(subviews: Group {
                    Text("One")
                    Group { Color.red.frame(height: 20) }
                    ForEach(0..<2) { i in Color.blue.frame(height: 30).id("row \(i)") }
                    EmptyView()
                }) { subview in
                    subview.padding(8).id("card")
                }
            }.id("cards")
        }
        // Four subviews, each padded by 8: 36.33 (a 20.33-high text), 36, 46 and 46, and three gaps
        // of 10: 194.33, centred in 400.
        expectFrame(cards, "cards", CGRect(x: 0, y: 102.83, width: 390, height: 194.33))
        expectFrame(cards, "row 1", CGRect(x: 8, y: 259.17, width: 374, height: 30))
        let counted = LayoutLab.layout(in: ProposedViewSize(width: 390, height: 400)) {
            Group(subviews: Group {
                Color.blue.frame(width: 30, height: 30)
                Color.green.frame(width: 30, height: 30)
                Color.red.frame(width: 30, height: 30)
            }) { subviews in
                HStack {
                    ForEach(subviews[0..<2]) { $0 }
                    Text("+\(subviews.count - 2)").id("more")
                }.id("row")
            }
        }
        // The first two subviews and the text "+1" (18.33 wide in SF Pro at 17 pt): 30 + 8 + 30 + 8 + 18.33.
        expectFrame(counted, "row", CGRect(x: 147.83, y: 185, width: 94.33, height: 30))
        expectFrame(counted, "more", CGRect(x: 223.83, y: 189.83, width: 18.33, height: 20.33))
    }

    /// iOS 18's container values [DOC SwiftUI `containerValue(_:_:)`, `Subview.containerValues`]: a
    /// container reads what each subview set, to lay it out. The wide row is 300, the others 100
    /// (before, every subview read the default, and the wide row was 100); a value set under a
    /// padding still reaches the container, one set on a `Group` reaches each of its views, and the
    /// innermost setting wins.
    @Test("a container lays each subview out by the container values it set")
    func containerValues() {
        let rows = LayoutLab.layout(in: ProposedViewSize(width: 390, height: 400)) {
            WideRows {
                Color.red.id("wide").containerValue(\.isWide, true)
                Color.blue.id("narrow")
                Color.green.id("padded").containerValue(\.isWide, true).padding(2)
                Group {
                    Color.gray.id("grouped")
                    Color.gray.id("overridden").containerValue(\.isWide, false)
                }.containerValue(\.isWide, true)
            }
        }
        // Five rows of 20 and four gaps of 8: 132 high, centred in 400 at y 134; each row centred across 390.
        expectFrame(rows, "wide", CGRect(x: 45, y: 134, width: 300, height: 20))
        expectFrame(rows, "narrow", CGRect(x: 145, y: 162, width: 100, height: 20))
        expectFrame(rows, "padded", CGRect(x: 47, y: 192, width: 296, height: 16))
        expectFrame(rows, "grouped", CGRect(x: 45, y: 218, width: 300, height: 20))
        expectFrame(rows, "overridden", CGRect(x: 145, y: 246, width: 100, height: 20))
    }

    @Test("A generic container struct with a @ViewBuilder initializer")
    func genericContainer() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 200, height: 200)) {
            Titled("Hello world") {
                Color.red.frame(width: 100, height: 50).id("square")
            }
        }
        expectFrame(result, "header", CGRect(x: 50, y: 62.83, width: 85.33, height: 20.33))
        expectFrame(result, "square", CGRect(x: 50, y: 87.17, width: 100, height: 50))
    }

    @Test("switch, if let and else in a builder")
    func switchAndIfLet() {
        let small = LayoutLab.layout(Switched(size: .small, detail: nil), in: ProposedViewSize(width: 200, height: 200))
        expectFrame(small, "shape", CGRect(x: 95, y: 95, width: 10, height: 10))
        #expect(small["detail"] == nil)

        // 100 + 20.33 high, centred in 200: y = 39.83; the Text (seed 002's size) below the square.
        let large = LayoutLab.layout(Switched(size: .large, detail: "Hello world"), in: ProposedViewSize(width: 200, height: 200))
        expectFrame(large, "shape", CGRect(x: 50, y: 39.83, width: 100, height: 100))
        expectFrame(large, "detail", CGRect(x: 57.33, y: 139.83, width: 85.33, height: 20.33))
    }

    @Test("if / else, if #available and AnyView")
    func ifElse() {
        func row(compact: Bool) -> some View {
            HStack(spacing: 0) {
                if compact {
                    Color.red.frame(width: 20).id("leading")
                } else {
                    Color.red.frame(width: 80).id("leading")
                }
                if #available(iOS 17, macOS 14, *) {
                    AnyView(Color.green.id("rest"))
                }
            }
        }
        let compact = LayoutLab.layout(row(compact: true), in: ProposedViewSize(width: 300, height: 40))
        expectFrame(compact, "leading", CGRect(x: 0, y: 0, width: 20, height: 40))
        expectFrame(compact, "rest", CGRect(x: 20, y: 0, width: 280, height: 40))
        let regular = LayoutLab.layout(row(compact: false), in: ProposedViewSize(width: 300, height: 40))
        expectFrame(regular, "rest", CGRect(x: 80, y: 0, width: 220, height: 40))
    }

    // Padding 8 on each edge of a Color in 200 × 200: the Color is 184 × 184 at (8, 8).
    @Test("A ViewModifier with padding and a style background")
    func viewModifier() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 200, height: 200)) {
            Color.red.id("content")
                .padded()
                .id("padded")
        }
        expectFrame(result, "content", CGRect(x: 8, y: 8, width: 184, height: 184))
        expectFrame(result, "padded", CGRect(x: 0, y: 0, width: 200, height: 200))
        let viaModifier = LayoutLab.tree(of: Color.red.modifier(Padded()))
        let written = LayoutLab.tree(of: Color.red.padding(8).background(.black.opacity(0.6)))
        #expect(viaModifier.root == written.root)
    }

    @Test("Purely visual modifiers add no node and keep the layout")
    func visualNoOps() {
        let plain = Text("Hello world").id("text")
        let decorated = Text("Hello world")
            .foregroundStyle(.red)
            .foregroundStyle(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
            .foregroundColor(.secondary)
            .tint(.orange)
            .shadow(color: .black, radius: 4, x: 0, y: 2)
            .clipShape(RoundedRectangle(cornerRadius: 8))
            .cornerRadius(4)
            .opacity(0.5)
            .navigationTitle("Title")
            .onAppear {}
            .onTapGesture {}
            .animation(.easeInOut, value: 1)
            .accessibilityLabel("Greeting")
            .accessibilityHidden(false)
            .hidden()
            .id("text")
        #expect(LayoutLab.tree(of: decorated).root == LayoutLab.tree(of: plain).root)
        // Seed 002: 85.33 × 20.33 in a 390 × 763 proposal, centred.
        let result = LayoutLab.layout(decorated, in: ProposedViewSize(width: 390, height: 763))
        expectFrame(result, "text", CGRect(x: 152.33, y: 371.33, width: 85.33, height: 20.33))
    }

    @Test("Text: interpolation, text styles and line-limit ranges")
    func text() {
        let name = "world"
        let result = LayoutLab.layout(in: ProposedViewSize(width: 390, height: 763)) {
            VStack {
                Text("Hello \(name)").id("interpolated")
                Text("Hello world").font(.body).lineLimit(1...3).id("body")
                Text(verbatim: "Hello world").font(.system(size: 17)).id("seventeen")
            }
        }
        expectFrame(result, "interpolated", CGSize(width: 85.33, height: 20.33))
        expectFrame(result, "body", CGSize(width: 85.33, height: 20.33))
        expectFrame(result, "seventeen", CGSize(width: 85.33, height: 20.33))
        let title = LayoutLab.layout(Text("Hello world").font(.title).id("t"), in: .unspecified)
        let twentyEight = LayoutLab.layout(Text("Hello world").font(.system(size: 28)).id("t"), in: .unspecified)
        #expect(title["t"] == twentyEight["t"])
    }

    // Text styles are sized for the platform the engine lays out for [DOC HIG typography: macOS
    // title 22 pt, footnote 10 pt]; 22 pt "Hello world" is 108.44 wide in the SF Pro model (5/7 of the
    // way to the Display design), a whole point up on macOS: 109; a macOS line of 22 pt is 1.17 em =
    // 25.74 tall (FontMetrics.swift), rounded up to a third of a point; 17 pt (a custom font's own
    // size) is 85.08 → 86 wide and 20.655 → 20.67 tall there.
    @Test("Text styles follow platform=macos, in Text.font, .font on a container and Font.system(_:)")
    func textStylesPerPlatform() throws {
        let macos = try LayoutOptions(parsing: ["platform=macos"])
        let result = LayoutLab.layout(in: .unspecified, options: macos) {
            VStack(spacing: 0) {
                Text("Hello world").font(.title).id("title")
                VStack(spacing: 0) { Text("Hello world").id("inherited") }.font(.system(.title, design: .rounded))
                Text("Hello world").font(.custom("Avenir", size: 17, relativeTo: .title)).id("custom")
            }
        }
        expectFrame(result, "title", CGSize(width: 109, height: 26))
        expectFrame(result, "inherited", CGSize(width: 109, height: 26))
        expectFrame(result, "custom", CGSize(width: 86, height: 20.67))
    }

    // Seed 004: the barbarian image is 101 × 92; an unknown image gets the 100 × 100 placeholder.
    @Test("Images: the image table and the placeholder size")
    func images() {
        let view = HStack(spacing: 0) {
            Image("barbarian").id("known")
            Image("unknown").id("unknown")
        }
        let result = LayoutLab.layout(view, in: ProposedViewSize(width: 201, height: 100),
                                      images: ["barbarian": CGSize(width: 101, height: 92)])
        expectFrame(result, "known", CGRect(x: 0, y: 4, width: 101, height: 92))
        expectFrame(result, "unknown", CGRect(x: 101, y: 0, width: 100, height: 100))
    }

    // HStack(alignment: .top): the guides are 50 − 10 = 40, 80 / 2 = 40 and −20, so red and blue
    // start at the stack's top and green 60 lower; the stack is 3 × 50 + 2 × 8 = 166 × 90, centred
    // in 300 × 200 at (67, 55).
    @Test("alignmentGuide closures run inside the engine")
    func alignmentGuides() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 300, height: 200)) {
            HStack(alignment: .top) {
                Color.red.frame(width: 50, height: 50)
                    .alignmentGuide(.top) { d in d[.bottom] - 10 }.id("red")
                Color.blue.frame(width: 50, height: 80)
                    .alignmentGuide(.top) { $0.height / 2 }.id("blue")
                Color.green.frame(width: 50, height: 30)
                    .alignmentGuide(.top, computeValue: { _ in -20 }).id("green")
            }
            .id("stack")
        }
        expectFrame(result, "stack", CGRect(x: 67, y: 55, width: 166, height: 90))
        expectFrame(result, "red", CGRect(x: 67, y: 55, width: 50, height: 50))
        expectFrame(result, "blue", CGRect(x: 125, y: 55, width: 50, height: 80))
        expectFrame(result, "green", CGRect(x: 183, y: 115, width: 50, height: 30))
    }

    @Test("Background and overlay forms")
    func backgroundsAndOverlays() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 100, height: 50)) {
            Color.clear
                .frame(width: 100, height: 50)
                .background(.red, in: RoundedRectangle(cornerRadius: 8))
                .background(Color.yellow)
                .overlay(alignment: .topTrailing) {
                    Color.red.frame(width: 10, height: 10).id("dot")
                }
                .background(alignment: .bottomLeading) {
                    Capsule().frame(width: 20, height: 4).id("bar")
                }
        }
        expectFrame(result, "dot", CGRect(x: 90, y: 0, width: 10, height: 10))
        expectFrame(result, "bar", CGRect(x: 0, y: 46, width: 20, height: 4))
    }

    /// A modifier on a `Group` applies to each member [DOC `Group`: "any modifier you apply to the
    /// group affects all of that group's members"]: each colour is padded by 5, so the HStack is
    /// (20 + 10) + 8 + (30 + 10) + 8 + 10 = 96 wide and 20 high, centred in 200 × 100 at (52, 40).
    /// A modifier on a nil optional view makes no view: the VStack has one child and no spacing.
    @Test("a modifier on a Group applies to each member; on a nil view, to nothing")
    func modifiersOnLists() {
        let grouped = LayoutLab.layout(
            HStack(spacing: 8) {
                Group {
                    Color.red.frame(width: 20, height: 10).id("a")
                    Color.blue.frame(width: 30, height: 10).id("b")
                }
                .padding(5)
                Color.green.frame(width: 10, height: 10).id("c")
            },
            in: ProposedViewSize(width: 200, height: 100))
        expectFrame(grouped, "a", CGRect(x: 57, y: 45, width: 20, height: 10))
        expectFrame(grouped, "b", CGRect(x: 95, y: 45, width: 30, height: 10))
        expectFrame(grouped, "c", CGRect(x: 138, y: 45, width: 10, height: 10))
        let subtitle: Text? = nil
        let single = LayoutLab.layout(
            VStack(spacing: 8) {
                Color.red.frame(width: 50, height: 20).id("t")
                subtitle.font(.callout)
            },
            in: ProposedViewSize(width: 200, height: 100))
        expectFrame(single, "t", CGRect(x: 75, y: 40, width: 50, height: 20))
    }
}

/// A container value: whether a row of `WideRows` is wide.
private struct IsWideKey: ContainerValueKey { static let defaultValue = false }
extension ContainerValues {
    fileprivate var isWide: Bool {
        get { self[IsWideKey.self] }
        set { self[IsWideKey.self] = newValue }
    }
}

/// Rows 300 wide where a subview set `isWide`, else 100, each 20 high.
private struct WideRows<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack(spacing: 8) {
            ForEach(subviews: content) { subview in
                subview.frame(width: subview.containerValues.isWide ? 300 : 100, height: 20)
            }
        }
    }
}
