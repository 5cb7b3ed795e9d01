// More API real app files use that this library had not declared, each with what it does to
// layout: geometry effects returning a `ProjectionTransform` (drawing only), `Path.currentPoint`
// and relative arcs, a binding whose setter takes the transaction, custom `GroupBoxStyle`s (the
// box is laid out as the style's body), `ContentUnavailableView(_:image:description:)`, small
// caps, chart marks whose modifiers chain in any order, and inert stand-ins from UIKit,
// Foundation, Combine, CoreML, CoreHaptics, MapKit, Network and AVFoundation.
import Foundation
import LayoutLabUI
import Testing

/// Nudges its content 10 points right when drawn (a geometry effect: layout is unchanged).
private struct Nudge: GeometryEffect {
    var animatableData: CGFloat = 10
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: animatableData, y: 0))
    }
}

/// A group box as a card: its label over its content, 4 apart, padded 10.
private struct CardBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label.id("label")
            configuration.content
        }
        .padding(10)
    }
}

/// A point of a sparkline.
private struct Sample: Identifiable {
    let id: Int
    let v: Double
}

/// A view controller inside another, as container controllers hold them.
private final class Child: UIViewController {}

@Suite("More API of real app files")
struct RealAppAPIGapsTests {
    /// A geometry effect's transform is drawing only [DOC `GeometryEffect`: "an effect that
    /// changes the visual appearance of a view, without changing its ancestors or descendants"],
    /// so the nudged view keeps its frame; the transform carries the translation in `m31` [DOC
    /// `ProjectionTransform.init(_: CGAffineTransform)`: m31 = tx].
    @Test("ProjectionTransform's inits, and a GeometryEffect leaves the frame where it was")
    func projectionTransform() {
        let nudge = Nudge()
        let transform = nudge.effectValue(size: CGSize(width: 50, height: 20))
        #expect(transform.m31 == 10 && transform.m32 == 0 && transform.m11 == 1 && !transform.isIdentity && transform.isAffine)
        #expect(ProjectionTransform().isIdentity)
        var lifted = CATransform3DIdentity
        lifted.m42 = 6
        #expect(ProjectionTransform(lifted).m32 == 6)
        let result = LayoutLab.layout(
            VStack(spacing: 0) {
                Color.red.frame(width: 50, height: 20).modifier(Nudge()).id("nudged")
                Color.blue.frame(width: 50, height: 20).id("below")
            },
            in: ProposedViewSize(width: 100, height: 100))
        expectFrame(result, "nudged", CGRect(x: 25, y: 30, width: 50, height: 20))
        expectFrame(result, "below", CGRect(x: 25, y: 50, width: 50, height: 20))
    }

