// Still more API real app files use that this library had not declared, each with what it does to
// layout: scroll transitions' thresholds, Metal shaders by name, shapes moved by an offset,
// tangent arcs, a colour's description, scroll target behaviours as values, visual effects'
// members, date pickers and toggles titled with strings or symbols, `ForEach` over a bound
// collection with an id, TipKit's groups, styles and events with values, and Foundation's
// `ValueTransformer`.
import Foundation
import LayoutLabUI
import Testing

/// A tip, as apps write them.
private struct FavouriteTip: Tip {
    var title: Text { Text("Add to favourites") }
}

/// A second tip, for a group.
private struct ShareTip: Tip {
    var title: Text { Text("Share it") }
}

/// A tip view style showing the tip's title in a padded stack.
private struct CompactTipStyle: TipViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack { configuration.title }.padding(8)
    }
}

/// What a donation of a "viewed" event records.
private struct Viewed: Codable, Sendable {
    let name: String
}

/// A row of a list that is not `Identifiable`, identified by a key path.
private struct KeyedRow {
    var key: Int
    var name: String
}

/// Reverses strings, and back.
private final class Reverser: ValueTransformer {
    override class func allowsReverseTransformation() -> Bool { true }
    override func transformedValue(_ value: Any?) -> Any? { (value as? String).map { String($0.reversed()) } }
}

/// Allows colours' data only.
private final class ColorTransformer: NSSecureUnarchiveFromDataTransformer {
    override class var allowedTopLevelClasses: [AnyClass] { [NSString.self] }
}

/// A paging behaviour, returned as an opaque scroll target behaviour.
private func pagedBehavior() -> some ScrollTargetBehavior { .paging }

@Suite("Still more API of real app files")
struct RealAppAPIGaps2Tests {
    private let proposal = ProposedViewSize(width: 390, height: 844)

    /// A scroll transition's threshold is one of SwiftUI's `Threshold`s [DOC
    /// `ScrollTransitionConfiguration.threshold(_:)`]; the transition is drawn after layout, so
    /// the 80-high colour keeps its frame: 390 × 80, the next one right below it.
    @Test("scrollTransition(.animated.threshold(.visible(0.9))) and the other thresholds")
    func scrollTransitionThreshold() {
        let thresholds: [ScrollTransitionConfiguration.Threshold] = [
            .visible(0.9), .hidden, .centered, .visible, .hidden(0.2),
            .visible.interpolated(towards: .hidden, amount: 0.5), .centered.inset(by: 10),
        ]
        #expect(thresholds.count == 7)
        let result = LayoutLab.layout(
            VStack(spacing: 0) {
                Color.blue.frame(height: 80)
                    .scrollTransition(.animated.threshold(.visible(0.9))) { content, phase in
                        content.opacity(phase.isIdentity ? 1 : 0.3)
                    }
                    .id("moving")
                Color.red.frame(height: 80)
                    .scrollTransition(.interactive.threshold(.hidden(0.2))) { content, phase in
                        content.scaleEffect(phase.isIdentity ? 1 : 0.8)
                    }
                    .id("next")
            },
            in: proposal)
        expectFrame(result, "moving", CGRect(x: 0, y: 342, width: 390, height: 80))
        expectFrame(result, "next", CGRect(x: 0, y: 422, width: 390, height: 80))
    }

