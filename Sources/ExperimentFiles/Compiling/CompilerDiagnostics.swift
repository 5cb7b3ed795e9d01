// The compiler's own diagnostics, at the user's file, line and column. swiftc is run with
// `-diagnostic-style llvm`, whose lines read `file:line:column: error: message`; the rewriter's
// `#sourceLocation` directives already make those positions the user's (a column after text the
// rewriter put into the line is moved back by its length). Errors are kept, each with
// its notes as hints; warnings are dropped (pasted code is full of harmless ones).
import Experiments
import Foundation

enum CompilerDiagnostics {
    /// Whether `path` is a buffer the compiler made for a macro's expansion.
    static func isMacroExpansion(_ path: String) -> Bool {
        (path as NSString).lastPathComponent.hasPrefix("@__swiftmacro_")
    }

    /// The errors in swiftc's output, with the notes that follow each as its hint. `sources` maps a
    /// user's path to its text, to quote the offending line.
    static func parse(_ output: String, sources: [String: String], insertions: [String: [SourceInsertion]] = [:]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var lines: [String: [Substring]] = [:]
        func line(_ number: Int, of file: String) -> String {
            if lines[file] == nil { lines[file] = sources[file].map { $0.split(separator: "\n", omittingEmptySubsequences: false) } ?? [] }
            let all = lines[file] ?? []
            return number >= 1 && number <= all.count ? all[number - 1].trimmingCharacters(in: .whitespaces) : ""
        }
        var inError = false
        for raw in output.split(separator: "\n") {
            guard var parsed = parseLine(raw) else { continue }
            if let inserted = insertions[parsed.file] {
                parsed.column = SourceInsertion.userColumn(parsed.column, line: parsed.line, in: inserted)
            }
            switch parsed.severity {
            case "error":
                let location = SourceLocation(file: parsed.file, line: parsed.line, column: parsed.column)
                diagnostics.append(Diagnostic(location: location, message: parsed.message,
                                              construct: line(parsed.line, of: parsed.file)))
                inError = true
            case "note" where inError:
                guard var last = diagnostics.popLast() else { continue }
                if sources[last.location.file] == nil, sources[parsed.file] != nil, parsed.message.hasPrefix("in expansion of macro '") {
                    // An error inside a macro's expansion (`#Predicate { … }`), in a file the compiler
                    // made: it is the user's at the macro's place, where `--skip-failing-files` finds it.
                    let macro = parsed.message.dropFirst("in expansion of macro '".count).prefix { $0 != "'" }
                    last = Diagnostic(location: SourceLocation(file: parsed.file, line: parsed.line, column: parsed.column),
                                      message: last.message + " (in the expansion of #\(macro))",
                                      construct: line(parsed.line, of: parsed.file), hint: last.hint)
                    diagnostics.append(last)
                    continue
                }
                if !parsed.message.isEmpty {
                    let place = sources[parsed.file] != nil && (parsed.file != last.location.file || parsed.line != last.location.line)
                        ? " (\(parsed.file):\(parsed.line):\(parsed.column))" : ""
                    last.hint += (last.hint.isEmpty ? "" : "; ") + parsed.message + place
                }
                diagnostics.append(last)
            default:
                inError = false
            }
        }
        var seen = Set<Diagnostic>()
        let texts = Array(sources.values)
        let declared = { (name: String) in texts.contains { declares(name, in: $0) } }
        // swiftc's "failed to produce diagnostic for expression" follows an error it did explain
        // (a name it cannot find inside the expression): with others, it says nothing more.
        let unexplained = "failed to produce diagnostic for expression"
        if diagnostics.contains(where: { !$0.message.hasPrefix(unexplained) }) {
            diagnostics.removeAll { $0.message.hasPrefix(unexplained) }
        }
        // An error the compiler repeats inside an attached macro's expansion (`@Observable`'s
        // accessors for a property whose initial value fails) is the user's error again, in a file
        // the compiler made: only the user's place is kept (`--skip-failing-files` leaves that file out).
        let usersMessages = Set(diagnostics.filter { sources[$0.location.file] != nil }.map(\.message))
        diagnostics.removeAll { sources[$0.location.file] == nil && isMacroExpansion($0.location.file) && usersMessages.contains($0.message) }
        return diagnostics.filter { seen.insert($0).inserted }.map { diagnostic in
            if diagnostic.message.hasPrefix(unexplained), diagnostic.hint.isEmpty {
                var hinted = diagnostic
                hinted.hint = "the compiler could not say what is wrong in this expression (often a name or member it "
                    + "cannot find inside it, or a type it cannot infer): split the expression into smaller ones, or "
                    + "give the types of its closures' parameters, to see the error"
                return hinted
            }
            if diagnostic.message.hasPrefix("constructing an object of class type 'Self'"), let hint = missingNameHint(diagnostic.message) {
                // The compiler's note names the initializer; the hint says what to write.
                var hinted = diagnostic
                hinted.hint = diagnostic.hint.isEmpty ? hint : diagnostic.hint + "; " + hint
                return hinted
            }
            if let isolation = isolationHint(diagnostic.message) {
                var hinted = diagnostic
                hinted.hint = diagnostic.hint.isEmpty ? isolation : diagnostic.hint + "; or, " + isolation
                return hinted
            }
            guard diagnostic.hint.isEmpty,
                  let hint = stringCatalogHint(diagnostic.message, construct: diagnostic.construct)
                    ?? missingNameHint(diagnostic.message, declaredByUser: declared)
                    ?? assetMemberHint(diagnostic.message, construct: diagnostic.construct) else {
                return diagnostic
            }
            var hinted = diagnostic
            hinted.hint = hint + frameworkNote(diagnostic.message, hint: hint, imports: imports(of: sources[diagnostic.location.file]))
            return hinted
        }
    }

