// The SwiftUI checklist (`Checklist/SwiftUI-iOS.tsv`: SwiftUI's public iOS declarations, by name and
// argument labels) against LayoutLabUI's sources, read with swift-syntax: every row the checklist
// says is modelled, inert or unavailable is declared (an unavailable row by an
// `@available(*, unavailable, message:)` declaration), and every row it says is missing is not.
// `scripts/swiftui-checklist.py` writes the statuses; this test keeps them true.
import Foundation
import SwiftParser
import SwiftSyntax
import TestSupport
import Testing

/// What LayoutLabUI's sources declare, by qualified name.
struct DeclaredAPI {
    /// Type names (`Text`, `Alert.Button`) → whether every declaration of the name is unavailable.
    var types: [String: Bool] = [:]
    /// `View` modifier signatures (`padding(_:_:)`) → whether every overload is unavailable.
    var modifiers: [String: Bool] = [:]
    /// Members by the type or protocol they are declared in: properties, cases and static
    /// functions' signatures → whether unavailable.
    var members: [String: [String: Bool]] = [:]
    /// Each `xStyle(_:)` modifier's parameter type names (the style value types).
    var styleParameterTypes: [String: [String]] = [:]

    init(folder: String) throws {
        let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        for file in files.sorted() {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(Parser.parse(source: text))
            for (name, unavailable) in collector.types { types[name] = (types[name] ?? true) && unavailable }
            for (name, unavailable) in collector.modifiers { modifiers[name] = (modifiers[name] ?? true) && unavailable }
            for (context, names) in collector.members {
                for (name, unavailable) in names { members[context, default: [:]][name] = (members[context]?[name] ?? true) && unavailable }
            }
            for (name, types) in collector.styleParameterTypes { styleParameterTypes[name, default: []] += types }
        }
    }

    /// Whether `member` (`segmented`, `linearGradient(colors:startPoint:endPoint:)`) reaches a
    /// `proto` position: a static member of the protocol, or of the value type its modifier takes.
    func hasStyleMember(_ proto: String, _ member: String) -> Bool {
        if members[proto]?[member] != nil { return true }
        let modifier = proto.prefix(1).lowercased() + proto.dropFirst() + "(_:)"
        if styleParameterTypes[modifier, default: []].contains(where: { members[$0]?[member] != nil }) { return true }
        return proto == "PrimitiveButtonStyle" && hasStyleMember("ButtonStyle", member)
    }
}

private final class Collector: SyntaxVisitor {
    var types: [String: Bool] = [:]
    var modifiers: [String: Bool] = [:]
    var members: [String: [String: Bool]] = [:]
    var styleParameterTypes: [String: [String]] = [:]
    /// The qualified names of the types and extensions we are in.
    private var scope: [String] = []

    private func unavailable(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "available",
                  let arguments = attribute.arguments?.as(AvailabilityArgumentListSyntax.self) else { return false }
            let parts = arguments.map { $0.argument.trimmedDescription }
            return parts.first == "*" && parts.contains("unavailable")
        }
    }

    private func enter(_ name: String, _ attributes: AttributeListSyntax) {
        let qualified = (scope.last.map { $0 + "." } ?? "") + name
        types[qualified] = (types[qualified] ?? true) && unavailable(attributes)
        scope.append(qualified)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node.attributes); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node.attributes); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node.attributes); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node.attributes); return .visitChildren }
    override func visitPost(_ node: ProtocolDeclSyntax) { scope.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node.attributes); return .visitChildren }
    override func visitPost(_ node: ActorDeclSyntax) { scope.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        scope.append(node.extendedType.trimmedDescription)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let qualified = (scope.last.map { $0 + "." } ?? "") + node.name.text
        types[qualified] = (types[qualified] ?? true) && unavailable(node.attributes)
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let context = scope.last else { return .skipChildren }
        let labels = node.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
        let signature = node.name.text + "(" + labels + ")"
        let isStatic = node.modifiers.contains { $0.name.text == "static" }
        let isUnavailable = unavailable(node.attributes)
        if context == "View" && !isStatic {
            modifiers[signature] = (modifiers[signature] ?? true) && isUnavailable
            if node.name.text.hasSuffix("Style"), let parameter = node.signature.parameterClause.parameters.first {
                styleParameterTypes[signature, default: []].append(parameter.type.trimmedDescription)
            }
        }
        if isStatic {
            members[context, default: [:]][signature] = (members[context]?[signature] ?? true) && isUnavailable
            members[context, default: [:]][node.name.text] = (members[context]?[node.name.text] ?? true) && isUnavailable
        }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let context = scope.last else { return .skipChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let plain = name.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            members[context, default: [:]][plain] = (members[context]?[plain] ?? true) && unavailable(node.attributes)
        }
        return .skipChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let context = scope.last else { return .skipChildren }
        for element in node.elements {
            let plain = element.name.text.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            members[context, default: [:]][plain] = false
        }
        return .skipChildren
    }
}

