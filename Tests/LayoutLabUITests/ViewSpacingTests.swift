// `LayoutSubview.spacing` and `ViewSpacing.distance(to:along:)` in a custom layout give what the
// built-in stacks put between the same views with nil spacing (LayoutEngine's TextSpacing.swift;
// RE OpenSwiftUI `Spacing`): 8 between views, 0 beside a Spacer, and along the vertical axis 6.43
// above and 10.64 below 17 pt text, 0 between two Texts.
import LayoutLabUI
import Testing

/// A vertical stack written the way Apple's "Compose custom layouts with SwiftUI" writes its
/// stacks: each gap is the spacing the two subviews prefer along the axis.
private struct PreferredSpacingColumn: Layout {
    func gaps(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            index == 0 ? 0 : subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: .vertical)
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + gaps(subviews).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for (subview, gap) in zip(subviews, gaps(subviews)) {
            y += gap
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

@Suite("ViewSpacing in custom layouts")
struct ViewSpacingTests {
    // The same three views in the custom column and in a VStack with nil spacing land on the
    // same y: 0, 30 + 6.43 and 30 + 6.43 + 20.33 + 10.64.
    @Test("a custom column spaced by the subviews' preferences matches a VStack with nil spacing")
    func matchesVStack() {
        let custom = LayoutLab.layout(in: ProposedViewSize(width: 200, height: nil)) {
            PreferredSpacingColumn {
                Color.red.frame(width: 150, height: 30)
                Text("Fat").id("fat")
                Color.blue.frame(width: 150, height: 30).id("below")
            }
        }
        let stack = LayoutLab.layout(in: ProposedViewSize(width: 200, height: nil)) {
            VStack(alignment: .leading) {
                Color.red.frame(width: 150, height: 30)
                Text("Fat").id("fat")
                Color.blue.frame(width: 150, height: 30).id("below")
            }
        }
        let above = 7.0 / 3 + 17.0 * 494 / 2048
        let below = 17.0 * 2444 / 2048 + 7.0 / 3 - 17.0 * 1443 / 2048
        #expect(abs((custom["fat"]?.minY ?? 0) - CGFloat(30 + above)) < 1e-6)
        #expect(abs((custom["below"]?.minY ?? 0) - CGFloat(30 + above + 20 + 1.0 / 3 + below)) < 1e-6)
        #expect(custom["fat"]?.minY == stack["fat"]?.minY)
        #expect(custom["below"]?.minY == stack["below"]?.minY)
    }

    @Test("distances: 8 between views, 0 beside a Spacer, 0 between Texts, 8 beside Text horizontally")
    func distances() {
        var recorded: [CGFloat] = []
        struct Probe: Layout {
            let record: ([CGFloat]) -> Void
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let s = subviews.map(\.spacing)
                record([s[0].distance(to: s[1], along: .vertical), s[1].distance(to: s[2], along: .vertical),
                        s[2].distance(to: s[3], along: .vertical), s[0].distance(to: s[2], along: .horizontal),
                        s[0].distance(to: s[3], along: .horizontal)])
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        _ = LayoutLab.layout(in: ProposedViewSize(width: 100, height: 100)) {
            Probe(record: { recorded = $0 }) {
                Color.red
                Color.blue
                Spacer()
                Text("a")
            }
        }
        // colour–colour 8, colour–Spacer 0, Spacer–Text 0; horizontally colour–Spacer 0, colour–Text 8.
        #expect(recorded == [8, 0, 0, 0, 8])
        _ = LayoutLab.layout(in: ProposedViewSize(width: 100, height: 100)) {
            Probe(record: { recorded = $0 }) {
                Text("a").font(.title)
                Text("b")
                Color.red
                Color.blue
            }
        }
        // Text–Text 0 (whatever the fonts); body Text above a colour 10.64; colour–colour 8;
        // horizontally Text–colour 8 and Text–colour 8.
        #expect(recorded.count == 5 && recorded[0] == 0 && abs(recorded[1] - 10.64) < 0.01 && recorded[2] == 8)
        #expect(recorded[3] == 8 && recorded[4] == 8)
    }

    @Test("union merges edges; .zero has none")
    func union() {
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .vertical) == 8)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .vertical) == 0)
        #expect(ViewSpacing().union(.zero, edges: .horizontal).distance(to: ViewSpacing(), along: .horizontal) == 0)
        #expect(ViewSpacing().union(.zero, edges: .vertical).distance(to: ViewSpacing(), along: .horizontal) == 8)
    }
}
