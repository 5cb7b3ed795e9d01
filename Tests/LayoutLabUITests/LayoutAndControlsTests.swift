// Custom layouts with a cache and explicit guides, property wrappers, controls, GeometryReader's
// placeholder proxy and the remaining containers, written as a package user would.
import LayoutLabUI
import Testing

/// Columns as wide as the widest subview's ideal size, `spacing` apart; the cache keeps that size.
struct EqualColumns: Layout {
    var spacing: CGFloat = 10

    struct Cache {
        var cell: CGSize
    }

    func makeCache(subviews: Subviews) -> Cache {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return Cache(cell: CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let count = CGFloat(subviews.count)
        return CGSize(width: cache.cell.width * count + spacing * max(count - 1, 0), height: cache.cell.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        for (index, subview) in subviews.enumerated() {
            let x = bounds.minX + CGFloat(index) * (cache.cell.width + spacing)
            subview.place(at: CGPoint(x: x, y: bounds.minY), anchor: .topLeading, proposal: ProposedViewSize(cache.cell))
        }
    }
}

/// Stacks its subviews on top of each other and moves its `.top` guide to half its height.
struct HalfwayTop: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
        }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guide == .top ? bounds.height / 2 : nil
    }
}

struct Settings: View {
    @State private var wifi = true
    @State var volume: Double = 0.5

    var body: some View {
        VStack(spacing: 0) {
            Toggle("Wi-Fi", isOn: $wifi).id("toggle")
            Detail(isOn: $wifi)
        }
    }
}

struct Detail: View {
    @Binding var isOn: Bool

    var body: some View {
        if isOn {
            Color.green.frame(height: 20).id("on")
        } else {
            Color.red.frame(height: 20).id("off")
        }
    }
}

