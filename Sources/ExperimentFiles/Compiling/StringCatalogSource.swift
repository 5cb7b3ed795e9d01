// The Swift source of the String Catalog symbols the files use (StringCatalogSymbols.swift), as
// Xcode's `GeneratedStringSymbols_<table>.swift` declares them: a static property of
// `LocalizedStringResource` for a string without placeholders, a static function of its arguments
// for one with them, inside a type named after the table for a table other than `Localizable`.
// `Text(.progressOnUnreadBooks)` and `Label(.landmarks, systemImage:)` find them too: the library's
// `Text` and `Label` take a resource through a generic parameter, which finds members of
// `LocalizedStringResource` declared for it again (`_TextResource`).
import Foundation

extension StringCatalogSymbols {
    /// The Swift source declaring the symbols `sources` use and none of them declares, beside the
    /// first catalog (`folder`); nil when they use none.
    func source(for sources: [(path: String, text: String)], folder: String) -> (path: String, text: String)? {
        var members = Set<String>(), declared = Set<String>()
        for source in sources {
            members.formUnion(AssetCatalogs.names(matching: Self.memberPattern, in: source.text))
            declared.formUnion(AssetCatalogs.names(matching: Self.declarationPattern, in: source.text))
        }
        let texts = sources.map(\.text)
        let used = symbols.filter { symbol in
            guard members.contains(symbol.name) else { return false }
            if symbol.table == Self.defaultTable { return !declared.contains(symbol.name) }
            let type = Self.typeName(symbol.table)
            return members.contains(type) && !texts.contains { CompilerDiagnostics.declares(type, in: $0) }
        }
        guard !used.isEmpty else { return nil }
        var lines = ["// Declared by layoutlab from the app's String Catalogs, as Xcode does.", "import SwiftUI", ""]
        var mirrored: [String] = []
        let tables = Dictionary(grouping: used, by: \.table)
        for table in tables.keys.sorted() {
            let symbols = tables[table] ?? []
            if table == Self.defaultTable {
                lines.append("extension LocalizedStringResource {")
                lines += symbols.map { "    " + declaration(of: $0) }
                lines.append("}")
                mirrored += symbols.map { "    " + forwarding(of: $0) }
            } else {
                let type = Self.typeName(table)
                lines.append("extension LocalizedStringResource {")
                lines.append("    enum \(type) {")
                lines += symbols.map { "        " + declaration(of: $0) }
                lines.append("    }")
                lines.append("}")
                mirrored.append("    typealias \(type) = LocalizedStringResource.\(type)")
            }
        }
        lines += ["#if !canImport(Darwin)", "extension _TextResource where Self == LocalizedStringResource {"]
        lines += mirrored
        lines += ["}", "#endif"]
        return (folder + "/" + Self.generatedFileName, lines.joined(separator: "\n") + "\n")
    }

    /// The table whose strings are members of `LocalizedStringResource` itself.
    static let defaultTable = "Localizable"

    /// A member named after a dot (`.progressOnUnreadBooks`, `.lençóisMaranhensesName`: a key's
    /// letters may be any script's).
    static let memberPattern = try! NSRegularExpression(pattern: "\\.([\\p{L}_][\\p{L}\\p{N}_]*)")

    /// A static member declaring a name (`static let progress`, `static func greeting(`), which a
    /// symbol of the same name would collide with.
    static let declarationPattern = try! NSRegularExpression(
        pattern: "\\b(?:static|class)\\s+(?:(?:public|private|fileprivate|internal|nonisolated|final)\\s+)*(?:let|var|func)\\s+([\\p{L}_][\\p{L}\\p{N}_]*)")

    /// The type a table's strings are members of: its name, as an identifier.
    static func typeName(_ table: String) -> String {
        let name = String(table.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) || $0 == "_" })
        return name.first?.isNumber == true ? "_" + name : name
    }

    /// The symbol's declaration: a property without placeholders, else a function of them.
    func declaration(of symbol: Symbol) -> String {
        let name = AssetCatalogs.identifier(symbol.name)
        let key = ExperimentFileRewriter.stringLiteral(symbol.key)
        let table = ExperimentFileRewriter.stringLiteral(symbol.table)
        let parameters = Self.parameters(of: symbol)
        guard !parameters.isEmpty else {
            return "static var \(name): LocalizedStringResource { LocalizedStringResource(\(key), table: \(table)) }"
        }
        let list = parameters.map { ($0.label ?? "_ \(Self.argument($0))") + ": " + $0.type }.joined(separator: ", ")
        return "static func \(name)(\(list)) -> LocalizedStringResource { "
            + "_LocalizedStrings.resource(\(key), table: \(table), text: \(text(of: symbol, parameters: parameters))) }"
    }

    /// The member of `_TextResource` that hands on the symbol of the default table.
    func forwarding(of symbol: Symbol) -> String {
        let name = AssetCatalogs.identifier(symbol.name)
        let parameters = Self.parameters(of: symbol)
        guard !parameters.isEmpty else {
            return "static var \(name): LocalizedStringResource { LocalizedStringResource.\(name) }"
        }
        let list = parameters.map { ($0.label ?? "_ \(Self.argument($0))") + ": " + $0.type }.joined(separator: ", ")
        let arguments = parameters.map { ($0.label.map { "\($0): " } ?? "") + Self.argument($0) }.joined(separator: ", ")
        return "static func \(name)(\(list)) -> LocalizedStringResource { LocalizedStringResource.\(name)(\(arguments)) }"
    }

    /// A symbol's arguments, one per position, in order.
    static func parameters(of symbol: Symbol) -> [StringCatalogFormat.Placeholder] {
        var byPosition: [Int: StringCatalogFormat.Placeholder] = [:]
        for placeholder in symbol.format.placeholders + (symbol.oneFormat?.placeholders ?? []) where byPosition[placeholder.position] == nil {
            byPosition[placeholder.position] = placeholder
        }
        return byPosition.keys.sorted().compactMap { byPosition[$0] }
    }

    /// The name of a placeholder's argument inside the function: its label, else `arg` and its position.
    static func argument(_ placeholder: StringCatalogFormat.Placeholder) -> String {
        placeholder.label.map(AssetCatalogs.identifier) ?? "arg\(placeholder.position)"
    }

    /// The text of a symbol with arguments, as a Swift string expression: its "one" form when its
    /// first number is 1, else its "other" form, each substitution's form chosen alike.
    func text(of symbol: Symbol, parameters: [StringCatalogFormat.Placeholder]) -> String {
        // A substitution's forms show its own value wherever they have a placeholder.
        func literal(_ format: StringCatalogFormat, showing shown: String? = nil) -> String {
            "\"" + format.interpolation { placeholder in
                let value = shown ?? Self.argument(placeholder)
                guard shown == nil, placeholder.isSubstitution, let label = placeholder.label,
                      let forms = symbol.substitutions[label] else { return value }
                return Self.choice(value, one: forms.one.map { literal($0, showing: value) },
                                   other: literal(forms.other, showing: value))
            } + "\""
        }
        let number = parameters.first { $0.type != "String" && $0.type != "Double" }.map(Self.argument)
        guard let one = symbol.oneFormat, let number else { return literal(symbol.format) }
        return Self.choice(number, one: literal(one), other: literal(symbol.format))
    }

    /// `one` when `number` is 1, else `other` (English's plural rule), as a Swift expression.
    static func choice(_ number: String, one: String?, other: String) -> String {
        guard let one else { return other }
        return "(\(number) == 1 ? \(one) : \(other))"
    }
}
