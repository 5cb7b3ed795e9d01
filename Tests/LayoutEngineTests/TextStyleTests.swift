// Text styles per platform (FontMetrics.swift `TextStyle`, PrimitiveRegistry `.fontStyle`).
// Sizes: Apple's Human Interface Guidelines typography tables [DOC] (iOS at the Large Dynamic
// Type size, macOS). Heights: skip-ui's TextTests record the height of `Text("X").font(style)` in
// real SwiftUI on iOS and macOS, in whole points [EMP skiptools/skip-ui Tests/SkipUITests/
// TextTests.swift]; the engine rounds text up to whole points with `display-scale=1`.
import LayoutEngine
import Testing

@Suite("Text styles per platform")
struct TextStyleTests {
    /// The recorded heights, in `TextStyle.allCases` order (largeTitle … caption2).
    static let iosHeights: [Double] = [41, 34, 27, 24, 21, 18, 21, 20, 16, 15, 14]
    static let macosHeights: [Double] = [31, 26, 21, 19, 16, 14, 16, 15, 13, 13, 13]

    func height(_ style: TextStyle, platform: String) -> Double {
        layout(ViewNode.text("X").font(style), nil, nil, options: ["platform=\(platform)", "display-scale=1"]).rootSize.height
    }

    @Test("iOS: every text style's Text is as tall as real SwiftUI's [EMP skip-ui]")
    func iosHeightsMatch() {
        for (style, expected) in zip(TextStyle.allCases, Self.iosHeights) {
            #expect(height(style, platform: "ios") == expected, "\(style)")
        }
    }

    // macOS lays lines out 1.215 em high below 20 pt and 1.17 em from 20 pt (FontMetrics.swift):
    // largeTitle 26 × 1.17 = 30.4 → 31, title 22 × 1.17 = 25.7 → 26, title3 15 × 1.215 = 18.2 → 19,
    // footnote 10 × 1.215 = 12.15 → 13. SF Pro's ascender + descender (1.193 em) gave 32, 27, 18
    // and 12: six of the eleven styles were 1 pt off.
    @Test("macOS: every text style's Text is as tall as real SwiftUI's [EMP skip-ui]")
    func macosHeightsMatch() {
        for (style, expected) in zip(TextStyle.allCases, Self.macosHeights) {
            #expect(height(style, platform: "macos") == expected, "\(style)")
        }
    }

    @Test("a text style's size follows the platform; an explicit size does not [DOC HIG]")
    func sizes() {
        #expect(TextStyle.allCases.map { $0.pointSize(on: .ios) } == [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11])
        #expect(TextStyle.allCases.map { $0.pointSize(on: .macos) } == [26, 22, 17, 15, 13, 11, 13, 12, 10, 10, 10])
        // `.font(.title)` measures as `.font(size: 22)` on macOS and `.font(size: 28)` on iOS.
        let title = ViewNode.text("Hello world").font(.title)
        #expect(layout(title, nil, nil, options: ["platform=macos"]).rootSize
                    == layout(ViewNode.text("Hello world").font(size: 22), nil, nil, options: ["platform=macos"]).rootSize)
        #expect(layout(title, nil, nil).rootSize == layout(ViewNode.text("Hello world").font(size: 28), nil, nil).rootSize)
        // `.font(.body)` is the platform's body size, the same as no font at all.
        let body = ViewNode.text("Hello world").font(.body)
        #expect(layout(body, nil, nil, options: ["platform=macos"]).rootSize
                    == layout(ViewNode.text("Hello world"), nil, nil, options: ["platform=macos"]).rootSize)
        // 13 pt "Hello world": SF Pro Text's advances, 10,860 units, kern w o −40: 10,820 × 13 / 2048 =
        // 68.68, less 11 × 0.08 of tracking = 67.80 wide, rounded up to a whole point on macOS: 68;
        // a macOS line of 13 pt is 15.795 tall, rounded up to 16.
        #expect(layout(body, nil, nil, options: ["platform=macos"]).rootSize == Size(width: 68, height: 16))
        // An explicit size is the same on both platforms (the same width up to macOS's whole points);
        // the line is the platform's.
        let fixed = ViewNode.text("Hello world").font(size: 17)
        #expect(layout(fixed, nil, nil, options: ["platform=macos"]).rootSize.width == layout(fixed, nil, nil).rootSize.width.rounded(.up))
    }

    /// iOS's text styles at each Dynamic Type size, xSmall … AX5 [DOC Apple Human Interface
    /// Guidelines, Typography, "Dynamic Type sizes", iOS]: the Large column is the table above.
    @Test("text styles take iOS's Dynamic Type sizes; macOS and fixed sizes do not [DOC HIG]")
    func dynamicTypeSizes() {
        #expect(DynamicTypeCategory.allCases.map { TextStyle.body.pointSize(on: .ios, typeSize: $0) }
                    == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(DynamicTypeCategory.allCases.map { TextStyle.largeTitle.pointSize(on: .ios, typeSize: $0) }
                    == [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60])
        #expect(DynamicTypeCategory.allCases.map { TextStyle.caption2.pointSize(on: .ios, typeSize: $0) }
                    == [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40])
        #expect(TextStyle.allCases.map { $0.pointSize(on: .ios, typeSize: .large) } == TextStyle.allCases.map { $0.pointSize(on: .ios) })
        #expect(TextStyle.allCases.map { $0.pointSize(on: .macos, typeSize: .accessibility5) }
                    == TextStyle.allCases.map { $0.pointSize(on: .macos) })
        func size(_ tree: ViewNode, options: [String] = []) -> Size { layout(tree, nil, nil, options: options).rootSize }
        let text = ViewNode.text("Hello world")
        // Body text with no font of its own is body at AX1: 28 pt, as `.font(size: 28)`; its line
        // 28 × 1.1934 = 33.4, rounded up to a third of a point: 33.67.
        #expect(size(text.dynamicTypeSize(.accessibility1)) == size(text.font(size: 28)))
        #expect(size(text.dynamicTypeSize(.accessibility1)).height == 33 + 2.0 / 3)
        // A style set inside takes the size around it, and so does one set outside: the style is
        // resolved at the size where the Text is (title at xSmall: 25 pt).
        #expect(size(text.font(.title).dynamicTypeSize(.xSmall)) == size(text.font(size: 25)))
        #expect(size(text.dynamicTypeSize(.xSmall).font(.title)) == size(text.font(size: 25)))
        // A fixed size stays; so do macOS's sizes (no Dynamic Type there).
        #expect(size(text.font(size: 20).dynamicTypeSize(.accessibility5)) == size(text.font(size: 20)))
        #expect(size(text.dynamicTypeSize(.accessibility5), options: ["platform=macos"]) == size(text, options: ["platform=macos"]))
    }

    /// A Divider is one pixel thick, and one point at the accessibility sizes [RE Divider.swift,
    /// `dividerThickness`; the reference's rule 2.10].
    @Test("a Divider is one point thick at the accessibility Dynamic Type sizes")
    func dividerAtAccessibilitySizes() {
        let thin = layout(ViewNode.vstack { ViewNode.divider.id("d") }.dynamicTypeSize(.xxxLarge), 100, 100)
        #expect(frame(thin, "d").height == 1.0 / 3)
        let thick = layout(ViewNode.vstack { ViewNode.divider.id("d") }.dynamicTypeSize(.accessibility1), 100, 100)
        #expect(frame(thick, "d").height == 1)
    }
}
