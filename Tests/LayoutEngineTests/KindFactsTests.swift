// The facts each primitive states about its kind: node-path names, modifier or not, and what the
// tree builder derives from them (Spacer-ness and priority seen through modifiers, the stack axis
// Spacer and Divider see, the text environment, Group transparency).
@testable import LayoutEngine
import Testing

@Suite("Kind facts")
struct KindFactsTests {
    @Test("every kind's name and modifier-ness")
    func namesAndModifiers() {
        let kinds: [(ViewKind, String, Bool)] = [
            (.color(name: "red"), "Color", false), (.rectangle, "Rectangle", false),
            (.roundedRectangle(cornerRadius: 4), "RoundedRectangle", false), (.capsule, "Capsule", false),
            (.ellipse, "Ellipse", false), (.circle, "Circle", false),
            (.image(name: "i", width: 1, height: 1, resizable: false), "Image", false), (.text("t"), "Text", false),
            (.spacer(minLength: nil), "Spacer", false), (.divider, "Divider", false), (.emptyView, "EmptyView", false),
            (.hstack(alignment: .center, spacing: nil), "HStack", false),
            (.vstack(alignment: .center, spacing: nil), "VStack", false), (.zstack(alignment: .center), "ZStack", false),
            (.group, "Group", false), (.geometryReader, "GeometryReader", false),
            (.scrollView(axes: .vertical), "ScrollView", false), (.viewThatFits(axes: .both), "ViewThatFits", false),
            (.frame(width: 1, height: nil, alignment: .center), "frame", true),
            (.flexibleFrame(minWidth: nil, idealWidth: nil, maxWidth: 1, minHeight: nil, idealHeight: nil, maxHeight: nil,
                            alignment: .center), "frame", true),
            (.fixedSize(horizontal: true, vertical: true), "fixedSize", true),
            (.aspectRatio(ratio: 1, contentMode: .fit), "aspectRatio", true),
            (.padding(top: nil, leading: nil, bottom: nil, trailing: nil), "padding", true),
            (.layoutPriority(1), "layoutPriority", true), (.offset(x: 1, y: 1), "offset", true),
            (.position(x: 1, y: 1), "position", true), (.background(alignment: .center), "background", true),
            (.overlay(alignment: .center), "overlay", true), (.border(width: 1), "border", true),
            (.safeAreaInset(edge: .bottom, alignment: .center, spacing: nil), "safeAreaInset", true),
            (.alignmentGuide(horizontal: .leading, vertical: nil, value: .constant(0)), "alignmentGuide", true),
            (.containerRelativeFrame(axes: .horizontal, count: 1, span: 1, spacing: 0, alignment: .center),
             "containerRelativeFrame", true),
            (.relativeProposed(width: 0.5, height: 1), "relativeProposed", true),
            (.lineLimit(1), "lineLimit", true), (.lineRange(reserved: 2, limit: nil), "lineLimit", true), (.font(size: 20), "font", true), (.custom(name: "mine"), "mine", false),
            (.symbol(name: "star", resizable: false), "Image", false),
            (.grid(alignment: .center, horizontalSpacing: nil, verticalSpacing: nil), "Grid", false),
            (.gridRow(alignment: nil), "GridRow", false),
            (.lazyGrid(axis: .vertical, items: [GridItemSpec()], alignment: .center, spacing: nil), "LazyVGrid", false),
            (.ignoresSafeArea(edges: .all, alignment: nil), "ignoresSafeArea", true),
            (.gridCell(.columns(2)), "gridCellColumns", true), (.fontStyle(.body), "font", true),
            (.dynamicTypeSize(.accessibility2), "dynamicTypeSize", true),
            (.chrome(.largeTitleNavigationBar), "navigationBar", true),
            (.listChrome(.rowFrame), "frame", true), (.listChrome(.rowInsets), "padding", true),
            (.fontTraits(FontTraits(weight: .bold)), "fontTraits", true), (.truncationMode(.middle), "truncationMode", true),
            (.multilineTextAlignment(.center), "multilineTextAlignment", true),
            (.allowsTightening(true), "allowsTightening", true), (.textRuns([TextRun("a"), TextRun("b")]), "Text", false),
            (.minimumScaleFactor(0.5), "minimumScaleFactor", true), (.imageScale(.large), "imageScale", true),
            (.contentMargins(top: 0, leading: 40, bottom: 0, trailing: 40), "contentMargins", true),
            (.listRow, "listRow", false),
        ]
        for (kind, name, isModifier) in kinds {
            #expect(kind.name == name)
            #expect(kind.isModifier == isModifier, "\(name)")
        }
        // The list names every kind of the catalogue.
        #expect(Set(kinds.map(\.0.tag)) == Set(ViewKind.Tag.allCases))
    }

