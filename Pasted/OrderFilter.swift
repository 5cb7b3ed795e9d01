// A filtered order list: a segmented picker over a list of orders with status pills.
import SwiftUI

enum OrderStatus: String, CaseIterable, Identifiable {
    case open = "Open", shipped = "Shipped", done = "Done"
    var id: String { rawValue }

    var color: Color {
        switch self {
        case .open: return .orange
        case .shipped: return .blue
        case .done: return .green
        }
    }
}

struct Order: Identifiable {
    let id: Int
    let customer: String
    let total: Double
    let status: OrderStatus
}

let orders = [
    Order(id: 1001, customer: "Lena Fischer", total: 84.5, status: .open),
    Order(id: 1002, customer: "Tom Okafor", total: 19.99, status: .shipped),
    Order(id: 1003, customer: "Ines Duarte", total: 240, status: .open),
    Order(id: 1004, customer: "Kai Nakamura", total: 12, status: .done),
]

struct StatusPill: View {
    let status: OrderStatus

    var body: some View {
        Text(status.rawValue)
            .font(.caption.weight(.semibold))
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
            .background(status.color.opacity(0.15), in: Capsule())
            .foregroundStyle(status.color)
    }
}

struct OrderList: View {
    @State private var filter: OrderStatus = .open

    var filtered: [Order] { orders.filter { $0.status == filter } }

    var body: some View {
        VStack(spacing: 0) {
            Picker("Status", selection: $filter) {
                ForEach(OrderStatus.allCases) { status in
                    Text(status.rawValue).tag(status)
                }
            }
            .pickerStyle(.segmented)
            .padding()
            List(filtered) { order in
                HStack {
                    VStack(alignment: .leading) {
                        Text("#\(order.id)")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                        Text(order.customer)
                    }
                    Spacer()
                    VStack(alignment: .trailing) {
                        Text(order.total, format: .currency(code: "EUR"))
                        StatusPill(status: order.status)
                    }
                }
            }
            .listStyle(.plain)
        }
    }
}

#Preview {
    NavigationStack {
        OrderList()
            .navigationTitle("Orders")
            .navigationBarTitleDisplayMode(.inline)
    }
}
