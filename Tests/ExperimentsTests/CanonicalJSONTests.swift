// The canonical JSON form: exact text, determinism, exact round trips of trees and definitions
// (identical trees and identical layouts), versioning, strict decoding and hashes.
import ExperimentFiles
import Experiments
import LayoutEngine
import Testing
import TestSupport

@Suite("Canonical JSON")
struct CanonicalJSONTests {
    static let experiments: [Experiment] = Examples.all

    @Test("the exact canonical text of a small tree")
    func exactText() {
        let tree = ViewNode.hstack(spacing: 10) {
            ViewNode.color("blue").relativeProposed(width: 0.5).id("blue")
            ViewNode.text("Hi \"you\"\n").frame(maxWidth: .infinity, alignment: .topLeading)
        }
        let expected = #"{"format":1,"root":{"alignment":"center","children":["#
            + #"{"children":[{"alignment":"center","children":[{"kind":"color","name":"blue"}],"kind":"vstack","spacing":null}],"height":1,"kind":"relativeProposed","label":"blue","width":0.5},"#
            + #"{"alignment":"topLeading","children":[{"kind":"text","string":"Hi \"you\"\n"}],"idealHeight":null,"idealWidth":null,"kind":"flexibleFrame","maxHeight":null,"maxWidth":"infinity","minHeight":null,"minWidth":null}"#
            + #"],"kind":"hstack","spacing":10}}"#
        #expect(CanonicalTree.encode(tree) == expected)
        #expect(CanonicalTree.formatVersion == 1)
    }

    @Test("every example's tree round-trips exactly and lays out identically", arguments: experiments.map(\.name))
    func treeRoundTrip(_ name: String) throws {
        let experiment = try #require(Self.experiments.first { $0.name == name })
        let json = CanonicalTree.encode(experiment.tree)
        let decoded = try CanonicalTree.decode(json)
        #expect(decoded == experiment.tree)
        #expect(CanonicalTree.encode(decoded) == json)
        #expect(CanonicalTree.hash(decoded) == CanonicalTree.hash(experiment.tree))
        let engine = Engine()
        for proposal in experiment.proposals {
            #expect(engine.layout(decoded, in: proposal) == engine.layout(experiment.tree, in: proposal))
        }
    }

    @Test("every example's definition round-trips to the same experiment", arguments: experiments.map(\.name))
    func definitionRoundTrip(_ name: String) throws {
        let experiment = try #require(Self.experiments.first { $0.name == name })
        let json = CanonicalTree.encodeDefinition(experiment)
        let rebuilt = try CanonicalTree.decodeDefinition(json, name: experiment.name, source: experiment.source)
        var expected = experiment
        expected.location = nil
        #expect(rebuilt == expected)
        #expect(CanonicalTree.encodeDefinition(rebuilt) == json)
        #expect(CanonicalTree.definitionHash(rebuilt) == CanonicalTree.definitionHash(experiment))
    }

