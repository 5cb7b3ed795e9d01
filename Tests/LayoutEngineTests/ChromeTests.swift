// Chrome elements (Chrome.swift, PlatformChrome.swift): bars and controls' parts take the engine's
// platform's size when laid out. The iOS numbers are the ones LayoutLabUI's approximations always
// used (UIKit's sizes, as PlatformChrome.swift names them); the macOS numbers are the table's, each
// with its evidence level there (xtd's table of default macOS control sizes, AppKit's documented
// progress-indicator thickness, or a stated choice). Text heights: 20.33 for 17 pt on iOS (seed
// 002), 16 for 13 pt on macOS (PlatformTests).
import LayoutEngine
import Testing

@Suite("Chrome: the platform's bars and controls")
struct ChromeTests {
    @Test("the table: every element's size on iOS and on macOS")
    func table() {
        let ios = PlatformChrome(.ios), macos = PlatformChrome(.macos)
        let expected: [(ChromeElement, ChromeSize, ChromeSize)] = [
            (.navigationBar, ChromeSize(width: nil, height: 44), ChromeSize(width: nil, height: 52)),
            (.largeTitleNavigationBar, ChromeSize(width: nil, height: 96), ChromeSize(width: nil, height: 52)),
            (.tabBar, ChromeSize(width: nil, height: 49), ChromeSize(width: nil, height: 24)),
            (.toggleSwitch, ChromeSize(width: 51, height: 31), ChromeSize(width: 38, height: 22)),
            (.checkbox, ChromeSize(width: 14, height: 14), ChromeSize(width: 14, height: 14)),
            (.sliderTrack, ChromeSize(width: nil, height: 31), ChromeSize(width: nil, height: 21)),
            (.stepperControl, ChromeSize(width: 94, height: 32), ChromeSize(width: 16, height: 24)),
            (.datePickerField, ChromeSize(width: 120, height: 34), ChromeSize(width: 96, height: 28)),
            (.segmentedControl, ChromeSize(width: nil, height: 32), ChromeSize(width: nil, height: 24)),
            (.pickerWheel, ChromeSize(width: nil, height: 216), ChromeSize(width: nil, height: 216)),
            (.progressBar, ChromeSize(width: nil, height: 4), ChromeSize(width: nil, height: 14)),
            (.spinner, ChromeSize(width: 20, height: 20), ChromeSize(width: 32, height: 32)),
            (.colorWell, ChromeSize(width: 28, height: 28), ChromeSize(width: 102, height: 27)),
        ]
        #expect(expected.map(\.0) == ChromeElement.allCases)
        for (element, onIOS, onMacOS) in expected {
            #expect(ios.size(of: element) == onIOS, "\(element)")
            #expect(macos.size(of: element) == onMacOS, "\(element)")
        }
    }

    // Lists (ListChrome.swift): iOS's numbers are LayoutLabUI's stated approximation of iOS 17 (rows
    // padded 6 × 16 and at least 44 high, cards inset 16, 35 above a header-less grouped section,
    // headers 17 above and 7 below); macOS rows are padded 4 and at least 24 high (stated choices).
    @Test("the list table: row height and insets on iOS and on macOS")
    func listTable() {
        let ios = PlatformChrome(.ios), macos = PlatformChrome(.macos)
        #expect(ios.listRowMinimumHeight == 44)
        #expect(macos.listRowMinimumHeight == 24)
        #expect(ios.listInsets(.rowInsets) == EdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
        #expect(macos.listInsets(.rowInsets) == EdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
        for platform in [ios, macos] {
            #expect(platform.listInsets(.separatorInset) == EdgeInsets(leading: 16))
            #expect(platform.listInsets(.cardInsets) == EdgeInsets(leading: 16, trailing: 16))
            #expect(platform.listInsets(.sectionSpacing) == EdgeInsets(top: 35))
            #expect(platform.listInsets(.groupedHeader) == EdgeInsets(top: 17, leading: 32, bottom: 7, trailing: 32))
            #expect(platform.listInsets(.plainHeader) == EdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
            #expect(platform.listInsets(.groupedFooter) == EdgeInsets(top: 7, leading: 32, bottom: 0, trailing: 32))
            #expect(platform.listInsets(.plainFooter) == EdgeInsets(top: 7, leading: 16, bottom: 0, trailing: 16))
            #expect(platform.listInsets(.groupedEdgeHeader) == EdgeInsets(top: 17, leading: 16, bottom: 7, trailing: 16))
        }
    }

