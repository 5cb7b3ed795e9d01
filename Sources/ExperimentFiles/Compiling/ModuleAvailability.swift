// Imports of modules that are not there, found before anything is compiled. An app's file that
// imports a package (Firebase, Kingfisher) fails to compile, and the whole run with it; found by the
// compiler, that failure waited for every other file of the folder to compile first (nine minutes
// for a 93-file app). The modules a file may import are layoutlab's SwiftUI and the frameworks it
// models (the rewriter maps them to the library), the app's local packages, and the modules the
// toolchain (and on macOS its SDK) holds; an unconditional top-level `import` of anything else is
// reported as the compiler would, with its hint, in a few milliseconds.
import Experiments
import Foundation
import LayoutEngine
import SwiftParser
import SwiftSyntax

/// The module names the compiler can find besides the ones the rewriter maps.
struct ModuleAvailability: Sendable {
    let names: Set<String>

    /// What the toolchain's folders hold; nil when none of them could be listed (then the compiler
    /// alone decides).
    init?(toolchain: Toolchain) {
        let manager = FileManager.default
        let command = toolchain.frontendCommand()
        let bin = (command[0] as NSString).deletingLastPathComponent
        let usr = (bin as NSString).deletingLastPathComponent
        var folders = [toolchain.modulesFolder, "\(usr)/lib/swift/linux", "\(usr)/lib/swift/macosx"]
        var frameworkFolders: [String] = []
        if let index = command.firstIndex(of: "-sdk"), index + 1 < command.count {
            let sdk = command[index + 1]
            folders += ["\(sdk)/usr/lib/swift"]
            frameworkFolders += ["\(sdk)/System/Library/Frameworks", "\(sdk)/System/Library/SubFrameworks"]
        }
        var names: Set<String> = []
        var listed = false
        for folder in folders {
            guard let entries = try? manager.contentsOfDirectory(atPath: folder) else { continue }
            listed = true
            for entry in entries {
                for suffix in [".swiftmodule", ".swiftinterface", ".modulemap"] where entry.hasSuffix(suffix) {
                    names.insert(String(entry.dropLast(suffix.count)))
                }
            }
        }
        // C modules the toolchain describes in module maps (`CoreFoundation`, `SwiftGlibc`), in its
        // folders and one level below them.
        for folder in ["\(usr)/lib/swift", "\(usr)/lib/swift/linux"] {
            guard let entries = try? manager.contentsOfDirectory(atPath: folder) else { continue }
            for entry in entries {
                for map in ["\(folder)/\(entry)/module.modulemap", "\(folder)/\(entry)/glibc.modulemap"] {
                    guard let text = try? String(contentsOfFile: map, encoding: .utf8) else { continue }
                    names.formUnion(Self.modules(declaredIn: text))
                }
            }
        }
        for folder in frameworkFolders {
            guard let entries = try? manager.contentsOfDirectory(atPath: folder) else { continue }
            for entry in entries where entry.hasSuffix(".framework") { names.insert(String(entry.dropLast(".framework".count))) }
        }
        guard listed else { return nil }
        // The C library and the runtime's own modules, whatever their files are called.
        names.formUnion(["Swift", "Glibc", "Musl", "Darwin", "Dispatch", "Foundation", "_Concurrency", "_StringProcessing"])
        self.names = names
    }

