// An experiment file is a Swift program whose top level reads as a script (a `main.swift`, a
// playground): declarations (views, layouts, extensions, constants) stay where they are, and
// statements run in order — `Experiment("name", ...) { ... }` and `#Preview { ... }` register
// themselves as they run (`ExperimentCollector`), and `for`, `if`, `switch` and function calls work,
// so a suite can be generated in Swift. Each file is compiled as a library module of its own (two
// pasted files may both declare a `ContentView`), so the rewriter turns the top level into
// functions:
//
// - declarations stay exactly where they are (same line, same column);
// - `import SwiftUI` imports `LayoutLabUI`, the SwiftUI-shaped library experiments compile against;
// - every top-level statement is taken out of its place and repeated, in order, inside a plain
//   function (main-actor isolated, as Xcode's preview bodies are, so a preview can create a
//   `@MainActor` view model) under a `#sourceLocation` naming its original line, with its first
//   line indented to its original column — so every compiler diagnostic and every `#line` points at
//   the user's file, line and column, never at generated code. A top-level constant stays a
//   declaration and is read at its place in that order, so its initializer runs there too;
// - `#Preview` loses its `#` (a space keeps the columns): the library provides `Preview` as a plain
//   function. `@Previewable` (Xcode's marker for a preview's own `@State`) is blanked: a local
//   property wrapper works as it is;
// - a member of an extension that overrides (`extension UINavigationController { override func
//   viewDidLoad() }`) is blanked, lines kept: Swift overrides from an extension only Objective-C
//   methods, which Linux lacks, and UIKit's lifecycle never runs here;
// - a type declared conforming to `View`, `App`, `ViewModifier` or `PreviewProvider` (protocols
//   SwiftUI isolates to the main actor) gets `@preconcurrency @MainActor` before it, the isolation
//   it has in an app built with the iOS 18 SDK (that line's later columns shift, as after an import);
// - `@main` (and UIKit's `@UIApplicationMain`) is blanked: an `App` type is a plain type (nothing launches, and the program has its own
//   entry), and when the file registers no experiment or preview of its own, each `App` type's
//   windows are registered as previews (`_AppPreviews`), named after the type;
// - a name qualified by a mapped module (`SwiftUI.Color`, `SwiftUI.App`, `Darwin.sqrt`) is
//   qualified by the module it maps to (that line's later columns shift, as after an import);
// - in a file that imports SwiftData, a `@Model` class (SwiftData's macro, which user files cannot
//   expand) loses the attribute, as its properties lose `@Attribute`, `@Relationship` and
//   `@Transient` and its body `#Unique` and `#Index`, and conforms to the library's
//   `PersistentModel` in an extension after the declarations, under a directive naming the class's
//   line;
// - `@Entry var name: Type = value` in an extension of `EnvironmentValues` (SwiftUI's macro) becomes,
//   on its own lines, a key type conforming to `EnvironmentKey` with that default and a property
//   reading it through the key, as the macro expands, and so in `ContainerValues` (with a
//   `ContainerValueKey`); in `FocusedValues` or `Transaction` a property with the default;
// - a file that, with the files it compiles with, registers no experiment, preview or app lays out
//   each of its views that can be made as `Name()` as `#Preview { Name() }` would (`ViewPreviews`);
// - a type conforming to `PreviewProvider` (previews as Xcode wrote them before `#Preview`) stays in
//   place and is registered as a preview of its `previews` at its place;
// - what a `#if` clause holds runs under the same conditions (files are compiled with `DEBUG` set,
//   as Xcode's previews are).
//
// No result builder is involved: Swift type-checks each statement on its own, so compile time grows
// with the file, not faster. A file whose statements exceed `chunkSize` bytes is split: its
// declarations are one source and its statements several more (chunks), sources of one module that
// compile as separate jobs in parallel and are cached separately, so an edit to one experiment
// recompiles its chunk. Sources of one module cannot see each other's `private` declarations, so a
// split file's `private` and `fileprivate` modifiers are blanked (the file is its module: nothing
// outside it sees the difference).
import Experiments
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One experiment file rewritten into the sources of a compilable library module.
public struct RewrittenExperimentFile: Hashable, Sendable {
    /// The user's path, as it appears in diagnostics.
    public var path: String
    /// The module's Swift sources: first the file's declarations with the entry point, then (for a
    /// file large enough to be split) one source per chunk of its top-level statements.
    public var sources: [String]
    /// The symbol of the function that runs the file's top level and returns what it registered.
    public var entryPoint: String
    /// How many `Experiment` calls, `#Preview` blocks and preview providers the file spells out
    /// (a call in a loop counts once).
    public var declarationCount: Int
    /// Each `Experiment(...)` call, `#Preview` block and preview provider: where it starts and its text.
    public var statements: [RegisteredStatement]
    /// What keeps the file from parsing (a missing `}`), with the parser's notes: such a file is not
    /// compiled, whose errors would be about the generated code around the user's.
    public var syntaxErrors: [Diagnostic]
    /// Text the rewriter put into the user's lines, which moves the compiler's columns after it.
    public var insertions: [SourceInsertion] = []

    /// The declarations source (the whole program when the file is not split).
    public var text: String { sources[0] }
}

/// Text put into a user's line at `column` (1-based), `length` UTF-8 bytes long: the compiler's
/// columns after it on that line are that much too far right.
public struct SourceInsertion: Hashable, Codable, Sendable {
    public var line: Int
    public var column: Int
    public var length: Int

    public init(line: Int, column: Int, length: Int) {
        self.line = line
        self.column = column
        self.length = length
    }

    /// `column` of the rewritten line as a column of the user's.
    public static func userColumn(_ column: Int, line: Int, in insertions: [SourceInsertion]) -> Int {
        var result = column
        for insertion in insertions where insertion.line == line && column > insertion.column { result -= insertion.length }
        return max(result, 1)
    }
}

/// An `Experiment(...)` call, `#Preview` block or preview provider of a file: where it starts and
/// its text (what the notebook shows as the experiment's source).
public struct RegisteredStatement: Hashable, Codable, Sendable {
    public var line: Int
    public var column: Int
    public var text: String
}

