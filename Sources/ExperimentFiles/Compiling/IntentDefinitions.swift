// The classes Xcode generates from an app's SiriKit intent definition (`Widget.intentdefinition`,
// the file a widget configured with `IntentConfiguration` is set up in): for each custom intent
// `Name`, `NameIntent: INIntent` with a property per parameter, `NameIntentResponse` with its
// response codes (`NameIntentResponseCode`) and the `NameIntentHandling` protocol an Intents
// extension adopts; a class `: INObject` per custom type, an `Int` enum per enum (`unknown` = 0
// first). Parameters are typed as Xcode types them: a string `String?`, a number or Boolean
// `NSNumber?`, date components `DateComponents?`, a URL `URL?`, a custom type its class (optional),
// an enum its enum; one that takes several values an array (`[String]?`, an enum's `[NSNumber]?`).
// Parameters of SiriKit's own types (a person, a place, a file) are left out: the library does
// not model them. Properties are plain stored ones, unset: an intent is made empty
// (`ConfigurationIntent()`) and nothing configures it here. A name a file of the app declares
// itself is not generated, so a stand-in the user writes wins.
import Foundation

/// An app's intent definitions, read for the classes Xcode would generate from them.
struct IntentDefinitions {
    /// The definitions' paths and their property lists.
    var definitions: [(path: String, plist: [String: Any])] = []

    /// The definitions in the folders given and near the files given (`ProjectResources`).
    static func find(for paths: [String]) -> IntentDefinitions {
        var result = IntentDefinitions()
        for path in ProjectResources.find(named: ".intentdefinition", for: paths) {
            guard let data = FileManager.default.contents(atPath: path),
                  let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { continue }
            result.definitions.append((path, plist))
        }
        return result
    }

    /// The Swift source Xcode would generate for the definitions, leaving out the names `sources`
    /// declare; nil when no source uses any name it would declare.
    func source(for sources: [(path: String, text: String)]) -> (path: String, text: String)? {
        var declarations: [(name: String, lines: [String])] = []
        for (_, plist) in definitions { declarations += Self.declarations(of: plist) }
        let texts = sources.map(\.text)
        let kept = declarations.filter { declaration in
            !texts.contains { Self.declares(declaration.name, in: $0) }
        }
        guard let first = definitions.first, kept.contains(where: { declaration in texts.contains { Self.mentions(declaration.name, in: $0) } })
        else { return nil }
        let header = ["// Declared by layoutlab from the app's intent definition, as Xcode's code generation does.",
                      "import Foundation", "import Intents", ""]
        return (first.path + "/" + Self.generatedFileName, (header + kept.flatMap(\.lines)).joined(separator: "\n") + "\n")
    }

    /// The name of the source `source(for:)` makes (no file of that name is written).
    static let generatedFileName = "GeneratedIntentClasses.swift"

