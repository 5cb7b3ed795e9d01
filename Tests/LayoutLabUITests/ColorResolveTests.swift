// iOS 17's `Color.resolve(in:)` and `Color.Resolved`, and an environment whose colour scheme code
// sets (`env.colorScheme = .dark`, `.environment(\.colorScheme, .dark)`).
import Foundation
import LayoutLabUI
import Testing

/// Symbolic's background: the primary colour as it resolves in a dark environment.
private func darkPrimary() -> Color.Resolved {
    var environment = EnvironmentValues()
    environment.colorScheme = .dark
    return Color.primary.resolve(in: environment)
}

/// A view whose width follows the colour scheme it reads.
private struct Themed: View {
    @Environment(\.colorScheme) private var colorScheme
    var body: some View { Color.gray.frame(width: colorScheme == .dark ? 50 : 100, height: 40).id("themed") }
}

@Suite("Resolving a colour in an environment")
struct ColorResolveTests {
    private let proposal = ProposedViewSize(width: 390, height: 844)

    /// iOS's system red is R255 G59 B48 in light mode and R255 G69 B58 in dark [Apple's Human
    /// Interface Guidelines, Color; OpenSwiftUI's table of the iPhone's system colours has the same
    /// values]. `Color.Resolved`'s `description` is `#RRGGBBAA`; its `red`, `green`, `blue` are sRGB,
    /// and `linearRed` the linear value (sRGB's transfer function: 59 / 255 is 0.04373 linear).
    @Test("system colours resolve to iOS's light and dark values")
    func systemColours() {
        let light = Color.red.resolve(in: EnvironmentValues())
        #expect(light.description == "#FF3B30FF")
        #expect(light.red == 1 && abs(light.green - 59 / 255) < 1e-6 && abs(light.blue - 48 / 255) < 1e-6 && light.opacity == 1)
        #expect(abs(light.linearGreen - 0.043735) < 1e-5)
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(Color.red.resolve(in: dark).description == "#FF453AFF")
        #expect(Color.blue.resolve(in: dark).description == "#0A84FFFF")
        // The primary colour is black in light mode and white in dark; the secondary is the
        // secondary label, R60 G60 B67 at 60% (0.6 × 255 = 153 = 0x99) in light mode.
        #expect(Color.primary.resolve(in: EnvironmentValues()).description == "#000000FF")
        #expect(darkPrimary().description == "#FFFFFFFF")
        #expect(Color.secondary.resolve(in: EnvironmentValues()).description == "#3C3C4399")
        #expect(Color(.systemGroupedBackground).resolve(in: dark).description == "#000000FF")
    }

    /// A colour of components resolves to them, its opacity multiplied in; `Color(_:)` of a
    /// resolved colour gives it back; Display P3's pure red is outside sRGB (a red above 1).
    @Test("colours of components, Color(resolved) and colour spaces")
    func components() {
        let custom = Color(red: 0.2, green: 0.4, blue: 0.6).opacity(0.5).resolve(in: EnvironmentValues())
        #expect(custom.description == "#33669980")
        #expect(Color(custom).resolve(in: EnvironmentValues()) == custom)
        let half = Color.Resolved(red: 0.5, green: 0.5, blue: 0.5)
        #expect(abs(half.linearRed - 0.214041) < 1e-5)
        // Linear 0.5 is sRGB 1.055 × 0.5^(1 / 2.4) − 0.055 = 0.7354, 187.5 of 255: 0xBC.
        #expect(Color.Resolved(colorSpace: .sRGBLinear, red: 1, green: 0.5, blue: 0).description == "#FFBC00FF")
        #expect(Color.Resolved(colorSpace: .displayP3, red: 1, green: 0, blue: 0).red > 1)
        #expect(Color(hue: 0, saturation: 1, brightness: 1).resolve(in: EnvironmentValues()).description == "#FF0000FF")
    }

    /// SwiftUI encodes a resolved colour as an array of its sRGB components and opacity.
    @Test("Color.Resolved is Codable as [red, green, blue, opacity]")
    func codable() throws {
        let resolved = Color.Resolved(red: 1, green: 0.4, blue: 0, opacity: 0.25)
        let data = try JSONEncoder().encode(resolved)
        let array = try JSONDecoder().decode([Float].self, from: data)
        #expect(array.count == 4 && zip(array, [1, 0.4, 0, 0.25]).allSatisfy { abs($0 - $1) < 1e-6 })
        #expect(try JSONDecoder().decode(Color.Resolved.self, from: data).description == "#FF660040")
    }

    /// `EnvironmentValues.colorScheme` is settable [SwiftUI's interface: `{ get set }`]: a view
    /// reading it inside `.environment(\.colorScheme, .dark)` reads dark, 50 wide instead of 100;
    /// a resolved colour fills a shape as any colour does (Symbolic's background: a 390 × 844 fill).
    @Test("the colour scheme is set by code and read inside")
    func settableScheme() {
        expectFrame(LayoutLab.layout(Themed(), in: proposal), "themed", CGRect(x: 145, y: 402, width: 100, height: 40))
        expectFrame(LayoutLab.layout(Themed().environment(\.colorScheme, .dark), in: proposal), "themed",
                    CGRect(x: 170, y: 402, width: 50, height: 40))
        let filled = LayoutLab.layout(Rectangle().fill(Color(darkPrimary())).id("fill"), in: proposal)
        expectFrame(filled, "fill", CGRect(x: 0, y: 0, width: 390, height: 844))
    }
}