/// Rewrites experiment files for compilation (see the file header).
public enum ExperimentFileRewriter {
    /// The module users' `import SwiftUI` is mapped to.
    public static let libraryModule = "LayoutLabUI"
    /// Modules that name SwiftUI's API (and Swift Charts', which the library also provides) and are
    /// mapped to the library; UIKit too, for the UIKit names SwiftUI views use (`UIColor`, `UIFont`,
    /// `UIImage`, `UIScreen.main`, `UIDevice.current`), which the library provides (any other is
    /// "cannot find"), Combine, whose shape the library provides (Combine.swift), MapKit with the
    /// CoreLocation types it takes (MapKit.swift), and the other Apple frameworks view files import,
    /// each with the types view code names (`Sources/LayoutLabUI/Interop/`).
    static let swiftUIModules: Set<String> = [
        "SwiftUI", "SwiftUICore", "Charts", "UIKit", "Combine", "MapKit", "CoreLocation", "CoreLocationUI",
        // Interop/CoreGraphics.swift, SwiftData.swift, WidgetKit.swift, Media.swift, AppleModules.swift
        "CoreGraphics", "QuartzCore", "SwiftData", "WidgetKit", "SafariServices", "PhotosUI", "AVKit", "StoreKit",
        "AVFoundation", "AVFAudio", "CoreMedia", "CoreImage", "Photos", "EventKit", "EventKitUI", "UserNotifications", "CoreData", "OSLog", "os",
        "CoreMotion", "CoreHaptics", "GameKit", "HealthKit", "Contacts", "ContactsUI", "AuthenticationServices",
        "LocalAuthentication", "CloudKit", "Network", "ActivityKit", "AppIntents", "TipKit", "MessageUI", "QuickLook",
        "ARKit", "RealityKit", "SceneKit", "SpriteKit", "UniformTypeIdentifiers", "CoreTransferable", "WebKit",
        "AudioToolbox", "MediaPlayer", "CoreText", "Accessibility", "LinkPresentation", "Intents", "AppTrackingTransparency",
        "CoreSpotlight", "BackgroundTasks", "Vision", "VisionKit", "CoreML", "NaturalLanguage", "Speech", "FoundationModels",
        "CoreBluetooth", "PassKit", "MultipeerConnectivity", "GameController", "WatchConnectivity", "Security",
        "PlaygroundSupport", "PencilKit", "GameplayKit",
        // The SwiftUI overlays of frameworks, which Xcode's completion sometimes imports by name.
        "_PhotosUI_SwiftUI", "_MapKit_SwiftUI", "_AVKit_SwiftUI", "_StoreKit_SwiftUI", "_AuthenticationServices_SwiftUI",
    ]

    /// What `import Darwin` (and its submodules, `import Darwin.C.math`) imports: the platform's C
    /// library (Glibc on Linux, Darwin itself on Apple's systems).
    static let cLibraryModule: String = {
        #if canImport(Darwin)
        return "Darwin"
        #elseif canImport(Musl)
        return "Musl"
        #else
        return "Glibc"
        #endif
    }()

    /// How every experiment file imports the library: with its `Preview` SPI, the declarations that
    /// shadow Foundation's in experiment files (dates and numbers formatted in the preview's locale,
    /// LayoutLabUI's PreviewLocale.swift).
    static let libraryImport = "@_spi(Preview) import \(libraryModule)"

    /// The module an import of `path` (`SwiftUI`, `Darwin.C.math`) imports instead, nil when it stays.
    /// `Foundation` is the library's too (it re-exports Foundation), so that the library's preview
    /// declarations shadow Foundation's in the file.
    static func mappedModule(_ path: [String], localModules: Set<String> = []) -> String? {
        guard let first = path.first else { return nil }
        if swiftUIModules.contains(first) || (first == "Foundation" && path.count == 1) { return libraryModule }
        // A package of the app's own whose sources are given too: they compile in the same module.
        if localModules.contains(first) { return libraryModule }
        if first == "Darwin" && cLibraryModule != "Darwin" { return cLibraryModule }
        return nil
    }

    /// The UTF-8 size of top-level statements one compile job takes: a file with more is split. About
    /// 16 experiments of 36 views, under a second of compiling each — small enough to spread a large
    /// file over every core and to recompile little after an edit, large enough that the per-job
    /// cost (loading the library's module, parsing the file) stays a small part.
    public static let chunkSize = 16 * 1024

    /// Rewrites one file's text. `entryPoint` is the symbol the entry function is given; a file whose
    /// statements exceed `chunkSize` UTF-8 bytes is split into chunks of about that size; `tree` is
    /// the text already parsed, if it was. With
    /// `viewPreviews`, a file that registers nothing lays out its views that can be made as `Name()`
    /// (`ViewPreviews`). `moduleNames` are the names the files of its module declare: one of them
    /// before a dot is that declaration, not a framework module. `appModules` are the names the app's
    /// own module has in Xcode (`ABCPal.playSound()`): that qualifier is blanked, as the files compile
    /// in a module of layoutlab's.
    public static func rewrite(source: String, tree parsed: SourceFileSyntax? = nil, path: String, entryPoint: String,
                               chunkSize: Int = ExperimentFileRewriter.chunkSize, viewPreviews: Bool = false,
                               localModules: Set<String> = [], moduleNames: Set<String> = [],
                               appModules: Set<String> = []) -> RewrittenExperimentFile {
        let tree = parsed ?? Parser.parse(source: source)
        var reader = TopLevel(tree: tree, path: path, localModules: localModules, moduleNames: moduleNames, appModules: appModules)
        let syntaxErrors = tree.hasError ? Self.syntaxErrors(in: tree, converter: reader.converter, path: path) : []
        reader.visit(tree.statements)
        reader.registerApps()
        if viewPreviews { reader.registerViews() }
        let edits = reader.edits
        let original = Array(source.utf8)

        // The statements' texts, each under a directive naming its line, indented to its column, and
        // inside the `#if` clauses that held it.
        let statementTexts = reader.statements.map { statement -> String in
            var text = "#sourceLocation(file: \(stringLiteral(path)), line: \(statement.line))\n"
                + String(repeating: " ", count: max(statement.column - 1, 0))
                + (statement.range.map { String(decoding: edits.applying(to: original, within: $0), as: UTF8.self) }
                    ?? statement.generated)
            for directive in statement.enclosing.reversed() {
                text = directive.opening + "\n" + text + "\n" + directive.closing
            }
            return text
        }
        let chunks = split(statementTexts, size: chunkSize)
        let isSplit = chunks.count > 1

        // The declarations: statements blanked where they were (a split file's removed, newlines
        // kept, so an edit inside a statement leaves the declarations' source as it was), imports
        // mapped; `private` blanked when other sources of the module must see the declarations.
        var declarationEdits = edits
        for statement in reader.statements {
            guard let range = statement.range else { continue }
            declarationEdits.blank(range, in: original, removing: isSplit)
        }
        if isSplit {
            let moved = reader.statements.compactMap(\.range)
            for modifier in reader.privateModifiers where !moved.contains(where: { $0.contains(modifier.lowerBound) }) {
                declarationEdits.blank(modifier, in: original, removing: false)
            }
        }
        for (range, replacement) in reader.importMappings { declarationEdits.replace(range, with: replacement) }
        var text = "\(libraryImport)\n#sourceLocation(file: \(stringLiteral(path)), line: 1)\n"
        text += String(decoding: declarationEdits.applying(to: original), as: UTF8.self)
        if !text.hasSuffix("\n") { text += "\n" }
        for model in reader.models {
            text += "#sourceLocation(file: \(stringLiteral(path)), line: \(model.line))\n"
                + "extension \(model.name): \(libraryModule).PersistentModel {}\n"
        }
        text += """
        #sourceLocation()
        @_silgen_name("\(entryPoint)") @MainActor
        func __\(entryPoint)() -> [\(libraryModule).Experiment] {
            try! \(libraryModule).ExperimentCollector.collect { \((0..<chunks.count).map { "try __\(entryPoint)_chunk\($0)()" }.joined(separator: "; ")) }
        }

        """
        var sources = [text]
        let imports = reader.imports.map { "\($0)\n" }.joined()
        for (index, chunk) in chunks.enumerated() {
            var body = "@MainActor\nfunc __\(entryPoint)_chunk\(index)() throws {\n"
            // An opening directive for the closing one below when the chunk starts inside an `#if`
            // clause, which may be inactive (its own directive is then skipped).
            if chunk.first?.hasPrefix("#if") == true { body += "#sourceLocation(file: \(stringLiteral(path)), line: 1)\n" }
            for statement in chunk { body += statement + "\n" }
            if !chunk.isEmpty { body += "#sourceLocation()\n" }
            body += "}\n"
            if isSplit {
                sources.append("\(libraryImport)\n" + imports + body)
            } else {
                sources[0] += body
            }
        }
        let registered = reader.registered.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        return RewrittenExperimentFile(path: path, sources: sources, entryPoint: entryPoint,
                                       declarationCount: registered.count, statements: registered, syntaxErrors: syntaxErrors,
                                       insertions: reader.insertions)
    }

