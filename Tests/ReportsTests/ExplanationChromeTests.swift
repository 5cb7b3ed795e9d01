// Explanations name chrome elements (the engine's Chrome.swift) by what they are and say that their
// size is the platform's: the numbers are the engine's `PlatformChrome` table's (iPhone: the
// large-title bar 96, UISwitch 51 × 31; macOS: the unified toolbar 52, a stated choice).
import LayoutEngine
import Reports
import Testing

@Suite("Explanation: chrome elements")
struct ExplanationChromeTests {
    /// A navigation stack's shape as LayoutLabUI builds it: the bar above the root in a full frame.
    let navigation = ViewNode.vstack(spacing: 0) {
        ViewNode.color("navigationBar").chrome(.largeTitleNavigationBar)
        ViewNode.color("content").frame(maxWidth: .infinity, maxHeight: .infinity).id("root")
    }

    @Test("the navigation bar is named and proposes the platform's height: 96 on iPhone, 52 on macOS")
    func navigationBar() throws {
        let ios = try explained(navigation, 390, 763).text(width: nil)
        #expect(ios.contains("The navigation bar has the platform's height for it, 96, and passes the width 390 through: "
            + "it proposes 390×96 to"))
        #expect(ios.contains("The navigation bar answers 390×96: its child's width 390 and its fixed height 96."))
        #expect(!ios.contains("the frame"))
        let result = Engine(options: try LayoutOptions(parsing: ["platform=macos"]))
            .layout(navigation, in: ProposedViewSize(width: 390, height: 763))
        let macos = try Explanation(result: result).text(width: nil)
        #expect(macos.contains("The navigation bar has the platform's height for it, 52, and passes the width 390 through"))
    }

    @Test("the toggle's switch proposes its fixed size, the platform's")
    func toggleSwitch() throws {
        let row = ViewNode.hstack { ViewNode.text("Wi-Fi"); ViewNode.spacer(); ViewNode.capsule.chrome(.toggleSwitch) }
        let text = try explained(row, 390, 100).text(width: nil)
        #expect(text.contains("The toggle's switch has the platform's size for it, 51×31: it proposes 51×31 to the Capsule."))
    }
}