    /// The top-level declarations Xcode generates from one definition, each with its name.
    static func declarations(of plist: [String: Any]) -> [(name: String, lines: [String])] {
        var result: [(name: String, lines: [String])] = []
        let enums = Set((plist["INEnums"] as? [[String: Any]] ?? []).compactMap { $0["INEnumName"] as? String })
        for definition in plist["INEnums"] as? [[String: Any]] ?? [] {
            guard let name = identifier(definition["INEnumName"]) else { continue }
            var cases = ["unknown = 0"]
            var next = 1
            for value in definition["INEnumValues"] as? [[String: Any]] ?? [] {
                guard let caseName = identifier(value["INEnumValueName"]), caseName != "unknown" else { continue }
                let index = (value["INEnumValueIndex"] as? Int) ?? next
                cases.append("\(caseName) = \(index)")
                next = index + 1
            }
            result.append((name, ["public enum \(name): Int {", "    case " + cases.joined(separator: ", "), "}", ""]))
        }
        for type in plist["INTypes"] as? [[String: Any]] ?? [] {
            guard let name = identifier(type["INTypeName"]) else { continue }
            // The properties every type has (identifier, display string, …) are `INObject`'s own.
            let properties = (type["INTypeProperties"] as? [[String: Any]] ?? []).filter { $0["INTypePropertyDefault"] as? Bool != true }
                .compactMap { property(name: $0["INTypePropertyName"], type: $0["INTypePropertyType"], objectType: $0["INTypePropertyObjectType"],
                                       enumType: $0["INTypePropertyEnumType"], multiple: $0["INTypePropertySupportsMultipleValues"], enums: enums) }
            result.append((name, ["public class \(name): INObject {"] + properties + ["}", ""]))
        }
        for intent in plist["INIntents"] as? [[String: Any]] ?? [] {
            // SiriKit's own intents (a message, a workout) that a definition customizes are its classes.
            guard let base = identifier(intent["INIntentName"]), (intent["INIntentType"] as? String ?? "Custom") == "Custom" else { continue }
            let properties = (intent["INIntentParameters"] as? [[String: Any]] ?? []).compactMap {
                property(name: $0["INIntentParameterName"], type: $0["INIntentParameterType"], objectType: $0["INIntentParameterObjectType"],
                         enumType: $0["INIntentParameterEnumType"], multiple: $0["INIntentParameterSupportsMultipleValues"], enums: enums)
            }
            result.append((base + "Intent", ["public class \(base)Intent: INIntent {"] + properties + ["}", ""]))
            let response = intent["INIntentResponse"] as? [String: Any]
            var codes = ["unspecified", "ready"]
            for code in response?["INIntentResponseCodes"] as? [[String: Any]] ?? [] {
                if let name = identifier(code["INIntentResponseCodeName"]), !codes.contains(name) { codes.append(name) }
            }
            let codeType = base + "IntentResponseCode"
            result.append((codeType, ["public enum \(codeType): Int {",
                                      "    case " + codes.enumerated().map { "\($1) = \($0)" }.joined(separator: ", "), "}", ""]))
            result.append((base + "IntentResponse", [
                "public class \(base)IntentResponse: INIntentResponse {",
                "    public var code: \(codeType) = .unspecified",
                "    public convenience init(code: \(codeType), userActivity: NSUserActivity?) {",
                "        self.init()",
                "        self.code = code",
                "        self.userActivity = userActivity",
                "    }",
                "}", ""]))
            result.append((base + "IntentHandling", ["public protocol \(base)IntentHandling {}", ""]))
        }
        return result
    }

    /// A parameter's stored property as Xcode types it (see the file header); nil for a type the
    /// library does not model.
    static func property(name: Any?, type: Any?, objectType: Any?, enumType: Any?, multiple: Any?, enums: Set<String>) -> String? {
        guard let name = identifier(name) else { return nil }
        let many = multiple as? Bool == true
        if let enumName = identifier(enumType), enums.contains(enumName) {
            return many ? "    public var \(name): [NSNumber]?" : "    public var \(name): \(enumName) = .unknown"
        }
        let element: String
        switch type as? String ?? "" {
        case "String": element = "String"
        case "Integer", "Decimal", "Boolean", "Number": element = "NSNumber"
        case "DateComponents": element = "DateComponents"
        case "URL": element = "URL"
        case "Object":
            guard let object = identifier(objectType) else { return nil }
            element = object
        default: return nil
        }
        return many ? "    public var \(name): [\(element)]?" : "    public var \(name): \(element)?"
    }

    /// `value` when it is a Swift identifier (letters, digits and `_`, not starting with a digit).
    static func identifier(_ value: Any?) -> String? {
        guard let text = value as? String, let first = text.first, first.isLetter || first == "_",
              text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return text
    }

    /// Whether `text` declares a type (or type alias) named `name`.
    static func declares(_ name: String, in text: String) -> Bool {
        text.range(of: "\\b(class|struct|enum|protocol|typealias|actor)\\s+\(name)\\b", options: .regularExpression) != nil
    }

    /// Whether `text` mentions `name` as a word.
    static func mentions(_ name: String, in text: String) -> Bool {
        text.range(of: "\\b\(name)\\b", options: .regularExpression) != nil
    }
}
