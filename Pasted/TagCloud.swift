// A tag cloud: a flow layout that fills lines left to right and wraps, as a custom `Layout` with a
// cache of the tags' ideal sizes.
import SwiftUI

struct FlowLayout: Layout {
    var spacing: CGFloat = 8
    var lineSpacing: CGFloat = 8

    struct Cache {
        var sizes: [CGSize]
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// Indices of the subviews on each line, for a maximum line width.
    private func lines(maxWidth: CGFloat, sizes: [CGSize]) -> [[Int]] {
        var lines: [[Int]] = [[]]
        var x: CGFloat = 0
        for (index, size) in sizes.enumerated() {
            if !lines[lines.count - 1].isEmpty && x + spacing + size.width > maxWidth {
                lines.append([])
                x = 0
            }
            x += (lines[lines.count - 1].isEmpty ? 0 : spacing) + size.width
            lines[lines.count - 1].append(index)
        }
        return lines
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let maxWidth = proposal.width ?? .infinity
        let rows = lines(maxWidth: maxWidth, sizes: cache.sizes)
        var width: CGFloat = 0
        var height: CGFloat = 0
        for (number, row) in rows.enumerated() {
            let rowWidth = row.map { cache.sizes[$0].width }.reduce(0, +) + spacing * CGFloat(max(row.count - 1, 0))
            width = max(width, rowWidth)
            height += row.map { cache.sizes[$0].height }.max() ?? 0
            if number > 0 { height += lineSpacing }
        }
        if let proposed = proposal.width, proposed.isFinite { width = proposed }
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for row in lines(maxWidth: bounds.width, sizes: cache.sizes) {
            var x = bounds.minX
            let rowHeight = row.map { cache.sizes[$0].height }.max() ?? 0
            for index in row {
                let size = cache.sizes[index]
                subviews[index].place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += rowHeight + lineSpacing
        }
    }
}

struct Tag: View {
    let title: String
    var isSelected = false

    var body: some View {
        Text("#\(title)")
            .font(.subheadline)
            .padding(.horizontal, 10)
            .padding(.vertical, 6)
            .background(isSelected ? Color.accentColor : Color(.secondarySystemBackground), in: Capsule())
            .foregroundStyle(isSelected ? .white : .primary)
    }
}

struct TagCloud: View {
    let tags = ["swift", "swiftui", "layout", "ios", "design", "accessibility", "animation", "combine",
                "concurrency", "xcode", "testing", "git"]
    @State private var selected: Set<String> = ["layout", "swiftui"]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Topics")
                .font(.headline)
            FlowLayout(spacing: 8, lineSpacing: 8) {
                ForEach(tags, id: \.self) { tag in
                    Tag(title: tag, isSelected: selected.contains(tag))
                }
            }
        }
        .padding()
    }
}

// Derivation (the layout's own rule): tags 120, 90, 150, 60 and 100 wide, 30 high, in a 300-wide
// proposal. Line 1: 120 + 8 + 90 = 218; adding 8 + 150 would make 376 > 300. Line 2: 150 + 8 + 60
// = 218; adding 8 + 100 makes 326 > 300. Line 3: 100. Height 3 × 30 + 2 × 8 = 106; width is the
// proposal's, 300. A top-leading frame filling the proposal puts the flow at the origin.
Experiment("pasted/tags/flow-300", proposal: ProposedViewSize(width: 300, height: 400),
           expect: ["flow": CGRect(x: 0, y: 0, width: 300, height: 106),
                    "t0": CGRect(x: 0, y: 0, width: 120, height: 30),
                    "t1": CGRect(x: 128, y: 0, width: 90, height: 30),
                    "t2": CGRect(x: 0, y: 38, width: 150, height: 30),
                    "t3": CGRect(x: 158, y: 38, width: 60, height: 30),
                    "t4": CGRect(x: 0, y: 76, width: 100, height: 30)]) {
    let widths: [CGFloat] = [120, 90, 150, 60, 100]
    FlowLayout {
        ForEach(0..<5) { index in
            Capsule().frame(width: widths[index], height: 30).id("t\(index)")
        }
    }
    .id("flow")
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
}

#Preview {
    TagCloud()
}

#Preview("Narrow", traits: .fixedLayout(width: 220, height: 400)) {
    TagCloud()
}
