// The classes Xcode generates from an app's Core Data model (`Model.xcdatamodeld`): an entity whose
// codegen is "Class Definition" gets its `NSManagedObject` subclass and its properties, one whose
// codegen is "Category/Extension" its properties alone (the app writes the class), as Xcode writes
// them: object attributes optional (`String?`, `Date?`, `UUID?`), scalar ones plain (`Int16`,
// `Double`, `Bool`), a to-one relationship the destination's class, a to-many one an `NSSet`
// (`NSOrderedSet` when ordered) with its `addTo…`/`removeFrom…` methods, and `Identifiable`.
// Entities with manual codegen are the app's own files. The model's current version is read
// (`.xccurrentversion`), else its last version by name.
// Xcode compiles the models its project lists; a folder may hold a stray copy besides
// (HydrationTracker's `Model.xcdatamodeld`, again in `Persistance/`), whose classes would be
// declared twice. The project's groups say which copy it builds (`XcodeProjects.buildsModel`);
// without a project to say, of models of one name whose current versions read the same, only the
// first (the one nearest the folder) is used, with a note; models of one name that differ are an
// error that names them.
import Experiments
import Foundation

/// An app's Core Data models, read for the classes Xcode would generate from them.
struct CoreDataModels {
    /// The `contents` file of each model's current version, by model path.
    private(set) var contents: [(model: String, path: String)] = []
    /// Models left out as copies of a model of their name used instead (`contents` the same).
    private(set) var copies: [(copy: String, used: String)] = []
    /// Models of one name whose contents differ, with no project to say which the app builds.
    private(set) var clashes: [[String]] = []

    /// The models in the folders given, and near each file given (in its folder or one of its
    /// folders, or in the nearest folder above that has one there: `App/Model/Diary.xcdatamodeld`
    /// for `App/Views/Row.swift`, as Xcode compiles a model wherever its group puts it), that the
    /// app's Xcode project (if it names its files) builds.
    static func find(for paths: [String]) -> CoreDataModels {
        let manager = FileManager.default
        let models = ProjectResources.find(named: ".xcdatamodeld", for: paths)
        var result = CoreDataModels()
        var byName: [String: [(model: String, path: String)]] = [:]
        // The nearest the folder first (fewest folders down), then by path.
        for model in models.sorted(by: { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }) {
            guard let version = currentVersion(of: model) else { continue }
            byName[URL(fileURLWithPath: model).lastPathComponent, default: []].append((model, "\(model)/\(version)/contents"))
        }
        for name in byName.keys.sorted() {
            let found = byName[name] ?? []
            let texts = found.map { manager.contents(atPath: $0.path) }
            if texts.allSatisfy({ $0 == texts[0] }) {
                result.contents.append(found[0])
                result.copies += found.dropFirst().map { ($0.model, found[0].model) }
            } else {
                result.contents += found
                result.clashes.append(found.map(\.model))
            }
        }
        result.contents.sort { $0.model < $1.model }
        return result
    }

    /// A note for each model left out as a copy of another (`copies`).
    var notes: [String] {
        copies.map { copy, used in
            "the Core Data model \(copy) is a copy of \(used) (the same contents): Xcode builds only the one its "
                + "project lists, so the classes are generated once, from \(used)"
        }
    }

    /// An error for each set of models of one name that differ (`clashes`), at the first model's
    /// current version: which one the app builds is its Xcode project's to say.
    var clashErrors: [Diagnostic] {
        clashes.map { models in
            let name = URL(fileURLWithPath: models[0]).lastPathComponent
            let path = contents.first { $0.model == models[0] }?.path ?? models[0]
            return Diagnostic(location: SourceLocation(file: path, line: 1, column: 1),
                              message: "\(models.count) different Core Data models are named \(name): "
                                + models.joined(separator: " and ")
                                + "; each would generate its entities' classes, declared twice in one app",
                              construct: name,
                              hint: "Xcode builds only the model its project lists: keep that one (move the others out of "
                                + "the folder), or keep the app's .xcodeproj beside the folder, as in its repository, so that "
                                + "layoutlab reads which")
        }
    }