    /// Errors of the parser that the compiler, in Swift 5 mode as Xcode builds apps, only warns of:
    /// `@Environment (\.dismiss)`, a space between an attribute and its arguments.
    static let warningsInSwift5 = ["extraneous whitespace before '(' is not permitted"]

    /// The parser's errors, each with its notes as the hint (`to match this opening '{'` and where).
    static func syntaxErrors(in tree: SourceFileSyntax, converter: SourceLocationConverter, path: String) -> [Diagnostic] {
        ParseDiagnosticsGenerator.diagnostics(for: tree).filter {
            $0.diagMessage.severity == .error && !warningsInSwift5.contains($0.message)
        }.map { found in
            let start = found.location(converter: converter)
            let notes = found.notes.map { note in
                let at = note.location(converter: converter)
                return "\(note.message) (\(path):\(at.line):\(at.column))"
            }
            let line = converter.sourceLines.indices.contains(start.line - 1) ? converter.sourceLines[start.line - 1] : ""
            return Diagnostic(location: Experiments.SourceLocation(file: path, line: start.line, column: start.column),
                              message: found.message, construct: line.trimmingCharacters(in: .whitespacesAndNewlines),
                              hint: notes.joined(separator: "; "))
        }
    }

    /// `texts` in order, in groups of about `size` UTF-8 bytes (at least one group).
    static func split(_ texts: [String], size: Int) -> [[String]] {
        var chunks: [[String]] = [[]]
        var filled = 0
        for text in texts {
            if filled > 0 && filled + text.utf8.count > size {
                chunks.append([])
                filled = 0
            }
            chunks[chunks.count - 1].append(text)
            filled += text.utf8.count
        }
        return chunks
    }

    /// The name of a type declared as conforming to `PreviewProvider` (`struct Card_Previews: PreviewProvider`).
    static func previewProviderName(_ decl: DeclSyntax) -> String? {
        let named: (name: TokenSyntax, inheritance: InheritanceClauseSyntax?)?
        if let type = decl.as(StructDeclSyntax.self) {
            named = (type.name, type.inheritanceClause)
        } else if let type = decl.as(EnumDeclSyntax.self) {
            named = (type.name, type.inheritanceClause)
        } else if let type = decl.as(ClassDeclSyntax.self) {
            named = (type.name, type.inheritanceClause)
        } else {
            named = nil
        }
        guard let named, let inherited = named.inheritance?.inheritedTypes,
              inherited.contains(where: { ["PreviewProvider", "SwiftUI.PreviewProvider"].contains($0.type.trimmedDescription) })
        else { return nil }
        return named.name.text
    }

    /// The name of a struct declared as conforming to `App` (`struct MyApp: App`), or of a type an
    /// extension makes conform (`extension App: SwiftUI.App`).
    static func appName(_ decl: DeclSyntax) -> String? {
        let named: (name: String, inheritance: InheritanceClauseSyntax?)?
        if let type = decl.as(StructDeclSyntax.self) {
            named = (type.name.text, type.inheritanceClause)
        } else if let type = decl.as(ExtensionDeclSyntax.self) {
            named = (type.extendedType.trimmedDescription, type.inheritanceClause)
        } else {
            named = nil
        }
        guard let named, let inherited = named.inheritance?.inheritedTypes,
              inherited.contains(where: { ["App", "SwiftUI.App"].contains($0.type.trimmedDescription) })
        else { return nil }
        return named.name
    }

    /// `Experiment(...)` with or without a trailing closure.
    static func isExperimentCall(_ call: FunctionCallExprSyntax) -> Bool {
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Experiment"
            // A playground page's live view (`PlaygroundPage.current.setLiveView(view)`) is its preview.
            || call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "setLiveView"
    }

