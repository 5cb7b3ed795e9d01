// Files that need each other compile together. An app's files share one module: a screen names the
// view model, the colours and the `View` helpers declared in the app's other files. Pasted files
// stay modules of their own (two screens may both declare a `ContentView`), except where one uses
// what only another declares: then the two are one module, as in the app.
//
// What a file declares and uses is read off its syntax:
// - it offers its top-level types, functions and variables that are not `private`/`fileprivate`,
//   the members of its extensions of types it does not declare (`extension Color { static let
//   brand }`; a method as `card()`: `extension View { func card() }`), those extensions'
//   initializers by their first argument label (`init(hex:)`; one without, by its type:
//   `LinearGradient(_:)` for `init(_ colors: Color...)`) and subscripts likewise (`subscript(safe:)`);
// - it uses every name it mentions (types, values, members after a dot or in a key path
//   (`\.container`); a called one as `card()`,
//   so `.currency(code:)` is not `Decimal`'s `var currency`), every initializer call and subscript
//   by its first label (`Color(hex: "…")`, `names[safe: 1]`; `LinearGradient(.pink, .orange)` as
//   `LinearGradient(_:)`), less what it declares itself.
// Extension members count as declared twice only on the same type: `Color.game()` and
// `Font.game()` may share a module. Functions, initializers and subscripts count as declared twice
// only with the same parameters and result: `Color.toHex()` in one file and `Color.toHex(includeAlpha:
// Bool = false)` in another are overloads, as are top-level `func format(_: Int)` and `func
// format(_: Double)`, and one module holds them all.
// A file joins the one other file that offers a name it uses; a name offered by several files
// joins them all when they declare it on different types (`Text.style()` and `Image.style()`),
// and none when two declare the same (three pasted `ContentView`s); two groups whose files offer
// the same name stay apart (one module cannot declare it twice), and private names never keep
// files apart. Names are read without backticks (`` func `if` `` is used as `.if(…)`), and an
// extension's members inside `#if` clauses count. A global operator function is offered by its
// operator and declared on its first operand's type (`func +(lhs: CGSize, …)` as `CGSize.+`), and
// an operator in an expression is used by its text: a file adding sizes joins the file that
// declares `+` for sizes, beside one that declares it for positions.
import SwiftParser
import SwiftSyntax

/// The names one file offers to other files of its module and the names it uses from outside.
public struct FileNames: Hashable, Codable, Sendable {
    /// What other files may use: top-level declarations and outside types' extension members that
    /// are not private, and those extensions' initializers as `init(label:)`.
    public var offered: Set<String> = []
    /// The names of top-level declarations that are not private, and the offered extension members
    /// by their type (`Color.game()`): what one module may not declare twice.
    public var declared: Set<String> = []
    /// Names the file mentions and does not declare.
    public var used: Set<String> = []
    /// Offered names declared only in extensions that add a conformance (`extension PkgError:
    /// LocalizedError { var localizedDescription }`): a protocol's requirements, which another file's
    /// `error.localizedDescription` more likely means on the SDK's types. Such names join modules
    /// as others do, but a file left out does not leave out the files that use them.
    public var witnesses: Set<String> = []
    /// The parameters and result of each function, initializer and subscript among `declared`
    /// (`Color.toHex()`: `()->String?`, `(includeAlpha:Bool)->String?`), by its entry there: files
    /// that declare one entry only with different ones declare overloads, which one module holds.
    public var overloads: [String: Set<String>] = [:]

    /// Reads the names off a file's text.
    public init(source: String) {
        self.init(tree: Parser.parse(source: source))
    }

    /// Reads the names off a parsed file.
    public init(tree: SourceFileSyntax) {
        let reader = NameReader(viewMode: .sourceAccurate)
        reader.walk(tree)
        offered = reader.offered
        witnesses = reader.witnesses.subtracting(reader.plainOffers)
        // A private declaration is its file's own: two files may each have one of a name.
        declared = reader.topLevel.intersection(reader.offered).union(reader.extensionMembers)
        // A name the file declares as something else too (a variable beside a function) is no overload.
        overloads = reader.overloads.filter { declared.contains($0.key) && !reader.notOverloadable.contains($0.key) }
        // A name written as a type is the file's own only when the file declares a type of it: a
        // local `if let Errors = error as? Errors` does not make the type `Errors` its own.
        used = reader.mentioned.subtracting(reader.ownNames).union(reader.mentionedTypes.subtracting(reader.ownTypeNames))
        // A member after a dot (`.brand`, `Color.brand`) may be another file's extension member even
        // where the file has a property of that name (`var brand: Color = .brand`): only the file's
        // own extension members and top-level names answer it.
            .union(reader.mentionedMembers.subtracting(reader.extensionMemberNames).subtracting(reader.topLevel))
    }