    @Test("the catalogue: each kind's sample holds a node of that kind and lays out every node (the fingerprint's calibration lays them all out)")
    func catalogue() {
        func kinds(_ node: ViewNode) -> [ViewKind.Tag] { [node.kind.tag] + node.children.flatMap(kinds) }
        for tag in ViewKind.Tag.allCases {
            let sample = ViewKind.sample(for: tag)
            #expect(kinds(sample).contains(tag), "\(tag)")
            let result = Engine().layout(sample, in: ProposedViewSize(width: 320, height: 480))
            #expect(result.nodes.count == sample.nodeCount, "\(tag)")
        }
    }

    @Test("a Spacer inside neutral modifiers is still a Spacer (no spacing next to it); inside a frame it is not")
    func spacerThroughModifiers() {
        func gap(_ spacer: ViewNode) -> Double {
            let tree = ViewNode.hstack {
                ViewNode.color("a").frame(width: 10).id("a")
                spacer
                ViewNode.color("b").frame(width: 10).id("b")
            }
            let result = layout(tree, 100, 10)
            return result.frame(of: "b")!.minX - result.frame(of: "a")!.maxX
        }
        #expect(gap(ViewNode.spacer()) == 80)
        #expect(gap(ViewNode.spacer().layoutPriority(0).border(width: 1).offset(x: 0, y: 0)) == 80)
        #expect(gap(ViewNode.spacer().background { ViewNode.color("x") }) == 80)
        // A frame hides the Spacer: default spacing (8) on both sides of a 10-wide frame.
        #expect(gap(ViewNode.spacer().frame(width: 10)) == 26)
    }

    @Test("a Group's children join its stack and see its axis; modifiers pass the axis to their content")
    func groupAndAxis() {
        let tree = ViewNode.hstack(spacing: 0) {
            ViewNode.group { ViewNode.divider.id("d1"); ViewNode.color("c").id("c") }
            ViewNode.divider.padding(0).id("d2")
            ViewNode.emptyView
        }
        let result = layout(tree, 100, 30)
        #expect(result.frame(of: "d1")!.width < 1)
        #expect(result.frame(of: "d2")!.width < 1)
        #expect(result.frame(of: "c")!.height == 30)
    }

    @Test("font and lineLimit reach the Text below them")
    func textEnvironment() {
        let plain = layout(ViewNode.text("Hello world").id("t"), nil, nil)
        let large = layout(ViewNode.text("Hello world").id("t").font(size: 34), nil, nil)
        #expect(large.frame(of: "t")!.height > plain.frame(of: "t")!.height)
        let wrapped = layout(ViewNode.text("Hello world, again and again").id("t"), 60, nil)
        let limited = layout(ViewNode.text("Hello world, again and again").id("t").lineLimit(1), 60, nil)
        #expect(limited.frame(of: "t")!.height < wrapped.frame(of: "t")!.height)
    }
}

@Suite struct StoredKindFactsTests {
    @Test("a stored kind name tells its facts from the catalogue, not from its spelling")
    func storedNamesTellTheirFacts() throws {
        // Every built-in kind but `custom` is found by the name its nodes are stored under.
        for tag in ViewKind.Tag.allCases where tag != .custom {
            let kind = try #require(ViewKind.sample(for: tag).firstKind(tagged: tag))
            let facts = try #require(KindFacts(storedKind: kind.name), "\(tag)")
            #expect(facts.isModifier == kind.isModifier, "\(tag)")
        }
        #expect(KindFacts.isModifier("padding") && KindFacts.isModifier("lineLimit") && KindFacts.isModifier("frame"))
        #expect(!KindFacts.isModifier("Text") && !KindFacts.isModifier("HStack") && !KindFacts.isModifier("GridRow"))
        // A custom layout keeps the name its author gave it, however spelled: a container.
        #expect(KindFacts(storedKind: "flowLayout") == nil && !KindFacts.isModifier("flowLayout"))
        #expect(KindFacts(storedKind: "Group")?.lendsChildrenToParent == true)
        #expect(KindFacts(storedKind: "GridRow")?.lendsChildrenToParent == true)
        #expect(KindFacts(storedKind: "VStack")?.lendsChildrenToParent == false)
    }
}
