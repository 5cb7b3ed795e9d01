// A tour of every primitive and modifier the engine models, in SwiftUI's spelling. Expectations
// here come from the layout rules reference (shapes answer the proposal, Circle is a square,
// containerRelativeFrame's grid formula), not from the engine.

Experiment("primitives/shapes", proposal: ProposedViewSize(width: 540, height: 100)) {
    HStack(alignment: .top, spacing: 8) {
        Rectangle().fill(.red)
        RoundedRectangle(cornerRadius: 12).stroke(.blue, lineWidth: 2)
        Capsule().fill(.green)
        Ellipse().foregroundStyle(.orange)
        Circle().id("circle")
        Color(.purple).opacity(0.5)
    }
}

// A Circle answers the largest square that fits: 150 × 150 in 300 × 150 (Ellipse would be 300 × 150).
Experiment("primitives/circle-is-square", proposal: ProposedViewSize(width: 300, height: 150),
           expect: ["circle": CGRect(x: 75, y: 0, width: 150, height: 150)]) {
    Circle().id("circle")
}

Experiment("primitives/text", proposal: ProposedViewSize(width: 160, height: 400)) {
    VStack(alignment: .leading, spacing: 4) {
        Text("A longer sentence that has to wrap onto several lines").id("wrapping")
        Text("Only two lines are allowed for this one, the rest is cut").lineLimit(2).id("limited")
        Text("Large title").font(.largeTitle).id("large")
        Text("Twenty points").font(.system(size: 20, weight: .bold)).id("twenty")
        Text(verbatim: "Caption").font(.caption.italic()).foregroundColor(.secondary)
    }
}

Experiment("primitives/spacer-and-divider", proposal: ProposedViewSize(width: 300, height: 44)) {
    HStack {
        Text("Left").id("left")
        Spacer(minLength: 20).id("spacer")
        Divider()
        Text("Right").id("right")
    }
}

// fatbobman's "What Does spacing = nil Mean in SwiftUI?": with nil spacing the gaps next to a Text
// are not 8 and differ. SwiftUI's spacing preferences (RE; LayoutEngine/Primitives/Text/TextSpacing.swift) give
// 2.33 + 4.10 = 6.43 above 17 pt text and 20.29 + 2.33 − 11.98 = 10.64 below it; two Texts touch.
// Compare `--engine-option text-spacing=uniform` (8 everywhere).
Experiment("primitives/nil-spacing-next-to-text", proposal: ProposedViewSize(width: 150, height: nil),
           expect: ["top": CGRect(x: 0, y: 0, width: 150, height: 30),
                    "fat": CGRect(x: 63.17, y: 36.43, width: 23.67, height: 20.33),
                    "bottom": CGRect(x: 0, y: 67.41, width: 150, height: 30)]) {
    VStack {
        Rectangle().foregroundStyle(.red).frame(width: 150, height: 30).id("top")
        Text("Fat").id("fat")
        Rectangle().foregroundStyle(.red).frame(width: 150, height: 30).id("bottom")
    }
}

Experiment("primitives/stacks", proposal: ProposedViewSize(width: 300, height: 300)) {
    VStack(alignment: .leading, spacing: 10) {
        HStack(alignment: .firstTextBaseline) {
            Text("Title").font(.title)
            Text("subtitle").font(.footnote)
        }
        ZStack(alignment: .topTrailing) {
            Color.gray.frame(width: 120, height: 80).id("card")
            Text("NEW").font(.caption).padding(4).background(.yellow).id("badge")
        }
        Group {
            Color.red.frame(height: 20)
            EmptyView()
            Color.green.frame(height: 20)
        }
    }
}

Experiment("primitives/geometry-reader", proposal: ProposedViewSize(width: 200, height: 100),
           expect: ["reader": CGSize(width: 200, height: 100)]) {
    GeometryReader { proxy in
        Color.red.frame(width: 50, height: 50).id("square")
    }
    .id("reader")
}

