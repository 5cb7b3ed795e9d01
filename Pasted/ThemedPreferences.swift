// A preferences screen in the style of apps that began on iOS 14: a custom environment key for the
// accent spacing, a NavigationView with the older title and bar-item modifiers, style types spelled
// out (InsetGroupedListStyle(), SegmentedPickerStyle()), an Alert value, a custom toggle style with
// a checkbox, a custom progress style for storage used, and a view model from `.environment(_:)`.
import SwiftUI

private struct RowSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat = 10
}

extension EnvironmentValues {
    var rowSpacing: CGFloat {
        get { self[RowSpacingKey.self] }
        set { self[RowSpacingKey.self] = newValue }
    }
}

final class StorageModel {
    var used = 37.5
    var total = 64.0
}

struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                .frame(width: 22, height: 22)
        }
    }
}

struct StorageBarStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color.gray.opacity(0.2))
                Capsule().fill(Color.accentColor)
                    .frame(width: proxy.size.width * (configuration.fractionCompleted ?? 0))
                    .id("used")
            }
        }
        .frame(height: 10)
    }
}

struct StorageRow: View {
    @Environment(StorageModel.self) private var storage
    @Environment(\.rowSpacing) private var spacing

    var body: some View {
        VStack(alignment: .leading, spacing: spacing) {
            Text("Storage")
            ProgressView(value: storage.used, total: storage.total)
                .progressViewStyle(StorageBarStyle())
            Text("\(storage.used, specifier: "%.1f") GB of \(Int(storage.total)) GB used")
                .font(.caption)
                .foregroundColor(.secondary)
        }
    }
}

struct ThemedPreferences: View {
    @Environment(\.presentationMode) private var presentationMode
    @State private var syncOnCellular = false
    @State private var showsBadges = true
    @State private var layout = 0
    @State private var confirmReset = false

    var body: some View {
        NavigationView {
            List {
                Section(header: Text("Sync")) {
                    Toggle("Use cellular data", isOn: $syncOnCellular)
                        .toggleStyle(CheckboxToggleStyle())
                    Toggle("Show badges", isOn: $showsBadges)
                }
                Section(header: Text("Layout")) {
                    Picker(selection: $layout, label: Text("Layout")) {
                        Text("List").tag(0)
                        Text("Grid").tag(1)
                    }
                    .pickerStyle(SegmentedPickerStyle())
                }
                Section {
                    StorageRow()
                }
                Section {
                    Button("Reset all settings") { confirmReset = true }
                        .foregroundColor(.red)
                }
            }
            .listStyle(InsetGroupedListStyle())
            .navigationBarTitle("Preferences", displayMode: .inline)
            .navigationBarItems(trailing: Button("Done") { presentationMode.wrappedValue.dismiss() })
            .alert(isPresented: $confirmReset) {
                Alert(title: Text("Reset all settings?"),
                      primaryButton: .destructive(Text("Reset")),
                      secondaryButton: .cancel())
            }
        }
        .navigationViewStyle(StackNavigationViewStyle())
        .environment(StorageModel())
    }
}

// The custom progress style is laid out in place of the ProgressView: a 256-wide frame proposes 256
// to the row's VStack and on to the style's GeometryReader (10 high); the used part is
// 256 × 37.5 / 64 = 150 wide (`fractionCompleted` is value / total) and as high as the reader.
Experiment("preferences/storage-bar", proposal: ProposedViewSize(width: 390, height: 200),
           expect: ["used": CGSize(width: 150, height: 10)]) {
    StorageRow()
        .frame(width: 256)
        .environment(StorageModel())
}

#Preview("Preferences") { ThemedPreferences() }