/// One row of the checklist.
struct ChecklistRow {
    let family: String
    let symbol: String
    let status: String
    let uses: Int

    static func all() throws -> [ChecklistRow] {
        let text = try String(contentsOfFile: Repository.root + "/Checklist/SwiftUI-iOS.tsv", encoding: .utf8)
        return text.split(separator: "\n").dropFirst().map { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return ChecklistRow(family: columns[0], symbol: columns[1], status: columns[2], uses: Int(columns[3]) ?? 0)
        }
    }
}

@Suite("SwiftUI checklist")
struct SwiftUIChecklistTests {
    /// Whether `row` is declared, and if so whether only unavailable (nil: not declared).
    static func declared(_ row: ChecklistRow, in api: DeclaredAPI) -> Bool? {
        switch row.family {
        case "type":
            if let found = api.types[row.symbol] { return found }
            // A nested type of an unavailable type stops at its parent's message.
            if let dot = row.symbol.lastIndex(of: "."), api.types[String(row.symbol[..<dot])] == true { return true }
            return nil
        case "modifier":
            if let found = api.modifiers[row.symbol] { return found }
            // The reference leaves out a trailing builder closure's label in a few rows
            // (`keyframeAnimator(initialValue:trigger:content:)` is declared with `keyframes:`).
            let open = row.symbol.dropLast()
            return api.modifiers.first { name, _ in
                name.hasPrefix(open) && name.filter { $0 == ":" }.count == row.symbol.filter { $0 == ":" }.count + 1
            }?.value
        case "environment":
            return api.members["EnvironmentValues"]?[row.symbol]
        case "style":
            if let colon = row.symbol.range(of: ": ") {
                let type = String(row.symbol[colon.upperBound...])
                guard api.types[String(row.symbol[..<colon.lowerBound])] != nil else { return nil }
                return api.types[type]
            }
            let dot = row.symbol.firstIndex(of: ".")!
            let proto = String(row.symbol[..<dot]), member = String(row.symbol[row.symbol.index(after: dot)...])
            return api.hasStyleMember(proto, member) ? false : nil
        default:
            Issue.record("unknown family \(row.family)")
            return nil
        }
    }

    @Test("every checklist row is declared as its status says: modelled and inert rows available, unavailable rows unavailable, missing rows absent")
    func checklistMatchesTheSources() throws {
        let api = try DeclaredAPI(folder: Repository.root + "/Sources/LayoutLabUI")
        let rows = try ChecklistRow.all()
        #expect(rows.count > 1_500)
        var counts: [String: [String: Int]] = [:]
        for row in rows {
            counts[row.family, default: [:]][row.status, default: 0] += 1
            if row.status == "elsewhere" { continue }
            let found = Self.declared(row, in: api)
            switch row.status {
            case "modelled", "inert":
                #expect(found == false, "\(row.family) \(row.symbol) is \(row.status) in the checklist but \(found == nil ? "not declared" : "declared only unavailable")")
            case "unavailable":
                #expect(found == true, "\(row.family) \(row.symbol) is unavailable in the checklist but \(found == nil ? "not declared" : "declared available")")
            case "missing":
                #expect(found == nil, "\(row.family) \(row.symbol) is missing in the checklist but declared: run scripts/swiftui-checklist.py")
            default:
                Issue.record("\(row.family) \(row.symbol): unknown status \(row.status)")
            }
        }
        for family in ["type", "modifier", "environment", "style"] {
            let c = counts[family, default: [:]]
            print("SwiftUI checklist, \(family): \(c["modelled", default: 0]) modelled, \(c["inert", default: 0]) inert, "
                  + "\(c["unavailable", default: 0]) unavailable, \(c["missing", default: 0]) missing, \(c["elsewhere", default: 0]) elsewhere")
        }
        // The families this checklist covers are complete but for the rows listed as missing in
        // Docs/SwiftUICoverage.md; none of SwiftUI's modifiers, environment values or styles is missing.
        #expect(counts["modifier"]?["missing"] == nil)
        #expect(counts["environment"]?["missing"] == nil)
    }

    @Test("every unavailable declaration's message names what to write instead")
    func unavailableDeclarationsHaveMessages() throws {
        let folder = Repository.root + "/Sources/LayoutLabUI"
        let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        var count = 0
        for file in files {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("@available(*, unavailable") {
                count += 1
                #expect(line.contains("message: \""), "\(file): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        // The scan found the declarations (76 when this was written).
        #expect(count > 60)
    }
}