    @Test("a list row: at least 44 high on iPhone, 24 on macOS, the whole width, its padded content leading")
    func listRow() {
        let row = ViewNode.color("c").frame(width: 100, height: 10).id("c")
            .listChrome(.rowInsets).listChrome(.rowFrame).id("row")
        // iPhone: 44 high, the content centred: (44 − 22) / 2 + 6 = 17 from the row's top at 0.
        let ios = layout(row, 390, nil)
        expectFrame(ios, "row", x: 0, y: 0, width: 390, height: 44)
        expectFrame(ios, "c", x: 16, y: 17, width: 100, height: 10)
        let macos = layout(row, 390, nil, options: ["platform=macos"])
        expectFrame(macos, "row", x: 0, y: 0, width: 390, height: 24)
        expectFrame(macos, "c", x: 16, y: 7, width: 100, height: 10)
        // Named as the frame and padding they are.
        #expect(ios.nodes.map(\.path).prefix(2) == ["frame[0]", "frame[0]/padding[0]"])
    }

    /// A navigation stack's shape as LayoutLabUI builds it: the bar above the root in a full frame.
    func navigation(_ bar: ChromeElement) -> ViewNode {
        .vstack(spacing: 0) {
            ViewNode.color("navigationBar").chrome(bar).id("bar")
            ViewNode.color("root").frame(maxWidth: .infinity, maxHeight: .infinity).id("root")
        }
    }

    @Test("a large-title bar is 96 high on iPhone and 52 on macOS; the root takes the rest of 390 × 763")
    func navigationBar() {
        let ios = layout(navigation(.largeTitleNavigationBar), 390, 763)
        expectFrame(ios, "bar", x: 0, y: 0, width: 390, height: 96)
        expectFrame(ios, "root", x: 0, y: 96, width: 390, height: 667)
        let macos = layout(navigation(.largeTitleNavigationBar), 390, 763, options: ["platform=macos"])
        expectFrame(macos, "bar", x: 0, y: 0, width: 390, height: 52)
        expectFrame(macos, "root", x: 0, y: 52, width: 390, height: 711)
        // The inline bar: 44 on iPhone, the same 52 on macOS.
        expectFrame(layout(navigation(.navigationBar), 390, 763), "root", x: 0, y: 44, width: 390, height: 719)
        expectFrame(layout(navigation(.navigationBar), 390, 763, options: ["platform=macos"]), "root",
                    x: 0, y: 52, width: 390, height: 711)
    }

    @Test("a toggle's row: the switch at the trailing edge, 51 × 31 on iPhone, 38 × 22 on macOS")
    func toggleSwitch() {
        let row = ViewNode.hstack {
            ViewNode.text("Wi-Fi")
            ViewNode.spacer()
            ViewNode.capsule.chrome(.toggleSwitch).id("switch")
        }.id("row")
        // The row is as high as its tallest child, the switch, and centred in the 100-high proposal.
        let ios = layout(row, 390, 100)
        expectFrame(ios, "row", x: 0, y: 34.5, width: 390, height: 31)
        expectFrame(ios, "switch", x: 339, y: 34.5, width: 51, height: 31)
        let macos = layout(row, 390, 100, options: ["platform=macos"])
        expectFrame(macos, "row", x: 0, y: 39, width: 390, height: 22)
        expectFrame(macos, "switch", x: 352, y: 39, width: 38, height: 22)
    }

    @Test("a slider's track: the proposed width, 31 high on iPhone, 21 on macOS")
    func sliderTrack() {
        let track = ViewNode.capsule.frame(maxWidth: .infinity).chrome(.sliderTrack).id("track")
        expectFrame(layout(track, 300, 400), "track", x: 0, y: 184.5, width: 300, height: 31)
        expectFrame(layout(track, 300, 400, options: ["platform=macos"]), "track", x: 0, y: 189.5, width: 300, height: 21)
    }

    @Test("a chrome node is named for its element and proposes with the chrome rule and its size")
    func pathAndReason() {
        let tree = ViewNode.capsule.chrome(.toggleSwitch)
        let result = layout(tree, 100, 100)
        #expect(result.nodes.map(\.path) == ["toggleSwitch[0]", "toggleSwitch[0]/Capsule[0]"])
        let reasons = result.calls.compactMap(\.reason).filter { $0.code == .chrome }
        #expect(!reasons.isEmpty)
        #expect(reasons.allSatisfy { $0[.width] == 51 && $0[.height] == 31 })
        #expect(ViewKind.chrome(.largeTitleNavigationBar).name == "navigationBar")
        #expect(ViewKind.chrome(.tabBar).isModifier)
        #expect(ProposalRule(name: "chrome", operandNames: ["width", "height"]) == .chrome)
    }
}
