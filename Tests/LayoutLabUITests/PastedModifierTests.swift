// Modifiers found missing when pasting real views: `Text.textCase` measures the transformed string
// [DOC textCase(_:): "Sets a transform for the case of the text contained in this view when
// displayed"; SwiftUI lays out what it displays]; `allowsTightening`, `task(id:)`, the sheet
// presentation modifiers, sensory feedback, symbol effects, content transitions, `visualEffect`
// and `onGeometryChange` (whose action here changes nothing), gestures and color effects compile and leave the layout as it is (they
// act after layout); `.labelsHidden()` leaves a control's row its control alone.
import struct LayoutEngine.LayoutOptions
import LayoutLabUI
import Testing

/// A primitive button style whose body is the button its configuration makes, padded.
private struct LapButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View { Button(configuration).padding(8) }
}

@Suite("Modifiers of pasted views")
struct PastedModifierTests {
    let proposal = ProposedViewSize(width: 390, height: 200)

    @Test("Text.textCase(.uppercase) is as wide as the uppercased string; lowercase likewise; nil changes nothing")
    func textCase() {
        let upper = LayoutLab.layout(Text("Title").textCase(.uppercase).id("t"), in: proposal)["t"]
        let written = LayoutLab.layout(Text("TITLE").id("t"), in: proposal)["t"]
        let plain = LayoutLab.layout(Text("Title").id("t"), in: proposal)["t"]
        #expect(upper == written)
        #expect((upper?.width ?? 0) > (plain?.width ?? 0))
        #expect(LayoutLab.layout(Text("TITLE").textCase(.lowercase).id("t"), in: proposal)["t"]
                == LayoutLab.layout(Text("title").id("t"), in: proposal)["t"])
        #expect(LayoutLab.layout(Text("Title").textCase(nil).id("t"), in: proposal)["t"] == plain)
    }

    /// `.textCase` on a view around Texts cases each Text that sets none (the innermost wins), and a
    /// grouped list's section headers are uppercased, as iOS 14–18 draw them, unless `.textCase(nil)`
    /// is set on the header or around the list.
    @Test("textCase on a container cases the Texts inside; grouped section headers are uppercased")
    func containerTextCase() {
        let upper = LayoutLab.layout(Text("TITLE").id("t"), in: proposal)["t"]
        let plain = LayoutLab.layout(Text("Title").id("t"), in: proposal)["t"]
        #expect(LayoutLab.layout(VStack { Text("Title").id("t") }.textCase(.uppercase), in: proposal)["t"] == upper)
        #expect(LayoutLab.layout(VStack { Text("Title").textCase(nil).id("t") }.textCase(.uppercase), in: proposal)["t"] == plain)
        #expect(LayoutLab.layout(VStack { Text("TITLE").id("t") }.textCase(.lowercase), in: proposal)["t"]
                == LayoutLab.layout(Text("title").id("t"), in: proposal)["t"])

        func header(_ list: some View) -> CGSize? {
            LayoutLab.layout(list, in: ProposedViewSize(width: 390, height: 600))["h"].map { CGSize(width: $0.width, height: $0.height) }
        }
        let footnoteUpper = LayoutLab.layout(Text("PROFILE").font(.footnote).id("t"), in: proposal)["t"]
        let footnotePlain = LayoutLab.layout(Text("Profile").font(.footnote).id("t"), in: proposal)["t"]
        #expect((footnoteUpper?.width ?? 0) > (footnotePlain?.width ?? 0))
        let form = Form { Section { Text("Row") } header: { Text("Profile").id("h") } }
        #expect(header(form)?.width == footnoteUpper?.width)
        let kept = Form { Section { Text("Row") } header: { Text("Profile").textCase(nil).id("h") } }
        #expect(header(kept)?.width == footnotePlain?.width)
        let keptAround = Form { Section { Text("Row") } header: { Text("Profile").id("h") } }.textCase(nil)
        #expect(header(keptAround)?.width == footnotePlain?.width)
        let plainList = List { Section { Text("Row") } header: { Text("Profile").id("h") } }.listStyle(.plain)
        #expect(header(plainList)?.width == footnotePlain?.width)
    }

    @Test("allowsTightening, task(id:), presentation, feedback, symbol effects and geometry observers leave the layout alone")
    func visualOnly() {
        let plainResult = LayoutLab.layout(Text("Hello world").id("t"), in: proposal)
        let plain = plainResult["t"]
        let styled = LayoutLab.layout(
            Text("Hello world").id("t")
                .allowsTightening(true)
                .task(id: 3) {}
                .sheet(isPresented: .constant(false)) {
                    Text("Sheet").presentationDetents([.medium, .fraction(0.3)]).presentationDragIndicator(.visible)
                }
                .sensoryFeedback(.increase, trigger: 1)
                .symbolEffect(.bounce.up.byLayer, options: .repeating, value: 2)
                .contentTransition(.numericText())
                .visualEffect { content, proxy in content.offset(y: proxy.size.height).opacity(0.5) }
                .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { _ in }
                .mask(RoundedRectangle(cornerRadius: 8)),
            in: proposal)["t"]
        #expect(styled == plain)
        // Seed 002: "Hello world" is 85.33 × 20.33, centred in 390 × 200.
        expectFrame(plainResult, "t", CGRect(x: 152.33, y: 89.83, width: 85.33, height: 20.33))
    }

    @Test("gestures, color effects, container shapes, text selection and scroll transitions leave the layout alone")
    func gesturesAndEffects() {
        struct Draggable: View {
            @GestureState var drag = CGSize.zero
            var body: some View {
                Text("Hello world").id("t")
                    .offset(drag)
                    .gesture(DragGesture(minimumDistance: 0)
                        .updating($drag) { value, state, _ in state = value.translation }
                        .onEnded { value in _ = value.predictedEndTranslation })
                    .simultaneousGesture(TapGesture(count: 2).onEnded {})
                    .highPriorityGesture(LongPressGesture().onEnded { _ in })
                    .gesture(MagnifyGesture().onChanged { _ = $0.magnification }.simultaneously(with: RotateGesture()))
                    .hueRotation(.degrees(30)).luminanceToAlpha().colorInvert().colorMultiply(.red)
                    .containerShape(.rect(cornerRadius: 12)).geometryGroup().backgroundStyle(.blue)
                    .textSelection(.enabled).statusBarHidden().persistentSystemOverlays(.hidden)
                    .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.3) }
                    .scrollTransition(topLeading: .animated, bottomTrailing: .interactive, axis: .vertical) { content, phase in
                        content.scaleEffect(1 - abs(phase.value) * 0.1)
                    }
            }
        }
        // The gesture state keeps its initial value: no offset. Seed 002's "Hello world", centred.
        expectFrame(LayoutLab.layout(Draggable(), in: proposal), "t", CGRect(x: 152.33, y: 89.83, width: 85.33, height: 20.33))
    }

    @Test("iOS 16–17 views: shapes and TextEditor fill their proposal; AttributedString, TimelineView and ScaledMetric lay out as plain values")
    func newerViews() {
        struct Item: Identifiable { let id: Int }
        // Every shape takes its proposal [seed 002: shapes are flexible], whatever its corners.
        expectFrame(LayoutLab.layout(UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 8).id("s"), in: proposal),
                    "s", CGRect(x: 0, y: 0, width: 390, height: 200))
        expectFrame(LayoutLab.layout(ContainerRelativeShape().id("s"), in: proposal), "s", CGRect(x: 0, y: 0, width: 390, height: 200))
        expectFrame(LayoutLab.layout(Circle().trim(from: 0, to: 0.5).stroke(style: StrokeStyle(lineWidth: 3)).id("s")
                        .frame(width: 30, height: 30), in: proposal), "s", CGRect(x: 180, y: 85, width: 30, height: 30))
        // A text editor scrolls its text: its frame is what it is proposed.
        expectFrame(LayoutLab.layout(TextEditor(text: .constant("Notes")).id("e"), in: proposal), "e",
                    CGRect(x: 0, y: 0, width: 390, height: 200))
        // Seed 002's "Hello world" (85.33 × 20.33), however the string arrives.
        let hello = CGRect(x: 152.33, y: 89.83, width: 85.33, height: 20.33)
        expectFrame(LayoutLab.layout(Text(AttributedString("Hello world")).id("t"), in: proposal), "t", hello)
        let timeline = TimelineView(.everyMinute) { context in
            Text(context.date == Date(timeIntervalSince1970: 1_685_958_060) ? "Hello world" : "another moment").id("t")
        }
        expectFrame(LayoutLab.layout(timeline.sheet(item: .constant(Item?.none)) { _ in Text("Sheet") }, in: proposal), "t", hello)
        // At the default text size a scaled metric is its base value.
        struct Icon: View {
            @ScaledMetric(relativeTo: .body) var side: CGFloat = 24
            var body: some View { Color.red.frame(width: side, height: side).id("icon") }
        }
        expectFrame(LayoutLab.layout(Icon(), in: proposal), "icon", CGRect(x: 183, y: 88, width: 24, height: 24))
    }

    @Test("NavigationPath and more @Environment values (locale, size category, scene phase) compile; a preview's are fixed")
    func navigationPathAndEnvironment() {
        struct Screen: View {
            @State var path = NavigationPath([1, 2])
            @Environment(\.sizeCategory) var category
            @Environment(\.scenePhase) var phase
            @Environment(\.locale) var locale
            @Environment(\.accessibilityReduceMotion) var reduceMotion
            var body: some View {
                NavigationStack(path: $path) {
                    Text(category == .large && phase == .active && locale.identifier == "en_US" && !reduceMotion
                         && path.count == 2 ? "Hello world" : "unexpected environment").id("t")
                        .toolbar(.hidden, for: .navigationBar)
                }
            }
        }
        // Without its bar, the stack's root is seed 002's "Hello world", centred.
        expectFrame(LayoutLab.layout(Screen(), in: proposal), "t", CGRect(x: 152.33, y: 89.83, width: 85.33, height: 20.33))
    }

    /// A debounced search and a timer deliver after the first frame, so the view is laid out with
    /// the initial results; what arrives at subscription (`$query`'s "" uppercased) changes nothing.
    @Test("Combine pipelines and timers compile; debounced values and ticks do not reach the first frame")
    func combineAtRest() {
        final class Model: ObservableObject {
            @Published var query = ""
            @Published var results: [String] = ["Hello world"]
            @Published var shouted = ""
            var cancellables = Set<AnyCancellable>()
            init() {
                $query.debounce(for: .milliseconds(300), scheduler: RunLoop.main).removeDuplicates()
                    .map { [$0, $0] }.receive(on: DispatchQueue.main)
                    .sink { [weak self] in self?.results = $0 }.store(in: &cancellables)
                $query.map { $0.uppercased() }.assign(to: &$shouted)
                CurrentValueSubject<Int, Never>(1).combineLatest(Just(2)).sink { _ in }.store(in: &cancellables)
            }
        }
        struct Screen: View {
            @StateObject var model = Model()
            @State var ticks = 0
            let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            var body: some View {
                Text(ticks == 0 ? model.results[0] : "ticked").id("t")
                    .onReceive(timer) { _ in ticks += 1 }
                    .onReceive(NotificationCenter.default.publisher(for: Notification.Name("refresh"))) { _ in ticks += 1 }
            }
        }
        // Seed 002's "Hello world", centred: the timer and the debounced pipeline changed nothing.
        expectFrame(LayoutLab.layout(Screen(), in: proposal), "t", CGRect(x: 152.33, y: 89.83, width: 85.33, height: 20.33))
    }

    @Test("DatePicker with a partial range and Slider with a step and value labels lay out as their other forms")
    func rangeAndStepForms() {
        let day = Binding.constant(Date()), level = Binding.constant(0.5)
        let closed = LayoutLab.layout(DatePicker("Due", selection: day, in: Date()...Date(), displayedComponents: .date).id("d"),
                                      in: proposal)["d"]
        #expect(closed != nil)
        #expect(LayoutLab.layout(DatePicker("Due", selection: day, in: ...Date(), displayedComponents: .date).id("d"),
                                 in: proposal)["d"] == closed)
        #expect(LayoutLab.layout(DatePicker(selection: day, in: Date()...) { Text("Due") }.id("d"), in: proposal)["d"] == closed)
        let labelled = LayoutLab.layout(
            Slider(value: level, in: 0...1) { Text("Level") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
                .id("s"), in: proposal)
        let stepped = LayoutLab.layout(
            Slider(value: level, in: 0...1, step: 0.1) { Text("Level") } minimumValueLabel: { Text("0") }
                maximumValueLabel: { Text("100") }.id("s"), in: proposal)
        #expect(stepped["s"] != nil && stepped["s"] == labelled["s"])
        #expect(stepped.engineResult.nodes.count == labelled.engineResult.nodes.count)
        #expect(LayoutLab.layout(Slider(value: level, in: 0...1, step: 0.1) { Text("Level") }.id("s"), in: proposal)["s"]
                == LayoutLab.layout(Slider(value: level, in: 0...1).id("s"), in: proposal)["s"])
    }

    /// A podcast app's volume row (SOS-duriracha's `VolumeSlider`) gives the value labels as views,
    /// SwiftUI's older form; a stopwatch's primitive style (BrettNorm/Stopwatch) makes its button
    /// of the configuration. The slider: the labels and the track in an HStack (8 apart), the
    /// track 390 − 20 − 20 − 16 = 334 wide and 31 high (UISlider's height); the button: its
    /// 40 × 20 label padded by 8.
    @Test("a slider's value labels given as views, and a button made of a primitive style's configuration")
    func legacySliderLabelsAndPrimitiveStyleButton() {
        let level = Binding.constant(0.5)
        let slider = LayoutLab.layout(
            Slider(value: level, in: 0...1, step: 0.1, minimumValueLabel: Color.red.frame(width: 20, height: 20).id("min"),
                   maximumValueLabel: Color.red.frame(width: 20, height: 20).id("max"), label: {}).id("s"),
            in: proposal)
        expectFrame(slider, "s", CGRect(x: 0, y: 84.5, width: 390, height: 31))
        expectFrame(slider, "min", CGRect(x: 0, y: 90, width: 20, height: 20))
        expectFrame(slider, "max", CGRect(x: 370, y: 90, width: 20, height: 20))
        let unstepped = LayoutLab.layout(
            Slider(value: level, in: 0...1, minimumValueLabel: Color.red.frame(width: 20, height: 20).id("min"),
                   maximumValueLabel: Color.red.frame(width: 20, height: 20).id("max"), label: {}), in: proposal)
        expectFrame(unstepped, "max", CGRect(x: 370, y: 90, width: 20, height: 20))
        let button = LayoutLab.layout(
            Button {} label: { Color.blue.frame(width: 40, height: 20) }.buttonStyle(LapButtonStyle()).id("b"), in: proposal)
        expectFrame(button, "b", CGRect(x: 167, y: 82, width: 56, height: 36))
    }

    /// Sportano's outline of categories, ReadMe's string-labelled disclosure group and toolbar
    /// item, and a view choosing columns by Dynamic Type: an outline list starts collapsed (its
    /// top-level rows, as `List(items)` lays them out), a string label is the label's text, and
    /// the preview's default size (`.large`) is no accessibility size.
    @Test("outline lists, string-labelled disclosure groups, .status toolbar items, isAccessibilitySize")
    func outlinesAndLabels() {
        struct Part: Identifiable { let id: Int; let children: [Part]? }
        let parts = [Part(id: 1, children: [Part(id: 3, children: nil)]), Part(id: 2, children: nil)]
        let outline = LayoutLab.layout(List(parts, children: \.children) { part in Text("Part \(part.id)").id("row\(part.id)") }, in: proposal)
        let flat = LayoutLab.layout(List(parts) { part in Text("Part \(part.id)").id("row\(part.id)") }, in: proposal)
        #expect(outline.frames.keys.sorted() == ["row1", "row2"])
        #expect(outline.frames == flat.frames)
        let header = "About the shop"
        let labelled = LayoutLab.layout(DisclosureGroup(header) { Text("Details") }.id("g"), in: proposal)
        let keyed = LayoutLab.layout(DisclosureGroup("About the shop") { Text("Details") }.id("g"), in: proposal)
        #expect(labelled["g"] != nil && labelled["g"] == keyed["g"])
        let status = LayoutLab.layout(Text("Body").id("t").toolbar { ToolbarItem(placement: .status) { Text("Add") } }, in: proposal)
        #expect(status["t"] == LayoutLab.layout(Text("Body").id("t"), in: proposal)["t"])
        // Items named by their full type, as SwiftUI spells it: `ToolbarItem<ID, Content>`.
        let plain: ToolbarItem<(), Text> = ToolbarItem(placement: .topBarTrailing) { Text("Add") }
        let customizable: ToolbarItem<String, Text> = ToolbarItem(id: "add") { Text("Add") }
        let typed = LayoutLab.layout(Text("Body").id("t").toolbar { plain; customizable }, in: proposal)
        #expect(typed["t"] != nil && typed["t"] == status["t"])
        #expect(!DynamicTypeSize.large.isAccessibilitySize && DynamicTypeSize.accessibility1.isAccessibilitySize)
        #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize).count == 5)
    }

    /// Forms as apps write them: a row titled by a string variable (`LabeledContent(name)`), a
    /// stepper told when editing starts (Convert's settings), name fields with their content
    /// types (Focused2): each laid out as its plainer form is.
    @Test("string-titled LabeledContent, steppers with onEditingChanged, name content types")
    func formRowsAsAppsWriteThem() {
        let name = "Apple"
        let titled = LayoutLab.layout(LabeledContent(name) { Text("fruit") }.id("row"), in: proposal)
        #expect(titled["row"] != nil && titled["row"] == LayoutLab.layout(LabeledContent("Apple") { Text("fruit") }.id("row"), in: proposal)["row"])
        let accuracy = Binding.constant(2)
        let told = LayoutLab.layout(Stepper("Accuracy", value: accuracy, in: 0...5, step: 1) { _ in }.id("s"), in: proposal)
        #expect(told["s"] != nil && told["s"] == LayoutLab.layout(Stepper("Accuracy", value: accuracy, in: 0...5).id("s"), in: proposal)["s"])
        let first = Binding.constant("")
        let typed = LayoutLab.layout(TextField("First", text: first).textContentType(.givenName).id("f"), in: proposal)
        #expect(typed["f"] == LayoutLab.layout(TextField("First", text: first).textContentType(.familyName).id("f"), in: proposal)["f"])
    }

    @Test("withAnimation runs its body (then its completion) and returns its result; transitions change no layout")
    func withAnimationRunsItsBody() {
        var count = 0
        let result = withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) { count += 1; return "done" }
        withAnimation(.snappy(duration: 0.2)) { count += 1 } completion: { count += 10 }
        withTransaction(Transaction(animation: .bouncy)) { count += 100 }
        #expect(result == "done" && count == 112)
        let moving = LayoutLab.layout(Text("Hello world").id("t").transition(.push(from: .trailing).combined(with: .scale(scale: 0.5)))
            .animation(.smooth(duration: 0.3), value: count), in: proposal)
        expectFrame(moving, "t", CGRect(x: 152.33, y: 89.83, width: 85.33, height: 20.33))
    }

    @Test("row editing, search placements, dialogs with title visibility and context-menu previews change nothing")
    func listEditingAndDialogs() {
        let plain = LayoutLab.layout(VStack { ForEach(0..<2) { Text("Row \($0)").id("row\($0)") } }, in: proposal)
        let edited = LayoutLab.layout(
            VStack {
                ForEach(0..<2) { Text("Row \($0)").id("row\($0)").contextMenu { Text("Copy") } preview: { Text("Preview") } }
                    .onDelete { _ in }
                    .onMove { _, _ in }
            }
            .searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always), prompt: "Search")
            .confirmationDialog("Sure?", isPresented: .constant(false), titleVisibility: .visible) { Text("Yes") } message: { Text("M") },
            in: proposal)
        #expect(plain["row0"] != nil && edited["row0"] == plain["row0"] && edited["row1"] == plain["row1"])
        // A preview lays lists out as when not editing; navigation to an item changes nothing.
        struct Rows: View {
            @Environment(\.editMode) var editMode
            @State var selected: Int?
            var body: some View {
                VStack { ForEach(0..<2) { Text(editMode?.wrappedValue.isEditing == true ? "editing" : "Row \($0)").id("row\($0)") } }
                    .navigationDestination(item: $selected) { Text("\($0)") }
                    .environment(\.editMode, .constant(.active))
            }
        }
        let rows = LayoutLab.layout(Rows(), in: proposal)
        #expect(rows["row0"] == plain["row0"] && rows["row1"] == plain["row1"])
    }

    @Test("Text(timerInterval:) is measured as at the interval's start; equatable() changes nothing")
    func timerText() {
        let start = Date(timeIntervalSince1970: 0)
        func frame(_ text: Text) -> CGRect? { LayoutLab.layout(text.id("t"), in: proposal)["t"] }
        #expect(frame(Text(timerInterval: start...start.addingTimeInterval(60))) == frame(Text(verbatim: "1:00")))
        #expect(frame(Text(timerInterval: start...start.addingTimeInterval(3725))) == frame(Text(verbatim: "1:02:05")))
        #expect(frame(Text(timerInterval: start...start.addingTimeInterval(3725), showsHours: false)) == frame(Text(verbatim: "62:05")))
        #expect(frame(Text(timerInterval: start...start.addingTimeInterval(60), countsDown: false)) == frame(Text(verbatim: "0:00")))
        struct Price: View, Equatable {
            let value: Int
            var body: some View { Text("Hello world").id("t") }
        }
        expectFrame(LayoutLab.layout(Price(value: 1).equatable(), in: proposal), "t",
                    CGRect(x: 152.33, y: 89.83, width: 85.33, height: 20.33))
    }

    // containerRelativeFrame's container is the window outside scroll views, the root proposal
    // (ContainerRelativeFrame.swift).
    @Test("containerRelativeFrame's closure form gives each listed axis the closure's length of the container's")
    func containerRelativeClosure() {
        let eighty = LayoutLab.layout(Color.blue.id("c").containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }, in: proposal)
        // 0.8 × 390 = 312 wide, the height passed through (200); centred at (390 − 312) / 2 = 39.
        expectFrame(eighty, "c", CGRect(x: 39, y: 0, width: 312, height: 200))
        #expect(eighty["c"] == LayoutLab.layout(Color.blue.id("c").containerRelativeFrame(.horizontal, count: 5, span: 4, spacing: 0),
                                                in: proposal)["c"])
        let halfHigh = LayoutLab.layout(
            Color.blue.id("c").containerRelativeFrame([.horizontal, .vertical], alignment: .top) { length, axis in
                axis == .vertical ? length / 2 : length - 20
            }.id("frame"), in: proposal)
        // 370 × 100, the frame centred in 390 × 200 at (10, 50); the colour fills it.
        expectFrame(halfHigh, "frame", CGRect(x: 10, y: 50, width: 370, height: 100))
        expectFrame(halfHigh, "c", CGRect(x: 10, y: 50, width: 370, height: 100))
    }

    /// Inside a scroll view the container is the scroll view [DOC containerRelativeFrame: "the nearest
    /// container ... a window, a scroll view, ..."]: a carousel padded 16 on each side is proposed
    /// 358, so a card spanning 2 of 3 columns with 8 between is (358 − 2 × 8) ÷ 3 × 2 + 8 = 236 wide,
    /// not the window's (390 − 16) ÷ 3 × 2 + 8 = 257.33 (a news app's carousel).
    @Test("containerRelativeFrame's container is the nearest scroll view, as it was proposed")
    func containerRelativeInScrollView() {
        let carousel = LayoutLab.layout(
            ScrollView(.horizontal) {
                HStack(spacing: 8) {
                    ForEach(0..<3) { index in
                        Color.blue.frame(height: 50).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8).id("card\(index)")
                    }
                }
            }
            .padding(.horizontal, 16), in: proposal)
        expectFrame(carousel, "card0", CGRect(x: 16, y: 75, width: 236, height: 50))
        expectFrame(carousel, "card1", CGRect(x: 260, y: 75, width: 236, height: 50))
    }

    /// The container excludes the scroll view's content margins and safe-area padding [DOC
    /// containerRelativeFrame: the container's size "subtracting any safe area insets that might be
    /// applied to that container"; DOC ScrollTargetBehaviorContext.containerSize: "the bounds of the
    /// scroll view subtracting any insets applied to the scroll view"]: with 40 on each side the
    /// container is 390 − 80 = 310, so a card spanning 2 of 3 columns is (310 − 2 × 8) ÷ 3 × 2 + 8 = 204
    /// wide, the first at the margin, 40 (WWDC23's peeking carousel). Padding inside the scroll view is
    /// part of its content and leaves the container 390: (390 − 16) ÷ 3 × 2 + 8 = 257.33.
    @Test("containerRelativeFrame's scroll-view container is taken in by content margins and safe-area padding, not by padding")
    func containerRelativeInsideMargins() {
        func cards() -> some View {
            HStack(spacing: 8) {
                ForEach(0..<3) { index in
                    Color.blue.frame(height: 50).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8).id("card\(index)")
                }
            }
        }
        let margins = LayoutLab.layout(ScrollView(.horizontal) { cards() }.contentMargins(.horizontal, 40), in: proposal)
        expectFrame(margins, "card0", CGRect(x: 40, y: 75, width: 204, height: 50))
        expectFrame(margins, "card1", CGRect(x: 252, y: 75, width: 204, height: 50))
        let safeArea = LayoutLab.layout(ScrollView(.horizontal) { cards() }.safeAreaPadding(.horizontal, 40), in: proposal)
        expectFrame(safeArea, "card1", CGRect(x: 252, y: 75, width: 204, height: 50))
        let padded = LayoutLab.layout(ScrollView(.horizontal) { cards().padding(.horizontal, 40) }, in: proposal)
        expectFrame(padded, "card0", CGRect(x: 40, y: 75, width: 257.33, height: 50))
        // One full-width page per card: 310 wide, the next 8 further on.
        let pages = LayoutLab.layout(ScrollView(.horizontal) {
            HStack(spacing: 8) { ForEach(0..<2) { Color.red.frame(height: 50).containerRelativeFrame(.horizontal).id("page\($0)") } }
        }.safeAreaPadding(.horizontal, 40), in: proposal)
        expectFrame(pages, "page0", CGRect(x: 40, y: 75, width: 310, height: 50))
        expectFrame(pages, "page1", CGRect(x: 358, y: 75, width: 310, height: 50))
    }

    /// `.id(value)` with an optional value (a model's `selectedID`) labels the view with the value,
    /// not "Optional(4)"; a nil id labels nothing, so rows of nil ids are not all named "nil".
    @Test("an optional id labels a view with its value; nil labels nothing")
    func optionalIDs() {
        let some: Int? = 4, none: Int? = nil
        let result = LayoutLab.layout(VStack { Text("a").id(some); Text("b").id(none) }, in: proposal)
        let plain = LayoutLab.layout(VStack { Text("a").id("4"); Text("b") }, in: proposal)
        // The same frame as the view labelled "4" by hand: a 17-pt line, 20.33 high.
        #expect(result["4"] != nil && result["4"] == plain["4"])
        #expect(result["4"]?.height == plain["4"]?.height && (plain["4"]?.height ?? 0) > 20.33 && (plain["4"]?.height ?? 0) < 20.34)
        #expect(result["Optional(4)"] == nil)
        #expect(result["nil"] == nil)
    }

    @Test("ColorPicker is a control row with a 28 × 28 well; ControlGroup puts its controls side by side with no spacing")
    func colorPickerAndControlGroup() {
        expectFrame(LayoutLab.layout(ColorPicker("Tint", selection: .constant(.red)).id("c"), in: proposal), "c",
                    CGSize(width: 390, height: 28))
        expectFrame(LayoutLab.layout(ColorPicker("Tint", selection: .constant(.red)).id("c").labelsHidden(), in: proposal), "c",
                    CGRect(x: 181, y: 86, width: 28, height: 28))
        let group = LayoutLab.layout(ControlGroup { Button("Hello") {}.id("a"); Button("world") {}.id("b") }.id("g"), in: proposal)
        let a = group["a"] ?? .zero, b = group["b"] ?? .zero
        #expect(b.minX == a.maxX)
        #expect(group["g"]?.width == a.width + b.width)
        // The timer form of ProgressView is a bar, as one with a value.
        #expect(LayoutLab.layout(ProgressView(timerInterval: Date()...Date().addingTimeInterval(60)).id("p"), in: proposal)["p"]
                == LayoutLab.layout(ProgressView(value: 0.5).id("p"), in: proposal)["p"])
    }

    // A preview's device is an iPhone 14 in portrait: 390 × 844 points at @3x (the safe area of
    // 390 × 763 plus 47 above and 34 below, `Preview.defaultSafeArea`).
    @Test("UIScreen.main is the preview device's 390 × 844 screen; keyboard shortcuts change nothing")
    func screenAndShortcuts() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1170, height: 2532))
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        let half = LayoutLab.layout(
            Color.red.frame(width: UIScreen.main.bounds.width / 2, height: 10).id("bar")
                .keyboardShortcut(.defaultAction).keyboardShortcut("s", modifiers: [.command, .shift]),
            in: proposal)
        expectFrame(half, "bar", CGRect(x: 97.5, y: 95, width: 195, height: 10))
    }

    // iOS draws these controls as a row of label, Spacer and control across the proposal
    // (LayoutLabUI's approximation: UISwitch 51 × 31, UIStepper 94 × 32, a compact date picker
    // 120 × 34). `.labelsHidden()` [DOC: "Hides the labels of any controls contained within this
    // view"] leaves the control alone, at its own size, so it no longer fills the row.
    @Test("labelsHidden: a Toggle is its 51 × 31 switch, a Stepper its 94 × 32 control, a DatePicker its 120 × 34 field")
    func labelsHidden() {
        let toggle = LayoutLab.layout(Toggle("Wi-Fi", isOn: .constant(true)).id("t").labelsHidden(), in: proposal)
        expectFrame(toggle, "t", CGRect(x: 169.5, y: 84.5, width: 51, height: 31))
        let stepper = LayoutLab.layout(Stepper("Count", value: .constant(1), in: 0...9).id("s").labelsHidden(), in: proposal)
        expectFrame(stepper, "s", CGRect(x: 148, y: 84, width: 94, height: 32))
        let picker = LayoutLab.layout(DatePicker("Due", selection: .constant(Date())).id("d").labelsHidden(), in: proposal)
        expectFrame(picker, "d", CGRect(x: 135, y: 83, width: 120, height: 34))
        // Applied to a container, it reaches every control inside; a row beside a label keeps the
        // switch at its size after the label and the default spacing of 8.
        let row = LayoutLab.layout(HStack { Text("Wi-Fi").id("label"); Toggle("Wi-Fi", isOn: .constant(true)).id("t") }
            .labelsHidden().id("row"), in: proposal)
        expectFrame(row, "t", CGSize(width: 51, height: 31))
        #expect(row["row"]?.width == (row["label"]?.width ?? 0) + 8 + 51)
        // Without it the toggle still spans the proposal.
        expectFrame(LayoutLab.layout(Toggle("Wi-Fi", isOn: .constant(true)).id("t"), in: proposal), "t",
                    CGSize(width: 390, height: 31))
    }
}

