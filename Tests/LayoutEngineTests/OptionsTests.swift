// Engine options: `key=value` settings, errors that list the valid keys, stable storage form.
import LayoutEngine
import Testing

@Suite("Engine options")
struct OptionsTests {
    @Test("valid settings parse; settings and nonDefaultSettings are sorted key=value lists")
    func parse() throws {
        let options = try LayoutOptions(parsing: ["stack-order=declaration", "default-spacing = 4", "relative-proposed=probing"])
        #expect(options.stackOrder == .declaration)
        #expect(options.defaultSpacing == 4)
        #expect(options.relativeProposed == .probing)
        #expect(options.nonDefaultSettings == ["default-spacing=4", "relative-proposed=probing", "stack-order=declaration"])
        #expect(LayoutOptions().settings == [
            "default-padding=16", "default-spacing=8", "display-scale=3", "pixel-grid=off", "platform=ios",
            "relative-proposed=standard", "stack-order=flexibility", "text-spacing=metrics",
        ])
    }

    @Test("an unknown key names it and lists every valid option")
    func unknownKey() {
        #expect(throws: LayoutOptionError.unknownKey("spacing")) { try LayoutOptions(parsing: ["spacing=4"]) }
        let message = LayoutOptionError.unknownKey("spacing").description
        #expect(message.hasPrefix("unknown engine option 'spacing'. Valid options:"))
        for key in ["default-spacing", "default-padding", "relative-proposed", "stack-order", "display-scale", "pixel-grid", "platform", "text-spacing"] {
            #expect(message.contains(key))
        }
    }

    @Test("bad values and malformed settings are rejected with the expected values")
    func badValues() {
        #expect(throws: LayoutOptionError.badValue(key: "stack-order", value: "random", expected: "flexibility|declaration")) {
            try LayoutOptions(parsing: ["stack-order=random"])
        }
        #expect(throws: LayoutOptionError.badValue(key: "pixel-grid", value: "yes", expected: "on|off")) {
            try LayoutOptions(parsing: ["pixel-grid=yes"])
        }
        #expect(throws: LayoutOptionError.badValue(key: "default-spacing", value: "-1", expected: "<points ≥ 0>")) {
            try LayoutOptions(parsing: ["default-spacing=-1"])
        }
        #expect(throws: LayoutOptionError.badValue(key: "default-padding", value: "nan", expected: "<points ≥ 0>")) {
            try LayoutOptions(parsing: ["default-padding=nan"])
        }
        #expect(throws: LayoutOptionError.malformed("stack-order")) { try LayoutOptions(parsing: ["stack-order"]) }
    }
}
