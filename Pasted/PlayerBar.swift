// A mini player bar pinned above the tab bar: artwork, title and artist, play/pause and skip,
// with a thin progress line along its bottom edge.
import SwiftUI

struct Track {
    let title: String
    let artist: String
    let duration: TimeInterval
}

struct MiniPlayer: View {
    let track: Track
    @State private var isPlaying = true
    var progress: Double = 0.35

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 6)
                .fill(LinearGradient(colors: [.pink, .orange], startPoint: .top, endPoint: .bottom))
                .frame(width: 48, height: 48)
            VStack(alignment: .leading, spacing: 2) {
                Text(track.title)
                    .font(.subheadline.weight(.semibold))
                    .lineLimit(1)
                Text(track.artist)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
            Spacer(minLength: 8)
            Button {
                isPlaying.toggle()
            } label: {
                Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                    .font(.title3)
            }
            Button {
            } label: {
                Image(systemName: "forward.fill")
                    .font(.title3)
            }
        }
        .padding(8)
        .frame(height: 64)
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
        .overlay(alignment: .bottomLeading) {
            GeometryReader { proxy in
                Capsule()
                    .fill(Color.accentColor)
                    .frame(width: proxy.size.width * progress, height: 2)
            }
            .frame(height: 2)
            .padding(.horizontal, 12)
        }
        .shadow(color: .black.opacity(0.1), radius: 8, y: 2)
    }
}

// Derivation: the bar's content holds a Spacer, so inside 8 points of horizontal padding on each
// side it is proposed and takes 390 − 16 − 16 = 358; the padding of 8 makes 374, and the fixed
// frame is 64 high: 374 × 64. The artwork is a fixed 48 × 48 frame, 8 in from the bar's edge.
Experiment("pasted/player/mini", proposal: ProposedViewSize(width: 390, height: 64),
           expect: ["bar": CGRect(x: 8, y: 0, width: 374, height: 64),
                    "artwork": CGRect(x: 16, y: 8, width: 48, height: 48)]) {
    HStack(spacing: 12) {
        RoundedRectangle(cornerRadius: 6).frame(width: 48, height: 48).id("artwork")
        Text("Midnight City").font(.subheadline)
        Spacer(minLength: 8)
        Image(systemName: "pause.fill")
    }
    .padding(8)
    .frame(height: 64)
    .id("bar")
    .padding(.horizontal, 8)
}

#Preview {
    TabView {
        VStack {
            Spacer()
            MiniPlayer(track: Track(title: "Midnight City", artist: "M83", duration: 243))
                .padding(.horizontal, 8)
        }
        .tabItem { Label("Listen Now", systemImage: "play.circle") }
        Text("Browse")
            .tabItem { Label("Browse", systemImage: "square.grid.2x2") }
    }
}
