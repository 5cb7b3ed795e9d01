// Bars and controls per platform: LayoutLabUI draws them inside the engine's `.chrome` nodes, so
// `platform=macos` resizes them as it resizes text. The iOS numbers are the ones these views always
// had (UIKit's sizes: navigation bar 44, large title 96, tab bar 49, UISwitch 51 × 31, UISlider 31
// high, UIStepper 94 × 32, UIActivityIndicatorView 20 × 20, UIProgressView 4 high); the macOS
// numbers are the engine's `PlatformChrome` table's, each with its evidence there (a window's unified
// toolbar 52 and NSSwitch 38 × 22: stated choices; NSSlider 21 high, NSStepper 16 × 24, the spinning
// indicator 32 × 32, NSDatePicker 96 × 28, NSColorWell 102 × 27: xtd's table of default macOS control
// sizes; NSProgressIndicatorPreferredThickness 14: AppKit's documentation; list rows 24 high padded
// 4: stated choices). 13 pt macOS text is 16
// high (PlatformTests), so a control row is as high as its control on both platforms.
import LayoutLabUI
import struct LayoutEngine.LayoutOptions
import Testing

@Suite("Bars and controls per platform")
struct PlatformChromeTests {
    let phone = ProposedViewSize(width: 390, height: 763)
    let proposal = ProposedViewSize(width: 390, height: 200)
    let wide = ProposedViewSize(width: 300, height: 400)
    let macos = try! LayoutOptions(parsing: ["platform=macos"])

    @Test("NavigationStack: a large-title bar of 96 (iOS) or 52 (macOS) above the root; inline 44 or 52")
    func navigationStack() {
        let titled = NavigationStack { Color.red.id("c").navigationTitle("Inbox") }
        expectFrame(LayoutLab.layout(titled, in: phone), "c", CGRect(x: 0, y: 96, width: 390, height: 667))
        expectFrame(LayoutLab.layout(titled, in: phone, options: macos), "c", CGRect(x: 0, y: 52, width: 390, height: 711))
        let inline = NavigationStack {
            Color.red.id("c").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
        }
        expectFrame(LayoutLab.layout(inline, in: phone), "c", CGRect(x: 0, y: 44, width: 390, height: 719))
        expectFrame(LayoutLab.layout(inline, in: phone, options: macos), "c", CGRect(x: 0, y: 52, width: 390, height: 711))
        // The container is the navigation controller's view, as wide as the screen whatever its root
        // (GridTrainer's 1040-wide grid): the root overflows it, centred below the 44-high bar (44 + (719 − 100) / 2), and the bar stays 390 wide.
        let wide = LayoutLab.layout(NavigationStack { Color.red.frame(width: 1000, height: 100).id("c") }.id("nav"), in: phone)
        expectFrame(wide, "nav", CGRect(x: 0, y: 0, width: 390, height: 763))
        expectFrame(wide, "c", CGRect(x: -305, y: 353.5, width: 1000, height: 100))
    }

    @Test("TabView: the first tab above a tab bar of 49 (iOS) or 24 (macOS)")
    func tabView() {
        let tabs = TabView { Color.red.id("first") }
        expectFrame(LayoutLab.layout(tabs, in: phone), "first", CGRect(x: 0, y: 0, width: 390, height: 714))
        expectFrame(LayoutLab.layout(tabs, in: phone, options: macos), "first", CGRect(x: 0, y: 0, width: 390, height: 739))
    }

    @Test("Toggle: a row as high as its switch, 31 or 22; labels hidden, the switch alone, 51 × 31 or 38 × 22")
    func toggle() {
        let row = Toggle("Wi-Fi", isOn: .constant(true)).id("t")
        expectFrame(LayoutLab.layout(row, in: proposal), "t", CGRect(x: 0, y: 84.5, width: 390, height: 31))
        expectFrame(LayoutLab.layout(row, in: proposal, options: macos), "t", CGRect(x: 0, y: 89, width: 390, height: 22))
        let bare = Toggle("Wi-Fi", isOn: .constant(true)).id("t").labelsHidden()
        expectFrame(LayoutLab.layout(bare, in: proposal), "t", CGRect(x: 169.5, y: 84.5, width: 51, height: 31))
        expectFrame(LayoutLab.layout(bare, in: proposal, options: macos), "t", CGRect(x: 176, y: 89, width: 38, height: 22))
    }

    @Test("Slider: the proposed width, 31 (iOS) or 21 (macOS) high, centred")
    func slider() {
        let slider = Slider(value: .constant(0.5)).id("s")
        expectFrame(LayoutLab.layout(slider, in: wide), "s", CGRect(x: 0, y: 184.5, width: 300, height: 31))
        expectFrame(LayoutLab.layout(slider, in: wide, options: macos), "s", CGRect(x: 0, y: 189.5, width: 300, height: 21))
    }

