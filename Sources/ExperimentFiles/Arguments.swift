// Argument lists: a call's arguments checked against the labels its SwiftUI signature accepts,
// so a misspelt label gets "did you mean" and a missing one says which.
import Experiments
import SwiftSyntax

/// What a call accepts: its labels (in SwiftUI's order), how many unlabelled arguments, which
/// arguments are required and whether it takes a content closure.
struct Signature {
    enum Closure { case none, optional, required }

    /// How the callee is written in messages: `.frame` for a modifier, `HStack` for a view.
    var callee: String
    /// The noun phrase for "is not ...": "a frame modifier", "an initializer of `HStack`".
    var what: String
    var labels: [String] = []
    var unlabeled = 0
    var required: [String] = []
    var closure: Closure = .none
    /// The label a closure may be passed under instead of trailing (`content:`, `computeValue:`).
    var closureLabel = "content"

    static func modifier(_ name: String, labels: [String] = [], unlabeled: Int = 0, required: [String] = [],
                         closure: Closure = .none) -> Signature {
        Signature(callee: ".\(name)", what: "a \(name) modifier", labels: labels, unlabeled: unlabeled,
                  required: required, closure: closure)
    }

    static func initializer(_ type: String, labels: [String] = [], unlabeled: Int = 0, required: [String] = [],
                            closure: Closure = .none) -> Signature {
        Signature(callee: type, what: "an initializer of `\(type)`", labels: labels, unlabeled: unlabeled,
                  required: required, closure: closure)
    }

    /// "`width:`, `height:` or `alignment:`", plus unlabelled arguments.
    var accepted: String {
        var parts = labels.map { "`\($0):`" }
        if unlabeled > 0 { parts.insert(unlabeled == 1 ? "one unlabelled argument" : "\(unlabeled) unlabelled arguments", at: 0) }
        if parts.isEmpty { return "`\(callee)` takes no arguments" + (closure == .none ? "" : " besides its content closure") }
        return "`\(callee)` takes " + Suggestions.list(parts, format: { $0 })
    }
}

/// A call's arguments after checking: labelled ones by label, unlabelled ones in order, and the content closure.
struct Arguments {
    var labelled: [String: ExprSyntax] = [:]
    var unlabelled: [ExprSyntax] = []
    var closure: ClosureExprSyntax?

    subscript(label: String) -> ExprSyntax? { labelled[label] }
    var first: ExprSyntax? { unlabelled.first }
    var isEmpty: Bool { labelled.isEmpty && unlabelled.isEmpty && closure == nil }
}

extension SyntaxReader {
    /// Checks `call`'s arguments against `signature`, reporting every mismatch. Returns nil when any was wrong.
    mutating func arguments(of call: FunctionCallExprSyntax, _ signature: Signature) -> Arguments? {
        var result = Arguments()
        var ok = true
        for argument in call.arguments {
            guard let label = argument.label?.text else {
                result.unlabelled.append(argument.expression)
                if result.unlabelled.count > signature.unlabeled {
                    let guess = signature.labels.count == 1 ? "; did you mean `\(signature.labels[0]):`?" : ""
                    error(argument, "`\(signature.callee)(_:)` is not \(signature.what)\(guess)", hint: signature.accepted)
                    ok = false
                }
                continue
            }
            if label == signature.closureLabel, signature.closure != .none, let closure = argument.expression.as(ClosureExprSyntax.self) {
                result.closure = closure
                continue
            }
            guard signature.labels.contains(label) else {
                let guess = Suggestions.didYouMean(label, in: signature.labels, format: { "`\($0):`" })
                error(argument, "`\(signature.callee)(\(label):)` is not \(signature.what)\(guess)", hint: signature.accepted)
                ok = false
                continue
            }
            if result.labelled[label] != nil {
                error(argument, "`\(signature.callee)` has `\(label):` twice")
                ok = false
                continue
            }
            result.labelled[label] = argument.expression
        }
        if let trailing = call.trailingClosure {
            if signature.closure == .none {
                error(trailing, "`\(signature.callee)` does not take a closure", hint: signature.accepted)
                ok = false
            } else if result.closure != nil {
                error(trailing, "`\(signature.callee)` has its content twice (a `content:` argument and a trailing closure)")
                ok = false
            } else {
                result.closure = trailing
            }
        }
        for extra in call.additionalTrailingClosures {
            error(extra, "`\(signature.callee)` does not take a second trailing closure `\(extra.label.text):`")
            ok = false
        }
        for label in signature.required where result.labelled[label] == nil {
            error(call: call, "`\(signature.callee)` needs `\(label):`", hint: signature.accepted)
            ok = false
        }
        if signature.closure == .required, result.closure == nil, call.trailingClosure == nil {
            error(call: call, "`\(signature.callee)` needs its content in braces: `\(signature.callee) { ... }`")
            ok = false
        }
        return ok ? result : nil
    }
}