    public init(offered: Set<String>, declared: Set<String>, used: Set<String>) {
        self.offered = offered
        self.declared = declared
        self.used = used
    }
}

/// What some files declare (`FileNames.declared`), with the overloads among it: what another group
/// of files may not declare again in one module.
struct Declarations {
    var names: Set<String> = []
    var overloads: [String: Set<String>] = [:]

    /// The declarations of `file`, or of those of its entries `keeping` accepts.
    init(_ file: FileNames, keeping: (String) -> Bool = { _ in true }) {
        names = file.declared.filter(keeping)
        overloads = file.overloads.filter { names.contains($0.key) }
    }

    init() {}

    /// Whether one module could not hold both: they declare a name, unless each declares only
    /// functions of it, none with the other's parameters and result.
    func clash(with other: Declarations) -> Bool {
        names.intersection(other.names).contains { name in
            guard let own = overloads[name], let others = other.overloads[name] else { return true }
            return !own.isDisjoint(with: others)
        }
    }

    mutating func formUnion(_ other: Declarations) {
        names.formUnion(other.names)
        overloads.merge(other.overloads) { $0.union($1) }
    }
}

/// How files group into modules.
public enum FileGroups {
    /// The groups of `files` (indices, in file order; groups ordered by their first file) that
    /// compile as one module each.
    public static func groups(_ files: [FileNames]) -> [[Int]] {
        var offeredBy: [String: [Int]] = [:]
        for (index, file) in files.enumerated() {
            for name in file.offered { offeredBy[name, default: []].append(index) }
        }
        var parent = Array(files.indices)
        var declared = files.map { Declarations($0) }
        func root(_ index: Int) -> Int {
            var current = index
            while parent[current] != current { current = parent[current] }
            return current
        }
        for (index, file) in files.enumerated() {
            // Sorted: the groups do not depend on a set's order.
            for name in file.used.sorted() {
                guard let offering = offeredBy[name], offering.count == 1 || Self.declareApart(name, offering, files) else { continue }
                for other in offering where other != index {
                    let (a, b) = (root(index), root(other))
                    guard a != b, !declared[a].clash(with: declared[b]) else { continue }
                    let (keep, join) = (min(a, b), max(a, b))
                    parent[join] = keep
                    declared[keep].formUnion(declared[join])
                }
            }
        }
        var groups: [Int: [Int]] = [:]
        for index in files.indices { groups[root(index), default: []].append(index) }
        return groups.keys.sorted().map { groups[$0]! }
    }

    /// Whether the files `offering` declare `name` each on a type of its own (extension members:
    /// `Text.style()`, `Image.style()`) or as overloads (`Color.toHex()` with other parameters, a
    /// top-level function), so that one module may hold them all.
    static func declareApart(_ name: String, _ offering: [Int], _ files: [FileNames]) -> Bool {
        var seen = Declarations()
        for index in offering {
            let own = Declarations(files[index]) { $0 == name || $0.hasSuffix("." + name) }
            guard !own.names.isEmpty, !own.names.contains(name) || own.overloads[name] != nil, !seen.clash(with: own)
            else { return false }
            seen.formUnion(own)
        }
        return true
    }
}

extension FileGroups {
    /// The files that use, directly or through other files, what the files `seeds` declare: a file
    /// is reached when it uses a name that only files already reached (or seeds) offer; each with
    /// the first of those files. The seeds themselves are not in it.
    public static func dependents(of seeds: Set<Int>, in files: [FileNames]) -> [Int: Int] {
        var offeredBy: [String: [Int]] = [:]
        var usedBy: [String: [Int]] = [:]
        for (index, file) in files.enumerated() {
            for name in file.offered { offeredBy[name, default: []].append(index) }
            for name in file.used { usedBy[name, default: []].append(index) }
        }
        var reached: [Int: Int] = [:]
        var done = seeds
        // Each file left out makes the names it offers gone once all their offerers are: their
        // users are left out in turn (in file order, so that which file is named is stable).
        var pending = seeds.sorted()
        while !pending.isEmpty {
            let current = pending.removeFirst()
            for name in files[current].offered.sorted() where !files[current].witnesses.contains(name) {
                guard let offering = offeredBy[name], offering.allSatisfy(done.contains) else { continue }
                for user in usedBy[name] ?? [] where !done.contains(user) {
                    reached[user] = offering[0]
                    done.insert(user)
                    pending.append(user)
                }
            }
        }
        return reached
    }
}

