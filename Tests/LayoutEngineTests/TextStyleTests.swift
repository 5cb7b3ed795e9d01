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

    // The font model has no per-style leading: macOS's text styles are a little taller or shorter
    // than SF Pro's ascender + descender at their size. Six styles are 1 pt off; the README's
    // conformance table lists them.
    @Test("macOS: 5 styles match real SwiftUI, the other 6 are within 1 pt [EMP skip-ui]")
    func macosHeightsWithinOnePoint() {
        let engine = TextStyle.allCases.map { height($0, platform: "macos") }
        #expect(engine == [32, 27, 21, 18, 16, 14, 16, 15, 12, 12, 12])
        for (style, (ours, recorded)) in zip(TextStyle.allCases, zip(engine, Self.macosHeights)) {
            #expect(abs(ours - recorded) <= 1, "\(style)")
        }
        #expect(zip(engine, Self.macosHeights).filter { $0 == $1 }.count == 5)
    }

    @Test("a text style's size follows the platform; an explicit size does not [DOC HIG]")
    func sizes() {
        #expect(TextStyle.allCases.map { $0.pointSize(on: .ios) } == [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11])
        #expect(TextStyle.allCases.map { $0.pointSize(on: .macos) } == [26, 22, 17, 15, 13, 11, 13, 12, 10, 10, 10])
        // `.font(.title)` measures as `.font(size: 22)` on macOS and `.font(size: 28)` on iOS.
        let title = ViewNode.text("Hello world").font(.title)
        #expect(layout(title, nil, nil, options: ["platform=macos"]).rootSize
                    == layout(ViewNode.text("Hello world").font(size: 22), nil, nil).rootSize)
        #expect(layout(title, nil, nil).rootSize == layout(ViewNode.text("Hello world").font(size: 28), nil, nil).rootSize)
        // `.font(.body)` is the platform's body size, the same as no font at all.
        let body = ViewNode.text("Hello world").font(.body)
        #expect(layout(body, nil, nil, options: ["platform=macos"]).rootSize
                    == layout(ViewNode.text("Hello world"), nil, nil, options: ["platform=macos"]).rootSize)
        // 13 pt "Hello world": its 11 Helvetica advances (4,945 units) × 1.013 at 13 pt = 65.12, plus
        // 11 × 0.26 of tracking (FontMetrics.swift) = 67.98 wide, rounded up to a third of a point: 68;
        // 15.51 tall, rounded up to 15.67.
        #expect(layout(body, nil, nil, options: ["platform=macos"]).rootSize == Size(width: 68, height: 15.666666666666666))
        let fixed = ViewNode.text("Hello world").font(size: 17)
        #expect(layout(fixed, nil, nil, options: ["platform=macos"]).rootSize == layout(fixed, nil, nil).rootSize)
    }
}
