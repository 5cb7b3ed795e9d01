// The public entry point: experiment files (SwiftUI syntax) → `Experiment`s, or every problem found.
import Experiments
import Foundation
import LayoutEngine
import SwiftParser
import SwiftSyntax

/// Parses experiment files. A file holds top-level `Experiment("name", proposal: ...) { view }`
/// calls (imports and comments are allowed too); see `ExperimentCall.swift` for the arguments.
public enum ExperimentParser {
    /// The parser's nesting limit. Each nested container costs the parser about a dozen levels,
    /// so swift-syntax's default of 256 would stop at about 20 nested stacks; this allows about 80.
    public static let maximumNestingLevel = 256

    /// The largest file accepted, in UTF-8 bytes.
    public static let maximumFileSize = 512 * 1024

    /// Parses one file's text. `file` is used in locations and messages.
    /// Throws every diagnostic of the file; a file with any error yields no experiments.
    public static func parse(source: String, file: String) throws(ExperimentFileError) -> [Experiment] {
        guard source.utf8.count <= maximumFileSize else {
            throw ExperimentFileError(diagnostics: [Diagnostic(
                location: Experiments.SourceLocation(file: file, line: 1, column: 1),
                message: "the file is \(source.utf8.count) bytes; experiment files are limited to \(maximumFileSize) bytes",
                construct: "", hint: "split it into several files")])
        }
        let result = DeepStack.run { parseOnCurrentThread(source: source, file: file) }
        return try result.get()
    }

    /// The parse itself. Syntax trees are walked recursively (here and in swift-syntax), so it runs
    /// on a thread with a deep stack: a long modifier chain is a deep tree.
    static func parseOnCurrentThread(source: String, file: String) -> Result<[Experiment], ExperimentFileError> {
        var parser = Parser(source, maximumNestingLevel: maximumNestingLevel)
        let tree = SourceFileSyntax.parse(from: &parser)
        var reader = SyntaxReader(file: file, tree: tree)
        let syntaxErrorPositions = reader.reportSyntaxErrors(in: tree)
        var experiments: [Experiment] = []
        var names: [String: Experiments.SourceLocation] = [:]
        for item in tree.statements {
            if case .decl(let decl) = item.item, decl.is(ImportDeclSyntax.self) { continue }
            guard case .expr(let expr) = item.item, let call = expr.as(FunctionCallExprSyntax.self),
                  call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Experiment" else {
                let range = item.positionAfterSkippingLeadingTrivia..<item.endPositionBeforeTrailingTrivia
                if !syntaxErrorPositions.contains(where: { range.contains($0) || $0 == range.upperBound }) {
                    reader.error(item, "`\(SyntaxReader.quote(item))` is not an experiment; the top level of an experiment file holds only `Experiment(\"name\", proposal: ...) { ... }` calls",
                                 hint: "imports and comments are allowed too")
                }
                continue
            }
            if call.hasError || syntaxErrorPositions.contains(where: { call.range.contains($0) }) { continue }
            guard let experiment = reader.experiment(call) else { continue }
            if let first = names[experiment.name] {
                reader.error(call.arguments.first ?? LabeledExprSyntax(expression: call.calledExpression),
                             "duplicate experiment name `\(experiment.name)`; it is first defined at \(first)",
                             hint: "experiment names are unique across all files")
                continue
            }
            names[experiment.name] = experiment.location
            experiments.append(experiment)
        }
        guard reader.diagnostics.isEmpty else {
            return .failure(ExperimentFileError(diagnostics: sorted(reader.diagnostics)))
        }
        return .success(experiments)
    }

    /// Reads and parses one file.
    public static func parseFile(at path: String) throws(ExperimentFileError) -> [Experiment] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ExperimentFileError(diagnostics: [unreadable(path, "cannot read `\(path)`")])
        }
        guard let source = String(data: data, encoding: .utf8) else {
            throw ExperimentFileError(diagnostics: [unreadable(path, "`\(path)` is not UTF-8 text")])
        }
        return try parse(source: source, file: path)
    }

    /// Parses files and folders (every `*.swift` inside a folder, recursively, in sorted order).
    /// All files are checked; experiment names must be unique across them.
    public static func parseFiles(at paths: [String]) throws(ExperimentFileError) -> [Experiment] {
        var diagnostics: [Diagnostic] = []
        var experiments: [Experiment] = []
        var names: [String: Experiments.SourceLocation] = [:]
        for file in expand(paths, diagnostics: &diagnostics) {
            do {
                for experiment in try parseFile(at: file) {
                    if let first = names[experiment.name] {
                        let location = experiment.location ?? Experiments.SourceLocation(file: file, line: 1, column: 1)
                        diagnostics.append(Diagnostic(location: location,
                                                      message: "duplicate experiment name `\(experiment.name)`; it is first defined at \(first)",
                                                      construct: "Experiment(\"\(experiment.name)\", ...)",
                                                      hint: "experiment names are unique across all files"))
                        continue
                    }
                    names[experiment.name] = experiment.location
                    experiments.append(experiment)
                }
            } catch {
                diagnostics += error.diagnostics
            }
        }
        guard diagnostics.isEmpty else { throw ExperimentFileError(diagnostics: diagnostics) }
        return experiments
    }

    /// Files and folders → `.swift` files, folders expanded recursively and sorted.
    static func expand(_ paths: [String], diagnostics: inout [Diagnostic]) -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(unreadable(path, "no such file or folder `\(path)`"))
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            let found = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".swift") }
                .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
            files += found.map { "\(base)/\($0)" }
        }
        return files
    }

    static func unreadable(_ path: String, _ message: String) -> Diagnostic {
        Diagnostic(location: Experiments.SourceLocation(file: path, line: 1, column: 1), message: message, construct: path)
    }

    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            let (la, lb) = (a.element.location, b.element.location)
            if la.line != lb.line { return la.line < lb.line }
            if la.column != lb.column { return la.column < lb.column }
            return a.offset < b.offset
        }.map(\.element)
    }
}
