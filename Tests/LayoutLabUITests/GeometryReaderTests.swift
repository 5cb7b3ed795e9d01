// GeometryReader with real geometry: the content closure runs while the engine places the reader,
// with the reader's size (its own rule, §2.14: the proposal, nil → 0) and its frame in root
// coordinates and in named coordinate spaces; the content sits at the reader's top-leading corner
// (§2.14, iOS 14+). Derivations are stated beside each number.
import LayoutLabUI
import struct LayoutEngine.Rect
import Testing

/// What a content closure saw, for the test to read after layout.
private final class Seen {
    var size: CGSize?
    var frames: [String: CGRect] = [:]
}

@Suite("GeometryReader proxies")
struct GeometryReaderTests {
    // Seed 002 ("GeometryReader directly returns the proposed size"): a reader proposed 390 × 763
    // is 390 × 763, and so is proxy.size. Content made from it: half of each, at the top-leading
    // corner (0, 0) → 195 × 381.5.
    @Test("proxy.size is the proposed size; content built from it")
    func proposedSize() {
        let seen = Seen()
        let result = LayoutLab.layout(in: ProposedViewSize(width: 390, height: 763)) {
            GeometryReader { proxy in
                let _ = { seen.size = proxy.size }()
                Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 2).id("half")
            }
            .id("reader")
        }
        #expect(seen.size == CGSize(width: 390, height: 763))
        expectFrame(result, "reader", CGRect(x: 0, y: 0, width: 390, height: 763))
        expectFrame(result, "half", CGRect(x: 0, y: 0, width: 195, height: 381.5))
    }

    // Content that divides by the reader's size (a grid counting its columns from the width):
    // before layout the content is built once to see whether it reads the proxy, and that build
    // must not see a zero size, where `Int(390 / 0)` traps. Laid out, the width is 390: four
    // columns of 390 / 4 = 97.5, the last at x 292.5, 40 high.
    @Test("content that divides by the reader's size builds before layout")
    func dividingContent() {
        let sizes = Seen()
        let result = LayoutLab.layout(in: ProposedViewSize(width: 390, height: 763)) {
            GeometryReader { proxy in
                let columns = Int(390 / proxy.size.width) * 4
                let _ = { sizes.frames["seen \(sizes.frames.count)"] = CGRect(origin: .zero, size: proxy.size) }()
                HStack(spacing: 0) {
                    ForEach(0..<columns, id: \.self) { column in Color.red.id("column \(column)") }
                }
            }
            .frame(height: 40)
        }
        expectFrame(result, "column 3", CGRect(x: 292.5, y: 361.5, width: 97.5, height: 40))
        #expect(!sizes.frames.values.contains { $0.size == .zero })
    }

    // A player screen (coolishbee's PlaylistDetailView): content that reads the proxy and ignores
    // the bottom safe area grows into it as content that does not read it does, 763 + 34 = 797, so
    // the tree says it depends on the device's safe area (what the experiment then records).
    @Test("content that reads the proxy may ignore the safe area: the tree depends on it")
    func readingContentIgnoresSafeArea() {
        let reading = LayoutLab.tree(of: GeometryReader { proxy in
            VStack { Spacer(); Color.red.frame(width: proxy.size.width / 4, height: 20) }
                .edgesIgnoringSafeArea(.bottom).id("controls")
        })
        #expect(reading.dependsOnSafeArea)
        let result = reading.layout(in: ProposedViewSize(width: 390, height: 763),
                                    safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        expectFrame(result, "controls", CGRect(x: 0, y: 0, width: 97.5, height: 763))
        // The stack inside, grown by the bottom inset.
        #expect(result.engineResult.placements.map(\.frame).contains(Rect(x: 0, y: 0, width: 97.5, height: 797)))
        #expect(LayoutLab.tree(of: GeometryReader { _ in Color.red }).dependsOnSafeArea)
        #expect(!LayoutLab.tree(of: VStack { Color.red }).dependsOnSafeArea)
    }

    // A tag cloud's alignment guides read the proxy only when the engine runs them: the reader
    // 200 × 100 gives `-proxy.size.width / 2` = -100 as the red square's leading guide, so in the
    // top-leading ZStack it sits 100 right of the blue one (guides line up: 0 − (−100)); the
    // stack spans 0...110 and sits at the reader's corner. Read as zero, the two overlapped.
    @Test("an alignment guide reading the proxy sees the reader's size")
    func alignmentGuideReadsTheProxy() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 390, height: 763)) {
            GeometryReader { proxy in
                ZStack(alignment: .topLeading) {
                    Color.blue.frame(width: 10, height: 10).id("blue")
                    Color.red.frame(width: 10, height: 10).id("red")
                        .alignmentGuide(.leading) { _ in -proxy.size.width / 2 }
                }
                .id("stack")
            }
            .frame(width: 200, height: 100)
        }
        // The 200 × 100 frame is centred in 390 × 763: x 95, y 331.5.
        expectFrame(result, "stack", CGRect(x: 95, y: 331.5, width: 110, height: 10))
        expectFrame(result, "blue", CGRect(x: 95, y: 331.5, width: 10, height: 10))
        expectFrame(result, "red", CGRect(x: 195, y: 331.5, width: 10, height: 10))
    }

    // §2.2: in HStack 300 × 100 the fixed 100 frame (flexibility 0) is sized before the reader
    // (flexibility ∞); with the default spacing 8 the reader gets 300 − 100 − 8 = 192, at x = 108.
    @Test("a reader beside a fixed sibling sees the remaining width")
    func remainingWidth() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 300, height: 100)) {
            HStack {
                Color.blue.frame(width: 100)
                GeometryReader { proxy in
                    Color.red.frame(width: proxy.size.width, height: 10).id("fill")
                }
                .id("reader")
            }
        }
        expectFrame(result, "reader", CGRect(x: 108, y: 0, width: 192, height: 100))
        expectFrame(result, "fill", CGRect(x: 108, y: 0, width: 192, height: 10))
    }

    // §2.7 padding: 300 × 200 minus 20 on each edge → the reader is 260 × 160 at (20, 20), which is
    // its global frame (root coordinates; the root fills the proposal). Local: origin zero.
    @Test("frame(in: .global) and .local of a padded reader")
    func globalFrame() {
        let seen = Seen()
        let result = LayoutLab.layout(in: ProposedViewSize(width: 300, height: 200)) {
            GeometryReader { proxy in
                let _ = {
                    seen.frames["global"] = proxy.frame(in: .global)
                    seen.frames["local"] = proxy.frame(in: .local)
                }()
                Color.green.frame(width: proxy.frame(in: .global).minX, height: proxy.frame(in: .global).minY + 1)
                    .id("content")
            }
            .padding(20)
        }
        #expect(seen.frames["global"] == CGRect(x: 20, y: 20, width: 260, height: 160))
        #expect(seen.frames["local"] == CGRect(x: 0, y: 0, width: 260, height: 160))
        expectFrame(result, "content", CGRect(x: 20, y: 20, width: 20, height: 21))
    }

    // The named space is the ZStack inside an outer padding of 10: 280 × 180 at (10, 10). The reader,
    // padded 20 inside it, is 240 × 140 at (30, 30) globally, so (20, 20) in "card". A name no
    // enclosing view has falls back to the global frame (SwiftUI). Both spellings name the space.
    @Test("frame(in: .named) relative to .coordinateSpace(name:) and .coordinateSpace(.named)")
    func namedSpace() {
        for spelling in 0..<2 {
            let seen = Seen()
            let reader = GeometryReader { proxy in
                let _ = {
                    seen.frames["card"] = proxy.frame(in: .named("card"))
                    seen.frames["missing"] = proxy.frame(in: .named("missing"))
                }()
                Color.clear
            }
            let result = LayoutLab.layout(in: ProposedViewSize(width: 300, height: 200)) {
                if spelling == 0 {
                    ZStack { reader.padding(20).id("padded") }.coordinateSpace(name: "card").padding(10)
                } else {
                    ZStack { reader.padding(20).id("padded") }.coordinateSpace(.named("card")).padding(10)
                }
            }
            expectFrame(result, "padded", CGRect(x: 10, y: 10, width: 280, height: 180))
            #expect(seen.frames["card"] == CGRect(x: 20, y: 20, width: 240, height: 140))
            #expect(seen.frames["missing"] == CGRect(x: 30, y: 30, width: 240, height: 140))
        }
    }

    // A nil proposal makes the reader 10 × 10, its ideal size, and that is what its proxy reports
    // [EMP fatbobman "GeometryReader: Blessing or Curse?": "its ideal size is (10, 10)";
    // ilamanov/SwiftPieChart#4: in a ScrollView the reader's height "always returns 10"].
    @Test("a nil proposal: the reader and its proxy are 10 × 10")
    func nilProposal() {
        let seen = Seen()
        let result = LayoutLab.layout(in: .unspecified) {
            GeometryReader { proxy in
                let _ = { seen.size = proxy.size }()
                Color.red.frame(width: proxy.size.width + 5).id("content")
            }
            .id("reader")
        }
        #expect(seen.size == CGSize(width: 10, height: 10))
        expectFrame(result, "reader", CGSize(width: 10, height: 10))
        // frame(width: 15) proposed 15 × 10 to Color → 15 × 10.
        expectFrame(result, "content", CGSize(width: 15, height: 10))
        // In a vertical ScrollView the reader is proposed a nil height: 10 high, the width offered.
        let scrolled = LayoutLab.layout(in: ProposedViewSize(width: 390, height: 763)) {
            ScrollView { GeometryReader { _ in Color.blue }.id("inScroll") }
        }
        expectFrame(scrolled, "inScroll", CGSize(width: 390, height: 10))
    }

    // Outer reader 300 × 200 at (0, 0); its VStack(spacing: 0) gives the fixed 200/4 = 50 frame its
    // height first, then the inner reader the remaining 150 at y = 50. The inner content is as wide
    // as the inner reader's global minY (50) and as high as the inner reader (150).
    @Test("nested readers each see their own geometry")
    func nested() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 300, height: 200)) {
            GeometryReader { outer in
                VStack(spacing: 0) {
                    Color.blue.frame(height: outer.size.height / 4).id("top")
                    GeometryReader { inner in
                        Color.red.frame(width: inner.frame(in: .global).minY, height: inner.size.height).id("inner")
                    }
                    .id("innerReader")
                }
            }
        }
        expectFrame(result, "top", CGRect(x: 0, y: 0, width: 300, height: 50))
        expectFrame(result, "innerReader", CGRect(x: 0, y: 50, width: 300, height: 150))
        expectFrame(result, "inner", CGRect(x: 0, y: 50, width: 50, height: 150))
    }

    // The content's nodes are recorded below the reader (paths, parent, depth) and its calls are
    // traced, proposed the reader's size with the geometryReader rule; the layout is deterministic.
    @Test("made content is recorded and traced")
    func recordedAndTraced() throws {
        let tree = LayoutLab.tree(of: GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2).id("half")
        }.id("reader"))
        // The stored tree is the reader alone: its content depends on the layout.
        #expect(tree.root.children.isEmpty)
        #expect(tree.notes.isEmpty)
        let result = tree.layout(in: ProposedViewSize(width: 200, height: 100))
        let engine = result.engineResult
        let reader = try #require(engine.nodes.firstIndex { $0.label == "reader" })
        let half = try #require(engine.nodes.first { $0.label == "half" })
        #expect(engine.nodes[reader].path == "GeometryReader[0]")
        #expect(half.path == "GeometryReader[0]/frame[0]")
        #expect(half.parent == reader && half.depth == 1)
        #expect(engine.nodes.map(\.path).last == "GeometryReader[0]/frame[0]/Color[0]")
        let call = try #require(engine.calls.first { $0.node == half.index })
        #expect(call.proposal.width == 200 && call.proposal.height == 100)
        #expect(call.response.width == 100 && call.response.height == 100)
        #expect(call.phase == .placement)
        #expect(call.reason?.code.name == "geometryReader" && call.reason?.values == [200, 100])
        #expect(tree.layout(in: ProposedViewSize(width: 200, height: 100)).engineResult == engine)
    }

    // Node paths name every reader `GeometryReader`, with or without proxy reads (the registered
    // names `GeometryReader#2`, ... stay in the tree's custom nodes).
    @Test("readers keep the name GeometryReader in paths")
    func paths() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 100, height: 100)) {
            VStack {
                GeometryReader { proxy in Color.red.frame(width: proxy.size.width) }
                GeometryReader { proxy in Color.red.frame(width: proxy.size.width) }
                GeometryReader { _ in Color.red }
            }
        }
        let readers = result.engineResult.nodes.filter { $0.depth == 1 }.map(\.path)
        #expect(readers == ["VStack[0]/GeometryReader[0]", "VStack[0]/GeometryReader[1]", "VStack[0]/GeometryReader[2]"])
    }

    // Content that never reads the proxy keeps the engine's plain reader node with its children:
    // the trees of existing experiments (seed002/geometry-reader) are unchanged.
    @Test("content that ignores the proxy is a plain reader node")
    func staticContent() {
        let tree = LayoutLab.tree(of: GeometryReader { _ in Text("Hello world") }.id("reader"))
        #expect(tree.root.kind == .geometryReader && tree.root.label == "reader")
        #expect(tree.root.children.map(\.kind) == [.text("Hello world")])
        #expect(tree.customLayouts.isEmpty)
    }
}
