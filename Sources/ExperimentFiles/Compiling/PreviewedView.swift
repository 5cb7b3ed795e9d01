// Which view a `#Preview` block (or a `PreviewProvider`'s `previews`) shows: the type its body starts from (`TagCloud` in
// `#Preview { TagCloud().padding() }`), so that commands can take a view's name for its preview.
import SwiftParser
import SwiftSyntax

/// The view type a stored `#Preview` block's body builds, read from its source text.
public enum PreviewedView {
    /// The type named by the first statement of a `#Preview` block's body, through any modifiers
    /// (`TagCloud(tags: sample).padding()` → `TagCloud`); nil for other statements or other code.
    public static func name(inPreview source: String) -> String? {
        let tree = Parser.parse(source: source)
        guard let item = tree.statements.first?.item else { return nil }
        let body: CodeBlockItemListSyntax?
        switch item {
        case .decl(let decl):
            if let macro = decl.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" {
                body = macro.trailingClosure?.statements
            } else {
                body = providerBody(decl)
            }
        case .expr(let expr):
            guard let macro = expr.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" else { return nil }
            body = macro.trailingClosure?.statements
        case .stmt:
            return nil
        }
        guard case .expr(var expr)? = body?.first?.item else { return nil }
        // Down the modifier chain to the call it starts from.
        while let call = expr.as(FunctionCallExprSyntax.self) {
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                // A Group of previews (a provider's devices or schemes) shows its first view.
                if reference.baseName.text == "Group", case .expr(let first)? = call.trailingClosure?.statements.first?.item {
                    expr = first
                    continue
                }
                return reference.baseName.text
            }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
            expr = base
        }
        return nil
    }

    /// The body of a `PreviewProvider` type's `static var previews` (`struct Card_Previews: PreviewProvider`).
    static func providerBody(_ decl: DeclSyntax) -> CodeBlockItemListSyntax? {
        guard ExperimentFileRewriter.previewProviderName(decl) != nil,
              let members = decl.asProtocol(DeclGroupSyntax.self)?.memberBlock.members else { return nil }
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  let binding = variable.bindings.first,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "previews" else { continue }
            switch binding.accessorBlock?.accessors {
            case .getter(let statements)?: return statements
            case .accessors(let accessors)?: return accessors.first(where: { $0.accessorSpecifier.text == "get" })?.body?.statements
            case nil: return nil
            }
        }
        return nil
    }
}
