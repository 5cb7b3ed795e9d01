// Score ring: a hand-drawn gauge (a `Path` filled and stroked like any shape, a ring stroked and
// then filled), an older design's `#colorLiteral` colours, a localized caption with a translator's
// comment, SF Symbols at a variable value, a material card, hierarchical tint levels, inner
// shadows, a custom transition, an editable list over a binding, drag and drop, and a timer
// published from an array.
import SwiftUI
import Combine

struct Wedge: Shape {
    var start: Angle
    var end: Angle

    func path(in rect: CGRect) -> Path {
        Path { path in
            let center = CGPoint(x: rect.midX, y: rect.midY)
            path.move(to: center)
            path.addArc(center: center, radius: rect.width / 2, startAngle: start - .degrees(90),
                        endAngle: end - .degrees(90), clockwise: false)
            path.closeSubpath()
        }
    }
}

struct ScoreRing: View {
    var score: Double
    private let accent = Color(#colorLiteral(red: 0.2862745098, green: 0.1176470588, blue: 0.7215686275, alpha: 1))

    var body: some View {
        ZStack {
            Circle()
                .stroke(lineWidth: 12)
                .fill(.tint.tertiary)
            Wedge(start: .zero, end: .degrees(360 * score))
                .fill(accent.shadow(.inner(color: .black.opacity(0.2), radius: 2, x: 1, y: 1)))
            Path { path in
                path.addEllipse(in: CGRect(x: 0, y: 0, width: 8, height: 8))
            }
            .stroke(.white, lineWidth: 1)
            .fill(.white.opacity(0.5))
            .frame(width: 8, height: 8)
        }
        .frame(width: 120, height: 120)
    }
}

struct ScoreCard: View {
    var score = 0.72
    @State private var shown = true
    @State private var levels = ["Easy", "Medium", "Hard"]
    @State private var chosen: String?

    var body: some View {
        VStack(spacing: 12) {
            ScoreRing(score: score)
            Text("Your score is \(Int(score * 100)) points", comment: "The player's score out of 100.")
                .font(.headline)
            Label {
                Text("Signal", tableName: "Scores", bundle: .module, comment: "Connection strength.")
            } icon: {
                Image(systemName: "wifi", variableValue: score)
            }
            if shown {
                RoundedRectangle(cornerRadius: 8)
                    .strokeBorder(Color(#colorLiteral(red: 1, green: 0.45, blue: 0.45, alpha: 1)), lineWidth: 2)
                    .fill(.background)
                    .frame(height: 24)
                    .draggable("score")
                    .transition(.modifier(active: Dimmed(amount: 1), identity: Dimmed(amount: 0)))
            }
            List($levels, id: \.self, editActions: .all, selection: $chosen) { $level in
                TextField("Level", text: $level)
            }
            .dropDestination(for: String.self) { items, _ in
                levels.append(contentsOf: items)
                return true
            }
        }
        .padding()
        .background(Material.thin, in: .rect(cornerRadius: 16))
        .onReceive([score].publisher.first()) { value in
            shown = value > 0
        }
    }
}

struct Dimmed: ViewModifier {
    var amount: Double

    func body(content: Content) -> some View {
        content.opacity(1 - amount * 0.5)
    }
}

// Derivation: a shape takes the size it is proposed (SwiftUI's `Shape` fills its frame; seed 002),
// and a `Path` is a shape. In a VStack with no spacing the path is proposed the frame's 200 × 50
// and takes it; the literal-coloured rectangle has its fixed 80 × 30. The stack is 80 high and
// centred in the 200 × 200 frame: it starts at y = (200 − 80) / 2 = 60, so the path is at
// (0, 60) and the rectangle, centred across, at ((200 − 80) / 2, 60 + 50) = (60, 110).
Experiment("pasted/score-ring/path-and-literal", proposal: ProposedViewSize(width: 200, height: 200),
           expect: ["path": CGRect(x: 0, y: 60, width: 200, height: 50),
                    "literal": CGRect(x: 60, y: 110, width: 80, height: 30)]) {
    VStack(spacing: 0) {
        Path { path in
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 200, y: 50))
        }
        .fill(.blue)
        .id("path")
        .frame(height: 50)
        Color(#colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
            .id("literal")
            .frame(width: 80, height: 30)
    }
    .frame(width: 200, height: 200)
}

// Derivation: a stroke is drawn over the shape's edge and a fill inside it; neither is laid out, so
// a stroked-then-filled circle keeps the 60 × 60 its frame proposes, centred in a 100 × 100 frame at (20, 20);
// a border-stroked, filled capsule keeps its 100 × 20, centred at (0, 40).
Experiment("pasted/score-ring/stroke-then-fill", proposal: ProposedViewSize(width: 100, height: 100),
           expect: ["ring": CGRect(x: 20, y: 20, width: 60, height: 60),
                    "pill": CGRect(x: 0, y: 40, width: 100, height: 20)]) {
    ZStack {
        Circle()
            .stroke(lineWidth: 4)
            .fill(.red)
            .id("ring")
            .frame(width: 60, height: 60)
        Capsule()
            .strokeBorder(.green, lineWidth: 2)
            .fill(.green.opacity(0.2))
            .id("pill")
            .frame(height: 20)
    }
    .frame(width: 100, height: 100)
}

#Preview {
    ScoreCard()
}
