// The `platform` engine option: body font size and Text–Text spacing in VStacks (LayoutOptions.swift,
// Stacks.swift). Sources: Apple's Human Interface Guidelines typography tables (body 17 pt on iOS,
// 13 pt on macOS); issue 14's report of macOS fixtures (two Texts in a VStack touch), which
// TextSpacing.swift's model gives on both platforms.
import LayoutEngine
import Testing

@Suite("Platform option")
struct PlatformTests {
    @Test("macOS body text is 13 pt: as wide as .font(size: 13) on iOS up to whole points, in macOS's taller lines [DOC HIG, EMP skip-ui]")
    func bodyFont() {
        let macos = layout(ViewNode.text("Hello world"), nil, nil, options: ["platform=macos"])
        let thirteen = layout(ViewNode.text("Hello world").font(size: 13), nil, nil)
        // 67.80 wide: 68 on iOS (a third of a point up) and on macOS (a whole point up; Text.swift).
        #expect(macos.rootSize.width == thirteen.rootSize.width.rounded(.up))
        // A macOS line is 1.215 em below 20 pt (FontMetrics.swift): 15.795, rounded up to a third: 16,
        // where iOS's ascender + descender is 15.51 → 15.67.
        #expect(macos.rootSize.height == 16)
        #expect(thirteen.rootSize.height == 15.666666666666666)
        // iOS keeps seed 002's 85.33 × 20.33.
        #expect(layout(ViewNode.text("Hello world"), nil, nil).rootSize == Size(width: 85.33333333333333, height: 20.333333333333332))
        // An explicit font still wins: 17 pt, 85.08 wide, a whole point up: 86; 17 × 1.215 = 20.655 → 20.67 high.
        let big = layout(ViewNode.text("Hello world").font(size: 17), nil, nil, options: ["platform=macos"])
        #expect(big.rootSize == Size(width: 86, height: 20.666666666666668))
    }

    // Two Texts in a VStack with nil spacing touch on both platforms: the gap is the lower text's
    // leading, 0 for the system font [RE OpenSwiftUI Spacing.TextMetrics; EMP issue 14's macOS
    // fixtures]. A Text above a 10-high colour at 13 pt: the natural line distance (macOS's 15.80
    // + 1.67) minus the cap height (9.16) = 8.30 [RE Text+Spacing]. HStacks and explicit spacing keep theirs.
    @Test("macOS: Text-Text touches, Text above a view is spaced by the font, HStacks and explicit spacing keep theirs")
    func textSpacing() {
        let line = layout(ViewNode.text("a"), nil, nil, options: ["platform=macos"]).rootSize.height
        let texts = ViewNode.vstack { ViewNode.text("a").id("a"); ViewNode.text("b").font(size: 13).id("b") }
        let macos = layout(texts, nil, nil, options: ["platform=macos"])
        #expect(macos.rootSize.height == 2 * line)
        let ios = layout(texts, nil, nil)
        let small = layout(ViewNode.text("b").font(size: 13), nil, nil).rootSize.height
        #expect(ios.rootSize.height == layout(ViewNode.text("a"), nil, nil).rootSize.height + small)
        let mixed = ViewNode.vstack { ViewNode.text("a"); ViewNode.color("c").frame(height: 10) }
        let lineHeight = 13.0 * 1.215, capHeight = 13.0 * 1443 / 2048, boundary = 5.0 / 3
        #expect(abs(layout(mixed, nil, nil, options: ["platform=macos"]).rootSize.height
                    - (line + (lineHeight + boundary - capHeight) + 10)) < 1e-9)
        let explicit = ViewNode.vstack(spacing: 4) { ViewNode.text("a"); ViewNode.text("b") }
        #expect(layout(explicit, nil, nil, options: ["platform=macos"]).rootSize.height == 2 * line + 4)
        let row = ViewNode.hstack { ViewNode.text("a"); ViewNode.text("b") }
        let a = layout(ViewNode.text("a"), nil, nil, options: ["platform=macos"]).rootSize.width
        let b = layout(ViewNode.text("b"), nil, nil, options: ["platform=macos"]).rootSize.width
        #expect(layout(row, nil, nil, options: ["platform=macos"]).rootSize.width == a + 8 + b)
        // `text-spacing=uniform`, the engine's older model: 8 on iOS, 0 between Texts on macOS.
        #expect(layout(texts, nil, nil, options: ["text-spacing=uniform"]).rootSize.height
                    == layout(ViewNode.text("a"), nil, nil).rootSize.height + 8 + small)
        #expect(layout(texts, nil, nil, options: ["platform=macos", "text-spacing=uniform"]).rootSize.height == 2 * line)
        #expect(layout(mixed, nil, nil, options: ["platform=macos", "text-spacing=uniform"]).rootSize.height == line + 8 + 10)
    }

    @Test("the option parses, is recorded only when not the default, and changes the fingerprint")
    func option() throws {
        let options = try LayoutOptions(parsing: ["platform=macos"])
        #expect(options.platform == .macos)
        #expect(options.nonDefaultSettings == ["platform=macos"])
        #expect(LayoutOptions().nonDefaultSettings.isEmpty)
        #expect(throws: LayoutOptionError.badValue(key: "platform", value: "watchos", expected: "ios|macos")) {
            try LayoutOptions(parsing: ["platform=watchos"])
        }
        #expect(Engine(options: options).behaviourFingerprint() != Engine.fingerprint)
        #expect(Engine(options: try LayoutOptions(parsing: ["platform=ios"])).behaviourFingerprint() == Engine.fingerprint)
    }
}