@Suite("Gauge and ShareLink")
struct GaugeAndShareLinkTests {
    let proposal = ProposedViewSize(width: 300, height: 200)

    // Gauge is laid out as a ProgressView with a value (LayoutLabUI's stated approximation): the
    // label, then a 300 × 4 bar.
    @Test("Gauge: its label above a bar as wide as the proposal, like ProgressView(value:)")
    func gauge() {
        let gauge = LayoutLab.layout(Gauge(value: 40, in: 0...100) { Text("Load").id("label") }.id("g"), in: proposal)
        let progress = LayoutLab.layout(ProgressView(value: 0.4) { Text("Load").id("label") }.id("g"), in: proposal)
        #expect(gauge["g"] == progress["g"] && gauge["label"] == progress["label"])
        #expect(gauge["g"]?.width == 300)
        let bounded = LayoutLab.layout(
            Gauge(value: 40, in: 0...100) { EmptyView() } currentValueLabel: { Text("40") }
                minimumValueLabel: { Text("0").id("min") } maximumValueLabel: { Text("100").id("max") }
                .gaugeStyle(.accessoryLinearCapacity).id("g"),
            in: proposal)
        #expect(bounded["min"]?.minX == 0)
        #expect(bounded["max"].map { abs($0.maxX - 300) < 0.01 } == true)
    }

