// Seed 003 (objc.io, "Aspect Ratios in SwiftUI"): `aspectRatio` only changes the proposal; a nil
// ratio uses the child's ideal size.

// 16:9 fit in 100 × 100 proposes 100 × 56.25 (the article prints 56.2); a Rectangle takes it.
Experiment("seed003/fit-16-9", proposal: ProposedViewSize(width: 100, height: 100),
           expect: ["child": CGSize(width: 100, height: 56.25)]) {
    Rectangle().id("child")
        .aspectRatio(16/9, contentMode: .fit)
}

// 16:9 fill in 100 × 100 proposes 177.78 × 100 (the article prints 177.8).
Experiment("seed003/fill-16-9", proposal: ProposedViewSize(width: 100, height: 100),
           expect: ["child": CGSize(width: 177.78, height: 100)]) {
    Rectangle().id("child")
        .aspectRatio(16/9, contentMode: .fill)
}

// A resizable image with an ideal size of 100 × 50 (ratio 2), proposed 320 × 480: fit is 320 × 160.
Experiment("seed003/image-fit", proposal: ProposedViewSize(width: 320, height: 480),
           images: ["test": CGSize(width: 100, height: 50)],
           expect: ["image": CGSize(width: 320, height: 160)]) {
    Image("test")
        .resizable().id("image")
        .aspectRatio(contentMode: .fit)
}

// ... and fill is 960 × 480.
Experiment("seed003/image-fill", proposal: ProposedViewSize(width: 320, height: 480),
           images: ["test": CGSize(width: 100, height: 50)],
           expect: ["image": CGSize(width: 960, height: 480)]) {
    Image("test")
        .resizable().id("image")
        .aspectRatio(contentMode: .fill)
}

// The article's probe: a shape with ratio 100/50 filling a 320 × 480 frame is proposed 960 × 480.
Experiment("seed003/sample-fill", proposal: ProposedViewSize(width: 390, height: 763),
           expect: ["sample": CGSize(width: 960, height: 480),
                    "frame": CGSize(width: 320, height: 480)]) {
    Rectangle().id("sample")
        .aspectRatio(100/50, contentMode: .fill)
        .frame(width: 320, height: 480).id("frame")
}
