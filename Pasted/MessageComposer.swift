// A message composer bar: attachment button, a growing text field in a capsule, and a send button
// that is only shown when there is text.
import SwiftUI

struct ComposerBar: View {
    @Binding var text: String
    var onSend: () -> Void = {}

    var body: some View {
        HStack(alignment: .bottom, spacing: 8) {
            Button {
            } label: {
                Image(systemName: "plus.circle.fill")
                    .font(.title2)
                    .foregroundStyle(.secondary)
            }
            .frame(height: 36)
            TextField("Message", text: $text, axis: .vertical)
                .lineLimit(1...5)
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .background(Capsule().strokeBorder(Color(.separator), lineWidth: 1))
            if !text.isEmpty {
                Button(action: onSend) {
                    Image(systemName: "arrow.up.circle.fill")
                        .font(.title)
                }
                .frame(height: 36)
                .transition(.scale)
            }
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .background(.bar)
    }
}

struct ComposerPreview: View {
    @State var draft: String

    var body: some View {
        VStack {
            Spacer()
            ComposerBar(text: $draft)
        }
    }
}

// Derivation: the 36-point button frames are fixed, so in a bottom-aligned HStack whose tallest
// child is the 36-high field block they all share the bottom edge; inside 8 points of vertical
// padding the bar is 36 + 16 = 52 high.
Experiment("pasted/composer/bar", proposal: ProposedViewSize(width: 390, height: 52),
           expect: ["bar": CGSize(width: 390, height: 52),
                    "attach": CGRect(x: 12, y: 8, width: 28, height: 36)]) {
    HStack(alignment: .bottom, spacing: 8) {
        Color.gray.frame(width: 28, height: 36).id("attach")
        Capsule().frame(height: 36)
    }
    .padding(.horizontal, 12)
    .padding(.vertical, 8)
    .id("bar")
}

#Preview("Empty") {
    ComposerPreview(draft: "")
}

#Preview("Typing") {
    ComposerPreview(draft: "On my way, there in ten minutes!")
}