    /// A Swift string literal for `text`.
    static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if TerminalText.isUnsafe(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

/// What the rewriter reads off a file: its top-level statements in order, its imports, and the
/// edits every source of the module shares.
private struct TopLevel {
    /// A statement to run: a range of the file's text or generated text, at a line and column.
    struct Statement {
        var line: Int
        var column: Int
        var range: Range<Int>?
        var generated = ""
        var enclosing: [(opening: String, closing: String)]
    }

    let path: String
    let converter: SourceLocationConverter
    /// The app's own packages whose sources are given (`ExperimentCompiler.localModules(_:)`): their
    /// imports are dropped, and `canImport` of them is true.
    let localModules: Set<String>
    /// The names the files of its module declare (see `ExperimentFileRewriter.rewrite`).
    let moduleNames: Set<String>
    var statements: [Statement] = []
    /// Every `Experiment(...)` call and `#Preview` block anywhere in the file, and every preview provider.
    var registered: [RegisteredStatement] = []
    /// The file's imports, mapped, each inside the `#if` clauses that held it (for chunk sources).
    var imports: [String] = []
    /// `import SwiftUI` → `import LayoutLabUI` (applied to the declarations).
    var importMappings: [(Range<Int>, [UInt8])] = []
    /// `private` and `fileprivate` modifiers (no `(set)`), blanked in a split file.
    var privateModifiers: [Range<Int>] = []
    /// `#Preview` → ` Preview`, `@Previewable`, `@main` and `@objc` → spaces, `#selector(…)` →
    /// `Selector("…")`, `@Query var items: [Item]` → `@Query<Item, [Item]>`: edits shared by
    /// declarations and statements.
    var edits = TextEdits()
    /// Text put into a line before some of its columns (the main-actor attribute of a type with no
    /// blank line above it).
    var insertions: [SourceInsertion] = []
    /// `@Model` classes (in a file importing SwiftData): their qualified names and lines.
    var models: [(name: String, line: Int)] = []
    /// Top-level types conforming to `App`, with the `#if` clauses that held them.
    var apps: [(name: String, decl: DeclSyntax, enclosing: [(opening: String, closing: String)])] = []
    /// Top-level views that can be made as `Name()` (`ViewPreviews`), with the `#if` clauses that held them.
    var views: [(name: String, decl: DeclSyntax, enclosing: [(opening: String, closing: String)])] = []
    /// `#if` directives around what is being read (outermost first).
    private var enclosing: [(opening: String, closing: String)] = []

    init(tree: SourceFileSyntax, path: String, localModules: Set<String>, moduleNames: Set<String> = [],
         appModules: Set<String> = []) {
        self.moduleNames = moduleNames
        self.path = path
        self.localModules = localModules
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
        let found = FileWideFinds(viewMode: .sourceAccurate)
        found.appModules = appModules.subtracting(moduleNames)
        found.importsSwiftData = tree.statements.contains { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text == "SwiftData" }
        found.importsFoundationModels = tree.statements.contains {
            $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text == "FoundationModels"
        }
        found.walk(tree)
        for (name, node) in found.models {
            models.append((name, node.startLocation(converter: converter).line))
        }
        if !found.modelMarks.isEmpty {
            let bytes = tree.syntaxTextBytes   // a mark may span lines: its line breaks stay
            for node in found.modelMarks { edits.blank(range(of: node), in: bytes, removing: false) }
        }
        // The `#` of `#Preview` and TipKit's `#Rule` becomes a space (an attribute may come before it).
        let pounds = found.previews.map { node in
            (node.as(MacroExpansionDeclSyntax.self)?.pound ?? node.as(MacroExpansionExprSyntax.self)?.pound).map(Syntax.init) ?? node
        } + found.ruleMacros.map { Syntax($0.pound) }
        for token in pounds {
            let pound = token.positionAfterSkippingLeadingTrivia.utf8Offset
            edits.replace(pound..<pound + 1, with: [UInt8(ascii: " ")])
        }
        // FoundationModels' `@Generable` and `@Guide(…)` are macros that describe a type to the
        // on-device model, which is never there: blanked, the types are plain.
        let generableMarks = found.importsFoundationModels ? found.generableMarks : []
        for attribute in found.previewables + found.previewAttributes + found.mains + found.objcMarks + generableMarks {
            edits.blank(range(of: attribute), in: nil, removing: false)
        }
        for modifier in found.convenienceMarks { edits.blank(range(of: modifier.name), in: nil, removing: false) }
        for (attribute, declaration) in found.managed {
            if let property = declaration.as(VariableDeclSyntax.self), property.bindings.count == 1, let binding = property.bindings.first,
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let type = binding.typeAnnotation?.type,
               binding.accessorBlock == nil, binding.initializer == nil {
                edits.blank(range(of: attribute), in: nil, removing: false)
                let key = ExperimentFileRewriter.stringLiteral(name)
                edits.replace(range(of: type), with: Array((type.trimmedDescription
                    + " { get { _managedValue(\(key)) } set { _setManagedValue(newValue, \(key)) } }").utf8))
            } else if let method = declaration.as(FunctionDeclSyntax.self), method.body == nil {
                edits.blank(range(of: attribute), in: nil, removing: false)
                edits.replace(range(of: method.signature), with: Array((method.signature.trimmedDescription + " {}").utf8))
            }
        }
        for query in found.queries {
            edits.replace(range(of: query.name), with: Array("Query<\(query.element), [\(query.element)]>\(query.bare ? "()" : "")".utf8))
            // `@Query let`: the macro accepted a constant (Swift 5.9–5.10), a property wrapper needs a
            // variable; the same three letters keep the columns.
            if let constant = query.constant { edits.replace(range(of: constant), with: Array("var".utf8)) }
        }
        for condition in found.ifConditions {
            for (call, value) in PlatformConditions.decided(in: condition, localModules: localModules) {
                edits.replace(range(of: call), with: Array((value ? "true" : "false").utf8))
            }
        }
        for selector in found.selectors {
            // On one line, followed by the expression's line breaks, so the lines after it stay put.
            let name = selector.arguments.trimmedDescription.filter { !$0.isWhitespace }
            let lineBreaks = selector.trimmedDescription.filter(\.isNewline).count
            edits.replace(range(of: selector), with: Array(("Selector(\(ExperimentFileRewriter.stringLiteral(name)))"
                + String(repeating: "\n", count: lineBreaks)).utf8))
        }
        for (entry, extended) in found.entries {
            guard let expansion = Self.expansion(of: entry, in: extended) else { continue }
            // On one line, followed by the declaration's line breaks (a multi-line string literal
            // keeps its own), so the lines after it stay where they were.
            let lineBreaks = entry.trimmedDescription.filter(\.isNewline).count
            let text = expansion.contains("\"\"\"") ? expansion
                : expansion.replacingOccurrences(of: "\n", with: " ") + String(repeating: "\n", count: lineBreaks)
            edits.replace(range(of: entry), with: Array(text.utf8))
        }
        privateModifiers = found.privateModifiers.map { range(of: $0) }
        // A name the file or its module declares (`enum Contacts`, another file's `struct Network`)
        // qualifies its own members.
        for (range, module, name) in found.qualifiers where !found.declaredNames.contains(name) && !moduleNames.contains(name) {
            edits.replace(range, with: Array(module.utf8))
        }
        // `ABCPal.playSound()`: the app's module, named as Xcode names it; blanked with its dot (no column moves).
        for (range, name) in found.appQualifiers where !found.declaredNames.contains(name) {
            edits.replace(range, with: Array(repeating: UInt8(ascii: " "), count: range.count))
        }
        for type in found.mainActorTypes {
            // On the blank line before it (comments may come between), so no column moves; else
            // before its attributes and modifiers, where that line's later columns shift by the
            // attribute's length (`insertions`: diagnostics are placed back).
            if let blank = Self.blankLine(before: type) {
                edits.replace(blank..<blank, with: Array(Self.mainActorAttribute.utf8))
            } else {
                let start = type.positionAfterSkippingLeadingTrivia.utf8Offset
                edits.replace(start..<start, with: Array((Self.mainActorAttribute + " ").utf8))
                let location = type.startLocation(converter: converter)
                insertions.append(SourceInsertion(line: location.line, column: location.column, length: Self.mainActorAttribute.utf8.count + 1))
            }
        }
        // Last: a blanked member takes the edits inside it with it.
        if !found.extensionOverrides.isEmpty {
            let bytes = tree.syntaxTextBytes   // the member's line breaks stay
            for member in found.extensionOverrides { edits.blank(range(of: member), in: bytes, removing: false) }
        }
        for node in found.registered {
            let start = node.startLocation(converter: converter)
            registered.append(RegisteredStatement(line: start.line, column: start.column, text: node.trimmedDescription))
        }
    }

    /// The isolation SwiftUI's main-actor protocols give the types conforming to them.
    static let mainActorAttribute = "@preconcurrency @MainActor"

    /// The offset of the start of the last blank line (nothing but spaces) in `decl`'s leading
    /// trivia, if it has one.
    static func blankLine(before decl: DeclSyntax) -> Int? {
        var offset = decl.position.utf8Offset
        // Where the current line starts while nothing but spaces followed its line break.
        var lineStart: Int?
        var found: Int?
        for piece in decl.leadingTrivia {
            let length = piece.sourceLength.utf8Length
            switch piece {
            case .newlines(let count), .carriageReturnLineFeeds(let count):
                if let start = lineStart { found = start }
                if count > 1 { found = offset + length / count * (count - 1) }
                lineStart = offset + length
            case .spaces, .tabs:
                break
            default:
                lineStart = nil
            }
            offset += length
        }
        return found
    }

    /// What SwiftUI's `@Entry` macro makes of `entry` in an extension of `extended`, on one line
    /// (nil for a declaration it does not fit: several bindings, no name).
    static func expansion(of entry: VariableDeclSyntax, in extended: String) -> String? {
        guard entry.bindings.count == 1, let binding = entry.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        let modifiers = entry.modifiers.map { $0.trimmedDescription + " " }.joined()
        let type = binding.typeAnnotation?.type.trimmedDescription
        let value = binding.initializer?.value.trimmedDescription ?? "nil"
        if extended == "EnvironmentValues" || extended == "ContainerValues" {
            let key = "__Entry_\(name)"
            let keyProtocol = extended == "EnvironmentValues" ? "EnvironmentKey" : "ContainerValueKey"
            // Public, so that the key conforms in a `public extension` too (where the key is public).
            let defaultValue = type.map { "public static var defaultValue: \($0) { \(value) }" } ?? "public static let defaultValue = \(value)"
            return "struct \(key): \(keyProtocol) { \(defaultValue) }; \(modifiers)var \(name): \(type ?? key + ".Value") "
                + "{ get { self[\(key).self] } set { self[\(key).self] = newValue } }"
        }
        guard let type else { return nil }
        return "\(modifiers)var \(name): \(type) { get { \(value) } set {} }"
    }

    func range(of node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    mutating func run(_ node: some SyntaxProtocol) {
        let start = node.startLocation(converter: converter)
        statements.append(Statement(line: start.line, column: start.column, range: range(of: node), enclosing: enclosing))
    }

    mutating func run(generated text: String, at node: some SyntaxProtocol) {
        let start = node.startLocation(converter: converter)
        statements.append(Statement(line: start.line, column: start.column, generated: text, enclosing: enclosing))
    }

    mutating func visit(_ items: CodeBlockItemListSyntax) {
        for item in items {
            switch item.item {
            case .decl(let decl):
                if let importDecl = decl.as(ImportDeclSyntax.self) {
                    readImport(importDecl)
                } else if let macro = decl.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" {
                    run(macro)
                } else if let name = ExperimentFileRewriter.appName(decl) {
                    apps.append((name, decl, enclosing))
                } else if let name = ExperimentFileRewriter.previewProviderName(decl) {
                    let start = decl.startLocation(converter: converter)
                    registered.append(RegisteredStatement(line: start.line, column: start.column, text: decl.trimmedDescription))
                    run(generated: "\(ExperimentFileRewriter.libraryModule)._PreviewProviderExperiment(\(name).self)", at: decl)
                } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                    // What a clause holds runs under the same conditions as the clause.
                    var earlier = ""
                    for clause in ifConfig.clauses {
                        let opening = earlier + clause.poundKeyword.text
                            + (clause.condition.map { " " + PlatformConditions.text(of: $0, localModules: localModules) } ?? "")
                        earlier = opening + "\n"
                        if case .statements(let inner)? = clause.elements {
                            enclosing.append((opening, "#endif"))
                            visit(inner)
                            enclosing.removeLast()
                        }
                    }
                } else if let variable = decl.as(VariableDeclSyntax.self) {
                    readVariable(variable)
                } else if let name = ViewPreviews.previewableViewName(decl) {
                    views.append((name, decl, enclosing))
                }
            case .expr, .stmt:
                run(item)
            }
        }
    }

    /// When the file registers no experiment or preview of its own, each `App` type's windows are
    /// laid out as previews would be (`_AppPreviews`), registered at the type's place.
    mutating func registerApps() {
        guard registered.isEmpty else { return }
        for app in apps {
            register("\(ExperimentFileRewriter.libraryModule)._AppPreviews(\(app.name).self)", for: app.decl, in: app.enclosing)
        }
    }

    /// Each view that can be made as `Name()` laid out as its `#Preview` would be (`_ViewPreview`),
    /// registered at the view's place: for a file that, with the files it compiles with, registers
    /// nothing (see `ViewPreviews`).
    mutating func registerViews() {
        guard registered.isEmpty else { return }
        for view in views {
            register("\(ExperimentFileRewriter.libraryModule)._ViewPreview(\(view.name).self) { \(view.name)() }",
                     for: view.decl, in: view.enclosing)
        }
    }

    /// Registers a declaration (an app, a view) as a statement of its own: `generated` runs at the
    /// declaration's place, inside the `#if` clauses that held it, and the declaration's text is
    /// what the notebook shows as the experiment's source.
    private mutating func register(_ generated: String, for decl: DeclSyntax, in clauses: [(opening: String, closing: String)]) {
        let saved = enclosing
        enclosing = clauses
        let start = decl.startLocation(converter: converter)
        registered.append(RegisteredStatement(line: start.line, column: start.column, text: decl.trimmedDescription))
        run(generated: generated, at: decl)
        enclosing = saved
    }

    /// A constant or variable stays a declaration (views and layouts read it); its initializer runs
    /// at its place, in order, where it is read. `let _ = ...` binds nothing and is a statement.
    mutating func readVariable(_ variable: VariableDeclSyntax) {
        let names = variable.bindings.compactMap { binding -> String? in
            guard binding.initializer != nil, binding.accessorBlock == nil else { return nil }
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                ?? binding.pattern.tokens(viewMode: .sourceAccurate).first { $0.tokenKind.isIdentifier }?.text
        }
        if variable.bindings.allSatisfy({ $0.pattern.is(WildcardPatternSyntax.self) }) {
            run(variable)
        } else if let first = names.first {
            run(generated: "_ = \(first)", at: variable)
        }
    }

    mutating func readImport(_ decl: ImportDeclSyntax) {
        var text = decl.trimmedDescription
        if let first = decl.path.first,
           let module = ExperimentFileRewriter.mappedModule(decl.path.map(\.name.text), localModules: localModules) {
            // A scoped import (`import class UIKit.UIImage`) imports the whole library: its
            // declarations need not be of the kind the import names.
            let start = (decl.importKindSpecifier.map(Syntax.init) ?? Syntax(first.name)).positionAfterSkippingLeadingTrivia.utf8Offset
            let end = decl.path.endPositionBeforeTrailingTrivia.utf8Offset
            // A longer name shifts the rest of that line only; imports end their line.
            importMappings.append((start..<end, Array(module.utf8)))
            let offset = decl.positionAfterSkippingLeadingTrivia.utf8Offset
            var bytes = Array(text.utf8)
            bytes.replaceSubrange((start - offset)..<(end - offset), with: Array(module.utf8))
            text = String(decoding: bytes, as: UTF8.self)
        }
        for directive in enclosing.reversed() { text = directive.opening + "\n" + text + "\n" + directive.closing }
        imports.append(text)
    }
}

private extension TokenKind {
    var isIdentifier: Bool {
        if case .identifier = self { return true }
        return false
    }
}

/// What the rewriter looks for anywhere in a file, not only at its top level.
private final class FileWideFinds: SyntaxVisitor {
    /// `#Preview` expansions (their `#` goes).
    var previews: [Syntax] = []
    /// `@Previewable` attributes (blanked).
    var previewables: [AttributeSyntax] = []
    /// Attributes written before a `#Preview` (`@available(iOS 18.0, *)`): blanked, as the
    /// preview becomes a call (the library's declarations are available everywhere).
    var previewAttributes: [AttributeSyntax] = []
    /// `@main`, `@UIApplicationMain` and `@NSApplicationMain` attributes (blanked: the program has its own entry).
    var mains: [AttributeSyntax] = []
    /// `@objc` and Interface Builder's marks (`@IBAction`, `@IBOutlet`): Linux has no Objective-C
    /// runtime, so they are blanked.
    var objcMarks: [AttributeSyntax] = []
    /// `convenience` on initializers in extensions of UIKit types the library declares as structs
    /// (`extension UIColor { convenience init(hex:) }`): blanked, as a struct's initializers delegate
    /// without it.
    var convenienceMarks: [DeclModifierSyntax] = []
    /// Core Data's `@NSManaged` properties and accessor methods (`@NSManaged var name: String?`,
    /// `@NSManaged func addToBooks(_:)`): Linux has no Objective-C runtime to make their storage,
    /// so the attribute goes and the property gets accessors that keep its value in the object
    /// (`NSManagedObject._managedValue(_:)`), the method an empty body.
    var managed: [(attribute: AttributeSyntax, declaration: DeclSyntax)] = []
    /// Members of extensions that override (`extension UINavigationController { override func
    /// viewDidLoad() }`, the swipe-back fix apps carry): Swift overrides from an extension only
    /// Objective-C methods, which Linux lacks, and nothing calls UIKit's lifecycle here, so they
    /// are blanked (their lines stay).
    var extensionOverrides: [DeclSyntax] = []
    /// Types declared conforming to a protocol SwiftUI isolates to the main actor (`View`, `App`,
    /// `ViewModifier`, `PreviewProvider`), and the members of extensions of those protocols or
    /// declaring conformance to them: they get `@preconcurrency @MainActor`, the isolation
    /// those protocols give them in SwiftUI, so that a `@State private var store = Store()` of a
    /// `@MainActor` model compiles as in Xcode (`@preconcurrency`: Swift 5 mode's warnings stay warnings).
    var mainActorTypes: [DeclSyntax] = []
    /// UIKit classes the library declares as structs.
    static let structStandIns: Set<String> = ["UIColor", "UIFont"]
    /// `#selector(Coordinator.update(sender:))`, made `Selector("Coordinator.update(sender:)")`.
    var selectors: [MacroExpansionExprSyntax] = []
    /// TipKit's `#Rule(Self.$isOn) { $0 }`, made ` Rule(Self.$isOn) { $0 }`: a call of the `Tip`'s
    /// `Rule` (the library's `Tips.Rule`), the `#` a space so no column moves.
    var ruleMacros: [MacroExpansionExprSyntax] = []
    /// Every `#if`/`#elseif` condition, whose platform tests are decided as on an iPhone (`PlatformConditions`).
    var ifConditions: [ExprSyntax] = []
    /// `@Query var items: [Item]`'s attribute names and their element types: SwiftData's `@Query`
    /// is a macro that reads the element type off the property; the library's property wrapper is
    /// told it (`@Query<Item, [Item]>`).
    var queries: [(name: TypeSyntax, element: String, bare: Bool, constant: TokenSyntax?)] = []
    /// Module names qualifying a type or a member (`SwiftUI.Color`), with the module they map to.
    var qualifiers: [(Range<Int>, String, String)] = []
    /// The names of the types, functions and variables the file declares.
    var declaredNames: Set<String> = []
    /// The names of the app's own module (`rewrite`'s `appModules`), and where one qualifies a name:
    /// the range of the name and its dot.
    var appModules: Set<String> = []
    var appQualifiers: [(Range<Int>, String)] = []

