// The example experiment files, copied verbatim from `Examples/*.swift` (at commit b691833), one
// test per file: every view expression compiles against LayoutLabUI and every expectation (the
// seed articles' numbers) holds. `Experiment` here is the test stand-in of ExperimentSupport.swift.
// If an example file changes, copy it again. One change: `CGSize(width: .infinity, height: .infinity)`
// is written `CGFloat.infinity`, because Foundation on Linux has both CGFloat and Double
// initializers and `.infinity` is ambiguous between them (it is not LayoutLabUI's API).
import LayoutLabUI
import Testing

@Suite("Examples, verbatim")
struct ExamplesVerbatimTests {
    @Test("Examples/AspectRatio.swift")
    func aspectRatio() {
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
    }

    @Test("Examples/Frames.swift")
    func frames() {
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
    }

    @Test("Examples/Primitives.swift")
    func primitives() {
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
    }

    @Test("Examples/RelativeSizing.swift")
    func relativeSizing() {
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
    }

    @Test("Examples/Sizes.swift")
    func sizes() {
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
    }

    @Test("Examples/Sweeps.swift")
    func sweeps() {
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
    }
}
