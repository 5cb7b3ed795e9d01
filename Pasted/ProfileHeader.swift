// A profile header: cover image, overlapping avatar, name and handle, bio, stats and follow button.
import SwiftUI

struct ProfileStat: View {
    let value: Int
    let label: String

    var body: some View {
        VStack(spacing: 2) {
            Text(value, format: .number)
                .font(.headline)
            Text(label)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

struct ProfileHeader: View {
    let name: String
    let handle: String
    let bio: String
    @State private var isFollowing = false

    private let avatarSize: CGFloat = 96

    var body: some View {
        VStack(spacing: 12) {
            Image("cover")
                .resizable()
                .scaledToFill()
                .frame(height: 140)
                .clipped()
                .overlay(alignment: .bottom) {
                    Circle()
                        .fill(Color.orange.gradient)
                        .frame(width: avatarSize, height: avatarSize)
                        .overlay {
                            Text(String(name.prefix(1)))
                                .font(.largeTitle.bold())
                                .foregroundStyle(.white)
                        }
                        .overlay(Circle().stroke(Color(.systemBackground), lineWidth: 4))
                        .offset(y: avatarSize / 2)
                }
                .padding(.bottom, avatarSize / 2)

            VStack(spacing: 4) {
                Text(name)
                    .font(.title2.bold())
                Text("@\(handle)")
                    .foregroundStyle(.secondary)
            }
            Text(bio)
                .font(.callout)
                .multilineTextAlignment(.center)
                .padding(.horizontal, 32)

            HStack {
                ProfileStat(value: 248, label: "Posts")
                Divider().frame(height: 28)
                ProfileStat(value: 12_800, label: "Followers")
                Divider().frame(height: 28)
                ProfileStat(value: 310, label: "Following")
            }
            .padding(.horizontal)

            Button(isFollowing ? "Following" : "Follow") {
                isFollowing.toggle()
            }
            .buttonStyle(.borderedProminent)
            .buttonBorderShape(.capsule)
        }
    }
}

// Derivation (seed 004, "frames"): the avatar's fixed 96 × 96 frame answers its size whatever it
// is proposed; the overlay is proposed the cover's size and aligns the avatar's bottom with the
// cover's bottom, then `offset(y: 48)` moves it down by half its height without changing a size.
// With the cover a 390 × 140 frame at the top of the proposal, the avatar is at
// ((390 − 96) / 2, 140 − 96 + 48) = (147, 92).
Experiment("pasted/profile/avatar", proposal: ProposedViewSize(width: 390, height: 188),
           expect: ["cover": CGRect(x: 0, y: 0, width: 390, height: 140),
                    "avatar": CGRect(x: 147, y: 92, width: 96, height: 96)]) {
    Color.gray
        .frame(height: 140)
        .overlay(alignment: .bottom) {
            Circle()
                .frame(width: 96, height: 96)
                .id("avatar")
                .offset(y: 48)
        }
        .id("cover")
        .padding(.bottom, 48)
}

#Preview {
    ScrollView {
        ProfileHeader(name: "Ada Lovelace", handle: "ada",
                      bio: "Analyst, metaphysician and founder of scientific computing. Notes on the Analytical Engine.")
    }
}
