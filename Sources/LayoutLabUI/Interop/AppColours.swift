// The colours of the app's asset catalog, for pictures: `Color("brandBlue")`, `Color(.brandBlue)`
// and `UIColor(named:)` are drawn in the colour the catalog gives them (its light, universal
// value) instead of a stand-in. `layoutlab run` reads the catalog it found and names the file of
// its colours in the program's environment, as it does for images (AppImages.swift).
import Foundation

/// The app's catalog colours. Implementation detail of LayoutLabUI.
enum _AppColours {
    /// The environment variable naming the file of the catalog's colours (a JSON object: each
    /// colour's name and its value as `rgb(r, g, b)`, components from 0 to 1).
    static let variable = "LAYOUTLAB_CATALOG_COLOURS"

    /// The catalog's colours by name, read once; empty when no catalog was found.
    static let catalog: [String: String] = {
        guard let path = ProcessInfo.processInfo.environment[variable],
              let data = FileManager.default.contents(atPath: path),
              let values = try? JSONSerialization.jsonObject(with: data) as? [String: String] else { return [:] }
        return values
    }()

    /// The value pictures draw the colour `name` with: the catalog's, else the name itself.
    static func drawn(_ name: String) -> String { catalog[name] ?? name }

    /// Whether `name` may be a colour of the app (`UIColor(named:)`): one of its catalog's, or any
    /// name when no catalog colours were found.
    static func mayHold(_ name: String) -> Bool { catalog.isEmpty || catalog[name] != nil }
}
