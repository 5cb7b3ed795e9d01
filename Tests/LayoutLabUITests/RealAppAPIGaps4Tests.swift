// API that Apple's samples, Swift Charts dashboards and reading and sports apps use, which this
// library had not declared or had declared differently, each with what it does to layout:
// `Text.foregroundStyle` staying a `Text`; chart content built with `if`/`else` in a helper that
// returns `some ChartContent`; chart symbol shapes, bins, axis values and interpolation methods;
// the Accessibility framework's chart descriptors; `Label` of a localized resource; measurements
// written by a format style; Core Data's convenience initializers; Combine's `Merge3`, `Merge4`
// and `values`; a split view's visibility as `Codable`; and an image of a Core Graphics bitmap.
import Foundation
import LayoutLabUI
import Testing

// MARK: Text

extension Text {
    /// Two Circles Test's scoreboard style: a `Text` kept as a `Text` through `foregroundStyle`.
    fileprivate func styled(_ color: Color, spacing: CGFloat?) -> Text {
        var text = self.font(.headline).foregroundStyle(color)
        if let spacing { text = text.tracking(spacing) }
        return text
    }
}

// MARK: Charts

/// A sales dashboard's marks, as the sales-dashboard app writes them: a helper returning
/// `some ChartContent`, a `ForEach` whose closure chooses a bar or a line.
private struct SalesChart: View {
    let sales: [Int]
    var body: some View {
        Chart { marks() }.frame(height: 200).id("chart")
    }

    func marks() -> some ChartContent {
        ForEach(sales, id: \.self) { amount in
            if amount > 1 {
                BarMark(x: .value("Day", "\(amount)"), y: .value("Sales", amount))
            } else {
                LineMark(x: .value("Day", "\(amount)"), y: .value("Sales", amount))
            }
        }
    }

    @ChartContentBuilder
    func rules(average: Double?) -> some ChartContent {
        BarMark(x: .value("Day", "a"), y: .value("Sales", 1))
        if let average { RuleMark(y: .value("Average", average)) }
    }
}

/// Apple's "Visualizing your app's data" sample's square symbol.
private struct Square: ChartSymbolShape {
    var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
    func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A heat map as Swift-Charts-Examples writes one: bins of its values, axis values that are not
/// rounded, and a description for VoiceOver's audio graph.
private struct HeatMap: View, AXChartDescriptorRepresentable {
    let values: [Double]
    var bins: NumberBins<Double> { NumberBins(range: 0...10, count: 5) }

    var body: some View {
        Chart(Array(values.enumerated()), id: \.offset) { point in
            PointMark(x: .value("x", point.offset), y: .value("y", point.element))
                .symbol(Square())
                .interpolationMethod(.catmullRom)
        }
        .chartYAxis {
            AxisMarks(values: .automatic(desiredCount: 5, roundLowerBound: false, roundUpperBound: false)) { _ in AxisGridLine() }
        }
        .accessibilityChartDescriptor(self)
        .frame(width: 300, height: 150)
        .id("heat")
    }

    func makeChartDescriptor() -> AXChartDescriptor {
        let xAxis = AXCategoricalDataAxisDescriptor(title: "Bin", categoryOrder: bins.map { "\($0.lowerBound)" })
        let yAxis = AXNumericDataAxisDescriptor(title: "Value", range: 0...10, gridlinePositions: []) { "\(Int($0)) units" }
        let series = AXDataSeriesDescriptor(name: "Values", isContinuous: false, dataPoints: values.map { value in
            AXDataPoint(x: "\(bins.index(for: value))", y: value, additionalValues: [.category("warm")], label: nil)
        })
        return AXChartDescriptor(title: "Heat", summary: nil, xAxis: xAxis, yAxis: yAxis, additionalAxes: [], series: [series])
    }
}

// MARK: Core Data and Combine

/// WidgetExamples' document: `init()` made unavailable without `override`, as Core Data allows.
private final class Document: NSManagedObject {
    @available(*, unavailable)
    init() { fatalError("not used") }

    override init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        super.init(entity: entity, insertInto: context)
    }
}

/// A note that redeclares `init(context:)` with a default title, without `override`.
private final class Note: NSManagedObject {
    var title = ""

    convenience init(context: NSManagedObjectContext) {
        self.init(entity: Note.entity(), insertInto: context)
        title = "Untitled"
    }
}

