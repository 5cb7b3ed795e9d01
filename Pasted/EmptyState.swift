// An empty state: a large symbol, a title, an explanation and a primary action, centred in the
// available space, with a compact variant when space is short (ViewThatFits).
import SwiftUI

struct EmptyStateView: View {
    let symbol: String
    let title: String
    let message: String
    let actionTitle: String
    var action: () -> Void = {}

    var full: some View {
        VStack(spacing: 16) {
            Image(systemName: symbol)
                .resizable()
                .scaledToFit()
                .frame(width: 72, height: 72)
                .foregroundStyle(.secondary)
            Text(title)
                .font(.title2.bold())
            Text(message)
                .font(.body)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            Button(actionTitle, action: action)
                .buttonStyle(.borderedProminent)
        }
        .padding(32)
    }

    var compact: some View {
        HStack(spacing: 12) {
            Image(systemName: symbol)
                .foregroundStyle(.secondary)
            Text(title)
                .font(.headline)
            Spacer()
            Button(actionTitle, action: action)
        }
        .padding()
    }

    var body: some View {
        ViewThatFits(in: .vertical) {
            full
            compact
        }
    }
}

// Derivation (ViewThatFits, Apple's documentation: the first child whose ideal size fits the
// proposal along the given axes): a 300-high block fits 400 points of height, so it is chosen;
// proposed 200 points, it does not, and the 44-high bar is shown instead.
Experiment("pasted/empty/fits",
           proposals: [ProposedViewSize(width: 390, height: 400), ProposedViewSize(width: 390, height: 200)],
           expect: [0: ["tall": CGSize(width: 390, height: 300)],
                    1: ["short": CGSize(width: 390, height: 44)]]) {
    ViewThatFits(in: .vertical) {
        Color.blue.frame(height: 300).id("tall")
        Color.green.frame(height: 44).id("short")
    }
}

#Preview {
    EmptyStateView(symbol: "tray", title: "No messages", message: "When someone writes to you, their messages appear here.",
                   actionTitle: "Start a conversation")
}

#Preview("Short", traits: .fixedLayout(width: 390, height: 120)) {
    EmptyStateView(symbol: "tray", title: "No messages", message: "When someone writes to you, their messages appear here.",
                   actionTitle: "New")
}