    /// Any shader name makes a function of the library [DOC `ShaderLibrary`: "ShaderLibrary is
    /// @dynamicMemberLookup"]; calling it with arguments makes a `Shader`; the effects draw and
    /// change no frame: each 100 × 50 view stays 100 × 50, stacked 50 apart.
    @Test("ShaderLibrary's functions by name, and colorEffect, distortionEffect and layerEffect")
    func shaders() {
        let checkerboard = ShaderLibrary.checkerboard
        #expect(checkerboard.name == "checkerboard")
        #expect(ShaderLibrary.default.wave.name == "wave")
        #expect(ShaderLibrary.bundle(.main).ripple.library == ShaderLibrary.bundle(.main))
        let shader: Shader = ShaderLibrary.checkerboard(.float(10), .color(.blue))
        let wave = ShaderLibrary.default.wave(.float(2), .float2(CGSize(width: 100, height: 50)), .boundingRect)
        let result = LayoutLab.layout(
            VStack(spacing: 0) {
                Color.blue.frame(width: 100, height: 50).colorEffect(shader).id("color")
                Color.red.frame(width: 100, height: 50)
                    .distortionEffect(wave, maxSampleOffset: CGSize(width: 10, height: 10)).id("distortion")
                Color.green.frame(width: 100, height: 50)
                    .layerEffect(ShaderLibrary.pixellate(.float(4)), maxSampleOffset: .zero).id("layer")
                Rectangle().fill(ShaderLibrary.stripes(.floatArray([1, 2]), .colorArray([.red, .blue])))
                    .frame(width: 100, height: 50).id("fill")
            },
            in: proposal)
        expectFrame(result, "color", CGRect(x: 145, y: 322, width: 100, height: 50))
        expectFrame(result, "distortion", CGRect(x: 145, y: 372, width: 100, height: 50))
        expectFrame(result, "layer", CGRect(x: 145, y: 422, width: 100, height: 50))
        expectFrame(result, "fill", CGRect(x: 145, y: 472, width: 100, height: 50))
    }

    /// A shape's `offset` is an `OffsetShape` [DOC `Shape.offset(x:y:)`: "Changes the relative
    /// position of this shape using the specified point"], a shape taking the space the shape
    /// takes: clipping to it leaves the text's frame as it was, and in a stack the 100 × 40
    /// offset rectangle's frame is the rectangle's, the view below it starting 40 down.
    @Test("Rectangle().offset(x:) is a shape: clipShape takes it, and it takes the space it offsets")
    func offsetShape() {
        let moved: OffsetShape<Rectangle> = Rectangle().offset(x: 10)
        #expect(moved.offset == CGSize(width: 10, height: 0))
        #expect(Circle().offset(CGSize(width: 3, height: 4)).offset == CGSize(width: 3, height: 4))
        #expect(Capsule().offset(CGPoint(x: 1, y: 2)).offset == CGSize(width: 1, height: 2))
        let plain = LayoutLab.layout(Text("Hi").id("t"), in: proposal)["t"]
        let clipped = LayoutLab.layout(Text("Hi").clipShape(Rectangle().offset(x: 10)).id("t"), in: proposal)["t"]
        #expect(plain != nil && plain == clipped)
        let result = LayoutLab.layout(
            VStack(spacing: 0) {
                Rectangle().offset(x: 10, y: 5).id("shape").frame(width: 100, height: 40).id("frame")
                Color.blue.frame(width: 100, height: 40).id("below")
            },
            in: proposal)
        expectFrame(result, "frame", CGRect(x: 145, y: 382, width: 100, height: 40))
        expectFrame(result, "below", CGRect(x: 145, y: 422, width: 100, height: 40))
        // The offset shape's own frame is the rectangle's: only what it draws moves.
        expectFrame(result, "shape", CGRect(x: 145, y: 382, width: 100, height: 40))
    }