// Inside a vertical ScrollView the content gets a nil height: a Color takes its ideal 10 points.
Experiment("primitives/scroll-views", proposal: ProposedViewSize(width: 300, height: 400)) {
    VStack {
        ScrollView(.vertical, showsIndicators: false) {
            Color.blue.id("ideal")
            Color.green.frame(height: 100)
        }
        ScrollView(.horizontal) {
            Text("A single line of text that is wider than the screen")
        }
        ScrollView([.horizontal, .vertical]) {
            Color.orange.frame(width: 500, height: 500)
        }
    }
}

Experiment("primitives/view-that-fits", proposals: [ProposedViewSize(width: 400, height: 50),
                                                     ProposedViewSize(width: 120, height: 50)]) {
    ViewThatFits(in: .horizontal) {
        Text("A long label that needs room").id("long")
        Text("Short").id("short")
    }
}

Experiment("primitives/padding", proposal: ProposedViewSize(width: 300, height: 400)) {
    VStack(spacing: 0) {
        Color.red.padding().id("default")
        Color.red.padding(8).id("eight")
        Color.red.padding(.horizontal, 8).id("horizontal")
        Color.red.padding([.top, .leading], 4).id("top-leading")
        Color.red.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).id("insets")
    }
}

Experiment("primitives/offset-and-position", proposal: ProposedViewSize(width: 200, height: 200)) {
    ZStack {
        Color.red.frame(width: 40, height: 40).offset(x: 10, y: -8).id("offset")
        Color.green.frame(width: 40, height: 40).offset(CGSize(width: -20, height: 20))
        Color.blue.frame(width: 20, height: 20).position(x: 50, y: 50).id("position")
    }
}

Experiment("primitives/background-overlay-border", proposal: ProposedViewSize(width: 300, height: 200)) {
    VStack {
        Text("Background").padding(8).background(Color.yellow).id("background")
        Text("Top bar").padding(8).background(alignment: .top) {
            Capsule().frame(height: 4).id("bar")
        }
        Text("Badge").padding(8).overlay(alignment: .topTrailing) {
            Circle().fill(.red).frame(width: 8, height: 8).id("dot")
        }
        Text("Pill").padding(.horizontal, 12).background(.blue, in: Capsule())
        Text("Bordered").border(Color.red, width: 2).overlay(Color.clear)
    }
}

Experiment("primitives/alignment-guides", proposal: ProposedViewSize(width: 300, height: 200)) {
    HStack(alignment: .top) {
        Color.red.frame(width: 50, height: 50)
            .alignmentGuide(.top) { d in d[.bottom] - 10 }.id("red")
        Color.blue.frame(width: 50, height: 80)
            .alignmentGuide(.top) { $0.height / 2 }.id("blue")
        Color.green.frame(width: 50, height: 30)
            .alignmentGuide(.top, computeValue: { _ in -20 }).id("green")
    }
}

// Grid form: ((400 − 2 × 10) / 3) × 2 + 10 = 263.33 points of the 400-wide container.
Experiment("primitives/container-relative-frame", proposal: ProposedViewSize(width: 400, height: 100),
           expect: ["two-thirds": CGSize(width: 263.33, height: 100)]) {
    Color.red
        .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10, alignment: .leading)
        .id("two-thirds")
}

Experiment("primitives/fixed-size-and-priority", proposal: ProposedViewSize(width: 200, height: 200)) {
    VStack {
        Text("This text wraps at 100 points but keeps its full height")
            .fixedSize(horizontal: false, vertical: true)
            .frame(width: 100).id("wrapped")
        HStack {
            Text("Low priority text that gives way")
            Text("High priority").layoutPriority(1).id("priority")
        }
        Text("Never truncated").fixedSize().id("fixed")
    }
}

Experiment("primitives/aspect-ratios", proposal: ProposedViewSize(width: 300, height: 300),
           images: ["barbarian": CGSize(width: 101, height: 92)]) {
    VStack {
        Image("barbarian").resizable().scaledToFit().id("fit")
        Image("barbarian").resizable().scaledToFill().frame(width: 100, height: 50).clipped()
        Color.blue.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit).id("four-three")
    }
}