    /// `os.Logger`: the `os` module's types, named through it (`os` is otherwise a common variable's name).
    static let osTypes: Set<String> = ["Logger", "OSLog", "OSLogType", "OSSignposter", "OSSignpostID", "OSLogPrivacy"]

    func qualifier(_ token: TokenSyntax, member: String? = nil, period: TokenSyntax? = nil) {
        if appModules.contains(token.text), let period {
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset, end = period.endPositionBeforeTrailingTrivia.utf8Offset
            if end - start == token.text.utf8.count + 1 { appQualifiers.append((start..<end, token.text)) }
            return
        }
        guard token.text != "os" || member.map(Self.osTypes.contains) == true, token.text != "Foundation",
              let module = ExperimentFileRewriter.mappedModule([token.text]) else { return }
        let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
        qualifiers.append((start..<start + token.text.utf8.count, module, token.text))
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        declaredNames.insert(node.name.text)
        noteMainActorConformance(DeclSyntax(node), node.inheritanceClause, node.attributes, node.modifiers)
        return .visitChildren
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        declaredNames.insert(node.name.text)
        noteMainActorConformance(DeclSyntax(node), node.inheritanceClause, node.attributes, node.modifiers)
        return .visitChildren
    }

    /// SwiftUI's protocols that are `@MainActor @preconcurrency`: a type declared conforming to
    /// one is main-actor isolated, as in an app built with the iOS 18 SDK.
    static let mainActorProtocols: Set<String> = ["View", "App", "ViewModifier", "PreviewProvider"]