    /// Apple's frameworks of iOS that apps import and the library does not model (the ones it
    /// models, `ExperimentFileRewriter.swiftUIModules`, are mapped to it and never reach the
    /// compiler as missing).
    static let appleFrameworks: Set<String> = [
        "PDFKit", "HomeKit", "CoreNFC", "QuickLookThumbnailing", "CallKit", "SoundAnalysis", "MusicKit",
        "ShazamKit", "FamilyControls", "DeviceActivity", "ManagedSettings", "Metal", "MetalKit", "GLKit", "UserNotificationsUI",
        "IntentsUI", "NetworkExtension", "CryptoKit", "ImageIO", "CoreAudio", "CoreVideo", "VideoToolbox",
        "ReplayKit", "Accelerate", "CoreTelephony", "SystemConfiguration", "JavaScriptCore", "AdSupport", "iAd",
        "GroupActivities", "Translation", "ImagePlayground", "WeatherKit", "SensitiveContentAnalysis", "WatchKit", "ClockKit",
        "HealthKitUI", "CarPlay", "Messages", "NotificationCenter",
    ]

    /// macOS's own frameworks: a Mac app's files (its settings window, its menu-bar item).
    static let macOSFrameworks: Set<String> = ["AppKit", "Cocoa", "ServiceManagement", "IOKit", "Carbon", "ApplicationServices"]

    /// `diagnostic` with a word on the modules `--skip-missing-modules` left out, when what it
    /// cannot find may be theirs: one file's import serves the whole app in Swift, so a file can use
    /// a package's extension (Neumorphic's `.softInnerShadow()`) without importing it, and is kept.
    static func naming(leftOut modules: [String], in diagnostic: Diagnostic) -> Diagnostic {
        guard !modules.isEmpty, diagnostic.message.contains("' has no member '") || diagnostic.message.hasPrefix("cannot find ")
        else { return diagnostic }
        var named = diagnostic
        let list = modules.map { "`\($0)`" }.joined(separator: ", ")
        let note = "it may come from a module left out (\(list)): Swift lets one file's import serve the whole app, so this "
            + "file uses it without importing it; give the files without this one, or leave the line out"
        named.hint = named.hint.isEmpty ? note : named.hint + "; or " + note
        return named
    }

