// `.preferredColorScheme(_:)` sets the colour scheme of the whole preview, and
// `.environment(\.colorScheme, _)` that of the views inside it. SwiftUI's documentation of
// `preferredColorScheme(_:)`: the value "propagates up through the view hierarchy to the enclosing
// presentation, or until another color scheme modifier higher in the hierarchy overrides it. The
// value you set also flows down to all child views of the enclosing presentation"; "This modifier
// overrides any existing preferred color scheme set for the view, such as by one of its subviews";
// among parallel branches "the system will prioritize the first non-nil preference based on the
// order of the views". `EnvironmentValues.colorScheme`: setting it "changes the color scheme of the
// given view and its child views but *not* the views above it in the view hierarchy". A view reads
// the scheme by its width: 50 in dark, 100 in light, 40 high, centred in a 390 × 844 screen.
import Foundation
import LayoutEngine
import LayoutLabUI
import Testing

/// A view whose width follows the colour scheme it reads: 50 wide in dark, 100 in light.
private struct SchemeProbe: View {
    @Environment(\.colorScheme) private var colorScheme
    var id = "probe"
    var body: some View { Color.gray.frame(width: colorScheme == .dark ? 50 : 100, height: 40).id(id) }
}

/// A screen whose preference for dark is deep inside, after the probe is built.
private struct Screen: View {
    var body: some View {
        VStack(spacing: 0) {
            SchemeProbe()
            Footer()
        }
    }
}

/// The view deep inside that prefers dark.
private struct Footer: View {
    var body: some View {
        HStack { Text("Footer").preferredColorScheme(.dark) }
    }
}

/// A screen holding `DarkTally`, made anew by each build of the screen's body (its own `@State`
/// storage each time, which the graph carries over).
private struct TallyScreen: View {
    var body: some View { DarkTally() }
}

/// `@State` changed when the view appears, in a preview that prefers dark.
private struct DarkTally: View {
    @State private var count = 0
    var body: some View {
        Color.blue.frame(width: CGFloat(10 + count * 10), height: 10).id("tally")
            .onAppear { count += 1 }
            .preferredColorScheme(.dark)
    }
}

@Suite("The preview's colour scheme")
struct ColorSchemePreferenceTests {
    private let proposal = LayoutLabUI.ProposedViewSize(width: 390, height: 844)

    /// At the preview's root: the probe reads dark, 50 wide centred: x = (390 − 50) / 2 = 170,
    /// y = (844 − 40) / 2 = 402. The tree's root says it is drawn dark, for pictures.
    @Test("preferredColorScheme(.dark) at the root makes the preview dark")
    func atTheRoot() {
        let result = LayoutLab.layout(SchemeProbe().preferredColorScheme(.dark), in: proposal)
        expectFrame(result, "probe", CGRect(x: 170, y: 402, width: 50, height: 40))
        #expect(result.tree.root.look?.scheme == .dark)
        // Light, and no preference, leave the preview light (100 wide: x = 145) and its root unmarked.
        for light in [LayoutLab.layout(SchemeProbe().preferredColorScheme(.light), in: proposal),
                      LayoutLab.layout(SchemeProbe().preferredColorScheme(nil), in: proposal)] {
            expectFrame(light, "probe", CGRect(x: 145, y: 402, width: 100, height: 40))
            #expect(light.tree.root.look?.scheme == nil)
        }
    }

    /// Deep inside, in a view built after the probe: the preference flows up to the preview and
    /// down to every view, the probe included (50 wide at x 170; the column is 40 + the Text's
    /// 20.33 high, centred: y = (844 − 60.33) / 2 = 391.83). A NavigationStack between them, which
    /// keeps its content's other preferences, passes it on too.
    @Test("preferredColorScheme(.dark) deep inside makes the whole preview dark")
    func deepInside() {
        let result = LayoutLab.layout(Screen(), in: proposal)
        expectFrame(result, "probe", CGRect(x: 170, y: 391.83, width: 50, height: 40))
        #expect(result.tree.root.look?.scheme == .dark)
        let navigated = LayoutLab.layout(NavigationStack { Screen() }, in: proposal)
        #expect(navigated["probe"]?.width == 50)
    }

    /// Which preference wins, as SwiftUI's documentation shows it: of parallel branches the first
    /// non-nil one (its example resolves to dark), and an outer modifier over its content's.
    @Test("the first non-nil preference wins; an outer modifier overrides its content's")
    func whichWins() {
        let documented = VStack {
            Text("First").preferredColorScheme(.light).preferredColorScheme(nil)
            Text("Second").preferredColorScheme(.dark)
            Text("Third").preferredColorScheme(.light)
            SchemeProbe()
        }
        #expect(LayoutLab.layout(documented, in: proposal)["probe"]?.width == 50)
        let overridden = SchemeProbe().preferredColorScheme(.dark).preferredColorScheme(.light)
        #expect(LayoutLab.layout(overridden, in: proposal)["probe"]?.width == 100)
        let cleared = SchemeProbe().preferredColorScheme(.dark).preferredColorScheme(nil)
        #expect(LayoutLab.layout(cleared, in: proposal)["probe"]?.width == 100)
    }

    /// `.environment(\.colorScheme, _)` sets the scheme of the views inside only: the probe inside
    /// reads it, its sibling does not (an HStack of 50 + 8 + 100); inside a dark preview a subtree
    /// set light reads light. The views inside say so in their looks; the root keeps none.
    @Test("environment(\\.colorScheme) sets the scheme of its subtree only")
    func environmentSubtree() {
        let row = HStack(spacing: 8) {
            SchemeProbe(id: "inside").environment(\.colorScheme, .dark)
            SchemeProbe(id: "beside")
        }
        let result = LayoutLab.layout(row, in: proposal)
        // The row is 158 wide: x = (390 − 158) / 2 = 116; the second probe at 116 + 50 + 8 = 174.
        expectFrame(result, "inside", CGRect(x: 116, y: 402, width: 50, height: 40))
        expectFrame(result, "beside", CGRect(x: 174, y: 402, width: 100, height: 40))
        #expect(result.tree.root.look?.scheme == nil)
        #expect(result.tree.root.children.map { $0.look?.scheme } == [ViewLook.Scheme.dark, nil])
        let lightInside = LayoutLab.layout(
            HStack(spacing: 8) {
                SchemeProbe(id: "inside").environment(\.colorScheme, .light)
                SchemeProbe(id: "beside")
            }.preferredColorScheme(.dark), in: proposal)
        #expect(lightInside["inside"]?.width == 100)
        #expect(lightInside["beside"]?.width == 50)
        #expect(lightInside.tree.root.look?.scheme == .dark)
        #expect(lightInside.tree.root.children.map { $0.look?.scheme } == [ViewLook.Scheme.light, nil])
    }

    /// The views are built again in the preferred scheme before they appear: an appear action runs
    /// once, on the state of the build that is drawn (10 + 1 × 10 = 20 wide), also when the view is
    /// made anew by each build (an action of the first build would change a state no later build reads).
    @Test("a preview built again in dark runs its appear actions once")
    func appearsOnce() {
        #expect(LayoutLab.layout(DarkTally(), in: proposal)["tally"]?.width == 20)
        #expect(LayoutLab.layout(TallyScreen(), in: proposal)["tally"]?.width == 20)
    }
}