    /// Notes `decl` when its own declaration conforms to a main-actor protocol and it names no
    /// global actor and is not `nonisolated`.
    private func noteMainActorConformance(_ decl: DeclSyntax, _ inheritance: InheritanceClauseSyntax?,
                                          _ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax) {
        guard Self.namesMainActorProtocol(inheritance), Self.mayIsolate(attributes, modifiers) else { return }
        mainActorTypes.append(decl)
    }

    /// Whether `inheritance` names one of `mainActorProtocols`.
    private static func namesMainActorProtocol(_ inheritance: InheritanceClauseSyntax?) -> Bool {
        inheritance?.inheritedTypes.contains { isMainActorProtocol($0.type) } ?? false
    }

    private static func isMainActorProtocol(_ type: TypeSyntax) -> Bool {
        mainActorProtocols.contains(String(type.trimmedDescription.split(separator: ".").last ?? ""))
    }

    /// Whether a declaration with these attributes and modifiers names no global actor and is not
    /// `nonisolated`, so the isolation SwiftUI infers applies to it.
    private static func mayIsolate(_ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax) -> Bool {
        let namesActor = attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription.hasSuffix("Actor") ?? false
        }
        return !namesActor && !modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) }
    }

    /// The members of an extension of a main-actor protocol (`extension View { func card() -> some
    /// View }`) or of one declaring a conformance to it (`extension Row: View`) are main-actor
    /// isolated in SwiftUI, so a modifier helper may make a `@MainActor` view modifier. An extension
    /// cannot be `@preconcurrency`: each function, property and subscript gets the attribute.
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard Self.isMainActorProtocol(node.extendedType) || Self.namesMainActorProtocol(node.inheritanceClause),
              Self.mayIsolate(node.attributes, node.modifiers) else { return .visitChildren }
        for member in node.memberBlock.members {
            let decl = member.decl
            if let function = decl.as(FunctionDeclSyntax.self), Self.mayIsolate(function.attributes, function.modifiers) {
                mainActorTypes.append(decl)
            } else if let variable = decl.as(VariableDeclSyntax.self), Self.mayIsolate(variable.attributes, variable.modifiers) {
                mainActorTypes.append(decl)
            } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self),
                      Self.mayIsolate(subscriptDecl.attributes, subscriptDecl.modifiers) {
                mainActorTypes.append(decl)
            }
        }
        return .visitChildren
    }
    /// A protocol refining `View` (`protocol Cell: View`) is main-actor isolated as `View` is, and
    /// so are the members of its extensions.
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        declaredNames.insert(node.name.text)
        noteMainActorConformance(DeclSyntax(node), node.inheritanceClause, node.attributes, node.modifiers)
        return .visitChildren
    }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { declaredNames.insert(node.name.text); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { declaredNames.insert(node.name.text); return .visitChildren }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { declaredNames.insert(node.identifier.text); return .visitChildren }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.baseType.as(IdentifierTypeSyntax.self), base.genericArgumentClause == nil {
            qualifier(base.name, member: node.name.text, period: node.period)
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.base?.as(DeclReferenceExprSyntax.self), base.argumentNames == nil {
            qualifier(base.baseName, member: node.declName.baseName.text, period: node.period)
        }
        return .visitChildren
    }

    /// Whether the file imports SwiftData (its `@Model` classes are rewritten).
    var importsSwiftData = false
    var importsFoundationModels = false
    /// `@Generable` and `@Guide(…)` (FoundationModels' macros), blanked in a file importing it.
    var generableMarks: [AttributeSyntax] = []
    /// `@Model` classes: their qualified names and declarations.
    var models: [(String, ClassDeclSyntax)] = []
    /// SwiftData's macros on and in `@Model` classes (`@Model`, `@Attribute(...)`, `@Relationship(...)`,
    /// `@Transient`, `#Unique`, `#Index`): blanked.
    var modelMarks: [Syntax] = []
    private var modelDepth = 0

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        declaredNames.insert(node.name.text)
        guard importsSwiftData, let model = node.attributes.first(where: {
            $0.as(AttributeSyntax.self).map { ["Model", "SwiftData.Model"].contains($0.attributeName.trimmedDescription) } ?? false
        }) else { return .visitChildren }
        modelMarks.append(Syntax(model))
        models.append((Self.qualifiedName(node.name.text, of: Syntax(node)), node))
        modelDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) {
        if importsSwiftData && models.contains(where: { $0.1.id == node.id }) { modelDepth -= 1 }
    }

    /// `name` with the names of the types and extensions around `node` (`Schema.Item`).
    static func qualifiedName(_ name: String, of node: Syntax) -> String {
        var parts = [name]
        var parent = node.parent
        while let current = parent {
            if let type = current.asProtocol(NamedDeclSyntax.self), current.is(StructDeclSyntax.self)
                || current.is(ClassDeclSyntax.self) || current.is(EnumDeclSyntax.self) || current.is(ActorDeclSyntax.self) {
                parts.insert(type.name.text, at: 0)
            } else if let extended = current.as(ExtensionDeclSyntax.self) {
                parts.insert(extended.extendedType.trimmedDescription, at: 0)
            }
            parent = current.parent
        }
        return parts.joined(separator: ".")
    }
    /// `private` and `fileprivate` modifiers without a detail.
    var privateModifiers: [DeclModifierSyntax] = []
    /// `Experiment` calls and `#Preview` blocks, in file order.
    var registered: [Syntax] = []

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let condition = node.condition { ifConditions.append(condition) }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { previews.append(Syntax(node)); registered.append(Syntax(node)) }
        if node.macroName.text == "selector" { selectors.append(node) }
        if node.macroName.text == "Rule" { ruleMacros.append(node) }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" {
            previews.append(Syntax(node))
            registered.append(Syntax(node))
            // `@available(iOS 18.0, *) #Preview { … }`: an attribute of the macro, not of a call.
            for case .attribute(let attribute) in node.attributes { previewAttributes.append(attribute) }
        }
        if modelDepth > 0, ["Unique", "Index"].contains(node.macroName.text) { modelMarks.append(Syntax(node)) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if ExperimentFileRewriter.isExperimentCall(node) { registered.append(Syntax(node)) }
        return .visitChildren
    }

    /// `@Entry` properties: their declarations and the type their extension extends.
    var entries: [(VariableDeclSyntax, String)] = []

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isEntry = node.attributes.contains {
            $0.as(AttributeSyntax.self).map { ["Entry", "SwiftUI.Entry"].contains($0.attributeName.trimmedDescription) } ?? false
        }
        guard isEntry else { return .visitChildren }
        var parent = node.parent
        while let current = parent, !current.is(ExtensionDeclSyntax.self) { parent = current.parent }
        if let extended = parent?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription {
            entries.append((node, extended.replacingOccurrences(of: "SwiftUI.", with: "")))
        }
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if node.attributeName.trimmedDescription == "Previewable" { previewables.append(node) }
        if ["main", "UIApplicationMain", "NSApplicationMain"].contains(node.attributeName.trimmedDescription) { mains.append(node) }
        if ["objc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "IBSegueAction"].contains(node.attributeName.trimmedDescription) {
            objcMarks.append(node)
        }
        if ["Generable", "Guide", "FoundationModels.Generable", "FoundationModels.Guide"].contains(node.attributeName.trimmedDescription) {
            generableMarks.append(node)
        }
        if node.attributeName.trimmedDescription == "NSManaged", let declaration = node.parent?.parent?.as(DeclSyntax.self) {
            managed.append((node, declaration))
        }
        if let name = node.attributeName.as(IdentifierTypeSyntax.self), name.name.text == "Query", name.genericArgumentClause == nil,
           let variable = node.parent?.parent?.as(VariableDeclSyntax.self),
           let array = variable.bindings.first?.typeAnnotation?.type.as(ArrayTypeSyntax.self) {
            // Without arguments, `()` too: the property is then initialized by the attribute, as
            // the macro's expansion initializes it, and views are made without it (`Screen()`).
            queries.append((node.attributeName, array.element.trimmedDescription, node.arguments == nil,
                            variable.bindingSpecifier.tokenKind == .keyword(.let) ? variable.bindingSpecifier : nil))
        }
        // `@Transient` is SwiftData's alone: also on a computed property of a model's extension.
        let name = node.attributeName.trimmedDescription
        if (modelDepth > 0 && ["Attribute", "Relationship", "Transient"].contains(name))
            || (importsSwiftData && ["Transient", "SwiftData.Transient"].contains(name)) {
            modelMarks.append(Syntax(node))
        }
        return .visitChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.tokenKind == .keyword(.convenience), let initializer = node.parent?.parent?.as(InitializerDeclSyntax.self),
           let extended = initializer.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription,
           Self.structStandIns.contains(extended.replacingOccurrences(of: "UIKit.", with: "")) {
            convenienceMarks.append(node)
        }
        if node.name.tokenKind == .keyword(.override), let decl = node.parent?.parent?.as(DeclSyntax.self),
           decl.parent?.parent?.parent?.parent?.is(ExtensionDeclSyntax.self) == true {
            extensionOverrides.append(decl)
        }
        if node.detail == nil, [.keyword(.private), .keyword(.fileprivate)].contains(node.name.tokenKind) {
            privateModifiers.append(node)
        }
        return .visitChildren
    }
}

