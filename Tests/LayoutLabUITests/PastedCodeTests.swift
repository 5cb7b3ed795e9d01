// Code as it comes out of Xcode and articles: the new-project template, layouts switched through
// `AnyLayout`, and a custom row layout that asks its subviews for their spacing.
import LayoutLabUI
import Testing

// Xcode's "App" template, verbatim.
struct ContentView: View {
    var body: some View {
        VStack {
            Image(systemName: "globe")
                .imageScale(.large)
                .foregroundStyle(.tint)
            Text("Hello, world!")
        }
        .padding()
    }
}

/// A row that places its subviews at their ideal sizes, spaced as each pair prefers.
struct Row: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        var width: CGFloat = 0
        for index in sizes.indices {
            width += sizes[index].width
            if index > 0 {
                width += subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: .horizontal)
            }
        }
        return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for index in subviews.indices {
            if index > 0 {
                x += subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: .horizontal)
            }
            let size = subviews[index].sizeThatFits(.unspecified)
            subviews[index].place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += size.width
        }
    }
}

/// A layout that lays its subviews out with another, kept as an `AnyLayout` with its cache (as
/// app code switching layouts by size class does).
struct Forwarding: Layout {
    let inner: AnyLayout

    func makeCache(subviews: Subviews) -> AnyLayout.Cache { inner.makeCache(subviews: subviews) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout AnyLayout.Cache) -> CGSize {
        inner.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout AnyLayout.Cache) {
        inner.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// Its first subview as a 20-point header across the top, the others in an HStack(spacing: 10)
/// below it, through `HStackLayout`'s own methods on a selection of the subviews.
struct HeaderAndRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: 20))
        let row = HStackLayout(spacing: 10)
        var rowCache = row.makeCache(subviews: subviews[1...])
        let rowBounds = CGRect(x: bounds.minX, y: bounds.minY + 20, width: bounds.width, height: bounds.height - 20)
        _ = row.sizeThatFits(proposal: ProposedViewSize(rowBounds.size), subviews: subviews[1...], cache: &rowCache)
        row.placeSubviews(in: rowBounds, proposal: ProposedViewSize(rowBounds.size), subviews: subviews[1...], cache: &rowCache)
    }
}

@Suite("Pasted code")
struct PastedCodeTests {
    // The symbol is 20 × 20 at the medium scale (Image.symbolSize), 26 × 26 at `.imageScale(.large)`
    // (about 30 % larger: Apple's NSImage.SymbolScale.large), the Text one 17 pt line, 20.33 high
    // (seed 002), the VStack's nil spacing above a Text 6.43 (boundary 2.33 + descender 4.10,
    // TextSpacing.swift; the symbol counts as a view without text) and the default padding 16 on each edge.
    @Test("Xcode's new-project ContentView")
    func xcodeTemplate() {
        let result = LayoutLab.layout(ContentView().id("content"), in: ProposedViewSize(width: 390, height: 763))
        let text = result.engineResult.nodes.first { $0.kind == "Text" }
            .flatMap { result.engineResult.placement(atPath: $0.path)?.frame }
        let textWidth = CGFloat(text?.width ?? 0)
        // Padded: 16 + 26 + 6.43 + 20.33 + 16 = 84.77 high, the Text's width + 32 wide, centred.
        expectFrame(result, "content", CGRect(x: (390 - textWidth - 32) / 2, y: (763 - 84.77) / 2,
                                              width: textWidth + 32, height: 84.77))
        let globe = result.engineResult.nodes.first { $0.kind == "Image" }
            .flatMap { result.engineResult.placement(atPath: $0.path)?.frame }
        #expect(globe?.width == 26 && globe?.height == 26)
        // At the small scale, about 20 % smaller: 16 × 16.
        let small = LayoutLab.layout(Image(systemName: "globe").imageScale(.small).id("small"), in: ProposedViewSize(width: 390, height: 763))
        expectFrame(small, "small", CGRect(x: 187, y: 373.5, width: 16, height: 16))
        #expect(abs(CGFloat(text?.height ?? 0) - 20.33) <= 0.01)
    }

    // Seed 001's 620 × 80 with spacing 10: three Colors share 600 across, or 60 down.
    @Test("AnyLayout switches between HStackLayout and VStackLayout")
    func anyLayout() {
        func colors(wide: Bool) -> some View {
            let layout = wide ? AnyLayout(HStackLayout(spacing: 10)) : AnyLayout(VStackLayout(spacing: 10))
            return layout {
                Color.blue.id("blue")
                Color.green.id("green")
                Color.yellow.id("yellow")
            }
        }
        let wide = LayoutLab.layout(colors(wide: true), in: ProposedViewSize(width: 620, height: 80))
        expectFrame(wide, "green", CGRect(x: 210, y: 0, width: 200, height: 80))
        #expect(wide.tree.customLayouts.isEmpty)
        let tall = LayoutLab.layout(colors(wide: false), in: ProposedViewSize(width: 620, height: 80))
        expectFrame(tall, "green", CGRect(x: 0, y: 30, width: 620, height: 20))
    }

