// Shop product cards in a two-column grid: image with a favourite button, name, price with a
// strikethrough original, and an add-to-cart button.
import SwiftUI

struct Product: Identifiable {
    let id: Int
    let name: String
    let price: Decimal
    var originalPrice: Decimal? = nil
    var isFavorite = false
}

let products = [
    Product(id: 1, name: "Ceramic mug", price: 18, originalPrice: 24, isFavorite: true),
    Product(id: 2, name: "Linen tote bag", price: 32),
    Product(id: 3, name: "Walnut desk organiser", price: 64),
    Product(id: 4, name: "Scented candle", price: 22, originalPrice: 28),
]

extension Decimal {
    var currency: String { "$\(self)" }
}

struct ProductCard: View {
    let product: Product

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Rectangle()
                .fill(Color(.tertiarySystemFill))
                .aspectRatio(4 / 5, contentMode: .fit)
                .overlay(alignment: .topTrailing) {
                    Button {
                    } label: {
                        Image(systemName: product.isFavorite ? "heart.fill" : "heart")
                            .padding(8)
                            .background(.ultraThinMaterial, in: Circle())
                    }
                    .padding(8)
                }
                .clipShape(RoundedRectangle(cornerRadius: 12))
            Text(product.name)
                .font(.subheadline)
                .lineLimit(1)
            HStack(spacing: 6) {
                Text(product.price.currency)
                    .font(.headline)
                if let original = product.originalPrice {
                    Text(original.currency)
                        .font(.caption)
                        .strikethrough()
                        .foregroundStyle(.secondary)
                }
            }
            Button {
            } label: {
                Label("Add", systemImage: "cart.badge.plus")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.bordered)
            .controlSize(.small)
        }
    }
}

struct ShopGrid: View {
    let columns = [GridItem(.flexible(), spacing: 16), GridItem(.flexible())]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 24) {
                ForEach(products) { ProductCard(product: $0) }
            }
            .padding()
        }
    }
}

// Derivation: two flexible columns with a 16-point gutter inside 16 points of padding share
// 390 − 32 − 16 = 342: 171 each. A 4:5 image proposed 171 wide and no height fits to 171 × 213.75.
Experiment("pasted/shop/image", proposal: ProposedViewSize(width: 390, height: 763),
           expect: ["image0": CGSize(width: 171, height: 213.75),
                    "image1": CGRect(x: 16 + 171 + 16, y: 16, width: 171, height: 213.75)]) {
    LazyVGrid(columns: [GridItem(.flexible(), spacing: 16), GridItem(.flexible())], spacing: 24) {
        Rectangle().aspectRatio(4 / 5, contentMode: .fit).id("image0")
        Rectangle().aspectRatio(4 / 5, contentMode: .fit).id("image1")
    }
    .padding()
    .frame(maxHeight: .infinity, alignment: .top)
}

#Preview {
    ShopGrid()
}