    @Test("every kind, guide expression and special number round-trips")
    func everyKind() throws {
        let guide = GuideExpression.divide(lhs: .add(lhs: .width, rhs: .negate(.constant(-2.5))),
                                           rhs: .multiply(lhs: .height, rhs: .subtract(lhs: .horizontalGuide(.trailing), rhs: .verticalGuide(.lastTextBaseline))))
        let tree = ViewNode.zstack(alignment: Alignment(horizontal: .trailing, vertical: .firstTextBaseline)) {
            ViewNode.rectangle.frame(width: nil, height: .infinity)
            ViewNode.roundedRectangle(cornerRadius: 1e-7)
            ViewNode.capsule.border(width: 2)
            ViewNode.ellipse.offset(x: -1, y: 1.5)
            ViewNode.circle.position(x: 3, y: 4)
            ViewNode.image("é🦊", width: 101, height: 92, resizable: true).aspectRatio(nil, contentMode: .fill)
            ViewNode.text("\u{01}\t\\").lineLimit(nil).lineLimit(3).font(size: 17)
            ViewNode.text("reserved").lineLimit(reserved: 2, limit: 4).lineLimit(reserved: 3, limit: nil)
            ViewNode.text("styled").font(.caption2)
            ViewNode.color("bar").chrome(.largeTitleNavigationBar)
            ViewNode.color("row").listChrome(.rowInsets).listChrome(.rowFrame)
            ViewNode.text("traits").fontTraits(FontTraits(weight: .semibold, design: .monospaced, italic: true, monospacedDigit: false,
                                                          kerning: -0.5, tracking: 2)).fontTraits(FontTraits())
            ViewNode.text("spaced").fontTraits(FontTraits(lineSpacing: 6))
            ViewNode.text("cut").truncationMode(.middle).truncationMode(.head).allowsTightening(true).allowsTightening(false)
            ViewNode(.symbol(name: "star.fill", resizable: false)).font(size: 56)
            ViewNode(.symbol(name: "gear", resizable: true))
            ViewNode.spacer(minLength: 0)
            ViewNode.divider
            ViewNode.emptyView
            ViewNode.vstack(alignment: .trailing, spacing: 0) { ViewNode.group { ViewNode.geometryReader { ViewNode.color("red") } } }
            ViewNode.scrollView([]) { ViewNode.viewThatFits(in: .vertical) { ViewNode.color("x") } }
            ViewNode.color("a").fixedSize(horizontal: false, vertical: true).padding(.horizontal, nil).padding(EdgeInsets(top: 1))
            ViewNode.color("b").layoutPriority(-.infinity).background(alignment: .bottom) { ViewNode.circle }.overlay(.capsule)
            ViewNode.color("c").alignmentGuide(HorizontalAlignment.center, guide).alignmentGuide(VerticalAlignment.bottom, .constant(1e300))
            ViewNode.color("d").containerRelativeFrame([.horizontal, .vertical], count: 3, span: 2, spacing: 10, alignment: .topTrailing)
            ViewNode.color("f").ignoresSafeArea(edges: [.top, .trailing]).ignoresSafeArea(edges: .all, alignment: .bottomLeading)
            ViewNode.custom("Flow") { ViewNode.color("e").relativeProposed(width: 1.0 / 3.0) }
                .frame(minWidth: 0, idealWidth: 0.1, maxWidth: .greatestFiniteMagnitude, minHeight: -0.0, idealHeight: 5, maxHeight: 6)
        }.id("root")
        let json = CanonicalTree.encode(tree)
        #expect(try CanonicalTree.decode(json) == tree)
        #expect(json.contains(#""maxHeight":"infinity""#) == false)
        #expect(json.contains(#""height":"infinity""#))
        #expect(json.contains(#""priority":"-infinity""#))
        // The safe-area modifier writes its edges by name, and an alignment only when it has one.
        #expect(json.contains(#""edges":["top","trailing"],"kind":"ignoresSafeArea""#))
        #expect(json.contains(#""alignment":"bottomLeading","children""#))
        #expect(json.contains(#""edges":["top","leading","bottom","trailing"],"kind":"ignoresSafeArea""#))
        // A chrome element is stored by name; its size is the platform's, looked up when laid out.
        #expect(json.contains(#""element":"largeTitleNavigationBar","kind":"chrome""#))
        #expect(json.contains(#""kind":"listChrome","part":"rowFrame""#))
        // Font traits write every trait, null where it is inherited, and the line spacing only when
        // set (traits without it keep the hash they had before it was modelled).
        #expect(json.contains(#""design":"monospaced","italic":true,"kerning":-0.5,"kind":"fontTraits","monospacedDigit":false,"tracking":2,"weight":"semibold""#))
        #expect(json.contains(#""kerning":null,"kind":"fontTraits","lineSpacing":6,"monospacedDigit":null"#))
        #expect(json.contains(#""kind":"truncationMode","mode":"middle""#))
    }

    // A custom guide is stored by its name (its default value is code, carried by the definition's
    // program); read back, it is the same guide (guides are equal by name) and encodes the same.
    @Test("custom alignment guides are stored by name and read back as the same guides")
    func customGuides() throws {
        let third = VerticalAlignment(custom: "FirstThird") { $0.height / 3 }
        let edge = HorizontalAlignment(custom: "LabelEdge") { $0[.leading] }
        let tree = ViewNode.hstack(alignment: third, spacing: 0) {
            ViewNode.color("a").alignmentGuide(third, .verticalGuide(.top))
            ViewNode.vstack(alignment: edge) { ViewNode.rectangle.alignmentGuide(edge, .horizontalGuide(edge)) }
            ViewNode.rectangle.frame(width: 10, alignment: Alignment(horizontal: edge, vertical: third))
        }
        let json = CanonicalTree.encode(tree)
        #expect(json.contains(#""kind":"hstack""#) && json.contains(#""alignment":"FirstThird""#))
        #expect(json.contains(#""alignment":"LabelEdge/FirstThird""#))
        #expect(json.contains(#""guide":"LabelEdge""#))
        let decoded = try CanonicalTree.decode(json)
        #expect(decoded == tree)
        #expect(CanonicalTree.encode(decoded) == json)
        #expect(decoded.usesCustomGuides)
        #expect(throws: CanonicalJSONError.self) { try CanonicalTree.decode(json.replacingOccurrences(of: "FirstThird", with: "First Third")) }
    }

