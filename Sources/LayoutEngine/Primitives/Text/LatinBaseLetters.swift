// Accented Latin letters outside the SF Pro tables are measured as their base letter: `à`, `ç`,
// `ñ`, `ô`, `ệ` (Vietnamese), `ő`, `ł`. The tables list two accented letters, and in every SF Pro
// face each is exactly as wide as its base: `é` as `e` (1170 units in SF Pro Text regular, 1049 in
// Display regular) and `ü` as `u` (1196, 1079) [sfpro-advances.tsv; only the 2015 SF UI Text beta
// draws `ü` 6 units wider]. Kerning follows the base letter too, as fonts group an accented letter
// with its base for kerning (inferred: the tables list no pair with an accented letter).
// The base is read from the character's Unicode name (`LATIN SMALL LETTER A WITH GRAVE` → `a`;
// the dotless `ı` → `i`), once per process for the Latin-1, Latin Extended-A/B and Latin Extended
// Additional blocks. A character written as a letter and combining marks (`e` + U+0301) was
// already its letter: the marks extend the glyph and advance nothing (`extendsGlyph(after:)`).

/// The base letters of precomposed accented Latin letters.
enum LatinBaseLetters {
    /// The blocks read: Latin-1 Supplement's letters up to Latin Extended-B, and Latin Extended
    /// Additional (Vietnamese).
    private static let ranges: [ClosedRange<UInt32>] = [0xC0...0x24F, 0x1E00...0x1EFF]

    /// Each character's base letter in `ranges` order (0: none), built once.
    private static let table: [UInt8] = ranges.flatMap { range in range.map { baseLetter(ofName: Unicode.Scalar($0)?.properties.name) } }

    /// The ASCII letter `value` is written on, nil when it is not an accented Latin letter.
    static func base(of value: UInt32) -> UInt8? {
        guard value >= 0xC0 else { return nil }
        var offset = 0
        for range in ranges {
            if range.contains(value) {
                let letter = table[offset + Int(value - range.lowerBound)]
                return letter == 0 ? nil : letter
            }
            offset += range.count
        }
        return nil
    }

    /// `a` for "LATIN SMALL LETTER A WITH …", `A` for "LATIN CAPITAL LETTER A WITH …", `i` for the
    /// dotless i (and `j`); 0 for any other name (`ß`, `æ`, ligatures such as "… D WITH SMALL LETTER Z").
    static func baseLetter(ofName name: String?) -> UInt8 {
        guard let name else { return 0 }
        let words = name.split(separator: " ")
        guard words.count >= 4, words[0] == "LATIN", words[2] == "LETTER", words.dropFirst(3).firstIndex(of: "LETTER") == nil,
              words[1] == "SMALL" || words[1] == "CAPITAL" else { return 0 }
        let small = words[1] == "SMALL"
        let letterWord = words[3] == "DOTLESS" && words.count >= 5 ? words[4] : words[3]
        guard words[3] == "DOTLESS" || (words.count >= 5 && words[4] == "WITH") else { return 0 }
        guard letterWord.count == 1, let letter = letterWord.first?.asciiValue, letter >= UInt8(ascii: "A"),
              letter <= UInt8(ascii: "Z") else { return 0 }
        return small ? letter + 32 : letter
    }
}
