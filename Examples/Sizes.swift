// Seed 002 (fatbobman, "SwiftUI Layout: The Mystery of Size"): proposal modes and the sizes views
// answer. The device is an iPhone 13 Pro: 390 × 763 points below the safe area, body text 17 pt.

// A ZStack around a Text is the Text's size, 85.33 × 20.33, placed at (152.33, 418.33) on screen.
// The article's y is in screen coordinates; the safe area above the root is 47 points, so in the
// root's coordinates the text starts at 418.33 − 47 = 371.33.
Experiment("seed002/zstack-text", proposal: ProposedViewSize(width: 390, height: 763),
           expect: ["text": CGRect(x: 152.33, y: 371.33, width: 85.33, height: 20.33),
                    "zstack": CGRect(x: 152.33, y: 371.33, width: 85.33, height: 20.33)]) {
    ZStack {
        Text("Hello world").id("text")
    }
    .id("zstack")
}

// Rectangle in the four proposal modes: minimum 0 × 0, maximum ∞ × ∞, an explicit size is taken
// as is, and unspecified gives 10 × 10.
Experiment("seed002/rectangle-modes",
           proposals: [.zero, .infinity, ProposedViewSize(width: 390, height: 763), .unspecified],
           expect: [0: ["rect": CGSize(width: 0, height: 0)],
                    1: ["rect": CGSize(width: CGFloat.infinity, height: CGFloat.infinity)],
                    2: ["rect": CGSize(width: 390, height: 763)],
                    3: ["rect": CGSize(width: 10, height: 10)]]) {
    Rectangle().id("rect")
}

// Text("Hello world") in the proposal modes: any 0 dimension gives 0 × 0; the maximum, a larger
// explicit size and unspecified all give the single-line size 85.33 × 20.33; a height smaller than
// one line still gives one line's height.
Experiment("seed002/text-modes",
           proposals: [.zero, .infinity, ProposedViewSize(width: 390, height: 763), .unspecified,
                       ProposedViewSize(width: 390, height: 10)],
           expect: [0: ["text": CGSize(width: 0, height: 0)],
                    1: ["text": CGSize(width: 85.33, height: 20.33)],
                    2: ["text": CGSize(width: 85.33, height: 20.33)],
                    3: ["text": CGSize(width: 85.33, height: 20.33)],
                    4: ["text": CGSize(width: 85.33, height: 20.33)]]) {
    Text("Hello world").id("text")
}

// `frame(width: 50, height: 50)` proposes 50 × 50 to the Text and answers 50 × 50 itself.
Experiment("seed002/frame-50", proposal: ProposedViewSize(width: 390, height: 763),
           expect: ["frame": CGSize(width: 50, height: 50)]) {
    VStack {
        Text("Hi")
            .frame(width: 50, height: 50).id("frame")
    }
}

// The border example: the Text keeps its size inside a 100 × 100 bottom-leading frame.
Experiment("seed002/border-frame", proposal: ProposedViewSize(width: 390, height: 763),
           expect: ["text": CGSize(width: 85.33, height: 20.33),
                    "frame": CGSize(width: 100, height: 100)]) {
    VStack {
        Text("Hello world").id("text")
            .border(.red)
            .frame(width: 100, height: 100, alignment: .bottomLeading).id("frame")
            .border(.blue)
            .padding()
    }
    .border(.green)
}

// Ideal size: `fixedSize` proposes nil, so the frame answers its ideal 100 × 100.
Experiment("seed002/ideal-size", proposal: ProposedViewSize(width: 390, height: 763),
           expect: ["text": CGSize(width: 85.33, height: 20.33),
                    "frame": CGSize(width: 100, height: 100)]) {
    Text("Hello world").id("text")
        .border(.red)
        .frame(idealWidth: 100, idealHeight: 100).id("frame")
        .fixedSize()
        .border(.green)
}

// GeometryReader answers the proposed size: it fills the available area.
Experiment("seed002/geometry-reader", proposal: ProposedViewSize(width: 390, height: 763),
           expect: ["reader": CGSize(width: 390, height: 763)]) {
    GeometryReader { proxy in
        Text("Hello world")
    }
    .id("reader")
}
