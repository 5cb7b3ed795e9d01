// The generated SF Pro tables (SFProTables.swift, from the text-metrics reference by
// scripts/generate-font-tables.py) hold the reference's numbers: a few rows of each file.
@testable import LayoutEngine
import Testing

@Suite("SF Pro tables")
struct FontTableTests {
    func index(_ character: Unicode.Scalar) -> Int { SFProTables.index(of: character)! }

    @Test("advances: sfpro-advances.tsv rows H, space, … and SF Mono")
    func advances() {
        #expect(SFProTables.Loaded.shared.advance(.textRegular, index("H")) == 1520)
        #expect(SFProTables.Loaded.shared.advance(.textSemibold, index("H")) == 1573)
        #expect(SFProTables.Loaded.shared.advance(.displayBold, index("H")) == 1494)
        #expect(SFProTables.Loaded.shared.advance(.displayRegular, index(" ")) == 420)
        #expect(SFProTables.Loaded.shared.advance(.textRegular, index("…")) == 1642)
        #expect(SFProTables.Loaded.shared.advance(.mono, index("W")) == 1266)
        #expect(SFProTables.index(of: "ß") == nil)
    }

    @Test("kerning: sfpro-kern-ascii.tsv pairs T r, m T, a w and Display's comma before a space")
    func kerning() {
        func pair(_ face: SFProFace, _ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Double {
            SFProTables.Loaded.shared.kerning(face, Int(left.value) - 0x20, Int(right.value) - 0x20)
        }
        #expect(pair(.textRegular, "T", "r") == -150)
        #expect(pair(.textRegular, "m", "T") == -150)
        #expect(pair(.textRegular, "a", "w") == -50)
        #expect(pair(.displayRegular, ",", " ") == -100)
        #expect(pair(.textRegular, ",", " ") == 0)
        #expect(pair(.mono, "T", "r") == 0)
    }

    @Test("tracking: sfpro-trak.tsv track 0 and −1, hig-tracking.tsv points")
    func tracking() {
        #expect(SFProTables.interpolate(SFProTables.displayNormalRows, at: 28) == 26)
        #expect(SFProTables.interpolate(SFProTables.displayNormalRows, at: 30) == 25)
        #expect(SFProTables.interpolate(SFProTables.textTightRows, at: 17) == -75)
        #expect(SFProTables.interpolate(SFProTables.higRows, at: 17) == -0.43)
        #expect(SFProTables.interpolate(SFProTables.higRows, at: 200) == 0)
        #expect(abs(SystemFontMetrics.tightening(fontSize: 17) - (-28 * 17 / 2048.0)) < 1e-12)
    }
}
