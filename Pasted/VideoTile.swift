// A 16:9 video tile with a play button, duration badge and title, as in a video feed.
import SwiftUI

struct Video: Identifiable {
    let id: Int
    let title: String
    let channel: String
    let duration: String
    let views: Int
}

struct VideoThumbnail: View {
    let duration: String

    var body: some View {
        ZStack {
            LinearGradient(colors: [.indigo, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
            Image(systemName: "play.circle.fill")
                .font(.system(size: 44))
                .foregroundStyle(.white.opacity(0.9))
        }
        .aspectRatio(16 / 9, contentMode: .fit)
        .overlay(alignment: .bottomTrailing) {
            Text(duration)
                .font(.caption.monospacedDigit())
                .padding(.horizontal, 6)
                .padding(.vertical, 2)
                .background(.black.opacity(0.7), in: RoundedRectangle(cornerRadius: 4))
                .foregroundStyle(.white)
                .padding(8)
        }
        .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}

struct VideoTile: View {
    let video: Video

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            VideoThumbnail(duration: video.duration)
            HStack(alignment: .top, spacing: 10) {
                Circle()
                    .fill(.gray.opacity(0.3))
                    .frame(width: 36, height: 36)
                VStack(alignment: .leading, spacing: 2) {
                    Text(video.title)
                        .font(.subheadline.weight(.semibold))
                        .lineLimit(2)
                    Text("\(video.channel) · \(video.views.formatted()) views")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        }
    }
}

let videos = [
    Video(id: 1, title: "Understanding SwiftUI layout in 10 minutes", channel: "Layout Lab", duration: "10:42", views: 12_400),
    Video(id: 2, title: "Building a photo grid", channel: "Pixel Pushers", duration: "7:05", views: 3_210),
]

// Seed 003 (objc.io, "Aspect Ratios in SwiftUI"): `.aspectRatio(16/9, contentMode: .fit)` fits a
// 16:9 rectangle into its proposal. Inside 16 points of padding on a 390-wide screen the tile is
// proposed 358 wide (the VStack gives it whatever height the text leaves, well over 358 × 9/16),
// so it is 358 × 358 × 9 / 16 = 358 × 201.375.
Experiment("pasted/video/tile-390", proposal: ProposedViewSize(width: 390, height: 763),
           expect: ["thumbnail": CGSize(width: 358, height: 201.375)]) {
    VStack(alignment: .leading, spacing: 8) {
        Color.black
            .aspectRatio(16 / 9, contentMode: .fit)
            .id("thumbnail")
        Text(videos[0].title)
            .font(.headline)
    }
    .padding()
}

// The seed's 100 × 100 example: fit proposes 100 × 56.25 (the article rounds to 56.2).
Experiment("pasted/video/seed003-fit-100", proposal: ProposedViewSize(width: 100, height: 100),
           expect: ["tile": CGSize(width: 100, height: 56.25)]) {
    Rectangle()
        .aspectRatio(16 / 9, contentMode: .fit)
        .id("tile")
}

#Preview {
    ScrollView {
        VStack(spacing: 24) {
            ForEach(videos) { video in
                VideoTile(video: video)
            }
        }
        .padding()
    }
}

#Preview("Landscape", traits: .landscapeLeft) {
    HStack(spacing: 16) {
        ForEach(videos) { video in
            VideoTile(video: video)
        }
    }
    .padding()
}
