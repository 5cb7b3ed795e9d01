// Pricing tiles: plan name, price per month, feature checklist, and a call to action; the
// recommended plan has a highlighted border and a ribbon.
import SwiftUI

struct Plan: Identifiable {
    let id: String
    let name: String
    let monthlyPrice: Double
    let features: [String]
    var isRecommended = false
}

let plans = [
    Plan(id: "free", name: "Free", monthlyPrice: 0, features: ["1 project", "Community support"]),
    Plan(id: "pro", name: "Pro", monthlyPrice: 9.99, features: ["Unlimited projects", "Priority support", "Export to PDF"],
         isRecommended: true),
    Plan(id: "team", name: "Team", monthlyPrice: 29, features: ["Everything in Pro", "5 seats", "Admin console", "SSO"]),
]

struct FeatureRow: View {
    let text: String

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            Image(systemName: "checkmark.circle.fill")
                .foregroundStyle(.green)
            Text(text)
                .font(.subheadline)
        }
    }
}

struct PricingTile: View {
    let plan: Plan

    var priceText: String {
        plan.monthlyPrice == 0 ? "Free" : String(format: "$%.2f", plan.monthlyPrice)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text(plan.name)
                    .font(.headline)
                    .textCase(.uppercase)
                Spacer()
                if plan.isRecommended {
                    Text("Best value")
                        .font(.caption2.bold())
                        .padding(.horizontal, 8)
                        .padding(.vertical, 4)
                        .background(Color.accentColor, in: Capsule())
                        .foregroundStyle(.white)
                }
            }
            HStack(alignment: .firstTextBaseline, spacing: 2) {
                Text(priceText)
                    .font(.system(size: 34, weight: .bold, design: .rounded))
                if plan.monthlyPrice > 0 {
                    Text("/month")
                        .foregroundStyle(.secondary)
                }
            }
            VStack(alignment: .leading, spacing: 6) {
                ForEach(plan.features, id: \.self) { feature in
                    FeatureRow(text: feature)
                }
            }
            Button {
            } label: {
                Text(plan.monthlyPrice == 0 ? "Current plan" : "Choose \(plan.name)")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .disabled(plan.monthlyPrice == 0)
        }
        .padding(20)
        .background(RoundedRectangle(cornerRadius: 20).fill(Color(.secondarySystemBackground)))
        .overlay {
            RoundedRectangle(cornerRadius: 20)
                .strokeBorder(plan.isRecommended ? Color.accentColor : .clear, lineWidth: 2)
        }
    }
}

#Preview {
    ScrollView {
        VStack(spacing: 16) {
            ForEach(plans) { plan in
                PricingTile(plan: plan)
            }
        }
        .padding()
    }
}

#Preview("Side by side", traits: .landscapeLeft) {
    HStack(alignment: .top, spacing: 16) {
        ForEach(plans) { plan in
            PricingTile(plan: plan)
        }
    }
    .padding()
}
