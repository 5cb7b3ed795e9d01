// A layout that switches between a row and a column with AnyLayout, depending on a size class
// read from the environment, for a media "now playing" panel.
import SwiftUI

struct NowPlayingPanel: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    var forceRow = false

    var body: some View {
        let layout = (sizeClass == .regular || forceRow)
            ? AnyLayout(HStackLayout(alignment: .center, spacing: 20))
            : AnyLayout(VStackLayout(spacing: 16))
        layout {
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.mint.gradient)
                .aspectRatio(1, contentMode: .fit)
                .frame(maxWidth: 280)
            VStack(alignment: sizeClass == .regular ? .leading : .center, spacing: 6) {
                Text("Weightless")
                    .font(.title2.bold())
                Text("Marconi Union")
                    .foregroundStyle(.secondary)
                HStack(spacing: 32) {
                    Image(systemName: "backward.fill")
                    Image(systemName: "pause.fill").font(.largeTitle)
                    Image(systemName: "forward.fill")
                }
                .padding(.top, 12)
            }
        }
        .padding()
    }
}

// Derivation: AnyLayout(VStackLayout(spacing: 16)) lays out as a VStack. Proposed 390 × 500, the
// artwork's `frame(maxWidth: 280)` proposes 280 to a 1:1 fit, so it is 280 × 280 (seed 004's
// max-width rule, then seed 003's fit).
Experiment("pasted/adaptive/column", proposal: ProposedViewSize(width: 390, height: 500),
           expect: ["art": CGSize(width: 280, height: 280)]) {
    AnyLayout(VStackLayout(spacing: 16)) {
        Rectangle()
            .aspectRatio(1, contentMode: .fit)
            .frame(maxWidth: 280)
            .id("art")
        Text("Weightless")
    }
}

#Preview {
    NowPlayingPanel()
}

#Preview("Row", traits: .landscapeLeft) {
    NowPlayingPanel(forceRow: true)
}
