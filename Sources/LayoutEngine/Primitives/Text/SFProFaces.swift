// The SF Pro tables (SFProTables.swift, generated) in the form measuring reads: flat tables of
// advances and kerning per face, built once per process from the generated literals. Immutable.

/// The font files whose numbers the tables hold, in the tables' order.
enum SFProFace: Int, CaseIterable {
    case textRegular, textSemibold, textBold, displayRegular, displaySemibold, displayBold, mono

    /// SF Pro's optical designs: Text (small sizes) and Display (large ones).
    static func faces(display: Bool) -> (regular: SFProFace, semibold: SFProFace, bold: SFProFace) {
        display ? (.displayRegular, .displaySemibold, .displayBold) : (.textRegular, .textSemibold, .textBold)
    }
}

/// The SF Pro facts as lookup tables (font units, 2048 per em).
enum SFProTables {
    /// Font units per em of every SF font.
    static let unitsPerEm = 2048.0
    /// Printable ASCII, U+0020 ... U+007E: the characters with kerning pairs.
    static let asciiCount = 95

    /// Advances, `scalars.count` per face, faces in `SFProFace` order (built once, into `Loaded`).
    static func advanceTable() -> [Double] { advanceUnits.flatMap { $0.map(Double.init) } }

    /// Kerning, 95 × 95 per face (left character's row, right character's column), faces in order
    /// (built once, into `Loaded`).
    static func kerningTable() -> [Double] {
        var table = [Double](repeating: 0, count: kerningPairs.count * asciiCount * asciiCount)
        for (face, pairs) in kerningPairs.enumerated() {
            var pairs = pairs
            // Tokens `LLRR±units` (two hex pairs, a sign, then digits) between spaces and newlines,
            // read in place from the literal's bytes (a quarter of the instructions of gathering
            // each token's bytes into an array first).
            pairs.withUTF8 { bytes in
                func isSeparator(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") }
                var position = 0
                while position < bytes.count {
                    let start = position
                    while position < bytes.count && !isSeparator(bytes[position]) { position += 1 }
                    let end = position
                    position += 1
                    guard end - start > 5, let left = hexByte(bytes[start], bytes[start + 1]),
                          let right = hexByte(bytes[start + 2], bytes[start + 3]), left >= 0x20, right >= 0x20 else { continue }
                    var units = 0
                    for digit in bytes[(start + 5)..<end] { units = units * 10 + Int(digit) - 48 }
                    if bytes[start + 4] == UInt8(ascii: "-") { units = -units }
                    table[(face * asciiCount + Int(left) - 0x20) * asciiCount + Int(right) - 0x20] = Double(units)
                }
            }
        }
        return table
    }

    static func hexByte(_ high: UInt8, _ low: UInt8) -> UInt8? {
        func digit(_ c: UInt8) -> UInt8? {
            switch c {
            case 48...57: return c - 48
            case 65...70: return c - 55
            default: return nil
            }
        }
        guard let h = digit(high), let l = digit(low) else { return nil }
        return h << 4 | l
    }

    /// The row of `character` in the advance tables, nil when they do not list it.
    @inline(__always)
    static func index(of character: Unicode.Scalar) -> Int? {
        let value = character.value
        if value >= 0x20 && value <= 0x7E { return Int(value) - 0x20 }
        return nonASCIIIndex(of: value)
    }

    /// `index(of:)` beyond ASCII: the tables' extra characters, then accented letters as their
    /// base letters. Out of line, so that measuring ASCII stays small enough to inline.
    @inline(never)
    static func nonASCIIIndex(of value: UInt32) -> Int? {
        if let index = extraIndex(of: value) { return index }
        return LatinBaseLetters.base(of: value).map { Int($0) - 0x20 }
    }

    /// The row of `character` in the kerning tables (an accented letter's is its base letter's,
    /// LatinBaseLetters.swift), nil when they have none.
    static func kerningRow(of character: Unicode.Scalar) -> Int? {
        let value = character.value
        if value >= 0x20 && value <= 0x7E { return Int(value) - 0x20 }
        return LatinBaseLetters.base(of: value).map { Int($0) - 0x20 }
    }

    static func extraIndex(of value: UInt32) -> Int? {
        for index in asciiCount..<scalars.count where scalars[index] == value { return index }
        return nil
    }

    /// The advance and kerning tables as one value, read once per `SFProRun`: each read of a
    /// static table is a `swift_once` call (about fifty instructions on Linux), twice per character.
    /// The tables are copied once per process into memory that is never written again or freed,
    /// so a run holds plain pointers (copying a run retains nothing).
    struct Loaded: @unchecked Sendable {
        let advances: UnsafePointer<Double>
        let kerning: UnsafePointer<Double>
        /// Rows per face in `advances` (`scalars.count`).
        let rows: Int

        static let shared = Loaded(advances: permanent(SFProTables.advanceTable()), kerning: permanent(SFProTables.kerningTable()),
                                   rows: SFProTables.scalars.count)

        /// `table` in memory of its own that lives as long as the process.
        private static func permanent(_ table: [Double]) -> UnsafePointer<Double> {
            let memory = UnsafeMutablePointer<Double>.allocate(capacity: table.count)
            memory.initialize(from: table, count: table.count)
            return UnsafePointer(memory)
        }

        /// A face's advance of the character at `index`, font units (0 when the face lacks it).
        @inline(__always)
        func advance(_ face: SFProFace, _ index: Int) -> Double { advances[face.rawValue &* rows &+ index] }

        /// A face's kerning between two printable ASCII characters, font units.
        @inline(__always)
        func kerning(_ face: SFProFace, _ left: Int, _ right: Int) -> Double {
            kerning[(face.rawValue &* SFProTables.asciiCount &+ left) &* SFProTables.asciiCount &+ right]
        }
    }

    /// `rows` (size, value) read at `size`: linear between listed sizes, the end values outside them.
    static func interpolate(_ rows: [(size: Double, value: Double)], at size: Double) -> Double {
        guard let first = rows.first, let last = rows.last else { return 0 }
        if size <= first.size { return first.value }
        if size >= last.size { return last.value }
        var lower = first
        for row in rows.dropFirst() {
            if size == row.size { return row.value }
            if size < row.size {
                return lower.value + (row.value - lower.value) * (size - lower.size) / (row.size - lower.size)
            }
            lower = row
        }
        return last.value
    }

    /// Apple's HIG tracking in points at `size`, interpolated between its whole sizes.
    static let higRows: [(size: Double, value: Double)] = higTracking.map { ($0.size, $0.points) }
    /// The Display face's own `trak` track 0 and −1, in font units.
    static let displayNormalRows: [(size: Double, value: Double)] = normalTrack[SFProFace.displayRegular.rawValue].map { ($0.size, $0.units) }
    static let displayTightRows: [(size: Double, value: Double)] = tightTrack[SFProFace.displayRegular.rawValue].map { ($0.size, $0.units) }
    /// The Text face's own `trak` tracks 0 and −1, in font units.
    static let textNormalRows: [(size: Double, value: Double)] = normalTrack[SFProFace.textRegular.rawValue].map { ($0.size, $0.units) }
    static let textTightRows: [(size: Double, value: Double)] = tightTrack[SFProFace.textRegular.rawValue].map { ($0.size, $0.units) }
}
