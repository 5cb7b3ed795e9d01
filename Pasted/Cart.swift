// A shopping cart as an app writes it: rows edited through `ForEach($items) { $item in ... }`,
// a quantity stepper bound to each row, `.onDelete` with `remove(atOffsets:)`, a promo-code field,
// `LabeledContent` totals with a currency format, a checkout button in a `safeAreaInset`, and the
// previews written the pre-`#Preview` way: a `PreviewProvider` inside `#if DEBUG` whose `Group`
// holds two previews.
import SwiftUI

struct CartItem: Identifiable {
    let id: Int
    var title: String
    var detail: String
    var price: Decimal
    var quantity: Int
}

struct QuantityStepper: View {
    @Binding var quantity: Int

    var body: some View {
        HStack(spacing: 0) {
            Button { quantity -= 1 } label: {
                Image(systemName: "minus").frame(width: 32, height: 32)
            }
            .disabled(quantity <= 1)
            Text("\(quantity)")
                .font(.subheadline.weight(.semibold))
                .frame(minWidth: 28)
            Button { quantity += 1 } label: {
                Image(systemName: "plus").frame(width: 32, height: 32)
            }
        }
        .background(Capsule().fill(Color(uiColor: .secondarySystemBackground)))
    }
}

struct CartRow: View {
    @Binding var item: CartItem

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            RoundedRectangle(cornerRadius: 10)
                .fill(.quaternary)
                .frame(width: 64, height: 64)
                .overlay(Image(systemName: "shippingbox").foregroundStyle(.secondary))
                .id("thumbnail")
            VStack(alignment: .leading, spacing: 4) {
                Text(item.title).font(.headline).lineLimit(1)
                Text(item.detail)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
                    .fixedSize(horizontal: false, vertical: true)
                QuantityStepper(quantity: $item.quantity)
                    .padding(.top, 4)
            }
            Spacer(minLength: 0)
            Text(item.price * Decimal(item.quantity), format: .currency(code: "USD"))
                .font(.subheadline.weight(.medium))
                .monospacedDigit()
        }
        .padding(.vertical, 8)
    }
}

struct CartView: View {
    @State private var items = [
        CartItem(id: 1, title: "Ceramic pour-over set", detail: "Matte white, dishwasher safe, includes 40 filters",
                 price: 34.5, quantity: 1),
        CartItem(id: 2, title: "Single-origin beans", detail: "Ethiopia Yirgacheffe · 250 g", price: 16, quantity: 2),
    ]
    @State private var promo = ""

    private var subtotal: Decimal { items.reduce(0) { $0 + $1.price * Decimal($1.quantity) } }

    var body: some View {
        List {
            Section {
                ForEach($items) { $item in
                    CartRow(item: $item)
                }
                .onDelete { items.remove(atOffsets: $0) }
            }
            Section("Promo code") {
                HStack {
                    TextField("Enter code", text: $promo)
                        .textInputAutocapitalization(.characters)
                    Button("Apply") {}
                        .disabled(promo.isEmpty)
                }
            }
            Section {
                LabeledContent("Subtotal") { Text(subtotal, format: .currency(code: "USD")) }
                LabeledContent("Shipping", value: "Free")
            }
        }
        .safeAreaInset(edge: .bottom) {
            Button {} label: {
                Text("Checkout")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 14)
                    .background(Color.accentColor, in: RoundedRectangle(cornerRadius: 14))
                    .foregroundStyle(.white)
            }
            .padding(.horizontal)
        }
    }
}

// The stepper: two fixed 32 × 32 buttons (a Button is its label) around a count that a flexible
// frame makes at least 28 wide, no spacing: 32 + 28 + 32 = 92 wide and 32 high, centred in
// 200 × 100 at (54, 34).
Experiment("Cart/stepper", proposal: ProposedViewSize(width: 200, height: 100),
           expect: ["stepper": CGRect(x: 54, y: 34, width: 92, height: 32)]) {
    QuantityStepper(quantity: .constant(2)).id("stepper")
}

// A row proposed 358 wide and its own height: the thumbnail is the top-aligned HStack's first
// child, at its leading edge, below the row's 8 points of vertical padding.
Experiment("Cart/row", proposal: ProposedViewSize(width: 358, height: nil),
           expect: ["thumbnail": CGRect(x: 0, y: 8, width: 64, height: 64)]) {
    CartRow(item: .constant(CartItem(id: 1, title: "Beans", detail: "250 g", price: 16, quantity: 2)))
}

#if DEBUG
struct CartView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            NavigationStack {
                CartView().navigationTitle("Cart")
            }
            .previewDisplayName("Cart")
            CartRow(item: .constant(CartItem(id: 3, title: "Filters", detail: "100 pack", price: 6, quantity: 3)))
                .padding()
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Row")
        }
    }
}
#endif