    @Test("ShareLink is laid out as its label; the default label is Label(\"Share\", systemImage: \"square.and.arrow.up\")")
    func shareLink() {
        let share = LayoutLab.layout(ShareLink(item: "text").id("s"), in: proposal)["s"]
        let label = LayoutLab.layout(Label("Share", systemImage: "square.and.arrow.up").id("s"), in: proposal)["s"]
        #expect(share == label)
        let custom = LayoutLab.layout(ShareLink(item: "text") { Text("Send") }.id("s"), in: proposal)["s"]
        #expect(custom == LayoutLab.layout(Text("Send").id("s"), in: proposal)["s"])
        // A preview of the item is the share sheet's: the link is still its label.
        let previewed = LayoutLab.layout(ShareLink(item: "text", preview: SharePreview("Photo", image: Image("photo"))).id("s"),
                                         in: proposal)["s"]
        #expect(previewed == label)
        let labelled = LayoutLab.layout(ShareLink(item: "text", preview: SharePreview("Photo")) { Text("Send") }.id("s"),
                                        in: proposal)["s"]
        #expect(labelled == LayoutLab.layout(Text("Send").id("s"), in: proposal)["s"])
    }
}

/// Swift Charts (LayoutLabUI's stated approximation): a Chart is one flexible view that takes its
/// proposal, like a Color; its marks, axes and modifiers add nothing.
@Suite("Charts")
struct ChartsTests {
    struct Sale: Identifiable {
        let id: Int
        let day: String
        let amount: Double
    }

