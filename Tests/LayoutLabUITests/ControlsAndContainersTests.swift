// The views added for pasted code — text fields, sliders, steppers, progress views, pickers, links,
// lazy stacks and grids, label and button styles, List/Form/Section, NavigationStack, TabView — with
// exact sizes. Each test names where its numbers come from: a documented rule, UIKit's intrinsic
// size of the control SwiftUI draws, or LayoutLabUI's stated approximation (see the type's comment).
// Text of the body font is 20.33 high (seed 002).
import struct LayoutEngine.ViewNode
import LayoutLabUI
import Testing

private let bodyLine: CGFloat = 20.33

@Suite("Controls and containers for pasted code")
struct ControlsAndContainersTests {
    /// The app pattern of a grouped background under a navigation bar (Packt's sheet, TrainX's
    /// tabs): the background ignores the safe area and, the bar being beyond the content's safe
    /// area, fills the iPhone's screen, 390 × 844 at (0, −47), as in SwiftUI; the content stays
    /// below the 96-point large-title bar.
    /// An empty field's placeholder is drawn in UIKit's placeholder colour (pictures map
    /// `placeholderText` to iOS's #c4c4c7), typed text in no colour of its own (the ink, or the
    /// colour around the field) [DOC UIColor.placeholderText: "The color for placeholder text in
    /// controls or text views"]; the frames are the same either way.
    @Test("a text field's placeholder is drawn in the placeholder colour")
    func placeholderColour() {
        func texts(_ node: ViewNode) -> [ViewNode] {
            if case .text = node.kind { return [node] }
            return node.children.flatMap(texts)
        }
        #expect(texts(LayoutLab.tree(of: TextField("Name", text: .constant(""))).root).map { $0.look?.fill } == ["placeholderText"])
        #expect(texts(LayoutLab.tree(of: TextField("Name", text: .constant("Ada"))).root).map { $0.look?.fill } == [nil])
    }

    @Test("a background that ignores the safe area in a NavigationStack fills the screen under the bar")
    func backgroundUnderNavigationBar() {
        let screen = LayoutLab.layout(NavigationStack {
            ZStack {
                Color.gray.ignoresSafeArea().id("bg")
                Text("Body").id("text")
            }
            .navigationTitle("Settings")
        }, in: ProposedViewSize(width: 390, height: 763), safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(screen.engineResult.placements.contains {
            $0.frame.minX == 0 && $0.frame.minY == -47 && $0.frame.width == 390 && $0.frame.height == 844
        })
        #expect(screen["bg"] == CGRect(x: 0, y: 96, width: 390, height: 667))
        #expect(screen["text"].map { $0.minY > 96 } == true)
    }

    let wide = ProposedViewSize(width: 300, height: 400)
    let phone = ProposedViewSize(width: 390, height: 763)

    // TextField approximation: one line of the font, as wide as the proposal; `.roundedBorder`
    // adds 7 on each side (about UIKit's 34-point rounded-rect field).
    @Test("TextField and SecureField: one line, the proposed width; roundedBorder adds 7 all round")
    func textFields() {
        let plain = LayoutLab.layout(TextField("Email", text: .constant("")).id("f"), in: wide)
        expectFrame(plain, "f", CGSize(width: 300, height: bodyLine))
        let secure = LayoutLab.layout(SecureField("Password", text: .constant("secret")).id("f"), in: wide)
        expectFrame(secure, "f", CGSize(width: 300, height: bodyLine))
        let rounded = LayoutLab.layout(VStack {
            TextField("Email", text: .constant("")).id("f")
        }.textFieldStyle(.roundedBorder), in: wide)
        expectFrame(rounded, "f", CGSize(width: 300, height: bodyLine + 14))
        // Squeezed into 10 points of height, a field keeps its line: UIKit's field does not compress
        // (photos' `.padding(.top, 40).textFieldStyle(.roundedBorder).frame(maxHeight: 50)`).
        let squeezed = LayoutLab.layout(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).id("f"),
                                        in: ProposedViewSize(width: 300, height: 10))
        expectFrame(squeezed, "f", CGSize(width: 300, height: bodyLine + 14))
        // Ideal width: the placeholder's, like Text's.
        let ideal = LayoutLab.layout(TextField("Email", text: .constant("")).id("f"), in: .unspecified)
        let text = LayoutLab.layout(Text("Email").id("t"), in: .unspecified)
        #expect(ideal["f"]?.size == text["t"]?.size)
    }

    /// A field editing a value shows it as its format writes it in the preview's locale (en_US),
    /// as `Text(value, format:)` does [DOC `TextField.init(_:value:format:prompt:)`; an en_US
    /// iPhone writes `.currency(code: "USD")` as "$0.00"]: ideally as wide as that text, in either
    /// form of the initializer (title first, or a label closure).
    @Test("a TextField of a formatted value writes it in the preview's locale")
    func formattedValueField() {
        let text = LayoutLab.layout(Text(verbatim: "$12.50").id("t"), in: .unspecified)["t"]?.size
        let titled = LayoutLab.layout(TextField("Amount", value: .constant(12.5), format: .currency(code: "USD")).id("f"),
                                      in: .unspecified)
        #expect(titled["f"]?.size == text)
        let labelled = LayoutLab.layout(TextField(value: .constant(12.5), format: .currency(code: "USD")) { Text("Amount") }.id("f"),
                                        in: .unspecified)
        #expect(labelled["f"]?.size == text)
        let empty = LayoutLab.layout(TextField(value: .constant(Double?.none), format: .number, prompt: Text("Amount")) { Text("A") }
            .id("f"), in: .unspecified)
        #expect(empty["f"]?.size == LayoutLab.layout(Text(verbatim: "Amount").id("t"), in: .unspecified)["t"]?.size)
    }

