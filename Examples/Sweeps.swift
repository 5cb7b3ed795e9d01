// Sweeps: the same tree laid out at every width (or height) of a range, to watch sizes shift as
// the container grows. `.width(200...800, by: 60, height: 80)` proposes 200, 260, ..., 800 wide
// and 80 high; expectations keyed by an integer apply to that step only (0-based).

// Seed 001's first example across widths. Step 7 is the article's 620-point stack.
Experiment("sweep/relative-first", sweep: .width(200...800, by: 60, height: 80),
           expect: [7: ["blue": CGSize(width: 100, height: 80),
                        "green": CGSize(width: 250, height: 80),
                        "yellow": CGSize(width: 250, height: 80)]]) {
    HStack(spacing: 10) {
        Color.blue.id("blue")
            .relativeProposed(width: 0.5)
        Color.green.id("green")
        Color.yellow.id("yellow")
    }
}

// A label and a flexible frame as the window gets taller; the width is left unspecified.
Experiment("sweep/text-in-height", sweep: .height(0...100, by: 25)) {
    Text("Hello world")
        .frame(maxHeight: .infinity, alignment: .top)
        .id("frame")
}