    /// A tangent arc rounds the corner at `tangent1End` [DOC `Path.addArc(tangent1End:tangent2End:radius:transform:)`]:
    /// from (0, 0) towards the corner (100, 0), then down to (100, 100), a radius of 20 meets the
    /// second line 20 below the corner, (100, 20), where the path ends. With no current point it
    /// is a line to the corner; the other arcs end on their circle.
    @Test("Path.addArc(tangent1End:tangent2End:radius:) and Path's other arcs")
    func tangentArc() throws {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        let end = try #require(path.currentPoint)
        #expect(abs(end.x - 100) < 1e-9 && abs(end.y - 20) < 1e-9)
        // A 90° corner the other way: from (0, 100) up to (0, 0), then right; it ends at (20, 0).
        var up = Path()
        up.move(to: CGPoint(x: 0, y: 100))
        up.addArc(tangent1End: .zero, tangent2End: CGPoint(x: 100, y: 0), radius: 20)
        let upEnd = try #require(up.currentPoint)
        #expect(abs(upEnd.x - 20) < 1e-9 && abs(upEnd.y) < 1e-9)
        var empty = Path()
        empty.addArc(tangent1End: CGPoint(x: 5, y: 6), tangent2End: CGPoint(x: 50, y: 60), radius: 3)
        #expect(empty.currentPoint == CGPoint(x: 5, y: 6))
        var circle = Path()
        circle.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, endAngle: .degrees(180), clockwise: false)
        let circleEnd = try #require(circle.currentPoint)
        #expect(abs(circleEnd.x - 40) < 1e-9 && abs(circleEnd.y - 50) < 1e-9)
        var rects = Path()
        rects.addRects([CGRect(x: 1, y: 2, width: 3, height: 4), CGRect(x: 7, y: 8, width: 9, height: 9)])
        #expect(rects.currentPoint == CGPoint(x: 7, y: 8))
        rects.addRoundedRect(in: CGRect(x: 0, y: 0, width: 10, height: 10), cornerSize: CGSize(width: 2, height: 2), style: .circular)
        #expect(rects.currentPoint == CGPoint(x: 10, y: 5))
    }

    /// A colour describes itself by its name [DOC `Color.description`]; a text of it is the text
    /// of that name, the same frame.
    @Test("Color.description names the colour")
    func colorDescription() {
        let color = Color.blue
        #expect(color.description == "blue")
        #expect("\(Color.red)" == "red")
        #expect(Color("AccentBrand").description == "AccentBrand")
        let described = LayoutLab.layout(Text(color.description).id("t"), in: proposal)["t"]
        let named = LayoutLab.layout(Text("blue").id("t"), in: proposal)["t"]
        #expect(described != nil && described == named)
    }

    /// `.paging` and `.viewAligned` are static members of `ScrollTargetBehavior` [DOC
    /// `ScrollTargetBehavior.paging`], so they are values of their own types; the behaviour
    /// changes no frame: the scroll view takes the 390 × 844 proposal either way.
    @Test("ScrollTargetBehavior's static members as values and as some ScrollTargetBehavior")
    func scrollTargetBehaviors() {
        let paging: PagingScrollTargetBehavior = .paging
        let aligned: ViewAlignedScrollTargetBehavior = .viewAligned(limitBehavior: .alwaysByOne)
        let behavior: any ScrollTargetBehavior = pagedBehavior()
        #expect(paging == PagingScrollTargetBehavior.paging)
        #expect(aligned == ViewAlignedScrollTargetBehavior.viewAligned)
        #expect(behavior is PagingScrollTargetBehavior)
        let result = LayoutLab.layout(
            VStack(spacing: 0) {
                ScrollView(.horizontal) { HStack { Color.red.frame(width: 390, height: 100) } }
                    .scrollTargetBehavior(PagingScrollTargetBehavior.paging).id("paged")
                ScrollView { Color.blue.frame(height: 100) }
                    .scrollTargetBehavior(pagedBehavior()).id("opaque")
                ScrollView { Color.green.frame(height: 100) }
                    .scrollTargetBehavior(.viewAligned).id("aligned")
            },
            in: proposal)
        expectFrame(result, "paged", CGRect(x: 0, y: 0, width: 390, height: 100))
        #expect(result["opaque"]?.width == 390 && result["aligned"]?.width == 390)
        #expect(abs((result["opaque"]?.height ?? 0) - (result["aligned"]?.height ?? 0)) < 0.01)
    }

    /// The members of SwiftUI's `VisualEffect` protocol (`scaleEffect(_: CGSize, anchor:)`,
    /// `offset`, `rotationEffect`, `opacity`, `blur`) chain on a scroll transition's or a visual
    /// effect's content; they are drawn after layout, so the 390 × 80 views keep their frames.
    @Test("VisualEffect's scaleEffect(CGSize), offset, rotationEffect, opacity and blur")
    func visualEffectMembers() {
        let result = LayoutLab.layout(
            VStack(spacing: 0) {
                Color.red.frame(height: 80)
                    .scrollTransition { content, _ in content.scaleEffect(CGSize(width: 0.9, height: 0.9)) }
                    .id("scaled")
                Color.blue.frame(height: 80)
                    .visualEffect { content, proxy in
                        content
                            .scaleEffect(CGSize(width: 2, height: 2), anchor: .top)
                            .offset(y: proxy.size.height / 10)
                            .rotationEffect(.degrees(5))
                            .opacity(0.5)
                            .blur(radius: 2)
                    }
                    .id("effects")
            },
            in: proposal)
        expectFrame(result, "scaled", CGRect(x: 0, y: 342, width: 390, height: 80))
        expectFrame(result, "effects", CGRect(x: 0, y: 422, width: 390, height: 80))
    }

    /// A date picker titled with a string variable is laid out as one titled with a key: the
    /// row is the proposal's width and the 34-high field's height.
    @Test("DatePicker(title, selection:) and DatePicker(_:selection:in:displayedComponents:) with a String")
    func datePickerWithString() {
        let title = "Due date"
        let date = Binding.constant(Date(timeIntervalSince1970: 0))
        let stringTitled = LayoutLab.layout(DatePicker(title, selection: date).id("d"), in: proposal)
        let keyTitled = LayoutLab.layout(DatePicker("Due date", selection: date).id("d"), in: proposal)
        expectFrame(stringTitled, "d", CGSize(width: 390, height: 34))
        #expect(stringTitled["d"] == keyTitled["d"])
        let ranged = LayoutLab.layout(
            DatePicker(title, selection: date, in: Date(timeIntervalSince1970: 0)..., displayedComponents: .date).id("d"),
            in: proposal)
        expectFrame(ranged, "d", CGSize(width: 390, height: 34))
    }

    /// `ForEach` over a bound collection of elements that are not `Identifiable`, identified by a
    /// key path, gives each view a binding to its element: three 20-high rows, one under another.
    @Test("ForEach($items, id: \\.key) { $item in … } with elements that are not Identifiable")
    func forEachBindingWithID() {
        var rows = [KeyedRow(key: 1, name: "a"), KeyedRow(key: 2, name: "b"), KeyedRow(key: 3, name: "c")]
        let binding = Binding(get: { rows }, set: { rows = $0 })
        let result = LayoutLab.layout(
            VStack(spacing: 0) {
                ForEach(binding, id: \.key) { $row in
                    Color.gray.frame(width: 100, height: 20).id("row\(row.key)")
                }
            },
            in: proposal)
        expectFrame(result, "row1", CGRect(x: 145, y: 392, width: 100, height: 20))
        expectFrame(result, "row3", CGRect(x: 145, y: 432, width: 100, height: 20))
        // The bindings write through to the collection.
        ForEach(binding, id: \.key) { $row in Text(row.name) }.data.first?.wrappedValue.name = "z"
        #expect(rows[0].name == "z")
    }

    /// `Toggle(_:systemImage:isOn:)` (iOS 17) is a toggle labelled with a `Label`: the same row
    /// as `Toggle(isOn:) { Label(…) }`, 390 × 31 (the label, a spacer, the 51 × 31 switch).
    /// `ProgressView(timerInterval:countsDown:)` is a bar the proposal's width and 4 high, and
    /// `Stepper(_:onIncrement:onDecrement:)` a row as high as the 94 × 32 control.
    @Test("Toggle(_:systemImage:isOn:), ProgressView(timerInterval:countsDown:) and Stepper(_:onIncrement:onDecrement:)")
    func controlForms() {
        let name = "Wi-Fi"
        let keyed = LayoutLab.layout(Toggle("Wi-Fi", systemImage: "wifi", isOn: .constant(true)).id("t"), in: proposal)
        let stringTitled = LayoutLab.layout(Toggle(name, systemImage: "wifi", isOn: .constant(true)).id("t"), in: proposal)
        let written = LayoutLab.layout(Toggle(isOn: .constant(true)) { Label("Wi-Fi", systemImage: "wifi") }.id("t"), in: proposal)
        expectFrame(keyed, "t", CGSize(width: 390, height: 31))
        #expect(keyed["t"] == written["t"] && stringTitled["t"] == written["t"])
        let now = Date(timeIntervalSince1970: 0)
        let timer = LayoutLab.layout(ProgressView(timerInterval: now...now.addingTimeInterval(60), countsDown: false).id("p"),
                                     in: proposal)
        expectFrame(timer, "p", CGSize(width: 390, height: 4))
        let stepper = LayoutLab.layout(Stepper("Guests", onIncrement: {}, onDecrement: nil).id("s"), in: proposal)
        expectFrame(stepper, "s", CGSize(width: 390, height: 32))
    }

    /// A `TipView` of an optional tip [DOC TipKit `TipView.init(_:arrowEdge:action:)`: `(any
    /// Tip)?`, `Content == AnyTip`], a `TipGroup`'s current tip (iOS 18) and a `TipViewStyle`:
    /// no tip shows while a view is laid out, so the tip view takes no space: the view below the
    /// 10-high one starts 10 down.
    @Test("TipGroup, TipView of an optional tip, TipViewStyle and tipViewStyle(_:)")
    func tipGroupAndStyle() {
        let group = TipGroup(.ordered) {
            FavouriteTip()
            ShareTip()
        }
        #expect(group.tips.count == 2 && group.priority == .ordered && group.currentTip == nil)
        #expect(TipGroup { FavouriteTip() }.priority == .firstAvailable)
        #expect(AnyTip(FavouriteTip()).id == "FavouriteTip")
        let result = LayoutLab.layout(
            VStack(spacing: 0) {
                Color.red.frame(width: 100, height: 10).id("above")
                TipView(group.currentTip as? FavouriteTip)
                TipView(FavouriteTip()).tipViewStyle(CompactTipStyle())
                Color.blue.frame(width: 100, height: 10).id("below")
            }
            .popoverTip(group.currentTip),
            in: proposal)
        expectFrame(result, "above", CGRect(x: 145, y: 412, width: 100, height: 10))
        expectFrame(result, "below", CGRect(x: 145, y: 422, width: 100, height: 10))
    }

    /// TipKit's events are generic over what a donation carries [DOC TipKit `Tips.Event`:
    /// `Event<DonationInfo>`]; `Tips.Event(id:)` is one with no value (`Tips.EmptyDonation`).
    /// Donations are counted, and those of the last week found by `donatedWithin(_:)`.
    @Test("Tips.Event<DonationInfo>, donate(_:), EmptyDonation and donatedWithin(_:)")
    func tipEvents() {
        let viewed = Tips.Event<Viewed>(id: "viewed")
        viewed.donate(Viewed(name: "Lake"))
        viewed.sendDonation(Viewed(name: "Hill"))
        #expect(viewed.donations.count == 2 && viewed.donations.last?.info.name == "Hill")
        let opened = Tips.Event(id: "opened")
        opened.donate()
        let typed: Tips.Event<Tips.EmptyDonation> = opened
        #expect(typed.donations.donatedWithin(.week).count == 1)
        #expect(opened.donations.donatedWithin(.minutes(5)).count == 1)
        let rule = Tips.Rule(viewed) { $0.donations.donatedWithin(.days(3)).count >= 3 }
        _ = rule
    }

    /// Foundation's `ValueTransformer`, which Linux's Foundation lacks: a subclass transforms and
    /// transforms back; registering by name is accepted, and no transformer is found by name.
    @Test("ValueTransformer, NSValueTransformerName and NSSecureUnarchiveFromDataTransformer")
    func valueTransformer() {
        let reverser = Reverser()
        #expect(reverser.transformedValue("abc") as? String == "cba")
        #expect(reverser.reverseTransformedValue("cba") as? String == "abc")
        #expect(Reverser.allowsReverseTransformation())
        let name = NSValueTransformerName("ColorTransformer")
        ValueTransformer.setValueTransformer(ColorTransformer(), forName: name)
        #expect(ValueTransformer(forName: name) == nil)
        #expect(name.rawValue == "ColorTransformer" && NSValueTransformerName.secureUnarchiveFromDataTransformerName.rawValue == "NSSecureUnarchiveFromData")
        #expect(ColorTransformer.allowedTopLevelClasses.count == 1)
        #expect(ValueTransformer().transformedValue(3) as? Int == 3)
    }
}