    /// `TextField(axis: .vertical)` wraps its text and grows with it [DOC TextField.init(_:text:axis:):
    /// "the text field grows vertically"]; `lineLimit(3...6)` around it reserves 3 lines and allows 6
    /// [DOC View.lineLimit(_: ClosedRange<Int>)]. A one-line field stays one line.
    @Test("a vertical TextField wraps and grows; lineLimit(3...6) reserves three lines")
    func verticalTextField() {
        let reserved = LayoutLab.layout(TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(3...6).id("f"), in: wide)
        expectFrame(reserved, "f", CGSize(width: 300, height: 61)) // 3 × 20.33, a 17 pt line
        let long = String(repeating: "word ", count: 60)
        let grown = LayoutLab.layout(TextField("Notes", text: .constant(long), axis: .vertical).id("f"), in: wide)
        #expect((grown["f"]?.height ?? 0) > 5 * bodyLine)
        let capped = LayoutLab.layout(TextField("Notes", text: .constant(long), axis: .vertical).lineLimit(3...6).id("f"), in: wide)
        expectFrame(capped, "f", CGSize(width: 300, height: 122))
        let single = LayoutLab.layout(TextField("Notes", text: .constant(long)).lineLimit(3...6).id("f"), in: wide)
        expectFrame(single, "f", CGSize(width: 300, height: bodyLine))
    }

    /// A text field style of the file's own draws each field through `_body(configuration:)`, the
    /// requirement apps implement: here the field's line (the proposal less 12 each side, one body
    /// line) padded by 12 in a grey box, so 300 × (20.33 + 24), the line at (12, 12). A field
    /// inside the body is drawn plainly (the style is not applied to it again).
    @Test("a TextFieldStyle of the file's own draws each field through _body(configuration:)")
    func customTextFieldStyle() {
        struct Boxed: TextFieldStyle {
            func _body(configuration: TextField<Self._Label>) -> some View {
                configuration.id("line").padding(12).background(Color.gray)
            }
        }
        let result = LayoutLab.layout(VStack {
            TextField("Email", text: .constant("")).id("f")
        }.textFieldStyle(Boxed()), in: wide)
        expectFrame(result, "f", CGRect(x: 0, y: 177.83, width: 300, height: bodyLine + 24))
        expectFrame(result, "line", CGRect(x: 12, y: 189.83, width: 276, height: bodyLine))
    }

    // Slider approximation: UISlider's intrinsic height, 31, across the proposal.
    @Test("Slider: the proposed width, 31 high; value labels beside the track")
    func slider() {
        let bare = LayoutLab.layout(Slider(value: .constant(0.5)).id("s"), in: wide)
        expectFrame(bare, "s", CGSize(width: 300, height: 31))
        let labelled = LayoutLab.layout(Slider(value: .constant(0.5), in: 0...1) {
            Text("Volume")
        } minimumValueLabel: {
            Color.red.frame(width: 20, height: 20).id("min")
        } maximumValueLabel: {
            Color.red.frame(width: 20, height: 20).id("max")
        }.id("s"), in: wide)
        expectFrame(labelled, "s", CGRect(x: 0, y: 184.5, width: 300, height: 31))
        expectFrame(labelled, "max", CGRect(x: 280, y: 190, width: 20, height: 20))
    }

    // Stepper approximation: label, Spacer, UIStepper's 94 × 32.
    @Test("Stepper: a row as wide as the proposal, as high as the 94 × 32 control")
    func stepper() {
        let result = LayoutLab.layout(Stepper("Guests: 2", value: .constant(2), in: 1...8).id("s"), in: wide)
        expectFrame(result, "s", CGSize(width: 300, height: 32))
    }

    // ProgressView approximation: UIActivityIndicatorView .medium 20 × 20; UIProgressView 4 high.
    // The labels sit in a VStack with nil spacing, so the gaps follow the label's 17 pt font
    // (TextSpacing.swift): below a Text 10.64 (line 20.29 + boundary 2.33 − cap height 11.98),
    // above one 6.43 (boundary 2.33 + descender 4.10).
    @Test("ProgressView: a 20 × 20 spinner, a 4-high bar, labels in a VStack with nil spacing")
    func progressViews() {
        expectFrame(LayoutLab.layout(ProgressView().id("p"), in: wide), "p", CGSize(width: 20, height: 20))
        expectFrame(LayoutLab.layout(ProgressView(value: 0.3).id("p"), in: wide), "p", CGSize(width: 300, height: 4))
        let titled = LayoutLab.layout(ProgressView("Uploading", value: 0.3).id("p"), in: wide)
        expectFrame(titled, "p", CGSize(width: 300, height: bodyLine + 10.64 + 4))
        let spinner = LayoutLab.layout(ProgressView("Loading").id("p"), in: wide)
        #expect(abs((spinner["p"]?.height ?? 0) - (20 + 6.43 + bodyLine)) < 0.01)
    }

    @Test("Link and Menu are laid out as their labels, like Button")
    func linkAndMenu() {
        let text = LayoutLab.layout(Text("Help").id("x"), in: wide)["x"]?.size
        #expect(LayoutLab.layout(Link("Help", destination: URL(string: "https://example.com")!).id("x"), in: wide)["x"]?.size == text)
        #expect(LayoutLab.layout(Menu("Help") { Button("A") {} }.id("x"), in: wide)["x"]?.size == text)
    }

