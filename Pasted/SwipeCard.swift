// A card that follows a drag and springs back, and a row of settings with their labels hidden:
// `DragGesture` with `@GestureState`, `.updating`, `.onEnded`, a `TapGesture`, `.labelsHidden()`,
// a haptic through UIKit, and a preview with its own `@Previewable @State`, as Xcode 16 writes it.
import SwiftUI
import UIKit

struct SwipeCard: View {
    let title: String
    @GestureState private var dragOffset = CGSize.zero
    @State private var dismissed = false

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(Color.indigo.gradient)
            .overlay(alignment: .bottomLeading) {
                Text(title)
                    .font(.title2.bold())
                    .foregroundStyle(.white)
                    .padding()
            }
            .frame(height: 180)
            .offset(x: dragOffset.width)
            .rotationEffect(.degrees(Double(dragOffset.width) / 20))
            .gesture(
                DragGesture()
                    .updating($dragOffset) { value, state, _ in state = value.translation }
                    .onEnded { value in
                        if abs(value.predictedEndTranslation.width) > 200 {
                            UINotificationFeedbackGenerator().notificationOccurred(.success)
                            dismissed = true
                        }
                    }
            )
            .onTapGesture(count: 2) { dismissed.toggle() }
            .opacity(dismissed ? 0 : 1)
    }
}

struct QuietHoursRow: View {
    @Binding var isOn: Bool

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text("Quiet hours")
                Text("22:00 – 7:00").font(.footnote).foregroundStyle(.secondary)
            }
            Spacer()
            Toggle("Quiet hours", isOn: $isOn)
                .labelsHidden()
                .id("switch")
        }
        .padding()
    }
}

// Derivation: with its label hidden the Toggle is its switch alone (UISwitch's intrinsic 51 × 31),
// so the Spacer pushes it to the padded trailing edge: x = 390 − 16 − 51 = 323. The row is its
// taller child (two lines of text, 20.33 + 2 + 15.67 = 38) plus 16 above and below, 70 high, centred
// in 100 at y = 15; the switch is centred in the 38-high HStack at 15 + 16: y = 31 + 3.5 = 34.5.
Experiment("pasted/swipecard/row", proposal: ProposedViewSize(width: 390, height: 100),
           expect: ["switch": CGRect(x: 323, y: 34.5, width: 51, height: 31)]) {
    QuietHoursRow(isOn: .constant(true))
}

// Derivation: at rest no drag is under way, so the offset is zero and the card is the 358 × 180
// frame inside the 16-point padding: 390 × 212 centred in 400 at y = 94, the card 16 further in.
Experiment("pasted/swipecard/card", proposal: ProposedViewSize(width: 390, height: 400),
           expect: ["card": CGRect(x: 16, y: 110, width: 358, height: 180)]) {
    SwipeCard(title: "Lisbon").id("card").padding()
}

#Preview("Deck") {
    @Previewable @State var quiet = false
    VStack(spacing: 24) {
        SwipeCard(title: "Lisbon")
        QuietHoursRow(isOn: $quiet)
    }
    .padding()
}