/// Replacements of byte ranges of one text, applied together (ranges of the original; none overlap).
struct TextEdits {
    private var edits: [(range: Range<Int>, replacement: [UInt8])] = []

    mutating func replace(_ range: Range<Int>, with replacement: [UInt8]) {
        edits.append((range, replacement))
    }

    /// Blanks `range`: every byte but line breaks becomes a space, or (`removing`) goes — except on
    /// the range's last line when text follows it there, whose columns stay as written.
    mutating func blank(_ range: Range<Int>, in text: [UInt8]?, removing: Bool) {
        var kept: [UInt8] = []
        var lastLine: [UInt8] = []
        for offset in range {
            let byte = text?[offset] ?? 0
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                kept += removing ? [byte] : lastLine + [byte]
                lastLine = []
            } else {
                lastLine.append(UInt8(ascii: " "))
            }
        }
        if removing, let text {
            var end = range.upperBound
            while end < text.count, text[end] == UInt8(ascii: " ") || text[end] == UInt8(ascii: "\t") { end += 1 }
            let followed = end < text.count && text[end] != UInt8(ascii: "\n") && text[end] != UInt8(ascii: "\r")
            if followed { kept += lastLine }
        } else {
            kept += lastLine
        }
        edits.removeAll { range.contains($0.range.lowerBound) && $0.range.upperBound <= range.upperBound }
        edits.append((range, kept))
    }

    /// The order edits are applied in: from the end, and at one offset the longer first, so that an
    /// insertion there (`@preconcurrency @MainActor `) stays before the text a replacement made.
    private static func lastFirst(_ a: (range: Range<Int>, replacement: [UInt8]), _ b: (range: Range<Int>, replacement: [UInt8])) -> Bool {
        a.range.lowerBound != b.range.lowerBound ? a.range.lowerBound > b.range.lowerBound : a.range.upperBound > b.range.upperBound
    }

    /// The bytes of `range` in `text` with the edits inside it applied (an edit may change the
    /// length: `SwiftUI.Color` → `LayoutLabUI.Color`).
    func applying(to text: [UInt8], within range: Range<Int>) -> [UInt8] {
        var result = Array(text[range])
        for edit in edits.sorted(by: Self.lastFirst)
        where range.contains(edit.range.lowerBound) && edit.range.upperBound <= range.upperBound {
            result.replaceSubrange((edit.range.lowerBound - range.lowerBound)..<(edit.range.upperBound - range.lowerBound),
                                   with: edit.replacement)
        }
        return result
    }

    /// `text` with every edit applied (from the end, so earlier offsets stay valid).
    func applying(to text: [UInt8]) -> [UInt8] {
        var result = text
        for edit in edits.sorted(by: Self.lastFirst) {
            result.replaceSubrange(edit.range, with: edit.replacement)
        }
        return result
    }
}