/// BookClub's navigation model: its published values merged, and read as an asynchronous sequence.
private final class NavigationModel: ObservableObject {
    @Published var selection: Int? = nil
    @Published var columnVisibility: NavigationSplitViewVisibility = .all
    @Published var search = ""
    var changes = 0
    private var bag: AnyCancellable?

    init() {
        bag = Publishers.Merge3($selection.map { _ in }, $columnVisibility.map { _ in }, $search.map { _ in })
            .sink { [unowned self] in changes += 1 }
    }
}

/// What BookClub saves of its navigation.
private struct SavedNavigation: Codable, Equatable {
    var columnVisibility: NavigationSplitViewVisibility
}

@Suite("API of Apple's samples, chart dashboards, reading and sports apps")
struct RealAppAPIGaps4Tests {
    private let proposal = ProposedViewSize(width: 390, height: 844)

    /// SwiftUI declares `Text.foregroundStyle<S: ShapeStyle>(_:) -> Text` [DOC Text
    /// `foregroundStyle(_:)`, iOS 17], so a styled part still joins others with `+` and a function
    /// returning `Text` can style one. Colour changes no width: "Hi" bold + " there" is 61.67 ×
    /// 20.33 at 17 pt, red or not (TextConcatenationTests' numbers); "Score" styled in the
    /// headline with 1 point of tracking is as wide as written out directly.
    @Test("Text.foregroundStyle(_:) is a Text: styled parts join with +, and a Text function can style one")
    func textForegroundStyle() {
        let joined = LayoutLab.layout((Text("Hi").bold().foregroundStyle(.red) + Text(" there").foregroundStyle(Color.blue)).id("t"),
                                      in: .unspecified)
        expectFrame(joined, "t", CGSize(width: 185.0 / 3, height: 61.0 / 3))
        let styled = LayoutLab.layout(Text("Score").styled(.red, spacing: 1).id("t"), in: .unspecified)
        let direct = LayoutLab.layout(Text("Score").font(.headline).tracking(1).id("t"), in: .unspecified)
        #expect(styled["t"] != nil && styled["t"] == direct["t"])
        // Views other than Text keep the view modifier: a circle filled in its colour is still a
        // 50 × 50 circle, centred.
        let circle = LayoutLab.layout(Circle().foregroundStyle(.red).frame(width: 50, height: 50).id("c"), in: proposal)
        expectFrame(circle, "c", CGRect(x: 170, y: 397, width: 50, height: 50))
    }

    /// Swift Charts' `ChartContentBuilder` makes chart content of an `if`/`else` and of an `if`
    /// [DOC ChartContentBuilder `buildEither(first:)`, `buildIf(_:)`], so the helpers compile. A
    /// chart is one flexible view (Charts.swift): 390 wide, the 200 of its frame, centred at
    /// y (844 − 200) / 2 = 322. Views built with `if`/`else` lay out as before: the 30-wide red
    /// of the chosen branch beside the 40-wide blue, 70 wide in all, at x (390 − 70) / 2 = 160.
    @Test("a helper returning some ChartContent may choose marks with if/else; views still choose as before")
    func chartContentBuilder() {
        let result = LayoutLab.layout(SalesChart(sales: [1, 2, 3]), in: proposal)
        expectFrame(result, "chart", CGRect(x: 0, y: 322, width: 390, height: 200))
        #expect(String(describing: type(of: SalesChart(sales: []).rules(average: 2))) == "_ChartContentList")
        let flag = true
        let views = LayoutLab.layout(
            HStack(spacing: 0) {
                if flag { Color.red.frame(width: 30, height: 10).id("red") } else { Color.green.frame(width: 50, height: 10) }
                Color.blue.frame(width: 40, height: 10).id("blue")
            },
            in: proposal)
        expectFrame(views, "red", CGRect(x: 160, y: 417, width: 30, height: 10))
        expectFrame(views, "blue", CGRect(x: 190, y: 417, width: 40, height: 10))
    }

