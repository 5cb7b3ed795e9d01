// Where a line may break inside a run of characters with no space in it [DOC Unicode UAX #14, the
// Unicode line breaking algorithm, whose default rules Core Text's word wrapping follows (it breaks
// with ICU's line break iterator); INFER for the set chosen here, verify on a device]:
// - after a hyphen or an en dash ("well-|known"), but not in a number ("COVID-19", "10-20": LB25)
//   nor after a hyphen that begins a word ("-based": LB20a);
// - after a slash ("https://|example.com/|path"), but not before a digit ("1/2": LB25);
// - before and after an em dash ("yes—|no" and "yes|—no"), but not between two (LB17);
// - before and after an ideograph, kana or an emoji ("漢|字", "Hi|🔥": LB31);
// never before closing punctuation, a hyphen, a dash of the kinds above, a slash or a quotation mark,
// nor after opening punctuation or a quotation mark (LB13, LB14, LB16, LB19, LB21). Hangul keeps
// its words whole, as Apple's `hangulWordPriority` line break strategy does. A line that breaks
// there keeps the hyphen or slash at its end, and drops the kerning across the break, as it drops
// a space.

/// The part a character plays in finding line breaks inside a run of characters (UAX #14's
/// classes, merged where they act alike here).
enum LineBreakClass: UInt8 {
    /// Letters, digits' neighbours and everything not named below: no break on either side.
    case other
    /// A digit (NU): no break after a hyphen or slash before it.
    case digit
    /// The hyphen-minus (HY): a break after it, unless a digit follows or it begins the word.
    case hyphen
    /// A dash that allows a break after it (BA: the hyphen U+2010, figure and en dashes).
    case breakAfter
    /// The em dash (B2): a break before and after it, not between two.
    case breakBoth
    /// The slash (SY): a break after it, unless a digit follows.
    case slash
    /// An ideograph, kana or emoji (ID): a break before and after it.
    case ideograph
    /// Closing punctuation and marks that must not begin a line (CL, CP, IS, EX, NS).
    case closing
    /// Opening punctuation (OP): no break after it.
    case opening
    /// A quotation mark (QU): no break on either side.
    case quote

    /// The class of `scalar`.
    @inline(__always)
    init(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        guard value < 0x80 else {
            self = Self.nonASCII(value, scalar: scalar)
            return
        }
        switch UInt8(value) {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): self = .digit
        case UInt8(ascii: "-"): self = .hyphen
        case UInt8(ascii: "/"): self = .slash
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: "."),
             UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "!"), UInt8(ascii: "?"): self = .closing
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): self = .opening
        case UInt8(ascii: "\""), UInt8(ascii: "'"): self = .quote
        default: self = .other
        }
    }

    private static func nonASCII(_ value: UInt32, scalar: Unicode.Scalar) -> LineBreakClass {
        switch value {
        case 0x2010, 0x2012, 0x2013: return .breakAfter
        case 0x2014: return .breakBoth
        case 0x2018, 0x2019, 0x201C, 0x201D, 0x00AB, 0x00BB: return .quote
        case 0x2026, 0x3001, 0x3002, 0x300D, 0x300F, 0x3011, 0x3015, 0x3009, 0x300B, 0x30FB, 0x30FC,
             0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF01, 0xFF1F, 0xFF3D, 0xFF5D:
            return .closing
        case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E,
             0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6,
             0x309D, 0x309E, 0x30FD, 0x30FE, 0x3005:
            // Small kana and iteration marks (NS) do not begin a line.
            return .closing
        case 0x300C, 0x300E, 0x3010, 0x3014, 0x3008, 0x300A, 0xFF08, 0xFF3B, 0xFF5B: return .opening
        case 0x2E80...0x2FFF, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
             0xFF01...0xFF60, 0x20000...0x3FFFD:
            return .ideograph
        case 0x1F000...0x1FAFF where scalar.properties.isEmojiPresentation:
            return .ideograph
        default:
            return scalar.properties.numericType == .decimal ? .digit : .other
        }
    }

    /// Whether a line may break between a character of class `left` and the next, of class `self`;
    /// `leftBeginsWord` says the left one is the first character after a space or a paragraph's start.
    @inline(__always)
    func allowsBreak(after left: LineBreakClass, leftBeginsWord: Bool) -> Bool {
        switch self {
        case .closing, .hyphen, .breakAfter, .slash, .quote: return false
        default: break
        }
        switch left {
        case .opening, .quote: return false
        case .hyphen: return self != .digit && !leftBeginsWord
        case .breakAfter: return !leftBeginsWord
        case .slash: return self != .digit
        case .breakBoth: return self != .breakBoth
        case .ideograph: return true
        case .other, .digit, .closing: return self == .breakBoth || self == .ideograph
        }
    }
}

/// Finding line breaks in a run of characters, one character at a time: the last character's
/// class and whether it began the run (after a space or a paragraph's start).
struct WordBreaks {
    private var left: LineBreakClass?
    private var leftBeginsWord = false

    /// Whether a line may break before `scalar`, the run's next character (one that does not
    /// extend the glyph before it).
    @inline(__always)
    mutating func next(_ scalar: Unicode.Scalar) -> Bool {
        let current = LineBreakClass(scalar)
        defer {
            leftBeginsWord = left == nil
            left = current
        }
        guard let left else { return false }
        return current.allowsBreak(after: left, leftBeginsWord: leftBeginsWord)
    }
}

/// A run of characters split where a line may break inside it (`LineBreakClass`).
public enum LineBreaks {
    /// `word` (characters with no space among them) cut at the places a line may break, in order:
    /// "well-known" is "well-" and "known".
    public static func pieces(of word: Substring) -> [Substring] {
        var pieces: [Substring] = []
        var start = word.startIndex
        var breaks = WordBreaks()
        var previous: Unicode.Scalar?
        var index = word.unicodeScalars.startIndex
        while index < word.unicodeScalars.endIndex {
            let scalar = word.unicodeScalars[index]
            if !scalar.extendsGlyph(after: previous), breaks.next(scalar), index > start {
                pieces.append(word[start..<index])
                start = index
            }
            previous = scalar
            index = word.unicodeScalars.index(after: index)
        }
        if start < word.endIndex { pieces.append(word[start...]) }
        return pieces
    }
}
