// Badges: a notification count on a bell, an unread dot on an avatar, and "NEW" capsules.
import SwiftUI

struct CountBadge: View {
    let count: Int

    var body: some View {
        Text(count > 99 ? "99+" : "\(count)")
            .font(.caption2.weight(.bold))
            .foregroundStyle(.white)
            .padding(.horizontal, 5)
            .frame(minWidth: 18, minHeight: 18)
            .background(.red, in: Capsule())
    }
}

struct BellButton: View {
    let unread: Int

    var body: some View {
        Image(systemName: "bell.fill")
            .resizable()
            .scaledToFit()
            .frame(width: 28, height: 28)
            .overlay(alignment: .topTrailing) {
                if unread > 0 {
                    CountBadge(count: unread)
                        .offset(x: 10, y: -8)
                }
            }
    }
}

struct AvatarWithDot: View {
    let initials: String
    var isOnline = true

    var body: some View {
        Text(initials)
            .font(.headline)
            .frame(width: 48, height: 48)
            .background(Color.teal.gradient, in: Circle())
            .overlay(alignment: .bottomTrailing) {
                Circle()
                    .fill(isOnline ? .green : .gray)
                    .frame(width: 14, height: 14)
                    .overlay(Circle().stroke(.white, lineWidth: 2))
            }
    }
}

struct NewBadge: View {
    var body: some View {
        Text("NEW")
            .font(.caption2.bold())
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .background(Color.orange.opacity(0.2), in: Capsule())
            .foregroundStyle(.orange)
    }
}

// Derivation: the overlay is proposed the 28 × 28 icon's size and aligns the 10 × 10 dot at its top
// trailing corner; centred in a 100 × 100 frame the icon is at (36, 36), so the dot's frame is at
// (36 + 28 − 10, 36) = (54, 36), and the offset moves it to (58, 32) without changing any size.
Experiment("pasted/badges/dot", proposal: ProposedViewSize(width: 100, height: 100),
           expect: ["icon": CGRect(x: 36, y: 36, width: 28, height: 28),
                    "dot": CGRect(x: 58, y: 32, width: 10, height: 10)]) {
    Rectangle()
        .frame(width: 28, height: 28)
        .overlay(alignment: .topTrailing) {
            Circle()
                .frame(width: 10, height: 10)
                .id("dot")
                .offset(x: 4, y: -4)
        }
        .id("icon")
        .frame(width: 100, height: 100)
}

#Preview(traits: .sizeThatFitsLayout) {
    HStack(spacing: 32) {
        BellButton(unread: 3)
        BellButton(unread: 128)
        AvatarWithDot(initials: "JD")
        NewBadge()
    }
    .padding(24)
}