/// Collects a file's declarations and mentions (see the file header).
private final class NameReader: SyntaxVisitor {
    public var offered: Set<String> = []
    var topLevel: Set<String> = []
    /// The offered extension members, each as `Type.name` (what may collide with another file's).
    var extensionMembers: Set<String> = []
    /// Names offered by extensions that add a conformance, and those offered otherwise.
    var witnesses: Set<String> = []
    var plainOffers: Set<String> = []
    /// Every name the file declares anywhere (members included) and its own initializers' labels.
    var ownNames: Set<String> = []
    /// The types (and generic parameters) the file declares anywhere.
    var ownTypeNames: Set<String> = []
    /// Names mentioned as values or functions.
    var mentioned: Set<String> = []
    /// Names written as types (a type's own only when the file declares a type of it).
    var mentionedTypes: Set<String> = []
    /// Names mentioned after a dot (`.brand`, `Color.brand`, `.card()`).
    var mentionedMembers: Set<String> = []
    /// The members the file's extensions declare, private ones included (`brand`, `card()`).
    var extensionMemberNames: Set<String> = []
    /// The parameters and result of each function, initializer and subscript declared, by its
    /// entry among the declared names (`FileNames.overloads`).
    var overloads: [String: Set<String>] = [:]
    /// Entries declared by something that cannot be overloaded too (a top-level variable).
    var notOverloadable: Set<String> = []
    /// Types declared at the top level (their extensions' members are the file's own).
    private var topLevelTypes: Set<String> = []
    /// Outside types' extensions being read (their members are offered).
    private var outsideExtensionDepth = 0

