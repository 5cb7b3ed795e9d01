// The one terminal escaping rule: which scalars are escaped and how.
import Experiments
import Testing

@Suite struct TerminalTextTests {
    @Test func escapesControlsC1AndBidiButNotText() {
        #expect(TerminalText.escaped("a\u{1B}[2Jb") == "a\\u{1b}[2Jb")
        #expect(TerminalText.escaped("\u{0}\u{7F}\u{80}\u{85}\u{9B}\u{9F}") == "\\u{0}\\u{7f}\\u{80}\\u{85}\\u{9b}\\u{9f}")
        #expect(TerminalText.escaped("\u{202A}\u{202E}\u{2066}\u{2069}\u{200E}\u{200F}\u{61C}\u{2028}\u{2029}")
            == "\\u{202a}\\u{202e}\\u{2066}\\u{2069}\\u{200e}\\u{200f}\\u{61c}\\u{2028}\\u{2029}")
        #expect(TerminalText.escaped("a\nb\tc\rd") == "a\\nb\\tc\\rd")
        #expect(TerminalText.escaped("a\nb\tc\rd", keepingLineBreaks: true) == "a\nb\tc\\rd")
        #expect(TerminalText.escaped("café ∞ × → 日本 🙂 \u{A0}") == "café ∞ × → 日本 🙂 \u{A0}")
    }
}
