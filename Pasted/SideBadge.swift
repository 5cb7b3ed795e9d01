// A badge turned on its side and pins placed by CoreGraphics' transform math: the frame a rotated
// card needs is its rectangle's bounding box after the rotation (`CGRect.applying`), and a point
// moved by a concatenated transform (and back by its inverse) places a pin.
import SwiftUI
import CoreGraphics

struct SideBadge: View {
    let size = CGSize(width: 120, height: 40)

    var body: some View {
        let turned = CGRect(origin: .zero, size: size).applying(CGAffineTransform(rotationAngle: .pi / 2))
        Text("NEW")
            .frame(width: size.width, height: size.height)
            .background(Color.red, in: Capsule())
            .rotationEffect(.degrees(90))
            .frame(width: turned.width, height: turned.height)
            .id("badge")
    }
}

/// Scale by 2, then move by (5, 7): (10, 0) goes to (25, 7); the inverse brings (25, 7) back to (10, 0).
let pinTransform = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 5, y: 7))

struct Pins: View {
    var body: some View {
        ZStack {
            Color.blue.frame(width: 10, height: 10).id("pin").position(CGPoint(x: 10, y: 0).applying(pinTransform))
            Color.green.frame(width: 10, height: 10).id("back").position(CGPoint(x: 25, y: 7).applying(pinTransform.inverted()))
        }
    }
}

// A 120 × 40 card turned 90° needs a 40 × 120 frame (cos 90° = 0, sin 90° = 1).
Experiment("pasted/side-badge", proposal: ProposedViewSize(width: 200, height: 200),
           expect: ["badge": CGSize(width: 40, height: 120)]) {
    SideBadge()
}

// `.position` centres each pin on its point: the pin at (25, 7), the one moved back at (10, 0).
Experiment("pasted/pins", proposal: ProposedViewSize(width: 100, height: 100),
           expect: ["pin": CGRect(x: 20, y: 2, width: 10, height: 10), "back": CGRect(x: 5, y: -5, width: 10, height: 10)]) {
    Pins()
}

#Preview { SideBadge() }