    override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
        for item in Self.topLevelDecls(node.statements) {
            guard let name = Self.declaredName(item) else { continue }
            if [.struct, .class, .enum, .protocol, .actor, .typealias].contains(Self.kind(item)) { topLevelTypes.insert(name) }
        }
        for item in Self.topLevelDecls(node.statements) {
            // A global operator function (`func +(lhs: CGSize, rhs: CGSize)`) overloads the operator
            // for its operand's type: files may each declare `+` for a type of their own.
            if let function = item.as(FunctionDeclSyntax.self), let operand = Self.operatorOperand(function) {
                if !Self.isPrivate(item) {
                    offered.insert(function.name.text)
                    extensionMembers.insert(operand + "." + function.name.text)
                    overloads[operand + "." + function.name.text, default: []].insert(Self.signature(of: function))
                }
                continue
            }
            for name in Self.names(item) {
                topLevel.insert(name)
                if !Self.isPrivate(item) { offered.insert(name); plainOffers.insert(name) }
                if let function = item.as(FunctionDeclSyntax.self) {
                    overloads[name, default: []].insert(Self.signature(of: function))
                } else {
                    notOverloadable.insert(name)
                }
            }
        }
        return .visitChildren
    }

    /// An operator used in an expression (`a + b`, `-a`, `a!`... the standard ones too): the files
    /// that declare it for a type of their own may be the ones it needs.
    override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        mentioned.insert(node.operator.text)
        return .visitChildren
    }
    override func visit(_ node: PrefixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        mentioned.insert(node.operator.text)
        return .visitChildren
    }
    override func visit(_ node: PostfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        mentioned.insert(node.operator.text)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let path = Self.typePath(node.extendedType)
        let extended = path.last ?? ""
        mentioned.insert(extended)
        for decl in Self.memberDecls(node.memberBlock.members) {
            if let function = decl.as(FunctionDeclSyntax.self) {
                extensionMemberNames.insert(Self.plain(function.name) + "()")
                extensionMemberNames.insert(Self.plain(function.name))
            } else {
                extensionMemberNames.formUnion(Self.names(decl))
            }
        }
        guard node.parent?.parent?.is(CodeBlockItemSyntax.self) == true || node.parent?.is(CodeBlockItemSyntax.self) == true,
              !topLevelTypes.contains(extended), !Self.isPrivate(DeclSyntax(node)) else { return .visitChildren }
        // Members are declared on the type as written (`ImageAsset.Image`, the file's own alias, is
        // not SwiftUI's `Image`).
        let owner = path.joined(separator: ".")
        for decl in Self.memberDecls(node.memberBlock.members) where !Self.isPrivate(decl) {
            var names: [String] = []
            var signature: String?
            if let initializer = decl.as(InitializerDeclSyntax.self) {
                if let label = Self.firstLabel(initializer) {
                    names.append("init(\(label):)")
                } else if !initializer.signature.parameterClause.parameters.isEmpty {
                    names.append("\(extended)(_:)")
                }
                // A failable initializer is no overload of a plain one with its parameters.
                signature = Self.signature(initializer.genericParameterClause, initializer.signature.parameterClause.parameters,
                                           result: nil)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                names.append(Self.plain(function.name) + "()")
                signature = Self.signature(of: function)
            } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
                if let label = Self.firstLabel(subscriptDecl) { names.append("subscript(\(label):)") }
                signature = Self.signature(subscriptDecl.genericParameterClause, subscriptDecl.parameterClause.parameters,
                                           result: subscriptDecl.returnClause.type.trimmedDescription)
            } else {
                names = Self.names(decl)
            }
            offered.formUnion(names)
            if node.inheritanceClause == nil { plainOffers.formUnion(names) } else { witnesses.formUnion(names) }
            extensionMembers.formUnion(names.map { owner + "." + $0 })
            if let signature {
                for name in names { overloads[owner + "." + name, default: []].insert(signature) }
            }
        }
        return .visitChildren
    }

    /// The extended type's dotted name without a module in front (`SwiftUI.Color` is `Color`).
    static func typePath(_ type: TypeSyntax) -> [String] {
        let path = type.trimmedDescription.split(separator: ".").map(String.init)
        guard path.count > 1, frameworkModules.contains(path[0]) else { return path }
        return Array(path.dropFirst())
    }

    /// Modules a type's name may be qualified with in an app's extension.
    static let frameworkModules: Set<String> = ["SwiftUI", "UIKit", "AppKit", "Foundation", "CoreGraphics", "Swift"]

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let label = Self.firstLabel(node) { ownNames.insert("init(\(label):)") }
        return .visitChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        if let label = Self.firstLabel(node) { ownNames.insert("subscript(\(label):)") }
        return .visitChildren
    }

    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let label = node.arguments.first?.label?.text { mentioned.insert("subscript(\(label):)") }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { ownType(node.name.text); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { ownType(node.name.text); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { ownType(node.name.text); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { ownType(node.name.text); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { ownType(node.name.text); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { ownType(node.name.text); return .visitChildren }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind { ownType(node.name.text); return .visitChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        ownNames.formUnion([Self.plain(node.name), Self.plain(node.name) + "()"])
        return .visitChildren
    }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind { ownNames.insert(node.name.text); return .visitChildren }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { ownNames.insert(node.identifier.text); return .visitChildren }
    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind { ownType(node.name.text); return .visitChildren }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind { mentionedTypes.insert(node.name.text); return .visitChildren }
    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind { mentionedTypes.insert(node.name.text); return .visitChildren }

    private func ownType(_ name: String) {
        ownNames.insert(name)
        ownTypeNames.insert(name)
    }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // A member's name after a dot is read with its member access.
        if node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id { return .visitChildren }
        // A key path's component names a member (`\.container`), as a member after a dot does, even
        // where the file has a property of that name (`@Environment(\.container) var container`).
        if node.parent?.is(KeyPathPropertyComponentSyntax.self) == true { mentionedMembers.insert(Self.plain(node.baseName)) }
        mentioned.insert(Self.plain(node.baseName))
        if Self.isCalled(node) { mentioned.insert(Self.plain(node.baseName) + "()") }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `Color(hex: "…")`, `.init(hex: "…")`: an initializer called by its first label.
        let callee = node.calledExpression
        let isInitializer = callee.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
            || callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "init"
        if isInitializer, let first = node.arguments.first {
            if let label = first.label?.text {
                mentioned.insert("init(\(label):)")
            } else if let type = callee.as(DeclReferenceExprSyntax.self) {
                mentioned.insert(Self.plain(type.baseName) + "(_:)")
            }
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        mentioned.insert(Self.plain(node.declName.baseName) + (Self.isCalled(node) ? "()" : ""))
        mentionedMembers.insert(Self.plain(node.declName.baseName) + (Self.isCalled(node) ? "()" : ""))
        return .visitChildren
    }

    /// What tells a function's overloads apart: its generic parameters, each parameter's label and
    /// type, and its result, without spaces (`(includeAlpha:Bool)->String?`). A default value does
    /// not: `toHex(includeAlpha: Bool = false)` and `toHex(includeAlpha: Bool)` are one function.
    static func signature(of function: FunctionDeclSyntax) -> String {
        signature(function.genericParameterClause, function.signature.parameterClause.parameters,
                  result: function.signature.returnClause?.type.trimmedDescription)
    }

    static func signature(_ generics: GenericParameterClauseSyntax?, _ parameters: FunctionParameterListSyntax,
                          result: String?) -> String {
        let list = parameters.map { parameter in
            parameter.firstName.text + ":" + parameter.type.trimmedDescription + (parameter.ellipsis?.text ?? "")
        }
        let text = (generics?.trimmedDescription ?? "") + "(" + list.joined(separator: ",") + ")->" + (result ?? "()")
        return String(text.filter { !$0.isWhitespace })
    }

    /// A name as it is used: without the backticks that let a keyword name a declaration.
    static func plain(_ token: TokenSyntax) -> String {
        let text = token.text
        return text.hasPrefix("`") && text.hasSuffix("`") && text.count > 2 ? String(text.dropFirst().dropLast()) : text
    }

    /// A type's or extension's member declarations, those inside `#if` clauses included.
    static func memberDecls(_ members: MemberBlockItemListSyntax) -> [DeclSyntax] {
        members.flatMap { member -> [DeclSyntax] in
            guard let ifConfig = member.decl.as(IfConfigDeclSyntax.self) else { return [member.decl] }
            return ifConfig.clauses.flatMap { clause -> [DeclSyntax] in
                if case .decls(let inner)? = clause.elements { return memberDecls(inner) }
                return []
            }
        }
    }

    /// Whether `node` is what a call calls (`.card()`, `card()`), a trailing closure's included.
    static func isCalled(_ node: some ExprSyntaxProtocol) -> Bool {
        node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
    }

    /// The declarations at a file's top level, those inside `#if` clauses included.
    static func topLevelDecls(_ items: CodeBlockItemListSyntax) -> [DeclSyntax] {
        items.flatMap { item -> [DeclSyntax] in
            guard let decl = item.item.as(DeclSyntax.self) else { return [] }
            guard let ifConfig = decl.as(IfConfigDeclSyntax.self) else { return [decl] }
            return ifConfig.clauses.flatMap { clause -> [DeclSyntax] in
                if case .statements(let inner)? = clause.elements { return topLevelDecls(inner) }
                return []
            }
        }
    }

    enum Kind { case `struct`, `class`, `enum`, `protocol`, actor, `typealias`, function, variable, other }

    static func kind(_ decl: DeclSyntax) -> Kind {
        if decl.is(StructDeclSyntax.self) { return .struct }
        if decl.is(ClassDeclSyntax.self) { return .class }
        if decl.is(EnumDeclSyntax.self) { return .enum }
        if decl.is(ProtocolDeclSyntax.self) { return .protocol }
        if decl.is(ActorDeclSyntax.self) { return .actor }
        if decl.is(TypeAliasDeclSyntax.self) { return .typealias }
        if decl.is(FunctionDeclSyntax.self) { return .function }
        if decl.is(VariableDeclSyntax.self) { return .variable }
        return .other
    }

    /// The type an operator function's first operand is declared with (`CGSize` for `func +(lhs:
    /// CGSize, rhs: CGSize)`); nil for a function that is not an operator.
    static func operatorOperand(_ function: FunctionDeclSyntax) -> String? {
        switch function.name.tokenKind {
        case .binaryOperator, .prefixOperator, .postfixOperator:
            return function.signature.parameterClause.parameters.first?.type.trimmedDescription ?? ""
        default:
            return nil
        }
    }

    static func declaredName(_ decl: DeclSyntax) -> String? {
        decl.asProtocol(NamedDeclSyntax.self).map { plain($0.name) }
    }

    /// The names a declaration introduces (a variable declaration may bind several).
    static func names(_ decl: DeclSyntax) -> [String] {
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
        if decl.is(ExtensionDeclSyntax.self) || decl.is(ImportDeclSyntax.self) { return [] }
        return declaredName(decl).map { [$0] } ?? []
    }

    static func isPrivate(_ decl: DeclSyntax) -> Bool {
        guard let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers else { return false }
        return modifiers.contains { $0.detail == nil && [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
    }

    /// An initializer's first argument label; nil when it has none (`init(_ value:)`, `init()`).
    static func firstLabel(_ initializer: InitializerDeclSyntax) -> String? {
        guard let first = initializer.signature.parameterClause.parameters.first, first.firstName.tokenKind != .wildcard else { return nil }
        return first.firstName.text
    }

    /// A subscript's first argument label: a subscript's parameters have none unless written
    /// before the name (`subscript(safe index: Int)`).
    static func firstLabel(_ subscriptDecl: SubscriptDeclSyntax) -> String? {
        guard let first = subscriptDecl.parameterClause.parameters.first, first.secondName != nil,
              first.firstName.tokenKind != .wildcard else { return nil }
        return first.firstName.text
    }
}
