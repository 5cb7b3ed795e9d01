// Seeds 000 and 001 (Ole Begemann): the `relativeProposed` modifier, which proposes a fraction of
// its own proposal to its content, on its own and inside an HStack.
// The expected numbers are the articles'.

// Seed 000, "Working with percentages in SwiftUI layout": in a 753-wide window the 80 % modifier
// reports 400, because its content, the `frame(maxWidth: 400)`, is at most 400 wide.
// The chat bubble is a Color here, so its height is simply the proposal's.
Experiment("seed000/chat-bubble", proposal: ProposedViewSize(width: 753, height: 60),
           expect: ["bubble": CGSize(width: 400, height: 60),
                    "relative": CGRect(x: 353, y: 0, width: 400, height: 60),
                    "row": CGSize(width: 753, height: 60)]) {
    Color.blue
        .frame(maxWidth: 400).id("bubble")
        .relativeProposed(width: 0.8).id("relative")
        .frame(maxWidth: .infinity, alignment: .trailing).id("row")
}

// The same bubble as the window grows: 80 % of the width until that reaches 400 points.
Experiment("seed000/chat-bubble-sweep", sweep: .width(300...800, by: 100, height: 60),
           expect: [0: ["bubble": CGSize(width: 240, height: 60)],
                    1: ["bubble": CGSize(width: 320, height: 60)],
                    2: ["bubble": CGSize(width: 400, height: 60)],
                    5: ["bubble": CGSize(width: 400, height: 60)]]) {
    Color.blue
        .frame(maxWidth: 400).id("bubble")
        .relativeProposed(width: 0.8)
        .frame(maxWidth: .infinity, alignment: .trailing)
}

// Seed 001, "How the relative size modifier interacts with stack views". The stack has 620 − 20
// = 600 points to share. On the first child, the modifier halves its third: 100; the other two
// share the remaining 500.
Experiment("seed001/relative-first", proposal: ProposedViewSize(width: 620, height: 80),
           expect: ["blue": CGRect(x: 0, y: 0, width: 100, height: 80),
                    "green": CGRect(x: 110, y: 0, width: 250, height: 80),
                    "yellow": CGRect(x: 370, y: 0, width: 250, height: 80)]) {
    HStack(spacing: 10) {
        Color.blue.id("blue")
            .relativeProposed(width: 0.5)
        Color.green.id("green")
        Color.yellow.id("yellow")
    }
    .border(.primary)
    .frame(height: 80)
}

// On the middle child: blue takes 600 / 3 = 200, green half of 400 / 2 = 100, yellow the 300 left.
Experiment("seed001/relative-second", proposal: ProposedViewSize(width: 620, height: 80),
           expect: ["blue": CGSize(width: 200, height: 80),
                    "green": CGSize(width: 100, height: 80),
                    "yellow": CGSize(width: 300, height: 80)]) {
    HStack(spacing: 10) {
        Color.blue.id("blue")
        Color.green.id("green")
            .relativeProposed(width: 0.5)
        Color.yellow.id("yellow")
    }
    .border(.primary)
    .frame(height: 80)
}

// On the last child: 100 points are left over and the stack is only 520 wide.
Experiment("seed001/relative-third", proposal: ProposedViewSize(width: 620, height: 80),
           expect: ["blue": CGSize(width: 200, height: 80),
                    "green": CGSize(width: 200, height: 80),
                    "yellow": CGSize(width: 100, height: 80),
                    "stack": CGSize(width: 520, height: 80)]) {
    HStack(spacing: 10) {
        Color.blue.id("blue")
        Color.green.id("green")
        Color.yellow.id("yellow")
            .relativeProposed(width: 0.5)
    }
    .id("stack")
    .border(.primary)
    .frame(height: 80)
}

// With a higher layout priority the modifier is offered all 600 points first: yellow is 300,
// and blue and green share the other 300.
Experiment("seed001/relative-priority", proposal: ProposedViewSize(width: 620, height: 80),
           expect: ["blue": CGSize(width: 150, height: 80),
                    "green": CGSize(width: 150, height: 80),
                    "yellow": CGSize(width: 300, height: 80)]) {
    HStack(spacing: 10) {
        Color.blue.id("blue")
        Color.green.id("green")
        Color.yellow.id("yellow")
            .relativeProposed(width: 0.5)
            .layoutPriority(1)
    }
    .border(.primary)
    .frame(height: 80)
}
