// Text's weight, design and spacing as users write them: `.bold()`, `.fontWeight`, `.font(.system(
// size:weight:design:))`, `.font(.body.weight(...))`, `.monospaced()`, `.monospacedDigit()`,
// `.kerning`, `.tracking`. Widths are the engine's SF Pro model (SFProWidthTests derives them from
// the tables): "Bold" 37 in bold at 17 pt, 34.33 regular; "Mono" 42.33 in SF Mono; "ABC" 33.67,
// 39.67 with 2 points after each character; "1111" 30, 41.33 with tabular digits.
import LayoutLabUI
import Testing

@Suite("Text traits")
struct TextTraitsTests {
    func width(_ text: Text) -> CGFloat? {
        LayoutLab.layout(text.id("t"), in: .unspecified)["t"]?.width
    }

    @Test("bold, fontWeight and a font's weight all set the bold cut; the nearest setting wins")
    func weights() {
        #expect(width(Text("Bold")) == 103.0 / 3)
        #expect(width(Text("Bold").bold()) == 37)
        #expect(width(Text("Bold").fontWeight(.bold)) == 37)
        #expect(width(Text("Bold").font(.system(size: 17, weight: .bold))) == 37)
        #expect(width(Text("Bold").font(.body.weight(.bold))) == 37)
        #expect(width(Text("Bold").font(.body.bold())) == 37)
        // A Text modifier applies over the font's own weight, written before or after it.
        #expect(width(Text("Bold").bold().font(.body)) == 37)
        #expect(width(Text("Bold").fontWeight(.regular).font(.body.bold())) == 103.0 / 3)
    }

    @Test("monospaced is SF Mono; monospacedDigit sets tabular figures")
    func designs() {
        #expect(width(Text("Mono").monospaced()) == 127.0 / 3)
        #expect(width(Text("Mono").font(.system(size: 17, design: .monospaced))) == 127.0 / 3)
        #expect(width(Text("Mono").font(.body.monospaced())) == 127.0 / 3)
        #expect(width(Text("1111")) == 30)
        #expect(width(Text("1111").monospacedDigit()) == 124.0 / 3)
        #expect(width(Text("1111").font(.body.monospacedDigit())) == 124.0 / 3)
    }

    @Test("kerning and tracking add their points after each character")
    func spacing() {
        #expect(width(Text("ABC")) == 101.0 / 3)
        #expect(width(Text("ABC").kerning(2)) == 119.0 / 3)
        #expect(width(Text("ABC").tracking(2)) == 119.0 / 3)
    }

    @Test("truncationMode(.middle) keeps both ends: 193.67 of a 200-point frame at 13 pt (TextTruncationTests)")
    func truncation() {
        let path = "/home/kyoshikawa/Documents/projects/synca-test/synca-test/source"
        let middle = LayoutLab.layout(Text(path).font(.system(size: 13)).lineLimit(1).truncationMode(.middle).id("t"),
                                      in: ProposedViewSize(width: 200, height: nil))
        #expect(middle["t"]?.width == 581.0 / 3)
        let tail = LayoutLab.layout(Text(path).font(.system(size: 13)).lineLimit(1).id("t"), in: ProposedViewSize(width: 200, height: nil))
        #expect(tail["t"]?.width == 599.0 / 3)
    }
}

@Suite("Text traits on containers")
struct ContainerTextTraitsTests {
    @Test("View.bold(), .fontWeight, .monospaced() and .monospacedDigit() reach the Text inside")
    func containers() {
        let result = LayoutLab.layout(in: .unspecified) {
            VStack {
                VStack { Text("Bold").id("bold") }.bold()
                VStack { Text("Bold").id("weight") }.fontWeight(.bold)
                VStack { Text("Mono").id("mono") }.monospaced()
                VStack { Text("1111").id("digits") }.monospacedDigit()
                VStack { Text("Bold").id("regular") }.bold(false)
            }
        }
        #expect(result["bold"]?.width == 37)
        #expect(result["weight"]?.width == 37)
        #expect(result["mono"]?.width == 127.0 / 3)
        #expect(result["digits"]?.width == 124.0 / 3)
        #expect(result["regular"]?.width == 103.0 / 3)
    }
}

@Suite("Text tightening in views")
struct TextTighteningViewTests {
    @Test("allowsTightening(true) keeps \"Tight fit\" on one 57-point line in 58 points (TextTighteningTests)")
    func tightening() {
        let tight = LayoutLab.layout(Text("Tight fit").allowsTightening(true).id("t"), in: ProposedViewSize(width: 58, height: nil))
        #expect(tight["t"]?.size == CGSize(width: 57, height: 20.333333333333332))
        let loose = LayoutLab.layout(Text("Tight fit").id("t"), in: ProposedViewSize(width: 58, height: nil))
        #expect(loose["t"]?.height == 40.666666666666664)
    }
}
