// A news article card: hero image, category, headline, summary and a byline with reading time.
import SwiftUI

struct Article: Identifiable {
    let id = UUID()
    let category: String
    let headline: String
    let summary: String
    let author: String
    let minutes: Int
}

struct ArticleCard: View {
    let article: Article

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Image("hero")
                .resizable()
                .aspectRatio(contentMode: .fill)
                .frame(height: 180)
                .frame(maxWidth: .infinity)
                .clipped()
            VStack(alignment: .leading, spacing: 8) {
                Text(article.category.uppercased())
                    .font(.caption.weight(.heavy))
                    .foregroundStyle(.tint)
                Text(article.headline)
                    .font(.title3.bold())
                    .lineLimit(3)
                Text(article.summary)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
                HStack {
                    Text("By \(article.author)")
                    Spacer()
                    Label("\(article.minutes) min", systemImage: "clock")
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            }
            .padding(16)
        }
        .background(Color(.systemBackground))
        .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
        .shadow(color: .black.opacity(0.08), radius: 12, x: 0, y: 4)
    }
}

let sampleArticle = Article(
    category: "Design",
    headline: "Why the best interfaces feel inevitable",
    summary: "Great layout is mostly about saying no: fewer sizes, fewer alignments, more rhythm.",
    author: "Sam Rivera",
    minutes: 6)

// Derivation (seed 004): `frame(height: 180)` around a resizable image proposes the image its width
// and 180; the outer `frame(maxWidth: .infinity)` takes the 358 points inside the padding, so the
// hero is 358 wide and exactly 180 high (the inner frame answers its fixed height).
Experiment("pasted/article/hero", proposal: ProposedViewSize(width: 390, height: 763),
           expect: ["hero": CGSize(width: 358, height: 180)]) {
    VStack(alignment: .leading, spacing: 0) {
        Image("hero")
            .resizable()
            .aspectRatio(contentMode: .fill)
            .frame(height: 180)
            .frame(maxWidth: .infinity)
            .id("hero")
        Text(sampleArticle.headline)
            .font(.title3)
            .padding(16)
    }
    .padding()
}

#Preview {
    ScrollView {
        ArticleCard(article: sampleArticle)
            .padding()
    }
}
