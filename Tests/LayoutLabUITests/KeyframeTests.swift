// Keyframe animation laid out at rest: the content gets the initial value [DOC
// `KeyframeAnimator.init(initialValue:trigger:content:keyframes:)`: `initialValue` is "the initial
// value that the keyframes will animate from"; the keyframes play "when the given trigger value
// changes"], so the keyframes move nothing; a timeline's duration is its longest track's.
import LayoutLabUI
import Testing

@Suite("Keyframes")
struct KeyframeTests {
    struct Pulse {
        var scale = 1.0
        var lift = 12.0
    }

    /// A 100 × 50 colour in a 200 × 200 proposal sits at (50, 75); the initial value's 12-point
    /// lift offsets it to (50, 87), whatever the keyframes say.
    @Test("keyframeAnimator lays the view out with the initial value")
    func modifierUsesTheInitialValue() {
        let result = LayoutLab.layout(
            Color.red.frame(width: 100, height: 50)
                .keyframeAnimator(initialValue: Pulse(), trigger: false) { view, value in
                    view.id("pulse").scaleEffect(value.scale).offset(y: value.lift)
                } keyframes: { _ in
                    KeyframeTrack(\.lift) {
                        CubicKeyframe(-30, duration: 0.2)
                        SpringKeyframe(0, spring: .bouncy)
                    }
                    KeyframeTrack(\.scale) { LinearKeyframe(1.2, duration: 0.3) }
                },
            in: ProposedViewSize(width: 200, height: 200))
        expectFrame(result, "pulse", CGRect(x: 50, y: 87, width: 100, height: 50))
    }

    /// The view form, repeating: a square whose side is the value, 40 at rest.
    @Test("KeyframeAnimator (repeating) makes its content with the initial value")
    func viewUsesTheInitialValue() {
        let result = LayoutLab.layout(
            KeyframeAnimator(initialValue: 40.0) { side in
                Color.blue.frame(width: side, height: side).id("square")
            } keyframes: { _ in
                KeyframeTrack {
                    MoveKeyframe(10)
                    CubicKeyframe(80, duration: 1)
                }
            },
            in: ProposedViewSize(width: 100, height: 100))
        expectFrame(result, "square", CGRect(x: 30, y: 30, width: 40, height: 40))
    }

    /// Tracks run side by side and keyframes one after another: lift 0.2 + 0.5 (a spring without a
    /// duration takes the default spring's 0.5 s) = 0.7 s beside scale's 0.3 s.
    @Test("a KeyframeTimeline lasts as long as its longest track and answers the initial value at rest")
    func timelineDuration() {
        let timeline = KeyframeTimeline(initialValue: Pulse()) {
            KeyframeTrack(\.lift) {
                CubicKeyframe(-30, duration: 0.2)
                SpringKeyframe(0, spring: .bouncy)
            }
            KeyframeTrack(\.scale) { LinearKeyframe(1.2, duration: 0.3) }
        }
        #expect(abs(timeline.duration - 0.7) < 1e-9)
        #expect(timeline.value(time: 0.1).lift == 12)
    }
}