    // Picker approximations: menu = the selected option (tag 1: "Vanilla") and a 20-point symbol,
    // 8 apart (an HStack), the label left out outside a list, as iOS 16 draws it; in a list, the
    // label, a Spacer and those; segmented = UISegmentedControl's 32; wheel = UIPickerView's 216.
    @Test("Picker: the selection and a symbol, a row in a list, segmented 32 high, wheel 216 high")
    func pickers() {
        func picker() -> some View {
            Picker("Flavor", selection: .constant(1)) {
                Text("Vanilla").tag(1)
                Text("Chocolate").tag(2)
            }
            .id("p")
        }
        let vanilla = LayoutLab.layout(Text("Vanilla").id("t"), in: wide)["t"]?.width ?? 0
        expectFrame(LayoutLab.layout(picker(), in: wide), "p", CGSize(width: vanilla + 8 + 20, height: bodyLine))
        // In a list, the row's HStack: "Flavor", a Spacer, then "Vanilla" and the symbol at the trailing edge.
        let row = LayoutLab.layout(List { picker() }, in: ProposedViewSize(width: 390, height: 400))
        let rowFrame = row["p"] ?? .zero
        #expect(abs(rowFrame.width - (390 - 2 * 16 - 2 * 16)) <= 0.01, "\(rowFrame)")
        // Selected by a ForEach's identity when its views have no tag.
        let byIdentity = LayoutLab.layout(
            Picker("Genre", selection: .constant("Horror")) { ForEach(["Fantasy", "Horror"], id: \.self) { Text($0) } }.id("g"),
            in: wide)
        let horror = LayoutLab.layout(Text("Horror").id("t"), in: wide)["t"]?.width ?? 0
        expectFrame(byIdentity, "g", CGSize(width: horror + 8 + 20, height: bodyLine))
        expectFrame(LayoutLab.layout(picker().pickerStyle(.segmented), in: wide), "p", CGSize(width: 300, height: 32))
        expectFrame(LayoutLab.layout(picker().pickerStyle(.wheel), in: wide), "p", CGSize(width: 300, height: 216))
    }

    // DatePicker approximation: label, Spacer, a 120 × 34 date button.
    @Test("DatePicker: a row as high as the 34-point date button")
    func datePicker() {
        let result = LayoutLab.layout(DatePicker("Starts", selection: .constant(Date())).id("d"), in: wide)
        expectFrame(result, "d", CGSize(width: 300, height: 34))
    }

    @Test("LazyVStack and LazyHStack lay out as VStack and HStack")
    func lazyStacks() {
        let v = LayoutLab.layout(LazyVStack(spacing: 10) {
            Color.red.frame(width: 50, height: 20)
            Color.red.frame(width: 80, height: 20)
        }.id("v"), in: wide)
        expectFrame(v, "v", CGSize(width: 80, height: 50))
        let h = LayoutLab.layout(LazyHStack(spacing: 10) {
            ForEach(0..<3) { _ in Color.red.frame(width: 20, height: 20) }
        }.id("h"), in: wide)
        expectFrame(h, "h", CGSize(width: 80, height: 20))
    }

