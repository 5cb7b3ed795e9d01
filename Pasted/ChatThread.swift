// A chat thread whose bubbles are 80 % as wide as the conversation, at most 400 points, with the
// `relativeProposed` modifier from Ole Begemann's "Working with percentages in SwiftUI layout"
// (seed 000). RelativeSizeLayout and the View extension below are the article's code, verbatim.
import SwiftUI

/// A custom layout that proposes a percentage of its
/// received proposed size to its subview.
///
/// - Precondition: must contain exactly one subview.
fileprivate struct RelativeSizeLayout: Layout {
    var relativeWidth: Double
    var relativeHeight: Double

    func sizeThatFits(
        proposal: ProposedViewSize, 
        subviews: Subviews, 
        cache: inout ()
    ) -> CGSize {
        assert(subviews.count == 1, "expects a single subview")
        let resizedProposal = ProposedViewSize(
            width: proposal.width.map { $0 * relativeWidth },
            height: proposal.height.map { $0 * relativeHeight }
        )
        return subviews[0].sizeThatFits(resizedProposal)
    }

    func placeSubviews(
        in bounds: CGRect, 
        proposal: ProposedViewSize, 
        subviews: Subviews, 
        cache: inout ()
    ) {
        assert(subviews.count == 1, "expects a single subview")
        let resizedProposal = ProposedViewSize(
            width: proposal.width.map { $0 * relativeWidth },
            height: proposal.height.map { $0 * relativeHeight }
        )
        subviews[0].place(
            at: CGPoint(x: bounds.midX, y: bounds.midY), 
            anchor: .center, 
            proposal: resizedProposal
        )
    }
}

extension View {
    /// Proposes a percentage of its received proposed size to `self`.
    public func relativeProposed(width: Double = 1, height: Double = 1) -> some View {
        RelativeSizeLayout(relativeWidth: width, relativeHeight: height) {
            // Wrap content view in a container to make sure the layout only
            // receives a single subview. Because views are lists!
            VStack { // alternatively: `_UnaryViewAdaptor(self)`
                self
            }
        }
    }
}

enum Sender {
    case me, them
}

struct Message: Identifiable {
    let id: Int
    let sender: Sender
    let text: String
    let time: String
}

let sampleMessages: [Message] = [
    Message(id: 1, sender: .them, text: "Are we still on for the climbing gym tonight?", time: "18:02"),
    Message(id: 2, sender: .me, text: "Yes! 7pm works for me.", time: "18:04"),
    Message(id: 3, sender: .them, text: "Great. I'll bring the spare harness, you bring chalk and good vibes.", time: "18:05"),
    Message(id: 4, sender: .me, text: "Deal 👍", time: "18:05"),
]

struct ChatBubble: View {
    let message: Message

    private var isMine: Bool { message.sender == .me }

    var body: some View {
        let alignment: Alignment = isMine ? .trailing : .leading
        VStack(alignment: isMine ? .trailing : .leading, spacing: 2) {
            Text(message.text)
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .background(isMine ? Color.blue : Color(.systemGray5), in: RoundedRectangle(cornerRadius: 18))
                .foregroundStyle(isMine ? Color.white : Color.primary)
            Text(message.time)
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: 400, alignment: alignment)
        .relativeProposed(width: 0.8)
        .frame(maxWidth: .infinity, alignment: alignment)
    }
}

struct ChatThreadView: View {
    let messages: [Message]

    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                ForEach(messages) { message in
                    ChatBubble(message: message)
                }
            }
            .padding()
        }
    }
}

// The article's measurement: in a 753-point-wide window the 80 % modifier reports 400, because its
// content, `frame(maxWidth: 400)`, is at most 400 wide (80 % of 753 is 602.4). The bubble is a Color
// here, as in the article's debugging overlay, so its height is the proposal's.
Experiment("pasted/chat/seed000-bubble-753", proposal: ProposedViewSize(width: 753, height: 60),
           expect: ["bubble": CGSize(width: 400, height: 60),
                    "relative": CGRect(x: 353, y: 0, width: 400, height: 60),
                    "row": CGSize(width: 753, height: 60)]) {
    Color.blue
        .frame(maxWidth: 400).id("bubble")
        .relativeProposed(width: 0.8).id("relative")
        .frame(maxWidth: .infinity, alignment: .trailing).id("row")
}

// Narrower than 500 points, 80 % wins: 0.8 × 390 = 312 (the iPhone preview's width).
Experiment("pasted/chat/bubble-390", proposal: ProposedViewSize(width: 390, height: 60),
           expect: ["bubble": CGRect(x: 0, y: 0, width: 312, height: 60)]) {
    Color.gray
        .frame(maxWidth: 400).id("bubble")
        .relativeProposed(width: 0.8)
        .frame(maxWidth: .infinity, alignment: .leading)
}

#Preview {
    ChatThreadView(messages: sampleMessages)
}

#Preview("Mac window", traits: .fixedLayout(width: 753, height: 500)) {
    ChatThreadView(messages: sampleMessages)
}
