// Lazy grids. objc.io, "SwiftUI's Grid Views" (2020-11-23), quiz 1: a fixed 70-point column and an
// adaptive column of minimum 40 in a 200-wide LazyVGrid. The fixed column takes 70; the adaptive
// item fills what is left, 200 − 70 − 8 = 122, with as many columns of at least 40 as fit with 8
// between them: ⌊(122 + 8) / (40 + 8)⌋ = 2, sharing 122 − 8 = 114: 57 each, at x = 78 and 143.
// The two 50-high rows with 8 between are 108 high, centred in 400: y = 146 and 204.
Experiment("grid/lazy-fixed-and-adaptive", proposal: ProposedViewSize(width: 200, height: 400),
           expect: ["cell0": CGRect(x: 0, y: 146, width: 70, height: 50),
                    "cell1": CGRect(x: 78, y: 146, width: 57, height: 50),
                    "cell2": CGRect(x: 143, y: 146, width: 57, height: 50),
                    "cell3": CGRect(x: 0, y: 204, width: 70, height: 50)]) {
    LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
        ForEach(0..<6) { index in
            Color.orange.frame(height: 50).id("cell\(index)")
        }
    }
}