    // Label: `.iconOnly` / `.titleOnly` are documented to hide the other part; the default is the
    // approximation HStack { icon; title } with default spacing 8; SF Symbols are 20 × 20.
    @Test("Label styles: icon only, title only, title and icon, and a custom LabelStyle")
    func labelStyles() {
        let text = LayoutLab.layout(Text("Inbox").id("t"), in: wide)["t"]!.size
        let icon = LayoutLab.layout(Label("Inbox", systemImage: "tray").labelStyle(.iconOnly).id("l"), in: wide)
        expectFrame(icon, "l", CGSize(width: 20, height: 20))
        let title = LayoutLab.layout(Label("Inbox", systemImage: "tray").labelStyle(.titleOnly).id("l"), in: wide)
        expectFrame(title, "l", text)
        let both = LayoutLab.layout(Label("Inbox", systemImage: "tray").id("l"), in: wide)
        expectFrame(both, "l", CGSize(width: 20 + 8 + text.width, height: text.height))
        struct Vertical: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(spacing: 4) {
                    configuration.icon
                    configuration.title
                }
            }
        }
        let vertical = LayoutLab.layout(Label("Inbox", systemImage: "tray").labelStyle(Vertical()).id("l"), in: wide)
        expectFrame(vertical, "l", CGSize(width: max(20, text.width), height: 20 + 4 + text.height))
    }

    // Bordered approximation: insets 7 × 12 (regular), 14 × 20 (large), 4 × 10 (small).
    @Test("Button styles: bordered insets by control size; a custom ButtonStyle's body")
    func buttonStyles() {
        func button() -> some View {
            Button {} label: { Color.clear.frame(width: 50, height: 20) }.id("b")
        }
        expectFrame(LayoutLab.layout(button(), in: wide), "b", CGSize(width: 50, height: 20))
        expectFrame(LayoutLab.layout(button().buttonStyle(.bordered), in: wide), "b", CGSize(width: 74, height: 34))
        expectFrame(LayoutLab.layout(button().buttonStyle(.borderedProminent).controlSize(.large), in: wide), "b",
                    CGSize(width: 90, height: 48))
        expectFrame(LayoutLab.layout(button().buttonStyle(.bordered).controlSize(.small), in: wide), "b",
                    CGSize(width: 70, height: 28))
        expectFrame(LayoutLab.layout(button().buttonStyle(.plain), in: wide), "b", CGSize(width: 50, height: 20))
        struct Pill: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(10).background(Capsule())
            }
        }
        expectFrame(LayoutLab.layout(button().buttonStyle(Pill()), in: wide), "b", CGSize(width: 70, height: 40))
    }

    /// A button is one view whatever its label holds, none included (see `_ControlLabel`): with an
    /// `EmptyView` label it is 0 × 0, and framed 40 wide it takes 40 points of its stack (tvMovies'
    /// poster shelf: buttons around images still loading, each `.containerRelativeFrame`d).
    @Test("a Button whose label has no views is one view of no size")
    func emptyButtonLabel() {
        let result = LayoutLab.layout(
            HStack(spacing: 0) {
                Button {} label: { EmptyView() }.frame(width: 40).id("button")
                Color.red.frame(width: 10).id("red")
            },
            in: ProposedViewSize(width: 390, height: 100))
        // The stack is 40 + 10 wide, centred: x = (390 − 50) / 2; the framed button is as high as
        // its label (0), centred in the stack's 100.
        expectFrame(result, "button", CGRect(x: 170, y: 50, width: 40, height: 0))
        expectFrame(result, "red", CGRect(x: 210, y: 0, width: 10, height: 100))
    }

    // List approximation (the engine's ListChrome lengths on iOS): 35 above a header-less grouped section, a card inset 16,
    // rows padded 16 × 6 and at least 44 high, leading-aligned and vertically centred.
    @Test("List: inset-grouped rows on a card; plain rows full width")
    func list() {
        let grouped = LayoutLab.layout(List {
            Color.red.frame(height: 30).id("a")
            Color.red.frame(height: 60).id("b")
        }, in: phone)
        // Row a: 44 high (30 + 12 < 44), content centred: 35 + (44 − 42) / 2 + 6 = 42.
        expectFrame(grouped, "a", CGRect(x: 32, y: 42, width: 326, height: 30))
        // A one-pixel divider (1/3 point on a 3× screen) separates the rows; row b is 60 + 12 high.
        expectFrame(grouped, "b", CGRect(x: 32, y: 35 + 44 + 1.0 / 3 + 6, width: 326, height: 60))
        let plain = LayoutLab.layout(List {
            Color.red.frame(height: 30).id("a")
        }.listStyle(.plain), in: phone)
        expectFrame(plain, "a", CGRect(x: 16, y: 7, width: 358, height: 30))
        let form = LayoutLab.layout(Form {
            Color.red.frame(height: 30).id("a")
        }.listStyle(.plain), in: phone)
        expectFrame(form, "a", CGRect(x: 32, y: 42, width: 326, height: 30))
        // `.grouped`: the grouped spacing above the section, but its rows span the width (no card).
        let edgeToEdge = LayoutLab.layout(List {
            Color.red.frame(height: 30).id("a")
        }.listStyle(.grouped), in: phone)
        expectFrame(edgeToEdge, "a", CGRect(x: 16, y: 42, width: 358, height: 30))
    }

    /// A Group's views are rows of their own, as in SwiftUI (a Group does not affect the layout of
    /// its views): `Section { Group { A; B }; C }` is three 44-high rows, not two. Each 30-high view
    /// is centred in its row (+ 7), 35 below the top, rows 44 + 1/3 (the divider) apart.
    @Test("List: a Group's views are rows of their own, at the top level and in a section")
    func groupsInLists() {
        let form = LayoutLab.layout(Form {
            Section {
                Group {
                    Color.red.frame(height: 30).id("a")
                    Color.red.frame(height: 30).id("b")
                }
                Color.red.frame(height: 30).id("c")
            }
        }, in: phone)
        let pitch = 44 + 1.0 / 3
        expectFrame(form, "a", CGRect(x: 32, y: 42, width: 326, height: 30))
        expectFrame(form, "b", CGRect(x: 32, y: 42 + pitch, width: 326, height: 30))
        expectFrame(form, "c", CGRect(x: 32, y: 42 + 2 * pitch, width: 326, height: 30))
        // Sections inside a Group at the top level are sections: two cards, each 35 below the one before.
        let sections = LayoutLab.layout(List {
            Group {
                Section { Color.red.frame(height: 30).id("first") }
                Section { Color.red.frame(height: 30).id("second") }
            }
        }, in: phone)
        expectFrame(sections, "first", CGRect(x: 32, y: 42, width: 326, height: 30))
        expectFrame(sections, "second", CGRect(x: 32, y: 42 + 44 + 35, width: 326, height: 30))
    }

    /// `.grouped` has no cards: its rows' content starts 16 from the edge, and so do its section
    /// headers and footers (iOS lines them up), 17 above and 7 below a header as in the other
    /// grouped styles. A footnote header is 15.67 high (13 pt): its row's 30-high content starts at
    /// 17 + 15.67 + 7, then 7 into its 44-high row: 46.67.
    @Test("List: a .grouped list's headers and footers are in line with its rows")
    func groupedHeaders() {
        let result = LayoutLab.layout(List {
            Section {
                Color.red.frame(height: 30).id("row")
            } header: {
                Text("Header").id("header")
            } footer: {
                Text("Footer").id("footer")
            }
        }.listStyle(.grouped), in: phone)
        #expect(result["header"]?.minX == 16)
        #expect(result["row"]?.minX == 16)
        #expect(result["footer"]?.minX == 16)
        #expect(result["header"]?.minY == 17)
        #expect(result["row"]?.minY == 140.0 / 3)
    }

    /// A row's own insets replace the platform's 16 × 6 [DOC `listRowInsets(_:)`]: on the card
    /// (x 16) with no leading inset, 10 above and 16 below a 30-high view, 56 high (more than 44);
    /// a nil inset keeps the platform's; a section's rows take theirs as loose rows do.
    @Test("List: a row's own insets replace the platform's")
    func listRowInsets() {
        let result = LayoutLab.layout(List {
            Color.red.frame(height: 30).id("own").listRowInsets(EdgeInsets(top: 10, leading: 0, bottom: 16, trailing: 0))
            Color.red.frame(height: 30).id("default").listRowInsets(nil)
            Section { Color.red.frame(height: 20).id("zero").listRowInsets(EdgeInsets()) }
        }, in: phone)
        expectFrame(result, "own", CGRect(x: 16, y: 45, width: 358, height: 30))
        // After the 56-high row and the divider: 35 + 56 + 1/3, then centred as row a above (+ 7).
        expectFrame(result, "default", CGRect(x: 32, y: 35 + 56 + 1.0 / 3 + 7, width: 326, height: 30))
        // The section: 35 above its card, which follows the first card (35 + 56 + 1/3 + 44 = 135.33);
        // with no insets the 20-high view is centred in its 44-high row: + 12.
        expectFrame(result, "zero", CGRect(x: 16, y: 135 + 1.0 / 3 + 35 + 12, width: 358, height: 20))
    }

    /// `.listRowSeparator(.hidden)` hides the separators above and below its row [DOC
    /// `listRowSeparator(_:edges:)`]; `edges: .bottom` only the one below. Rows are 44 high and
    /// each divider 1/3 point (one pixel): a row 35 + 7 from the top, the next 44 (+ 1/3 with a divider) down.
    @Test("List: a row's hidden separators take no divider between rows")
    func listRowSeparators() {
        let result = LayoutLab.layout(List {
            Color.red.frame(height: 30).id("a")
            Color.red.frame(height: 30).id("b").listRowSeparator(.hidden)
            Color.red.frame(height: 30).id("c")
            Color.red.frame(height: 30).id("d").listRowSeparator(.hidden, edges: .bottom)
            Color.red.frame(height: 30).id("e")
            Color.red.frame(height: 30).id("f").listRowSeparator(.visible)
        }, in: phone)
        expectFrame(result, "a", CGRect(x: 32, y: 42, width: 326, height: 30))
        // No divider above b, nor below it (above c); one above d, none below d; one above f.
        expectFrame(result, "b", CGRect(x: 32, y: 42 + 44, width: 326, height: 30))
        expectFrame(result, "c", CGRect(x: 32, y: 42 + 88, width: 326, height: 30))
        expectFrame(result, "d", CGRect(x: 32, y: 42 + 132 + 1.0 / 3, width: 326, height: 30))
        expectFrame(result, "e", CGRect(x: 32, y: 42 + 176 + 1.0 / 3, width: 326, height: 30))
        expectFrame(result, "f", CGRect(x: 32, y: 42 + 220 + 2.0 / 3, width: 326, height: 30))
        // The same rows from data, each hiding its separators: no divider at all.
        let plain = LayoutLab.layout(List(0..<3, id: \.self) { index in
            Color.red.frame(height: 30).id("row\(index)").listRowSeparator(.hidden)
        }, in: phone)
        expectFrame(plain, "row2", CGRect(x: 32, y: 42 + 88, width: 326, height: 30))
    }

    /// The separator under a row starts at the row's text, as on iOS 16 and later [DOC
    /// `HorizontalAlignment.listRowSeparatorLeading`: the guide marks the separator's leading edge,
    /// its example lining it up with the Text after an emoji; EMP zenn.dev m1k50118: SwiftUI insets
    /// it to the text's leading edge, `d[.leading]` or 0 puts it at the row's content, and
    /// `listRowSeparatorTrailing` ends it]. In the 390-wide list the card runs from 16 to 374 and
    /// the rows' content starts at 32: a Label's title (20-point icon, 8 apart) at 60, so its
    /// separator is 374 − 60 = 314 wide at x 60, under the 44-point row (35 + 44 = 79); a row of
    /// two texts starts it at the first (32); a row without text in line with the content (32);
    /// a row's own guide at its content's leading edge (32), at 100 (32 + 100 = 132), and a
    /// trailing guide at the Label's trailing edge (32 + 69.33) ends it there.
    @Test("List: a row's separator starts at its text, or where the row's guides say")
    func listRowSeparatorInsets() {
        let result = LayoutLab.layout(List {
            Label("Inbox", systemImage: "tray")
            HStack { Text("Version"); Spacer(); Text("1.0") }
            Color.red.frame(height: 20)
            Label("Sent", systemImage: "paperplane").alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
            Label("Drafts", systemImage: "doc").alignmentGuide(.listRowSeparatorLeading) { _ in 100 }
            Label("Inbox", systemImage: "tray").alignmentGuide(.listRowSeparatorTrailing) { $0[.trailing] }
            Text("Last")
        }, in: phone)
        let engine = result.engineResult
        let separators = engine.nodes.filter { $0.kind == "Divider" }.compactMap { node in
            engine.placements.first { $0.node == node.index }?.frame
        }
        let rowTop = 35.0, pitch = 44 + 1.0 / 3
        let expected: [(x: Double, width: Double)] = [(60, 314), (32, 342), (32, 342), (32, 342), (132, 242), (60, 101 + 1.0 / 3 - 60)]
        #expect(separators.count == expected.count)
        for (index, (frame, wanted)) in zip(separators, expected).enumerated() {
            #expect(abs(frame.origin.x - wanted.x) < 0.01 && abs(frame.size.width - wanted.width) < 0.01, "separator \(index): \(frame)")
            #expect(abs(frame.origin.y - (rowTop + 44 + Double(index) * pitch)) < 0.01 && abs(frame.size.height - 1.0 / 3) < 0.01,
                    "separator \(index): \(frame)")
        }
    }

    /// A modifier on a Section (`Section { … }.font(.caption)`) keeps it a section: its own card
    /// 35 below the top, not a row on a card of loose rows (a card inside a card, 16 further in).
    @Test("Form: a section inside a modifier is still a section")
    func modifiedSections() {
        let result = LayoutLab.layout(Form {
            Section { Color.red.frame(height: 30).id("a") }.font(.caption)
            Section { Color.red.frame(height: 30).id("b") }
        }, in: phone)
        expectFrame(result, "a", CGRect(x: 32, y: 42, width: 326, height: 30))
        // The second card 35 below the first's 44: 35 + 44 + 35 + 7.
        expectFrame(result, "b", CGRect(x: 32, y: 121, width: 326, height: 30))
    }

    /// Only a list's own sections are sections: one inside a row's stack (a NavigationLink's label
    /// whose view is a `Section`) is the row's content, a 30-high view in a 44-high row, not a
    /// card inside the row (91 high). The row's 326 less the Spacer's 8 and the chevron's 20: 298.
    @Test("List: a Section inside a row is content of the row")
    func sectionInARow() {
        let result = LayoutLab.layout(List {
            NavigationLink(destination: Text("Detail")) {
                Section { Color.red.frame(height: 30).id("a") }
            }.id("row")
        }, in: phone)
        expectFrame(result, "a", CGRect(x: 32, y: 42, width: 298, height: 30))
        #expect(result["row"]?.height == 30)
    }

    @Test("List from data, sections with headers, navigation links with a chevron")
    func listSections() {
        let result = LayoutLab.layout(List {
            Section {
                ForEach(0..<2) { index in
                    NavigationLink(value: index) { Color.red.frame(height: 20).id("row\(index)") }
                }
            } header: {
                Color.blue.frame(height: 16).id("header")
            }
        }, in: phone)
        // Header: 17 above, 7 below, inset 32; then the card. The link row: HStack of content,
        // Spacer (0 spacing next to it) and the 20-point chevron: 326 − 20 = 306 for the content,
        // which takes it (a Color), less the 8-point spacing before the Spacer.
        expectFrame(result, "header", CGRect(x: 32, y: 17, width: 326, height: 16))
        expectFrame(result, "row0", CGRect(x: 32, y: 17 + 16 + 7 + 12, width: 298, height: 20))
        // The programmatic links iOS 16 deprecated lay out the same way.
        let active = LayoutLab.layout(List {
            NavigationLink(destination: Text("Next"), isActive: .constant(false)) { Color.red.frame(height: 20).id("link") }
            NavigationLink(destination: Text("Next"), tag: 1, selection: .constant(Int?.none)) {
                Color.red.frame(height: 20).id("tagged")
            }
        }, in: phone)
        expectFrame(active, "link", CGRect(x: 32, y: 47, width: 298, height: 20))
        #expect(active["tagged"]?.width == 298)
        let rows = LayoutLab.layout(List(0..<3, id: \.self) { index in
            Text("Row \(index)").id("r\(index)")
        }, in: phone)
        #expect(rows["r2"] != nil)
        // Outside a list, a Section's header, rows and footer join the enclosing stack.
        let stacked = LayoutLab.layout(VStack(spacing: 0) {
            Section {
                Color.red.frame(width: 10, height: 10)
            } header: {
                Color.red.frame(width: 10, height: 10)
            } footer: {
                Color.red.frame(width: 10, height: 10)
            }
        }.id("v"), in: wide)
        expectFrame(stacked, "v", CGSize(width: 10, height: 30))
    }

    // NavigationStack approximation: UIKit's bars, 96 with a large title, 44 inline or untitled.
    @Test("NavigationStack: the bar above the root, by title display mode")
    func navigation() {
        let large = LayoutLab.layout(NavigationStack { Color.red.id("c").navigationTitle("Inbox") }, in: phone)
        expectFrame(large, "c", CGRect(x: 0, y: 96, width: 390, height: 667))
        let inline = LayoutLab.layout(NavigationStack {
            Color.red.id("c").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
        }, in: phone)
        expectFrame(inline, "c", CGRect(x: 0, y: 44, width: 390, height: 719))
        let untitled = LayoutLab.layout(NavigationView { Color.red.id("c") }, in: phone)
        expectFrame(untitled, "c", CGRect(x: 0, y: 44, width: 390, height: 719))
        // A NavigationView's second view is its detail column: an iPhone shows the first alone,
        // under the first's large title (96), not the two stacked.
        let columns = LayoutLab.layout(NavigationView {
            Color.red.id("c").navigationTitle("Inbox")
            Color.blue.id("detail")
        }, in: phone)
        expectFrame(columns, "c", CGRect(x: 0, y: 96, width: 390, height: 667))
        #expect(columns["detail"] == nil)
        let hidden = LayoutLab.layout(NavigationStack {
            Color.red.id("c").toolbar(.hidden, for: .navigationBar)
        }, in: phone)
        expectFrame(hidden, "c", CGRect(x: 0, y: 0, width: 390, height: 763))
        // No bars named is `.automatic`, the navigation bar on iOS [DOC toolbar(_:for:),
        // ToolbarPlacement.automatic]; iOS 18's `toolbarVisibility` is the same modifier.
        for content in [AnyView(Color.red.id("c").toolbar(.hidden)), AnyView(Color.red.id("c").toolbar(.hidden, for: .automatic)),
                        AnyView(Color.red.id("c").toolbarVisibility(.hidden, for: .navigationBar))] {
            expectFrame(LayoutLab.layout(NavigationStack { content }, in: phone), "c", CGRect(x: 0, y: 0, width: 390, height: 763))
        }
        let tabBarOnly = LayoutLab.layout(NavigationStack { Color.red.id("c").toolbar(.hidden, for: .tabBar) }, in: phone)
        expectFrame(tabBarOnly, "c", CGRect(x: 0, y: 44, width: 390, height: 719))
        // A small root view is centred in the space below the bar: y = 44 + (719 − 100) / 2.
        let small = LayoutLab.layout(NavigationStack { Color.red.frame(width: 100, height: 100).id("c") }, in: phone)
        expectFrame(small, "c", CGRect(x: 145, y: 353.5, width: 100, height: 100))
    }

    // NavigationSplitView on an iPhone "collapses into a single stack" [DOC NavigationSplitViewColumn]:
    // the sidebar on top by default, else the preferred compact column, laid out as a NavigationStack
    // of it (the bar as above: 96 for the sidebar's large title, 44 for the detail's inline one).
    @Test("NavigationSplitView: collapsed to the sidebar, or to the preferred compact column")
    func splitView() {
        let sidebar = LayoutLab.layout(NavigationSplitView {
            Color.red.id("sidebar").navigationTitle("Mailboxes")
        } detail: {
            Color.blue.id("detail")
        }, in: phone)
        expectFrame(sidebar, "sidebar", CGRect(x: 0, y: 96, width: 390, height: 667))
        #expect(sidebar["detail"] == nil)
        let detail = LayoutLab.layout(NavigationSplitView(preferredCompactColumn: .constant(.detail)) {
            Color.red.id("sidebar")
        } detail: {
            Color.blue.id("detail").navigationTitle("Message").navigationBarTitleDisplayMode(.inline)
        }, in: phone)
        expectFrame(detail, "detail", CGRect(x: 0, y: 44, width: 390, height: 719))
        let content = LayoutLab.layout(NavigationSplitView(columnVisibility: .constant(.all),
                                                           preferredCompactColumn: .constant(.content)) {
            Color.red.id("sidebar")
        } content: {
            Color.green.id("content")
        } detail: {
            Color.blue.id("detail")
        }.navigationSplitViewStyle(.balanced), in: phone)
        expectFrame(content, "content", CGRect(x: 0, y: 44, width: 390, height: 719))
        // A NavigationStack in the sidebar column, as iPhone apps write it: still one bar, the
        // stack's title its large title (was: a second bar below the first, the sidebar at 140).
        let stacked = LayoutLab.layout(NavigationSplitView {
            NavigationStack { Color.red.id("sidebar").navigationTitle("Folders") }
        } detail: {
            Color.blue.id("detail")
        }, in: phone)
        expectFrame(stacked, "sidebar", CGRect(x: 0, y: 96, width: 390, height: 667))
    }

    // TabView approximation: the first tab above UITabBar's 49 points; `.page` has no bar.
    @Test("TabView: the first tab above a 49-point tab bar; paged without one")
    func tabView() {
        let tabs = LayoutLab.layout(TabView {
            Color.red.id("first").tabItem { Label("One", systemImage: "1.circle") }
            Color.blue.id("second").tabItem { Label("Two", systemImage: "2.circle") }
        }, in: phone)
        expectFrame(tabs, "first", CGRect(x: 0, y: 0, width: 390, height: 714))
        #expect(tabs["second"] == nil)
        let paged = LayoutLab.layout(TabView { Color.red.id("first") }.tabViewStyle(.page), in: phone)
        expectFrame(paged, "first", CGRect(x: 0, y: 0, width: 390, height: 763))
        // A tab that hides the bar (an app with a tab bar of its own) takes the whole 763; hidden
        // from inside its NavigationStack, the content is below the stack's 44-point bar: 719 at 44.
        let own = LayoutLab.layout(TabView {
            Color.red.id("home").toolbar(.hidden, for: .tabBar)
        }, in: phone)
        expectFrame(own, "home", CGRect(x: 0, y: 0, width: 390, height: 763))
        let navigated = LayoutLab.layout(TabView {
            NavigationStack { Color.red.id("list").toolbar(.hidden, for: .tabBar) }
        }, in: phone)
        expectFrame(navigated, "list", CGRect(x: 0, y: 44, width: 390, height: 719))
    }

    private enum Screen: Hashable { case home, search }

    /// iOS 18's `Tab`: its value is found in the selection's type (`.home`), as SwiftUI's
    /// `TabContentBuilder` finds it (was: "type 'Hashable' has no member 'home'"); a `ForEach` of
    /// tabs and a tab without a value; tagged views still work. The first tab above the tab bar.
    @Test("iOS 18 Tab values are found in the TabView's selection type; the first tab is laid out")
    func tabsWithValues() {
        let selection = Binding.constant(Screen.home)
        let tabs = LayoutLab.layout(TabView(selection: selection) {
            Tab("Home", systemImage: "house", value: .home) { Color.red.id("home") }
            Tab(value: .search, role: .search) { Color.blue.id("search") }
        }, in: phone)
        expectFrame(tabs, "home", CGRect(x: 0, y: 0, width: 390, height: 714))
        #expect(tabs["search"] == nil)
        let generated = LayoutLab.layout(TabView(selection: .constant(1)) {
            ForEach(1..<3) { index in
                Tab("Tab", systemImage: "circle", value: index) { Color.green.id("tab\(index)") }
            }
        }, in: phone)
        expectFrame(generated, "tab1", CGRect(x: 0, y: 0, width: 390, height: 714))
        let plain = LayoutLab.layout(TabView { Tab("Only", systemImage: "star") { Color.red.id("only") } }, in: phone)
        expectFrame(plain, "only", CGRect(x: 0, y: 0, width: 390, height: 714))
        let tagged = LayoutLab.layout(TabView(selection: selection) {
            Color.red.id("tagged").tag(Screen.home)
            Color.blue.tag(Screen.search)
        }, in: phone)
        expectFrame(tagged, "tagged", CGRect(x: 0, y: 0, width: 390, height: 714))
    }

    // LazyVGrid (the engine's LazyGrid.swift): fixed tracks first, the rest shared in order;
    // adaptive tracks: as many of their minimum as fit.
    @Test("LazyVGrid: flexible, fixed and adaptive columns")
    func grids() {
        func grid(_ columns: [GridItem]) -> some View {
            LazyVGrid(columns: columns, spacing: 10) {
                ForEach(0..<4) { index in Color.red.frame(height: 30).id("c\(index)") }
            }
            .frame(maxHeight: .infinity, alignment: .top)
        }
        let flexible = LayoutLab.layout(grid(Array(repeating: GridItem(.flexible(), spacing: 10), count: 3)), in: wide)
        expectFrame(flexible, "c0", CGRect(x: 0, y: 0, width: 280.0 / 3, height: 30))
        expectFrame(flexible, "c3", CGRect(x: 0, y: 40, width: 280.0 / 3, height: 30))
        let mixed = LayoutLab.layout(grid([GridItem(.fixed(100)), GridItem(.flexible())]), in: wide)
        expectFrame(mixed, "c0", CGRect(x: 0, y: 0, width: 100, height: 30))
        expectFrame(mixed, "c1", CGRect(x: 108, y: 0, width: 192, height: 30))
        // Adaptive, minimum 80, spacing 8: ⌊(300 + 8) / 88⌋ = 3 columns of (300 − 16) / 3.
        let adaptive = LayoutLab.layout(grid([GridItem(.adaptive(minimum: 80))]), in: wide)
        expectFrame(adaptive, "c2", CGRect(x: 2 * (284.0 / 3 + 8), y: 0, width: 284.0 / 3, height: 30))
        expectFrame(adaptive, "c3", CGRect(x: 0, y: 40, width: 284.0 / 3, height: 30))
        // LazyHGrid is the transpose: two fixed rows of 40, 8 apart.
        let rows = LayoutLab.layout(LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 10) {
            ForEach(0..<3) { index in Color.red.frame(width: 30).id("r\(index)") }
        }.id("g"), in: ProposedViewSize(width: 70, height: 88))
        expectFrame(rows, "g", CGRect(x: 0, y: 0, width: 70, height: 88))
        expectFrame(rows, "r1", CGRect(x: 0, y: 48, width: 30, height: 40))
        expectFrame(rows, "r2", CGRect(x: 40, y: 0, width: 30, height: 40))
    }

    /// A button is one view whatever its label holds: several views side by side, and a modifier
    /// on the button applies once [EMP andrej-king/touchdown_swift's README screenshot: its
    /// `Button { Spacer(); Text("ADD TO CART"); Spacer() }.padding(15).background(…)` is one
    /// full-width capsule] (was: each label view padded on its own, stacked vertically).
    @Test("a Button's label of several views is one row: spacers push a padded button to full width; an icon sits beside its text")
    func buttonLabelOfSeveralViews() {
        let wide = LayoutLab.layout(Button(action: {}) {
            Spacer()
            Color.red.frame(width: 100, height: 20).id("c")
            Spacer()
        }.padding(15).id("button"), in: ProposedViewSize(width: 390, height: 100))
        // 390 wide: 360 inside the padding, 130 on each side of the 100 (no spacing next to a Spacer).
        expectFrame(wide, "button", CGRect(x: 0, y: 25, width: 390, height: 50))
        expectFrame(wide, "c", CGRect(x: 145, y: 40, width: 100, height: 20))
        let icon = LayoutLab.layout(Button(action: {}) {
            Color.blue.frame(width: 20, height: 20).id("icon")
            Color.red.frame(width: 50, height: 10).id("text")
        }.id("button"), in: ProposedViewSize(width: 200, height: 100))
        // 20 + 8 + 50 = 78 wide, centred in 200.
        expectFrame(icon, "button", CGRect(x: 61, y: 40, width: 78, height: 20))
        expectFrame(icon, "icon", CGRect(x: 61, y: 40, width: 20, height: 20))
        expectFrame(icon, "text", CGRect(x: 89, y: 45, width: 50, height: 10))
    }

    /// `Color(.white)` as shipped apps write it: UIKit's and Core Graphics' constants share the
    /// names, and SwiftUI's colour is the one meant (was: "ambiguous use of 'white'").
    @Test("Color(.white), Color(.black) and Color(.clear) are SwiftUI's colours")
    func colorShorthands() {
        #expect(LayoutLab.tree(of: Color(.white)).root.kind == .color(name: "white"))
        #expect(LayoutLab.tree(of: Color(.black)).root.kind == .color(name: "black"))
        #expect(LayoutLab.tree(of: Color(.clear)).root.kind == .color(name: "clear"))
        #expect(LayoutLab.tree(of: Color(.systemBackground)).root.kind == .color(name: "systemBackground"))
    }

    @Test("Environment values, UIKit colors and visual-only modifiers compile and change nothing")
    func visualOnly() {
        struct Themed: View {
            @Environment(\.colorScheme) var colorScheme
            @Environment(\.dismiss) var dismiss
            var body: some View {
                Color(.systemBackground)
                    .overlay(Color(uiColor: .separator))
                    .frame(width: colorScheme == .light ? 100 : 50, height: 40)
                    .textCase(.uppercase)
                    .symbolRenderingMode(.hierarchical)
                    .listStyle(.insetGrouped)
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Done") { dismiss() } } }
                    .keyboardType(.emailAddress)
                    .contentShape(Rectangle())
                    .font(.headline.weight(.bold))
                    .fontWeight(.bold)
                    .bold()
                    .italic()
                    .multilineTextAlignment(.center)
                    .controlSize(.mini)
            }
        }
        expectFrame(LayoutLab.layout(Themed().id("t"), in: wide), "t", CGSize(width: 100, height: 40))
    }
}