    /// A path's current point is where its last segment ended, nil while empty [DOC
    /// `Path.currentPoint`]; a relative arc starts at `startAngle` and turns by `delta`. A
    /// quarter turn from 0° of radius 10 around (50, 50) ends at (50, 60) (y points down).
    @Test("Path.currentPoint and addRelativeArc")
    func pathCurrentPoint() throws {
        var path = Path()
        #expect(path.currentPoint == nil)
        path.move(to: CGPoint(x: 10, y: 20))
        path.addLine(to: CGPoint(x: 30, y: 40))
        #expect(path.currentPoint == CGPoint(x: 30, y: 40))
        path.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, delta: .degrees(90))
        let end = try #require(path.currentPoint)
        #expect(abs(end.x - 50) < 1e-9 && abs(end.y - 60) < 1e-9)
    }

    /// A binding whose setter also takes the transaction sets the value; the toggle row is the
    /// library's Toggle, 390 × 31 in a 390-wide proposal (a label, a spacer, the 51 × 31 switch).
    @Test("Binding(get:set:) with a setter of (Value, Transaction)")
    func bindingWithTransaction() {
        var on = false
        let binding = Binding(get: { on }, set: { value, _ in on = value })
        binding.wrappedValue = true
        #expect(on)
        let result = LayoutLab.layout(Toggle("Wifi", isOn: Binding(get: { on }, set: { value, _ in on = value })).id("t"),
                                      in: ProposedViewSize(width: 390, height: 100))
        expectFrame(result, "t", CGSize(width: 390, height: 31))
    }

    /// A custom group box style: the box is laid out as the style's body [DOC `GroupBoxStyle`:
    /// "you can create custom group box styles by implementing `makeBody(configuration:)`"]: the
    /// label's line over the 100 × 50 content, 4 apart, padded 10: the same frames as that stack
    /// written out.
    @Test("a GroupBoxStyle's Configuration and body")
    func groupBoxStyle() {
        let proposal = ProposedViewSize(width: 390, height: 400)
        let styled = LayoutLab.layout(
            GroupBox("Title") { Color.red.frame(width: 100, height: 50).id("content") }.groupBoxStyle(CardBoxStyle()).id("box"),
            in: proposal)
        let written = LayoutLab.layout(
            VStack(alignment: .leading, spacing: 4) {
                Text("Title").id("label")
                Color.red.frame(width: 100, height: 50).id("content")
            }
            .padding(10).id("box"),
            in: proposal)
        let label = written["label"]?.height ?? 0
        #expect(label > 20 && label < 21)
        expectFrame(styled, "box", written["box"] ?? .zero)
        expectFrame(styled, "content", CGRect(x: 145, y: (400 - (20 + label + 4 + 50)) / 2 + 10 + label + 4, width: 100, height: 50))
        // The default style is the box the library draws without a style.
        let automatic = LayoutLab.layout(GroupBox("Title") { Color.red.frame(width: 100, height: 50) }.groupBoxStyle(.automatic).id("box"),
                                         in: proposal)
        let plain = LayoutLab.layout(GroupBox("Title") { Color.red.frame(width: 100, height: 50) }.id("box"), in: proposal)
        #expect(automatic["box"] == plain["box"])
        #expect(plain["box"]?.height == 16 + label + 8 + 50 + 16)
    }

    /// Every style protocol with a `makeBody(configuration:)` names its configuration as `Configuration`.
    @Test("styles' Configuration typealiases")
    func styleConfigurations() {
        #expect(GroupBoxStyle.Configuration.self == GroupBoxStyleConfiguration.self)
        #expect(ButtonStyle.Configuration.self == ButtonStyleConfiguration.self)
        #expect(LabelStyle.Configuration.self == LabelStyleConfiguration.self)
        #expect(ToggleStyle.Configuration.self == ToggleStyleConfiguration.self)
    }

    /// An empty state with an asset image: the image over the title and description, the whole
    /// view filling its proposal as the symbol form does.
    @Test("ContentUnavailableView(_:image:description:), controlGroupStyle(.navigation), small caps, isDetailLink")
    func smallViewAPI() {
        let proposal = ProposedViewSize(width: 390, height: 600)
        let result = LayoutLab.layout(
            ContentUnavailableView("No Photos", image: "empty", description: Text("Take one")).id("empty"),
            in: proposal)
        expectFrame(result, "empty", CGRect(x: 0, y: 0, width: 390, height: 600))
        let string = LayoutLab.layout(ContentUnavailableView(String("No Photos"), image: "empty").id("empty"), in: proposal)
        expectFrame(string, "empty", CGRect(x: 0, y: 0, width: 390, height: 600))

        let group = LayoutLab.layout(
            ControlGroup { Color.red.frame(width: 40, height: 30); Color.blue.frame(width: 40, height: 30) }
                .controlGroupStyle(.navigation).id("group"),
            in: ProposedViewSize(width: 200, height: 100))
        expectFrame(group, "group", CGSize(width: 80, height: 30))

        let body = LayoutLab.layout(Text("Wi-Fi").id("t"), in: proposal)["t"]
        for font in [Font.body.lowercaseSmallCaps(), Font.body.uppercaseSmallCaps(), Font.body.smallCaps()] {
            #expect(LayoutLab.layout(Text("Wi-Fi").font(font).id("t"), in: proposal)["t"] == body)
        }

        let link = LayoutLab.layout(NavigationLink("Details") { Text("Detail") }.isDetailLink(false).id("link"), in: proposal)
        let plainLink = LayoutLab.layout(NavigationLink("Details") { Text("Detail") }.id("link"), in: proposal)
        #expect(link["link"] != nil && link["link"] == plainLink["link"])
    }

    /// Chart marks take Swift Charts' `ChartContent` modifiers in any order, each returning chart
    /// content [DOC `ChartContent.foregroundStyle(_:)` → `some ChartContent`]; the chart is
    /// still the one flexible view its frame makes it, 300 × 120.
    @Test("chart marks' modifiers chain after foregroundStyle and opacity; BarMark(x:); RuleMark styled")
    func chartModifiersChain() {
        let data = (0..<5).map { Sample(id: $0, v: Double($0 * $0)) }
        let chart = Chart(data) { p in
            LineMark(x: .value("i", p.id), y: .value("v", p.v))
                .foregroundStyle(.cyan)
                .lineStyle(StrokeStyle(lineWidth: 1.5))
                .interpolationMethod(.catmullRom)
                .opacity(0.8)
                .symbol(.circle)
                .symbolSize(30)
                .accessibilityLabel("Sample \(p.id)")
                .accessibilityValue(Text("\(p.v)"))
                .offset(x: 1)
                .foregroundStyle(by: .value("Kind", "line"))
                .position(by: .value("Kind", "line"))
                .annotation(position: .top) { Text("\(p.v)") }
        }
        .frame(width: 300, height: 120)
        .id("chart")
        expectFrame(LayoutLab.layout(chart, in: ProposedViewSize(width: 390, height: 400)), "chart", CGSize(width: 300, height: 120))

        let bars = Chart {
            BarMark(x: .value("Total", 12))
                .foregroundStyle(Color.orange)
                .cornerRadius(4)
                .opacity(0.5)
                .annotation(position: .trailing) { Text("12") }
                .accessibilityHidden(false)
                .shadow(radius: 2)
            BarMark(x: .value("Total", 5), y: .value("Name", "A"))
                .opacity(0.4)
                .foregroundStyle(.red.gradient)
                .offset(CGSize(width: 1, height: 0))
                .blur(radius: 1)
                .zIndex(1)
            RuleMark(y: .value("Goal", 10))
                .foregroundStyle(Color.red)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4]))
                .annotation(position: .top, alignment: .leading) { Text("Goal") }
            PointMark(x: .value("x", 1), y: .value("y", 2))
                .symbolSize(CGSize(width: 6, height: 6))
                .accessibilityIdentifier("point")
                .foregroundStyle(Color.green)
                .symbol { Circle().frame(width: 6) }
        }
        .id("bars")
        expectFrame(LayoutLab.layout(bars, in: ProposedViewSize(width: 390, height: 200)), "bars", CGSize(width: 390, height: 200))
    }

    /// Inert stand-ins from Foundation, CoreLocation, UniformTypeIdentifiers, Network and UIKit:
    /// they compile and hold what code sets.
    @Test("CLLocation(), UTType.delimitedText, NWPath.availableInterfaces, waitsForConnectivity, parent and next")
    func frameworkStandIns() {
        let here = CLLocation()
        #expect(here.coordinate.latitude == 0 && here.coordinate.longitude == 0)
        #expect(UTType.delimitedText.identifier == "public.delimited-values-text")
        let path = NWPathMonitor().currentPath
        #expect(path.availableInterfaces.contains { $0.type == .wifi })
        let configuration = URLSessionConfiguration.default
        configuration.waitsForConnectivity = true
        // Linux's Foundation has no waiting for connectivity: the setting is accepted, not kept.
        #expect(!configuration.waitsForConnectivity)
        let child = Child()
        #expect(child.parent == nil)
        let view = UIView(frame: .zero)
        #expect(view.next == nil)
    }

    /// CoreML's model types, as apps name them before a prediction: inert (no model runs).
    @Test("MLMultiArray, MLModelConfiguration, MLModel")
    func coreML() throws {
        let array = try MLMultiArray(shape: [1, 3], dataType: .float32)
        array[0] = 1.5
        #expect(array.count == 3 && array.shape == [1, 3])
        #expect(array[0].doubleValue == 1.5)
        let configuration = MLModelConfiguration()
        configuration.computeUnits = .cpuOnly
        #expect(configuration.computeUnits == .cpuOnly)
        #expect(throws: (any Error).self) { try MLModel(contentsOf: URL(fileURLWithPath: "/nowhere.mlmodelc"), configuration: configuration) }
    }

    /// UIKit, Combine, CoreHaptics, PhotosUI, MapKit and AVFoundation as app files name them.
    @Test("UITextView's traits, UIFont descriptors, NSValue.cgRectValue, blurReplace, throttle on RunLoop, haptic curves, PhotosPicker's library, POI filters, AVAudioRecorder")
    @MainActor
    func uiKitAndMedia() throws {
        let textView = UITextView()
        textView.autocorrectionType = .no
        textView.returnKeyType = .done
        #expect(textView.autocorrectionType == .no && textView.returnKeyType == .done && textView.contentSize == .zero)

        let base = UIFont.systemFont(ofSize: 20, weight: .bold)
        let rounded = base.fontDescriptor.withDesign(.rounded).map { UIFont(descriptor: $0, size: 20) } ?? base
        #expect(rounded.pointSize == 20)
        #expect(UIFont(descriptor: base.fontDescriptor, size: 0).pointSize == 20)
        let text = LayoutLab.layout(Text("Hello").font(Font(rounded)).id("t"), in: ProposedViewSize(width: 390, height: 100))["t"]
        #expect(text == LayoutLab.layout(Text("Hello").font(.system(size: 20, design: .rounded)).id("t"),
                                         in: ProposedViewSize(width: 390, height: 100))["t"])

        let frame = CGRect(x: 0, y: 500, width: 390, height: 336)
        let info: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)]
        #expect((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == frame)

        let faded = LayoutLab.layout(Color.red.frame(width: 40, height: 40).transition(.blurReplace(.downUp)).id("c"),
                                     in: ProposedViewSize(width: 100, height: 100))
        expectFrame(faded, "c", CGRect(x: 30, y: 30, width: 40, height: 40))
        _ = BlurReplaceTransition(configuration: .upUp)
        _ = Color.red.transition(.blurReplace)

        let stride: RunLoop.SchedulerTimeType.Stride = .seconds(1)
        #expect(stride.timeInterval == 1)
        var received: [String] = []
        let subject = PassthroughSubject<String, Never>()
        let cancellable = subject.throttle(for: .seconds(1), scheduler: RunLoop.main, latest: true).sink { received.append($0) }
        _ = cancellable

        let curve = CHHapticParameterCurve(parameterID: .hapticIntensityControl,
                                           controlPoints: [CHHapticParameterCurve.ControlPoint(relativeTime: 0, value: 1)],
                                           relativeTime: 0)
        #expect(curve.controlPoints.count == 1)

        let picker = LayoutLab.layout(PhotosPicker("Choose", selection: .constant(nil), matching: .images, photoLibrary: .shared()).id("p"),
                                      in: ProposedViewSize(width: 390, height: 100))
        let button = LayoutLab.layout(Button("Choose") {}.id("p"), in: ProposedViewSize(width: 390, height: 100))
        #expect(picker["p"] != nil && picker["p"] == button["p"])

        let request = MKLocalSearch.Request()
        request.pointOfInterestFilter = MKPointOfInterestFilter(including: [.cafe])
        #expect(request.pointOfInterestFilter != nil)

        let settings: [String: Any] = [AVFormatIDKey: Int(kAudioFormatMPEG4AAC), AVSampleRateKey: 12000, AVNumberOfChannelsKey: 1,
                                       AVEncoderAudioQualityKey: AVAudioQuality.high.rawValue]
        let recorder = try AVAudioRecorder(url: URL(fileURLWithPath: "/tmp/memo.m4a"), settings: settings)
        #expect(recorder.record() == false && !recorder.isRecording)
    }
}
