// End to end: the checklist's most used symbols as real view files write them, compiled against
// LayoutLabUI and laid out as `layoutlab run` does. Custom styles' bodies are laid out in place of
// the control (exact frames below); older spellings lay out as their replacements do; inert
// modifiers change no frame; an unavailable symbol stops the compile with its message.
import Experiments
import ExperimentFiles
import Foundation
import LayoutEngine
import TestSupport
import Testing

@Suite("SwiftUI checklist in compiled experiment files")
struct SwiftUIChecklistFileTests {
    static let source = """
        import SwiftUI

        // A custom style's body replaces the control [DOC `ProgressViewStyle.makeBody(configuration:)`:
        // "Creates a view representing the body of a progress view"]; `fractionCompleted` is value / total.
        struct BarStyle: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                Color.blue.frame(width: 200 * (configuration.fractionCompleted ?? 0), height: 8).id("bar")
            }
        }

        struct CheckStyle: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    configuration.label
                    Color.red.frame(width: configuration.isOn ? 30 : 10, height: 10).id("box")
                }
            }
        }

        // `value` is the gauge's value placed in its bounds, 0 to 1 [DOC `GaugeStyleConfiguration.value`].
        struct BarGaugeStyle: GaugeStyle {
            func makeBody(configuration: Configuration) -> some View {
                Color.green.frame(width: 100 * configuration.value, height: 4).id("gauge")
            }
        }

        struct PaddedButtonStyle: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(5).id("padded").onTapGesture { configuration.trigger() }
            }
        }

        struct SideKey: EnvironmentKey { static let defaultValue: CGFloat = 12 }
        extension EnvironmentValues {
            var side: CGFloat {
                get { self[SideKey.self] }
                set { self[SideKey.self] = newValue }
            }
        }

        final class Model { var side: CGFloat = 40 }

        struct Sized: View {
            @Environment(\\.side) var side
            @Environment(\\.presentationMode) var presentationMode
            @Environment(\\.controlSize) var controlSize
            var body: some View { Color.red.frame(width: side, height: side).id("key") }
        }

        struct ModelSized: View {
            @Environment(Model.self) var model
            var body: some View { Color.red.frame(width: model.side, height: model.side).id("model") }
        }

        Experiment("checklist/styles", proposal: ProposedViewSize(width: 300, height: 400),
                   expect: ["bar": CGSize(width: 50, height: 8), "box": CGSize(width: 30, height: 10),
                            "gauge": CGSize(width: 25, height: 4), "padded": CGSize(width: 30, height: 30)]) {
            VStack {
                ProgressView(value: 0.25).progressViewStyle(BarStyle())
                Toggle("On", isOn: .constant(true)).toggleStyle(CheckStyle())
                Gauge(value: 0.5, in: 0...2) { Text("G") }.gaugeStyle(BarGaugeStyle())
                Button {} label: { Color.red.frame(width: 20, height: 20) }.buttonStyle(PaddedButtonStyle())
            }
        }

        // A custom key reads its default value; `.environment(object)` passes the object to
        // `@Environment(Model.self)`; `SwiftUI.`-qualified names and generated modifiers compile and
        // change no frame.
        Experiment("checklist/environment", proposal: ProposedViewSize(width: 300, height: 400),
                   expect: ["key": CGSize(width: 12, height: 12), "model": CGSize(width: 40, height: 40),
                            "qualified": CGSize(width: 7, height: 7)]) {
            VStack {
                Sized()
                ModelSized()
                SwiftUI.Color.red.frame(width: 7, height: 7).id("qualified")
                    .hoverEffect()
                    .accessibilityAdjustableAction { direction in
                        switch direction {
                        case .increment: break
                        default: break
                        }
                    }
                    .sensoryFeedback(.success, trigger: 0)
                    .alert(isPresented: .constant(false)) { Alert(title: Text("T"), dismissButton: .default(Text("OK"))) }
                    .actionSheet(isPresented: .constant(false)) { ActionSheet(title: Text("S"), buttons: [.cancel()]) }
                Color(.sRGB, red: 0.1, green: 0.2, blue: 0.3, opacity: 1).frame(height: 4)
                Circle().fill(RadialGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)],
                                             center: .center, startRadius: 0, endRadius: 20))
            }
            .environment(Model())
        }

        // Toolbar content, a focus binding, Canvas drawing and older gestures compile; the canvas takes
        // its proposal's width and its frame's height (see `Canvas`).
        struct Items: ToolbarContent {
            var body: some ToolbarContent {
                ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
            }
        }

        struct Field: View {
            var focus: FocusState<Bool>.Binding
            var body: some View { TextField("Name", text: .constant("")).focused(focus) }
        }

        struct Drawn: View {
            @FocusState private var focused: Bool
            var body: some View {
                VStack {
                    Canvas { context, size in
                        let gradient = Gradient(colors: [.red, .blue])
                        context.fill(Path(CGRect(origin: .zero, size: size)),
                                     with: .linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
                        context.draw(context.resolve(Text("Hi")), at: CGPoint(x: 10, y: 10))
                    }
                    .frame(height: 20).id("canvas")
                    Field(focus: $focused)
                    Color.red.frame(width: 10, height: 10)
                        .gesture(MagnificationGesture().onChanged { _ in }.simultaneously(with: RotationGesture()))
                }
                .toolbar { Items() }
            }
        }

        Experiment("checklist/drawing", proposal: ProposedViewSize(width: 300, height: 400),
                   expect: ["canvas": CGSize(width: 300, height: 20)]) {
            Drawn()
        }

        // A TupleView's views join the VStack as a builder block's would; a PhaseAnimator shows its
        // first phase (30). VStack rule: default spacing 8 between views, stack 10 + 8 + 20 + 8 + 30 = 76
        // high and 30 wide, centred in the 300 × 300 proposal at (135, 112); children centred in it.
        Experiment("checklist/tuple-and-phases", proposal: ProposedViewSize(width: 300, height: 300),
                   expect: ["first": CGRect(x: 145, y: 112, width: 10, height: 10),
                            "second": CGRect(x: 140, y: 130, width: 20, height: 20),
                            "phase": CGRect(x: 135, y: 158, width: 30, height: 30)]) {
            VStack {
                TupleView((Color.red.frame(width: 10, height: 10).id("first"), Color.blue.frame(width: 20, height: 20).id("second")))
                PhaseAnimator([30.0, 60.0]) { side in Color.green.frame(width: side, height: side).id("phase") }
            }
        }

        // An AnyShape lays out as its shape: a shape takes its whole proposal (see `Shape`).
        Experiment("checklist/any-shape", proposal: ProposedViewSize(width: 300, height: 100),
                   expect: ["shape": CGRect(x: 0, y: 0, width: 300, height: 100)]) {
            AnyShape(Capsule()).id("shape")
        }

        // The phaseAnimator modifier lays the view out as its content closure makes it at the first
        // phase, like PhaseAnimator above: the 10-point frame of phase 10, centred in 100 × 100 at (45, 45).
        Experiment("checklist/phase-modifier", proposal: ProposedViewSize(width: 100, height: 100),
                   expect: ["phased": CGRect(x: 45, y: 45, width: 10, height: 10)]) {
            Color.green.id("phased").phaseAnimator([10.0, 40.0]) { content, side in content.frame(width: side, height: side) }
        }

        Experiment("checklist/segmented-type", proposal: ProposedViewSize(width: 300, height: 100)) {
            Picker(selection: .constant(0), label: Text("Pick")) { Text("A").tag(0) }.pickerStyle(SegmentedPickerStyle()).id("picker")
        }
        Experiment("checklist/segmented-value", proposal: ProposedViewSize(width: 300, height: 100)) {
            Picker("Pick", selection: .constant(0)) { Text("A").tag(0) }.pickerStyle(.segmented).id("picker")
        }
        Experiment("checklist/bar-title", proposal: ProposedViewSize(width: 390, height: 844)) {
            NavigationView {
                List { Text("Row").id("row") }
                    .listStyle(InsetGroupedListStyle())
                    .navigationBarTitle("Title")
                    .navigationBarItems(trailing: Button("Done") {})
            }
            .navigationViewStyle(StackNavigationViewStyle())
        }
        Experiment("checklist/navigation-title", proposal: ProposedViewSize(width: 390, height: 844)) {
            NavigationView {
                List { Text("Row").id("row") }
                    .listStyle(.insetGrouped)
                    .navigationTitle("Title")
            }
        }
        Experiment("checklist/bar-title-inline", proposal: ProposedViewSize(width: 390, height: 844)) {
            NavigationView {
                List { Text("Row").id("row") }
                    .listStyle(.insetGrouped)
                    .navigationBarTitle(Text("Title"), displayMode: .inline)
            }
        }
        Experiment("checklist/no-title", proposal: ProposedViewSize(width: 390, height: 844)) {
            NavigationView {
                List { Text("Row").id("row") }
                    .listStyle(.insetGrouped)
            }
        }
        """

