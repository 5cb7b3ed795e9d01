// A custom navigation header: back button, centred title with subtitle, trailing actions.
import SwiftUI

struct HeaderButton: View {
    let systemName: String
    var action: () -> Void = {}

    var body: some View {
        Button(action: action) {
            Image(systemName: systemName)
                .font(.body.weight(.semibold))
                .frame(width: 44, height: 44)
                .contentShape(Rectangle())
        }
    }
}

struct InboxHeader: View {
    let title: String
    let unread: Int

    var body: some View {
        HStack(spacing: 0) {
            HeaderButton(systemName: "chevron.left")
            Spacer()
            VStack(spacing: 0) {
                Text(title)
                    .font(.headline)
                if unread > 0 {
                    Text("\(unread) unread")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            Spacer()
            HeaderButton(systemName: "square.and.pencil")
        }
        .padding(.horizontal, 4)
        .frame(height: 52)
        .background(.bar)
        .overlay(alignment: .bottom) {
            Divider()
        }
    }
}

// Derivation: a fixed `frame(height: 52)` answers 52 high and takes its child's width; the HStack
// holds Spacers, so it takes the whole 390 − 8 proposed inside the padding, and the padding adds 8:
// 390 × 52. The 44 × 44 buttons sit at the edges: the first at x = 4, the last at 390 − 4 − 44.
Experiment("pasted/header/inbox", proposal: ProposedViewSize(width: 390, height: 52),
           expect: ["header": CGRect(x: 0, y: 0, width: 390, height: 52),
                    "back": CGRect(x: 4, y: 4, width: 44, height: 44),
                    "compose": CGRect(x: 342, y: 4, width: 44, height: 44)]) {
    HStack(spacing: 0) {
        Color.clear.frame(width: 44, height: 44).id("back")
        Spacer()
        Text("Inbox").font(.headline)
        Spacer()
        Color.clear.frame(width: 44, height: 44).id("compose")
    }
    .padding(.horizontal, 4)
    .frame(height: 52)
    .id("header")
}

#Preview {
    VStack(spacing: 0) {
        InboxHeader(title: "Inbox", unread: 4)
        List {
            ForEach(1..<8) { index in
                Text("Message \(index)")
            }
        }
        .listStyle(.plain)
    }
}
