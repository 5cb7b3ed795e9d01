// The app's strings in its development language, as a preview shows them: `Text("onboarding.title")`
// is what the app's `Localizable.strings` or String Catalog (`Localizable.xcstrings`) says for
// that key, and the key itself when it says nothing (most apps write their English text as the
// key). `layoutlab run` puts the development language's tables beside the program, where
// `Bundle.main` finds them (ExperimentFiles' `Localizations`); they are read once, on first use.
// Keys with interpolated values are shown as written.
import Foundation

/// The app's strings tables by name (`Localizable`, or a `tableName:`), read from `Bundle.main`.
/// Implementation detail of LayoutLabUI.
public enum _LocalizedStrings {
    /// Every table: `.strings` files (property lists) and String Catalogs (their source language's values).
    static let tables: [String: [String: String]] = read(folder: Bundle.main.bundleURL)

    /// What table `table` (default `Localizable`) says for `key`, if it has it.
    public static func string(for key: String, table: String? = nil) -> String? {
        tables[table ?? "Localizable"]?[key]
    }

    /// The resource of a String Catalog symbol with arguments (what the symbols layoutlab declares
    /// for an app's catalogs call): `text` is the development language's value, its arguments put in.
    public static func resource(_ key: String, table: String, text: String) -> LocalizedStringResource {
        #if canImport(Darwin)
        LocalizedStringResource(String.LocalizationValue(text))
        #else
        LocalizedStringResource(key: key, text: text)
        #endif
    }

    /// What a localized string shows: table `table`'s value for `key`, else `defaultValue`, else the key.
    static func text(for key: String, table: String?, defaultValue: String?) -> String {
        string(for: key, table: table) ?? defaultValue ?? key
    }

    /// The tables of the `.strings` and `.xcstrings` files directly in `folder`.
    static func read(folder: URL) -> [String: [String: String]] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var tables: [String: [String: String]] = [:]
        for name in names.sorted() {
            let url = folder.appendingPathComponent(name)
            let table = url.deletingPathExtension().lastPathComponent
            if name.hasSuffix(".strings"), let data = try? Data(contentsOf: url),
               let entries = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String] {
                tables[table, default: [:]].merge(entries) { own, _ in own }
            } else if name.hasSuffix(".xcstrings"), let data = try? Data(contentsOf: url) {
                tables[table, default: [:]].merge(catalogStrings(data)) { own, _ in own }
            }
        }
        return tables
    }

    /// A String Catalog's values in its source language (a plural's `other` form), by key.
    static func catalogStrings(_ data: Data) -> [String: String] {
        guard let catalog = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let strings = catalog["strings"] as? [String: Any] else { return [:] }
        let language = catalog["sourceLanguage"] as? String ?? "en"
        var values: [String: String] = [:]
        for (key, entry) in strings {
            guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any],
                  let localization = localizations[language] as? [String: Any] else { continue }
            if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
                values[key] = value
            } else if let plural = (localization["variations"] as? [String: Any])?["plural"] as? [String: Any],
                      let other = (plural["other"] as? [String: Any])?["stringUnit"] as? [String: Any],
                      let value = other["value"] as? String {
                values[key] = value
            }
        }
        return values
    }
}