    @Test("custom styles, environment keys, older spellings and generated modifiers compile and lay out as documented")
    func mostUsedSymbolsInACompiledFile() throws {
        let loader = ExperimentLoader(compiler: ExperimentCompiler(toolchain: try Toolchain.locate(), cacheFolder: Repository.compileCache))
        let compiled = try loader.load(sources: [(path: "Checklist.swift", text: Self.source)])
        let runner = ExperimentRunner(engine: Engine())
        var frames: [String: [String: Rect]] = [:]
        var checks = 0
        for item in compiled {
            let laidOut = item.laidOut(by: runner)
            for outcome in laidOut.layouts.flatMap(\.expectations) {
                checks += 1
                #expect(outcome.passed, "\(item.experiment.name): \(outcome.summary)")
            }
            let layout = try #require(laidOut.layouts.first?.result)
            for label in ["picker", "row"] { frames[item.experiment.name, default: [:]][label] = layout.frame(of: label) }
        }
        #expect(checks == 13)
        #expect(compiled.count == 12)
        // SegmentedPickerStyle() lays out as `.segmented`: as wide as the proposal and 32 high (see `Picker`).
        #expect(frames["checklist/segmented-type"]?["picker"] == Rect(x: 0, y: 34, width: 300, height: 32))
        #expect(frames["checklist/segmented-type"]?["picker"] == frames["checklist/segmented-value"]?["picker"])
        // `.navigationBarTitle(_:displayMode:)` sets the title and mode as `.navigationTitle` with
        // `.navigationBarTitleDisplayMode` do (SwiftUI's deprecation message names them), and
        // InsetGroupedListStyle() is `.insetGrouped`: the row is where the newer spelling puts it.
        let row = try #require(frames["checklist/bar-title"]?["row"])
        #expect(row == frames["checklist/navigation-title"]?["row"])
        #expect(row != frames["checklist/no-title"]?["row"])
        // An inline bar is the bar without a title's height (see `NavigationStack`).
        #expect(frames["checklist/bar-title-inline"]?["row"] == frames["checklist/no-title"]?["row"])
    }

    @Test("an unavailable symbol stops the compile with a message naming what to write instead")
    func unavailableSymbolMessage() throws {
        let loader = ExperimentLoader(compiler: ExperimentCompiler(toolchain: try Toolchain.locate(), cacheFolder: Repository.compileCache))
        let source = """
            import SwiftUI

            #Preview {
                Text("Hi").accessibilityRotor("Headings", entries: [])
            }
            """
        do {
            _ = try loader.load(sources: [(path: "/u/Unavailable.swift", text: source)])
            Issue.record("expected an error")
        } catch {
            let messages = error.diagnostics.map(\.message)
            #expect(messages.contains { $0.contains("'accessibilityRotor(_:entries:)' is unavailable: layoutlab does not model") },
                    "\(messages)")
        }
    }
}
