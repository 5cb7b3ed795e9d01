// The symbols Xcode 26 makes of an app's String Catalogs (the build setting "Generate String
// Catalog Symbols", `STRING_CATALOG_GENERATE_SYMBOLS`, on in new projects). Each string added to a
// catalog by hand (`"extractionState" : "manual"`, unless it says `"generatesSymbol" : false`) is a
// static member of `LocalizedStringResource` named after its key: its words joined in camel case
// from a lowercase letter, a word written all in capitals lowered first (`GREAT_BARRIER_REEF_NAME`
// is `greatBarrierReefName`, "Progress on Unread Books" `progressOnUnreadBooks`, "The JSON store"
// `theJsonStore`), placeholders left out. A string with placeholders is a static function of them
// (StringCatalogFormats.swift). The strings of `Localizable.xcstrings` are members of
// `LocalizedStringResource` itself; those of another table are members of a type named after it
// inside (`.LandmarkData.greatBarrierReefName` for `LandmarkData.xcstrings`).
//
// `layoutlab run` reads the catalogs found as the app's strings are (`Localizations`) and adds one
// generated source declaring the symbols the files use (and do not declare themselves), as it does
// for the asset catalog's (`AssetCatalogs`). A symbol's text is the development language's value,
// its arguments put in (a plural's "one" form when its number is 1, else its "other" form).
import Foundation

/// The strings of an app's String Catalogs that Xcode makes symbols of.
struct StringCatalogSymbols {
    /// One string's symbol.
    struct Symbol {
        /// The catalog's table (`Localizable`, `LandmarkData`).
        var table: String
        var key: String
        /// The member's name.
        var name: String
        /// The development language's value: its `other` form, and its `one` form when it has one.
        var format: StringCatalogFormat
        var oneFormat: StringCatalogFormat?
        /// Substitutions' plural forms (`%#@count@`), by name.
        var substitutions: [String: (one: StringCatalogFormat?, other: StringCatalogFormat)] = [:]
    }

    var symbols: [Symbol] = []

    /// The name of the source `source(for:)` makes (no file of that name is written).
    static let generatedFileName = "GeneratedStringSymbols.swift"

    /// The symbols of the catalogs at `paths`, in order (the first of a table's names wins).
    static func read(_ paths: [String]) -> StringCatalogSymbols {
        var result = StringCatalogSymbols()
        var seen = Set<String>()
        for path in paths where path.hasSuffix(".xcstrings") {
            guard let data = FileManager.default.contents(atPath: path),
                  let catalog = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let strings = catalog["strings"] as? [String: Any] else { continue }
            let table = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            let language = catalog["sourceLanguage"] as? String ?? "en"
            for key in strings.keys.sorted() {
                guard let entry = strings[key] as? [String: Any], generatesSymbol(entry),
                      let symbol = symbol(key: key, entry: entry, table: table, language: language),
                      seen.insert("\(table).\(symbol.name)").inserted else { continue }
                result.symbols.append(symbol)
            }
        }
        return result
    }

    /// Whether Xcode makes a symbol of a catalog entry: one added by hand, unless told not to.
    static func generatesSymbol(_ entry: [String: Any]) -> Bool {
        if let generates = entry["generatesSymbol"] as? Bool { return generates }
        return entry["extractionState"] as? String == "manual"
    }

    /// The symbol of one entry: its name from the key, its format from the development language's
    /// value (the key itself when the catalog has none, as a key is its own English text).
    static func symbol(key: String, entry: [String: Any], table: String, language: String) -> Symbol? {
        let name = symbolName(key)
        guard !name.isEmpty else { return nil }
        let localization = (entry["localizations"] as? [String: Any])?[language] as? [String: Any]
        let unit = { (value: Any?) in ((value as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String }
        let plural = (localization?["variations"] as? [String: Any])?["plural"] as? [String: Any]
        let other = unit(localization) ?? unit(plural?["other"]) ?? key
        var substitutions: [String: (specifier: String, position: Int?)] = [:]
        var substitutionForms: [String: (one: StringCatalogFormat?, other: StringCatalogFormat)] = [:]
        for (name, value) in (localization?["substitutions"] as? [String: Any]) ?? [:] {
            guard let substitution = value as? [String: Any] else { continue }
            let specifier = substitution["formatSpecifier"] as? String ?? "lld"
            substitutions[name] = (specifier, substitution["argNum"] as? Int)
            let forms = (substitution["variations"] as? [String: Any])?["plural"] as? [String: Any]
            let form = { (category: String) in unit(forms?[category]).map { StringCatalogFormat(argumentForm($0, specifier)) } }
            substitutionForms[name] = (form("one"), form("other") ?? StringCatalogFormat("%" + specifier))
        }
        return Symbol(table: table, key: key, name: name, format: StringCatalogFormat(other, substitutions: substitutions),
                      oneFormat: unit(plural?["one"]).map { StringCatalogFormat($0, substitutions: substitutions) },
                      substitutions: substitutionForms)
    }

    /// A substitution's form with its `%arg` written as the substitution's own specifier.
    static func argumentForm(_ form: String, _ specifier: String) -> String {
        form.replacingOccurrences(of: "%arg", with: "%" + specifier)
    }

    /// The member Xcode names after `key` (see the file header), `_` before a leading digit.
    static func symbolName(_ key: String) -> String {
        let placeholders = StringCatalogFormat(key).pieces.compactMap { piece -> String? in
            if case .text(let text) = piece { text } else { nil }
        }.joined(separator: " ")
        let words = placeholders.split { !$0.isLetter && !$0.isNumber }
        var name = words.enumerated().map { index, word -> String in
            let capitals = word.contains { $0.isLetter } && !word.contains { $0.isLowercase }
            if index == 0 { return capitals ? word.lowercased() : word.prefix(1).lowercased() + word.dropFirst() }
            return capitals ? word.prefix(1) + word.dropFirst().lowercased() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if name.first?.isNumber == true { name = "_" + name }
        return name
    }
}
