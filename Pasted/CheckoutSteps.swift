// A checkout progress indicator: numbered steps joined by lines that stretch to fill the width.
import SwiftUI

enum CheckoutStep: Int, CaseIterable, Identifiable {
    case cart, shipping, payment, review
    var id: Int { rawValue }

    var title: String {
        switch self {
        case .cart: return "Cart"
        case .shipping: return "Shipping"
        case .payment: return "Payment"
        case .review: return "Review"
        }
    }
}

struct StepIndicator: View {
    let current: CheckoutStep

    var body: some View {
        HStack(spacing: 0) {
            ForEach(CheckoutStep.allCases) { step in
                ZStack {
                    Circle()
                        .fill(step.rawValue <= current.rawValue ? Color.accentColor : Color(.systemGray4))
                    if step.rawValue < current.rawValue {
                        Image(systemName: "checkmark")
                            .font(.caption.bold())
                    } else {
                        Text("\(step.rawValue + 1)")
                            .font(.caption.bold())
                    }
                }
                .foregroundStyle(.white)
                .frame(width: 24, height: 24)
                if step != CheckoutStep.allCases.last {
                    Capsule()
                        .fill(step.rawValue < current.rawValue ? Color.accentColor : Color(.systemGray4))
                        .frame(height: 2)
                }
            }
        }
    }
}

struct CheckoutHeader: View {
    let current: CheckoutStep

    var body: some View {
        VStack(spacing: 8) {
            StepIndicator(current: current)
            HStack {
                ForEach(CheckoutStep.allCases) { step in
                    Text(step.title)
                        .font(.caption2)
                        .foregroundStyle(step == current ? .primary : .secondary)
                        .frame(maxWidth: .infinity)
                }
            }
        }
        .padding(.horizontal, 24)
    }
}

// Derivation (stack rule): four 24-point circles take 96 of the 390 − 48 = 342 points; the least
// flexible go first, so the three connectors share the remaining 246 points: 82 × 2 each. The
// first connector starts after 24 points of padding and the first circle: x = 48.
Experiment("pasted/checkout/connectors", proposal: ProposedViewSize(width: 390, height: 24),
           expect: ["line0": CGRect(x: 48, y: 11, width: 82, height: 2),
                    "line1": CGSize(width: 82, height: 2),
                    "step1": CGRect(x: 130, y: 0, width: 24, height: 24)]) {
    HStack(spacing: 0) {
        ForEach(0..<4) { index in
            Circle().frame(width: 24, height: 24).id("step\(index)")
            if index < 3 {
                Capsule().frame(height: 2).id("line\(index)")
            }
        }
    }
    .padding(.horizontal, 24)
}

#Preview(traits: .sizeThatFitsLayout) {
    CheckoutHeader(current: .payment)
        .frame(width: 390)
        .padding(.vertical)
}
