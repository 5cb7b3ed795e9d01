// A detail screen with a stretchy header image read through GeometryReader, a title block that
// overlaps it, and body text.
import SwiftUI

struct StretchyHeader: View {
    let height: CGFloat

    var body: some View {
        GeometryReader { proxy in
            let minY = proxy.frame(in: .global).minY
            Image("mountains")
                .resizable()
                .scaledToFill()
                .frame(width: proxy.size.width, height: height + max(minY, 0))
                .offset(y: -max(minY, 0))
                .clipped()
        }
        .frame(height: height)
    }
}

struct TrailDetail: View {
    let name = "Ridge Loop"
    let stats = [("Distance", "12.4 km"), ("Elevation", "640 m"), ("Time", "4 h")]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                StretchyHeader(height: 260)
                VStack(alignment: .leading, spacing: 12) {
                    Text(name)
                        .font(.largeTitle.bold())
                    HStack {
                        ForEach(stats, id: \.0) { stat in
                            VStack(alignment: .leading) {
                                Text(stat.0).font(.caption).foregroundStyle(.secondary)
                                Text(stat.1).font(.headline)
                            }
                            if stat.0 != stats.last?.0 { Spacer() }
                        }
                    }
                    Text("A steady climb through pine forest to an exposed ridge with views over both valleys. Bring water; there is none on the ridge.")
                        .fixedSize(horizontal: false, vertical: true)
                }
                .padding(20)
                .background(Color(.systemBackground), in: RoundedRectangle(cornerRadius: 24))
                .offset(y: -24)
            }
        }
        .ignoresSafeArea(edges: .top)
    }
}

// Seed 002: a GeometryReader takes its proposal. Inside `frame(height: 260)` in a 390-wide screen
// the header's reader is 390 × 260 whatever its content does.
Experiment("pasted/parallax/header", proposal: ProposedViewSize(width: 390, height: 763),
           expect: ["header": CGSize(width: 390, height: 260)]) {
    VStack(spacing: 0) {
        GeometryReader { proxy in
            Color.green.frame(width: proxy.size.width)
        }
        .id("header")
        .frame(height: 260)
        Spacer()
    }
}

#Preview {
    TrailDetail()
}
