// An order summary: line items with quantities, subtotal, shipping, a discount code and the total,
// with leaders between labels and amounts made by Spacers.
import SwiftUI

struct LineItem: Identifiable {
    let id = UUID()
    let name: String
    let quantity: Int
    let unitPrice: Double

    var total: Double { Double(quantity) * unitPrice }
}

struct AmountRow: View {
    let title: String
    let amount: Double
    var emphasized = false

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(amount, format: .currency(code: "USD"))
                .monospacedDigit()
        }
        .font(emphasized ? .headline : .subheadline)
        .foregroundStyle(emphasized ? .primary : .secondary)
    }
}

struct ReceiptSummary: View {
    let items = [
        LineItem(name: "Pour-over kettle", quantity: 1, unitPrice: 48),
        LineItem(name: "Paper filters (100)", quantity: 2, unitPrice: 6.5),
        LineItem(name: "Single-origin beans", quantity: 3, unitPrice: 14.25),
    ]
    let shipping = 4.99
    let discount = 10.0
    @State private var code = "WELCOME10"

    var subtotal: Double { items.reduce(0) { $0 + $1.total } }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Order summary")
                .font(.title3.bold())
            ForEach(items) { item in
                HStack(alignment: .firstTextBaseline) {
                    Text("\(item.quantity)×")
                        .foregroundStyle(.secondary)
                        .frame(width: 28, alignment: .leading)
                    Text(item.name)
                    Spacer()
                    Text(item.total, format: .currency(code: "USD"))
                }
                .font(.subheadline)
            }
            Divider()
            AmountRow(title: "Subtotal", amount: subtotal)
            AmountRow(title: "Shipping", amount: shipping)
            HStack {
                TextField("Discount code", text: $code)
                    .textFieldStyle(.roundedBorder)
                    .textInputAutocapitalization(.characters)
                Button("Apply") {}
                    .buttonStyle(.bordered)
            }
            AmountRow(title: "Discount", amount: -discount)
            Divider()
            AmountRow(title: "Total", amount: subtotal + shipping - discount, emphasized: true)
        }
        .padding(20)
        .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 16))
        .padding()
    }
}

// Derivation (stack rule): a Spacer takes what its row leaves; in a 300-wide row of spacing 8 with a
// 28-wide quantity column and a 60-wide amount, the Spacer gets 300 − 28 − 60 − 2 × 8 = 196, and
// the amount ends at the trailing edge: x = 240.
Experiment("pasted/receipt/row", proposal: ProposedViewSize(width: 300, height: 20),
           expect: ["spacer": CGSize(width: 196, height: 20),
                    "amount": CGRect(x: 240, y: 0, width: 60, height: 20)]) {
    HStack(spacing: 8) {
        Color.gray.frame(width: 28, height: 20)
        Spacer().frame(maxHeight: .infinity).id("spacer")
        Color.gray.frame(width: 60, height: 20).id("amount")
    }
}

#Preview {
    ScrollView {
        ReceiptSummary()
    }
    .background(Color(.systemGroupedBackground))
}
