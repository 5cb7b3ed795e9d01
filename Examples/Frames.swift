// Seed 004 (netsplit, "Flexible Frames"): every `Image("barbarian")` example. The image is
// 101 × 92 and not resizable unless stated. The article's grey parent frame is the proposal:
// 200 × 200, or 50 wide where the article says the parent is too small.

Experiment("seed004/frame-too-big", proposal: ProposedViewSize(width: 200, height: 200),
           images: ["barbarian": CGSize(width: 101, height: 92)],
           expect: ["image": CGRect(x: 49.5, y: 54, width: 101, height: 92),
                    "frame": CGRect(x: 0, y: 0, width: 200, height: 200)]) {
    Image("barbarian").id("image")
        .frame(width: 200, height: 200).id("frame")
}

Experiment("seed004/frame-too-small", proposal: ProposedViewSize(width: 200, height: 200),
           images: ["barbarian": CGSize(width: 101, height: 92)],
           expect: ["image": CGSize(width: 101, height: 92),
                    "frame": CGSize(width: 100, height: 200)]) {
    Image("barbarian").id("image")
        .frame(width: 100, height: 200).id("frame")
}

// Layout neutral in height: the resizable image is 50 wide and as tall as the parent offers.
Experiment("seed004/width-only", proposal: ProposedViewSize(width: 200, height: 200),
           images: ["barbarian": CGSize(width: 101, height: 92)],
           expect: ["image": CGSize(width: 50, height: 200),
                    "frame": CGSize(width: 50, height: 200)]) {
    Image("barbarian")
        .resizable().id("image")
        .frame(width: 50).id("frame")
}

Experiment("seed004/height-only", proposal: ProposedViewSize(width: 200, height: 200),
           images: ["barbarian": CGSize(width: 101, height: 92)],
           expect: ["image": CGSize(width: 200, height: 50),
                    "frame": CGSize(width: 200, height: 50)]) {
    Image("barbarian")
        .resizable().id("image")
        .frame(height: 50).id("frame")
}

// The parent is 50 wide: the frame proposes its minimum 100, and both overflow the parent.
Experiment("seed004/min-width-larger-than-parent", proposal: ProposedViewSize(width: 50, height: 200),
           images: ["barbarian": CGSize(width: 101, height: 92)],
           expect: ["image": CGSize(width: 100, height: 200),
                    "frame": CGSize(width: 100, height: 200)]) {
    Image("barbarian")
        .resizable().id("image")
        .frame(minWidth: 100).id("frame")
}

// The image chooses 101; the frame applies its minimum 200 and centres the image.
Experiment("seed004/min-width-larger-than-child", proposal: ProposedViewSize(width: 200, height: 200),
           images: ["barbarian": CGSize(width: 101, height: 92)],
           expect: ["image": CGSize(width: 101, height: 92),
                    "frame": CGSize(width: 200, height: 92)]) {
    Image("barbarian").id("image")
        .frame(minWidth: 200).id("frame")
}

// The parent offers 200; the frame proposes its maximum 100 and is centred in the parent.
Experiment("seed004/max-width-smaller-than-parent", proposal: ProposedViewSize(width: 200, height: 200),
           images: ["barbarian": CGSize(width: 101, height: 92)],
           expect: ["image": CGSize(width: 100, height: 200),
                    "frame": CGRect(x: 50, y: 0, width: 100, height: 200)]) {
    Image("barbarian")
        .resizable().id("image")
        .frame(maxWidth: 100).id("frame")
}

// The image chooses 101; the frame is at most 50 and the image overflows it.
Experiment("seed004/max-width-smaller-than-child", proposal: ProposedViewSize(width: 200, height: 200),
           images: ["barbarian": CGSize(width: 101, height: 92)],
           expect: ["image": CGSize(width: 101, height: 92),
                    "frame": CGSize(width: 50, height: 92)]) {
    Image("barbarian").id("image")
        .frame(maxWidth: 50).id("frame")
}

// Both minimum and maximum: the frame is sized from its parent's 200, clamped to 50...150.
Experiment("seed004/min-max-below-parent", proposal: ProposedViewSize(width: 200, height: 200),
           images: ["barbarian": CGSize(width: 101, height: 92)],
           expect: ["image": CGSize(width: 101, height: 92),
                    "frame": CGSize(width: 150, height: 92)]) {
    Image("barbarian").id("image")
        .frame(minWidth: 50, maxWidth: 150).id("frame")
}

// 200 lies within 50...250, so the frame takes the parent's 200.
Experiment("seed004/min-max-around-parent", proposal: ProposedViewSize(width: 200, height: 200),
           images: ["barbarian": CGSize(width: 101, height: 92)],
           expect: ["image": CGSize(width: 101, height: 92),
                    "frame": CGSize(width: 200, height: 92)]) {
    Image("barbarian").id("image")
        .frame(minWidth: 50, maxWidth: 250).id("frame")
}

// The parent's 200 is below the minimum 225: the frame takes 225 and overflows its parent.
Experiment("seed004/min-max-above-parent", proposal: ProposedViewSize(width: 200, height: 200),
           images: ["barbarian": CGSize(width: 101, height: 92)],
           expect: ["image": CGSize(width: 101, height: 92),
                    "frame": CGSize(width: 225, height: 92)]) {
    Image("barbarian").id("image")
        .frame(minWidth: 225, maxWidth: 500).id("frame")
}

// minWidth 0, maxWidth .infinity: the frame has the width of its parent.
Experiment("seed004/infinite-frame", proposal: ProposedViewSize(width: 200, height: 200),
           images: ["barbarian": CGSize(width: 101, height: 92)],
           expect: ["image": CGSize(width: 101, height: 92),
                    "frame": CGSize(width: 200, height: 92)]) {
    Image("barbarian").id("image")
        .frame(minWidth: 0, maxWidth: .infinity).id("frame")
}

// Infinite in both axes with top-leading alignment: the image sits in the parent's corner.
Experiment("seed004/infinite-frame-top-leading", proposal: ProposedViewSize(width: 200, height: 200),
           images: ["barbarian": CGSize(width: 101, height: 92)],
           expect: ["image": CGRect(x: 0, y: 0, width: 101, height: 92),
                    "frame": CGRect(x: 0, y: 0, width: 200, height: 200)]) {
    Image("barbarian").id("image")
        .frame(minWidth: 0, maxWidth: .infinity,
               minHeight: 0, maxHeight: .infinity,
               alignment: .topLeading).id("frame")
}

// The stack example: the inflexible image keeps its 101 × 92 and the two titles share the rest.
Experiment("seed004/stack-image-and-titles", proposal: ProposedViewSize(width: 390, height: 763),
           images: ["barbarian": CGSize(width: 101, height: 92)],
           expect: ["image": CGSize(width: 101, height: 92),
                    "frame": CGSize(width: 300, height: 100)]) {
    HStack {
        Image("barbarian").id("image")

        Text("Nogistune")
            .font(.title)
        Text("Takeshi")
            .font(.title)
    }
    .lineLimit(1)
    .frame(width: 300, height: 100).id("frame")
}
