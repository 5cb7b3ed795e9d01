// A product review row: star rating, author, date and review text, with a "helpful" button.
import SwiftUI

struct StarRating: View {
    let rating: Int
    var maximum = 5
    var size: CGFloat = 16

    var body: some View {
        HStack(spacing: 4) {
            ForEach(0..<maximum, id: \.self) { index in
                Image(systemName: index < rating ? "star.fill" : "star")
                    .resizable()
                    .scaledToFit()
                    .frame(width: size, height: size)
                    .foregroundStyle(index < rating ? .yellow : .gray.opacity(0.4))
            }
        }
    }
}

struct Review: Identifiable {
    let id: Int
    let author: String
    let rating: Int
    let date: String
    let text: String
    let helpfulCount: Int
}

struct ReviewRow: View {
    let review: Review

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                StarRating(rating: review.rating)
                Spacer()
                Text(review.date)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Text(review.author)
                .font(.subheadline.bold())
            Text(review.text)
                .font(.body)
                .fixedSize(horizontal: false, vertical: true)
            Button {
            } label: {
                Label("Helpful (\(review.helpfulCount))", systemImage: "hand.thumbsup")
                    .font(.footnote)
            }
            .buttonStyle(.bordered)
            .controlSize(.small)
        }
        .padding(.vertical, 8)
    }
}

let reviews = [
    Review(id: 1, author: "Maya", rating: 5, date: "2 days ago",
           text: "Exactly what I needed. The battery lasts all week and the strap is comfortable.", helpfulCount: 12),
    Review(id: 2, author: "Jonas", rating: 3, date: "Last month",
           text: "Good value, but the app could be better.", helpfulCount: 1),
]

// Derivation: five 16 × 16 stars (a fixed frame answers its size) with 4 points between them:
// 5 × 16 + 4 × 4 = 96 wide, 16 high; star n starts at n × 20.
Experiment("pasted/review/stars", proposal: ProposedViewSize(width: 96, height: 16),
           expect: ["stars": CGRect(x: 0, y: 0, width: 96, height: 16),
                    "star3": CGRect(x: 60, y: 0, width: 16, height: 16)]) {
    HStack(spacing: 4) {
        ForEach(0..<5) { index in
            Image(systemName: "star.fill")
                .resizable()
                .scaledToFit()
                .frame(width: 16, height: 16)
                .id("star\(index)")
        }
    }
    .id("stars")
}

#Preview {
    List {
        Section("Reviews") {
            ForEach(reviews) { review in
                ReviewRow(review: review)
            }
        }
    }
}

#Preview("Stars", traits: .sizeThatFitsLayout) {
    StarRating(rating: 4, size: 24)
        .padding()
}
