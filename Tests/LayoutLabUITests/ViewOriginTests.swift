// Where the tree builder says each node came from: the user's view type whose body made it, the
// outermost node of each of the user's views (which takes the place the view is used), and the
// line and column of each view expression (`@ViewBuilder` reads them; modifiers share theirs).
import LayoutEngine
import LayoutLabUI
import Testing

private let screenLine = #line
private struct ForecastScreen: View {
    var body: some View {
        VStack(spacing: 0) {
            TitleView(name: "Cupertino, CA")
            HStack(spacing: 12) {
                DayCell(day: "TUE")
                DayCell(day: "FRI")
            }
        }
    }
}

private let cellLine = #line
private struct DayCell: View {
    var day: String
    var body: some View {
        VStack {
            Text(day)
                .font(.caption)
            Color.blue.frame(width: 20, height: 20)
        }
    }
}

private struct TitleView: View {
    var name: String
    var body: some View {
        Text(name).padding(.bottom, 8)
    }
}

private let guidedLine = #line
private struct Guided: View {
    var body: some View {
        ZStack(alignment: .leading) {
            Color.red.frame(width: 10, height: 10)
                .alignmentGuide(.leading) { _ in 4 }
        }
    }
}

private let glowLine = #line
private struct Glow: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(8)
    }
}

private let glowingLine = #line
private struct Glowing: View {
    var body: some View {
        VStack {
            Text("New")
                .modifier(Glow())
        }
    }
}

/// A body of a concrete type: a one-view block there is the view itself.
private struct Caption: View {
    var body: Text { Text("Caption") }
}

@Suite("View origins")
struct ViewOriginTests {
    static let file = "ViewOriginTests.swift"

    func place(_ node: ViewNode) -> String? { node.origin?.place }

    @Test("each of the user's views names the nodes its body made; its outermost node is placed where it is used")
    func userViewsAndPlaces() throws {
        let root = LayoutLab.tree(of: ForecastScreen()).root
        // The screen's VStack is its outermost node: an instance of ForecastScreen, placed nowhere
        // (the screen is given to the builder directly, not written in a builder).
        #expect(root.origin?.instanceOf == "ForecastScreen")
        #expect(root.origin?.viewType == "ForecastScreen")
        #expect(place(root) == nil)
        // TitleView(name:) at the screen's line + 4, column 13; its padding is its outermost node.
        let title = root.children[0]
        #expect(title.kind.name == "padding")
        #expect(title.origin?.instanceOf == "TitleView")
        #expect(place(title) == "\(Self.file):\(screenLine + 4):13")
        // Inside it, the Text is placed at TitleView's body line (line 36 of this file), column 9.
        #expect(title.children[0].origin?.viewType == "TitleView")
        #expect(title.children[0].origin?.instanceOf == nil)
        #expect(place(title.children[0]) == "\(Self.file):36:9")

        let row = root.children[1]
        #expect(row.kind.name == "HStack" && row.origin?.viewType == "ForecastScreen")
        #expect(place(row) == "\(Self.file):\(screenLine + 5):13")
        let cells = row.children
        #expect(cells.map { $0.origin?.instanceOf } == ["DayCell", "DayCell"])
        #expect(cells.map(place) == ["\(Self.file):\(screenLine + 6):17", "\(Self.file):\(screenLine + 7):17"])
        // A cell's Text and font share the expression's place; the Color's frame is its own line.
        let font = cells[1].children[0]
        #expect(font.kind.name == "font")
        #expect(place(font) == "\(Self.file):\(cellLine + 5):13")
        #expect(place(font.children[0]) == "\(Self.file):\(cellLine + 5):13")
        #expect(font.children[0].origin?.viewType == "DayCell")
        #expect(place(cells[1].children[1]) == "\(Self.file):\(cellLine + 7):13")
    }

    @Test("origins take no part in layout or equality")
    func originsAreInert() {
        let built = LayoutLab.tree(of: TitleView(name: "Cupertino, CA")).root
        let plain = ViewNode.text("Cupertino, CA").padding(.bottom, 8)
        #expect(built == plain)
        #expect(built.origin != nil && plain.origin == nil)
        let sized = LayoutLab.layout(TitleView(name: "Cupertino, CA").id("t"), in: .unspecified)["t"]
        let engine = Engine().layout(plain.id("t"), in: ProposedViewSize(width: nil, height: nil)).frame(of: "t")
        #expect(sized.map { Double($0.width) } == engine?.width)
        #expect(sized.map { Double($0.height) } == engine?.height)
    }

    /// `.alignmentGuide` is a custom node of one child to the engine, and a modifier to its author:
    /// the view it modifies and that view's own modifiers share the expression's place.
    @Test("a view under an alignment guide shares the guide's place")
    func placeThroughAlignmentGuide() throws {
        let stack = LayoutLab.tree(of: Guided()).root
        let guide = try #require(stack.children.first)
        #expect(guide.kind == .custom(name: "alignmentGuide"))
        let frame = try #require(guide.children.first)
        let color = try #require(frame.children.first)
        #expect([guide, frame, color].map(place) == Array(repeating: "\(Self.file):\(guidedLine + 4):13", count: 3))
    }

    /// A `ViewModifier`'s content is the view it was applied to: that view keeps the place of the
    /// expression that applied it; what the modifier's body adds takes the body's place.
    @Test("a view passed through a ViewModifier keeps its own place")
    func placeThroughViewModifier() throws {
        let stack = LayoutLab.tree(of: Glowing()).root
        let padding = try #require(stack.children.first)
        #expect(padding.kind == .padding(top: 8, leading: 8, bottom: 8, trailing: 8))
        #expect(place(padding) == "\(Self.file):\(glowLine + 3):9")
        let text = try #require(padding.children.first)
        #expect(text.kind == .text("New"))
        #expect(place(text) == "\(Self.file):\(glowingLine + 4):13")
    }

    @Test("a body of a concrete type still builds, its Text without a place")
    func concreteBody() {
        let node = LayoutLab.tree(of: Caption()).root
        #expect(node.kind == .text("Caption"))
        #expect(node.origin?.instanceOf == "Caption")
    }
}
