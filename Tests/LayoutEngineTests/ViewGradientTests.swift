// A gradient's text, as a look's colour keeps it: written and read back exactly, a colour's own
// parentheses and commas kept; anything else is a colour's name.
import LayoutEngine
import Testing

@Suite struct ViewGradientTests {
    @Test("a gradient's text reads back as the gradient, for every kind")
    func roundTrip() {
        let stops = [ViewGradient.Stop(colour: "rgb(1, 0.5, 0)", location: 0, opacity: 0.5),
                     ViewGradient.Stop(colour: "Brand Blue 2", location: 0.25, lightening: 0.2),
                     ViewGradient.Stop(colour: "clear", location: 1)]
        let gradients = [
            ViewGradient(.linear(start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1)), stops: stops),
            ViewGradient(.radial(center: Point(x: 0.5, y: 0.5), startRadius: 5, endRadius: 40.5), stops: stops),
            ViewGradient(.elliptical(center: Point(x: 0, y: 1), startFraction: 0, endFraction: 0.5), stops: stops),
            ViewGradient(.angular(center: Point(x: 0.5, y: 0.5), startAngle: -90, endAngle: 270), stops: stops),
        ]
        for gradient in gradients { #expect(ViewGradient(text: gradient.text) == gradient, "\(gradient.text)") }
        #expect(gradients[0].text
                    == "linearGradient(from 0.5 0 to 0.5 1; rgb(1, 0.5, 0) at 0 opacity 0.5; Brand Blue 2 at 0.25 lighter 0.2; clear at 1)")
        #expect(gradients.map(\.kindName) == ["linearGradient", "radialGradient", "ellipticalGradient", "angularGradient"])
    }

    @Test("colour names and malformed texts are no gradient")
    func notGradients() {
        for text in ["blue", "rgb(1, 0, 0)", "linearGradient", "linearGradient(from 0 0 to 1; blue at 0)",
                     "radialGradient(from 0 0 to 1 1; blue at 0)", "linearGradient(from 0 0 to 1 1; blue)",
                     "linearGradient(from 0 0 to 1 1; blue at 0 sparkle 2)"] {
            #expect(ViewGradient(text: text) == nil, "\(text)")
        }
    }
}
