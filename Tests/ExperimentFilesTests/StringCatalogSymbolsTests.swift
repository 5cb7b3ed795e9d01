// The symbols Xcode 26 makes of an app's String Catalogs ("Generate String Catalog Symbols"):
// named as Xcode names them, functions of the placeholders of strings that have them, members of a
// type named after a table other than `Localizable`, declared only where the files use them, and
// shown in the development language. The expected names come from Xcode's own generated files
// (`GeneratedStringSymbols_<table>.swift`, as public repositories keep copies of them: "paywall.
// error.productUnavailable" is `paywallErrorProductUnavailable`, "The JSON store changed while Snip
// Snap was copying it." `theJsonStoreChangedWhileSnipSnapWasCopyingIt`, "%@ Snip Snap also could
// not open …" a function `snipSnapAlsoCouldNotOpen…(_ arg1: String)`), from Apple's Landmarks
// sample (`GREAT_BARRIER_REEF_NAME` of `LandmarkData.xcstrings` is `.LandmarkData.greatBarrierReefName`,
// `LENÇÓIS_MARANHENSES_NAME` `.LandmarkData.lençóisMaranhensesName`), and from WWDC25's
// localization code-along as written up (`%(landmark)@ is contained in %(landmarkCollection)@` is
// `.isContainedIn(landmark:landmarkCollection:)`).
@testable import ExperimentFiles
import Experiments
import Foundation
import LayoutEngine
import Testing
import TestSupport

@Suite("String Catalog symbols")
struct StringCatalogSymbolsTests {
    @Test("keys become symbols as Xcode names them", arguments: [
        ("paywall.error.productUnavailable", "paywallErrorProductUnavailable"),
        ("The JSON store changed while Snip Snap was copying it.", "theJsonStoreChangedWhileSnipSnapWasCopyingIt"),
        ("A Local store exists without a valid migration marker.", "aLocalStoreExistsWithoutAValidMigrationMarker"),
        ("%@ Snip Snap also could not open the JSON store", "snipSnapAlsoCouldNotOpenTheJsonStore"),
        ("AddHost.Form.Field.MacAddress.Failure.InvalidMACAddress", "addHostFormFieldMacAddressFailureInvalidMACAddress"),
        ("GREAT_BARRIER_REEF_NAME", "greatBarrierReefName"),
        ("LENÇÓIS_MARANHENSES_NAME", "lençóisMaranhensesName"),
        ("Progress on Unread Books", "progressOnUnreadBooks"),
        ("%(landmark)@ is contained in %(landmarkCollection)@", "isContainedIn"),
        ("paywall.general.bullet1", "paywallGeneralBullet1"),
    ])
    func names(_ key: String, _ symbol: String) {
        #expect(StringCatalogSymbols.symbolName(key) == symbol)
    }

    /// Arguments as Xcode types them: `%@` a `String`, `%lld` an `Int`, `%d` an `Int32` (as the
    /// generated code of CatCareCalendar's catalog asks: "`%d` placeholders map to `Int32`
    /// parameters"), `%.1f` a `Double`; a named placeholder is labelled, a positional one is its
    /// position's argument.
    @Test("placeholders are the function's parameters, typed and labelled as Xcode makes them")
    func parameters() {
        let positional = StringCatalogFormat("%2$@ has %1$lld")
        #expect(positional.placeholders.map(\.position) == [2, 1])
        #expect(positional.placeholders.map(\.type) == ["String", "Int"])
        let format = StringCatalogFormat("%d of %.1f%%, %(landmark)@")
        #expect(format.placeholders.map(\.position) == [1, 2, 3])
        #expect(format.placeholders.map(\.type) == ["Int32", "Double", "String"])
        #expect(format.placeholders.map(\.label) == [nil, nil, "landmark"])
        // The text a preview shows: each placeholder its argument, `%.1f` as the specifier prints it.
        let text = format.interpolation { StringCatalogSymbols.argument($0) }
        #expect(text == #"\(arg1) of \(String(format: "%.1f", arg2))%, \(landmark)"#)
    }