@Suite("Layouts and controls")
struct LayoutAndControlsTests {
    // Ideal sizes 40 × 10 and 60 × 30: cells are 60 × 30, the layout 2 × 60 + 10 = 130 × 30,
    // centred in 200 × 100 at (35, 35); fixed frames keep their own size in their cell.
    @Test("A custom layout with a cache")
    func cachedLayout() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 200, height: 100)) {
            EqualColumns {
                Color.red.frame(width: 40, height: 10).id("small")
                Color.blue.frame(width: 60, height: 30).id("large")
            }
            .id("columns")
        }
        expectFrame(result, "columns", CGRect(x: 35, y: 35, width: 130, height: 30))
        expectFrame(result, "small", CGRect(x: 35, y: 35, width: 40, height: 10))
        expectFrame(result, "large", CGRect(x: 105, y: 35, width: 60, height: 30))
        #expect(result.tree.customLayouts.keys.sorted() == ["EqualColumns"])
    }

    // Top guides 0 and 20 (half of 40): the plain square starts 20 below the layout; the stack is 40 × 40.
    @Test("A custom layout's explicit alignment guide")
    func explicitGuide() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 40, height: 40)) {
            HStack(alignment: .top, spacing: 0) {
                Color.red.frame(width: 20, height: 20).id("plain")
                HalfwayTop {
                    Color.blue.frame(width: 20, height: 40)
                }
                .id("shifted")
            }
        }
        expectFrame(result, "plain", CGRect(x: 0, y: 20, width: 20, height: 20))
        expectFrame(result, "shifted", CGRect(x: 20, y: 0, width: 20, height: 40))
    }

    // The Toggle approximation: label, Spacer, a 51 × 31 switch; 390 wide, 31 high, centred in 71
    // above the 20-point Detail: y = (71 − 51) / 2 = 10.
    @Test("@State, @Binding, Toggle")
    func stateAndToggle() {
        let result = LayoutLab.layout(Settings(), in: ProposedViewSize(width: 390, height: 71))
        expectFrame(result, "toggle", CGRect(x: 0, y: 10, width: 390, height: 31))
        expectFrame(result, "on", CGRect(x: 0, y: 41, width: 390, height: 20))
        let off = LayoutLab.layout(Detail(isOn: .constant(false)), in: ProposedViewSize(width: 100, height: 20))
        expectFrame(off, "off", CGRect(x: 0, y: 0, width: 100, height: 20))
    }

    // Seed 002's "Hello world" is 85.33 × 20.33: a Button is its label; a Label adds the 20 × 20
    // symbol and 8 points of spacing: 113.33 wide.
    @Test("Button and Label")
    func buttonAndLabel() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 390, height: 763)) {
            VStack {
                Button("Hello world") {}.id("button")
                Button(action: {}) {
                    Text("Hello world")
                }
                .id("custom")
                Label("Hello world", systemImage: "star").id("label")
            }
        }
        expectFrame(result, "button", CGSize(width: 85.33, height: 20.33))
        expectFrame(result, "custom", CGSize(width: 85.33, height: 20.33))
        expectFrame(result, "label", CGSize(width: 113.33, height: 20.33))
    }

    // Seed 002: GeometryReader answers the proposed size. Reading the proxy is no longer a
    // placeholder (GeometryReaderTests): nothing is noted.
    @Test("GeometryReader lays out; reading its proxy notes nothing")
    func geometryReader() {
        let ignoring = LayoutLab.tree(of: GeometryReader { _ in Text("Hello world") }.id("reader"))
        #expect(ignoring.notes.isEmpty)
        expectFrame(ignoring.layout(in: ProposedViewSize(width: 390, height: 763)), "reader",
                    CGRect(x: 0, y: 0, width: 390, height: 763))
        let reading = LayoutLab.tree(of: GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2)
        })
        #expect(reading.notes.isEmpty)
    }

    /// An asset image no catalog gave is laid out at the placeholder size, 100 × 100, and the build
    /// says so once, naming each such image; a size given (`images:`) or an SF Symbol notes nothing.
    @Test("images laid out at the placeholder size are named in a note")
    func unknownImagesNoted() {
        let tree = LayoutLab.tree(of: VStack {
            Image("hero").resizable().scaledToFit().id("hero")
            Image("hero")
            Image("avatar")
            Image("known")
            Image(systemName: "star")
        }, images: ["known": CGSize(width: 40, height: 30)])
        #expect(tree.notes == ["images \"hero\", \"avatar\" laid out at the 100 × 100 placeholder size: no asset catalog found "
            + "gives their size (none was found, an `Assets.xcassets` beside a file given or up to four folders above, or its "
            + "image set has no image file that could be read); run the file where it lies in its app's folder for their real size"])
        // A resizable 100 × 100 image scaled to fit 390 wide is 390 × 390.
        expectFrame(tree.layout(in: ProposedViewSize(width: 390, height: 844)), "hero", CGSize(width: 390, height: 390))
        #expect(LayoutLab.tree(of: Image("known"), images: ["known": CGSize(width: 40, height: 30)]).notes.isEmpty)
        // One inside a GeometryReader that reads its proxy is named too (its content is built apart first).
        let read = LayoutLab.tree(of: GeometryReader { proxy in Image("inside").frame(width: proxy.size.width) })
        #expect(read.notes.last?.hasPrefix("image \"inside\" laid out at the 100 × 100 placeholder size") == true)
    }

    // Seed 002: proposed nil, a Color is 10 high. The vertical ScrollView proposes a nil height to
    // its implicit VStack: blue 300 × 10 at the top, green 8 points below, 100 high.
    @Test("ScrollView stacks several children")
    func scrollView() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 300, height: 400)) {
            ScrollView {
                Color.blue.id("ideal")
                Color.green.frame(height: 100).id("green")
            }
            .id("scroll")
        }
        expectFrame(result, "scroll", CGRect(x: 0, y: 0, width: 300, height: 400))
        expectFrame(result, "ideal", CGRect(x: 0, y: 0, width: 300, height: 10))
        expectFrame(result, "green", CGRect(x: 0, y: 18, width: 300, height: 100))
    }

    // Rules reference: ((400 − 2 × 10) / 3) × 2 + 10 = 263.33; Group children join the VStack.
    @Test("containerRelativeFrame, Group, EmptyView and Spacer")
    func containers() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 400, height: 100)) {
            VStack(spacing: 0) {
                Group {
                    Color.red
                        .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10, alignment: .leading)
                        .id("two-thirds")
                    EmptyView()
                }
                HStack(spacing: 0) {
                    Spacer()
                    Color.blue.frame(width: 40).id("trailing")
                }
            }
        }
        expectFrame(result, "two-thirds", CGSize(width: 263.33, height: 50))
        expectFrame(result, "trailing", CGRect(x: 360, y: 50, width: 40, height: 50))
    }
}