    let sales = [Sale(id: 0, day: "Mon", amount: 3), Sale(id: 1, day: "Tue", amount: 5)]

    // A headline (20.33 high, seed 002's 17 pt line; 43.33 wide in the engine's font model) 8 above a
    // 200-high chart in a leading VStack, 228.33 high in all, centred in 763: y = 267.33; the chart
    // takes the full 390 width at y = 267.33 + 20.33 + 8 = 295.67.
    @Test("a Chart in a frame takes the frame; without one, its whole proposal")
    func chartSizes() {
        let framed = LayoutLab.layout(
            VStack(alignment: .leading, spacing: 8) {
                Text("Sales").font(.headline).id("title")
                Chart(sales) { sale in
                    BarMark(x: .value("Day", sale.day), y: .value("Amount", sale.amount))
                        .foregroundStyle(by: .value("Day", sale.day))
                        .annotation(position: .top) { Text("\(sale.amount)") }
                    RuleMark(y: .value("Goal", 4))
                }
                .chartYScale(domain: 0...10)
                .chartXAxis { AxisMarks(values: .automatic(desiredCount: 3)) { _ in AxisGridLine(); AxisValueLabel() } }
                .chartLegend(.hidden)
                .frame(height: 200)
                .id("chart")
            },
            in: ProposedViewSize(width: 390, height: 763))
        expectFrame(framed, "chart", CGRect(x: 0, y: 295.67, width: 390, height: 200))
        expectFrame(framed, "title", CGRect(x: 0, y: 267.33, width: 43, height: 20.33))
        let bare = LayoutLab.layout(Chart { LineMark(x: .value("x", 1), y: .value("y", 2)) }.id("chart"),
                                    in: ProposedViewSize(width: 300, height: 400))
        expectFrame(bare, "chart", CGRect(x: 0, y: 0, width: 300, height: 400))
    }