    /// `ChartSymbolShape` is a `Shape` with a perceptual unit rectangle [DOC ChartSymbolShape:
    /// "protocol ChartSymbolShape : Shape"], the basic symbols are its static members [DOC
    /// `ChartSymbolShape.square`], `NumberBins(range:count:)` makes `count` equal bins from the
    /// range's lower bound to its upper bound [DOC], and `InterpolationMethod` is
    /// `CustomStringConvertible` [DOC "Conforms To"]. Bins of 0...10 in 5: thresholds 0, 2, 4, 6,
    /// 8, 10; 3 is in bin 1, 10 (the upper bound) in the last. The chart keeps its 300 × 150
    /// frame, centred at (45, 347).
    @Test("ChartSymbolShape, .symbol(_:), NumberBins, AxisMarkValues.automatic(desiredCount:roundLowerBound:roundUpperBound:), InterpolationMethod.description")
    func chartOptions() {
        let bins = NumberBins<Double>(range: 0...10, count: 5)
        #expect(bins.count == 5 && bins.thresholds == [0, 2, 4, 6, 8, 10])
        #expect(bins.index(for: 3) == 1 && bins.index(for: 0) == 0 && bins.index(for: 10) == 4)
        #expect(bins[2].lowerBound == 4 && bins[2].upperBound == 6)
        #expect(NumberBins<Int>(range: 0...12, count: 3).thresholds == [0, 4, 8, 12])
        #expect(InterpolationMethod.catmullRom.description == "catmullRom")
        #expect(Square().perceptualUnitRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(BasicChartSymbolShape.circle == .circle && BasicChartSymbolShape.circle != .square)
        let result = LayoutLab.layout(HeatMap(values: [1, 5, 9]), in: proposal)
        expectFrame(result, "heat", CGRect(x: 45, y: 347, width: 300, height: 150))
    }

    /// The Accessibility framework's chart description keeps what it is given [DOC
    /// AXChartDescriptor `init(title:summary:xAxis:yAxis:additionalAxes:series:)`,
    /// AXNumericDataAxisDescriptor `init(title:range:gridlinePositions:valueDescriptionProvider:)`,
    /// AXDataPoint `init(x:y:additionalValues:label:)`]; a category x value is a category, the
    /// additional value `.category("warm")`.
    @Test("AXChartDescriptorRepresentable and the AXChartDescriptor types")
    func chartDescriptor() throws {
        let descriptor = HeatMap(values: [1, 5, 9]).makeChartDescriptor()
        #expect(descriptor.title == "Heat" && descriptor.summary == nil && descriptor.series.count == 1)
        let xAxis = try #require(descriptor.xAxis as? AXCategoricalDataAxisDescriptor)
        #expect(xAxis.categoryOrder == ["0.0", "2.0", "4.0", "6.0", "8.0"])
        #expect(descriptor.yAxis?.valueDescriptionProvider(3) == "3 units" && descriptor.yAxis?.range == 0...10)
        let points = descriptor.series[0].dataPoints
        #expect(points.map { $0.xValue.category } == ["0", "2", "4"] && points.map { $0.yValue?.number } == [1, 5, 9])
        #expect(points[0].additionalValues.first?.category == "warm")
        HeatMap(values: []).updateChartDescriptor(descriptor)
    }

    /// `Label(_ titleResource: LocalizedStringResource, systemImage:)` [DOC, iOS 16] is the label
    /// of its text: the same frame as the label written with the text.
    @Test("Label(LocalizedStringResource, systemImage:)")
    func labelOfResource() {
        let title: LocalizedStringResource = "Landmarks"
        let resource = LayoutLab.layout(Label(title, systemImage: "globe").id("l"), in: proposal)
        let written = LayoutLab.layout(Label("Landmarks", systemImage: "globe").id("l"), in: proposal)
        #expect(resource["l"] != nil && resource["l"] == written["l"])
    }

    /// `Measurement.formatted(.measurement(width:usage:))` [DOC Measurement.FormatStyle] in the
    /// preview's en_US, as Landmarks writes an elevation: grouped, the symbol after a space when
    /// abbreviated, none when narrow; `.asProvided` keeps meters, the general usage writes a length
    /// in miles in the United States (MeasurementFormatter's rule: 3,776 m is 2.346 mi).
    @Test("Measurement.formatted(.measurement(width:usage:))")
    func measurementFormatStyle() {
        let elevation = Measurement(value: 3776, unit: UnitLength.meters)
        #expect(elevation.formatted(.measurement(width: .abbreviated, usage: .asProvided)) == "3,776 m")
        #expect(elevation.formatted(.measurement(width: .narrow, usage: .asProvided)) == "3,776m")
        #expect(elevation.formatted(.measurement(width: .abbreviated)) == "2.346 mi")
        let area = Measurement(value: 344_400, unit: UnitArea.squareKilometers)
        #expect(area.formatted(.measurement(width: .abbreviated, usage: .asProvided)) == "344,400 km²")
    }