    @Test("encoding is deterministic and hashes are 64 hex digits that tell trees apart")
    func hashes() {
        let a = ViewNode.color("red").frame(width: 10)
        let b = ViewNode.color("red").frame(width: 10.000001)
        #expect(CanonicalTree.encode(a) == CanonicalTree.encode(ViewNode.color("red").frame(width: 10)))
        #expect(CanonicalTree.hash(a) == CanonicalTree.hash(a))
        #expect(CanonicalTree.hash(a) != CanonicalTree.hash(b))
        #expect(CanonicalTree.hash(a).count == 64)
        #expect(CanonicalTree.hash(a).allSatisfy { "0123456789abcdef".contains($0) })
    }

    @Test("the definition hash covers tree, proposals, sweep, expectations and images, not name or source")
    func definitionHash() {
        let base = Experiment(name: "a", tree: .color("red").id("r"), proposals: [.zero],
                              expectations: [Expectation(label: "r", width: 0, height: 0)], source: "x")
        var renamed = base
        renamed.name = "b"
        renamed.source = "y"
        renamed.location = Experiments.SourceLocation(file: "f", line: 1, column: 1)
        #expect(CanonicalTree.definitionHash(renamed) == CanonicalTree.definitionHash(base))
        var changes: [Experiment] = []
        var e = base; e.tree = .color("blue").id("r"); changes.append(e)
        e = base; e.proposals = [.infinity]; changes.append(e)
        e = base; e.sweep = Sweep(axis: .horizontal, from: 0, through: 0, step: 1, fixed: nil); changes.append(e)
        e = base; e.expectations[0].width = 1; changes.append(e)
        e = base; e.images = ["i": Size(width: 1, height: 2)]; changes.append(e)
        let hashes = Set(changes.map(CanonicalTree.definitionHash) + [CanonicalTree.definitionHash(base)])
        #expect(hashes.count == changes.count + 1)
    }

    @Test("the exact canonical text of a definition")
    func definitionText() {
        let experiment = Experiment(name: "x", tree: .color("red").id("r"), proposals: [ProposedViewSize(width: nil, height: .infinity)],
                                    sweep: Sweep(axis: .vertical, from: 0, through: 10, step: 5, fixed: 80),
                                    expectations: [Expectation(label: "r", width: 1, height: 2, x: 3, y: 4, proposalIndex: 0)],
                                    images: ["b": Size(width: 3, height: 4), "a": Size(width: 1, height: 2)])
        #expect(CanonicalTree.encodeDefinition(experiment) ==
            #"{"expectations":[{"height":2,"label":"r","proposal":0,"width":1,"x":3,"y":4}],"format":1,"#
            + #""images":{"a":{"height":2,"width":1},"b":{"height":4,"width":3}},"proposals":[{"height":"infinity","width":null}],"#
            + #""sweep":{"axis":"vertical","fixed":80,"from":0,"step":5,"through":10},"tree":{"kind":"color","label":"r","name":"red"}}"#)
    }