    enum Side: String, Plottable { case buy, sell }

    /// QSS's `enum Actor: String, Plottable`: an enum with plottable raw values plots them, and a
    /// generic chart over `Plottable` values is still one flexible view (its 300 × 200 frame).
    @Test("Plottable: an enum with string raw values plots them, and generic charts compile")
    func plottable() {
        #expect(Side.sell.primitivePlottable == "sell")
        #expect(Side(primitivePlottable: "buy") == .buy && Side(primitivePlottable: "hold") == nil)
        #expect(3.5.primitivePlottable == 3.5)
        func chart<X: Plottable>(_ values: [X]) -> some View {
            Chart(values.indices, id: \.self) { index in
                PointMark(x: .value("Side", values[index]), y: .value("Index", index))
            }
        }
        let result = LayoutLab.layout(chart([Side.buy, .sell]).frame(width: 300, height: 200).id("chart"),
                                      in: ProposedViewSize(width: 390, height: 763))
        expectFrame(result, "chart", CGRect(x: 45, y: 281.5, width: 300, height: 200))
    }

    /// Dashboards' Swift Charts API — axis marks without a value parameter, with a format, a
    /// stroke or a list of values; label and tick options; marks over ranges; styling by value;
    /// scales, visible domains, scrolling, selection and legends — compiles and adds nothing: the
    /// chart is still one flexible view, here its 300 × 200 frame.
    @Test("the rest of a dashboard's chart API compiles and leaves the chart one flexible view")
    func chartOptions() {
        let marks = Chart(sales) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Amount", sale.amount))
                .position(by: .value("Day", sale.day), axis: .horizontal, span: .ratio(0.8))
                .alignsMarkStylesWithPlotArea()
            LineMark(x: .value("Day", sale.day), y: .value("Amount", sale.amount))
                .lineStyle(by: .value("Day", sale.day))
                .symbolSize(by: .value("Amount", sale.amount))
                .symbol(.asterisk)
            PointMark(x: .value("Day", sale.day), y: .value("Amount", sale.amount))
                .symbol(Circle().strokeBorder(lineWidth: 2))
            RectangleMark(xStart: .value("From", 0), xEnd: .value("To", 1), yStart: .value("Low", 2), yEnd: .value("High", 3))
            AreaMark(xStart: .value("From", 0), xEnd: .value("To", 1), y: .value("Amount", sale.amount))
            RuleMark(y: .value("Goal", 4)).offset(x: 0, yStart: -4, yEnd: 4)
            RectangleMark(yStart: .value("Low", 1), yEnd: .value("High", 2))
                .annotation(spacing: 16, overflowResolution: .init(x: .fit)) { Text("Band") }
                .compositingLayer { mark in mark }
        }
        let axes = marks
            .chartXAxis { AxisMarks { AxisGridLine(); AxisTick(length: .longestLabel); AxisValueLabel(multiLabelAlignment: .center) } }
            .chartYAxis { AxisMarks(format: .percent) }
            .chartYAxis { AxisMarks(values: ["Mon", "Tue"]) }
            .chartYAxis { AxisMarks(stroke: StrokeStyle(lineWidth: 1)) }
        let scales = axes
            .chartXScale(domain: .automatic(includesZero: false), range: .plotDimension(padding: 8))
            .chartYScale(range: .plotDimension(startPadding: 4, endPadding: 4))
            .chartYVisibleDomain(length: 10)
            .chartScrollTargetBehavior(.valueAligned(unit: 1))
        let styled = scales
            .chartForegroundStyleScale(domain: ["Mon", "Tue"], range: [.green, .pink])
            .chartForegroundStyleScale(range: [Color.green, Color.pink])
            .chartLineStyleScale(domain: ["Mon", "Tue"], range: [StrokeStyle(lineWidth: 2, dash: [5]), StrokeStyle(lineWidth: 3)])
            .chartLegend(position: .bottom) { Text("Days") }
        let yAxisLabel = "Pace (min/km)"
        let labelled = styled
            .chartYAxisLabel(yAxisLabel)
            .chartXAxisLabel("Distance")
        let result = LayoutLab.layout(labelled.frame(width: 300, height: 200).id("chart"), in: ProposedViewSize(width: 300, height: 200))
        expectFrame(result, "chart", CGRect(x: 0, y: 0, width: 300, height: 200))
    }
}

