// Buttons of equal width, as wide as the widest one's ideal width: a custom `Layout` that measures
// every subview's ideal size once (its cache) and proposes the largest to each.
import SwiftUI

struct EqualWidthHStack: Layout {
    var spacing: CGFloat = 10

    struct Cache {
        var cell: CGSize = .zero
    }

    func makeCache(subviews: Subviews) -> Cache {
        var cell = CGSize.zero
        for subview in subviews {
            let ideal = subview.sizeThatFits(.unspecified)
            cell.width = max(cell.width, ideal.width)
            cell.height = max(cell.height, ideal.height)
        }
        return Cache(cell: cell)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let count = CGFloat(subviews.count)
        return CGSize(width: cache.cell.width * count + spacing * (count - 1), height: cache.cell.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(cache.cell))
            x += cache.cell.width + spacing
        }
    }
}

struct ChoiceButton: View {
    let title: String
    let systemImage: String
    var prominent = false

    var body: some View {
        Button {
        } label: {
            Label(title, systemImage: systemImage)
                .frame(maxWidth: .infinity)
                .padding(.vertical, 10)
                .padding(.horizontal, 14)
                .background(prominent ? Color.accentColor : Color(.secondarySystemBackground),
                            in: RoundedRectangle(cornerRadius: 10))
                .foregroundStyle(prominent ? .white : .primary)
        }
        .buttonStyle(.plain)
    }
}

struct ConfirmBar: View {
    var body: some View {
        EqualWidthHStack(spacing: 12) {
            ChoiceButton(title: "Decline", systemImage: "xmark")
            ChoiceButton(title: "Maybe", systemImage: "questionmark")
            ChoiceButton(title: "Accept invitation", systemImage: "checkmark", prominent: true)
        }
    }
}

// Derivation (the layout's own rule): ideal sizes 80 × 40, 120 × 40 and 100 × 40 give a 120 × 40
// cell; each flexible frame proposed 120 × 40 takes it. Width 3 × 120 + 2 × 10 = 380. Proposed
// exactly 380 × 40, the layout is placed at the origin; the second button starts at 130.
Experiment("pasted/equal-width/three", proposal: ProposedViewSize(width: 380, height: 40),
           expect: ["stack": CGRect(x: 0, y: 0, width: 380, height: 40),
                    "a": CGRect(x: 0, y: 0, width: 120, height: 40),
                    "b": CGRect(x: 130, y: 0, width: 120, height: 40),
                    "c": CGRect(x: 260, y: 0, width: 120, height: 40)]) {
    EqualWidthHStack {
        Color.red.frame(idealWidth: 80, idealHeight: 40).id("a")
        Color.green.frame(idealWidth: 120, idealHeight: 40).id("b")
        Color.blue.frame(idealWidth: 100, idealHeight: 40).id("c")
    }
    .id("stack")
}

#Preview(traits: .sizeThatFitsLayout) {
    ConfirmBar()
        .padding()
}