    @Test("a program keeps its module's other files and the app's resources only when it has some; both read back")
    func programText() throws {
        var experiment = Experiment(name: "x", tree: .color("red"), proposals: [ProposedViewSize(width: 10, height: 10)])
        experiment.program = ProgramSource(file: "A.swift", text: "a")
        let alone = CanonicalTree.encodeDefinition(experiment)
        // A file alone is stored as before companions were kept: its hash is unchanged.
        #expect(alone.contains(#""program":{"file":"A.swift","text":"a"}"#))
        experiment.program = ProgramSource(file: "A.swift", text: "a", companions: [ProgramFile(file: "B.swift", text: "b")],
                                           resources: [ProgramFile(file: "d.json", text: "[]")])
        let together = CanonicalTree.encodeDefinition(experiment)
        #expect(together.contains(#""program":{"companions":[{"file":"B.swift","text":"b"}],"file":"A.swift","#
            + #""resources":[{"file":"d.json","text":"[]"}],"text":"a"}"#))
        let decoded = try CanonicalTree.decodeDefinition(together, name: "x")
        #expect(decoded.program == experiment.program)
        // Every file of a module names the same module, in path order.
        #expect(ProgramSource(file: "B.swift", text: "b", companions: [ProgramFile(file: "A.swift", text: "a")]).module
            == ProgramSource(file: "A.swift", text: "a", companions: [ProgramFile(file: "B.swift", text: "b")]))
    }

    @Test("decoding refuses other format versions and says where a document is wrong",
          arguments: [
            (#"{"format":2,"root":{"kind":"rectangle"}}"#, "$.format: format 2 is not supported (this build reads format 1)"),
            (#"{"format":1,"root":{"kind":"rectangel"}}"#, "root.kind: unknown kind `rectangel`"),
            (#"{"format":1,"root":{"kind":"frame","width":1,"height":null}}"#, "root.alignment: missing"),
            (#"{"format":1,"root":{"kind":"rectangle","children":[{"kind":"color","name":3}]}}"#, "root.children[0].name: expected a string"),
            (#"{"format":1,"root":{"kind":"rectangle","colour":"red"}}"#, "root.colour: unknown member"),
            (#"{"format":1,"root":{"kind":"spacer","minLength":"huge"}}"#, #"root.minLength: expected a number, "infinity" or "-infinity""#),
            (#"{"format":1,"root":{"kind":"fontStyle","style":"huge","children":[{"kind":"text","string":"a"}]}}"#,
             "root.style: unknown text style `huge`; use one of largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2"),
            (#"{"format":1,"root":{"kind":"chrome","element":"dock","children":[{"kind":"color","name":"bar"}]}}"#,
             "root.element: unknown chrome element `dock`; use one of navigationBar, largeTitleNavigationBar, tabBar, "
                + "toggleSwitch, checkbox, sliderTrack, stepperControl, datePickerField, segmentedControl, pickerWheel, progressBar, "
                + "spinner, colorWell"),
            (#"{"format":1,"root":{"kind":"rectangle"}} x"#, "byte 41: unexpected text after the JSON value"),
            (#"{"format":1,"root":"#, "byte 19: unexpected end of JSON"),
            (#"[1,2"#, "byte 4: unterminated array"),
          ])
    func decodingErrors(_ json: String, _ message: String) {
        #expect(throws: CanonicalJSONError.self) { try CanonicalTree.decode(json) }
        do {
            _ = try CanonicalTree.decode(json)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("decoding tolerates whitespace and escapes that the encoder does not write")
    func lenientWhitespace() throws {
        let json = " { \"root\" : { \"kind\" : \"text\", \"string\" : \"\\u00e9\\ud83e\\udd8a\\/\" } , \"format\" : 1 } "
        #expect(try CanonicalTree.decode(json) == .text("é🦊/"))
    }
}

@Suite("Canonical JSON of grids")
struct CanonicalGridJSONTests {
    @Test("Grid, GridRow, grid-cell modifiers and lazy grids round-trip exactly")
    func gridRoundTrip() throws {
        let tree = ViewNode.vstack {
            ViewNode.grid(alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: nil) {
                ViewNode.gridRow(alignment: .firstTextBaseline) {
                    ViewNode.text("a").gridCellColumns(2).gridColumnAlignment(.trailing)
                    ViewNode.color("b").gridCellAnchor(UnitPoint(x: 0.25, y: 1)).gridCellUnsizedAxes(.both)
                }
                ViewNode.gridRow { ViewNode.text("c") }
                ViewNode.divider.gridCellUnsizedAxes(.horizontal)
            }
            ViewNode.lazyVGrid(columns: [GridItemSpec(.fixed(70), spacing: 2, alignment: .bottomTrailing),
                                         GridItemSpec(.flexible(minimum: 10, maximum: .infinity)),
                                         GridItemSpec(.adaptive(minimum: 40, maximum: 90))], alignment: .leading, spacing: 3) {
                ViewNode.color("x")
            }
            ViewNode.lazyHGrid(rows: [GridItemSpec()]) { ViewNode.color("y") }
        }
        let json = CanonicalTree.encode(tree)
        let decoded = try CanonicalTree.decode(json)
        #expect(decoded == tree)
        #expect(CanonicalTree.encode(decoded) == json)
        #expect(json.contains(#""kind":"lazyGrid""#) && json.contains(#""trait":"unsizedAxes""#))
    }
}
