// Progress indicators drawn with GeometryReader: a ring that sizes its stroke to the space it gets,
// and a capsule bar whose fill is a fraction of the reader's width.
import SwiftUI

struct ProgressRing: View {
    let progress: Double
    var lineWidth: CGFloat = 12

    var body: some View {
        GeometryReader { proxy in
            let side = min(proxy.size.width, proxy.size.height)
            ZStack {
                Circle()
                    .stroke(Color.gray.opacity(0.2), lineWidth: lineWidth)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(Color.accentColor, lineWidth: lineWidth)
                    .rotationEffect(.degrees(-90))
                Text("\(Int(progress * 100))%")
                    .font(.system(size: max(side * 0.22, 12), weight: .bold, design: .rounded))
            }
            .frame(width: side, height: side)
        }
        .aspectRatio(1, contentMode: .fit)
    }
}

struct ProgressBar: View {
    let value: Double

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Color(.systemGray5))
                Capsule()
                    .fill(Color.green)
                    .frame(width: proxy.size.width * value)
            }
        }
        .frame(height: 8)
    }
}

struct GoalCard: View {
    let title: String
    let progress: Double

    var body: some View {
        HStack(spacing: 16) {
            ProgressRing(progress: progress, lineWidth: 8)
                .frame(width: 64)
            VStack(alignment: .leading, spacing: 8) {
                Text(title)
                    .font(.headline)
                ProgressBar(value: progress)
            }
        }
        .padding()
        .background(.background, in: RoundedRectangle(cornerRadius: 16))
    }
}

// Seed 002 (fatbobman): a GeometryReader takes the size it is proposed. In 16 points of padding
// the bar's reader is proposed 358 × 8 by its fixed height frame, so it is 358 × 8; an
// `aspectRatio(1, contentMode: .fit)` around the ring's reader in a 200 × 300 proposal makes it
// 200 × 200 (seed 003).
Experiment("pasted/progress/readers", proposal: ProposedViewSize(width: 390, height: 300),
           expect: ["bar": CGSize(width: 358, height: 8),
                    "ring": CGSize(width: 200, height: 200)]) {
    VStack(spacing: 16) {
        ProgressBar(value: 0.4).id("bar")
        ProgressRing(progress: 0.4)
            .id("ring")
            .frame(width: 200)
    }
    .padding()
}

#Preview {
    VStack(spacing: 24) {
        ProgressRing(progress: 0.72)
            .frame(width: 180)
        GoalCard(title: "Close your rings", progress: 0.45)
        GoalCard(title: "Read 20 books", progress: 0.8)
    }
    .padding()
}
