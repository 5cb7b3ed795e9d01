// The `platform` engine option: body font size and Text–Text spacing in VStacks (LayoutOptions.swift,
// Stacks.swift). Sources: Apple's Human Interface Guidelines typography tables (body 17 pt on iOS,
// 13 pt on macOS); issue 14's report of macOS fixtures (two Texts in a VStack touch).
import LayoutEngine
import Testing

@Suite("Platform option")
struct PlatformTests {
    @Test("macOS body text is 13 pt: Text measures as .font(size: 13) does on iOS [DOC HIG]")
    func bodyFont() {
        let macos = layout(ViewNode.text("Hello world"), nil, nil, options: ["platform=macos"])
        let thirteen = layout(ViewNode.text("Hello world").font(size: 13), nil, nil)
        #expect(macos.rootSize == thirteen.rootSize)
        // iOS keeps seed 002's 85.33 × 20.33.
        #expect(layout(ViewNode.text("Hello world"), nil, nil).rootSize == Size(width: 85.33333333333333, height: 20.333333333333332))
        // An explicit font still wins.
        let big = layout(ViewNode.text("Hello world").font(size: 17), nil, nil, options: ["platform=macos"])
        #expect(big.rootSize == layout(ViewNode.text("Hello world"), nil, nil).rootSize)
    }

    @Test("macOS: two Texts in a VStack with nil spacing touch; other pairs, HStacks and explicit spacing keep theirs [EMP issue 14]")
    func textSpacing() {
        let line = layout(ViewNode.text("a"), nil, nil, options: ["platform=macos"]).rootSize.height
        let texts = ViewNode.vstack { ViewNode.text("a").id("a"); ViewNode.text("b").font(size: 13).id("b") }
        let macos = layout(texts, nil, nil, options: ["platform=macos"])
        #expect(macos.rootSize.height == 2 * line)
        let ios = layout(texts, nil, nil)
        let small = layout(ViewNode.text("b").font(size: 13), nil, nil).rootSize.height
        #expect(ios.rootSize.height == layout(ViewNode.text("a"), nil, nil).rootSize.height + 8 + small)
        let mixed = ViewNode.vstack { ViewNode.text("a"); ViewNode.color("c").frame(height: 10) }
        #expect(layout(mixed, nil, nil, options: ["platform=macos"]).rootSize.height == line + 8 + 10)
        let explicit = ViewNode.vstack(spacing: 4) { ViewNode.text("a"); ViewNode.text("b") }
        #expect(layout(explicit, nil, nil, options: ["platform=macos"]).rootSize.height == 2 * line + 4)
        let row = ViewNode.hstack { ViewNode.text("a"); ViewNode.text("b") }
        let a = layout(ViewNode.text("a"), nil, nil, options: ["platform=macos"]).rootSize.width
        let b = layout(ViewNode.text("b"), nil, nil, options: ["platform=macos"]).rootSize.width
        #expect(layout(row, nil, nil, options: ["platform=macos"]).rootSize.width == a + 8 + b)
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
        #expect(LayoutEngine(options: options).behaviourFingerprint() != LayoutEngine.fingerprint)
        #expect(LayoutEngine(options: try LayoutOptions(parsing: ["platform=ios"])).behaviourFingerprint() == LayoutEngine.fingerprint)
    }
}