    // `AnyLayout(GridLayout(...))` is the engine's Grid (§ Grid: a column is as wide as its widest
    // cell, a row as tall as its tallest): columns max(40, 50) = 50 and 60 with 4 between, 114;
    // rows 30 and 10 with 2 between, 42. Cells centred in their cell: the red 40 × 20 at (5, 5),
    // the blue at x 50 + 4 = 54, the second row at y 30 + 2 = 32.
    @Test("AnyLayout(GridLayout) lays its GridRows out as a Grid")
    func anyLayoutGrid() {
        let layout = AnyLayout(GridLayout(horizontalSpacing: 4, verticalSpacing: 2))
        let grid = layout {
            GridRow {
                Color.red.frame(width: 40, height: 20).id("red")
                Color.blue.frame(width: 60, height: 30).id("blue")
            }
            GridRow { Color.green.frame(width: 50, height: 10).id("green") }
        }
        let result = LayoutLab.layout(grid.id("grid"), in: ProposedViewSize(width: 390, height: 763))
        expectFrame(result, "grid", CGRect(x: 138, y: 360.5, width: 114, height: 42))
        expectFrame(result, "red", CGRect(x: 143, y: 365.5, width: 40, height: 20))
        expectFrame(result, "blue", CGRect(x: 192, y: 360.5, width: 60, height: 30))
        expectFrame(result, "green", CGRect(x: 138, y: 392.5, width: 50, height: 10))
        #expect(result.tree.customLayouts.isEmpty)
    }

    // Seed 001's 620 × 80 again, the stack now run by a custom layout through AnyLayout: the same
    // frames, and the stack's shares are asked by the custom layout's node.
    @Test("A custom layout forwarding to AnyLayout(HStackLayout) lays out as the HStack does")
    func forwardingToAnyLayout() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 620, height: 80)) {
            Forwarding(inner: AnyLayout(HStackLayout(spacing: 10))) {
                Color.blue.id("blue")
                Color.green.id("green")
                Color.yellow.id("yellow")
            }
            .id("forwarding")
        }
        expectFrame(result, "forwarding", CGRect(x: 0, y: 0, width: 620, height: 80))
        expectFrame(result, "blue", CGRect(x: 0, y: 0, width: 200, height: 80))
        expectFrame(result, "green", CGRect(x: 210, y: 0, width: 200, height: 80))
        expectFrame(result, "yellow", CGRect(x: 420, y: 0, width: 200, height: 80))
        let custom = result.engineResult.nodes.first { $0.kind.hasPrefix("Forwarding") }
        let shares = result.engineResult.calls.filter { $0.reason?.code == .stackShare && $0.askedBy == custom?.index }
        #expect(shares.filter { $0.phase == .sizing }.map(\.proposal.width) == [200, 200, 200])

        // ZStackLayout the same way: a 100 × 40 and a 60 × 80 frame, their union 100 × 80 centred
        // in 300 × 200 at (100, 60), each centred in it.
        let stacked = LayoutLab.layout(in: ProposedViewSize(width: 300, height: 200)) {
            Forwarding(inner: AnyLayout(ZStackLayout())) {
                Color.red.frame(width: 100, height: 40).id("wide")
                Color.blue.frame(width: 60, height: 80).id("tall")
            }
        }
        expectFrame(stacked, "wide", CGRect(x: 100, y: 80, width: 100, height: 40))
        expectFrame(stacked, "tall", CGRect(x: 120, y: 60, width: 60, height: 80))
    }

    // 620 × 80: the header takes the top 20; the row's 620 × 60 is seed 001's rule, 600 shared by
    // three colours after two gaps of 10.
    @Test("A custom layout calling HStackLayout's methods on a slice of its subviews")
    func stackLayoutOnASlice() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 620, height: 80)) {
            HeaderAndRow {
                Color.gray.id("header")
                Color.blue.id("blue")
                Color.green.id("green")
                Color.yellow.id("yellow")
            }
        }
        expectFrame(result, "header", CGRect(x: 0, y: 0, width: 620, height: 20))
        expectFrame(result, "blue", CGRect(x: 0, y: 20, width: 200, height: 60))
        expectFrame(result, "green", CGRect(x: 210, y: 20, width: 200, height: 60))
        expectFrame(result, "yellow", CGRect(x: 420, y: 20, width: 200, height: 60))
    }

    // Three 50 × 20 squares and the default spacing 8: 3 × 50 + 2 × 8 = 166, centred in 300 × 100.
    @Test("A custom layout using ViewSpacing")
    func rowWithSpacing() {
        let result = LayoutLab.layout(in: ProposedViewSize(width: 300, height: 100)) {
            Row {
                ForEach(0..<3) { index in
                    Color.red.frame(width: 50, height: 20).id("square\(index)")
                }
            }
            .id("row")
        }
        expectFrame(result, "row", CGRect(x: 67, y: 40, width: 166, height: 20))
        expectFrame(result, "square0", CGRect(x: 67, y: 40, width: 50, height: 20))
        expectFrame(result, "square2", CGRect(x: 183, y: 40, width: 50, height: 20))
    }
}

/// The README's example of using LayoutLabUI from a package's tests: a 400-wide flexible frame in a
/// 753-wide proposal is 400 wide and centred, at x = (753 − 400) / 2 = 176.5.
@Test("The README's package example")
func readmePackageExample() {
    let result = LayoutLab.layout(Color.blue.frame(maxWidth: 400).id("bubble"),
                                  in: ProposedViewSize(width: 753, height: 60))
    #expect(result["bubble"] == CGRect(x: 176.5, y: 0, width: 400, height: 60))
}