    /// The Apple frameworks besides SwiftUI and Foundation that `text` imports and the library
    /// models (`ExperimentFileRewriter.swiftUIModules`), in the file's order.
    static func imports(of text: String?) -> [String] {
        guard let text else { return [] }
        let ignored: Set = ["SwiftUI", "SwiftUICore", "Foundation"]
        return text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard words.count >= 2, words[0] == "import" else { return nil }
            let module = String(words[1].prefix { $0 != "." })
            return ExperimentFileRewriter.swiftUIModules.contains(module) && !ignored.contains(module) ? module : nil
        }
    }

    /// For a type the compiler cannot find in a file that imports frameworks the library models
    /// only in part (`Plottable` under `import Charts`): it may be theirs.
    static func frameworkNote(_ message: String, hint: String, imports: [String]) -> String {
        guard !imports.isEmpty, message.hasPrefix("cannot find type '") || message.hasPrefix("cannot find '") else { return "" }
        let name = message.drop { $0 != "'" }.dropFirst().prefix { $0 != "'" }
        // Names already said to be Apple's (`NSApp`, `UIActivityViewController`) say so once.
        guard name.first?.isUppercase == true, !hint.hasPrefix("`\(name)` is Apple's") else { return "" }
        let list = imports.map { "`\($0)`" }.joined(separator: ", ")
        return "; or, if `\(name)` is API of \(list), which the file imports, it is API layoutlab does not have yet "
            + "(layoutlab models these frameworks in part): leave the line out, or write a stand-in of your own"
    }

    /// What to do about a main-actor call the compiler refuses: Xcode 26 makes the main actor new
    /// apps' default isolation, and the app's project says so (`ExperimentCompiler.flags(near:)`).
    static func isolationHint(_ message: String) -> String? {
        guard message.contains("main actor-isolated"), message.contains("in a synchronous nonisolated context") else { return nil }
        return "if the app's project sets Default Actor Isolation to MainActor (Xcode 26's default for new apps), "
            + "run the file where it lies in its app's folder, beside or below its `.xcodeproj`: layoutlab then "
            + "compiles with that isolation, as Xcode does"
    }

    /// What to do about a module that is not there.
    static let missingModuleRemedy = "give the files that do not import it (`--skip-missing-modules` leaves out the others), "
        + "or a file of your own that declares what they use of it"

    /// What to do about a name the compiler cannot find: most often it is declared in another file
    /// of the app the file came from (files that use each other's declarations compile together,
    /// `FileGroups`); a colour or image member may be one Xcode generates from an asset catalog; a
    /// member of a type the files do not declare (`declaredByUser`) may also be SwiftUI API the
    /// library does not have.
    static func missingNameHint(_ message: String, declaredByUser: ((String) -> Bool)? = nil) -> String? {
        let together = "if it is declared in another file of your app, give that file too (`layoutlab run A.swift B.swift`, "
            + "or their folder): files that use each other's declarations compile together, as in the app"
        if message.hasPrefix("no such module '") {
            let module = message.dropFirst("no such module '".count).prefix { $0 != "'" }
            let remedy = missingModuleRemedy
            if appleFrameworks.contains(String(module)) {
                return "`\(module)` is an Apple framework layoutlab does not model yet: " + remedy
            }
            if macOSFrameworks.contains(String(module)) {
                return "`\(module)` is macOS's: layoutlab lays out SwiftUI with the iOS frameworks it models: " + remedy
            }
            // A package the app adds (Firebase, Kingfisher): only SwiftUI and the Apple frameworks
            // the library models are there to import.
            return "files compile against layoutlab's SwiftUI and the Apple frameworks it models, not the packages an app "
                + "adds: " + remedy
        }
        if message.hasPrefix("constructing an object of class type 'Self' with a metatype value must use a 'required' initializer") {
            // `extension UserDefaults { static let shared = Self(suiteName: "…") }`: Apple's Foundation
            // classes come from Objective-C, whose initializers may be used so; Linux's are Swift's.
            return "Linux's Foundation declares this class's initializer without `required`, which Apple's does not need: "
                + "write the class's name instead of `Self` (`UserDefaults(suiteName: …)`, `Bundle(for: …)`)"
        }
        if message.contains("' is unavailable: Not supported in swift-corelibs-foundation") {
            // Foundation API that Linux's Foundation lacks and the library does not add yet.
            let name = message.drop { $0 != "'" }.dropFirst().prefix { $0 != "'" }
            return "`\(name)` is Foundation API of Apple's systems that Linux's Foundation does not have, and layoutlab does not "
                + "add it yet: leave the line out, or write the text it would make"
        }
        if message.hasPrefix("cannot find '") || message.hasPrefix("cannot find type '") {
            let name = String(message.drop { $0 != "'" }.dropFirst().prefix { $0 != "'" })
            guard message.hasSuffix("' in scope"), let first = name.first else { return nil }
            // Apple's names (`NSOpenPanel`, `NSFetchedResultsController`, `UIActivityViewController`),
            // not the app's.
            let letters = Array(name)
            if letters.count > 2, name.hasPrefix("NS") || name.hasPrefix("UI"), letters[2].isUppercase || name == "NSApp" {
                return "`\(name)` is Apple's (UIKit's, AppKit's, Foundation's or Core Data's), which layoutlab does not have "
                    + "yet: leave the line out, or write a stand-in of your own; if your app declares it, "
                    + together.dropFirst("if it is declared in another file of your app, ".count)
            }
            // A lower-case name (`logger`) is a global of another file as often as a typo (the
            // compiler's own notes name close spellings).
            guard first.isUppercase else {
                return together.replacingOccurrences(of: "if it is declared", with: "if `\(name)` is declared")
                    .replacingOccurrences(of: "of your app,", with: "of your app (a global `let` or function),")
            }
            return together
        }
        guard message.hasPrefix("type '") || message.hasPrefix("value of type '"),
              let member = message.range(of: "' has no member '") else { return nil }
        let type = message[message.index(after: message.firstIndex(of: "'")!)..<member.lowerBound]
        let name = message[member.upperBound...].dropLast()
        // `Image(.icon)` reads `.icon` as an `ImageResource`: the symbol Xcode makes of an asset.
        if type == "ImageResource" || type == "ColorResource" {
            let view = type == "ImageResource" ? "Image" : "Color"
            return "`\(type).\(name)` is the symbol Xcode makes of an asset of your app's asset catalog: it is found when "
                + "the catalog's `Assets.xcassets` is in the folder given or beside or above the file (or give the file "
                + "that declares it too); or write `\(view)(\"\(name)\")`" + assetNameCaveat
        }
        let assets = ["Color", "Color?", "Image", "UIColor", "UIImage", "ShapeStyle"]
        if assets.contains(String(type)) {
            return together + "; a colour or image of your asset catalog (Xcode makes `.\(name)` of it) is found when "
                + "its `Assets.xcassets` is in the folder given or beside or above the file, or write "
                + "`\(type.hasPrefix("UI") ? String(type) + "(named: " : (type.hasPrefix("Image") ? "Image(" : "Color("))\"\(name)\")`"
                + assetNameCaveat
        }
        // `some View` / `any Shape` name the protocol (`View.circle`, not `some.circle`).
        let named = type.hasPrefix("some ") || type.hasPrefix("any ") ? type.drop { $0 != " " }.dropFirst() : type[...]
        let base = String(named.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        // The standard library is Swift's own on every platform: a member it lacks is the app's (or
        // the type was inferred from a name that is missing, as `Int` for the items of a `List`).
        let standardLibrary: Set = ["Int", "Double", "Float", "String", "Substring", "Character", "Bool", "Array", "Dictionary",
                                    "Set", "Optional", "Range", "ClosedRange"]
        if !base.isEmpty, !standardLibrary.contains(base), let declaredByUser, !declaredByUser(base) {
            return together.replacingOccurrences(of: "if it is declared", with: "if `\(name)` is declared in an extension")
                + "; otherwise `\(base).\(name)` is API layoutlab does not have yet (Docs/SwiftUICoverage.md): "
                + "leave the line out, or put in a view of the size it would take"
        }
        return together
    }

    /// `Image(.icon)` or `Color(.brand)` whose member the compiler cannot resolve: the symbols
    /// Xcode generates from an asset catalog, when no catalog was found to declare them.
    static func assetMemberHint(_ message: String, construct: String) -> String? {
        let prefixes = ["reference to member '", "cannot infer contextual base in reference to member '"]
        guard let prefix = prefixes.first(where: message.hasPrefix) else { return nil }
        let name = message.dropFirst(prefix.count).prefix { $0 != "'" }
        for type in ["Image", "Color", "UIImage", "UIColor"] {
            let resource = type.hasSuffix("Image") ? "ImageResource" : "ColorResource"
            let spellings = type.hasPrefix("UI") ? ["\(type)(resource: .\(name)", "\(type)(.\(name)"] : ["\(type)(.\(name)"]
            guard spellings.contains(where: construct.contains) else { continue }
            return "`\(type)(.\(name))` names an asset of your app's asset catalog (Xcode makes `\(resource).\(name)` of it): "
                + "it is found when the catalog's `Assets.xcassets` is in the folder given or beside or above the file; "
                + "or write `\(type.hasPrefix("UI") ? type + "(named: " : type + "(")\"\(name)\")`" + assetNameCaveat
        }
        return nil
    }

    /// A member the compiler cannot find where a localized string goes (`Text(.progressOnUnreadBooks)`,
    /// `.configurationDisplayName(.trackingUnreadBooks)`, `LocalizedStringResource.LandmarkData`): a
    /// symbol Xcode 26 makes of a String Catalog's string, when no catalog was found to declare it.
    /// (The compiler may name another type, `Image`, after trying `Text`'s other initializers.)
    static func stringCatalogHint(_ message: String, construct: String) -> String? {
        let patterns = ["' has no member '", "reference to member '", "cannot infer contextual base in reference to member '"]
        guard let found = patterns.lazy.compactMap({ message.range(of: $0) }).first else { return nil }
        let name = message[found.upperBound...].prefix { $0 != "'" }
        let resource = message.hasPrefix("type 'LocalizedStringResource")
        let takesText = ["Text(", "Label(", "Button(", "String(localized: ", "configurationDisplayName(", "description(",
                         "navigationTitle(", "LocalizedStringResource"]
        guard resource || takesText.contains(where: { construct.contains($0 + "." + name) }) else { return nil }
        return "`.\(name)` may be a symbol Xcode 26 makes of a string of your app's String Catalog (Generate String Catalog "
            + "Symbols): it is found when the `.xcstrings` file is in the folder given or beside or above the file, and the "
            + "string is one added to the catalog by hand; or write the text itself (`Text(\"…\")`)"
    }

    /// Xcode's symbol is not always the asset's name: the name to write is the catalog's.
    static let assetNameCaveat = " with the asset's name as the catalog spells it (Xcode drops a `Color` or `Image` ending "
        + "and joins words, so `.brand` may be `BrandColor` or `brand_color` there)"

    /// Whether `text` declares a type named `name` (`struct Name`, `class Name`, ...).
    static func declares(_ name: String, in text: String) -> Bool {
        for keyword in ["struct ", "class ", "enum ", "actor ", "protocol ", "typealias "] {
            var rest = text[...]
            while let found = rest.range(of: keyword + name) {
                let after = rest[found.upperBound...].first
                if after.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
                rest = rest[found.upperBound...]
            }
        }
        return false
    }

    struct Line {
        var file: String
        var line: Int
        var column: Int
        var severity: String
        var message: String
    }

    /// `file:line:column: severity: message`, or nil for excerpt lines.
    static func parseLine(_ raw: Substring) -> Line? {
        for severity in ["error", "warning", "note", "remark"] {
            guard let marker = raw.range(of: ": \(severity): ") else { continue }
            let head = raw[..<marker.lowerBound]
            let parts = head.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3, let column = Int(parts[parts.count - 1]), let line = Int(parts[parts.count - 2]) else {
                continue
            }
            let file = parts[..<(parts.count - 2)].joined(separator: ":")
            return Line(file: file, line: line, column: column, severity: severity,
                        message: String(raw[marker.upperBound...]))
        }
        if raw.hasPrefix("error: ") {
            return Line(file: "", line: 0, column: 0, severity: "error", message: String(raw.dropFirst(7)))
        }
        return nil
    }
}
