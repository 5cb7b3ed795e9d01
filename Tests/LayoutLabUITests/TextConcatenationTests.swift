// `Text + Text` keeps each part's font (TextRunTests derives the widths from the tables), and
// `.minimumScaleFactor` shrinks text that does not fit (TextScalingTests), as users write them.
// "Hi" bold + " there" regular at 17 pt: 61.67 wide (185/3), where all regular is 60.33; "a" + "Big"
// in `.title`: 48.33 × 33.67, a line as tall as the title's.
import LayoutLabUI
import Testing

@Suite("Text concatenation and shrinking")
struct TextConcatenationTests {
    func size(_ view: some View, width: CGFloat? = nil, height: CGFloat? = nil) -> CGSize? {
        LayoutLab.layout(view.id("t"), in: ProposedViewSize(width: width, height: height))["t"]?.size
    }

    @Test("each part keeps its own weight and font")
    func runs() {
        #expect(size(Text("Hi").bold() + Text(" there")) == CGSize(width: 185.0 / 3, height: 61.0 / 3))
        #expect(size(Text("Hi") + Text(" there")) == CGSize(width: 181.0 / 3, height: 61.0 / 3))
        #expect(size(Text("a") + Text("Big").font(.title)) == CGSize(width: 145.0 / 3, height: 101.0 / 3))
    }

    @Test("a font set on the whole reaches the parts without their own; a part's own modifiers win")
    func inheritance() {
        // "a" at 28 pt with "Big" in the title (28 pt): 53.67 (TextRunTests).
        #expect(size((Text("a") + Text("Big").font(.title)).font(.system(size: 28))) == CGSize(width: 161.0 / 3, height: 101.0 / 3))
        // A bold on the whole reaches "Hi"; " there" keeps its own regular weight.
        #expect(size((Text("Hi") + Text(" there").fontWeight(.regular)).bold()) == CGSize(width: 185.0 / 3, height: 61.0 / 3))
        // Parts styled alike stay one Text, as before.
        let plain = LayoutLab.layout(Text("Hi").bold() + Text(" there").bold(), in: .unspecified)
        #expect(plain.size == LayoutLab.layout(Text("Hi there").bold(), in: .unspecified).size)
    }

    @Test("minimumScaleFactor shrinks a line that does not fit, down to the factor, then cuts it")
    func shrinking() {
        let text = Text("Hello world").lineLimit(1).minimumScaleFactor(0.5)
        #expect(size(text, width: 60) == CGSize(width: 60, height: 41.0 / 3))
        #expect(size(text, width: 40) == CGSize(width: 113.0 / 3, height: 31.0 / 3))
        #expect(size(text, width: 100) == CGSize(width: 256.0 / 3, height: 61.0 / 3))
    }
}
