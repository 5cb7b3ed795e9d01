// An experiment file is a Swift program: declarations (views, layouts, extensions, constants) plus
// top-level `Experiment("name", ...) { ... }` calls and `#Preview { ... }` blocks. Swift allows
// top-level statements only in a `main.swift`, and each file here is compiled as a library module, so
// the rewriter turns the top level into a registration function:
//
// - declarations stay exactly where they are (same line, same column);
// - `import SwiftUI` imports `LayoutLabUI`, the SwiftUI-shaped library experiments compile against;
// - every `Experiment(...)` / `#Preview(...)` statement is blanked in place and repeated inside a
//   result-builder function (main-actor isolated, as Xcode's preview bodies are, so a preview can
//   create a `@MainActor` view model), each under a `#sourceLocation` naming its original line, with its first
//   line indented to its original column — so every compiler diagnostic and every `#line` points at
//   the user's file, line and column, never at generated code. `#Preview` loses its `#` (a space keeps
//   the columns): the library provides `Preview` as a plain function. Inside it, `@Previewable`
//   (Xcode's marker for a preview's own `@State`) is blanked: a local property wrapper works as it is;
// - a type conforming to `PreviewProvider` (previews as Xcode wrote them before `#Preview`) stays in
//   place and is registered as a preview of its `previews`;
// - what a `#if` clause holds is registered under the same conditions (files are compiled with
//   `DEBUG` set, as Xcode's previews are).
import Experiments
import SwiftParser
import SwiftSyntax

/// One experiment file rewritten into a compilable library source.
public struct RewrittenExperimentFile: Hashable, Sendable {
    /// The user's path, as it appears in diagnostics.
    public var path: String
    /// The Swift source to compile.
    public var text: String
    /// The symbol of the function that returns the file's experiments and previews, in order.
    public var entryPoint: String
    /// How many `Experiment` calls and `#Preview` blocks the file holds.
    public var declarationCount: Int
    /// Problems the rewriter found before compiling (top-level code that is not an experiment).
    public var diagnostics: [Diagnostic]
    /// Each `Experiment(...)` call and `#Preview` block: where it starts and its text.
    public var statements: [RegisteredStatement]
}