    /// Only strings added by hand make symbols (`"extractionState" : "manual"`), and not those that
    /// say `"generatesSymbol" : false`; only the symbols the files use are declared, and not one
    /// a file declares itself.
    @Test("only used symbols of manual strings are declared, a table's inside its type")
    func declaredSymbols() throws {
        let folder = TemporaryFolder()
        let localizable = try folder.write(#"""
            {"sourceLanguage": "en", "version": "1.1", "strings": {
              "Progress on Unread Books": {"extractionState": "manual", "localizations": {"ja": {"stringUnit": {"state": "translated", "value": "未読本の進捗"}}}},
              "Extracted": {"localizations": {}},
              "Quiet": {"extractionState": "manual", "generatesSymbol": false},
              "Own": {"extractionState": "manual"},
              "%lld items": {"extractionState": "manual", "localizations": {"en": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "new", "value": "%lld item"}},
                "other": {"stringUnit": {"state": "new", "value": "%lld items"}}}}}}}
            }}
            """#, to: "Localizable.xcstrings")
        let table = try folder.write(#"""
            {"sourceLanguage": "en", "version": "1.1", "strings": {
              "GREAT_BARRIER_REEF_NAME": {"extractionState": "manual", "localizations": {"en": {"stringUnit": {"state": "translated", "value": "Great Barrier Reef"}}}}
            }}
            """#, to: "LandmarkData.xcstrings")
        let symbols = StringCatalogSymbols.read([localizable, table])
        #expect(symbols.symbols.map(\.name).sorted() == ["greatBarrierReefName", "items", "own", "progressOnUnreadBooks"])
        let uses = "Text(.progressOnUnreadBooks); Text(.items(3)); let b: LocalizedStringResource = .LandmarkData.greatBarrierReefName; Text(.own); Text(.extracted); Text(.quiet)"
        let own = "extension LocalizedStringResource { static var own: LocalizedStringResource { \"mine\" } }"
        let generated = try #require(symbols.source(for: [(path: "/app/A.swift", text: uses), (path: "/app/B.swift", text: own)], folder: "/app"))
        #expect(generated.path == "/app/GeneratedStringSymbols.swift")
        let lines = generated.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains(#"static var progressOnUnreadBooks: LocalizedStringResource { LocalizedStringResource("Progress on Unread Books", table: "Localizable") }"#))
        #expect(lines.contains(#"static func items(_ arg1: Int) -> LocalizedStringResource { _LocalizedStrings.resource("%lld items", table: "Localizable", text: (arg1 == 1 ? "\(arg1) item" : "\(arg1) items")) }"#))
        #expect(lines.contains("enum LandmarkData {"))
        #expect(lines.contains(#"static var greatBarrierReefName: LocalizedStringResource { LocalizedStringResource("GREAT_BARRIER_REEF_NAME", table: "LandmarkData") }"#))
        // `Text(.progressOnUnreadBooks)` finds it through the library's generic `Text(_ resource:)`.
        #expect(lines.contains("static var progressOnUnreadBooks: LocalizedStringResource { LocalizedStringResource.progressOnUnreadBooks }"))
        #expect(lines.contains("typealias LandmarkData = LocalizedStringResource.LandmarkData"))
        #expect(!generated.text.contains("static var own") && !generated.text.contains("extracted") && !generated.text.contains("quiet"))
        #expect(symbols.source(for: [(path: "/app/C.swift", text: "Text(\"plain\")")], folder: "/app") == nil)
    }

    /// End to end, as the Landmarks sample and a reading tracker's widget use them: the symbols
    /// compile where a localized string goes (`Text`, `Label`, a stored `LocalizedStringResource`,
    /// `String(localized:)`), and show the development language's value, arguments put in — a
    /// key with no English value (the widget's catalog has only Japanese) shows the key. The
    /// widths are those of the same text written out: each symbol's `Text` is the text itself.
    @Test("symbols compile where a localized string goes and show the development language's text")
    func symbolsShowTheirText() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("App/Resources"), withIntermediateDirectories: true)
        try folder.write(#"""
            {"sourceLanguage": "en", "version": "1.1", "strings": {
              "Progress on Unread Books": {"extractionState": "manual", "localizations": {"ja": {"stringUnit": {"state": "translated", "value": "未読本の進捗"}}}},
              "Landmarks": {"extractionState": "manual", "localizations": {"en": {"stringUnit": {"state": "translated", "value": "Landmarks"}}}},
              "%(landmark)@ is contained in %(landmarkCollection)@": {"extractionState": "manual"},
              "%lld items": {"extractionState": "manual", "localizations": {"en": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "new", "value": "%lld item"}},
                "other": {"stringUnit": {"state": "new", "value": "%lld items"}}}}}}}
            }}
            """#, to: "App/Resources/Localizable.xcstrings")
        try folder.write(#"""
            {"sourceLanguage": "en", "version": "1.1", "strings": {
              "GREAT_BARRIER_REEF_NAME": {"extractionState": "manual", "localizations": {"en": {"stringUnit": {"state": "translated", "value": "Great Barrier Reef"}}}},
              "LENÇÓIS_MARANHENSES_NAME": {"extractionState": "manual", "localizations": {"en": {"stringUnit": {"state": "translated", "value": "Lençóis Maranhenses"}}}}
            }}
            """#, to: "App/Resources/LandmarkData.xcstrings")
        let screen = try folder.write("""
            import SwiftUI

            struct Badge {
                var name: LocalizedStringResource
                static let reef = Badge(name: .LandmarkData.greatBarrierReefName)
            }

            struct Collections: View {
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Text(.progressOnUnreadBooks).id("progress")
                        Text(Badge.reef.name).id("reef")
                        Text(String(localized: .LandmarkData.lençóisMaranhensesName)).id("lencois")
                        Text(.isContainedIn(landmark: "Alps", landmarkCollection: "Favorites")).id("contained")
                        Text(.items(1)).id("one")
                        Text(.items(3)).id("three")
                        Label(.landmarks, systemImage: "globe").id("label")
                    }
                }
            }

            struct Written: View {
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Text("Progress on Unread Books").id("progress")
                        Text("Great Barrier Reef").id("reef")
                        Text("Lençóis Maranhenses").id("lencois")
                        Text("Alps is contained in Favorites").id("contained")
                        Text("1 item").id("one")
                        Text("3 items").id("three")
                        Label("Landmarks", systemImage: "globe").id("label")
                    }
                }
            }

            #Preview { Collections() }
            #Preview { Written() }
            """, to: "App/Collections.swift")
        let loader = ExperimentLoader(compiler: ExperimentCompiler(toolchain: try Toolchain.locate(), cacheFolder: Repository.compileCache))
        let loaded = try loader.load([screen])
        try #require(loaded.count == 2)
        let symbols = Engine().layout(loaded[0].experiment.tree, in: loaded[0].experiment.proposals[0])
        let written = Engine().layout(loaded[1].experiment.tree, in: loaded[1].experiment.proposals[0])
        for id in ["progress", "reef", "lencois", "contained", "one", "three", "label"] {
            let frame = try #require(symbols.frame(of: id))
            #expect(frame == written.frame(of: id), "\(id)")
        }
        var texts: [String] = []
        var pending = [loaded[0].experiment.tree]
        while let node = pending.popLast() {
            if case .text(let string) = node.kind { texts.append(string) }
            pending += node.children.reversed()
        }
        #expect(texts == ["Progress on Unread Books", "Great Barrier Reef", "Lençóis Maranhenses", "Alps is contained in Favorites",
                          "1 item", "3 items", "Landmarks"])
    }

    /// Without a catalog, `Text(.progressOnUnreadBooks)` is not found: the compiler names `Image`
    /// (it tried `Text`'s other initializers), and the note says where the symbol comes from — a
    /// String Catalog, not an asset catalog.
    @Test("a symbol without its catalog is explained as a String Catalog's")
    func missingCatalogHint() {
        let hint = CompilerDiagnostics.stringCatalogHint("type 'Image' has no member 'progressOnUnreadBooks'",
                                                         construct: "Text(.progressOnUnreadBooks)")
        #expect(hint?.hasPrefix("`.progressOnUnreadBooks` may be a symbol Xcode 26 makes of a string of your app's String Catalog") == true)
        #expect(CompilerDiagnostics.stringCatalogHint("type 'LocalizedStringResource.LandmarkData' has no member 'alpsName'",
                                                      construct: "name: .LandmarkData.alpsName,") != nil)
        #expect(CompilerDiagnostics.stringCatalogHint("type 'Image' has no member 'avatar'", construct: "Image(.avatar)") == nil)
    }
}