/// MapKit (LayoutLabUI's stated approximation, as for Charts): a Map is one flexible view that takes
/// its proposal; markers, annotations, overlays and map modifiers add nothing.
@Suite("Maps")
struct MapTests {
    struct Store: Identifiable {
        let id: Int
        let name: String
        let coordinate: CLLocationCoordinate2D
    }

    let stores = [Store(id: 1, name: "Downtown", coordinate: CLLocationCoordinate2D(latitude: 37.77, longitude: -122.42))]

    /// A place search's results as the MapKit code-along keeps them: items in a `ForEach` by
    /// identity and watched with `onChange`, the camera read when it moves, a search for points of
    /// interest. The map is one flexible view: 300 × 200 here.
    @Test("map items are hashable by identity; camera contexts and search result types compile")
    func searchResults() {
        let first = MKMapItem(), second = MKMapItem()
        #expect(Set([first, second, first]).count == 2 && first != second)
        let request = MKLocalSearch.Request()
        #expect(request.resultTypes == [.address, .pointOfInterest])
        request.resultTypes = .pointOfInterest
        #expect(!request.resultTypes.contains(.address))
        var seen: MKCoordinateRegion?
        let map = LayoutLab.layout(Map { ForEach([first, second], id: \.self) { Marker(item: $0) } }
            .onMapCameraChange { context in seen = context.region }
            .onChange(of: [first]) {}.id("map"), in: ProposedViewSize(width: 300, height: 200))
        #expect(map["map"] == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(seen == nil)
    }

    // A 280-high map above a 20.33-high caption (seed 002's 17 pt line) in a VStack of spacing 0:
    // 300.33 high, centred in 763 at y = 231.33; the caption follows at 511.33.
    @Test("a Map in a frame takes the frame; without one, its whole proposal")
    func mapSizes() {
        let region = MKCoordinateRegion(center: stores[0].coordinate, latitudinalMeters: 2_000, longitudinalMeters: 2_000)
        let framed = LayoutLab.layout(
            VStack(spacing: 0) {
                Map(initialPosition: .region(region)) {
                    ForEach(stores) { store in
                        Marker(store.name, systemImage: "cup.and.saucer.fill", coordinate: store.coordinate)
                    }
                    Annotation("Here", coordinate: stores[0].coordinate) { Circle().frame(width: 500, height: 500) }
                    MapCircle(center: stores[0].coordinate, radius: 300)
                    UserAnnotation()
                }
                .mapStyle(.standard(elevation: .realistic))
                .mapControls { MapCompass() }
                .frame(height: 280)
                .id("map")
                Text("1 store").id("caption")
            },
            in: ProposedViewSize(width: 390, height: 763))
        expectFrame(framed, "map", CGRect(x: 0, y: 231.33, width: 390, height: 280))
        #expect(framed["caption"]?.minY ?? 0 > 511.3 && framed["caption"]?.minY ?? 0 < 511.34)
        let bare = LayoutLab.layout(Map().id("map"), in: ProposedViewSize(width: 300, height: 400))
        expectFrame(bare, "map", CGRect(x: 0, y: 0, width: 300, height: 400))
    }
}

@Suite("Interpolations, dates and small controls of pasted views")
struct InterpolationTests {
    let proposal = ProposedViewSize(width: 390, height: 200)

    func frame(_ text: Text) -> CGRect? { LayoutLab.layout(text.id("t"), in: proposal)["t"] }

    @Test("\\(value, format:) interpolates the formatted value; \\(value, specifier:) the printf one")
    func formatted() {
        #expect(frame(Text("Rated \(4.25, format: .number.precision(.fractionLength(1)))")) == frame(Text("Rated 4.2")))
        #expect(frame(Text("Amount: \(2.0, specifier: "%.1f")")) == frame(Text("Amount: 2.0")))
    }

    /// `.date` and `.time` show the date given, as an iPhone in the US does (in the environment's
    /// UTC); the styles that count from now are measured with a fixed sample, so a layout does not
    /// change by the minute.
    @Test("Text(date, style:) and \\(date, style:): the date given for .date and .time, a fixed sample for the others")
    func dates() {
        let past = Date(timeIntervalSince1970: 0)
        let day = Date(timeIntervalSince1970: 1_764_115_200 + 9 * 3600 + 41 * 60) // 2025-11-26 09:41 UTC
        #expect(frame(Text(past, style: .relative)) == frame(Text("5 minutes")))
        #expect(frame(Text(Date(), style: .relative)) == frame(Text("5 minutes")))
        #expect(LayoutLab.tree(of: Text(day, style: .date)).root.kind == .text("November 26, 2025"))
        #expect(LayoutLab.tree(of: Text(day, style: .time)).root.kind == .text("9:41 AM"))
        #expect(LayoutLab.tree(of: Text("Updated \(past, style: .time)")).root.kind == .text("Updated 12:00 AM"))
    }

