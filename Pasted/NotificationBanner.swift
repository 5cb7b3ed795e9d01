// An in-app notification banner: app icon, title, message and time, on a material background,
// stacked at the top of the screen.
import SwiftUI

struct AppNotification: Identifiable {
    let id: Int
    let app: String
    let icon: String
    let color: Color
    let title: String
    let message: String
    let time: String
}

struct NotificationBanner: View {
    let notification: AppNotification

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            RoundedRectangle(cornerRadius: 9, style: .continuous)
                .fill(notification.color)
                .frame(width: 38, height: 38)
                .overlay {
                    Image(systemName: notification.icon)
                        .foregroundStyle(.white)
                }
            VStack(alignment: .leading, spacing: 2) {
                HStack(alignment: .firstTextBaseline) {
                    Text(notification.title)
                        .font(.subheadline.weight(.semibold))
                        .lineLimit(1)
                    Spacer(minLength: 4)
                    Text(notification.time)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Text(notification.message)
                    .font(.subheadline)
                    .lineLimit(2)
            }
        }
        .padding(14)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20, style: .continuous))
    }
}

let notifications = [
    AppNotification(id: 1, app: "Messages", icon: "message.fill", color: .green, title: "Priya",
                    message: "Landing at 6:40, see you at arrivals!", time: "now"),
    AppNotification(id: 2, app: "Calendar", icon: "calendar", color: .red, title: "Design review",
                    message: "Tomorrow at 10:00 · Room 4B. Bring the updated prototype and the research summary.", time: "9m ago"),
]

// Derivation: a top-aligned HStack puts the fixed 38 × 38 icon at the top of the banner's content;
// with 14 points of padding the icon's frame starts at (14, 14) in the banner.
Experiment("pasted/banner/icon", proposal: ProposedViewSize(width: 362, height: 120),
           expect: ["icon": CGRect(x: 14, y: 14, width: 38, height: 38)]) {
    HStack(alignment: .top, spacing: 12) {
        RoundedRectangle(cornerRadius: 9).frame(width: 38, height: 38).id("icon")
        VStack(alignment: .leading, spacing: 2) {
            Text("Design review").font(.subheadline)
            Text("Tomorrow at 10:00").font(.subheadline)
        }
        Spacer(minLength: 0)
    }
    .padding(14)
    .frame(maxHeight: .infinity, alignment: .top)
}

#Preview {
    VStack(spacing: 8) {
        ForEach(notifications) { item in
            NotificationBanner(notification: item)
        }
        Spacer()
    }
    .padding(.horizontal, 14)
}
