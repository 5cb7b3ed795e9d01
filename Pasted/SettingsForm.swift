// A settings screen as a Form: account, notifications with a toggle, picker and stepper, display
// with a slider, and an about section with links.
import SwiftUI

enum Appearance: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
}

struct SettingsView: View {
    @State private var displayName = "Jordan"
    @State private var notifications = true
    @State private var sounds = false
    @State private var digest = "Daily"
    @State private var reminderHours = 2
    @State private var appearance = Appearance.system
    @State private var textScale = 1.0

    let digests = ["Never", "Daily", "Weekly"]
    let version = "2.4.1"

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    HStack(spacing: 14) {
                        Image(systemName: "person.crop.circle.fill")
                            .resizable()
                            .frame(width: 56, height: 56)
                            .foregroundStyle(.gray)
                        VStack(alignment: .leading) {
                            Text(displayName)
                                .font(.title3.weight(.semibold))
                            Text("Apple ID, iCloud, Media & Purchases")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                    }
                    TextField("Display name", text: $displayName)
                }

                Section {
                    Toggle("Allow notifications", isOn: $notifications)
                    if notifications {
                        Toggle("Sounds", isOn: $sounds)
                        Picker("Summary", selection: $digest) {
                            ForEach(digests, id: \.self) { Text($0) }
                        }
                        Stepper("Remind \(reminderHours)h before", value: $reminderHours, in: 1...24)
                    }
                } header: {
                    Text("Notifications")
                } footer: {
                    Text("You can change this later in the system Settings app.")
                }

                Section("Display") {
                    Picker("Appearance", selection: $appearance) {
                        ForEach(Appearance.allCases) { option in
                            Text(option.rawValue.capitalized).tag(option)
                        }
                    }
                    .pickerStyle(.segmented)
                    VStack(alignment: .leading) {
                        Text("Text size")
                        Slider(value: $textScale, in: 0.8...1.6) {
                            Text("Text size")
                        } minimumValueLabel: {
                            Image(systemName: "textformat.size.smaller")
                        } maximumValueLabel: {
                            Image(systemName: "textformat.size.larger")
                        }
                    }
                }

                Section("About") {
                    LabeledValue(title: "Version", value: version)
                    Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
                    Button("Sign out", role: .destructive) {}
                }
            }
            .navigationTitle("Settings")
        }
    }
}

/// A title and a trailing value in one row (what `LabeledContent` draws).
struct LabeledValue: View {
    let title: String
    let value: String

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(value)
                .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    SettingsView()
}