    /// Text's documentation: a string literal's Markdown is rendered (`Text("**Bold**")` is bold),
    /// while `verbatim:` and String variables show their text as written. Strong text is measured
    /// bold, emphasis italic (SF Pro's upright advances), code in SF Mono, each span a run as
    /// `Text + Text` makes them; an interpolated key is measured without markup, in one style.
    @Test("inline Markdown in a string key is measured without its markup, in the styles it sets")
    func markdown() {
        #expect(frame(Text("Rated **4.8** by 1,200"))
                == frame(Text(verbatim: "Rated ") + Text(verbatim: "4.8").bold() + Text(verbatim: " by 1,200")))
        #expect(frame(Text("a *b* ~~c~~ `d` [docs](https://example.com)"))
                == frame(Text(verbatim: "a ") + Text(verbatim: "b").italic() + Text(verbatim: " c ")
                         + Text(verbatim: "d").monospaced() + Text(verbatim: " docs")))
        // "bold, italic" set bold is 84.67 wide (as `.bold()` sets it), against 77.67 regular;
        // `***…***` is both; "Monospaced works too" in SF Mono (1266 units a character) is 210.33.
        #expect(frame(Text("**bold, italic**")) == frame(Text(verbatim: "bold, italic").bold()))
        #expect(frame(Text("**bold, italic**"))?.width == 254.0 / 3)
        #expect(frame(Text(verbatim: "bold, italic"))?.width == 233.0 / 3)
        #expect(frame(Text("***bold, italic***")) == frame(Text(verbatim: "bold, italic").bold().italic()))
        #expect(frame(Text("`Monospaced works too`"))?.width == 631.0 / 3)
        // A Double goes into a key with `%lf`: six decimals, as SwiftUI writes it.
        let rating = 4.8
        #expect(frame(Text("Rated **\(rating)** of *5*")) == frame(Text(verbatim: "Rated 4.800000 of 5")))
        // Not emphasis: a delimiter before a space, and values interpolated into the key.
        #expect(frame(Text("5 * 3 * 2")) == frame(Text(verbatim: "5 * 3 * 2")))
        // A masked card number (a banking clone's card): each run of four asterisks is followed
        // by a space, so none opens emphasis (CommonMark reads a delimiter run as a whole).
        #expect(frame(Text("**** **** **** 3022")) == frame(Text(verbatim: "**** **** **** 3022")))
        #expect(frame(Text("**** 3022 **bold**")) == frame(Text(verbatim: "**** 3022 ") + Text(verbatim: "bold").bold()))
        // Underscores mark emphasis too (CommonMark; Pomodoro's bulleted list), but not inside a word.
        #expect(frame(Text("non _vestibulum_ nibh")) == frame(Text("non *vestibulum* nibh")))
        #expect(frame(Text("__bold, italic__")) == frame(Text(verbatim: "bold, italic").bold()))
        #expect(frame(Text("a snake_case_name")) == frame(Text(verbatim: "a snake_case_name")))
        #expect(frame(Text("_a_b")) == frame(Text(verbatim: "_a_b")))
        let stars = "**"
        #expect(frame(Text("a \(stars)b\(stars)")) == frame(Text(verbatim: "a **b**")))
        let variable = "**raw**"
        #expect(frame(Text(variable)) == frame(Text(verbatim: "**raw**")))
        // `Text(.init(string))`, the way apps render a String's Markdown: the key, not an image's
        // name (`Image(_:bundle:)` has a default, as SwiftUI's does). Before: one inline image, 19.67.
        // "raw" bold: adv r 891 a 1208 w 1735 − kern r a 20, a w 35 = 3,779 × 17 / 2048 − 3 × 0.43
        // = 30.08 → 30.33 (SF Pro Text Bold).
        #expect(frame(Text(.init(variable))) == frame(Text(verbatim: "raw").bold()))
        #expect(frame(Text(.init(variable)))?.width == 91.0 / 3)
    }

    /// Foundation's automatic grammar agreement (`^[…](inflect: true)`, Apple's Markdown attribute
    /// syntax): the noun after a number is singular for 1 and plural otherwise; other attribute
    /// spans show their text.
    @Test("attribute spans show their text, and inflect: true makes a number and its noun agree")
    func inflection() {
        let sessions = 4, one = 1
        #expect(LayoutLab.tree(of: Text("^[\(sessions) sessions](inflect: true)")).root.kind == .text("4 sessions"))
        #expect(LayoutLab.tree(of: Text("^[\(one) sessions](inflect: true)")).root.kind == .text("1 session"))
        #expect(LayoutLab.tree(of: Text("^[\(sessions) session](inflect: true)")).root.kind == .text("4 sessions"))
        #expect(LayoutLab.tree(of: Text("^[\(2) box](inflect: true) and ^[\(3) category](inflect: true)")).root.kind == .text("2 boxes and 3 categories"))
        #expect(LayoutLab.tree(of: Text("^[\(one) categories](inflect: true) left")).root.kind == .text("1 category left"))
        #expect(LayoutLab.tree(of: Text("^[Hello](morphology: { grammaticalGender: .feminine })")).root.kind == .text("Hello"))
        #expect(LayoutLab.tree(of: Text("Price: ^[1 item](inflect: true)")).root.kind == .text("Price: 1 item"))
    }

    /// A pasted login screen's `Image(systemName:).font(.system(size: 56))` stayed 20 × 20; SF
    /// Symbols scale with their font (the engine's `symbol`: 20 at 17 pt).
    @Test("Image(systemName:) takes the size of the font around it")
    func symbols() {
        let big = LayoutLab.layout(Image(systemName: "lock.shield").font(.system(size: 56)).id("i"), in: proposal)
        expectFrame(big, "i", CGSize(width: 65.88, height: 65.88))
        let plain = LayoutLab.layout(Image(systemName: "lock.shield").id("i"), in: proposal)
        expectFrame(plain, "i", CGSize(width: 20, height: 20))
        // A named image from the experiment's table keeps its own size, font or not.
        let named = LayoutLab.layout(in: proposal, images: ["logo": CGSize(width: 30, height: 10)]) {
            Image("logo").font(.system(size: 56)).id("i")
        }
        expectFrame(named, "i", CGSize(width: 30, height: 10))
    }

    @Test("toggleStyle(.button) lays a Toggle out as a bordered button of its label; .switch as a switch")
    func buttonToggle() {
        let toggle = LayoutLab.layout(Toggle("Remember me", isOn: .constant(true)).toggleStyle(.button).id("t"), in: proposal)["t"]
        let button = LayoutLab.layout(Button("Remember me") {}.buttonStyle(.bordered).id("t"), in: proposal)["t"]
        #expect(toggle == button)
        let switched = LayoutLab.layout(Toggle("Remember me", isOn: .constant(true)).toggleStyle(.switch).id("t"), in: proposal)
        // The switch style: label, Spacer and the 51 × 31 switch across the whole 390.
        expectFrame(switched, "t", CGSize(width: 390, height: 31))
    }

    /// `.checkbox` [DOC ToggleStyle.checkbox: "a checkbox followed by its label", as wide as it
    /// needs]: the 14 × 14 box (AppKit's regular checkbox), 6, then the label, centred across.
    @Test("toggleStyle(.checkbox) lays a Toggle out as its box, 6 points, then its label, hugging them")
    func checkboxToggle() {
        let toggle = { Toggle(isOn: .constant(true)) { Text("Close windows").id("l") }.toggleStyle(.checkbox).id("t") }
        let result = LayoutLab.layout(toggle(), in: proposal)
        let label = LayoutLab.layout(Text("Close windows").id("l"), in: proposal)["l"]
        // iOS's body text, 113.67 × 20.33: 14 + 6 + 113.67 = 133.67 wide, as tall as the label.
        #expect(label?.size == CGSize(width: 341.0 / 3, height: 61.0 / 3))
        expectFrame(result, "t", CGSize(width: 401.0 / 3, height: 61.0 / 3))
        #expect(result["l"]?.minX == (result["t"]?.minX ?? 0) + 20)
        // On macOS the label is 13 pt: a line 16 high, still above the box's 14.
        var macos = LayoutOptions()
        macos.platform = .macos
        let onMac = LayoutLab.layout(toggle(), in: proposal, options: macos)
        #expect(onMac["t"]?.height == 16)
        #expect(onMac["t"]?.width == 20 + (onMac["l"]?.width ?? 0))
        // Its labels hidden, the box alone.
        expectFrame(LayoutLab.layout(toggle().labelsHidden(), in: proposal), "t", CGSize(width: 14, height: 14))
    }

    @Test("EditButton is laid out as Button(\"Edit\"); indexViewStyle changes nothing")
    func editButton() {
        let edit = LayoutLab.layout(EditButton().id("b"), in: proposal)["b"]
        #expect(edit == LayoutLab.layout(Button("Edit") {}.id("b"), in: proposal)["b"])
        let paged = LayoutLab.layout(Text("Page").id("t").indexViewStyle(.page(backgroundDisplayMode: .always)), in: proposal)["t"]
        #expect(paged == frame(Text("Page")))
    }
}

