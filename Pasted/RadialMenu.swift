// A radial menu: buttons on a circle around a centre button, placed by a custom `Layout`.
import SwiftUI

struct RadialLayout: Layout {
    /// The circle's radius; nil fits the circle in the proposal, inside the largest subview.
    var radius: CGFloat?
    /// Where the first subview goes, in degrees clockwise from the top.
    var startAngle: Double = 0

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 240, height: 240))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let largest = sizes.map { max($0.width, $0.height) }.max() ?? 0
        let r = radius ?? (min(bounds.width, bounds.height) - largest) / 2
        let step = 2 * Double.pi / Double(subviews.count)
        for (index, subview) in subviews.enumerated() {
            // 0 is the top; angles grow clockwise (y points down).
            let angle = (startAngle * .pi / 180) + step * Double(index) - .pi / 2
            let point = CGPoint(x: bounds.midX + r * CGFloat(cos(angle)), y: bounds.midY + r * CGFloat(sin(angle)))
            subview.place(at: point, anchor: .center, proposal: ProposedViewSize(sizes[index]))
        }
    }
}

struct MenuItem: Identifiable {
    let id = UUID()
    let icon: String
    let tint: Color
}

struct RadialMenu: View {
    let items: [MenuItem] = [
        MenuItem(icon: "camera.fill", tint: .blue),
        MenuItem(icon: "photo.fill", tint: .green),
        MenuItem(icon: "mic.fill", tint: .orange),
        MenuItem(icon: "doc.fill", tint: .purple),
        MenuItem(icon: "location.fill", tint: .red),
        MenuItem(icon: "link", tint: .teal),
    ]

    var body: some View {
        ZStack {
            RadialLayout(radius: 100) {
                ForEach(items) { item in
                    Image(systemName: item.icon)
                        .foregroundStyle(.white)
                        .frame(width: 52, height: 52)
                        .background(item.tint, in: Circle())
                }
            }
            Button {
            } label: {
                Image(systemName: "xmark")
                    .font(.title2.weight(.semibold))
                    .frame(width: 64, height: 64)
                    .background(.thinMaterial, in: Circle())
            }
        }
        .frame(width: 300, height: 300)
    }
}

// Derivation: four 40 × 40 circles on a radius of 100 around the centre (150, 150) of a 300 × 300
// proposal, at 0°, 90°, 180° and 270° clockwise from the top: centres (150, 50), (250, 150),
// (150, 250), (50, 150); each frame is its centre less 20 on both axes.
Experiment("pasted/radial/four", proposal: ProposedViewSize(width: 300, height: 300),
           expect: ["layout": CGRect(x: 0, y: 0, width: 300, height: 300),
                    "top": CGRect(x: 130, y: 30, width: 40, height: 40),
                    "right": CGRect(x: 230, y: 130, width: 40, height: 40),
                    "bottom": CGRect(x: 130, y: 230, width: 40, height: 40),
                    "left": CGRect(x: 30, y: 130, width: 40, height: 40)]) {
    RadialLayout(radius: 100) {
        Circle().frame(width: 40, height: 40).id("top")
        Circle().frame(width: 40, height: 40).id("right")
        Circle().frame(width: 40, height: 40).id("bottom")
        Circle().frame(width: 40, height: 40).id("left")
    }
    .id("layout")
}

#Preview {
    RadialMenu()
}

#Preview("Fitted", traits: .sizeThatFitsLayout) {
    RadialLayout {
        ForEach(0..<8) { index in
            Text("\(index + 1)")
                .frame(width: 32, height: 32)
                .background(Circle().fill(.yellow))
        }
    }
}
