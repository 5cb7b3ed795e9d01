// An account summary driven by an ObservableObject view model: avatar loaded with AsyncImage,
// labeled values, a group box with usage, and an expandable details section.
import SwiftUI

final class AccountViewModel: ObservableObject {
    @Published var name = "Robin Park"
    @Published var email = "robin@example.com"
    @Published var plan = "Family"
    @Published var storageUsed = 142.0
    @Published var storageTotal = 200.0
    @Published var showDetails = false
    let avatarURL = URL(string: "https://example.com/avatar.png")
}

struct StorageUsage: View {
    @EnvironmentObject var model: AccountViewModel

    var body: some View {
        GroupBox("Storage") {
            VStack(alignment: .leading, spacing: 6) {
                ProgressView(value: model.storageUsed, total: model.storageTotal)
                Text("\(Int(model.storageUsed)) GB of \(Int(model.storageTotal)) GB used")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct AccountSummary: View {
    @StateObject private var model = AccountViewModel()

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                HStack(spacing: 16) {
                    AsyncImage(url: model.avatarURL) { image in
                        image.resizable().scaledToFill()
                    } placeholder: {
                        Circle().fill(Color(.systemGray5))
                    }
                    .frame(width: 72, height: 72)
                    .clipShape(Circle())
                    VStack(alignment: .leading) {
                        Text(model.name).font(.title2.bold())
                        Text(model.email).foregroundStyle(.secondary)
                    }
                }
                LabeledContent("Plan", value: model.plan)
                StorageUsage()
                DisclosureGroup("Details", isExpanded: $model.showDetails) {
                    LabeledContent("Member since", value: "2019")
                    LabeledContent("Devices", value: "4")
                }
            }
            .padding()
        }
        .environmentObject(model)
    }
}

// Derivation (seed 004): a fixed 72 × 72 frame answers its size whatever the placeholder does.
Experiment("pasted/account/avatar", proposal: ProposedViewSize(width: 390, height: 200),
           expect: ["avatar": CGSize(width: 72, height: 72)]) {
    HStack {
        AsyncImage(url: URL(string: "https://example.com/a.png")) { image in
            image.resizable()
        } placeholder: {
            Color.gray
        }
        .frame(width: 72, height: 72)
        .id("avatar")
        Spacer()
    }
}

#Preview {
    AccountSummary()
}
