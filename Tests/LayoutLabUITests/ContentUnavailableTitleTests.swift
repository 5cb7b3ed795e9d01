// ContentUnavailableView's title: bold `.title2` (WorkoutSwiftData's "You don't have workouts yet").
import LayoutLabUI
import Testing

@Suite("ContentUnavailableView's title")
struct ContentUnavailableTitleTests {
    private let proposal = ProposedViewSize(width: 390, height: 400)

    /// SwiftUI publishes no font for the title. Apple's screenshots of the view show it bold; the
    /// HIG's Dynamic Type table gives Title 2's emphasized weight as Bold (22 pt; as third-party
    /// type scales copy it, e.g. `title2 … emphasizedWeight: w700`); and the stand-ins apps write to
    /// reproduce the view on iOS 16 draw `.title2.weight(.bold)` over a 48-point symbol. So the
    /// title measures as `Text(…).font(.title2.bold())`: 293.67 × 26.33 (regular `.title2` is
    /// 271.67), centred across the 390: x = (390 − 293.67) / 2 = 48.17, 56 below the 48-point symbol
    /// and its 8 of spacing, the pair centred in 400: y = (400 − 82.33) / 2 + 56 = 214.83.
    @Test("the title is bold .title2")
    func boldTitle() {
        let result = LayoutLab.layout(ContentUnavailableView {
            Label { Text("You don't have workouts yet").id("title") } icon: { Image(systemName: "dumbbell.fill") }
        }, in: proposal)
        expectFrame(result, "title", CGRect(x: 48.17, y: 214.83, width: 293.67, height: 26.33))
        let bold = LayoutLab.layout(Text("You don't have workouts yet").font(.title2.bold()).id("t"), in: proposal)
        #expect(bold["t"]?.width == result["title"]?.width)
        let titled = LayoutLab.layout(ContentUnavailableView("You don't have workouts yet", systemImage: "dumbbell.fill").id("v"),
                                      in: proposal)
        expectFrame(titled, "v", CGRect(x: 0, y: 0, width: 390, height: 400))
    }
}