    /// The top-level module names a module map declares (`module CoreFoundation {`,
    /// `framework module X`, `explicit module`).
    static func modules(declaredIn text: String) -> Set<String> {
        var names: Set<String> = []
        for line in text.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "{" }).map(String.init)
            guard let index = words.firstIndex(of: "module"), index + 1 < words.count,
                  words[..<index].allSatisfy({ ["framework", "explicit", "extern"].contains($0) }) else { continue }
            names.insert(words[index + 1])
        }
        return names
    }

    init(names: Set<String>) {
        self.names = names
    }

    /// The unconditional top-level imports of `tree` (at `path`) that name a module neither the
    /// rewriter maps nor the toolchain holds, as the compiler would report them.
    func missingImports(in tree: SourceFileSyntax, path: String, localModules: Set<String>) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var converter: SourceLocationConverter?
        for declaration in Self.imports(in: tree.statements, localModules: localModules) {
            let components = declaration.path.map(\.name.text)
            guard let module = components.first, ExperimentFileRewriter.mappedModule(components, localModules: localModules) == nil,
                  !names.contains(module) else { continue }
            let lines = converter ?? SourceLocationConverter(fileName: path, tree: tree)
            converter = lines
            let start = declaration.path.positionAfterSkippingLeadingTrivia
            let location = lines.location(for: start)
            let message = "no such module '\(module)'"
            found.append(Diagnostic(location: Experiments.SourceLocation(file: path, line: location.line, column: location.column),
                                    message: message, construct: declaration.trimmedDescription,
                                    hint: CompilerDiagnostics.missingNameHint(message) ?? ""))
        }
        return found
    }

    /// The imports of `statements` at the top level that compile: unconditional ones, and those in
    /// the `#if` clause that holds when its condition is decided here (`DEBUG`, which experiment
    /// files are compiled with; `os(iOS)`, `canImport(UIKit)` and `!`, `&&`, `||` over them:
    /// `PlatformConditions.evaluate`).
    static func imports(in statements: CodeBlockItemListSyntax, localModules: Set<String>) -> [ImportDeclSyntax] {
        statements.flatMap { statement -> [ImportDeclSyntax] in
            if let declaration = statement.item.as(ImportDeclSyntax.self) { return [declaration] }
            guard let conditional = statement.item.as(IfConfigDeclSyntax.self) else { return [] }
            for clause in conditional.clauses {
                // `#else` is reached when every clause before was decided false.
                let holds = clause.condition.map { PlatformConditions.evaluate($0, localModules: localModules) } ?? true
                guard let holds else { return [] }
                guard holds else { continue }
                guard case .statements(let inner)? = clause.elements else { return [] }
                return imports(in: inner, localModules: localModules)
            }
            return []
        }
    }
}

extension ExperimentCompiler {
    /// Every import in `sources` of a module that is not there, as the compiler would report it
    /// (none when the toolchain's folders cannot be listed).
    func missingModuleDiagnostics(_ sources: [(path: String, text: String)]) -> [Diagnostic] {
        guard let availability = ModuleAvailability(toolchain: toolchain) else { return [] }
        let localModules = Self.localModules(sources.map(\.path))
        return ParallelWork.map(Array(sources.indices)) { index in
            let tree = LargeStack.run { Parser.parse(source: sources[index].text) }
            return availability.missingImports(in: tree, path: sources[index].path, localModules: localModules)
        }.flatMap { $0 }
    }

    /// The files of `sources` that cannot compile for a missing module: those that import one, and
    /// the files that use their declarations, directly or through others (`FileGroups.dependents`).
    /// The files they use stay: a model that a file importing Alamofire uses still compiles.
    func filesMissingModules(_ sources: [(path: String, text: String)]) -> [LeftOutFile] {
        let diagnostics = missingModuleDiagnostics(sources)
        guard !diagnostics.isEmpty else { return [] }
        var missing: [String: [String]] = [:]
        for diagnostic in diagnostics {
            let module = String(diagnostic.message.dropFirst("no such module '".count).dropLast())
            if missing[diagnostic.location.file]?.contains(module) != true { missing[diagnostic.location.file, default: []].append(module) }
        }
        var namesFiles: [String] = []
        var parsed = ParsedFiles()
        let names = names(of: sources, namesFiles: &namesFiles, parsed: &parsed)
        var importing = Set(sources.indices.filter { missing[sources[$0].path] != nil })
        var reached = FileGroups.dependents(of: importing, in: names)
        // A local package module whose every file is left out is not there either: the files that
        // import it are left out too, and with them the files that use theirs.
        let modules = sources.map { Self.localModule(of: $0.path) }
        var gone = Set<String>()
        while true {
            let leftOut = importing.union(reached.keys)
            let emptied = Set(modules.compactMap { $0 }).subtracting(gone).filter { module in
                sources.indices.allSatisfy { modules[$0] != module || leftOut.contains($0) }
            }
            guard !emptied.isEmpty else { break }
            gone.formUnion(emptied)
            for index in sources.indices where !leftOut.contains(index) {
                let imported = Self.importedModules(sources[index].text).filter(emptied.contains)
                guard !imported.isEmpty else { continue }
                missing[sources[index].path] = imported
                importing.insert(index)
            }
            reached = FileGroups.dependents(of: importing, in: names)
        }
        return sources.indices.compactMap { index in
            let path = sources[index].path
            if let modules = missing[path] { return LeftOutFile(path: path, missingModules: modules, uses: nil) }
            guard let through = reached[index] else { return nil }
            return LeftOutFile(path: path, missingModules: [], uses: sources[through].path)
        }
    }

    /// The modules `text` imports at its top level, as `missingImports` reads them.
    static func importedModules(_ text: String) -> [String] {
        let tree = LargeStack.run { Parser.parse(source: text) }
        return ModuleAvailability.imports(in: tree.statements, localModules: []).compactMap { $0.path.first?.name.text }
    }
}
