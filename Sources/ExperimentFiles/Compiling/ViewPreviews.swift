// A view file pasted without its preview still shows its views: when a file (and every file it
// compiles with) registers no experiment, preview or app, each top-level `struct Name: View` that
// can be made as `Name()` is laid out as `#Preview { Name() }` would be (`_ViewPreview`), named
// `FileStem/Name`, with a note saying so.
//
// `Name()` exists when the struct declares an initializer whose parameters all have defaults, or
// declares none and every stored property has a value without one: a `var` with an initial value
// or of an optional type, a `let` with a value, a property wrapper with its value or arguments
// (`@State var count = 0`, `@Environment(\.dismiss) var dismiss`, `@Namespace var space`). A view
// that needs an argument (`@Binding var isOn: Bool`, `let item: Item`) or an object from an
// ancestor (`@EnvironmentObject`, `@Environment(Model.self)`) is left alone: it has no way to be made
// here that its app would recognise.
import SwiftSyntax

enum ViewPreviews {
    /// The name of a top-level, non-generic struct conforming to `View` that can be made as `Name()`.
    static func previewableViewName(_ decl: DeclSyntax) -> String? {
        guard let type = decl.as(StructDeclSyntax.self), type.genericParameterClause == nil,
              let inherited = type.inheritanceClause?.inheritedTypes,
              inherited.contains(where: { ["View", "SwiftUI.View"].contains($0.type.trimmedDescription) }) else { return nil }
        let members = type.memberBlock.members.map(\.decl)
        let initializers = members.compactMap { $0.as(InitializerDeclSyntax.self) }
        if !initializers.isEmpty {
            let madeEmpty = initializers.contains { initializer in
                initializer.optionalMark == nil
                    && initializer.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil }
            }
            return madeEmpty ? type.name.text : nil
        }
        let stored = members.compactMap { $0.as(VariableDeclSyntax.self) }.filter { variable in
            !variable.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
        }
        return stored.allSatisfy(madeWithoutArguments) ? type.name.text : nil
    }

    /// Whether a stored property (or a computed one) needs no argument of the memberwise initializer
    /// and no object from an ancestor.
    static func madeWithoutArguments(_ variable: VariableDeclSyntax) -> Bool {
        let wrappers = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
        for wrapper in wrappers {
            let name = wrapper.attributeName.trimmedDescription.replacingOccurrences(of: "SwiftUI.", with: "")
            if ["EnvironmentObject", "Binding", "Bindable"].contains(name) { return false }
            if name == "Environment", wrapper.arguments?.trimmedDescription.hasSuffix(".self") == true { return false }
        }
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        return variable.bindings.allSatisfy { binding in
            if let accessors = binding.accessorBlock {
                // A computed property (`var body: some View { … }`); observers (`didSet`) keep it stored.
                if case .getter = accessors.accessors { return true }
                if case .accessors(let list) = accessors.accessors,
                   list.allSatisfy({ [.keyword(.get), .keyword(.set)].contains($0.accessorSpecifier.tokenKind) }) { return true }
            }
            if binding.initializer != nil { return true }
            if let wrapper = wrappers.first {
                // `@Environment(\.dismiss)`, `@Namespace`, `@FocusState`, `@Query`: made by the wrapper.
                let name = wrapper.attributeName.trimmedDescription.replacingOccurrences(of: "SwiftUI.", with: "")
                return wrapper.arguments != nil || ["Namespace", "FocusState", "AccessibilityFocusState", "Query"].contains(name)
            }
            guard !isLet, let type = binding.typeAnnotation?.type else { return false }
            return type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
        }
    }
}