@Suite("Safe area in pasted views")
struct SafeAreaModifierTests {
    /// An iPhone 14 preview's safe area [the engine's SafeAreaTests give the rule].
    let device = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)

    func layOut<V: View>(_ view: V) -> LayoutLab.Result {
        LayoutLab.tree(of: view).layout(in: ProposedViewSize(width: 390, height: 763), safeArea: device)
    }

    @Test("ignoresSafeArea and edgesIgnoringSafeArea grow a background to the screen; the keyboard region alone does not")
    func modifiers() {
        expectFrame(layOut(Color.blue.id("bg").ignoresSafeArea()), "bg", CGRect(x: 0, y: -47, width: 390, height: 844))
        expectFrame(layOut(Color.blue.id("bg").edgesIgnoringSafeArea(.top)), "bg", CGRect(x: 0, y: -47, width: 390, height: 810))
        expectFrame(layOut(Color.blue.id("bg").ignoresSafeArea(.container, edges: .bottom)), "bg",
                    CGRect(x: 0, y: 0, width: 390, height: 797))
        expectFrame(layOut(Color.blue.id("bg").ignoresSafeArea(.keyboard)), "bg", CGRect(x: 0, y: 0, width: 390, height: 763))
    }

    @Test("a background style fills the safe area the view reaches, unless told not to; a small view's stays its size")
    func backgroundStyles() {
        let filling = layOut(Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(.yellow).id("view"))
        let background = filling.engineResult.nodes.first { $0.kind == "Color" }
        let frame = filling.engineResult.placements.first { $0.node == background?.index }?.frame
        #expect(frame.map { [$0.origin.x, $0.origin.y, $0.size.width, $0.size.height] } == [0, -47, 390, 844])
        let kept = layOut(Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(.yellow, ignoresSafeAreaEdges: []))
        let keptColor = kept.engineResult.nodes.first { $0.kind == "Color" }
        let keptFrame = kept.engineResult.placements.first { $0.node == keptColor?.index }?.frame
        #expect(keptFrame.map { [$0.origin.x, $0.origin.y, $0.size.width, $0.size.height] } == [0, 0, 390, 763])
        #expect(!kept.engineResult.nodes.contains { $0.kind == "ignoresSafeArea" })
        // A centred label's background reaches no edge: it is the label's size.
        let small = layOut(Text("Hi").padding().background(.blue))
        let smallColor = small.engineResult.nodes.first { $0.kind == "Color" }
        #expect(small.engineResult.placements.first { $0.node == smallColor?.index }?.frame.size
                == small.engineResult.placements.first { $0.node == 0 }?.frame.size)
    }

    @Test("a GeometryReader that ignores the safe area reads the insets it covers (47 and 34); inside it, zero")
    func readerInsets() {
        let ignoring = layOut(GeometryReader { proxy in
            VStack(spacing: 0) {
                Color.red.frame(height: proxy.safeAreaInsets.top).id("top")
                Spacer()
                Color.blue.frame(height: proxy.safeAreaInsets.bottom).id("bottom")
            }
        }.ignoresSafeArea())
        expectFrame(ignoring, "top", CGRect(x: 0, y: -47, width: 390, height: 47))
        expectFrame(ignoring, "bottom", CGRect(x: 0, y: 763, width: 390, height: 34))
        let inside = layOut(GeometryReader { proxy in Color.red.frame(height: proxy.safeAreaInsets.top).id("top") })
        expectFrame(inside, "top", CGRect(x: 0, y: 0, width: 390, height: 0))
    }

    @Test("a GeometryReader's global frame is on the screen: the safe area's top is 47 below the status bar's")
    func globalFrames() {
        let inside = layOut(GeometryReader { proxy in
            Color.red.frame(width: proxy.frame(in: .global).minY, height: 10).id("minY")
        })
        expectFrame(inside, "minY", CGRect(x: 0, y: 0, width: 47, height: 10))
        // Ignoring the safe area, the reader starts at the screen's top: global minY 0.
        let ignoring = layOut(GeometryReader { proxy in
            Color.red.frame(width: proxy.frame(in: .global).minY, height: 10).id("minY")
        }.ignoresSafeArea())
        expectFrame(ignoring, "minY", CGRect(x: 0, y: -47, width: 0, height: 10))
        // Without a device (an `Experiment(...)`), global is root coordinates, as before.
        let plain = LayoutLab.layout(GeometryReader { proxy in
            Color.red.frame(width: proxy.frame(in: .global).minY + 5, height: 10).id("minY")
        }, in: ProposedViewSize(width: 390, height: 763))
        expectFrame(plain, "minY", CGRect(x: 0, y: 0, width: 5, height: 10))
    }

    @Test("a preview has its device's safe area: portrait 47 / 34, landscape 47 on each side and 21 below; a fixed layout none")
    func previewTraits() {
        #expect(Preview { Color.red }.experiment.safeArea == EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(Preview(traits: .sizeThatFitsLayout) { Color.red }.experiment.safeArea == EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(Preview(traits: .landscapeLeft) { Color.red }.experiment.safeArea == EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47))
        #expect(Preview(traits: .fixedLayout(width: 300, height: 200)) { Color.red }.experiment.safeArea == nil)
    }

    /// A story ring as pasted: one `strokeBorder` style chosen between a color and a gradient through
    /// `AnyShapeStyle` (visual only), in a 68 × 68 frame above a 68-wide caption.
    @Test("AnyShapeStyle erases a color or a gradient for strokeBorder; the ring keeps its frame")
    func anyShapeStyle() {
        func ring(seen: Bool) -> some View {
            VStack(spacing: 6) {
                Circle()
                    .strokeBorder(seen ? AnyShapeStyle(Color.gray.opacity(0.4))
                                       : AnyShapeStyle(LinearGradient(colors: [.orange, .pink], startPoint: .bottom, endPoint: .top)),
                                  lineWidth: 3)
                    .frame(width: 68, height: 68)
                    .id("ring")
                Text("user1").font(.caption2).frame(width: 68).id("caption")
            }
        }
        for seen in [false, true] {
            let result = LayoutLab.layout(ring(seen: seen), in: ProposedViewSize(width: 100, height: 100))
            // 68 + 6 + the caption's 13.33 (11 pt caption2 line) = 87.33, centred in 100 × 100.
            expectFrame(result, "ring", CGRect(x: 16, y: 6.33, width: 68, height: 68))
            expectFrame(result, "caption", CGRect(x: 16, y: 80.33, width: 68, height: 13.33))
        }
    }
}

/// UIKit's accessibility settings read by view code (`UIAccessibility.isReduceMotionEnabled`) are
/// those of a preview's device: off, so the views laid out are the ones the code shows by default.
@Suite("UIKit accessibility settings")
struct AccessibilitySettingsTests {
    struct Pulse: View {
        var body: some View {
            Color.red.frame(width: UIAccessibility.isReduceMotionEnabled ? 10 : 40, height: 40).id("dot")
        }
    }

    @Test("every setting reads as off")
    func settingsOff() {
        #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isVoiceOverRunning && !UIAccessibility.isBoldTextEnabled)
        expectFrame(LayoutLab.layout(Pulse(), in: ProposedViewSize(width: 100, height: 100)), "dot", CGRect(x: 30, y: 30, width: 40, height: 40))
    }
}
