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
}