    @Test("Stepper, DatePicker, ColorPicker with labels hidden: the control alone at the platform's size")
    func controls() {
        let stepper = Stepper("Count", value: .constant(1), in: 0...9).id("s").labelsHidden()
        expectFrame(LayoutLab.layout(stepper, in: proposal), "s", CGRect(x: 148, y: 84, width: 94, height: 32))
        expectFrame(LayoutLab.layout(stepper, in: proposal, options: macos), "s", CGRect(x: 187, y: 88, width: 16, height: 24))
        let date = DatePicker("Due", selection: .constant(Date())).id("d").labelsHidden()
        expectFrame(LayoutLab.layout(date, in: proposal), "d", CGRect(x: 135, y: 83, width: 120, height: 34))
        expectFrame(LayoutLab.layout(date, in: proposal, options: macos), "d", CGRect(x: 147, y: 86, width: 96, height: 28))
        let well = ColorPicker("Tint", selection: .constant(Color.red)).id("w").labelsHidden()
        expectFrame(LayoutLab.layout(well, in: proposal), "w", CGRect(x: 181, y: 86, width: 28, height: 28))
        expectFrame(LayoutLab.layout(well, in: proposal, options: macos), "w", CGRect(x: 144, y: 86.5, width: 102, height: 27))
    }

    @Test("ProgressView: a spinner of 20 × 20 or 32 × 32; a bar of the proposed width, 4 or 14 high")
    func progress() {
        let spinner = ProgressView().id("p")
        expectFrame(LayoutLab.layout(spinner, in: proposal), "p", CGRect(x: 185, y: 90, width: 20, height: 20))
        expectFrame(LayoutLab.layout(spinner, in: proposal, options: macos), "p", CGRect(x: 179, y: 84, width: 32, height: 32))
        let bar = ProgressView(value: 0.5).id("p")
        expectFrame(LayoutLab.layout(bar, in: wide), "p", CGRect(x: 0, y: 198, width: 300, height: 4))
        expectFrame(LayoutLab.layout(bar, in: wide, options: macos), "p", CGRect(x: 0, y: 193, width: 300, height: 14))
        // `.circular` is a spinner whatever the value (iOS has no determinate circular style); `.linear` a bar.
        expectFrame(LayoutLab.layout(ProgressView(value: 0.4).progressViewStyle(.circular).id("p"), in: proposal), "p",
                    CGRect(x: 185, y: 90, width: 20, height: 20))
        expectFrame(LayoutLab.layout(ProgressView(value: 0.5).progressViewStyle(.linear).id("p"), in: wide), "p",
                    CGRect(x: 0, y: 198, width: 300, height: 4))
    }

    // Lists (the engine's ListChrome lengths): 35 above a header-less grouped section, cards inset 16,
    // rows 16 from the card's edge, on both platforms; rows padded 6 above and below and at least 44
    // high on iPhone, 4 and 24 on macOS (stated choices); the separator between rows is one pixel,
    // 1/3 point, on iPhone and one point on macOS (the Divider's rule).
    @Test("List: rows at least 44 high padded 6 (iOS) or 24 padded 4 (macOS), in a card inset 16 + 16")
    func list() {
        let grouped = List {
            Color.red.frame(height: 10).id("small")
            Color.red.frame(height: 30).id("tall")
        }
        // iOS: both rows are 44 high, their content centred: 35 + (44 − 22) / 2 + 6 = 52; the tall
        // row (30 + 12 = 42) starts after the first and the 1/3-point separator: 35 + 44 + 1/3 + 1 + 6.
        let ios = LayoutLab.layout(grouped, in: phone)
        expectFrame(ios, "small", CGRect(x: 32, y: 52, width: 326, height: 10))
        expectFrame(ios, "tall", CGRect(x: 32, y: 35 + 44 + 1.0 / 3 + 1 + 6, width: 326, height: 30))
        // macOS: the small row is 24 high: 35 + (24 − 18) / 2 + 4 = 42; the tall one 38: 35 + 24 + 1 + 4.
        let mac = LayoutLab.layout(grouped, in: phone, options: macos)
        expectFrame(mac, "small", CGRect(x: 32, y: 42, width: 326, height: 10))
        expectFrame(mac, "tall", CGRect(x: 32, y: 64, width: 326, height: 30))
        // A plain list: no card and no section spacing; the row's content 16 from the edge.
        let plain = List { Color.red.frame(height: 30).id("a") }.listStyle(.plain)
        expectFrame(LayoutLab.layout(plain, in: phone), "a", CGRect(x: 16, y: 7, width: 358, height: 30))
        expectFrame(LayoutLab.layout(plain, in: phone, options: macos), "a", CGRect(x: 16, y: 4, width: 358, height: 30))
    }

    @Test("a segmented Picker: the proposed width, 32 (iOS) or 24 (macOS) high")
    func segmented() {
        let picker = Picker("Mode", selection: .constant(0)) { Text("A").tag(0) }.pickerStyle(.segmented).id("p")
        expectFrame(LayoutLab.layout(picker, in: wide), "p", CGRect(x: 0, y: 184, width: 300, height: 32))
        expectFrame(LayoutLab.layout(picker, in: wide, options: macos), "p", CGRect(x: 0, y: 188, width: 300, height: 24))
    }
}