    /// Core Data's header marks only `init(entity:insertInto:)` designated [DOC NSManagedObject
    /// `init(context:)`: "convenience init(context moc: NSManagedObjectContext)"], so a subclass
    /// redeclares `init()` and `init(context:)` without `override`. The note's own
    /// `init(context:)` runs.
    @Test("NSManagedObject's init(context:) and init() are convenience initializers")
    func managedObjectInitializers() {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        #expect(Note(context: context).title == "Untitled")
        #expect(Document(entity: Document.entity(), insertInto: context).isDeleted == false)
    }

    /// `Publishers.Merge3` and `Merge4` publish every input's values as they come [DOC
    /// Publishers.Merge3: "A publisher created by applying the merge function to three upstream
    /// publishers"] and finish when all have. BookClub's model hears the three published
    /// properties' current values at subscription, then each change.
    @Test("Publishers.Merge3 and Merge4; merge(with:_:) and merge(with:_:_:)")
    func mergeThreeAndFour() {
        let model = NavigationModel()
        #expect(model.changes == 3)
        model.search = "Dune"
        model.columnVisibility = .detailOnly
        #expect(model.changes == 5)
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>(), c = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        var finished = false
        let merged = Publishers.Merge4(a, b, c, Just(0)).sink(receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
        b.send(2)
        a.send(1)
        c.send(3)
        a.send(completion: .finished)
        b.send(completion: .finished)
        #expect(values == [0, 2, 1, 3] && !finished)
        c.send(completion: .finished)
        #expect(finished)
        merged.cancel()
        var three: [Int] = []
        let other = Just(1).merge(with: Just(2), [3, 4].publisher).sink { three.append($0) }
        #expect(three == [1, 2, 3, 4])
        other.cancel()
    }

    /// `Published.Publisher.values` is an asynchronous sequence of the property's values [DOC
    /// Publisher `values`: "The elements produced by the publisher, as an asynchronous sequence"]:
    /// its current value first, then what it is set to.
    @Test("Published.Publisher.values")
    func publishedValues() async {
        let model = NavigationModel()
        var iterator = model.$search.values.makeAsyncIterator()
        #expect(await iterator.next() == "")
        model.search = "Dune"
        #expect(await iterator.next() == "Dune")
        var numbers: [Int] = []
        for await number in [1, 2].publisher.values { numbers.append(number) }
        #expect(numbers == [1, 2])
    }

    /// `NavigationSplitViewVisibility` is `Codable` in SwiftUI [DOC: "struct
    /// NavigationSplitViewVisibility … Codable"]: a saved navigation round-trips (written as the
    /// visibility's name; SwiftUI's own form is not published).
    @Test("NavigationSplitViewVisibility is Codable")
    func splitViewVisibilityCodable() throws {
        let saved = SavedNavigation(columnVisibility: .doubleColumn)
        let data = try JSONEncoder().encode(saved)
        #expect(String(decoding: data, as: UTF8.self) == #"{"columnVisibility":"doubleColumn"}"#)
        #expect(try JSONDecoder().decode(SavedNavigation.self, from: data) == saved)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SavedNavigation.self, from: Data(#"{"columnVisibility":"wide"}"#.utf8)) }
    }

    /// `Image(_ cgImage:scale:orientation:label:)` [DOC Image, iOS 13] compiles as BookClub's share
    /// button writes it; no bitmap is rendered here (`ImageRenderer.cgImage` is nil), so the
    /// button's fallback shows: the 44 × 44 placeholder, centred.
    @Test("Image(_ cgImage:scale:orientation:label:) with ImageRenderer")
    @MainActor
    func imageOfBitmap() {
        let renderer = ImageRenderer(content: Text("Card"))
        let result = LayoutLab.layout(
            Group {
                if let cgImage = renderer.cgImage {
                    Image(cgImage, scale: renderer.scale, label: Text("Card")).id("image")
                } else {
                    Color.gray.frame(width: 44, height: 44).id("fallback")
                }
            },
            in: proposal)
        expectFrame(result, "fallback", CGRect(x: 173, y: 400, width: 44, height: 44))
        #expect(result["image"] == nil)
    }
}
