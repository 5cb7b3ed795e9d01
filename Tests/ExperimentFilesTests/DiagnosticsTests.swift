// One test per class of error: the exact message, location and hint, and that a file with errors
// yields no experiments while every error of it is reported.
import ExperimentFiles
import Experiments
import Foundation
import LayoutEngine
import Testing

@Suite("Diagnostics")
struct DiagnosticsTests {
    /// The single diagnostic of `source`, as `line:column: message`.
    func only(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        let found = diagnostics(source, sourceLocation: sourceLocation)
        #expect(found.count == 1, "\(found)", sourceLocation: sourceLocation)
        return found.first.map { "\($0.location.line):\($0.location.column): \($0.message)" } ?? ""
    }

    @Test("syntax errors name what the parser expected")
    func syntaxError() {
        #expect(only(experiment("HStack { Color.red")) == "3:2: syntax error: expected `}`")
        #expect(only("Experiment(\"t\", proposal: .zero { Color.red }\n") == "1:46: syntax error: expected `)`")
    }

    @Test("unknown views suggest the closest supported one and list them")
    func unknownView() throws {
        let found = diagnostics(experiment("Rectangel()"))
        let d = try #require(found.first)
        #expect(found.count == 1)
        #expect(d.description == """
            bad.swift:2:5: error: `Rectangel` is not a supported view; did you mean `Rectangle`?
            bad.swift:2:5: note: supported views: `Color`, `Rectangle`, `RoundedRectangle`, `Capsule`, `Ellipse`, `Circle`, `Image`, `Text`, `Spacer`, `Divider`, `EmptyView`, `HStack`, `VStack`, `ZStack`, `Group`, `GeometryReader`, `ScrollView`, `ViewThatFits` or `AnyView`
            """)
        #expect(d.construct == "Rectangel")
        #expect(only(experiment("List { Color.red }")) == "2:5: `List` is not modelled by the engine")
        #expect(only(experiment("Rectangle")) == "2:5: `Rectangle` is a type; write `Rectangle()` to create the view")
    }

    @Test("unknown modifiers suggest the closest one; layout modifiers the engine lacks say so")
    func unknownModifier() throws {
        let d = try #require(diagnostics(experiment("Color.red.paddng(8)")).first)
        #expect("\(d.location.line):\(d.location.column): \(d.message)" == "2:14: `.paddng` is not a supported modifier; did you mean `.padding`?")
        #expect(d.construct == ".paddng(8)")
        #expect(d.hint.hasSuffix("; visual modifiers such as `.opacity` and `.foregroundColor` are accepted and ignored"))
        #expect(only(experiment("Color.red.lineSpacing(4)"))
                == "2:14: `.lineSpacing` changes text height in SwiftUI, which the engine does not model; remove it")
    }

    @Test("wrong argument labels suggest the right one")
    func wrongLabel() throws {
        let d = try #require(diagnostics(experiment("Image(\"b\").frame(wdth: 50)", arguments: "proposal: .zero, images: [\"b\": CGSize(width: 1, height: 1)]")).first)
        #expect(d.description == """
            bad.swift:2:22: error: `.frame(wdth:)` is not a frame modifier; did you mean `width:`?
            bad.swift:2:22: note: `.frame` takes `width:`, `height:`, `minWidth:`, `idealWidth:`, `maxWidth:`, `minHeight:`, `idealHeight:`, `maxHeight:` or `alignment:`
            """)
        #expect(d.construct == "wdth: 50")
        #expect(only(experiment("HStack(spcing: 4) { Color.red }")) == "2:12: `HStack(spcing:)` is not an initializer of `HStack`; did you mean `spacing:`?")
        #expect(only(experiment("Color.red.frame(width: 10, maxWidth: 20)"))
                == "2:14: `.frame` cannot mix `width:`/`height:` with `minWidth:`, `idealWidth:`, `maxWidth:`, ...; SwiftUI has two frame modifiers")
        #expect(only(experiment("Color.red.aspectRatio(16/9)")) == "2:14: `.aspectRatio` needs `contentMode:`")
    }

    @Test("wrong argument types say what the argument takes")
    func wrongType() {
        #expect(only(experiment("Color.red.frame(width: \"100\")"))
                == "2:28: `\"100\"` is not a number; `width:` needs a number such as `100`, `16/9` or `.infinity`")
        #expect(only(experiment("Color.red.fixedSize(horizontal: 1, vertical: true)"))
                == "2:37: `1` is not a Boolean; `horizontal:` takes `true` or `false`")
        #expect(only(experiment("HStack(alignment: .leading) { Color.red }"))
                == "2:23: `.leading` is not valid for `alignment:`")
        #expect(only(experiment("Text(\"a\").font(.titel)")) == "2:20: `.titel` is not a font; did you mean `.title`?")
        #expect(only(experiment("Color.bleu")) == "2:5: `Color.bleu` is not a SwiftUI color; did you mean `Color.blue`?")
        #expect(only(experiment("Text(\"\\(1)\")")) == "2:10: `\"\\(1)\"` uses string interpolation; `Text(_:)` takes a plain string literal")
        #expect(only(experiment("Color.red.resizable()")) == "2:14: `.resizable()` applies to an `Image` directly, not to `Color`")
        #expect(only(experiment("Color.red.alignmentGuide(.center) { d in 0 }"))
                == "2:30: `.center` is ambiguous in `.alignmentGuide`; write `HorizontalAlignment.center` or `VerticalAlignment.center`")
    }

    @Test("unknown image names list the known ones")
    func unknownImage() throws {
        let images = "proposal: .zero, images: [\"barbarian\": CGSize(width: 101, height: 92), \"knight\": CGSize(width: 1, height: 1)]"
        let d = try #require(diagnostics(experiment("Image(\"barbarain\")", arguments: images)).first)
        #expect(d.description == """
            bad.swift:2:11: error: unknown image `barbarain`; did you mean `barbarian`?
            bad.swift:2:11: note: known images (from `images:`): `barbarian` or `knight`
            """)
        let none = try #require(diagnostics(experiment("Image(\"barbarian\")")).first)
        #expect(none.message == "unknown image `barbarian`: this experiment declares no images")
        #expect(none.hint == "add `images: [\"barbarian\": CGSize(width: 100, height: 100)]` to the `Experiment(...)` call with the image's natural size")
    }

    @Test("duplicate experiment names, labels and expectations")
    func duplicates() {
        let twice = "Experiment(\"a\", proposal: .zero) { Color.red }\nExperiment(\"a\", proposal: .zero) { Color.blue }\n"
        #expect(only(twice) == "2:12: duplicate experiment name `a`; it is first defined at bad.swift:1:1")
        #expect(only(experiment("VStack { Color.red.id(\"a\"); Color.blue.id(\"a\") }"))
                == "2:47: duplicate label `a`; it is first used at bad.swift:2:27")
        #expect(only(experiment("Color.red.id(\"a\").id(\"b\")")) == "2:22: this view is already labelled `a`; a view has one label")
        #expect(only(experiment("Color.red.id(\"a\")", arguments: "proposal: .zero, expect: [\"a\": CGSize.zero, \"a\": CGSize.zero]"))
                == "1:61: `a` has two expectations")
    }

    @Test("duplicate names across files are reported at the second definition")
    func duplicatesAcrossFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-dup-\(UInt32.random(in: 0...UInt32.max))").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "Experiment(\"same\", proposal: .zero) { Color.red }\n".write(toFile: folder + "/a.swift", atomically: true, encoding: .utf8)
        try "\n  Experiment(\"same\", proposal: .zero) { Color.blue }\n".write(toFile: folder + "/b.swift", atomically: true, encoding: .utf8)
        try "not swift".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
        #expect(throws: ExperimentFileError.self) { try ExperimentParser.parseFiles(at: [folder]) }
        do {
            _ = try ExperimentParser.parseFiles(at: [folder])
        } catch {
            #expect(error.description == """
                \(folder)/b.swift:2:3: error: duplicate experiment name `same`; it is first defined at \(folder)/a.swift:1:1
                \(folder)/b.swift:2:3: note: experiment names are unique across all files
                """)
        }
        #expect(try ExperimentParser.parseFiles(at: [folder + "/a.swift"]).count == 1)
    }

    @Test("missing and conflicting proposals")
    func missingProposal() throws {
        let d = try #require(diagnostics("Experiment(\"a\") { Color.red }\n").first)
        #expect(d.description == """
            bad.swift:1:1: error: experiment `a` has no proposal
            bad.swift:1:1: note: add `proposal: ProposedViewSize(width: 400, height: 300)`, `proposals: [...]` or `sweep: .width(100...800, by: 20, height: 80)`
            """)
        #expect(only(experiment("Color.red", arguments: "proposal: .zero, sweep: .width(1...2, by: 1)"))
                == "1:1: `Experiment` takes one of `proposal:`, `proposals:` and `sweep:`, not `proposal:` and `sweep:`")
        #expect(only(experiment("Color.red", arguments: "proposal: ProposedViewSize(width: 10)"))
                == "1:27: `ProposedViewSize` needs `width:` and `height:` (use `nil` for an unspecified dimension)")
        #expect(only(experiment("Color.red", arguments: "proposals: []")) == "1:28: `proposals:` is empty")
        #expect(only(experiment("Color.red", arguments: "proposals: [.zero], expect: [3: [\"x\": CGSize(width: 1, height: 1)]]"))
                == "1:46: proposal index 3 is out of range; this experiment has 1 proposal (0...0)")
        #expect(only(experiment("Color.red.id(\"a\")", arguments: "proposal: .zero, expect: [\"b\": CGSize(width: 1, height: 1)]"))
                == "1:43: no view is labelled `b`; did you mean `a`?")
    }

    @Test("invalid sweeps")
    func sweeps() {
        #expect(only(experiment("Color.red", arguments: "sweep: .width(100...800, by: 0)")) == "1:46: a sweep's step must be positive, not 0")
        #expect(only(experiment("Color.red", arguments: "sweep: .widht(100...800, by: 10)")) == "1:25: `.widht` is not a sweep; did you mean `.width`?")
        #expect(only(experiment("Color.red", arguments: "sweep: .width(800...100, by: 10)"))
                == "1:31: a sweep's range must go up from a non-negative start, e.g. `100...800`")
        #expect(only(experiment("Color.red", arguments: "sweep: .width(0...100000, by: 1)"))
                == "1:24: this sweep has 100001 steps; at most 10000 are allowed")
        #expect(only(experiment("Color.red", arguments: "sweep: .width(0...1e300, by: 1e-300)"))
                == "1:24: this sweep has too many steps; at most 10000 are allowed")
        #expect(only(experiment("Color.red", arguments: "sweep: .width(100, by: 1)"))
                == "1:31: a sweep needs a closed range first, such as `100...800`")
    }

    @Test("non-literal expressions are refused with what is allowed")
    func nonLiteral() throws {
        let d = try #require(diagnostics(experiment("Color.red.frame(width: w)")).first)
        #expect(d.description == "bad.swift:2:28: error: `w` is not a literal; experiment files take numeric literals and simple arithmetic such as `16/9` or `620 - 20`")
        #expect(only(experiment("Color.red.frame(width: proxy.size.width)"))
                == "2:28: `proxy.size.width` is not a literal; experiment files take numeric literals and simple arithmetic such as `16/9` or `620 - 20`")
        #expect(only(experiment("Color.red.frame(width: 2 % 3)"))
                == "2:30: `%` is not supported here; experiment files allow `+`, `-`, `*` and `/` on numbers")
        #expect(only(experiment("Color.red.alignmentGuide(.leading) { d in d.minX }"))
                == "2:47: `d.minX` is not supported in an alignment guide")
    }

    @Test("NaN and division by zero")
    func nan() {
        #expect(only(experiment("Color.red.frame(width: .nan)"))
                == "2:28: `.nan` is not a valid number: NaN cannot be laid out; `width:` needs a number")
        #expect(only(experiment("Color.red.frame(width: 0/0)")) == "2:28: `0/0` divides by zero")
        #expect(only(experiment("Color.red.frame(width: .infinity - .infinity)"))
                == "2:28: `.infinity - .infinity` is NaN; `width:` needs a number")
    }

    @Test("ForEach, #if and if are not supported")
    func unsupportedConstructs() {
        #expect(only(experiment("ForEach(0..<3) { i in Color.red }"))
                == "2:5: `ForEach` is not supported in experiment files; write the views out one by one")
        #expect(only("Experiment(\"t\", proposal: .zero) {\n#if DEBUG\n    Color.red\n#endif\n}\n")
                == "2:1: `#if` is not supported in experiment files; keep the branch you want")
        #expect(only(experiment("if true { Color.red }"))
                == "2:5: `if` is not supported in experiment files; experiments are static, keep one branch")
        #expect(only(experiment("let x = 5"))
                == "2:5: declarations are not supported in experiment files; write literal values in place")
    }

    @Test("the file's shape: only experiments at the top level, one view per body")
    func fileShape() {
        #expect(only("let x = 5\n")
                == "1:1: `let x = 5` is not an experiment; the top level of an experiment file holds only `Experiment(\"name\", proposal: ...) { ... }` calls")
        #expect(only(experiment("Color.red; Color.blue"))
                == "1:41: the experiment's body has 2 views; wrap them in one container such as `VStack { ... }`")
        #expect(only("Experiment(\"t\", proposal: .zero)\n") == "1:1: `Experiment` needs its content in braces: `Experiment { ... }`")
        #expect(only("Experiment(proposal: .zero) { Color.red }\n")
                == "1:1: `Experiment` needs a name first: `Experiment(\"hstack/spacing\", proposal: ...)`")
    }

    @Test("every error of a file is reported, in order, and the file yields nothing")
    func allErrors() {
        let source = """
        Experiment("ok", proposal: .zero) { Color.red }
        Experiment("bad", proposal: .zero) {
            VStack {
                Rectangel()
                Color.red.frame(wdth: 1).paddng()
            }
        }
        Experiment("worse") { Color.red.frame(width: .nan) }
        """
        let found = diagnostics(source)
        #expect(found.map { "\($0.location.line):\($0.location.column)" } == ["4:9", "5:25", "5:33", "8:1", "8:46"])
        #expect(throws: ExperimentFileError.self) { try ExperimentParser.parse(source: source, file: "bad.swift") }
    }

    @Test("unreadable paths are diagnostics too")
    func unreadable() {
        #expect(throws: ExperimentFileError.self) { try ExperimentParser.parseFile(at: "/nonexistent/x.swift") }
        do {
            _ = try ExperimentParser.parseFiles(at: ["/nonexistent/folder"])
        } catch {
            #expect(error.description == "/nonexistent/folder:1:1: error: no such file or folder `/nonexistent/folder`")
        }
    }
}