    /// The model's current version folder: the one `.xccurrentversion` names, else the last by name.
    static func currentVersion(of model: String) -> String? {
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: model)) ?? [])
            .filter { $0.hasSuffix(".xcdatamodel") }.sorted()
        if let plist = try? String(contentsOfFile: model + "/.xccurrentversion", encoding: .utf8),
           let named = XMLTags.firstMatch(of: "<string>([^<]+)</string>", in: plist), versions.contains(named) {
            return named
        }
        return versions.last
    }

    /// The Swift source Xcode would generate for the models' entities (nil when none generates code),
    /// each entity after a line that names its model (`// Entity WaterLog of /app/Model.xcdatamodeld`).
    func source() -> (path: String, text: String)? {
        var lines: [String] = []
        for (model, path) in contents {
            guard let xml = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            for entity in Self.entities(in: xml) where entity.codegen != nil {
                lines.append(Self.entityMark + entity.name + " of " + model)
                lines += entity.declarations()
            }
        }
        guard !lines.isEmpty, let first = contents.first else { return nil }
        let header = ["// Declared by layoutlab from the app's Core Data model, as Xcode's code generation does.",
                      "import Foundation", "import CoreData", ""]
        return (first.model + "/" + Self.generatedFileName, (header + lines).joined(separator: "\n") + "\n")
    }

    /// The name of the source `source()` makes (no file of that name is written).
    static let generatedFileName = "GeneratedCoreDataClasses.swift"

    /// What starts the line before an entity's declarations in `source()`.
    static let entityMark = "// Entity "

    /// `diagnostic`, when it is at the generated classes (`source()`, a file not on disk) or its
    /// notes are, with a note naming the model and entity they come from.
    static func namingModels(in diagnostic: Diagnostic, sources: [(path: String, text: String)]) -> Diagnostic {
        guard let generated = sources.first(where: { $0.path.hasSuffix("/" + generatedFileName) }),
              diagnostic.location.file == generated.path || diagnostic.hint.contains(generated.path) else { return diagnostic }
        let lines = generated.text.split(separator: "\n", omittingEmptySubsequences: false)
        // The lines of the generated file the diagnostic names: its own place, and its notes'.
        var places = diagnostic.location.file == generated.path ? [diagnostic.location.line] : []
        var rest = diagnostic.hint[...]
        while let found = rest.range(of: generated.path + ":") {
            rest = rest[found.upperBound...]
            if let line = Int(rest.prefix { $0.isNumber }) { places.append(line) }
        }
        // Each place's entity is the one whose mark is the last at or above it.
        var entities: [String] = []
        for place in places {
            guard let mark = lines.prefix(max(place, 0)).last(where: { $0.hasPrefix(entityMark) }) else { continue }
            let entity = String(mark.dropFirst(entityMark.count))
            if !entities.contains(entity) { entities.append(entity) }
        }
        guard !entities.isEmpty else { return diagnostic }
        let note = "\(generatedFileName) is not on disk: layoutlab declares there the classes Xcode generates from the app's "
            + "Core Data models (entity " + entities.joined(separator: "; entity ") + ")"
        var named = diagnostic
        named.hint = named.hint.isEmpty ? note : named.hint + "; " + note
        return named
    }

    /// One entity of a model, with what code generation makes of it.
    struct Entity {
        var name: String
        var className: String
        /// "class" (class and properties) or "category" (properties); nil: manual, the app's own.
        var codegen: String?
        var properties: [(name: String, type: String)] = []
        /// To-many relationships: their names and destination classes.
        var toMany: [(name: String, destination: String, ordered: Bool)] = []

        /// The class (for "class" codegen), the properties and `Identifiable`, as Xcode writes them.
        func declarations() -> [String] {
            var lines: [String] = []
            if codegen == "class" { lines += ["public class \(className): NSManagedObject {}", ""] }
            lines.append("extension \(className) {")
            lines.append("    public class func fetchRequest() -> NSFetchRequest<\(className)> { NSFetchRequest<\(className)>(entityName: \(ExperimentFileRewriter.stringLiteral(name))) }")
            for property in properties { lines.append("    @NSManaged public var \(property.name): \(property.type)") }
            for relation in toMany {
                let capitalized = relation.name.prefix(1).uppercased() + relation.name.dropFirst()
                let set = relation.ordered ? "NSOrderedSet" : "NSSet"
                lines += ["    public func addTo\(capitalized)(_ value: \(relation.destination)) {}",
                          "    public func removeFrom\(capitalized)(_ value: \(relation.destination)) {}",
                          "    public func addTo\(capitalized)(_ values: \(set)) {}",
                          "    public func removeFrom\(capitalized)(_ values: \(set)) {}"]
            }
            lines += ["}", "", "extension \(className): Identifiable {}", ""]
            return lines
        }
    }

    /// The entities of a model's `contents` XML, in order.
    static func entities(in xml: String) -> [Entity] {
        var classNames: [String: String] = [:]
        var entities: [Entity] = []
        for tag in XMLTags.tags(in: xml) {
            switch tag.name {
            case "entity":
                let name = tag.attributes["name"] ?? "Entity"
                // `.Book` or `Module.Book` name the class in the app's module.
                let represented = (tag.attributes["representedClassName"] ?? name).split(separator: ".").last.map(String.init) ?? name
                classNames[name] = represented
                let codegen = tag.attributes["codeGenerationType"]
                entities.append(Entity(name: name, className: represented,
                                       codegen: codegen == "class" || codegen == "category" ? codegen : nil))
            case "attribute":
                guard !entities.isEmpty, let name = tag.attributes["name"] else { continue }
                entities[entities.count - 1].properties.append((name, attributeType(tag.attributes)))
            case "relationship":
                guard !entities.isEmpty, let name = tag.attributes["name"] else { continue }
                let destination = tag.attributes["destinationEntity"] ?? "NSManagedObject"
                if tag.attributes["toMany"] == "YES" {
                    let ordered = tag.attributes["ordered"] == "YES"
                    entities[entities.count - 1].properties.append((name, ordered ? "NSOrderedSet?" : "NSSet?"))
                    entities[entities.count - 1].toMany.append((name, destination, ordered))
                } else {
                    // The destination's class, resolved once every entity is read.
                    entities[entities.count - 1].properties.append((name, "\u{0}" + destination))
                }
            default:
                continue
            }
        }
        for index in entities.indices {
            for property in entities[index].properties.indices where entities[index].properties[property].type.hasPrefix("\u{0}") {
                let destination = String(entities[index].properties[property].type.dropFirst())
                entities[index].properties[property].type = (classNames[destination] ?? destination) + "?"
            }
        }
        return entities
    }

    /// The Swift type Xcode gives an attribute: scalars stored as scalars plain, objects optional.
    static func attributeType(_ attributes: [String: String]) -> String {
        let scalar = attributes["usesScalarValueType"] != "NO"
        switch attributes["attributeType"] ?? "" {
        case "String": return "String?"
        case "Integer 16": return scalar ? "Int16" : "NSNumber?"
        case "Integer 32": return scalar ? "Int32" : "NSNumber?"
        case "Integer 64": return scalar ? "Int64" : "NSNumber?"
        case "Double": return scalar ? "Double" : "NSNumber?"
        case "Float": return scalar ? "Float" : "NSNumber?"
        case "Boolean": return scalar ? "Bool" : "NSNumber?"
        case "Decimal": return "NSDecimalNumber?"
        case "Date": return "Date?"
        case "Binary": return "Data?"
        case "UUID": return "UUID?"
        case "URI": return "URL?"
        case "Transformable": return (attributes["customClassName"].map { $0 + "?" }) ?? "NSObject?"
        default: return "NSObject?"
        }
    }
}