/// An `Experiment(...)` call or `#Preview` block of a file: where it starts and its text (what the
/// notebook shows as the experiment's source).
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
    /// mapped to the library; UIKit too, for the few UIKit names SwiftUI views use (`UIColor`,
    /// `UIScreen.main`, `UIDevice.current`), which the library provides (any other is "cannot find"),
    /// Combine, whose shape the library provides (Combine.swift), and MapKit with the CoreLocation
    /// types it takes (MapKit.swift).
    static let swiftUIModules: Set<String> = ["SwiftUI", "SwiftUICore", "Charts", "UIKit", "Combine", "MapKit", "CoreLocation"]

    /// Rewrites one file's text. `entryPoint` is the symbol the registration function is given.
    public static func rewrite(source: String, path: String, entryPoint: String) -> RewrittenExperimentFile {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        var utf8 = Array(source.utf8)
        var registrations: [String] = []
        var statements: [RegisteredStatement] = []
        var diagnostics: [Diagnostic] = []
        var imports: [ImportDeclSyntax] = []

        func location(_ node: some SyntaxProtocol) -> Experiments.SourceLocation {
            let start = node.startLocation(converter: converter)
            return Experiments.SourceLocation(file: path, line: start.line, column: start.column)
        }
        func blank(_ node: some SyntaxProtocol) {
            let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = node.endPositionBeforeTrailingTrivia.utf8Offset
            for offset in start..<end where utf8[offset] != UInt8(ascii: "\n") && utf8[offset] != UInt8(ascii: "\r") {
                utf8[offset] = UInt8(ascii: " ")
            }
        }
        /// `#if` directives around a registration made inside `#if` clauses (outermost first).
        var enclosing: [(opening: String, closing: String)] = []
        func append(registration text: String, at where_: Experiments.SourceLocation) {
            var registration = "#sourceLocation(file: \(stringLiteral(path)), line: \(where_.line))\n"
                + String(repeating: " ", count: max(where_.column - 1, 0)) + text
            for directive in enclosing.reversed() {
                registration = directive.opening + "\n" + registration + "\n" + directive.closing
            }
            registrations.append(registration)
        }
        func register(_ node: some SyntaxProtocol, dropPound: Bool) {
            let where_ = location(node)
            var text = node.trimmedDescription
            statements.append(RegisteredStatement(line: where_.line, column: where_.column, text: text))
            if dropPound, text.hasPrefix("#") { text = " " + text.dropFirst() }
            if dropPound { text = withoutPreviewable(text, in: node) }
            append(registration: text, at: where_)
            blank(node)
        }
        /// A `PreviewProvider` type stays where it is; its previews are registered as a preview.
        func registerProvider(_ decl: DeclSyntax, named name: String) {
            let where_ = location(decl)
            statements.append(RegisteredStatement(line: where_.line, column: where_.column, text: decl.trimmedDescription))
            append(registration: "\(libraryModule)._PreviewProviderExperiment(\(name).self)", at: where_)
        }
        func visit(_ items: CodeBlockItemListSyntax) {
            for item in items {
                switch item.item {
                case .decl(let decl):
                    if let importDecl = decl.as(ImportDeclSyntax.self) {
                        imports.append(importDecl)
                    } else if let macro = decl.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" {
                        register(macro, dropPound: true)
                    } else if let name = previewProviderName(decl) {
                        registerProvider(decl, named: name)
                    } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                        // What a clause registers is compiled under the same conditions as the clause.
                        var earlier = ""
                        for clause in ifConfig.clauses {
                            let opening = earlier + clause.poundKeyword.text + (clause.condition.map { " " + $0.trimmedDescription } ?? "")
                            earlier = opening + "\n"
                            if case .statements(let inner)? = clause.elements {
                                enclosing.append((opening, "#endif"))
                                visit(inner)
                                enclosing.removeLast()
                            }
                        }
                    }
                case .expr(let expr):
                    if let macro = expr.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
                        register(macro, dropPound: true)
                    } else if isExperimentCall(expr) {
                        register(expr, dropPound: false)
                    } else {
                        diagnostics.append(topLevelCode(item, at: location(item)))
                    }
                case .stmt:
                    diagnostics.append(topLevelCode(item, at: location(item)))
                }
            }
        }
        visit(tree.statements)

        // Blanking works on the original offsets, so imports (which change length) are mapped last,
        // from the end of the file backwards.
        for importDecl in imports.reversed() { mapImport(importDecl, in: &utf8) }
        // The library is imported above the first directive, so files without `import SwiftUI`
        // (and every line number) work as written.
        var text = "import \(libraryModule)\n#sourceLocation(file: \(stringLiteral(path)), line: 1)\n"
        text += String(decoding: utf8, as: UTF8.self)
        if !text.hasSuffix("\n") { text += "\n" }
        text += """
        #sourceLocation()
        @_silgen_name("\(entryPoint)") @MainActor
        func __layoutlabExperiments() -> [\(libraryModule).Experiment] { __layoutlabDeclarations() }
        @\(libraryModule).ExperimentListBuilder @MainActor
        private func __layoutlabDeclarations() -> [\(libraryModule).Experiment] {

        """
        for registration in registrations { text += registration + "\n" }
        if !registrations.isEmpty { text += "#sourceLocation()\n" }
        text += "}\n"
        return RewrittenExperimentFile(path: path, text: text, entryPoint: entryPoint,
                                       declarationCount: registrations.count, diagnostics: diagnostics,
                                       statements: statements)
    }

    /// `text` (`node`'s trimmed text) with each `@Previewable` attribute inside `node` turned into
    /// spaces, so that the columns of what follows stay as written.
    static func withoutPreviewable(_ text: String, in node: some SyntaxProtocol) -> String {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let attributes = node.tokens(viewMode: .sourceAccurate).compactMap { token -> AttributeSyntax? in
            guard token.text == "Previewable", let attribute = token.parent?.parent?.as(AttributeSyntax.self),
                  attribute.attributeName.trimmedDescription == "Previewable" else { return nil }
            return attribute
        }
        guard !attributes.isEmpty else { return text }
        var utf8 = Array(text.utf8)
        for attribute in attributes {
            let from = attribute.positionAfterSkippingLeadingTrivia.utf8Offset - start
            let to = attribute.endPositionBeforeTrailingTrivia.utf8Offset - start
            for offset in max(from, 0)..<min(to, utf8.count) { utf8[offset] = UInt8(ascii: " ") }
        }
        return String(decoding: utf8, as: UTF8.self)
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

    /// `Experiment(...)` with or without a trailing closure.
    static func isExperimentCall(_ expr: ExprSyntax) -> Bool {
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return false }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Experiment"
    }

    /// `import SwiftUI` → `import LayoutLabUI`, padded so that nothing after it moves.
    static func mapImport(_ decl: ImportDeclSyntax, in utf8: inout [UInt8]) {
        guard let first = decl.path.first, swiftUIModules.contains(first.name.text) else { return }
        let start = first.name.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = decl.path.endPositionBeforeTrailingTrivia.utf8Offset
        let replacement = Array(libraryModule.utf8)
        utf8.replaceSubrange(start..<end, with: replacement)
        // A longer name shifts the rest of that line only; imports end their line.
    }

    static func topLevelCode(_ item: CodeBlockItemSyntax, at location: Experiments.SourceLocation) -> Diagnostic {
        let text = item.trimmedDescription
        let short = text.count > 60 ? String(text.prefix(57)) + "..." : text
        return Diagnostic(
            location: location,
            message: "`\(short.split(separator: "\n").first.map(String.init) ?? short)` is top-level code, which an experiment file does not run",
            construct: text,
            hint: "the top level holds declarations (views, layouts, extensions, constants), `Experiment(\"name\", proposal: ...) { ... }` calls and `#Preview { ... }` blocks")
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
