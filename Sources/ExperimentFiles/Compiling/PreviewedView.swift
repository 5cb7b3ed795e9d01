// Which view a `#Preview` block shows: the type its body starts from (`TagCloud` in
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
        let closure: ClosureExprSyntax?
        switch item {
        case .decl(let decl):
            guard let macro = decl.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" else { return nil }
            closure = macro.trailingClosure
        case .expr(let expr):
            guard let macro = expr.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" else { return nil }
            closure = macro.trailingClosure
        case .stmt:
            return nil
        }
        guard case .expr(var expr)? = closure?.statements.first?.item else { return nil }
        // Down the modifier chain to the call it starts from.
        while let call = expr.as(FunctionCallExprSyntax.self) {
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                return reference.baseName.text
            }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
            expr = base
        }
        return nil
    }
}