/// The start tags of an XML text written by Xcode (no comments or CDATA in a model's contents),
/// with their attributes unescaped.
enum XMLTags {
    struct Tag {
        var name: String
        var attributes: [String: String]
    }

    static let tagPattern = try! NSRegularExpression(pattern: "<([A-Za-z][A-Za-z0-9]*)((?:\\s+[A-Za-z_:][A-Za-z0-9_:.-]*\\s*=\\s*\"[^\"]*\")*)\\s*/?>")
    static let attributePattern = try! NSRegularExpression(pattern: "([A-Za-z_:][A-Za-z0-9_:.-]*)\\s*=\\s*\"([^\"]*)\"")

    static func tags(in xml: String) -> [Tag] {
        let text = xml as NSString
        return tagPattern.matches(in: xml, range: NSRange(location: 0, length: text.length)).map { match in
            let attributesText = text.substring(with: match.range(at: 2))
            var attributes: [String: String] = [:]
            let inner = attributesText as NSString
            for attribute in attributePattern.matches(in: attributesText, range: NSRange(location: 0, length: inner.length)) {
                attributes[inner.substring(with: attribute.range(at: 1))] = unescaped(inner.substring(with: attribute.range(at: 2)))
            }
            return Tag(name: text.substring(with: match.range(at: 1)), attributes: attributes)
        }
    }

    /// The first capture of `pattern` in `text`.
    static func firstMatch(of pattern: String, in text: String) -> String? {
        guard let expression = try? NSRegularExpression(pattern: pattern),
              let match = expression.firstMatch(in: text, range: NSRange(location: 0, length: (text as NSString).length)) else { return nil }
        return (text as NSString).substring(with: match.range(at: 1))
    }

    static func unescaped(_ value: String) -> String {
        value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
